package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"github.com/spf13/cobra"

	"jeux/games/rostam"
	"jeux/internal/cli"
	"jeux/parametre"
	"jeux/rendu"
	"jeux/rendu/graphique"
	"jeux/resultats"
	"jeux/stats/plot"
)

func rostamCommand(app *cli.App) *cobra.Command {
	return cli.Groupe("rostam", "bataille à une couleur (rapport de S. Rostam) : parties infinies, énumération exhaustive, mots réalisables",
		rostamPartie(app), rostamProfil(app), rostamSimule(app), rostamExhaustif(app), rostamPositions(app), rostamRealisable(app), rostamInfinie(app), rostamCycle(app), rostamPlot(app), rostamPublie(app))
}

// rostamSurPosition is the action of partie and profil: f of the position argument, which the
// engine reads; one it cannot read is a usage error.
func rostamSurPosition(f func(p rostam.Position) any) cli.Action {
	return func(c *cli.Contexte) (any, error) {
		p, err := rostam.LirePosition(c.Arg(0))
		if err != nil {
			return nil, cli.ErreurUsage("%v", err)
		}
		return f(p), nil
	}
}

// rostamPartieOptions are partie's: whether to show every trick.
type rostamPartieOptions struct{ Trace bool }

func (o *rostamPartieOptions) Lier(d *cli.Drapeaux) {
	d.Bool(&o.Trace, "trace", "", "montre chaque pli : les deux cartes, le gagnant et la position obtenue")
	d.Format()
}

func (o *rostamPartieOptions) Parametres(*cli.Contexte) []any { return []any{&o.Trace} }

func rostamPartie(app *cli.App) *cobra.Command {
	o := &rostamPartieOptions{}
	cmd := app.Commande(`partie "p1 / p2"`, "joue une position jusqu'à la fin ou jusqu'à la détection exacte d'un cycle", o, rostamSurPosition(func(p rostam.Position) any { return rostam.JouePartie(p, o.Trace) }))
	cmd.Args = cli.Argument(`la position, « 4 1 / 2 3 »`)
	cmd.Example = `jeux rostam partie "2 10 8 6 3 / 5 4 1 9 7" --trace`
	return cmd
}

func rostamProfil(app *cli.App) *cobra.Command {
	cmd := app.Commande(`profil "p1 / p2"`, "le mot compressé d'une position (a : le joueur 1 gagne le pli, b : le joueur 2)", cli.Avec(nil, func(d *cli.Drapeaux) { d.Format() }), rostamSurPosition(func(p rostam.Position) any { return rostam.Profil(p) }))
	cmd.Args = cli.Argument(`la position, « 4 1 / 2 3 »`)
	cmd.Example = `jeux rostam profil "4 1 / 2 3"`
	return cmd
}

// rostamSimuleOptions are simule's (and plot's, for its histogram of durations).
type rostamSimuleOptions struct {
	N, Limite, Largeur int
	sansLimite         bool // plot: no --limite
}

func (o *rostamSimuleOptions) Lier(d *cli.Drapeaux) {
	d.Int(&o.N, "cartes", "N", "nombre N de cartes (le joueur 1 en reçoit ⌊N/2⌋, le joueur 2 ⌈N/2⌉)")
	if !o.sansLimite {
		d.Int(&o.Limite, "limite", "", "compare avec la méthode du rapport : une partie non finie après ce nombre de plis est « inconnue » (0 : sans comparaison)")
	}
}

func (o *rostamSimuleOptions) Parametres(*cli.Contexte) []any {
	return []any{&o.N, &o.Limite, &o.Largeur}
}

func (o *rostamSimuleOptions) lierLargeur(d *cli.Drapeaux, usage string) {
	d.Int(&o.Largeur, "largeur", "e", usage)
}

