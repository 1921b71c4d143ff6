package terminal

import "jeux/internal/langue"

// The English of the club rules at the terminal: the rules' line, the points of a hand and the
// score of a match.
var _ = langue.Enregistrer(map[string]string{
	"Match en %d points : chaque donne rapporte à son gagnant les points de la main de l'autre moins les siens.": "Match to %d points: each hand gives its winner the points of the other's hand minus her own.",
	"Donne %d": "Hand %d",
	"Score : vous %d, l'ordinateur %d (match en %d points).":                            "Score: you %d, the computer %d (match to %d points).",
	"Vous gagnez le match, %d à %d, en %d donnes.":                                      "You win the match, %d to %d, in %d hands.",
	"L'ordinateur gagne le match, %d à %d, en %d donnes.":                               "The computer wins the match, %d to %d, in %d hands.",
	"Donne nulle : personne ne marque.":                                                 "Drawn hand: nobody scores.",
	"Vous marquez %d point (les points de l'autre main moins ceux de la vôtre).":        "You score %d point (the points of the other hand minus those of yours).",
	"Vous marquez %d points (les points de l'autre main moins ceux de la vôtre).":       "You score %d points (the points of the other hand minus those of yours).",
	"L'ordinateur marque %d point (les points de votre main moins ceux de la sienne).":  "The computer scores %d point (the points of your hand minus those of its own).",
	"L'ordinateur marque %d points (les points de votre main moins ceux de la sienne).": "The computer scores %d points (the points of your hand minus those of its own).",
	"règles du club (le plus fort double ouvre, qui se vide gagne, partie bloquée à la main la plus légère) : double-%d (%d tuiles), mains de %d tuiles, décompte %s%s": "club rules (the highest double opens, the player who goes out wins, a blocked game goes to the lighter hand): double-%d (%d tiles), hands of %d tiles, scoring %s%s",
})
