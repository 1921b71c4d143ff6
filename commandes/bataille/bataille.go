package bataille

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"time"

	"github.com/spf13/cobra"

	"jeux/cache"
	jeu "jeux/games/bataille"
	"jeux/internal/cli"
	"jeux/internal/fichier"
	"jeux/rendu"
	"jeux/rendu/graphique"
	"jeux/rendu/lignes"
	"jeux/resultats"
	"jeux/stats"
)

// batailleJeu are -c and -v, the deck.
type batailleJeu struct{ Couleurs, Valeurs int }

// jeuParDefaut is the engine's deck by default.
func jeuParDefaut() batailleJeu { return batailleJeu{jeu.CouleursParDefaut, jeu.ValeursParDefaut} }

func (o *batailleJeu) lier(d *cli.Drapeaux) { lierJeu(d, &o.Couleurs, &o.Valeurs) }

// lierJeu declares -c and -v, bound to *couleurs and *valeurs.
func lierJeu(d *cli.Drapeaux, couleurs, valeurs *int) {
	d.Int(couleurs, "couleurs", "c", "nombre de couleurs du jeu de cartes (au moins 1)")
	d.Int(valeurs, "valeurs", "v", fmt.Sprintf("nombre de cartes dans chaque couleur (1 à %d ; le jeu a de 2 à %d cartes)", jeu.MaxValeurs, jeu.MaxCartes))
}

func (o *batailleJeu) config() jeu.Config {
	return jeu.Config{Couleurs: o.Couleurs, Valeurs: o.Valeurs}
}

// choixJeu is the deck with the rules as given.
func (o *batailleJeu) choixJeu(c *cli.Contexte, regles *batailleRegles) jeu.ChoixJeu {
	return jeu.ChoixJeu{Couleurs: o.Couleurs, Valeurs: o.Valeurs, Regles: regles.choix(c)}
}

// batailleRegles are --regles and the pick-up modes of the two players.
type batailleRegles struct {
	Regles                              jeu.NomRegles
	Ramassage, RamassageJ1, RamassageJ2 jeu.NomRamassage
}

// nouvellesRegles are the rules by default: defaut, with the engine's default pick-up.
func nouvellesRegles(defaut jeu.Regles) batailleRegles {
	return batailleRegles{Regles: jeu.NomRegles(defaut.String()), Ramassage: jeu.NomRamassage(jeu.Naturelle.String())}
}

func (o *batailleRegles) lier(d *cli.Drapeaux) {
	d.Choix(&o.Regles, "regles", "", traduit(usageRegles, jeu.Paternault, jeu.Delahaye))
	d.Choix(&o.Ramassage, "ramassage", "", traduit(usageRamassage, jeu.Delahaye, jeu.Naturelle, jeu.Aleatoire, jeu.Optimisee))
	d.Choix(&o.RamassageJ1, "ramassage-j1", "", "ordre de ramassage de la joueuse 1 (remplace --ramassage pour elle)")
	d.Choix(&o.RamassageJ2, "ramassage-j2", "", "ordre de ramassage de la joueuse 2 (remplace --ramassage pour elle)")
}

// parametres are the rules and the pick-up modes that change the answer (ChoixRegles.Utiles).
func (o *batailleRegles) parametres(c *cli.Contexte) []any {
	p := []any{&o.Regles}
	utiles := o.choix(c).Utiles()
	for i, mode := range []*jeu.NomRamassage{&o.Ramassage, &o.RamassageJ1, &o.RamassageJ2} {
		if utiles[i] {
			p = append(p, mode)
		}
	}
	return p
}

// choix are the rules as given: a pick-up mode not given is "", the engine's to choose.
func (o *batailleRegles) choix(c *cli.Contexte) jeu.ChoixRegles {
	donne := func(p *jeu.NomRamassage) jeu.NomRamassage {
		if c.Donne(p) {
			return *p
		}
		return ""
	}
	return jeu.ChoixRegles{Regles: o.Regles, Ramassage: donne(&o.Ramassage),
		RamassageJ1: donne(&o.RamassageJ1), RamassageJ2: donne(&o.RamassageJ2)}
}

func lierTrace(d *cli.Drapeaux, p *bool) {
	d.Bool(p, "trace", "", "détaille chaque pli : cartes, batailles, ramassage, taille des piles")
}

func lierSansCache(d *cli.Drapeaux, p *bool) {
	d.Bool(p, "sans-cache", "", "ne lit ni n'écrit le cache des simulations")
}

// batailleOptions are the options of bataille alone: one game.
type batailleOptions struct {
	batailleJeu
	batailleRegles
	Trace bool
}

