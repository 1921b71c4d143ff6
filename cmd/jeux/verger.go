package main

import (
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"jeux/internal/cli"

	"jeux/games/verger"
	"jeux/parallel"
	"jeux/rendu/graphique"
	"jeux/stats/plot"
)

// The limits of the verger commands that are the command line's, not the engine's.
const (
	// vergerSimuleN games answer in about a second: a game of the original box takes 2 µs.
	vergerSimuleN = 500_000
	// vergerMaxMarkov bounds the matrix that markov prints: beyond, a table is unreadable.
	vergerMaxMarkov = 60
	// vergerMaxGraphe bounds the DOT graph; Graphviz still lays out a few thousand nodes.
	vergerMaxGraphe = 5000
)

// vergerJeu gives cmd -a, -f, --corbeau (unless corbeau is 0), -p and --panier-fruits; toutes says
// whether -p accepts toutes.
func vergerJeu(cmd *cobra.Command, arbres, fruits, corbeau int, toutes bool) {
	cmd.Flags().IntP("arbres", "a", arbres, fmt.Sprintf("nombre d'arbres, donc de faces « arbre » du dé (1 à %d)", verger.MaxArbres))
	cmd.Flags().IntP("fruits", "f", fruits, "fruits par arbre (au moins 1)")
	if corbeau > 0 {
		cmd.Flags().IntP("corbeau", "c", corbeau, "pièces du puzzle du corbeau (au moins 1)")
	}
	usage := "stratégie du panier : max, min, random, meilleure ou pire"
	if toutes {
		usage = "stratégie du panier : max, min, random, meilleure, pire, ou toutes (chacune)"
	}
	cmd.Flags().StringP("panier", "p", "max", usage)
	var noms []string
	for _, s := range verger.Strategies {
		noms = append(noms, s.String())
	}
	if toutes {
		cmd.Flags().SetAnnotation("panier", annToutes, []string{"oui"})
		noms = append(noms, "toutes")
	}
	cli.Choix(cmd, "panier", noms...)
	cmd.Flags().Int("panier-fruits", verger.Originale.PanierFruits, "fruits cueillis par le panier (1 pour la variante « Mon premier verger »)")
}

// vergerDemande reads the game, the strategies and the memory limit; the engine checks them.
func vergerDemande(c *cli.Contexte) (verger.Demande, error) {
	d := verger.Demande{Config: verger.Config{Arbres: c.Int("arbres"), Fruits: c.Int("fruits"), PanierFruits: c.Int("panier-fruits")}}
	if c.Commande().Flags().Lookup("corbeau") != nil {
		d.Config.Corbeau = c.Int("corbeau")
	}
	if c.Commande().Flags().Lookup("exact") != nil {
		d.Exact = c.Bool("exact")
	}
	nom := c.Chaine("panier")
	s, err := verger.LireStrategies(nom)
	if _, toutes := c.Commande().Flags().Lookup("panier").Annotations[annToutes]; err == nil && len(s) > 1 && !toutes {
		err = fmt.Errorf("%q refusé : %s montre une seule stratégie (max, min, random, meilleure ou pire)", nom, c.Commande().CommandPath())
	}
	if err != nil {
		return d, cli.ErreurUsage("-p/--panier : %v", err)
	}
	d.Strategies, d.Config.Strategie = s, s[0]
	if c.Commande().Flags().Lookup(cli.OptMemoire) != nil {
		if d.Memoire, err = c.Memoire(); err != nil {
			return d, err
		}
	}
	return d, nil
}

// vergerTropGrand turns the engine's refusal of a size into a usage error.
func vergerTropGrand(err error, conseil string) error {
	if errors.Is(err, verger.ErrTropGrand) {
		return cli.ErreurUsage("%v%s", err, conseil)
	}
	return err
}

// annToutes marks a -p that accepts toutes.
const annToutes = "verger/toutes"

// vergerCommande builds a verger command: its action reads the game and passes it on.
func vergerCommande(use, court string, a func(c *cli.Contexte, d verger.Demande) (any, error)) *cobra.Command {
	return cli.Commande(use, court, func(c *cli.Contexte) (any, error) {
		d, err := vergerDemande(c)
		if err != nil {
			return nil, err
		}
		res, err := a(c, d)
		return res, vergerTropGrand(err, "")
	})
}

