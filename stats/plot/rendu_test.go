package plot

import (
	"bytes"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"testing"

	gonumplot "gonum.org/v1/plot"

	"jeux/stats"
)

// Every chart, written as a PNG of the default size and of another, has exactly the pixels asked
// for and is not blank.
func TestGraphiquesPNG(t *testing.T) {
	var h stats.Histogram
	for v := 10; v <= 400; v++ {
		h.AddN(v, int64(1000*math.Exp(-float64(v)/80)))
	}
	parite, err := CourbesParite(&h, "Parité", "durée (plis)", "nombre de parties", "paires", "impaires")
	if err != nil {
		t.Fatal(err)
	}
	AjouterNote(parite, "3 parties infinies, non montrées")
	courbes, err := Courbes("Courbes", "pièces", "probabilité", []Courbe{{Nom: "a", X: []float64{1, 2, 3}, Y: []float64{0.2, 0.5, 0.7}}}, 0.5)
	if err != nil {
		t.Fatal(err)
	}
	carte, err := CarteChaleur{Titre: "Carte", Echelle: "probabilité", Colonnes: []float64{1, 2, 3}, Lignes: []float64{1, 2},
		Valeurs: [][]float64{{0.1, 0.2, 0.3}, {0.4, math.NaN(), 0.9}}}.Plot()
	if err != nil {
		t.Fatal(err)
	}
	dessins := map[string]Dessin{"histogramme": Histogramme(&h, 10, "Durées", "durée (plis)", "nombre de parties"),
		"parite": parite, "courbes": courbes, "carte": carte}
	dir := t.TempDir()
	for nom, d := range dessins {
		for _, taille := range [][2]int{{LargeurDefaut, HauteurDefaut}, {333, 201}} {
			chemin := filepath.Join(dir, nom+".png")
			if err := Enregistrer(d, taille[0], taille[1], chemin); err != nil {
				t.Fatal(err)
			}
			b, err := os.ReadFile(chemin)
			if err != nil {
				t.Fatal(err)
			}
			cfg, err := png.DecodeConfig(bytes.NewReader(b))
			if err != nil || cfg.Width != taille[0] || cfg.Height != taille[1] {
				t.Errorf("%s : %d×%d pixels (%v), attendu %d×%d", nom, cfg.Width, cfg.Height, err, taille[0], taille[1])
			}
			if n := pixelsColores(t, b); n < taille[0]*taille[1]/100 {
				t.Errorf("%s %v : %d pixels qui ne sont pas blancs", nom, taille, n)
			}
		}
	}
}

// pixelsColores counts the pixels of a PNG that are not white.
func pixelsColores(t *testing.T, b []byte) int {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	r := img.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if c, g, bl, _ := img.At(x, y).RGBA(); c&g&bl < 0xf000 {
				n++
			}
		}
	}
	return n
}

// Steps of 1, 2, 2.5 or 5 times a power of ten, worked by hand: a span of 3000 plies cut in at most
// 12 parts gives a step of 250 (13 labels from 0), with unlabelled ticks every 50.
func TestGraduations(t *testing.T) {
	cas := []struct {
		min, max float64
		entiers  bool
		labels   []string
	}{
		{0, 3000, true, []string{"0", "250", "500", "750", "1000", "1250", "1500", "1750", "2000", "2250", "2500", "2750", "3000"}},
		{0, 1, false, []string{"0,0", "0,1", "0,2", "0,3", "0,4", "0,5", "0,6", "0,7", "0,8", "0,9", "1,0"}},
		{13, 47, true, []string{"15", "20", "25", "30", "35", "40", "45"}},
		{0, 5, true, []string{"0", "1", "2", "3", "4", "5"}},
		{0, 0.5, true, []string{"0"}},
		{0, 120000, true, []string{"0", "10\u202F000", "20\u202F000", "30\u202F000", "40\u202F000", "50\u202F000", "60\u202F000", "70\u202F000", "80\u202F000", "90\u202F000", "100\u202F000", "110\u202F000", "120\u202F000"}},
		{20, 5420, true, []string{"500", "1000", "1500", "2000", "2500", "3000", "3500", "4000", "4500", "5000"}},
		{1, 2290, true, []string{"200", "400", "600", "800", "1000", "1200", "1400", "1600", "1800", "2000", "2200"}},
		{0.35, 0.62, false, []string{"0,35", "0,40", "0,45", "0,50", "0,55", "0,60"}},
		{-2500, 2500, false, []string{"-2500", "-2000", "-1500", "-1000", "-500", "0", "500", "1000", "1500", "2000", "2500"}},
		{0, 1.2e6, true, []string{"0", "100\u202F000", "200\u202F000", "300\u202F000", "400\u202F000", "500\u202F000", "600\u202F000", "700\u202F000", "800\u202F000", "900\u202F000", "1\u202F000\u202F000", "1\u202F100\u202F000", "1\u202F200\u202F000"}},
	}
	for _, c := range cas {
		var labels []string
		for _, tk := range (Graduations{Entiers: c.entiers}).Ticks(c.min, c.max) {
			if tk.Label != "" {
				labels = append(labels, tk.Label)
			}
			if c.entiers && tk.Value != math.Trunc(tk.Value) {
				t.Errorf("[%v ; %v] : graduation %v qui n'est pas entière", c.min, c.max, tk.Value)
			}
		}
		if len(labels) != len(c.labels) {
			t.Errorf("[%v ; %v] : %q, attendu %q", c.min, c.max, labels, c.labels)
			continue
		}
		for i := range labels {
			if labels[i] != c.labels[i] {
				t.Errorf("[%v ; %v] : %q, attendu %q", c.min, c.max, labels, c.labels)
				break
			}
		}
	}
	var _ gonumplot.Ticker = Graduations{}
}
