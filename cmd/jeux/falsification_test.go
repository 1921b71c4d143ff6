package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"jeux/internal/cli"
)

// A forged part: a file whose hash is right (recomputed here, as anyone could) but whose
// aggregate cannot be what its range computes. Each kind of wrong figure the issue names — a
// negative count, totals that do not add up, a wrong number of deals or games for the range, a
// sum that overflows — and an unknown field must be refused by fusionne with exit 2 and one
// French line that names the part, for every shardable command.

// falsification changes the aggregate of part 0 of a 2-part split; deux applies it to part 1
// too (an overflow needs two large parts).
type falsification struct {
	nom    string
	chemin string // path in the aggregate: keys and indices (* for all) separated by dots
	f      func(any) any
	deux   bool
}

func moins1(any) any { return json.Number("-1") }
func plus1(v any) any {
	n, _ := v.(json.Number).Int64()
	return json.Number(strconv.FormatInt(n+1, 10))
}
func enorme(any) any         { return json.Number("4611686018427387904") } // 2⁶²: two such parts overflow an int64
func maximum(any) any        { return json.Number(strconv.FormatInt(math.MaxInt64, 10)) }
func champInconnu(v any) any { v.(map[string]any)["x"] = json.Number("1"); return v }

// falsifications lists, for each shardable command, forgeries of its own aggregate.
var falsifications = map[string][]falsification{
	"jeux dominos tournoi": {
		{"compte négatif", "victoires", moins1, false},
		{"total faux", "nuls", plus1, false},
		{"dépassement", "defaites", enorme, true},
	},
	"jeux dominos championnat": {
		{"compte négatif", "bilans.0.victoires", moins1, false},
		{"total faux", "bilans.1.nuls", plus1, false},
		{"autre championnat", "par_place", plus1, false},
		{"dépassement", "bilans.0.defaites", enorme, true},
	},
	"jeux dominos exact": {
		{"compte négatif", "j1", moins1, false},
		{"total faux", "nuls", plus1, false},
		{"nombre de donnes", "donnes", plus1, false},
		{"ouvreur", "ouvreur", enorme, false},
		{"dépassement", "noeuds", enorme, true},
	},
	"jeux rostam exhaustif": {
		{"compte négatif", "j1", moins1, false},
		{"total faux", "infinies", plus1, false},
		{"nombre de donnes", "donnes", plus1, false},
		{"durées", "durees.3", plus1, false},
		{"plus longue", "duree_max", plus1, false},
		{"dépassement", "j2", enorme, true},
	},
	"jeux bataille exhaustif": {
		{"compte négatif", "j1", moins1, false},
		{"total faux", "nulles", plus1, false},
		{"nombre de donnes", "donnes", plus1, false},
		{"positions jouées", "positions", plus1, false},
		{"durées", "durees.3", plus1, false},
		{"plus longue", "duree_max", plus1, false},
		{"cycle", "cycles.0.periode", plus1, false},
		{"dépassement", "j2", enorme, true},
	},
	"jeux rostam positions": {
		{"compte négatif", "finies", moins1, false},
		{"total faux", "infinies", plus1, false},
		{"nombre de positions", "positions", plus1, false},
		{"période d'un cycle", "cycles.0.periode", plus1, false},
		{"dépassement", "finies", enorme, true},
	},
	"jeux rostam simule": {
		{"compte négatif", "J1", moins1, false},
		{"total faux", "Infinies", plus1, false},
		{"nombre de parties", "Parties", plus1, false},
		{"histogramme", "Durees.0.1", plus1, false},
		{"dépassement", "J2", enorme, true},
	},
	"jeux bataille stat": {
		{"histogramme négatif", "0.1", moins1, false},
		{"nombre de parties", "0.1", plus1, false},
		{"dépassement", "0.1", enorme, true},
	},
	"jeux bataille brut": {
		{"histogramme négatif", "0.1", moins1, false},
		{"nombre de parties", "1.1", plus1, false},
		{"dépassement", "0.1", enorme, true},
	},
	"jeux bataille multistat": {
		{"histogramme négatif", "jeux.0.durees.0.1", moins1, false},
		{"nombre de parties", "jeux.0.durees.0.1", plus1, false},
		{"autre jeu", "jeux.0.valeurs", plus1, false},
	},
	"jeux bataille record": {
		{"évaluations négatives", "evaluations", moins1, false},
		{"nombre d'évaluations", "evaluations", plus1, false},
		{"longueur rejouée", "plis", plus1, false},
		{"autre graine", "graine", plus1, false},
	},
	"jeux verger simule": {
		{"compte négatif", "bilans.0.bilan.Victoires", moins1, false},
		{"nombre de parties", "bilans.0.bilan.Parties", plus1, false},
		// Every strategy's rolls: the strategy the split cuts in two is added across the parts.
		{"dépassement", "bilans.*.bilan.Lancers", enorme, true},
	},
}

