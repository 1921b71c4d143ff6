package bataille

import (
	"math"
	"math/rand/v2"
	"testing"

	"jeux/stats"
)

// simule plays n games with a fixed seed and returns the histogram of finite durations.
func simule(cfg Config, n int, graine uint64) *stats.Histogram {
	m := NouveauMoteur(cfg)
	r := rand.New(rand.NewPCG(graine, 0))
	var h stats.Histogram
	for range n {
		if res := m.Partie(r); !res.Infinie {
			h.Add(res.Plis)
		}
	}
	return &h
}

// quantileCouvre reports whether a published quantile of level p lies in the distribution-free
// confidence interval of the sample: the sample quantiles of levels p ± k·√(p(1−p)/n), k = 4
// standard errors of the empirical distribution function at that point.
func quantileCouvre(h *stats.Histogram, p, publie float64) (bool, int, int) {
	const k = 4
	se := math.Sqrt(p * (1 - p) / float64(h.Total()))
	lo, hi := h.Quantile(max(p-k*se, 0)), h.Quantile(min(p+k*se, 1))
	return float64(lo) <= publie && publie <= float64(hi), lo, hi
}

// The published figures of seed 000 (one million games each), and the Delahaye & Mathieu column
// of its comparison table, which our delahaye rules with random pick-ups reproduce. The mean is
// checked within 4 standard errors (the sample's standard deviation over √n), the median and
// the ends of the 95% range by quantileCouvre. The mode is too flat to be tested at this size.
func TestChiffresPublies(t *testing.T) {
	cas := []struct {
		nom                      string
		cfg                      Config
		moyenne, mediane, lo, hi float64
	}{
		{"32 cartes", Config{Couleurs: 4, Valeurs: 8}, 126.5, 96, 20, 404},
		{"52 cartes", Config{Couleurs: 4, Valeurs: 13}, 441.4, 334, 70, 1414},
		{"Bata-waf 6×6", Config{Couleurs: 6, Valeurs: 6}, 118.9, 90, 20, 374},
		{"Delahaye & Mathieu", Config{Couleurs: 4, Valeurs: 13, Regles: Delahaye,
			Ramassage: [2]Ramassage{Aleatoire, Aleatoire}}, 582.3, 438, 92, 1872},
	}
	const n = 40_000
	for i, c := range cas {
		t.Run(c.nom, func(t *testing.T) {
			h := simule(c.cfg, n, uint64(1000+i))
			se := h.StdDev() / math.Sqrt(float64(h.Total()))
			if d := math.Abs(h.Mean() - c.moyenne); d > 4*se {
				t.Errorf("mean %.1f, published %.1f: off by %.1f > 4 standard errors (%.1f)", h.Mean(), c.moyenne, d, 4*se)
			}
			for _, q := range []struct{ p, publie float64 }{{0.5, c.mediane}, {0.025, c.lo}, {0.975, c.hi}} {
				if ok, lo, hi := quantileCouvre(h, q.p, q.publie); !ok {
					t.Errorf("quantile %.3f: published %v outside the sample's interval [%d ; %d]", q.p, q.publie, lo, hi)
				}
			}
		})
	}
}
