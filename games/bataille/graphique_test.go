package bataille

import (
	"context"
	"errors"
	"testing"

	"jeux/parallel"
	"jeux/stats"
)

// A chart of one deck or several: lists read, the first deck, rules and games checked, the
// parity curves refused for several decks before the others are checked, then the decks and
// the width of the classes.
func TestChoixGraphique(t *testing.T) {
	paternault := ChoixRegles{Regles: "paternault"}
	g, err := ChoixGraphique{"4", "8,13", paternault, 100, 3, 20, false, false}.Config()
	if err != nil || len(g.Jeux) != 2 || g.Jeux[0].Valeurs != 8 || g.Jeux[1].Valeurs != 13 || g.Jeux[1].Couleurs != 4 ||
		g.Largeur != 20 || g.Parties != 100 || g.Graine != 3 || g.Travail() != 200 {
		t.Fatalf("4 × 8,13 : %+v, %v", g, err)
	}
	if g, err := (ChoixGraphique{"2", "3", paternault, 10, 1, 10, false, true}).Config(); err != nil || len(g.Jeux) != 1 || !g.Parite || g.Travail() != 10 {
		t.Errorf("2 × 3 --parite : %+v, %v", g, err)
	}
	var p *ErreurPariteJeux
	for _, v := range []string{"8,13", "8,200"} {
		if _, err := (ChoixGraphique{"4", v, paternault, 10, 1, 10, false, true}).Config(); !errors.As(err, &p) || p.Jeux != 2 {
			t.Errorf("4 × %s --parite : erreur %v, attendu *ErreurPariteJeux de 2 jeux", v, err)
		}
	}
	for _, c := range []struct {
		ch    ChoixGraphique
		champ string
	}{
		{ChoixGraphique{"y", "8,x", paternault, 10, 1, 10, false, false}, "couleurs"},
		{ChoixGraphique{"4", "8,8", paternault, 10, 1, 10, false, false}, "valeurs"},
		{ChoixGraphique{"0", "8,13", paternault, 10, 1, 10, false, true}, "couleurs"},
		{ChoixGraphique{"4", "8,13", ChoixRegles{Regles: "paternault", Ramassage: "optimisee"}, 0, 1, 10, false, false}, "ramassage"},
		{ChoixGraphique{"4", "8,13", paternault, 0, 1, 0, false, false}, "nombre"},
		{ChoixGraphique{"4", "8,200", paternault, 10, 1, 10, false, false}, "couleurs × valeurs"},
		{ChoixGraphique{"1,2,3", "2,3,4", paternault, 10, 1, 10, false, false}, "couleurs × valeurs"}, // 9 decks
		{ChoixGraphique{"4", "8,13", paternault, 10, 1, 0, false, false}, "largeur"},
		{ChoixGraphique{"4", "13", paternault, 10, 1, 0, false, false}, "largeur"},
		// A width given with the parity curves is refused before anything else; the default is not.
		{ChoixGraphique{"x", "13", paternault, 10, 1, 10, true, true}, "largeur"},
		{ChoixGraphique{"4", "13", paternault, 10, 1, 10, true, false}, ""},
	} {
		if _, err := c.ch.Config(); nomErreur(err) != c.champ {
			t.Errorf("%+v : erreur %v, attendu une sur %s", c.ch, err, c.champ)
		}
	}
}

// Whatever the lists typed, ChoixGraphique refuses them with a *parametre.Erreur or, for the parity
// of several decks, an *ErreurPariteJeux; or gives one to MaxJeuxGraphique decks that play, and
// the parity curves of one deck only.
func FuzzChoixGraphique(f *testing.F) {
	for _, s := range []struct {
		c, v   string
		parite bool
	}{{"4", "13", false}, {"4", "8,13", true}, {"1,2,3", "2,3,4", false}, {"0", "x", false}, {"2,4", "8", false}, {"16", "16", true}} {
		f.Add(s.c, s.v, s.parite)
	}
	f.Fuzz(func(t *testing.T, couleurs, valeurs string, parite bool) {
		g, err := ChoixGraphique{couleurs, valeurs, ChoixRegles{Regles: "paternault"}, 10, 1, 10, false, parite}.Config()
		var p *ErreurPariteJeux
		switch {
		case errors.As(err, &p):
			if !parite || p.Jeux < 2 {
				t.Fatalf("%q × %q, parité %v : %v", couleurs, valeurs, parite, err)
			}
		case err != nil:
			if nomErreur(err) == "?" {
				t.Fatalf("%q × %q : erreur %v", couleurs, valeurs, err)
			}
		case len(g.Jeux) < 1 || len(g.Jeux) > MaxJeuxGraphique || parite && len(g.Jeux) != 1:
			t.Fatalf("%q × %q, parité %v : %d jeux", couleurs, valeurs, parite, len(g.Jeux))
		default:
			for _, s := range g.Simulations() {
				if err := s.Valider(); err != nil {
					t.Fatalf("%q × %q : %+v, %v", couleurs, valeurs, s, err)
				}
			}
		}
	})
}

// Each deck of a chart is simulated whole, in order, with its own figures.
func TestConfigGraphiqueJeuxDurees(t *testing.T) {
	g, err := ChoixGraphique{"2", "3,5", ChoixRegles{Regles: "paternault"}, 2000, 1, 10, false, false}.Config()
	if err != nil {
		t.Fatal(err)
	}
	f := &simulateurFixe{}
	hs, err := g.Durees(context.Background(), parallel.Options{}, f.simule)
	// 2,000 games are two work items of 1,024.
	if err != nil || len(hs) != 2 || hs[0].Count(3) != 2000 || hs[1].Count(5) != 2000 || len(f.lots) != 2 || f.lots[1] != [2]int64{0, 2} {
		t.Fatalf("durées %v, lots %v, %v", hs, f.lots, err)
	}
	echec := errors.New("panne")
	_, err = g.Durees(context.Background(), parallel.Options{}, func(context.Context, Simulation, parallel.Options, int64, int64) (*stats.Histogram, error) {
		return nil, echec
	})
	if !errors.Is(err, echec) {
		t.Errorf("panne du simulateur : %v", err)
	}
}
