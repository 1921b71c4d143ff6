package stats

import (
	"math"
	"testing"
)

// The expected values are those of mpmath at 40 digits (the same as Abramowitz and Stegun's
// tables where they reach).
func TestErfcValeursPubliees(t *testing.T) {
	cas := []struct{ x, attendu float64 }{
		{0, 1},
		{0.1, 0.8875370839817151078},
		{0.5, 0.47950012218695346232},
		{0.99, 0.16149193044463019642},
		{1, 0.15729920705028513066},
		{1.5, 0.033894853524689272933},
		{2, 0.0046777349810472658379},
		{3, 0.000022090496998585441373},
		{5, 1.5374597944280348502e-12},
		{10, 2.088487583762544757e-45},
		{20, 5.3958656116079009289e-176},
		{26, 5.6631924088561428465e-296},
		{-1, 2 - 0.15729920705028513066},
		{30, 0},
	}
	for _, c := range cas {
		if got := erfc(c.x); math.Abs(got-c.attendu) > 2e-15*c.attendu {
			t.Errorf("erfc(%v) = %v, attendu %v", c.x, got, c.attendu)
		}
	}
	if !math.IsNaN(erfc(math.NaN())) {
		t.Error("erfc(NaN) n'est pas NaN")
	}
}

func TestExpValeursPubliees(t *testing.T) {
	cas := []struct{ x, attendu float64 }{
		{0, 1},
		{-700, 9.8596765437597708567e-305},
		{-1, 0.3678794411714423216},
		{0.3, 1.349858807576003104},
		{1, 2.7182818284590452354},
		{100, 2.6881171418161354484e+43},
		{709, 8.2184074615549721892e+307},
	}
	for _, c := range cas {
		if got := exp(c.x); math.Abs(got-c.attendu) > 4.5e-16*c.attendu {
			t.Errorf("exp(%v) = %v, attendu %v", c.x, got, c.attendu)
		}
	}
	if exp(710) != math.Inf(1) || exp(-746) != 0 {
		t.Error("exp hors de l'étendue des float64 : ni +Inf ni 0")
	}
}

// Against Go's own math.Erfc (another method, fdlibm's rational approximations) on a grid.
func TestErfcContreMath(t *testing.T) {
	for x := -3.0; x < 26; x += 0.0137 {
		if got, ref := erfc(x), math.Erfc(x); math.Abs(got-ref) > 1e-15*ref {
			t.Errorf("erfc(%v) = %v, math.Erfc %v", x, got, ref)
		}
	}
}
