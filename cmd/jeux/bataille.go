package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"time"

	"github.com/spf13/cobra"
	"golang.org/x/term"

	"jeux/internal/cli"
	"jeux/internal/fichier"

	"jeux/cache"
	"jeux/games/bataille"
	"jeux/rendu"
	"jeux/rendu/graphique"
	"jeux/stats"
)

// Default numbers of games: 100,000 games of 52 cards take about a second on one core, so does
// a multistat of 36 small decks at 10,000 games each.
const (
	batailleN          = 100_000
	batailleMultistatN = 10_000
)

// batailleRecherches is the default number of independent searches of record: a parameter of
// its answer, fixed so that the answer does not depend on the machine (docs/bataille.md).
const batailleRecherches = 4

func batailleCommand() *cobra.Command {
	cmd := cli.Commande("bataille", "durée d'une partie de bataille : une partie, ou des statistiques sur beaucoup", func(c *cli.Contexte) (any, error) {
		if c.VersionDemandee() {
			return nil, nil
		}
		cfg, err := lireBatailleConfig(c)
		if err != nil {
			return nil, err
		}
		return bataille.PartieAuHasard(cfg, c.Graine(), c.Bool("trace"))
	})
	cmd.Long = "Sans sous-commande, joue une seule partie et donne sa durée en plis ; avec la même graine, c'est la première partie de « brut ».\n" +
		"Les simulations (brut, stat, multistat, plot, compare) sont gardées en cache (variable JEUX_CACHE)."
	cmd.Example = "jeux bataille -g 7 --trace\njeux bataille stat -c 4 -v 13 -n 1000000 -g 1"
	batailleJeuFlags(cmd, 4, 13)
	batailleReglesFlags(cmd)
	batailleTraceFlag(cmd)
	cli.AvecGraine(cmd)
	cli.AvecFormat(cmd)
	cli.AvecVersion(cmd, "V") // the original program's -V/--version
	cmd.AddCommand(batailleBrut(), batailleStat(), batailleMultistat(), bataillePlot(), batailleCompare(),
		batailleRejoue(), batailleExact(), batailleRecord(), batailleLscache())
	return cmd
}

// batailleJeuFlags gives cmd -c and -v with their defaults (the full deck is 4 × 13).
func batailleJeuFlags(cmd *cobra.Command, couleurs, valeurs int) {
	cmd.Flags().IntP("couleurs", "c", couleurs, "nombre de couleurs du jeu de cartes (au moins 1)")
	cmd.Flags().IntP("valeurs", "v", valeurs, fmt.Sprintf("nombre de cartes dans chaque couleur (1 à %d ; le jeu a de 2 à %d cartes)", bataille.MaxValeurs, bataille.MaxCartes))
}

func batailleReglesFlags(cmd *cobra.Command) { batailleReglesFlagsDefaut(cmd, bataille.Paternault) }

// batailleReglesFlagsDefaut gives cmd --regles, with its default, and the pick-up modes.
func batailleReglesFlagsDefaut(cmd *cobra.Command, defaut bataille.Regles) {
	cmd.Flags().String("regles", defaut.String(), "règles : paternault (cartes cachées, ramassage au hasard) ou delahaye (bataille ouverte)")
	cmd.Flags().String("ramassage", bataille.Naturelle.String(), "ordre de ramassage des deux joueuses, règles delahaye : naturelle, aleatoire ou optimisee")
	cmd.Flags().String("ramassage-j1", "", "ordre de ramassage de la joueuse 1 (remplace --ramassage pour elle)")
	cmd.Flags().String("ramassage-j2", "", "ordre de ramassage de la joueuse 2 (remplace --ramassage pour elle)")
	cli.Choix(cmd, "regles", "paternault", "delahaye")
	for _, r := range []string{"ramassage", "ramassage-j1", "ramassage-j2"} {
		cli.Choix(cmd, r, "naturelle", "aleatoire", "optimisee")
	}
	// A pick-up mode changes the answer only under Delahaye's rules (Paternault's pick up at
	// random), --ramassage only for a player whose own mode is not given.
	delahaye := func(c *cli.Contexte) bool { return c.Chaine("regles") == bataille.Delahaye.String() }
	cli.ParametreSi(cmd, "ramassage", func(c *cli.Contexte) bool {
		return delahaye(c) && !(c.Donne("ramassage-j1") && c.Donne("ramassage-j2"))
	})
	for _, r := range []string{"ramassage-j1", "ramassage-j2"} {
		cli.ParametreSi(cmd, r, func(c *cli.Contexte) bool { return delahaye(c) && c.Donne(r) })
	}
}

