package plot

import (
	"fmt"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"testing"

	"gonum.org/v1/plot/plotter"
)

func TestCarteChaleurTextes(t *testing.T) {
	c := CarteChaleur{
		Titre: "essai", AxeX: "colonnes", AxeY: "lignes",
		Colonnes: []float64{1, 2, 3},
		Lignes:   []float64{10, 20},
		Valeurs:  [][]float64{{0, 0.5, 1}, {math.NaN(), 0.25, 0.75}},
	}
	p, err := c.Plot()
	if err != nil {
		t.Fatal(err)
	}
	lab, err := c.textes(func(v float64) string { return fmt.Sprintf("%.2f", v) }, 0, 1, p.Grille.TextHandler)
	if err != nil || lab == nil {
		t.Fatalf("aucun texte dans les cases (%v)", err)
	}
	// Five values (the NaN cell stays blank), written with two decimals at the cell centres.
	want := []string{"0.00", "0.50", "1.00", "0.25", "0.75"}
	if len(lab.Labels) != len(want) {
		t.Fatalf("%d textes %v, attendu %v", len(lab.Labels), lab.Labels, want)
	}
	for i, w := range want {
		if lab.Labels[i] != w {
			t.Errorf("texte %d : %q, attendu %q", i, lab.Labels[i], w)
		}
	}
	if lab.XYs[3] != (plotter.XY{X: 2, Y: 20}) {
		t.Errorf("0.25 placé en %v, attendu (2, 20)", lab.XYs[3])
	}
	// The smallest value is on dark violet, the largest on yellow.
	if lab.TextStyle[0].Color != color.White || lab.TextStyle[2].Color != color.Black {
		t.Errorf("contraste : %v sur le minimum, %v sur le maximum", lab.TextStyle[0].Color, lab.TextStyle[2].Color)
	}
	if p.Grille.X.Min != 0.5 || p.Grille.X.Max != 3.5 || p.Grille.Y.Min != 5 || p.Grille.Y.Max != 25 {
		t.Errorf("axes [%v ; %v] × [%v ; %v], attendu [0.5 ; 3.5] × [5 ; 25]", p.Grille.X.Min, p.Grille.X.Max, p.Grille.Y.Min, p.Grille.Y.Max)
	}
}

func TestCarteChaleurFichiers(t *testing.T) {
	c := CarteChaleur{
		Titre: "entiers", Colonnes: []float64{1, 2}, Lignes: []float64{1, 2},
		Valeurs: [][]float64{{1, 2}, {3, 4}},
		Texte:   func(v float64) string { return "n=" + string(rune('0'+int(v))) },
	}
	p, err := c.Plot()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, nom := range []string{"carte.png", "carte.svg", "carte.pdf"} {
		chemin := filepath.Join(dir, nom)
		if err := Enregistrer(p, 384, 288, chemin); err != nil {
			t.Fatalf("%s : %v", nom, err)
		}
		if st, err := os.Stat(chemin); err != nil || st.Size() == 0 {
			t.Errorf("%s : fichier absent ou vide (%v)", nom, err)
		}
	}
	f, err := os.Open(filepath.Join(dir, "carte.png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	// gonum/plot draws PNGs at 96 dots per inch.
	if b := img.Bounds(); b.Dx() != 384 || b.Dy() != 288 {
		t.Errorf("PNG de %d×%d points, attendu 384×288", b.Dx(), b.Dy())
	}
}

func TestCarteChaleurInvalide(t *testing.T) {
	cases := map[string]CarteChaleur{
		"sans colonne":   {Lignes: []float64{1}, Valeurs: [][]float64{{}}},
		"lignes":         {Colonnes: []float64{1}, Lignes: []float64{1, 2}, Valeurs: [][]float64{{1}}},
		"ligne inégale":  {Colonnes: []float64{1, 2}, Lignes: []float64{1}, Valeurs: [][]float64{{1}}},
		"sans ligne":     {Colonnes: []float64{1}},
		"valeurs en pus": {Colonnes: []float64{1}, Lignes: []float64{1}, Valeurs: [][]float64{{1}, {2}}},
	}
	for nom, c := range cases {
		if _, err := c.Plot(); err == nil {
			t.Errorf("%s : aucune erreur", nom)
		}
	}
}