func rostamSimule(app *cli.App) *cobra.Command {
	o := &rostamSimuleOptions{N: 10}
	avec := cli.Avec(o, func(d *cli.Drapeaux) {
		o.lierLargeur(d, "largeur des classes de l'histogramme des durées, en plis (0 : choisie pour au plus 60 lignes)")
		d.Simulation(1_000_000)
	})
	cmd := cli.Partagee(app, "simule", "donnes au hasard : gains de chaque joueur, parties infinies, durées des parties finies", avec, cli.Calcul[rostam.ConfigSimulation, *rostam.BilanSimulation]{
		Version: rostam.VersionSimulation,
		Lire: func(c *cli.Contexte) (rostam.ConfigSimulation, error) {
			cfg := rostam.ConfigSimulation{N: o.N, Limite: o.Limite, Classe: o.Largeur, Parties: c.Communes().Nombre}
			return cfg, cfg.Valider()
		},
		Items: rostam.ConfigSimulation.Lots,
		Calcule: func(c *cli.Contexte, cfg rostam.ConfigSimulation, debut, fin int64) (*rostam.BilanSimulation, error) {
			opt := c.Options(cfg.PartiesDesLots(debut, fin), rostam.TailleLot)
			return rostam.SimuleLots(c.Context(), cfg, c.Graine(), opt, debut, fin)
		},
		Resultat: func(_ *cli.Contexte, cfg rostam.ConfigSimulation, b *rostam.BilanSimulation) (any, error) {
			return b.Resultat(cfg.Classe), nil
		},
	})
	cmd.Example = "jeux rostam simule -N 14 -n 1000000 -g 1 --limite 300"
	return cmd
}

// rostamExhaustifOptions are exhaustif's: the number of cards and what to list.
type rostamExhaustifOptions struct {
	N                   int
	Mots, ListeInfinies bool
}

func (o *rostamExhaustifOptions) Lier(d *cli.Drapeaux) {
	d.Int(&o.N, "cartes", "N", "nombre N de cartes (le joueur 1 en reçoit ⌊N/2⌋, le joueur 2 ⌈N/2⌉)")
	d.Bool(&o.Mots, "mots", "", fmt.Sprintf("liste les mots des parties finies avec leur nombre de donnes (N ≤ %d)", rostam.MaxDistincts))
	d.Bool(&o.ListeInfinies, "liste-infinies", "", fmt.Sprintf("liste les donnes infinies, chacune avec la plus petite position de son cycle et sa période (N ≤ %d)", rostam.MaxListeInfinies))
	d.Workers()
	d.Format()
}

// Parametres names --liste-infinies only when given: the parts of N = 13 to 15 computed
// before it existed keep their fingerprint, and merge with those computed after.
func (o *rostamExhaustifOptions) Parametres(*cli.Contexte) []any {
	if o.ListeInfinies {
		return []any{&o.N, &o.Mots, &o.ListeInfinies}
	}
	return []any{&o.N, &o.Mots}
}

func rostamExhaustif(app *cli.App) *cobra.Command {
	o := &rostamExhaustifOptions{N: 8}
	cmd := cli.Partagee(app, "exhaustif", "joue les N! donnes : gains, parties infinies, cycles distincts, mots distincts", o, cli.Calcul[rostam.Enumeration, *rostam.Decompte]{
		Version: rostam.VersionEnumeration,
		Lire: func(c *cli.Contexte) (rostam.Enumeration, error) {
			e := rostam.Enumeration{N: o.N, Mots: o.Mots, Infinies: o.ListeInfinies}
			return e, e.Valider()
		},
		Items: func(e rostam.Enumeration) int64 { return rostam.NombreItems(e.N) },
		Calcule: func(c *cli.Contexte, e rostam.Enumeration, debut, fin int64) (*rostam.Decompte, error) {
			return e.EnumererItems(c.Context(), c.Options(fin-debut, 0), debut, fin)
		},
		Resultat: func(c *cli.Contexte, e rostam.Enumeration, d *rostam.Decompte) (any, error) {
			w, err := c.Workers()
			if err != nil {
				return nil, err
			}
			return e.Resultat(c.Context(), d, w)
		},
	})
	cmd.Example = "jeux rostam exhaustif -N 10\njeux rostam exhaustif -N 9 --liste-infinies -F csv > infinies-9.csv\nparallel jeux rostam exhaustif -N 12 --shard {}/8 -o part-{}.json ::: $(seq 0 7) && jeux fusionne part-*.json"
	return cmd
}