func (o *batailleOptions) Lier(d *cli.Drapeaux) {
	o.batailleJeu.lier(d)
	o.batailleRegles.lier(d)
	lierTrace(d, &o.Trace)
	d.Graine()
	d.Format()
	d.Version("V") // the original program's -V/--version
}

func (o *batailleOptions) Parametres(c *cli.Contexte) []any {
	p := append([]any{&o.Couleurs, &o.Valeurs}, o.batailleRegles.parametres(c)...)
	return append(p, &o.Trace)
}

func Commande(app *cli.App) *cobra.Command {
	o := &batailleOptions{jeuParDefaut(), nouvellesRegles(jeu.Paternault), false}
	cmd := app.Commande("bataille", "durée d'une partie de bataille : une partie, ou des statistiques sur beaucoup", o, func(c *cli.Contexte) (any, error) {
		if c.VersionDemandee() {
			return nil, nil
		}
		cfg, err := o.batailleJeu.choixJeu(c, &o.batailleRegles).Config()
		if err != nil {
			return nil, err
		}
		res, err := jeu.PartieAuHasard(cfg, c.Graine(), o.Trace)
		if err == nil && o.Trace {
			res = decrireTrace(c.Langue(), res)
		}
		return res, err
	})
	cmd.Long = "Sans sous-commande, joue une seule partie et donne sa durée en plis ; avec la même graine, c'est la première partie de « brut ».\n" +
		"Les simulations (brut, stat, multistat, plot, compare) sont gardées en cache (variable JEUX_CACHE)."
	cmd.Example = "jeux bataille -g 7 --trace\njeux bataille stat -c 4 -v 13 -n 1000000 -g 1"
	cmd.AddCommand(batailleBrut(app), batailleStat(app), batailleMultistat(app), bataillePlot(app), batailleCompare(app),
		batailleRejoue(app), batailleExact(app), batailleExhaustif(app), batailleRecord(app), batailleRecords(app), batailleLscache(app))
	return cmd
}

// batailleSimulateur is the engine's simulation, wrapped in the cache of simulations unless
// --sans-cache is given, the seed was drawn (nobody can ask for that run again) or there is no
// cache directory; the cache's warnings go to stderr.
func batailleSimulateur(c *cli.Contexte, sansCache bool) jeu.Simulateur {
	if c.Graine(); sansCache || c.GraineTiree() || c.Recalcul() {
		return jeu.SimuleLots
	}
	dossier, err := cache.Dossier()
	if err != nil {
		fmt.Fprint(c.Stderr(), c.Sprintf("jeux : %s ; simulation sans cache\n", cli.TexteErreur(c.Langue(), err)))
		return jeu.SimuleLots
	}
	return cache.Bataille(dossier, func(err error) {
		fmt.Fprintln(c.Stderr(), c.Sprintf("jeux : %s", cli.UneLigne(cli.TexteErreur(c.Langue(), err))))
	}, jeu.SimuleLots)
}

// batailleSimulationOptions are the options of brut and stat: the deck, the rules, -n, -g, -w,
// -F (CSV by default for brut's raw data), --sans-cache and --classes.
type batailleSimulationOptions struct {
	batailleJeu
	batailleRegles
	SansCache bool
	Classes   int          // the width of the classes of durations; 0: no table of classes
	format    rendu.Format // the default of -F
}

func (o *batailleSimulationOptions) Lier(d *cli.Drapeaux) {
	o.batailleJeu.lier(d)
	o.batailleRegles.lier(d)
	d.Nombre(jeu.PartiesParDefaut, "")
	d.Graine()
	d.Workers()
	d.FormatDefaut(o.format)
	lierSansCache(d, &o.SansCache)
	d.Int(&o.Classes, "classes", "", "table des durées par classes de cette largeur en plis (effectif, part, part cumulée) : les classes de l'histogramme de « plot -e »")
}

func (o *batailleSimulationOptions) Parametres(c *cli.Contexte) []any {
	p := append([]any{&o.Couleurs, &o.Valeurs}, o.batailleRegles.parametres(c)...)
	if c.Donne(&o.Classes) {
		p = append(p, &o.Classes)
	}
	return p
}

