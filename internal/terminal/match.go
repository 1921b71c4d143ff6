package terminal

import (
	"bufio"
	"context"
	"fmt"

	"jeux/games/dominos"
	"jeux/internal/langue"
)

// match plays hands until a player reaches d.Match points (docs/regles.md §2.5): the first hand
// is d.Donne, each next one is drawn from d.Hasard, and each opens by the club's rule. After
// each hand it writes the score, and at the end the winner of the match. It returns the last
// hand's outcome.
func (d Dominos) match(ctx context.Context, w *bufio.Writer, lignes <-chan ligne) (dominos.Resultat, error) {
	l := langue.De(ctx)
	var score dominos.Score
	moi := d.Place
	for k := 1; ; k++ {
		if k > 1 {
			d.Donne = dominos.Distribuer(d.Hasard, d.Regles)
			fmt.Fprintln(w)
		}
		fmt.Fprintln(w, l.Sprintf("Donne %d", k))
		r, err := d.main(ctx, w, lignes)
		if err != nil {
			return r, err
		}
		score.Ajouter(r)
		fmt.Fprintln(w, l.Sprintf("Score : vous %d, l'ordinateur %d (match en %d points).", score[moi-1], score[2-moi], d.Match))
		if g := score.Gagnant(d.Match); g != 0 {
			fmt.Fprintln(w)
			if g == moi {
				fmt.Fprintln(w, l.Sprintf("Vous gagnez le match, %d à %d, en %d donnes.", score[moi-1], score[2-moi], k))
			} else {
				fmt.Fprintln(w, l.Sprintf("L'ordinateur gagne le match, %d à %d, en %d donnes.", score[2-moi], score[moi-1], k))
			}
			return r, nil
		}
	}
}

// marque says who scores what for the hand r under the club rules, moi being the person's seat.
func marque(l langue.Langue, r dominos.Resultat, moi int) string {
	n := r.Marque()
	switch {
	case r.Gagnant == 0:
		return l.T("Donne nulle : personne ne marque.")
	case r.Gagnant == moi && singulier(l, n):
		return l.Sprintf("Vous marquez %d point (les points de l'autre main moins ceux de la vôtre).", n)
	case r.Gagnant == moi:
		return l.Sprintf("Vous marquez %d points (les points de l'autre main moins ceux de la vôtre).", n)
	case singulier(l, n):
		return l.Sprintf("L'ordinateur marque %d point (les points de votre main moins ceux de la sienne).", n)
	}
	return l.Sprintf("L'ordinateur marque %d points (les points de votre main moins ceux de la sienne).", n)
}

// singulier says whether a count of n takes the singular in the language l: 1 in English, 0 and
// 1 in French (« 0 point »).
func singulier(l langue.Langue, n int) bool {
	return n == 1 || n == 0 && l == langue.Francais
}
