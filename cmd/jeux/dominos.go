package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"jeux/internal/cli"
	"jeux/internal/terminal"

	"jeux/games/dominos"
	"jeux/parallel"
	"jeux/rendu"
	"jeux/rendu/graphique"
)

// Default numbers of games: a tournament of the source's size answers in a tenth of a second
// with the 2012 strategies (a few seconds with anticipation, about 70 µs a game); a
// championship plays that many games per seating of each pair, about 2 s on two cores.
const (
	dominosTournoiN     = 100_000
	dominosChampionnatN = 1_000
)

func dominosCommand() *cobra.Command {
	return cli.Groupe("dominos", "tournois de stratégies au jeu de dominos à deux joueurs (dossier de 2012)",
		dominosTournoi(), dominosChampionnat(), dominosPartie(), dominosJoue(), dominosExact(), dominosEquilibre(), dominosPlot(), dominosStrategies())
}

// dominosRegles gives cmd --max, --main and --decompte-2012.
func dominosRegles(cmd *cobra.Command) {
	cmd.Flags().Int("max", dominos.ReglesStandard.Max,
		fmt.Sprintf("jeu double-MAX : plus grande valeur d'une demi-tuile (1 à %d)", dominos.MaxValeur))
	cmd.Flags().Int("main", dominos.ReglesStandard.Main, "nombre de tuiles de chaque main (les deux mains doivent tenir dans le jeu)")
	cmd.Flags().Bool("decompte-2012", false, "compter 2·x par tuile restante, comme le programme de 2012, au lieu de x + y")
}

func lireRegles(c *cli.Contexte) dominos.Regles {
	return dominos.Regles{Max: c.Int("max"), Main: c.Int("main"), Decompte2012: c.Bool("decompte-2012")}
}

// dominosBudget gives cmd --budget, the samples per decision of recherche: a parameter of the
// answer only when one of the strategies named by the options strategies draws samples (always,
// when no such option is named).
func dominosBudget(cmd *cobra.Command, strategies ...string) {
	cmd.Flags().Int("budget", dominos.BudgetRecherche, fmt.Sprintf("donnes tirées et résolues à chaque décision de la stratégie recherche (1 à %d)", dominos.MaxBudget))
	if len(strategies) == 0 {
		return // every strategy plays (equilibre): the budget always applies
	}
	cli.ParametreSi(cmd, "budget", func(c *cli.Contexte) bool {
		for _, o := range strategies {
			for _, nom := range strings.Split(c.Chaine(o), ",") {
				if dominos.Reglee(strings.TrimSpace(nom)) {
					return true
				}
			}
		}
		return false
	})
}

// dominosJoueurs gives cmd --s1, --s2, --budget and the rules.
func dominosJoueurs(cmd *cobra.Command) {
	noms := strings.Join(dominos.Noms(), ", ")
	cmd.Flags().String("s1", "plus_de_points", "stratégie du joueur 1 ("+noms+")")
	cmd.Flags().String("s2", "hasard", "stratégie du joueur 2 ("+noms+")")
	cli.Choix(cmd, "s1", dominos.Noms()...)
	cli.Choix(cmd, "s2", dominos.Noms()...)
	dominosBudget(cmd, "s1", "s2")
	dominosRegles(cmd)
}

// lireAffrontement reads --s1, --s2 and the rules, checked by the engine.
func lireAffrontement(c *cli.Contexte) (dominos.Affrontement, error) {
	a := dominos.Affrontement{S1: c.Chaine("s1"), S2: c.Chaine("s2"), Regles: lireRegles(c), Budget: c.Int("budget")}
	if a.Budget == 0 {
		return a, cli.ErreurUsage("--budget vaut 0 : un nombre de donnes par décision de 1 à %d est attendu", dominos.MaxBudget)
	}
	return a, a.Valider()
}

