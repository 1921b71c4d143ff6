package bataille

import (
	"math/rand/v2"

	"jeux/stats"
)

// DureeInfinie is the duration under which a histogram of durations records an infinite game:
// no game ends before its first trick, so the value is free, and the CSV of brut and the cache
// keep the infinite games next to the others.
const DureeInfinie = 0

// Durees plays n games dealt from r and adds their durations to h, an infinite game as
// DureeInfinie.
func (m *Moteur) Durees(h *stats.Histogram, r *rand.Rand, n int64) {
	for range n {
		if res := m.Partie(r); res.Infinie {
			h.Add(DureeInfinie)
		} else {
			h.Add(res.Plis)
		}
	}
}

// SeparerInfinies splits durations recorded by Durees into the finite ones and the number of
// infinite games.
func SeparerInfinies(h *stats.Histogram) (finies *stats.Histogram, infinies int64) {
	finies = new(stats.Histogram)
	h.Each(func(v int, n int64) {
		if v != DureeInfinie {
			finies.AddN(v, n)
		}
	})
	return finies, h.Count(DureeInfinie)
}
