package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func init() {
	exemples["jeux verger"] = []string{"-a", "2", "-f", "2", "--corbeau", "2", "-p", "toutes", "--exact"}
	exemples["jeux verger seuil"] = []string{"-a", "3", "-f", "3", "-p", "toutes", "--exact"}
	exemples["jeux verger markov"] = nil
	exemples["jeux verger simule"] = []string{"-a", "2", "-f", "3", "--corbeau", "3", "-n", "2000", "-g", "7", "-p", "toutes"}
}

// vergerJSON runs a verger command in JSON and decodes its answer into v.
func vergerJSON(t *testing.T, v any, args ...string) {
	t.Helper()
	r := runCLI(t, append(append([]string{"verger"}, args...), "-F", "json")...)
	if r.code != 0 {
		t.Fatalf("%v : code %d, stderr %q", args, r.code, r.stderr)
	}
	if err := json.Unmarshal([]byte(r.stdout), v); err != nil {
		t.Fatalf("%v : JSON illisible : %v\n%s", args, err, r.stdout)
	}
}

// probabiliteJSON is the object of docs/verger.md.
type probabiliteJSON struct {
	Arbres       int     `json:"arbres"`
	Fruits       int     `json:"fruits"`
	Corbeau      int     `json:"corbeau"`
	Strategie    string  `json:"strategie"`
	Probabilite  float64 `json:"probabilite"`
	Fraction     *string `json:"fraction"`
	DureeMoyenne float64 `json:"duree_moyenne"`
}

// docs/verger.md: from 22|2 under max the probability is exactly 2341/3456 =
// 0.677372685185…, and the object has the keys of docs/verger.md next to its parameters.
func TestVergerExact(t *testing.T) {
	var brut map[string]any
	vergerJSON(t, &brut, "-a", "2", "-f", "2", "--corbeau", "2", "-p", "max", "--exact")
	for _, k := range []string{"parametres", "arbres", "corbeau", "duree_moyenne", "fraction", "fruits", "probabilite", "strategie"} {
		if _, ok := brut[k]; !ok {
			t.Errorf("clé %q absente : %v", k, brut)
		}
	}
	if brut["fraction"] != "2341/3456" || math.Abs(brut["probabilite"].(float64)-0.677372685185) > 1e-12 {
		t.Errorf("fraction %v, probabilité %v : attendu 2341/3456 = 0.677372685185", brut["fraction"], brut["probabilite"])
	}
	var v probabiliteJSON
	vergerJSON(t, &v, "-a", "2", "-f", "2", "--corbeau", "2")
	if v.Fraction != nil || v.Arbres != 2 || v.Strategie != "max" {
		t.Errorf("sans --exact : %+v, attendu sans fraction", v)
	}
}

// Cases worked by hand, where every strategy is the same.
//   - 1 tree of 1 fruit, a basket of 2, 2 pieces: a die of 3 faces whose tree and basket both
//     win; P = 2/3 + 1/3·2/3 = 8/9, and the game lasts 1 + 1/3·1 = 4/3 rolls.
//   - 2 trees of 1 fruit, 1 piece: the basket wins at once (2 fruits ≤ 2), the raven loses, a tree
//     leads to one tree of 1 fruit where the emptied tree's face is rolled again: P = 2/3 there,
//     after 4/3 rolls on average. From the start P = 1/4 + 2/4·2/3 = 7/12, in 1 + 2/4·4/3 = 5/3
//     rolls.
func TestVergerCasALaMain(t *testing.T) {
	cas := []struct {
		args     []string
		fraction string
		duree    float64
	}{
		{[]string{"-a", "1", "-f", "1", "--corbeau", "2"}, "8/9", 4.0 / 3},
		{[]string{"-a", "2", "-f", "1", "--corbeau", "1"}, "7/12", 5.0 / 3},
	}
	for _, c := range cas {
		var v struct {
			Strategies []probabiliteJSON `json:"strategies"`
		}
		vergerJSON(t, &v, append(c.args, "-p", "toutes", "--exact")...)
		if len(v.Strategies) != 5 {
			t.Fatalf("%v : %d stratégies, attendu 5", c.args, len(v.Strategies))
		}
		for _, s := range v.Strategies {
			if s.Fraction == nil || *s.Fraction != c.fraction || math.Abs(s.DureeMoyenne-c.duree) > 1e-12 {
				t.Errorf("%v, %s : %v en %v lancers, attendu %s en %v", c.args, s.Strategie, s.Fraction, s.DureeMoyenne, c.fraction, c.duree)
			}
		}
	}
}

