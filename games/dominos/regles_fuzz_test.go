package dominos

import (
	"math/rand/v2"
	"testing"
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
			if e, ok := err.(*ErreurConfig); !ok || (e.Nom != "max" && e.Nom != "main") {
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
