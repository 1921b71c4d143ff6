package bataille

import (
	"math/rand/v2"
	"testing"
)

// benchParties plays b.N games of cfg and reports games per second.
func benchParties(b *testing.B, cfg Config) {
	m := NouveauMoteur(cfg)
	r := rand.New(rand.NewPCG(1, 2))
	plis := 0
	b.ResetTimer()
	for range b.N {
		plis += m.Partie(r).Plis
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "parties/s")
	b.ReportMetric(float64(plis)/float64(b.N), "plis/partie")
}

// BenchmarkPaternault52 is the speed target of SPEC §6: 200,000 games per second per core.
func BenchmarkPaternault52(b *testing.B) {
	benchParties(b, Config{Couleurs: 4, Valeurs: 13})
}

// BenchmarkDelahayeNaturelle52 includes Brent's cycle detection on every trick.
func BenchmarkDelahayeNaturelle52(b *testing.B) {
	benchParties(b, Config{Couleurs: 4, Valeurs: 13, Regles: Delahaye})
}

// BenchmarkDelahayeAleatoire52 picks up at random like Paternault but without face-down cards.
func BenchmarkDelahayeAleatoire52(b *testing.B) {
	benchParties(b, Config{Couleurs: 4, Valeurs: 13, Regles: Delahaye, Ramassage: [2]Ramassage{Aleatoire, Aleatoire}})
}
