package dominos

import (
	"fmt"
	"io"
	"strings"
)

// Transcription est une partie écrite comme le programme de 2012 l'affichait (ses print
// mettaient deux espaces après chaque deux-points), précédée de la ligne de commande qui la
// rejoue, des règles et des stratégies, et suivie des points et du gagnant.
type Transcription struct {
	Commande string // la ligne de commande qui rejoue la partie, graine comprise
	Partie   *ResultatPartie
}

// EcrireTexte écrit la transcription.
func (t Transcription) EcrireTexte(w io.Writer) error {
	p := t.Partie
	var b strings.Builder
	if t.Commande != "" {
		fmt.Fprintln(&b, "commande :", t.Commande)
	}
	fmt.Fprintln(&b, p.Regles)
	fmt.Fprintf(&b, "joueur 1 : %s ; joueur 2 : %s\n", p.S1, p.S2)
	fmt.Fprintln(&b, "----Nouvelle partie----")
	for _, j := range p.Joueurs {
		fmt.Fprintf(&b, "La main du Joueur %d :  %s\n", j.Joueur, liste2012(j.Main))
	}
	fmt.Fprintln(&b)
	for _, c := range p.Coups {
		if c.Passe {
			fmt.Fprintf(&b, "Joueur %d passe.\n", c.Joueur)
			continue
		}
		fmt.Fprintf(&b, "Joueur %d joue :  %s\n", c.Joueur, liste2012(c.Chaine))
	}
	for _, j := range p.Joueurs {
		fmt.Fprintf(&b, "La main du Joueur %d :  %s\n", j.Joueur, liste2012(j.Reste))
	}
	fmt.Fprintf(&b, "Points : joueur 1 = %d, joueur 2 = %d\n", p.Joueurs[0].Points, p.Joueurs[1].Points)
	if p.Gagnant == 0 {
		fmt.Fprintln(&b, "Partie nulle.")
	} else {
		fmt.Fprintf(&b, "le joueur %d gagne.\n", p.Gagnant)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// liste2012 écrit des tuiles comme Python affichait les listes du programme de 2012 :
// [[6, 6], [5, 1]].
func liste2012(t Tuiles) string {
	parts := make([]string, len(t))
	for i, p := range t {
		parts[i] = fmt.Sprintf("[%d, %d]", p[0], p[1])
	}
	return "[" + strings.Join(parts, ", ") + "]"
}
