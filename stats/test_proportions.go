package stats

import (
	"math"

	"gonum.org/v1/gonum/mathext"
)

// NormalTwoSided is the two-sided p-value of a standard normal statistic z: P(|Z| ≥ |z|).
func NormalTwoSided(z float64) float64 {
	return erfc(math.Abs(z) / math.Sqrt2)
}

// SignTest compares two counts of exclusive outcomes (wins a and losses b, ties left out)
// under the hypothesis that both are equally likely: z = (a − b)/√(a + b), the normal
// approximation of a binomial(a + b, 1/2), with its two-sided p-value. With a + b = 0 it
// returns z = 0 and p = 1.
func SignTest(a, b int64) (z, p float64) {
	if a < 0 || b < 0 {
		panic("stats: SignTest with a negative count")
	}
	if a+b == 0 {
		return 0, 1
	}
	z = float64(a-b) / math.Sqrt(float64(a+b))
	return z, NormalTwoSided(z)
}

// TwoProportionZ tests whether two independent proportions share one underlying rate: the
// difference of their shares over its pooled standard error, with its two-sided p-value.
// Both proportions need trials; when the pooled share is 0 or 1 (no variance) z is 0 and p is 1.
func TwoProportionZ(x, y Proportion) (z, p float64) {
	if x.Trials <= 0 || y.Trials <= 0 {
		panic("stats: TwoProportionZ needs trials on both sides")
	}
	n1, n2 := float64(x.Trials), float64(y.Trials)
	pool := float64(x.Hits+y.Hits) / (n1 + n2)
	se := math.Sqrt(pool * (1 - pool) * (1/n1 + 1/n2))
	if se == 0 {
		return 0, 1
	}
	z = (x.Value() - y.Value()) / se
	return z, NormalTwoSided(z)
}

// ChiSquareUniform is Pearson's goodness-of-fit test of counts against equal expected counts:
// the statistic Σ (o − e)²/e, its degrees of freedom (categories − 1) and its p-value, the
// upper tail of the chi-square distribution. It needs at least two categories and one count.
func ChiSquareUniform(counts []int64) (stat float64, df int, p float64) {
	var total int64
	for _, c := range counts {
		if c < 0 {
			panic("stats: ChiSquareUniform with a negative count")
		}
		total += c
	}
	if len(counts) < 2 || total == 0 {
		panic("stats: ChiSquareUniform needs two categories and at least one count")
	}
	e := float64(total) / float64(len(counts))
	for _, c := range counts {
		d := float64(c) - e
		stat += d * d / e
	}
	df = len(counts) - 1
	return stat, df, mathext.GammaIncRegComp(float64(df)/2, stat/2)
}
