package stats

import (
	"math"
	"math/big"
	"testing"
)

// The figures must be the same bits on every processor: each operation rounded on its own, as
// IEEE 754 defines it, never a product and a sum fused into one rounding (arm64, or amd64
// built with GOAMD64=v3, would fuse them where the code lets it). The expected values are
// worked out operation by operation with math/big at float64's precision, and each case is
// one where the fused computation gives other bits, so that the test fails on the fused form.

// ieee is one rounding of math/big at float64's precision, to nearest even.
func ieee(op func(z, x, y *big.Float) *big.Float, x, y float64) float64 {
	z := new(big.Float).SetPrec(53).SetMode(big.ToNearestEven)
	f, _ := op(z, big.NewFloat(x), big.NewFloat(y)).Float64()
	return f
}

func plus(x, y float64) float64   { return ieee((*big.Float).Add, x, y) }
func moins(x, y float64) float64  { return ieee((*big.Float).Sub, x, y) }
func fois(x, y float64) float64   { return ieee((*big.Float).Mul, x, y) }
func divise(x, y float64) float64 { return ieee((*big.Float).Quo, x, y) }
func racine(x float64) float64 {
	f, _ := new(big.Float).SetPrec(53).SetMode(big.ToNearestEven).Sqrt(big.NewFloat(x)).Float64()
	return f
}

func TestEcartTypeArrondiOperationParOperation(t *testing.T) {
	// Counts 1, 2 and 3 of the values 0, 2 and 5.
	valeurs, effectifs := []float64{0, 2, 5}, []float64{1, 2, 3}
	var h Histogram
	for i := range valeurs {
		h.AddN(int(valeurs[i]), int64(effectifs[i]))
	}
	somme, total := 0.0, 6.0
	for i := range valeurs {
		somme = plus(somme, fois(valeurs[i], effectifs[i]))
	}
	moyenne := divise(somme, total)
	ss, fusion := 0.0, 0.0
	for i := range valeurs {
		d := moins(valeurs[i], moyenne)
		ss = plus(ss, fois(fois(d, d), effectifs[i]))
		fusion = math.FMA(fois(d, d), effectifs[i], fusion)
	}
	attendu := racine(divise(ss, total))
	if fusionne := math.Sqrt(fusion / total); fusionne == attendu {
		t.Fatalf("cas sans effet : la somme fusionnée donne aussi %v", attendu)
	}
	if m := h.Mean(); m != moyenne {
		t.Errorf("Mean = %v, attendu %v", m, moyenne)
	}
	if e := h.StdDev(); e != attendu {
		t.Errorf("StdDev = %v (%#x), attendu %v (%#x)", e, math.Float64bits(e), attendu, math.Float64bits(attendu))
	}
}

func TestWilsonArrondiOperationParOperation(t *testing.T) {
	// 1 success in 12 trials.
	const k, n = 1.0, 12.0
	z := z95
	z2 := fois(z, z)
	b := plus(1, divise(z2, n))
	phat := divise(k, n)
	centre := divise(plus(phat, divise(z2, fois(2, n))), b)
	s := racine(plus(divise(fois(phat, moins(1, phat)), n), divise(z2, fois(fois(4, n), n))))
	q := divise(z, b)
	demi := fois(q, s)
	bas, haut := moins(centre, demi), plus(centre, demi)
	if math.FMA(-q, s, centre) == bas || math.FMA(q, s, centre) == haut {
		t.Fatalf("cas sans effet : les bornes fusionnées sont aussi %v, %v", bas, haut)
	}
	lo, hi := Proportion{Hits: 1, Trials: 12}.Wilson95()
	if lo != bas || hi != haut {
		t.Errorf("Wilson95(1/12) = [%v, %v], attendu [%v, %v]", lo, hi, bas, haut)
	}
}
