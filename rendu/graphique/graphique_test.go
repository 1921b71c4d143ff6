package graphique

import (
	"testing"

	"jeux/games/rostam"
)

// The words of the titles, worked by hand: one piece, several pieces.
func TestPieces(t *testing.T) {
	for n, attendu := range map[int]string{1: "1 pièce", 2: "2 pièces", 9: "9 pièces"} {
		if got := pieces(n); got != attendu {
			t.Errorf("pieces(%d) = %q, %q attendu", n, got, attendu)
		}
	}
}

// The curve of non-ending deals draws from the published counts, and refuses nothing it is
// given: N = 2 to 5, two curves.
func TestRostamInfinies(t *testing.T) {
	if _, err := RostamInfinies(rostam.ComptesPublies[:4], "comptes publiés"); err != nil {
		t.Fatal(err)
	}
}
