package dominos

import (
	"math"
	"math/rand/v2"
	"testing"

	"jeux/stats"
)

// The samples of recherche hold only tiles the opponent may hold, worked out here from the
// rules rather than from PossiblesAdverses: not in the player's hand, not on the table, no
// value the opponent has passed on, nothing stronger than the opening tile (the strongest of
// both hands). Every such tile appears in about k/n of the samples.
func TestRechercheEchantillonsCoherents(t *testing.T) {
	main := mainDe([2]int{5, 5}, [2]int{4, 1}, [2]int{2, 0}, [2]int{1, 1})
	posees := mainDe([2]int{4, 4}, [2]int{4, 2}, [2]int{2, 2})
	v := &Vue{
		Main: main, Jouables: mainDe([2]int{4, 1}), Gauche: 4, Droite: 2, Posees: posees,
		Adverse: 5, Absentes: 1<<3 | 1<<6, Ouverture: NouvelleTuile(5, 5),
		Regles: ReglesStandard, Hasard: rand.New(rand.NewPCG(3, 4)),
	}
	var permises []Tuile
	for x := 0; x <= 6; x++ {
		for y := 0; y <= x; y++ {
			tu := NouvelleTuile(x, y)
			// 6 (passed on) excludes every [6:y], which are also all stronger than [5:5].
			if main.Contient(tu) || posees.Contient(tu) || x == 3 || y == 3 || x == 6 || y == 6 || x == 5 && y == 5 {
				continue
			}
			permises = append(permises, tu)
		}
	}
	// [5:4], [5:2], [5:1], [5:0], [4:0], [2:1], [1:0], [0:0] : 8 tiles.
	if len(permises) != 8 {
		t.Fatalf("%d tuiles permises comptées à la main, 8 attendues", len(permises))
	}
	r := &Recherche{}
	n := r.remplirSac(v)
	if n != len(permises) {
		t.Fatalf("sac de %d tuiles, %d permises", n, len(permises))
	}
	const tirages = 20000
	compte := map[Tuile]int{}
	for range tirages {
		adv := r.tirer(v.Hasard, n, v.Adverse)
		if adv.Taille() != v.Adverse {
			t.Fatalf("main adverse de %d tuiles, %d attendues", adv.Taille(), v.Adverse)
		}
		for tu := range adv.Decroissant() {
			compte[tu]++
		}
	}
	// Each permitted tile is in a sample with probability 5/8; 4.5 standard errors.
	p := float64(v.Adverse) / float64(len(permises))
	tol := 4.5 * math.Sqrt(p*(1-p)/tirages)
	for _, tu := range permises {
		if f := float64(compte[tu]) / tirages; math.Abs(f-p) > tol {
			t.Errorf("%v dans %.4f des échantillons, %.4f ± %.4f attendu", tu, f, p, tol)
		}
		delete(compte, tu)
	}
	for tu, k := range compte {
		t.Errorf("%v, que l'adversaire ne peut pas tenir, tirée %d fois", tu, k)
	}
}

// jouableVerifie wraps a strategy and fails the test when it picks a tile it may not play.
type jouableVerifie struct {
	t *testing.T
	s Strategie
}

func (j jouableVerifie) Choisir(v *Vue) Tuile {
	c := j.s.Choisir(v)
	if !v.Jouables.Contient(c) {
		j.t.Fatalf("recherche a choisi %v parmi %v", c, v.Jouables.Tuiles())
	}
	return c
}

// recherche plays only playable tiles, in games of any set and hand size, from both seats.
func FuzzRechercheJouable(f *testing.F) {
	for _, c := range [][3]uint64{{1, 6, 10}, {2, 2, 1}, {3, 3, 5}, {4, 12, 16}, {5, 1, 1}} {
		f.Add(c[0], int(c[1]), int(c[2]))
	}
	f.Fuzz(func(t *testing.T, graine uint64, max, main int) {
		regles := Regles{Max: 1 + abs(max)%6, Main: 1 + abs(main)%MaxMainExacte}
		if regles.Valider() != nil {
			return
		}
		r := rand.New(rand.NewPCG(graine, 7))
		rech := jouableVerifie{t, &Recherche{Budget: 3}}
		for _, strat := range [][2]Strategie{{rech, Hasard{}}, {Hasard{}, rech}} {
			Jouer(Distribuer(r, regles), regles, strat, r, nil)
		}
	})
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// With a small budget recherche already beats pire clearly: a sign test on 300 games, both
// seats. (Its strength at the catalogue's budget is measured in the README, on 20,000 games.)
func TestRechercheBatPire(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 2))
	var a, b Bilan
	a.Tournoi(r, ReglesStandard, &Recherche{Budget: 8}, Pire{}, 150)
	b.Tournoi(r, ReglesStandard, Pire{}, &Recherche{Budget: 8}, 150)
	v, d := a.Victoires+b.Defaites, a.Defaites+b.Victoires
	if z, p := stats.SignTest(v, d); z <= 0 || p > 0.001 {
		t.Errorf("recherche contre pire : %d victoires, %d défaites (z %.2f, p %.2g)", v, d, z, p)
	}
}
