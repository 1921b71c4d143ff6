package graphique

import (
	"slices"
	"strings"
	"testing"

	gonumplot "gonum.org/v1/plot"

	"jeux/games/bataille"
	"jeux/games/rostam"
	"jeux/games/verger"
	"jeux/internal/langue"
	"jeux/stats"
)

// The words of the titles, worked by hand, in both languages: one tree, several fruits.
func TestDescriptionArbres(t *testing.T) {
	c := verger.Config{Arbres: 1, Fruits: 10, PanierFruits: 2}
	for l, attendu := range map[langue.Langue]string{
		langue.Francais: "1 arbre de 10 fruits, panier de 2 fruits",
		langue.Anglais:  "1 tree of 10 fruits, basket of 2 fruits",
	} {
		if got := descriptionArbres(l, c); got != attendu {
			t.Errorf("descriptionArbres(%v) = %q, %q attendu", l, got, attendu)
		}
	}
}

// An English chart of War: English title and axes, ticks with a decimal point where a French
// one has a comma (a probability axis of the Orchard, worked by hand: 0.5 and 0,5).
func TestGraphiquesEnAnglais(t *testing.T) {
	h := new(stats.Histogram)
	h.AddN(3, 2)
	h.Add(5)
	s := bataille.Simulation{Config: bataille.Config{Couleurs: 1, Valeurs: 5}, Parties: 3}
	g := bataille.ConfigGraphiqueJeux{Simulation: s, Jeux: []bataille.Config{s.Config}, Largeur: 2}
	p, err := BatailleGraphiqueEn(langue.Anglais, g, []*stats.Histogram{h})
	if err != nil || !strings.HasPrefix(p.Title.Text, "Length of a game of War\n1 suit × 5 ranks") || p.X.Label.Text != "length (tricks)" || p.Y.Label.Text != "number of games" {
		t.Errorf("titre %q, axes %q et %q, %v", p.Title.Text, p.X.Label.Text, p.Y.Label.Text, err)
	}
	jeu := verger.Config{Arbres: 1, Fruits: 1, Corbeau: 2, PanierFruits: 1}
	courbes := &verger.DonneesGraphique{Graphique: verger.GraphiqueStrategies,
		Demande: verger.Demande{Config: jeu, Strategies: []verger.Strategie{verger.Max}}, ParCorbeau: [][]float64{{2.0 / 3, 8.0 / 9}}}
	for l, c := range map[langue.Langue]struct{ quoi, demi, axe string }{
		langue.Anglais:  {"chart of the Orchard's strategies", "0.5", "probability of winning"},
		langue.Francais: {"graphique des stratégies du Verger", "0,5", "probabilité de gagner"},
	} {
		d, quoi, err := VergerEn(l, courbes)
		if err != nil || quoi != c.quoi {
			t.Fatalf("%v : %q, %v", l, quoi, err)
		}
		p := d.(*gonumplot.Plot)
		var etiquettes []string
		for _, tk := range p.Y.Tick.Marker.Ticks(0, 1) {
			etiquettes = append(etiquettes, tk.Label)
		}
		if !slices.Contains(etiquettes, c.demi) || p.Y.Label.Text != c.axe {
			t.Errorf("%v : graduations %q, axe %q ; %q et %q attendus", l, etiquettes, p.Y.Label.Text, c.demi, c.axe)
		}
	}
}

// The curve of non-ending deals draws from the published counts, and refuses nothing it is
// given: N = 2 to 5, two curves.
func TestRostamInfinies(t *testing.T) {
	if _, err := rostamInfinies(langue.Francais, rostam.ComptesPublies[:4], "comptes publiés"); err != nil {
		t.Fatal(err)
	}
}

