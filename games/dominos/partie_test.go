package dominos

import (
	"math/rand/v2"
	"slices"
	"testing"

	"jeux/stats"
)

// The example of possibilites in the 2012 program: chain [3,4],[4,4], hand {[2,3],[1,5],[4,6]}:
// the first and third tiles can be played.
func TestJouables2012(t *testing.T) {
	var e etat
	e.bouts(3, 4)
	main := EnsembleDe(t2(32, 51, 64)...)
	if got := main.Et(e.ouverts).Tuiles(); !slices.Equal(got, t2(64, 32)) {
		t.Errorf("jouables %v, attendu [6, 4] et [3, 2]", got)
	}
}

// Placement as positionne does it: the left end first, high value first.
func TestPoser(t *testing.T) {
	cases := []struct {
		nom         string
		g, d, tuile int
		aGauche     bool
		pose        [2]int
		nvG, nvD    int
	}{
		{"haut sur la gauche", 6, 2, 61, true, [2]int{1, 6}, 1, 2},
		{"bas sur la gauche", 3, 5, 43, true, [2]int{4, 3}, 4, 5},
		{"haut sur la droite", 6, 2, 21, false, [2]int{2, 1}, 6, 1},
		{"bas sur la droite", 6, 2, 52, false, [2]int{2, 5}, 6, 5},
		{"les deux bouts : la gauche d'abord", 3, 5, 53, true, [2]int{5, 3}, 5, 5},
		{"double à gauche", 4, 1, 44, true, [2]int{4, 4}, 4, 1},
		{"double à droite", 4, 1, 11, false, [2]int{1, 1}, 4, 1},
		{"après un double ouvert", 6, 6, 63, true, [2]int{3, 6}, 3, 6},
	}
	for _, c := range cases {
		tu := t2(c.tuile)[0]
		e := etat{mains: [2]Ensemble{EnsembleDe(tu)}}
		e.bouts(c.g, c.d)
		g, pose := e.poser(tu)
		if g != c.aGauche || pose != c.pose || e.gauche != c.nvG || e.droite != c.nvD {
			t.Errorf("%s : %v sur (%d…%d) → gauche %v pose %v bouts (%d, %d), attendu %v %v (%d, %d)",
				c.nom, tu, c.g, c.d, g, pose, e.gauche, e.droite, c.aGauche, c.pose, c.nvG, c.nvD)
		}
		if !e.mains[0].Vide() || !e.posees.Contient(tu) {
			t.Errorf("%s : la tuile n'est pas passée de la main à la table", c.nom)
		}
	}
}

func TestPoints(t *testing.T) {
	main := EnsembleDe(t2(61, 33, 20)...)
	// x + y : 7 + 6 + 2 ; 2·x : 12 + 6 + 4.
	if got := (Regles{Max: 6, Main: 10}).Points(main); got != 15 {
		t.Errorf("décompte x + y : %d, attendu 15", got)
	}
	if got := (Regles{Max: 6, Main: 10, Decompte2012: true}).Points(main); got != 22 {
		t.Errorf("décompte 2012 : %d, attendu 22", got)
	}
}

// Small deals played by hand under plus_de_points.
func TestPartiesALaMain(t *testing.T) {
	type coup struct {
		joueur int
		tuile  int // -1 pour une passe
	}
	cases := []struct {
		nom     string
		regles  Regles
		m1, m2  []Tuile
		coups   []coup
		chaine  [][2]int
		points  [2]int
		gagnant int
	}{
		{
			// Le joueur 1 ouvre avec sa seule tuile : sa main est vide, il gagne 0 à 1.
			"main vide à l'ouverture", Regles{Max: 1, Main: 1}, t2(11), t2(10),
			[]coup{{1, 11}}, [][2]int{{1, 1}}, [2]int{0, 1}, 1,
		},
		{
			// (1,1) est la plus forte : le joueur 2 ouvre, même s'il est le second.
			"le joueur 2 ouvre", Regles{Max: 1, Main: 1}, t2(10), t2(11),
			[]coup{{2, 11}}, [][2]int{{1, 1}}, [2]int{1, 0}, 2,
		},
		{
			// (2,2) ouvre ; aucun 2 ailleurs : deux passes de suite finissent la partie.
			"deux passes", Regles{Max: 2, Main: 2}, t2(22, 0), t2(11, 10),
			[]coup{{1, 22}, {2, -1}, {1, -1}}, [][2]int{{2, 2}}, [2]int{0, 3}, 1,
		},
		{
			// Une passe isolée ne finit pas la partie : le joueur 2 n'a pas de 2, puis chacun pose
			// sa tuile la plus lourde ((2,1) plutôt que (2,0), (1,1) plutôt que (1,0)).
			"passe isolée puis main vide", Regles{Max: 2, Main: 3}, t2(22, 21, 20), t2(11, 10, 0),
			[]coup{{1, 22}, {2, -1}, {1, 21}, {2, 11}, {1, 20}},
			[][2]int{{1, 1}, {1, 2}, {2, 2}, {2, 0}}, [2]int{0, 1}, 1,
		},
		{
			// Deux mains à 0 point : partie nulle.
			"nulle", Regles{Max: 1, Main: 1}, t2(11), t2(0),
			[]coup{{1, 11}}, [][2]int{{1, 1}}, [2]int{0, 0}, 0,
		},
	}
	strat := [2]Strategie{PlusDePoints{}, PlusDePoints{}}
	for _, c := range cases {
		var j Journal
		d := Donne{Mains: [2]Ensemble{EnsembleDe(c.m1...), EnsembleDe(c.m2...)}}
		res := Jouer(d, c.regles, strat, nil, &j)
		var got []coup
		for _, k := range j.Coups {
			if k.Passe {
				got = append(got, coup{k.Joueur, -1})
			} else {
				got = append(got, coup{k.Joueur, 10*k.Tuile.Haut() + k.Tuile.Bas()})
			}
		}
		if !slices.Equal(got, c.coups) {
			t.Errorf("%s : coups %v, attendu %v", c.nom, got, c.coups)
		}
		if ch := j.Chaine(len(j.Coups)); !slices.Equal(ch, c.chaine) {
			t.Errorf("%s : chaîne %v, attendu %v", c.nom, ch, c.chaine)
		}
		if res.Points != c.points || res.Gagnant != c.gagnant || res.Tours != len(c.coups) {
			t.Errorf("%s : points %v gagnant %d tours %d, attendu %v %d %d",
				c.nom, res.Points, res.Gagnant, res.Tours, c.points, c.gagnant, len(c.coups))
		}
	}
}