func batailleSansCacheFlag(cmd *cobra.Command) {
	cmd.Flags().Bool("sans-cache", false, "ne lit ni n'écrit le cache des simulations")
	cli.HorsParametres(cmd, "sans-cache")
}

func batailleTraceFlag(cmd *cobra.Command) {
	cmd.Flags().Bool("trace", false, "détaille chaque pli : cartes, batailles, ramassage, taille des piles")
}

// batailleSimulationFlags gives a simulating command its rules, -n, -g, -w, -F and --sans-cache.
func batailleSimulationFlags(cmd *cobra.Command, defautN int64) *cobra.Command {
	batailleReglesFlags(cmd)
	cli.AvecSimulation(cmd, defautN)
	batailleSansCacheFlag(cmd)
	return cmd
}

// lireBatailleRegles reads the rules into cfg; a pick-up mode not given is "".
func lireBatailleRegles(c *cli.Contexte, cfg *bataille.Config) error {
	choix := bataille.ChoixRegles{Regles: c.Chaine("regles"), Ramassage: c.ChaineDonnee("ramassage"),
		RamassageJ1: c.ChaineDonnee("ramassage-j1"), RamassageJ2: c.ChaineDonnee("ramassage-j2")}
	return choix.Appliquer(cfg)
}

// lireBatailleConfig reads the deck, then the rules.
func lireBatailleConfig(c *cli.Contexte) (bataille.Config, error) {
	cfg := bataille.Config{Couleurs: c.Int("couleurs"), Valeurs: c.Int("valeurs")}
	if err := cfg.Valider(); err != nil {
		return cfg, err
	}
	return cfg, lireBatailleRegles(c, &cfg)
}

// lireBatailleSimulation reads everything a simulating command shares and checks it. The
// runner's options are the caller's to ask for (Contexte.Options), once, when the games are
// played: the progress bar is made then.
func lireBatailleSimulation(c *cli.Contexte) (bataille.Simulation, error) {
	cfg, err := lireBatailleConfig(c)
	if err != nil {
		return bataille.Simulation{}, err
	}
	n, err := c.Nombre()
	if err != nil {
		return bataille.Simulation{}, err
	}
	s := bataille.Simulation{Config: cfg, Parties: n, Graine: c.Graine()}
	return s, s.Valider()
}

// batailleSimulateur is the engine's simulation, wrapped in the cache of simulations unless
// --sans-cache is given, the seed was drawn (nobody can ask for that run again) or there is no
// cache directory; the cache's warnings go to stderr.
func batailleSimulateur(c *cli.Contexte) bataille.Simulateur {
	if c.Graine(); c.Bool("sans-cache") || c.GraineTiree() {
		return bataille.SimuleLots
	}
	dossier, err := cache.Dossier()
	if err != nil {
		fmt.Fprintf(c.Stderr(), "jeux : %v ; simulation sans cache\n", err)
		return bataille.SimuleLots
	}
	return cache.Bataille(dossier, func(m string) { fmt.Fprintln(c.Stderr(), "jeux :", cli.UneLigne(m)) }, bataille.SimuleLots)
}

// batailleSimulant builds a command that simulates one deck under one rule set, split in work
// items for --shard; resultat derives its result from the durations.
func batailleSimulant(use, court string, resultat func(bataille.Simulation, *stats.Histogram) any) *cobra.Command {
	cmd := cli.PartageeHeritee(use, court, cli.Calcul[bataille.Simulation, *stats.Histogram]{
		Lire:  lireBatailleSimulation,
		Items: bataille.Simulation.Lots,
		Calcule: func(c *cli.Contexte, s bataille.Simulation, debut, fin int64) (*stats.Histogram, error) {
			opt := c.Options(min(s.Parties, fin*bataille.TailleLot)-debut*bataille.TailleLot, 0)
			return batailleSimulateur(c)(c.Context(), s, opt, debut, fin)
		},
		Fusionne: func(dst, src *stats.Histogram) error { dst.Merge(src); return nil },
		Verifie:  bataille.Simulation.VerifierLots,
		Resultat: func(_ *cli.Contexte, s bataille.Simulation, h *stats.Histogram) (any, error) {
			return resultat(s, h), nil
		},
	})
	batailleJeuFlags(cmd, 4, 13)
	return batailleSimulationFlags(cmd, batailleN)
}