// rostamPositionsOptions are positions': the number of cards.
type rostamPositionsOptions struct{ N int }

func (o *rostamPositionsOptions) Lier(d *cli.Drapeaux) {
	d.Int(&o.N, "cartes", "N", fmt.Sprintf("nombre N de cartes (2 à %d), les deux piles de toutes tailles", rostam.MaxPositions))
	d.Workers()
	d.Format()
}

func (o *rostamPositionsOptions) Parametres(*cli.Contexte) []any { return []any{&o.N} }

func rostamPositions(app *cli.App) *cobra.Command {
	o := &rostamPositionsOptions{N: 8}
	cmd := cli.Partagee(app, "positions", "toutes les positions de N cartes, de toutes tailles de piles : celles qui reviennent à elles-mêmes (conjecture de Spivey)", o, cli.Calcul[rostam.Positions, *rostam.DecomptePositions]{
		Version: rostam.VersionPositions,
		Lire: func(c *cli.Contexte) (rostam.Positions, error) {
			p := rostam.Positions{N: o.N}
			return p, p.Valider()
		},
		Items: rostam.Positions.Items,
		Calcule: func(c *cli.Contexte, p rostam.Positions, debut, fin int64) (*rostam.DecomptePositions, error) {
			return p.EnumererItems(c.Context(), c.Options(fin-debut, 0), debut, fin)
		},
		Resultat: func(_ *cli.Contexte, _ rostam.Positions, d *rostam.DecomptePositions) (any, error) {
			return d.Resultat(), nil
		},
	})
	cmd.Long = "Une position : deux piles de 1 à N−1 cartes, les N cartes dans tous les ordres, N!·(N−1) positions.\n" +
		"Seules celles dont la carte N est en haut de la pile du joueur 1 sont jouées ((N−1)!·(N−1)) : la carte N\n" +
		"ne quitte jamais sa pile, tout cycle en passe par une telle position ou par sa symétrique, et les\n" +
		"positions qui reviennent à elles-mêmes sont deux fois la somme des périodes des cycles rencontrés."
	cmd.Example = "jeux rostam positions -N 12\nparallel jeux rostam positions -N 12 --shard {}/8 -o part-{}.json ::: $(seq 0 7) && jeux fusionne part-*.json"
	return cmd
}

// rostamRealisableOptions are realisable's: what to list or count, or the graph.
type rostamRealisableOptions struct{ Toutes, Compte, Dot bool }

func (o *rostamRealisableOptions) Lier(d *cli.Drapeaux) {
	d.Bool(&o.Toutes, "toutes", "", fmt.Sprintf("liste toutes les positions qui réalisent le mot (N ≤ %d)", rostam.MaxExtensions))
	d.Bool(&o.Compte, "compte", "", fmt.Sprintf("compte les positions qui réalisent le mot (N ≤ %d)", rostam.MaxExtensions))
	d.Bool(&o.Dot, "dot", "", "écrit le graphe des inégalités au format Graphviz DOT (format table seulement)")
	d.Format()
}

func (o *rostamRealisableOptions) Parametres(*cli.Contexte) []any {
	return []any{&o.Toutes, &o.Compte, &o.Dot}
}

func rostamRealisable(app *cli.App) *cobra.Command {
	o := &rostamRealisableOptions{}
	cmd := app.Commande("realisable MOT", "le mot est-il le profil d'une partie entière ? (graphe des inégalités)", o, func(c *cli.Contexte) (any, error) {
		res, err := rostam.Realisable{Mot: c.Arg(0), Toutes: o.Toutes, Compte: o.Compte, Dot: o.Dot}.Reponse()
		var refus *parametre.Erreur
		switch {
		case err != nil && !errors.As(err, &refus):
			return nil, cli.ErreurUsage("%v", err) // the word, as typed, could not be read
		case err == nil && o.Dot:
			err = c.RefuserFormat("--dot écrit un graphe DOT")
		}
		return res, err
	})
	cmd.Args = cli.Argument("le mot, « aba2 »")
	cmd.Example = "jeux rostam realisable aba2 --compte\njeux rostam realisable ab2a --dot | dot -Tpng > graphe.png"
	return cmd
}

