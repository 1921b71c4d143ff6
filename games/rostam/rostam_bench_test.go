package rostam

import (
	"context"
	"math/rand/v2"
	"testing"

	"jeux/internal/mesure"
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
	enumererTranche(b, 10, 0, NombreItems(10), OptionsExhaustif{CompterMots: true})
}

// BenchmarkEnumererN12Tranche plays 12 of the 1320 work items of 12 cards (9! ranks each,
// 4 354 560 ranks from the middle of the list) on one worker, distinct words counted;
// "exhaustif -N 12" takes 110 times as long per worker.
func BenchmarkEnumererN12Tranche(b *testing.B) {
	enumererTranche(b, 12, NombreItems(12)/2, 12, OptionsExhaustif{CompterMots: true})
}

// BenchmarkEnumererN12TrancheQuatre and BenchmarkEnumererN12TrancheSimple are the same slice on
// four lanes (avanceLot4Mots, the engine of a processor with AVX2 but not AVX-512F) and with the
// plain engine: the four lanes must beat the plain engine on the words too.
func BenchmarkEnumererN12TrancheQuatre(b *testing.B) {
	if VoiesDisponibles < 4 {
		b.Skip("sans AVX2")
	}
	enumererTranche(b, 12, NombreItems(12)/2, 12, OptionsExhaustif{CompterMots: true, Voies: 4})
}

func BenchmarkEnumererN12TrancheSimple(b *testing.B) {
	enumererTranche(b, 12, NombreItems(12)/2, 12, OptionsExhaustif{CompterMots: true, Voies: 2})
}

// BenchmarkEnumererN14Tranche plays 4 of the 240 240 work items of 14 cards on one worker,
// without the words, as "exhaustif -N 14" does.
func BenchmarkEnumererN14Tranche(b *testing.B) {
	enumererTranche(b, 14, NombreItems(14)/3, 4, OptionsExhaustif{SansCycles: true})
}

// BenchmarkEnumererN13Tranche plays 8 of the 17 160 work items of 13 cards on one worker,
// without the words, as "exhaustif -N 13" does: 78 % of these deals never end.
func BenchmarkEnumererN13Tranche(b *testing.B) {
	enumererTranche(b, 13, NombreItems(13)/3, 8, OptionsExhaustif{SansCycles: true})
}

// BenchmarkEnumererN13TrancheHuit is the same slice on one group of eight lanes (avanceLot8),
// where the default plays two groups at once (avanceLot8x2).
func BenchmarkEnumererN13TrancheHuit(b *testing.B) {
	if VoiesDisponibles < 8 {
		b.Skip("sans AVX-512F")
	}
	enumererTranche(b, 13, NombreItems(13)/3, 8, OptionsExhaustif{SansCycles: true, UnGroupe: true})
}

// BenchmarkEnumererN13TrancheSimple is the same slice with the plain engine: the vector one
// must beat it wherever it is chosen.
func BenchmarkEnumererN13TrancheSimple(b *testing.B) {
	enumererTranche(b, 13, NombreItems(13)/3, 8, OptionsExhaustif{SansCycles: true, Voies: 2})
}

// BenchmarkEnumererN13TrancheQuatre is the same slice on four lanes (avanceLot4), also where
// the processor runs eight.
func BenchmarkEnumererN13TrancheQuatre(b *testing.B) {
	if VoiesDisponibles < 4 {
		b.Skip("sans AVX2")
	}
	enumererTranche(b, 13, NombreItems(13)/3, 8, OptionsExhaustif{SansCycles: true, Voies: 4})
}

// BenchmarkEnumererN13TrancheQuatreUnGroupe is the same slice on one group of four lanes
// (avanceLot4), where …Quatre plays two at once (avanceLot4x2).
func BenchmarkEnumererN13TrancheQuatreUnGroupe(b *testing.B) {
	if VoiesDisponibles < 4 {
		b.Skip("sans AVX2")
	}
	enumererTranche(b, 13, NombreItems(13)/3, 8, OptionsExhaustif{SansCycles: true, Voies: 4, UnGroupe: true})
}

