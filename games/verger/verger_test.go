package verger

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/big"
	"testing"

	"jeux/markov"
	"jeux/parametre"
)

var ctx = context.Background()

func calculer(t *testing.T, cfg Config, exact bool) Resultat {
	t.Helper()
	r, err := Calculer(ctx, cfg, exact)
	if err != nil {
		t.Fatalf("%+v : %v", cfg, err)
	}
	return r
}

// Exact values for small games: the seed's 2341/3456, and the others worked by hand from the
// seed's graph (see the comments), which random and min change only at the basket of 22|·.
func TestValeursExactes(t *testing.T) {
	cases := []struct {
		cfg      Config
		fraction string
		duree    float64 // expected rolls, worked by hand; 0 when not worked out
	}{
		// Seed 004 and docs/verger.md: two trees of two fruits, two pieces, max.
		{Config{2, 2, 2, 2, Max}, "2341/3456", 0},
		// random: 22 → 11 or 2 with 1/2 each, so P(22|1) = (2·65/144 + (7/12 + 5/9)/2)/4 = 53/144
		// and P(22|2) = (53/144 + 2·647/864 + (22/27 + 121/144)/2)/4.
		{Config{2, 2, 2, 2, Hasard}, "2327/3456", 0},
		// min: 22 → 2, so P(22|1) = (2·65/144 + 5/9)/4 = 35/96 and P(22|2) = (35/96 + 2·647/864 + 22/27)/4.
		{Config{2, 2, 2, 2, Min}, "257/384", 0},
		// One tree, one fruit, one piece: the tree and the basket win, the raven loses, in one roll.
		{Config{1, 1, 1, 2, Max}, "2/3", 1},
		// One tree of two fruits, baskets of one: P(1|1) = 2/3, P(2|1) = 2·(2/3)/3; D = 1 + 2/3.
		{Config{1, 2, 1, 1, Max}, "4/9", 5.0 / 3},
		// Two trees of one fruit, baskets of one, one piece: P(1|1) = 2/3 on three useful faces,
		// P(11|1) = 3·(2/3)/4. Rolls: 1, then 4/3 on average (three useful faces out of four).
		{Config{2, 1, 1, 1, Min}, "1/2", 2},
	}
	for _, tc := range cases {
		t.Run(fmt.Sprintf("%d×%d×%d/%d/%v", tc.cfg.Arbres, tc.cfg.Fruits, tc.cfg.Corbeau, tc.cfg.PanierFruits, tc.cfg.Strategie), func(t *testing.T) {
			want, _ := new(big.Rat).SetString(tc.fraction)
			ex := calculer(t, tc.cfg, true)
			if ex.Fraction.Cmp(want) != 0 {
				t.Errorf("fraction %v, attendu %v", ex.Fraction, want)
			}
			w, _ := want.Float64()
			fl := calculer(t, tc.cfg, false)
			if math.Abs(fl.Probabilite-w) > 1e-15 || math.Abs(ex.Probabilite-w) > 1e-15 {
				t.Errorf("probabilité %v (exacte %v), attendu %v", fl.Probabilite, ex.Probabilite, w)
			}
			if fl.Fraction != nil {
				t.Error("fraction hors du mode exact")
			}
			if tc.duree > 0 && math.Abs(fl.DureeMoyenne-tc.duree) > 1e-12 {
				t.Errorf("durée %v, attendu %v", fl.DureeMoyenne, tc.duree)
			}
		})
	}
}

// Seed 004: «le programme informatique donne une probabilité de victoire de 0,68» for the
// original box (4 trees of 10 fruits, 9 pieces, max), rounded to two decimals; its exact fraction
// is the one testdata/source_004.py (the seed's recursion, written apart in Python's fractions)
// prints.
func TestBoiteOriginale(t *testing.T) {
	r := calculer(t, Originale, false)
	if math.Abs(r.Probabilite-0.68) > 0.005 {
		t.Errorf("boîte originale : %v, attendu 0,68 à 0,005 près", r.Probabilite)
	}
	want, _ := new(big.Rat).SetString(fractionOriginale)
	ex := calculer(t, Originale, true)
	if ex.Fraction.Cmp(want) != 0 {
		t.Errorf("boîte originale : %v, attendu %v (source_004.py)", ex.Fraction, want)
	}
	if w, _ := want.Float64(); math.Abs(r.Probabilite-w) > 1e-14 {
		t.Errorf("boîte originale en flottants : %v, attendu %v (source_004.py)", r.Probabilite, w)
	}
}