// dominosTournoi plays its games in the work items of dominos.ConfigTournoi: --shard computes a
// range of them, and the merged parts give the one-machine result.
func dominosTournoi() *cobra.Command {
	cmd := cli.PartageeHeritee("tournoi", "oppose deux stratégies sur -n parties : victoires, nuls et défaites du joueur 1", cli.Calcul[dominos.ConfigTournoi, *dominos.Bilan]{
		Lire: func(c *cli.Contexte) (dominos.ConfigTournoi, error) {
			a, err := lireAffrontement(c)
			if err != nil {
				return dominos.ConfigTournoi{}, err
			}
			n, err := c.Nombre()
			if err != nil {
				return dominos.ConfigTournoi{}, err
			}
			cfg := dominos.ConfigTournoi{Affrontement: a, Parties: n}
			return cfg, cfg.Valider()
		},
		Items: dominos.ConfigTournoi.Items,
		Calcule: func(c *cli.Contexte, cfg dominos.ConfigTournoi, debut, fin int64) (*dominos.Bilan, error) {
			opt := c.Options(cfg.PartiesDesItems(debut, fin), dominos.TailleItem(cfg.Parties))
			return dominos.JouerTournoi(c.Context(), cfg, c.Graine(), opt, debut, fin)
		},
		Fusionne: func(dst, src *dominos.Bilan) error { dst.Fusionner(src); return nil },
		Verifie: func(cfg dominos.ConfigTournoi, debut, fin int64, b *dominos.Bilan) error {
			return b.Verifier(cfg.PartiesDesItems(debut, fin))
		},
		Resultat: func(c *cli.Contexte, cfg dominos.ConfigTournoi, b *dominos.Bilan) (any, error) {
			return cfg.Resultat(c.Graine(), *b)
		},
	})
	dominosJoueurs(cmd)
	cmd.Example = "jeux dominos tournoi --s1 plus_de_points --s2 hasard -n 100000 -g 1"
	return cli.AvecSimulation(cmd, dominosTournoiN)
}

// lireChampionnat reads the options of championnat and plot, checked by the engine.
func lireChampionnat(c *cli.Contexte) (dominos.ConfigChampionnat, error) {
	cfg := dominos.ConfigChampionnat{Regles: lireRegles(c), Budget: c.Int("budget")}
	var err error
	if cfg.ParPlace, err = c.Nombre(); err != nil {
		return cfg, err
	}
	if cfg.Budget == 0 {
		return cfg, cli.ErreurUsage("--budget vaut 0 : un nombre de donnes par décision de 1 à %d est attendu", dominos.MaxBudget)
	}
	for _, nom := range strings.Split(c.Chaine("strategies"), ",") {
		cfg.Strategies = append(cfg.Strategies, strings.TrimSpace(nom))
	}
	return cfg, cfg.Valider()
}

// dominosChampionnat numbers its games one seating after the other and plays them in the work
// items of dominos.TailleItem, which --shard splits like those of tournoi.
func dominosChampionnat() *cobra.Command {
	cmd := cli.PartageeHeritee("championnat", "chaque stratégie contre chaque autre, aux deux places : matrices des victoires et classement", cli.Calcul[dominos.ConfigChampionnat, *dominos.Championnat]{
		Lire:  lireChampionnat,
		Items: dominos.ConfigChampionnat.Lots,
		Calcule: func(c *cli.Contexte, cfg dominos.ConfigChampionnat, debut, fin int64) (*dominos.Championnat, error) {
			opt := c.Options(cfg.PartiesDesLots(debut, fin), 0)
			return dominos.JouerLots(c.Context(), cfg, c.Graine(), opt, debut, fin)
		},
		Fusionne: func(dst, src *dominos.Championnat) error {
			if len(src.Bilans) != len(dst.Bilans) {
				return fmt.Errorf("%d rencontres au lieu de %d", len(src.Bilans), len(dst.Bilans))
			}
			dst.Fusionner(src)
			return nil
		},
		Verifie: func(cfg dominos.ConfigChampionnat, debut, fin int64, a *dominos.Championnat) error {
			return a.VerifierPart(cfg.Nouveau(), cfg.PremierePartie(debut), cfg.PartiesDesLots(debut, fin))
		},
		Resultat: func(_ *cli.Contexte, cfg dominos.ConfigChampionnat, total *dominos.Championnat) (any, error) {
			ch := cfg.Nouveau()
			if len(total.Bilans) != len(ch.Bilans) {
				return nil, fmt.Errorf("%d rencontres comptées au lieu de %d", len(total.Bilans), len(ch.Bilans))
			}
			ch.Fusionner(total)
			return dominos.NouveauResultatChampionnat(ch, cfg.Regles), nil
		},
	})
	cmd.Flags().String("strategies", strings.Join(dominos.Noms(), ","), "stratégies du championnat, séparées par des virgules")
	dominosBudget(cmd, "strategies")
	dominosRegles(cmd)
	cmd.Example = "jeux dominos championnat -n 5000 --strategies pire,hasard,anticipation"
	cli.AvecSimulation(cmd, dominosChampionnatN)
	cmd.Flags().Lookup(cli.OptNombre).Usage = "nombre de parties par place de chaque paire de stratégies (au moins 1)"
	return cmd
}

