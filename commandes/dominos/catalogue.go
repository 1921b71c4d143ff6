package dominos

import (
	"fmt"

	jeu "jeux/games/dominos"
	"jeux/internal/cli"
	"jeux/internal/langue"
	"jeux/internal/terminal"
	"jeux/parametre"
)

// The English names of the dominoes' commands and options, and the English of the texts its
// commands write: help, option usages, the headings, row names and notes of its results, the
// game at the terminal.
var (
	_ = langue.EnregistrerCommandes(map[string]string{
		"dominos": "dominoes", "tournoi": "tournament", "championnat": "championship", "partie": "game",
		"joue": "play", "conseil": "advice", "exact": "exact", "equilibre": "equilibrium", "plot": "plot",
		"strategies": "strategies", "echelle": "ladder",
	})
	_ = langue.EnregistrerOptions(map[string]string{
		"s1": "s1", "s2": "s2", "budget": "budget", "max": "max", "main": "hand", "decompte-2012": "scoring-2012",
		"pose": "placement", "strategies": "strategies", "j1": "p1", "j2": "p2", "toutes": "all", "contre": "against",
		"place": "seat", "conseil": "advice", "chaine": "chain", "adverse": "opponent", "passe": "passed",
		"ouverture": "opening", "distribuees": "dealt", "cible": "target", "iterations": "iterations", "tirages": "samples",
	})
	_ = langue.Enregistrer(aide)
	_ = cli.Codes(codes)
	_ = cli.Codes(refus)
)

// codes are the texts of the engine's refusals and failures, French then English.
var codes = map[parametre.Code][2]string{
	jeu.CodeFinie:          {"la partie est finie", "the game is over"},
	jeu.CodeHorsMain:       {"%d:%d n'est pas dans la main", "%d:%d is not in the hand"},
	jeu.CodeInjouable:      {"%d:%d ne se pose ni sur %d ni sur %d", "%d:%d fits neither on %d nor on %d"},
	jeu.CodeDeuxBouts:      {"%d:%d se pose aux deux bouts : précisez le bout, à gauche (g) ou à droite (d)", "%d:%d fits both ends: give the end, left (l) or right (r)"},
	jeu.CodePasAGauche:     {"%d:%d ne se pose pas à gauche, sur %d", "%d:%d does not fit on the left, on %d"},
	jeu.CodePasADroite:     {"%d:%d ne se pose pas à droite, sur %d", "%d:%d does not fit on the right, on %d"},
	jeu.CodeGauche2012:     {"%d:%d va à gauche sous la règle de 2012 (--pose libre laisse choisir le bout)", "%d:%d goes left under the 2012 rule (--placement libre lets the player choose the end)"},
	jeu.CodePasseInterdite: {"une tuile au moins se pose : passer n'est pas permis", "at least one tile fits: passing is not allowed"},
	// the checks of a part and of a merge
	jeu.CodeCompteNegatif:   {"%s vaut %d : un compte négatif", "%s is %d: a negative count"},
	jeu.CodeCompteDeborde:   {"%s vaut %d : la somme des comptes dépasse un entier de 64 bits", "%s is %d: the sum of the counts exceeds a 64-bit integer"},
	jeu.CodeSommeComptes:    {"%s = %d, la part couvre %d %s", "%s = %d, the part covers %d %s"},
	jeu.CodeParPlacePart:    {"par_place vaut %d, %d attendu", "par_place is %d, %d expected"},
	jeu.CodeBilans:          {"%d bilans, un par rencontre attendu (%d)", "%d tallies, one per pairing expected (%d)"},
	jeu.CodeDonnesPart:      {"donnes vaut %d, la part en couvre %d", "the count of deals is %d, the part covers %d"},
	jeu.CodeOuvreur:         {"ouvreur vaut %d : entre 0 et les %d donnes gagnées attendu", "ouvreur is %d: between 0 and the %d deals won expected"},
	jeu.CodeNoeudsNegatif:   {"noeuds vaut %d : un compte négatif", "noeuds is %d: a negative count"},
	jeu.CodeNoeudsDeborde:   {"noeuds : la somme des parts dépasse %d", "noeuds: the sum of the parts exceeds %d"},
	jeu.CodeRencontres:      {"%d rencontres au lieu de %d", "%d pairings instead of %d"},
	jeu.CodePartiesComptees: {"%d parties comptées pour -n %d", "%d games counted for -n %d"},
}

