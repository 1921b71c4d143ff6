//go:build ignore

package main

import (
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

func vergerJSONDe(t *testing.T, r result, v any) {
	t.Helper()
	if r.code != 0 {
		t.Fatalf("code %d, stderr %q", r.code, r.stderr)
	}
	if err := json.Unmarshal([]byte(r.stdout), v); err != nil {
		t.Fatalf("JSON illisible : %v\n%s", err, r.stdout)
	}
}

// SPEC §4.2: from 22|2 under max the probability is exactly 2341/3456 = 0.677372685185…,
// and the JSON object has exactly the keys of the SPEC.
func TestVergerExact(t *testing.T) {
	r := runCLI(t, "verger", "-a", "2", "-f", "2", "-c", "2", "-p", "max", "--exact", "-F", "json")
	var brut map[string]any
	vergerJSONDe(t, r, &brut)
	var cles []string
	for k := range brut {
		cles = append(cles, k)
	}
	slices.Sort(cles)
	want := []string{"arbres", "corbeau", "duree_moyenne", "fraction", "fruits", "probabilite", "strategie"}
	if !slices.Equal(cles, want) {
		t.Errorf("clés %v, attendu %v", cles, want)
	}
	if brut["fraction"] != "2341/3456" || math.Abs(brut["probabilite"].(float64)-0.677372685185) > 1e-12 {
		t.Errorf("fraction %v, probabilité %v : attendu 2341/3456 = 0.677372685185", brut["fraction"], brut["probabilite"])
	}
	sans := runCLI(t, "verger", "-a", "2", "-f", "2", "-c", "2", "-F", "json")
	var v vergerJSON
	vergerJSONDe(t, sans, &v)
	if v.Fraction != nil || v.Arbres != 2 || v.Strategie != "max" {
		t.Errorf("sans --exact : %+v, attendu une fraction nulle", v)
	}
}

// Seed 004: about 0.68 for the original box (the defaults) under max; the table names it.
func TestVergerBoiteOriginale(t *testing.T) {
	var v vergerJSON
	vergerJSONDe(t, runCLI(t, "verger", "-F", "json"), &v)
	if v.Arbres != 4 || v.Fruits != 10 || v.Corbeau != 9 || math.Abs(v.Probabilite-0.68) > 0.005 {
		t.Errorf("boîte originale : %+v, attendu 4×10×9 et 0,68 à 0,005 près", v)
	}
	table := runCLI(t, "verger")
	if table.code != 0 || !strings.Contains(table.stdout, "4 arbres de 10 fruits") || !strings.Contains(table.stdout, "0.684047") {
		t.Errorf("table :\n%s\n%s", table.stdout, table.stderr)
	}
}

func TestVergerToutes(t *testing.T) {
	var v []vergerJSON
	vergerJSONDe(t, runCLI(t, "verger", "-a", "3", "-f", "4", "-c", "5", "-p", "toutes", "--exact", "-F", "json"), &v)
	var noms []string
	p := map[string]float64{}
	for _, o := range v {
		noms = append(noms, o.Strategie)
		p[o.Strategie] = o.Probabilite
		if o.Fraction == nil {
			t.Errorf("%s sans fraction", o.Strategie)
		}
	}
	if !slices.Equal(noms, []string{"max", "min", "random", "meilleure", "pire"}) {
		t.Fatalf("stratégies %v", noms)
	}
	for s, x := range p {
		if x > p["meilleure"] || x < p["pire"] {
			t.Errorf("%s = %v hors de [pire %v ; meilleure %v]", s, x, p["pire"], p["meilleure"])
		}
	}
}

// The threshold, checked against the probabilities the main command gives one piece below and
// at the threshold.
func TestVergerSeuil(t *testing.T) {
	for _, p := range []string{"max", "min", "random"} {
		var s struct {
			Corbeau     int     `json:"corbeau"`
			Probabilite float64 `json:"probabilite"`
		}
		vergerJSONDe(t, runCLI(t, "verger", "seuil", "-a", "4", "-f", "10", "-p", p, "-F", "json"), &s)
		var au, avant vergerJSON
		vergerJSONDe(t, runCLI(t, "verger", "-c", strconv.Itoa(s.Corbeau), "-p", p, "-F", "json"), &au)
		vergerJSONDe(t, runCLI(t, "verger", "-c", strconv.Itoa(s.Corbeau-1), "-p", p, "-F", "json"), &avant)
		if au.Probabilite <= 0.5 || avant.Probabilite > 0.5 || au.Probabilite != s.Probabilite {
			t.Errorf("%s : seuil %d (%v), mais %v avec %d pièces et %v avec %d", p, s.Corbeau, s.Probabilite,
				au.Probabilite, s.Corbeau, avant.Probabilite, s.Corbeau-1)
		}
	}
}

// The source's 12-state chain: its labels in its order, its matrix, its probabilities.
func TestVergerMarkov(t *testing.T) {
	var v struct {
		Etats        []string           `json:"etats"`
		Probabilites map[string]float64 `json:"probabilites"`
	}
	vergerJSONDe(t, runCLI(t, "verger", "markov", "-a", "2", "-f", "2", "-c", "2", "-p", "max", "-F", "json"), &v)
	libelles := []string{"22|2", "22|1", "21|2", "21|1", "2|2", "11|2", "2|1", "11|1", "1|2", "1|1", "défaite", "victoire"}
	if !slices.Equal(v.Etats, libelles) {
		t.Errorf("états %v, attendu %v", v.Etats, libelles)
	}
	// Published in seed 004 (A×M^1000, 12 decimals).
	publiees := map[string]float64{"22|2": 0.677372685185, "22|1": 0.371527777778, "2|2": 0.814814814815,
		"11|2": 0.840277777778, "2|1": 0.555555555556, "11|1": 0.583333333333, "1|2": 0.888888888889,
		"1|1": 0.666666666667, "victoire": 1, "défaite": 0}
	for s, want := range publiees {
		if got := v.Probabilites[s]; math.Abs(got-want) > 1e-12 {
			t.Errorf("P(%s) = %v, attendu %v", s, got, want)
		}
	}
	csv := runCLI(t, "verger", "markov", "-F", "csv")
	// Rows A and J of the seed's matrix.
	for _, ligne := range []string{"22|2,0,1/4,1/2,0,0,1/4,0,0,0,0,0,0", "1|1,0,0,0,0,0,0,0,0,0,0,1/3,2/3"} {
		if !strings.Contains(csv.stdout, ligne+"\n") {
			t.Errorf("ligne %q absente :\n%s", ligne, csv.stdout)
		}
	}
	table := runCLI(t, "verger", "markov")
	if table.code != 0 || !strings.Contains(table.stdout, "(I − Q)B = R") {
		t.Errorf("markov : code %d\n%s", table.code, table.stdout)
	}
}

// The DOT graph has the seed's nodes and its 30 arrows, with the same fractions.
func TestVergerGraphe(t *testing.T) {
	r := runCLI(t, "verger", "graphe")
	if r.code != 0 {
		t.Fatalf("code %d : %s", r.code, r.stderr)
	}
	fleches := []string{
		`A -> B[label="1/4"]`, `A -> C[label="1/2"]`, `A -> F[label="1/4"]`,
		`B -> D[label="1/2"]`, `B -> H[label="1/4"]`, `B -> K[label="1/4"]`,
		`C -> D[label="1/4"]`, `C -> E[label="1/4"]`, `C -> F[label="1/4"]`, `C -> I[label="1/4"]`,
		`D -> G[label="1/4"]`, `D -> K[label="1/4"]`, `D -> J[label="1/4"]`, `D -> H[label="1/4"]`,
		`E -> G[label="1/3"]`, `E -> I[label="1/3"]`, `E -> L[label="1/3"]`,
		`F -> H[label="1/4"]`, `F -> L[label="1/4"]`, `F -> I[label="1/2"]`,
		`G -> J[label="1/3"]`, `G -> K[label="1/3"]`, `G -> L[label="1/3"]`,
		`H -> K[label="1/4"]`, `H -> J[label="1/2"]`, `H -> L[label="1/4"]`,
		`I -> J[label="1/3"]`, `I -> L[label="2/3"]`,
		`J -> K[label="1/3"]`, `J -> L[label="2/3"]`,
		`K -> K[label="1"]`, `L -> L[label="1"]`,
		`A[label="A\n22|2", shape=circle]`, `K[label="K\n💀", shape=circle]`, `L[label="L\n🎉", shape=circle]`,
	}
	for _, f := range fleches {
		if !strings.Contains(r.stdout, "  "+f+";\n") {
			t.Errorf("%s absent", f)
		}
	}
	if n := strings.Count(r.stdout, "->"); n != 32 {
		t.Errorf("%d flèches, attendu 32", n)
	}
	if !strings.HasPrefix(r.stdout, "digraph {\n") || !strings.HasSuffix(r.stdout, "}\n") {
		t.Error("DOT mal formé")
	}
}

// The estimate is within four standard errors of the exact value (a correct simulator fails
// this about once in 16,000 seeds), and the same seed gives the same answer on 1 or 2 workers.
func TestVergerSimule(t *testing.T) {
	type simule struct {
		Parties     int64      `json:"parties"`
		Graine      uint64     `json:"graine"`
		Estimation  float64    `json:"estimation"`
		IC95        [2]float64 `json:"ic95"`
		Probabilite float64    `json:"probabilite"`
	}
	var un, deux simule
	r1 := runCLI(t, "verger", "simule", "-n", "20000", "-g", "7", "-w", "1", "-F", "json")
	vergerJSONDe(t, r1, &un)
	vergerJSONDe(t, runCLI(t, "verger", "simule", "-n", "20000", "-g", "7", "-w", "2", "-F", "json"), &deux)
	if un != deux {
		t.Errorf("-w 1 : %+v, -w 2 : %+v", un, deux)
	}
	se := math.Sqrt(un.Probabilite * (1 - un.Probabilite) / float64(un.Parties))
	if un.Parties != 20000 || un.Graine != 7 || math.Abs(un.Estimation-un.Probabilite) > 4*se {
		t.Errorf("%+v : écart à l'exacte au-delà de 4 écarts-types (%v)", un, se)
	}
	if un.IC95[0] >= un.Estimation || un.IC95[1] <= un.Estimation {
		t.Errorf("intervalle %v autour de %v", un.IC95, un.Estimation)
	}
	table := runCLI(t, "verger", "simule", "-n", "2000", "-p", "toutes", "-a", "2", "-f", "3", "-c", "3")
	if table.code != 0 || !strings.Contains(table.stdout, "graine : ") || strings.Count(table.stdout, "\n") < 10 {
		t.Errorf("simule -p toutes :\n%s\n%s", table.stdout, table.stderr)
	}
}

func TestVergerPlot(t *testing.T) {
	dir := t.TempDir()
	for _, g := range []string{"strategies", "probabilites", "seuils"} {
		chemin := filepath.Join(dir, g+".png")
		r := runCLI(t, "verger", "plot", "--graphique", g, "-o", chemin, "-c", "6")
		if r.code != 0 || r.stdout != "" {
			t.Fatalf("%s : code %d, stdout %q, stderr %q", g, r.code, r.stdout, r.stderr)
		}
		f, err := os.Open(chemin)
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(f)
		f.Close()
		// 7 × 5.5 inches at gonum/plot's 96 dots per inch.
		if err != nil || img.Bounds().Dx() != 672 || img.Bounds().Dy() != 528 {
			t.Errorf("%s : %v, %v", g, err, img.Bounds())
		}
	}
	if r := runCLI(t, "verger", "plot", "-o", filepath.Join(dir, "x.svg"), "-a", "2", "-f", "2", "-c", "3"); r.code != 0 {
		t.Errorf("SVG : %s", r.stderr)
	}
}

func TestVergerErreurs(t *testing.T) {
	dir := t.TempDir()
	cases := []struct {
		nom  string
		args []string
		msg  string
	}{
		{"arbres nuls", []string{"verger", "-a", "0"}, "-a/--arbres vaut 0"},
		{"fruits négatifs", []string{"verger", "-f", "-3"}, "-f/--fruits vaut -3"},
		{"corbeau nul", []string{"verger", "-c", "0"}, "-c/--corbeau vaut 0"},
		{"stratégie", []string{"verger", "-p", "prudente"}, `-p/--panier : stratégie "prudente" inconnue`},
		{"panier vide", []string{"verger", "--panier-fruits", "0"}, "--panier-fruits vaut 0"},
		{"seuil", []string{"verger", "seuil", "-f", "0"}, "-f/--fruits vaut 0"},
		{"toutes dans markov", []string{"verger", "markov", "-p", "toutes"}, `stratégie "toutes" inconnue`},
		// C(40, 10) = 847,660,528 sorted vectors: indexable, but hundreds of GiB.
		{"mémoire", []string{"verger", "-a", "10", "-f", "30"}, "847660528 répartitions des fruits × 9 pièces"},
		{"inindexable", []string{"verger", "-a", "50", "-f", "50", "--exact"}, "trop pour être indexé"},
		{"markov trop grand", []string{"verger", "markov", "-a", "4", "-f", "10", "-c", "9"}, "9009 positions (au plus 60)"},
		{"graphe trop grand", []string{"verger", "graphe", "-a", "6", "-f", "10", "-c", "9"}, "positions (au plus 5000)"},
		{"commande", []string{"verger", "arbre"}, `commande inconnue "arbre"`},
		{"graphique", []string{"verger", "plot", "-o", filepath.Join(dir, "a.png"), "--graphique", "camembert"}, `--graphique : "camembert" inconnu`},
		{"extension", []string{"verger", "plot", "-o", filepath.Join(dir, "a.gif")}, `extension ".gif" inconnue`},
		{"workers", []string{"verger", "simule", "-w", "0"}, "-w/--workers"},
	}
	for _, tc := range cases {
		t.Run(tc.nom, func(t *testing.T) {
			r := runCLI(t, tc.args...)
			if r.code != 2 || r.stdout != "" || !strings.Contains(r.stderr, tc.msg) || strings.Count(r.stderr, "\n") != 1 {
				t.Errorf("code %d, stdout %q, stderr %q ; attendu 2 et %q", r.code, r.stdout, r.stderr, tc.msg)
			}
		})
	}
	if entrees, _ := os.ReadDir(dir); len(entrees) != 0 {
		t.Errorf("fichiers laissés : %v", entrees)
	}
}