func dominosPartie() *cobra.Command {
	cmd := cli.Commande("partie", "une partie coup par coup, affichée comme le programme de 2012", func(c *cli.Contexte) (any, error) {
		a, err := lireAffrontement(c)
		if err != nil {
			return nil, err
		}
		// The stream of chunk 0: the game shown is the first one of « tournoi » with the same seed.
		p, err := a.Partie(c.Context(), parallel.Chunk{Seed: c.Graine()}.Rand())
		if err != nil {
			return nil, err
		}
		if c.Format() == rendu.Table {
			return dominos.Transcription{Commande: c.Parametres().LigneDeCommande(), Partie: p}, nil
		}
		return p, nil
	})
	dominosJoueurs(cmd)
	cmd.Long = "En table, la partie s'écrit comme le programme de 2012 l'affichait ; en markdown, CSV et JSON,\n" +
		"les mains et les coups sont des tableaux (tuile posée, côté, chaîne après le coup)."
	cmd.Example = "jeux dominos partie --s1 plus_de_points --s2 hasard -g 1\njeux dominos partie -g 1 -F json"
	cli.AvecGraine(cmd)
	return cli.AvecFormat(cmd)
}

func dominosStrategies() *cobra.Command {
	cmd := cli.Commande("strategies", "les stratégies connues, une ligne chacune", func(*cli.Contexte) (any, error) {
		return dominos.Strategies(), nil
	})
	return cli.AvecFormat(cmd)
}

// lireExacte reads the options of « dominos exact »: what is solved, the deal given or drawn,
// the random deals; the engine checks them.
func lireExacte(c *cli.Contexte) (dominos.CalculExact, error) {
	cfg := dominos.ConfigExacte{Regles: lireRegles(c), J1: c.Chaine("j1"), J2: c.Chaine("j2"), MainDonnee: c.Donne("main")}
	switch {
	case c.Bool("toutes") && c.Donne(cli.OptNombre):
		return dominos.CalculExact{}, cli.ErreurUsage("--toutes et -n/--nombre s'excluent : toutes les donnes, ou N donnes tirées au hasard")
	case c.Bool("toutes"):
		cfg.Mode = dominos.ExactesToutes
	case c.Donne(cli.OptNombre):
		cfg.Mode = dominos.ExactesHasard
		var err error
		if cfg.Nombre, err = c.Nombre(); err != nil {
			return dominos.CalculExact{}, err
		}
	}
	calc, err := cfg.Calcul()
	if err == nil && calc.Aleatoire() {
		calc.Graine = c.Graine() // only a computation that draws takes a seed
	}
	return calc, err
}

