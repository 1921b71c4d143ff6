// Package dominos is the command line of « jeux dominos »: its commands and their options, over the
// engine jeux/games/dominos.
package dominos

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	jeu "jeux/games/dominos"
	"jeux/internal/cli"
	"jeux/internal/terminal"
	"jeux/rendu"
	"jeux/rendu/graphique"
	"jeux/rendu/lignes"
	"jeux/resultats"
)

// dominosUsageParPlace is the usage of -n in championnat and plot.
const dominosUsageParPlace = "nombre de parties par place de chaque paire de stratégies (au moins 1)"

// Commande is « jeux dominos »: its commands, from tournoi to echelle.
func Commande(app *cli.App) *cobra.Command {
	return cli.Groupe("dominos", "tournois de stratégies au jeu de dominos à deux joueurs (dossier de 2012)",
		dominosTournoi(app), dominosChampionnat(app), dominosPartie(app), dominosJoue(app), dominosConseil(app), dominosRevue(app), dominosExact(app), dominosEquilibre(app), dominosPlot(app), dominosStrategies(app), dominosEchelle(app))
}

// usagePose is the usage of --pose.
const usagePose = "où va une tuile qui se pose aux deux bouts : 2012 (à gauche, comme le programme de 2012) ou libre (le joueur choisit)"

// lierRegles declares --max, --main, --decompte-2012 and --pose, bound to r, with the usages of
// every command but equilibre.
func lierRegles(d *cli.Drapeaux, r *jeu.ChoixRegles) {
	lierReglesAvec(d, r, usageMax, "nombre de tuiles de chaque main (les deux mains doivent tenir dans le jeu)")
}

// The usages of --max and --budget, which hold the engine's bounds.
var (
	usageMax          = fmt.Sprintf("jeu double-MAX : plus grande valeur d'une demi-tuile (1 à %d)", jeu.MaxValeur)
	usageMaxEquilibre = fmt.Sprintf("jeu double-MAX : plus grande valeur d'une demi-tuile (1 à %d ; l'équilibre ne se calcule que sur de petits jeux)", jeu.MaxValeur)
	usageBudget       = fmt.Sprintf("donnes tirées et résolues à chaque décision de la stratégie recherche (1 à %d)", jeu.MaxBudget)
)

func lierReglesAvec(d *cli.Drapeaux, r *jeu.ChoixRegles, usageMax, usageMain string) {
	d.Int(&r.Max, "max", "", usageMax)
	d.Int(&r.Main, "main", "", usageMain)
	d.Bool(&r.Decompte2012, "decompte-2012", "", "compter 2·x par tuile restante, comme le programme de 2012, au lieu de x + y")
	d.Choix(&r.Pose, "pose", "", usagePose)
	d.Choix(&r.Variante, "regles", "", usageRegles)
}

// parametresRegles lists the rules' options that change the answer.
func parametresRegles(r *jeu.ChoixRegles) []any {
	return append([]any{&r.Max, &r.Main, &r.Decompte2012}, varianteOuPose(r)...)
}

// poseLibre is --pose, bound to *pose, as a parameter of the answer when it is one.
func poseLibre(pose *jeu.NomPose) []any {
	if jeu.PoseParametre(*pose) {
		return []any{pose}
	}
	return nil
}

// lierBudget declares --budget, the samples per decision of recherche, bound to *b.
func lierBudget(d *cli.Drapeaux, b *int) {
	d.Int(b, "budget", "", usageBudget)
}

// avecNoms is the usage s of an option that names a strategy, followed by the strategies' names.
func avecNoms(s string) string { return s + " (" + strings.Join(jeu.Noms(), ", ") + ")" }

// dominosAffrontementOptions are the options of tournoi and partie: --s1, --s2, --budget and
// the rules.
type dominosAffrontementOptions struct{ jeu.ChoixAffrontement }

func nouvellesAffrontementOptions() *dominosAffrontementOptions {
	return &dominosAffrontementOptions{jeu.NouveauChoixAffrontement()}
}

