package verger

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"jeux/parallel"
	"jeux/parametre"
)

func TestParametre(t *testing.T) {
	cas := []struct {
		cfg         Config
		nom, valeur string
		code        parametre.Code
		args        []any
	}{
		{Config{Arbres: 0, Fruits: 1, Corbeau: 1, PanierFruits: 1}, "arbres", "0", CodeEntier, []any{1, 100}},
		{Config{Arbres: 1, Fruits: 1, Corbeau: -2, PanierFruits: 1}, "corbeau", "-2", CodeEntier, []any{1, 1 << 30}},
		{Config{Arbres: 1, Fruits: 1, Corbeau: 1, PanierFruits: 0}, "panier-fruits", "0", CodeEntier, []any{1, 1 << 30}},
		// -p/--panier on the command line.
		{Config{Arbres: 1, Fruits: 1, Corbeau: 1, PanierFruits: 1, Strategie: 9}, "panier", "9", parametre.Parmi, []any{"max", "min", "random", "meilleure", "pire"}},
	}
	for _, c := range cas {
		e, ok := c.cfg.Valider().(*parametre.Erreur)
		if !ok || e.Nom != c.nom || e.Valeur != c.valeur || e.Code != c.code || !slices.Equal(e.Args, c.args) {
			t.Errorf("%+v : %#v, attendu %q %q %s %v", c.cfg, e, c.nom, c.valeur, c.code, c.args)
		}
	}
}

func TestLireStrategies(t *testing.T) {
	for nom, want := range map[string][]Strategie{
		"toutes": {Max, Min, Hasard, Meilleure, Pire}, "all": {Max, Min, Hasard, Meilleure, Pire},
		"random": {Hasard}, "meilleure": {Meilleure}, "best": {Meilleure}, "worst": {Pire},
	} {
		if s, err := LireStrategies(nom); err != nil || !slices.Equal(s, want) {
			t.Errorf("%s : %v, %v", nom, s, err)
		}
	}
	var e *parametre.Erreur
	if _, err := LireStrategies("Max"); !errors.As(err, &e) || e.Nom != "panier" || e.Valeur != `"Max"` || e.Code != parametre.Parmi ||
		!slices.Equal(e.Args, []any{"max", "min", "random", "meilleure", "pire", "toutes"}) {
		t.Errorf("Max : %#v", err)
	}
	// A command of one strategy binds a Strategie, which does not read toutes.
	var s Strategie
	if err := s.Set("toutes"); !errors.As(err, &e) || len(e.Args) != 5 {
		t.Errorf("Strategie.Set(toutes) : %#v", err)
	}
}

func TestNomsStrategies(t *testing.T) {
	if got := NomsStrategies(false); !slices.Equal(got, []string{"max", "min", "random", "meilleure", "pire"}) {
		t.Errorf("sans toutes : %v", got)
	}
	if got := NomsStrategies(true); !slices.Equal(got, []string{"max", "min", "random", "meilleure", "pire", "toutes"}) {
		t.Errorf("avec toutes : %v", got)
	}
	for _, nom := range NomsStrategies(true) {
		if _, err := LireStrategies(nom); err != nil {
			t.Errorf("%s : %v", nom, err)
		}
	}
}

// ChoixDemande: the strategies read from -p.
func TestChoixDemande(t *testing.T) {
	jeu := Config{Arbres: 2, Fruits: 3, Corbeau: 4, PanierFruits: 1}
	for _, c := range []struct {
		panier     Panier
		strategies []Strategie
	}{
		{Panier{Strategie: Min}, []Strategie{Min}},
		{Panier{Strategie: Pire}, []Strategie{Pire}},
		{Panier{Toutes: true}, []Strategie{Max, Min, Hasard, Meilleure, Pire}},
		{Panier{}, []Strategie{Max}},
	} {
		d := ChoixDemande{Config: jeu, Panier: c.panier, Exact: true}.Demande()
		want := jeu
		want.Strategie = c.strategies[0]
		if !slices.Equal(d.Strategies, c.strategies) || d.Config != want || !d.Exact || d.Memoire != 0 {
			t.Errorf("-p %v : %+v ; attendu les stratégies %v", c.panier, d, c.strategies)
		}
	}
}