// dominosExact solves deals with both hands open. Its work items are one deal, chunks of
// DonnesParItem random deals, or the hands of player 1 (--toutes): --shard splits the last two.
func dominosExact() *cobra.Command {
	cmd := cli.PartageeHeritee("exact", "résout à mains ouvertes : l'issue sous le jeu parfait des deux joueurs, une donne ou beaucoup", cli.Calcul[dominos.CalculExact, *dominos.BilanExact]{
		Lire:  lireExacte,
		Items: dominos.CalculExact.Items,
		Calcule: func(c *cli.Contexte, calc dominos.CalculExact, debut, fin int64) (*dominos.BilanExact, error) {
			opt := c.Options(calc.Unites(debut, fin), 0)
			return calc.Calculer(c.Context(), opt, debut, fin)
		},
		Fusionne: (*dominos.BilanExact).FusionnerVerifie,
		Verifie: func(calc dominos.CalculExact, debut, fin int64, b *dominos.BilanExact) error {
			return b.Verifier(calc.Donnes(debut, fin))
		},
		Resultat: func(c *cli.Contexte, calc dominos.CalculExact, b *dominos.BilanExact) (any, error) {
			return calc.Resultat(c.Context(), *b)
		},
		Aleatoire: dominos.CalculExact.Aleatoire,
	})
	cmd.Flags().String("j1", "", "main du joueur 1, tuile par tuile : « 6-6 6-5 4-2 … » (x-y dans n'importe quel ordre) ; avec --j2")
	cmd.Flags().String("j2", "", "main du joueur 2, de même taille que celle du joueur 1")
	cmd.Flags().Bool("toutes", false, "résout toutes les donnes du jeu (petits jeux : --max 3 par exemple) et donne les comptes exacts")
	cmd.Flags().Int64P(cli.OptNombre, "n", 0, "nombre de donnes tirées au hasard et résolues (sans -n ni --toutes : une seule donne, montrée coup par coup)")
	dominosRegles(cmd)
	cli.AvecGraine(cmd)
	cli.AvecWorkers(cmd)
	for _, o := range []string{"j1", "j2", "toutes", cli.OptNombre} {
		cli.ParametreSi(cmd, o, func(c *cli.Contexte) bool { return c.Donne(o) })
	}
	// Given hands make the hand size: --main applies only when given, to be checked against them.
	cli.ParametreSi(cmd, "main", func(c *cli.Contexte) bool { return c.Chaine("j1") == "" || c.Donne("main") })
	cmd.Long = "Les deux joueurs voient les deux mains et jouent au mieux pour l'issue que fixent les règles\n" +
		"(gagner, sinon faire nul) : alpha-bêta avec table de transposition. Une donne est donnée par\n" +
		"--j1 et --j2 ou tirée de la graine ; -n N en résout N tirées au hasard, --toutes chacune d'un petit\n" +
		"jeu. " + dominos.EgaliteExacte + "."
	cmd.Example = "jeux dominos exact --j1 \"6-6 6-5 5-5 4-2 3-1\" --j2 \"6-4 5-3 4-4 2-2 1-0\" --max 6 --main 5\n" +
		"jeux dominos exact -g 1\n" +
		"jeux dominos exact -n 10000 -g 1\n" +
		"jeux dominos exact --toutes --max 3 --main 3"
	return cli.AvecFormat(cmd)
}

