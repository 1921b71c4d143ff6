package plot

import (
	"bytes"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// Charts made to be projected: lines of at least 2 pixels, curves apart by colour and by
// dashes, text that grows with the image.

var (
	epaisseurSVG = regexp.MustCompile(`stroke-width:([0-9.]+)`)
	couleurSVG   = regexp.MustCompile(`stroke:(#[0-9A-F]{6})`)
	tiretsSVG    = regexp.MustCompile(`stroke-dasharray:([^;"]+)`)
	policeSVG    = regexp.MustCompile(`font-size:([0-9.]+)px`)
)

func svgDe(t *testing.T, d Dessin, largeur, hauteur int) []byte {
	t.Helper()
	chemin := filepath.Join(t.TempDir(), "g.svg")
	if err := Enregistrer(d, largeur, hauteur, chemin); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(chemin)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func troisCourbes(t *testing.T) Dessin {
	t.Helper()
	x := []float64{1, 2, 3, 4}
	p, err := Courbes("Trois courbes", "x", "y", []Courbe{
		{Nom: "a", X: x, Y: []float64{0.1, 0.2, 0.3, 0.4}},
		{Nom: "b", X: x, Y: []float64{0.4, 0.3, 0.2, 0.1}},
		{Nom: "c", X: x, Y: []float64{0.2, 0.2, 0.3, 0.3}},
	}, 0.5)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// pixelsSVG converts an SVG length (points) to PNG pixels: 96 pixels an inch of 72 points.
func pixelsSVG(s string) float64 {
	v, _ := strconv.ParseFloat(s, 64)
	return v * 96 / 72
}

// At the default size every coloured line (curves, their legend, the axes) is at least 2 pixels
// wide; the three curves have three colours and three dash patterns.
func TestLignesProjetables(t *testing.T) {
	svg := svgDe(t, troisCourbes(t), 1200, 750)
	couleurs, motifs := map[string]bool{}, map[string]bool{}
	n := 0
	for _, m := range cheminSVG.FindAllSubmatch(svg, -1) {
		style := string(m[2])
		c := couleurSVG.FindStringSubmatch(style)
		w := epaisseurSVG.FindStringSubmatch(style)
		if c == nil || w == nil || c[1] == "#DDDDDD" { // the pale grid behind
			continue
		}
		n++
		if px := pixelsSVG(w[1]); px < 2 {
			t.Errorf("trait %s de %.2f pixels, attendu au moins 2 : %s", c[1], px, style)
		}
		if c[1] != "#000000" && c[1] != "#555555" {
			couleurs[c[1]] = true
			motif := "plein"
			if d := tiretsSVG.FindStringSubmatch(style); d != nil && d[1] != "none" {
				motif = d[1]
			}
			motifs[motif] = true
		}
	}
	if n == 0 {
		t.Fatal("aucun trait lu dans le SVG")
	}
	if len(couleurs) != 3 || len(motifs) != 3 {
		t.Errorf("%d couleurs %v et %d motifs %v pour trois courbes, attendu 3 et 3", len(couleurs), couleurs, len(motifs), motifs)
	}
}

// At 1920 × 1080 the text and the lines are 1080/750 = 1.44 times those of 1200 × 750 (the
// smaller ratio of the sides); at 600 × 400 they keep their default size.
func TestPoliceSelonTaille(t *testing.T) {
	tailles := func(svg []byte, re *regexp.Regexp) []float64 {
		var v []float64
		for _, m := range re.FindAllSubmatch(svg, -1) {
			f, _ := strconv.ParseFloat(string(m[1]), 64)
			v = append(v, f)
		}
		return v
	}
	base := svgDe(t, troisCourbes(t), 1200, 750)
	for _, c := range []struct {
		largeur, hauteur int
		rapport          float64
	}{{1920, 1080, 1.44}, {2400, 1500, 2}, {600, 400, 1}} {
		svg := svgDe(t, troisCourbes(t), c.largeur, c.hauteur)
		for _, re := range []*regexp.Regexp{policeSVG, epaisseurSVG} {
			a, b := tailles(base, re), tailles(svg, re)
			if len(a) == 0 || len(a) != len(b) {
				t.Fatalf("%d×%d : %d tailles pour %d à la taille par défaut", c.largeur, c.hauteur, len(b), len(a))
			}
			for i := range a {
				// gonum writes 4 significant digits.
				if math.Abs(b[i]/a[i]-c.rapport) > 2e-3 {
					t.Errorf("%d×%d : %s %v pour %v par défaut, rapport attendu %v", c.largeur, c.hauteur, re, b[i], a[i], c.rapport)
					break
				}
			}
		}
	}
	// The title is the largest text: 16 points at the default size, 23.04 at 1920 × 1080.
	if !strings.Contains(string(svgDe(t, troisCourbes(t), 1920, 1080)), "font-size:23.04px") {
		t.Error("titre de 1920×1080 : pas de texte de 16 × 1,44 = 23,04 points")
	}
}

// The same chart at the same size is the same bytes.
func TestAgrandissementDeterministe(t *testing.T) {
	a, b := svgDe(t, troisCourbes(t), 1920, 1080), svgDe(t, troisCourbes(t), 1920, 1080)
	if !bytes.Equal(a, b) {
		t.Error("deux SVG différents pour le même graphique")
	}
}