func (o *dominosAffrontementOptions) Lier(d *cli.Drapeaux) {
	d.Choix(&o.S1, "s1", "", avecNoms("stratégie du joueur 1"))
	d.Choix(&o.S2, "s2", "", avecNoms("stratégie du joueur 2"))
	lierBudget(d, &o.Budget)
	lierRegles(d, &o.ChoixRegles)
}

func (o *dominosAffrontementOptions) Parametres(*cli.Contexte) []any {
	p := []any{&o.S1, &o.S2}
	if o.TireEchantillons() {
		p = append(p, &o.Budget)
	}
	return append(p, parametresRegles(&o.ChoixRegles)...)
}

// dominosTournoi plays its games in the work items of jeu.ConfigTournoi: --shard computes a
// range of them, and the merged parts give the one-machine result.
func dominosTournoi(app *cli.App) *cobra.Command {
	o := &dominosTournoiOptions{nouvellesAffrontementOptions()}
	avec := cli.Avec(o, func(d *cli.Drapeaux) { d.Simulation(jeu.PartiesTournoi) })
	cmd := cli.Partagee(app, "tournoi", "oppose deux stratégies sur -n parties : victoires, nuls et défaites du joueur 1", avec, cli.Calcul[jeu.ConfigTournoi, *jeu.Bilan]{
		Version: jeu.VersionTournoi,
		Lire: func(c *cli.Contexte) (jeu.ConfigTournoi, error) {
			donnees(c, &o.ChoixRegles)
			o.MatchDonne = c.Donne(&o.Match)
			return o.Tournoi(c.Communes().Nombre)
		},
		Items: jeu.ConfigTournoi.Items,
		Calcule: func(c *cli.Contexte, cfg jeu.ConfigTournoi, debut, fin int64) (*jeu.Bilan, error) {
			opt := c.Options(cfg.PartiesDesItems(debut, fin), jeu.TailleItem(cfg.Parties))
			return jeu.JouerTournoi(c.Context(), cfg, c.Graine(), opt, debut, fin)
		},
		Resultat: func(c *cli.Contexte, cfg jeu.ConfigTournoi, b *jeu.Bilan) (any, error) {
			res, err := cfg.Resultat(c.Graine(), *b)
			if err != nil {
				return nil, err
			}
			return parler(c.Langue(), res), nil
		},
	})
	cmd.Example = "jeux dominos tournoi --s1 plus_de_points --s2 hasard -n 100000 -g 1"
	return cmd
}

// dominosChampionnatOptions are the options of championnat and plot: the strategies, --budget
// and the rules.
type dominosChampionnatOptions struct{ jeu.ChoixChampionnat }

func nouvellesChampionnatOptions() *dominosChampionnatOptions {
	return &dominosChampionnatOptions{jeu.NouveauChoixChampionnat()}
}

func (o *dominosChampionnatOptions) Lier(d *cli.Drapeaux) {
	d.Chaine(&o.Strategies, "strategies", "", "stratégies du championnat, séparées par des virgules")
	lierBudget(d, &o.Budget)
	lierRegles(d, &o.ChoixRegles)
}

func (o *dominosChampionnatOptions) Parametres(*cli.Contexte) []any {
	p := []any{&o.Strategies}
	if o.TireEchantillons() {
		p = append(p, &o.Budget)
	}
	return append(p, parametresRegles(&o.ChoixRegles)...)
}

// championnat reads the options of championnat and plot.
func (o *dominosChampionnatOptions) championnat(c *cli.Contexte) (jeu.ConfigChampionnat, error) {
	donnees(c, &o.ChoixRegles)
	return o.Championnat(c.Communes().Nombre)
}