// batailleSimulant builds a command that simulates one deck under one rule set, split in work
// items for --shard; resultat derives its result from the durations and the width of classes
// (0 without --classes).
func batailleSimulant(app *cli.App, use, court string, format rendu.Format, resultat func(s jeu.Simulation, h *stats.Histogram, classes int) any) *cobra.Command {
	o := &batailleSimulationOptions{batailleJeu: jeuParDefaut(), batailleRegles: nouvellesRegles(jeu.Paternault), format: format}
	return cli.Partagee(app, use, court, o, cli.Calcul[jeu.Simulation, *jeu.Durees]{
		Version: jeu.VersionSimulation,
		Lire: func(c *cli.Contexte) (jeu.Simulation, error) {
			return jeu.ChoixSimulation{ChoixJeu: o.batailleJeu.choixJeu(c, &o.batailleRegles), Parties: c.Communes().Nombre, Graine: c.Graine(),
				Classes: o.Classes, ClassesDonnees: c.Donne(&o.Classes)}.Simulation()
		},
		Items: jeu.Simulation.Lots,
		Calcule: func(c *cli.Contexte, s jeu.Simulation, debut, fin int64) (*jeu.Durees, error) {
			opt := c.Options(s.PartiesLots(debut, fin), 0)
			return jeu.DureesLots(c.Context(), s, opt, debut, fin, batailleSimulateur(c, o.SansCache))
		},
		Resultat: func(_ *cli.Contexte, s jeu.Simulation, d *jeu.Durees) (any, error) {
			return resultat(s, &d.Histogram, o.Classes), nil
		},
	})
}

func batailleBrut(app *cli.App) *cobra.Command {
	// Raw data: CSV unless asked otherwise.
	return batailleSimulant(app, "brut", "durées de N parties et leurs effectifs (la durée 0 compte les parties infinies) ; CSV par défaut", rendu.CSV,
		jeu.Simulation.ResultatBrut)
}

func batailleStat(app *cli.App) *cobra.Command {
	cmd := batailleSimulant(app, "stat", "statistiques des durées de N parties", rendu.Table, jeu.Simulation.ResultatStat)
	cmd.Example = "jeux bataille stat -n 1000000 -g 1\njeux bataille stat --regles delahaye --ramassage optimisee -F json\njeux bataille stat -n 10000 -g 1 --classes 100 -F csv-fr > classes.csv"
	return cmd
}

// batailleMultistatOptions are the options of multistat: ranges of decks, the rules, -n, -g,
// -w, -F and --sans-cache.
type batailleMultistatOptions struct {
	Couleurs, Valeurs string
	batailleRegles
	SansCache bool
}

func (o *batailleMultistatOptions) Lier(d *cli.Drapeaux) {
	d.Chaine(&o.Couleurs, "couleurs", "c", "plage de nombres de couleurs A:B, bornes comprises")
	d.Chaine(&o.Valeurs, "valeurs", "v", "plage de nombres de valeurs A:B, bornes comprises")
	o.batailleRegles.lier(d)
	d.Simulation(jeu.PartiesMultistatParDefaut)
	lierSansCache(d, &o.SansCache)
}

func (o *batailleMultistatOptions) Parametres(c *cli.Contexte) []any {
	return append([]any{&o.Couleurs, &o.Valeurs}, o.batailleRegles.parametres(c)...)
}

func batailleMultistat(app *cli.App) *cobra.Command {
	o := &batailleMultistatOptions{Couleurs: jeu.PlageMultistatParDefaut, Valeurs: jeu.PlageMultistatParDefaut, batailleRegles: nouvellesRegles(jeu.Paternault)}
	cmd := cli.Partagee(app, "multistat", "statistiques pour chaque jeu de A à B couleurs et de A à B valeurs", o, cli.Calcul[jeu.ConfigMultistat, *jeu.AgregatMultistat]{
		Version: jeu.VersionMultistat,
		Lire: func(c *cli.Contexte) (jeu.ConfigMultistat, error) {
			return jeu.ChoixMultistat{Couleurs: o.Couleurs, Valeurs: o.Valeurs, Regles: o.choix(c), Parties: c.Communes().Nombre, Graine: c.Graine()}.Config()
		},
		Items: jeu.ConfigMultistat.Lots,
		Calcule: func(c *cli.Contexte, cfg jeu.ConfigMultistat, debut, fin int64) (*jeu.AgregatMultistat, error) {
			opt := c.Options(cfg.PartiesLots(debut, fin), 0)
			return jeu.MultistatLots(c.Context(), cfg, opt, debut, fin, batailleSimulateur(c, o.SansCache))
		},
		Resultat: func(_ *cli.Contexte, cfg jeu.ConfigMultistat, a *jeu.AgregatMultistat) (any, error) {
			return cfg.Resultat(a)
		},
	})
	cmd.Example = "jeux bataille multistat -c 1:6 -v 1:6 -n 10000 -g 1 -F csv"
	return cmd
}

// bataillePlotOptions are the options of plot: those of a simulation, the chart's file, size,
// range and -F (cli's Graphique), and the chart's own. -c and -v take lists: one chart of
// several decks.
type bataillePlotOptions struct {
	Couleurs, Valeurs string
	batailleRegles
	SansCache bool
	Largeur   int
	Parite    bool
}

