package texte

import (
	"testing"

	"jeux/internal/langue"
)

func TestCompte(t *testing.T) {
	for _, c := range []struct {
		n    int64
		nom  string
		want string
	}{{0, "partie", "0 partie"}, {1, "couleur", "1 couleur"}, {2, "couleur", "2 couleurs"}, {1000000, "partie", "1000000 parties"}} {
		if got := Compte(c.n, c.nom); got != c.want {
			t.Errorf("Compte(%d, %q) = %q, attendu %q", c.n, c.nom, got, c.want)
		}
	}
}

func TestUneLigne(t *testing.T) {
	for _, c := range []struct{ s, want string }{
		{"une ligne", "une ligne"},
		{"é \"x\"", "é \"x\""},
		{"a\nb", `a\nb`},
		{"a\rb \"c\"", `a\rb \"c\"`},
	} {
		if got := UneLigne(c.s); got != c.want {
			t.Errorf("UneLigne(%q) = %q, attendu %q", c.s, got, c.want)
		}
	}
}

// CompteEn counts in English with the English noun, plural but for 1; French is Compte's.
func TestCompteEn(t *testing.T) {
	for _, c := range []struct {
		n    int
		nom  string
		want string
	}{
		{0, "partie", "0 games"}, {1, "pli", "1 trick"}, {4, "couleur", "4 suits"}, {2, "inconnu", "2 inconnus"},
	} {
		if got := CompteEn(langue.Anglais, c.n, c.nom); got != c.want {
			t.Errorf("CompteEn(en, %d, %q) = %q, attendu %q", c.n, c.nom, got, c.want)
		}
	}
	if got := CompteEn(langue.Francais, 0, "partie"); got != "0 partie" {
		t.Errorf("CompteEn(fr, 0, partie) = %q", got)
	}
}
