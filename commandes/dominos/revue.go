package dominos

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	jeu "jeux/games/dominos"
	"jeux/internal/cli"
	"jeux/internal/fichier"
	"jeux/internal/langue"
	"jeux/internal/terminal"
	"jeux/rendu"
	"jeux/rendu/lignes"
)

// maxFichierPartie bounds a game file: a game of the largest set is a few kilobytes.
const maxFichierPartie = 1 << 20

// lirePartie reads and replays the game file chemin, named by the option (empty for the
// argument of revue); a file that cannot be read or does not replay is a usage error that names
// the file and, when the file is at fault, its line.
func lirePartie(option, chemin string) (*jeu.Enregistrement, error) {
	nom := fmt.Sprintf("%q", chemin)
	if option != "" {
		nom = "--" + option + " " + nom
	}
	b, err := fichier.Lire(chemin, maxFichierPartie)
	if err != nil {
		return nil, cli.ErreurUsage("%s : %s", nom, fichier.CauseDe{Err: err})
	}
	e, err := jeu.LireEnregistrement(string(b))
	var lr *jeu.LigneRefusee
	if errors.As(err, &lr) {
		return nil, cli.ErreurUsage("%s, ligne %d : %v", nom, lr.Ligne, lr.Err)
	}
	return e, err
}

// ecrirePartie writes the game as played to chemin, whole or not at all.
func ecrirePartie(chemin string, e *jeu.Enregistrement) error {
	return fichier.Ecrire(chemin, e.Ecrire)
}

// revoir writes the review that ends « joue » and « joue --rejoue », exact with both hands
// open, when the hands fit the solver (else « joue » has said there is no exact solving): the
// tables of « revue », under the game, without the command line the game began with.
func revoir(c *cli.Contexte, e *jeu.Enregistrement) (any, error) {
	cfg := jeu.ConfigRevue{Partie: e, Methode: jeu.RevueExacte}
	if cfg.Valider() != nil || len(e.Journal.Coups) < 2 {
		return nil, nil
	}
	res, err := cfg.Revoir(c.Context())
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	b.WriteByte('\n')
	if err := rendu.EcrireResultat(c.Context(), &b, rendu.Table, rendu.Parametres{}, parler(c.Langue(), res)); err != nil {
		return nil, err
	}
	_, err = c.Stdout().Write(b.Bytes())
	return nil, cli.ErreurEcriture(err)
}

// jouer plays the game d of cfg at the terminal, writes it to --enregistre when asked (whatever
// was played, even when the game is abandoned) and ends with its review.
func (o *dominosJoueOptions) jouer(c *cli.Contexte, d terminal.Dominos, cfg jeu.ConfigJoue, graine uint64) (any, error) {
	if cfg.Match > 0 {
		return jouerMatch(c, d, o.Enregistre)
	}
	if o.Enregistre != "" {
		if err := fichier.VerifierSortie(o.Enregistre); err != nil {
			return nil, cli.ErreurUsage("--%s : %v", c.Langue().Option("enregistre"), err)
		}
	}
	e := &jeu.Enregistrement{Regles: cfg.Regles, Graine: graine, Place: cfg.Place, Contre: cfg.Contre, Budget: cfg.Budget}
	d.Enregistrer = func(j jeu.Journal) { e.Journal = j }
	_, err := d.Jouer(c.Context(), c.Stdin(), c.Stdout())
	if o.Enregistre != "" && len(e.Journal.Coups) > 0 {
		if errE := ecrirePartie(o.Enregistre, e); errE != nil && err == nil {
			err = errE
		}
	}
	if err != nil {
		return nil, err
	}
	return revoir(c, e)
}

// rejouer replays the game file of --rejoue as « joue » shows it, the person's moves echoed
// after the prompt, then its review; a game that stops before its end (abandoned) is shown as
// far as it went.
func (o *dominosJoueOptions) rejouer(c *cli.Contexte) (any, error) {
	for _, p := range []any{&o.Contre, &o.Place, &o.Conseil, &o.Budget, &o.Max, &o.Main, &o.Decompte2012, &o.Pose, &o.Variante, &o.Match} {
		if c.Donne(p) {
			return nil, cli.ErreurUsage("--%s lit la partie dans le fichier : elle ne prend ni règles, ni --%s, ni --%s, ni --%s, ni --%s",
				c.Langue().Option("rejoue"), c.Langue().Option("contre"), c.Langue().Option("place"), c.Langue().Option("conseil"), c.Langue().Option("budget"))
		}
	}
	e, err := lirePartie(c.Langue().Option("rejoue"), o.Rejoue)
	if err != nil {
		return nil, err
	}
	if o.Enregistre != "" {
		if err := fichier.VerifierSortie(o.Enregistre); err != nil {
			return nil, cli.ErreurUsage("--%s : %v", c.Langue().Option("enregistre"), err)
		}
	}
	l := c.Langue()
	ctx, arreter := context.WithCancel(c.Context())
	defer arreter()
	// The person's moves are typed at the prompt, as she typed them; the computer's are replayed.
	var personne strings.Builder
	g, dr := l.T("gauche"), l.T("droite")
	for _, coup := range e.Coups(e.Place) {
		bout := dr
		if coup.AGauche {
			bout = g
		}
		fmt.Fprintf(&personne, "%d-%d %s\n", coup.Tuile.Haut(), coup.Tuile.Bas(), bout)
	}
	d := terminal.Dominos{
		Donne: jeu.Donne{Mains: e.Journal.Mains}, Regles: e.Regles, Place: e.Place,
		Machine: jeu.NouveauRejeu(e.Coups(3-e.Place), arreter), NomMachine: e.Contre,
		Commande: c.Parametres().LigneDeCommandeEn(l), LigneExact: lignes.ExactDominos, Echo: true,
	}
	_, err = d.Jouer(ctx, strings.NewReader(personne.String()), c.Stdout())
	switch {
	case c.Context().Err() != nil:
		return nil, c.Context().Err()
	case errors.Is(err, terminal.ErrFinEntree) || errors.Is(err, context.Canceled):
		fmt.Fprintln(c.Stdout(), c.Sprintf("Le fichier s'arrête là : partie interrompue après %d coups.", len(e.Journal.Coups)))
	case err != nil:
		return nil, err
	}
	if o.Enregistre != "" {
		if err := ecrirePartie(o.Enregistre, e); err != nil {
			return nil, err
		}
	}
	return revoir(c, e)
}

