package rostam

import (
	"fmt"
	"jeux/parametre"
	"strconv"
	"testing"
)

func TestParsePosition(t *testing.T) {
	cas := []struct {
		texte, ecrit string
		j1, j2       []int
	}{
		{"4 1 / 2 3", "4 1 / 2 3", []int{4, 1}, []int{2, 3}},
		{"  2 10 8 6 3/5 4 1 9 7 ", "2 10 8 6 3 / 5 4 1 9 7", []int{2, 10, 8, 6, 3}, []int{5, 4, 1, 9, 7}},
		{"1 / 2", "1 / 2", []int{1}, []int{2}},
		{"3 1 2 / 4", "3 1 2 / 4", []int{3, 1, 2}, []int{4}},
	}
	for _, c := range cas {
		p, err := LirePosition(c.texte)
		if err != nil {
			t.Fatalf("LirePosition(%q) : %v", c.texte, err)
		}
		if !egales(p.J1, c.j1) || !egales(p.J2, c.j2) {
			t.Errorf("LirePosition(%q) = %v / %v, attendu %v / %v", c.texte, p.J1, p.J2, c.j1, c.j2)
		}
		if p.String() != c.ecrit {
			t.Errorf("String() = %q, attendu %q", p.String(), c.ecrit)
		}
	}
}

func TestPositionVideEcrite(t *testing.T) {
	// docs/regles.md §4.2 writes the end of the example game "4 3 2 1 /".
	cas := map[string]Position{
		"4 3 2 1 /": {J1: []int{4, 3, 2, 1}},
		"/ 2 1":     {J2: []int{2, 1}},
	}
	for attendu, p := range cas {
		if p.String() != attendu {
			t.Errorf("String() = %q, attendu %q", p.String(), attendu)
		}
	}
}

func TestParsePositionErreurs(t *testing.T) {
	cas := []struct {
		texte string
		code  parametre.Code
		args  []any
	}{
		{"1 2 / 2 4", CodeCarteDouble, []any{2, 3, 4}}, // card 2 twice, 3 missing, cards 1..4
		{"1 2 / 3 5", CodeCarteHors, []any{5, 4, 4, 4}},
		{"1 2 / 3 0", CodeCarteHors, []any{0, 4, 4, 4}},
		{"1 2 /", CodePileVide, []any{2}},
		{"/ 1 2", CodePileVide, []any{1}},
		{"1 2 3 4", CodeBarre, nil},
		{"1 / 2 / 3", CodeBarre, nil},
		{"1 x / 2 3", CodeCarteIllisible, []any{"x"}},
		{"1 2.5 / 3 4", CodeCarteIllisible, []any{"2.5"}},
	}
	for _, c := range cas {
		_, err := LirePosition(c.texte)
		e, ok := err.(*parametre.Erreur)
		if !ok || e.Nom != "position" || e.Valeur != strconv.Quote(c.texte) || e.Code != c.code || fmt.Sprint(e.Args) != fmt.Sprint(c.args) {
			t.Errorf("LirePosition(%q) : erreur %#v, attendu %s %v", c.texte, err, c.code, c.args)
		}
	}
}

func FuzzLirePosition(f *testing.F) {
	for _, s := range []string{"4 1 / 2 3", "2 10 8 6 3 / 5 4 1 9 7", "1 / 2", "1 2 / 2 4", "/", "1 2 /", " / 3", "-1 / 2", "99999999999999999999 / 1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := LirePosition(s)
		if err != nil {
			return
		}
		if len(p.J1) == 0 || len(p.J2) == 0 || p.Valider() != nil {
			t.Fatalf("LirePosition(%q) accepte une position invalide %v", s, p)
		}
		q, err := LirePosition(p.String())
		if err != nil || !q.Egale(p) {
			t.Fatalf("relire %q donne %v, %v", p.String(), q, err)
		}
	})
}
