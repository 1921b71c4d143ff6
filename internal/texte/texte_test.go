package texte

import "testing"

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