// Seed 004: about 0.68 for the original box (the defaults) under max.
func TestVergerBoiteOriginale(t *testing.T) {
	var v probabiliteJSON
	vergerJSON(t, &v)
	if v.Arbres != 4 || v.Fruits != 10 || v.Corbeau != 9 || math.Abs(v.Probabilite-0.68) > 0.005 {
		t.Errorf("boîte originale : %+v, attendu 4×10×9 et 0,68 à 0,005 près", v)
	}
	table := runCLI(t, "verger")
	if table.code != 0 || !strings.Contains(table.stdout, "4 arbres de 10 fruits, corbeau de 9 pièces") ||
		!strings.Contains(table.stdout, "| 0.68") {
		t.Errorf("table :\n%s\n%s", table.stdout, table.stderr)
	}
}

// The original box in exact fractions, as the seed 004 program's recursion gives them when run
// with Python's fractions (games/verger/testdata/source_004.py, an implementation of its own).
func TestVergerBoiteOriginaleExacte(t *testing.T) {
	source := map[string]string{
		"max": "10595284893584715037488264068514156177970969647014229623087623/15489107002921234981941411840000000000000000000000000000000000",
		"min": "7506044956271639545277923335283084785829041044209886767824618773/14098529396436750774673782865920000000000000000000000000000000000",
	}
	for p, want := range source {
		var v probabiliteJSON
		vergerJSON(t, &v, "-p", p, "--exact")
		if v.Fraction == nil || *v.Fraction != want {
			t.Errorf("%s : %v, attendu %s", p, v.Fraction, want)
		}
	}
}

// Every strategy of 3 trees of 4 fruits and 5 pieces, in exact fractions as
// games/verger/testdata/seuils_004.py prints them (python3 seuils_004.py 3 4 5, a recursion
// written apart in Python's fractions).
func TestVergerToutes(t *testing.T) {
	var v struct {
		Strategies []probabiliteJSON `json:"strategies"`
	}
	vergerJSON(t, &v, "-a", "3", "-f", "4", "--corbeau", "5", "-p", "toutes", "--exact")
	want := []struct{ strategie, fraction string }{
		{"max", "693618098798047741/839808000000000000"},
		{"min", "220406498284662319/279936000000000000"},
		{"random", "110290474587880496371/136048896000000000000"},
		{"meilleure", "693618098798047741/839808000000000000"},
		{"pire", "220406498284662319/279936000000000000"},
	}
	if len(v.Strategies) != len(want) {
		t.Fatalf("%d stratégies, attendu %d", len(v.Strategies), len(want))
	}
	for i, w := range want {
		o := v.Strategies[i]
		if o.Strategie != w.strategie || o.Fraction == nil || *o.Fraction != w.fraction {
			t.Errorf("stratégie %d : %s %v, attendu %s %s", i, o.Strategie, o.Fraction, w.strategie, w.fraction)
		}
	}
}

type pointJSON struct {
	Strategie   string  `json:"strategie"`
	Corbeau     int     `json:"corbeau"`
	Probabilite float64 `json:"probabilite"`
}

