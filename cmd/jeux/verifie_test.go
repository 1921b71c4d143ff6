package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// A hash shows that a part was not truncated, never that it was not forged: the two forgeries
// below keep every total a part's range implies and recompute both hashes, as anyone can. Only
// computing the part again catches them (fusionne --verifie).

// forgerNombres rewrites the part at chemin into dst with the integer fields of its aggregate
// changed by the amounts of delta, and valid hashes.
func forgerNombres(t *testing.T, chemin, dst string, delta map[string]int64) {
	t.Helper()
	falsifier(t, chemin, dst, func(a any) any {
		m := a.(map[string]any)
		for cle, d := range delta {
			n, err := m[cle].(json.Number).Int64()
			if err != nil {
				t.Fatalf("%s : %v", cle, err)
			}
			m[cle] = json.Number(strconv.FormatInt(n+d, 10))
		}
		return m
	})
}

// faussesParts are the two forgeries: a dominoes tournament part with 93 losses turned into wins
// (307 wins made 400 in the report that found the hole), and one-colour War with -N 7 --mots,
// 100 deals moved from player 2 to player 1.
var faussesParts = []struct {
	nom   string
	args  []string
	delta map[string]int64
}{
	{"dominos tournoi", []string{"dominos", "tournoi", "--s1", "plus_present", "--s2", "hasard", "-n", "3000", "-g", "2"},
		map[string]int64{"victoires": 93, "defaites": -93}},
	{"rostam exhaustif --mots", []string{"rostam", "exhaustif", "-N", "7", "--mots"},
		map[string]int64{"j1": 100, "j2": -100}},
}

func TestVerifieAttrapeLesPartsForgees(t *testing.T) {
	for _, f := range faussesParts {
		dir := t.TempDir()
		parts := partsDe(t, dir, f.args...)
		faux := filepath.Join(dir, "faux-0.json")
		forgerNombres(t, parts[0], faux, f.delta)
		for _, v := range [][]string{{"--verifie", "toutes"}, {"--verifie", "100%"}, {"--verifie", "2"}} {
			r := runCLI(t, append(append([]string{"fusionne"}, v...), faux, parts[1])...)
			if r.code != 2 || r.stdout != "" || !strings.Contains(r.stderr, strconv.Quote(faux)) || strings.Count(r.stderr, "\n") != 1 {
				t.Errorf("%s, %v : statut %d, stderr %q ; attendu 2 et une ligne qui nomme %s", f.nom, v, r.code, r.stderr, faux)
			}
		}
		// Alone, the forged part is the one drawn by --verifie 1.
		seule := filepath.Join(dir, "seule.json")
		if r := runCLI(t, append(f.args, "--shard", "0/1", "-o", seule)...); r.code != 0 {
			t.Fatal(r.stderr)
		}
		fausseSeule := filepath.Join(dir, "fausse-seule.json")
		forgerNombres(t, seule, fausseSeule, f.delta)
		r := runCLI(t, "fusionne", "--verifie", "1", fausseSeule)
		if r.code != 2 || r.stdout != "" || !strings.Contains(r.stderr, strconv.Quote(fausseSeule)) {
			t.Errorf("%s, seule, --verifie 1 : statut %d, stderr %q", f.nom, r.code, r.stderr)
		}
		// The true parts pass, and the output says that they were computed again.
		if r := runCLI(t, "fusionne", "--verifie", "toutes", parts[0], parts[1], "-F", "json"); r.code != 0 ||
			!strings.Contains(r.stdout, `"verification": {`) || !strings.Contains(r.stdout, `"recalculees": 2,`) {
			t.Errorf("%s, vraies parts : statut %d, %q\n%s", f.nom, r.code, r.stderr, r.stdout)
		}
	}
}

// TestVerifieUnePartDuDepot computes again a part of resultats/rostam-13, committed with the
// figures published for N = 13: today's engine must write the same file, byte for byte.
func TestVerifieUnePartDuDepot(t *testing.T) {
	if testing.Short() {
		t.Skip("une part de N = 13 : une demi-minute de calcul")
	}
	r := runCLI(t, "fusionne", "--verifie", "1", "--graine-verification", "7", "-F", "json", "../../resultats/rostam-13/part-*.json")
	if r.code != 0 || !strings.Contains(r.stdout, `"recalculees": 1,`) || !strings.Contains(r.stdout, `"parts": 16,`) {
		t.Fatalf("statut %d, %q", r.code, r.stderr)
	}
	publie, err := os.ReadFile("../../resultats/rostam-13/resultat.json")
	if err != nil {
		t.Fatal(err)
	}
	var lu, attendu struct{ Donnes, J1, J2, Infinies int64 }
	if json.Unmarshal([]byte(r.stdout), &lu) != nil || json.Unmarshal(publie, &attendu) != nil || lu != attendu {
		t.Errorf("N = 13 : %+v, publié %+v", lu, attendu)
	}
}