func (o *bataillePlotOptions) Lier(d *cli.Drapeaux) {
	d.Chaine(&o.Couleurs, "couleurs", "c", "nombre de couleurs du jeu de cartes (au moins 1), ou une liste comme 2,4 : un graphique de plusieurs jeux")
	d.Chaine(&o.Valeurs, "valeurs", "v", fmt.Sprintf("nombre de cartes dans chaque couleur (1 à %d), ou une liste comme 8,13 : un graphique de plusieurs jeux, chacun en parts de ses parties (au plus %d jeux)", jeu.MaxValeurs, jeu.MaxJeuxGraphique))
	o.batailleRegles.lier(d)
	d.Nombre(jeu.PartiesParDefaut, "")
	d.Graine()
	d.Workers()
	lierSansCache(d, &o.SansCache)
	// The source's « bataille plot » showed the chart in a window: here it is a file, by default
	// in the current folder.
	d.Graphique("bataille.png")
	d.Int(&o.Largeur, "largeur", "e", "largeur des classes de l'histogramme, en plis (au moins 1 ; sans --parite)")
	d.Bool(&o.Parite, "parite", "", "trace deux courbes : effectifs des durées paires et des durées impaires (un seul jeu)")
}

func (o *bataillePlotOptions) Parametres(c *cli.Contexte) []any {
	p := append([]any{&o.Couleurs, &o.Valeurs}, o.batailleRegles.parametres(c)...)
	return append(p, &o.Largeur, &o.Parite)
}

func bataillePlot(app *cli.App) *cobra.Command {
	o := &bataillePlotOptions{batailleRegles: nouvellesRegles(jeu.Paternault), Largeur: jeu.LargeurParDefaut}
	o.Couleurs, o.Valeurs = jeu.JeuParDefaut()
	cmd := app.Commande("plot", "graphique des durées (histogramme, courbes des durées paires et impaires, ou plusieurs jeux)", o, func(c *cli.Contexte) (any, error) {
		im, err := c.Graphique()
		if err != nil {
			return nil, err
		}
		g, err := jeu.ChoixGraphique{Couleurs: o.Couleurs, Valeurs: o.Valeurs, Regles: o.choix(c), Parties: c.Communes().Nombre,
			Graine: c.Graine(), Largeur: o.Largeur, LargeurDonnee: c.Donne(&o.Largeur), Parite: o.Parite}.Config()
		if errors.As(err, new(*jeu.ErreurPariteJeux)) {
			return nil, cli.ErreurUsage("%v", err) // the user's to change, as a refused option
		}
		if err != nil {
			return nil, err
		}
		hs, err := g.Durees(c.Context(), c.Options(g.Travail(), 0), batailleSimulateur(c, o.SansCache))
		if err != nil {
			return nil, err
		}
		// The range asked for (--xmin, --xmax), or by default up to the 99th centile of the
		// lengths: the chart says what it leaves out.
		dessin, err := graphique.BatailleGraphiquePlage(c.Langue(), g, hs, im.Plage)
		if err != nil {
			return nil, err
		}
		// The line on stderr as every plot; with -F the classes drawn, without nothing on
		// stdout (the figures of each deck are stat's and multistat's).
		return c.Dessiner(im, dessin, graphique.BatailleQuoi(c.Langue(), g), graphique.BatailleDonnees(c.Langue(), g, hs))
	})
	cmd.Example = "jeux bataille plot -n 1000000 -g 1 -o durees.png\njeux bataille plot --parite --taille 1600x1000 -o parite.svg\njeux bataille plot -v 8,13 -e 20 -o jeux.png"
	return cmd
}

// batailleCompareOptions are the options of compare: the deck, -n, -g, -w, -F and --sans-cache.
type batailleCompareOptions struct {
	batailleJeu
	SansCache bool
}

func (o *batailleCompareOptions) Lier(d *cli.Drapeaux) {
	o.batailleJeu.lier(d)
	d.Simulation(jeu.PartiesParDefaut)
	lierSansCache(d, &o.SansCache)
}

func (o *batailleCompareOptions) Parametres(*cli.Contexte) []any {
	return []any{&o.Couleurs, &o.Valeurs}
}

func batailleCompare(app *cli.App) *cobra.Command {
	o := &batailleCompareOptions{batailleJeu: jeuParDefaut()}
	return app.Commande("compare", "compare les règles paternault et delahaye (aleatoire, naturelle, optimisee) côte à côte", o, func(c *cli.Contexte) (any, error) {
		n, err := c.Nombre()
		if err != nil {
			return nil, err
		}
		s, err := jeu.ChoixCompare{Couleurs: o.Couleurs, Valeurs: o.Valeurs, Parties: n, Graine: c.Graine()}.Simulation()
		if err != nil {
			return nil, err
		}
		opt := c.Options(s.PartiesCompare(), 0)
		return jeu.Compare(c.Context(), s, opt, batailleSimulateur(c, o.SansCache))
	})
}