// A chart of War draws one deck as a histogram, or its parity curves, and several decks on one
// chart of shares: the titles say which.
func TestBatailleGraphique(t *testing.T) {
	h := new(stats.Histogram)
	h.AddN(3, 2)
	h.Add(5)
	s := bataille.Simulation{Config: bataille.Config{Couleurs: 1, Valeurs: 5}, Parties: 3}
	un := bataille.ConfigGraphiqueJeux{Simulation: s, Jeux: []bataille.Config{s.Config}, Largeur: 2}
	deux := un
	deux.Jeux = append(deux.Jeux, bataille.Config{Couleurs: 2, Valeurs: 3})
	parite := un
	parite.Parite = true
	for _, c := range []struct {
		g     bataille.ConfigGraphiqueJeux
		hs    []*stats.Histogram
		titre string
	}{
		{un, []*stats.Histogram{h}, "Durée d'une partie de bataille\n1 couleur × 5 valeurs"},
		{parite, []*stats.Histogram{h}, "Parité de la durée d'une partie de bataille\n"},
		{deux, []*stats.Histogram{h, h}, "Durée d'une partie de bataille selon le jeu\n"},
	} {
		p, err := BatailleGraphique(c.g, c.hs)
		if err != nil || !strings.HasPrefix(p.Title.Text, c.titre) {
			t.Errorf("%d jeux, parité %v : titre %q, %v ; attendu %q…", len(c.g.Jeux), c.g.Parite, p.Title.Text, err, c.titre)
		}
	}
}

// Verger draws the curves of the strategies, or a map, and names the chart: values worked by
// hand for one tree of one fruit (2/3 with one piece, 8/9 with two), a map of one value.
func TestVerger(t *testing.T) {
	jeu := verger.Config{Arbres: 1, Fruits: 1, Corbeau: 2, PanierFruits: 1}
	courbes := &verger.DonneesGraphique{Graphique: verger.GraphiqueStrategies,
		Demande: verger.Demande{Config: jeu, Strategies: []verger.Strategie{verger.Max, verger.Min}}, ParCorbeau: [][]float64{{2.0 / 3, 8.0 / 9}, {2.0 / 3, 8.0 / 9}}}
	valeurs := make([][]float64, verger.CoteCarte)
	for a := range valeurs {
		valeurs[a] = make([]float64, verger.CoteCarte)
		for f := range valeurs[a] {
			valeurs[a][f] = 1
		}
	}
	carte := &verger.DonneesGraphique{Graphique: verger.GraphiqueSeuils, Demande: verger.Demande{Config: jeu},
		Carte: &verger.Carte{Seuils: true, Valeurs: valeurs}}
	for attendu, g := range map[string]*verger.DonneesGraphique{"graphique des stratégies du Verger": courbes, "graphique des seuils du corbeau du Verger (carte)": carte} {
		if d, quoi, err := Verger(g); err != nil || d == nil || quoi != attendu {
			t.Errorf("%s : %v, %q, %v", attendu, d, quoi, err)
		}
	}
}

// Rostam draws either chart and names it: the published counts of N = 2 to 5, and a tally of ten
// games of two cards, each one trick long.
func TestRostam(t *testing.T) {
	infinies := &rostam.DonneesGraphique{DemandeGraphique: rostam.DemandeGraphique{Jusqua: 5}, Comptes: rostam.ComptesPublies[:4]}
	b := &rostam.BilanSimulation{N: 2, Parties: 10}
	b.Durees.AddN(1, 10)
	durees := &rostam.DonneesGraphique{DemandeGraphique: rostam.DemandeGraphique{Simulation: rostam.ConfigSimulation{N: 2, Parties: 10}}, Bilan: b}
	for attendu, g := range map[string]*rostam.DonneesGraphique{"graphique des donnes infinies, N = 2 à 5": infinies, "histogramme des durées, N = 2": durees} {
		if d, quoi, err := Rostam(g); err != nil || d == nil || quoi != attendu {
			t.Errorf("%s : %v, %q, %v", attendu, d, quoi, err)
		}
	}
}

// The charts' own labels (kept out of the catalog) have their English, without a French letter.
func TestEtiquettesAnglaises(tt *testing.T) {
	for fr, en := range anglais {
		if en == "" || strings.ContainsAny(en, "àâçéèêëîïôùûüœÉ«»") {
			tt.Errorf("%q → %q", fr, en)
		}
		if got := t(langue.Anglais, fr); got != en {
			tt.Errorf("t(en, %q) = %q", fr, got)
		}
	}
}