// One tree of 3 fruits and a basket of one fruit («Mon premier verger»): each roll picks a fruit
// with probability 2/3, so the game is won when 3 successes come before c failures:
// P(1) = (2/3)³ = 8/27, P(2) = 8/27 + 3·(2/3)³·(1/3) = 16/27 > 1/2. The threshold is 2 pieces.
func TestVergerSeuilALaMain(t *testing.T) {
	var v struct {
		Strategie   string      `json:"strategie"`
		Corbeau     int         `json:"corbeau"`
		Probabilite float64     `json:"probabilite"`
		Fraction    string      `json:"fraction"`
		ParCorbeau  []pointJSON `json:"par_corbeau"`
	}
	vergerJSON(t, &v, "seuil", "-a", "1", "-f", "3", "--panier-fruits", "1", "--exact")
	want := []pointJSON{{"max", 1, 8.0 / 27}, {"max", 2, 16.0 / 27}}
	if v.Corbeau != 2 || v.Fraction != "16/27" || len(v.ParCorbeau) != 2 {
		t.Fatalf("seuil %+v, attendu 2 pièces, 16/27", v)
	}
	for i, p := range v.ParCorbeau {
		if p.Strategie != want[i].Strategie || p.Corbeau != want[i].Corbeau || math.Abs(p.Probabilite-want[i].Probabilite) > 1e-15 {
			t.Errorf("point %d : %+v, attendu %+v", i, p, want[i])
		}
	}
}

// The thresholds of the original box, and the probabilities one piece below and at each, as
// games/verger/testdata/seuils_004.py prints them (a recursion written apart in Python's
// fractions); the curve of seuil ends with both.
func TestVergerSeuil(t *testing.T) {
	var v struct {
		Seuils     []pointJSON `json:"seuils"`
		ParCorbeau []pointJSON `json:"par_corbeau"`
	}
	vergerJSON(t, &v, "seuil", "-a", "4", "-f", "10", "-p", "toutes")
	want := []struct {
		strategie    string
		corbeau      int
		avant, seuil float64
	}{
		{"max", 8, 0.43323727493502734, 0.5652405464274418},
		{"min", 9, 0.41176165681266647, 0.5323991421522808},
		{"random", 8, 0.382038400952854, 0.5108739716593916},
		{"meilleure", 8, 0.43323727493502734, 0.5652405464274418},
		{"pire", 9, 0.41176165681266647, 0.5323991421522808},
	}
	if len(v.Seuils) != len(want) {
		t.Fatalf("%d seuils, attendu %d", len(v.Seuils), len(want))
	}
	for i, w := range want {
		s := v.Seuils[i]
		if s.Strategie != w.strategie || s.Corbeau != w.corbeau || math.Abs(s.Probabilite-w.seuil) > 1e-15 {
			t.Errorf("seuil %d : %+v, attendu %s, %d pièces, %v", i, s, w.strategie, w.corbeau, w.seuil)
		}
		var courbe []pointJSON
		for _, p := range v.ParCorbeau {
			if p.Strategie == w.strategie {
				courbe = append(courbe, p)
			}
		}
		if len(courbe) != w.corbeau || math.Abs(courbe[len(courbe)-2].Probabilite-w.avant) > 1e-15 ||
			math.Abs(courbe[len(courbe)-1].Probabilite-w.seuil) > 1e-15 {
			t.Errorf("%s : courbe %v, attendu %d points finissant par %v puis %v", w.strategie, courbe, w.corbeau, w.avant, w.seuil)
		}
	}
}

// Options written before the subcommand apply to it; an option the subcommand does not take is
// refused, never dropped.
func TestVergerOptionsAvantLaSousCommande(t *testing.T) {
	avant := runCLI(t, "verger", "-a", "2", "-f", "3", "--exact", "seuil", "-F", "json")
	apres := runCLI(t, "verger", "seuil", "-a", "2", "-f", "3", "--exact", "-F", "json")
	if avant.code != 0 || avant.stdout != apres.stdout || !strings.Contains(avant.stdout, `"arbres": 2`) {
		t.Errorf("avant : %q %q\naprès : %q", avant.stdout, avant.stderr, apres.stdout)
	}
	for _, args := range [][]string{
		{"verger", "--corbeau", "3", "seuil"},
		{"verger", "--exact", "markov"},
		{"verger", "-p", "toutes", "graphe"},
	} {
		r := runCLI(t, args...)
		if r.code != 2 || r.stdout != "" || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("%v : code %d, stdout %q, stderr %q ; attendu un refus", args, r.code, r.stdout, r.stderr)
		}
	}
}