// enumererTranche plays the items [debut, debut+items) of n cards on one worker and reports the
// time a deal.
func enumererTranche(b *testing.B, n int, debut, items int64, o OptionsExhaustif) {
	for b.Loop() {
		if _, err := Enumerer(context.Background(), n, o, debut, debut+items); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(int64(b.N)*items*TailleItem(n)), "ns/donne")
}

// BenchmarkEnumererN11 is "exhaustif -N 11" on one worker: every deal, the distinct words and
// the distinct cycles named. BenchmarkEnumererN11SansNoms plays the same deals without naming
// words or cycles: the difference is the cost of the names.
func BenchmarkEnumererN11(b *testing.B) {
	enumererTranche(b, 11, 0, NombreItems(11), OptionsExhaustif{CompterMots: true})
}

func BenchmarkEnumererN11SansNoms(b *testing.B) {
	enumererTranche(b, 11, 0, NombreItems(11), OptionsExhaustif{SansCycles: true})
}

// BenchmarkEnumererN11NomsSeuls names the cycles of N = 11 without counting the words, and
// BenchmarkEnumererN11MotsSeuls counts the words without naming the cycles: what each costs
// over BenchmarkEnumererN11SansNoms.
func BenchmarkEnumererN11NomsSeuls(b *testing.B) {
	enumererTranche(b, 11, 0, NombreItems(11), OptionsExhaustif{})
}

func BenchmarkEnumererN11MotsSeuls(b *testing.B) {
	enumererTranche(b, 11, 0, NombreItems(11), OptionsExhaustif{CompterMots: true, SansCycles: true})
}

// BenchmarkEnumererN12 is "exhaustif -N 12" on one worker, words and cycles named, and
// BenchmarkEnumererN12SansNoms the same deals without the names.
func BenchmarkEnumererN12(b *testing.B) {
	enumererTranche(b, 12, 0, NombreItems(12), OptionsExhaustif{CompterMots: true})
}

func BenchmarkEnumererN12SansNoms(b *testing.B) {
	enumererTranche(b, 12, 0, NombreItems(12), OptionsExhaustif{SansCycles: true})
}

// echantillonPositions plays, on one worker, parts items of n cards evenly spread over the items
// of each pile size (EnumererPositions), and returns the positions played and whose game never
// ends.
func echantillonPositions(b *testing.B, n int, parts int64) (jouees, infinies int64) {
	par := ItemsParTaille(n)
	for t := range int64(n - 1) {
		for i := range parts {
			k := t*par + (2*i+1)*par/(2*parts)
			d, err := EnumererPositions(context.Background(), n, OptionsExhaustif{Workers: 1, SansCycles: n > MaxPositions}, k, k+1)
			if err != nil {
				b.Fatal(err)
			}
			jouees += d.Positions
			infinies += d.Infinies
		}
	}
	return jouees, infinies
}

// BenchmarkPositionsN12 plays every position of 12 cards with card 12 on top of player 1's
// pile, as "positions -N 12" does on one worker.
func BenchmarkPositionsN12(b *testing.B) {
	var jouees int64
	c := mesure.Demarrer()
	for b.Loop() {
		d, err := EnumererPositions(context.Background(), 12, OptionsExhaustif{Workers: 1}, 0, ItemsPositions(12))
		if err != nil {
			b.Fatal(err)
		}
		jouees += d.Positions
	}
	c.Rapporter(b, int(jouees)) // a "partie" is a position played
}

// BenchmarkPositionsN16Echantillon plays 8 items of 362,880 positions for each pile size of 16
// cards (43.5 million positions of the 1.96·10¹³ that "every position of 16 cards" plays), on one
// worker: the cost of N = 16 in docs/rostam.md. It reports the non-ending games it met, which
// would refute Spivey's conjecture at N = 16.
func BenchmarkPositionsN16Echantillon(b *testing.B) {
	var jouees, infinies int64
	c := mesure.Demarrer()
	for b.Loop() {
		j, i := echantillonPositions(b, 16, 8)
		jouees += j
		infinies += i
	}
	c.Rapporter(b, int(jouees)) // a "partie" is a position played
	b.ReportMetric(float64(infinies), "infinies")
}