// dominosChampionnat numbers its games one seating after the other and plays them in the work
// items of jeu.TailleItem, which --shard splits like those of tournoi.
func dominosChampionnat(app *cli.App) *cobra.Command {
	o := nouvellesChampionnatOptions()
	avec := cli.Avec(o, func(d *cli.Drapeaux) {
		d.Nombre(jeu.PartiesParPlace, dominosUsageParPlace)
		d.Graine()
		d.Workers()
		d.Format()
	})
	cmd := cli.Partagee(app, "championnat", "chaque stratégie contre chaque autre, aux deux places : matrices des victoires et classement", avec, cli.Calcul[jeu.ConfigChampionnat, *jeu.Championnat]{
		Version: jeu.VersionChampionnat,
		Lire:    o.championnat,
		Items:   jeu.ConfigChampionnat.Lots,
		Calcule: func(c *cli.Contexte, cfg jeu.ConfigChampionnat, debut, fin int64) (*jeu.Championnat, error) {
			opt := c.Options(cfg.PartiesDesLots(debut, fin), 0)
			return jeu.JouerLots(c.Context(), cfg, c.Graine(), opt, debut, fin)
		},
		Resultat: func(c *cli.Contexte, cfg jeu.ConfigChampionnat, total *jeu.Championnat) (any, error) {
			res, err := cfg.Resultat(total)
			if err != nil {
				return nil, err
			}
			return parler(c.Langue(), res), nil
		},
	})
	cmd.Example = "jeux dominos championnat -n 5000 --strategies pire,hasard,anticipation"
	return cmd
}

func dominosPartie(app *cli.App) *cobra.Command {
	o := nouvellesAffrontementOptions()
	avec := cli.Avec(o, func(d *cli.Drapeaux) {
		d.Graine()
		d.Format()
	})
	cmd := app.Commande("partie", "une partie coup par coup, affichée comme le programme de 2012", avec, func(c *cli.Contexte) (any, error) {
		donnees(c, &o.ChoixRegles)
		a, err := o.Affrontement()
		if err != nil {
			return nil, err
		}
		p, err := a.PremierePartie(c.Context(), c.Graine())
		if err != nil {
			return nil, err
		}
		parler(c.Langue(), p)
		if c.Format() == rendu.Table {
			return transcription{c.Langue(), c.Parametres().LigneDeCommandeEn(c.Langue()), p}, nil
		}
		return p, nil
	})
	cmd.Long = "En table, la partie s'écrit comme le programme de 2012 l'affichait ; en markdown, CSV et JSON,\n" +
		"les mains et les coups sont des tableaux (tuile posée, côté, chaîne après le coup)."
	cmd.Example = "jeux dominos partie --s1 plus_de_points --s2 hasard -g 1\njeux dominos partie -g 1 -F json"
	return cmd
}

// dominosStrategiesOptions are the options of strategies: --pose, which adds to each line where
// the strategy lays a tile that fits both ends.
type dominosStrategiesOptions struct {
	Pose jeu.NomPose
}

func (o *dominosStrategiesOptions) Lier(d *cli.Drapeaux) {
	d.Choix(&o.Pose, "pose", "", usagePose+" ; libre ajoute à chaque ligne le bout que choisit la stratégie")
	d.Format()
}

func (o *dominosStrategiesOptions) Parametres(*cli.Contexte) []any { return poseLibre(&o.Pose) }

func dominosStrategies(app *cli.App) *cobra.Command {
	o := &dominosStrategiesOptions{Pose: jeu.ReglesStandard.Choix().Pose}
	return app.Commande("strategies", "les stratégies connues, une ligne chacune", o, func(c *cli.Contexte) (any, error) {
		pose, err := jeu.LirePose(string(o.Pose))
		if err != nil {
			return nil, err
		}
		return parler(c.Langue(), jeu.Strategies(pose)), nil
	})
}

// dominosExactOptions are the options of exact: the deal given, or the random deals, or every
// deal, and the rules.
type dominosExactOptions struct{ jeu.ChoixExact }

