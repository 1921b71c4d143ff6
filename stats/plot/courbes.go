package plot

import (
	gonumplot "gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"

	"jeux/internal/langue"
)

// Courbe is one named curve: the points (X[i], Y[i]), joined in order.
type Courbe struct {
	Nom  string
	X, Y []float64
}

// Courbes draws curves on shared axes, each with its own colour, dashes and markers (so they
// stay apart in grey), and a legend in the top-left corner. Reperes adds dotted horizontal
// lines at the given ordinates, e.g. 1/2 for a probability.
func Courbes(titre, axeX, axeY string, courbes []Courbe, reperes ...float64) (*gonumplot.Plot, error) {
	if len(courbes) == 0 {
		return nil, langue.Errorf("graphique %q sans courbe", titre)
	}
	p := nouveau(titre, axeX, axeY)
	p.Add(plotter.NewGrid())
	lignes, points, err := traces(courbes, reperes)
	if err != nil {
		return nil, err
	}
	for i, l := range lignes {
		if i < len(points) {
			p.Add(l, points[i])
			p.Legend.Add(courbes[i].Nom, l, points[i])
		} else {
			p.Add(l)
		}
	}
	p.Legend.Top, p.Legend.Left = true, true
	p.Legend.XOffs = -p.Legend.XOffs
	return p, nil
}

// traces returns one line and one set of markers per curve, then one line per repère.
func traces(courbes []Courbe, reperes []float64) ([]*plotter.Line, []*plotter.Scatter, error) {
	var lignes []*plotter.Line
	var points []*plotter.Scatter
	xmin, xmax := 0.0, 0.0
	for i, c := range courbes {
		if len(c.X) != len(c.Y) || len(c.X) == 0 {
			return nil, nil, langue.Errorf("courbe %q : %d abscisses pour %d ordonnées", c.Nom, len(c.X), len(c.Y))
		}
		pts := make(plotter.XYs, len(c.X))
		for j := range c.X {
			pts[j] = plotter.XY{X: c.X[j], Y: c.Y[j]}
			if (i == 0 && j == 0) || c.X[j] < xmin {
				xmin = c.X[j]
			}
			if (i == 0 && j == 0) || c.X[j] > xmax {
				xmax = c.X[j]
			}
		}
		l, s, err := plotter.NewLinePoints(pts)
		if err != nil {
			return nil, nil, langue.Errorf("courbe %q : %v", c.Nom, err)
		}
		l.Color = plotutil.Color(i)
		l.Dashes = plotutil.Dashes(i)
		l.Width = vg.Points(1.5)
		s.Color = plotutil.Color(i)
		s.Shape = plotutil.Shape(i)
		lignes, points = append(lignes, l), append(points, s)
	}
	for _, y := range reperes {
		l, err := plotter.NewLine(plotter.XYs{{X: xmin, Y: y}, {X: xmax, Y: y}})
		if err != nil {
			return nil, nil, err
		}
		l.Dashes = []vg.Length{vg.Points(2), vg.Points(2)}
		l.Color = plotutil.Color(len(courbes) + 1)
		lignes = append(lignes, l)
	}
	return lignes, points, nil
}
