package verger

import (
	"fmt"

	jeu "jeux/games/verger"
	"jeux/internal/cli"
	"jeux/internal/langue"
	"jeux/parametre"
)

// The English of the Orchard's command line: its commands and options, their help, the headings
// and notes of its tables, its charts' words, and the texts of the engine's codes.
var (
	_ = langue.EnregistrerCommandes(map[string]string{
		"verger": "orchard", "seuil": "threshold", "markov": "markov", "simule": "simulate", "plot": "plot", "graphe": "graph",
	})
	_ = langue.EnregistrerOptions(map[string]string{
		"arbres": "trees", "fruits": "fruits", "corbeau": "raven", "panier": "basket", "panier-fruits": "basket-fruits",
		"graphique": "chart", "exact": "exact",
	})
	_ = langue.Enregistrer(map[string]string{
		// Help.
		"probabilité exacte de gagner au Verger, selon la stratégie du panier":                                             "exact probability of winning the Orchard, by the basket's strategy",
		"le plus petit corbeau qui donne plus d'une chance sur deux de gagner":                                             "the smallest raven that gives more than one chance in two of winning",
		"la chaîne de Markov absorbante : matrice de transition et probabilité de gagner de chaque état, par (I − Q)B = R": "the absorbing Markov chain: transition matrix and probability of winning from each state, by (I − Q)B = R",
		"estimation par parties tirées au hasard, avec son intervalle à 95 %, à côté de la valeur exacte":                  "estimate by games drawn at random, with its 95% interval, beside the exact value",
		"les graphiques de la source : stratégies comparées, carte des probabilités, carte des seuils":                     "the source's charts: strategies compared, map of the probabilities, map of the thresholds",
		"le graphe des états au format Graphviz (DOT), comme dans la source":                                               "the graph of the states in Graphviz's language (DOT), as in the source",
		"jeux verger -a 4 -f 10 --corbeau 9 -p toutes --exact\njeux verger -a 2 -f 2 seuil":                                "jeux orchard -a 4 -f 10 --raven 9 -p all --exact\njeux orchard -a 2 -f 2 threshold",
		"jeux verger seuil -a 4 -f 10 -p toutes":                                                                           "jeux orchard threshold -a 4 -f 10 -p all",
		"jeux verger markov -a 2 -f 2 --corbeau 2 -p max -F json":                                                          "jeux orchard markov -a 2 -f 2 --raven 2 -p max -F json",
		"jeux verger graphe -a 2 -f 2 --corbeau 2 | dot -Tpng > graphe.png":                                                "jeux orchard graph -a 2 -f 2 --raven 2 | dot -Tpng > graph.png",
		"jeux verger simule -n 500000 -g 1 -p toutes":                                                                      "jeux orchard simulate -n 500000 -g 1 -p all",
		"jeux verger plot\njeux verger plot --graphique seuils -p meilleure -o seuils.svg":                                 "jeux orchard plot\njeux orchard plot --chart thresholds -p best -o thresholds.svg",
		"fruits par arbre (au moins 1)":                                                                                    "fruits per tree (at least 1)",
		"pièces du puzzle du corbeau (au moins 1)":                                                                         "pieces of the raven's puzzle (at least 1)",
		"fruits cueillis par le panier (1 pour la variante « Mon premier verger »)":                                        "fruits picked by the basket (1 for the “My First Orchard” variant)",
		"calcul en fractions exactes (math/big), affichées en plus des décimales":                                          "computation in exact fractions (math/big), shown beside the decimals",
		usageArbres: fmt.Sprintf("number of trees, hence of “tree” faces of the die (1 to %d)", jeu.MaxArbres),

		// The tables: titles, headings, notes and the words of their cells.
		"stratégie":                                              "strategy",
		"probabilité de gagner":                                  "probability of winning",
		"fraction exacte":                                        "exact fraction",
		"durée moyenne (lancers du dé)":                          "mean duration (rolls of the die)",
		"probabilité de gagner selon la stratégie":               "probability of winning by strategy",
		"pièces du corbeau suffisantes":                          "raven's pieces that suffice",
		"pièces du corbeau":                                      "raven's pieces",
		"plus petit corbeau donnant plus d'une chance sur deux":  "smallest raven giving more than one chance in two",
		"probabilité de gagner selon le corbeau, jusqu'au seuil": "probability of winning by raven, up to the threshold",
		"n°":                  "no.",
		"état":                "state",
		"chaîne (I − Q)B = R": "chain (I − Q)B = R",
		"récurrence":          "recursion",
		"probabilité de gagner depuis chaque état":                                                  "probability of winning from each state",
		"matrice de transition (ligne : n° de l'état de départ ; colonne : n° de l'état d'arrivée)": "transition matrix (row: no. of the state left; column: no. of the state reached)",
		"estimation":                  "estimate",
		"IC 95 % (Wilson)":            "95% CI (Wilson)",
		"exacte":                      "exact",
		"exacte dans l'IC":            "exact within the CI",
		"lancers (simulés)":           "rolls (simulated)",
		"lancers (exacts)":            "rolls (exact)",
		"simulation et valeur exacte": "simulation and exact value",
		"simulation et valeur exacte selon la stratégie": "simulation and exact value by strategy",
		"parties":           "games",
		"victoires":         "wins",
		jeu.LibelleVictoire: "win",
		jeu.LibelleDefaite:  "loss",
		jeu.DeReduit:        "die reduced to its useful faces (an empty tree's face is rolled again), as in the source",
		"%s de %s, corbeau de %s, panier de %s, dé de %d faces":                          "%s of %s, raven of %s, basket of %s, die of %d faces",
		"%s de %s, panier de %s ; plus petit corbeau donnant plus d'une chance sur deux": "%s of %s, basket of %s; smallest raven giving more than one chance in two",
		"%s, stratégie %s": "%s, strategy %s",
		"écart maximal entre (I − Q)B = R et la récurrence : %.1e": "largest difference between (I − Q)B = R and the recursion: %.1e",

		// What the charts do not use (verger plot).
		"le graphique strategies montre toutes les stratégies":                 "the strategies chart shows every strategy",
		"la carte couvre 1 à 10 arbres de 1 à 10 fruits":                       "the map covers 1 to 10 trees of 1 to 10 fruits",
		"la carte couvre 1 à 10 arbres de 1 à 10 fruits et cherche le corbeau": "the map covers 1 to 10 trees of 1 to 10 fruits and searches the raven",

		// Refusals written here.
		"configuration trop grande : %d positions (au plus %d) pour « %s » ; réduire -a, -f ou -c": "configuration too large: %d positions (at most %d) for “%s”; reduce -a, -f or -c",
	})
	_ = cli.Codes(map[parametre.Code][2]string{
		jeu.CodeEntier:           {"attendu un entier entre %d et %d", "an integer from %d to %d is expected"},
		jeu.CodeRepartitions:     {"configuration trop grande : plus de %d répartitions des fruits", "configuration too large: more than %d distributions of the fruits"},
		jeu.CodeIndexable:        {"configuration trop grande : plus de %d répartitions des fruits, trop pour être indexées ; réduire les arbres ou les fruits", "configuration too large: more than %d distributions of the fruits, too many to be indexed; reduce the trees or the fruits"},
		jeu.CodeMemoire:          {"configuration trop grande : %d répartitions des fruits × %d pièces = %d positions ; %v", "configuration too large: %d distributions of the fruits × %d pieces = %d positions; %v"},
		jeu.CodeMemoireDemesuree: {"configuration trop grande : %d répartitions des fruits × %d pièces = plus de 9·10¹⁸ positions ; %v", "configuration too large: %d distributions of the fruits × %d pieces = more than 9·10¹⁸ positions; %v"},
		jeu.CodeGraphe:           {"configuration trop grande : %d positions (au plus %d)", "configuration too large: %d positions (at most %d)"},
		jeu.CodeEtatHors:         {"état %v hors de la table %d×%d×%d", "state %v outside the table %d×%d×%d"},
		jeu.CodeEtatInvalide:     {"état %v : arbres non triés ou hors de 1…%d", "state %v: trees not sorted or outside 1…%d"},
		jeu.CodeIncoherent:       {"la chaîne et la récurrence diffèrent de %g : calcul incohérent", "the chain and the recursion differ by %g: inconsistent computation"},
		jeu.CodeLancers:          {"%s : le total des lancers dépasse %d", "%s: the total of the rolls exceeds %d"},
		jeu.CodeBilans:           {"bilans de %d stratégies pour %d demandées", "tallies of %d strategies for %d asked"},
		jeu.CodeBilanIncomplet:   {"bilan de %q incomplet ou hors d'ordre", "tally of %q incomplete or out of order"},
		jeu.CodeBilanAbsent:      {"bilan de la stratégie %s absent", "tally of the strategy %s missing"},
		jeu.CodeBilanStrategie:   {"bilans[%d] : stratégie %q, %q attendue", "bilans[%d]: strategy %q, %q expected"},
		jeu.CodeBilanParties:     {"%s : %d parties, la part en couvre %d", "%s: %d games, the part covers %d"},
		jeu.CodeBilanVictoires:   {"%s : %d victoires pour %d parties", "%s: %d wins for %d games"},
		jeu.CodeBilanLancers:     {"%s : %d lancers pour %d parties (au moins un par partie)", "%s: %d rolls for %d games (at least one a game)"},
		jeu.CodeBilansDeTrop:     {"%d bilans de trop dans la part", "%d tallies too many in the part"},
	})
)