func (o *dominosExactOptions) Lier(d *cli.Drapeaux) {
	d.Chaine(&o.J1, "j1", "", "main du joueur 1, tuile par tuile : « 6-6 6-5 4-2 … » (x-y dans n'importe quel ordre) ; avec --j2")
	d.Chaine(&o.J2, "j2", "", "main du joueur 2, de même taille que celle du joueur 1")
	d.Bool(&o.Toutes, "toutes", "", "résout toutes les donnes du jeu (petits jeux : --max 3 par exemple) et donne les comptes exacts")
	d.Int64(&o.Nombre, cli.OptNombre, "n", "nombre de donnes tirées au hasard et résolues (sans -n ni --toutes : une seule donne, montrée coup par coup)")
	lierRegles(d, &o.Regles)
	d.Graine()
	d.Workers()
	d.Format()
}

// choix is the options with what was given: -n (one of three ways of choosing deals, its default
// solves one deal) and --main.
func (o *dominosExactOptions) choix(c *cli.Contexte) jeu.ChoixExact {
	ch := o.ChoixExact
	ch.Tirees, ch.MainDonnee = c.Donne(&o.Nombre), c.Donne(&o.Regles.Main)
	ch.Regles.PoseDonnee = c.Donne(&o.Regles.Pose)
	return ch
}

func (o *dominosExactOptions) Parametres(c *cli.Contexte) []any {
	var p []any
	for _, q := range []any{&o.J1, &o.J2, &o.Toutes, &o.Nombre} {
		if c.Donne(q) {
			p = append(p, q)
		}
	}
	p = append(p, &o.Regles.Max)
	if o.choix(c).MainParametre() {
		p = append(p, &o.Regles.Main)
	}
	return append(append(p, &o.Regles.Decompte2012), varianteOuPose(&o.Regles)...)
}

// calcul reads the options of « dominos exact »; only a computation that draws takes a seed.
func (o *dominosExactOptions) calcul(c *cli.Contexte) (jeu.CalculExact, error) {
	calc, err := o.choix(c).Calcul()
	if err == nil && calc.Aleatoire() {
		calc.Graine = c.Graine()
	}
	return calc, err
}

// longExact is the description of exact, which ends on how its line breaks ties.
var longExact = "Les deux joueurs voient les deux mains et jouent au mieux pour l'issue que fixent les règles\n" +
	"(gagner, sinon faire nul) : alpha-bêta avec table de transposition. Une donne est donnée par\n" +
	"--j1 et --j2 ou tirée de la graine ; -n N en résout N tirées au hasard, --toutes chacune d'un petit\n" +
	"jeu. " + jeu.EgaliteExacte + "."

// dominosExact solves deals with both hands open. Its work items are one deal, chunks of
// DonnesParItem random deals, or the hands of player 1 (--toutes): --shard splits the last two.
func dominosExact(app *cli.App) *cobra.Command {
	o := &dominosExactOptions{jeu.NouveauChoixExact()}
	cmd := cli.Partagee(app, "exact", "résout à mains ouvertes : l'issue sous le jeu parfait des deux joueurs, une donne ou beaucoup", o, cli.Calcul[jeu.CalculExact, *jeu.BilanExact]{
		Version: jeu.VersionExact,
		Lire:    o.calcul,
		Items:   jeu.CalculExact.Items,
		Calcule: func(c *cli.Contexte, calc jeu.CalculExact, debut, fin int64) (*jeu.BilanExact, error) {
			opt := c.Options(calc.Unites(debut, fin), 0)
			return calc.Calculer(c.Context(), opt, debut, fin)
		},
		Resultat: func(c *cli.Contexte, calc jeu.CalculExact, b *jeu.BilanExact) (any, error) {
			res, err := calc.Resultat(c.Context(), *b)
			if err != nil {
				return nil, err
			}
			return parler(c.Langue(), res), nil
		},
		Aleatoire: jeu.CalculExact.Aleatoire,
	})
	cmd.Long = longExact
	cmd.Example = "jeux dominos exact --j1 \"6-6 6-5 5-5 4-2 3-1\" --j2 \"6-4 5-3 4-4 2-2 1-0\" --max 6 --main 5\n" +
		"jeux dominos exact -g 1\n" +
		"jeux dominos exact -n 10000 -g 1\n" +
		"jeux dominos exact --toutes --max 3 --main 3"
	return cmd
}