// rostamInfinieOptions are infinie's: K of the construction.
type rostamInfinieOptions struct{ K int }

func (o *rostamInfinieOptions) Lier(d *cli.Drapeaux) {
	d.Int(&o.K, "k", "k", fmt.Sprintf("K de la construction du théorème 2, N = 4K+2 cartes (2 à %d)", rostam.MaxK))
	d.Format()
}

func (o *rostamInfinieOptions) Parametres(*cli.Contexte) []any { return []any{&o.K} }

func rostamInfinie(app *cli.App) *cobra.Command {
	o := &rostamInfinieOptions{K: 2}
	cmd := app.Commande("infinie", "la partie infinie du théorème 2 pour N = 4K+2, comparée à la période 4·ppcm(K−1, K+1, 2K+1)", o, func(c *cli.Contexte) (any, error) {
		return rostam.Infinie(o.K)
	})
	cmd.Example = "jeux rostam infinie -k 5"
	return cmd
}

func rostamCycle(app *cli.App) *cobra.Command {
	cmd := app.Commande("cycle N", "une position de N cartes qui revient à elle-même (prépériode 0), avec sa période et son mot périodique", cli.Avec(nil, func(d *cli.Drapeaux) { d.Format() }), func(c *cli.Contexte) (any, error) {
		n, err := rostam.LireNCycle(c.Arg(0))
		if err != nil {
			return nil, err
		}
		return rostam.CycleDe(n)
	})
	cmd.Args = cli.Argument("N, le nombre de cartes (5 à 255)")
	cmd.Long = "Pour tout N qui n'est ni une puissance de 2 ni 3 fois une puissance de 2, la construction de Spivey\n" +
		"(« Cycles in War », Integers 10 (2010) #G02), jouée par le moteur avant d'être affichée. Pour les autres N,\n" +
		"aucun cycle n'est connu : la réponse dit pourquoi."
	cmd.Example = "jeux rostam cycle 10\njeux rostam cycle 40 -F json"
	return cmd
}

// rostamPlotOptions are plot's: which chart, and the options of each.
type rostamPlotOptions struct {
	rostamSimuleOptions
	Graphique string
	Jusqua    int
	Calcul    bool
}

func (o *rostamPlotOptions) Lier(d *cli.Drapeaux) {
	d.Chaine(&o.Graphique, "graphique", "", "infinies (part des donnes qui ne finissent pas, N = 2 à --jusqua) ou durees (histogramme des durées d'une simulation)", "infinies", "durees")
	d.Int(&o.Jusqua, "jusqua", "", fmt.Sprintf("infinies : le plus grand N montré (2 à %d)", len(rostam.ComptesPublies)+1))
	d.Bool(&o.Calcul, "calcul", "", fmt.Sprintf("infinies : énumère les donnes sur le moment plutôt que de lire les comptes publiés (N ≤ %d)", rostam.MaxCalcul))
	o.rostamSimuleOptions.Lier(d)
	o.lierLargeur(d, "durees : largeur des classes, en plis (0 : choisie pour au plus 60 classes)")
	d.Nombre(1_000_000, "durees : nombre de donnes simulées (au moins 1)")
	d.Graine()
	d.Workers()
	d.Graphique("rostam.png")
}

// Parametres are the options of the chart drawn.
func (o *rostamPlotOptions) Parametres(*cli.Contexte) []any {
	if o.Graphique == "durees" {
		return []any{&o.Graphique, &o.N, &o.Largeur}
	}
	return []any{&o.Graphique, &o.Jusqua, &o.Calcul}
}