// dominosRevueOptions are the options of revue: the method, the budget of recherche, -F.
type dominosRevueOptions struct {
	Methode jeu.MethodeRevue
	Budget  int
}

func (o *dominosRevueOptions) Lier(d *cli.Drapeaux) {
	d.Choix(&o.Methode, "methode", "", "exact : le meilleur coup et les valeurs du jeu parfait à mains ouvertes ; recherche : l'estimation de recherche, "+
		"donnes tirées selon ce que vous saviez (celles du conseil de la partie, tirées de sa graine)")
	d.Int(&o.Budget, "budget", "", "donnes tirées à chacun de vos coups avec --methode recherche (1 à "+fmt.Sprint(jeu.MaxBudget)+")")
	d.Format()
}

func (o *dominosRevueOptions) Parametres(*cli.Contexte) []any {
	if o.Methode == jeu.RevueRecherche {
		return []any{&o.Methode, &o.Budget}
	}
	return []any{&o.Methode}
}

// dominosRevue reviews a game file that « joue --enregistre » wrote.
func dominosRevue(app *cli.App) *cobra.Command {
	o := &dominosRevueOptions{Methode: jeu.RevueExacte, Budget: jeu.BudgetRecherche}
	cmd := app.Commande("revue partie.txt", "la revue d'une partie jouée (joue --enregistre) : chacun de vos coups, le meilleur, ce qu'il vous a coûté", o, func(c *cli.Contexte) (any, error) {
		e, err := lirePartie("", c.Arg(0))
		if err != nil {
			return nil, err
		}
		cfg := jeu.ConfigRevue{Partie: e, Methode: o.Methode, Budget: o.Budget, Graine: e.Graine}
		if err := cfg.Valider(); err != nil {
			return nil, err
		}
		res, err := cfg.Revoir(c.Context())
		if err != nil {
			return nil, err
		}
		return parler(c.Langue(), res), nil
	})
	cmd.Args = cli.Argument("le fichier de la partie, écrit par « jeux dominos joue --enregistre »")
	cmd.Long = "Pour chacun de vos coups (ni l'ouverture ni les passes, qui sont forcées) : le coup joué, le meilleur, leurs valeurs,\n" +
		"le coût (valeur du meilleur − valeur du joué) et si le coup a changé l'issue. Par défaut (--methode exact), les\n" +
		"valeurs sont celles du jeu parfait à mains ouvertes : +1 gagnée, 0 nulle, −1 perdue pour vous, si bien qu'un coût\n" +
		"non nul change l'issue. Avec --methode recherche, ce sont les estimations de recherche, ce que vous pouviez savoir :\n" +
		"l'issue moyenne sur --budget donnes tirées (celles du conseil de la partie) ; l'issue change quand l'issue arrondie\n" +
		"change. La précision est la part des coups à choix (deux coups permis ou plus) joués au mieux. Les règles sont\n" +
		"celles du fichier."
	cmd.Example = "jeux dominos joue -g 7 --enregistre partie.txt\njeux dominos revue partie.txt\njeux dominos revue partie.txt --methode recherche -F json"
	return cmd
}

// parlerRevue writes the moves of a review, its note and its worst move in the language l.
func parlerRevue(l langue.Langue, r *jeu.ResultatRevue) {
	r.Regles = terminal.ReglesDominos(l, r.Jeu)
	if r.Methode == string(jeu.RevueRecherche) {
		r.Note = l.Sprintf("valeurs de recherche, ce que vous saviez : l'issue moyenne (+1 gagnée, 0 nulle, −1 perdue) sur %d donnes tirées à chaque coup", r.Budget)
	} else {
		r.Note = l.T("valeurs du jeu parfait à mains ouvertes (exact) : +1 gagnée, 0 nulle, −1 perdue pour vous")
	}
	r.Pire = l.T("aucun : chaque coup était le meilleur")
	for i := range r.Coups {
		k := &r.Coups[i]
		k.Joue = coupEn(l, k.CoupJoue, k.AuChoixJoue)
		k.Meilleur = coupEn(l, k.CoupMeilleur, k.AuChoixMeill)
		if k.Numero == r.PireCoup {
			r.Pire = l.Sprintf("coup %d : %s au lieu de %s (coût %s)", k.Numero, k.Joue, k.Meilleur, nombre(k.Cout))
		}
	}
}

// coupEn writes a move: its tile, and its end when the tile fitted both.
func coupEn(l langue.Langue, c jeu.Placement, auChoix bool) string {
	t := jeu.Pose{c.Tuile.Haut(), c.Tuile.Bas()}.String()
	if !auChoix {
		return t
	}
	if c.AGauche {
		return l.Sprintf("%s à gauche", t)
	}
	return l.Sprintf("%s à droite", t)
}

// nombre writes a cost as the tables do: an integer as it is, else to 4 decimals.
func nombre(x float64) string {
	if x == float64(int64(x)) {
		return fmt.Sprint(int64(x))
	}
	return fmt.Sprintf("%.4f", x)
}