// The source's 12-state chain: its labels in its order, its matrix as published (in the form
// the seed gives for XCas), its probabilities (A×M^1000, 12 decimals).
func TestVergerMarkov(t *testing.T) {
	var v struct {
		Etats        []string           `json:"etats"`
		Probabilites map[string]float64 `json:"probabilites"`
		Matrice      [][]string         `json:"matrice"`
		Nombres      [][]float64        `json:"matrice_nombres"`
		ParEtat      []struct {
			Etat       string  `json:"etat"`
			Chaine     float64 `json:"chaine"`
			Recurrence float64 `json:"recurrence"`
		} `json:"par_etat"`
	}
	vergerJSON(t, &v, "markov", "-a", "2", "-f", "2", "--corbeau", "2", "-p", "max")
	libelles := []string{"22|2", "22|1", "21|2", "21|1", "2|2", "11|2", "2|1", "11|1", "1|2", "1|1", "défaite", "victoire"}
	if !slices.Equal(v.Etats, libelles) {
		t.Errorf("états %v, attendu %v", v.Etats, libelles)
	}
	publiees := map[string]float64{"22|2": 0.677372685185, "22|1": 0.371527777778, "2|2": 0.814814814815,
		"11|2": 0.840277777778, "2|1": 0.555555555556, "11|1": 0.583333333333, "1|2": 0.888888888889,
		"1|1": 0.666666666667, "victoire": 1, "défaite": 0}
	for s, want := range publiees {
		if got := v.Probabilites[s]; math.Abs(got-want) > 1e-12 {
			t.Errorf("P(%s) = %v, attendu %v", s, got, want)
		}
	}
	for _, e := range v.ParEtat {
		if want, ok := publiees[e.Etat]; ok && (math.Abs(e.Chaine-want) > 1e-12 || math.Abs(e.Recurrence-want) > 1e-12) {
			t.Errorf("%s : chaîne %v, récurrence %v, attendu %v", e.Etat, e.Chaine, e.Recurrence, want)
		}
	}
	// Seed 004, the matrix M «sous une forme qu'il est possible de copier-coller pour XCas».
	xcas := `[0, 1/4, 1/2, 0, 0, 1/4, 0, 0, 0, 0, 0, 0], [0, 0, 0, 1/2, 0, 0, 0, 1/4, 0, 0, 1/4, 0], [0, 0, 0, 1/4, 1/4, 1/4, 0, 0, 1/4, 0, 0, 0], [0, 0, 0, 0, 0, 0, 1/4, 1/4, 0, 1/4, 1/4, 0], [0, 0, 0, 0, 0, 0, 1/3, 0, 1/3, 0, 0, 1/3], [0, 0, 0, 0, 0, 0, 0, 1/4, 1/2, 0, 0, 1/4], [0, 0, 0, 0, 0, 0, 0, 0, 0, 1/3, 1/3, 1/3], [0, 0, 0, 0, 0, 0, 0, 0, 0, 1/2, 1/4, 1/4], [0, 0, 0, 0, 0, 0, 0, 0, 0, 1/3, 0, 2/3], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1/3, 2/3], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]`
	var publiee [][]string
	for _, l := range strings.Split(strings.Trim(xcas, "[]"), "], [") {
		publiee = append(publiee, strings.Split(l, ", "))
	}
	if len(v.Matrice) != 12 {
		t.Fatalf("matrice de %d lignes, attendu 12", len(v.Matrice))
	}
	for i := range publiee {
		if !slices.Equal(v.Matrice[i], publiee[i]) {
			t.Errorf("ligne %d : %v, attendu %v", i+1, v.Matrice[i], publiee[i])
		}
		for j, f := range publiee[i] {
			num, den, _ := strings.Cut(f, "/")
			x := float64(num[0] - '0')
			if den != "" {
				x /= float64(den[0] - '0')
			}
			if v.Nombres[i][j] != x {
				t.Errorf("M[%d][%d] = %v, attendu %s", i+1, j+1, v.Nombres[i][j], f)
			}
		}
	}
	// The CSV holds the same rows, numbered.
	csv := runCLI(t, "verger", "markov", "-F", "csv")
	for _, ligne := range []string{"1,0,1/4,1/2,0,0,1/4,0,0,0,0,0,0", "10,0,0,0,0,0,0,0,0,0,0,1/3,2/3", "1,22|2,0.677372685185"} {
		if !strings.Contains(csv.stdout, "\n"+ligne) {
			t.Errorf("ligne %q absente :\n%s", ligne, csv.stdout)
		}
	}
	md := runCLI(t, "verger", "markov", "-F", "markdown")
	if md.code != 0 || !strings.Contains(md.stdout, "### matrice de transition") || !strings.Contains(md.stdout, " 0.677372685185 | 0.677372685185 |") {
		t.Errorf("markdown :\n%s", md.stdout)
	}
}