// aide is the English of the help: descriptions, examples and option usages.
var aide = map[string]string{
	// dominos
	"tournois de stratégies au jeu de dominos à deux joueurs (dossier de 2012)": "tournaments of strategies at two-player dominoes (the 2012 project)",
	usageMax:          fmt.Sprintf("double-MAX set: highest value of a half-tile (1 to %d)", jeu.MaxValeur),
	usageMaxEquilibre: fmt.Sprintf("double-MAX set: highest value of a half-tile (1 to %d; the equilibrium is computed on small sets only)", jeu.MaxValeur),
	usageBudget:       fmt.Sprintf("deals drawn and solved at each decision of the strategy recherche (1 to %d)", jeu.MaxBudget),
	"nombre de tuiles de chaque main (les deux mains doivent tenir dans le jeu)":   "number of tiles in each hand (both hands must fit in the set)",
	"nombre de tuiles de chaque main":                                              "number of tiles in each hand",
	"compter 2·x par tuile restante, comme le programme de 2012, au lieu de x + y": "count 2·x per tile left, as the 2012 program did, instead of x + y",
	usagePose: "where a tile that fits both ends goes: 2012 (left, as the 2012 program did) or libre (free: the player chooses)",
	usagePose + " ; libre ajoute à chaque ligne le bout que choisit la stratégie": "where a tile that fits both ends goes: 2012 (left, as the 2012 program did) or libre (free: the player chooses); libre adds to each line the end the strategy chooses",
	avecNoms("stratégie du joueur 1"):                                             avecNoms("strategy of player 1"),
	avecNoms("stratégie du joueur 2"):                                             avecNoms("strategy of player 2"),
	avecNoms("stratégie de l'ordinateur"):                                         avecNoms("strategy of the computer"),
	dominosUsageParPlace:                                                          "games per seat of each pair of strategies (at least 1)",
	// tournoi
	"oppose deux stratégies sur -n parties : victoires, nuls et défaites du joueur 1": "pits two strategies against each other over -n games: wins, draws and losses of player 1",
	"jeux dominos tournoi --s1 plus_de_points --s2 hasard -n 100000 -g 1":             "jeux dominoes tournament --s1 plus_de_points --s2 hasard -n 100000 -g 1",
	// championnat
	"stratégies du championnat, séparées par des virgules":                                         "strategies of the championship, separated by commas",
	"chaque stratégie contre chaque autre, aux deux places : matrices des victoires et classement": "each strategy against each other, in both seats: matrices of the wins and ranking",
	"jeux dominos championnat -n 5000 --strategies pire,hasard,anticipation":                       "jeux dominoes championship -n 5000 --strategies pire,hasard,anticipation",
	// partie
	"une partie coup par coup, affichée comme le programme de 2012": "one game move by move, shown as the 2012 program showed it",
	"En table, la partie s'écrit comme le programme de 2012 l'affichait ; en markdown, CSV et JSON,\n" +
		"les mains et les coups sont des tableaux (tuile posée, côté, chaîne après le coup).": "As a table, the game is written as the 2012 program showed it; in markdown, CSV and JSON,\n" +
		"the hands and the moves are arrays (tile laid, side, chain after the move).",
	"jeux dominos partie --s1 plus_de_points --s2 hasard -g 1\njeux dominos partie -g 1 -F json": "jeux dominoes game --s1 plus_de_points --s2 hasard -g 1\njeux dominoes game -g 1 -F json",
	// strategies
	"les stratégies connues, une ligne chacune": "the known strategies, one line each",
	// exact
	"main du joueur 1, tuile par tuile : « 6-6 6-5 4-2 … » (x-y dans n'importe quel ordre) ; avec --j2":            "hand of player 1, tile by tile: “6-6 6-5 4-2 …” (x-y in either order); with --p2",
	"main du joueur 2, de même taille que celle du joueur 1":                                                       "hand of player 2, of the same size as player 1's",
	"résout toutes les donnes du jeu (petits jeux : --max 3 par exemple) et donne les comptes exacts":              "solves every deal of the set (small sets: --max 3 for instance) and gives the exact counts",
	"nombre de donnes tirées au hasard et résolues (sans -n ni --toutes : une seule donne, montrée coup par coup)": "number of deals drawn at random and solved (without -n or --all: one deal, shown move by move)",
	"résout à mains ouvertes : l'issue sous le jeu parfait des deux joueurs, une donne ou beaucoup":                "solves with both hands open: the outcome under perfect play by both players, of one deal or many",
	longExact: "Both players see both hands and play their best for the outcome the rules set\n" +
		"(win, else draw): alpha-beta with a transposition table. A deal is given by\n" +
		"--p1 and --p2 or drawn from the seed; -n N solves N drawn at random, --all each one of a small\n" +
		"set. Between moves of the same outcome, the line lays the heaviest tile (x + y), then the first in the order of the hands.",
	"jeux dominos exact --j1 \"6-6 6-5 5-5 4-2 3-1\" --j2 \"6-4 5-3 4-4 2-2 1-0\" --max 6 --main 5\n" +
		"jeux dominos exact -g 1\n" +
		"jeux dominos exact -n 10000 -g 1\n" +
		"jeux dominos exact --toutes --max 3 --main 3": "jeux dominoes exact --p1 \"6-6 6-5 5-5 4-2 3-1\" --p2 \"6-4 5-3 4-4 2-2 1-0\" --max 6 --hand 5\n" +
		"jeux dominoes exact -g 1\n" +
		"jeux dominoes exact -n 10000 -g 1\n" +
		"jeux dominoes exact --all --max 3 --hand 3",
	// joue
	"votre place : 1 (joueur 1) ou 2": "your seat: 1 (player 1) or 2",
	"avant chacun de vos coups, l'estimation de recherche pour chaque tuile jouable et le coup qu'elle jouerait (? la donne à la demande)": "before each of your moves, the estimate of recherche for each playable tile and the move it would play (? gives it on demand)",
	"une partie contre l'ordinateur : vos coups se tapent au clavier (ou arrivent sur l'entrée standard)":                                  "a game against the computer: you type your moves (or they come on standard input)",
	"La partie s'affiche au fil des coups : votre main, la chaîne, les tuiles jouables numérotées.\n" +
		"Tapez le numéro d'une tuile ou la tuile elle-même (6-4) ; un coup illégal est refusé et redemandé.\n" +
		"Sans tuile jouable, vous passez d'office. La fin de l'entrée (Ctrl-D) ou Ctrl-C abandonne la partie\n" +
		"(statut 1). La même graine redonne la même donne et les mêmes coups de l'ordinateur.\n" +
		"? au lieu d'un coup donne le conseil de recherche (ce que --conseil montre avant chaque coup), suivi de la\n" +
		"ligne « jeux dominos conseil » qui le redonne ; le demander ne change rien à la partie. En fin de partie,\n" +
		"l'issue du jeu parfait à mains ouvertes et la ligne « jeux dominos exact » qui rejoue la donne, puis la revue\n" +
		"de vos coups (celle de « jeux dominos revue »). --enregistre écrit la partie dans un fichier, même abandonnée ;\n" +
		"--rejoue la rejoue depuis ce fichier, sans clavier.": "The game is shown move after move: your hand, the chain, the playable tiles numbered.\n" +
		"Type the number of a tile or the tile itself (6-4); an illegal move is refused and asked again.\n" +
		"Without a playable tile, you pass. The end of the input (Ctrl-D) or Ctrl-C abandons the game\n" +
		"(status 1). The same seed gives the same deal and the same moves of the computer again.\n" +
		"? instead of a move gives the advice of recherche (what --advice shows before each move), followed by the\n" +
		"“jeux dominoes advice” line that gives it again; asking changes nothing in the game. At the end of the game,\n" +
		"the outcome of perfect play with both hands open and the “jeux dominoes exact” line that replays the deal, then the review\n" +
		"of your moves (that of “jeux dominoes review”). --save writes the game to a file, even abandoned;\n" +
		"--replay replays it from that file, with no keyboard.",
	"jeux dominos joue\njeux dominos joue --contre anticipation --conseil -g 7\nprintf '1\\n1\\n1\\n' | jeux dominos joue --max 3 --main 3 -g 2": "jeux dominoes play\njeux dominoes play --against anticipation --advice -g 7\nprintf '1\\n1\\n1\\n' | jeux dominoes play --max 3 --hand 3 -g 2",
	// conseil
	"les tuiles posées, de gauche à droite, chacune dans n'importe quel sens : « 6-6 5-6 2-5 » se lit 6:6 6:5 5:2 (x-y ou x:y)": "the tiles laid, from left to right, each either way round: “6-6 5-6 2-5” reads 6:6 6:5 5:2 (x-y or x:y)",
	"votre main, tuile par tuile : « 5-4 5-1 » (x-y dans n'importe quel ordre)":                                                 "your hand, tile by tile: “5-4 5-1” (x-y in either order)",
	"nombre de tuiles de l'adversaire (au moins 1)":                                                                             "number of tiles of the opponent (at least 1)",
	"valeurs sur lesquelles l'adversaire a passé, séparées par des virgules (3,5) : il n'a aucune tuile qui les porte":          "values on which the opponent passed, separated by commas (3,5): he holds no tile that bears them",
	"la tuile qui a ouvert, sur la chaîne : la plus forte des deux mains distribuées (sous --regles club, le plus fort double, sinon la plus lourde), l'adversaire n'en tient aucune qui aurait ouvert à sa place (sans elle, pas de telle borne)": "the tile that opened, on the chain: the highest of both hands dealt (under --rules club, the highest double, else the heaviest tile); the opponent holds none that would have opened instead (without it, no such bound)",
	"l'estimation de recherche pour chaque coup jouable d'une position donnée : chaîne, main, tuiles de l'adversaire, passes":                                                                                                                      "the estimate of recherche for each playable move of a given position: chain, hand, tiles of the opponent, passes",
	// equilibre
	"exploitabilité visée : CFR+ s'arrête dès qu'elle est atteinte":                                                              "exploitability aimed at: CFR+ stops as soon as it is reached",
	"nombre maximal d'itérations de CFR+":                                                                                        "greatest number of iterations of CFR+",
	"appels qui estiment, à chaque ensemble d'information, les coups d'une stratégie qui tire au sort (anticipation, recherche)": "calls that estimate, at each information set, the moves of a strategy that draws at random (anticipation, recherche)",
	"équilibre de Nash d'un petit jeu à mains cachées (CFR+) et chaque stratégie jugée contre lui":                               "Nash equilibrium of a small game with hidden hands (CFR+) and each strategy judged against it",
	longEquilibre: "The real game, hands hidden, on a small set: a Nash equilibrium approximated by CFR+, its value\n" +
		"(+1 won, 0 drawn, −1 lost; zero for player 1 by the symmetry of the seats, the value\n" +
		"for the player who opens is the one that tells something), its exploitability by an exact best\n" +
		"response, and each strategy of the catalogue against the equilibrium and against its best response.\n" +
		"A game of more than " + fmt.Sprint(jeu.MaxInfosEquilibre) + " information sets or " +
		fmt.Sprint(jeu.MaxCasesEquilibre) + " nodes (estimated) is refused.",
	"jeux dominos equilibre --max 2 --main 2\njeux dominos equilibre --max 3 --main 3 --cible 1e-4": "jeux dominoes equilibrium --max 2 --hand 2\njeux dominoes equilibrium --max 3 --hand 3 --target 1e-4",
	// plot
	"le championnat en carte de chaleur : part de victoires de chaque stratégie contre chaque autre": "the championship as a heat map: share of wins of each strategy against each other",
	"Joue le championnat de « jeux dominos championnat » avec les mêmes options et la même graine (les mêmes\n" +
		"parties), et dessine la part de victoires de chaque stratégie (ligne) contre chaque autre (colonne),\n" +
		"les deux places ensemble, valeur écrite dans chaque case.": "Plays the championship of “jeux dominoes championship” with the same flags and the same seed (the same\n" +
		"games), and draws the share of wins of each strategy (row) against each other (column),\n" +
		"both seats together, the value written in each cell.",
	"jeux dominos plot --strategies pire,hasard,plus_de_points,bloqueur -n 2000 -g 1 -o championnat.png": "jeux dominoes plot --strategies pire,hasard,plus_de_points,bloqueur -n 2000 -g 1 -o championship.png",
	// the words of the parameters named by a sentence (« j1 et j2 donnent une seule donne »)
	"et":         "and",
	"donnent":    "give",
	"une":        "a",
	"seule":      "single",
	"s'excluent": "exclude each other",
	// echelle
	"l'échelle au décompte de 2012 (2·x par tuile restante) au lieu de x + y":                                "the ladder under the 2012 scoring (2·x per tile left) instead of x + y",
	"l'échelle des stratégies publiée : le championnat de 10 000 parties par place, gardé dans le programme": "the published ladder of the strategies: the championship of 10,000 games per seat, kept in the program",
	"L'échelle des stratégies telle que jeux l'a mesurée et publiée (docs/dominos.md) : chaque stratégie contre\n" +
		"chaque autre, 10 000 parties à chaque place, double-6, mains de 10 tuiles, recherche au budget de 128. Le\n" +
		"championnat fusionné est gardé dans le programme : la commande répond depuis n'importe quel dossier, sans\n" +
		"rien calculer ; la ligne « calculé par » est celle qui le refait (une heure et plus sur deux cœurs).": "The ladder of the strategies as jeux measured and published it (docs/dominos.md): each strategy against\n" +
		"each other, 10,000 games in each seat, double-6, hands of 10 tiles, recherche with a budget of 128. The\n" +
		"merged championship is kept in the program: the command answers from any folder, without\n" +
		"computing anything; the “computed by” line is the one that computes it again (an hour and more on two cores).",
	"jeux dominos echelle\njeux dominos echelle --decompte-2012 -F json": "jeux dominoes ladder\njeux dominoes ladder --scoring-2012 -F json",
}

