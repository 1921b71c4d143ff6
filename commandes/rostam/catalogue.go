package rostam

import (
	"fmt"

	jeu "jeux/games/rostam"
	"jeux/internal/langue"
	"jeux/resultats"
)

// The English names of rostam's commands and options.
var (
	_ = langue.EnregistrerCommandes(map[string]string{
		"rostam": "one-colour", "partie": "game", "profil": "profile", "simule": "simulate",
		"exhaustif": "exhaustive", "positions": "positions", "realisable": "realisable", "infinie": "infinite",
		"cycle": "cycle", "plot": "plot", "publie": "published",
	})
	_ = langue.EnregistrerOptions(map[string]string{
		"cartes": "cards", "trace": "trace", "limite": "limit", "largeur": "width", "mots": "words",
		"liste-infinies": "list-infinite", "toutes": "all", "compte": "count", "dot": "dot", "k": "k",
		"graphique": "chart", "jusqua": "up-to", "calcul": "compute",
	})
)

// The English of the texts rostam's commands write: their help, and the headings of their tables.
var _ = langue.Enregistrer(map[string]string{
	// Help.
	"bataille à une couleur (rapport de S. Rostam) : parties infinies, énumération exhaustive, mots réalisables": "one-colour War (S. Rostam's report): infinite games, exhaustive enumeration, realisable words",
	"joue une position jusqu'à la fin ou jusqu'à la détection exacte d'un cycle":                                 "plays a position to its end or to the exact detection of a cycle",
	"montre chaque pli : les deux cartes, le gagnant et la position obtenue":                                     "shows every trick: the two cards, the winner and the position reached",
	"la position, « 4 1 / 2 3 »":                                                      "the position, “4 1 / 2 3”",
	`jeux rostam partie "2 10 8 6 3 / 5 4 1 9 7" --trace`:                             `jeux one-colour game "2 10 8 6 3 / 5 4 1 9 7" --trace`,
	"le mot compressé d'une position (a : le joueur 1 gagne le pli, b : le joueur 2)": "the compressed word of a position (a: player 1 wins the trick, b: player 2)",
	`jeux rostam profil "4 1 / 2 3"`:                                                  `jeux one-colour profile "4 1 / 2 3"`,
	"nombre N de cartes (le joueur 1 en reçoit ⌊N/2⌋, le joueur 2 ⌈N/2⌉)":             "number N of cards (player 1 is dealt ⌊N/2⌋, player 2 ⌈N/2⌉)",
	"compare avec la méthode du rapport : une partie non finie après ce nombre de plis est « inconnue » (0 : sans comparaison)": "compares with the report's method: a game not over after this many tricks is “unknown” (0: no comparison)",
	"largeur des classes de l'histogramme des durées, en plis (0 : choisie pour au plus 60 lignes)":                             "width of the classes of the histogram of durations, in tricks (0: chosen for at most 60 rows)",
	"donnes au hasard : gains de chaque joueur, parties infinies, durées des parties finies":                                    "random deals: each player's wins, infinite games, durations of the finished games",
	"jeux rostam simule -N 14 -n 1000000 -g 1 --limite 300":                                                                     "jeux one-colour simulate -N 14 -n 1000000 -g 1 --limit 300",
	fmt.Sprintf(usageMots, jeu.MaxDistincts):                                                                                    fmt.Sprintf("lists the words of the finished games with their number of deals (N ≤ %d)", jeu.MaxDistincts),
	fmt.Sprintf(usageListeInfinies, jeu.MaxListeInfinies):                                                                       fmt.Sprintf("lists the deals that never end, each with the smallest position of its cycle and its period (N ≤ %d)", jeu.MaxListeInfinies),
	"joue les N! donnes : gains, parties infinies, cycles distincts, mots distincts":                                            "plays the N! deals: wins, infinite games, distinct cycles, distinct words",
	"jeux rostam exhaustif -N 10\njeux rostam exhaustif -N 9 --liste-infinies -F csv > infinies-9.csv\nparallel jeux rostam exhaustif -N 12 --shard {}/8 -o part-{}.json ::: $(seq 0 7) && jeux fusionne part-*.json": "jeux one-colour exhaustive -N 10\njeux one-colour exhaustive -N 9 --list-infinite -F csv > infinite-9.csv\nparallel jeux one-colour exhaustive -N 12 --shard {}/8 -o part-{}.json ::: $(seq 0 7) && jeux merge part-*.json",
	fmt.Sprintf(usageCartesPositions, jeu.MaxPositions):                                                                         fmt.Sprintf("number N of cards (2 to %d), both piles of every size", jeu.MaxPositions),
	"toutes les positions de N cartes, de toutes tailles de piles : celles qui reviennent à elles-mêmes (conjecture de Spivey)": "every position of N cards, with piles of every size: those that come back to themselves (Spivey's conjecture)",
	longPositions: "A position: two piles of 1 to N−1 cards, the N cards in every order, N!·(N−1) positions.\n" +
		"Only those with card N on top of player 1's pile are played ((N−1)!·(N−1)): card N never\n" +
		"leaves its pile, every cycle goes through such a position or its mirror image, and the\n" +
		"positions that come back to themselves are twice the sum of the periods of the cycles met.",
	"jeux rostam positions -N 12\nparallel jeux rostam positions -N 12 --shard {}/8 -o part-{}.json ::: $(seq 0 7) && jeux fusionne part-*.json": "jeux one-colour positions -N 12\nparallel jeux one-colour positions -N 12 --shard {}/8 -o part-{}.json ::: $(seq 0 7) && jeux merge part-*.json",
	fmt.Sprintf(usageToutes, jeu.MaxExtensions):                                      fmt.Sprintf("lists every position that realises the word (N ≤ %d)", jeu.MaxExtensions),
	fmt.Sprintf(usageCompte, jeu.MaxExtensions):                                      fmt.Sprintf("counts the positions that realise the word (N ≤ %d)", jeu.MaxExtensions),
	"écrit le graphe des inégalités au format Graphviz DOT (format table seulement)": "writes the graph of inequalities in the Graphviz DOT format (table format only)",
	"le mot est-il le profil d'une partie entière ? (graphe des inégalités)":         "is the word the profile of a whole game? (graph of inequalities)",
	"le mot, « aba2 »": "the word, “aba2”",
	"jeux rostam realisable aba2 --compte\njeux rostam realisable ab2a --dot | dot -Tpng > graphe.png": "jeux one-colour realisable aba2 --count\njeux one-colour realisable ab2a --dot | dot -Tpng > graph.png",
	"--dot écrit un graphe DOT":   "--dot writes a DOT graph",
	fmt.Sprintf(usageK, jeu.MaxK): fmt.Sprintf("K of Theorem 2's construction, N = 4K+2 cards (2 to %d)", jeu.MaxK),
	"la partie infinie du théorème 2 pour N = 4K+2, comparée à la période 4·ppcm(K−1, K+1, 2K+1)": "the infinite game of Theorem 2 for N = 4K+2, compared with the period 4·lcm(K−1, K+1, 2K+1)",
	"jeux rostam infinie -k 5": "jeux one-colour infinite -k 5",
	"une position de N cartes qui revient à elle-même (prépériode 0), avec sa période et son mot périodique": "a position of N cards that comes back to itself (preperiod 0), with its period and its periodic word",
	"N, le nombre de cartes (5 à 255)": "N, the number of cards (5 to 255)",
	longCycle: "For every N that is neither a power of 2 nor 3 times a power of 2, Spivey's construction\n" +
		"(“Cycles in War”, Integers 10 (2010) #G02), played by the engine before it is shown. For the other N,\n" +
		"no cycle is known: the answer says why.",
	"jeux rostam cycle 10\njeux rostam cycle 40 -F json":                                                                    "jeux one-colour cycle 10\njeux one-colour cycle 40 -F json",
	"infinies (part des donnes qui ne finissent pas, N = 2 à --jusqua) ou durees (histogramme des durées d'une simulation)": "infinies (share of the deals that never end, N = 2 to --up-to) or durees (histogram of the durations of a simulation)",
	fmt.Sprintf(usageJusqua, len(jeu.ComptesPublies)+1):                                                                     fmt.Sprintf("infinies: the largest N shown (2 to %d)", len(jeu.ComptesPublies)+1),
	fmt.Sprintf(usageCalcul, jeu.MaxCalcul):                                                                                 fmt.Sprintf("infinies: enumerates the deals on the spot rather than reading the published counts (N ≤ %d)", jeu.MaxCalcul),
	"durees : largeur des classes, en plis (0 : choisie pour au plus 60 classes)":                                           "durees: width of the classes, in tricks (0: chosen for at most 60 classes)",
	"durees : nombre de donnes simulées (au moins 1)":                                                                       "durees: number of deals simulated (at least 1)",
	"graphiques : part des donnes qui ne finissent pas selon N, ou histogramme des durées de « simule »":                    "charts: share of the deals that never end against N, or histogram of the durations of “simulate”",
	"jeux rostam plot -o infinies.png\njeux rostam plot --graphique durees -N 14 -n 1000000 -g 1 -o durees.png":             "jeux one-colour plot -o infinite.png\njeux one-colour plot --chart durees -N 14 -n 1000000 -g 1 -o durations.png",
	fmt.Sprintf(usageCartesPublie, resultats.RostamMin, resultats.RostamMax):                                                fmt.Sprintf("number N of cards, from %d to %d", resultats.RostamMin, resultats.RostamMax),
	fmt.Sprintf(courtPublie, resultats.RostamMin, resultats.RostamMax):                                                      fmt.Sprintf("the published exhaustive table from N = %d to %d cards, kept in the program", resultats.RostamMin, resultats.RostamMax),
	fmt.Sprintf(longPublie, resultats.RostamMin, resultats.RostamMax): fmt.Sprintf("The table of the exhaustive enumeration from N = %d to %d cards as jeux computed it in parts and published it\n", resultats.RostamMin, resultats.RostamMax) +
		"(docs/rostam.md): wins, infinite games, periods, longest duration. It is kept in the program:\n" +
		"the command answers from any folder, computing nothing; the line “computed by” gives the command\n" +
		"whose parts, merged, give it again (hours of computation).",
	"jeux rostam publie\njeux rostam publie -N 13 -F json": "jeux one-colour published\njeux one-colour published -N 13 -F json",
	"calculé par : %s (en parts, resultats/rostam-%d)":     "computed by: %s (in parts, resultats/rostam-%d)",

	// Titles of the tables.
	"%d donnes au hasard de %d cartes":                          "%d random deals of %d cards",
	"les %d donnes de %d cartes":                                "the %d deals of %d cards",
	"les %d positions de %d cartes, de toutes tailles de piles": "the %d positions of %d cards, with piles of every size",

	// Headings of the tables (the titre tags of the engine's results) and their words.
	"gagnant (0 : aucun)":                 "winner (0: none)",
	"prépériode":                          "preperiod",
	"période":                             "period",
	"déroulement":                         "play",
	"carte j1":                            "card p1",
	"carte j2":                            "card p2",
	"gagnant":                             "winner",
	"position après le pli":               "position after the trick",
	"joueur 1":                            "player 1",
	"joueur 2":                            "player 2",
	"inconnues":                           "unknown",
	"part joueur 1":                       "share player 1",
	"part joueur 2":                       "share player 2",
	"part inconnues":                      "share unknown",
	"parties finies au-delà de la limite": "games over beyond the limit",
	"médiane":                             "median",
	"plage centrale à 95 % [q(0.025) ; q(0.975)]": "central 95 % range [q(0.025); q(0.975)]",
	"écart-type":                       "standard deviation",
	"part des durées paires":           "share of even durations",
	"de":                               "from",
	"à":                                "to",
	"donnes":                           "deals",
	"gagnées par le joueur 1":          "won by player 1",
	"gagnées par le joueur 2":          "won by player 2",
	"infinies":                         "infinite",
	"issues":                           "outcomes",
	"méthode du rapport (tableau B.2)": "the report's method (table B.2)",
	"durées des parties finies (plis)": "durations of the finished games (tricks)",
	"histogramme des durées des parties finies (tableau B.1)": "histogram of the durations of the finished games (table B.1)",
	"périodes des parties infinies":                           "periods of the infinite games",
	"cartes du joueur 1":                                      "cards of player 1",
	"part infinie":                                            "infinite share",
	"durée max":                                               "longest duration",
	"donne la plus longue":                                    "longest deal",
	"durée moyenne":                                           "mean duration",
	"mots distincts":                                          "distinct words",
	"cycles distincts":                                        "distinct cycles",
	"périodes des parties infinies (donnes)":                  "periods of the infinite games (deals)",
	"cycles distincts (chacun nommé par sa plus petite position)": "distinct cycles (each named by its smallest position)",
	"mots des parties finies":                                     "words of the finished games",
	"donnes infinies":                                             "infinite deals",
	"réalisable":                                                  "realisable",
	"position (numérotation du rapport)":                          "position (the report's numbering)",
	"cycle d'inégalités":                                          "cycle of inequalities",
	"positions qui le réalisent":                                  "positions that realise it",
	"positions qui réalisent le mot":                              "positions that realise the word",
	"inégalités":                                                  "inequalities",
	"position P'":                                                 "position P'",
	"4·ppcm(K−1, K+1, 2K+1)":                                      "4·lcm(K−1, K+1, 2K+1)",
	"cycle connu":                                                 "known cycle",
	"mot périodique":                                              "periodic word",
	"méthode":                                                     "method",
	"cycle (sa plus petite position)":                             "cycle (its smallest position)",
	"jouées (carte N en haut de la pile 1)":                       "played (card N on top of pile 1)",
	"jouées qui ne finissent pas":                                 "played that never end",
	"positions qui reviennent à elles-mêmes":                      "positions that come back to themselves",
	"exemple (plus petite position de son cycle)":                 "example (smallest position of its cycle)",
	"sa période":                                                  "its period",
	"conjecture de Spivey":                                        "Spivey's conjecture",
	"positions qui reviennent à elles-mêmes, par période":         "positions that come back to themselves, by period",
	// Headings that are JSON keys.
	"N": "N", "K": "K", "min": "min", "max": "max", "mode": "mode", "type": "type", "position": "position",
	"positions": "positions", "effectif": "count", "part": "share", "limite": "limit", "moyenne": "mean",
	"mot": "word", "infinie": "infinite", "accord": "agreement", "raison": "reason", "pli": "trick", "plis": "tricks",
	"donne": "deal",
})