// The DOT graph has the seed's nodes and its 32 arrows, with the same fractions, and is only
// written as text.
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
		`{rank=same; D; E; F;}`,
	}
	for _, f := range fleches {
		if !strings.Contains(r.stdout, "  "+f+"\n") && !strings.Contains(r.stdout, "  "+f+";\n") {
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
		Parametres struct {
			Graine uint64 `json:"graine"`
		} `json:"parametres"`
		Parties     int64 `json:"parties"`
		Victoires   int64 `json:"victoires"`
		Estimation  float64
		IC          struct{ Bas, Haut float64 } `json:"ic95_wilson"`
		Probabilite float64                     `json:"probabilite"`
		DansIC      bool                        `json:"exacte_dans_ic"`
	}
	var un, deux simule
	vergerJSON(t, &un, "simule", "-n", "20000", "-g", "7", "-w", "1")
	vergerJSON(t, &deux, "simule", "-n", "20000", "-g", "7", "-w", "2")
	if un != deux {
		t.Errorf("-w 1 : %+v, -w 2 : %+v", un, deux)
	}
	se := math.Sqrt(un.Probabilite * (1 - un.Probabilite) / float64(un.Parties))
	if un.Parties != 20000 || un.Parametres.Graine != 7 || math.Abs(un.Estimation-un.Probabilite) > 4*se ||
		un.Estimation != float64(un.Victoires)/20000 {
		t.Errorf("%+v : écart à l'exacte au-delà de 4 écarts-types (%v)", un, se)
	}
	// The exact value is the original box's fraction of source_004.py; the interval is Wilson's,
	// written here from its formula: (p̂ + z²/2n ± z·√(p̂(1−p̂)/n + z²/4n²)) / (1 + z²/n), z the
	// normal distribution's 97.5 % quantile.
	if math.Abs(un.Probabilite-0.6840474981279716) > 1e-15 {
		t.Errorf("probabilité exacte %v, attendu 0.6840474981279716 (source_004.py)", un.Probabilite)
	}
	const z = 1.959963984540054
	n, ph := float64(un.Parties), float64(un.Victoires)/float64(un.Parties)
	centre, demi := (ph+z*z/(2*n))/(1+z*z/n), z/(1+z*z/n)*math.Sqrt(ph*(1-ph)/n+z*z/(4*n*n))
	if math.Abs(un.IC.Bas-(centre-demi)) > 1e-12 || math.Abs(un.IC.Haut-(centre+demi)) > 1e-12 ||
		un.DansIC != (un.IC.Bas <= un.Probabilite && un.Probabilite <= un.IC.Haut) {
		t.Errorf("intervalle %v (dedans : %v), attendu [%v ; %v] autour de %v", un.IC, un.DansIC, centre-demi, centre+demi, ph)
	}
	table := runCLI(t, "verger", "simule", "-n", "2000", "-p", "toutes", "-a", "2", "-f", "3", "--corbeau", "3")
	if table.code != 0 || !strings.Contains(table.stdout, "graine : ") || strings.Count(table.stdout, "\n") < 10 {
		t.Errorf("simule -p toutes :\n%s\n%s", table.stdout, table.stderr)
	}
}