// The English of the results: table titles, headings, row names, notes and the words of cells.
var _ = langue.Enregistrer(map[string]string{
	// tournoi
	"%s (joueur 1) contre %s (joueur 2)": "%s (player 1) against %s (player 2)",
	"joueur 1":                           "player 1",
	"joueur 2":                           "player 2",
	"parties":                            "games",
	"Issues du joueur 1 (intervalle de confiance de Wilson à 95 %)": "Outcomes of player 1 (Wilson 95 % confidence interval)",
	"Victoires contre défaites (test du signe, nuls écartés)":       "Wins against losses (sign test, draws left out)",
	"victoires": "wins",
	"nuls":      "draws",
	"défaites":  "losses",
	"%s (joueur 1) gagne significativement plus souvent": "%s (player 1) wins significantly more often",
	"%s (joueur 2) gagne significativement plus souvent": "%s (player 2) wins significantly more often",
	"différence non significative au seuil de 5 %":       "difference not significant at the 5 % level",
	// championnat
	"parties par place":               "games per seat",
	"parties par paire de stratégies": "games per pair of strategies",
	"Part de victoires de la ligne contre la colonne (les deux places)":    "Share of wins of the row against the column (both seats)",
	"Classement (score = (victoires + nuls/2) / parties)":                  "Ranking (score = (wins + draws/2) / games)",
	"Chaque paire, les deux places ensemble (test du signe, nuls écartés)": "Each pair, both seats together (sign test, draws left out)",
	"Victoires de la ligne contre la colonne":                              "Wins of the row against the column",
	"Parties nulles entre la ligne et la colonne":                          "Drawn games between the row and the column",
	"rang":      "rank",
	"stratégie": "strategy",
	"contre":    "against",
	// partie
	"gagnant (0 : partie nulle)":            "winner (0: drawn game)",
	"coups (ouverture et passes comprises)": "moves (opening and passes included)",
	"Mains":                                 "Hands",
	"Coups":                                 "Moves",
	"joueur":                                "player",
	"main distribuée":                       "hand dealt",
	"main finale":                           "final hand",
	"coup":                                  "move",
	"passe":                                 "pass",
	"tuile":                                 "tile",
	"côté":                                  "side",
	"chaîne":                                "chain",
	"gauche":                                "left",
	"droite":                                "right",
	"ouverture":                             "opening",
	"joueur 1 : %s ; joueur 2 : %s":         "player 1: %s; player 2: %s",
	"----Nouvelle partie----":               "----New game----",
	"La main du Joueur %d :  %s":            "The hand of Player %d:  %s",
	"Joueur %d passe.":                      "Player %d passes.",
	"Joueur %d joue :  %s":                  "Player %d plays:  %s",
	"Points : joueur 1 = %d, joueur 2 = %d": "Points: player 1 = %d, player 2 = %d",
	"Partie nulle.":                         "Drawn game.",
	"le joueur %d gagne.":                   "player %d wins.",
	// strategies
	"Stratégies":           "Strategies",
	"%s ; pose libre : %s": "%s; free placement: %s",
	"pose la tuile jouable la plus faible dans l'ordre lexicographique":                                                                  "lays the lowest playable tile in lexicographic order",
	"pose une tuile jouable tirée au hasard":                                                                                             "lays a playable tile drawn at random",
	"pose la tuile jouable qui vaut le plus de points (x + y)":                                                                           "lays the playable tile worth the most points (x + y)",
	"pose la tuile jouable dont les valeurs sont les plus présentes dans la main":                                                        "lays the playable tile whose values are the most frequent in the hand",
	"pose une tuile lourde, les doubles d'abord, en gardant des réponses et en fermant les bouts où l'adversaire a passé":                "lays a heavy tile, doubles first, keeping answers and closing the ends on which the opponent passed",
	"tire au sort les mains adverses possibles et finit la partie pour chaque coup, puis garde le meilleur":                              "draws the possible opposing hands at random and finishes the game for each move, then keeps the best",
	"tire au sort les mains adverses compatibles avec ce qu'elle a vu, résout chaque donne exactement et joue le coup au meilleur total": "draws the opposing hands consistent with what it has seen at random, solves each deal exactly and plays the move of the best total",
	"à gauche, comme le programme de 2012 (son critère, le rang de la tuile, ne dit rien des bouts)":                                     "left, as the 2012 program did (its criterion, the rank of the tile, says nothing of the ends)",
	"un bout tiré à pile ou face": "an end chosen by tossing a coin",
	"le bout après lequel sa tuile jouable la plus lourde est la plus lourde, la gauche à égalité":              "the end after which its heaviest playable tile is the heaviest, left on a tie",
	"le bout qui laisse les valeurs les plus présentes dans sa main restante, la gauche à égalité":              "the end that leaves the most frequent values in its remaining hand, left on a tie",
	"le bout de meilleur score : réponses gardées en main, bouts où l'adversaire a passé ; la gauche à égalité": "the end of the best score: answers kept in hand, ends on which the opponent passed; left on a tie",
	"chaque bout essayé comme un coup, le meilleur écart sur les fins tirées (jouées selon la règle de 2012)":   "each end tried as a move, the best margin over the endings drawn (played under the 2012 rule)",
	"chaque bout essayé comme un coup et résolu sous la pose libre, la meilleure issue totale":                  "each end tried as a move and solved under free placement, the best total outcome",
	// exact
	"Donne résolue à mains ouvertes":        "Deal solved with both hands open",
	"gagnant sous le jeu parfait (0 : nul)": "winner under perfect play (0: draw)",
	"positions visitées":                    "positions visited",
	"main en fin de ligne":                  "hand at the end of the line",
	"points en fin de ligne":                "points at the end of the line",
	"Une ligne de jeu parfait":              "A line of perfect play",
	"bout gauche":                           "left end",
	"bout droit":                            "right end",
	jeu.EgaliteExacte:                       "between moves of the same outcome, the line lays the heaviest tile (x + y), then the first in the order of the hands",
	"Donnes résolues à mains ouvertes":      "Deals solved with both hands open",
	"donnes":                                "deals",
	"donnes résolues":                       "deals solved",
	"positions visitées par donne":          "positions visited per deal",
	"toutes":                                "all",
	"tirées au hasard":                      "drawn at random",
	"Issues sous le jeu parfait, mains ouvertes (intervalle de Wilson à 95 %)": "Outcomes under perfect play, hands open (Wilson 95 % interval)",
	"Les mêmes, du côté du joueur qui ouvre":                                   "The same, from the side of the player who opens",
	"gagnées par le joueur 1":                                                  "won by player 1",
	"gagnées par le joueur 2":                                                  "won by player 2",
	"nulles":                                                                   "draws",
	"gagnées par l'ouvreur":                                                    "won by the opener",
	"gagnées par l'autre":                                                      "won by the other",
	// equilibre
	"ensembles d'information du joueur 1":          "information sets of player 1",
	"ensembles d'information du joueur 2":          "information sets of player 2",
	"cases de l'arbre (décisions et fins)":         "nodes of the tree (decisions and ends)",
	"itérations de CFR+":                           "iterations of CFR+",
	"valeur pour le joueur 1 (nulle par symétrie)": "value for player 1 (zero by symmetry)",
	"valeur pour le joueur qui ouvre":              "value for the player who opens",
	"gain d'une meilleure réponse du joueur 1":     "gain of a best response of player 1",
	"gain d'une meilleure réponse du joueur 2":     "gain of a best response of player 2",
	"exploitabilité (BR₁ + BR₂) / 2":               "exploitability (BR₁ + BR₂) / 2",
	"exploitabilité visée atteinte":                "exploitability aimed at reached",
	"Chaque stratégie contre l'équilibre (issue espérée, de son point de vue) et contre sa meilleure réponse": "Each strategy against the equilibrium (expected outcome, from its point of view) and against its best response",
	"en joueur 1": "as player 1",
	"en joueur 2": "as player 2",
	"moyenne":     "mean",
	"meilleure réponse contre elle en joueur 1": "best response against it as player 1",
	"meilleure réponse contre elle en joueur 2": "best response against it as player 2",
	"exploitabilité": "exploitability",
	"CFR+ (regret-matching+, mises à jour alternées, moyenne pondérée par l'itération) jusqu'à une exploitabilité de %g ; " +
		"exploitabilité = (BR₁ + BR₂) / 2, BR étant le gain d'une meilleure réponse exacte ; " +
		"les stratégies qui tirent au sort (hasard excepté, uniforme) sont estimées par %d appels par ensemble d'information": "CFR+ (regret-matching+, alternating updates, average weighted by the iteration) down to an exploitability of %g; " +
		"exploitability = (BR₁ + BR₂) / 2, BR being the gain of an exact best response; " +
		"the strategies that draw at random (hasard aside, uniform) are estimated by %d calls per information set",
	// conseil
	"Conseil de recherche": "Advice of recherche",
	"donnes tirées, chacune jouée au mieux des deux côtés": "deals drawn, each played at best on both sides",
	"aucune tuile jouable : vous passez":                   "no playable tile: you pass",
	"coup conseillé":                                       "move advised",
	"Issues des donnes tirées, coup par coup":              "Outcomes of the deals drawn, move by move",
	"bout":      "end",
	"gagnées":   "won",
	"perdues":   "lost",
	"conseillé": "advised",
	"passer":    "pass",
	"chaîne %s (bouts %d et %d) ; votre main : %s ; l'adversaire a %d tuiles": "chain %s (ends %d and %d); your hand: %s; the opponent has %d tiles",
	"chaîne %s (bouts %d et %d) ; votre main : %s ; l'adversaire a %d tuile":  "chain %s (ends %d and %d); your hand: %s; the opponent has %d tile",
	", il a passé sur %s": ", he passed on %s",
	" ; ouverture %s":     "; opening %s",
	// plot
	"championnat des stratégies": "championship of the strategies",
	// echelle
	"calculé par : %s (en parts, %s/%s)":                                                      "computed by: %s (in parts, %s/%s)",
	terminal.ReglesDominos(langue.Francais, jeu.ReglesStandard):                               "rules: double-6 (28 tiles), hands of 10 tiles, scoring x + y",
	terminal.ReglesDominos(langue.Francais, jeu.Regles{Max: 6, Main: 10, Decompte2012: true}): "rules: double-6 (28 tiles), hands of 10 tiles, scoring 2·x (2012)",
})

