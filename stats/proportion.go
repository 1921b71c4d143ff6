package stats

import "math"

// Proportion is a number of successes among a number of trials.
type Proportion struct {
	Hits, Trials int64
}

// Value is the observed share Hits/Trials, NaN when there was no trial.
func (p Proportion) Value() float64 {
	if p.Trials == 0 {
		return math.NaN()
	}
	return float64(p.Hits) / float64(p.Trials)
}

// z95 is the standard normal quantile of 0.975.
const z95 = 1.959963984540054

// Wilson95 is the 95% Wilson score interval of the share.
func (p Proportion) Wilson95() (lo, hi float64) { return p.Wilson(z95) }

// Wilson is the Wilson score interval of the share for the normal quantile z; it stays inside
// [0, 1] even for shares of 0 or 1. With no trial it is [0, 1].
func (p Proportion) Wilson(z float64) (lo, hi float64) {
	if p.Trials == 0 {
		return 0, 1
	}
	n := float64(p.Trials)
	phat := float64(p.Hits) / n
	z2 := z * z
	centre := (phat + z2/(2*n)) / (1 + z2/n)
	half := float64(z / (1 + z2/n) * math.Sqrt(phat*(1-phat)/n+z2/(4*n*n)))
	return math.Max(0, centre-half), math.Min(1, centre+half)
}
