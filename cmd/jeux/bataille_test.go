//go:build ignore

package main

import (
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"jeux/stats"
)

// batailleCLI runs "jeux bataille args…" with an empty cache of its own.
func batailleCLI(t *testing.T, args ...string) result {
	t.Helper()
	return batailleCLIDans(t, t.TempDir(), args...)
}

// batailleCLIDans runs "jeux bataille args…" with the cache in dossier.
func batailleCLIDans(t *testing.T, dossier string, args ...string) result {
	t.Helper()
	t.Setenv("JEUX_CACHE", dossier)
	return runCLI(t, append([]string{"bataille"}, args...)...)
}

func decode[T any](t *testing.T, r result) T {
	t.Helper()
	if r.code != 0 {
		t.Fatalf("exit status %d, stderr %q", r.code, r.stderr)
	}
	var v T
	if err := json.Unmarshal([]byte(r.stdout), &v); err != nil {
		t.Fatalf("stdout is not the expected JSON: %v\n%s", err, r.stdout)
	}
	return v
}

// The stat object carries exactly the keys of SPEC §2.4.
func TestBatailleStatJSON(t *testing.T) {
	obj := decode[map[string]any](t, batailleCLI(t, "stat", "-n", "2000", "-g", "1", "-F", "json"))
	var cles []string
	for k := range obj {
		cles = append(cles, k)
	}
	slices.Sort(cles)
	veut := []string{"couleurs", "ecart_type", "graine", "ic95", "infinies", "max", "mediane", "min", "mode",
		"moyenne", "part_paire", "parties", "regles", "valeurs"}
	if !slices.Equal(cles, veut) {
		t.Errorf("keys %v, want %v", cles, veut)
	}
	if obj["regles"] != "paternault" || obj["couleurs"] != 4.0 || obj["valeurs"] != 13.0 ||
		obj["parties"] != 2000.0 || obj["graine"] != 1.0 || obj["infinies"] != 0.0 {
		t.Errorf("stat = %v", obj)
	}
}

// Same seed, same figures, whatever the number of workers.
func TestBatailleWorkers(t *testing.T) {
	var sorties []string
	for _, w := range []string{"1", "2", "5"} {
		r := batailleCLI(t, "stat", "-n", "5000", "-g", "9", "-w", w, "--sans-cache", "-F", "json")
		if r.code != 0 {
			t.Fatalf("-w %s: status %d, %s", w, r.code, r.stderr)
		}
		sorties = append(sorties, r.stdout)
	}
	if sorties[0] != sorties[1] || sorties[0] != sorties[2] {
		t.Errorf("outputs differ with the number of workers:\n%s\n%s\n%s", sorties[0], sorties[1], sorties[2])
	}
}

// The 2 × 2 deck simulated: the share of even durations is 1/3 (worked by hand in the engine's
// TestExact2x2), within 4 standard errors √(p(1−p)/n).
func TestBatailleStat2x2(t *testing.T) {
	const n = 100_000
	obj := decode[map[string]any](t, batailleCLI(t, "stat", "-c", "2", "-v", "2", "-n", strconv.Itoa(n), "-g", "3", "-F", "json"))
	p := 1.0 / 3
	if se := math.Sqrt(p * (1 - p) / n); math.Abs(obj["part_paire"].(float64)-p) > 4*se {
		t.Errorf("part_paire %v, want 1/3 ± %.4f", obj["part_paire"], 4*se)
	}
}

// The exact 2 × 2 result of SPEC §2.4.
func TestBatailleExact2x2(t *testing.T) {
	type exact struct {
		PartPaire    float64      `json:"part_paire"`
		Moyenne      float64      `json:"moyenne"`
		Distribution [][2]float64 `json:"distribution"`
	}
	e := decode[exact](t, batailleCLI(t, "exact", "-c", "2", "-v", "2", "-F", "json"))
	const tol = 1e-9
	p := map[float64]float64{}
	troisEtPlus := 0.0
	for _, dp := range e.Distribution {
		p[dp[0]] = dp[1]
		if dp[0] >= 3 {
			troisEtPlus += dp[1]
		}
	}
	for _, c := range []struct {
		nom       string
		got, want float64
	}{{"P(1)", p[1], 1.0 / 3}, {"P(2)", p[2], 1.0 / 3}, {"P(>=3)", troisEtPlus, 1.0 / 3}, {"part_paire", e.PartPaire, 1.0 / 3}} {
		if math.Abs(c.got-c.want) > tol {
			t.Errorf("%s = %v, want %v", c.nom, c.got, c.want)
		}
	}
}