// refus are the texts of the refusals of the engine's options, French then English.
var refus = map[parametre.Code][2]string{
	jeu.CodeAdversePlus:         {"l'adversaire tient plus de tuiles que les mains distribuées, (main + adverse + chaîne) / 2 = %d", "the opponent holds more tiles than the hands dealt, (hand + opponent + chain) / 2 = %d"},
	jeu.CodeAdversePossibles:    {"l'adversaire ne peut tenir que %d tuiles : ni dans votre main ni posées, sans les valeurs où il a passé, pas plus fortes que l'ouverture", "the opponent can hold only %d tiles: neither in your hand nor laid, without the values on which he passed, no higher than the opening"},
	jeu.CodeAdverseTrop:         {"le jeu double-%d a %d tuiles : avec votre main (%d) et la chaîne (%d), l'adversaire en tient au plus %d", "the double-%d set has %d tiles: with your hand (%d) and the chain (%d), the opponent holds at most %d"},
	jeu.CodeAdverseVide:         {"l'adversaire qui n'a plus de tuile a fini la partie : au moins 1 est attendu", "the opponent who has no tile left has finished the game: at least 1 is expected"},
	jeu.CodeBudget:              {"un nombre d'échantillons par décision de 1 à %d est attendu", "a number of samples per decision from 1 to %d is expected"},
	jeu.CodeBudgetDonne:         {"un nombre de donnes par décision de 1 à %d est attendu", "a number of deals per decision from 1 to %d is expected"},
	jeu.CodeChaineAttendue:      {"une chaîne d'au moins une tuile est attendue, de gauche à droite, chacune telle qu'elle est posée : « 6-6 6-5 5-2 »", "a chain of at least one tile is expected, from left to right, each as it lies: “6-6 6-5 5-2”"},
	jeu.CodeChaineDouble:        {"tuile posée deux fois sur la chaîne", "tile laid twice on the chain"},
	jeu.CodeChaineHorsJeu:       {"tuile %s hors du jeu double-%d : valeurs de 0 à %d", "tile %s outside the double-%d set: values from 0 to %d"},
	jeu.CodeChaineVide:          {"une chaîne d'au moins une tuile est attendue (l'ouverture est toujours posée)", "a chain of at least one tile is expected (the opening is always laid)"},
	jeu.CodeCible:               {"une exploitabilité visée entre 0 et 1 (exclus) est attendue, par exemple 1e-6", "an exploitability aimed at between 0 and 1 (excluded) is expected, for instance 1e-6"},
	jeu.CodeDejaJ1:              {"tuile déjà dans la main du joueur 1 (--j1)", "tile already in the hand of player 1 (--p1)"},
	jeu.CodeDejaPosee:           {"tuile déjà posée sur la chaîne (--chaine)", "tile already laid on the chain (--chain)"},
	jeu.CodeDeuxMains:           {"les deux mains sont attendues, --j1 et --j2", "both hands are expected, --p1 and --p2"},
	jeu.CodeDeuxStrategies:      {"au moins deux stratégies sont attendues, séparées par des virgules", "at least two strategies are expected, separated by commas"},
	jeu.CodeEquilibreDonnes:     {"le jeu double-%d à %d tuiles par main a environ %.2g donnes, chacune une case de l'arbre au moins, l'équilibre en traite au plus %d (double-3 à 4 ou 5 tuiles, double-4 à 3 tuiles, double-8 à 2 tuiles par exemple)", "the double-%d set with %d tiles per hand has about %.2g deals, each one node of the tree at least, the equilibrium handles at most %d (double-3 with 4 or 5 tiles, double-4 with 3 tiles, double-8 with 2 tiles for instance)"},
	jeu.CodeEquilibreDonnesTrop: {"le jeu double-%d à %d tuiles par main a environ plus de 9.2e+18 donnes, chacune une case de l'arbre au moins, l'équilibre en traite au plus %d (double-3 à 4 ou 5 tuiles, double-4 à 3 tuiles, double-8 à 2 tuiles par exemple)", "the double-%d set with %d tiles per hand has about more than 9.2e+18 deals, each one node of the tree at least, the equilibrium handles at most %d (double-3 with 4 or 5 tiles, double-4 with 3 tiles, double-8 with 2 tiles for instance)"},
	jeu.CodeEquilibreTaille:     {"le jeu double-%d à %d tuiles par main a environ %.2g ensembles d'information et %.2g cases (estimation), l'équilibre en traite au plus %d et %d (double-3 à 4 ou 5 tuiles, double-4 à 3 tuiles, double-8 à 2 tuiles par exemple)", "the double-%d set with %d tiles per hand has about %.2g information sets and %.2g nodes (estimate), the equilibrium handles at most %d and %d (double-3 with 4 or 5 tiles, double-4 with 3 tiles, double-8 with 2 tiles for instance)"},
	jeu.CodeIterations:          {"un nombre d'itérations de 1 à 100000000 est attendu", "a number of iterations from 1 to 100000000 is expected"},
	jeu.CodeJointure:            {"%s et %s ne se joignent pas : la valeur de droite de l'une (%d) doit être celle de gauche de la suivante (%d) ; chaque tuile s'écrit telle qu'elle est posée", "%s and %s do not join: the right value of the one (%d) must be the left one of the next (%d); each tile is written as it lies"},
	jeu.CodeMain:                {"le jeu double-%d a %d tuiles, chaque main en prend de 1 à %d", "the double-%d set has %d tiles, each hand takes 1 to %d of them"},
	jeu.CodeMainAttendue:        {"une main est attendue, tuile par tuile : « 6-6 6-5 4-2 »", "a hand is expected, tile by tile: “6-6 6-5 4-2”"},
	jeu.CodeMainExacte:          {"la résolution exacte accepte des mains de 1 à %d tuiles", "the exact solution accepts hands of 1 to %d tiles"},
	jeu.CodeMainHorsJeu:         {"tuile hors du jeu double-%d", "tile outside the double-%d set"},
	jeu.CodeMainTrop:            {"votre main tient plus de tuiles que les mains distribuées, (main + adverse + chaîne) / 2 = %d", "your hand holds more tiles than the hands dealt, (hand + opponent + chain) / 2 = %d"},
	jeu.CodeMainVide:            {"une main d'au moins une tuile est attendue", "a hand of at least one tile is expected"},
	jeu.CodeMainsDonnees:        {"les mains données (--j1, --j2) ont %d tuiles", "the hands given (--p1, --p2) have %d tiles"},
	jeu.CodeMainsRecherche:      {"les mains distribuées auraient %d tuiles, (main + adverse + chaîne) / 2 ; recherche résout des mains de 1 à %d tuiles", "the hands dealt would have %d tiles, (hand + opponent + chain) / 2; recherche solves hands of 1 to %d tiles"},
	jeu.CodeMainsSeules:         {"ni -n/--nombre ni --toutes avec elles", "neither -n/--number nor --all with them"},
	jeu.CodeMax:                 {"un entier de 1 à %d est attendu", "an integer from 1 to %d is expected"},
	jeu.CodeMemeTaille:          {"les deux mains doivent avoir la même taille : --j1 en a %d", "both hands must have the same size: --p1 has %d"},
	jeu.CodeOuvertureChaine:     {"la tuile qui a ouvert est sur la chaîne (--chaine)", "the tile that opened is on the chain (--chain)"},
	jeu.CodeOuvertureForte:      {"la plus forte tuile des deux mains ouvre, or %d:%d, posée ou en main, est plus forte", "the highest tile of both hands opens, but %d:%d, laid or in hand, is higher"},
	jeu.CodeOuvertureUne:        {"une seule tuile est attendue, celle qui a ouvert (par exemple 6-6)", "a single tile is expected, the one that opened (for instance 6-6)"},
	jeu.CodeParPlace:            {"un nombre de parties par place de 1 à %d est attendu pour %d stratégies", "a number of games per seat from 1 to %d is expected for %d strategies"},
	jeu.CodeParties:             {"un nombre de parties d'au moins 1 est attendu", "a number of games of at least 1 is expected"},
	jeu.CodePasses:              {"les valeurs sur lesquelles l'adversaire a passé, de 0 à %d, séparées par des virgules (par exemple 3,5)", "the values on which the opponent passed, from 0 to %d, separated by commas (for instance 3,5)"},
	jeu.CodePlace:               {"1 (vous êtes le joueur 1) ou 2 est attendu", "1 (you are player 1) or 2 is expected"},
	jeu.CodePose:                {"2012 (la tuile va à gauche si elle y convient, par défaut) ou libre (le joueur choisit le bout) est attendu", "2012 (the tile goes left if it fits there, the default) or libre (the player chooses the end) is expected"},
	jeu.CodeRechercheMain:       {"la stratégie recherche (--%s) résout des mains de 1 à %d tuiles", "the strategy recherche (--%s) solves hands of 1 to %d tiles"},
	jeu.CodeStrategieDouble:     {"%q est donnée deux fois", "%q is given twice"},
	jeu.CodeStrategieInconnue:   {"stratégie inconnue ; stratégies connues : %s", "unknown strategy; known strategies: %s"},
	jeu.CodeStrategieListe:      {"stratégie %q inconnue ; stratégies connues : %s", "unknown strategy %q; known strategies: %s"},
	jeu.CodeStrategiesConnues:   {"stratégies connues : %s", "known strategies: %s"},
	jeu.CodeTirages:             {"un nombre d'appels de 1 à 1000000 est attendu", "a number of calls from 1 to 1000000 is expected"},
	jeu.CodeToutesOuNombre:      {"toutes les donnes, ou N donnes tirées au hasard", "every deal, or N deals drawn at random"},
	jeu.CodeToutesTrop:          {"le jeu double-%d avec des mains de %d tuiles a %d donnes, au plus %d sont résolues une à une (-n N en tire N au hasard)", "the double-%d set with hands of %d tiles has %d deals, at most %d are solved one by one (-n N draws N at random)"},
	jeu.CodeToutesTropPlus:      {"le jeu double-%d avec des mains de %d tuiles a plus de 2⁶³ donnes, au plus %d sont résolues une à une (-n N en tire N au hasard)", "the double-%d set with hands of %d tiles has more than 2⁶³ deals, at most %d are solved one by one (-n N draws N at random)"},
	jeu.CodeTuileDouble:         {"tuile donnée deux fois dans la main", "tile given twice in the hand"},
	jeu.CodeTuileEcrite:         {"une tuile s'écrit x-y (deux entiers, par exemple 6-4)", "a tile is written x-y (two integers, for instance 6-4)"},
	jeu.CodeTuileHorsJeu:        {"tuile hors du jeu double-%d : valeurs de 0 à %d", "tile outside the double-%d set: values from 0 to %d"},
	jeu.CodeValeurPasse:         {"une valeur de 0 à %d est attendue", "a value from 0 to %d is expected"},
}
