package bataille

import (
	"slices"
	"testing"
)

// A cycle of open War with a fixed pick-up in which no duel is a tie is a cycle of one-colour
// War (docs/regles.md §4: distinct cards, the winner's card first, which is what the natural
// and the optimised pick-ups do with a duel that is not a tie) whose duels keep their winners
// once the cards are given values: c cards of each of v values, the winner of every duel of the
// cycle on a higher value than the loser. These tests build such a cycle for 2 × 7 cards from a
// cycle of 14 distinct cards, and show that Spivey's cycle of 52 distinct cards gives none for
// the deck of 4 × 13.

// cycleUneCouleur plays one-colour War from p1 / p2 (cards 1..n, the higher wins, the winner's
// card first under her pile) with plain slices, until the position comes back or a pile is
// empty or limite tricks have gone by. It returns the period (0 when the position did not come
// back) and the duels of that period, winner first.
func cycleUneCouleur(p1, p2 []int, limite int) (int, [][2]int) {
	a, b := slices.Clone(p1), slices.Clone(p2)
	var duels [][2]int
	for t := 1; t <= limite; t++ {
		x, y := a[0], b[0]
		a, b = a[1:], b[1:]
		if x > y {
			a = append(a, x, y)
			duels = append(duels, [2]int{x, y})
		} else {
			b = append(b, y, x)
			duels = append(duels, [2]int{y, x})
		}
		if len(a) == 0 || len(b) == 0 {
			return 0, nil
		}
		if slices.Equal(a, p1) && slices.Equal(b, p2) {
			return t, duels
		}
	}
	return 0, nil
}

// valeursSansEgalite looks for values 1..v for the cards 1..n, exactly c cards each (n = c·v),
// such that the winner of every duel gets a higher value than the loser; nil when there are
// none. It gives the values level by level from the lowest, each time c cards among those whose
// beaten cards all have a lower value, trying every choice: any such assignment is met.
func valeursSansEgalite(duels [][2]int, n, c, v int) []int {
	battues := make([][]int, n+1)
	for _, d := range duels {
		if !slices.Contains(battues[d[0]], d[1]) {
			battues[d[0]] = append(battues[d[0]], d[1])
		}
	}
	valeur := make([]int, n+1) // 0: none yet
	var niveau func(k int) bool
	niveau = func(k int) bool {
		if k > v {
			return true
		}
		var libres []int
		for x := 1; x <= n; x++ {
			if valeur[x] != 0 {
				continue
			}
			ok := true
			for _, y := range battues[x] {
				if valeur[y] == 0 || valeur[y] >= k {
					ok = false
					break
				}
			}
			if ok {
				libres = append(libres, x)
			}
		}
		choix := make([]int, 0, c)
		var choisit func(debut int) bool
		choisit = func(debut int) bool {
			if len(choix) == c {
				for _, x := range choix {
					valeur[x] = k
				}
				if niveau(k + 1) {
					return true
				}
				for _, x := range choix {
					valeur[x] = 0
				}
				return false
			}
			for i := debut; i <= len(libres)-(c-len(choix)); i++ {
				choix = append(choix, libres[i])
				if choisit(i + 1) {
					return true
				}
				choix = choix[:len(choix)-1]
			}
			return false
		}
		return choisit(0)
	}
	if !niveau(1) {
		return nil
	}
	return valeur
}

func TestCycleSansEgaliteDepuisUneCouleur(t *testing.T) {
	// A position of one-colour War with 14 cards on its cycle (found among random deals of 14
	// cards by a throwaway search): period 96, counted here by the plain loop.
	p1, p2 := []int{2, 14, 11, 12, 8}, []int{5, 3, 1, 13, 10, 9, 7, 6, 4}
	periode, duels := cycleUneCouleur(p1, p2, 100000)
	if periode != 96 {
		t.Fatalf("position à une couleur : période %d, attendu 96", periode)
	}
	valeur := valeursSansEgalite(duels, 14, 2, 7)
	if valeur == nil {
		t.Fatal("aucune valeur 2 × 7 ne garde les duels du cycle")
	}
	v1, v2 := make([]int, len(p1)), make([]int, len(p2))
	for i, x := range p1 {
		v1[i] = valeur[x]
	}
	for i, x := range p2 {
		v2[i] = valeur[x]
	}
	// The same cycle in open War with 2 × 7 cards, under both fixed pick-ups.
	for _, r := range []Ramassage{Naturelle, Optimisee} {
		m := NouveauMoteur(Config{Couleurs: 2, Valeurs: 7, Regles: Delahaye, Ramassage: [2]Ramassage{r, r}})
		res := m.Rejoue(v1, v2, nil, nil)
		if !res.Infinie || res.Preperiode != 0 || res.Periode != periode {
			t.Errorf("%v / %v, ramassage %s : %+v, attendu infinie de période %d dès le départ", v1, v2, r, res, periode)
		}
	}
}

func TestCycleSpivey52SansValeurs(t *testing.T) {
	// Spivey's cycle of 52 distinct cards (M. Z. Spivey, "Cycles in War", Integers 10 (2010)
	// #G02; the deal as he gave it on MathOverflow, question 40777): his 1 is the highest card,
	// jeux's 52. "It takes over 30,000 battles for the deck to return to this ordering."
	publie := [2][]int{
		{26, 46, 1, 7, 8, 27, 9, 28, 29, 47, 2, 10, 11, 30, 12, 31, 32, 48, 3, 13, 14, 33, 15, 34, 35, 49},
		{16, 36, 17, 37, 38, 50, 4, 18, 19, 39, 20, 40, 41, 51, 5, 21, 22, 42, 23, 43, 44, 52, 6, 24, 25, 45},
	}
	var p [2][]int
	for k := range publie {
		for _, x := range publie[k] {
			p[k] = append(p[k], 53-x)
		}
	}
	periode, duels := cycleUneCouleur(p[0], p[1], 1000000)
	if periode <= 30000 {
		t.Fatalf("la donne de Spivey revient après %d plis, il en annonce plus de 30 000", periode)
	}
	// The engine, with 52 values of one colour, finds the same period.
	m := NouveauMoteur(Config{Couleurs: 1, Valeurs: 52, Regles: Delahaye, Ramassage: [2]Ramassage{Naturelle, Naturelle}})
	if res := m.Rejoue(p[0], p[1], nil, nil); !res.Infinie || res.Preperiode != 0 || res.Periode != periode {
		t.Errorf("moteur : %+v, la boucle simple donne une période de %d", res, periode)
	}
	// No 13 values of 4 cards keep its duels, nor even 26 values of 2 (values for 4 × 13 would
	// give some for 2 × 26, each value split in two): the cycle has no version without ties in
	// a deck of two colours or more.
	for _, c := range []int{4, 2} {
		if v := valeursSansEgalite(duels, 52, c, 52/c); v != nil {
			t.Errorf("valeurs %d × %d qui gardent le cycle de Spivey : %v", c, 52/c, v)
		}
	}
}
