package stats

import (
	"math"
	"slices"
	"testing"
)

func histogramOf(values ...int) *Histogram {
	h := new(Histogram)
	for _, v := range values {
		h.Add(v)
	}
	return h
}

// Every expected figure below was worked out by hand from the listed values.
func TestHistogramSummary(t *testing.T) {
	tests := []struct {
		name    string
		values  []int
		want    Summary
		even    int64
		parity  string
		mean    float64
		stddev  float64
		median  float64
		wantMin int
	}{
		{
			// sorted 1 2 2 3 3 3 4 10: N = 8, median = (3+3)/2, q(0.025): 0.2 → 1, q(0.975): 7.8 → 10,
			// squared deviations from 3.5 sum to 54, σ = √(54/8).
			name:   "huit valeurs",
			values: []int{3, 1, 2, 10, 3, 2, 4, 3},
			want:   Summary{Min: 1, Max: 10, Mean: 3.5, Median: 3, Mode: 3, IC95: [2]int{1, 10}, EvenShare: 0.5},
			even:   4, parity: "≈", stddev: math.Sqrt(54.0 / 8),
		},
		{
			// sorted 2 2 3 5 5: N odd, median is the 3rd; 2 and 5 tie for the mode, 5 is longer.
			name:   "mode à égalité, N impair",
			values: []int{5, 2, 3, 5, 2},
			want:   Summary{Min: 2, Max: 5, Mean: 17.0 / 5, Median: 3, Mode: 5, IC95: [2]int{2, 5}, EvenShare: 0.4},
			even:   2, parity: "≈", stddev: math.Sqrt((4*(2-3.4)*(2-3.4)/2 + (3-3.4)*(3-3.4) + 2*(5-3.4)*(5-3.4)) / 5),
		},
		{
			// N even with different middle values: (2+3)/2.
			name:   "médiane entre deux valeurs",
			values: []int{1, 2, 3, 4},
			want:   Summary{Min: 1, Max: 4, Mean: 2.5, Median: 2.5, Mode: 4, IC95: [2]int{1, 4}, EvenShare: 0.5},
			even:   2, parity: "≈", stddev: math.Sqrt(5.0 / 4),
		},
		{
			// even 4 > 1.5 × odd 2: P.
			name:   "parité paire",
			values: []int{2, 2, 4, 6, 1, 3},
			want:   Summary{Min: 1, Max: 6, Mean: 3, Median: 2.5, Mode: 2, IC95: [2]int{1, 6}, EvenShare: 4.0 / 6},
			even:   4, parity: "P", stddev: math.Sqrt((1 + 1 + 1 + 9 + 4 + 0) / 6.0),
		},
		{
			// odd 3 = 1.5 × even 2 is not more than 1.5 ×: ≈; see the next case for I.
			name:   "parité à la limite",
			values: []int{1, 3, 5, 2, 4},
			want:   Summary{Min: 1, Max: 5, Mean: 3, Median: 3, Mode: 5, IC95: [2]int{1, 5}, EvenShare: 0.4},
			even:   2, parity: "≈", stddev: math.Sqrt(2),
		},
		{
			name:   "parité impaire",
			values: []int{1, 3, 5, 7, 2, 4},
			want:   Summary{Min: 1, Max: 7, Mean: 22.0 / 6, Median: 3.5, Mode: 7, IC95: [2]int{1, 7}, EvenShare: 2.0 / 6},
			even:   2, parity: "I", stddev: math.Sqrt((1+9+25+49+4+16)/6.0 - (22.0/6)*(22.0/6)),
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := histogramOf(tt.values...)
			got := h.Summary()
			want := tt.want
			want.StdDev = tt.stddev
			if !close(got.Mean, want.Mean) || !close(got.StdDev, want.StdDev) || !close(got.EvenShare, want.EvenShare) {
				t.Errorf("moyenne, écart type, part paire = %v, %v, %v ; attendu %v, %v, %v",
					got.Mean, got.StdDev, got.EvenShare, want.Mean, want.StdDev, want.EvenShare)
			}
			got.Mean, got.StdDev, got.EvenShare = want.Mean, want.StdDev, want.EvenShare
			if got != want {
				t.Errorf("Summary() = %+v ; attendu %+v", got, want)
			}
			if h.Even() != tt.even || h.Odd() != int64(len(tt.values))-tt.even {
				t.Errorf("pairs, impairs = %d, %d ; attendu %d, %d", h.Even(), h.Odd(), tt.even, int64(len(tt.values))-tt.even)
			}
			if h.Parity() != tt.parity {
				t.Errorf("Parity() = %q ; attendu %q", h.Parity(), tt.parity)
			}
		})
	}
}