// batailleRejoueOptions are the options of rejoue: the deal, by its piles or in a file, and the
// rules, which a record's file gives too.
type batailleRejoueOptions struct {
	batailleJeu
	batailleRegles
	J1, J2, Donne string
	Partie        int
	Trace         bool

	// demande is the deal asked for, once read: a record's file gives its rules, which are then
	// not parameters of the command line.
	demande jeu.DemandeRejoue
}

func (o *batailleRejoueOptions) Lier(d *cli.Drapeaux) {
	o.batailleJeu.lier(d)
	o.batailleRegles.lier(d)
	d.Chaine(&o.J1, "j1", "", `pile de la joueuse 1, du dessus vers le dessous, ex. "2 1 3 1 3 2"`)
	d.Chaine(&o.J2, "j2", "", "pile de la joueuse 2, du dessus vers le dessous")
	d.Entree(&o.Donne, "donne", "", "fichier de la donne (à la place de --j1 et --j2) : le JSON de « jeux bataille record », qui donne aussi ses règles (le cycle rencontré, s'il y en a un, sinon la meilleure donne) ; un fichier de résultats de bataille_cpp (la dernière paire cartes_joueur1=[…], cartes_joueur2=[…]) ; ou les deux piles sur deux lignes")
	d.Int(&o.Partie, "partie", "", "numéro de la donne à jouer dans un fichier --donne qui en contient plusieurs, à partir de 1 (la sortie dit laquelle est jouée)")
	lierTrace(d, &o.Trace)
	d.Graine()
	d.Format()
}

func (o *batailleRejoueOptions) Parametres(c *cli.Contexte) []any {
	var p []any
	u := o.demande.Utiles(c.Donne(&o.Couleurs) || c.Donne(&o.Valeurs), c.Donne(&o.Donne), c.Donne(&o.Partie))
	if u.Jeu {
		p = append(p, &o.Couleurs, &o.Valeurs)
	}
	if u.Regles {
		p = append(p, o.batailleRegles.parametres(c)...)
	}
	if u.Fichier {
		p = append(p, &o.Donne)
	}
	if u.Partie {
		p = append(p, &o.Partie)
	}
	if u.Piles {
		p = append(p, &o.J1, &o.J2)
	}
	return append(p, &o.Trace)
}

func batailleRejoue(app *cli.App) *cobra.Command {
	o := &batailleRejoueOptions{batailleJeu: jeuParDefaut(), batailleRegles: nouvellesRegles(jeu.Delahaye)}
	cmd := app.Commande("rejoue", "joue une donne choisie (valeurs ≥ 1, du dessus vers le dessous)", o, func(c *cli.Contexte) (any, error) {
		d := &o.demande
		*d = jeu.DemandeRejoue{J1: o.J1, J2: o.J2, Choix: o.choix(c),
			ReglesDonnees: c.Donne(&o.Regles) || c.Donne(&o.Ramassage) || c.Donne(&o.RamassageJ1) || c.Donne(&o.RamassageJ2)}
		if c.Donne(&o.Couleurs) || c.Donne(&o.Valeurs) {
			d.Couleurs, d.Valeurs = o.Couleurs, o.Valeurs
		}
		if o.Donne != "" {
			if err := c.LireFichier(&o.Donne, d.LireFichier); err != nil {
				return nil, err
			}
		}
		if c.Donne(&o.Partie) {
			if err := d.ChoisirPartie(o.Partie); err != nil {
				return nil, err
			}
		}
		r, err := d.Config()
		if err != nil {
			return nil, err
		}
		var graine uint64 // a deterministic game draws nothing: no seed in its output
		if !r.Deterministe() {
			graine = c.Graine()
		}
		res, err := jeu.Rejoue(r, graine, o.Trace)
		if err == nil && o.Trace {
			res = decrireTrace(c.Langue(), res)
		}
		if err == nil && d.Lue != nil {
			res.DonneDuFichier = descriptionDonne(c.Langue(), d.Lue)
		}
		return res, err
	})
	cmd.Long = "Rejoue une donne telle quelle. Par défaut, règles delahaye et ramassage naturel : une donne publiée se rejoue\n" +
		"sans hasard ; les règles paternault ou un ramassage aleatoire ne se jouent que demandés (--regles, --ramassage).\n" +
		"La donne doit contenir chaque carte du jeu une fois : le jeu de -c × -v quand ils sont donnés, sinon celui que\n" +
		"la donne indique (sa plus haute carte est le nombre de valeurs)."
	cmd.Example = "jeux bataille rejoue --j1 \"2 1 3 1 3 2\" --j2 \"2 3 3 1 1 2\" --trace\n" +
		"jeux bataille rejoue --donne resultats/bataille-record/52-naturelle.json"
	return cmd
}