// fractionOriginale is the original box under max, printed by python3 testdata/source_004.py.
const fractionOriginale = "10595284893584715037488264068514156177970969647014229623087623/15489107002921234981941411840000000000000000000000000000000000"

// The seed's graph (states A to J) and its published probabilities of winning (A×M^1000, 12
// decimals); C and D, not published, worked by hand: 647/864 and 65/144.
func TestGrapheSeed004(t *testing.T) {
	g, err := NouveauGraphe(ctx, Config{2, 2, 2, 2, Max}, 100)
	if err != nil {
		t.Fatal(err)
	}
	libelles := []string{"22|2", "22|1", "21|2", "21|1", "2|2", "11|2", "2|1", "11|1", "1|2", "1|1", "défaite", "victoire"}
	if g.Len() != len(libelles) {
		t.Fatalf("%d états, attendu %d", g.Len(), len(libelles))
	}
	for i, l := range libelles {
		if g.Libelle(i) != l {
			t.Errorf("état %d : %q, attendu %q", i, g.Libelle(i), l)
		}
	}
	// The seed's matrix, row by row, as (column, probability) pairs; K = défaite, L = victoire.
	matrice := map[string]map[string]string{
		"22|2": {"22|1": "1/4", "21|2": "1/2", "11|2": "1/4"},
		"22|1": {"21|1": "1/2", "11|1": "1/4", "défaite": "1/4"},
		"21|2": {"21|1": "1/4", "2|2": "1/4", "11|2": "1/4", "1|2": "1/4"},
		"21|1": {"2|1": "1/4", "11|1": "1/4", "1|1": "1/4", "défaite": "1/4"},
		"2|2":  {"2|1": "1/3", "1|2": "1/3", "victoire": "1/3"},
		"11|2": {"11|1": "1/4", "1|2": "1/2", "victoire": "1/4"},
		"2|1":  {"1|1": "1/3", "défaite": "1/3", "victoire": "1/3"},
		"11|1": {"1|1": "1/2", "défaite": "1/4", "victoire": "1/4"},
		"1|2":  {"1|1": "1/3", "victoire": "2/3"},
		"1|1":  {"défaite": "1/3", "victoire": "2/3"},
	}
	vues := 0
	for _, tr := range g.Transitions {
		de, vers := g.Libelle(tr.De), g.Libelle(tr.Vers)
		want, ok := matrice[de][vers]
		if !ok {
			t.Errorf("transition %s → %s absente de la matrice de la source", de, vers)
			continue
		}
		if tr.Probabilite.RatString() != want {
			t.Errorf("%s → %s : %v, attendu %s", de, vers, tr.Probabilite.RatString(), want)
		}
		vues++
	}
	// The source's graph has 30 arrows out of A to J (K and L only loop on themselves).
	if vues != 30 {
		t.Errorf("%d transitions, la source en a 30", vues)
	}
	publiees := map[string]float64{
		"22|2": 0.677372685185, "22|1": 0.371527777778, "21|2": 647.0 / 864, "21|1": 65.0 / 144,
		"2|2": 0.814814814815, "11|2": 0.840277777778, "2|1": 0.555555555556, "11|1": 0.583333333333,
		"1|2": 0.888888888889, "1|1": 0.666666666667,
	}
	table, err := NouvelleTable(ctx, Config{2, 2, 2, 2, Max})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range g.Etats {
		p, err := table.Probabilite(s)
		if err != nil {
			t.Fatal(err)
		}
		if want := publiees[s.String()]; math.Abs(p-want) > 1e-12 {
			t.Errorf("P(%v) = %.12f, attendu %.12f", s, p, want)
		}
	}
}

