package verger

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/big"
	"testing"

	"jeux/markov"
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
		// Seed 004 and SPEC §4.2: two trees of two fruits, two pieces, max.
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
// original box (4 trees of 10 fruits, 9 pieces, max), rounded to two decimals.
func TestBoiteOriginale(t *testing.T) {
	r := calculer(t, Originale, false)
	if math.Abs(r.Probabilite-0.68) > 0.005 {
		t.Errorf("boîte originale : %v, attendu 0,68 à 0,005 près", r.Probabilite)
	}
	ex := calculer(t, Originale, true)
	if f, _ := ex.Fraction.Float64(); math.Abs(f-r.Probabilite) > 1e-14 {
		t.Errorf("exact %v et flottant %v diffèrent", f, r.Probabilite)
	}
}

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

// meilleure is never below any other strategy and pire never above, on every small game.
func TestMeilleureEtPire(t *testing.T) {
	for a := 1; a <= 4; a++ {
		for f := 1; f <= 4; f++ {
			for m := 1; m <= 3; m++ {
				cfg := Config{Arbres: a, Fruits: f, Corbeau: 6, PanierFruits: m}
				p := map[Strategie][]float64{}
				for _, s := range Strategies {
					cfg.Strategie = s
					p[s] = calculer(t, cfg, false).ParCorbeau
				}
				for c := range cfg.Corbeau {
					for _, s := range Strategies {
						if p[s][c] > p[Meilleure][c]+1e-14 || p[s][c] < p[Pire][c]-1e-14 {
							t.Errorf("%d×%d×%d, panier %d : %v = %v hors de [pire %v ; meilleure %v]",
								a, f, c+1, m, s, p[s][c], p[Pire][c], p[Meilleure][c])
						}
					}
				}
			}
		}
	}
}

// The table (recursion) against the Markov chain solved by LU, on every state of every game
// small enough for a dense matrix. Durations are checked twice: with the chain's expected cost
// (arbres+2)/(k+2) per state, and on a second chain that keeps the real die, re-rolls included,
// whose plain expected number of steps is the number of rolls.
func TestRecursionContreChaine(t *testing.T) {
	for a := 1; a <= 3; a++ {
		for f := 1; f <= 3; f++ {
			for c := 1; c <= 3; c++ {
				for m := 1; m <= 2; m++ {
					for _, s := range Strategies {
						verifieChaine(t, Config{a, f, c, m, s})
					}
				}
			}
		}
	}
	verifieChaine(t, Config{4, 3, 4, 2, Hasard})
	verifieChaine(t, Config{2, 5, 5, 3, Meilleure})
}

func verifieChaine(t *testing.T, cfg Config) {
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
	faces := float64(cfg.Arbres + 2)
	cout := make([]float64, ch.Len())
	reel := reelle(t, g)
	abReel, err := reel.Absorb()
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range g.Etats {
		cout[i] = faces / float64(len(s.Arbres)+2)
	}
	couts, err := ab.ExpectedCost(cout)
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range g.Etats {
		p, _ := table.Probabilite(s)
		d, _ := table.Duree(s)
		if q := ab.Probability(i, g.Victoire()); math.Abs(p-q) > 1e-12 {
			t.Errorf("%+v, %v : récurrence %v, chaîne %v", cfg, s, p, q)
		}
		if math.Abs(d-couts[i]) > 1e-9*d || math.Abs(d-abReel.ExpectedSteps(i)) > 1e-9*d {
			t.Errorf("%+v, %v : durée %v, chaîne %v et %v", cfg, s, d, couts[i], abReel.ExpectedSteps(i))
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

// ParCorbeau[c−1] is the answer of a game with c pieces, computed on its own.
func TestParCorbeau(t *testing.T) {
	cfg := Config{3, 4, 7, 2, Hasard}
	courbe := calculer(t, cfg, false).ParCorbeau
	if len(courbe) != cfg.Corbeau {
		t.Fatalf("%d valeurs, attendu %d", len(courbe), cfg.Corbeau)
	}
	for c := 1; c <= cfg.Corbeau; c++ {
		seul := cfg
		seul.Corbeau = c
		if p := calculer(t, seul, false).Probabilite; p != courbe[c-1] {
			t.Errorf("%d pièces : courbe %v, calcul seul %v", c, courbe[c-1], p)
		}
	}
}

// The threshold is the first number of pieces above 1/2 on the curve of a long enough raven.
func TestSeuil(t *testing.T) {
	for _, cfg := range []Config{Originale, {4, 10, 0, 2, Min}, {2, 2, 0, 2, Max}, {6, 3, 0, 1, Pire}, {1, 1, 0, 1, Max}} {
		cfg.Corbeau = 40
		courbe := calculer(t, cfg, false).ParCorbeau
		want := 0
		for c, p := range courbe {
			if p > 0.5 {
				want = c + 1
				break
			}
		}
		for _, exact := range []bool{false, true} {
			s, err := Seuil(ctx, cfg, exact)
			if err != nil {
				t.Fatal(err)
			}
			// The exact mode rounds its fraction, the float one accumulates: one ulp or two apart.
			if s.Corbeau != want || math.Abs(s.Probabilite-courbe[want-1]) > 1e-15 {
				t.Errorf("%+v (exact %v) : seuil %d (%v), attendu %d (%v)", cfg, exact, s.Corbeau, s.Probabilite, want, courbe[want-1])
			}
			if exact && s.Fraction.Cmp(big.NewRat(1, 2)) <= 0 {
				t.Errorf("%+v : fraction %v pas au-dessus de 1/2", cfg, s.Fraction)
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
		{Config{4, 10, 9, 2, Strategie(9)}, "strategie"},
	}
	for _, tc := range cases {
		_, err := Calculer(ctx, tc.cfg, false)
		var ec *ErreurConfig
		if !errors.As(err, &ec) || ec.Champ != tc.champ {
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
		if s.String() != nom {
			t.Errorf("%q lu comme %v", nom, s)
		}
	})
}

func TestCalculerSuivi(t *testing.T) {
	couches := 0
	r, err := CalculerSuivi(ctx, Config{3, 3, 7, 2, Max}, false, func() { couches++ })
	if err != nil {
		t.Fatal(err)
	}
	if couches != 7 || len(r.ParCorbeau) != 7 {
		t.Errorf("%d couches signalées pour 7 pièces", couches)
	}
}
