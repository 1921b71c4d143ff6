package graphique

import (
	"math"
	"slices"
	"strconv"

	gonumplot "gonum.org/v1/plot"
	"gonum.org/v1/plot/vg/draw"

	"jeux/games/bataille"
	"jeux/internal/langue"
	"jeux/stats/plot"
)

// PointsJeux are the points of a chart whose horizontal axis names decks, one row per deck and
// curve: what bataille exhaustif plot prints with -F.
type PointsJeux struct {
	Points []PointJeu `json:"points" titre:"points des courbes"`
}

// PointJeu is one point of a curve of exhaustive results: the deck, its deals, the pick-up mode
// of the curve (as --ramassage names it) and the ordinate drawn, in the chart's unit (a
// percentage of the deals, a length in tricks).
type PointJeu struct {
	Jeu       string  `json:"jeu" titre:"jeu"`
	Couleurs  int     `json:"couleurs" titre:"couleurs"`
	Valeurs   int     `json:"valeurs" titre:"valeurs"`
	Donnes    int64   `json:"donnes" titre:"donnes"`
	Ramassage string  `json:"ramassage" titre:"ramassage"`
	Y         float64 `json:"y" titre:"ordonnée" decimales:"6"`
}

// ramassagesExhaustifs name the curves of an exhaustive chart, one per pick-up mode.
var ramassagesExhaustifs = map[bataille.Ramassage]string{
	bataille.Naturelle: "ramassage naturel (dans l'ordre de la levée)",
	bataille.Optimisee: "ramassage optimisé (la plus forte carte d'abord)",
}

// ordonneeExhaustive is what the chart g draws of the result r, and whether it has it: the share
// of its deals that never end, in percent, or the mean length of its finished games (none when
// no game ends).
func ordonneeExhaustive(g bataille.GraphiqueExhaustif, r *bataille.ResultatExhaustif) (float64, bool) {
	if r == nil {
		return 0, false
	}
	if g == bataille.GraphiqueExhaustifDurees {
		return r.DureeMoyenne, r.Infinies < r.Donnes
	}
	return 100 * float64(r.Infinies) / float64(r.Donnes), true
}

// nomJeu is the label of a deck on the axis: « 4 × 4 ».
func nomJeu(j bataille.JeuExhaustif) string {
	return strconv.Itoa(j.Couleurs) + " × " + strconv.Itoa(j.Valeurs)
}

// maxJeuxAPlat is the most decks whose names the horizontal axis writes flat, side by side.
const maxJeuxAPlat = 20

// BatailleExhaustif draws the chart g of the exhaustive results jeux (bataille.JeuxExhaustifs)
// read from source: against the decks, in their order, one curve per pick-up mode of the share
// of non-ending deals or of the mean length of the finished games; and says which chart it is.
func BatailleExhaustif(l langue.Langue, g bataille.GraphiqueExhaustif, jeux []bataille.JeuExhaustif, source string) (plot.Dessin, string, error) {
	var courbes []plot.Courbe
	for _, m := range bataille.RamassagesExhaustifs {
		c := plot.Courbe{Nom: t(l, ramassagesExhaustifs[m])}
		for i, j := range jeux {
			if y, ok := ordonneeExhaustive(g, j.Resultat(m)); ok {
				c.X, c.Y = append(c.X, float64(i+1)), append(c.Y, y)
			}
		}
		if len(c.X) > 0 {
			courbes = append(courbes, c)
		}
	}
	titre, axeY, quoi := "Bataille ouverte : donnes qui ne finissent jamais, selon le jeu\n(toutes les donnes de chaque jeu, règles de Delahaye, %d jeux de %d à %d cartes lus dans %s)",
		"donnes qui ne finissent pas (%)", "graphique des donnes infinies de la bataille selon le jeu"
	if g == bataille.GraphiqueExhaustifDurees {
		titre, axeY, quoi = "Bataille ouverte : durée moyenne des parties finies, selon le jeu\n(toutes les donnes de chaque jeu, règles de Delahaye, %d jeux de %d à %d cartes lus dans %s)",
			"durée moyenne des parties finies (plis)", "graphique des durées moyennes de la bataille selon le jeu"
	}
	p, err := plot.Courbes(l.Sprintf(titre, len(jeux), jeux[0].Cartes(), jeux[len(jeux)-1].Cartes(), source),
		t(l, "jeu : couleurs × valeurs (par nombre de cartes, puis de donnes)"), t(l, axeY), courbes)
	if err != nil {
		return nil, "", err
	}
	// Every deck named on its abscissa, the axis a little wider than the decks so that the
	// first and last markers are whole.
	var x gonumplot.ConstantTicks
	for i, j := range jeux {
		x = append(x, gonumplot.Tick{Value: float64(i + 1), Label: nomJeu(j)})
	}
	p.X.Tick.Marker = x
	if len(jeux) > maxJeuxAPlat {
		// Too many names to stand side by side: each stands upright under its deck.
		p.X.Tick.Label.Rotation = math.Pi / 2
		p.X.Tick.Label.XAlign, p.X.Tick.Label.YAlign = draw.XRight, draw.YCenter
	}
	p.X.Min, p.X.Max = 0.5, float64(len(jeux))+0.5
	// From 0, with room above the highest point so that its marker is whole.
	haut := 0.0
	for _, c := range courbes {
		haut = max(haut, slices.Max(c.Y))
	}
	p.Y.Min, p.Y.Max = 0, max(1.05*haut, 1)
	return plot.EnLangue(p, l), t(l, quoi), nil
}

// BatailleExhaustifDonnees are the numbers of the chart g of the exhaustive results jeux: for
// each deck in the chart's order, the point of each pick-up mode that has one.
func BatailleExhaustifDonnees(g bataille.GraphiqueExhaustif, jeux []bataille.JeuExhaustif) PointsJeux {
	var p PointsJeux
	for _, j := range jeux {
		for _, m := range bataille.RamassagesExhaustifs {
			if y, ok := ordonneeExhaustive(g, j.Resultat(m)); ok {
				p.Points = append(p.Points, PointJeu{Jeu: nomJeu(j), Couleurs: j.Couleurs, Valeurs: j.Valeurs, Donnes: j.Donnes, Ramassage: m.String(), Y: y})
			}
		}
	}
	return p
}
