package dominos

import (
	"fmt"
	"io"
	"strings"

	jeu "jeux/games/dominos"
	"jeux/internal/langue"
)

// transcription is a game written as the 2012 program showed it (its prints put two spaces
// after each colon), after the command line that replays it, the rules and the strategies, and
// before the points and the winner; in English, its sentences are English.
type transcription struct {
	langue   langue.Langue
	commande string // the command line that replays the game, seed included
	partie   *jeu.ResultatPartie
}

// EcrireTexte writes the transcript.
func (t transcription) EcrireTexte(w io.Writer) error {
	p, l := t.partie, t.langue
	var b strings.Builder
	if t.commande != "" {
		fmt.Fprintln(&b, l.Sprintf("commande : %s", t.commande))
	}
	fmt.Fprintln(&b, p.Regles)
	fmt.Fprintln(&b, l.Sprintf("joueur 1 : %s ; joueur 2 : %s", p.S1, p.S2))
	fmt.Fprintln(&b, l.T("----Nouvelle partie----"))
	for _, j := range p.Joueurs {
		fmt.Fprintln(&b, l.Sprintf("La main du Joueur %d :  %s", j.Joueur, liste2012(j.Main)))
	}
	fmt.Fprintln(&b)
	for _, c := range p.Coups {
		if c.Passe {
			fmt.Fprintln(&b, l.Sprintf("Joueur %d passe.", c.Joueur))
			continue
		}
		fmt.Fprintln(&b, l.Sprintf("Joueur %d joue :  %s", c.Joueur, liste2012(c.Chaine)))
	}
	for _, j := range p.Joueurs {
		fmt.Fprintln(&b, l.Sprintf("La main du Joueur %d :  %s", j.Joueur, liste2012(j.Reste)))
	}
	fmt.Fprintln(&b, l.Sprintf("Points : joueur 1 = %d, joueur 2 = %d", p.Joueurs[0].Points, p.Joueurs[1].Points))
	if p.Gagnant == 0 {
		fmt.Fprintln(&b, l.T("Partie nulle."))
	} else {
		fmt.Fprintln(&b, l.Sprintf("le joueur %d gagne.", p.Gagnant))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// liste2012 writes tiles as Python printed the lists of the 2012 program: [[6, 6], [5, 1]].
func liste2012(t jeu.Tuiles) string {
	parts := make([]string, len(t))
	for i, p := range t {
		parts[i] = fmt.Sprintf("[%d, %d]", p[0], p[1])
	}
	return "[" + strings.Join(parts, ", ") + "]"
}
