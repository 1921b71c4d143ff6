package dominos

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// minimax est la résolution la plus simple qui soit, écrite à part du solveur : tout l'arbre,
// sans élagage ni table, avec le moteur des parties (etat), et l'issue vue du joueur 1 (+1 il
// gagne, −1 il perd), que le joueur 1 maximise et le joueur 2 minimise.
func minimax(t etat, regles Regles) int {
	if t.finie() {
		switch t.resultat(regles).Gagnant {
		case 1:
			return 1
		case 2:
			return -1
		}
		return 0
	}
	jo := t.mains[t.tour].Et(t.ouverts)
	if jo.Vide() {
		u := t
		u.passes++
		u.tour ^= 1
		return minimax(u, regles)
	}
	best := -2
	if t.tour == 1 {
		best = 2
	}
	for c := range jo.Decroissant() {
		u := t
		u.passes = 0
		u.poser(c)
		u.tour ^= 1
		v := minimax(u, regles)
		if t.tour == 0 && v > best || t.tour == 1 && v < best {
			best = v
		}
	}
	return best
}

// gagnantMinimax résout la donne d par minimax : 1, 2 ou 0.
func gagnantMinimax(d Donne, regles Regles) int {
	var t etat
	t.ouvrir(d, regles)
	switch minimax(t, regles) {
	case 1:
		return 1
	case -1:
		return 2
	}
	return 0
}

// toutesDonnes appelle f pour chaque donne des règles : chaque main du joueur 1, puis chaque
// main du joueur 2 parmi les tuiles restantes.
func toutesDonnes(regles Regles, f func(Donne)) {
	n := NbTuiles(regles.Max)
	var parmi func(reste Ensemble, depuis, k int, acc Ensemble, suite func(Ensemble))
	parmi = func(reste Ensemble, depuis, k int, acc Ensemble, suite func(Ensemble)) {
		if k == 0 {
			suite(acc)
			return
		}
		for t := depuis; t < n; t++ {
			if reste.Contient(Tuile(t)) {
				a := acc
				a.Ajouter(Tuile(t))
				parmi(reste, t+1, k-1, a, suite)
			}
		}
	}
	jeu := Jeu(regles.Max)
	parmi(jeu, 0, regles.Main, Ensemble{}, func(m1 Ensemble) {
		parmi(jeu.Sauf(m1), 0, regles.Main, Ensemble{}, func(m2 Ensemble) {
			f(Donne{Mains: [2]Ensemble{m1, m2}})
		})
	})
}

// verifierLigne rejoue la ligne d'une résolution avec le moteur des parties : chaque coup est
// permis (jouable, passe seulement sans tuile jouable), la partie finit avec la ligne, et ses
// totaux et son issue sont ceux annoncés.
func verifierLigne(t *testing.T, d Donne, regles Regles, ex Exacte) {
	t.Helper()
	var e etat
	ouv := e.ouvrir(d, regles)
	if len(ex.Ligne.Coups) == 0 || ex.Ligne.Coups[0].Tuile != ouv {
		t.Fatalf("donne %v : la ligne ne commence pas par l'ouverture %v", d.Mains, ouv)
	}
	for k, c := range ex.Ligne.Coups[1:] {
		if e.finie() {
			t.Fatalf("donne %v : coup %d après la fin de la partie", d.Mains, k+1)
		}
		if c.Joueur != e.tour+1 {
			t.Fatalf("donne %v : coup %d joué par %d, le trait est à %d", d.Mains, k+1, c.Joueur, e.tour+1)
		}
		jo := e.mains[e.tour].Et(e.ouverts)
		if c.Passe {
			if !jo.Vide() {
				t.Fatalf("donne %v : passe au coup %d avec %v jouables", d.Mains, k+1, jo.Tuiles())
			}
			e.passes++
		} else {
			if !jo.Contient(c.Tuile) {
				t.Fatalf("donne %v : %v injouable au coup %d", d.Mains, c.Tuile, k+1)
			}
			e.passes = 0
			e.poser(c.Tuile)
		}
		e.tour ^= 1
	}
	if !e.finie() {
		t.Fatalf("donne %v : la ligne s'arrête avant la fin de la partie", d.Mains)
	}
	r := e.resultat(regles)
	if r.Points != ex.Points || r.Gagnant != ex.Gagnant {
		t.Fatalf("donne %v : la ligne finit %v (gagnant %d), annoncé %v (gagnant %d)", d.Mains, r.Points, r.Gagnant, ex.Points, ex.Gagnant)
	}
}

