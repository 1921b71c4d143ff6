package dominos

import (
	"math"
	"testing"
	"time"
)

// Estimations built by hand from a table of outcomes, deal by deal, and their paired gaps worked
// by hand: on five deals, A = (+1, +1, 0, −1, +1), B = (+1, 0, 0, −1, −1) and C = A. A leads
// (balance 2, C too but A comes first). B − A = (0, −1, 0, 0, −2): mean −0.6, sum of squares 5,
// sample variance (5 − 5 × 0.36) / 4 = 0.8, standard error √(0.8 / 5) = 0.4, interval
// −0.6 ± 1.96 × 0.4 = [−1.384, 0.184], which holds 0: B is indistinguishable. C − A is 0 on
// every deal: [0, 0], indistinguishable and identical.
func TestEcartALaMain(t *testing.T) {
	a := Estimation{Tuile: NouvelleTuile(3, 2), Victoires: 3, Nuls: 1, Defaites: 1}
	b := Estimation{Tuile: NouvelleTuile(3, 3), Victoires: 1, Nuls: 2, Defaites: 2}
	c := Estimation{Tuile: NouvelleTuile(2, 2), Victoires: 3, Nuls: 1, Defaites: 1}
	e := Estimations{Coups: []Estimation{a, b, c}, Donnes: 5, carres: []int{0, 5, 0, 0, 0, 5, 0, 0, 0}}
	if e.Meilleur() != 0 {
		t.Fatalf("meilleur %d, attendu 0", e.Meilleur())
	}
	m, ic := e.Ecart(1, 0)
	if m != -0.6 || math.Abs(ic.Bas-(-0.6-1.959963984540054*0.4)) > 1e-12 || math.Abs(ic.Haut-(-0.6+1.959963984540054*0.4)) > 1e-12 {
		t.Errorf("écart de B : %v %+v, attendu −0.6 [−1.384, 0.184]", m, ic)
	}
	if !e.Indiscernable(1) || e.Identique(1) || !e.Indiscernable(2) || !e.Identique(2) || e.Indiscernable(0) || e.Separe() || e.fini() {
		t.Errorf("B indiscernable %v identique %v, C %v %v, A %v ; séparé %v, fini %v", e.Indiscernable(1), e.Identique(1),
			e.Indiscernable(2), e.Identique(2), e.Indiscernable(0), e.Separe(), e.fini())
	}
	// Without B, only C is left, the same as A on every deal: the automatic budget stops.
	sansB := Estimations{Coups: []Estimation{a, c}, Donnes: 5, carres: []int{0, 0, 0, 0}}
	if !sansB.fini() || sansB.Separe() {
		t.Errorf("A et C : fini %v, séparé %v ; attendu fini, non séparé", sansB.fini(), sansB.Separe())
	}
	// Four deals, A = (+1, +1, +1, +1), B = (0, 0, 0, −1): B − A = (−1, −1, −1, −2), mean −1.25,
	// sum of squares 7, variance (7 − 4 × 1.5625) / 3 = 0.25, error √(0.25 / 4) = 0.25,
	// interval −1.25 ± 0.49: B is told apart.
	e = Estimations{Coups: []Estimation{{Victoires: 4}, {Nuls: 3, Defaites: 1}}, Donnes: 4, carres: []int{0, 7, 0, 0}}
	m, ic = e.Ecart(1, 0)
	if m != -1.25 || math.Abs(ic.Haut-(-1.25+1.959963984540054*0.25)) > 1e-12 || e.Indiscernable(1) || !e.Separe() || !e.fini() {
		t.Errorf("écart %v %+v, indiscernable %v, séparé %v", m, ic, e.Indiscernable(1), e.Separe())
	}
}

// moyennesExactes is the expected outcome of each move of the position p, in the order of
// Estimer, over every hand the opponent may hold (all equally likely), each solved exactly with
// both hands open.
func moyennesExactes(p Position) []float64 {
	v := p.Vue(nil)
	var possibles []Tuile
	for t := range PossiblesAdverses(v).Decroissant() {
		possibles = append(possibles, t)
	}
	s := NouveauSolveur(p.Regles)
	var somme []int
	mains := 0
	var choisir func(debut int, main Ensemble, reste int)
	choisir = func(debut int, main Ensemble, reste int) {
		if reste == 0 {
			vals := s.ValeursCoups(PositionOuverte{Mains: [2]Ensemble{p.Main, main}, Gauche: v.Gauche, Droite: v.Droite}, nil)
			if somme == nil {
				somme = make([]int, len(vals))
			}
			for i, c := range vals {
				somme[i] += c.Valeur
			}
			mains++
			return
		}
		for i := debut; i <= len(possibles)-reste; i++ {
			m := main
			m.Ajouter(possibles[i])
			choisir(i+1, m, reste-1)
		}
	}
	choisir(0, Ensemble{}, p.Adverse)
	moy := make([]float64, len(somme))
	for i, x := range somme {
		moy[i] = float64(x) / float64(mains)
	}
	return moy
}

