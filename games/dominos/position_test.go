package dominos

import (
	"context"
	"errors"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"jeux/parametre"
)

// The position of every turn of random games, written as « dominos conseil » reads it (Textes)
// and read back, is the same position, and its view is the one the game gives its players: the
// reading loses nothing a strategy sees.
func TestPositionDePartie(t *testing.T) {
	h := rand.New(rand.NewPCG(3, 4))
	for k := range 60 {
		max := 2 + k%5
		regles := Regles{Max: max, Main: 1 + k%min(6, NbTuiles(max)/2), Decompte2012: k%3 == 0, Pose: RegleDePose(k % 2)}
		p := CommencerPartie(Distribuer(h, regles), regles)
		for !p.Finie() {
			coups := p.Placements()
			if len(coups) == 0 {
				if err := p.Passer(); err != nil {
					t.Fatal(err)
				}
				continue
			}
			pos := p.Position()
			chaine, main, passe, ouverture := pos.Textes()
			lue, err := ConfigConseil{Regles: ChoixRegles{Max: regles.Max, Decompte2012: regles.Decompte2012, Pose: NomPose(regles.Pose.String())},
				Chaine: chaine, Main: main, Passe: passe, Ouverture: ouverture, Adverse: pos.Adverse, Budget: 1}.Position()
			if err != nil || !reflect.DeepEqual(lue, pos) {
				t.Fatalf("%+v : relue %+v (%v)", pos, lue, err)
			}
			a, b := *p.Vue(nil), *lue.Vue(nil)
			if a != b {
				t.Fatalf("vue de la partie %+v, de la position %+v", a, b)
			}
			if err := p.Placer(coups[h.IntN(len(coups))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// The advice of a position is drawn from the seed and the position alone: the same twice, and
// the same for two writings of the same position (tiles of the hand in another order, x:y for
// x-y); the budget only adds samples.
func TestConseillerDeterministe(t *testing.T) {
	lire := func(chaine, main string) Position {
		p, err := ConfigConseil{Regles: ChoixRegles{Max: 6, Pose: "2012"}, Chaine: chaine, Main: main, Adverse: 4, Passe: "3", Budget: 1}.Position()
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	a, b := lire("6-6 6-5 5-2", "5-4 2-1 2-0"), lire("6:6 6:5 5:2", "2-0, 1-2 4:5")
	ea, eb := a.Conseiller(40, 7, nil), b.Conseiller(40, 7, nil)
	if len(ea) != 2 || !slices.Equal(ea, eb) || !slices.Equal(ea, a.Conseiller(40, 7, nil)) {
		t.Errorf("%v, %v", ea, eb)
	}
	if slices.Equal(ea, a.Conseiller(40, 8, nil)) {
		t.Errorf("graines 7 et 8 : mêmes estimations %v", ea)
	}
}

// The advice has one line for each playable tile of the hand: on the ends 6 and 2, 2-1 and 2-0,
// not 5-4. An interrupted advice gives the context's error, no result.
func TestConseil(t *testing.T) {
	p, err := ConfigConseil{Regles: ChoixRegles{Max: 6, Pose: "2012"}, Chaine: "6-6 6-5 5-2", Main: "5-4 2-1 2-0", Adverse: 4, Passe: "3", Budget: 1}.Position()
	if err != nil {
		t.Fatal(err)
	}
	r, err := p.Conseil(context.Background(), 40, 7)
	if err != nil || r == nil || len(r.Coups) != 2 {
		t.Fatalf("conseil : %+v, %v ; deux coups attendus (2-1 et 2-0 sur le 2)", r, err)
	}
	ctx, annule := context.WithCancel(context.Background())
	annule()
	if r, err := p.Conseil(ctx, 40, 7); !errors.Is(err, context.Canceled) || r != nil {
		t.Errorf("conseil interrompu : %+v, %v", r, err)
	}
}

// Whatever the text, the position is read or refused, never in a panic: a refusal names one of
// the options; an accepted position is one of a game (every check of Valider holds on the view)
// and its writing (Textes) reads back to it.
func FuzzConseilPosition(f *testing.F) {
	f.Add("6-6 6-5 5-2", "5-4 2-1 3-0", "", "", 4, 6)
	f.Add("2:2 2:1", "2-0 1-0", "", "2-2", 2, 2)
	f.Add("6-6 5-4", "4-4", "3,5", "6-6", 2, 6)
	f.Add("3-3", "3-3", "", "", 1, 3)
	f.Add("1-0 0-0 0-1", "1-1", "0", "1:0", 1, 1)
	f.Add("", "", ",", "x", 0, -1)
	f.Add("12-12 12-0", "0-0 1-1", "12", "12-12", 2, 12)
	f.Fuzz(func(t *testing.T, chaine, main, passe, ouverture string, adverse, max int) {
		c := ConfigConseil{Regles: ChoixRegles{Max: max, Pose: "2012"}, Chaine: chaine, Main: main, Passe: passe, Ouverture: ouverture, Adverse: adverse, Budget: 1}
		p, err := c.Position()
		if err != nil {
			var e *parametre.Erreur
			if !errors.As(err, &e) || !slices.Contains([]string{"chaine", "main", "adverse", "passe", "ouverture", "max"}, e.Nom) {
				t.Fatalf("%+v : erreur %v", c, err)
			}
			return
		}
		v := p.Vue(nil)
		if v.Main.Taille() < 1 || !v.Main.Et(v.Posees).Vide() || v.Posees.Taille() != len(p.Chaine) || p.Adverse < 1 ||
			v.Main.Taille()+p.Adverse+len(p.Chaine) != 2*p.Regles.Main || PossiblesAdverses(v).Taille() < p.Adverse ||
			!v.Main.Ou(v.Posees).Sauf(Jeu(max)).Vide() || p.Regles.Main > MaxMainExacte {
			t.Fatalf("%+v : position acceptée %+v", c, p)
		}
		for i := 1; i < len(p.Chaine); i++ {
			if p.Chaine[i-1][1] != p.Chaine[i][0] {
				t.Fatalf("%+v : chaîne %v acceptée", c, p.Chaine)
			}
		}
		c.Chaine, c.Main, c.Passe, c.Ouverture = p.Textes()
		if q, err := c.Position(); err != nil || !reflect.DeepEqual(p, q) {
			t.Fatalf("%+v : relue %+v (%v), attendu %+v", c, q, err, p)
		}
	})
}

// ConfigConseil reads its rules as the command line gives them: a budget of 0 is refused first,
// then a wrong pose; the size of the hands of its rules is ignored, the counts give it
// ((3 + 4 + 1) / 2 = 4 here).
func TestConfigConseilChoix(t *testing.T) {
	c := ConfigConseil{Regles: ChoixRegles{Max: 6, Main: 10, Pose: "libre"}, Chaine: "6-6", Main: "6-4 5-5 4-1", Adverse: 4, Budget: 1}
	p, err := c.Position()
	if err != nil || p.Regles != (Regles{Max: 6, Main: 4, Pose: PoseLibre}) {
		t.Errorf("%+v : règles %+v (%v)", c, p.Regles, err)
	}
	c.Regles.Pose = "x"
	if _, err := c.Position(); nomErreur(err) != "pose" {
		t.Errorf("pose x : %v", err)
	}
	c.Budget = 0
	if _, err := c.Position(); nomErreur(err) != "budget" {
		t.Errorf("budget 0 et pose x : %v", err)
	}
}
