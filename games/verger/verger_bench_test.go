package verger

import (
	"math/rand/v2"
	"testing"
)

// The original box under every strategy (docs/performance.md: milliseconds).
func BenchmarkOriginale(b *testing.B) {
	for _, s := range Strategies {
		cfg := Originale
		cfg.Strategie = s
		b.Run(s.String(), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Calculer(ctx, cfg, false); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// The original box in exact rationals.
func BenchmarkOriginaleExacte(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Calculer(ctx, Originale, true); err != nil {
			b.Fatal(err)
		}
	}
}

// Six trees of twenty fruits and twenty pieces (docs/performance.md: seconds, under 1 GiB); the bytes
// allocated per operation bound the peak, every table being allocated once.
func BenchmarkSixArbresVingtFruits(b *testing.B) {
	for _, s := range []Strategie{Max, Hasard, Meilleure} {
		cfg := Config{Arbres: 6, Fruits: 20, Corbeau: 20, PanierFruits: 2, Strategie: s}
		b.Run(s.String(), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Calculer(ctx, cfg, false); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// One game played at random, the player of `jeux verger simule`.
func BenchmarkPartie(b *testing.B) {
	j, err := NouveauJoueur(ctx, Originale)
	if err != nil {
		b.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for b.Loop() {
		j.Partie(r)
	}
}
