package cli

import (
	"fmt"
	"io"

	"jeux/internal/langue"
	"jeux/stats/plot"
)

// OptTaille is the size of a chart, in pixels.
const OptTaille = "taille"

// Image is where a chart is written and at what size, as -o and --taille give them.
type Image struct {
	Chemin           string
	Largeur, Hauteur int
}

// Graphique reads and checks -o and --taille of a plot command (AvecGraphique), before any work.
func (c *Contexte) Graphique() (Image, error) {
	sortie, taille := c.d.communs.Sortie, c.d.communs.Taille
	im := Image{Chemin: sortie}
	if err := plot.VerifierChemin(im.Chemin); err != nil {
		return im, ErreurUsage("-o/--sortie : %v", err)
	}
	var err error
	if im.Largeur, im.Hauteur, err = plot.LireDimensions(taille); err != nil {
		return im, ErreurUsage("--taille : %v", err)
	}
	return im, nil
}

// Enregistrer writes the chart d into the image's file, at its size.
func (im Image) Enregistrer(d plot.Dessin) error {
	return plot.Enregistrer(d, im.Largeur, im.Hauteur, im.Chemin)
}

// Dessiner writes the chart d into the image's file and returns what a plot command prints:
// the line that says what was drawn (quoi: in the run's language, or French that the catalog
// translates) and where.
func (im Image) Dessiner(d plot.Dessin, quoi string) (any, error) {
	if err := im.Enregistrer(d); err != nil {
		return nil, err
	}
	return GraphiqueEcrit{Graphique: quoi, Fichier: im.Chemin}, nil
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
// ignored, then the chart computed and drawn by dessiner, which names what it drew.
func Tracer[G GraphiqueChoisi](c *Contexte, lire func() (G, error), dessiner func(G) (plot.Dessin, string, error)) (any, error) {
	im, err := c.Graphique()
	if err != nil {
		return nil, err
	}
	g, err := lire()
	if err != nil {
		return nil, err
	}
	nom, pourquoi, options := g.OptionsSansEffet()
	if err := c.sansEffetNoms(langue.Errorf("sur --graphique %s (%s)", nom, mot(pourquoi)), options...); err != nil {
		return nil, err
	}
	d, quoi, err := dessiner(g)
	if err != nil {
		return nil, err
	}
	return im.Dessiner(d, quoi)
}