// Each chart is a PNG of 1200 × 750 pixels or of --taille; every option it reads changes it,
// every other is refused, and the workers (-w or WORKERS) change nothing.
func TestVergerPlot(t *testing.T) {
	dir := t.TempDir()
	dessiner := func(nom string, args ...string) []byte {
		t.Helper()
		chemin := filepath.Join(dir, nom+".png")
		r := runCLI(t, append([]string{"verger", "plot", "-o", chemin}, args...)...)
		if r.code != 0 || r.stdout != "" || !strings.HasSuffix(r.stderr, " écrit dans "+chemin+"\n") {
			t.Fatalf("%v : code %d, stdout %q, stderr %q", args, r.code, r.stdout, r.stderr)
		}
		// 1200 × 750 pixels unless --taille says otherwise, and not blank.
		l, h := 1200, 750
		if i := slices.Index(args, "--taille"); i >= 0 {
			fmt.Sscanf(args[i+1], "%dx%d", &l, &h)
		}
		return verifierPNG(t, chemin, l, h)
	}
	differents := func(quoi string, a, b []byte) {
		t.Helper()
		if bytes.Equal(a, b) {
			t.Errorf("%s ne change pas le graphique", quoi)
		}
	}
	s := dessiner("s", "--corbeau", "6")
	differents("-a", s, dessiner("s-a", "--corbeau", "6", "-a", "3"))
	differents("-f", s, dessiner("s-f", "--corbeau", "6", "-f", "8"))
	differents("--corbeau", s, dessiner("s-c", "--corbeau", "7"))
	differents("--panier-fruits", s, dessiner("s-pf", "--corbeau", "6", "--panier-fruits", "1"))
	p := dessiner("p", "--graphique", "probabilites", "--corbeau", "6", "-w", "1")
	if !bytes.Equal(p, dessiner("p-w", "--graphique", "probabilites", "--corbeau", "6", "-w", "2")) {
		t.Error("carte différente selon -w")
	}
	differents("-p", p, dessiner("p-p", "--graphique", "probabilites", "--corbeau", "6", "-p", "min"))
	differents("--corbeau", p, dessiner("p-c", "--graphique", "probabilites", "--corbeau", "5"))
	differents("--taille", p, dessiner("p-t", "--graphique", "probabilites", "--corbeau", "6", "--taille", "1600x1000"))
	seuils := dessiner("seuils", "--graphique", "seuils")
	differents("--taille", seuils, dessiner("seuils-t", "--graphique", "seuils", "--taille", "640x400"))
	differents("--taille", s, dessiner("s-t", "--corbeau", "6", "--taille", "200x10000"))
	differents("-p", seuils, dessiner("seuils-p", "--graphique", "seuils", "-p", "min"))
	if r := runCLI(t, "verger", "plot", "-o", filepath.Join(dir, "x.svg"), "-a", "2", "-f", "2", "--corbeau", "3"); r.code != 0 {
		t.Errorf("SVG : %s", r.stderr)
	}
	t.Setenv("WORKERS", "0")
	if r := runCLI(t, "verger", "plot", "-o", filepath.Join(dir, "w.png"), "--graphique", "seuils"); r.code != 2 || !strings.Contains(r.stderr, `WORKERS vaut "0"`) {
		t.Errorf("WORKERS=0 : code %d, %q", r.code, r.stderr)
	}
}