// batailleExactOptions are the options of exact: the deck, and -F.
type batailleExactOptions struct{ batailleJeu }

func (o *batailleExactOptions) Lier(d *cli.Drapeaux) {
	o.batailleJeu.lier(d)
	d.Format()
}

func (o *batailleExactOptions) Parametres(*cli.Contexte) []any {
	return []any{&o.Couleurs, &o.Valeurs}
}

func batailleExact(app *cli.App) *cobra.Command {
	o := &batailleExactOptions{batailleJeu{jeu.ExactCouleurs, jeu.ExactValeurs}}
	cmd := app.Commande("exact", fmt.Sprintf("distribution exacte des durées (règles paternault, au plus %d cartes)", jeu.ExactMaxCartes), o, func(c *cli.Contexte) (any, error) {
		r, err := jeu.DistributionExacte(o.config())
		return decrireExact(c.Langue(), r), err
	})
	cmd.Example = "jeux bataille exact -c 2 -v 3"
	return cmd
}

// batailleExhaustifOptions are exhaustif's: the deck and the pick-up mode.
type batailleExhaustifOptions struct {
	batailleJeu
	Ramassage jeu.NomRamassageDeterministe
}

func (o *batailleExhaustifOptions) Lier(d *cli.Drapeaux) {
	o.batailleJeu.lier(d)
	d.Choix(&o.Ramassage, "ramassage", "", traduit(usageRamassageExhaustif, jeu.Delahaye, jeu.Naturelle, jeu.Optimisee))
	d.Workers()
	d.Format()
}

func (o *batailleExhaustifOptions) Parametres(*cli.Contexte) []any {
	return []any{&o.Couleurs, &o.Valeurs, &o.Ramassage}
}

func batailleExhaustif(app *cli.App) *cobra.Command {
	o := &batailleExhaustifOptions{batailleJeu: batailleJeu{jeu.ExhaustifCouleursParDefaut, jeu.ExhaustifValeursParDefaut}, Ramassage: jeu.NomRamassageDeterministe(jeu.Naturelle.String())}
	cmd := cli.Partagee(app, "exhaustif", "joue toutes les donnes d'un petit jeu (règles delahaye) : gains, nulles, parties infinies et leurs cycles, durées", o, cli.Calcul[jeu.ConfigExhaustif, *jeu.DecompteExhaustif]{
		Version: jeu.VersionExhaustif,
		Lire: func(*cli.Contexte) (jeu.ConfigExhaustif, error) {
			return jeu.ChoixExhaustif{Couleurs: o.Couleurs, Valeurs: o.Valeurs, Ramassage: o.Ramassage}.Config()
		},
		Items: jeu.ConfigExhaustif.Lots,
		Calcule: func(c *cli.Contexte, cfg jeu.ConfigExhaustif, debut, fin int64) (*jeu.DecompteExhaustif, error) {
			opt := c.Options(cfg.Travail(debut, fin), 0)
			return jeu.EnumererExhaustif(c.Context(), cfg, opt.Workers, opt.Progress, debut, fin)
		},
		Resultat: func(c *cli.Contexte, _ jeu.ConfigExhaustif, d *jeu.DecompteExhaustif) (any, error) {
			return nouvelExhaustif(c.Langue(), d.Resultat()), nil
		},
	})
	cmd.Long = "Compte chaque donne du jeu de -c × -v cartes (chaque ordre du jeu, partagé en deux moitiés, la première à la\n" +
		"joueuse 1) en bataille ouverte (règles delahaye), les deux joueuses ramassant de la même façon. Chaque position\n" +
		"que les donnes atteignent quand les cartes distribuées sont épuisées est jouée une fois, et compte pour toutes\n" +
		"les donnes qui l'atteignent. Échanger les piles échange les joueuses : une seule position de chaque paire est\n" +
		"jouée et compte pour les deux."
	cmd.AddCommand(batailleExhaustifPlot(app))
	cmd.Example = "jeux bataille exhaustif -c 4 -v 4 --ramassage optimisee\n" +
		"parallel jeux bataille exhaustif -c 4 -v 5 --shard {}/64 -o part-{}.json ::: $(seq 0 63) && jeux fusionne part-*.json"
	return cmd
}

// batailleLscache is the former name of jeux cache liste, kept for scripts; help leaves it out.
func batailleLscache(app *cli.App) *cobra.Command {
	cmd := cli.CacheListe(app)
	cmd.Use, cmd.Hidden = "lscache", true
	return cmd
}

// batailleRecordOptions are the options of record: the search as the engine reads it, and the
// file of --depart.
type batailleRecordOptions struct {
	jeu.ChoixRecord
	Depart string
}

