// Package verger is the command line of the Orchard (« jeux verger »): its commands, their
// options, the notes and refusals it writes, in French and in English (catalogue.go). The game is
// in package jeux/games/verger.
package verger

import (
	"errors"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	jeu "jeux/games/verger"
	"jeux/internal/cli"
	"jeux/parametre"
	"jeux/rendu/graphique"
	"jeux/stats/plot"
)

// options are the options of the verger commands: the game, the strategy of the basket,
// and the options some commands add.
type options struct {
	Arbres, Fruits, Corbeau, PanierFruits int
	Panier                                jeu.Panier
	Exact                                 bool

	avecCorbeau bool // --corbeau is an option (seuil searches it)
	toutes      bool // -p accepts toutes
	avecExact   bool // --exact is an option
}

// nouvellesOptions are the options of a command whose game defaults to jeu; with toutes, -p
// also accepts every strategy at once; without corbeau, the command has no --corbeau.
func nouvellesOptions(cfg jeu.Config, corbeau, toutes bool) *options {
	o := &options{Arbres: cfg.Arbres, Fruits: cfg.Fruits, PanierFruits: cfg.PanierFruits,
		Panier: jeu.Panier{Strategie: cfg.Strategie}, avecCorbeau: corbeau, toutes: toutes}
	if corbeau {
		o.Corbeau = cfg.Corbeau
	}
	return o
}

// panier is the field -p is bound to: the choice of one strategy or of every one.
func (o *options) panier() cli.Vocabulaire {
	if o.toutes {
		return &o.Panier
	}
	return &o.Panier.Strategie
}

func (o *options) Lier(d *cli.Drapeaux) {
	d.Int(&o.Arbres, "arbres", "a", usageArbres)
	d.Int(&o.Fruits, "fruits", "f", "fruits par arbre (au moins 1)")
	if o.avecCorbeau {
		d.Int(&o.Corbeau, "corbeau", "c", "pièces du puzzle du corbeau (au moins 1)")
	}
	d.Choix(o.panier(), "panier", "p", usagePanier(o.toutes, o.panier().Valeurs()))
	d.Int(&o.PanierFruits, "panier-fruits", "", "fruits cueillis par le panier (1 pour la variante « Mon premier verger »)")
	if o.avecExact {
		d.Bool(&o.Exact, "exact", "", "calcul en fractions exactes (math/big), affichées en plus des décimales")
	}
}

func (o *options) Parametres(*cli.Contexte) []any {
	p := []any{&o.Arbres, &o.Fruits, o.panier(), &o.PanierFruits}
	if o.avecCorbeau {
		p = append(p, &o.Corbeau)
	}
	if o.avecExact {
		p = append(p, &o.Exact)
	}
	return p
}

// plotOptions adds plot's choice of chart.
type plotOptions struct {
	options
	Graphique jeu.Graphique
}

func (o *plotOptions) Lier(d *cli.Drapeaux) {
	o.options.Lier(d)
	d.Choix(&o.Graphique, "graphique", "", usageGraphique(o.Graphique.Valeurs()))
}

// Parametres are the game's and the chart's; cli.Tracer leaves out those the chart does not use.
func (o *plotOptions) Parametres(c *cli.Contexte) []any {
	return append(o.options.Parametres(c), &o.Graphique)
}

// demande reads the game, the strategies and the memory limit; the engine checks them.
func (o *options) demande(c *cli.Contexte) (jeu.Demande, error) {
	d := jeu.ChoixDemande{Config: jeu.Config{Arbres: o.Arbres, Fruits: o.Fruits, PanierFruits: o.PanierFruits, Corbeau: o.Corbeau},
		Panier: o.Panier, Exact: o.Exact}.Demande()
	var err error
	d.Memoire, err = c.Memoire()
	return d, err
}

// nouvelle builds a verger command: its action reads the game and passes it on, and writes the
// notes of its result and its refusals in the run's language.
func nouvelle(app *cli.App, use, court string, o cli.Options, partie *options, a func(c *cli.Contexte, d jeu.Demande) (any, error)) *cobra.Command {
	return app.Commande(use, court, o, func(c *cli.Contexte) (any, error) {
		d, err := partie.demande(c)
		if err != nil {
			return nil, err
		}
		r, err := a(c, d)
		if err != nil {
			return nil, refus(c, err)
		}
		return noter(c.Langue(), d.Config, r), nil
	})
}

// refus writes a configuration too large for the engine (a *parametre.Echec of ErrTropGrand) as
// the user's to reduce, in the run's language; a chain too large for the command names it.
func refus(c *cli.Contexte, err error) error {
	var e *parametre.Echec
	if !errors.Is(err, jeu.ErrTropGrand) || !errors.As(err, &e) {
		return err
	}
	if e.Code == jeu.CodeGraphe {
		return cli.ErreurUsage("configuration trop grande : %d positions (au plus %d) pour « %s » ; réduire -a, -f ou -c", append(slices.Clone(e.Args), chemin(c))...)
	}
	format, args := e.Texte()
	return cli.ErreurUsage(format, args...)
}

