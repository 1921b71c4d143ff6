package dominos_test

import (
	"fmt"
	"math/rand/v2"

	"jeux/games/dominos"
)

// A deal played move by move: player 1 holds the double six and opens with it; (6,5) goes
// left, (6,1) right, nobody can follow (2,0) or (3,0), and player 1 wins 2 to 3.
func ExampleJouer() {
	t := dominos.NouvelleTuile
	d := dominos.Donne{Mains: [2]dominos.Ensemble{
		dominos.EnsembleDe(t(6, 6), t(6, 1), t(2, 0)),
		dominos.EnsembleDe(t(6, 5), t(1, 1), t(3, 0)),
	}}
	var j dominos.Journal
	res := dominos.Jouer(d, dominos.Regles{Max: 6, Main: 3},
		[2]dominos.Strategie{dominos.PlusDePoints{}, dominos.Pire{}}, nil, &j)
	for k, c := range j.Coups {
		if c.Passe {
			fmt.Printf("Joueur %d passe.\n", c.Joueur)
		} else {
			fmt.Printf("Joueur %d joue : %v\n", c.Joueur, j.Chaine(k+1))
		}
	}
	fmt.Println("points :", res.Points, "gagnant :", res.Gagnant)
	// Output:
	// Joueur 1 joue : [[6 6]]
	// Joueur 2 joue : [[5 6] [6 6]]
	// Joueur 1 joue : [[5 6] [6 6] [6 1]]
	// Joueur 2 joue : [[5 6] [6 6] [6 1] [1 1]]
	// Joueur 1 passe.
	// Joueur 2 passe.
	// points : [2 3] gagnant : 1
}

// A tournament of the 2012 strategies, counted from player 1's side.
func ExampleBilan_Tournoi() {
	var b dominos.Bilan
	r := rand.New(rand.NewPCG(1, 2))
	b.Tournoi(r, dominos.ReglesStandard, dominos.PlusDePoints{}, dominos.Pire{}, 1000)
	fmt.Println(b.Parties(), b.Victoires > b.Defaites)
	// Output: 1000 true
}

// Rules whose hands do not fit in the set are refused with an error that names the option.
func ExampleRegles_Valider() {
	err := dominos.Regles{Max: 6, Main: 15}.Valider()
	fmt.Println(err)
	// Output: main vaut 15 : le jeu double-6 a 28 tuiles, chaque main en prend de 1 à 14
}