func (o *batailleRecordOptions) Lier(d *cli.Drapeaux) {
	lierJeu(d, &o.Couleurs, &o.Valeurs)
	d.Choix(&o.Ramassage, "ramassage", "", traduit(usageRamassageRecord, jeu.Naturelle, jeu.Optimisee))
	d.Choix(&o.RamassageJ1, "ramassage-j1", "", "ordre de ramassage de la joueuse 1 (remplace --ramassage pour elle)")
	d.Choix(&o.RamassageJ2, "ramassage-j2", "", "ordre de ramassage de la joueuse 2 (remplace --ramassage pour elle)")
	d.Choix(&o.But, "but", "", traduit(usageBut, jeu.Duree, jeu.Cycle))
	d.Choix(&o.Methode, "methode", "", traduit(usageMethode, jeu.Recuit, jeu.Escalade, jeu.Echange, jeu.Structure, jeu.Hasard, jeu.Paires, jeu.Alignees, jeu.Cycle))
	d.Chaine(&o.Duree, "duree", "", "temps de recherche, comme 90s, 10m ou 2h (sans effet avec --iterations)")
	d.Int64(&o.Iterations, "iterations", "", "nombre de donnes évaluées en tout (au moins 1) : la recherche est alors reproductible ; sans elle, elle s'arrête après --duree")
	d.Int(&o.Recherches, "recherches", "", fmt.Sprintf("nombre de recherches indépendantes, de 1 à %d (chacune sa graine tirée de -g ; -w dit combien tournent à la fois)", jeu.MaxRecherches))
	d.Entree(&o.Depart, "depart", "", "fichier d'où repartir : le JSON d'une recherche précédente (clés j1 et j2), ou les deux piles sur deux lignes")
	d.Graine()
	d.Workers()
	d.Format()
}

// Parametres: a budget of evaluations replaces the time; the reproducing line gives the one
// that was used.
func (o *batailleRecordOptions) Parametres(c *cli.Contexte) []any {
	p := []any{&o.Couleurs, &o.Valeurs, &o.Ramassage, &o.RamassageJ1, &o.RamassageJ2, &o.But, &o.Methode}
	if c.Donne(&o.Iterations) {
		p = append(p, &o.Iterations)
	} else {
		p = append(p, &o.Duree)
	}
	return append(p, &o.Recherches, &o.Depart)
}

// lire reads the options of record: the engine checks them, the file of --depart included.
func (o *batailleRecordOptions) lire(c *cli.Contexte) (jeu.ConfigRecord, error) {
	ch := o.ChoixRecord
	ch.IterationsDonnees, ch.Graine = c.Donne(&o.Iterations), c.Graine()
	var err error
	if ch.Workers, err = c.Workers(); err == nil && o.Depart != "" {
		err = c.LireFichier(&o.Depart, ch.LireFichierDepart)
	}
	if err != nil {
		return jeu.ConfigRecord{}, err
	}
	return ch.Config()
}

func batailleRecord(app *cli.App) *cobra.Command {
	o := &batailleRecordOptions{ChoixRecord: jeu.ChoixRecordParDefaut()}
	cmd := cli.Partagee(app, "record", "cherche une donne de bataille ouverte (règles delahaye) qui dure le plus longtemps, ou qui ne finit pas", o, cli.Calcul[jeu.ConfigRecord, *jeu.PartRecord]{
		Version:       jeu.VersionRecord,
		Lire:          o.lire,
		Reproductible: jeu.ConfigRecord.Reproductible,
		Items:         jeu.ConfigRecord.Lots,
		Calcule: func(c *cli.Contexte, cfg jeu.ConfigRecord, debut, fin int64) (*jeu.PartRecord, error) {
			p, err := jeu.CherchePart(c.Context(), cfg, debut, fin, c.Donne(&c.Communes().Shard), suiviRecord(c))
			if err == nil && p.Interrompue {
				fmt.Fprint(c.Stderr(), c.Sprintf("jeux : recherche interrompue après %d évaluations ; voici la meilleure donne trouvée jusque-là\n", p.Evaluations))
			}
			return p, err
		},
		Resultat: func(c *cli.Contexte, cfg jeu.ConfigRecord, p *jeu.PartRecord) (any, error) {
			if p.IterationsAtteintes > 0 {
				c.ReproduitParLeResultat()
			}
			return lignes.NouveauRecord(c.Langue(), cfg.Config, p.ResultatRecord, c.Parametres()), nil
		},
	})
	cmd.Long = "Recherche locale sur les donnes (échanges et déplacements de cartes : recuit simulé, escalade avec redémarrages,\n" +
		"échange de répliques, donnes structurées, ou tirage au hasard seul, la référence, parmi toutes les donnes ou celles en paires),\n" +
		"--recherches recherches indépendantes, menées -w à la fois. Avec --iterations, le résultat ne dépend que de -g,\n" +
		"--iterations et --recherches (jamais de -w) ; sinon la recherche avance par tours, chaque recherche autant\n" +
		"d'évaluations que les autres, et s'arrête au premier tour fini après --duree : la ligne « pour refaire cette\n" +
		"recherche » donne alors le budget atteint comme --iterations, avec la même graine. Interrompue (Ctrl-C), elle\n" +
		"donne la meilleure donne du dernier tour fini, et la ligne qui la refait."
	cmd.Example = "jeux bataille record --duree 10m\njeux bataille record --ramassage optimisee --iterations 200000 -g 1 --recherches 2\njeux bataille record -c 4 -v 8 --but cycle --duree 1h"
	return cmd
}

