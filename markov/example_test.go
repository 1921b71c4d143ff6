package markov_test

import (
	"fmt"

	"jeux/markov"
)

// A fair gambler's ruin with 3 coins to reach: from 1 she reaches 3 with probability 1/3 after
// 2 rounds on average.
func Example() {
	b := markov.NewBuilder()
	b.Add("1", "2", 0.5)
	b.Add("1", "0", 0.5)
	b.Add("2", "3", 0.5)
	b.Add("2", "1", 0.5)
	b.State("0")
	b.State("3")
	ch, err := b.Chain()
	if err != nil {
		fmt.Println(err)
		return
	}
	ab, err := ch.Absorb()
	if err != nil {
		fmt.Println(err)
		return
	}
	un, _ := ch.Index("1")
	trois, _ := ch.Index("3")
	fmt.Printf("P(1 → 3) = %.4f, durée %.4f\n", ab.Probability(un, trois), ab.ExpectedSteps(un))
	// The power method reaches the same figure.
	fmt.Printf("M^200(1, 3) = %.4f\n", ch.Power(200).At(un, trois))
	// Output:
	// P(1 → 3) = 0.3333, durée 2.0000
	// M^200(1, 3) = 0.3333
}

// The canonical form separates Q (between transient states) from R (towards absorbing states).
func ExampleChain_Canonical() {
	b := markov.NewBuilder()
	b.Add("jeu", "jeu", 0.5)
	b.Add("jeu", "gagné", 0.25)
	b.Add("jeu", "perdu", 0.25)
	ch, _ := b.Chain()
	cf, _ := ch.Canonical()
	fmt.Println(len(cf.Transient), len(cf.Absorbing), cf.Q.At(0, 0), cf.R.RawRowView(0))
	// Output:
	// 1 2 0.5 [0.25 0.25]
}
