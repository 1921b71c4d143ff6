package plot

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	gonumplot "gonum.org/v1/plot"
	"gonum.org/v1/plot/vg"
)

// Extensions lists the chart formats, chosen by the file name's extension.
var Extensions = []string{".png", ".svg", ".pdf"}

// VerifierChemin checks, before any computation, that a chart can be written at path: a known
// extension and an existing, writable directory.
func VerifierChemin(path string) error {
	ext := strings.ToLower(filepath.Ext(path))
	known := false
	for _, e := range Extensions {
		known = known || ext == e
	}
	if !known {
		return fmt.Errorf("extension %q inconnue pour %q : extensions acceptées %s", ext, path, strings.Join(Extensions, ", "))
	}
	dir := filepath.Dir(path)
	f, err := os.CreateTemp(dir, ".jeux-essai-*")
	if err != nil {
		return fmt.Errorf("impossible d'écrire dans le dossier %q", dir)
	}
	f.Close()
	return os.Remove(f.Name())
}

// Enregistrer writes p to path at the given size, in the format of the path's extension. The
// chart is written to a temporary file renamed at the end, so a failure leaves no partial file.
func Enregistrer(p *gonumplot.Plot, largeur, hauteur vg.Length, path string) error {
	if err := VerifierChemin(path); err != nil {
		return err
	}
	w, err := p.WriterTo(largeur, hauteur, strings.TrimPrefix(strings.ToLower(filepath.Ext(path)), "."))
	if err != nil {
		return err
	}
	f, err := os.CreateTemp(filepath.Dir(path), ".jeux-graphique-*")
	if err != nil {
		return err
	}
	if _, err := w.WriteTo(f); err != nil {
		f.Close()
		os.Remove(f.Name())
		return err
	}
	if err := f.Close(); err != nil {
		os.Remove(f.Name())
		return err
	}
	// A temporary file is private (0600); a chart is an ordinary file, readable by everyone.
	if err := os.Chmod(f.Name(), 0o644); err != nil {
		os.Remove(f.Name())
		return err
	}
	return os.Rename(f.Name(), path)
}