func vergerCommand() *cobra.Command {
	o := verger.Originale
	cmd := cli.Commande("verger", "probabilité exacte de gagner au Verger, selon la stratégie du panier", func(c *cli.Contexte) (any, error) {
		if c.VersionDemandee() {
			return nil, nil
		}
		d, err := vergerDemande(c)
		if err != nil {
			return nil, err
		}
		// In positions, which move many times per layer; the bar only shows on a terminal.
		res, err := d.Probabilites(c.Context(), c.Progression(d.Travail()))
		return res, vergerTropGrand(err, "")
	})
	vergerJeu(cmd, o.Arbres, o.Fruits, o.Corbeau, true)
	cli.AvecVersion(cmd, "v") // the original program's -v/--version
	cmd.Flags().Bool("exact", false, "calcul en fractions exactes (math/big), affichées en plus des décimales")
	cli.AvecMemoire(cmd)
	cmd.Example = "jeux verger -a 4 -f 10 --corbeau 9 -p toutes --exact\njeux verger -a 2 -f 2 seuil"
	cli.AvecFormat(cmd)
	cmd.AddCommand(vergerSeuil(), vergerMarkov(), vergerSimule(), vergerPlot(), vergerGraphe())
	return cmd
}

func vergerSeuil() *cobra.Command {
	cmd := vergerCommande("seuil", "le plus petit corbeau qui donne plus d'une chance sur deux de gagner", func(c *cli.Contexte, d verger.Demande) (any, error) {
		return d.Seuils(c.Context())
	})
	o := verger.Originale
	vergerJeu(cmd, o.Arbres, o.Fruits, 0, true)
	cmd.Flags().Bool("exact", false, "calcul en fractions exactes (math/big), affichées en plus des décimales")
	cli.AvecMemoire(cmd)
	cmd.Example = "jeux verger seuil -a 4 -f 10 -p toutes"
	return cli.AvecFormat(cmd)
}

// vergerGrapheDe builds the chain of a configuration of at most limite positions.
func vergerGrapheDe(c *cli.Contexte, d verger.Demande, limite int) (*verger.Graphe, error) {
	g, err := verger.NouveauGraphe(c.Context(), d.Config, limite)
	return g, vergerTropGrand(err, fmt.Sprintf(" pour « %s » ; réduire -a, -f ou -c", c.Commande().CommandPath()))
}

func vergerMarkov() *cobra.Command {
	cmd := vergerCommande("markov", "la chaîne de Markov absorbante : matrice de transition et probabilité de gagner de chaque état, par (I − Q)B = R", func(c *cli.Contexte, d verger.Demande) (any, error) {
		g, err := vergerGrapheDe(c, d, vergerMaxMarkov)
		if err != nil {
			return nil, err
		}
		return verger.Markov(c.Context(), g)
	})
	vergerJeu(cmd, 2, 2, 2, false)
	cmd.Example = "jeux verger markov -a 2 -f 2 --corbeau 2 -p max -F json"
	return cli.AvecFormat(cmd)
}

func vergerGraphe() *cobra.Command {
	cmd := vergerCommande("graphe", "le graphe des états au format Graphviz (DOT), comme dans la source", func(c *cli.Contexte, d verger.Demande) (any, error) {
		g, err := vergerGrapheDe(c, d, vergerMaxGraphe)
		if err != nil {
			return nil, err
		}
		return verger.DOT{Graphe: g}, nil
	})
	vergerJeu(cmd, 2, 2, 2, false)
	cmd.Example = "jeux verger graphe -a 2 -f 2 --corbeau 2 | dot -Tpng > graphe.png"
	return cmd
}

// simulation is the configuration of simule: the game, and -n games.
type simulation struct {
	d verger.Demande
	n int64
}

