package verger

import (
	"math"
	"math/rand/v2"
	"testing"
)

// Games played at random against the exact values, with a fixed seed. The tolerance is four
// standard errors of the estimate (computed from the exact probability for the share of wins,
// from the sample for the mean number of rolls): a correct player fails it about once in 16,000.
func TestPartiesContreExact(t *testing.T) {
	const n = 20000
	cfgs := []Config{Originale, {3, 3, 3, 2, Min}, {3, 3, 3, 2, Hasard}, {3, 4, 3, 2, Meilleure}, {3, 4, 3, 2, Pire}, {2, 3, 2, 1, Max}}
	for i, cfg := range cfgs {
		t.Run(cfg.Strategie.String(), func(t *testing.T) {
			exact := calculer(t, cfg, false)
			j, err := NouveauJoueur(ctx, cfg)
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(2024, uint64(i)))
			gagnees, somme, carres := 0, 0.0, 0.0
			for range n {
				g, l := j.Partie(r)
				if g {
					gagnees++
				}
				somme += float64(l)
				carres += float64(l) * float64(l)
			}
			p := float64(gagnees) / n
			se := math.Sqrt(exact.Probabilite * (1 - exact.Probabilite) / n)
			if math.Abs(p-exact.Probabilite) > 4*se {
				t.Errorf("%+v : %v gagnées sur %d (%v), exact %v, écart-type %v", cfg, gagnees, n, p, exact.Probabilite, se)
			}
			moyenne := somme / n
			sed := math.Sqrt((carres/n - moyenne*moyenne) / n)
			if math.Abs(moyenne-exact.DureeMoyenne) > 4*sed {
				t.Errorf("%+v : %v lancers en moyenne, exact %v, écart-type %v", cfg, moyenne, exact.DureeMoyenne, sed)
			}
		})
	}
}
