package cli

import (
	"fmt"
	"io"
	"math"

	"jeux/internal/langue"
	"jeux/parametre"
	"jeux/stats/plot"
)

// OptTaille is the size of a chart, in pixels; OptXmin and OptXmax the range of its x-axis.
const (
	OptTaille = "taille"
	OptXmin   = "xmin"
	OptXmax   = "xmax"
)

// The texts of the refusals of a chart's range (stats/plot's codes), French and English.
var _ = Codes(map[parametre.Code][2]string{
	plot.CodeHorsDonnees: {"en dehors des données, qui vont de %s à %s", "outside the data, which run from %s to %s"},
	plot.CodeCarte:       {"sans effet sur une carte de chaleur", "no effect on a heat map"},
})

// Image is where a chart is written, at what size and on which range of its x-axis, as -o,
// --taille, --xmin and --xmax give them.
type Image struct {
	Chemin           string
	Largeur, Hauteur int
	Plage            plot.Plage
	c                *Contexte
}

// Graphique reads and checks -o, --taille, --xmin and --xmax of a plot command (AvecGraphique),
// before any work; whether the range meets the data is checked when the chart is drawn.
func (c *Contexte) Graphique() (Image, error) {
	sortie, taille := c.d.communs.Sortie, c.d.communs.Taille
	im := Image{Chemin: sortie, c: c}
	if err := plot.VerifierChemin(im.Chemin); err != nil {
		return im, ErreurUsage("-o/--sortie : %v", err)
	}
	var err error
	if im.Largeur, im.Hauteur, err = plot.LireDimensions(taille); err != nil {
		return im, ErreurUsage("--taille : %v", err)
	}
	p := &im.Plage
	p.Min, p.Max = c.d.communs.Xmin, c.d.communs.Xmax
	p.AvecMin, p.AvecMax = c.Donne(&c.d.communs.Xmin), c.Donne(&c.d.communs.Xmax)
	for _, b := range []struct {
		nom    string
		v      float64
		donnee bool
	}{{OptXmin, p.Min, p.AvecMin}, {OptXmax, p.Max, p.AvecMax}} {
		if b.donnee && (math.IsInf(b.v, 0) || math.IsNaN(b.v)) {
			return im, ErreurUsage("--%s : un nombre fini est attendu, pas %v", c.Langue().Option(b.nom), b.v)
		}
	}
	if p.AvecMin && p.AvecMax && p.Min >= p.Max {
		return im, ErreurUsage("--%s et --%s : le début de l'axe doit précéder sa fin (%v ≥ %v)", c.Langue().Option(OptXmin), c.Langue().Option(OptXmax), p.Min, p.Max)
	}
	return im, nil
}

// Enregistrer writes the chart d into the image's file, at its size, on its range (plot.Cadrer:
// a range that leaves no data is refused, naming its option).
func (im Image) Enregistrer(d plot.Dessin) error {
	if err := plot.Cadrer(d, im.Plage); err != nil {
		return err
	}
	return plot.Enregistrer(d, im.Largeur, im.Hauteur, im.Chemin)
}

// Dessiner is Contexte.Dessiner for a chart whose numbers are those of its heat map (none
// for another chart).
func (im Image) Dessiner(d plot.Dessin, quoi string) (any, error) {
	var donnees any
	if carte, ok := d.(*plot.Carte); ok {
		donnees = carte.Cases()
	}
	return im.c.Dessiner(im, d, quoi, donnees)
}

// Dessiner writes the chart d into the image's file, says on stderr, in one line, what it drew
// (quoi: in the run's language, or French that the catalog translates) and where, and returns
// what the command prints on stdout: with -F, the numbers it drew (donnees); without, nothing,
// the chart being the output.
func (c *Contexte) Dessiner(im Image, d plot.Dessin, quoi string, donnees any) (any, error) {
	if err := im.Enregistrer(d); err != nil {
		return nil, err
	}
	if err := (GraphiqueEcrit{Graphique: quoi, Fichier: im.Chemin}).EcrireTexteEn(c.Stderr(), c.Langue()); err != nil {
		return nil, err
	}
	if donnees == nil || !c.Donne(&c.d.communs.Format) {
		return nil, nil
	}
	if d, ok := donnees.(Cadrables); ok {
		donnees = d.Dans(im.Plage)
	}
	return donnees, nil
}

// Cadrables are numbers of a chart that keep, with Dans, only those a range of the x-axis shows:
// what a plot command prints with -F when --xmin or --xmax cut its chart.
type Cadrables interface {
	Dans(p plot.Plage) any
}

// GraphiqueEcrit is what a plot command prints: the chart it drew and its file.
type GraphiqueEcrit struct {
	Graphique string
	Fichier   string
}

// EcrireTexte writes « <graphique> écrit dans <fichier> ».
func (g GraphiqueEcrit) EcrireTexte(w io.Writer) error {
	return g.EcrireTexteEn(w, langue.Francais)
}

// EcrireTexteEn writes the line in the language l; the chart's description is written as it
// is, or translated when it is French that the catalog has.
func (g GraphiqueEcrit) EcrireTexteEn(w io.Writer, l langue.Langue) error {
	_, err := fmt.Fprintln(w, l.Sprintf("%s écrit dans %s", l.Si(g.Graphique), g.Fichier))
	return err
}

// sansEffetNoms refuses, rather than ignores, an option that has no effect here, named by its
// long name as an engine names it: the first of noms that was given is a usage error
// « -e/--largeur : sans effet <pourquoi> ».
func (c *Contexte) sansEffetNoms(pourquoi *langue.Phrase, noms ...string) error {
	for _, nom := range noms {
		f := c.cmd.Flags().Lookup(nom)
		if f == nil {
			panic("cli: option " + nom + " non déclarée par " + c.cmd.CommandPath())
		}
		if f.Changed {
			return ErreurUsage("%s : sans effet %s", NomsOptionEn(c.Langue(), f), pourquoi)
		}
	}
	return nil
}

// GraphiqueChoisi is one of the charts of a plot command, as its engine reads --graphique: its
// name, and the options it does not use, by their long names, with why.
type GraphiqueChoisi interface {
	OptionsSansEffet() (nom, pourquoi string, options []string)
}

// Tracer is the action of a command that draws one of several charts: -o and --taille checked,
// the chart read from --graphique by lire, every option it does not use refused rather than
// ignored, then the chart computed and drawn by dessiner, which names what it drew and gives
// its numbers (Contexte.Dessiner).
func Tracer[G GraphiqueChoisi](c *Contexte, lire func() (G, error), dessiner func(G) (d plot.Dessin, quoi string, donnees any, err error)) (any, error) {
	im, err := c.Graphique()
	if err != nil {
		return nil, err
	}
	g, err := lire()
	if err != nil {
		return nil, err
	}
	nom, pourquoi, options := g.OptionsSansEffet()
	c.sansEffet = options
	if err := c.sansEffetNoms(langue.Errorf("sur --graphique %s (%s)", nom, mot(pourquoi)), options...); err != nil {
		return nil, err
	}
	d, quoi, donnees, err := dessiner(g)
	if err != nil {
		return nil, err
	}
	return c.Dessiner(im, d, quoi, donnees)
}