// dominosJoue is a game between the person at the terminal and a strategy: moves are read from
// standard input, so a script can play too.
func dominosJoue() *cobra.Command {
	cmd := cli.Commande("joue", "une partie contre l'ordinateur : vos coups se tapent au clavier (ou arrivent sur l'entrée standard)", func(c *cli.Contexte) (any, error) {
		a := dominos.Affrontement{S1: c.Chaine("contre"), S2: c.Chaine("contre"), Regles: lireRegles(c), Budget: c.Int("budget")}
		if a.Budget == 0 {
			return nil, cli.ErreurUsage("--budget vaut 0 : un nombre de donnes par décision de 1 à %d est attendu", dominos.MaxBudget)
		}
		if _, err := dominos.Trouver(a.S1); err != nil {
			return nil, cli.ErreurUsage("--contre vaut %q : stratégies connues : %s", a.S1, strings.Join(dominos.Noms(), ", "))
		}
		if err := a.Regles.Valider(); err != nil {
			return nil, err
		}
		if dominos.Reglee(a.S1) {
			if err := dominos.MainRecherche("contre", a.Regles); err != nil {
				return nil, err
			}
		}
		if c.Bool("conseil") {
			if err := dominos.MainRecherche("conseil", a.Regles); err != nil {
				return nil, err
			}
		}
		if err := a.Valider(); err != nil {
			return nil, err
		}
		place := c.Int("place")
		if place != 1 && place != 2 {
			return nil, cli.ErreurUsage("--place vaut %d : 1 (vous êtes le joueur 1) ou 2 est attendu", place)
		}
		r := parallel.Chunk{Seed: c.Graine()}.Rand()
		d, _ := dominos.Trouver(a.S1)
		jeu := terminal.Dominos{
			Donne: dominos.Distribuer(r, a.Regles), Regles: a.Regles, Place: place,
			Machine: d.NouvelleAvec(a.Budget), NomMachine: a.S1, Hasard: r,
			Entete: "commande : " + c.Parametres().LigneDeCommande(),
		}
		if c.Bool("conseil") {
			jeu.Conseil = &dominos.Recherche{Budget: a.Budget}
			jeu.HasardConseil = parallel.Chunk{Seed: c.Graine(), Index: 1}.Rand()
		}
		_, err := jeu.Jouer(c.Context(), c.Commande().InOrStdin(), c.Stdout())
		return nil, err
	})
	noms := strings.Join(dominos.Noms(), ", ")
	cmd.Flags().String("contre", "recherche", "stratégie de l'ordinateur ("+noms+")")
	cli.Choix(cmd, "contre", dominos.Noms()...)
	cmd.Flags().Int("place", 1, "votre place : 1 (joueur 1) ou 2")
	cmd.Flags().Bool("conseil", false, "avant chacun de vos coups, l'estimation de recherche pour chaque tuile jouable et le coup qu'elle jouerait")
	dominosBudget(cmd, "contre")
	cli.ParametreSi(cmd, "budget", func(c *cli.Contexte) bool { return dominos.Reglee(c.Chaine("contre")) || c.Bool("conseil") })
	dominosRegles(cmd)
	cli.AvecGraine(cmd)
	cmd.Long = "La partie s'affiche au fil des coups : votre main, la chaîne, les tuiles jouables numérotées.\n" +
		"Tapez le numéro d'une tuile ou la tuile elle-même (6-4) ; un coup illégal est refusé et redemandé.\n" +
		"Sans tuile jouable, vous passez d'office. La fin de l'entrée (Ctrl-D) ou Ctrl-C abandonne la partie\n" +
		"(statut 1). La même graine redonne la même donne et les mêmes coups de l'ordinateur."
	cmd.Example = "jeux dominos joue\njeux dominos joue --contre anticipation --conseil -g 7\nprintf '1\\n1\\n1\\n' | jeux dominos joue --max 3 --main 3 -g 2"
	return cmd
}