// Every small game, every strategy, against the enumeration of enumeration_test.go: the exact
// fraction and the curve by raven, the float64 probability, the expected number of rolls.
func TestContreEnumeration(t *testing.T) {
	var cfgs []Config
	for a := 1; a <= 3; a++ {
		for f := 1; f <= 3; f++ {
			for m := 1; m <= 3; m++ {
				for _, s := range Strategies {
					cfgs = append(cfgs, Config{a, f, 4, m, s})
				}
			}
		}
	}
	cfgs = append(cfgs, Config{4, 3, 3, 2, Hasard}, Config{2, 5, 5, 3, Meilleure}, Config{4, 2, 3, 2, Pire})
	for _, cfg := range cfgs {
		n := nouvelleEnumeration(cfg)
		ex, fl := calculer(t, cfg, true), calculer(t, cfg, false)
		want := n.depart(cfg.Corbeau)
		if ex.Fraction.Cmp(want.p) != 0 {
			t.Errorf("%+v : fraction %v, énumération %v", cfg, ex.Fraction, want.p)
		}
		if w, _ := want.p.Float64(); math.Abs(fl.Probabilite-w) > 1e-14 {
			t.Errorf("%+v : probabilité %v, énumération %v", cfg, fl.Probabilite, w)
		}
		if want.duree != nil {
			if w, _ := want.duree.Float64(); math.Abs(fl.DureeMoyenne-w) > 1e-12*w {
				t.Errorf("%+v : durée %v, énumération %v", cfg, fl.DureeMoyenne, w)
			}
		}
		for c := 1; c <= cfg.Corbeau; c++ {
			w, _ := n.depart(c).p.Float64()
			if ex.ParCorbeau[c-1] != w || math.Abs(fl.ParCorbeau[c-1]-w) > 1e-14 {
				t.Errorf("%+v, %d pièces : %v (exact) et %v, énumération %v", cfg, c, ex.ParCorbeau[c-1], fl.ParCorbeau[c-1], w)
			}
		}
	}
}

// Every state of the Table and of the Markov chain (solved by LU in package markov) against the
// enumeration, on games small enough for a dense matrix. Durations of the chain are checked on a
// second chain that keeps the real die, re-rolls included, whose plain expected number of steps
// is the number of rolls.
func TestEtatsContreEnumeration(t *testing.T) {
	for a := 1; a <= 3; a++ {
		for f := 1; f <= 3; f++ {
			for c := 1; c <= 3; c++ {
				for m := 1; m <= 2; m++ {
					for _, s := range Strategies {
						verifieEtats(t, Config{a, f, c, m, s})
					}
				}
			}
		}
	}
	verifieEtats(t, Config{4, 3, 4, 2, Hasard})
	verifieEtats(t, Config{2, 5, 5, 3, Meilleure})
}

