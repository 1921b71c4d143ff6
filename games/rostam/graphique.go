package rostam

import (
	"context"
	"strconv"

	"jeux/parallel"
	"jeux/parametre"
)

// Graphique is one of the charts of rostam plot, the value of its --graphique (a cli.Vocabulaire):
// the share of non-ending deals against N (GraphiqueInfinies, the zero value and default), or
// the histogram of the durations of a simulation (GraphiqueDurees).
type Graphique int

// The charts of rostam plot.
const (
	GraphiqueInfinies Graphique = iota
	GraphiqueDurees
)

// graphiques are the charts by value: their name, the English one Set also accepts, the options
// they do not use, by their long names, and why.
var graphiques = [...]struct {
	nom, anglais string
	sansEffet    []string
	pourquoi     string
}{
	GraphiqueInfinies: {"infinies", "infinite", []string{"cartes", "nombre", "graine", "largeur"}, "N va de 2 à --jusqua"},
	GraphiqueDurees:   {"durees", "durations", []string{"jusqua", "calcul"}, "une simulation de -N cartes"},
}

// String is the chart's name.
func (g Graphique) String() string { return graphiques[g].nom }

// Set reads the name of a chart, French or English; an unknown one is a *parametre.Erreur of
// "graphique" that lists the names accepted.
func (g *Graphique) Set(nom string) error {
	for i, d := range graphiques {
		if nom == d.nom || nom == d.anglais {
			*g = Graphique(i)
			return nil
		}
	}
	noms := []any{}
	for _, v := range g.Valeurs() {
		noms = append(noms, v)
	}
	return &parametre.Erreur{Nom: "graphique", Valeur: strconv.Quote(nom), Code: parametre.Parmi, Args: noms}
}

// Type is the kind of value the help shows: a text.
func (Graphique) Type() string { return "string" }

// Valeurs are the charts' names.
func (Graphique) Valeurs() []string {
	noms := make([]string, len(graphiques))
	for i, d := range graphiques {
		noms[i] = d.nom
	}
	return noms
}

// OptionsSansEffet gives the chart's name, why some options do not apply to it, and those
// options, by their long names.
func (g Graphique) OptionsSansEffet() (nom, pourquoi string, options []string) {
	return graphiques[g].nom, graphiques[g].pourquoi, graphiques[g].sansEffet
}

// LireGraphique reads the name of a chart (Set).
func LireGraphique(nom string) (Graphique, error) {
	var g Graphique
	return g, g.Set(nom)
}

// DemandeGraphique is a chart of rostam plot and what it draws from: the exhaustive counts of
// N = 2 to Jusqua, published or enumerated on the spot (Calcul), for infinies; the simulation
// for durees.
type DemandeGraphique struct {
	Graphique  Graphique
	Jusqua     int
	Calcul     bool
	Simulation ConfigSimulation
}

// Travail is the number of deals the chart's simulation plays, for its progress.
func (d DemandeGraphique) Travail() int64 { return d.Simulation.Parties }

// DonneesGraphique is what a chart shows: the counts of N = 2 to Jusqua (infinies), or the tally
// of the simulation (durees).
type DonneesGraphique struct {
	DemandeGraphique
	Comptes []CompteExhaustif
	Bilan   *BilanSimulation
}

// Calculer computes what the chart d shows, on opt.Workers: the counts (PartsInfinies, each
// enumeration with OptionsPour), or the simulation, checked, drawn from the seed graine and
// telling opt.Progress of its deals.
func (d DemandeGraphique) Calculer(ctx context.Context, graine uint64, opt parallel.Options) (*DonneesGraphique, error) {
	res := &DonneesGraphique{DemandeGraphique: d}
	var err error
	switch d.Graphique {
	case GraphiqueInfinies:
		res.Comptes, err = PartsInfinies(ctx, d.Jusqua, d.Calcul, func(n int) OptionsExhaustif { return OptionsPour(n, opt.Workers) })
	case GraphiqueDurees:
		if err = d.Simulation.Valider(); err == nil {
			res.Bilan, err = SimuleLots(ctx, d.Simulation, graine, opt, 0, d.Simulation.Lots())
		}
	default:
		panic("rostam: graphique inconnu " + d.Graphique.String())
	}
	if err != nil {
		return nil, err
	}
	return res, nil
}