// Toutes les donnes des jeux double-2 et double-3, pour chaque taille de main et les deux
// décomptes : le solveur donne l'issue du minimax, et sa ligne la réalise.
func TestExacteContreMinimaxPetitsJeux(t *testing.T) {
	for _, max := range []int{2, 3} {
		for main := 1; main <= NbTuiles(max)/2; main++ {
			for _, d2012 := range []bool{false, true} {
				regles := Regles{Max: max, Main: main, Decompte2012: d2012}
				s := NouveauSolveur(regles)
				nb := 0
				toutesDonnes(regles, func(d Donne) {
					nb++
					ex := s.Resoudre(d)
					if want := gagnantMinimax(d, regles); ex.Gagnant != want {
						t.Fatalf("%+v, donne %v : gagnant %d, minimax %d", regles, d.Mains, ex.Gagnant, want)
					}
					verifierLigne(t, d, regles, ex)
				})
				n := NbTuiles(max)
				if want := binomial(n, main) * binomial(n-main, main); nb != want {
					t.Fatalf("%+v : %d donnes énumérées, %d attendues", regles, nb, want)
				}
			}
		}
	}
}

func binomial(n, k int) int {
	r := 1
	for i := range k {
		r = r * (n - i) / (i + 1)
	}
	return r
}

// Mille donnes de double-6 de 4 à 6 tuiles chacun, tirées au hasard.
func TestExacteContreMinimaxDouble6(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 6))
	for i := range 1000 {
		regles := Regles{Max: 6, Main: 4 + i%3, Decompte2012: i%2 == 1}
		s := NouveauSolveur(regles)
		d := Distribuer(r, regles)
		ex := s.Resoudre(d)
		if want := gagnantMinimax(d, regles); ex.Gagnant != want {
			t.Fatalf("%+v, donne %v : gagnant %d, minimax %d", regles, d.Mains, ex.Gagnant, want)
		}
		verifierLigne(t, d, regles, ex)
	}
}

// mainDe écrit une main à partir de paires (x, y).
func mainDe(paires ...[2]int) Ensemble {
	var e Ensemble
	for _, p := range paires {
		e.Ajouter(NouvelleTuile(p[0], p[1]))
	}
	return e
}

// Deux petites parties résolues à la main (double-2, deux tuiles chacun).
func TestExacteALaMain(t *testing.T) {
	regles := Regles{Max: 2, Main: 2}
	cas := []struct {
		nom     string
		j1, j2  Ensemble
		gagnant int
		points  [2]int
		ligne   []string // chaque coup : la tuile posée (gauche→droite) ou « passe »
	}{
		{
			// [2:2] ouvre. Le joueur 2 a le choix : [2:1] laisse le joueur 1 poser [1:1] et
			// finir (0 contre 2) ; [2:0] le fait passer, puis [2:1] va à droite et vide la main
			// du joueur 2 (2 contre 0). Le seul coup gagnant n'est pas le plus lourd.
			"le joueur 2 bloque", mainDe([2]int{2, 2}, [2]int{1, 1}), mainDe([2]int{2, 1}, [2]int{2, 0}),
			2, [2]int{2, 0}, []string{"2:2", "0:2", "passe", "2:1"},
		},
		{
			// [2:2] ouvre, le joueur 2 pose [2:1] (seul jouable), le joueur 1 passe avec [0:0],
			// le joueur 2 pose [1:0] et vide sa main : 0 partout, nul.
			"nul à zéro", mainDe([2]int{2, 2}, [2]int{0, 0}), mainDe([2]int{2, 1}, [2]int{1, 0}),
			0, [2]int{0, 0}, []string{"2:2", "1:2", "passe", "0:1"},
		},
	}
	for _, c := range cas {
		ex := NouveauSolveur(regles).Resoudre(Donne{Mains: [2]Ensemble{c.j1, c.j2}})
		var ligne []string
		for _, cp := range ex.Ligne.Coups {
			if cp.Passe {
				ligne = append(ligne, "passe")
			} else {
				ligne = append(ligne, Pose(cp.Pose).String())
			}
		}
		if ex.Gagnant != c.gagnant || ex.Points != c.points || !slices.Equal(ligne, c.ligne) {
			t.Errorf("%s : gagnant %d, points %v, ligne %v ; attendu %d, %v, %v", c.nom, ex.Gagnant, ex.Points, ligne, c.gagnant, c.points, c.ligne)
		}
	}
}
