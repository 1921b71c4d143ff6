package bataille

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// The reciprocals replace divisions by 2..12 for every x below 12!: checked against the division
// at both ends of the range and on random values in between.
func TestInverses(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 1))
	fin := factorielles[12]
	for d := uint64(2); d <= 12; d++ {
		for k := range uint64(100_000) {
			for _, x := range []uint64{k, fin - 1 - k, r.Uint64N(fin)} {
				if q := x * inverses[d] >> 34; q != x/d {
					t.Fatalf("x = %d, d = %d: %d, want %d", x, d, q, x/d)
				}
			}
		}
	}
}

// Every order of k distinct cards must come out equally often. Chi-square test against the
// uniform distribution with k! − 1 degrees of freedom; the bound is the 0.999 quantile of the
// chi-square law (a fixed seed, so the test fails only if the shuffle is biased).
func TestMelangeUniforme(t *testing.T) {
	cas := []struct {
		k     int
		borne float64 // chi-square 0.999 quantile with k! − 1 degrees of freedom
	}{
		{2, 10.83},
		{3, 20.52},
		{4, 49.73},
		{5, 173.6},
	}
	r := rand.New(rand.NewPCG(2, 3))
	for _, c := range cas {
		const parOrdre = 500
		n := int(factorielles[c.k]) * parOrdre
		compte := map[string]int{}
		t0 := make([]uint8, c.k)
		for range n {
			for i := range t0 {
				t0[i] = uint8(i)
			}
			melange(t0, r)
			compte[string(t0)]++
		}
		if len(compte) != int(factorielles[c.k]) {
			t.Errorf("k = %d: %d orders seen, want %d", c.k, len(compte), factorielles[c.k])
		}
		khi2 := 0.0
		for _, o := range compte {
			d := float64(o - parOrdre)
			khi2 += d * d / parOrdre
		}
		if khi2 > c.borne {
			t.Errorf("k = %d: chi-square %.1f > %.1f", c.k, khi2, c.borne)
		}
	}
}

// Long tables (13 to 20 cards, and more) go through other branches: each card must reach each
// place equally often. Chi-square over the k × k table of (card, place) counts, (k − 1)² degrees
// of freedom, bounded by the 0.999 quantile.
func TestMelangeLongUniforme(t *testing.T) {
	cas := []struct {
		k     int
		borne float64
	}{
		{13, 207.4}, // 144 degrees of freedom
		{24, 624.2}, // 529 degrees of freedom
	}
	r := rand.New(rand.NewPCG(4, 5))
	for _, c := range cas {
		const n = 20_000
		compte := make([]int, c.k*c.k)
		t0 := make([]uint8, c.k)
		for range n {
			for i := range t0 {
				t0[i] = uint8(i)
			}
			melange(t0, r)
			for place, carte := range t0 {
				compte[int(carte)*c.k+place]++
			}
		}
		attendu := float64(n) / float64(c.k)
		khi2 := 0.0
		for _, o := range compte {
			d := float64(o) - attendu
			khi2 += d * d / attendu
		}
		if khi2 > c.borne {
			t.Errorf("k = %d: chi-square %.1f > %.1f", c.k, khi2, c.borne)
		}
		slices.Sort(t0)
		for i, v := range t0 {
			if int(v) != i {
				t.Fatalf("k = %d: the shuffle lost or duplicated a card: %v", c.k, t0)
			}
		}
	}
}
