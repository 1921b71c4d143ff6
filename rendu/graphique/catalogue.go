package graphique

import "jeux/internal/langue"

// The English of the charts' titles, of the formats: in the catalog.
var _ = langue.Enregistrer(map[string]string{
	"points des courbes":       "points of the curves",
	"courbe":                   "curve",
	"abscisse":                 "abscissa",
	"ordonnée":                 "ordinate",
	"cases de la carte":        "cells of the map",
	"ligne":                    "row",
	"colonne":                  "column",
	"valeur":                   "value",
	"classes de l'histogramme": "classes of the histogram",
	"série":                    "series",
	"de":                       "from",
	"à":                        "to",
	"effectif":                 "count",
	"Verger : probabilité de gagner selon la façon de remplir le panier\n%s": "Orchard: probability of winning by the way the basket is filled\n%s",
	"%s : %s":                           "%s: %s",
	"%s : même courbe que %s":           "%s: same curve as %s",
	"stratégie %s, %s":                  "strategy %s, %s",
	"règles de Delahaye : ramassage %s": "Delahaye's rules, pick-up: %s",
	"règles de Delahaye : ramassage %s (joueur 1), %s (joueur 2)": "Delahaye's rules, pick-up: %s (player 1), %s (player 2)",
	"%s de %s, panier de %s": "%s of %s, basket of %s",
	"Plus petit corbeau donnant plus d'une chance sur deux\n(%s, panier de %s)":                             "Smallest raven giving more than an even chance\n(%s, basket of %s)",
	"Probabilité de gagner avec un corbeau de %s\n(%s, panier de %s)":                                       "Probability of winning with a raven of %s\n(%s, basket of %s)",
	"histogramme des durées, N = %d":                                                                        "histogram of the lengths, N = %d",
	"graphique des donnes infinies, N = 2 à %d":                                                             "chart of the endless deals, N = 2 to %d",
	"Bataille à une couleur : donnes qui ne finissent jamais\n(toutes les donnes de N = 2 à %d cartes, %s)": "One-colour War: deals that never end\n(every deal of N = 2 to %d cards, %s)",
	"Bataille à une couleur, N = %d : durée des parties finies\n(%s au hasard, dont %s ne finissent pas)":   "One-colour War, N = %d: length of the finished games\n(%s at random, %s of which never end)",
	"Championnat : part de victoires de la ligne contre la colonne\n(%s par paire, %s)":                     "Championship: share of wins of the row against the column\n(%s per pair, %s)",
	"Durée d'une partie de bataille\n%s":                                                                    "Length of a game of War\n%s",
	"Parité de la durée d'une partie de bataille\n%s":                                                       "Parity of the length of a game of War\n%s",
	"%s parties infinies, non montrées":                                                                     "%s endless games, not shown",
	"axe arrêté à %s plis (%s des parties finies) : %s plus longues, non montrées":                          "axis stopped at %s tricks (%s of the finished games): %s longer, not shown",
	"axe arrêté à %s plis (%s des parties finies de chaque jeu) : au plus %s des parties, non montrées":     "axis stopped at %s tricks (%s of the finished games of each deck): at most %s of the games, not shown",
	"axe arrêté à %s plis (%s des parties finies) : 1 partie plus longue, non montrée":                      "axis stopped at %s tricks (%s of the finished games): 1 longer game, not shown",
	"%s hors de l'axe, non montrées":                                                                        "%s off the axis, not shown",
	"au plus %s des parties hors de l'axe, non montrées":                                                    "at most %s of the games off the axis, not shown",
	"%s × %s, %s\n%s":                    "%s × %s, %s\n%s",
	"%d × %d (%d cartes)":                "%d × %d (%d cards)",
	", %s parties infinies non montrées": ", %s endless games not shown",
	"Durée d'une partie de bataille selon le jeu\n%s par jeu\n%s": "Length of a game of War by deck\n%s per deck\n%s",
	"part des parties par classe de %s (%%)":                      "share of the games per class of %s (%%)",
	"jeu":                                                         "deck", "couleurs": "suits", "valeurs": "ranks", "donnes": "deals", "ramassage": "pick-up",
	"Bataille ouverte : donnes qui ne finissent jamais, selon le jeu\n(toutes les donnes de chaque jeu, règles de Delahaye, %d jeux de %d à %d cartes lus dans %s)":   "Open War: deals that never end, by deck\n(every deal of each deck, Delahaye's rules, %d decks of %d to %d cards read in %s)",
	"Bataille ouverte : durée moyenne des parties finies, selon le jeu\n(toutes les donnes de chaque jeu, règles de Delahaye, %d jeux de %d à %d cartes lus dans %s)": "Open War: mean length of the finished games, by deck\n(every deal of each deck, Delahaye's rules, %d decks of %d to %d cards read in %s)",
})

