package dominos

import (
	"math/rand/v2"
	"testing"
)

// Sous la pose libre (docs/regles.md §2.2), le solveur est comparé à un minimax écrit à part :
// ni le moteur des parties (etat), ni Placements, ni la règle « une seule tuile au choix » ; tout
// l'arbre, sans table ni élagage, chaque tuile jouable essayée à chaque bout où elle convient,
// même quand les deux bouts montrent la même valeur.

// libreBrut est une position du minimax à part : les mains, les bouts, le trait, les passes.
type libreBrut struct {
	mains          [2]Ensemble
	gauche, droite int
	tour, passes   int
}

// issueBrute renvoie l'issue pour le joueur 1 (+1, 0, −1) des mains restantes.
func issueBrute(mains [2]Ensemble, regles Regles) int {
	a, b := regles.Points(mains[0]), regles.Points(mains[1])
	switch {
	case a < b:
		return 1
	case a > b:
		return -1
	}
	return 0
}

// minimaxLibre renvoie l'issue pour le joueur 1 sous le jeu parfait et la pose libre.
func minimaxLibre(p libreBrut, regles Regles) int {
	if p.mains[0].Vide() || p.mains[1].Vide() || p.passes >= 2 {
		return issueBrute(p.mains, regles)
	}
	best, joue := 0, false
	garder := func(v int) {
		if !joue || p.tour == 0 && v > best || p.tour == 1 && v < best {
			best, joue = v, true
		}
	}
	for _, t := range p.mains[p.tour].Tuiles() {
		x, y := t.Haut(), t.Bas()
		for _, aGauche := range []bool{true, false} {
			bout := p.droite
			if aGauche {
				bout = p.gauche
			}
			if x != bout && y != bout {
				continue
			}
			q := p
			q.mains[p.tour].Retirer(t)
			q.passes, q.tour = 0, 1-p.tour
			if aGauche {
				q.gauche = x + y - bout
			} else {
				q.droite = x + y - bout
			}
			garder(minimaxLibre(q, regles))
		}
	}
	if !joue {
		q := p
		q.passes, q.tour = p.passes+1, 1-p.tour
		return minimaxLibre(q, regles)
	}
	return best
}

// departBrut joue l'ouverture : la plus forte tuile des deux mains, par son détenteur.
func departBrut(d Donne) libreBrut {
	p := libreBrut{mains: d.Mains}
	a, b := d.Mains[0].PlusForte(), d.Mains[1].PlusForte()
	if b > a {
		p.tour, a = 1, b
	}
	p.mains[p.tour].Retirer(a)
	p.gauche, p.droite = a.Haut(), a.Bas()
	p.tour = 1 - p.tour
	return p
}

// gagnantLibre résout la donne d par le minimax à part : 1, 2 ou 0.
func gagnantLibre(d Donne, regles Regles) int {
	switch minimaxLibre(departBrut(d), regles) {
	case 1:
		return 1
	case -1:
		return 2
	}
	return 0
}

// verifierLigneLibre rejoue la ligne d'une résolution sous la pose libre : chaque tuile va à un
// bout où elle convient, la partie finit avec la ligne, sur les totaux et l'issue annoncés.
func verifierLigneLibre(t *testing.T, d Donne, regles Regles, ex Exacte) {
	t.Helper()
	p := departBrut(d)
	for k, c := range ex.Ligne.Coups[1:] {
		if p.mains[0].Vide() || p.mains[1].Vide() || p.passes >= 2 {
			t.Fatalf("donne %v : coup %d après la fin", d.Mains, k+1)
		}
		if c.Passe {
			p.passes++
			p.tour = 1 - p.tour
			continue
		}
		bout := p.droite
		if c.AGauche {
			bout = p.gauche
		}
		x, y := c.Tuile.Haut(), c.Tuile.Bas()
		if !p.mains[p.tour].Contient(c.Tuile) || x != bout && y != bout {
			t.Fatalf("donne %v : coup %d (%v, à gauche %v) impossible sur %d…%d", d.Mains, k+1, c.Tuile, c.AGauche, p.gauche, p.droite)
		}
		p.mains[p.tour].Retirer(c.Tuile)
		if c.AGauche {
			p.gauche = x + y - bout
		} else {
			p.droite = x + y - bout
		}
		p.passes, p.tour = 0, 1-p.tour
	}
	if !(p.mains[0].Vide() || p.mains[1].Vide() || p.passes >= 2) {
		t.Fatalf("donne %v : la ligne s'arrête avant la fin", d.Mains)
	}
	if r := issueBrute(p.mains, regles); gagnantDe(r, 0) != ex.Gagnant || p.mains != ex.Restes {
		t.Fatalf("donne %v : la ligne finit sur %v (issue %d), annoncé %v (gagnant %d)", d.Mains, p.mains, r, ex.Restes, ex.Gagnant)
	}
}

