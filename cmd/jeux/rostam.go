package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"jeux/internal/cli"

	"jeux/games/rostam"
	"jeux/rendu/graphique"
	"jeux/stats/plot"
)

// The limits of the rostam commands that are the command line's, not the engine's.
const (
	rostamMaxMots = 6 // --mots lists every word: every deal is played once more
	// rostamMaxDistincts is the largest deck whose distinct words and cycles are counted.
	rostamMaxDistincts = 12
	// A longer word is echoed as typed rather than recompressed.
	rostamMaxCompresse = 100_000
)

func rostamCommand() *cobra.Command {
	return cli.Groupe("rostam", "bataille à une couleur (rapport de S. Rostam) : parties infinies, énumération exhaustive, mots réalisables",
		rostamPartie(), rostamProfil(), rostamSimule(), rostamExhaustif(), rostamRealisable(), rostamInfinie(), rostamCycle(), rostamPlot())
}

func cartesFlag(cmd *cobra.Command, defaut int) {
	cmd.Flags().IntP("cartes", "N", defaut, "nombre N de cartes (le joueur 1 en reçoit ⌊N/2⌋, le joueur 2 ⌈N/2⌉)")
}

// lirePosition reads the position argument of partie and profil.
func lirePosition(c *cli.Contexte) (rostam.Position, error) {
	p, err := rostam.LirePosition(c.Arg(0))
	if err != nil {
		return p, cli.ErreurUsage("%v", err)
	}
	return p, nil
}

func rostamPartie() *cobra.Command {
	cmd := cli.Commande(`partie "p1 / p2"`, "joue une position jusqu'à la fin ou jusqu'à la détection exacte d'un cycle", func(c *cli.Contexte) (any, error) {
		p, err := lirePosition(c)
		if err != nil {
			return nil, err
		}
		return rostam.JouePartie(p, c.Bool("trace")), nil
	})
	cmd.Args = cli.Argument(`la position, « 4 1 / 2 3 »`)
	cmd.Example = `jeux rostam partie "2 10 8 6 3 / 5 4 1 9 7" --trace`
	cmd.Flags().Bool("trace", false, "montre chaque pli : les deux cartes, le gagnant et la position obtenue")
	return cli.AvecFormat(cmd)
}

func rostamProfil() *cobra.Command {
	cmd := cli.Commande(`profil "p1 / p2"`, "le mot compressé d'une position (a : le joueur 1 gagne le pli, b : le joueur 2)", func(c *cli.Contexte) (any, error) {
		p, err := lirePosition(c)
		if err != nil {
			return nil, err
		}
		return rostam.Profil(p), nil
	})
	cmd.Args = cli.Argument(`la position, « 4 1 / 2 3 »`)
	cmd.Example = `jeux rostam profil "4 1 / 2 3"`
	return cli.AvecFormat(cmd)
}

// rostamConfigSimulation reads the options of simule.
func rostamConfigSimulation(c *cli.Contexte) (rostam.ConfigSimulation, error) {
	cfg := rostam.ConfigSimulation{N: c.Int("cartes"), Limite: c.Int("limite"), Classe: c.Int("largeur"), Parties: c.Int64(cli.OptNombre)}
	return cfg, cfg.Valider()
}

