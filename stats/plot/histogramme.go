package plot

import (
	"image/color"

	gonumplot "gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"

	"jeux/stats"

	"jeux/internal/langue"
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
	barres.LineStyle.Width = vg.Points(0.5)
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
		tirets  []vg.Length
		legende string
	}{{paires, bleu, nil, legendePaire}, {impaires, orange, motif(2), legendeImpaire}} {
		if len(c.points) == 0 {
			continue
		}
		l, err := plotter.NewLine(c.points)
		if err != nil {
			return nil, err
		}
		l.Color, l.Dashes = c.couleur, c.tirets
		l.Width = epaisseur
		p.Add(l)
		p.Legend.Add(c.legende, l)
	}
	return p, nil
}

// Serie is one histogram of a chart of several (PartsSuperposees): its name in the legend, its
// values, and the total its shares are of (which may count values h does not hold).
type Serie struct {
	Nom   string
	H     *stats.Histogram
	Total int64
}

// PartsSuperposees draws several histograms on shared axes, each in bins of width largeur (as
// Histogramme) and normalised to the share of its total in percent, so that series of different
// sizes or spreads compare: each is the outline of its bars, in its own colour and dashes (they
// stay apart in grey), named in a legend in the top right corner.
func PartsSuperposees(series []Serie, largeur int, titre, axeX, axeY string) (*gonumplot.Plot, error) {
	if len(series) == 0 {
		return nil, langue.Errorf("graphique %q sans série", titre)
	}
	p := nouveau(titre, axeX, axeY)
	p.X.Tick.Marker = Graduations{Entiers: true}
	p.Y.Min = 0
	for i, pts := range contoursParts(series, largeur) {
		s := series[i]
		for _, pt := range pts {
			p.Y.Max = max(p.Y.Max, pt.Y*marge)
		}
		if len(pts) == 0 {
			continue // no value: not drawn
		}
		l, err := plotter.NewLine(pts)
		if err != nil {
			return nil, langue.Errorf("série %q : %v", s.Nom, err)
		}
		l.StepStyle = plotter.PostStep
		l.Color = couleur(i)
		l.Dashes = motif(i)
		l.Width = epaisseur
		p.Add(l)
		p.Legend.Add(s.Nom, l)
	}
	p.Legend.Top = true
	return p, nil
}

// contoursParts are the outlines of PartsSuperposees, one per series: the corners of its bars in
// percent of its total, for a line drawn in post steps.
func contoursParts(series []Serie, largeur int) []plotter.XYs {
	var l []plotter.XYs
	for _, s := range series {
		if s.Total < s.H.Total() || s.Total == 0 {
			panic("plot: a series' total is below its count")
		}
		classes := ClassesHistogramme(s.H, largeur)
		var pts plotter.XYs
		for j, c := range classes {
			y := 100 * c.Weight / float64(s.Total)
			if j == 0 {
				pts = append(pts, plotter.XY{X: c.Min, Y: 0})
			}
			pts = append(pts, plotter.XY{X: c.Min, Y: y})
			if j == len(classes)-1 {
				pts = append(pts, plotter.XY{X: c.Max, Y: y}, plotter.XY{X: c.Max, Y: 0})
			}
		}
		l = append(l, pts)
	}
	return l
}
