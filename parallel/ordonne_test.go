package parallel

import (
	"context"
	"sync"
	"testing"
)

// RunOrdered merges in item order whatever the workers, and each worker keeps its own state.
func TestRunOrderedOrdreEtEtat(t *testing.T) {
	for _, w := range []int{1, 2, 3, 8} {
		var mu sync.Mutex
		etats := map[*int]bool{}
		var vus []int64
		fin, err := RunOrdered(context.Background(), w, 5, 105,
			func() *int { n := new(int); mu.Lock(); etats[n] = true; mu.Unlock(); return n },
			func(s *int, k int64) (int64, bool) { *s++; return k * k, true },
			func(k int64, r int64) {
				if r != k*k {
					t.Errorf("item %d : résultat %d", k, r)
				}
				vus = append(vus, k)
			})
		if err != nil || fin != 105 {
			t.Fatalf("%d workers : fin %d, erreur %v", w, fin, err)
		}
		for i, k := range vus {
			if k != int64(5+i) {
				t.Fatalf("%d workers : item %d fusionné en %d-ième", w, k, i)
			}
		}
		if len(vus) != 100 || len(etats) > w {
			t.Errorf("%d workers : %d items fusionnés, %d états", w, len(vus), len(etats))
		}
		total := 0
		for s := range etats {
			total += *s
		}
		if total != 100 {
			t.Errorf("%d workers : les états ont joué %d items", w, total)
		}
	}
}

// An item that sees the cancellation stops the run: the items merged are those in a row from
// first, and the error says why.
func TestRunOrderedAnnule(t *testing.T) {
	ctx, annule := context.WithCancel(context.Background())
	var fusionnes int64
	fin, err := RunOrdered(ctx, 2, 0, 1000, func() struct{} { return struct{}{} },
		func(_ struct{}, k int64) (int64, bool) {
			if k == 10 {
				annule()
				return 0, false
			}
			return k, true
		},
		func(k, _ int64) { fusionnes++ })
	if err != context.Canceled || fin > 10 || fusionnes != fin {
		t.Errorf("fin %d, %d fusionnés, erreur %v", fin, fusionnes, err)
	}
}