// The two reference deals of SPEC §2.2, and the trace of the finite one: the deal, then one line
// per trick.
func TestBatailleRejoue(t *testing.T) {
	cas := []struct {
		j1, j2 string
		veut   resultatBataille
	}{
		{"2 1 3 1 3 2", "2 3 3 1 1 2", resultatBataille{Plis: 37, Gagnant: 1}},
		{"3 2 1 1 2 1", "2 1 3 2 3 3", resultatBataille{Plis: 19, Infinie: true, Periode: 19}},
	}
	for _, c := range cas {
		got := decode[resultatBataille](t, batailleCLI(t, "rejoue", "--regles", "delahaye", "--ramassage", "naturelle",
			"--j1", c.j1, "--j2", c.j2, "-F", "json"))
		if got != c.veut {
			t.Errorf("%s / %s: %+v, want %+v", c.j1, c.j2, got, c.veut)
		}
	}
	// Trick 1 by hand: 2 against 2, then 1 against 3; player 2 picks up [2 2 1 3] from its end:
	// 3 1 2 2. Player 1 keeps 3 1 3 2, player 2 has 3 1 1 2 and the four cards.
	r := batailleCLI(t, "rejoue", "--regles", "delahaye", "--j1", "2 1 3 1 3 2", "--j2", "2 3 3 1 1 2", "--trace")
	lignes := strings.Split(r.stdout, "\n")
	if r.code != 0 || lignes[0] != "donne : 2 1 3 1 3 2 / 2 3 3 1 1 2" ||
		!strings.HasPrefix(lignes[1], "pli 1 : 2 contre 2, bataille ; 1 contre 3 → la joueuse 2 ramasse 3 1 2 2 ; piles 4 / 8") ||
		!strings.HasPrefix(lignes[37], "pli 37 : ") || lignes[38] != "" {
		t.Errorf("trace:\n%s", r.stdout)
	}
}

// One game with a seed is the first game of brut with the same seed.
func TestBataillePartieEtBrut(t *testing.T) {
	partie := decode[resultatBataille](t, batailleCLI(t, "-g", "7", "-F", "json"))
	r := batailleCLI(t, "brut", "-n", "1", "-g", "7")
	if want := strconv.Itoa(partie.Plis) + ", 1\n"; r.code != 0 || r.stdout != want {
		t.Errorf("brut -n 1 -g 7 = %q (status %d), want %q", r.stdout, r.code, want)
	}
}

// brut prints sorted "duree, effectif" lines that count every game.
func TestBatailleBrut(t *testing.T) {
	r := batailleCLI(t, "brut", "-n", "3000", "-g", "2", "-c", "4", "-v", "8")
	if r.code != 0 || r.stderr != "" {
		t.Fatalf("status %d, stderr %q", r.code, r.stderr)
	}
	h, err := stats.ReadCSV(strings.NewReader(r.stdout))
	if err != nil || h.Total() != 3000 {
		t.Fatalf("ReadCSV: %v, %d games", err, h.Total())
	}
	precedente := -1
	for _, l := range strings.Split(strings.TrimSpace(r.stdout), "\n") {
		d, _ := strconv.Atoi(strings.Split(l, ",")[0])
		if d <= precedente {
			t.Fatalf("line %q after duration %d: not sorted", l, precedente)
		}
		precedente = d
	}
}