// The « deux passes » case of TestPartiesALaMain counted the 2012 way: (2,0) left to player 1 counts 2·2.
func TestDecompte2012Partie(t *testing.T) {
	d := Donne{Mains: [2]Ensemble{EnsembleDe(t2(22, 0)...), EnsembleDe(t2(11, 10)...)}}
	res := Jouer(d, Regles{Max: 2, Main: 2, Decompte2012: true}, [2]Strategie{Pire{}, Pire{}}, nil, nil)
	if res.Points != [2]int{0, 4} || res.Gagnant != 1 {
		t.Errorf("points %v gagnant %d, attendu [0 4] et 1", res.Points, res.Gagnant)
	}
}

func TestValider(t *testing.T) {
	cases := []struct {
		r  Regles
		ok bool
	}{
		{Regles{Max: 6, Main: 10}, true},
		{Regles{Max: 6, Main: 14}, true},
		{Regles{Max: 6, Main: 15}, false},
		{Regles{Max: 0, Main: 1}, false},
		{Regles{Max: 13, Main: 1}, false},
		{Regles{Max: 12, Main: 45}, true},
		{Regles{Max: 1, Main: 0}, false},
	}
	for _, c := range cases {
		if err := c.r.Valider(); (err == nil) != c.ok {
			t.Errorf("Valider(%+v) = %v", c.r, err)
		}
	}
}

// Each tile lands in player 1's hand with probability main/28: a chi-square test of the
// counts over 20,000 deals, at the 0.1 % level (critical value 48.27 for 27 degrees of freedom,
// from the tables).
func TestDistribuer(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	counts := make([]int64, 28)
	for range 20000 {
		d := Distribuer(r, ReglesStandard)
		if d.Mains[0].Taille() != 10 || d.Mains[1].Taille() != 10 || !d.Mains[0].Et(d.Mains[1]).Vide() ||
			!d.Mains[0].Ou(d.Mains[1]).Sauf(Jeu(6)).Vide() {
			t.Fatalf("donne invalide %v", d)
		}
		for tu := range d.Mains[0].Decroissant() {
			counts[tu]++
		}
	}
	if stat, _, _ := stats.ChiSquareUniform(counts); stat > 48.27 {
		t.Errorf("khi-deux %.2f > 48.27 : les tuiles ne sont pas distribuées uniformément (%v)", stat, counts)
	}
}

// The deal is exchangeable between the two seats and the opener is the holder of the highest
// tile, so a strategy against itself wins as often as it loses: sign test within 4 standard
// errors over 50,000 games.
func TestSymetrieDesPlaces(t *testing.T) {
	for _, nom := range []string{"plus_de_points", "hasard"} {
		d, _ := Trouver(nom)
		var b Bilan
		b.Tournoi(rand.New(rand.NewPCG(5, 6)), ReglesStandard, d.Nouvelle(), d.Nouvelle(), 50000)
		if b.Parties() != 50000 {
			t.Fatalf("%s : %d parties comptées", nom, b.Parties())
		}
		if z, _ := stats.SignTest(b.Victoires, b.Defaites); z < -4 || z > 4 {
			t.Errorf("%s contre lui-même : %+v, z = %.2f", nom, b, z)
		}
	}
}

// A tournament with hands that do not fit in the set is a programming error.
func TestTournoiReglesInvalides(t *testing.T) {
	defer func() {
		if r := recover(); r == nil {
			t.Error("Tournoi avec 15 tuiles par main en double-6 devrait paniquer")
		}
	}()
	var b Bilan
	b.Tournoi(rand.New(rand.NewPCG(1, 1)), Regles{Max: 6, Main: 15}, Pire{}, Pire{}, 1)
}
