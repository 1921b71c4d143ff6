package stats

import "math"

// The functions of this file give the same bits on every processor. Go's math.Exp, math.Log
// and math.Erfc do not: amd64 and arm64 have assembly of their own for some, and where the
// code is Go the arm64 compiler fuses x*y + z into one instruction that rounds once. Here only
// additions, multiplications, divisions and math.Ldexp are used, which IEEE 754 rounds alike
// everywhere, and every product that is added is rounded first by an explicit float64(…),
// which forbids the fusion.

// ln2Haut is ln 2 cut to 40 significant bits, so that k·ln2Haut is exact for |k| < 2¹²;
// ln2Bas is the rest, exact as an untyped constant and rounded once where it is used.
const (
	ln2     = 0.693147180559945309417232121458176568075500134360255254120680009493393621969694715605863326996418687542
	ln2Haut = 0x1.62e42fefa3p-1
	ln2Bas  = ln2 - ln2Haut
	racPi   = 1.772453850905516027298167483341145182797549456122387128213807789852911284591025748420 // √π
)

// exp is e^x to about one unit in the last place, the same bits on every processor.
func exp(x float64) float64 {
	switch {
	case math.IsNaN(x):
		return x
	case x > 709.8:
		return math.Inf(1)
	case x < -745.2:
		return 0
	}
	// x = k·ln 2 + r with |r| ≤ ln 2 / 2; e^x = 2^k·e^r.
	k := math.Round(x / ln2)
	r := x - float64(k*ln2Haut)
	r -= float64(k * ln2Bas)
	// e^r by its Taylor series to r²⁰/20!, below 10⁻²⁵ for |r| ≤ 0.35, in Horner's form
	// 1 + r(1 + r/2(1 + r/3(…))).
	s := 1.0
	for n := 20; n >= 1; n-- {
		s = 1 + float64(r*s)/float64(n)
	}
	return math.Ldexp(s, int(k))
}

// erfc is the complementary error function 1 − erf(x), the same bits on every processor; its
// relative error stays below 6·10⁻¹⁶ on [−3, 26] (measured against mpmath at 50 digits).
func erfc(x float64) float64 {
	switch {
	case math.IsNaN(x):
		return x
	case x < 0:
		return 2 - erfc(-x)
	case x < 0.5:
		return 1 - erf(x)
	case x > 27.3:
		return 0 // below the smallest float64
	}
	// Laplace's continued fraction, for x ≥ 0.5:
	// erfc(x) = e^(−x²)/√π · 1/(x + (1/2)/(x + 1/(x + (3/2)/(x + 2/(x + …))))),
	// evaluated from its far end; at x = 0.5 its 2,000 levels are converged far below a float64's
	// last bit.
	t := x
	for n := 2000; n >= 1; n-- {
		t = x + float64(n)/2/t
	}
	return expMoinsCarre(x) / racPi / t
}

// erf is the error function for 0 ≤ x < 0.5, by the series of positive terms
// erf(x) = 2/√π · e^(−x²) · Σ 2ⁿ x^(2n+1) / (1·3·5···(2n+1)), free of cancellation.
func erf(x float64) float64 {
	x2 := float64(2 * x * x)
	terme, somme := x, x
	for n := 1; terme > 1e-18*somme; n++ {
		terme = float64(terme*x2) / float64(2*n+1)
		somme += terme
	}
	return 2 / racPi * float64(expMoinsCarre(x)*somme)
}

// expMoinsCarre is e^(−x²) without the error of x² rounded, which e^(−x²) would multiply by x²
// (10⁻¹⁴ at x = 26): with h, x cut to 26 significant bits, h² is exact and
// e^(−x²) = e^(−h²)·e^(−(x−h)(x+h)), the second factor close to 1.
func expMoinsCarre(x float64) float64 {
	h := math.Float64frombits(math.Float64bits(x) &^ (1<<27 - 1))
	return float64(exp(-float64(h*h)) * exp(-float64((x-h)*(x+h))))
}
