package dominos

import (
	"errors"
	"math"
	"strings"
	"testing"
)

// The club's opening, worked by hand (docs/regles.md §2.5): the highest double of both hands,
// whoever holds it; without a double, the heaviest tile, then the one with the higher half.
func TestOuvertureClub(t *testing.T) {
	club := Regles{Max: 6, Main: 3, Pose: PoseLibre, Club: true}
	for _, c := range []struct {
		j1, j2   string
		tuile    [2]int
		ouvreur  int
		tuile12  [2]int // the 2012 rule: the first tile in the order of the hands
		ouvreur2 int
	}{
		// The case: 6:3 opened under the 2012 rule while player 1 held 4:4.
		{"4-4 5-2 1-0", "6-3 6-1 2-1", [2]int{4, 4}, 1, [2]int{6, 3}, 2},
		{"4-4 5-2 1-0", "6-6 6-1 2-1", [2]int{6, 6}, 2, [2]int{6, 6}, 2},
		{"0-0 5-2 1-0", "6-3 6-1 2-1", [2]int{0, 0}, 1, [2]int{6, 3}, 2},
		// No double: the heaviest, 5:4 (9) before 6:2 (8); 2012 takes 6:2 (its 6 first).
		{"5-4 3-0 1-0", "6-2 6-1 2-1", [2]int{5, 4}, 1, [2]int{6, 2}, 2},
		// Same weight: 6:1 before 5:2 and 4:3 (the higher half).
		{"5-2 4-3 1-0", "6-1 3-0 2-0", [2]int{6, 1}, 2, [2]int{6, 1}, 2},
	} {
		var d Donne
		for k, s := range [2]string{c.j1, c.j2} {
			m, err := LireMain("j", s, 6)
			if err != nil {
				t.Fatal(err)
			}
			d.Mains[k] = m
		}
		tu, j := d.Ouverture(club)
		if (Pose{tu.Haut(), tu.Bas()}) != Pose(c.tuile) || j != c.ouvreur {
			t.Errorf("%s contre %s, club : %d:%d par le joueur %d, attendu %v par le joueur %d", c.j1, c.j2, tu.Haut(), tu.Bas(), j, c.tuile, c.ouvreur)
		}
		tu, j = d.Ouverture(ReglesStandard)
		if (Pose{tu.Haut(), tu.Bas()}) != Pose(c.tuile12) || j != c.ouvreur2 {
			t.Errorf("%s contre %s, 2012 : %d:%d par le joueur %d, attendu %v par le joueur %d", c.j1, c.j2, tu.Haut(), tu.Bas(), j, c.tuile12, c.ouvreur2)
		}
	}
}

