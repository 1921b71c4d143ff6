package graphique

import (
	"math"
	"strconv"

	"jeux/games/bataille"
	"jeux/games/dominos"
	"jeux/games/rostam"
	"jeux/games/verger"
	"jeux/internal/langue"
	"jeux/stats"
	"jeux/stats/plot"
)

// What a chart drew, as numbers: what a plot command prints with -F (table, csv, csv-fr, json),
// so that the chart can be checked, or drawn again in a spreadsheet.

// Courbes are the points of a chart's curves, one row per point.
type Courbes struct {
	Points []Point `json:"points" titre:"points des courbes"`
}

// Point is one point of a curve: its curve's name, its abscissa and its ordinate, in the
// chart's units (a probability, a percentage).
type Point struct {
	Courbe string  `json:"courbe" titre:"courbe"`
	X      float64 `json:"x" titre:"abscisse" decimales:"0"`
	Y      float64 `json:"y" titre:"ordonnée" decimales:"6"`
}

// Cases are the cells of a heat map, one row per cell that holds a value (plot's type: the cells
// a map drew are the same, whether read from the map or from its engine's figures).
type Cases = plot.CasesCarte

// Case is one cell of a heat map: its row, its column (their names or numbers) and its value.
type Case = plot.CaseCarte

// Classes are the bars of a histogram, one row per class of each series: the values from De to
// A (inclusive) and how many there are.
type Classes struct {
	Classes []Classe `json:"classes" titre:"classes de l'histogramme"`
}

// Classe is one bar of a histogram, of the series Serie (a deck; empty for a single one).
type Classe struct {
	Serie    string `json:"serie,omitempty" titre:"série"`
	De       int    `json:"de" titre:"de"`
	A        int    `json:"a" titre:"à"`
	Effectif int64  `json:"effectif" titre:"effectif"`
}

// classesDe are the bars of h in classes of largeur (plot.ClassesHistogramme), named serie.
func classesDe(serie string, h *stats.Histogram, largeur int) []Classe {
	var c []Classe
	for _, b := range h.Bins(largeur) {
		c = append(c, Classe{Serie: serie, De: b.Start, A: b.End, Effectif: b.Count})
	}
	return c
}

// VergerDonnees are the numbers of the Orchard's chart g: the strategies' curves, or a map's
// cells (rows: trees, columns: fruits per tree).
func VergerDonnees(l langue.Langue, g *verger.DonneesGraphique) any {
	if g.Carte != nil {
		var c Cases
		for a, ligne := range g.Carte.Valeurs {
			for f, v := range ligne {
				if !math.IsNaN(v) {
					c.Cases = append(c.Cases, Case{Ligne: strconv.Itoa(a + 1), Colonne: strconv.Itoa(f + 1), Valeur: v})
				}
			}
		}
		return c
	}
	var c Courbes
	for i, s := range g.Demande.Strategies {
		for k, y := range g.ParCorbeau[i] {
			c.Points = append(c.Points, Point{Courbe: nomSeul(l, s), X: float64(k + 1), Y: y})
		}
	}
	return c
}

// nomSeul is an Orchard strategy's name in the language l, without quotes.
func nomSeul(l langue.Langue, s verger.Strategie) string {
	if en, ok := verger.NomsAnglais()[s.String()]; ok && l == langue.Anglais {
		return en
	}
	return s.String()
}

// RostamDonnees are the numbers of the chart g of rostam: the share of the deals that never
// end for each N (in percent), or the classes of the durations.
func RostamDonnees(l langue.Langue, g *rostam.DonneesGraphique) any {
	if g.Bilan != nil {
		largeur := g.Simulation.Classe
		if largeur == 0 {
			largeur = rostam.LargeurClasses(&g.Bilan.Durees)
		}
		return Classes{Classes: classesDe("", &g.Bilan.Durees, largeur)}
	}
	var c Courbes
	for _, compte := range g.Comptes {
		nom := t(l, "N impair")
		if compte.N%2 == 0 {
			nom = t(l, "N pair")
		}
		c.Points = append(c.Points, Point{Courbe: nom, X: float64(compte.N), Y: 100 * float64(compte.Infinies) / float64(compte.Donnes)})
	}
	return c
}

// DominosDonnees are the numbers of the championship's map: the share of wins (in percent) of
// each strategy (row) against each other (column).
func DominosDonnees(res *dominos.ResultatChampionnat) any {
	var c Cases
	for i, ligne := range res.Parts {
		for j, p := range ligne {
			if p != nil {
				c.Cases = append(c.Cases, Case{Ligne: res.Strategies[i], Colonne: res.Strategies[j], Valeur: 100 * *p})
			}
		}
	}
	return c
}

// BatailleDonnees are the numbers of the War chart g of the lengths hs: the classes of each deck
// (named by its cards when there are several), or with --parite the count of every even and odd
// length; infinite games, which the chart does not draw, are left out.
func BatailleDonnees(l langue.Langue, g bataille.ConfigGraphiqueJeux, hs []*stats.Histogram) any {
	sims := g.Simulations()
	if g.Parite && len(hs) == 1 {
		finies, _ := bataille.SeparerInfinies(hs[0])
		var c Courbes
		pair, impair := t(l, "durées paires"), t(l, "durées impaires")
		finies.Each(func(v int, n int64) {
			nom := impair
			if v%2 == 0 {
				nom = pair
			}
			c.Points = append(c.Points, Point{Courbe: nom, X: float64(v), Y: float64(n)})
		})
		return c
	}
	var c Classes
	for i, h := range hs {
		finies, _ := bataille.SeparerInfinies(h)
		serie := ""
		if len(hs) > 1 {
			s := sims[i]
			serie = l.Sprintf("%d × %d (%d cartes)", s.Couleurs, s.Valeurs, s.Couleurs*s.Valeurs)
		}
		c.Classes = append(c.Classes, classesDe(serie, finies, g.Largeur)...)
	}
	return c
}

// BatailleQuoi says which War chart g is, for the line that says where it was written.
func BatailleQuoi(l langue.Langue, g bataille.ConfigGraphiqueJeux) string {
	switch {
	case len(g.Simulations()) > 1:
		return t(l, "graphique des durées de la bataille selon le jeu")
	case g.Parite:
		return t(l, "graphique des durées paires et impaires de la bataille")
	}
	return t(l, "histogramme des durées de la bataille")
}

// Dans keeps the points whose abscissa is in the range p (its bounds included), those drawn on
// a chart cut to p.
func (c Courbes) Dans(p plot.Plage) any {
	var d Courbes
	for _, pt := range c.Points {
		if (!p.AvecMin || pt.X >= p.Min) && (!p.AvecMax || pt.X <= p.Max) {
			d.Points = append(d.Points, pt)
		}
	}
	return d
}

// Dans keeps the classes that the range p shows, whole or in part.
func (c Classes) Dans(p plot.Plage) any {
	var d Classes
	for _, k := range c.Classes {
		if (!p.AvecMin || float64(k.A+1) > p.Min) && (!p.AvecMax || float64(k.De) < p.Max) {
			d.Classes = append(d.Classes, k)
		}
	}
	return d
}
