// Package verger is the command line of the Orchard (jeux verger): its commands and their
// options, read into the requests of the engine games/verger.
package verger

import (
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	jeu "jeux/games/verger"
	"jeux/internal/cli"
	"jeux/parallel"
	"jeux/rendu/graphique"
	"jeux/stats/plot"
)

// The limits of the verger commands that are the command line's, not the engine's.
const (
	// simuleN games answer in about a second: a game of the original box takes 2 µs.
	simuleN = 500_000
	// maxMarkov bounds the matrix that markov prints: beyond, a table is unreadable.
	maxMarkov = 60
	// maxGraphe bounds the DOT graph; Graphviz still lays out a few thousand nodes.
	maxGraphe = 5000
)

// options are the options of the verger commands: the game, the strategy of the basket,
// and the options some commands add.
type options struct {
	Arbres, Fruits, Corbeau, PanierFruits int
	Panier                                string
	Exact                                 bool
	Graphique                             string // plot only

	avecCorbeau bool // --corbeau is an option (seuil searches it)
	toutes      bool // -p accepts toutes
	avecExact   bool // --exact is an option
}

// nouvellesOptions are the options of a command whose game defaults to arbres trees of
// fruits fruits and a crow of corbeau pieces (0: no --corbeau).
func nouvellesOptions(arbres, fruits, corbeau int, toutes bool) *options {
	return &options{Arbres: arbres, Fruits: fruits, Corbeau: corbeau, PanierFruits: jeu.Originale.PanierFruits,
		Panier: "max", avecCorbeau: corbeau > 0, toutes: toutes}
}

func (o *options) Lier(d *cli.Drapeaux) {
	d.Int(&o.Arbres, "arbres", "a", fmt.Sprintf("nombre d'arbres, donc de faces « arbre » du dé (1 à %d)", jeu.MaxArbres))
	d.Int(&o.Fruits, "fruits", "f", "fruits par arbre (au moins 1)")
	if o.avecCorbeau {
		d.Int(&o.Corbeau, "corbeau", "c", "pièces du puzzle du corbeau (au moins 1)")
	}
	usage := "stratégie du panier : max, min, random, meilleure ou pire"
	if o.toutes {
		usage = "stratégie du panier : max, min, random, meilleure, pire, ou toutes (chacune)"
	}
	d.Chaine(&o.Panier, "panier", "p", usage, jeu.NomsStrategies(o.toutes)...)
	d.Int(&o.PanierFruits, "panier-fruits", "", "fruits cueillis par le panier (1 pour la variante « Mon premier verger »)")
	if o.avecExact {
		d.Bool(&o.Exact, "exact", "", "calcul en fractions exactes (math/big), affichées en plus des décimales")
	}
}

func (o *options) Parametres(*cli.Contexte) []any {
	p := []any{&o.Arbres, &o.Fruits, &o.Panier, &o.PanierFruits}
	if o.avecCorbeau {
		p = append(p, &o.Corbeau)
	}
	if o.avecExact {
		p = append(p, &o.Exact)
	}
	return p
}

// plotOptions adds plot's choice of chart.
type plotOptions struct{ options }

func (o *plotOptions) Lier(d *cli.Drapeaux) {
	o.options.Lier(d)
	d.Chaine(&o.Graphique, "graphique", "",
		"strategies (probabilité selon le corbeau, par stratégie : sans -p), probabilites (carte arbres × fruits : sans -a ni -f) ou seuils (corbeau minimal : sans -a, -f ni --corbeau)",
		"strategies", "probabilites", "seuils")
}

func (o *plotOptions) Parametres(c *cli.Contexte) []any {
	return append(o.options.Parametres(c), &o.Graphique)
}

// demande reads the game, the strategies and the memory limit; the engine checks them.
func (o *options) demande(c *cli.Contexte) (jeu.Demande, error) {
	d, err := jeu.ChoixDemande{Config: jeu.Config{Arbres: o.Arbres, Fruits: o.Fruits, PanierFruits: o.PanierFruits, Corbeau: o.Corbeau},
		Panier: o.Panier, Toutes: o.toutes, Commande: c.Chemin(), Exact: o.Exact}.Demande()
	if err == nil {
		d.Memoire, err = c.Memoire()
	}
	return d, err
}

// nouvelle builds a verger command: its action reads the game and passes it on.
func nouvelle(app *cli.App, use, court string, o cli.Options, partie *options, a func(c *cli.Contexte, d jeu.Demande) (any, error)) *cobra.Command {
	return app.Commande(use, court, o, func(c *cli.Contexte) (any, error) {
		d, err := partie.demande(c)
		if err != nil {
			return nil, err
		}
		return a(c, d)
	})
}

// Commande is jeux verger and its subcommands.
func Commande(app *cli.App) *cobra.Command {
	o := nouvellesOptions(jeu.Originale.Arbres, jeu.Originale.Fruits, jeu.Originale.Corbeau, true)
	o.avecExact = true
	avec := cli.Avec(o, func(d *cli.Drapeaux) {
		d.Version("v") // the original program's -v/--version
		d.Memoire()
		d.Format()
	})
	cmd := app.Commande("verger", "probabilité exacte de gagner au Verger, selon la stratégie du panier", avec, func(c *cli.Contexte) (any, error) {
		if c.VersionDemandee() {
			return nil, nil
		}
		d, err := o.demande(c)
		if err != nil {
			return nil, err
		}
		// In positions, which move many times per layer; the bar only shows on a terminal.
		return d.Probabilites(c.Context(), c.Progression(d.Travail()))
	})
	cmd.Example = "jeux verger -a 4 -f 10 --corbeau 9 -p toutes --exact\njeux verger -a 2 -f 2 seuil"
	cmd.AddCommand(seuilCommande(app), markovCommande(app), simuleCommande(app), plotCommande(app), grapheCommande(app))
	return cmd
}

