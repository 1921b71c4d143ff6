package rostam

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"testing"

	"jeux/parallel"
	"jeux/parametre"
)

// LireGraphique: each chart, by its French or English name, with the options it does not use;
// an unknown one is refused with its value quoted and the names accepted. The zero value is
// infinies, the default of --graphique.
func TestLireGraphique(t *testing.T) {
	for _, c := range []struct {
		noms      []string
		sansEffet []string
	}{{[]string{"infinies", "infinite"}, []string{"cartes", "nombre", "graine", "largeur"}}, {[]string{"durees", "durations"}, []string{"jusqua", "calcul"}}} {
		for _, nom := range c.noms {
			g, err := LireGraphique(nom)
			n, pourquoi, sansEffet := g.OptionsSansEffet()
			if err != nil || n != c.noms[0] || g.String() != c.noms[0] || !slices.Equal(sansEffet, c.sansEffet) || pourquoi == "" {
				t.Errorf("%s : %v, %v ; attendu sans effet %v", nom, g, err, c.sansEffet)
			}
		}
	}
	if var0 := Graphique(0); var0.String() != "infinies" || !slices.Equal(var0.Valeurs(), []string{"infinies", "durees"}) {
		t.Errorf("valeur nulle %v, noms %v", var0, var0.Valeurs())
	}
	_, err := LireGraphique("camembert")
	if e, ok := err.(*parametre.Erreur); !ok || e.Nom != "graphique" || e.Valeur != `"camembert"` || e.Code != parametre.Parmi || fmt.Sprint(e.Args) != "[infinies durees]" {
		t.Errorf("camembert : %#v", err)
	}
}

func FuzzLireGraphique(f *testing.F) {
	for _, s := range []string{"infinies", "durees", "", "Durees", "durées", "infinies\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, nom string) {
		g, err := LireGraphique(nom)
		var e *parametre.Erreur
		switch {
		case err == nil && g.String() != nom && graphiques[g].anglais != nom:
			t.Errorf("%q lu comme %q", nom, g)
		case err != nil && (!errors.As(err, &e) || e.Nom != "graphique" || e.Valeur != strconv.Quote(nom)):
			t.Errorf("%q : %#v", nom, err)
		}
	})
}

// What each chart computes, on decks worked by hand: N = 2 and 3 have 2! = 2 and 3! = 6 deals,
// and none is infinite (the published counts, which the enumeration finds again); with N = 2
// every game is one trick, so a simulation of 10 deals has 10 games of duration 1.
func TestDemandeGraphiqueCalculer(t *testing.T) {
	ctx, opt := context.Background(), parallel.Options{Workers: 2}
	infinies, _ := LireGraphique("infinies")
	for _, calcul := range []bool{false, true} {
		r, err := DemandeGraphique{Graphique: infinies, Jusqua: 3, Calcul: calcul}.Calculer(ctx, 1, opt)
		if err != nil || r.Bilan != nil || len(r.Comptes) != 2 {
			t.Fatalf("infinies, calcul %v : %+v, %v", calcul, r, err)
		}
		for i, c := range r.Comptes {
			if c.N != i+2 || c.Donnes != Factorielle(i+2) || c.Infinies != 0 {
				t.Errorf("infinies, calcul %v : %+v", calcul, c)
			}
		}
	}
	var e *parametre.Erreur
	if _, err := (DemandeGraphique{Graphique: infinies, Jusqua: MaxCalcul + 1, Calcul: true}).Calculer(ctx, 1, opt); !errors.As(err, &e) || e.Nom != "jusqua" {
		t.Errorf("--jusqua %d --calcul : %v", MaxCalcul+1, err)
	}
	durees, _ := LireGraphique("durees")
	r, err := DemandeGraphique{Graphique: durees, Simulation: ConfigSimulation{N: 2, Parties: 10}}.Calculer(ctx, 1, opt)
	if err != nil || r.Comptes != nil || r.Bilan.Parties != 10 || r.Bilan.Infinies != 0 || r.Bilan.Durees.Count(1) != 10 {
		t.Fatalf("durees : %+v, %v", r, err)
	}
	if _, err := (DemandeGraphique{Graphique: durees, Simulation: ConfigSimulation{N: 1, Parties: 10}}).Calculer(ctx, 1, opt); !errors.As(err, &e) || e.Nom != "cartes" {
		t.Errorf("durees -N 1 : %v", err)
	}
}
