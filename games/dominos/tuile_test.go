package dominos

import (
	"slices"
	"testing"
)

// t2 builds the tiles of a hand from the 2012 notation 10x + y.
func t2(codes ...int) []Tuile {
	out := make([]Tuile, len(codes))
	for i, c := range codes {
		out[i] = NouvelleTuile(c/10, c%10)
	}
	return out
}

func TestOrdreDesMains(t *testing.T) {
	cases := []struct {
		nom   string
		main  []Tuile
		ordre []Tuile
	}{
		// Le dossier de 2012, §2 : J = (61, 54, 50, 33, 31, 30, 11) est une main triée.
		{"dossier §2", t2(31, 11, 54, 61, 30, 33, 50), t2(61, 54, 50, 33, 31, 30, 11)},
		// tri_decr([[1,2],[3,4],[1,3],[2,0]]) du programme, tuiles écrites x ≥ y.
		{"tri_decr", t2(21, 43, 31, 20), t2(43, 31, 21, 20)},
		// De part et d'autre du 64e bit : (10,9) a le rang 64, (11,0) 66, (12,12) 90.
		{"double-12", []Tuile{NouvelleTuile(0, 0), NouvelleTuile(10, 9), NouvelleTuile(12, 12), NouvelleTuile(11, 0), NouvelleTuile(10, 8)}, []Tuile{NouvelleTuile(12, 12), NouvelleTuile(11, 0), NouvelleTuile(10, 9), NouvelleTuile(10, 8), NouvelleTuile(0, 0)}},
	}
	for _, c := range cases {
		e := EnsembleDe(c.main...)
		if got := e.Tuiles(); !slices.Equal(got, c.ordre) {
			t.Errorf("%s : ordre %v, attendu %v", c.nom, got, c.ordre)
		}
		if e.PlusForte() != c.ordre[0] || e.PlusFaible() != c.ordre[len(c.ordre)-1] {
			t.Errorf("%s : plus forte %v, plus faible %v", c.nom, e.PlusForte(), e.PlusFaible())
		}
		for k := range c.ordre {
			if got := e.Kieme(k); got != c.ordre[len(c.ordre)-1-k] {
				t.Errorf("%s : Kieme(%d) = %v, attendu %v", c.nom, k, got, c.ordre[len(c.ordre)-1-k])
			}
		}
	}
}

func TestTuile(t *testing.T) {
	cases := []struct {
		a, b, rang int
		texte      string
	}{
		{0, 0, 0, "[0, 0]"},
		{1, 0, 1, "[1, 0]"},
		{0, 1, 1, "[1, 0]"},
		{6, 6, 27, "[6, 6]"},
		{2, 6, 23, "[6, 2]"},
		{12, 12, 90, "[12, 12]"},
	}
	for _, c := range cases {
		tu := NouvelleTuile(c.a, c.b)
		if int(tu) != c.rang || tu.String() != c.texte {
			t.Errorf("NouvelleTuile(%d, %d) = rang %d %s, attendu %d %s", c.a, c.b, tu, tu, c.rang, c.texte)
		}
	}
}

func TestJeu(t *testing.T) {
	for _, c := range []struct{ max, n int }{{1, 3}, {6, 28}, {9, 55}, {10, 66}, {12, 91}} {
		j := Jeu(c.max)
		if j.Taille() != c.n || NbTuiles(c.max) != c.n {
			t.Errorf("double-%d : %d tuiles, attendu %d", c.max, j.Taille(), c.n)
		}
		if j.PlusForte() != NouvelleTuile(c.max, c.max) {
			t.Errorf("double-%d : plus forte %v", c.max, j.PlusForte())
		}
	}
	// Les tuiles du double-6 qui portent un 6 : (6,0) … (6,6).
	if got := AvecValeur(6).Et(Jeu(6)).Tuiles(); !slices.Equal(got, t2(66, 65, 64, 63, 62, 61, 60)) {
		t.Errorf("tuiles avec 6 : %v", got)
	}
}
