package dominos

import (
	"fmt"

	jeu "jeux/games/dominos"
	"jeux/internal/cli"
	"jeux/internal/langue"
	"jeux/parametre"
)

// longConseil is the description of conseil.
const longConseil = "Ce que « jeux dominos joue --conseil » montre avant chaque coup, pour une position rencontrée n'importe où :\n" +
	"recherche tire --budget mains adverses compatibles avec ce que vous savez (ni vos tuiles ni les tuiles posées,\n" +
	"aucune des valeurs où l'adversaire a passé, aucune plus forte que l'ouverture si elle est donnée), joue chaque\n" +
	"donne au mieux des deux côtés après chacun de vos coups, et compte les issues ; le coup conseillé est celui du\n" +
	"meilleur solde (victoires − défaites). Chaque coup a l'intervalle à 95 % (Wilson) de sa part gagnée ; un coup\n" +
	"dont l'écart au conseillé, mesuré donne par donne sur les mêmes donnes, ne se distingue pas de 0 à 95 % est\n" +
	"indiscernable du conseillé. --budget auto tire des tours de donnes jusqu'à ce que le conseillé se distingue de\n" +
	"chaque autre coup, ou jusqu'au plafond. La chaîne s'écrit tuile par tuile dans n'importe quel sens ; sans\n" +
	"--adverse, le nombre de tuiles de l'adversaire se déduit de --distribuees, toute tuile distribuée étant en main\n" +
	"ou posée. La même position et la même graine tirent les mêmes donnes, ici comme dans « jeux dominos joue »."

// exemplesConseil are the examples of conseil.
const exemplesConseil = "jeux dominos conseil --chaine \"6-6 6-5 5-2\" --main \"5-4 2-1 3-0\" --adverse 4 --max 6 -g 1\n" +
	"jeux dominos conseil --chaine \"6-6 5-6 2-5\" --main \"5-4 5-1 4-4 3-3 3-0 2-1 1-0 0-0\" --budget auto -g 1\n" +
	"jeux dominos conseil --chaine 6:6 --main \"6-4 5-5 4-1\" --adverse 3 --passe 3 --ouverture 6-6 -F json"

// usageBudgetConseil is the usage of conseil's --budget.
var usageBudgetConseil = fmt.Sprintf("donnes tirées (1 à %d), ou auto : des tours de %d donnes jusqu'à ce que le coup conseillé se distingue de chaque autre, au plus %d", jeu.MaxBudget, jeu.TourAuto, jeu.MaxBudgetAuto)