func verifieEtats(t *testing.T, cfg Config) {
	t.Helper()
	g, err := NouveauGraphe(ctx, cfg, 1000)
	if err != nil {
		t.Fatal(err)
	}
	ch, err := g.Chaine()
	if err != nil {
		t.Fatal(err)
	}
	ab, err := ch.Absorb()
	if err != nil {
		t.Fatal(err)
	}
	table, err := NouvelleTable(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	abReel, err := reelle(t, g).Absorb()
	if err != nil {
		t.Fatal(err)
	}
	n := nouvelleEnumeration(cfg)
	for i, s := range g.Etats {
		want := n.valeur(etatNaif(cfg, s), s.Corbeau)
		w, _ := want.p.Float64()
		p, _ := table.Probabilite(s)
		if q := ab.Probability(i, g.Victoire()); math.Abs(p-w) > 1e-12 || math.Abs(q-w) > 1e-12 {
			t.Errorf("%+v, %v : récurrence %v, chaîne %v, énumération %v", cfg, s, p, q, w)
		}
		if want.duree == nil {
			continue
		}
		wd, _ := want.duree.Float64()
		d, _ := table.Duree(s)
		if q := abReel.ExpectedSteps(i); math.Abs(d-wd) > 1e-9*wd || math.Abs(q-wd) > 1e-9*wd {
			t.Errorf("%+v, %v : durée %v, chaîne %v, énumération %v", cfg, s, d, q, wd)
		}
	}
}

// reelle rebuilds the chain with the real die: every move's probability times (k+2)/(arbres+2),
// and the rest of the row on the state itself (the faces of emptied trees).
func reelle(t *testing.T, g *Graphe) *markov.Chain {
	t.Helper()
	b := markov.NewBuilder()
	for i := range g.Len() {
		b.State(g.Libelle(i))
	}
	faces := float64(g.Config.Arbres + 2)
	for _, tr := range g.Transitions {
		p, _ := tr.Probabilite.Float64()
		k := float64(len(g.Etats[tr.De].Arbres) + 2)
		b.Add(g.Libelle(tr.De), g.Libelle(tr.Vers), p*k/faces)
	}
	for _, s := range g.Etats {
		if vides := g.Config.Arbres - len(s.Arbres); vides > 0 {
			b.Add(s.String(), s.String(), float64(vides)/faces)
		}
	}
	ch, err := b.Chain()
	if err != nil {
		t.Fatal(err)
	}
	return ch
}

// The threshold is the first number of pieces whose enumerated probability exceeds 1/2. For one
// tree of one fruit P(c) = 1 − (1/3)^c, so one piece already gives 2/3; for two trees of two
// fruits under max the seed publishes P(22|1) = 0.3715 and P(22|2) = 2341/3456, so two pieces.
func TestSeuil(t *testing.T) {
	cas := []struct {
		cfg     Config
		corbeau int
		p       string
	}{
		{Config{1, 1, 0, 1, Max}, 1, "2/3"},
		{Config{2, 2, 0, 2, Max}, 2, "2341/3456"},
	}
	for _, cfg := range []Config{{3, 3, 0, 2, Min}, {3, 2, 0, 1, Pire}, {2, 3, 0, 1, Hasard}, {3, 3, 0, 1, Meilleure}} {
		n := nouvelleEnumeration(cfg)
		c := 1
		for n.depart(c).p.Cmp(big.NewRat(1, 2)) <= 0 {
			c++
		}
		cas = append(cas, struct {
			cfg     Config
			corbeau int
			p       string
		}{cfg, c, n.depart(c).p.RatString()})
	}
	for _, tc := range cas {
		want, _ := new(big.Rat).SetString(tc.p)
		w, _ := want.Float64()
		for _, exact := range []bool{false, true} {
			s, err := Seuil(ctx, tc.cfg, exact)
			if err != nil {
				t.Fatal(err)
			}
			if s.Corbeau != tc.corbeau || math.Abs(s.Probabilite-w) > 1e-15 {
				t.Errorf("%+v (exact %v) : seuil %d (%v), attendu %d (%v)", tc.cfg, exact, s.Corbeau, s.Probabilite, tc.corbeau, w)
			}
			if exact && s.Fraction.Cmp(want) != 0 {
				t.Errorf("%+v : fraction %v, attendu %v", tc.cfg, s.Fraction, want)
			}
		}
	}
	// The original box, too large to enumerate, against testdata/seuils_004.py (the recursion
	// written apart in Python's fractions).
	for _, tc := range []struct {
		s       Strategie
		corbeau int
		p       string
	}{
		{Max, 8, "126664804774367970502216794541777669445870068982244908657/224090089741337311660032000000000000000000000000000000000"},
		{Min, 9, "7506044956271639545277923335283084785829041044209886767824618773/14098529396436750774673782865920000000000000000000000000000000000"},
		{Hasard, 8, "1099904353067019640833035896850062341422512969532901609065060347483269389/2152985695267216480345833332541566327193600000000000000000000000000000000"},
		{Meilleure, 8, "126664804774367970502216794541777669445870068982244908657/224090089741337311660032000000000000000000000000000000000"},
		{Pire, 9, "7506044956271639545277923335283084785829041044209886767824618773/14098529396436750774673782865920000000000000000000000000000000000"},
	} {
		cfg := Originale
		cfg.Strategie = tc.s
		want, _ := new(big.Rat).SetString(tc.p)
		w, _ := want.Float64()
		for _, exact := range []bool{false, true} {
			s, err := Seuil(ctx, cfg, exact)
			if err != nil {
				t.Fatal(err)
			}
			if s.Corbeau != tc.corbeau || math.Abs(s.Probabilite-w) > 1e-15 || exact && s.Fraction.Cmp(want) != 0 {
				t.Errorf("boîte originale, %v (exact %v) : seuil %d (%v, %v), attendu %d (%v, seuils_004.py)", tc.s, exact, s.Corbeau, s.Probabilite, s.Fraction, tc.corbeau, w)
			}
		}
	}
}

func TestConfigInvalide(t *testing.T) {
	cases := []struct {
		cfg   Config
		champ string
	}{
		{Config{0, 10, 9, 2, Max}, "arbres"},
		{Config{-1, 10, 9, 2, Max}, "arbres"},
		{Config{MaxArbres + 1, 1, 9, 2, Max}, "arbres"},
		{Config{4, 0, 9, 2, Max}, "fruits"},
		{Config{4, 10, 0, 2, Max}, "corbeau"},
		{Config{4, 10, 9, 0, Max}, "panier-fruits"},
		{Config{4, 10, 9, 2, Strategie(9)}, "panier"},
	}
	for _, tc := range cases {
		_, err := Calculer(ctx, tc.cfg, false)
		var ec *parametre.Erreur
		if !errors.As(err, &ec) || ec.Nom != tc.champ {
			t.Errorf("%+v : erreur %v, attendu le champ %s", tc.cfg, err, tc.champ)
		}
	}
	if _, err := NouveauGraphe(ctx, Originale, 1000); !errors.Is(err, ErrTropGrand) {
		t.Errorf("graphe de la boîte originale : erreur %v, attendu ErrTropGrand", err)
	}
	if _, err := Calculer(ctx, Config{100, 100, 1, 2, Max}, false); !errors.Is(err, ErrTropGrand) {
		t.Errorf("100×100 : erreur %v, attendu ErrTropGrand", err)
	}
	annule, stop := context.WithCancel(ctx)
	stop()
	if _, err := Calculer(annule, Config{6, 20, 20, 2, Max}, false); !errors.Is(err, context.Canceled) {
		t.Errorf("calcul annulé : erreur %v", err)
	}
}

func TestEstimer(t *testing.T) {
	cases := []struct {
		cfg                 Config
		vecteurs, positions int64
	}{
		// C(14, 4) = 1001 sorted vectors of 4 trees of at most 10 fruits; C(26, 6) = 230230.
		{Originale, 1001, 9009},
		{Config{6, 20, 20, 2, Max}, 230230, 4604600},
		{Config{2, 2, 2, 2, Max}, 6, 12},
	}
	for _, tc := range cases {
		b := Estimer(tc.cfg, false, false)
		if b.Vecteurs != tc.vecteurs || b.Positions != tc.positions {
			t.Errorf("%+v : %d vecteurs, %d positions, attendu %d et %d", tc.cfg, b.Vecteurs, b.Positions, tc.vecteurs, tc.positions)
		}
		if b.Octets <= 0 || b.Octets >= Estimer(tc.cfg, true, true).Octets {
			t.Errorf("%+v : %d octets, à comparer au mode exact complet", tc.cfg, b.Octets)
		}
	}
	if b := Estimer(Config{100, 1000, 9, 2, Max}, false, false); b.Octets != math.MaxInt64 || b.Vecteurs != math.MaxInt64 {
		t.Errorf("100×1000 : %+v, attendu la saturation", b)
	}
}

func TestNotation(t *testing.T) {
	for _, tc := range []struct {
		e    Etat
		want string
	}{
		{Etat{[]int{2, 1}, 2}, "21|2"},
		{Etat{[]int{10, 10, 9}, 9}, "10.10.9|9"},
		{Etat{[]int{1}, 1}, "1|1"},
	} {
		if got := tc.e.String(); got != tc.want {
			t.Errorf("%v : %q, attendu %q", tc.e.Arbres, got, tc.want)
		}
	}
}

func FuzzLireStrategie(f *testing.F) {
	for _, s := range []string{"max", "min", "random", "meilleure", "pire", "toutes", "", "MAX"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, nom string) {
		s, err := LireStrategie(nom)
		if err != nil {
			return
		}
		if s.String() != nom && NomsAnglais()[s.String()] != nom {
			t.Errorf("%q lu comme %v", nom, s)
		}
	})
}

