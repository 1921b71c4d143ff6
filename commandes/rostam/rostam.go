// Package rostam is the command line of one-colour War (« jeux rostam »): its commands, their
// options, and the texts it writes, in French and in English (catalogue.go). The game is in
// package jeux/games/rostam.
package rostam

import (
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/spf13/cobra"

	jeu "jeux/games/rostam"
	"jeux/internal/cli"
	"jeux/parametre"
	"jeux/rendu"
	"jeux/rendu/graphique"
	"jeux/resultats"
	"jeux/stats/plot"
)

// Commande is « jeux rostam », one-colour War: its subcommands, from a game played to the
// published tables.
func Commande(app *cli.App) *cobra.Command {
	return cli.Groupe("rostam", "bataille à une couleur (rapport de S. Rostam) : parties infinies, énumération exhaustive, mots réalisables",
		partie(app), profil(app), simule(app), exhaustif(app), positions(app), realisable(app), infinie(app), cycle(app), graphiques(app), publie(app))
}

// surPosition is the action of partie and profil: f of the position argument, which the
// engine reads (or refuses).
func surPosition(f func(p jeu.Position) any) cli.Action {
	return func(c *cli.Contexte) (any, error) {
		p, err := jeu.LirePosition(c.Arg(0))
		if err != nil {
			return nil, err
		}
		return f(p), nil
	}
}

// ecrire is the engine's sentence p in the run's language.
func ecrire(c *cli.Contexte, p jeu.Phrase) string {
	if p.Code == "" {
		return ""
	}
	format, args := (&parametre.Echec{Code: p.Code, Args: p.Args}).Texte()
	return c.Sprintf(format, args...)
}

// partieOptions are partie's: whether to show every trick.
type partieOptions struct{ Trace bool }

func (o *partieOptions) Lier(d *cli.Drapeaux) {
	d.Bool(&o.Trace, "trace", "", "montre chaque pli : les deux cartes, le gagnant et la position obtenue")
	d.Format()
}

func (o *partieOptions) Parametres(*cli.Contexte) []any { return []any{&o.Trace} }

func partie(app *cli.App) *cobra.Command {
	o := &partieOptions{}
	cmd := app.Commande(`partie "p1 / p2"`, "joue une position jusqu'à la fin ou jusqu'à la détection exacte d'un cycle", o, surPosition(func(p jeu.Position) any { return jeu.JouePartie(p, o.Trace) }))
	cmd.Args = cli.Argument(`la position, « 4 1 / 2 3 »`)
	cmd.Example = `jeux rostam partie "2 10 8 6 3 / 5 4 1 9 7" --trace`
	return cmd
}

func profil(app *cli.App) *cobra.Command {
	cmd := app.Commande(`profil "p1 / p2"`, "le mot compressé d'une position (a : le joueur 1 gagne le pli, b : le joueur 2)", cli.Avec(nil, func(d *cli.Drapeaux) { d.Format() }), surPosition(func(p jeu.Position) any { return jeu.Profil(p) }))
	cmd.Args = cli.Argument(`la position, « 4 1 / 2 3 »`)
	cmd.Example = `jeux rostam profil "4 1 / 2 3"`
	return cmd
}

// simuleOptions are simule's (and plot's, for its histogram of durations).
type simuleOptions struct {
	N, Limite, Largeur int
	sansLimite         bool // plot: no --limite
}

func (o *simuleOptions) Lier(d *cli.Drapeaux) {
	d.Int(&o.N, "cartes", "N", "nombre N de cartes (le joueur 1 en reçoit ⌊N/2⌋, le joueur 2 ⌈N/2⌉)")
	if !o.sansLimite {
		d.Int(&o.Limite, "limite", "", "compare avec la méthode du rapport : une partie non finie après ce nombre de plis est « inconnue » (0 : sans comparaison)")
	}
}

func (o *simuleOptions) Parametres(*cli.Contexte) []any {
	return []any{&o.N, &o.Limite, &o.Largeur}
}

func (o *simuleOptions) lierLargeur(d *cli.Drapeaux, usage string) {
	d.Int(&o.Largeur, "largeur", "e", usage)
}