func rostamSimule() *cobra.Command {
	cmd := cli.PartageeHeritee("simule", "donnes au hasard : gains de chaque joueur, parties infinies, durées des parties finies", cli.Calcul[rostam.ConfigSimulation, *rostam.BilanSimulation]{
		Lire:  rostamConfigSimulation,
		Items: rostam.ConfigSimulation.Lots,
		Calcule: func(c *cli.Contexte, cfg rostam.ConfigSimulation, debut, fin int64) (*rostam.BilanSimulation, error) {
			opt := c.Options(cfg.PartiesDesLots(debut, fin), rostam.TailleLot)
			return rostam.SimuleLots(c.Context(), cfg, c.Graine(), opt, debut, fin)
		},
		Fusionne: func(dst, src *rostam.BilanSimulation) error { dst.Fusionner(src); return nil },
		Verifie: func(cfg rostam.ConfigSimulation, debut, fin int64, b *rostam.BilanSimulation) error {
			return b.Verifier(cfg.N, cfg.Limite, cfg.PartiesDesLots(debut, fin))
		},
		Resultat: func(_ *cli.Contexte, cfg rostam.ConfigSimulation, b *rostam.BilanSimulation) (any, error) {
			return b.Resultat(cfg.Classe), nil
		},
	})
	cartesFlag(cmd, 10)
	cmd.Flags().Int("limite", 0, "compare avec la méthode du rapport : une partie non finie après ce nombre de plis est « inconnue » (0 : sans comparaison)")
	cmd.Flags().IntP("largeur", "e", 0, "largeur des classes de l'histogramme des durées, en plis (0 : choisie pour au plus 60 lignes)")
	cmd.Example = "jeux rostam simule -N 14 -n 1000000 -g 1 --limite 300"
	return cli.AvecSimulation(cmd, 1_000_000)
}

// rostamOptions are the options of the enumeration of n cards on w workers. Words and distinct
// cycles are counted up to N = 12: beyond, their tables would not fit in memory (N = 13 has
// cycles by the hundred thousand); periods always are.
func rostamOptions(n, w int) rostam.OptionsExhaustif {
	return rostam.OptionsExhaustif{CompterMots: n <= rostamMaxDistincts, SansCycles: n > rostamMaxDistincts, Workers: w}
}

func rostamExhaustif() *cobra.Command {
	cmd := cli.PartageeHeritee("exhaustif", "joue les N! donnes : gains, parties infinies, cycles distincts, mots distincts", cli.Calcul[int, *rostam.Decompte]{
		Lire: func(c *cli.Contexte) (int, error) {
			n := c.Int("cartes")
			if err := rostam.ValiderN(n); err != nil {
				return n, err
			}
			if c.Bool("mots") && n > rostamMaxMots {
				return n, cli.ErreurUsage("--mots : la liste des mots est limitée à N ≤ %d (ici N = %d)", rostamMaxMots, n)
			}
			return n, nil
		},
		Items: rostam.NombreItems,
		Calcule: func(c *cli.Contexte, n int, debut, fin int64) (*rostam.Decompte, error) {
			w, err := c.Workers()
			if err != nil {
				return nil, err
			}
			o := rostamOptions(n, w)
			if avance := c.Progression(fin - debut); avance != nil {
				fait := int64(0)
				o.Progres = func(k int64) { avance(k - fait); fait = k }
			}
			return rostam.Enumerer(c.Context(), n, o, debut, fin)
		},
		Fusionne: (*rostam.Decompte).Fusionner,
		Verifie: func(n int, debut, fin int64, d *rostam.Decompte) error {
			return d.Verifier(n, rostamOptions(n, 0), debut, fin)
		},
		Resultat: func(c *cli.Contexte, _ int, d *rostam.Decompte) (any, error) {
			var mots []rostam.MotCompte
			if c.Bool("mots") {
				mots = rostam.ListeMotsCompte(d.N)
			}
			return d.Resultat(mots), nil
		},
	})
	cartesFlag(cmd, 8)
	cmd.Flags().Bool("mots", false, fmt.Sprintf("liste les mots des parties finies avec leur nombre de donnes (N ≤ %d)", rostamMaxMots))
	cmd.Example = "jeux rostam exhaustif -N 10\nparallel jeux rostam exhaustif -N 12 --shard {}/8 -o part-{}.json ::: $(seq 0 7) && jeux fusionne part-*.json"
	cli.AvecWorkers(cmd)
	return cli.AvecFormat(cmd)
}

