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