func simule(app *cli.App) *cobra.Command {
	o := &simuleOptions{N: jeu.CartesSimulation}
	avec := cli.Avec(o, func(d *cli.Drapeaux) {
		o.lierLargeur(d, "largeur des classes de l'histogramme des durées, en plis (0 : choisie pour au plus 60 lignes)")
		d.Simulation(jeu.DonnesSimulation)
	})
	cmd := cli.Partagee(app, "simule", "donnes au hasard : gains de chaque joueur, parties infinies, durées des parties finies", avec, cli.Calcul[jeu.ConfigSimulation, *jeu.BilanSimulation]{
		Version: jeu.VersionSimulation,
		Lire: func(c *cli.Contexte) (jeu.ConfigSimulation, error) {
			cfg := jeu.ConfigSimulation{N: o.N, Limite: o.Limite, Classe: o.Largeur, Parties: c.Communes().Nombre}
			return cfg, cfg.Valider()
		},
		Items: jeu.ConfigSimulation.Lots,
		Calcule: func(c *cli.Contexte, cfg jeu.ConfigSimulation, debut, fin int64) (*jeu.BilanSimulation, error) {
			opt := c.Options(cfg.PartiesDesLots(debut, fin), 0) // SimuleLots plays work items of its own size
			return jeu.SimuleLots(c.Context(), cfg, c.Graine(), opt, debut, fin)
		},
		Resultat: func(c *cli.Contexte, cfg jeu.ConfigSimulation, b *jeu.BilanSimulation) (any, error) {
			r := b.Resultat(cfg.Classe)
			r.Intitule = c.Sprintf("%d donnes au hasard de %d cartes", r.Parties, r.N)
			return r, nil
		},
	})
	cmd.Example = "jeux rostam simule -N 14 -n 1000000 -g 1 --limite 300"
	return cmd
}

// exhaustifOptions are exhaustif's: the number of cards and what to list.
type exhaustifOptions struct {
	N                   int
	Mots, ListeInfinies bool
}

func (o *exhaustifOptions) Lier(d *cli.Drapeaux) {
	d.Int(&o.N, "cartes", "N", "nombre N de cartes (le joueur 1 en reçoit ⌊N/2⌋, le joueur 2 ⌈N/2⌉)")
	d.Bool(&o.Mots, "mots", "", fmt.Sprintf(usageMots, jeu.MaxDistincts))
	d.Bool(&o.ListeInfinies, "liste-infinies", "", fmt.Sprintf(usageListeInfinies, jeu.MaxListeInfinies))
	d.Workers()
	d.Format()
}

// Parametres names --liste-infinies only when given: the parts of N = 13 to 15 computed
// before it existed keep their fingerprint, and merge with those computed after.
func (o *exhaustifOptions) Parametres(*cli.Contexte) []any {
	if o.ListeInfinies {
		return []any{&o.N, &o.Mots, &o.ListeInfinies}
	}
	return []any{&o.N, &o.Mots}
}

func exhaustif(app *cli.App) *cobra.Command {
	o := &exhaustifOptions{N: jeu.CartesEnumeration}
	cmd := cli.Partagee(app, "exhaustif", "joue les N! donnes : gains, parties infinies, cycles distincts, mots distincts", o, cli.Calcul[jeu.Enumeration, *jeu.Decompte]{
		Version: jeu.VersionEnumeration,
		Lire: func(c *cli.Contexte) (jeu.Enumeration, error) {
			e := jeu.Enumeration{N: o.N, Mots: o.Mots, Infinies: o.ListeInfinies}
			return e, e.Valider()
		},
		Items: func(e jeu.Enumeration) int64 { return jeu.NombreItems(e.N) },
		Calcule: func(c *cli.Contexte, e jeu.Enumeration, debut, fin int64) (*jeu.Decompte, error) {
			return e.EnumererItems(c.Context(), c.Options(fin-debut, 0), debut, fin)
		},
		Resultat: func(c *cli.Contexte, e jeu.Enumeration, d *jeu.Decompte) (any, error) {
			w, err := c.Workers()
			if err != nil {
				return nil, err
			}
			return e.Resultat(c.Context(), d, w, c.Sprintf("les %d donnes de %d cartes", d.Donnes, d.N))
		},
	})
	cmd.Example = "jeux rostam exhaustif -N 10\njeux rostam exhaustif -N 9 --liste-infinies -F csv > infinies-9.csv\nparallel jeux rostam exhaustif -N 12 --shard {}/8 -o part-{}.json ::: $(seq 0 7) && jeux fusionne part-*.json"
	return cmd
}

// positionsOptions are positions': the number of cards.
type positionsOptions struct{ N int }