func seuilCommande(app *cli.App) *cobra.Command {
	o := nouvellesOptions(jeu.Originale.Arbres, jeu.Originale.Fruits, 0, true)
	o.avecExact = true
	avec := cli.Avec(o, func(d *cli.Drapeaux) {
		d.Memoire()
		d.Format()
	})
	cmd := nouvelle(app, "seuil", "le plus petit corbeau qui donne plus d'une chance sur deux de gagner", avec, o, func(c *cli.Contexte, d jeu.Demande) (any, error) {
		return d.Seuils(c.Context())
	})
	cmd.Example = "jeux verger seuil -a 4 -f 10 -p toutes"
	return cmd
}

// grapheDe builds the chain of a configuration of at most limite positions.
func grapheDe(c *cli.Contexte, d jeu.Demande, limite int) (*jeu.Graphe, error) {
	g, err := jeu.NouveauGraphe(c.Context(), d.Config, limite)
	if errors.Is(err, jeu.ErrTropGrand) {
		err = fmt.Errorf("%w pour « %s » ; réduire -a, -f ou -c", err, c.Chemin())
	}
	return g, err
}

func markovCommande(app *cli.App) *cobra.Command {
	o := nouvellesOptions(2, 2, 2, false)
	avec := cli.Avec(o, func(d *cli.Drapeaux) { d.Format() })
	cmd := nouvelle(app, "markov", "la chaîne de Markov absorbante : matrice de transition et probabilité de gagner de chaque état, par (I − Q)B = R", avec, o, func(c *cli.Contexte, d jeu.Demande) (any, error) {
		g, err := grapheDe(c, d, maxMarkov)
		if err != nil {
			return nil, err
		}
		return jeu.Markov(c.Context(), g)
	})
	cmd.Example = "jeux verger markov -a 2 -f 2 --corbeau 2 -p max -F json"
	return cmd
}

func grapheCommande(app *cli.App) *cobra.Command {
	o := nouvellesOptions(2, 2, 2, false)
	cmd := nouvelle(app, "graphe", "le graphe des états au format Graphviz (DOT), comme dans la source", o, o, func(c *cli.Contexte, d jeu.Demande) (any, error) {
		g, err := grapheDe(c, d, maxGraphe)
		if err != nil {
			return nil, err
		}
		return jeu.DOT{Graphe: g}, nil
	})
	cmd.Example = "jeux verger graphe -a 2 -f 2 --corbeau 2 | dot -Tpng > graphe.png"
	return cmd
}

func simuleCommande(app *cli.App) *cobra.Command {
	o := nouvellesOptions(jeu.Originale.Arbres, jeu.Originale.Fruits, jeu.Originale.Corbeau, true)
	cmd := cli.Partagee(app, "simule", "estimation par parties tirées au hasard, avec son intervalle à 95 %, à côté de la valeur exacte", cli.Avec(o, func(d *cli.Drapeaux) {
		d.Memoire()
		d.Simulation(simuleN)
	}), cli.Calcul[jeu.ConfigSimulation, *jeu.AgregatSimulation]{
		Version: jeu.VersionSimulation,
		Lire: func(c *cli.Contexte) (jeu.ConfigSimulation, error) {
			d, err := o.demande(c)
			if err != nil {
				return jeu.ConfigSimulation{}, err
			}
			n, err := c.Nombre()
			return jeu.ConfigSimulation{Demande: d, Parties: n}, err
		},
		Items: func(s jeu.ConfigSimulation) int64 { return s.Demande.Lots(s.Parties) },
		Calcule: func(c *cli.Contexte, s jeu.ConfigSimulation, debut, fin int64) (*jeu.AgregatSimulation, error) {
			opt := c.Options((fin-debut)*parallel.DefaultChunkSize, 0)
			return s.Demande.SimulerLots(c.Context(), s.Parties, c.Graine(), opt, debut, fin)
		},
		Resultat: func(c *cli.Contexte, s jeu.ConfigSimulation, a *jeu.AgregatSimulation) (any, error) {
			return s.Demande.ResultatSimulation(c.Context(), s.Parties, a)
		},
	})
	cmd.Example = "jeux verger simule -n 500000 -g 1 -p toutes"
	return cmd
}

func plotCommande(app *cli.App) *cobra.Command {
	o := &plotOptions{*nouvellesOptions(jeu.Originale.Arbres, jeu.Originale.Fruits, jeu.Originale.Corbeau, false)}
	o.Graphique = "strategies"
	cmd := nouvelle(app, "plot", "les graphiques de la source : stratégies comparées, carte des probabilités, carte des seuils", cli.Avec(o, func(d *cli.Drapeaux) {
		d.Graphique("verger.png")
		d.Workers()
		d.Memoire()
	}), &o.options, func(c *cli.Contexte, d jeu.Demande) (any, error) {
		return cli.Tracer(c, func() (jeu.Graphique, error) { return jeu.LireGraphique(o.Graphique) }, func(g jeu.Graphique) (plot.Dessin, string, error) {
			donnees, err := g.Calculer(c.Context(), d, c.Options(jeu.CoteCarte*jeu.CoteCarte, 1))
			if err != nil {
				return nil, "", err
			}
			return graphique.Verger(donnees)
		})
	})
	cmd.Example = "jeux verger plot\njeux verger plot --graphique seuils -p meilleure -o seuils.svg"
	return cmd
}