func batailleBrut() *cobra.Command {
	cmd := batailleSimulant("brut", "durées de N parties et leurs effectifs (la durée 0 compte les parties infinies) ; CSV par défaut",
		func(_ bataille.Simulation, h *stats.Histogram) any { return bataille.NouveauBrut(h) })
	format := cmd.Flags().Lookup(cli.OptFormat) // raw data: CSV unless asked otherwise
	format.DefValue = rendu.CSV.String()
	format.Value.Set(format.DefValue)
	return cmd
}

func batailleStat() *cobra.Command {
	cmd := batailleSimulant("stat", "statistiques des durées de N parties",
		func(s bataille.Simulation, h *stats.Histogram) any { return bataille.NouvelleStat(s, h) })
	cmd.Example = "jeux bataille stat -n 1000000 -g 1\njeux bataille stat --regles delahaye --ramassage optimisee -F json"
	return cmd
}

// lireMultistat reads and checks the options of multistat.
func lireMultistat(c *cli.Contexte) (bataille.ConfigMultistat, error) {
	cfg := bataille.ConfigMultistat{Graine: c.Graine()}
	var err error
	if cfg.Couleurs, err = bataille.LirePlage("couleurs", c.Chaine("couleurs"), bataille.MaxCartes); err != nil {
		return cfg, err
	}
	if cfg.Valeurs, err = bataille.LirePlage("valeurs", c.Chaine("valeurs"), bataille.MaxValeurs); err != nil {
		return cfg, err
	}
	var regles bataille.Config
	if err := lireBatailleRegles(c, &regles); err != nil {
		return cfg, err
	}
	cfg.Regles, cfg.Ramassage = regles.Regles, regles.Ramassage
	if cfg.Parties, err = c.Nombre(); err != nil {
		return cfg, err
	}
	return cfg, cfg.Valider()
}

func batailleMultistat() *cobra.Command {
	cmd := cli.PartageeHeritee("multistat", "statistiques pour chaque jeu de A à B couleurs et de A à B valeurs", cli.Calcul[bataille.ConfigMultistat, *bataille.AgregatMultistat]{
		Lire:  lireMultistat,
		Items: bataille.ConfigMultistat.Lots,
		Calcule: func(c *cli.Contexte, cfg bataille.ConfigMultistat, debut, fin int64) (*bataille.AgregatMultistat, error) {
			opt := c.Options((fin-debut)*bataille.TailleLot, 0)
			return bataille.MultistatLots(c.Context(), cfg, opt, debut, fin, batailleSimulateur(c))
		},
		Fusionne: (*bataille.AgregatMultistat).Fusionner,
		Verifie:  bataille.ConfigMultistat.VerifierLots,
		Resultat: func(_ *cli.Contexte, cfg bataille.ConfigMultistat, a *bataille.AgregatMultistat) (any, error) {
			return cfg.Resultat(a)
		},
	})
	cmd.Example = "jeux bataille multistat -c 1:6 -v 1:6 -n 10000 -g 1 -F csv"
	cmd.Flags().StringP("couleurs", "c", "1:6", "plage de nombres de couleurs A:B, bornes comprises")
	cmd.Flags().StringP("valeurs", "v", "1:6", "plage de nombres de valeurs A:B, bornes comprises")
	return batailleSimulationFlags(cmd, batailleMultistatN)
}

