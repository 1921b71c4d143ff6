package rostam

import (
	"fmt"
	"math/rand/v2"
)

// reference plays a position the plain way, as the report's Scilab program does (slices that
// are cut and re-appended), and detects the cycle by remembering every position seen in a map:
// an independent method to check the packed engines and Brent's algorithm against.
type reference struct {
	gagnant, plis, preperiode, periode int
	mot                                string
	cycle                              []Position // the positions of the cycle, from its entry
}

func joueReference(p Position) reference {
	j1 := append([]int(nil), p.J1...)
	j2 := append([]int(nil), p.J2...)
	vues := map[string]int{}
	var historique []Position
	var mot []byte
	for t := 0; ; t++ {
		if len(j1) == 0 {
			return reference{gagnant: 2, plis: t, mot: string(mot)}
		}
		if len(j2) == 0 {
			return reference{gagnant: 1, plis: t, mot: string(mot)}
		}
		cle := fmt.Sprint(j1, j2)
		if debut, ok := vues[cle]; ok {
			return reference{plis: t, preperiode: debut, periode: t - debut, mot: string(mot), cycle: historique[debut:]}
		}
		vues[cle] = t
		historique = append(historique, Position{J1: append([]int(nil), j1...), J2: append([]int(nil), j2...)})
		c1, c2 := j1[0], j2[0]
		j1, j2 = j1[1:], j2[1:]
		if c1 > c2 {
			j1 = append(append([]int(nil), j1...), c1, c2)
			mot = append(mot, 'a')
		} else {
			j2 = append(append([]int(nil), j2...), c2, c1)
			mot = append(mot, 'b')
		}
	}
}

// donneAuHasard deals a uniformly shuffled deck of n cards, n/2 to player 1.
func donneAuHasard(rng *rand.Rand, n int) Position {
	cartes := make([]int, n)
	for i, c := range rng.Perm(n) {
		cartes[i] = c + 1
	}
	return Donne(cartes)
}

// plusPetite reports whether p comes before q in the order of cycle representatives: player 1's
// pile then player 2's read card by card from the top, then the shorter pile 1.
func plusPetite(p, q Position) bool {
	a := append(append([]int(nil), p.J1...), p.J2...)
	b := append(append([]int(nil), q.J1...), q.J2...)
	for i := range a {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return len(p.J1) < len(q.J1)
}