func TestCalculerSuivi(t *testing.T) {
	// 3 trees of at most 3 fruits: C(6, 3) = 20 sorted vectors, listed once, then the 19 that
	// are not the end computed for each of the 7 pieces: 20 + 7 × 19 = 153 positions.
	var total, appels int64
	r, err := CalculerSuivi(ctx, Config{3, 3, 7, 2, Max}, false, func(n int64) { total += n; appels++ })
	if err != nil {
		t.Fatal(err)
	}
	if total != 153 || Travail(Config{3, 3, 7, 2, Max}) != 153 || len(r.ParCorbeau) != 7 {
		t.Errorf("%d positions signalées, Travail %d, attendu 153", total, Travail(Config{3, 3, 7, 2, Max}))
	}
	// A larger game: C(18, 6) = 18,564 vectors, 18,564 + 2 × 18,563 = 55,690 positions; the bar
	// must move within a layer, not once per layer.
	cfg := Config{6, 12, 2, 2, Max}
	total, appels = 0, 0
	if _, err := CalculerSuivi(ctx, cfg, true, func(n int64) { total += n; appels++ }); err != nil {
		t.Fatal(err)
	}
	if total != 55690 || Travail(cfg) != 55690 {
		t.Errorf("%d positions signalées, Travail %d, attendu 55 690", total, Travail(cfg))
	}
	if appels < 10 {
		t.Errorf("%d appels de suivi pour 3 passes : la barre avancerait par à-coups", appels)
	}
}
