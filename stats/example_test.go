package stats_test

import (
	"fmt"
	"os"

	"jeux/stats"
)

// The summary of eight durations, worked by hand in histogram_test.go.
func ExampleHistogram_Summary() {
	var h stats.Histogram
	for _, d := range []int{3, 1, 2, 10, 3, 2, 4, 3} {
		h.Add(d)
	}
	s := h.Summary()
	fmt.Println(s.Min, s.Max, s.Mean, s.Median, s.Mode, s.IC95, h.Parity())
	// Output: 1 10 3.5 3 3 [1 10] ≈
}

func ExampleWriteCSV() {
	var h stats.Histogram
	h.AddN(12, 2)
	h.Add(40)
	stats.WriteCSV(os.Stdout, &h)
	// Output:
	// 12, 2
	// 40, 1
}

func ExampleProportion_Wilson95() {
	lo, hi := stats.Proportion{Hits: 8, Trials: 10}.Wilson95()
	fmt.Printf("[%.4f ; %.4f]\n", lo, hi)
	// Output: [0.4902 ; 0.9433]
}
