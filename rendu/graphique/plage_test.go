package graphique

import (
	"errors"
	"html"
	"os"
	"path/filepath"
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