func bataillePlot() *cobra.Command {
	cmd := cli.Commande("plot", "graphique des durées (histogramme, ou courbes des durées paires et impaires)", func(c *cli.Contexte) (any, error) {
		im, err := c.Graphique()
		if err != nil {
			return nil, err
		}
		// The parity curves show every duration: a bin width would be ignored.
		if c.Bool("parite") {
			if err := c.SansEffet("avec --parite (les courbes montrent chaque durée, sans classes)", "largeur"); err != nil {
				return nil, err
			}
		}
		s, err := lireBatailleSimulation(c)
		if err != nil {
			return nil, err
		}
		g := bataille.ConfigGraphique{Simulation: s, Largeur: c.Int("largeur")}
		if err := g.Valider(); err != nil {
			return nil, err
		}
		h, err := bataille.Simule(c.Context(), s, c.Options(s.Parties, 0), batailleSimulateur(c))
		if err != nil {
			return nil, err
		}
		dessin, err := graphique.BatailleDurees(s, h, g.Largeur, c.Bool("parite"))
		if err != nil {
			return nil, err
		}
		if err := im.Enregistrer(dessin); err != nil {
			return nil, err
		}
		return bataille.Graphique{Fichier: im.Chemin, Durees: bataille.NouvelleStat(s, h)}, nil
	})
	cmd.Example = "jeux bataille plot -n 1000000 -g 1 -o durees.png\njeux bataille plot --parite --taille 1600x1000 -o parite.svg"
	batailleJeuFlags(cmd, 4, 13)
	batailleReglesFlags(cmd)
	cmd.Flags().Int64P(cli.OptNombre, "n", batailleN, "nombre de parties simulées (au moins 1)")
	cli.AvecGraine(cmd) // no -F: the output is the file
	cli.AvecWorkers(cmd)
	batailleSansCacheFlag(cmd)
	// The source's « bataille plot » showed the chart in a window: here it is a file, by default
	// in the current folder.
	cli.AvecGraphique(cmd, "bataille.png")
	cmd.Flags().IntP("largeur", "e", 10, "largeur des classes de l'histogramme, en plis (au moins 1 ; sans --parite)")
	cmd.Flags().Bool("parite", false, "trace deux courbes : effectifs des durées paires et des durées impaires")
	return cmd
}

func batailleCompare() *cobra.Command {
	cmd := cli.Commande("compare", "compare les règles paternault et delahaye (aleatoire, naturelle, optimisee) côte à côte", func(c *cli.Contexte) (any, error) {
		cfg := bataille.Config{Couleurs: c.Int("couleurs"), Valeurs: c.Int("valeurs")}
		n, err := c.Nombre()
		if err != nil {
			return nil, err
		}
		s := bataille.Simulation{Config: cfg, Parties: n, Graine: c.Graine()}
		if err := s.Valider(); err != nil {
			return nil, err
		}
		opt := c.Options(int64(len(bataille.ReglesComparees))*n, 0)
		return bataille.Compare(c.Context(), s, opt, batailleSimulateur(c))
	})
	batailleJeuFlags(cmd, 4, 13)
	cli.AvecSimulation(cmd, batailleN)
	batailleSansCacheFlag(cmd)
	return cmd
}