// modifier applies f to the value at chemin in v.
func modifier(t *testing.T, v any, chemin string, f func(any) any) any {
	t.Helper()
	if chemin == "" {
		return f(v)
	}
	tete, reste, _ := strings.Cut(chemin, ".")
	switch x := v.(type) {
	case map[string]any:
		e, ok := x[tete]
		if !ok {
			t.Fatalf("clé %q absente de l'agrégat", tete)
		}
		x[tete] = modifier(t, e, reste, f)
		return x
	case []any:
		if tete == "*" {
			for i := range x {
				x[i] = modifier(t, x[i], reste, f)
			}
			return x
		}
		i, err := strconv.Atoi(tete)
		if err != nil || i >= len(x) {
			t.Fatalf("indice %q hors de la liste de %d éléments", tete, len(x))
		}
		x[i] = modifier(t, x[i], reste, f)
		return x
	}
	t.Fatalf("chemin %q : %T n'est ni un objet ni une liste", chemin, v)
	return nil
}

// recalculer recomputes the hashes of a part as partage.go does: SHA-256 of the JSON of the
// computation (empreinte), then of the whole document without its own hash (controle). Anyone
// can: a hash shows that a part was not truncated, never that it was not forged.
func recalculer(p *cli.Partiel) {
	calcul := cli.Partiel{Format: p.Format, Version: p.Version, VersionCalcul: p.VersionCalcul, Commande: p.Commande, Arguments: p.Arguments,
		Options: p.Options, Graine: p.Graine, Entrees: p.Entrees}
	b, _ := json.Marshal(calcul)
	h := sha256.Sum256(b)
	p.Empreinte = hex.EncodeToString(h[:])
	p.Controle = ""
	b, _ = json.Marshal(p)
	h = sha256.Sum256(b)
	p.Controle = hex.EncodeToString(h[:])
}

// forger rewrites the part at chemin into dst, changed by f, with both hashes recomputed.
func forger(t *testing.T, chemin, dst string, f func(p *cli.Partiel)) {
	t.Helper()
	b, err := os.ReadFile(chemin)
	if err != nil {
		t.Fatal(err)
	}
	var p cli.Partiel
	if err := json.Unmarshal(b, &p); err != nil {
		t.Fatal(err)
	}
	f(&p)
	recalculer(&p)
	out, _ := json.MarshalIndent(p, "", "  ")
	if err := os.WriteFile(dst, out, 0o644); err != nil {
		t.Fatal(err)
	}
}

// falsifier rewrites the part at chemin with its aggregate changed by chg and valid hashes. The
// aggregate's numbers are read exactly (json.Number), so that chg may write any 64-bit integer.
func falsifier(t *testing.T, chemin, dst string, chg func(any) any) {
	t.Helper()
	forger(t, chemin, dst, func(p *cli.Partiel) {
		d := json.NewDecoder(bytes.NewReader(p.Agregat))
		d.UseNumber()
		var a any
		if err := d.Decode(&a); err != nil {
			t.Fatal(err)
		}
		p.Agregat, _ = json.Marshal(chg(a))
	})
}

// refusDe checks that fusionne refuses the parts: exit 2, nothing on stdout, one French line
// that names a forged part (faux-…).
func refusDe(t *testing.T, quoi string, parts ...string) {
	t.Helper()
	r := runCLI(t, append([]string{"fusionne"}, parts...)...)
	if r.code != 2 || r.stdout != "" || !strings.Contains(r.stderr, "faux-") || strings.Count(r.stderr, "\n") != 1 ||
		strings.Contains(r.stderr, "json:") {
		t.Errorf("%s : statut %d, stdout %d octets, stderr %q ; attendu 2 et une ligne qui nomme la part", quoi, r.code, len(r.stdout), r.stderr)
	}
}