func rostamRealisable() *cobra.Command {
	cmd := cli.Commande("realisable MOT", "le mot est-il le profil d'une partie entière ? (graphe des inégalités)", func(c *cli.Contexte) (any, error) {
		m, err := rostam.LireMot(c.Arg(0))
		if err != nil {
			return nil, cli.ErreurUsage("%v", err)
		}
		v, err := rostam.Realisabilite(m)
		if err != nil {
			return nil, cli.ErreurUsage("%v", err)
		}
		mot := strings.Join(strings.Fields(c.Arg(0)), "")
		if len(m) <= rostamMaxCompresse {
			mot = m.String()
		}
		toutes, compte := c.Bool("toutes"), c.Bool("compte")
		if (toutes || compte) && v.N > rostam.MaxExtensions {
			return nil, cli.ErreurUsage("--toutes/--compte : le mot demande N = %d cartes ; l'énumération des positions est limitée à N ≤ %d", v.N, rostam.MaxExtensions)
		}
		if c.Bool("dot") {
			if err := c.RefuserFormat("--dot écrit un graphe DOT"); err != nil {
				return nil, err
			}
			return rostam.GrapheDOT{Verdict: v, Mot: mot}, nil
		}
		return v.Resultat(mot, compte, toutes), nil
	})
	cmd.Args = cli.Argument("le mot, « aba2 »")
	cmd.Example = "jeux rostam realisable aba2 --compte\njeux rostam realisable ab2a --dot | dot -Tpng > graphe.png"
	cmd.Flags().Bool("toutes", false, fmt.Sprintf("liste toutes les positions qui réalisent le mot (N ≤ %d)", rostam.MaxExtensions))
	cmd.Flags().Bool("compte", false, fmt.Sprintf("compte les positions qui réalisent le mot (N ≤ %d)", rostam.MaxExtensions))
	cmd.Flags().Bool("dot", false, "écrit le graphe des inégalités au format Graphviz DOT (format table seulement)")
	return cli.AvecFormat(cmd)
}

func rostamInfinie() *cobra.Command {
	cmd := cli.Commande("infinie", "la partie infinie du théorème 2 pour N = 4K+2, comparée à la période 4·ppcm(K−1, K+1, 2K+1)", func(c *cli.Contexte) (any, error) {
		return rostam.Infinie(c.Int("k"))
	})
	cmd.Flags().IntP("k", "k", 2, fmt.Sprintf("K de la construction du théorème 2, N = 4K+2 cartes (2 à %d)", rostam.MaxK))
	cmd.Example = "jeux rostam infinie -k 5"
	return cli.AvecFormat(cmd)
}

func rostamCycle() *cobra.Command {
	cmd := cli.Commande("cycle N", "une position de N cartes qui revient à elle-même (prépériode 0), avec sa période et son mot périodique", func(c *cli.Contexte) (any, error) {
		n, err := strconv.Atoi(c.Arg(0))
		if err != nil {
			return nil, cli.ErreurUsage("N vaut %q : un entier de 5 à %d est attendu", c.Arg(0), rostam.MaxN)
		}
		return rostam.CycleDe(n)
	})
	cmd.Args = cli.Argument("N, le nombre de cartes (5 à 255)")
	cmd.Long = "Pour tout N qui n'est ni une puissance de 2 ni 3 fois une puissance de 2, la construction de Spivey\n" +
		"(« Cycles in War », Integers 10 (2010) #G02), jouée par le moteur avant d'être affichée. Pour les autres N,\n" +
		"aucun cycle n'est connu : la réponse dit pourquoi."
	cmd.Example = "jeux rostam cycle 10\njeux rostam cycle 40 -F json"
	return cli.AvecFormat(cmd)
}

