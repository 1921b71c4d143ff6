package stats

import (
	"math"
	"slices"
)

// DenseLimit is the number of values a histogram counts in a plain array: values below it cost
// 8 bytes each up to the largest one recorded (8 MiB at most), values from it on are kept
// sparsely, one map entry per distinct value, so that one huge value cannot claim gigabytes.
const DenseLimit = 1 << 20

// Histogram counts non-negative integer values, such as the durations of games.
// The zero value is an empty histogram ready to use.
type Histogram struct {
	counts []int64 // counts[v] is the number of times v was recorded, v < DenseLimit
	total  int64
	// The values from DenseLimit on: their counts, and their keys, sorted when sorted is set.
	sparse map[int]int64
	keys   []int
	sorted bool
}

// Add records one occurrence of v.
func (h *Histogram) Add(v int) {
	if v < 0 {
		panic("stats: negative value in a histogram")
	}
	if v >= len(h.counts) {
		if v >= DenseLimit {
			h.addSparse(v, 1)
			return
		}
		h.grow(v)
	}
	h.counts[v]++
	h.total++
}

// AddN records n occurrences of v.
func (h *Histogram) AddN(v int, n int64) {
	if v < 0 || n < 0 {
		panic("stats: negative value or count in a histogram")
	}
	if n == 0 {
		return
	}
	if v >= len(h.counts) {
		if v >= DenseLimit {
			h.addSparse(v, n)
			return
		}
		h.grow(v)
	}
	h.counts[v] += n
	h.total += n
}

func (h *Histogram) addSparse(v int, n int64) {
	if h.sparse == nil {
		h.sparse = make(map[int]int64)
	}
	if _, ok := h.sparse[v]; !ok {
		h.keys = append(h.keys, v)
		h.sorted = false
	}
	h.sparse[v] += n
	h.total += n
}

// grow makes room for v < DenseLimit in the dense counts.
func (h *Histogram) grow(v int) {
	size := min(2*len(h.counts), DenseLimit)
	if size <= v {
		size = v + 1
	}
	if size < 64 {
		size = 64
	}
	counts := make([]int64, size)
	copy(counts, h.counts)
	h.counts = counts
}

// sparseKeys returns the sparse values in increasing order.
func (h *Histogram) sparseKeys() []int {
	if !h.sorted {
		slices.Sort(h.keys)
		h.sorted = true
	}
	return h.keys
}

// Merge adds every count of src to h.
func (h *Histogram) Merge(src *Histogram) {
	if len(src.counts) > len(h.counts) {
		h.grow(len(src.counts) - 1)
	}
	for v, n := range src.counts {
		h.counts[v] += n
	}
	h.total += src.total
	for _, v := range src.keys {
		n := src.sparse[v]
		h.addSparse(v, n)
		h.total -= n // already counted with src.total
	}
}

// Reset empties the histogram, keeping its dense storage.
func (h *Histogram) Reset() {
	clear(h.counts)
	h.total = 0
	h.sparse, h.keys, h.sorted = nil, nil, false
}

// Total is the number of values recorded.
func (h *Histogram) Total() int64 { return h.total }

// Count is the number of times v was recorded.
func (h *Histogram) Count(v int) int64 {
	if v < 0 {
		return 0
	}
	if v >= len(h.counts) {
		return h.sparse[v]
	}
	return h.counts[v]
}

// Each calls fn for every recorded value in increasing order, with its count.
func (h *Histogram) Each(fn func(v int, n int64)) {
	for v, n := range h.counts {
		if n > 0 {
			fn(v, n)
		}
	}
	if len(h.keys) > 0 {
		for _, v := range h.sparseKeys() {
			fn(v, h.sparse[v])
		}
	}
}

// all iterates over the recorded values in increasing order, with their counts.
func (h *Histogram) all(yield func(v int, n int64) bool) {
	for v, n := range h.counts {
		if n > 0 && !yield(v, n) {
			return
		}
	}
	if len(h.keys) > 0 {
		for _, v := range h.sparseKeys() {
			if !yield(v, h.sparse[v]) {
				return
			}
		}
	}
}

// Classes groups the values in classes of the given width (at least 1) aligned on its multiples:
// the result counts every value v at v − v mod width, the first value of its class.
func (h *Histogram) Classes(width int) *Histogram {
	if width < 1 {
		panic("stats: class width below 1")
	}
	c := new(Histogram)
	h.Each(func(v int, n int64) { c.AddN(v/width*width, n) })
	return c
}

// Bin is a class of values of a histogram: the values Start to End, both included, and how many
// were recorded.
type Bin struct {
	Start, End int
	Count      int64
}

// Bins groups the values in classes of the given width (at least 1) aligned on its multiples,
// as Classes does, and lists them from the class of the smallest value to that of the largest,
// the empty classes between them included: a histogram drawn from them has no gap, and a table
// of them has the same rows as the histogram's bars. Bins is nil for an empty histogram.
func (h *Histogram) Bins(width int) []Bin {
	if width < 1 {
		panic("stats: class width below 1")
	}
	if h.Total() == 0 {
		return nil
	}
	first := h.Min() / width
	bins := make([]Bin, h.Max()/width-first+1)
	for i := range bins {
		bins[i].Start = (first + i) * width
		bins[i].End = bins[i].Start + width - 1
	}
	h.Each(func(v int, n int64) { bins[v/width-first].Count += n })
	return bins
}