// TestVerifieDansChaqueFormat checks that every format says how many parts were computed again
// and from which seed.
func TestVerifieDansChaqueFormat(t *testing.T) {
	dir := t.TempDir()
	var parts []string
	for k := range 3 {
		parts = append(parts, filepath.Join(dir, "part-"+strconv.Itoa(k)+".json"))
		if r := runCLI(t, "rostam", "exhaustif", "-N", "7", "--shard", strconv.Itoa(k)+"/3", "-o", parts[k]); r.code != 0 {
			t.Fatal(r.stderr)
		}
	}
	for f, attendu := range map[string]string{
		"table":    "vérification : 2 parts sur 3 recalculées, identiques à leurs fichiers (--graine-verification 5 pour refaire ce tirage)",
		"markdown": "vérification : 2 parts sur 3 recalculées",
		"csv":      "# parts recalculees: 2\n# parts: 3\n# graine verification: 5\n",
		"csv-fr":   "parts recalculées;2",
		"json":     `"verification": {` + "\n" + `      "recalculees": 2,` + "\n" + `      "parts": 3,` + "\n" + `      "graine": 5` + "\n    }",
	} {
		r := runCLI(t, append([]string{"fusionne", "--verifie", "50%", "--graine-verification", "5", "-F", f}, parts...)...)
		if r.code != 0 || !strings.Contains(r.stdout, attendu) {
			t.Errorf("-F %s : statut %d, %q ; %q attendu dans\n%s", f, r.code, r.stderr, attendu, r.stdout)
		}
	}
	// Drawn when not given, the seed is printed and draws the same parts again.
	r := runCLI(t, append([]string{"fusionne", "--verifie", "1", "-F", "json"}, parts...)...)
	var sortie struct {
		Parametres struct {
			Verification struct{ Recalculees, Parts int }
		}
	}
	if r.code != 0 || json.Unmarshal([]byte(r.stdout), &sortie) != nil || sortie.Parametres.Verification.Recalculees != 1 ||
		!strings.Contains(r.stdout, `"graine": `) {
		t.Errorf("graine tirée : statut %d, %q\n%s", r.code, r.stderr, r.stdout)
	}
}

func TestVerifieValeursRefusees(t *testing.T) {
	dir := t.TempDir()
	parts := partsDe(t, dir, "rostam", "exhaustif", "-N", "6")
	for _, v := range []string{"", "-1", "0x1", "010x", "1_0", "3.5", "101%", "%", "toute", "+2", " 2", "3", "99999999999999999999"} {
		r := runCLI(t, "fusionne", "--verifie", v, parts[0], parts[1])
		if r.code != 2 || r.stdout != "" || !strings.Contains(r.stderr, "--verifie") || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("--verifie %q : statut %d, stdout %q, stderr %q", v, r.code, r.stdout, r.stderr)
		}
	}
	if r := runCLI(t, "fusionne", "--graine-verification", "3", parts[0], parts[1]); r.code != 2 || !strings.Contains(r.stderr, "--verifie") {
		t.Errorf("--graine-verification sans --verifie : statut %d, %q", r.code, r.stderr)
	}
	// A search stopped by the clock cannot be computed again to the same deal.
	rec := partsDe(t, dir, "bataille", "record", "-c", "2", "-v", "3", "--duree", "50ms", "-g", "1")
	if r := runCLI(t, "fusionne", "--verifie", "1", rec[0], rec[1]); r.code != 2 || !strings.Contains(r.stderr, "--verifie") {
		t.Errorf("record --duree : statut %d, %q", r.code, r.stderr)
	}
}

// TestVerifieOctetPourOctet: the comparison is of files, byte for byte. A part laid out again
// (indented by two more spaces: its hashes, of its contents, still hold, so that it merges) has
// the right figures but is not the file jeux writes: --verifie says so and refuses it.
func TestVerifieOctetPourOctet(t *testing.T) {
	dir := t.TempDir()
	parts := partsDe(t, dir, "rostam", "exhaustif", "-N", "6")
	b, err := os.ReadFile(parts[0])
	if err != nil {
		t.Fatal(err)
	}
	autre := strings.ReplaceAll(string(b), "\n", "\n  ") // whitespace only, the order kept
	mise := filepath.Join(dir, "mise-en-page.json")
	if err := os.WriteFile(mise, []byte(autre), 0o644); err != nil {
		t.Fatal(err)
	}
	if r := runCLI(t, "fusionne", mise, parts[1]); r.code != 0 {
		t.Fatalf("la part remise en page ne fusionne pas : %s", r.stderr)
	}
	r := runCLI(t, "fusionne", "--verifie", "toutes", mise, parts[1])
	if r.code != 2 || !strings.Contains(r.stderr, strconv.Quote(mise)) || !strings.Contains(r.stderr, "mêmes nombres") {
		t.Errorf("statut %d, %q", r.code, r.stderr)
	}
}