// chemin is the command's path in the run's language: « jeux orchard markov » in English.
func chemin(c *cli.Contexte) string {
	mots := strings.Fields(c.Chemin())
	for i, m := range mots {
		mots[i] = c.Langue().Commande(m)
	}
	return strings.Join(mots, " ")
}

// Commande is « jeux verger », the probability of winning the Orchard, and its subcommands.
func Commande(app *cli.App) *cobra.Command {
	o := nouvellesOptions(jeu.Originale, true, true)
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
		r, err := d.Probabilites(c.Context(), c.Progression(d.Travail()))
		if err != nil {
			return nil, refus(c, err)
		}
		return noter(c.Langue(), d.Config, r), nil
	})
	cmd.Example = "jeux verger -a 4 -f 10 --corbeau 9 -p toutes --exact\njeux verger -a 2 -f 2 seuil"
	cmd.AddCommand(seuilCommande(app), markovCommande(app), simuleCommande(app), plotCommande(app), grapheCommande(app))
	return cmd
}

func seuilCommande(app *cli.App) *cobra.Command {
	o := nouvellesOptions(jeu.Originale, false, true)
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

func markovCommande(app *cli.App) *cobra.Command {
	o := nouvellesOptions(jeu.Petite, true, false)
	avec := cli.Avec(o, func(d *cli.Drapeaux) { d.Format() })
	cmd := nouvelle(app, "markov", "la chaîne de Markov absorbante : matrice de transition et probabilité de gagner de chaque état, par (I − Q)B = R", avec, o, func(c *cli.Contexte, d jeu.Demande) (any, error) {
		return d.Markov(c.Context())
	})
	cmd.Example = "jeux verger markov -a 2 -f 2 --corbeau 2 -p max -F json"
	return cmd
}

func grapheCommande(app *cli.App) *cobra.Command {
	o := nouvellesOptions(jeu.Petite, true, false)
	cmd := nouvelle(app, "graphe", "le graphe des états au format Graphviz (DOT), comme dans la source", o, o, func(c *cli.Contexte, d jeu.Demande) (any, error) {
		return d.DOT(c.Context())
	})
	cmd.Example = "jeux verger graphe -a 2 -f 2 --corbeau 2 | dot -Tpng > graphe.png"
	return cmd
}

func simuleCommande(app *cli.App) *cobra.Command {
	o := nouvellesOptions(jeu.Originale, true, true)
	cmd := cli.Partagee(app, "simule", "estimation par parties tirées au hasard, avec son intervalle à 95 %, à côté de la valeur exacte", cli.Avec(o, func(d *cli.Drapeaux) {
		d.Memoire()
		d.Simulation(jeu.PartiesSimulation)
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
			a, err := s.Demande.SimulerLots(c.Context(), s.Parties, c.Graine(), c.Options(s.Travail(debut, fin), 0), debut, fin)
			if err != nil {
				return nil, refus(c, err)
			}
			return a, nil
		},
		Resultat: func(c *cli.Contexte, s jeu.ConfigSimulation, a *jeu.AgregatSimulation) (any, error) {
			r, err := s.Demande.ResultatSimulation(c.Context(), s.Parties, a)
			if err != nil {
				return nil, refus(c, err)
			}
			return noter(c.Langue(), s.Demande.Config, r), nil
		},
	})
	cmd.Example = "jeux verger simule -n 500000 -g 1 -p toutes"
	return cmd
}

func plotCommande(app *cli.App) *cobra.Command {
	o := &plotOptions{options: *nouvellesOptions(jeu.Originale, true, false)}
	cmd := nouvelle(app, "plot", "les graphiques de la source : stratégies comparées, carte des probabilités, carte des seuils", cli.Avec(o, func(d *cli.Drapeaux) {
		d.Graphique("verger.png")
		d.Workers()
		d.Memoire()
	}), &o.options, func(c *cli.Contexte, d jeu.Demande) (any, error) {
		return cli.Tracer(c, func() (jeu.Graphique, error) { return o.Graphique, nil }, func(g jeu.Graphique) (plot.Dessin, string, any, error) {
			donnees, err := g.Calculer(c.Context(), d, c.Options(g.Travail(), 0))
			if err != nil {
				return nil, "", nil, err
			}
			dessin, quoi, err := graphique.VergerEn(c.Langue(), donnees)
			return dessin, quoi, graphique.VergerDonnees(c.Langue(), donnees), err
		})
	})
	cmd.Example = "jeux verger plot\njeux verger plot --graphique seuils -p meilleure -o seuils.svg"
	return cmd
}
