package plot

import (
	"math"
	"testing"

	"gonum.org/v1/plot/plotter"

	"jeux/stats"
)

// Each series is the outline of its bars in shares of its own total (worked by hand): 3 values
// of 10 in [0, 5) and 1 in [10, 15) are 30 % and 10 %, with the empty class between at 0; 5 of
// 5 values in [5, 10) are 100 %. The legend names both series.
func TestPartsSuperposees(t *testing.T) {
	a, b := new(stats.Histogram), new(stats.Histogram)
	a.AddN(2, 3)
	a.AddN(12, 1)
	b.AddN(7, 5)
	series := []Serie{{"a", a, 10}, {"b", b, 5}}
	attendus := []plotter.XYs{
		{{X: 0, Y: 0}, {X: 0, Y: 30}, {X: 5, Y: 0}, {X: 10, Y: 10}, {X: 15, Y: 10}, {X: 15, Y: 0}},
		{{X: 5, Y: 0}, {X: 5, Y: 100}, {X: 10, Y: 100}, {X: 10, Y: 0}},
	}
	for i, l := range contoursParts(series, 5) {
		if len(l) != len(attendus[i]) {
			t.Fatalf("courbe %d : %v", i, l)
		}
		for j, pt := range l {
			if math.Abs(pt.X-attendus[i][j].X) > 1e-12 || math.Abs(pt.Y-attendus[i][j].Y) > 1e-12 {
				t.Errorf("courbe %d : %v, attendu %v", i, l, attendus[i])
				break
			}
		}
	}
	p, err := PartsSuperposees(series, 5, "essai", "x", "part (%)")
	if err != nil {
		t.Fatal(err)
	}
	svg := ecrire(t, p, ".svg")
	contient(t, "parts", textes(svg), "a", "b", "part (%)")
}