func TestNomDOT(t *testing.T) {
	for i, want := range map[int]string{0: "A", 11: "L", 25: "Z", 26: "AA", 27: "AB", 51: "AZ", 52: "BA", 701: "ZZ", 702: "AAA"} {
		if got := nomDOT(i); got != want {
			t.Errorf("nomDOT(%d) = %q, attendu %q", i, got, want)
		}
	}
}

// Every row of a transition matrix sums to 1, in exact fractions as in float64.
func TestMarkovLignesStochastiques(t *testing.T) {
	for _, s := range Strategies {
		cfg := Config{Arbres: 3, Fruits: 2, Corbeau: 2, PanierFruits: 2, Strategie: s}
		g, err := NouveauGraphe(context.Background(), cfg, 1000)
		if err != nil {
			t.Fatal(err)
		}
		r, err := Markov(context.Background(), g)
		if err != nil {
			t.Fatal(err)
		}
		if len(r.Matrice) != g.Len() || len(r.Etats) != g.Len() || len(r.ParEtat) != g.Len() {
			t.Fatalf("%v : %d lignes, %d états pour %d", s, len(r.Matrice), len(r.Etats), g.Len())
		}
		for i, l := range r.MatriceNombre {
			somme := 0.0
			for _, x := range l {
				somme += x
			}
			if math.Abs(somme-1) > 1e-12 {
				t.Errorf("%v, ligne %d (%s) : somme %v", s, i+1, r.Etats[i], somme)
			}
		}
	}
}

// Cells of the maps worked by hand, with a basket of 2 fruits and 9 pieces: with one tree of one
// fruit every roll but the raven wins, so P = 1 − (1/3)⁹, and one piece already gives 2/3 > 1/2.
func TestCarteALaMain(t *testing.T) {
	d := Demande{Config: Config{Arbres: 4, Fruits: 10, Corbeau: 9, PanierFruits: 2}, Strategies: []Strategie{Max}}
	opt := parallel.Options{Workers: 2}
	p, err := d.Carte(context.Background(), false, opt)
	if err != nil {
		t.Fatal(err)
	}
	want := 1 - math.Pow(1.0/3, 9)
	if got := p.Valeurs[0][0]; math.Abs(got-want) > 1e-15 {
		t.Errorf("1 arbre d'un fruit : %v, attendu %v", got, want)
	}
	if len(p.Valeurs) != CoteCarte || len(p.Valeurs[CoteCarte-1]) != CoteCarte || p.Seuils {
		t.Fatalf("carte %d × ?", len(p.Valeurs))
	}
	s, err := d.Carte(context.Background(), true, opt)
	if err != nil {
		t.Fatal(err)
	}
	if s.Valeurs[0][0] != 1 || !s.Seuils {
		t.Errorf("seuil d'un arbre d'un fruit : %v, attendu 1", s.Valeurs[0][0])
	}
	// Two trees of one fruit: 7/12 > 1/2 with one piece (worked in cmd/jeux's TestVergerCasALaMain).
	if s.Valeurs[1][0] != 1 {
		t.Errorf("seuil de 2 arbres d'un fruit : %v, attendu 1", s.Valeurs[1][0])
	}
}

// Graphique: each chart with the options it does not use, by its French and English names; an
// unknown one is refused with the three names.
func TestGraphique(t *testing.T) {
	for _, c := range []struct {
		noms      []string
		sansEffet []string
	}{
		{[]string{"strategies"}, []string{"panier"}},
		{[]string{"probabilites", "probabilities"}, []string{"arbres", "fruits"}},
		{[]string{"seuils", "thresholds"}, []string{"arbres", "fruits", "corbeau"}},
	} {
		for _, nom := range c.noms {
			var g Graphique
			err := g.Set(nom)
			n, pourquoi, sansEffet := g.OptionsSansEffet()
			if err != nil || n != c.noms[0] || !slices.Equal(sansEffet, c.sansEffet) || pourquoi == "" {
				t.Errorf("%s : %v, %v ; attendu sans effet %v", nom, g, err, c.sansEffet)
			}
			// The maps' reason names their side.
			if g != GraphiqueStrategies && !strings.Contains(pourquoi, fmt.Sprintf("1 à %d arbres de 1 à %d fruits", CoteCarte, CoteCarte)) {
				t.Errorf("%s : %q ne dit pas le côté de la carte, %d", nom, pourquoi, CoteCarte)
			}
		}
	}
	var g Graphique
	err := g.Set("camembert")
	if e, ok := err.(*parametre.Erreur); !ok || e.Nom != "graphique" || e.Valeur != `"camembert"` || e.Code != parametre.Parmi ||
		!slices.Equal(e.Args, []any{"strategies", "probabilites", "seuils"}) {
		t.Errorf("camembert : %#v", err)
	}
}

