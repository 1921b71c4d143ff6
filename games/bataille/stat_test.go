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

// Delahaye & Mathieu's figures quoted by seed 000 for their rules (naturelle pick-up): with 4
// colours of 3 values, about 2% of draws and 2% of infinite games; with 4 colours of 4 values,
// 0.18% of draws and 0.027% of infinite games. Tolerance: 4 standard errors √(p(1−p)/n), plus
// half a unit of the last digit published (0.5% for "about 2%").
func TestNullesEtInfiniesDelahaye(t *testing.T) {
	cas := []struct {
		valeurs          int
		n                int
		nulles, infinies float64
		arrondis         [2]float64 // half a unit of the last published digit
	}{
		{3, 50_000, 0.02, 0.02, [2]float64{0.005, 0.005}},
		{4, 400_000, 0.0018, 0.00027, [2]float64{0.00005, 0.000005}},
	}
	for _, c := range cas {
		m := NouveauMoteur(Config{Couleurs: 4, Valeurs: c.valeurs, Regles: Delahaye, Ramassage: naturelles})
		r := rand.New(rand.NewPCG(8, uint64(c.valeurs)))
		nulles, infinies := 0, 0
		for range c.n {
			switch res := m.Partie(r); {
			case res.Infinie:
				infinies++
			case res.Gagnant == 0:
				nulles++
			}
		}
		for i, q := range []struct {
			nom    string
			compte int
			publie float64
		}{{"draws", nulles, c.nulles}, {"infinite games", infinies, c.infinies}} {
			p := float64(q.compte) / float64(c.n)
			tol := 4*math.Sqrt(q.publie*(1-q.publie)/float64(c.n)) + c.arrondis[i]
			if math.Abs(p-q.publie) > tol {
				t.Errorf("4×%d %s: %.4f%%, published %.4f%% (tolerance %.4f%%)", c.valeurs, q.nom, 100*p, 100*q.publie, 100*tol)
			}
		}
	}
}
