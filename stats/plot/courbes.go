package plot

import (
	"image/color"

	gonumplot "gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

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
	p.Add(grille())
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
		l.Color = couleur(i)
		l.Dashes = motif(i)
		l.Width = epaisseur
		s.Color = couleur(i)
		s.Shape = formes[i%len(formes)]
		s.Radius = vg.Points(3.5)
		lignes, points = append(lignes, l), append(points, s)
	}
	for _, y := range reperes {
		l, err := plotter.NewLine(plotter.XYs{{X: xmin, Y: y}, {X: xmax, Y: y}})
		if err != nil {
			return nil, nil, err
		}
		l.Dashes = []vg.Length{vg.Points(2), vg.Points(3)}
		l.Color = gris
		l.Width = epaisseurAxe
		lignes = append(lignes, l)
	}
	return lignes, points, nil
}

// grille is the light grid behind curves, its lines thin and pale so that the curves stand out.
func grille() *plotter.Grid {
	g := plotter.NewGrid()
	g.Vertical.Color, g.Horizontal.Color = color.Gray{Y: 0xDD}, color.Gray{Y: 0xDD}
	g.Vertical.Width, g.Horizontal.Width = vg.Points(0.75), vg.Points(0.75)
	return g
}

// formes are the markers of the curves' points: filled shapes, which keep no thin outline.
var formes = []draw.GlyphDrawer{draw.CircleGlyph{}, draw.BoxGlyph{}, draw.PyramidGlyph{}}
