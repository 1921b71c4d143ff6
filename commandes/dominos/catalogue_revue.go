package dominos

import (
	jeu "jeux/games/dominos"
	"jeux/internal/cli"
	"jeux/internal/langue"
	"jeux/parametre"
)

// The English of the game file (joue --enregistre, --rejoue) and of the review (revue).
var (
	_ = langue.EnregistrerCommandes(map[string]string{"revue": "review"})
	_ = langue.EnregistrerOptions(map[string]string{"enregistre": "save", "rejoue": "replay", "methode": "method"})
	_ = cli.Codes(map[parametre.Code][2]string{
		jeu.CodePartieEntete:   {"la première ligne d'un fichier de partie est « %s »", "the first line of a game file is \"%s\""},
		jeu.CodePartieLigne:    {"ligne inconnue %q : une ligne commence par %s", "unknown line %q: a line starts with %s"},
		jeu.CodePartieDouble:   {"%s donné deux fois (déjà à la ligne %d)", "%s given twice (already on line %d)"},
		jeu.CodePartieManque:   {"il manque la ligne %s", "the line %s is missing"},
		jeu.CodePartieValeurs:  {"%s attend %d valeurs", "%s takes %d values"},
		jeu.CodePartieEntier:   {"%s attend un entier, pas %q", "%s takes an integer, not %q"},
		jeu.CodePartieMot:      {"%s vaut %q : %s attendu", "%s is %q: %s expected"},
		jeu.CodePartieTaille:   {"%s a %d tuiles, les mains en ont %d", "%s has %d tiles, the hands have %d"},
		jeu.CodePartieCommune:  {"%d:%d est dans les deux mains", "%d:%d is in both hands"},
		jeu.CodePartieOuvreur:  {"l'ouverture est %d:%d, par le joueur %d", "the opening is %d:%d, by player %d"},
		jeu.CodePartieOuverte:  {"une seule ouverture par partie", "one opening per game"},
		jeu.CodePartieTrait:    {"c'est au joueur %d de jouer", "it is player %d's turn"},
		jeu.CodePartieSansOuv:  {"un coup avant l'ouverture", "a move before the opening"},
		jeu.CodePartieJoueur:   {"joueur %q : 1 ou 2 attendu", "player %q: 1 or 2 expected"},
		jeu.CodePartieBout:     {"bout %q : gauche ou droite attendu", "end %q: gauche or droite expected"},
		jeu.CodePartieUneTuile: {"%q : une seule tuile attendue", "%q: one tile expected"},
		jeu.CodePartieValeur:   {"%s vaut %s : %v", "%s is %s: %v"},
		jeu.CodeRevueMain:      {"la revue résout les positions à mains ouvertes, de mains d'au plus %d tuiles", "the review solves positions with both hands open, of hands of at most %d tiles"},
	})
	_ = langue.Enregistrer(map[string]string{
		// joue
		"écrit la partie jouée dans ce fichier, à la fin ou à l'abandon (pour joue --rejoue et revue)":     "writes the game as played to this file, at its end or when abandoned (for play --replay and review)",
		"rejoue la partie de ce fichier (écrit par --enregistre), coup par coup, sans clavier":             "replays the game of this file (written by --save), move by move, with no keyboard",
		"--%s lit la partie dans le fichier : elle ne prend ni règles, ni --%s, ni --%s, ni --%s, ni --%s": "--%s reads the game from the file: it takes no rules, nor --%s, --%s, --%s or --%s",
		"Le fichier s'arrête là : partie interrompue après %d coups.":                                      "The file stops here: game abandoned after %d moves.",
		"%s, ligne %d : %v": "%s, line %d: %v",
		// revue
		"la revue d'une partie jouée (joue --enregistre) : chacun de vos coups, le meilleur, ce qu'il vous a coûté": "the review of a game played (play --save): each of your moves, the best one, what it cost you",
		"le fichier de la partie, écrit par « jeux dominos joue --enregistre »":                                     "the game file, written by \"jeux dominoes play --save\"",
		"exact : le meilleur coup et les valeurs du jeu parfait à mains ouvertes ; recherche : l'estimation de recherche, " +
			"donnes tirées selon ce que vous saviez (celles du conseil de la partie, tirées de sa graine)": "exact: the best move and the values of perfect play with both hands open; recherche: the estimate of search, " +
			"deals drawn from what you knew (those of the game's advice, drawn from its seed)",
		"donnes tirées à chacun de vos coups avec --methode recherche (1 à 100000)": "deals drawn at each of your moves with --method recherche (1 to 100000)",
		"Pour chacun de vos coups (ni l'ouverture ni les passes, qui sont forcées) : le coup joué, le meilleur, leurs valeurs,\n" +
			"le coût (valeur du meilleur − valeur du joué) et si le coup a changé l'issue. Par défaut (--methode exact), les\n" +
			"valeurs sont celles du jeu parfait à mains ouvertes : +1 gagnée, 0 nulle, −1 perdue pour vous, si bien qu'un coût\n" +
			"non nul change l'issue. Avec --methode recherche, ce sont les estimations de recherche, ce que vous pouviez savoir :\n" +
			"l'issue moyenne sur --budget donnes tirées (celles du conseil de la partie) ; l'issue change quand l'issue arrondie\n" +
			"change. La précision est la part des coups à choix (deux coups permis ou plus) joués au mieux. Les règles sont\n" +
			"celles du fichier.": "For each of your moves (neither the opening nor the passes, which are forced): the move played, the best one, their values,\n" +
			"the cost (value of the best − value of the one played) and whether the move changed the outcome. By default (--method exact), the\n" +
			"values are those of perfect play with both hands open: +1 won, 0 drawn, -1 lost for you, so that a non-zero cost\n" +
			"changes the outcome. With --method recherche, they are the estimates of search, what you could know:\n" +
			"the mean outcome over --budget deals drawn (those of the game's advice); the outcome changes when the rounded outcome\n" +
			"changes. The accuracy is the share of the moves with a choice (two moves allowed or more) played best. The rules are\n" +
			"the file's.",
		"jeux dominos joue -g 7 --enregistre partie.txt\njeux dominos revue partie.txt\njeux dominos revue partie.txt --methode recherche -F json": "jeux dominoes play -g 7 --save game.txt\njeux dominoes review game.txt\njeux dominoes review game.txt --method recherche -F json",
		"valeurs de recherche, ce que vous saviez : l'issue moyenne (+1 gagnée, 0 nulle, −1 perdue) sur %d donnes tirées à chaque coup":            "values of search, what you knew: the mean outcome (+1 won, 0 drawn, -1 lost) over %d deals drawn at each move",
		"valeurs du jeu parfait à mains ouvertes (exact) : +1 gagnée, 0 nulle, −1 perdue pour vous":                                                "values of perfect play with both hands open (exact): +1 won, 0 drawn, -1 lost for you",
		"aucun : chaque coup était le meilleur": "none: every move was the best",
		"coup %d : %s au lieu de %s (coût %s)":  "move %d: %s instead of %s (cost %s)",
		"%s à gauche":                           "%s on the left",
		"%s à droite":                           "%s on the right",
		"partie.txt":                            "game.txt",
		"Revue de la partie":                    "Review of the game",
		"Vos coups":                             "Your moves",
		"méthode":                               "method",
		"votre place":                           "your seat",
		"coups à choix":                         "moves with a choice",
		"précision (coups à choix joués au mieux)": "accuracy (moves with a choice played best)",
		"coups qui changent l'issue":               "moves that change the outcome",
		"pire coup":                                "worst move",
		"n°":                                       "no.",
		"joué":                                     "played",
		"meilleur":                                 "best",
		"coups permis":                             "moves allowed",
		"valeur du joué":                           "value of the one played",
		"valeur du meilleur":                       "value of the best",
		"coût":                                     "cost",
		"issue changée":                            "outcome changed",
	})
)
