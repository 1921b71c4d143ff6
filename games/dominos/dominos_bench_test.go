package dominos

import (
	"math/rand/v2"
	"testing"
)

// benchTournoi mesure le débit d'un tournoi en parties par seconde, sur un seul cœur.
func benchTournoi(b *testing.B, s1, s2 string) {
	d1, err := Trouver(s1)
	if err != nil {
		b.Fatal(err)
	}
	d2, err := Trouver(s2)
	if err != nil {
		b.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	var bilan Bilan
	b.ReportAllocs()
	b.ResetTimer()
	bilan.Tournoi(r, ReglesStandard, d1.Nouvelle(), d2.Nouvelle(), int64(b.N))
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "parties/s")
}

func BenchmarkPireContreHasard(b *testing.B)         { benchTournoi(b, "pire", "hasard") }
func BenchmarkPlusDePointsContreHasard(b *testing.B) { benchTournoi(b, "plus_de_points", "hasard") }
func BenchmarkPlusPresentContrePire(b *testing.B)    { benchTournoi(b, "plus_present", "pire") }

func BenchmarkBloqueurContrePlusDePoints(b *testing.B) { benchTournoi(b, "bloqueur", "plus_de_points") }

func BenchmarkAnticipationContrePlusDePoints(b *testing.B) {
	benchTournoi(b, "anticipation", "plus_de_points")
}
