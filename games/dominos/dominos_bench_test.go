package dominos

import (
	"math/rand/v2"
	"testing"

	"jeux/internal/mesure"
)

// benchTournoi mesure le débit d'un tournoi sur un seul cœur, en parties par seconde de temps
// écoulé et de temps processeur.
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
	chrono := mesure.Demarrer()
	bilan.Tournoi(r, ReglesStandard, d1.Nouvelle(), d2.Nouvelle(), int64(b.N))
	chrono.Rapporter(b, b.N)
}

func BenchmarkPireContreHasard(b *testing.B)         { benchTournoi(b, "pire", "hasard") }
func BenchmarkPlusDePointsContreHasard(b *testing.B) { benchTournoi(b, "plus_de_points", "hasard") }
func BenchmarkPlusPresentContrePire(b *testing.B)    { benchTournoi(b, "plus_present", "pire") }

func BenchmarkBloqueurContrePlusDePoints(b *testing.B) { benchTournoi(b, "bloqueur", "plus_de_points") }

func BenchmarkAnticipationContrePlusDePoints(b *testing.B) {
	benchTournoi(b, "anticipation", "plus_de_points")
}

// BenchmarkRechercheContreAnticipation : parties par seconde de recherche au budget du
// catalogue contre anticipation, sur un seul cœur.
func BenchmarkRechercheContreAnticipation(b *testing.B) {
	benchTournoi(b, "recherche", "anticipation")
}
