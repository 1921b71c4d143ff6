package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

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
	return groupe("dominos", "tournois de stratégies au jeu de dominos à deux joueurs (dossier de 2012)",
		dominosTournoi(), dominosChampionnat(), dominosPartie(), dominosStrategies())
}

// dominosRegles gives cmd --max, --main and --decompte-2012.
func dominosRegles(cmd *cobra.Command) {
	cmd.Flags().Int("max", dominos.ReglesStandard.Max,
		fmt.Sprintf("jeu double-MAX : plus grande valeur d'une demi-tuile (1 à %d)", dominos.MaxValeur))
	cmd.Flags().Int("main", dominos.ReglesStandard.Main, "nombre de tuiles de chaque main (les deux mains doivent tenir dans le jeu)")
	cmd.Flags().Bool("decompte-2012", false, "compter 2·x par tuile restante, comme le programme de 2012, au lieu de x + y")
}

func lireRegles(c *contexte) dominos.Regles {
	return dominos.Regles{Max: c.Int("max"), Main: c.Int("main"), Decompte2012: c.Bool("decompte-2012")}
}

// dominosJoueurs gives cmd --s1, --s2 and the rules.
func dominosJoueurs(cmd *cobra.Command) {
	noms := strings.Join(dominos.Noms(), ", ")
	cmd.Flags().String("s1", "plus_de_points", "stratégie du joueur 1 ("+noms+")")
	cmd.Flags().String("s2", "hasard", "stratégie du joueur 2 ("+noms+")")
	dominosRegles(cmd)
}

// lireAffrontement reads --s1, --s2 and the rules, checked by the engine.
func lireAffrontement(c *contexte) (dominos.Affrontement, error) {
	a := dominos.Affrontement{S1: c.Chaine("s1"), S2: c.Chaine("s2"), Regles: lireRegles(c)}
	return a, a.Valider()
}

func dominosTournoi() *cobra.Command {
	cmd := commande("tournoi", "oppose deux stratégies sur -n parties : victoires, nuls et défaites du joueur 1", func(c *contexte) (any, error) {
		a, err := lireAffrontement(c)
		if err != nil {
			return nil, err
		}
		n, err := c.Nombre()
		if err != nil {
			return nil, err
		}
		opt, err := c.Options(n, dominosChunk)
		if err != nil {
			return nil, err
		}
		b, err := parallel.Run(c.Context(), n, c.Graine(), opt,
			func() *dominos.Bilan { return new(dominos.Bilan) },
			func(ch parallel.Chunk, b *dominos.Bilan) { b.Jouer(ch.Rand(), a, ch.Count) },
			(*dominos.Bilan).Fusionner)
		if err != nil {
			return nil, err
		}
		return dominos.NouveauResultatTournoi(a, c.Graine(), *b), nil
	})
	dominosJoueurs(cmd)
	cmd.Example = "jeux dominos tournoi --s1 plus_de_points --s2 hasard -n 100000 -g 1"
	return avecSimulation(cmd, dominosTournoiN)
}

func dominosChampionnat() *cobra.Command {
	cmd := commande("championnat", "chaque stratégie contre chaque autre, aux deux places : matrices des victoires et classement", func(c *contexte) (any, error) {
		n, err := c.Nombre()
		if err != nil {
			return nil, err
		}
		cfg := dominos.ConfigChampionnat{Regles: lireRegles(c), ParPlace: n}
		for _, nom := range strings.Split(c.Chaine("strategies"), ",") {
			cfg.Strategies = append(cfg.Strategies, strings.TrimSpace(nom))
		}
		if err := cfg.Valider(); err != nil {
			return nil, err
		}
		total := cfg.Nouveau().Parties()
		opt, err := c.Options(total, dominosChunk)
		if err != nil {
			return nil, err
		}
		ch, err := parallel.Run(c.Context(), total, c.Graine(), opt,
			cfg.Nouveau,
			func(tr parallel.Chunk, acc *dominos.Championnat) {
				acc.Jouer(tr.Rand(), cfg.Regles, tr.First, tr.Count)
			},
			(*dominos.Championnat).Fusionner)
		if err != nil {
			return nil, err
		}
		return dominos.NouveauResultatChampionnat(ch, cfg.Regles, c.Graine()), nil
	})
	cmd.Flags().String("strategies", strings.Join(dominos.Noms(), ","), "stratégies du championnat, séparées par des virgules")
	dominosRegles(cmd)
	cmd.Example = "jeux dominos championnat -n 5000 --strategies pire,hasard,anticipation"
	avecSimulation(cmd, dominosChampionnatN)
	cmd.Flags().Lookup(optNombre).Usage = "nombre de parties par place de chaque paire de stratégies (au moins 1)"
	return cmd
}

func dominosPartie() *cobra.Command {
	cmd := commande("partie", "une partie coup par coup, affichée comme le programme de 2012", func(c *contexte) (any, error) {
		a, err := lireAffrontement(c)
		if err != nil {
			return nil, err
		}
		// The stream of chunk 0: the game shown is the first one of « tournoi » with the same seed.
		p := a.Partie(parallel.Chunk{Seed: c.Graine()}.Rand())
		if c.format == rendu.Table {
			return dominos.Transcription{Commande: c.parametres().LigneDeCommande(), Partie: p}, nil
		}
		return p, nil
	})
	dominosJoueurs(cmd)
	cmd.Example = "jeux dominos partie --s1 plus_de_points --s2 hasard -g 1\njeux dominos partie -g 1 -F json"
	avecGraine(cmd)
	return avecFormat(cmd)
}

func dominosStrategies() *cobra.Command {
	cmd := commande("strategies", "les stratégies connues, une ligne chacune", func(*contexte) (any, error) {
		return dominos.Strategies(), nil
	})
	return avecFormat(cmd)
}