// rostamPlot draws the share of deals that never end against N, from the counts kept in the
// program or from enumerations run on the spot, or the histogram of durations of simule.
func rostamPlot() *cobra.Command {
	cmd := cli.Commande("plot", "graphiques : part des donnes qui ne finissent pas selon N, ou histogramme des durées de « simule »", func(c *cli.Contexte) (any, error) {
		im, err := c.Graphique()
		if err != nil {
			return nil, err
		}
		var dessin plot.Dessin
		switch c.Chaine("graphique") {
		case "infinies":
			if err = c.SansEffet("sur --graphique infinies (N va de 2 à --jusqua)", "cartes", cli.OptNombre, cli.OptGraine, "largeur"); err == nil {
				dessin, err = rostamCourbeInfinies(c)
			}
		case "durees":
			if err = c.SansEffet("sur --graphique durees (une simulation de -N cartes)", "jusqua", "calcul"); err == nil {
				dessin, err = rostamHistogramme(c)
			}
		default:
			return nil, cli.ErreurUsage("--graphique vaut %q : infinies ou durees est attendu", c.Chaine("graphique"))
		}
		if err != nil {
			return nil, err
		}
		return nil, im.Enregistrer(dessin)
	})
	cmd.Flags().String("graphique", "infinies", "infinies (part des donnes qui ne finissent pas, N = 2 à --jusqua) ou durees (histogramme des durées d'une simulation)")
	cli.Choix(cmd, "graphique", "infinies", "durees")
	cmd.Flags().Int("jusqua", 14, fmt.Sprintf("infinies : le plus grand N montré (2 à %d)", len(rostam.ComptesPublies)+1))
	cmd.Flags().Bool("calcul", false, fmt.Sprintf("infinies : énumère les donnes sur le moment plutôt que de lire les comptes publiés (N ≤ %d)", rostamMaxCalcul))
	cartesFlag(cmd, 10)
	cmd.Flags().IntP("largeur", "e", 0, "durees : largeur des classes, en plis (0 : choisie pour au plus 60 classes)")
	cmd.Flags().Int64P(cli.OptNombre, "n", 1_000_000, "durees : nombre de donnes simulées (au moins 1)")
	cli.AvecGraine(cmd)
	cli.AvecWorkers(cmd)
	cli.AvecGraphique(cmd, "")
	cmd.Example = "jeux rostam plot -o infinies.png\njeux rostam plot --graphique durees -N 14 -n 1000000 -g 1 -o durees.png"
	return cmd
}

// rostamMaxCalcul bounds --calcul: N = 12 is about 15 s on two cores, 13 many minutes.
const rostamMaxCalcul = 12

// rostamCourbeInfinies is the share of non-ending deals for N = 2 to --jusqua, even and odd N
// apart (an even N deals the same number of cards to both, an odd one does not).
func rostamCourbeInfinies(c *cli.Contexte) (plot.Dessin, error) {
	jusqua := c.Int("jusqua")
	maxi := len(rostam.ComptesPublies) + 1
	if c.Bool("calcul") {
		maxi = rostamMaxCalcul
	}
	if jusqua < 2 || jusqua > maxi {
		return nil, cli.ErreurUsage("--jusqua vaut %d : un N de 2 à %d est attendu", jusqua, maxi)
	}
	w, err := c.Workers()
	if err != nil {
		return nil, err
	}
	comptes, err := rostam.PartsInfinies(c.Context(), jusqua, c.Bool("calcul"), func(n int) rostam.OptionsExhaustif { return rostamOptions(n, w) })
	if err != nil {
		return nil, err
	}
	source := "comptes publiés par jeux (docs/rostam.md)"
	if c.Bool("calcul") {
		source = "énumérés sur le moment"
	}
	return graphique.RostamInfinies(comptes, source)
}

// rostamHistogramme is the histogram of the durations of the finished games of a simulation.
func rostamHistogramme(c *cli.Contexte) (plot.Dessin, error) {
	cfg := rostam.ConfigSimulation{N: c.Int("cartes"), Classe: c.Int("largeur"), Parties: c.Int64(cli.OptNombre)}
	if err := cfg.Valider(); err != nil {
		return nil, err
	}
	opt := c.Options(cfg.Parties, rostam.TailleLot)
	b, err := rostam.SimuleLots(c.Context(), cfg, c.Graine(), opt, 0, cfg.Lots())
	if err != nil {
		return nil, err
	}
	return graphique.RostamDurees(cfg, b, c.Int("largeur")), nil
}
