package main

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

func init() {
	exemples["jeux bataille"] = []string{"-c", "4", "-v", "4", "-g", "7", "--trace"}
	exemples["jeux bataille brut"] = []string{"-n", "500", "-g", "1", "--sans-cache"}
	exemples["jeux bataille stat"] = []string{"-n", "500", "-g", "1", "--sans-cache"}
	exemples["jeux bataille record"] = []string{"-c", "4", "-v", "6", "--iterations", "300", "-g", "1", "-w", "2"}
	exemples["jeux bataille multistat"] = []string{"-c", "1:2", "-v", "1:3", "-n", "200", "-g", "1", "--sans-cache"}
	exemples["jeux bataille compare"] = []string{"-c", "4", "-v", "6", "-n", "200", "-g", "1", "--sans-cache"}
	exemples["jeux bataille rejoue"] = []string{"--regles", "delahaye", "--ramassage", "aleatoire", "--j1", "2 1 3 1 3 2", "--j2", "2 3 3 1 1 2", "-g", "1", "--trace"}
	exemples["jeux bataille exact"] = []string{"-c", "2", "-v", "2"}
	exemples["jeux bataille exhaustif"] = []string{"-c", "4", "-v", "3"} // 720 infinite deals on two cycles
	exemples["jeux bataille lscache"] = nil
	exemples["jeux cache chemin"] = nil
	exemples["jeux cache liste"] = nil
	exemples["jeux cache vide"] = []string{"--plus-vieux-que", "36500j"}
}

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

// graineDe is the seed in the parameters of a JSON output, or -1.
func graineDe(obj map[string]any) float64 {
	p, _ := obj["parametres"].(map[string]any)
	if g, ok := p["graine"].(float64); ok {
		return g
	}
	return -1
}

