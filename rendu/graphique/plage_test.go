package graphique

import (
	"errors"
	"html"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"jeux/games/bataille"
	"jeux/internal/langue"
	"jeux/parametre"
	"jeux/stats"
	"jeux/stats/plot"
)

// textesSVG are the texts of the chart d drawn as an SVG.
func textesSVG(t *testing.T, d plot.Dessin) string {
	t.Helper()
	chemin := filepath.Join(t.TempDir(), "g.svg")
	if err := plot.Enregistrer(d, 1200, 750, chemin); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(chemin)
	if err != nil {
		t.Fatal(err)
	}
	return html.UnescapeString(string(b))
}

// The War histogram stops at the 99th centile and says so. Lengths 1 to 1000 once each, classes
// of 7 tricks: the 99th centile is 990, in the class 987–993, so the axis stops at 994 and the
// 7 games of 994 to 1000 are left out. A range asked for replaces it: up to 500, the 501 games
// of 500 to 1000 are off the axis; a start beyond the data (1000) is refused, naming --xmin.
func TestBatailleCoupe(t *testing.T) {
	h := new(stats.Histogram)
	for v := 1; v <= 1000; v++ {
		h.Add(v)
	}
	s := bataille.Simulation{Config: bataille.Config{Couleurs: 4, Valeurs: 13}, Parties: 1000}
	g := bataille.ConfigGraphiqueJeux{Simulation: s, Jeux: []bataille.Config{s.Config}, Largeur: 7}
	for _, c := range []struct {
		plage plot.Plage
		max   float64
		note  string
	}{
		{plot.Plage{}, 994, "axe arrêté à 994 plis (99\u202f% des parties finies) : 7 parties plus longues, non montrées"},
		{plot.Plage{Max: 500, AvecMax: true}, 500, "501 parties hors de l'axe, non montrées"},
	} {
		p, err := BatailleGraphiquePlage(langue.Francais, g, []*stats.Histogram{h}, c.plage)
		if err != nil {
			t.Fatal(err)
		}
		if p.X.Max != c.max {
			t.Errorf("%+v : axe jusqu'à %v, attendu %v", c.plage, p.X.Max, c.max)
		}
		if svg := textesSVG(t, p); !strings.Contains(svg, ">"+c.note+"<") {
			t.Errorf("%+v : pas de note %q", c.plage, c.note)
		}
	}
	_, err := BatailleGraphiquePlage(langue.Francais, g, []*stats.Histogram{h}, plot.Plage{Min: 1001, AvecMin: true})
	var e *parametre.Erreur
	if !errors.As(err, &e) || e.Nom != "xmin" || e.Code != plot.CodeHorsDonnees {
		t.Errorf("début 1001 au-delà des données : %v", err)
	}
	// In English: a decimal point and English words.
	p, err := BatailleGraphiquePlage(langue.Anglais, g, []*stats.Histogram{h}, plot.Plage{})
	if err != nil {
		t.Fatal(err)
	}
	if svg := textesSVG(t, p); !strings.Contains(svg, ">axis stopped at 994 tricks (99% of the finished games): 7 games longer, not shown<") {
		t.Error("pas de note anglaise")
	}
}

// The numbers of a War histogram: lengths 3, 3, 7, 10 and 24 and one infinite game, classes of 5
// tricks: 2 games in 0–4, 1 in 5–9, 1 in 10–14, none in 15–19, 1 in 20–24; the infinite game is
// not drawn, so not counted. With --parite: 3 (twice) and 7 odd, 10 and 24 even.
func TestBatailleDonnees(t *testing.T) {
	h := new(stats.Histogram)
	h.AddN(3, 2)
	h.Add(7)
	h.Add(10)
	h.Add(24)
	h.Add(bataille.DureeInfinie)
	s := bataille.Simulation{Config: bataille.Config{Couleurs: 1, Valeurs: 5}, Parties: 6}
	g := bataille.ConfigGraphiqueJeux{Simulation: s, Jeux: []bataille.Config{s.Config}, Largeur: 5}
	c, ok := BatailleDonnees(langue.Francais, g, []*stats.Histogram{h}).(Classes)
	attendu := []Classe{{De: 0, A: 4, Effectif: 2}, {De: 5, A: 9, Effectif: 1}, {De: 10, A: 14, Effectif: 1}, {De: 15, A: 19}, {De: 20, A: 24, Effectif: 1}}
	if !ok || !slices.Equal(c.Classes, attendu) {
		t.Errorf("classes %+v, attendu %+v", c.Classes, attendu)
	}
	g.Parite = true
	p, ok := BatailleDonnees(langue.Francais, g, []*stats.Histogram{h}).(Courbes)
	want := []Point{{"durées impaires", 3, 2}, {"durées impaires", 7, 1}, {"durées paires", 10, 1}, {"durées paires", 24, 1}}
	if !ok || !slices.Equal(p.Points, want) {
		t.Errorf("points %+v, attendu %+v", p.Points, want)
	}
	if q := BatailleQuoi(langue.Anglais, g); q != "chart of the even and odd lengths of War" {
		t.Errorf("quoi %q", q)
	}
}

// With --xmin 5 and --xmax 10, classes of 5 tricks: only 5–9 is drawn (0–4 ends where the axis
// starts, 10–14 starts where it ends); points at 1, 2 and 3 with --xmax 2: the first two.
func TestDonneesDansPlage(t *testing.T) {
	c := Classes{Classes: []Classe{{De: 0, A: 4, Effectif: 1}, {De: 5, A: 9, Effectif: 2}, {De: 10, A: 14, Effectif: 3}}}
	if got := c.Dans(plot.Plage{Min: 5, Max: 10, AvecMin: true, AvecMax: true}).(Classes); !slices.Equal(got.Classes, c.Classes[1:2]) {
		t.Errorf("classes %+v", got.Classes)
	}
	p := Courbes{Points: []Point{{"a", 1, 0}, {"a", 2, 0}, {"a", 3, 0}}}
	if got := p.Dans(plot.Plage{Max: 2, AvecMax: true}).(Courbes); !slices.Equal(got.Points, p.Points[:2]) {
		t.Errorf("points %+v", got.Points)
	}
}