func batailleRejoue() *cobra.Command {
	cmd := cli.Commande("rejoue", "joue une donne choisie (valeurs ≥ 1, du dessus vers le dessous)", func(c *cli.Contexte) (any, error) {
		var r bataille.ConfigRejoue
		if c.Donne("couleurs") || c.Donne("valeurs") {
			r.Couleurs, r.Valeurs = c.Int("couleurs"), c.Int("valeurs")
		}
		reglesDonnees := c.Donne("regles") || c.Donne("ramassage") || c.Donne("ramassage-j1") || c.Donne("ramassage-j2")
		var lue bataille.DonneLue
		f := c.Chaine("donne")
		if f != "" {
			if c.Donne("j1") || c.Donne("j2") {
				return nil, cli.ErreurUsage("--donne %q : le fichier donne les piles ; ni --j1 ni --j2 avec lui", f)
			}
			if err := c.LireFichier("donne", func(b []byte) (err error) { lue, err = bataille.LireFichierDonne(b); return err }); err != nil {
				return nil, err
			}
			r.J1, r.J2 = bataille.EcrirePile(lue.J1), bataille.EcrirePile(lue.J2)
		} else {
			r.J1, r.J2 = c.Chaine("j1"), c.Chaine("j2")
			if r.J1 == "" || r.J2 == "" {
				return nil, cli.ErreurUsage("les deux piles sont attendues : --j1 et --j2, ou --donne FICHIER (le JSON d'un record, un fichier de bataille_cpp ou deux lignes)")
			}
		}
		choix := bataille.ChoixRegles{Regles: c.Chaine("regles"), Ramassage: c.ChaineDonnee("ramassage"),
			RamassageJ1: c.ChaineDonnee("ramassage-j1"), RamassageJ2: c.ChaineDonnee("ramassage-j2")}
		if lue.Regles != nil {
			if reglesDonnees {
				return nil, cli.ErreurUsage("--donne %q : le fichier d'un record donne aussi les règles ; ni --regles ni --ramassage avec lui", f)
			}
			choix = *lue.Regles
		}
		var cfg bataille.Config
		if err := choix.Appliquer(&cfg); err != nil {
			return nil, err
		}
		r.Regles, r.Ramassage = cfg.Regles, cfg.Ramassage
		if err := r.Valider(); err != nil {
			// A deal read from the lines of a file: the refusal names them.
			var e *bataille.ErreurConfig
			if lue.Lignes[0] != 0 && errors.As(err, &e) {
				return nil, cli.ErreurUsage("--donne %q, lignes %d et %d : %s", f, lue.Lignes[0], lue.Lignes[1], e.Permis)
			}
			return nil, err
		}
		var graine uint64 // a deterministic game draws nothing: no seed in its output
		if !r.Deterministe() {
			graine = c.Graine()
		}
		return bataille.Rejoue(r, graine, c.Bool("trace"))
	})
	cmd.Long = "Rejoue une donne telle quelle. Par défaut, règles delahaye et ramassage naturel : une donne publiée se rejoue\n" +
		"sans hasard ; les règles paternault ou un ramassage aleatoire ne se jouent que demandés (--regles, --ramassage).\n" +
		"La donne doit contenir chaque carte du jeu une fois : le jeu de -c × -v quand ils sont donnés, sinon celui que\n" +
		"la donne indique (sa plus haute carte est le nombre de valeurs)."
	cmd.Example = "jeux bataille rejoue --j1 \"2 1 3 1 3 2\" --j2 \"2 3 3 1 1 2\" --trace\n" +
		"jeux bataille rejoue --donne resultats/bataille-record/52-naturelle.json"
	batailleJeuFlags(cmd, 4, 13)
	for _, o := range []string{"couleurs", "valeurs"} {
		cli.ParametreSi(cmd, o, func(c *cli.Contexte) bool { return c.Donne("couleurs") || c.Donne("valeurs") })
	}
	batailleReglesFlagsDefaut(cmd, bataille.Delahaye)
	// A record's JSON gives the rules: they are the file's, not parameters of the command line.
	for _, o := range []string{"regles", "ramassage", "ramassage-j1", "ramassage-j2"} {
		cli.ParametreSi(cmd, o, func(c *cli.Contexte) bool { return !c.Donne("donne") || !fichierRecord(c.Chaine("donne")) })
	}
	cmd.Flags().String("j1", "", `pile de la joueuse 1, du dessus vers le dessous, ex. "2 1 3 1 3 2"`)
	cmd.Flags().String("j2", "", "pile de la joueuse 2, du dessus vers le dessous")
	cmd.Flags().String("donne", "", "fichier de la donne (à la place de --j1 et --j2) : le JSON de « jeux bataille record », qui donne aussi ses règles ; un fichier de résultats de bataille_cpp (la dernière paire cartes_joueur1=[…], cartes_joueur2=[…]) ; ou les deux piles sur deux lignes")
	cli.FichierEntree(cmd, "donne")
	for _, o := range []string{"j1", "j2"} {
		cli.ParametreSi(cmd, o, func(c *cli.Contexte) bool { return !c.Donne("donne") })
	}
	cli.ParametreSi(cmd, "donne", func(c *cli.Contexte) bool { return c.Donne("donne") })
	batailleTraceFlag(cmd)
	cli.AvecGraine(cmd)
	return cli.AvecFormat(cmd)
}

// fichierRecord says whether the file at chemin is a record's JSON, which gives its rules.
func fichierRecord(chemin string) bool {
	b, err := fichier.Lire(chemin, 1<<20)
	return err == nil && bytes.HasPrefix(bytes.TrimSpace(b), []byte("{"))
}

