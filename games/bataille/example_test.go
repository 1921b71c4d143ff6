package bataille_test

import (
	"fmt"

	"jeux/games/bataille"
)

// The two reference deals of Delahaye & Mathieu (docs/regles.md §1.3), with the natural pick-up.
func ExampleMoteur_Rejoue() {
	m := bataille.NouveauMoteur(bataille.Config{Couleurs: 2, Valeurs: 3, Regles: bataille.Delahaye,
		Ramassage: [2]bataille.Ramassage{bataille.Naturelle, bataille.Naturelle}})
	fini := m.Rejoue([]int{2, 1, 3, 1, 3, 2}, []int{2, 3, 3, 1, 1, 2}, nil, nil)
	fmt.Printf("%d plis, gagnante %d\n", fini.Plis, fini.Gagnant)
	infini := m.Rejoue([]int{3, 2, 1, 1, 2, 1}, []int{2, 1, 3, 2, 3, 3}, nil, nil)
	fmt.Printf("infinie %v, prépériode %d, période %d\n", infini.Infinie, infini.Preperiode, infini.Periode)
	// Output:
	// 37 plis, gagnante 1
	// infinie true, prépériode 0, période 19
}

// The 2 × 2 deck: a third of the games end during trick 1, a third during trick 2.
func ExampleCalculeExact() {
	e, err := bataille.CalculeExact(2, 2)
	if err != nil {
		panic(err)
	}
	fmt.Printf("P(1) = %.4f, P(2) = %.4f, P(paire) = %.4f, moyenne = %.4f\n",
		e.Distribution[1], e.Distribution[2], e.PartPaire(), e.Moyenne)
	// Output:
	// P(1) = 0.3333, P(2) = 0.3333, P(paire) = 0.3333, moyenne = 2.6667
}