func close(a, b float64) bool { return math.Abs(a-b) <= 1e-12*math.Max(1, math.Abs(b)) }

// With 40 values 1..40, 0.025·N = 1 and 0.975·N = 39 exactly: q must take the value whose
// cumulative count reaches them, not the next one.
func TestQuantileConvention(t *testing.T) {
	h := new(Histogram)
	for v := 1; v <= 40; v++ {
		h.Add(v)
	}
	if lo, hi := h.Range95(); lo != 1 || hi != 39 {
		t.Errorf("Range95() = [%d ; %d] ; attendu [1 ; 39]", lo, hi)
	}
	tests := []struct {
		p    float64
		want int
	}{{0, 1}, {0.5, 20}, {0.51, 21}, {1, 40}}
	for _, tt := range tests {
		if got := h.Quantile(tt.p); got != tt.want {
			t.Errorf("Quantile(%v) = %d ; attendu %d", tt.p, got, tt.want)
		}
	}
}

func TestMergeAndAddN(t *testing.T) {
	a := histogramOf(1, 2, 2)
	b := new(Histogram)
	b.AddN(200, 3)
	b.AddN(2, 1)
	b.AddN(7, 0)
	a.Merge(b)
	want := map[int]int64{1: 1, 2: 3, 200: 3}
	if a.Total() != 7 {
		t.Errorf("Total() = %d ; attendu 7", a.Total())
	}
	for v, n := range want {
		if a.Count(v) != n {
			t.Errorf("Count(%d) = %d ; attendu %d", v, a.Count(v), n)
		}
	}
	var seen []int
	a.Each(func(v int, n int64) { seen = append(seen, v) })
	if len(seen) != 3 || seen[0] != 1 || seen[1] != 2 || seen[2] != 200 {
		t.Errorf("Each a vu %v ; attendu [1 2 200]", seen)
	}
	a.Reset()
	if a.Total() != 0 || a.Count(2) != 0 || a.Max() != 0 {
		t.Errorf("après Reset : total %d, Count(2) %d, Max %d", a.Total(), a.Count(2), a.Max())
	}
}

func TestEmptyHistogram(t *testing.T) {
	var h Histogram
	if !math.IsNaN(h.Mean()) || !math.IsNaN(h.Median()) || !math.IsNaN(h.StdDev()) || !math.IsNaN(h.EvenShare()) {
		t.Errorf("un histogramme vide doit donner NaN pour moyenne, médiane, écart type et part paire")
	}
	if h.Min() != 0 || h.Max() != 0 || h.Mode() != 0 || h.Quantile(0.5) != 0 {
		t.Errorf("un histogramme vide doit donner 0 pour min, max, mode et quantile")
	}
}

// Classes of width 10 over 0 1 5 9 10 10 23: 0–9 holds four values, 10–19 two, 20–29 one; of
// width 3 over 2 3 4 8: 0–2 one, 3–5 two, 6–8 one; width 1 changes nothing.
func TestHistogramClasses(t *testing.T) {
	tests := []struct {
		values []int
		width  int
		want   map[int]int64
	}{
		{[]int{0, 1, 5, 9, 10, 10, 23}, 10, map[int]int64{0: 4, 10: 2, 20: 1}},
		{[]int{2, 3, 4, 8}, 3, map[int]int64{0: 1, 3: 2, 6: 1}},
		{[]int{2, 3, 3, 7}, 1, map[int]int64{2: 1, 3: 2, 7: 1}},
		{nil, 5, map[int]int64{}},
	}
	for _, tt := range tests {
		h := histogramOf(tt.values...)
		got := map[int]int64{}
		h.Classes(tt.width).Each(func(v int, n int64) { got[v] = n })
		if len(got) != len(tt.want) {
			t.Errorf("%v by %d: %v, want %v", tt.values, tt.width, got, tt.want)
			continue
		}
		for v, n := range tt.want {
			if got[v] != n {
				t.Errorf("%v by %d: %v, want %v", tt.values, tt.width, got, tt.want)
				break
			}
		}
		if h.Total() != int64(len(tt.values)) {
			t.Errorf("%v: the histogram itself changed", tt.values)
		}
	}
}

