package graphique

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"jeux/games/bataille"
	"jeux/games/verger"
	"jeux/internal/langue"
	"jeux/stats"
	"jeux/stats/plot"
)

// Titles a class reads: numbers written as in French (a narrow no-break space U+202F between
// the thousands) or in English (a comma), and rules in words rather than an option's value.
func TestTitresEnMots(t *testing.T) {
	h := new(stats.Histogram)
	h.AddN(30, 5)
	s := bataille.Simulation{Config: bataille.Config{Couleurs: 4, Valeurs: 13, Regles: bataille.Paternault}, Parties: 100000}
	g := bataille.ConfigGraphiqueJeux{Simulation: s, Jeux: []bataille.Config{s.Config}, Largeur: 10}
	for _, c := range []struct {
		l       langue.Langue
		attendu []string
	}{
		{langue.Francais, []string{"100\u202f000 parties", "règles de Paternault : ramassage au hasard"}},
		{langue.Anglais, []string{"100,000 games", "Paternault's rules: random pick-up"}},
	} {
		p, err := BatailleGraphiqueEn(c.l, g, []*stats.Histogram{h})
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range c.attendu {
			if !strings.Contains(p.Title.Text, a) {
				t.Errorf("%v : titre %q sans %q", c.l, p.Title.Text, a)
			}
		}
		if strings.Contains(p.Title.Text, "100000") || strings.Contains(p.Title.Text, "paternault") {
			t.Errorf("%v : titre %q", c.l, p.Title.Text)
		}
	}
	// Delahaye's rules, a different pick-up for each player.
	d := bataille.Config{Regles: bataille.Delahaye, Ramassage: [2]bataille.Ramassage{bataille.Naturelle, bataille.Optimisee}}
	if r := reglesBataille(langue.Francais, d); r != "règles de Delahaye : ramassage dans l'ordre de la levée (joueur 1), la plus forte carte d'abord (joueur 2)" {
		t.Errorf("règles %q", r)
	}
}

// The Orchard's curves of max and meilleure coincide in the original game: the chart says so,
// once, naming both; curves that differ get no note.
func TestVergerCourbesConfondues(t *testing.T) {
	jeu := verger.Config{Arbres: 1, Fruits: 1, Corbeau: 2, PanierFruits: 1}
	d := verger.Demande{Config: jeu, Strategies: []verger.Strategie{verger.Max, verger.Min, verger.Meilleure}}
	p, err := vergerStrategies(langue.Francais, d, [][]float64{{0.5, 0.7}, {0.4, 0.6}, {0.5, 0.7}})
	if err != nil {
		t.Fatal(err)
	}
	chemin := filepath.Join(t.TempDir(), "v.svg")
	if err := plot.Enregistrer(p, 1200, 750, chemin); err != nil {
		t.Fatal(err)
	}
	svg, err := os.ReadFile(chemin)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(svg), "même courbe"); n != 1 || !strings.Contains(string(svg), ">« meilleure » : même courbe que « max »</text>") {
		t.Errorf("%d notes « même courbe », attendu une : « meilleure » : même courbe que « max »", n)
	}
	if got := Confondues([][]float64{{1, 2}, {1, 3}}); len(got) != 0 {
		t.Errorf("courbes différentes confondues : %v", got)
	}
}
