package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"jeux/internal/cli"

	"jeux/games/dominos"
	"jeux/parallel"
	"jeux/rendu"
)

// Default numbers of games: a tournament of the source's size answers in a tenth of a second
// with the 2012 strategies (a few seconds with anticipation, about 70 µs a game); a
// championship plays that many games per seating of each pair, about 2 s on two cores.
const (
	dominosTournoiN     = 100_000
	dominosChampionnatN = 5_000
	// dominosChunk keeps a chunk under about 50 ms even with anticipation (~70 µs a game).
	dominosChunk = 512
)

func dominosCommand() *cobra.Command {
	return cli.Groupe("dominos", "tournois de stratégies au jeu de dominos à deux joueurs (dossier de 2012)",
		dominosTournoi(), dominosChampionnat(), dominosPartie(), dominosStrategies())
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

// dominosJoueurs gives cmd --s1, --s2 and the rules.
func dominosJoueurs(cmd *cobra.Command) {
	noms := strings.Join(dominos.Noms(), ", ")
	cmd.Flags().String("s1", "plus_de_points", "stratégie du joueur 1 ("+noms+")")
	cmd.Flags().String("s2", "hasard", "stratégie du joueur 2 ("+noms+")")
	cli.Choix(cmd, "s1", dominos.Noms()...)
	cli.Choix(cmd, "s2", dominos.Noms()...)
	dominosRegles(cmd)
}

// lireAffrontement reads --s1, --s2 and the rules, checked by the engine.
func lireAffrontement(c *cli.Contexte) (dominos.Affrontement, error) {
	a := dominos.Affrontement{S1: c.Chaine("s1"), S2: c.Chaine("s2"), Regles: lireRegles(c)}
	return a, a.Valider()
}

// dominosEssais is the number of games of the work items [debut, fin) of a run of n games in
// chunks of dominosChunk, counted without overflow.
func dominosEssais(n, debut, fin int64) int64 {
	if fin == parallel.Chunks(n, dominosChunk) {
		return n - debut*dominosChunk
	}
	return (fin - debut) * dominosChunk
}

// dominosTournoi plays its games in work items of dominosChunk games: --shard computes a range
// of them, and the merged parts give the one-machine result.
func dominosTournoi() *cobra.Command {
	cmd := cli.Partagee("tournoi", "oppose deux stratégies sur -n parties : victoires, nuls et défaites du joueur 1", cli.Calcul[*dominos.Bilan]{
		Items: func(c *cli.Contexte) (int64, error) {
			if _, err := lireAffrontement(c); err != nil {
				return 0, err
			}
			n, err := c.Nombre()
			return parallel.Chunks(n, dominosChunk), err
		},
		Calcule: func(c *cli.Contexte, debut, fin int64) (*dominos.Bilan, error) {
			a, _ := lireAffrontement(c)
			n := c.Int64(cli.OptNombre)
			opt, err := c.Options(dominosEssais(n, debut, fin), dominosChunk)
			if err != nil {
				return nil, err
			}
			return parallel.RunRange(c.Context(), n, c.Graine(), opt, debut, fin,
				func() *dominos.Bilan { return new(dominos.Bilan) },
				func(ch parallel.Chunk, b *dominos.Bilan) { b.Jouer(ch.Rand(), a, ch.Count) },
				(*dominos.Bilan).Fusionner)
		},
		Fusionne: func(dst, src *dominos.Bilan) error { dst.Fusionner(src); return nil },
		Resultat: func(c *cli.Contexte, b *dominos.Bilan) (any, error) {
			a, err := lireAffrontement(c)
			if err != nil {
				return nil, err
			}
			if b.Parties() != c.Int64(cli.OptNombre) {
				return nil, fmt.Errorf("%d parties comptées pour -n %d", b.Parties(), c.Int64(cli.OptNombre))
			}
			return dominos.NouveauResultatTournoi(a, c.Graine(), *b), nil
		},
	})
	dominosJoueurs(cmd)
	cmd.Example = "jeux dominos tournoi --s1 plus_de_points --s2 hasard -n 100000 -g 1"
	return cli.AvecSimulation(cmd, dominosTournoiN)
}

// lireChampionnat reads the options of championnat, checked by the engine.
func lireChampionnat(c *cli.Contexte) (dominos.ConfigChampionnat, error) {
	cfg := dominos.ConfigChampionnat{Regles: lireRegles(c), ParPlace: c.Int64(cli.OptNombre)}
	for _, nom := range strings.Split(c.Chaine("strategies"), ",") {
		cfg.Strategies = append(cfg.Strategies, strings.TrimSpace(nom))
	}
	return cfg, cfg.Valider()
}

// dominosChampionnat numbers its games one seating after the other and plays them in work items
// of dominosChunk games, which --shard splits like those of tournoi.
func dominosChampionnat() *cobra.Command {
	cmd := cli.Partagee("championnat", "chaque stratégie contre chaque autre, aux deux places : matrices des victoires et classement", cli.Calcul[*dominos.Championnat]{
		Items: func(c *cli.Contexte) (int64, error) {
			if _, err := c.Nombre(); err != nil {
				return 0, err
			}
			cfg, err := lireChampionnat(c)
			if err != nil {
				return 0, err
			}
			return parallel.Chunks(cfg.Nouveau().Parties(), dominosChunk), nil
		},
		Calcule: func(c *cli.Contexte, debut, fin int64) (*dominos.Championnat, error) {
			cfg, _ := lireChampionnat(c)
			total := cfg.Nouveau().Parties()
			opt, err := c.Options(dominosEssais(total, debut, fin), dominosChunk)
			if err != nil {
				return nil, err
			}
			return parallel.RunRange(c.Context(), total, c.Graine(), opt, debut, fin, cfg.Nouveau,
				func(tr parallel.Chunk, acc *dominos.Championnat) {
					acc.Jouer(tr.Rand(), cfg.Regles, tr.First, tr.Count)
				},
				(*dominos.Championnat).Fusionner)
		},
		Fusionne: func(dst, src *dominos.Championnat) error {
			if len(src.Bilans) != len(dst.Bilans) {
				return fmt.Errorf("%d rencontres au lieu de %d", len(src.Bilans), len(dst.Bilans))
			}
			dst.Fusionner(src)
			return nil
		},
		Resultat: func(c *cli.Contexte, total *dominos.Championnat) (any, error) {
			cfg, err := lireChampionnat(c)
			if err != nil {
				return nil, err
			}
			ch := cfg.Nouveau()
			if len(total.Bilans) != len(ch.Bilans) {
				return nil, fmt.Errorf("%d rencontres comptées au lieu de %d", len(total.Bilans), len(ch.Bilans))
			}
			ch.Fusionner(total)
			return dominos.NouveauResultatChampionnat(ch, cfg.Regles), nil
		},
	})
	cmd.Flags().String("strategies", strings.Join(dominos.Noms(), ","), "stratégies du championnat, séparées par des virgules")
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
		p := a.Partie(parallel.Chunk{Seed: c.Graine()}.Rand())
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