// anglais are the English of the charts' short labels (axes, legends, notes). They are kept here
// rather than in the catalog, where a table's heading of the same French words could be given
// another English.
var anglais = map[string]string{
	"pièces du corbeau":     "pieces of the raven",
	"probabilité de gagner": "probability of winning",
	"fruits par arbre":      "fruits per tree",
	"arbres":                "trees",
	"comptes publiés par jeux (docs/rostam.md)": "counts published by jeux (docs/rostam.md)",
	"énumérés sur le moment":                    "enumerated just now",
	"N pair":                                    "even N",
	"N impair":                                  "odd N",
	"N (cartes)":                                "N (cards)",
	"donnes qui ne finissent pas (%)":           "deals that never end (%)",
	"durée (plis)":                              "length (tricks)",
	"nombre de donnes":                          "number of deals",
	"nombre de parties":                         "number of games",
	"contre la stratégie":                       "against the strategy",
	"stratégie":                                 "strategy",
	"part de victoires (%)":                     "share of wins (%)",
	"durées paires":                             "even lengths",
	"durées impaires":                           "odd lengths",
	"graphique des stratégies du Verger":        "chart of the Orchard's strategies",
	"graphique des probabilités de gagner du Verger (carte)":          "chart of the Orchard's probabilities of winning (map)",
	"graphique des seuils du corbeau du Verger (carte)":               "chart of the Orchard's raven thresholds (map)",
	"graphique des durées de la bataille selon le jeu":                "chart of the lengths of War by deck",
	"graphique des durées paires et impaires de la bataille":          "chart of the even and odd lengths of War",
	"histogramme des durées de la bataille":                           "histogram of the lengths of War",
	"1 partie infinie, non montrée":                                   "1 endless game, not shown",
	", 1 partie infinie non montrée":                                  ", 1 endless game not shown",
	"fruits pris aux arbres les plus chargés":                         "fruits from the fullest trees",
	"fruits pris aux arbres les moins chargés":                        "fruits from the emptiest trees",
	"fruits pris au hasard":                                           "fruits picked at random",
	"le meilleur choix":                                               "the best choice",
	"le pire choix":                                                   "the worst choice",
	"dans l'ordre de la levée":                                        "in the order of the trick",
	"au hasard":                                                       "at random",
	"la plus forte carte d'abord":                                     "highest card first",
	"règles de Paternault : ramassage au hasard":                      "Paternault's rules: random pick-up",
	"ramassage naturel (dans l'ordre de la levée)":                    "natural pick-up (in the order of the trick)",
	"ramassage optimisé (la plus forte carte d'abord)":                "optimised pick-up (highest card first)",
	"jeu : couleurs × valeurs (par nombre de cartes, puis de donnes)": "deck: suits × ranks (by number of cards, then of deals)",
	"durée moyenne des parties finies (plis)":                         "mean length of the finished games (tricks)",
	"graphique des donnes infinies de la bataille selon le jeu":       "chart of the endless deals of War by deck",
	"graphique des durées moyennes de la bataille selon le jeu":       "chart of the mean lengths of War by deck",
}

// t is the label fr in the language l: its English from anglais, else the catalog's.
func t(l langue.Langue, fr string) string {
	if l == langue.Anglais {
		if en, ok := anglais[fr]; ok {
			return en
		}
	}
	return l.T(fr)
}
