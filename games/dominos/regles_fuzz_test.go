package dominos

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"jeux/parametre"
)

// Any rules Valider accepts can be dealt: two hands of Main distinct tiles of the double-Max set,
// with no panic in IntN; any it refuses names --max or --main.
func FuzzReglesValider(f *testing.F) {
	for _, r := range [][2]int{{6, 10}, {6, 14}, {6, 15}, {12, 45}, {1, 1}, {0, 1}, {13, 1}, {6, 1 << 62}, {6, -1}, {-1 << 63, 1<<63 - 1}} {
		f.Add(r[0], r[1])
	}
	f.Fuzz(func(t *testing.T, max, main int) {
		regles := Regles{Max: max, Main: main}
		if err := regles.Valider(); err != nil {
			if e, ok := err.(*parametre.Erreur); !ok || (e.Nom != "max" && e.Nom != "main") {
				t.Fatalf("%+v : erreur %v", regles, err)
			}
			return
		}
		d := Distribuer(rand.New(rand.NewPCG(1, 2)), regles)
		jeu := Jeu(max)
		if d.Mains[0].Taille() != main || d.Mains[1].Taille() != main || !d.Mains[0].Et(d.Mains[1]).Vide() ||
			!d.Mains[0].Sauf(jeu).Vide() || !d.Mains[1].Sauf(jeu).Vide() {
			t.Fatalf("%+v : mains %v et %v", regles, d.Mains[0], d.Mains[1])
		}
	})
}

// A hand LireMain accepts holds distinct tiles of the set, as many as the text has tokens, and
// writing it back (x-y) reads to the same hand; a refusal names the option and quotes a token
// of the text or the whole text.
func FuzzLireMain(f *testing.F) {
	for _, s := range []string{"6-6 6-5 4-2", "2-4,1:0", "", " ", "6-6 6-6", "7-1", "-1-2", "6x5", "+1-2", "1-", "3-3\t2-2\n1-1", "12-12"} {
		f.Add(s, 6)
	}
	f.Fuzz(func(t *testing.T, texte string, max int) {
		if max < 1 || max > MaxValeur {
			return
		}
		m, err := LireMain("j1", texte, max)
		if err != nil {
			e, ok := err.(*parametre.Erreur)
			if !ok || e.Nom != "j1" || e.Valeur == "" || e.Code == "" {
				t.Fatalf("%q : erreur %v", texte, err)
			}
			return
		}
		if !m.Sauf(Jeu(max)).Vide() || m.Vide() {
			t.Fatalf("%q : main %v hors du jeu double-%d ou vide", texte, m.Tuiles(), max)
		}
		var ecrit []string
		for _, tu := range m.Tuiles() {
			ecrit = append(ecrit, fmt.Sprintf("%d-%d", tu.Bas(), tu.Haut()))
		}
		relue, err := LireMain("j1", strings.Join(ecrit, " "), max)
		if err != nil || relue != m || len(ecrit) != len(strings.FieldsFunc(texte, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' || r == '\n' })) {
			t.Fatalf("%q : relue %v (%v), %d tuiles", texte, relue.Tuiles(), err, len(ecrit))
		}
	})
}