func vergerSimule() *cobra.Command {
	cmd := cli.PartageeHeritee("simule", "estimation par parties tirées au hasard, avec son intervalle à 95 %, à côté de la valeur exacte", cli.Calcul[simulation, *verger.AgregatSimulation]{
		Lire: func(c *cli.Contexte) (simulation, error) {
			d, err := vergerDemande(c)
			if err != nil {
				return simulation{}, err
			}
			n, err := c.Nombre()
			return simulation{d, n}, err
		},
		Items: func(s simulation) int64 { return s.d.Lots(s.n) },
		Calcule: func(c *cli.Contexte, s simulation, debut, fin int64) (*verger.AgregatSimulation, error) {
			opt := c.Options((fin-debut)*parallel.DefaultChunkSize, 0)
			a, err := s.d.SimulerLots(c.Context(), s.n, c.Graine(), opt, debut, fin)
			return a, vergerTropGrand(err, "")
		},
		Fusionne: (*verger.AgregatSimulation).Fusionner,
		Verifie: func(s simulation, debut, fin int64, a *verger.AgregatSimulation) error {
			return s.d.VerifierLots(s.n, debut, fin, a)
		},
		Resultat: func(c *cli.Contexte, s simulation, a *verger.AgregatSimulation) (any, error) {
			res, err := s.d.ResultatSimulation(c.Context(), s.n, a)
			return res, vergerTropGrand(err, "")
		},
	})
	o := verger.Originale
	vergerJeu(cmd, o.Arbres, o.Fruits, o.Corbeau, true)
	cli.AvecMemoire(cmd)
	cmd.Example = "jeux verger simule -n 500000 -g 1 -p toutes"
	return cli.AvecSimulation(cmd, vergerSimuleN)
}

func vergerPlot() *cobra.Command {
	cmd := vergerCommande("plot", "les graphiques de la source : stratégies comparées, carte des probabilités, carte des seuils", func(c *cli.Contexte, d verger.Demande) (any, error) {
		im, err := c.Graphique()
		if err != nil {
			return nil, err
		}
		quel := c.Chaine("graphique")
		// An option the chart does not use is refused rather than ignored.
		inutiles := map[string][]string{"strategies": {"panier"}, "probabilites": {"arbres", "fruits"}, "seuils": {"arbres", "fruits", "corbeau"}}
		pourquoi := map[string]string{"strategies": "le graphique strategies montre toutes les stratégies",
			"probabilites": "la carte couvre 1 à 10 arbres de 1 à 10 fruits", "seuils": "la carte couvre 1 à 10 arbres de 1 à 10 fruits et cherche le corbeau"}
		options, ok := inutiles[quel]
		if !ok {
			return nil, cli.ErreurUsage("--graphique : %q inconnu ; graphiques acceptés : strategies, probabilites, seuils", quel)
		}
		if err := c.SansEffet(fmt.Sprintf("sur --graphique %s (%s)", quel, pourquoi[quel]), options...); err != nil {
			return nil, err
		}
		var p plot.Dessin
		if quel == "strategies" {
			d.Strategies = verger.Strategies
			var parCorbeau [][]float64
			if parCorbeau, err = d.ParCorbeau(c.Context()); err == nil {
				p, err = graphique.VergerStrategies(d, parCorbeau)
			}
		} else {
			var carte *verger.Carte
			if carte, err = d.Carte(c.Context(), quel == "seuils", c.Options(verger.CoteCarte*verger.CoteCarte, 1)); err == nil {
				p, err = graphique.VergerCarte(d.Config, carte.Valeurs, quel == "seuils")
			}
		}
		if err != nil {
			return nil, err
		}
		return nil, im.Enregistrer(p)
	})
	o := verger.Originale
	vergerJeu(cmd, o.Arbres, o.Fruits, o.Corbeau, false)
	cli.AvecGraphique(cmd, "")
	cmd.Flags().String("graphique", "strategies",
		"strategies (probabilité selon le corbeau, par stratégie : sans -p), probabilites (carte arbres × fruits : sans -a ni -f) ou seuils (corbeau minimal : sans -a, -f ni --corbeau)")
	cli.AvecWorkers(cmd)
	cli.AvecMemoire(cmd)
	cmd.Example = "jeux verger plot -o strategies.png\njeux verger plot --graphique seuils -p meilleure -o seuils.svg"
	return cmd
}