// suiviRecord shows the best deal so far and the speed on stderr, at most once a second, when
// stderr is a terminal; nil otherwise (a log file gets no progress).
func suiviRecord(c *cli.Contexte) func(jeu.Meilleur, int64) {
	suivi := c.Suivi(time.Second)
	if suivi == nil {
		return nil
	}
	debut := time.Now()
	return func(m jeu.Meilleur, evaluations int64) {
		suivi(func() string { return lignes.SuiviRecord(c.Langue(), m, evaluations, time.Since(debut)) })
	}
}

// maxFichierRecord bounds a record's JSON read from a folder of records.
const maxFichierRecord = 1 << 20

// batailleRecordsOptions are the options of records: a folder of records to read instead of the
// program's own, and -F.
type batailleRecordsOptions struct{ Dossier string }

func (o *batailleRecordsOptions) Lier(d *cli.Drapeaux) {
	d.Chaine(&o.Dossier, "dossier", "", "dossier de records à lire à la place de ceux de jeux gardés dans le programme (les JSON de « jeux bataille record », ceux d'une chasse)")
	d.Format()
}

func (o *batailleRecordsOptions) Parametres(*cli.Contexte) []any { return []any{&o.Dossier} }

// batailleRecordsProgramme labels jeux's records read from the program, not from a folder.
const batailleRecordsProgramme = resultats.DossierRecordsBataille + " (gardés dans le programme)"

func batailleRecords(app *cli.App) *cobra.Command {
	o := &batailleRecordsOptions{}
	cmd := app.Commande("records", "records publiés de la bataille ouverte (32 et 52 cartes), rejoués, et ceux de jeux", o, func(c *cli.Contexte) (any, error) {
		var donnes []jeu.DonneFichier
		lire := jeu.LecteurRecords(&donnes, func(nom string, err error) {
			fmt.Fprint(c.Stderr(), c.Sprintf("jeux : %s laissé de côté : %s\n", filepath.Join(o.Dossier, nom), cli.UneLigne(cli.TexteErreur(c.Langue(), err))))
		})
		if o.Dossier == "" {
			if err := lireRecordsProgramme(lire); err != nil {
				return nil, err
			}
			return jeu.NouveauxRecords(c.Context(), batailleRecordsProgramme, false, donnes)
		}
		absent, err := fichier.ParcourirDossier(c.Context(), o.Dossier, ".json", maxFichierRecord, lire)
		if errors.Is(err, context.Canceled) {
			return nil, err
		}
		if err != nil {
			return nil, cli.ErreurUsage("--dossier %q : %v", o.Dossier, err)
		}
		return jeu.NouveauxRecords(c.Context(), o.Dossier, absent, donnes)
	})
	cmd.Long = "Les records publiés (règles delahaye, 4 × 8 et 4 × 13 cartes, ramassage naturel et optimisé) : leur durée,\n" +
		"leur donne, qui les a publiés et où ; chaque donne est rejouée par le moteur de jeux, et le record de jeux est\n" +
		"la plus longue partie finie de ses donnes, gardées dans le programme (celles de " + resultats.DossierRecordsBataille + "\n" +
		"nommées par leur durée) : la commande répond depuis n'importe quel dossier. --dossier lit à leur place les\n" +
		"records d'un dossier, ceux d'une chasse (absent, la colonne le dit)."
	cmd.Example = "jeux bataille records\njeux bataille records --dossier ~/jeux/resultats/bataille-record -F json"
	return cmd
}

// lireRecordsProgramme gives lire, in the order of their names, the record files kept in the
// program.
func lireRecordsProgramme(lire func(nom string, contenu []byte)) error {
	f := resultats.RecordsBataille()
	entrees, err := fs.ReadDir(f, ".")
	if err != nil {
		return err
	}
	for _, e := range entrees {
		b, err := fs.ReadFile(f, e.Name())
		if err != nil {
			return err
		}
		lire(e.Name(), b)
	}
	return nil
}