func batailleExact() *cobra.Command {
	cmd := cli.Commande("exact", fmt.Sprintf("distribution exacte des durées (règles paternault, au plus %d cartes)", bataille.ExactMaxCartes), func(c *cli.Contexte) (any, error) {
		return bataille.DistributionExacte(bataille.Config{Couleurs: c.Int("couleurs"), Valeurs: c.Int("valeurs")})
	})
	cmd.Example = "jeux bataille exact -c 2 -v 3"
	batailleJeuFlags(cmd, bataille.ExactCouleurs, bataille.ExactValeurs)
	return cli.AvecFormat(cmd)
}

// batailleLscache is the former name of jeux cache liste, kept for scripts; help leaves it out.
func batailleLscache() *cobra.Command {
	cmd := cacheListe()
	cmd.Use, cmd.Hidden = "lscache", true
	return cmd
}

// resultatRecord is the result of record with the command that replays its best deal.
type resultatRecord struct {
	bataille.ResultatRecord
	Rejoue string `json:"rejoue" titre:"pour la rejouer"`
}

// lireRecord reads and checks the options of record.
func lireRecord(c *cli.Contexte) (bataille.ConfigRecord, error) {
	cfg, err := bataille.ChoixRecord{Couleurs: c.Int("couleurs"), Valeurs: c.Int("valeurs"),
		Ramassage: c.Chaine("ramassage"), RamassageJ1: c.Chaine("ramassage-j1"), RamassageJ2: c.Chaine("ramassage-j2"),
		But: c.Chaine("but"), Methode: c.Chaine("methode"), Duree: c.Chaine("duree"),
		Iterations: c.Int64("iterations"), IterationsDonnees: c.Donne("iterations")}.Config()
	if err != nil {
		return cfg, err
	}
	cfg.Graine, cfg.Recherches = c.Graine(), c.Int("recherches")
	if cfg.Workers, err = c.Workers(); err != nil {
		return cfg, err
	}
	if f := c.Chaine("depart"); f != "" {
		cfg.Depart = new(bataille.Donne)
		if err := c.LireFichier("depart", func(b []byte) (err error) { *cfg.Depart, err = bataille.LireDepart(b); return err }); err != nil {
			return cfg, err
		}
	}
	return cfg, cfg.Valider()
}