// The end of a hand under the club rules, worked by hand: going out wins whatever the points,
// a blocked game goes to the lighter hand, a tie is a draw that scores nothing, and the winner
// scores the other's points minus her own.
func TestResultatClub(t *testing.T) {
	club := Regles{Max: 6, Main: 3, Pose: PoseLibre, Club: true}
	main := func(s string) Ensemble {
		if s == "" {
			return Ensemble{}
		}
		m, err := LireMain("j", s, 6)
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	for _, c := range []struct {
		j1, j2           string
		gagnant, marque  int
		gagnant2012      int
		points1, points2 int
	}{
		{"", "0-0", 1, 0, 0, 0, 0},        // out against 0:0: a draw under 2012, a win here
		{"0-0", "", 2, 0, 0, 0, 0},        // the same, the other way round
		{"", "6-5", 1, 11, 1, 0, 11},      // out: the other's points
		{"3-1", "2-0", 2, 2, 2, 4, 2},     // blocked: 4 against 2, the lighter wins by 2
		{"3-1 0-0", "2-2", 0, 0, 0, 4, 4}, // blocked, 4 each: a draw, nobody scores
		{"6-6", "5-5 1-0", 2, 1, 2, 12, 11},
	} {
		e := etat{mains: [2]Ensemble{main(c.j1), main(c.j2)}}
		r := e.resultat(club)
		if r.Gagnant != c.gagnant || r.Marque() != c.marque || r.Points != [2]int{c.points1, c.points2} {
			t.Errorf("%q contre %q : gagnant %d, marque %d, points %v ; attendu %d, %d, [%d %d]",
				c.j1, c.j2, r.Gagnant, r.Marque(), r.Points, c.gagnant, c.marque, c.points1, c.points2)
		}
		if g := e.resultat(ReglesStandard).Gagnant; g != c.gagnant2012 {
			t.Errorf("%q contre %q, 2012 : gagnant %d, attendu %d", c.j1, c.j2, g, c.gagnant2012)
		}
	}
}

// The club rules refuse the 2012 counting and the 2012 pose, naming the option; written
// without the pose, they imply the free one.
func TestChoixReglesClub(t *testing.T) {
	r, err := ChoixRegles{Max: 6, Main: 7, Pose: "2012", Variante: ReglesClub}.Regles()
	if err != nil || r != (Regles{Max: 6, Main: 7, Pose: PoseLibre, Club: true}) {
		t.Errorf("club sans pose : %+v, %v", r, err)
	}
	if r.Choix().Variante != ReglesClub {
		t.Errorf("Choix() = %+v : la variante club perdue", r.Choix())
	}
	for _, c := range []struct {
		choix ChoixRegles
		nom   string
	}{
		{ChoixRegles{Max: 6, Main: 7, Pose: "2012", PoseDonnee: true, Variante: ReglesClub}, "pose"},
		{ChoixRegles{Max: 6, Main: 7, Pose: "libre", Decompte2012: true, Variante: ReglesClub}, "decompte-2012"},
	} {
		if _, err := c.choix.Regles(); nomErreur(err) != c.nom {
			t.Errorf("%+v : %v, attendu une erreur qui nomme %s", c.choix, err, c.nom)
		}
	}
	if err := (Regles{Max: 6, Main: 7, Club: true}).Valider(); nomErreur(err) != "pose" {
		t.Errorf("Regles club sous la pose de 2012 : %v, attendu une erreur qui nomme pose", err)
	}
	if _, err := (ChoixRegles{Max: 6, Main: 7, Pose: "libre", PoseDonnee: true, Variante: ReglesClub}).Regles(); err != nil {
		t.Errorf("club et --pose libre : %v", err)
	}
	var v NomRegles
	if err := v.Set("clubs"); nomErreur(err) != "regles" {
		t.Errorf("--regles clubs : %v", err)
	}
	for _, c := range []struct {
		m     int
		donne bool
		club  bool
		nom   string
	}{{0, true, true, "match"}, {-3, true, true, "match"}, {100, true, false, "match"}, {0, false, false, ""}, {1, true, true, ""}} {
		if got := nomErreur(validerMatch(c.m, c.donne, Regles{Club: c.club})); got != c.nom {
			t.Errorf("match %d (donné %v, club %v) : erreur sur %q, attendu %q", c.m, c.donne, c.club, got, c.nom)
		}
	}
}

// tuileBF is a tile of the brute force below, which shares nothing with the engine: plain
// pairs, plain slices.
type tuileBF struct{ x, y int }

// valeurBF is the value, for the player to move, of a position of the club rules by plain
// minimax over every move (free placement: a tile goes on any end it fits): +1 she wins, 0 a
// draw, −1 she loses. moi and lui are the hands, g and d the ends, passe that the last move was a
// pass.
func valeurBF(moi, lui []tuileBF, g, d int, passe bool) int {
	best, joue := -2, false
	for i, t := range moi {
		reste := append(append([]tuileBF{}, moi[:i]...), moi[i+1:]...)
		for _, c := range [][2]int{{g, d}, {d, g}} { // the tile on the first end, the other kept
			bout, autre := c[0], c[1]
			var nouveau int
			switch bout {
			case t.x:
				nouveau = t.y
			case t.y:
				nouveau = t.x
			default:
				continue
			}
			joue = true
			v := 1 // going out wins
			if len(reste) > 0 {
				v = -valeurBF(lui, reste, nouveau, autre, false)
			}
			best = max(best, v)
		}
	}
	if joue {
		return best
	}
	if passe { // two passes: the lighter hand wins, a tie is a draw
		a, b := 0, 0
		for _, t := range moi {
			a += t.x + t.y
		}
		for _, t := range lui {
			b += t.x + t.y
		}
		switch {
		case a < b:
			return 1
		case a > b:
			return -1
		}
		return 0
	}
	return -valeurBF(lui, moi, g, d, true)
}

// ouvertureBF is the club's opening, written again: the index of the hand that opens and of
// its tile.
func ouvertureBF(mains [2][]tuileBF) (int, int) {
	jb, ib, fb := -1, -1, -1
	for j, m := range mains {
		for i, t := range m {
			f := (t.x+t.y)*100 + max(t.x, t.y) // the heaviest, then the higher half
			if t.x == t.y {
				f = 100000 + t.x // any double first, the highest first
			}
			if f > fb {
				jb, ib, fb = j, i, f
			}
		}
	}
	return jb, ib
}

// The exact solver under the club rules against the brute force above, on every deal of tiny
// sets: the outcome of perfect play, and the opener.
func TestExactClubContreMinimax(t *testing.T) {
	for _, r := range []Regles{{Max: 2, Main: 1}, {Max: 2, Main: 2}, {Max: 2, Main: 3}, {Max: 3, Main: 2}, {Max: 3, Main: 3}} {
		r.Pose, r.Club = PoseLibre, true
		s := NouveauSolveur(r)
		var bilan [3]int
		for _, d := range toutesLesDonnes(r) {
			var mains [2][]tuileBF
			for j := range 2 {
				for _, tu := range d.Mains[j].Tuiles() {
					mains[j] = append(mains[j], tuileBF{tu.Haut(), tu.Bas()})
				}
			}
			j, i := ouvertureBF(mains)
			o := mains[j][i]
			reste := append(append([]tuileBF{}, mains[j][:i]...), mains[j][i+1:]...)
			var gagnant int
			if len(reste) == 0 {
				gagnant = j + 1
			} else {
				switch valeurBF(mains[1-j], reste, o.x, o.y, false) {
				case 1:
					gagnant = 2 - j
				case -1:
					gagnant = j + 1
				}
			}
			ex := s.Resoudre(d)
			if ex.Gagnant != gagnant || ex.Ouvreur != j+1 {
				t.Fatalf("%+v, %v contre %v : gagnant %d ouvreur %d, la force brute dit %d et %d", r, mains[0], mains[1], ex.Gagnant, ex.Ouvreur, gagnant, j+1)
			}
			bilan[gagnant]++
			// Each move after the opening, as recherche weighs them (ValeursCoups).
			var e etat
			e.ouvrir(d, r)
			p := PositionOuverte{Mains: e.mains, Gauche: e.gauche, Droite: e.droite, Trait: e.tour}
			for _, c := range s.ValeursCoups(p, nil) {
				// The other player moves: the opener holds reste.
				var apres []tuileBF
				for _, t := range mains[1-j] {
					if (t != tuileBF{c.Tuile.Haut(), c.Tuile.Bas()}) {
						apres = append(apres, t)
					}
				}
				bout, autre := e.droite, e.gauche
				if c.AGauche {
					bout, autre = e.gauche, e.droite
				}
				nouveau := c.Tuile.Haut() + c.Tuile.Bas() - bout
				v := 1
				if len(apres) > 0 {
					v = -valeurBF(reste, apres, nouveau, autre, false)
				}
				if c.Valeur != v {
					t.Fatalf("%+v, %v contre %v : %v vaut %d, la force brute dit %d", r, mains[0], mains[1], c, c.Valeur, v)
				}
			}
		}
		if bilan[1] == 0 || bilan[2] == 0 {
			t.Errorf("%+v : %v, un joueur ne gagne jamais", r, bilan)
		}
		t.Logf("%+v : nuls, joueur 1, joueur 2 = %v", r, bilan)
	}
}

// A game file of the club rules says so (« regles club ») and reads back under them: the
// person went out against 0:0, a win at the club. Without the line, the rules are the 2012
// ones; with a 2012 pose, the file is refused at the line of the pose.
func TestEnregistrementClub(t *testing.T) {
	texte := "jeux-dominos-partie 1\nmax 3\nmain 3\ndecompte x+y\npose libre\nregles club\ngraine 2\nplace 1\ncontre recherche\nbudget 128\n" +
		"j1 3:3 3:2 3:0\nj2 3:1 1:0 0:0\nouverture 1 3:3\ncoup 2 1:3 gauche\ncoup 1 3:2 droite\ncoup 2 0:1 gauche\ncoup 1 3:0 gauche\n"
	e, err := LireEnregistrement(texte)
	if err != nil {
		t.Fatal(err)
	}
	if !e.Regles.Club || !e.Finie {
		t.Fatalf("règles %+v, finie %v", e.Regles, e.Finie)
	}
	var b strings.Builder
	if err := e.Ecrire(&b); err != nil || b.String() != texte {
		t.Errorf("réécrit :\n%s\nattendu :\n%s", b.String(), texte)
	}
	sans, err := LireEnregistrement(strings.Replace(texte, "regles club\n", "", 1))
	if err != nil || sans.Regles.Club {
		t.Errorf("sans la ligne regles : %+v, %v", sans, err)
	}
	_, err = LireEnregistrement(strings.Replace(texte, "pose libre", "pose 2012", 1))
	var lr *LigneRefusee
	if !errors.As(err, &lr) || lr.Ligne != 5 || nomErreur(err) != "pose" {
		t.Errorf("club et pose 2012 : %v, attendu un refus de la ligne 5", err)
	}
}

// What the opening tells of the other hand, worked by hand on double-6: after 4:4 under the club
// rules, no higher double (5:5, 6:6) but 6:5 may be there; after 5:2, no double and nothing
// heavier than 7 points or as heavy with a higher half (6:1); under the 2012 rule after 4:4,
// no tile of a 5 or a 6.
func TestPossiblesApresOuverture(t *testing.T) {
	club := Regles{Max: 6, Main: 7, Pose: PoseLibre, Club: true}
	for _, c := range []struct {
		regles            Regles
		ouverture         [2]int
		permises, exclues []string
	}{
		{club, [2]int{4, 4}, []string{"6-5", "6-0", "3-3", "4-3"}, []string{"5-5", "6-6"}},
		{club, [2]int{5, 2}, []string{"4-3", "5-1", "6-0", "1-0"}, []string{"6-1", "0-0", "3-3", "6-2", "5-3"}},
		{ReglesStandard, [2]int{4, 4}, []string{"4-3", "3-3", "0-0"}, []string{"5-0", "6-5", "5-5", "6-6"}},
	} {
		e := permisesParOuverture(NouvelleTuile(c.ouverture[0], c.ouverture[1]), c.regles)
		for _, l := range [2]struct {
			tuiles []string
			dans   bool
		}{{c.permises, true}, {c.exclues, false}} {
			for _, s := range l.tuiles {
				m, _ := LireMain("t", s, 6)
				if e.Contient(m.PlusForte()) != l.dans {
					t.Errorf("club %v, ouverture %v : %s permise %v, attendu %v", c.regles.Club, c.ouverture, s, !l.dans, l.dans)
				}
			}
		}
	}
}

// The equilibrium's engine under the club rules, on double-2 with one tile each, worked by hand:
// the opener lays her only tile and goes out, a win at the club (value 1 for the opener). Under
// the 2012 rules she draws when the other holds 0:0 (0 points each): 10 of the 30 deals, so the
// opener's value is 2/3.
func TestEvaluerOuvreurClub(t *testing.T) {
	for _, c := range []struct {
		regles  Regles
		ouvreur float64
	}{{Regles{Max: 2, Main: 1, Pose: PoseLibre, Club: true}, 1}, {Regles{Max: 2, Main: 1}, 2.0 / 3}} {
		h := NouvellePolitique(&Hasard{}, c.regles, 1)
		j1, ouv := EvaluerOuvreur(c.regles, h, h)
		if math.Abs(ouv-c.ouvreur) > 1e-12 || math.Abs(j1) > 1e-12 {
			t.Errorf("club %v : joueur 1 %g, ouvreur %g ; attendu 0 et %g", c.regles.Club, j1, ouv, c.ouvreur)
		}
	}
}
