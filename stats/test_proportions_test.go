package stats

import (
	"math"
	"testing"
)

// Expected values are worked by hand: p-values of z = 2 and z = 2√2 come from standard normal
// tables, and for two degrees of freedom the chi-square upper tail is exactly exp(−x/2).
func TestSignTest(t *testing.T) {
	cases := []struct {
		a, b int64
		z, p float64
	}{
		{60, 40, 2, 0.0455003},  // (60 − 40)/√100
		{40, 60, -2, 0.0455003}, // symmetric
		{50, 50, 0, 1},          // no difference
		{0, 0, 0, 1},            // no decisive outcome
		{9, 0, 3, 0.0026998},    // 9/√9
	}
	for _, c := range cases {
		z, p := SignTest(c.a, c.b)
		if math.Abs(z-c.z) > 1e-12 || math.Abs(p-c.p) > 1e-6 {
			t.Errorf("SignTest(%d, %d) = %v, %v ; attendu %v, %v", c.a, c.b, z, p, c.z, c.p)
		}
	}
}

func TestTwoProportionZ(t *testing.T) {
	cases := []struct {
		x, y Proportion
		z, p float64
	}{
		// pooled share 1/2, se = √(1/4 · 2/100) = √0.005, z = 0.2/√0.005 = 2√2
		{Proportion{60, 100}, Proportion{40, 100}, 2 * math.Sqrt2, 0.0046777},
		// pooled 30/200 = 0.15, se = √(0.15 · 0.85 · 2/100) = 0.0504975, z = 0.1/se
		{Proportion{20, 100}, Proportion{10, 100}, 0.1 / math.Sqrt(0.15*0.85*0.02), 0.04767},
		{Proportion{7, 10}, Proportion{14, 20}, 0, 1},
		{Proportion{0, 10}, Proportion{0, 20}, 0, 1},
	}
	for _, c := range cases {
		z, p := TwoProportionZ(c.x, c.y)
		if math.Abs(z-c.z) > 1e-9 || math.Abs(p-c.p) > 1e-4 {
			t.Errorf("TwoProportionZ(%v, %v) = %v, %v ; attendu %v, %v", c.x, c.y, z, p, c.z, c.p)
		}
	}
}

func TestChiSquareUniform(t *testing.T) {
	cases := []struct {
		counts []int64
		stat   float64
		df     int
		p      float64
	}{
		// expected 20 each: (100 + 0 + 100)/20 = 10; df 2: p = exp(−5)
		{[]int64{10, 20, 30}, 10, 2, math.Exp(-5)},
		{[]int64{25, 25, 25, 25}, 0, 3, 1},
		// expected 50: (100 + 100)/50 = 4; df 1: p = P(|Z| ≥ 2)
		{[]int64{60, 40}, 4, 1, 0.0455003},
	}
	for _, c := range cases {
		stat, df, p := ChiSquareUniform(c.counts)
		if math.Abs(stat-c.stat) > 1e-12 || df != c.df || math.Abs(p-c.p) > 1e-6 {
			t.Errorf("ChiSquareUniform(%v) = %v, %d, %v ; attendu %v, %d, %v", c.counts, stat, df, p, c.stat, c.df, c.p)
		}
	}
}
