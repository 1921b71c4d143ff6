package plot

import (
	"image/color"

	gonumplot "gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"

	"jeux/stats"
)

// Colours of the parity chart, those of the War source: blue for even, orange for odd.
var (
	bleu   = color.RGBA{R: 0x1f, G: 0x77, B: 0xb4, A: 0xff}
	orange = color.RGBA{R: 0xff, G: 0x7f, B: 0x0e, A: 0xff}
)

// marge leaves room above the highest count for the legend or a note.
const marge = 1.08

// ClassesHistogramme groups the values of h into bins of width largeur (at least 1) aligned on
// its multiples: bin k holds the values k·largeur to (k+1)·largeur − 1. Every value is counted,
// the largest one included, and empty bins between two others are kept so that the bars touch.
// They are the classes of h.Bins, the tables' classes (jeux bataille stat --classes).
func ClassesHistogramme(h *stats.Histogram, largeur int) []plotter.HistogramBin {
	if largeur < 1 {
		panic("plot: bin width must be at least 1")
	}
	var classes []plotter.HistogramBin
	for _, b := range h.Bins(largeur) {
		classes = append(classes, plotter.HistogramBin{Min: float64(b.Start), Max: float64(b.End + 1), Weight: float64(b.Count)})
	}
	return classes
}

// Histogramme draws the histogram of h with bins of width largeur (see ClassesHistogramme),
// with the given title and axis labels.
func Histogramme(h *stats.Histogram, largeur int, titre, axeX, axeY string) *gonumplot.Plot {
	p := nouveau(titre, axeX, axeY)
	p.X.Tick.Marker, p.Y.Tick.Marker = Graduations{Entiers: true}, Graduations{Entiers: true}
	barres := &plotter.Histogram{
		Bins:      ClassesHistogramme(h, largeur),
		Width:     float64(largeur),
		FillColor: bleu,
		LineStyle: plotter.DefaultLineStyle,
	}
	barres.LineStyle.Width = vg.Points(0.2)
	p.Add(barres)
	p.Y.Min = 0
	for _, c := range barres.Bins {
		p.Y.Max = max(p.Y.Max, c.Weight*marge)
	}
	return p
}

// CourbesParite draws two curves from h: the count of every even value (blue) and of every odd
// value (orange), as the War source's parity chart; legendePaire and legendeImpaire name them.
func CourbesParite(h *stats.Histogram, titre, axeX, axeY, legendePaire, legendeImpaire string) (*gonumplot.Plot, error) {
	p := nouveau(titre, axeX, axeY)
	var paires, impaires plotter.XYs
	h.Each(func(v int, n int64) {
		pt := plotter.XY{X: float64(v), Y: float64(n)}
		p.Y.Max = max(p.Y.Max, float64(n)*marge)
		if v%2 == 0 {
			paires = append(paires, pt)
		} else {
			impaires = append(impaires, pt)
		}
	})
	p.X.Tick.Marker, p.Y.Tick.Marker = Graduations{Entiers: true}, Graduations{Entiers: true}
	p.Legend.Top = true
	p.Y.Min = 0
	for _, c := range []struct {
		points  plotter.XYs
		couleur color.Color
		legende string
	}{{paires, bleu, legendePaire}, {impaires, orange, legendeImpaire}} {
		if len(c.points) == 0 {
			continue
		}
		l, err := plotter.NewLine(c.points)
		if err != nil {
			return nil, err
		}
		l.Color = c.couleur
		l.Width = vg.Points(1.2)
		p.Add(l)
		p.Legend.Add(c.legende, l)
	}
	return p, nil
}