// entetes are forgeries of what a part says it is part of, applied to part 0 of a 2-part split
// (seule: merged alone) or to both parts.
var entetes = []struct {
	nom   string
	seule bool
	f     func(p *cli.Partiel)
}{
	// The part claims to be the whole computation: its items are those of its own range.
	{"items abaissés", true, func(p *cli.Partiel) { p.Items, p.Shard = p.Fin, "0/1" }},
	// Without its seed, the merge would draw a new one and print it as the parts' own.
	{"sans graine", false, func(p *cli.Partiel) { p.Graine = nil }},
	{"commande vide", false, func(p *cli.Partiel) { p.Commande = "" }},
	{"commande d'un autre programme", false, func(p *cli.Partiel) { p.Commande = "autre rostam exhaustif" }},
	// The build does not count (TestPartsDUnAutreProgramme), the computation's version does.
	{"autre version de calcul", false, func(p *cli.Partiel) { p.VersionCalcul++ }},
	{"version de calcul négative", false, func(p *cli.Partiel) { p.VersionCalcul = -1 }},
}

// falsifierEntetes forges the description of the parts of cmd and checks that every forgery is
// refused; the seed is removed only from the parts of a command that drew random numbers.
func falsifierEntetes(t *testing.T, cmd, dir string, parts [2]string) {
	t.Helper()
	var p cli.Partiel
	b, _ := os.ReadFile(parts[0])
	if err := json.Unmarshal(b, &p); err != nil {
		t.Fatal(err)
	}
	for _, e := range entetes {
		if e.nom == "sans graine" && p.Graine == nil {
			continue
		}
		faux := []string{filepath.Join(dir, "faux-0.json"), filepath.Join(dir, "faux-1.json")}
		for k := range faux {
			forger(t, parts[k], faux[k], e.f)
		}
		if e.seule {
			faux = faux[:1]
		}
		refusDe(t, cmd+", "+e.nom, faux...)
	}
}

func TestPartsFalsifiees(t *testing.T) {
	for _, cmd := range commandesPartagees() {
		fs, ok := falsifications[cmd]
		if !ok {
			t.Errorf("%s : aucune falsification dans la table falsifications", cmd)
			continue
		}
		ligne := append(strings.Fields(cmd)[1:], partages[cmd]...)
		dir := t.TempDir()
		var parts [2]string
		for k := range 2 {
			parts[k] = filepath.Join(dir, "part-"+strconv.Itoa(k)+".json")
			if r := runCLI(t, append(ligne, "--shard", strconv.Itoa(k)+"/2", "-o", parts[k])...); r.code != 0 {
				t.Fatalf("%v : %s", ligne, r.stderr)
			}
		}
		if r := runCLI(t, "fusionne", parts[0], parts[1]); r.code != 0 {
			t.Fatalf("%s : les vraies parts sont refusées : %s", cmd, r.stderr)
		}
		fs = append(fs, falsification{"champ inconnu", "", champInconnu, false})
		for _, f := range fs {
			if cmd == "jeux bataille stat" || cmd == "jeux bataille brut" {
				if f.nom == "champ inconnu" {
					continue // the aggregate is a list: it has no field
				}
			}
			faux := [2]string{filepath.Join(dir, "faux-0.json"), parts[1]}
			falsifier(t, parts[0], faux[0], func(a any) any { return modifier(t, a, f.chemin, f.f) })
			if f.deux {
				faux[1] = filepath.Join(dir, "faux-1.json")
				falsifier(t, parts[1], faux[1], func(a any) any { return modifier(t, a, f.chemin, f.f) })
			}
			refusDe(t, cmd+", "+f.nom, faux[0], faux[1])
		}
		falsifierEntetes(t, cmd, dir, parts)
	}
}

// partsDe computes the 2 parts of jeux args… in dir and returns their paths.
func partsDe(t *testing.T, dir string, args ...string) [2]string {
	t.Helper()
	var parts [2]string
	for k := range 2 {
		parts[k] = filepath.Join(dir, "part-"+strconv.Itoa(k)+".json")
		if r := runCLI(t, append(args, "--shard", strconv.Itoa(k)+"/2", "-o", parts[k])...); r.code != 0 {
			t.Fatalf("%v : %s", args, r.stderr)
		}
	}
	return parts
}

