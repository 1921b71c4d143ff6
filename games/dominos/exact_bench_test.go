package dominos

import (
	"math/rand/v2"
	"slices"
	"testing"
	"time"
)

// BenchmarkExacteDouble6 résout des donnes de double-6, dix tuiles chacun, sur un seul cœur :
// les mille premières donnes d'une graine fixe, en boucle ; med-ms et p99-ms sont la médiane et
// le 99ᵉ centile du temps d'une donne, noeuds/donne la moyenne des positions visitées.
func BenchmarkExacteDouble6(b *testing.B) {
	r := rand.New(rand.NewPCG(2026, 21))
	donnes := make([]Donne, 1000)
	for i := range donnes {
		donnes[i] = Distribuer(r, ReglesStandard)
	}
	s := NouveauSolveur(ReglesStandard)
	durees := make([]time.Duration, 0, b.N)
	var noeuds int64
	b.ResetTimer()
	for i := range b.N {
		t0 := time.Now()
		ex := s.Resoudre(donnes[i%len(donnes)])
		durees = append(durees, time.Since(t0))
		noeuds += ex.Noeuds
	}
	b.StopTimer()
	slices.Sort(durees)
	b.ReportMetric(float64(durees[len(durees)/2])/1e6, "med-ms")
	b.ReportMetric(float64(durees[len(durees)*99/100])/1e6, "p99-ms")
	b.ReportMetric(float64(noeuds)/float64(b.N), "noeuds/donne")
}