func (o *positionsOptions) Lier(d *cli.Drapeaux) {
	d.Int(&o.N, "cartes", "N", fmt.Sprintf(usageCartesPositions, jeu.MaxPositions))
	d.Workers()
	d.Format()
}

func (o *positionsOptions) Parametres(*cli.Contexte) []any { return []any{&o.N} }

func positions(app *cli.App) *cobra.Command {
	o := &positionsOptions{N: jeu.CartesPositions}
	cmd := cli.Partagee(app, "positions", "toutes les positions de N cartes, de toutes tailles de piles : celles qui reviennent à elles-mêmes (conjecture de Spivey)", o, cli.Calcul[jeu.Positions, *jeu.DecomptePositions]{
		Version: jeu.VersionPositions,
		Lire: func(c *cli.Contexte) (jeu.Positions, error) {
			p := jeu.Positions{N: o.N}
			return p, p.Valider()
		},
		Items: jeu.Positions.Items,
		Calcule: func(c *cli.Contexte, p jeu.Positions, debut, fin int64) (*jeu.DecomptePositions, error) {
			return p.EnumererItems(c.Context(), c.Options(fin-debut, 0), debut, fin)
		},
		Resultat: func(c *cli.Contexte, _ jeu.Positions, d *jeu.DecomptePositions) (any, error) {
			r := d.Resultat()
			r.Intitule = c.Sprintf("les %d positions de %d cartes, de toutes tailles de piles", r.Positions, r.N)
			r.Spivey = ecrire(c, r.PhraseSpivey)
			return r, nil
		},
	})
	cmd.Long = longPositions
	cmd.Example = "jeux rostam positions -N 12\nparallel jeux rostam positions -N 12 --shard {}/8 -o part-{}.json ::: $(seq 0 7) && jeux fusionne part-*.json"
	return cmd
}

// realisableOptions are realisable's: what to list or count, or the graph.
type realisableOptions struct{ Toutes, Compte, Dot bool }

func (o *realisableOptions) Lier(d *cli.Drapeaux) {
	d.Bool(&o.Toutes, "toutes", "", fmt.Sprintf(usageToutes, jeu.MaxExtensions))
	d.Bool(&o.Compte, "compte", "", fmt.Sprintf(usageCompte, jeu.MaxExtensions))
	d.Bool(&o.Dot, "dot", "", "écrit le graphe des inégalités au format Graphviz DOT (format table seulement)")
	d.Format()
}

func (o *realisableOptions) Parametres(*cli.Contexte) []any {
	return []any{&o.Toutes, &o.Compte, &o.Dot}
}

func realisable(app *cli.App) *cobra.Command {
	o := &realisableOptions{}
	cmd := app.Commande("realisable MOT", "le mot est-il le profil d'une partie entière ? (graphe des inégalités)", o, func(c *cli.Contexte) (any, error) {
		res, err := jeu.Realisable{Mot: c.Arg(0), Toutes: o.Toutes, Compte: o.Compte, Dot: o.Dot}.Reponse()
		if err != nil {
			return nil, err
		}
		if r, ok := res.(jeu.ResultatRealisable); ok {
			r.Raison = ecrire(c, r.PhraseRaison)
			return r, nil
		}
		return res, c.RefuserFormat("--dot écrit un graphe DOT")
	})
	cmd.Args = cli.Argument("le mot, « aba2 »")
	cmd.Example = "jeux rostam realisable aba2 --compte\njeux rostam realisable ab2a --dot | dot -Tpng > graphe.png"
	return cmd
}

// infinieOptions are infinie's: K of the construction.
type infinieOptions struct{ K int }

func (o *infinieOptions) Lier(d *cli.Drapeaux) {
	d.Int(&o.K, "k", "k", fmt.Sprintf(usageK, jeu.MaxK))
	d.Format()
}

func (o *infinieOptions) Parametres(*cli.Contexte) []any { return []any{&o.K} }

func infinie(app *cli.App) *cobra.Command {
	o := &infinieOptions{K: jeu.KParDefaut}
	cmd := app.Commande("infinie", "la partie infinie du théorème 2 pour N = 4K+2, comparée à la période 4·ppcm(K−1, K+1, 2K+1)", o, func(c *cli.Contexte) (any, error) {
		return jeu.Infinie(o.K)
	})
	cmd.Example = "jeux rostam infinie -k 5"
	return cmd
}

