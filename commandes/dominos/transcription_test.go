package dominos

import (
	"strings"
	"testing"

	jeu "jeux/games/dominos"
	"jeux/internal/langue"
)

// The deal of the engine's ExampleJouer, worked by hand: player 1 opens with the double six,
// (6,5) goes left, (6,1) and (1,1) right, both pass, player 1 wins 2 to 3. The transcript is the
// 2012 program's, in French; in English, the same lines in English.
func TestTranscription(t *testing.T) {
	pose := func(x, y int) *jeu.Pose { return &jeu.Pose{x, y} }
	p := &jeu.ResultatPartie{Jeu: jeu.Regles{Max: 6, Main: 3}, S1: "plus_de_points", S2: "pire", Gagnant: 1, Tours: 6,
		Joueurs: [2]jeu.JoueurPartie{
			{Joueur: 1, Strategie: "plus_de_points", Main: jeu.Tuiles{{6, 6}, {6, 1}, {2, 0}}, Reste: jeu.Tuiles{{2, 0}}, Points: 2},
			{Joueur: 2, Strategie: "pire", Main: jeu.Tuiles{{6, 5}, {3, 0}, {1, 1}}, Reste: jeu.Tuiles{{3, 0}}, Points: 3},
		},
		Coups: []jeu.CoupPartie{
			{Coup: 1, Joueur: 1, Tuile: pose(6, 6), Cote: "ouverture", Chaine: jeu.Tuiles{{6, 6}}},
			{Coup: 2, Joueur: 2, Tuile: pose(5, 6), Cote: "gauche", Chaine: jeu.Tuiles{{5, 6}, {6, 6}}},
			{Coup: 3, Joueur: 1, Tuile: pose(6, 1), Cote: "droite", Chaine: jeu.Tuiles{{5, 6}, {6, 6}, {6, 1}}},
			{Coup: 4, Joueur: 2, Tuile: pose(1, 1), Cote: "droite", Chaine: jeu.Tuiles{{5, 6}, {6, 6}, {6, 1}, {1, 1}}},
			{Coup: 5, Joueur: 1, Passe: true, Chaine: jeu.Tuiles{{5, 6}, {6, 6}, {6, 1}, {1, 1}}},
			{Coup: 6, Joueur: 2, Passe: true, Chaine: jeu.Tuiles{{5, 6}, {6, 6}, {6, 1}, {1, 1}}},
		}}
	for _, c := range []struct {
		l    langue.Langue
		want string
	}{
		{langue.Francais, `commande : jeux dominos partie
règles : double-6 (28 tuiles), mains de 3 tuiles, décompte x + y
joueur 1 : plus_de_points ; joueur 2 : pire
----Nouvelle partie----
La main du Joueur 1 :  [[6, 6], [6, 1], [2, 0]]
La main du Joueur 2 :  [[6, 5], [3, 0], [1, 1]]

Joueur 1 joue :  [[6, 6]]
Joueur 2 joue :  [[5, 6], [6, 6]]
Joueur 1 joue :  [[5, 6], [6, 6], [6, 1]]
Joueur 2 joue :  [[5, 6], [6, 6], [6, 1], [1, 1]]
Joueur 1 passe.
Joueur 2 passe.
La main du Joueur 1 :  [[2, 0]]
La main du Joueur 2 :  [[3, 0]]
Points : joueur 1 = 2, joueur 2 = 3
le joueur 1 gagne.
`},
		{langue.Anglais, `command: jeux dominos partie
rules: double-6 (28 tiles), hands of 3 tiles, scoring x + y
player 1: plus_de_points; player 2: pire
----New game----
The hand of Player 1:  [[6, 6], [6, 1], [2, 0]]
The hand of Player 2:  [[6, 5], [3, 0], [1, 1]]

Player 1 plays:  [[6, 6]]
Player 2 plays:  [[5, 6], [6, 6]]
Player 1 plays:  [[5, 6], [6, 6], [6, 1]]
Player 2 plays:  [[5, 6], [6, 6], [6, 1], [1, 1]]
Player 1 passes.
Player 2 passes.
The hand of Player 1:  [[2, 0]]
The hand of Player 2:  [[3, 0]]
Points: player 1 = 2, player 2 = 3
player 1 wins.
`},
	} {
		var b strings.Builder
		parler(c.l, p)
		if err := (transcription{c.l, "jeux dominos partie", p}).EcrireTexte(&b); err != nil {
			t.Fatal(err)
		}
		if b.String() != c.want {
			t.Errorf("transcription en %s\n%s\nattendu\n%s", c.l, b.String(), c.want)
		}
	}
}

// The verdict of a tournament names the player who wins significantly more often, in the
// language of the run.
func TestVerdict(t *testing.T) {
	for _, c := range []struct {
		l       langue.Langue
		gagnant int
		want    string
	}{
		{langue.Francais, 1, "a (joueur 1) gagne significativement plus souvent"},
		{langue.Francais, 2, "b (joueur 2) gagne significativement plus souvent"},
		{langue.Francais, 0, "différence non significative au seuil de 5 %"},
		{langue.Anglais, 1, "a (player 1) wins significantly more often"},
		{langue.Anglais, 0, "difference not significant at the 5 % level"},
	} {
		if got := verdict(c.l, c.gagnant, "a", "b"); got != c.want {
			t.Errorf("%s, gagnant %d : %q, attendu %q", c.l, c.gagnant, got, c.want)
		}
	}
}