// The stat object carries the figures of the statistics, the deck, the rules and the seed.
func TestBatailleStatJSON(t *testing.T) {
	obj := decode[map[string]any](t, batailleCLI(t, "stat", "-n", "2000", "-g", "1", "-F", "json"))
	for _, k := range []string{"parametres", "nom", "regles", "ramassage_j1", "ramassage_j2", "couleurs", "valeurs", "parties",
		"min", "max", "moyenne", "mediane", "mode", "plage95", "ecart_type", "part_paire", "parite", "infinies"} {
		if _, ok := obj[k]; !ok {
			t.Errorf("key %q missing from %v", k, obj)
		}
	}
	if obj["regles"] != "paternault" || obj["couleurs"] != 4.0 || obj["valeurs"] != 13.0 ||
		obj["parties"] != 2000.0 || graineDe(obj) != 1 || obj["infinies"] != 0.0 {
		t.Errorf("stat = %v", obj)
	}
	plage := obj["plage95"].(map[string]any)
	if !(plage["bas"].(float64) <= obj["mediane"].(float64) && obj["mediane"].(float64) <= plage["haut"].(float64)) {
		t.Errorf("median %v outside the central 95 %% range %v", obj["mediane"], plage)
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

// The exact 2 × 2 result of docs/bataille.md (exact distribution): P(even) = 1/3 and P(1) = P(2) = P(≥3) = 1/3.
func TestBatailleExact2x2(t *testing.T) {
	type exact struct {
		PartPaire    float64 `json:"part_paire"`
		Moyenne      float64 `json:"moyenne"`
		Distribution []struct {
			Duree       int     `json:"duree"`
			Probabilite float64 `json:"probabilite"`
		} `json:"distribution"`
	}
	e := decode[exact](t, batailleCLI(t, "exact", "-c", "2", "-v", "2", "-F", "json"))
	const tol = 1e-9
	p := map[int]float64{}
	troisEtPlus := 0.0
	for _, dp := range e.Distribution {
		p[dp.Duree] = dp.Probabilite
		if dp.Duree >= 3 {
			troisEtPlus += dp.Probabilite
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
	r := batailleCLI(t, "exact", "-c", "2", "-v", "2", "-F", "csv")
	if !strings.Contains(r.stdout, "\nduree,probabilite\n1,0.333333333333") {
		t.Errorf("exact -F csv:\n%s", r.stdout)
	}
}

// resultatRejoue is the outcome part of the JSON of one game.
type resultatRejoue struct {
	Plis       int  `json:"plis"`
	Gagnant    int  `json:"gagnant"`
	Infinie    bool `json:"infinie"`
	Preperiode int  `json:"preperiode"`
	Periode    int  `json:"periode"`
}

// The two reference deals of docs/regles.md §1.3, and the trace of the finite one, one element per trick.
func TestBatailleRejoue(t *testing.T) {
	cas := []struct {
		j1, j2 string
		veut   resultatRejoue
	}{
		{"2 1 3 1 3 2", "2 3 3 1 1 2", resultatRejoue{Plis: 37, Gagnant: 1}},
		{"3 2 1 1 2 1", "2 1 3 2 3 3", resultatRejoue{Plis: 19, Infinie: true, Periode: 19}},
	}
	for _, c := range cas {
		r := batailleCLI(t, "rejoue", "--regles", "delahaye", "--ramassage", "naturelle", "--j1", c.j1, "--j2", c.j2, "-F", "json")
		if got := decode[resultatRejoue](t, r); got != c.veut {
			t.Errorf("%s / %s: %+v, want %+v", c.j1, c.j2, got, c.veut)
		}
		if g := graineDe(decode[map[string]any](t, r)); g != -1 {
			t.Errorf("a deterministic game shows the seed %v", g)
		}
	}
	// Trick 1 by hand: 2 against 2, then 1 against 3; player 2 picks up [2 2 1 3] from its end:
	// 3 1 2 2. Player 1 keeps 3 1 3 2, player 2 has 3 1 1 2 and the four cards.
	type pli struct {
		Pli      int    `json:"pli"`
		Jeu      string `json:"jeu"`
		Duels    []struct{ Cartes [2]int }
		Gagnante int    `json:"gagnante"`
		Ramasse  string `json:"ramasse"`
		PileJ1   int    `json:"pile_j1"`
		PileJ2   int    `json:"pile_j2"`
	}
	trace := decode[struct {
		J1, J2 string
		Trace  []pli
	}](t, batailleCLI(t, "rejoue", "--regles", "delahaye", "--j1", "2 1 3 1 3 2", "--j2", "2 3 3 1 1 2", "--trace", "-F", "json"))
	if len(trace.Trace) != 37 || trace.J1 != "2 1 3 1 3 2" || trace.J2 != "2 3 3 1 1 2" {
		t.Fatalf("trace of %d tricks, deal %q / %q", len(trace.Trace), trace.J1, trace.J2)
	}
	p := trace.Trace[0]
	if p.Pli != 1 || p.Jeu != "2 contre 2, bataille ; 1 contre 3" || len(p.Duels) != 2 || p.Duels[1].Cartes != [2]int{1, 3} ||
		p.Gagnante != 2 || p.Ramasse != "3 1 2 2" || p.PileJ1 != 4 || p.PileJ2 != 8 {
		t.Errorf("trick 1: %+v", p)
	}
	if last := trace.Trace[36]; last.Pli != 37 || last.PileJ2 != 0 {
		t.Errorf("trick 37: %+v", last)
	}
	r := batailleCLI(t, "rejoue", "--regles", "delahaye", "--j1", "2 1 3 1 3 2", "--j2", "2 3 3 1 1 2", "--trace")
	if r.code != 0 || !strings.Contains(r.stdout, "2 contre 2, bataille ; 1 contre 3") || !strings.Contains(r.stdout, "Déroulement") {
		t.Errorf("trace as a table:\n%s", r.stdout)
	}
}

// A game that draws at random shows its seed in every format.
func TestBatailleGraineAffichee(t *testing.T) {
	for _, args := range [][]string{
		{"-g", "5", "-F", "json"},
		{"rejoue", "--regles", "delahaye", "--ramassage-j2", "aleatoire", "--j1", "1 2", "--j2", "2 1", "-g", "5", "-F", "json"},
	} {
		if g := graineDe(decode[map[string]any](t, batailleCLI(t, args...))); g != 5 {
			t.Errorf("%v: seed %v, want 5", args, g)
		}
	}
	r := batailleCLI(t, "-F", "csv")
	if r.code != 0 || !strings.Contains(r.stdout, "\n# graine: ") {
		t.Errorf("a drawn seed is missing from the CSV:\n%s", r.stdout)
	}
	r = batailleCLI(t, "rejoue", "--regles", "delahaye", "--ramassage", "aleatoire", "--j1", "1 2", "--j2", "2 1")
	if r.code != 0 || !strings.Contains(r.stdout, "tirée au hasard") {
		t.Errorf("a drawn seed is missing from the table:\n%s", r.stdout)
	}
}

// brutCSV reads the "duree,effectif" rows of brut's CSV, after its parameter lines and header.
func brutCSV(t *testing.T, r result) [][2]int {
	t.Helper()
	if r.code != 0 {
		t.Fatalf("status %d, stderr %q", r.code, r.stderr)
	}
	var lignes []string
	for _, l := range strings.Split(r.stdout, "\n") {
		if l != "" && !strings.HasPrefix(l, "#") {
			lignes = append(lignes, l)
		}
	}
	rec, err := csv.NewReader(strings.NewReader(strings.Join(lignes, "\n"))).ReadAll()
	if err != nil || len(rec) < 2 || !slices.Equal(rec[0], []string{"duree", "effectif"}) {
		t.Fatalf("brut: %v\n%s", err, r.stdout)
	}
	var effectifs [][2]int
	for _, l := range rec[1:] {
		d, _ := strconv.Atoi(l[0])
		n, _ := strconv.Atoi(l[1])
		effectifs = append(effectifs, [2]int{d, n})
	}
	return effectifs
}

// One game with a seed is the first game of brut with the same seed.
func TestBataillePartieEtBrut(t *testing.T) {
	partie := decode[resultatRejoue](t, batailleCLI(t, "-g", "7", "-F", "json"))
	if got := brutCSV(t, batailleCLI(t, "brut", "-n", "1", "-g", "7")); len(got) != 1 || got[0] != [2]int{partie.Plis, 1} {
		t.Errorf("brut -n 1 -g 7 = %v, want [[%d 1]]", got, partie.Plis)
	}
}

// brut writes CSV by default: parameters, then sorted rows that count every game.
func TestBatailleBrut(t *testing.T) {
	r := batailleCLI(t, "brut", "-n", "3000", "-g", "2", "-c", "4", "-v", "8")
	if r.stderr != "" || !strings.HasPrefix(r.stdout, "# commande: jeux bataille brut\n") || !strings.Contains(r.stdout, "\n# graine: 2\n") {
		t.Fatalf("stderr %q, stdout:\n%s", r.stderr, r.stdout)
	}
	total, precedente := 0, -1
	for _, e := range brutCSV(t, r) {
		if e[0] <= precedente {
			t.Fatalf("duration %d after %d: not sorted", e[0], precedente)
		}
		precedente, total = e[0], total+e[1]
	}
	if total != 3000 {
		t.Errorf("brut counts %d games, want 3000", total)
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
	liste := decode[struct {
		Dossier string           `json:"dossier"`
		Entrees []map[string]any `json:"entrees"`
	}](t, batailleCLIDans(t, dossier, "lscache", "-F", "json"))
	if sans.code != 0 || len(liste.Entrees) != 1 || liste.Dossier != dossier {
		t.Fatalf("lscache after --sans-cache: %+v", liste)
	}
	e := liste.Entrees[0]
	if e["regles"] != "paternault" || e["couleurs"] != 4.0 || e["valeurs"] != 8.0 || e["parties"] != 3000.0 || e["graine"] != 11.0 {
		t.Errorf("lscache entry %v", e)
	}
	fichiers, _ := os.ReadDir(dossier)
	if len(fichiers) != 1 {
		t.Errorf("cache holds %d files, want 1 (no temporary file left)", len(fichiers))
	}
	if r := batailleCLI(t, "lscache"); r.code != 0 || !strings.Contains(r.stdout, "aucune simulation en cache") {
		t.Errorf("empty cache: status %d\n%s", r.code, r.stdout)
	}
}

func TestBatailleMultistatEtCompare(t *testing.T) {
	type stat struct {
		Regles   string `json:"regles"`
		J1       string `json:"ramassage_j1"`
		Couleurs int    `json:"couleurs"`
		Valeurs  int    `json:"valeurs"`
		Parties  int    `json:"parties"`
	}
	m := decode[struct{ Jeux []stat }](t, batailleCLI(t, "multistat", "-c", "1:2", "-v", "1:3", "-n", "500", "-g", "1", "-F", "json"))
	var jeux []string
	for _, s := range m.Jeux {
		jeux = append(jeux, strconv.Itoa(s.Couleurs)+"×"+strconv.Itoa(s.Valeurs))
	}
	// 1 × 1 is a one-card deck: left out.
	if want := []string{"1×2", "1×3", "2×1", "2×2", "2×3"}; !slices.Equal(jeux, want) {
		t.Errorf("multistat decks %v, want %v", jeux, want)
	}
	c := decode[struct{ Regles []stat }](t, batailleCLI(t, "compare", "-n", "500", "-g", "1", "-c", "4", "-v", "6", "-F", "json"))
	var regles []string
	for _, s := range c.Regles {
		regles = append(regles, s.Regles+" "+s.J1)
		if s.Couleurs != 4 || s.Valeurs != 6 || s.Parties != 500 {
			t.Errorf("compare column %+v", s)
		}
	}
	if want := []string{"paternault aleatoire", "delahaye aleatoire", "delahaye naturelle", "delahaye optimisee"}; !slices.Equal(regles, want) {
		t.Errorf("compare columns %v, want %v", regles, want)
	}
	// compare on the 1 × 3 deck, worked by hand over its 6 equally likely deals (player 1 gets a,
	// player 2 b then c). Cards never tie, so delahaye aleatoire plays as paternault: the geometric
	// law of parameter 1/2 of TestBatailleMultistatALaMain, mean 2, variance 2, even share 1/3.
	// naturelle and optimisee both pick up a two-card pile higher card first: a < b ends at trick
	// 1 (3 deals); (3, 2, 1) and (3, 1, 2) end at trick 2 (the 3 comes back on top and wins);
	// (2, 1, 3) at trick 3 (the 3 takes the 2, then the 1). So 1, 1, 1, 2, 2, 3: min 1, max 3,
	// mean 5/3, variance 10/3 − 25/9 = 5/9, even share 1/3. Each mean within four standard errors.
	const n = 20_000
	petit := decode[struct {
		Regles []struct {
			stat
			Min       int     `json:"min"`
			Max       int     `json:"max"`
			Moyenne   float64 `json:"moyenne"`
			PartPaire float64 `json:"part_paire"`
			Infinies  int     `json:"infinies"`
		}
	}](t, batailleCLI(t, "compare", "-n", strconv.Itoa(n), "-g", "1", "-c", "1", "-v", "3", "-F", "json"))
	if len(petit.Regles) != 4 {
		t.Fatalf("compare 1×3 : %d colonnes, attendu 4", len(petit.Regles))
	}
	sePaire := math.Sqrt(2.0 / 9 / n)
	for i, r := range petit.Regles {
		moyenne, variance, plusLongue := 2.0, 2.0, -1 // the geometric law has no longest game
		if i >= 2 {
			moyenne, variance, plusLongue = 5.0/3, 5.0/9, 3
		}
		if se := math.Sqrt(variance / n); r.Parties != n || r.Infinies != 0 || r.Min != 1 || plusLongue > 0 && r.Max != plusLongue ||
			math.Abs(r.Moyenne-moyenne) > 4*se || math.Abs(r.PartPaire-1.0/3) > 4*sePaire {
			t.Errorf("compare 1×3, %s %s : %+v, attendu moyenne %.4f ± %.4f, part paire 1/3 ± %.4f, min 1, max %d",
				r.Regles, r.J1, r, moyenne, 4*se, 4*sePaire, plusLongue)
		}
	}
}

// An option written before the subcommand applies to it, or is refused when it has no such option.
func TestBatailleOptionAvantSousCommande(t *testing.T) {
	obj := decode[map[string]any](t, batailleCLI(t, "-c", "2", "-v", "3", "stat", "-n", "100", "-g", "1", "-F", "json"))
	if obj["couleurs"] != 2.0 || obj["valeurs"] != 3.0 {
		t.Errorf("-c 2 -v 3 before stat: %v", obj)
	}
	if r := batailleCLI(t, "--trace", "stat", "-n", "10"); r.code != 2 || r.stdout != "" || !strings.Contains(r.stderr, "--trace") {
		t.Errorf("--trace before stat: status %d, stderr %q", r.code, r.stderr)
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
		if r.code != 0 || err != nil || !strings.HasPrefix(string(b), c.signature) || r.stdout != "" || !strings.Contains(r.stderr, chemin) {
			t.Errorf("%s: status %d, %v, stderr %q, stdout:\n%s", c.fichier, r.code, err, r.stderr, r.stdout)
		}
	}
}

// Each chart is a PNG of the size asked for, 1200 × 750 pixels by default, and not blank.
func TestBataillePlotTaille(t *testing.T) {
	dossier := t.TempDir()
	for _, c := range []struct {
		options []string
		l, h    int
	}{
		{nil, 1200, 750},
		{[]string{"--parite"}, 1200, 750},
		{[]string{"--taille", "640x400"}, 640, 400},
		{[]string{"--parite", "--taille", "1600x1000"}, 1600, 1000},
	} {
		chemin := filepath.Join(dossier, "g.png")
		r := batailleCLI(t, append([]string{"plot", "-c", "4", "-v", "6", "-n", "500", "-g", "1", "-o", chemin}, c.options...)...)
		if r.code != 0 {
			t.Fatalf("%v : code %d, %q", c.options, r.code, r.stderr)
		}
		verifierPNG(t, chemin, c.l, c.h)
	}
}

// verifierPNG checks a PNG's size in pixels, and that at least 1 % of its pixels are not white.
func verifierPNG(t *testing.T, chemin string, largeur, hauteur int) []byte {
	t.Helper()
	b, err := os.ReadFile(chemin)
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := png.DecodeConfig(bytes.NewReader(b))
	if err != nil || cfg.Width != largeur || cfg.Height != hauteur {
		t.Errorf("%s : %d×%d pixels (%v), attendu %d×%d", chemin, cfg.Width, cfg.Height, err, largeur, hauteur)
		return b
	}
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	colores := 0
	for y := range hauteur {
		for x := range largeur {
			if r, g, b, _ := img.At(x, y).RGBA(); r&g&b < 0xf000 {
				colores++
			}
		}
	}
	if colores < largeur*hauteur/100 {
		t.Errorf("%s : %d pixels qui ne sont pas blancs sur %d", chemin, colores, largeur*hauteur)
	}
	return b
}

// Every option of bataille plot changes the chart, except the workers and the cache, which change
// only how it is computed; -e with --parite is refused (see TestBatailleMauvaiseEntree).
func TestBataillePlotOptions(t *testing.T) {
	dossier := t.TempDir()
	dessiner := func(options ...string) []byte {
		t.Helper()
		chemin := filepath.Join(dossier, "g.png")
		r := batailleCLIDans(t, dossier, append([]string{"plot", "-c", "4", "-v", "6", "-n", "300", "-g", "1", "-o", chemin, "--taille", "400x250"}, options...)...)
		if r.code != 0 {
			t.Fatalf("%v : code %d, %q", options, r.code, r.stderr)
		}
		b, _ := os.ReadFile(chemin)
		return b
	}
	base := dessiner()
	delahaye := dessiner("--regles", "delahaye")
	for _, c := range []struct {
		base    []byte
		options []string
	}{
		{base, []string{"-c", "3"}},
		{base, []string{"-v", "7"}},
		{base, []string{"-n", "301"}},
		{base, []string{"-g", "2"}},
		{base, []string{"-e", "3"}},
		{base, []string{"--parite"}},
		{base, []string{"--taille", "401x250"}},
		{base, []string{"--regles", "delahaye"}},
		{delahaye, []string{"--regles", "delahaye", "--ramassage", "aleatoire"}},
		{delahaye, []string{"--regles", "delahaye", "--ramassage-j1", "optimisee"}},
		{delahaye, []string{"--regles", "delahaye", "--ramassage-j2", "aleatoire"}},
	} {
		if bytes.Equal(c.base, dessiner(c.options...)) {
			t.Errorf("%v ne change pas le graphique", c.options)
		}
	}
	for _, options := range [][]string{{"-w", "1"}, {"-w", "2"}, {"--sans-cache"}} {
		if !bytes.Equal(base, dessiner(options...)) {
			t.Errorf("%v change le graphique", options)
		}
	}
}

// Infinite games (open War with a deterministic pick-up: 400 of 20,000 deals of 4 × 3 cards with
// seed 1, as "stat" counts them) are not drawn, and the chart says how many it leaves out.
func TestBataillePlotInfinies(t *testing.T) {
	dossier := t.TempDir()
	for _, c := range []struct {
		options []string
		note    string
	}{
		{[]string{"--regles", "delahaye", "-c", "4", "-v", "3", "-n", "20000"}, "400 parties infinies, non montrées"},
		{[]string{"--regles", "delahaye", "-c", "4", "-v", "3", "-n", "20000", "--parite"}, "400 parties infinies, non montrées"},
		{[]string{"-c", "4", "-v", "3", "-n", "2000"}, ""},
	} {
		chemin := filepath.Join(dossier, "g.svg")
		r := batailleCLI(t, append([]string{"plot", "-g", "1", "-o", chemin}, c.options...)...)
		b, err := os.ReadFile(chemin)
		if r.code != 0 || err != nil {
			t.Fatalf("%v : code %d, %v, %q", c.options, r.code, err, r.stderr)
		}
		if got := strings.Contains(string(b), "infinie"); c.note == "" && got || c.note != "" && !strings.Contains(string(b), c.note) {
			t.Errorf("%v : note %q absente, ou note inattendue", c.options, c.note)
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
		{[]string{"stat", "-c", "0"}, "-c/--couleurs vaut 0"},
		{[]string{"stat", "-v", "0"}, "-v/--valeurs vaut 0"},
		{[]string{"stat", "-c", "1", "-v", "1"}, "-c/--couleurs × -v/--valeurs vaut 1 × 1 : un jeu d'entre 2 et 256 cartes"},
		{[]string{"-c", "1", "-v", "1"}, "entre 2 et 256 cartes"},
		{[]string{"-c", "2", "-v", "200"}, "vaut 2 × 200"},
		{[]string{"brut", "-n", "0"}, "-n/--nombre"},
		{[]string{"stat", "--regles", "delahaye", "--ramassage", "hasard"}, `valeur "hasard" invalide pour --ramassage : naturelle, aleatoire, optimisee est attendu`},
		{[]string{"stat", "--regles", "delahaye", "--ramassage-j2", "hasard"}, `valeur "hasard" invalide pour --ramassage-j2`},
		{[]string{"stat", "--ramassage", "optimisee"}, `--ramassage vaut "optimisee" : aucun ramassage avec les règles paternault`},
		{[]string{"stat", "--regles", "classique"}, `valeur "classique" invalide pour --regles : paternault, delahaye est attendu`},
		{[]string{"rejoue", "--j1", "2 x 3", "--j2", "1 2"}, "--j1"},
		{[]string{"rejoue", "--j1", "2 1", "--j2", " "}, "--j2"},
		{[]string{"rejoue", "--j1", "0 1", "--j2", "2"}, "--j1"},
		{[]string{"rejoue", "--j1", "1 2"}, "--j2"},
		{[]string{"exact", "-c", "3", "-v", "3"}, "au plus 8 cartes"},
		{[]string{"plot", "-n", "10", "-o", filepath.Join(dossier, "h.gif")}, "-o/--sortie"},
		{[]string{"plot", "-n", "10", "-o", filepath.Join(dossier, "absent", "h.png")}, "-o/--sortie"},
		{[]string{"plot", "-n", "10", "-e", "0", "-o", filepath.Join(dossier, "h.png")}, "-e/--largeur vaut 0"},
		{[]string{"plot", "-n", "10", "--taille", "0x0", "-o", filepath.Join(dossier, "h.png")}, `--taille : "0x0" refusé : largeur x hauteur en pixels, chacune de 200 à 10000`},
		{[]string{"plot", "-n", "10", "--taille", "abc", "-o", filepath.Join(dossier, "h.png")}, `--taille : "abc" refusé`},
		{[]string{"plot", "-n", "10", "--taille", "10x", "-o", filepath.Join(dossier, "h.png")}, `--taille : "10x" refusé`},
		{[]string{"plot", "-n", "10", "--taille", "199x750", "-o", filepath.Join(dossier, "h.png")}, `--taille : "199x750" refusé`},
		{[]string{"plot", "-n", "10", "--parite", "-e", "5", "-o", filepath.Join(dossier, "h.png")}, "-e/--largeur : sans effet avec --parite"},
		{[]string{"multistat", "-c", "3:2"}, "-c/--couleurs"},
		{[]string{"multistat", "-v", "a:b"}, "-v/--valeurs"},
		{[]string{"multistat", "-c", "10:20", "-v", "13"}, "au plus 256 cartes"},
		{[]string{"inconnue"}, "commande inconnue"},
		// Refused formats.
		{[]string{"plot", "-n", "10", "-o", filepath.Join(dossier, "h.png"), "-F", "yaml"}, "-F/--format"},
		{[]string{"stat", "-F", "yaml"}, "-F/--format"},
		{[]string{"-F", "html"}, "-F/--format"},
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

// A record search with a fixed seed, iteration count and worker count gives the same bytes, and
// its deal, replayed by rejoue, lasts the reported number of tricks.
func TestBatailleRecordReproductible(t *testing.T) {
	args := []string{"bataille", "record", "-c", "4", "-v", "8", "--ramassage", "optimisee", "--iterations", "4000", "-g", "9", "-w", "2", "-F", "json"}
	a, b := runCLI(t, args...), runCLI(t, args...)
	if a.code != 0 || a.stdout != b.stdout {
		t.Fatalf("deux recherches diffèrent (statut %d, %q) :\n%s\n%s", a.code, a.stderr, a.stdout, b.stdout)
	}
	var r struct {
		J1, J2      string
		Plis        int
		Infinie     bool
		Evaluations int64
		Rejoue      string
	}
	if err := json.Unmarshal([]byte(a.stdout), &r); err != nil || r.Evaluations != 4000 || r.Infinie {
		t.Fatalf("%v : %+v", err, r)
	}
	rejoue := runCLI(t, "bataille", "rejoue", "--regles", "delahaye", "--ramassage", "optimisee", "--j1", r.J1, "--j2", r.J2, "-F", "json")
	var p struct{ Plis int }
	if err := json.Unmarshal([]byte(rejoue.stdout), &p); err != nil || p.Plis != r.Plis {
		t.Errorf("rejoue : %d plis (%v), record en annonce %d", p.Plis, err, r.Plis)
	}
	if !strings.Contains(r.Rejoue, "--j1 '"+r.J1+"'") {
		t.Errorf("commande rejoue %q", r.Rejoue)
	}
	dir := t.TempDir()
	depart := filepath.Join(dir, "depart.json")
	os.WriteFile(depart, []byte(a.stdout), 0o644)
	suite := runCLI(t, "bataille", "record", "-c", "4", "-v", "8", "--ramassage", "optimisee", "--iterations", "1", "-g", "1", "-w", "1", "--depart", depart, "-F", "json")
	var s struct{ Plis int }
	if err := json.Unmarshal([]byte(suite.stdout), &s); err != nil || s.Plis < r.Plis {
		t.Errorf("--depart : %d plis (%v), au moins %d attendus", s.Plis, err, r.Plis)
	}
	// The file alone replays: its deal under its own pick-up mode (optimisee here, which the
	// default naturelle would not give).
	rejoueFichier := runCLI(t, "bataille", "rejoue", "--donne", depart, "-F", "json")
	var pf struct {
		Plis       int
		Ramassage1 string `json:"ramassage_j1"`
	}
	if err := json.Unmarshal([]byte(rejoueFichier.stdout), &pf); err != nil || pf.Plis != r.Plis {
		t.Errorf("rejoue --donne : %d plis (%v), record en annonce %d ; %s", pf.Plis, err, r.Plis, rejoueFichier.stderr)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--donne", depart, "--j1", "1 2"}, "ni --j1 ni --j2 avec lui"},
		{[]string{"--donne", filepath.Join(dir, "absent.json")}, "--donne"},
		{[]string{"--j1", "1 2"}, "les deux piles sont attendues"},
	} {
		r := runCLI(t, append([]string{"bataille", "rejoue"}, c.args...)...)
		if r.code != 2 || r.stdout != "" || !strings.Contains(r.stderr, c.want) || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("rejoue %v : statut %d, stdout %q, stderr %q ; attendu 2 et « %s »", c.args, r.code, r.stdout, r.stderr, c.want)
		}
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--duree", "0"}, "--duree vaut"},
		{[]string{"--duree", "abc"}, "--duree vaut"},
		{[]string{"--iterations", "0"}, "--iterations vaut 0"},
		{[]string{"--but", "vitesse"}, "--but"},
		{[]string{"--methode", "genetique"}, `valeur "genetique" invalide pour --methode : recuit, escalade, echange, structure, hasard, paires, alignees est attendu`},
		{[]string{"--but", "cycle", "--ramassage", "aleatoire"}, `valeur "aleatoire" invalide pour --ramassage : naturelle, optimisee est attendu`},
		{[]string{"--depart", filepath.Join(dir, "absent.json")}, "--depart"},
		{[]string{"--depart", dir}, "--depart"},
		// A deal of 4 × 8 for a 4 × 6 deck: the reason, without an empty "vaut".
		{[]string{"-c", "4", "-v", "6", "--depart", depart}, "jeux : --depart : "},
	} {
		r := runCLI(t, append([]string{"bataille", "record"}, c.args...)...)
		if r.code != 2 || r.stdout != "" || !strings.Contains(r.stderr, c.want) || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("%v : statut %d, stdout %q, stderr %q ; attendu 2 et « %s »", c.args, r.code, r.stdout, r.stderr, c.want)
		}
	}
}

// Every deal kept in resultats/bataille-record/ replays, under its own rules, to the length
// (or the cycle) its file announces: the records table of docs/bataille.md rests on them.
func TestRecordsGardesRejoues(t *testing.T) {
	fichiers, err := filepath.Glob(filepath.Join("..", "..", "resultats", "bataille-record", "*.json"))
	if err != nil || len(fichiers) == 0 {
		t.Fatalf("aucun record gardé (%v)", err)
	}
	for _, f := range fichiers {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		type partie struct {
			J1, J2              string
			Plis                int
			Infinie             bool
			Preperiode, Periode int
		}
		var annonce struct {
			partie
			Cycle *partie
		}
		if err := json.Unmarshal(data, &annonce); err != nil {
			t.Fatalf("%s : %v", f, err)
		}
		rejouer := func(args ...string) partie {
			r := runCLI(t, append([]string{"bataille", "rejoue", "--donne", f, "-F", "json"}, args...)...)
			var p partie
			if err := json.Unmarshal([]byte(r.stdout), &p); err != nil {
				t.Errorf("%s %v : %v ; %s", filepath.Base(f), args, err, r.stderr)
			}
			return p
		}
		// A search that met a cycle keeps it beside its best deal: the file replays the cycle,
		// its best deal is its first.
		attendu, meilleure := annonce.partie, []string(nil)
		if annonce.Cycle != nil {
			attendu, meilleure = *annonce.Cycle, []string{"--partie", "1"}
			if p := rejouer(meilleure...); p != annonce.partie {
				t.Errorf("%s --partie 1 : rejouée %+v, le fichier annonce %+v", filepath.Base(f), p, annonce.partie)
			}
		}
		if p := rejouer(); p != attendu {
			t.Errorf("%s : rejouée %+v, le fichier annonce %+v", filepath.Base(f), p, attendu)
		}
	}
}

// A player's mode given empty is no mode of its own (the shared --ramassage applies to that
// player): the reproducing line keeps --ramassage, so that it replays the same games.
func TestBatailleRamassageVideRejoue(t *testing.T) {
	args := []string{"stat", "-n", "2000", "-g", "1", "--regles", "delahaye", "--ramassage", "optimisee", "--ramassage-j1", "", "--ramassage-j2", "", "-F", "table"}
	a := batailleCLI(t, args...)
	ligne, ok := strings.CutPrefix(strings.SplitN(a.stdout, "\n", 2)[0], "commande : ")
	if a.code != 0 || !ok {
		t.Fatalf("statut %d, %q, %s", a.code, a.stdout, a.stderr)
	}
	if !strings.Contains(ligne, "--ramassage optimisee") {
		t.Errorf("la ligne %q perd --ramassage optimisee", ligne)
	}
	if b := runCLI(t, append(motsShell(t, ligne)[1:], "-F", "table")...); b.stdout != a.stdout {
		t.Errorf("la ligne %q rejouée donne d'autres octets : %s", ligne, b.stderr)
	}
}

// Without any cache folder, a chart of several decks still simulates each, and says once that
// it runs without the cache.
func TestBataillePlotJeuxSansDossierDeCache(t *testing.T) {
	t.Setenv("JEUX_CACHE", "")
	t.Setenv("XDG_CACHE_HOME", "")
	t.Setenv("HOME", "")
	chemin := filepath.Join(t.TempDir(), "g.png")
	r := runCLI(t, "bataille", "plot", "-c", "2", "-v", "4,5,6", "-n", "200", "-g", "1", "-o", chemin)
	if r.code != 0 {
		t.Fatalf("statut %d, %s", r.code, r.stderr)
	}
	if n := strings.Count(r.stderr, "pas de dossier de cache"); n != 1 {
		t.Errorf("l'avertissement vient %d fois, une attendue :\n%s", n, r.stderr)
	}
}