// Toutes les donnes de double-2 et de double-3, pour chaque taille de main et les deux
// décomptes : sous la pose libre, le solveur donne l'issue du minimax à part, chaque coup de
// la première décision sa valeur, et sa ligne la réalise.
func TestExacteLibreContreMinimaxPetitsJeux(t *testing.T) {
	for _, max := range []int{2, 3} {
		for main := 1; main <= NbTuiles(max)/2; main++ {
			for _, d2012 := range []bool{false, true} {
				regles := Regles{Max: max, Main: main, Decompte2012: d2012, Pose: PoseLibre}
				s := NouveauSolveur(regles)
				nb, differentes := 0, 0
				toutesDonnes(regles, func(d Donne) {
					nb++
					ex := s.Resoudre(d)
					want := gagnantLibre(d, regles)
					if ex.Gagnant != want {
						t.Fatalf("%+v, donne %v : gagnant %d, minimax %d", regles, d.Mains, ex.Gagnant, want)
					}
					if want != gagnantMinimax(d, Regles{Max: max, Main: main, Decompte2012: d2012}) {
						differentes++
					}
					verifierLigneLibre(t, d, regles, ex)
					verifierCoupsLibres(t, s, d, regles)
				})
				if n, _ := NombreDonnes(regles); int64(nb) != n {
					t.Fatalf("%+v : %d donnes parcourues, %d attendues", regles, nb, n)
				}
				t.Logf("double-%d, mains de %d, décompte 2012 %v : %d donnes, %d changent d'issue avec la pose libre", max, main, d2012, nb, differentes)
			}
		}
	}
}

// verifierCoupsLibres compare la valeur de chaque coup de la première décision (ValeursCoups)
// au minimax à part joué après ce coup.
func verifierCoupsLibres(t *testing.T, s *Solveur, d Donne, regles Regles) {
	t.Helper()
	p := departBrut(d)
	pos := PositionOuverte{Mains: p.mains, Gauche: p.gauche, Droite: p.droite, Trait: p.tour}
	for _, c := range s.ValeursCoups(pos, nil) {
		q := p
		x, y := c.Tuile.Haut(), c.Tuile.Bas()
		q.mains[p.tour].Retirer(c.Tuile)
		if c.AGauche {
			q.gauche = x + y - p.gauche
		} else {
			q.droite = x + y - p.droite
		}
		q.tour = 1 - p.tour
		want := minimaxLibre(q, regles)
		if p.tour == 1 {
			want = -want
		}
		if c.Valeur != want {
			t.Fatalf("%+v, donne %v : le coup %v (à gauche %v) vaut %d, minimax %d", regles, d.Mains, c.Tuile, c.AGauche, c.Valeur, want)
		}
	}
}

// Des donnes double-6 tirées au hasard, de 3 à 5 tuiles par main : la même comparaison.
func TestExacteLibreContreMinimaxDouble6(t *testing.T) {
	r := rand.New(rand.NewPCG(2026, 34))
	for k := range 300 {
		regles := Regles{Max: 6, Main: 3 + k%3, Decompte2012: k%4 == 3, Pose: PoseLibre}
		d := Distribuer(r, regles)
		ex := NouveauSolveur(regles).Resoudre(d)
		if want := gagnantLibre(d, regles); ex.Gagnant != want {
			t.Fatalf("%+v, donne %v : gagnant %d, minimax %d", regles, d.Mains, ex.Gagnant, want)
		}
		verifierLigneLibre(t, d, regles, ex)
	}
}

// Sur les bouts 6 et 4, 6-4 est deux coups sous la pose libre (à gauche, bouts 4 et 4 ; à
// droite, 6 et 6) et un seul sous la règle de 2012.
func TestPoseLibreSeulChoix(t *testing.T) {
	// Bouts 6 et 4 : 6-4 se pose à gauche (bouts 4 et 4) ou à droite (6 et 6).
	m1 := EnsembleDe(NouvelleTuile(6, 4), NouvelleTuile(6, 1), NouvelleTuile(0, 0))
	m2 := EnsembleDe(NouvelleTuile(4, 2), NouvelleTuile(2, 2), NouvelleTuile(5, 5))
	p := PositionOuverte{Mains: [2]Ensemble{m1, m2}, Gauche: 6, Droite: 4}
	cs := NouveauSolveur(Regles{Max: 6, Main: 3, Pose: PoseLibre}).ValeursCoups(p, nil)
	var cotes int
	for _, c := range cs {
		if c.Tuile == NouvelleTuile(6, 4) {
			cotes++
		}
	}
	if cotes != 2 {
		t.Fatalf("6-4 sur 6…4 : %d coups sous la pose libre, 2 attendus (%v)", cotes, cs)
	}
	if cs := NouveauSolveur(Regles{Max: 6, Main: 3}).ValeursCoups(p, nil); len(cs) != 2 {
		t.Fatalf("sous la règle de 2012, 2 coups attendus (6-4 à gauche, 6-1), %v", cs)
	}
}
