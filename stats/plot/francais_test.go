package plot

import (
	"testing"

	"jeux/stats"
)

// Numbers on a chart are French: a decimal comma, thousands apart by a narrow no-break space
// from five digits on, a four-digit number whole (worked by hand).
func TestNombreFr(t *testing.T) {
	for _, c := range []struct {
		v         float64
		decimales int
		want      string
	}{
		{0, 0, "0"},
		{-0.0, 1, "0,0"},
		{0.5, 1, "0,5"},
		{1454, 0, "1454"},
		{12000, 0, "12\u202F000"},
		{1234567.891, 2, "1\u202F234\u202F567,89"},
		{-45000.5, 1, "-45\u202F000,5"},
		{0.0625, 4, "0,0625"},
	} {
		if got := NombreFr(c.v, c.decimales); got != c.want {
			t.Errorf("NombreFr(%v, %d) = %q, attendu %q", c.v, c.decimales, got, c.want)
		}
	}
}

// The labels of a histogram's axes in the SVG file are French: 120,000 games in one class give
// « 120 000 » on the counts' axis, and no label has a decimal point.
func TestGraduationsFrancaisesSVG(t *testing.T) {
	h := new(stats.Histogram)
	h.AddN(3, 120_000)
	h.AddN(14, 5_000)
	svg := ecrire(t, Histogramme(h, 1, "essai", "durée", "parties"), ".svg")
	tx := textes(svg)
	contient(t, "histogramme", tx, "120\u202F000", "20\u202F000", "14")
	for _, s := range tx {
		for _, r := range s {
			if r == '.' {
				t.Errorf("étiquette %q avec un point", s)
			}
		}
	}
}