// rostamPlot draws the share of deals that never end against N, from the counts kept in the
// program or from enumerations run on the spot, or the histogram of durations of simule.
func rostamPlot(app *cli.App) *cobra.Command {
	o := &rostamPlotOptions{rostamSimuleOptions: rostamSimuleOptions{N: 10, sansLimite: true}, Graphique: "infinies", Jusqua: len(rostam.ComptesPublies) + 1}
	cmd := app.Commande("plot", "graphiques : part des donnes qui ne finissent pas selon N, ou histogramme des durées de « simule »", o, func(c *cli.Contexte) (any, error) {
		return cli.Tracer(c, func() (rostam.Graphique, error) { return rostam.LireGraphique(o.Graphique) }, func(g rostam.Graphique) (plot.Dessin, string, error) {
			d := rostam.DemandeGraphique{Graphique: g, Jusqua: o.Jusqua, Calcul: o.Calcul,
				Simulation: rostam.ConfigSimulation{N: o.N, Classe: o.Largeur, Parties: c.Communes().Nombre}}
			donnees, err := d.Calculer(c.Context(), c.Graine(), c.Options(d.Simulation.Parties, rostam.TailleLot))
			if err != nil {
				return nil, "", err
			}
			return graphique.Rostam(donnees)
		})
	})
	cmd.Example = "jeux rostam plot -o infinies.png\njeux rostam plot --graphique durees -N 14 -n 1000000 -g 1 -o durees.png"
	return cmd
}

// rostamPublieOptions are the options of publie: the number of cards, and -F.
type rostamPublieOptions struct{ N int }

func (o *rostamPublieOptions) Lier(d *cli.Drapeaux) {
	d.Int(&o.N, "cartes", "N", fmt.Sprintf("nombre N de cartes, de %d à %d", resultats.RostamMin, resultats.RostamMax))
	d.Format()
}

func (o *rostamPublieOptions) Parametres(*cli.Contexte) []any { return []any{&o.N} }

// tableRostam is a published exhaustive table, with the command that computed it.
type tableRostam struct {
	Calcul string `json:"calcul" rendu:"note"`
	rostam.ResultatExhaustif
}

func rostamPublie(app *cli.App) *cobra.Command {
	o := &rostamPublieOptions{N: resultats.RostamMax}
	cmd := app.Commande("publie", fmt.Sprintf("la table exhaustive publiée de N = %d à %d cartes, gardée dans le programme", resultats.RostamMin, resultats.RostamMax), o, func(*cli.Contexte) (any, error) {
		if o.N < resultats.RostamMin || o.N > resultats.RostamMax {
			return nil, &parametre.Erreur{Nom: "cartes", Valeur: strconv.Itoa(o.N),
				Attendu: fmt.Sprintf("un N de %d à %d est attendu (jusqu'à 12, « jeux rostam exhaustif » calcule la table sur place)", resultats.RostamMin, resultats.RostamMax)}
		}
		var t struct {
			Parametres rendu.Parametres
			rostam.ResultatExhaustif
		}
		if err := json.Unmarshal(resultats.TableRostam(o.N), &t); err != nil {
			return nil, fmt.Errorf("resultats/rostam-%d/resultat.json : %w", o.N, err)
		}
		return tableRostam{fmt.Sprintf("calculé par : %s (en parts, resultats/rostam-%d)", t.Parametres.LigneDeCommande(), o.N), t.ResultatExhaustif}, nil
	})
	cmd.Long = fmt.Sprintf("La table de l'énumération exhaustive de N = %d à %d cartes telle que jeux l'a calculée en parts et publiée\n", resultats.RostamMin, resultats.RostamMax) +
		"(docs/rostam.md) : gains, parties infinies, périodes, durée la plus longue. Elle est gardée dans le programme :\n" +
		"la commande répond depuis n'importe quel dossier, sans rien calculer ; la ligne « calculé par » dit la commande\n" +
		"dont les parts, fusionnées, la redonnent (des heures de calcul)."
	cmd.Example = "jeux rostam publie\njeux rostam publie -N 13 -F json"
	return cmd
}
