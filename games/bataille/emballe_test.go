package bataille

import (
	"math/rand/v2"
	"testing"
)

// Random deals of decks too large to play every deal of, the packed engine against partieSimple:
// the same length, winner and period, deal by deal. The decks hold up to 64 bits of cards (1 × 16:
// four bits a card, no tie at all; 4 × 5: three bits, the exhaustive 4 × 5), and among the deals
// are games past sansBrent and endless ones.
func TestJeuEmballeContreSimpleHasard(t *testing.T) {
	donnes := 4000
	if testing.Short() {
		donnes = 800
	}
	r := rand.New(rand.NewPCG(49, 2))
	var longues, infinies int
	for _, d := range []struct{ couleurs, valeurs int }{{1, 10}, {2, 7}, {4, 4}, {4, 5}, {3, 6}, {2, 8}, {1, 16}} {
		for _, mode := range modesExhaustif {
			j := nouveauJeuEmballe(d.couleurs, d.valeurs, mode == Optimisee)
			modes := [2]Ramassage{mode, mode}
			n := d.couleurs * d.valeurs
			jeu := make([]int, 0, n)
			for v := 1; v <= d.valeurs; v++ {
				for range d.couleurs {
					jeu = append(jeu, v)
				}
			}
			for range donnes {
				r.Shuffle(n, func(a, b int) { jeu[a], jeu[b] = jeu[b], jeu[a] })
				j1, j2 := jeu[:n/2], jeu[n/2:]
				p := j.joue(j.charge(j1, j2))
				plis, gagnant, infinie, pre, per := partieSimple(j1, j2, modes)
				if infinie {
					infinies++
					if !p.infinie || p.periode != per {
						t.Fatalf("%d × %d %v, %v / %v : infinie de période %d (prépériode %d) attendue, %+v", d.couleurs, d.valeurs, mode, j1, j2, per, pre, p)
					}
					continue
				}
				if plis >= sansBrent {
					longues++
				}
				if p.infinie || p.plis != plis || p.gagnant != gagnant {
					t.Fatalf("%d × %d %v, %v / %v : %d plis gagnés par %d attendus, %+v", d.couleurs, d.valeurs, mode, j1, j2, plis, gagnant, p)
				}
			}
		}
	}
	if longues == 0 || infinies == 0 {
		t.Errorf("%d parties de %d plis ou plus, %d infinies : les donnes ne couvrent pas le moteur", longues, sansBrent, infinies)
	}
	t.Logf("%d parties de %d plis ou plus, %d infinies", longues, sansBrent, infinies)
}
