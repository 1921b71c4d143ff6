package plot

import (
	"slices"
	"strings"
	"testing"

	"jeux/internal/langue"
	"jeux/stats"
)

// Numbers on an English chart: a decimal point, thousands apart by a comma from five digits on
// (worked by hand); the same numbers in French keep their comma.
func TestNombreAnglais(t *testing.T) {
	for _, c := range []struct {
		v         float64
		decimales int
		en, fr    string
	}{
		{0.5, 1, "0.5", "0,5"},
		{1454, 0, "1454", "1454"},
		{12000, 0, "12,000", "12\u202F000"},
		{-45000.5, 1, "-45,000.5", "-45\u202F000,5"},
		{0.0625, 4, "0.0625", "0,0625"},
	} {
		if got := Nombre(langue.Anglais, c.v, c.decimales); got != c.en {
			t.Errorf("Nombre(en, %v, %d) = %q, attendu %q", c.v, c.decimales, got, c.en)
		}
		if got := Nombre(langue.Francais, c.v, c.decimales); got != c.fr {
			t.Errorf("Nombre(fr, %v, %d) = %q, attendu %q", c.v, c.decimales, got, c.fr)
		}
	}
}

// The ticks of [0, 1] are labelled every tenth, with one decimal: a point in English, a comma in
// French.
func TestGraduationsEtiquettesAnglaises(t *testing.T) {
	etiquettes := func(l langue.Langue) []string {
		var e []string
		for _, tk := range (Graduations{Langue: l}).Ticks(0, 1) {
			if tk.Label != "" {
				e = append(e, tk.Label)
			}
		}
		return e
	}
	en := []string{"0.0", "0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7", "0.8", "0.9", "1.0"}
	fr := []string{"0,0", "0,1", "0,2", "0,3", "0,4", "0,5", "0,6", "0,7", "0,8", "0,9", "1,0"}
	if got := etiquettes(langue.Anglais); !slices.Equal(got, en) {
		t.Errorf("en anglais : %q, attendu %q", got, en)
	}
	if got := etiquettes(langue.Francais); !slices.Equal(got, fr) {
		t.Errorf("en français : %q, attendu %q", got, fr)
	}
}

// EnLangue makes a histogram's axes English: 120,000 games in one class give « 120,000 » in the
// SVG file, and no label keeps the French narrow space.
func TestGraduationsAnglaisesSVG(t *testing.T) {
	h := new(stats.Histogram)
	h.AddN(3, 120_000)
	h.AddN(14, 5_000)
	svg := ecrire(t, EnLangue(Histogramme(h, 1, "test", "length", "games"), langue.Anglais), ".svg")
	tx := textes(svg)
	contient(t, "histogram", tx, "120,000", "20,000", "14")
	for _, s := range tx {
		if strings.Contains(s, EspaceMilliers) {
			t.Errorf("étiquette %q avec l'espace français", s)
		}
	}
}

// A heat map in English writes its cells and its colour bar with a decimal point.
func TestCarteAnglaise(t *testing.T) {
	c := CarteChaleur{Titre: "map", AxeX: "x", AxeY: "y", Colonnes: []float64{1, 2}, Lignes: []float64{1},
		Valeurs: [][]float64{{0.25, 0.75}}, Langue: langue.Anglais}
	d, err := c.Plot()
	if err != nil {
		t.Fatal(err)
	}
	tx := textes(ecrire(t, d, ".svg"))
	contient(t, "carte", tx, "0.25", "0.75")
	for _, s := range tx {
		if strings.Contains(s, ",") {
			t.Errorf("étiquette %q avec une virgule", s)
		}
	}
}
