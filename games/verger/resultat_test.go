package verger

import (
	"context"
	"math"
	"slices"
	"strings"
	"testing"

	"jeux/parallel"
)

func TestParametre(t *testing.T) {
	cas := []struct {
		cfg                   Config
		nom, valeur, attendus string
	}{
		{Config{Arbres: 0, Fruits: 1, Corbeau: 1, PanierFruits: 1}, "arbres", "0", "entre 1 et 100"},
		{Config{Arbres: 1, Fruits: 1, Corbeau: -2, PanierFruits: 1}, "corbeau", "-2", "entier"},
		{Config{Arbres: 1, Fruits: 1, Corbeau: 1, PanierFruits: 0}, "panier-fruits", "0", "entier"},
		// -p/--panier on the command line.
		{Config{Arbres: 1, Fruits: 1, Corbeau: 1, PanierFruits: 1, Strategie: 9}, "panier", "9", "max"},
	}
	for _, c := range cas {
		var p interface {
			Parametre() (string, string, string)
		}
		err := c.cfg.Valider()
		e, ok := err.(*ErreurConfig)
		if !ok {
			t.Fatalf("%+v : %v, attendu une *ErreurConfig", c.cfg, err)
		}
		p = e
		nom, valeur, attendu := p.Parametre()
		if nom != c.nom || valeur != c.valeur || !strings.Contains(attendu, c.attendus) {
			t.Errorf("%+v : %q %q %q, attendu %q %q …%s…", c.cfg, nom, valeur, attendu, c.nom, c.valeur, c.attendus)
		}
	}
}

func TestLireStrategies(t *testing.T) {
	if s, err := LireStrategies("toutes"); err != nil || !slices.Equal(s, []Strategie{Max, Min, Hasard, Meilleure, Pire}) {
		t.Errorf("toutes : %v, %v", s, err)
	}
	if s, err := LireStrategies("random"); err != nil || !slices.Equal(s, []Strategie{Hasard}) {
		t.Errorf("random : %v, %v", s, err)
	}
	if _, err := LireStrategies("Max"); err == nil || !strings.Contains(err.Error(), `"Max"`) || !strings.Contains(err.Error(), "toutes") {
		t.Errorf("Max : %v", err)
	}
}

// ChoixDemande: the strategies read from -p, and the two refusals of -p with their messages.
func TestChoixDemande(t *testing.T) {
	jeu := Config{Arbres: 2, Fruits: 3, Corbeau: 4, PanierFruits: 1}
	for _, c := range []struct {
		panier     string
		toutes     bool
		strategies []Strategie
		refus      string // the Attendu of the *ErreurConfig of "panier"; "" when accepted
	}{
		{"min", false, []Strategie{Min}, ""},
		{"pire", true, []Strategie{Pire}, ""},
		{"toutes", true, []Strategie{Max, Min, Hasard, Meilleure, Pire}, ""},
		{"toutes", false, nil, `"toutes" refusé : jeux verger markov montre une seule stratégie (max, min, random, meilleure ou pire)`},
		{"prudente", true, nil, `stratégie "prudente" inconnue ; stratégies acceptées : max, min, random, meilleure, pire ou toutes`},
	} {
		d, err := ChoixDemande{Config: jeu, Panier: c.panier, Toutes: c.toutes, Commande: "jeux verger markov", Exact: true}.Demande()
		if c.refus != "" {
			e, ok := err.(*ErreurConfig)
			if !ok || e.Nom != "panier" || e.Valeur != "" || e.Attendu != c.refus {
				t.Errorf("-p %s : %#v, attendu le refus de panier %q", c.panier, err, c.refus)
			}
			continue
		}
		want := jeu
		want.Strategie = c.strategies[0]
		if err != nil || !slices.Equal(d.Strategies, c.strategies) || d.Config != want || !d.Exact || d.Memoire != 0 {
			t.Errorf("-p %s : %+v, %v ; attendu les stratégies %v", c.panier, d, err, c.strategies)
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