func TestVergerErreurs(t *testing.T) {
	dir := t.TempDir()
	png := filepath.Join(dir, "a.png")
	cases := []struct {
		nom  string
		args []string
		msg  string
	}{
		{"arbres nuls", []string{"verger", "-a", "0"}, "-a/--arbres vaut 0 : attendu"},
		{"fruits négatifs", []string{"verger", "-f", "-3"}, "-f/--fruits vaut -3"},
		{"corbeau nul", []string{"verger", "--corbeau", "0"}, "--corbeau vaut 0"},
		{"stratégie", []string{"verger", "-p", "prudente"}, `valeur "prudente" invalide pour -p/--panier : max, min, random, meilleure, pire, toutes est attendu`},
		{"panier vide", []string{"verger", "--panier-fruits", "0"}, "--panier-fruits vaut 0"},
		{"seuil", []string{"verger", "seuil", "-f", "0"}, "-f/--fruits vaut 0"},
		{"toutes dans markov", []string{"verger", "markov", "-p", "toutes"}, `valeur "toutes" invalide pour -p/--panier : max, min, random, meilleure, pire est attendu`},
		{"toutes dans plot", []string{"verger", "plot", "-o", png, "--graphique", "seuils", "-p", "toutes"}, `valeur "toutes" invalide pour -p/--panier : max, min, random, meilleure, pire est attendu`},
		// C(40, 10) = 847,660,528 sorted vectors: indexable, but hundreds of GiB.
		{"mémoire", []string{"verger", "-a", "10", "-f", "30"}, "847660528 répartitions des fruits × 9 pièces"},
		{"mémoire explicite", []string{"verger", "--memoire", "1K"}, "--memoire"},
		{"mémoire illisible", []string{"verger", "--memoire", "beaucoup"}, `--memoire : taille "beaucoup"`},
		{"inindexable", []string{"verger", "-a", "50", "-f", "50", "--exact"}, "trop pour être indexées"},
		{"markov trop grand", []string{"verger", "markov", "-a", "4", "-f", "10", "--corbeau", "9"}, "9009 positions (au plus 60)"},
		{"graphe trop grand", []string{"verger", "graphe", "-a", "6", "-f", "10", "--corbeau", "9"}, "positions (au plus 5000)"},
		{"commande", []string{"verger", "arbre"}, `commande inconnue "arbre"`},
		{"graphique", []string{"verger", "plot", "-o", png, "--graphique", "camembert"}, `valeur "camembert" invalide pour --graphique : strategies, probabilites, seuils est attendu`},
		{"extension", []string{"verger", "plot", "-o", filepath.Join(dir, "a.gif")}, `extension ".gif" inconnue`},
		{"--taille 0x0", []string{"verger", "plot", "-o", png, "--taille", "0x0"}, `--taille : "0x0" refusé : largeur x hauteur en pixels, chacune de 200 à 10000`},
		{"--taille abc", []string{"verger", "plot", "-o", png, "--taille", "abc"}, `--taille : "abc" refusé`},
		{"--taille 10x", []string{"verger", "plot", "-o", png, "--taille", "10x"}, `--taille : "10x" refusé`},
		{"-p sans effet", []string{"verger", "plot", "-o", png, "-p", "min"}, "-p/--panier : sans effet sur --graphique strategies"},
		{"-a sans effet", []string{"verger", "plot", "-o", png, "--graphique", "probabilites", "-a", "3"}, "-a/--arbres : sans effet"},
		{"-f sans effet", []string{"verger", "plot", "-o", png, "--graphique", "seuils", "-f", "3"}, "-f/--fruits : sans effet"},
		{"-c sans effet", []string{"verger", "plot", "-o", png, "--graphique", "seuils", "--corbeau", "3"}, "--corbeau : sans effet"},
		{"workers", []string{"verger", "simule", "-w", "0"}, "-w/--workers vaut 0"},
		{"workers de plot", []string{"verger", "plot", "-o", png, "--graphique", "seuils", "-w", "0"}, "-w/--workers vaut 0"},
		// Formats: graphe writes a DOT text and takes no -F; plot takes every format (its
		// numbers), but not an unknown one.
		{"plot en XML", []string{"verger", "plot", "-o", png, "-F", "xml"}, "formats acceptés par jeux verger plot : table, markdown, csv, csv-fr, json"},
		{"graphe en JSON", []string{"verger", "graphe", "-F", "json"}, "n'a pas de format de sortie"},
		{"format inconnu", []string{"verger", "seuil", "-F", "xml"}, "formats acceptés par jeux verger seuil : table, markdown, csv, csv-fr, json"},
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