// Min is the smallest recorded value, 0 for an empty histogram.
func (h *Histogram) Min() int {
	for v := range h.all {
		return v
	}
	return 0
}

// Max is the largest recorded value, 0 for an empty histogram.
func (h *Histogram) Max() int {
	if len(h.keys) > 0 {
		k := h.sparseKeys()
		return k[len(k)-1]
	}
	for v := len(h.counts) - 1; v >= 0; v-- {
		if h.counts[v] > 0 {
			return v
		}
	}
	return 0
}

// Mean is the arithmetic mean of the recorded values, NaN for an empty histogram.
func (h *Histogram) Mean() float64 {
	if h.total == 0 {
		return math.NaN()
	}
	var sum float64
	for v, n := range h.all {
		sum += float64(float64(v) * float64(n))
	}
	return sum / float64(h.total)
}

// StdDev is the population standard deviation of the recorded values (divided by N, not N−1),
// NaN for an empty histogram.
func (h *Histogram) StdDev() float64 {
	mean := h.Mean()
	if h.total == 0 {
		return math.NaN()
	}
	var ss float64
	for v, n := range h.all {
		d := float64(v) - mean
		ss += float64(d * d * float64(n))
	}
	return math.Sqrt(ss / float64(h.total))
}

// Quantile is q(p): the smallest recorded value whose cumulative count is at least p·N.
// It is 0 for an empty histogram; p outside [0, 1] is a programming error.
func (h *Histogram) Quantile(p float64) int {
	if p < 0 || p > 1 || math.IsNaN(p) {
		panic("stats: quantile outside [0, 1]")
	}
	if h.total == 0 {
		return 0
	}
	// p·N is meant exactly: without the slack, 0.025·40 would miss the count of 1 it stands for.
	threshold := p * float64(h.total) * (1 - 1e-12)
	var cum int64
	for v, n := range h.all {
		cum += n
		if float64(cum) >= threshold {
			return v
		}
	}
	return h.Max()
}

// nth is the k-th smallest recorded value, k counted from 1.
func (h *Histogram) nth(k int64) int {
	var cum int64
	for v, n := range h.all {
		cum += n
		if cum >= k {
			return v
		}
	}
	return h.Max()
}

// Median is the middle value: for an even N the mean of the N/2-th and (N/2+1)-th smallest,
// for an odd N the (N+1)/2-th. NaN for an empty histogram.
func (h *Histogram) Median() float64 {
	switch {
	case h.total == 0:
		return math.NaN()
	case h.total%2 == 1:
		return float64(h.nth((h.total + 1) / 2))
	default:
		return float64(h.nth(h.total/2)+h.nth(h.total/2+1)) / 2
	}
}

// Mode is the most frequent value; a tie goes to the larger value. 0 for an empty histogram.
func (h *Histogram) Mode() int {
	mode, best := 0, int64(0)
	for v, n := range h.all {
		if n >= best {
			mode, best = v, n
		}
	}
	return mode
}

// Range95 is [q(0.025), q(0.975)], the range the War source calls its confidence interval.
func (h *Histogram) Range95() (lo, hi int) {
	return h.Quantile(0.025), h.Quantile(0.975)
}

// Even is the number of recorded even values.
func (h *Histogram) Even() int64 {
	var n int64
	for v := 0; v < len(h.counts); v += 2 {
		n += h.counts[v]
	}
	for v, c := range h.sparse {
		if v%2 == 0 {
			n += c
		}
	}
	return n
}

// Odd is the number of recorded odd values.
func (h *Histogram) Odd() int64 { return h.total - h.Even() }

// EvenShare is the share of even values, NaN for an empty histogram.
func (h *Histogram) EvenShare() float64 {
	if h.total == 0 {
		return math.NaN()
	}
	return float64(h.Even()) / float64(h.total)
}

// Parity is the symbol of the most frequent parity: "P" when even values are more than 1.5
// times as many as odd ones, "I" for the converse, "≈" otherwise.
func (h *Histogram) Parity() string {
	even, odd := h.Even(), h.Odd()
	switch {
	case 2*even > 3*odd:
		return "P"
	case 2*odd > 3*even:
		return "I"
	default:
		return "≈"
	}
}

// Summary gathers the figures the War source prints for a set of durations.
type Summary struct {
	Min, Max     int
	Mean, Median float64
	Mode         int
	IC95         [2]int // [q(0.025), q(0.975)]
	StdDev       float64
	EvenShare    float64
}

// Summary computes every figure of Summary at once.
func (h *Histogram) Summary() Summary {
	lo, hi := h.Range95()
	return Summary{
		Min: h.Min(), Max: h.Max(),
		Mean: h.Mean(), Median: h.Median(),
		Mode:      h.Mode(),
		IC95:      [2]int{lo, hi},
		StdDev:    h.StdDev(),
		EvenShare: h.EvenShare(),
	}
}
