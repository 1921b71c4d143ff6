package plot

import (
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"jeux/stats"
)

// What the charts show, read back from the files Enregistrer writes: the texts and the shapes of
// the SVG (gonum writes each text as a <text> element and each bar, cell or line as a <path>), and
// the pixels of the PNG at the places the SVG gives.

// Size of the charts of these tests, in pixels; the SVG is the same size in points at ParPouce.
const (
	largeurEssai = 600
	hauteurEssai = 400
)

// ecrire writes d in the given format and returns the file's content.
func ecrire(t *testing.T, d Dessin, ext string) []byte {
	t.Helper()
	chemin := filepath.Join(t.TempDir(), "g"+ext)
	if err := Enregistrer(d, largeurEssai, hauteurEssai, chemin); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(chemin)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

var (
	texteSVG  = regexp.MustCompile(`(?s)<text[^>]*>([^<]*)</text>`)
	cheminSVG = regexp.MustCompile(`<path d="([^"]*)" style="([^"]*)"`)
)

// textes returns the texts of an SVG file in the order they are drawn.
func textes(svg []byte) []string {
	var t []string
	for _, m := range texteSVG.FindAllSubmatch(svg, -1) {
		t = append(t, string(m[1]))
	}
	return t
}

// trace is one <path> of an SVG: its points (in points, y upwards), whether it is closed, and
// its style.
type trace struct {
	points [][2]float64
	ferme  bool
	style  string
}

func chemins(t *testing.T, svg []byte) []trace {
	t.Helper()
	var res []trace
	for _, m := range cheminSVG.FindAllSubmatch(svg, -1) {
		d := string(m[1])
		tr := trace{style: string(m[2]), ferme: strings.HasSuffix(d, "Z")}
		for _, p := range strings.FieldsFunc(strings.TrimSuffix(d, "Z"), func(r rune) bool { return r == 'M' || r == 'L' }) {
			x, y, ok := strings.Cut(p, ",")
			fx, err1 := strconv.ParseFloat(x, 64)
			fy, err2 := strconv.ParseFloat(y, 64)
			if !ok || err1 != nil || err2 != nil {
				// Arcs and curves (markers) are not needed here.
				tr.points = nil
				break
			}
			tr.points = append(tr.points, [2]float64{fx, fy})
		}
		if tr.points != nil {
			res = append(res, tr)
		}
	}
	return res
}

// rectangle returns the corners of a closed path of four points.
func (tr trace) rectangle() (x0, y0, x1, y1 float64, ok bool) {
	if !tr.ferme || len(tr.points) != 4 {
		return 0, 0, 0, 0, false
	}
	x0, y0, x1, y1 = math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, p := range tr.points {
		x0, x1 = min(x0, p[0]), max(x1, p[0])
		y0, y1 = min(y0, p[1]), max(y1, p[1])
	}
	return x0, y0, x1, y1, true
}

// remplis returns the rectangles filled with a colour (the white page left out), by abscissa then
// ordinate.
func remplis(t *testing.T, svg []byte) []trace {
	var r []trace
	for _, tr := range chemins(t, svg) {
		if _, _, _, _, ok := tr.rectangle(); ok && strings.HasPrefix(tr.style, "fill:#") && !strings.HasPrefix(tr.style, "fill:#FFFFFF") {
			r = append(r, tr)
		}
	}
	slices.SortStableFunc(r, func(a, b trace) int {
		ax, ay, _, _, _ := a.rectangle()
		bx, by, _, _, _ := b.rectangle()
		if c := compare(ax, bx); c != 0 {
			return c
		}
		return compare(ay, by)
	})
	return r
}

func compare(a, b float64) int {
	switch {
	case a < b-1e-6:
		return -1
	case a > b+1e-6:
		return 1
	}
	return 0
}

// pixel returns the PNG's colour at the SVG point (x, y): a point is ParPouce/72 pixels, and the
// PNG's rows go down from the top while the SVG's y goes up from the bottom.
func pixel(img image.Image, x, y float64) color.RGBA {
	ech := ParPouce / 72.0
	c := color.RGBAModel.Convert(img.At(int(x*ech), int(float64(hauteurEssai)-y*ech))).(color.RGBA)
	return c
}

func decoder(t *testing.T, b []byte) image.Image {
	t.Helper()
	img, err := png.Decode(strings.NewReader(string(b)))
	if err != nil {
		t.Fatal(err)
	}
	if r := img.Bounds(); r.Dx() != largeurEssai || r.Dy() != hauteurEssai {
		t.Fatalf("PNG de %d×%d pixels, attendu %d×%d", r.Dx(), r.Dy(), largeurEssai, hauteurEssai)
	}
	return img
}

func contient(t *testing.T, quoi string, got []string, want ...string) {
	t.Helper()
	for _, w := range want {
		if !slices.Contains(got, w) {
			t.Errorf("%s : texte %q absent de %q", quoi, w, got)
		}
	}
}

var blanc = color.RGBA{255, 255, 255, 255}

// tolSVG is the play allowed on lengths read in an SVG, whose numbers have five significant
// digits (a hundredth of a point at most): differences of differences add a few such roundings.
const tolSVG = 0.05

// Values 3 (×2), 7, 10 and 24 in bins of width 5 (worked in TestClassesHistogramme): five bars
// of heights 2, 1, 1, 0, 1 side by side, blue on a white page, with the title and axis labels.
func TestHistogrammeContenu(t *testing.T) {
	var h stats.Histogram
	h.AddN(3, 2)
	h.Add(7)
	h.Add(10)
	h.Add(24)
	p := Histogramme(&h, 5, "Durées des parties", "durée (plis)", "parties")
	svg := ecrire(t, p, ".svg")
	contient(t, "histogramme", textes(svg), "Durées des parties", "durée (plis)", "parties")
	barres := remplis(t, svg)
	if len(barres) != 5 {
		t.Fatalf("%d barres, attendu 5", len(barres))
	}
	hauteurs := []float64{2, 1, 1, 0, 1}
	_, bas, _, haut1, _ := barres[1].rectangle()
	unite := haut1 - bas // the height of one game
	if unite <= 0 {
		t.Fatalf("barre de 1 partie de hauteur %v", unite)
	}
	img := decoder(t, ecrire(t, p, ".png"))
	precedent := math.Inf(-1)
	for i, b := range barres {
		x0, y0, x1, y1, _ := b.rectangle()
		if b.style != "fill:#0072B2" {
			t.Errorf("barre %d : %s, attendu le bleu #0072B2 (Okabe–Ito)", i, b.style)
		}
		if math.Abs(y0-bas) > tolSVG || math.Abs((y1-y0)-hauteurs[i]*unite) > tolSVG {
			t.Errorf("barre %d : de %v à %v, attendu %v parties (%v points chacune, base %v)", i, y0, y1, hauteurs[i], unite, bas)
		}
		// The bars touch: each starts where the one before ends.
		if i > 0 && math.Abs(x0-precedent) > tolSVG {
			t.Errorf("barre %d : commence en %v, la précédente finit en %v", i, x0, precedent)
		}
		precedent = x1
		// Inside a bar the PNG is blue; above the empty bin, at one game's height, it is white.
		want := color.RGBA{0x00, 0x72, 0xb2, 0xff}
		if hauteurs[i] == 0 {
			want = blanc
		}
		if got := pixel(img, (x0+x1)/2, bas+unite/2); got != want {
			t.Errorf("PNG, barre %d : %v, attendu %v", i, got, want)
		}
	}
}

// The parity chart of the same values: odd durations 3 (twice) and 7 (once) in vermillion, a line
// going down by one game; even durations 10 and 24 (once each) in blue, a flat line; the legend
// names both.
func TestCourbesPariteContenu(t *testing.T) {
	var h stats.Histogram
	h.AddN(3, 2)
	h.Add(7)
	h.Add(10)
	h.Add(24)
	p, err := CourbesParite(&h, "Parité", "durée", "parties", "paires", "impaires")
	if err != nil {
		t.Fatal(err)
	}
	svg := ecrire(t, p, ".svg")
	contient(t, "parité", textes(svg), "Parité", "durée", "parties", "paires", "impaires")
	var bleue, orange []trace
	for _, tr := range chemins(t, svg) {
		switch {
		case strings.Contains(tr.style, "stroke:#0072B2"):
			bleue = append(bleue, tr)
		case strings.Contains(tr.style, "stroke:#D55E00"):
			orange = append(orange, tr)
		}
	}
	// Each colour: its curve first, then its sample in the legend.
	if len(bleue) < 1 || len(orange) < 1 {
		t.Fatalf("%d tracés bleus et %d orange", len(bleue), len(orange))
	}
	b, o := bleue[0].points, orange[0].points
	if len(b) != 2 || len(o) != 2 {
		t.Fatalf("courbes de %d et %d points, attendu 2 et 2", len(b), len(o))
	}
	if b[0][1] != b[1][1] {
		t.Errorf("paires : %v, attendu une ligne plate (10 et 24, une partie chacune)", b)
	}
	// Abscissae: 3 → 7 (orange) then 10 → 24 (blue), on one scale: 4 durations for 14.
	ech := (b[1][0] - b[0][0]) / 14
	if math.Abs(o[1][0]-o[0][0]-4*ech) > tolSVG || math.Abs(b[0][0]-o[1][0]-3*ech) > tolSVG {
		t.Errorf("abscisses %v et %v : pas à l'échelle des durées 3, 7, 10, 24", o, b)
	}
	// Ordinates: 2 games at 3, 1 at 7 and at 10 and 24, from 0 at the axis: o[0] is twice as
	// high as o[1] above the axis, o[1] as high as the blue line.
	if math.Abs(o[1][1]-b[0][1]) > tolSVG {
		t.Errorf("une partie à 7 en %v, à 10 en %v", o[1][1], b[0][1])
	}
	if zero := 2*o[1][1] - o[0][1]; !(zero < o[1][1]) {
		t.Errorf("ordonnées %v : 2 parties pas au-dessus d'une", o)
	}
}

// Curves a (0.1, 0.4, 0.9) and b (0.2, 0.3, 0.5) at x = 1, 2, 3 and the dotted line at 1/2: b's
// steps are 0.1 then 0.2, a's 0.3 then 0.5, on the same scale, and the dotted line runs from
// x = 1 to 3 at b's last point, 0.5.
func TestCourbesContenu(t *testing.T) {
	courbes := []Courbe{
		{Nom: "courbe a", X: []float64{1, 2, 3}, Y: []float64{0.1, 0.4, 0.9}},
		{Nom: "courbe b", X: []float64{1, 2, 3}, Y: []float64{0.2, 0.3, 0.5}},
	}
	p, err := Courbes("Le titre", "axe des x", "axe des y", courbes, 0.5)
	if err != nil {
		t.Fatal(err)
	}
	svg := ecrire(t, p, ".svg")
	contient(t, "courbes", textes(svg), "Le titre", "axe des x", "axe des y", "courbe a", "courbe b")
	var trois [][][2]float64
	var pointilles [][][2]float64
	for _, tr := range chemins(t, svg) {
		if tr.ferme || !strings.Contains(tr.style, "fill:none") {
			continue
		}
		switch {
		case len(tr.points) == 3:
			trois = append(trois, tr.points)
		case len(tr.points) == 2 && strings.Contains(tr.style, "dasharray") && tr.points[0][1] == tr.points[1][1]:
			pointilles = append(pointilles, tr.points)
		}
	}
	if len(trois) != 2 {
		t.Fatalf("%d courbes de trois points, attendu 2", len(trois))
	}
	a, b := trois[0], trois[1]
	ech := (b[1][1] - b[0][1]) / 0.1 // points per unit of y
	if !(ech > 0) {
		t.Fatalf("courbe b %v : ne monte pas", b)
	}
	for _, c := range []struct {
		nom  string
		pts  [][2]float64
		pas1 float64
		pas2 float64
	}{{"a", a, 0.3, 0.5}, {"b", b, 0.1, 0.2}} {
		if math.Abs(c.pts[1][1]-c.pts[0][1]-c.pas1*ech) > tolSVG || math.Abs(c.pts[2][1]-c.pts[1][1]-c.pas2*ech) > tolSVG {
			t.Errorf("courbe %s : %v, attendu des pas de %v et %v", c.nom, c.pts, c.pas1, c.pas2)
		}
	}
	if math.Abs(a[0][1]-b[0][1]+0.1*ech) > tolSVG {
		t.Errorf("a en %v et b en %v à x = 1 : attendu 0.1 et 0.2", a[0], b[0])
	}
	trouve := false
	for _, r := range pointilles {
		if math.Abs(r[0][1]-b[2][1]) < tolSVG && math.Abs(r[0][0]-b[0][0]) < tolSVG && math.Abs(r[1][0]-b[2][0]) < tolSVG {
			trouve = true
		}
	}
	if !trouve {
		t.Errorf("aucune ligne pointillée de x = 1 à 3 à 1/2 (%v ; courbe b %v)", pointilles, b)
	}
}

// A 3 × 2 map with a blank cell: each cell painted the published viridis colour of its value
// (matplotlib's viridis at 0, 1/4, 1/2, 3/4 and 1: #440154, #3B528B, #21918C, #5EC962, #FDE725),
// the blank one left transparent, its value written inside, as in the SVG as in the PNG.
func TestCarteChaleurContenu(t *testing.T) {
	c := CarteChaleur{
		Titre: "essai", AxeX: "colonnes", AxeY: "lignes", Echelle: "probabilité",
		Colonnes: []float64{1, 2, 3},
		Lignes:   []float64{10, 20},
		Valeurs:  [][]float64{{0, 0.5, 1}, {math.NaN(), 0.25, 0.75}},
	}
	d, err := c.Plot()
	if err != nil {
		t.Fatal(err)
	}
	svg := ecrire(t, d, ".svg")
	tx := textes(svg)
	contient(t, "carte", tx, "essai", "colonnes", "lignes", "probabilité", "0,00", "0,25", "0,50", "0,75", "1,00")
	// By column, bottom row (10) first.
	cellules := []struct {
		couleur string
		rgba    color.RGBA
	}{
		{"#440154", color.RGBA{0x44, 0x01, 0x54, 0xff}}, {"", blanc},
		{"#21918C", color.RGBA{0x21, 0x91, 0x8c, 0xff}}, {"#3B528B", color.RGBA{0x3b, 0x52, 0x8b, 0xff}},
		{"#FDE725", color.RGBA{0xfd, 0xe7, 0x25, 0xff}}, {"#5EC962", color.RGBA{0x5e, 0xc9, 0x62, 0xff}},
	}
	cases := remplis(t, svg)
	if len(cases) != len(cellules) {
		t.Fatalf("%d cases, attendu %d", len(cases), len(cellules))
	}
	img := decoder(t, ecrire(t, d, ".png"))
	for i, want := range cellules {
		x0, y0, x1, y1, _ := cases[i].rectangle()
		vide := strings.Contains(cases[i].style, "fill-opacity:0")
		if want.couleur == "" && !vide || want.couleur != "" && cases[i].style != "fill:"+want.couleur {
			t.Errorf("case %d : %s, attendu %q (vide si rien)", i, cases[i].style, want.couleur)
		}
		// A quarter of the way in, clear of the value written at the centre.
		if got := pixel(img, x0+(x1-x0)/4, y0+(y1-y0)/4); got != want.rgba {
			t.Errorf("PNG, case %d : %v, attendu %v", i, got, want.rgba)
		}
	}
}
