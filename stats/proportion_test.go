package stats

import (
	"math"
	"testing"
)

// Reference intervals from the Wilson score formula worked by hand (and in Agresti & Coull's
// table: 8/10 gives [0.4902 ; 0.9433]).
func TestWilson95(t *testing.T) {
	tests := []struct {
		hits, trials int64
		lo, hi       float64
	}{
		{8, 10, 0.4902, 0.9433},
		{0, 10, 0, 0.2775},
		{10, 10, 0.7225, 1},
		{50, 100, 0.4038, 0.5962},
	}
	for _, tt := range tests {
		p := Proportion{tt.hits, tt.trials}
		lo, hi := p.Wilson95()
		if math.Abs(lo-tt.lo) > 5e-5 || math.Abs(hi-tt.hi) > 5e-5 {
			t.Errorf("Wilson95(%d/%d) = [%.4f ; %.4f] ; attendu [%.4f ; %.4f]", tt.hits, tt.trials, lo, hi, tt.lo, tt.hi)
		}
		if p.Value() != float64(tt.hits)/float64(tt.trials) {
			t.Errorf("Value(%d/%d) = %v", tt.hits, tt.trials, p.Value())
		}
	}
	if lo, hi := (Proportion{}).Wilson95(); lo != 0 || hi != 1 {
		t.Errorf("sans essai : [%v ; %v] ; attendu [0 ; 1]", lo, hi)
	}
}