func batailleRecord() *cobra.Command {
	cmd := cli.PartageeHeritee("record", "cherche une donne de bataille ouverte (règles delahaye) qui dure le plus longtemps, ou qui ne finit pas", cli.Calcul[bataille.ConfigRecord, *bataille.PartRecord]{
		Lire:  lireRecord,
		Items: func(cfg bataille.ConfigRecord) int64 { return int64(cfg.Recherches) },
		Calcule: func(c *cli.Contexte, cfg bataille.ConfigRecord, debut, fin int64) (*bataille.PartRecord, error) {
			res, err := bataille.ChercheLots(c.Context(), cfg, debut, fin, suiviRecord(c))
			// Interrupted, the search keeps what it found: the best deal so far is the result,
			// which says it was interrupted. A part (--shard) is complete or not written at all.
			if err != nil && (!res.Interrompue || res.Evaluations == 0 || c.Donne(cli.OptShard)) {
				return nil, err
			}
			if res.Interrompue {
				fmt.Fprintf(c.Stderr(), "jeux : recherche interrompue après %d évaluations ; voici la meilleure donne trouvée jusque-là\n", res.Evaluations)
			}
			return &bataille.PartRecord{But: cfg.But, ResultatRecord: res}, nil
		},
		Fusionne: (*bataille.PartRecord).Ajouter,
		Verifie:  bataille.ConfigRecord.VerifierPart,
		Resultat: func(_ *cli.Contexte, cfg bataille.ConfigRecord, p *bataille.PartRecord) (any, error) {
			return resultatRecord{p.ResultatRecord, commandeRejoue(cfg.Config, p.Meilleur)}, nil
		},
	})
	cmd.Long = "Recherche locale sur les donnes (échanges et déplacements de cartes : recuit simulé, escalade avec redémarrages,\n" +
		"échange de répliques, donnes structurées, ou tirage au hasard seul, la référence),\n" +
		"--recherches recherches indépendantes, menées -w à la fois. Avec --iterations, le résultat ne dépend que de -g,\n" +
		"--iterations et --recherches (jamais de -w) ; sinon la recherche s'arrête après --duree et son résultat dépend\n" +
		"de la vitesse de la machine. Interrompue (Ctrl-C), elle donne la meilleure donne trouvée jusque-là."
	cmd.Example = "jeux bataille record --duree 10m\njeux bataille record --ramassage optimisee --iterations 200000 -g 1 --recherches 2\njeux bataille record -c 4 -v 8 --but cycle --duree 1h"
	batailleJeuFlags(cmd, 4, 13)
	cmd.Flags().String("ramassage", bataille.Naturelle.String(), "ordre de ramassage des deux joueuses : naturelle ou optimisee")
	cmd.Flags().String("ramassage-j1", "", "ordre de ramassage de la joueuse 1 (remplace --ramassage pour elle)")
	cmd.Flags().String("ramassage-j2", "", "ordre de ramassage de la joueuse 2 (remplace --ramassage pour elle)")
	cmd.Flags().String("but", "duree", "duree (la plus longue partie finie) ou cycle (une donne qui ne finit pas)")
	cmd.Flags().String("methode", "recuit", "recuit (recuit simulé), escalade (escalade avec redémarrages), echange (échange de répliques), structure (la joueuse 1 commence par les plus basses cartes, triées) ou hasard (donnes tirées au hasard, sans recherche)")
	cmd.Flags().String("duree", "1m", "temps de recherche, comme 90s, 10m ou 2h (sans effet avec --iterations)")
	for _, r := range []string{"ramassage", "ramassage-j1", "ramassage-j2"} {
		cli.Choix(cmd, r, "naturelle", "optimisee")
	}
	cli.Choix(cmd, "but", "duree", "cycle")
	cli.Choix(cmd, "methode", "recuit", "escalade", "echange", "structure", "hasard")
	cmd.Flags().Int64("iterations", 0, "nombre de donnes évaluées en tout (au moins 1) : la recherche est alors reproductible ; sans elle, elle s'arrête après --duree")
	// A budget of evaluations replaces the time: the reproducing line gives the one that was used.
	cli.ParametreSi(cmd, "iterations", func(c *cli.Contexte) bool { return c.Donne("iterations") })
	cli.ParametreSi(cmd, "duree", func(c *cli.Contexte) bool { return !c.Donne("iterations") })
	cmd.Flags().Int("recherches", batailleRecherches, fmt.Sprintf("nombre de recherches indépendantes, de 1 à %d (chacune sa graine tirée de -g ; -w dit combien tournent à la fois)", bataille.MaxRecherches))
	cmd.Flags().String("depart", "", "fichier d'où repartir : le JSON d'une recherche précédente (clés j1 et j2), ou les deux piles sur deux lignes")
	cli.FichierEntree(cmd, "depart")
	cli.AvecGraine(cmd)
	cli.AvecWorkers(cmd)
	return cli.AvecFormat(cmd)
}

// suiviRecord shows the best deal so far and the speed on stderr, at most once a second, when
// stderr is a terminal; nil otherwise (a log file gets no progress). cli.Contexte.Progression
// draws a bar of known length, which a search on a time budget has not: the terminal is tested
// here.
func suiviRecord(c *cli.Contexte) func(bataille.Meilleur, int64) {
	if f, ok := c.Stderr().(*os.File); !ok || !term.IsTerminal(int(f.Fd())) {
		return nil
	}
	debut, dernier := time.Now(), time.Now()
	return func(m bataille.Meilleur, evaluations int64) {
		if time.Since(dernier) < time.Second {
			return
		}
		dernier = time.Now()
		vitesse := float64(evaluations) / time.Since(debut).Seconds()
		etat := fmt.Sprintf("%d plis", m.Plis)
		if m.Infinie {
			etat = fmt.Sprintf("infinie (prépériode %d, période %d)", m.Preperiode, m.Periode)
		}
		fmt.Fprintf(c.Stderr(), "record : meilleure donne %s ; %d évaluations, %.0f par seconde\n", etat, evaluations, vitesse)
	}
}

// commandeRejoue is the command line that replays a deal of the search.
func commandeRejoue(cfg bataille.Config, m bataille.Meilleur) string {
	return fmt.Sprintf("jeux bataille rejoue --regles delahaye --ramassage-j1 %s --ramassage-j2 %s --j1 '%s' --j2 '%s'",
		cfg.Ramassage[0], cfg.Ramassage[1], m.J1, m.J2)
}