func FuzzGraphique(f *testing.F) {
	for _, s := range []string{"strategies", "probabilites", "seuils", "thresholds", "", "Seuils", "seuils ", "\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, nom string) {
		var g Graphique
		err := g.Set(nom)
		var e *parametre.Erreur
		switch {
		case err == nil && g.String() != nom && NomsAnglais()[g.String()] != nom:
			t.Errorf("%q lu comme %q", nom, g)
		case err != nil && (!errors.As(err, &e) || e.Nom != "graphique"):
			t.Errorf("%q : %v, attendu une *parametre.Erreur de graphique", nom, err)
		}
	})
}

// What each chart computes, on games worked by hand. One tree of one fruit, a die of three faces
// (the tree, the basket, the raven): any strategy wins unless the raven comes first, 2/3 with one
// piece, 1 − (1/3)² = 8/9 with two. One tree of two fruits and a basket of two, one piece: the
// basket wins (1/3), the tree leaves one fruit that wins with 2/3, so 1/3 + 1/3 · 2/3 = 5/9. Two
// trees of one fruit: the basket wins (1/4), a tree (1/2) leaves one fruit that the other tree or
// the basket picks before the raven with 2/3, so 1/4 + 1/2 · 2/3 = 7/12.
func TestGraphiqueCalculer(t *testing.T) {
	ctx, opt := context.Background(), parallel.Options{Workers: 2}
	g := GraphiqueStrategies
	d := Demande{Config: Config{Arbres: 1, Fruits: 1, Corbeau: 2, PanierFruits: 1}, Strategies: []Strategie{Min}}
	r, err := g.Calculer(ctx, d, opt)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(r.Demande.Strategies, Strategies) || len(r.ParCorbeau) != len(Strategies) || r.Carte != nil {
		t.Fatalf("strategies : %d stratégies, %d courbes, carte %v", len(r.Demande.Strategies), len(r.ParCorbeau), r.Carte)
	}
	for i, courbe := range r.ParCorbeau {
		if len(courbe) != 2 || math.Abs(courbe[0]-2.0/3) > 1e-15 || math.Abs(courbe[1]-8.0/9) > 1e-15 {
			t.Errorf("%v : %v, attendu [2/3 8/9]", r.Demande.Strategies[i], courbe)
		}
	}
	g = GraphiqueProbabilites
	d = Demande{Config: Config{Arbres: 4, Fruits: 10, Corbeau: 1, PanierFruits: 2}, Strategies: []Strategie{Max}}
	if r, err = g.Calculer(ctx, d, opt); err != nil {
		t.Fatal(err)
	}
	if r.ParCorbeau != nil || r.Carte == nil || r.Carte.Seuils || r.Demande.Config != d.Config {
		t.Fatalf("probabilites : %+v", r)
	}
	for _, c := range []struct {
		arbres, fruits int
		p              float64
	}{{1, 1, 2.0 / 3}, {1, 2, 5.0 / 9}, {2, 1, 7.0 / 12}} {
		if got := r.Carte.Valeurs[c.arbres-1][c.fruits-1]; math.Abs(got-c.p) > 1e-15 {
			t.Errorf("%d arbres de %d fruits : %v, attendu %v", c.arbres, c.fruits, got, c.p)
		}
	}
	// Two thirds with one piece: the smallest raven of one tree of one fruit is 1.
	g = GraphiqueSeuils
	if r, err = g.Calculer(ctx, d, opt); err != nil || !r.Carte.Seuils || r.Carte.Valeurs[0][0] != 1 {
		t.Errorf("seuils : %+v, %v", r, err)
	}
}