// dominosJoueOptions are the options of joue: the computer's strategy, the user's seat, the
// advice, --budget and the rules; the game file to write (--enregistre) or to replay (--rejoue).
type dominosJoueOptions struct {
	jeu.ChoixJoue
	Enregistre, Rejoue string
}

func (o *dominosJoueOptions) Lier(d *cli.Drapeaux) {
	d.Choix(&o.Contre, "contre", "", avecNoms("stratégie de l'ordinateur"))
	d.Int(&o.Place, "place", "", "votre place : 1 (joueur 1) ou 2")
	d.Bool(&o.Conseil, "conseil", "", "avant chacun de vos coups, l'estimation de recherche pour chaque tuile jouable et le coup qu'elle jouerait (? la donne à la demande)")
	lierBudget(d, &o.Budget)
	lierRegles(d, &o.ChoixRegles)
	d.Chaine(&o.Enregistre, "enregistre", "", "écrit la partie jouée dans ce fichier, à la fin ou à l'abandon (pour joue --rejoue et revue)")
	d.Chaine(&o.Rejoue, "rejoue", "", "rejoue la partie de ce fichier (écrit par --enregistre), coup par coup, sans clavier")
	lierMatch(d, &o.Match, usageMatchJoue)
	d.Graine()
}

func (o *dominosJoueOptions) Parametres(c *cli.Contexte) []any {
	if o.Rejoue != "" {
		return []any{&o.Rejoue}
	}
	p := []any{&o.Contre, &o.Place, &o.Conseil}
	if o.BudgetParametre(c.Donne(&o.Budget)) {
		p = append(p, &o.Budget)
	}
	return append(append(p, parametresRegles(&o.ChoixRegles)...), match(c, &o.Match)...)
}

// dominosJoue is a game between the person at the terminal and a strategy: moves are read from
// standard input, so a script can play too.
func dominosJoue(app *cli.App) *cobra.Command {
	o := &dominosJoueOptions{ChoixJoue: jeu.NouveauChoixJoue()}
	cmd := app.Commande("joue", "une partie contre l'ordinateur : vos coups se tapent au clavier (ou arrivent sur l'entrée standard)", o, func(c *cli.Contexte) (any, error) {
		donnees(c, &o.ChoixRegles)
		o.MatchDonne = c.Donne(&o.Match)
		if o.Rejoue != "" {
			return o.rejouer(c)
		}
		cfg, err := o.Config()
		if err != nil {
			return nil, err
		}
		jeu, err := terminal.NouveauDominos(cfg, c.Graine())
		if err != nil {
			return nil, err
		}
		jeu.Commande = c.Parametres().LigneDeCommandeEn(c.Langue())
		jeu.LigneConseil, jeu.LigneExact = lignes.ConseilDominos, lignes.ExactDominos
		return o.jouer(c, jeu, cfg, c.Graine())
	})
	cmd.Long = "La partie s'affiche au fil des coups : votre main, la chaîne, les tuiles jouables numérotées.\n" +
		"Tapez le numéro d'une tuile ou la tuile elle-même (6-4) ; un coup illégal est refusé et redemandé.\n" +
		"Sans tuile jouable, vous passez d'office. La fin de l'entrée (Ctrl-D) ou Ctrl-C abandonne la partie\n" +
		"(statut 1). La même graine redonne la même donne et les mêmes coups de l'ordinateur.\n" +
		"? au lieu d'un coup donne le conseil de recherche (ce que --conseil montre avant chaque coup), suivi de la\n" +
		"ligne « jeux dominos conseil » qui le redonne ; le demander ne change rien à la partie. En fin de partie,\n" +
		"l'issue du jeu parfait à mains ouvertes et la ligne « jeux dominos exact » qui rejoue la donne, puis la revue\n" +
		"de vos coups (celle de « jeux dominos revue »). --enregistre écrit la partie dans un fichier, même abandonnée ;\n" +
		"--rejoue la rejoue depuis ce fichier, sans clavier."
	cmd.Example = "jeux dominos joue\njeux dominos joue --contre anticipation --conseil -g 7\nprintf '1\\n1\\n1\\n' | jeux dominos joue --max 3 --main 3 -g 2"
	return cmd
}