// A random computation that the table partages runs without drawing (dominos exact --toutes)
// draws with -n: its parts without their seed are refused too.
func TestExactesAleatoiresSansGraine(t *testing.T) {
	dir := t.TempDir()
	parts := partsDe(t, dir, "dominos", "exact", "-n", "300", "--max", "3", "--main", "2", "-g", "3")
	falsifierEntetes(t, "jeux dominos exact -n", dir, parts)
}

// The evaluations of a search stopped by --duree are bounded by nothing but the time: two parts
// claiming 2⁶³−1 each made « evaluations -2 ».
func TestRecordDepassement(t *testing.T) {
	dir := t.TempDir()
	parts := partsDe(t, dir, "bataille", "record", "-c", "4", "-v", "6", "--duree", "100ms", "-g", "8", "-w", "2")
	if r := runCLI(t, "fusionne", parts[0], parts[1]); r.code != 0 {
		t.Fatalf("les vraies parts sont refusées : %s", r.stderr)
	}
	faux := []string{filepath.Join(dir, "faux-0.json"), filepath.Join(dir, "faux-1.json")}
	for k := range faux {
		falsifier(t, parts[k], faux[k], func(a any) any { return modifier(t, a, "evaluations", maximum) })
	}
	refusDe(t, "record, evaluations 2⁶³−1 deux fois", faux...)
}

// The parts of a search from a starting deal (--depart) record the SHA-256 of the file's
// contents: parts computed from two different files of the same name do not merge, nor do parts
// whose file has changed since, nor parts whose fingerprint was removed.
func TestDepartEmpreinte(t *testing.T) {
	dir := t.TempDir()
	depart := filepath.Join(dir, "depart.json")
	donne := func(graine string) []byte {
		r := runCLI(t, "bataille", "record", "-c", "4", "-v", "6", "--iterations", "200", "-g", graine, "-w", "1", "-F", "json")
		if r.code != 0 {
			t.Fatal(r.stderr)
		}
		return []byte(r.stdout)
	}
	a, b := donne("1"), donne("2")
	ligne := []string{"bataille", "record", "-c", "4", "-v", "6", "--iterations", "400", "-g", "5", "-w", "2", "--depart", depart}
	part := func(nom, k string, contenu []byte) string {
		if err := os.WriteFile(depart, contenu, 0o644); err != nil {
			t.Fatal(err)
		}
		chemin := filepath.Join(dir, nom)
		if r := runCLI(t, append(ligne, "--shard", k+"/2", "-o", chemin)...); r.code != 0 {
			t.Fatalf("%v : %s", ligne, r.stderr)
		}
		return chemin
	}
	a0, a1, b1 := part("a-0.json", "0", a), part("a-1.json", "1", a), part("faux-b-1.json", "1", b)

	// The true parts merge to the one-machine run.
	os.WriteFile(depart, a, 0o644)
	seul := runCLI(t, append(ligne, "-F", "json")...)
	fus := runCLI(t, "fusionne", a0, a1, "-F", "json")
	if seul.code != 0 || fus.code != 0 || seul.stdout != fus.stdout {
		t.Errorf("fusion des vraies parts : statuts %d, %d (%s) ; sorties\n%s\n%s", seul.code, fus.code, fus.stderr, seul.stdout, fus.stdout)
	}

	refusDe(t, "parts de deux fichiers --depart", a0, b1)
	os.WriteFile(depart, b, 0o644)
	r := runCLI(t, "fusionne", a0, a1)
	if r.code != 2 || r.stdout != "" || !strings.Contains(r.stderr, "a-0.json") || !strings.Contains(r.stderr, "le fichier a changé") {
		t.Errorf("fichier --depart changé depuis les parts : statut %d, stderr %q ; attendu 2 et la part nommée", r.code, r.stderr)
	}
	os.WriteFile(depart, a, 0o644)
	faux := []string{filepath.Join(dir, "faux-0.json"), filepath.Join(dir, "faux-1.json")}
	for k, p := range []string{a0, a1} {
		forger(t, p, faux[k], func(p *cli.Partiel) { p.Entrees = nil })
	}
	refusDe(t, "parts sans l'empreinte de --depart", faux...)
}
