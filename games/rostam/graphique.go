package rostam

import (
	"context"
	"strconv"

	"jeux/parallel"
	"jeux/parametre"
)

// Graphique is one of the charts of rostam plot, as --graphique names it (Nom), with the options
// it does not use, by their long names (SansEffet), and why (Pourquoi).
type Graphique struct {
	Nom       string
	SansEffet []string
	Pourquoi  string
}

// OptionsSansEffet gives the chart's name, why some options do not apply to it, and those
// options, by their long names.
func (g Graphique) OptionsSansEffet() (nom, pourquoi string, options []string) {
	return g.Nom, g.Pourquoi, g.SansEffet
}

// graphiques are the charts of rostam plot: the share of non-ending deals against N, the
// histogram of the durations of a simulation.
var graphiques = []Graphique{
	{"infinies", []string{"cartes", "nombre", "graine", "largeur"}, "N va de 2 à --jusqua"},
	{"durees", []string{"jusqua", "calcul"}, "une simulation de -N cartes"},
}

// LireGraphique reads the name of a chart; an unknown one is a *parametre.Erreur of "graphique".
func LireGraphique(nom string) (Graphique, error) {
	for _, g := range graphiques {
		if g.Nom == nom {
			return g, nil
		}
	}
	return Graphique{}, &parametre.Erreur{Nom: "graphique", Valeur: strconv.Quote(nom), Code: parametre.Parmi, Args: []any{"infinies", "durees"}}
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
	switch d.Graphique.Nom {
	case "infinies":
		res.Comptes, err = PartsInfinies(ctx, d.Jusqua, d.Calcul, func(n int) OptionsExhaustif { return OptionsPour(n, opt.Workers) })
	case "durees":
		if err = d.Simulation.Valider(); err == nil {
			res.Bilan, err = SimuleLots(ctx, d.Simulation, graine, opt, 0, d.Simulation.Lots())
		}
	default:
		panic("rostam: graphique inconnu " + d.Graphique.Nom)
	}
	if err != nil {
		return nil, err
	}
	return res, nil
}
