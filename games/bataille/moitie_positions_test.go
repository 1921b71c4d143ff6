package bataille

import (
	"os"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
)

// bataille_cpp's published figures over its half, the first ⌊d/2⌋ + 1 arrangements of the deck
// in lexicographic order (d its deals), found from the positions: 4 × 3 natural, 388 loops and a
// longest game of 37; 4 × 4 natural, 8,235 and 145; 4 × 4 optimised, none and 102; and, with
// JEUX_MOITIE_4X5=1, 4 × 5 (d = 305,540,235,000): natural, none and 453; optimised, 18,433 and
// 316 (about 15 CPU-minutes a pick-up: go test -run TestMoitieBatailleCppPositions -timeout 2h).
// The positions are enumerated as the enumeration does, each played by the packed engine, and
// every deal of a position that never ends, or lasts at least the longest found so far in the
// half, is written out and compared with the arrangement of rank ⌊d/2⌋, found by unranking.
// TestMoitieBatailleCpp finds the same for 4 × 3 and 4 × 4 by playing the half deal by deal.
func TestMoitieBatailleCppPositions(t *testing.T) {
	cas := []struct {
		valeurs             int
		mode                Ramassage
		boucles, plusLongue int64
	}{{3, Naturelle, 388, 37}, {4, Naturelle, 8235, 145}, {4, Optimisee, 0, 102}, {5, Naturelle, 0, 453}, {5, Optimisee, 18433, 316}}
	for _, k := range cas {
		if k.valeurs == 5 && os.Getenv("JEUX_MOITIE_4X5") == "" || k.valeurs == 4 && testing.Short() {
			continue
		}
		c := ConfigExhaustif{4, k.valeurs, k.mode}
		comptes := make([]int, k.valeurs)
		for v := range comptes {
			comptes[v] = 4
		}
		mediane := rangMultiset(comptes, c.Donnes()/2)
		items := c.ItemsExhaustif()
		var suivant, boucles, infinies atomic.Int64
		var mu sync.Mutex
		plusLongue := 0
		var wg sync.WaitGroup
		for range 2 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				jeu := nouveauJeuEmballe(c.Couleurs, c.Valeurs, k.mode == Optimisee)
				e := nouvelEnumEtats(&jeu, c.Valeurs)
				e.visite = func(mult int64, miroir bool) {
					p := e.joue()
					mu.Lock()
					seuil := plusLongue
					mu.Unlock()
					if !p.infinie && p.plis < seuil {
						return
					}
					e.chaqueDonne(miroir, true, func(d []uint8) {
						dansMoitie := slices.Compare(d, mediane) <= 0
						switch {
						case p.infinie:
							infinies.Add(1)
							if dansMoitie {
								boucles.Add(1)
							}
						case dansMoitie:
							mu.Lock()
							plusLongue = max(plusLongue, p.plis)
							mu.Unlock()
						}
					})
				}
				for {
					i := suivant.Add(1) - 1
					if i >= int64(len(items)) {
						return
					}
					e.parcourtItem(c.Couleurs, items[i])
				}
			}()
		}
		wg.Wait()
		if boucles.Load() != k.boucles || int64(plusLongue) != k.plusLongue {
			t.Errorf("4 × %d %v : %d boucles (de %d donnes infinies), plus longue %d ; bataille_cpp publie %d et %d",
				k.valeurs, k.mode, boucles.Load(), infinies.Load(), plusLongue, k.boucles, k.plusLongue)
		}
		t.Logf("4 × %d %v : %d boucles dans la moitié de bataille_cpp, %d donnes infinies en tout, plus longue %d", k.valeurs, k.mode, boucles.Load(), infinies.Load(), plusLongue)
	}
}

// rangMultiset returns the arrangement of rank r (from 0, in lexicographic order) of the
// multiset with comptes[v] cards of value v (from 0).
func rangMultiset(comptes []int, r int64) []uint8 {
	comptes = slices.Clone(comptes)
	var a []uint8
	for {
		place := false
		for v := range comptes {
			if comptes[v] == 0 {
				continue
			}
			comptes[v]--
			if n := multinomial(comptes); r < n {
				a = append(a, uint8(v))
				place = true
				break
			} else {
				r -= n
			}
			comptes[v]++
		}
		if !place {
			return a
		}
	}
}