// The English of conseil's texts: its description, its options, its result, and the refusals of
// its budget, its chain and its counts.
var (
	_ = langue.Enregistrer(map[string]string{
		longConseil: "What “jeux dominoes play --advice” shows before each move, for a position met anywhere:\n" +
			"recherche draws --budget opposing hands consistent with what you know (none of your tiles or of the tiles laid,\n" +
			"none of the values on which the opponent passed, none higher than the opening if it is given), plays each\n" +
			"deal at best on both sides after each of your moves, and counts the outcomes; the move advised is the one of\n" +
			"the best balance (wins − losses). Each move has the 95 % (Wilson) interval of its share won; a move whose\n" +
			"gap to the advised one, measured deal by deal on the same deals, cannot be told from 0 at 95 % is\n" +
			"indistinguishable from it. --budget auto draws rounds of deals until the advised move stands apart from\n" +
			"every other, or up to the cap. The chain is written tile by tile either way round; without\n" +
			"--opponent, the opponent's number of tiles follows from --dealt, every tile dealt being in a hand\n" +
			"or laid. The same position and the same seed draw the same deals, here as in “jeux dominoes play”.",
		exemplesConseil: "jeux dominoes advice --chain \"6-6 6-5 5-2\" --hand \"5-4 2-1 3-0\" --opponent 4 --max 6 -g 1\n" +
			"jeux dominoes advice --chain \"6-6 5-6 2-5\" --hand \"5-4 5-1 4-4 3-3 3-0 2-1 1-0 0-0\" --budget auto -g 1\n" +
			"jeux dominoes advice --chain 6:6 --hand \"6-4 5-5 4-1\" --opponent 3 --passed 3 --opening 6-6 -F json",
		"nombre de tuiles de l'adversaire (au moins 1) ; sans lui, il se déduit de --distribuees : toute tuile distribuée est en main ou posée": "number of tiles of the opponent (at least 1); without it, it follows from --dealt: every tile dealt is in a hand or laid",
		"nombre de tuiles distribuées à chaque joueur en début de partie, d'où se déduit --adverse":                                             "number of tiles dealt to each player at the start of the game, from which --opponent follows",
		usageBudgetConseil: fmt.Sprintf("deals drawn (1 to %d), or auto: rounds of %d deals until the advised move stands apart from every other, at most %d", jeu.MaxBudget, jeu.TourAuto, jeu.MaxBudgetAuto),
		"%s sur le %d":     "%s on the %d",
		"budget auto : %d donnes tirées, par tours de %d ; le coup conseillé se distingue de chaque autre":         "automatic budget: %d deals drawn, in rounds of %d; the advised move stands apart from every other",
		"budget auto : plafond de %d donnes atteint sans distinguer le coup conseillé de %s":                       "automatic budget: cap of %d deals reached without telling the advised move from %s",
		"budget auto : %d donnes tirées, par tours de %d ; %s : même issue que le coup conseillé sur chaque donne": "automatic budget: %d deals drawn, in rounds of %d; %s: same outcome as the advised move on every deal",
		"conseillé distinct de chaque autre coup (écart apparié, 95 %)":                                            "advised move apart from every other (paired gap, 95 %)",
		"sur":                       "on",
		"indiscernable":             "indistinguishable",
		"gagnées, IC 95 % (Wilson)": "won, 95 % CI (Wilson)",
		"écart au conseillé":        "gap to the advised move",
		"écart, IC 95 %":            "gap, 95 % CI",
		"Chaque coup comparé au conseillé sur les mêmes donnes": "Each move compared with the advised one on the same deals",
	})
	_ = cli.Codes(map[parametre.Code][2]string{
		jeu.CodeBudgetAuto: {"un entier en base 10 de 1 à %d est attendu (un nombre de donnes), ou auto : des tours de donnes jusqu'à distinguer le coup conseillé, au plus %d",
			"an integer in base 10 from 1 to %d is expected (a number of deals), or auto: rounds of deals until the advised move stands apart, at most %d"},
		jeu.CodeSansValeurCommune: {"%s et %s n'ont aucune valeur commune : elles ne se joignent dans aucun sens",
			"%s and %s have no value in common: they do not join either way round"},
		jeu.CodeBoutLibre: {"%[1]s et %[2]s ne se joignent dans aucun sens : après %[1]s, le bout libre de la chaîne est %[3]d",
			"%[1]s and %[2]s do not join either way round: after %[1]s, the free end of the chain is %[3]d"},
		jeu.CodeDistribueesJeu: {"deux mains de %d tuiles ne se distribuent pas dans le jeu double-%d, qui en a %d : donnez --adverse, ou une autre taille des mains",
			"two hands of %d tiles cannot be dealt from the double-%d set, which has %d: give --opponent, or another size of the hands"},
		jeu.CodeAdverseDeduitVide: {"avec deux mains de %d tuiles distribuées (%d en tout), votre main (%d) et la chaîne (%d) n'en laissent aucune à l'adversaire : la partie serait finie ; vérifiez votre main, la chaîne et la taille des mains",
			"with two hands of %d tiles dealt (%d in all), your hand (%d) and the chain (%d) leave none to the opponent: the game would be over; check your hand, the chain and the size of the hands"},
		jeu.CodeAdverseDeduitTrop: {"avec des mains de %d tuiles distribuées, votre main (%d) et la chaîne (%d) en laissent %d à l'adversaire, plus qu'il n'en a reçu : il manque des tuiles à votre main ou à la chaîne",
			"with hands of %d tiles dealt, your hand (%d) and the chain (%d) leave %d to the opponent, more than he was dealt: tiles are missing from your hand or the chain"},
		jeu.CodeDistribuees: {"avec des mains de %d tuiles distribuées, votre main (%d) et la chaîne (%d) en laissent %d à l'adversaire, pas %d ; sans --adverse, conseil le déduit",
			"with hands of %d tiles dealt, your hand (%d) and the chain (%d) leave %d to the opponent, not %d; without --opponent, advice works it out"},
		jeu.CodeParite: {"votre main (%d), celle de l'adversaire (%d) et la chaîne (%d) font %d tuiles, un nombre impair : les deux mains distribuées ont le même nombre de tuiles et aucune ne se pioche, l'adversaire en a donc une de plus ou de moins ; sans --adverse, conseil le déduit de --distribuees",
			"your hand (%d), the opponent's (%d) and the chain (%d) make %d tiles, an odd number: both hands dealt have the same number of tiles and none is drawn, so the opponent has one more or one fewer; without --opponent, advice works it out from --dealt"},
	})
)
