package rostam

import (
	"math/rand/v2"
	"testing"
)

// BenchmarkExhaustifN10 plays the 3 628 800 deals of 10 cards, as "exhaustif -N 10" does on one
// worker (distinct words counted).
func BenchmarkExhaustifN10(b *testing.B) {
	for b.Loop() {
		bilan := NouveauBilan(10, OptionsEnumeration{CompterMots: true})
		bilan.Enumere(0, Factorielle(10))
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(int64(b.N)*Factorielle(10)), "ns/donne")
}

// BenchmarkExhaustifN12Tranche plays 2^22 of the 479 001 600 deals of 12 cards, from the middle
// of the ranks; "exhaustif -N 12" takes about 12!/2^22 = 114 times as long per worker.
func BenchmarkExhaustifN12Tranche(b *testing.B) {
	const tranche = 1 << 22
	for b.Loop() {
		bilan := NouveauBilan(12, OptionsEnumeration{CompterMots: true})
		bilan.Enumere(Factorielle(12)/2, tranche)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(int64(b.N)*tranche), "ns/donne")
}

// BenchmarkSimuleN30 plays random deals of 30 cards (byte queues), as "simule -N 30" does.
func BenchmarkSimuleN30(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 2))
	bilan := &BilanSimulation{N: 30}
	for b.Loop() {
		bilan.Simule(1, rng)
	}
}

// BenchmarkSimuleN10 plays random deals of 10 cards (packed engine).
func BenchmarkSimuleN10(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 2))
	bilan := &BilanSimulation{N: 10}
	for b.Loop() {
		bilan.Simule(1, rng)
	}
}