func cycle(app *cli.App) *cobra.Command {
	cmd := app.Commande("cycle N", "une position de N cartes qui revient à elle-même (prépériode 0), avec sa période et son mot périodique", cli.Avec(nil, func(d *cli.Drapeaux) { d.Format() }), func(c *cli.Contexte) (any, error) {
		n, err := jeu.LireNCycle(c.Arg(0))
		if err != nil {
			return nil, err
		}
		r, err := jeu.CycleDe(n)
		r.Methode, r.Raison = ecrire(c, r.PhraseMethode), ecrire(c, r.PhraseRaison)
		return r, err
	})
	cmd.Args = cli.Argument("N, le nombre de cartes (5 à 255)")
	cmd.Long = longCycle
	cmd.Example = "jeux rostam cycle 10\njeux rostam cycle 40 -F json"
	return cmd
}

// plotOptions are plot's: which chart, and the options of each.
type plotOptions struct {
	simuleOptions
	Graphique jeu.Graphique
	Jusqua    int
	Calcul    bool
}

func (o *plotOptions) Lier(d *cli.Drapeaux) {
	d.Choix(&o.Graphique, "graphique", "", usageGraphique())
	d.Int(&o.Jusqua, "jusqua", "", fmt.Sprintf(usageJusqua, jeu.JusquaParDefaut()))
	d.Bool(&o.Calcul, "calcul", "", fmt.Sprintf(usageCalcul, jeu.MaxCalcul))
	o.simuleOptions.Lier(d)
	o.lierLargeur(d, "durees : largeur des classes, en plis (0 : choisie pour au plus 60 classes)")
	d.Nombre(jeu.DonnesSimulation, "durees : nombre de donnes simulées (au moins 1)")
	d.Graine()
	d.Workers()
	d.Graphique("rostam.png")
}

// Parametres are the options of the chart drawn.
// Parametres are every chart's; cli.Tracer leaves out those the chart drawn does not use.
func (o *plotOptions) Parametres(*cli.Contexte) []any {
	return []any{&o.Graphique, &o.N, &o.Largeur, &o.Jusqua, &o.Calcul}
}

// graphiques draws the share of deals that never end against N, from the counts kept in the
// program or from enumerations run on the spot, or the histogram of durations of simule.
func graphiques(app *cli.App) *cobra.Command {
	o := &plotOptions{simuleOptions: simuleOptions{N: jeu.CartesSimulation, sansLimite: true}, Jusqua: jeu.JusquaParDefaut()}
	cmd := app.Commande("plot", "graphiques : part des donnes qui ne finissent pas selon N, ou histogramme des durées de « simule »", o, func(c *cli.Contexte) (any, error) {
		return cli.Tracer(c, func() (jeu.Graphique, error) { return o.Graphique, nil }, func(g jeu.Graphique) (plot.Dessin, string, any, error) {
			d := jeu.DemandeGraphique{Graphique: g, Jusqua: o.Jusqua, Calcul: o.Calcul,
				Simulation: jeu.ConfigSimulation{N: o.N, Classe: o.Largeur, Parties: c.Communes().Nombre}}
			donnees, err := d.Calculer(c.Context(), c.Graine(), c.Options(d.Travail(), 0))
			if err != nil {
				return nil, "", nil, err
			}
			dessin, quoi, err := graphique.RostamEn(c.Langue(), donnees)
			return dessin, quoi, graphique.RostamDonnees(c.Langue(), donnees), err
		})
	})
	cmd.Example = "jeux rostam plot -o infinies.png\njeux rostam plot --graphique durees -N 14 -n 1000000 -g 1 -o durees.png"
	return cmd
}

// publieOptions are the options of publie: the number of cards, and -F.
type publieOptions struct{ N int }

func (o *publieOptions) Lier(d *cli.Drapeaux) {
	d.Int(&o.N, "cartes", "N", fmt.Sprintf(usageCartesPublie, resultats.RostamMin, resultats.RostamMax))
	d.Format()
}

func (o *publieOptions) Parametres(*cli.Contexte) []any { return []any{&o.N} }

