package rostam

import (
	"context"
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

// BenchmarkEnumererN10 plays the 3 628 800 deals of 10 cards with Enumerer on one worker,
// distinct words counted, as BenchmarkExhaustifN10 does with the former engine.
func BenchmarkEnumererN10(b *testing.B) {
	for b.Loop() {
		if _, err := Enumerer(context.Background(), 10, OptionsExhaustif{CompterMots: true}, 0, NombreItems(10)); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(int64(b.N)*Factorielle(10)), "ns/donne")
}

// BenchmarkEnumererN12Tranche plays 12 of the 1320 work items of 12 cards (9! ranks each,
// 4 354 560 ranks from the middle of the list) on one worker, distinct words counted;
// "exhaustif -N 12" takes 110 times as long per worker.
func BenchmarkEnumererN12Tranche(b *testing.B) {
	debut := NombreItems(12) / 2
	for b.Loop() {
		if _, err := Enumerer(context.Background(), 12, OptionsExhaustif{CompterMots: true}, debut, debut+12); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(int64(b.N)*12*TailleItem(12)), "ns/donne")
}

// BenchmarkEnumererN14Tranche plays 4 of the 240 240 work items of 14 cards on one worker,
// without the words, as "exhaustif -N 14" does.
func BenchmarkEnumererN14Tranche(b *testing.B) {
	debut := NombreItems(14) / 3
	for b.Loop() {
		if _, err := Enumerer(context.Background(), 14, OptionsExhaustif{}, debut, debut+4); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(int64(b.N)*4*TailleItem(14)), "ns/donne")
}

// BenchmarkEnumererN13Tranche plays 8 of the 17 160 work items of 13 cards on one worker,
// without the words, as "exhaustif -N 13" does: 78 % of these deals never end.
func BenchmarkEnumererN13Tranche(b *testing.B) {
	debut := NombreItems(13) / 3
	for b.Loop() {
		if _, err := Enumerer(context.Background(), 13, OptionsExhaustif{SansCycles: true}, debut, debut+8); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(int64(b.N)*8*TailleItem(13)), "ns/donne")
}
