package bataille

import (
	"testing"

	jeu "jeux/games/bataille"
	"jeux/internal/langue"
)

// A trick told for people, worked by hand: Paternault rules with a tie, 5 against 5, face down
// 7 and 2, then 9 against 3; and a tie that empties player 2's pile.
func TestDecrirePli(t *testing.T) {
	sept := [2]int{7, 2}
	un := [2]int{1, 6}
	for _, c := range []struct {
		pli    jeu.PliTrace
		fr, en string
	}{
		{jeu.PliTrace{Duels: []jeu.DuelTrace{{Cartes: [2]int{5, 5}}, {Cachees: &sept, Cartes: [2]int{9, 3}}}, Gagnante: 1, PileJ1: 30, PileJ2: 22},
			"5 contre 5, bataille ; cachées 7 et 2 ; 9 contre 3", "5 against 5, war; face down 7 and 2; 9 against 3"},
		{jeu.PliTrace{Duels: []jeu.DuelTrace{{Cartes: [2]int{4, 4}}, {Cachees: &un}}, PileJ1: 3},
			"4 contre 4, bataille ; cachées 1 et 6 ; la joueuse 2 n'a plus de carte : fin",
			"4 against 4, war; face down 1 and 6; player 2 has no card left: end"},
		{jeu.PliTrace{Duels: []jeu.DuelTrace{{Cartes: [2]int{4, 4}}}},
			"4 contre 4, bataille ; plus de carte pour les deux joueuses : match nul", "4 against 4, war; no card left for both players: draw"},
	} {
		if got := decrirePli(langue.Francais, c.pli); got != c.fr {
			t.Errorf("français : %q, attendu %q", got, c.fr)
		}
		if got := decrirePli(langue.Anglais, c.pli); got != c.en {
			t.Errorf("anglais : %q, attendu %q", got, c.en)
		}
	}
}
