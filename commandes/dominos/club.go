package dominos

import (
	jeu "jeux/games/dominos"
	"jeux/internal/cli"
	"jeux/internal/terminal"
)

// usageRegles is the usage of --regles.
const usageRegles = "règles : 2012 (celles du programme de 2012) ou club (le plus fort double ouvre, qui se vide gagne, " +
	"partie bloquée à la main la plus légère ; pose libre et décompte x + y)"

// donnees tells the rules r which of their options were given: the club rules refuse --pose 2012
// given, and imply the free pose otherwise.
func donnees(c *cli.Contexte, r *jeu.ChoixRegles) { r.PoseDonnee = c.Donne(&r.Pose) }

// varianteOuPose is --regles, bound in r, as a parameter of the answer when the rules are the
// club's (which imply the free pose), else --pose when it is one.
func varianteOuPose(r *jeu.ChoixRegles) []any {
	if jeu.ReglesParametre(r.Variante) {
		return []any{&r.Variante}
	}
	return poseLibre(&r.Pose)
}

// The usages of --match.
const (
	usageMatchJoue    = "joue un match sous les règles du club (--regles club) : des donnes jusqu'à ce qu'un joueur atteigne ce nombre de points (au moins 1) ; sans --match, une seule donne"
	usageMatchTournoi = "chaque partie du tournoi est un match sous les règles du club (--regles club) : des donnes jusqu'à ce qu'un joueur atteigne ce nombre de points (au moins 1) ; la table compte les matchs gagnés ; sans --match, chaque partie est une donne"
)

// lierMatch declares --match, bound to *m, with the usage u.
func lierMatch(d *cli.Drapeaux, m *int, u string) { d.Int(m, "match", "", u) }

// match is --match, bound to *m, as a parameter of the answer when it is given.
func match(c *cli.Contexte, m *int) []any {
	if c.Donne(m) {
		return []any{m}
	}
	return nil
}

// jouerMatch plays the match of d. A game file holds one hand, and the review one hand's moves:
// a match is neither written (--enregistre is refused) nor reviewed.
func jouerMatch(c *cli.Contexte, d terminal.Dominos, enregistre string) (any, error) {
	if enregistre != "" {
		return nil, cli.ErreurUsage("--%s : le fichier d'une partie tient une donne, pas un match (--%s)",
			c.Langue().Option("enregistre"), c.Langue().Option("match"))
	}
	_, err := d.Jouer(c.Context(), c.Stdin(), c.Stdout())
	return nil, err
}

// dominosTournoiOptions are the options of tournoi: those of partie, and --match.
type dominosTournoiOptions struct{ *dominosAffrontementOptions }

func (o *dominosTournoiOptions) Lier(d *cli.Drapeaux) {
	o.dominosAffrontementOptions.Lier(d)
	lierMatch(d, &o.Match, usageMatchTournoi)
}

func (o *dominosTournoiOptions) Parametres(c *cli.Contexte) []any {
	return append(o.dominosAffrontementOptions.Parametres(c), match(c, &o.Match)...)
}
