package graphique

import (
	"strings"
	"testing"

	"jeux/games/bataille"
	"jeux/games/rostam"
	"jeux/stats"
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

// A chart of War draws one deck as a histogram, or its parity curves, and several decks on one
// chart of shares: the titles say which.
func TestBatailleGraphique(t *testing.T) {
	h := new(stats.Histogram)
	h.AddN(3, 2)
	h.Add(5)
	s := bataille.Simulation{Config: bataille.Config{Couleurs: 1, Valeurs: 5}, Parties: 3}
	un := bataille.ConfigGraphiqueJeux{Simulation: s, Jeux: []bataille.Config{s.Config}, Largeur: 2}
	deux := un
	deux.Jeux = append(deux.Jeux, bataille.Config{Couleurs: 2, Valeurs: 3})
	parite := un
	parite.Parite = true
	for _, c := range []struct {
		g     bataille.ConfigGraphiqueJeux
		hs    []*stats.Histogram
		titre string
	}{
		{un, []*stats.Histogram{h}, "Durée d'une partie de bataille\n1 couleur × 5 valeurs"},
		{parite, []*stats.Histogram{h}, "Parité de la durée d'une partie de bataille\n"},
		{deux, []*stats.Histogram{h, h}, "Durée d'une partie de bataille selon le jeu\n"},
	} {
		p, err := BatailleGraphique(c.g, c.hs)
		if err != nil || !strings.HasPrefix(p.Title.Text, c.titre) {
			t.Errorf("%d jeux, parité %v : titre %q, %v ; attendu %q…", len(c.g.Jeux), c.g.Parite, p.Title.Text, err, c.titre)
		}
	}
}