// The texts built with values, their formats in one place: the catalog gives their English.
const (
	longPositions = "Une position : deux piles de 1 à N−1 cartes, les N cartes dans tous les ordres, N!·(N−1) positions.\n" +
		"Seules celles dont la carte N est en haut de la pile du joueur 1 sont jouées ((N−1)!·(N−1)) : la carte N\n" +
		"ne quitte jamais sa pile, tout cycle en passe par une telle position ou par sa symétrique, et les\n" +
		"positions qui reviennent à elles-mêmes sont deux fois la somme des périodes des cycles rencontrés."
	longCycle = "Pour tout N qui n'est ni une puissance de 2 ni 3 fois une puissance de 2, la construction de Spivey\n" +
		"(« Cycles in War », Integers 10 (2010) #G02), jouée par le moteur avant d'être affichée. Pour les autres N,\n" +
		"aucun cycle n'est connu : la réponse dit pourquoi."
	longPublie = "La table de l'énumération exhaustive de N = %d à %d cartes telle que jeux l'a calculée en parts et publiée\n" +
		"(docs/rostam.md) : gains, parties infinies, périodes, durée la plus longue. Elle est gardée dans le programme :\n" +
		"la commande répond depuis n'importe quel dossier, sans rien calculer ; la ligne « calculé par » dit la commande\n" +
		"dont les parts, fusionnées, la redonnent (des heures de calcul)."
	courtPublie          = "la table exhaustive publiée de N = %d à %d cartes, gardée dans le programme"
	usageMots            = "liste les mots des parties finies avec leur nombre de donnes (N ≤ %d)"
	usageListeInfinies   = "liste les donnes infinies, chacune avec la plus petite position de son cycle et sa période (N ≤ %d)"
	usageCartesPositions = "nombre N de cartes (2 à %d), les deux piles de toutes tailles"
	usageToutes          = "liste toutes les positions qui réalisent le mot (N ≤ %d)"
	usageCompte          = "compte les positions qui réalisent le mot (N ≤ %d)"
	usageK               = "K de la construction du théorème 2, N = 4K+2 cartes (2 à %d)"
	usageJusqua          = "infinies : le plus grand N montré (2 à %d)"
	usageCalcul          = "infinies : énumère les donnes sur le moment plutôt que de lire les comptes publiés (N ≤ %d)"
	usageCartesPublie    = "nombre N de cartes, de %d à %d"
	formatGraphique      = "%s (part des donnes qui ne finissent pas, N = 2 à --jusqua) ou %s (histogramme des durées d'une simulation)"
)

// usageGraphique describes --graphique, the charts named by the engine.
func usageGraphique() string {
	noms := jeu.GraphiqueInfinies.Valeurs()
	return fmt.Sprintf(formatGraphique, noms[jeu.GraphiqueInfinies], noms[jeu.GraphiqueDurees])
}

// tablePubliee is a published exhaustive table, with the command that computed it.
type tablePubliee struct {
	Calcul string `json:"calcul" rendu:"note"`
	jeu.ResultatExhaustif
}

func publie(app *cli.App) *cobra.Command {
	o := &publieOptions{N: resultats.RostamMax}
	cmd := app.Commande("publie", fmt.Sprintf(courtPublie, resultats.RostamMin, resultats.RostamMax), o, func(c *cli.Contexte) (any, error) {
		if o.N < resultats.RostamMin || o.N > resultats.RostamMax {
			return nil, &parametre.Erreur{Nom: "cartes", Valeur: strconv.Itoa(o.N), Code: jeu.CodePubliee, Args: []any{resultats.RostamMin, resultats.RostamMax}}
		}
		var t struct {
			Parametres rendu.Parametres
			jeu.ResultatExhaustif
		}
		if err := json.Unmarshal(resultats.TableRostam(o.N), &t); err != nil {
			return nil, fmt.Errorf("resultats/rostam-%d/resultat.json : %w", o.N, err)
		}
		t.Intitule = c.Sprintf("les %d donnes de %d cartes", t.Donnes, t.N)
		return tablePubliee{c.Sprintf("calculé par : %s (en parts, resultats/rostam-%d)", t.Parametres.LigneDeCommande(), o.N), t.ResultatExhaustif}, nil
	})
	cmd.Long = fmt.Sprintf(longPublie, resultats.RostamMin, resultats.RostamMax)
	cmd.Example = "jeux rostam publie\njeux rostam publie -N 13 -F json"
	return cmd
}

// Moteurs are the lines --version adds: the engine of « rostam exhaustif ».
func Moteurs() []string {
	return []string{"moteur de « rostam exhaustif » : " + jeu.MoteurEnumeration()}
}
