package rostam_test

import (
	"fmt"

	"jeux/games/rostam"
)

func ExampleJoue() {
	p, _ := rostam.LirePosition("2 10 8 6 3 / 5 4 1 9 7")
	r := rostam.Joue(p)
	fmt.Println(r.Infinie, r.Preperiode, r.Periode, r.Type())
	// Output: true 0 60 +2/-2
}

func ExampleCompresse() {
	fmt.Println(rostam.Compresse("baabaa"))
	// Output: (ba2)2
}

func ExampleRealisabilite() {
	m, _ := rostam.LireMot("aba2")
	v, _ := rostam.Realisabilite(m)
	fmt.Println(v.Realisable, v.Position, v.CompteRealisations())
	// Output: true 4 1 / 3 2 2
}

func ExampleConstruitCycle() {
	c, _ := rostam.ConstruitCycle(10)
	fmt.Println(c.Position, c.Periode, c.Notation())
	_, err := rostam.ConstruitCycle(12)
	fmt.Println(err != nil)
	// Output:
	// 9 4 5 1 / 6 2 10 7 8 3 60 (a2b2)15
	// true
}