// dominosConseilOptions are the options of conseil: the position, --budget (a number or auto),
// the size of the hands dealt (--distribuees, which gives --adverse when it is left out) and the
// rules but --main, which names the hand here.
type dominosConseilOptions struct {
	jeu.ConfigConseil
	budget jeu.BudgetConseil
}

func (o *dominosConseilOptions) Lier(d *cli.Drapeaux) {
	d.Chaine(&o.Chaine, "chaine", "", "les tuiles posées, de gauche à droite, chacune dans n'importe quel sens : « 6-6 5-6 2-5 » se lit 6:6 6:5 5:2 (x-y ou x:y)")
	d.Chaine(&o.Main, "main", "", "votre main, tuile par tuile : « 5-4 5-1 » (x-y dans n'importe quel ordre)")
	d.Int(&o.Adverse, "adverse", "", "nombre de tuiles de l'adversaire (au moins 1) ; sans lui, il se déduit de --distribuees : toute tuile distribuée est en main ou posée")
	d.Int(&o.Regles.Main, "distribuees", "", "nombre de tuiles distribuées à chaque joueur en début de partie, d'où se déduit --adverse")
	d.Chaine(&o.Passe, "passe", "", "valeurs sur lesquelles l'adversaire a passé, séparées par des virgules (3,5) : il n'a aucune tuile qui les porte")
	d.Chaine(&o.Ouverture, "ouverture", "", "la tuile qui a ouvert, sur la chaîne : la plus forte des deux mains distribuées (sous --regles club, le plus fort double, sinon la plus lourde), l'adversaire n'en tient aucune qui aurait ouvert à sa place (sans elle, pas de telle borne)")
	d.Obligatoire(&o.Chaine, &o.Main)
	d.Int(&o.Regles.Max, "max", "", usageMax)
	d.Bool(&o.Regles.Decompte2012, "decompte-2012", "", "compter 2·x par tuile restante, comme le programme de 2012, au lieu de x + y")
	d.Choix(&o.Regles.Pose, "pose", "", usagePose)
	d.Choix(&o.Regles.Variante, "regles", "", usageRegles)
	d.Choix(&o.budget, "budget", "", usageBudgetConseil)
	d.Graine()
	d.Format()
}

// Parametres lists every option that changes the estimate, in the order of lignes.ConseilDominos:
// --adverse when given, --distribuees when it gives --adverse or is checked against it.
func (o *dominosConseilOptions) Parametres(c *cli.Contexte) []any {
	p := []any{&o.Chaine, &o.Main}
	adverse, distribuees := c.Donne(&o.Adverse), c.Donne(&o.Regles.Main)
	if adverse {
		p = append(p, &o.Adverse)
	}
	if distribuees || !adverse {
		p = append(p, &o.Regles.Main)
	}
	p = append(p, &o.Passe, &o.Ouverture, &o.Regles.Max, &o.Regles.Decompte2012)
	p = append(p, varianteOuPose(&o.Regles)...)
	return append(p, &o.budget)
}

