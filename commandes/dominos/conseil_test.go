package dominos

import (
	"testing"

	jeu "jeux/games/dominos"
	"jeux/internal/langue"
)

// The note of the automatic budget says why it stopped, in both languages: the advised move apart
// from every other, the cap reached with a move still indistinguishable, or the moves left the
// same as the advised one on every deal; a fixed budget has no note.
func TestArretBudgetAuto(t *testing.T) {
	coups := []jeu.CoupConseil{{Tuile: jeu.Pose{3, 2}, Cote: "gauche", Sur: 2, Conseille: true}, {Tuile: jeu.Pose{3, 3}, Sur: 3}, {Tuile: jeu.Pose{3, 2}, Cote: "droite", Sur: 3}}
	comparaison := func(flous ...int) []jeu.ComparaisonCoup {
		c := make([]jeu.ComparaisonCoup, 3)
		for _, i := range flous {
			c[i].Indiscernable = true
		}
		return c
	}
	for _, c := range []struct {
		r      jeu.ResultatConseil
		fr, en string
	}{
		{jeu.ResultatConseil{Auto: true, Separe: true, Donnes: 384, Plafond: 4096, Coups: coups, Comparaison: comparaison()},
			"budget auto : 384 donnes tirées, par tours de 128 ; le coup conseillé se distingue de chaque autre",
			"automatic budget: 384 deals drawn, in rounds of 128; the advised move stands apart from every other"},
		{jeu.ResultatConseil{Auto: true, Donnes: 4096, Plafond: 4096, Coups: coups, Comparaison: comparaison(1, 2), Identiques: []int{2}},
			"budget auto : plafond de 4096 donnes atteint sans distinguer le coup conseillé de 3:3",
			"automatic budget: cap of 4096 deals reached without telling the advised move from 3:3"},
		{jeu.ResultatConseil{Auto: true, Donnes: 128, Plafond: 4096, Coups: coups, Comparaison: comparaison(1, 2), Identiques: []int{1, 2}},
			"budget auto : 128 donnes tirées, par tours de 128 ; 3:3, 3:2 sur le 3 : même issue que le coup conseillé sur chaque donne",
			"automatic budget: 128 deals drawn, in rounds of 128; 3:3, 3:2 on the 3: same outcome as the advised move on every deal"},
		{jeu.ResultatConseil{Donnes: 128, Coups: coups, Comparaison: comparaison(1)}, "", ""},
	} {
		if got := arret(langue.Francais, &c.r); got != c.fr {
			t.Errorf("%q, attendu %q", got, c.fr)
		}
		if got := arret(langue.Anglais, &c.r); got != c.en {
			t.Errorf("%q, attendu %q", got, c.en)
		}
	}
}
