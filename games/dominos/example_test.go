package dominos_test

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"jeux/games/dominos"
	"jeux/parametre"
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
	// The refusal names the option, its value, and what is accepted as a code and its values
	// (a command line gives the code its text, in the user's language).
	err := dominos.Regles{Max: 6, Main: 15}.Valider()
	var e *parametre.Erreur
	if errors.As(err, &e) {
		fmt.Println(e.Nom, e.Valeur, e.Code == dominos.CodeMain, e.Args)
	}
	// Output: main 15 true [6 28 14]
}
