package plot

import (
	"path/filepath"
	"testing"

	"gonum.org/v1/plot/plotter"
)

func TestCourbes(t *testing.T) {
	courbes := []Courbe{
		{Nom: "a", X: []float64{1, 2, 3}, Y: []float64{0.1, 0.4, 0.9}},
		{Nom: "b", X: []float64{1, 2, 3}, Y: []float64{0.2, 0.3, 0.5}},
	}
	p, err := Courbes("titre", "x", "y", courbes, 0.5)
	if err != nil {
		t.Fatal(err)
	}
	if p.Title.Text != "titre" || p.X.Label.Text != "x" || p.Y.Label.Text != "y" {
		t.Errorf("titre et axes : %q, %q, %q", p.Title.Text, p.X.Label.Text, p.Y.Label.Text)
	}
	// A line and its markers per curve, then the dotted line at 1/2 across them.
	lignes, points, err := traces(courbes, []float64{0.5})
	if err != nil {
		t.Fatal(err)
	}
	if len(lignes) != 3 || len(points) != 2 {
		t.Fatalf("%d lignes et %d séries de points, attendu 3 et 2", len(lignes), len(points))
	}
	if r := lignes[2].XYs; len(r) != 2 || r[0] != (plotter.XY{X: 1, Y: 0.5}) || r[1] != (plotter.XY{X: 3, Y: 0.5}) {
		t.Errorf("repère %v, attendu de (1, 0.5) à (3, 0.5)", r)
	}
	if lignes[0].Color == lignes[1].Color {
		t.Error("deux courbes de la même couleur")
	}
	if err := Enregistrer(p, 384, 288, filepath.Join(t.TempDir(), "c.svg")); err != nil {
		t.Fatal(err)
	}
}

func TestCourbesInvalides(t *testing.T) {
	if _, err := Courbes("t", "x", "y", nil); err == nil {
		t.Error("sans courbe : aucune erreur")
	}
	if _, err := Courbes("t", "x", "y", []Courbe{{Nom: "a", X: []float64{1, 2}, Y: []float64{1}}}); err == nil {
		t.Error("longueurs différentes : aucune erreur")
	}
}