// Values on both sides of DenseLimit, the large ones kept sparsely: with D = 2²⁰ = 1048576, the
// values 1, 1, D − 1, D, D, 3D + 1 sum to 2 + 1048575 + 2097152 + 3145729 = 6291458 over N = 6.
func TestHistogramEparse(t *testing.T) {
	const d = DenseLimit
	h := histogramOf(3*d+1, d, 1, d-1)
	var autre Histogram
	autre.AddN(d, 1)
	autre.Add(1)
	h.Merge(&autre)
	if h.Total() != 6 || h.Count(d) != 2 || h.Count(3*d+1) != 1 || h.Count(1) != 2 {
		t.Fatalf("total %d, comptes %d %d %d ; attendu 6, 2 1 2", h.Total(), h.Count(d), h.Count(3*d+1), h.Count(1))
	}
	if len(h.counts) > d {
		t.Errorf("table dense de %d comptes ; attendu au plus %d", len(h.counts), d)
	}
	s := h.Summary()
	// Sorted: 1 1 1048575 1048576 1048576 3145729; median (1048575+1048576)/2; mode 1048576 (tie
	// with 1 goes to the larger); q(0.975) = 5.85 → the 6th.
	want := Summary{Min: 1, Max: 3*d + 1, Mean: 6291458.0 / 6, Median: 1048575.5, Mode: d, IC95: [2]int{1, 3*d + 1}, EvenShare: 2.0 / 6}
	s.StdDev, want.StdDev = 0, 0
	if s != want {
		t.Errorf("résumé %+v ; attendu %+v", s, want)
	}
	var valeurs []int
	h.Each(func(v int, n int64) { valeurs = append(valeurs, v) })
	if len(valeurs) != 4 || valeurs[0] != 1 || valeurs[1] != d-1 || valeurs[2] != d || valeurs[3] != 3*d+1 {
		t.Errorf("Each dans l'ordre %v ; attendu [1 %d %d %d]", valeurs, d-1, d, 3*d+1)
	}
	if c := h.Classes(d); c.Count(0) != 3 || c.Count(d) != 2 || c.Count(3*d) != 1 {
		t.Errorf("classes de largeur %d : %d %d %d ; attendu 3 2 1", d, c.Count(0), c.Count(d), c.Count(3*d))
	}
	h.Reset()
	if h.Total() != 0 || h.Count(d) != 0 || h.Max() != 0 {
		t.Errorf("après Reset : total %d, compte %d, max %d", h.Total(), h.Count(d), h.Max())
	}
}

// Bins lists every class from the smallest value's to the largest's, empty ones included, each
// with its bounds: worked by hand.
func TestBins(t *testing.T) {
	tests := []struct {
		values []int
		width  int
		want   []Bin
	}{
		{[]int{12, 15, 19, 41}, 10, []Bin{{10, 19, 3}, {20, 29, 0}, {30, 39, 0}, {40, 49, 1}}},
		{[]int{2, 3, 3, 7}, 1, []Bin{{2, 2, 1}, {3, 3, 2}, {4, 4, 0}, {5, 5, 0}, {6, 6, 0}, {7, 7, 1}}},
		{[]int{0, 4, 5}, 5, []Bin{{0, 4, 2}, {5, 9, 1}}},
		{nil, 5, nil},
	}
	for _, tt := range tests {
		got := histogramOf(tt.values...).Bins(tt.width)
		if !slices.Equal(got, tt.want) {
			t.Errorf("%v by %d: %v, want %v", tt.values, tt.width, got, tt.want)
		}
	}
}