// dominosConseil gives recherche's estimate of each playable tile in a position written on the
// command line: the advice of « joue », for a position met anywhere.
func dominosConseil(app *cli.App) *cobra.Command {
	o := &dominosConseilOptions{ConfigConseil: jeu.NouvelleConfigConseil(), budget: jeu.BudgetConseil(fmt.Sprint(jeu.BudgetRecherche))}
	cmd := app.Commande("conseil", "l'estimation de recherche pour chaque coup jouable d'une position donnée : chaîne, main, tuiles de l'adversaire, passes", o, func(c *cli.Contexte) (any, error) {
		donnees(c, &o.Regles)
		o.Budget, o.Auto = o.budget.Lire()
		o.SansAdverse, o.DistribueesDonnee = !c.Donne(&o.Adverse), c.Donne(&o.Regles.Main)
		p, err := o.Position()
		if err != nil {
			return nil, err
		}
		res, err := p.ConseilAuto(c.Context(), o.Budget, o.Auto, c.Graine())
		if err != nil {
			return nil, err
		}
		return parler(c.Langue(), res), nil
	})
	cmd.Long = longConseil
	cmd.Example = exemplesConseil
	return cmd
}

// dominosEquilibreOptions are the options of equilibre: a small game, CFR+'s target and
// iterations, and how the strategies of the catalogue are judged.
type dominosEquilibreOptions struct{ jeu.ChoixEquilibre }

func (o *dominosEquilibreOptions) Lier(d *cli.Drapeaux) {
	lierReglesAvec(d, &o.ChoixRegles, usageMaxEquilibre, "nombre de tuiles de chaque main")
	d.Float(&o.Cible, "cible", "", "exploitabilité visée : CFR+ s'arrête dès qu'elle est atteinte")
	d.Int(&o.Iterations, "iterations", "", "nombre maximal d'itérations de CFR+")
	d.Int(&o.Tirages, "tirages", "", "appels qui estiment, à chaque ensemble d'information, les coups d'une stratégie qui tire au sort (anticipation, recherche)")
	lierBudget(d, &o.Budget) // every strategy is judged: the budget always applies
	d.Format()
}

func (o *dominosEquilibreOptions) Parametres(*cli.Contexte) []any {
	return append(parametresRegles(&o.ChoixRegles), &o.Cible, &o.Iterations, &o.Tirages, &o.Budget)
}

// longEquilibre is the description of equilibre, with the engine's bounds.
var longEquilibre = "Le vrai jeu, mains cachées, sur un petit jeu : un équilibre de Nash approché par CFR+, sa valeur\n" +
	"(+1 gagnée, 0 nulle, −1 perdue ; nulle pour le joueur 1 par symétrie des places, la valeur\n" +
	"pour le joueur qui ouvre est celle qui dit quelque chose), son exploitabilité par une meilleure\n" +
	"réponse exacte, et chaque stratégie du catalogue contre l'équilibre et contre sa meilleure réponse.\n" +
	"Un jeu de plus de " + fmt.Sprint(jeu.MaxInfosEquilibre) + " ensembles d'information ou de " +
	fmt.Sprint(jeu.MaxCasesEquilibre) + " cases (estimés) est refusé."

// dominosEquilibre computes the equilibrium of a small hidden-hand game by CFR+ and judges every
// strategy of the catalogue against it.
func dominosEquilibre(app *cli.App) *cobra.Command {
	o := &dominosEquilibreOptions{jeu.NouveauChoixEquilibre()}
	cmd := app.Commande("equilibre", "équilibre de Nash d'un petit jeu à mains cachées (CFR+) et chaque stratégie jugée contre lui", o, func(c *cli.Contexte) (any, error) {
		donnees(c, &o.ChoixRegles)
		cfg, err := o.Config()
		if err != nil {
			return nil, err
		}
		res, err := jeu.CalculerEquilibre(c.Context(), cfg)
		if err != nil {
			return nil, err
		}
		return parler(c.Langue(), res), nil
	})
	cmd.Long = longEquilibre
	cmd.Example = "jeux dominos equilibre --max 2 --main 2\njeux dominos equilibre --max 3 --main 3 --cible 1e-4"
	return cmd
}

