package plot

import (
	"math"
	"strconv"

	gonumplot "gonum.org/v1/plot"

	"jeux/parametre"
)

// Plage is the part of a chart's x-axis to show, as --xmin and --xmax give it: each bound is set
// or not (the data's own bound).
type Plage struct {
	Min, Max         float64
	AvecMin, AvecMax bool
}

// The refusals of a range, for the command line to put in words (cli gives their texts).
const (
	// CodeHorsDonnees: a bound leaves no data to show. Args: the data's least and greatest
	// abscissa, written as numbers.
	CodeHorsDonnees parametre.Code = "plot.hors-donnees"
	// CodeCarte: a heat map whose columns are categories (strategies…) has no x-axis to cut.
	CodeCarte parametre.Code = "plot.carte"
)

// Cadrer shows on the x-axis of d only the range p (nothing when p sets no bound): the lines and
// bars beyond are clipped. A bound that leaves no data to show, beyond the data's range as the
// chart's axis holds it, is refused with a *parametre.Erreur naming "xmin" or "xmax" (CodeHorsDonnees).
// A heat map of numbered columns keeps the columns whose centre is in the range, its colours
// rescaled to the cells shown; one whose columns are categories refuses any bound (CodeCarte).
func Cadrer(d Dessin, p Plage) error {
	if !p.AvecMin && !p.AvecMax {
		return nil
	}
	nom, valeur := "xmin", p.Min
	if !p.AvecMin {
		nom, valeur = "xmax", p.Max
	}
	if c, ok := d.(*Carte); ok && c.source.EtiquettesX == nil {
		return c.cadrer(p)
	}
	g, ok := d.(*gonumplot.Plot)
	if !ok {
		return &parametre.Erreur{Nom: nom, Valeur: ecrireBorne(valeur), Code: CodeCarte}
	}
	lo, hi := g.X.Min, g.X.Max
	refus := func(nom string, v float64) error {
		return &parametre.Erreur{Nom: nom, Valeur: ecrireBorne(v), Code: CodeHorsDonnees, Args: []any{ecrireBorne(lo), ecrireBorne(hi)}}
	}
	if p.AvecMin && p.Min >= hi {
		return refus("xmin", p.Min)
	}
	if p.AvecMax && p.Max <= lo {
		return refus("xmax", p.Max)
	}
	if p.AvecMin {
		g.X.Min = p.Min
	}
	if p.AvecMax {
		g.X.Max = p.Max
	}
	return nil
}

// ecrireBorne writes a bound as the command line reads it, in the shortest form.
func ecrireBorne(v float64) string {
	if math.IsInf(v, 0) || math.IsNaN(v) {
		return strconv.FormatFloat(v, 'g', -1, 64)
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}

// cadrer keeps the columns of the map whose centre is in the range p, and draws the map again
// from them. A bound that keeps no column is refused as beyond the data (CodeHorsDonnees), the
// data's range being from the first column's centre to the last one's.
func (c *Carte) cadrer(p Plage) error {
	s := c.source
	var garde []int
	for i, x := range s.Colonnes {
		if (!p.AvecMin || x >= p.Min) && (!p.AvecMax || x <= p.Max) {
			garde = append(garde, i)
		}
	}
	if len(garde) == 0 {
		lo, hi := s.Colonnes[0], s.Colonnes[len(s.Colonnes)-1]
		nom, v := "xmin", p.Min
		if !p.AvecMin || p.Min <= hi {
			nom, v = "xmax", p.Max
		}
		return &parametre.Erreur{Nom: nom, Valeur: ecrireBorne(v), Code: CodeHorsDonnees, Args: []any{ecrireBorne(lo), ecrireBorne(hi)}}
	}
	s.Colonnes = make([]float64, len(garde))
	valeurs := make([][]float64, len(s.Valeurs))
	for r, ligne := range s.Valeurs {
		valeurs[r] = make([]float64, len(garde))
		for j, i := range garde {
			valeurs[r][j] = ligne[i]
		}
	}
	for j, i := range garde {
		s.Colonnes[j] = c.source.Colonnes[i]
	}
	s.Valeurs = valeurs
	n, err := s.Plot()
	if err != nil {
		return err
	}
	*c = *n
	return nil
}
