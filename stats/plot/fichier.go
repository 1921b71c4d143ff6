package plot

import (
	"errors"
	"fmt"
	"image/color"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"jeux/internal/fichier"

	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// Extensions lists the chart formats, chosen by the file name's extension.
var Extensions = []string{".png", ".svg", ".pdf"}

// VerifierChemin checks, before any computation, that a chart can be written at path: a known
// extension, a path that is not a directory, and an existing, writable directory to hold it. Its
// errors are French and one line, the path quoted.
func VerifierChemin(path string) error {
	ext := strings.ToLower(filepath.Ext(path))
	known := false
	for _, e := range Extensions {
		known = known || ext == e
	}
	if !known {
		return fmt.Errorf("extension %q inconnue pour %q : extensions acceptées %s", ext, path, strings.Join(Extensions, ", "))
	}
	if info, err := os.Stat(path); err == nil && info.IsDir() {
		return fmt.Errorf("impossible d'écrire %q : c'est un dossier", path)
	}
	dir := filepath.Dir(path)
	info, err := os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("impossible d'écrire %q : le dossier %q n'existe pas", path, dir)
	case err != nil:
		return fichier.Envelopper("impossible d'écrire dans le dossier", dir, err)
	case !info.IsDir():
		return fmt.Errorf("impossible d'écrire %q : %q n'est pas un dossier", path, dir)
	}
	f, err := os.CreateTemp(dir, ".jeux-essai-*")
	if err != nil {
		return fichier.Envelopper("impossible d'écrire dans le dossier", dir, err)
	}
	f.Close()
	os.Remove(f.Name())
	return nil
}

// Dessin is what Enregistrer writes: a *gonumplot.Plot, or a chart of several parts such as a
// heat map with its colour bar.
type Dessin interface {
	Draw(draw.Canvas)
}

// Enregistrer writes d to path, largeur × hauteur pixels, in the format of the path's extension
// (a PNG has exactly that many pixels; SVG and PDF get the same size at ParPouce). The chart is
// written to a temporary file renamed at the end: whatever fails, no partial file and no
// temporary file is left, and the error is French.
func Enregistrer(d Dessin, largeur, hauteur int, path string) (err error) {
	if largeur <= 0 || hauteur <= 0 {
		panic(fmt.Sprintf("plot: chart size %d×%d pixels", largeur, hauteur))
	}
	if err := VerifierChemin(path); err != nil {
		return err
	}
	w, err := draw.NewFormattedCanvas(points(largeur), points(hauteur), strings.TrimPrefix(strings.ToLower(filepath.Ext(path)), "."))
	if err != nil {
		return fmt.Errorf("graphique %q impossible à tracer : %v", path, fichier.Cause(err))
	}
	// A white page with a margin: gonum draws the axes' ends on the edge of the image.
	page := draw.New(w)
	page.SetColor(color.White)
	page.Fill(page.Rectangle.Path())
	marge := vg.Points(10)
	d.Draw(draw.Crop(page, marge, -marge, marge, -marge))
	f, err := os.CreateTemp(filepath.Dir(path), ".jeux-graphique-*")
	if err != nil {
		return fichier.Envelopper("impossible d'écrire dans le dossier", filepath.Dir(path), err)
	}
	defer func() {
		if err != nil {
			os.Remove(f.Name())
		}
	}()
	_, err = w.WriteTo(f)
	if errFermeture := f.Close(); err == nil {
		err = errFermeture
	}
	// A temporary file is private (0600); a chart is an ordinary file, readable by everyone.
	if err == nil {
		err = os.Chmod(f.Name(), 0o644)
	}
	if err != nil {
		return fichier.Envelopper("impossible d'écrire", path, err)
	}
	return fichier.Envelopper("impossible d'écrire", path, fichier.Renommer(f.Name(), path))
}