// dominosEquilibre computes the equilibrium of a small hidden-hand game by CFR+ and judges every
// strategy of the catalogue against it.
func dominosEquilibre() *cobra.Command {
	cmd := cli.Commande("equilibre", "équilibre de Nash d'un petit jeu à mains cachées (CFR+) et chaque stratégie jugée contre lui", func(c *cli.Contexte) (any, error) {
		cfg := dominos.ConfigEquilibre{
			Regles: lireRegles(c), Cible: c.Float("cible"), Iterations: c.Int("iterations"),
			Tirages: c.Int("tirages"), Budget: c.Int("budget"),
		}
		if cfg.Budget == 0 {
			return nil, cli.ErreurUsage("--budget vaut 0 : un nombre de donnes par décision de 1 à %d est attendu", dominos.MaxBudget)
		}
		if err := cfg.Valider(); err != nil {
			return nil, err
		}
		return dominos.CalculerEquilibre(c.Context(), cfg)
	})
	cmd.Flags().Int("max", 3, fmt.Sprintf("jeu double-MAX : plus grande valeur d'une demi-tuile (1 à %d ; l'équilibre ne se calcule que sur de petits jeux)", dominos.MaxValeur))
	cmd.Flags().Int("main", 3, "nombre de tuiles de chaque main")
	cmd.Flags().Bool("decompte-2012", false, "compter 2·x par tuile restante, comme le programme de 2012, au lieu de x + y")
	cmd.Flags().Float64("cible", 1e-6, "exploitabilité visée : CFR+ s'arrête dès qu'elle est atteinte")
	cmd.Flags().Int("iterations", 100_000, "nombre maximal d'itérations de CFR+")
	cmd.Flags().Int("tirages", 32, "appels qui estiment, à chaque ensemble d'information, les coups d'une stratégie qui tire au sort (anticipation, recherche)")
	dominosBudget(cmd)
	cmd.Long = "Le vrai jeu, mains cachées, sur un petit jeu : un équilibre de Nash approché par CFR+, sa valeur\n" +
		"(+1 gagnée, 0 nulle, −1 perdue ; nulle pour le joueur 1 par symétrie des places, la valeur\n" +
		"pour le joueur qui ouvre est celle qui dit quelque chose), son exploitabilité par une meilleure\n" +
		"réponse exacte, et chaque stratégie du catalogue contre l'équilibre et contre sa meilleure réponse.\n" +
		"Un jeu de plus de " + fmt.Sprint(dominos.MaxInfosEquilibre) + " ensembles d'information ou de " +
		fmt.Sprint(dominos.MaxCasesEquilibre) + " cases (estimés) est refusé."
	cmd.Example = "jeux dominos equilibre --max 2 --main 2\njeux dominos equilibre --max 3 --main 3 --cible 1e-4"
	return cli.AvecFormat(cmd)
}

// dominosPlot draws a championship as a heat map: the share of wins of each strategy (row)
// against each other (column), both seatings together, written in its cell.
func dominosPlot() *cobra.Command {
	cmd := cli.Commande("plot", "le championnat en carte de chaleur : part de victoires de chaque stratégie contre chaque autre", func(c *cli.Contexte) (any, error) {
		im, err := c.Graphique()
		if err != nil {
			return nil, err
		}
		cfg, err := lireChampionnat(c)
		if err != nil {
			return nil, err
		}
		opt := c.Options(cfg.PartiesDesLots(0, cfg.Lots()), 0)
		ch, err := dominos.JouerLots(c.Context(), cfg, c.Graine(), opt, 0, cfg.Lots())
		if err != nil {
			return nil, err
		}
		dessin, err := graphique.DominosChampionnat(dominos.NouveauResultatChampionnat(ch, cfg.Regles))
		if err != nil {
			return nil, err
		}
		return im.Dessiner(dessin, "championnat des stratégies")
	})
	cmd.Flags().String("strategies", strings.Join(dominos.Noms(), ","), "stratégies du championnat, séparées par des virgules")
	dominosBudget(cmd, "strategies")
	dominosRegles(cmd)
	cli.AvecGraphique(cmd, "dominos.png")
	cmd.Flags().Int64P(cli.OptNombre, "n", dominosChampionnatN, "nombre de parties par place de chaque paire de stratégies (au moins 1)")
	cli.AvecGraine(cmd)
	cli.AvecWorkers(cmd)
	cmd.Long = "Joue le championnat de « jeux dominos championnat » avec les mêmes options et la même graine (les mêmes\n" +
		"parties), et dessine la part de victoires de chaque stratégie (ligne) contre chaque autre (colonne),\n" +
		"les deux places ensemble, valeur écrite dans chaque case."
	cmd.Example = "jeux dominos plot --strategies pire,hasard,plus_de_points,bloqueur -n 2000 -g 1 -o championnat.png"
	return cmd
}