// The cache: a first run writes the entry, a second reads it back (same output), a corrupt or
// truncated entry is reported on stderr and computed again, --sans-cache neither reads nor writes,
// and lscache lists the entry with its parameters.
func TestBatailleCache(t *testing.T) {
	dossier := t.TempDir()
	args := []string{"stat", "-n", "3000", "-g", "11", "-c", "4", "-v", "8", "-F", "json"}
	premiere := batailleCLIDans(t, dossier, args...)
	fichier := filepath.Join(dossier, "bataille_regles=paternault_j1=aleatoire_j2=aleatoire_c=4_v=8_n=3000_g=11.csv")
	contenu, err := os.ReadFile(fichier)
	if premiere.code != 0 || err != nil {
		t.Fatalf("first run: status %d, %v", premiere.code, err)
	}
	// An entry read back must be used: replace it by another valid histogram of 3000 games.
	if err := os.WriteFile(fichier, []byte("5, 3000\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	lue := decode[map[string]any](t, batailleCLIDans(t, dossier, args...))
	if lue["moyenne"] != 5.0 {
		t.Errorf("the cached entry was not read: mean %v, want 5", lue["moyenne"])
	}
	for _, corrompu := range []string{"5, 3000\n7; 2\n", "5, 10\n"} {
		os.WriteFile(fichier, []byte(corrompu), 0o644)
		r := batailleCLIDans(t, dossier, args...)
		if r.code != 0 || r.stdout != premiere.stdout || !strings.Contains(r.stderr, "corromp") {
			t.Errorf("corrupt entry %q: status %d, stderr %q, same output %v", corrompu, r.code, r.stderr, r.stdout == premiere.stdout)
		}
		if again, _ := os.ReadFile(fichier); string(again) != string(contenu) {
			t.Errorf("corrupt entry %q not rewritten", corrompu)
		}
	}
	sans := batailleCLIDans(t, dossier, "stat", "-n", "100", "-g", "1", "--sans-cache")
	liste := decode[[]map[string]any](t, batailleCLIDans(t, dossier, "lscache", "-F", "json"))
	if sans.code != 0 || len(liste) != 1 {
		t.Fatalf("lscache after --sans-cache: %v", liste)
	}
	e := liste[0]
	if e["regles"] != "paternault" || e["couleurs"] != 4.0 || e["valeurs"] != 8.0 || e["parties"] != 3000.0 || e["graine"] != 11.0 {
		t.Errorf("lscache entry %v", e)
	}
	fichiers, _ := os.ReadDir(dossier)
	if len(fichiers) != 1 {
		t.Errorf("cache holds %d files, want 1 (no temporary file left)", len(fichiers))
	}
}

func TestBatailleMultistatEtCompare(t *testing.T) {
	objets := decode[[]map[string]any](t, batailleCLI(t, "multistat", "-c", "1:2", "-v", "1:3", "-n", "500", "-g", "1", "-F", "json"))
	if len(objets) != 5 { // 1 × 1 is a one-card deck: left out
		t.Errorf("multistat gave %d objects, want 5", len(objets))
	}
	r := batailleCLI(t, "multistat", "-c", "1:2", "-v", "2", "-n", "500", "-g", "1")
	for _, titre := range []string{"Moyennes", "Modes", "Médianes", "Intervalles de confiance", "Parité la plus fréquente"} {
		if !strings.Contains(r.stdout, titre+"\n") {
			t.Errorf("multistat has no table %q:\n%s", titre, r.stdout)
		}
	}
	colonnes := decode[[]map[string]any](t, batailleCLI(t, "compare", "-n", "500", "-g", "1", "-c", "4", "-v", "6", "-F", "json"))
	var regles []string
	for _, c := range colonnes {
		regles = append(regles, c["regles"].(string)+" "+c["ramassage"].([]any)[0].(string))
	}
	if want := []string{"paternault aleatoire", "delahaye aleatoire", "delahaye naturelle", "delahaye optimisee"}; !slices.Equal(regles, want) {
		t.Errorf("compare columns %v, want %v", regles, want)
	}
}

func TestBataillePlot(t *testing.T) {
	dossier := t.TempDir()
	for _, c := range []struct {
		fichier, signature string
		options            []string
	}{
		{"h.png", "\x89PNG", []string{"-e", "5"}},
		{"p.svg", "<?xml", []string{"--parite"}},
		{"h.pdf", "%PDF", nil},
	} {
		chemin := filepath.Join(dossier, c.fichier)
		r := batailleCLI(t, append([]string{"plot", "-n", "2000", "-g", "1", "-o", chemin}, c.options...)...)
		b, err := os.ReadFile(chemin)
		if r.code != 0 || err != nil || !strings.HasPrefix(string(b), c.signature) {
			t.Errorf("%s: status %d, %v, stderr %q", c.fichier, r.code, err, r.stderr)
		}
	}
}

// Bad input: exit 2, one French line on stderr naming the flag, nothing on stdout, no file.
func TestBatailleMauvaiseEntree(t *testing.T) {
	dossier := t.TempDir()
	cas := []struct {
		args []string
		mot  string // expected in the message
	}{
		{[]string{"stat", "-c", "0"}, "-c/--couleurs"},
		{[]string{"stat", "-v", "0"}, "-v/--valeurs"},
		{[]string{"stat", "-c", "1", "-v", "1"}, "entre 2 et 256 cartes"},
		{[]string{"-c", "1", "-v", "1"}, "entre 2 et 256 cartes"},
		{[]string{"brut", "-n", "0"}, "-n/--nombre"},
		{[]string{"stat", "--regles", "delahaye", "--ramassage", "hasard"}, "--ramassage"},
		{[]string{"stat", "--regles", "delahaye", "--ramassage-j2", "hasard"}, "--ramassage-j2"},
		{[]string{"stat", "--regles", "classique"}, "--regles"},
		{[]string{"rejoue", "--j1", "2 x 3", "--j2", "1 2"}, "--j1"},
		{[]string{"rejoue", "--j1", "2 1", "--j2", " "}, "--j2"},
		{[]string{"rejoue", "--j1", "0 1", "--j2", "2"}, "--j1"},
		{[]string{"exact", "-c", "3", "-v", "3"}, "au plus 8 cartes"},
		{[]string{"plot", "-n", "10", "-o", filepath.Join(dossier, "h.gif")}, "-o/--sortie"},
		{[]string{"plot", "-n", "10", "-o", filepath.Join(dossier, "absent", "h.png")}, "-o/--sortie"},
		{[]string{"plot", "-n", "10", "-e", "0", "-o", filepath.Join(dossier, "h.png")}, "-e/--largeur"},
		{[]string{"multistat", "-c", "3:2"}, "-c/--couleurs"},
		{[]string{"multistat", "-v", "a:b"}, "-v/--valeurs"},
		{[]string{"rejoue", "--j1", "1", "--j2", "2", "--trace", "-F", "json"}, "--trace"},
		{[]string{"inconnue"}, "commande inconnue"},
		{[]string{"-c", "2", "stat", "-n", "10"}, "option -c placée avant la sous-commande \"stat\""},
	}
	for _, c := range cas {
		r := batailleCLI(t, c.args...)
		if r.code != 2 || r.stdout != "" || !strings.Contains(r.stderr, c.mot) || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("%v: status %d, stdout %q, stderr %q (want 2, nothing, one line with %q)", c.args, r.code, r.stdout, r.stderr, c.mot)
		}
	}
	if fichiers, _ := os.ReadDir(dossier); len(fichiers) != 0 {
		t.Errorf("files left behind: %v", fichiers)
	}
}

func TestBataillePlage(t *testing.T) {
	cas := []struct {
		texte  string
		lo, hi int
		ok     bool
	}{
		{"2:6", 2, 6, true},
		{"4", 4, 4, true},
		{" 1 : 9 ", 1, 9, true},
		{"6:2", 0, 0, false},
		{"0:3", 0, 0, false},
		{"2:300", 0, 0, false},
		{"a:3", 0, 0, false},
		{"2:", 0, 0, false},
		{"", 0, 0, false},
	}
	for _, c := range cas {
		lo, hi, err := bataillePlage(c.texte, 255)
		if (err == nil) != c.ok || lo != c.lo || hi != c.hi {
			t.Errorf("bataillePlage(%q) = %d, %d, %v", c.texte, lo, hi, err)
		}
	}
}

// Whatever the text, bataillePlage fails or returns 1 ≤ lo ≤ hi ≤ maxi, and "lo:hi" reads back.
func FuzzBataillePlage(f *testing.F) {
	for _, s := range []string{"2:6", "4", "0:1", "9:1", "a", ":", "1:2:3", " 3 : 4 "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		lo, hi, err := bataillePlage(s, 100)
		if err != nil {
			return
		}
		if lo < 1 || lo > hi || hi > 100 {
			t.Fatalf("bataillePlage(%q) = %d, %d", s, lo, hi)
		}
		lo2, hi2, err := bataillePlage(strconv.Itoa(lo)+":"+strconv.Itoa(hi), 100)
		if err != nil || lo2 != lo || hi2 != hi {
			t.Fatalf("bataillePlage(%q) = %d:%d, read back as %d:%d, %v", s, lo, hi, lo2, hi2, err)
		}
	})
}