// The automatic budget against exact values: in double-4 with hands of five tiles (five tiles
// stay in the stock), every hand the opponent may hold is solved with both hands open, and the
// move of the best mean is the one the automatic budget advises once it tells it apart. On the
// last position the two moves are close (−0.696 and −0.714): 128 deals do not tell them apart,
// the automatic budget draws more rounds until they do, and its first deals are those of a fixed
// budget of the same size.
func TestBudgetAutoContreExact(t *testing.T) {
	for _, c := range []struct {
		chaine, main string
		adverse      int
		serre        bool // 128 deals do not tell the best apart
	}{
		{"4:4 4:2", "3:3 3:2 2:1 1:0", 4, false},
		{"4:4 4:2", "4:3 3:2 2:1 2:0", 4, false},
		{"4:4 4:1", "4:3 4:0 1:1 3:2", 4, false},
		{"4:4 4:2 2:2", "4:1 2:0 3:3 1:0", 3, true},
	} {
		p, err := ConfigConseil{Regles: ChoixRegles{Max: 4, Pose: "2012"}, Chaine: c.chaine, Main: c.main, Adverse: c.adverse, Budget: 1}.Position()
		if err != nil {
			t.Fatal(err)
		}
		moy := moyennesExactes(p)
		meilleur := 0
		for i, m := range moy {
			if m > moy[meilleur] {
				meilleur = i
			}
		}
		e := p.Estimer(0, true, 1, nil)
		if len(e.Coups) != len(moy) || e.Meilleur() != meilleur || !e.Separe() || e.Donnes%TourAuto != 0 || e.Donnes > MaxBudgetAuto {
			t.Errorf("%s / %s : auto %d donnes, meilleur %d, séparé %v ; exact %v", c.chaine, c.main, e.Donnes, e.Meilleur(), e.Separe(), moy)
			continue
		}
		if fixe := p.Estimer(TourAuto, false, 1, nil); fixe.Separe() == c.serre {
			t.Errorf("%s / %s : à %d donnes, séparé %v", c.chaine, c.main, TourAuto, fixe.Separe())
		}
		if c.serre && e.Donnes == TourAuto {
			t.Errorf("%s / %s : auto s'arrête à %d donnes", c.chaine, c.main, e.Donnes)
		}
		fixe := p.Estimer(e.Donnes, false, 1, nil)
		for i := range e.Coups {
			if fixe.Coups[i] != e.Coups[i] {
				t.Errorf("%s / %s : auto %+v, budget %d %+v", c.chaine, c.main, e.Coups[i], e.Donnes, fixe.Coups[i])
			}
		}
	}
}

// A position worked by hand (as TestDominosConseilALaMain in cmd/jeux): in double-2 with hands
// of three tiles every tile is dealt, so every deal is the same; 2:0 draws it and 1:0 wins it.
// The gap of 2:0 is −1 on every deal, its interval [−1, −1]: the automatic budget tells 1:0
// apart after its first round.
func TestBudgetAutoALaMain(t *testing.T) {
	p, err := ConfigConseil{Regles: ChoixRegles{Max: 2, Pose: "2012"}, Chaine: "2:2 2:1", Main: "2-0 1-0", Adverse: 2, Budget: 1}.Position()
	if err != nil {
		t.Fatal(err)
	}
	e := p.Estimer(0, true, 5, nil)
	m, ic := e.Ecart(0, 1)
	if e.Donnes != TourAuto || e.Meilleur() != 1 || e.Coups[0].Nuls != TourAuto || e.Coups[1].Victoires != TourAuto ||
		m != -1 || ic.Bas != -1 || ic.Haut != -1 || !e.Separe() {
		t.Errorf("%d donnes, meilleur %d, %+v, écart %v %+v", e.Donnes, e.Meilleur(), e.Coups, m, ic)
	}
}

// An estimate cut short while the solver is inside a deal (Ctrl-C) returns without reading the
// moves the solver did not value: the paired sums skip that deal.
func TestEstimerInterrompu(t *testing.T) {
	p, err := ConfigConseil{Regles: ChoixRegles{Max: 6, Pose: "libre", Variante: ReglesClub}, Chaine: "6-6", Main: "6-5 6-4 5-5 5-4 4-4 3-2 3-1 2-1 1-0 0-0",
		Adverse: 9, Budget: 1}.Position()
	if err != nil {
		t.Fatal(err)
	}
	for _, delai := range []time.Duration{time.Millisecond, 5 * time.Millisecond, 20 * time.Millisecond} {
		arret := make(chan struct{})
		time.AfterFunc(delai, func() { close(arret) })
		if e := p.Estimer(0, true, 3, arret); e.Donnes >= MaxBudgetAuto {
			t.Errorf("après %v : %d donnes, le calcul n'a pas été coupé", delai, e.Donnes)
		}
	}
}