// dominosPlot draws a championship as a heat map: the share of wins of each strategy (row)
// against each other (column), both seatings together, written in its cell.
func dominosPlot(app *cli.App) *cobra.Command {
	o := nouvellesChampionnatOptions()
	avec := cli.Avec(o, func(d *cli.Drapeaux) {
		d.GraphiqueSansPlage("dominos.png")
		d.Nombre(jeu.PartiesParPlace, dominosUsageParPlace)
		d.Graine()
		d.Workers()
	})
	cmd := app.Commande("plot", "le championnat en carte de chaleur : part de victoires de chaque stratégie contre chaque autre", avec, func(c *cli.Contexte) (any, error) {
		im, err := c.Graphique()
		if err != nil {
			return nil, err
		}
		cfg, err := o.championnat(c)
		if err != nil {
			return nil, err
		}
		res, err := jeu.JouerChampionnat(c.Context(), cfg, c.Graine(), c.Options(cfg.PartiesDesLots(0, cfg.Lots()), 0))
		if err != nil {
			return nil, err
		}
		dessin, err := graphique.DominosChampionnatEn(c.Langue(), res)
		if err != nil {
			return nil, err
		}
		return im.Dessiner(dessin, "championnat des stratégies")
	})
	cmd.Long = "Joue le championnat de « jeux dominos championnat » avec les mêmes options et la même graine (les mêmes\n" +
		"parties), et dessine la part de victoires de chaque stratégie (ligne) contre chaque autre (colonne),\n" +
		"les deux places ensemble, valeur écrite dans chaque case."
	cmd.Example = "jeux dominos plot --strategies pire,hasard,plus_de_points,bloqueur -n 2000 -g 1 -o championnat.png"
	return cmd
}

// dominosEchelleOptions are the options of echelle: the counting, and -F.
type dominosEchelleOptions struct{ Decompte2012 bool }

func (o *dominosEchelleOptions) Lier(d *cli.Drapeaux) {
	d.Bool(&o.Decompte2012, "decompte-2012", "", "l'échelle au décompte de 2012 (2·x par tuile restante) au lieu de x + y")
	d.Format()
}

func (o *dominosEchelleOptions) Parametres(*cli.Contexte) []any { return []any{&o.Decompte2012} }

// echelleDominos is the published ladder: the championship, and the command that computed it.
type echelleDominos struct {
	Calcul string `json:"calcul" rendu:"note"`
	jeu.ResultatChampionnat
}

func dominosEchelle(app *cli.App) *cobra.Command {
	o := &dominosEchelleOptions{}
	cmd := app.Commande("echelle", "l'échelle des stratégies publiée : le championnat de 10 000 parties par place, gardé dans le programme", o, func(c *cli.Contexte) (any, error) {
		decompte := "x+y"
		if o.Decompte2012 {
			decompte = "2012"
		}
		var e struct {
			Parametres rendu.Parametres
			jeu.ResultatChampionnat
		}
		if err := json.Unmarshal(resultats.EchelleDominos(decompte), &e); err != nil {
			return nil, fmt.Errorf("%s/%s/resultat.json : %w", resultats.DossierEchelleDominos, decompte, err)
		}
		e.Regles = c.Langue().T(e.Regles) // the rules of the ladder, a text of the catalog
		return echelleDominos{c.Sprintf("calculé par : %s (en parts, %s/%s)", e.Parametres.LigneDeCommandeEn(c.Langue()), resultats.DossierEchelleDominos, decompte),
			e.ResultatChampionnat}, nil
	})
	cmd.Long = "L'échelle des stratégies telle que jeux l'a mesurée et publiée (docs/dominos.md) : chaque stratégie contre\n" +
		"chaque autre, 10 000 parties à chaque place, double-6, mains de 10 tuiles, recherche au budget de 128. Le\n" +
		"championnat fusionné est gardé dans le programme : la commande répond depuis n'importe quel dossier, sans\n" +
		"rien calculer ; la ligne « calculé par » est celle qui le refait (une heure et plus sur deux cœurs)."
	cmd.Example = "jeux dominos echelle\njeux dominos echelle --decompte-2012 -F json"
	return cmd
}
