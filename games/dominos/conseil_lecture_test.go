package dominos

import (
	"errors"
	"slices"
	"testing"

	"jeux/parametre"
)

// The chain in any orientation, worked by hand: the issue's « 6-6 5-6 2-5 » is 6:6 6:5 5:2, a
// chain written backwards is turned tile by tile, and a chain that joins in no orientation is
// refused naming the two tiles as written.
func TestLireChaineLibre(t *testing.T) {
	for _, c := range []struct {
		texte string
		want  Tuiles
		code  parametre.Code
		val   string
	}{
		{texte: "6-6 5-6 2-5", want: Tuiles{{6, 6}, {6, 5}, {5, 2}}},
		{texte: "6:6 6:5 5:2", want: Tuiles{{6, 6}, {6, 5}, {5, 2}}},
		{texte: "5-2 6-5 6-6", want: Tuiles{{2, 5}, {5, 6}, {6, 6}}},
		{texte: "3-1", want: Tuiles{{3, 1}}},
		{texte: "1-3 3-3 4-3 4-0", want: Tuiles{{1, 3}, {3, 3}, {3, 4}, {4, 0}}},
		{texte: "6-6 5-4", code: CodeSansValeurCommune, val: `"6-6 5-4"`},
		{texte: "6-6 6-5 6-2", code: CodeBoutLibre, val: `"6-5 6-2"`},
		{texte: "2-1 1-1 2-0", code: CodeBoutLibre, val: `"1-1 2-0"`},
	} {
		got, err := LireChaineLibre("chaine", c.texte, 6)
		var pe *parametre.Erreur
		switch {
		case c.code == "" && (err != nil || !slices.Equal(got, c.want)):
			t.Errorf("%q : %v, %v ; attendu %v", c.texte, got, err, c.want)
		case c.code != "" && (!errors.As(err, &pe) || pe.Code != c.code || pe.Valeur != c.val || pe.Nom != "chaine"):
			t.Errorf("%q : %v, %v ; attendu le refus %s de %s", c.texte, got, err, c.code, c.val)
		}
	}
}

// FuzzLireChaineLibre checks the orientation of a chain against a brute force over every
// orientation of its tiles: a chain of distinct tiles is accepted when one of them joins, and is
// then that one (it is unique, unless a tile is a double or the chain has one tile); a refusal
// names the option, and a tile written twice is refused.
func FuzzLireChaineLibre(f *testing.F) {
	for _, s := range []string{"6-6 5-6 2-5", "5-2 6-5 6-6", "6-6 5-4", "6-6 6-5 6-2", "1-3 3-3 4-3 4-0", "", "x", "7-7", "1-1 1-1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, texte string) {
		got, err := LireChaineLibre("chaine", texte, 6)
		lue, errLue := LireChaine("chaine", texte, 6)
		if errLue != nil {
			if err == nil {
				t.Fatalf("%q : lue %v malgré %v", texte, got, errLue)
			}
			return
		}
		var vues Ensemble
		for _, tu := range lue {
			if vues.Contient(NouvelleTuile(tu[0], tu[1])) {
				if err == nil {
					t.Fatalf("%q : %v, une tuile deux fois", texte, got)
				}
				return
			}
			vues.Ajouter(NouvelleTuile(tu[0], tu[1]))
		}
		if len(lue) > 12 {
			return // 2^n orientations: the brute force stops here
		}
		var joint []Tuiles
		for masque := 0; masque < 1<<len(lue); masque++ {
			ch := make(Tuiles, len(lue))
			for i, tu := range lue {
				ch[i] = tu
				if masque>>i&1 == 1 {
					ch[i] = [2]int{tu[1], tu[0]}
				}
			}
			ok := true
			for i := 1; i < len(ch); i++ {
				ok = ok && ch[i-1][1] == ch[i][0]
			}
			if ok {
				joint = append(joint, ch)
			}
		}
		var pe *parametre.Erreur
		switch {
		case len(joint) == 0 && (err == nil || !errors.As(err, &pe) || pe.Nom != "chaine"):
			t.Fatalf("%q : %v, %v ; aucun sens ne se joint", texte, got, err)
		case len(joint) > 0 && (err != nil || !slices.ContainsFunc(joint, func(ch Tuiles) bool { return slices.Equal(ch, got) })):
			t.Fatalf("%q : %v, %v ; attendu l'un de %v", texte, got, err, joint)
		}
	})
}
