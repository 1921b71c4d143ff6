package plot

import (
	"fmt"
	"image/color"
	"io"
	"path/filepath"
	"strings"

	"jeux/internal/fichier"
	"jeux/internal/langue"

	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// Extensions lists the chart formats, chosen by the file name's extension.
var Extensions = []string{".png", ".svg", ".pdf"}

// VerifierChemin checks, before any computation, that a chart can be written at path: a known
// extension, then what every output needs (fichier.VerifierSortie): a regular file that may be
// written or none, in an existing, writable directory. Its errors are French and one line, the
// path quoted.
func VerifierChemin(path string) error {
	ext := strings.ToLower(filepath.Ext(path))
	known := false
	for _, e := range Extensions {
		known = known || ext == e
	}
	if !known {
		return langue.Errorf("extension %q inconnue pour %q : extensions acceptées %s", ext, path, strings.Join(Extensions, ", "))
	}
	return fichier.VerifierSortie(path)
}

// Dessin is what Enregistrer writes: a *gonumplot.Plot, or a chart of several parts such as a
// heat map with its colour bar.
type Dessin interface {
	Draw(draw.Canvas)
}

// Enregistrer writes d to path, largeur × hauteur pixels, in the format of the path's extension
// (a PNG has exactly that many pixels; SVG and PDF get the same size at ParPouce); above the
// default size, text and lines grow with the image (Agrandissement). The chart is
// written atomically (fichier.Ecrire): whatever fails, no partial file and no temporary file is
// left, and the error is French.
func Enregistrer(d Dessin, largeur, hauteur int, path string) error {
	if largeur <= 0 || hauteur <= 0 {
		panic(fmt.Sprintf("plot: chart size %d×%d pixels", largeur, hauteur))
	}
	if err := VerifierChemin(path); err != nil {
		return err
	}
	w, err := draw.NewFormattedCanvas(points(largeur), points(hauteur), strings.TrimPrefix(strings.ToLower(filepath.Ext(path)), "."))
	if err != nil {
		return langue.Errorf("graphique %q impossible à tracer : %v", path, fichier.CauseDe{Err: err})
	}
	// A white page with a margin: gonum draws the axes' ends on the edge of the image.
	page := draw.New(w)
	page.SetColor(color.White)
	page.Fill(page.Rectangle.Path())
	// Laid out on a page k times smaller, drawn k times larger (Agrandissement).
	if k := Agrandissement(largeur, hauteur); k != 1 {
		page = draw.Canvas{Canvas: loupe{Canvas: w, k: k}, Rectangle: vg.Rectangle{
			Max: vg.Point{X: vg.Length(float64(page.Max.X) / k), Y: vg.Length(float64(page.Max.Y) / k)}}}
	}
	marge := vg.Points(10)
	d.Draw(draw.Crop(page, marge, -marge, marge, -marge))
	return fichier.Ecrire(path, func(f io.Writer) error {
		_, err := w.WriteTo(f)
		return err
	})
}
