package bataille

import (
	"fmt"

	jeu "jeux/games/bataille"
	"jeux/internal/cli"
	"jeux/internal/langue"
	"jeux/parametre"
	"jeux/resultats"
)

const resultatsRecords = resultats.DossierRecordsBataille

// The English names of War's commands and options, and the English of the texts its commands
// write: help, option usages, the headings and row names of its results, notes and progress.
var (
	_ = langue.EnregistrerCommandes(map[string]string{
		"bataille": "war", "brut": "raw", "stat": "stat", "multistat": "multistat", "plot": "plot", "compare": "compare",
		"rejoue": "replay", "exact": "exact", "exhaustif": "exhaustive", "record": "record", "records": "records",
		"lscache": "lscache",
	})
	_ = langue.EnregistrerOptions(map[string]string{
		"couleurs": "suits", "valeurs": "ranks", "regles": "rules", "ramassage": "pickup", "ramassage-j1": "pickup-p1",
		"ramassage-j2": "pickup-p2", "trace": "trace", "sans-cache": "no-cache", "classes": "bins", "largeur": "width",
		"parite": "parity", "j1": "p1", "j2": "p2", "donne": "deal", "partie": "game", "but": "goal", "methode": "method",
		"duree": "time", "iterations": "iterations", "recherches": "searches", "depart": "start", "dossier": "folder",
	})
	_ = langue.Enregistrer(aide)
	_ = langue.Enregistrer(tables)
	_ = langue.Enregistrer(phrases)
)

// aide is the English of the help: descriptions, examples and option usages.
var aide = map[string]string{
	// bataille
	"durée d'une partie de bataille : une partie, ou des statistiques sur beaucoup": "length of a game of War: one game, or statistics over many",
	"Sans sous-commande, joue une seule partie et donne sa durée en plis ; avec la même graine, c'est la première partie de « brut ».\n" +
		"Les simulations (brut, stat, multistat, plot, compare) sont gardées en cache (variable JEUX_CACHE).": "Without a subcommand, plays one game and gives its length in tricks; with the same seed, it is the first game of “raw”.\n" +
		"The simulations (raw, stat, multistat, plot, compare) are kept in a cache (variable JEUX_CACHE).",
	"jeux bataille -g 7 --trace\njeux bataille stat -c 4 -v 13 -n 1000000 -g 1": "jeux war -g 7 --trace\njeux war stat -c 4 -v 13 -n 1000000 -g 1",
	"nombre de couleurs du jeu de cartes (au moins 1)":                          "number of suits of the deck (at least 1)",
	fmt.Sprintf("nombre de cartes dans chaque couleur (1 à %d ; le jeu a de 2 à %d cartes)", jeu.MaxValeurs, jeu.MaxCartes): fmt.Sprintf(
		"number of cards in each suit, its ranks (1 to %d; the deck has 2 to %d cards)", jeu.MaxValeurs, jeu.MaxCartes),
	"ordre de ramassage de la joueuse 1 (remplace --ramassage pour elle)":  "pick-up order of player 1 (replaces --pickup for her)",
	"ordre de ramassage de la joueuse 2 (remplace --ramassage pour elle)":  "pick-up order of player 2 (replaces --pickup for her)",
	"détaille chaque pli : cartes, batailles, ramassage, taille des piles": "details each trick: cards, wars, pick-up, size of the piles",
	"ne lit ni n'écrit le cache des simulations":                           "neither reads nor writes the cache of simulations",
	// brut, stat
	"table des durées par classes de cette largeur en plis (effectif, part, part cumulée) : les classes de l'histogramme de « plot -e »": "table of the lengths in bins of this width in tricks (count, share, cumulative share): the bins of the histogram of “plot -e”",
	"durées de N parties et leurs effectifs (la durée 0 compte les parties infinies) ; CSV par défaut":                                   "lengths of N games and their counts (length 0 counts the infinite games); CSV by default",
	"statistiques des durées de N parties": "statistics of the lengths of N games",
	"jeux bataille stat -n 1000000 -g 1\njeux bataille stat --regles delahaye --ramassage optimisee -F json\njeux bataille stat -n 10000 -g 1 --classes 100 -F csv-fr > classes.csv": "jeux war stat -n 1000000 -g 1\njeux war stat --rules delahaye --pickup optimisee -F json\njeux war stat -n 10000 -g 1 --bins 100 -F csv > bins.csv",
	// multistat
	"plage de nombres de couleurs A:B, bornes comprises":                 "range of numbers of suits A:B, bounds included",
	"plage de nombres de valeurs A:B, bornes comprises":                  "range of numbers of ranks A:B, bounds included",
	"statistiques pour chaque jeu de A à B couleurs et de A à B valeurs": "statistics for each deck of A to B suits and A to B ranks",
	"jeux bataille multistat -c 1:6 -v 1:6 -n 10000 -g 1 -F csv":         "jeux war multistat -c 1:6 -v 1:6 -n 10000 -g 1 -F csv",
	// plot
	"nombre de couleurs du jeu de cartes (au moins 1), ou une liste comme 2,4 : un graphique de plusieurs jeux": "number of suits of the deck (at least 1), or a list such as 2,4: one chart of several decks",
	fmt.Sprintf("nombre de cartes dans chaque couleur (1 à %d), ou une liste comme 8,13 : un graphique de plusieurs jeux, chacun en parts de ses parties (au plus %d jeux)", jeu.MaxValeurs, jeu.MaxJeuxGraphique): fmt.Sprintf(
		"number of cards in each suit (1 to %d), or a list such as 8,13: one chart of several decks, each in shares of its games (at most %d decks)", jeu.MaxValeurs, jeu.MaxJeuxGraphique),
	"largeur des classes de l'histogramme, en plis (au moins 1 ; sans --parite)":                                                                                   "width of the histogram's bins, in tricks (at least 1; not with --parity)",
	"trace deux courbes : effectifs des durées paires et des durées impaires (un seul jeu)":                                                                        "draws two curves: counts of the even lengths and of the odd lengths (one deck only)",
	"graphique des durées (histogramme, courbes des durées paires et impaires, ou plusieurs jeux)":                                                                 "chart of the lengths (histogram, curves of the even and odd lengths, or several decks)",
	"jeux bataille plot -n 1000000 -g 1 -o durees.png\njeux bataille plot --parite --taille 1600x1000 -o parite.svg\njeux bataille plot -v 8,13 -e 20 -o jeux.png": "jeux war plot -n 1000000 -g 1 -o lengths.png\njeux war plot --parity --size 1600x1000 -o parity.svg\njeux war plot -v 8,13 -e 20 -o decks.png",
	// exhaustif plot
	"dossier des résultats de « exhaustif -F json » : ses fichiers CxV-MODE.json, et le resultat.json de chaque sous-dossier d'un jeu calculé en parts (un sous-dossier sans lui, pas encore fini, est laissé de côté)": "folder of the results of “exhaustive -F json”: its files CxV-MODE.json, and the resultat.json of each subfolder of a deck computed in parts (a subfolder without it, not finished yet, is left out)",
	"infinies (part des donnes qui ne finissent pas, en %) ou durees (durée moyenne des parties finies, en plis)":                                                                                                       "infinies (share of the deals that never end, in %) or durees (mean length of the finished games, in tricks)",
	"graphique des résultats de « exhaustif » selon le jeu : part des donnes infinies, ou durée moyenne, sous les deux ramassages":                                                                                      "chart of the results of “exhaustive” by deck: share of the endless deals, or mean length, under both pick-ups",
	"Lit les résultats de « jeux bataille exhaustif -F json » d'un dossier, un fichier par jeu et par ramassage,\n" +
		"et trace selon le jeu, rangé par nombre de cartes puis de donnes, une courbe par ramassage : la part des donnes\n" +
		"qui ne finissent pas (--graphique infinies) ou la durée moyenne des parties finies (--graphique durees).\n" +
		"Un fichier illisible, ou qui n'est pas un tel résultat, est refusé en le nommant.": "Reads the results of “jeux war exhaustive -F json” in a folder, one file per deck and pick-up, and draws\n" +
		"against the deck, in order of cards then of deals, one curve per pick-up: the share of the deals that\n" +
		"never end (--chart infinies) or the mean length of the finished games (--chart durees).\n" +
		"A file that cannot be read, or is not such a result, is refused by its name.",
	"jeux bataille exhaustif plot --taille 1920x1080 -o docs/bataille-exhaustif-infinies.png\n" +
		"jeux bataille exhaustif plot --graphique durees -o durees.svg -F csv": "jeux war exhaustive plot --size 1920x1080 -o docs/bataille-exhaustif-infinies.png\n" +
		"jeux war exhaustive plot --chart durees -o lengths.svg -F csv",
	// compare
	"compare les règles paternault et delahaye (aleatoire, naturelle, optimisee) côte à côte": "compares the rules paternault and delahaye (aleatoire, naturelle, optimisee pick-ups) side by side",
	// rejoue
	"pile de la joueuse 1, du dessus vers le dessous, ex. \"2 1 3 1 3 2\"": "pile of player 1, from top to bottom, e.g. \"2 1 3 1 3 2\"",
	"pile de la joueuse 2, du dessus vers le dessous":                      "pile of player 2, from top to bottom",
	"fichier de la donne (à la place de --j1 et --j2) : le JSON de « jeux bataille record », qui donne aussi ses règles (le cycle rencontré, s'il y en a un, sinon la meilleure donne) ; un fichier de résultats de bataille_cpp (la dernière paire cartes_joueur1=[…], cartes_joueur2=[…]) ; ou les deux piles sur deux lignes": "file of the deal (instead of --p1 and --p2): the JSON of “jeux war record”, which gives its rules too (the cycle met, if any, else the best deal); a results file of bataille_cpp (its last pair cartes_joueur1=[…], cartes_joueur2=[…]); or the two piles on two lines",
	"numéro de la donne à jouer dans un fichier --donne qui en contient plusieurs, à partir de 1 (la sortie dit laquelle est jouée)":                                                                                                                                                                                             "number of the deal to play in a --deal file that holds several, from 1 (the output says which one is played)",
	"joue une donne choisie (valeurs ≥ 1, du dessus vers le dessous)": "plays a chosen deal (ranks ≥ 1, from top to bottom)",
	"Rejoue une donne telle quelle. Par défaut, règles delahaye et ramassage naturel : une donne publiée se rejoue\n" +
		"sans hasard ; les règles paternault ou un ramassage aleatoire ne se jouent que demandés (--regles, --ramassage).\n" +
		"La donne doit contenir chaque carte du jeu une fois : le jeu de -c × -v quand ils sont donnés, sinon celui que\n" +
		"la donne indique (sa plus haute carte est le nombre de valeurs).": "Replays a deal as it is. By default, delahaye rules and natural pick-up: a published deal is replayed\n" +
		"without chance; the paternault rules or a random pick-up are played only when asked for (--rules, --pickup).\n" +
		"The deal must hold each card of the deck once: the deck of -c × -v when they are given, else the one the\n" +
		"deal implies (its highest card is the number of ranks).",
	"jeux bataille rejoue --j1 \"2 1 3 1 3 2\" --j2 \"2 3 3 1 1 2\" --trace\n" +
		"jeux bataille rejoue --donne resultats/bataille-record/52-naturelle.json": "jeux war replay --p1 \"2 1 3 1 3 2\" --p2 \"2 3 3 1 1 2\" --trace\n" +
		"jeux war replay --deal resultats/bataille-record/52-naturelle.json",
	// exact
	fmt.Sprintf("distribution exacte des durées (règles paternault, au plus %d cartes)", jeu.ExactMaxCartes): fmt.Sprintf(
		"exact distribution of the lengths (paternault rules, at most %d cards)", jeu.ExactMaxCartes),
	"jeux bataille exact -c 2 -v 3": "jeux war exact -c 2 -v 3",
	// exhaustif
	"joue toutes les donnes d'un petit jeu (règles delahaye) : gains, nulles, parties infinies et leurs cycles, durées": "plays every deal of a small deck (delahaye rules): wins, draws, infinite games and their cycles, lengths",
	"Compte chaque donne du jeu de -c × -v cartes (chaque ordre du jeu, partagé en deux moitiés, la première à la\n" +
		"joueuse 1) en bataille ouverte (règles delahaye), les deux joueuses ramassant de la même façon. Chaque position\n" +
		"que les donnes atteignent quand les cartes distribuées sont épuisées est jouée une fois, et compte pour toutes\n" +
		"les donnes qui l'atteignent. Échanger les piles échange les joueuses : une seule position de chaque paire est\n" +
		"jouée et compte pour les deux.": "Counts every deal of the deck of -c × -v cards (every order of the deck, split in two halves, the first one to\n" +
		"player 1) in open War (delahaye rules), both players picking up the same way. Each position the deals reach\n" +
		"when the dealt cards run out is played once, and counts for every deal that reaches it. Swapping the piles\n" +
		"swaps the players: only one position of each pair is played, and it counts for both.",
	"jeux bataille exhaustif -c 4 -v 4 --ramassage optimisee\n" +
		"parallel jeux bataille exhaustif -c 4 -v 5 --shard {}/64 -o part-{}.json ::: $(seq 0 63) && jeux fusionne part-*.json": "jeux war exhaustive -c 4 -v 4 --pickup optimisee\n" +
		"parallel jeux war exhaustive -c 4 -v 5 --shard {}/64 -o part-{}.json ::: $(seq 0 63) && jeux merge part-*.json",
	// record
	"temps de recherche, comme 90s, 10m ou 2h (sans effet avec --iterations)":                                                        "search time, such as 90s, 10m or 2h (no effect with --iterations)",
	"nombre de donnes évaluées en tout (au moins 1) : la recherche est alors reproductible ; sans elle, elle s'arrête après --duree": "number of deals evaluated in all (at least 1): the search is then reproducible; without it, it stops after --time",
	fmt.Sprintf("nombre de recherches indépendantes, de 1 à %d (chacune sa graine tirée de -g ; -w dit combien tournent à la fois)", jeu.MaxRecherches): fmt.Sprintf(
		"number of independent searches, 1 to %d (each with its seed drawn from -g; -w says how many run at once)", jeu.MaxRecherches),
	"fichier d'où repartir : le JSON d'une recherche précédente (clés j1 et j2), ou les deux piles sur deux lignes": "file to start again from: the JSON of an earlier search (keys j1 and j2), or the two piles on two lines",
	"cherche une donne de bataille ouverte (règles delahaye) qui dure le plus longtemps, ou qui ne finit pas":       "searches for a deal of open War (delahaye rules) that lasts the longest, or that never ends",
	"jeux : recherche interrompue après %d évaluations ; voici la meilleure donne trouvée jusque-là\n":              "jeux: search interrupted after %d evaluations; here is the best deal found so far\n",
	"Recherche locale sur les donnes (échanges et déplacements de cartes : recuit simulé, escalade avec redémarrages,\n" +
		"échange de répliques, donnes structurées, ou tirage au hasard seul, la référence, parmi toutes les donnes ou celles en paires),\n" +
		"--recherches recherches indépendantes, menées -w à la fois. Avec --iterations, le résultat ne dépend que de -g,\n" +
		"--iterations et --recherches (jamais de -w) ; sinon la recherche avance par tours, chaque recherche autant\n" +
		"d'évaluations que les autres, et s'arrête au premier tour fini après --duree : la ligne « pour refaire cette\n" +
		"recherche » donne alors le budget atteint comme --iterations, avec la même graine. Interrompue (Ctrl-C), elle\n" +
		"donne la meilleure donne du dernier tour fini, et la ligne qui la refait.": "Local search over the deals (swaps and moves of cards: simulated annealing, hill climbing with restarts,\n" +
		"replica exchange, structured deals, or random drawing alone, the baseline, among all deals or those in pairs),\n" +
		"--searches independent searches, -w at a time. With --iterations, the result depends only on -g,\n" +
		"--iterations and --searches (never on -w); else the search goes by rounds, each search as many\n" +
		"evaluations as the others, and stops at the first round finished after --time: the line “to redo this\n" +
		"search” then gives the budget reached as --iterations, with the same seed. Interrupted (Ctrl-C), it\n" +
		"gives the best deal of the last round finished, and the line that redoes it.",
	"jeux bataille record --duree 10m\njeux bataille record --ramassage optimisee --iterations 200000 -g 1 --recherches 2\njeux bataille record -c 4 -v 8 --but cycle --duree 1h": "jeux war record --time 10m\njeux war record --pickup optimisee --iterations 200000 -g 1 --searches 2\njeux war record -c 4 -v 8 --goal cycle --time 1h",
	// records
	"dossier de records à lire à la place de ceux de jeux gardés dans le programme (les JSON de « jeux bataille record », ceux d'une chasse)": "folder of records to read instead of jeux's kept in the program (the JSON files of “jeux war record”, those of a hunt)",
	"records publiés de la bataille ouverte (32 et 52 cartes), rejoués, et ceux de jeux":                                                      "published records of open War (32 and 52 cards), replayed, and jeux's",
	"jeux : %s laissé de côté : %s\n": "jeux: %s left out: %s\n",
	"--dossier %q : %v":               "--folder %q: %v",
	"--dossier %q : %s : %v":          "--folder %q: %s: %v",
	"--dossier %q : %s : %s":          "--folder %q: %s: %s",
	"--dossier %q : %s":               "--folder %q: %s",
	"--dossier %q : dossier absent":   "--folder %q: folder missing",
	"l'axe horizontal nomme les jeux": "the horizontal axis names the decks",
	"Les records publiés (règles delahaye, 4 × 8 et 4 × 13 cartes, ramassage naturel et optimisé) : leur durée,\n" +
		"leur donne, qui les a publiés et où ; chaque donne est rejouée par le moteur de jeux, et le record de jeux est\n" +
		"la plus longue partie finie de ses donnes, gardées dans le programme (celles de " + resultatsRecords + "\n" +
		"nommées par leur durée) : la commande répond depuis n'importe quel dossier. --dossier lit à leur place les\n" +
		"records d'un dossier, ceux d'une chasse (absent, la colonne le dit).": "The published records (delahaye rules, 4 × 8 and 4 × 13 cards, natural and optimised pick-up): their length,\n" +
		"their deal, who published them and where; each deal is replayed by jeux's engine, and jeux's record is the\n" +
		"longest finite game of its deals, kept in the program (those of " + resultatsRecords + "\n" +
		"named by their length): the command answers from any folder. --folder reads instead the records of a\n" +
		"folder, those of a hunt (missing, the column says so).",
	"jeux bataille records\njeux bataille records --dossier ~/jeux/resultats/bataille-record -F json": "jeux war records\njeux war records --folder ~/jeux/resultats/bataille-record -F json",
	"jeux : %s ; simulation sans cache\n": "jeux: %s; simulation without cache\n",
}

// phrases is the English of the sentences of the results (phrases.go).
var phrases = map[string]string{
	"cachées %d et %d":       "face down %d and %d",
	"%d contre %d, bataille": "%d against %d, war",
	"%d contre %d":           "%d against %d",
	" ; ":                    "; ",
	"plus de carte pour les deux joueuses : match nul": "no card left for both players: draw",
	"la joueuse %d n'a plus de carte : fin":            "player %d has no card left: end",
	"chaîne de Markov sur les positions, distribution propagée pli par pli jusqu'à une masse restante < %g (reste : %.3g)": "Markov chain on the positions, distribution propagated trick by trick down to a remaining mass < %g (remainder: %.3g)",
	"moyenne : système (I − Q)t = 1 résolu par le paquet markov (gonum/mat)":                                               "mean: system (I − Q)t = 1 solved by package markov (gonum/mat)",
	"moyenne : somme de la distribution ; %d positions, trop pour une matrice dense (au plus %d)":                          "mean: sum over the distribution; %d positions, too many for a dense matrix (at most %d)",
	"pour refaire cette recherche : %s":   "to redo this search: %s",
	"%d plis":                             "%d tricks",
	"infinie (prépériode %d, période %d)": "infinite (preperiod %d, period %d)",
	"record : meilleure donne %s ; %d évaluations, %.0f par seconde": "record: best deal %s; %d evaluations, %.0f per second",
	"lignes %d et %d":                       "lines %d and %d",
	"la meilleure donne de la recherche":    "the best deal of the search",
	"le cycle que la recherche a rencontré": "the cycle the search met",
	"donne %d sur %d du fichier : %s (--partie choisit une autre donne, de 1 à %d)": "deal %d of %d of the file: %s (--game chooses another deal, 1 to %d)",
	"les %d donnes du jeu de %d × %d cartes, ramassage %s":                          "the %d deals of the deck of %d × %d cards, pick-up %s",
}

// tables is the English of the headings, row names and notes of War's results.
var tables = map[string]string{
	batailleRecordsProgramme: resultats.DossierRecordsBataille + " (kept in the program)",
	// One game, and its trace (partie.go)
	"règles": "rules", "ramassage j1": "pick-up p1", "ramassage j2": "pick-up p2",
	"pile de la joueuse 1": "pile of player 1", "pile de la joueuse 2": "pile of player 2",
	"plis": "tricks", "gagnante (0 : nul ou infinie)": "winner (0: draw or infinite)",
	"infinie": "infinite", "prépériode": "preperiod", "période": "period",
	"Déroulement": "Course of the game", "pli": "trick", "cartes retournées": "cards turned up",
	"ramassé par (0 : personne)": "picked up by (0: nobody)", "cartes ramassées": "cards picked up",
	"pile j1": "pile p1", "pile j2": "pile p2",
	// Statistics (resultat.go)
	"couleurs": "suits", "valeurs": "ranks", "parties": "games", "min": "min", "max": "max", "moyenne": "mean",
	"médiane": "median", "mode": "mode", "plage 95 %": "95% range", "écart type": "standard deviation",
	"paires": "even", "parité": "parity", "infinies": "infinite",
	"durée": "length", "effectif": "count", "durées (0 : parties infinies)": "lengths (0: infinite games)",
	"de": "from", "à": "to", "part": "share", "part cumulée": "cumulative share",
	"largeur des classes (plis)": "width of the bins (tricks)", "parties infinies (hors classes)": "infinite games (in no bin)",
	"Classes de durées": "Bins of lengths", "parties par règle": "games per rule set", "Comparaison des règles": "Comparison of the rules",
	"parties par jeu": "games per deck", "Statistiques par jeu": "Statistics per deck",
	"graphique écrit dans": "chart written to", "Durées": "Lengths", "Durées par jeu": "Lengths per deck",
	// Exact distribution
	"positions (les deux piles au début d'un pli)": "positions (the two piles at the start of a trick)",
	"durées paires": "even lengths", "Distribution des durées": "Distribution of the lengths", "probabilité": "probability",
	// Exhaustive enumeration (resultat_exhaustif.go, rendu/lignes)
	"joueuse 1": "player 1", "joueuse 2": "player 2", "donnes": "deals", "ramassage": "pick-up",
	"donnes jouées": "deals played", "positions jouées": "positions played", "gagnées par la joueuse 1": "won by player 1", "gagnées par la joueuse 2": "won by player 2",
	"nulles": "draws", "part infinie": "infinite share", "durée moyenne (parties finies)": "mean length (finite games)",
	"durée max": "longest duration", "plus longue : joueuse 1": "longest: player 1", "plus longue : joueuse 2": "longest: player 2",
	"cycles distincts": "distinct cycles", "périodes des parties infinies (donnes)": "periods of the infinite games (deals)",
	"cycles distincts (chacun nommé par sa plus petite position)": "distinct cycles (each named by its smallest position)",
	"pour rejouer la plus longue":                                 "to replay the longest",
	// Record search (record.go, rendu/lignes)
	"j1": "p1", "j2": "p2", "preperiode": "preperiod", "periode": "period", "evaluations": "evaluations",
	"interrompue": "interrupted", "graine": "seed", "itérations atteintes": "iterations reached", "cycle": "cycle",
	"pour la rejouer": "to replay it",
	// Published records (records_publies.go)
	"dossier des records de jeux": "folder of jeux's records", "dossier absent": "folder missing",
	"Records publiés de la bataille ouverte (règles delahaye)": "Published records of open War (delahaye rules)",
	"record": "record", "publié (plis)": "published (tricks)", "rejoué par jeux": "replayed by jeux",
	"record de jeux": "jeux's record", "fichier de jeux": "jeux's file", "publié par": "published by", "le": "date",
	"source": "source", "donne publiée j1": "published deal p1", "donne publiée j2": "published deal p2",
}

// The texts of the engine's codes, French then English.
var _ = cli.Codes(map[parametre.Code][2]string{
	jeu.CodePileVide:                {"pile vide : au moins une carte attendue", "empty pile: at least one card expected"},
	jeu.CodeCarteNonEntiere:         {"carte %q : nombre entier attendu", "card %q: an integer expected"},
	jeu.CodeCarteHorsValeurs:        {"carte %d : valeur entre 1 et %d attendue", "card %d: a rank from 1 to %d expected"},
	jeu.CodeExactTropGrand:          {"au plus %d cartes pour le calcul exact (par défaut %d × %d)", "at most %d cards for the exact computation (by default %d × %d)"},
	jeu.CodeAuMoinsUneCouleur:       {"au moins 1 couleur", "at least 1 suit"},
	jeu.CodeAuMoinsUneValeur:        {"au moins 1 valeur", "at least 1 rank"},
	jeu.CodeRamassageExhaustif:      {"naturelle ou optimisee (l'énumération joue des parties déterminées par leur donne)", "naturelle or optimisee (the enumeration plays games that their deal determines)"},
	jeu.CodeJeuPair:                 {"un jeu d'un nombre pair de cartes, partagé en deux moitiés", "a deck of an even number of cards, split in two halves"},
	jeu.CodeFusionAutreDecompte:     {"fusion : un décompte de %d × %d (%s) ne s'ajoute pas à un décompte de %d × %d (%s)", "merge: a count of %d × %d (%s) does not add to a count of %d × %d (%s)"},
	jeu.CodeFusionNeSuitPas:         {"fusion : le décompte des items %d à %d ne suit pas celui qui finit à l'item %d", "merge: the count of items %d to %d does not follow the one that ends at item %d"},
	jeu.CodeIntervalle:              {"un intervalle [début, fin) inclus dans [0, %d]", "an interval [start, end) within [0, %d]"},
	jeu.CodeDecompteAutreJeu:        {"le décompte est de %d × %d (%s), %d × %d (%s) attendu", "the count is of %d × %d (%s), %d × %d (%s) expected"},
	jeu.CodeDebutFin:                {"debut et fin valent %d et %d, %d et %d attendus", "debut and fin are %d and %d, %d and %d expected"},
	jeu.CodeJoueesDonnes:            {"positions et donnes valent %d et %d, les items %d à %d en tiennent %d et %d", "positions and deals are %d and %d, items %d to %d hold %d and %d"},
	jeu.CodeIssues:                  {"j1, j2, nulles et infinies valent %d, %d, %d et %d : %d donnes et autant de gains pour chaque joueur attendus", "j1, j2, nulles and infinies are %d, %d, %d and %d: %d deals and as many wins for each player expected"},
	jeu.CodeDureesFinies:            {"les durées comptent %d parties finies, j1 + j2 + nulles = %d", "the lengths count %d finite games, j1 + j2 + nulles = %d"},
	jeu.CodePeriodeInvalide:         {"periodes : %d donnes de période %d", "periodes: %d deals of period %d"},
	jeu.CodePeriodesInfinies:        {"les périodes comptent %d donnes infinies, %d attendues", "the periods count %d infinite deals, %d expected"},
	jeu.CodeDureeMaxSansFinie:       {"duree_max vaut %d sans partie finie", "duree_max is %d without a finite game"},
	jeu.CodeDureeMaxHorsBornes:      {"duree_max vaut %d pour une donne de %d cartes, %d et %d attendus", "duree_max is %d for a deal of %d cards, %d and %d expected"},
	jeu.CodeDonneMaxHorsJeu:         {"donne_max %v : pas une donne du jeu", "donne_max %v: not a deal of the deck"},
	jeu.CodeDonneMaxRejouee:         {"donne_max %v : rejouée, %d plis (infinie : %v), duree_max vaut %d", "donne_max %v: replayed, %d tricks (infinite: %v), duree_max is %d"},
	jeu.CodeCyclesIncomplets:        {"cycles_incomplets avec %d cycles listés", "cycles_incomplets with %d cycles listed"},
	jeu.CodeTropDeCycles:            {"%d cycles listés, au plus %d", "%d cycles listed, at most %d"},
	jeu.CodeCycleDesordre:           {"cycles : le cycle %d n'est pas après le précédent", "cycles: cycle %d is not after the previous one"},
	jeu.CodeCycleHorsJeu:            {"cycles : le cycle %d n'est pas une position du jeu", "cycles: cycle %d is not a position of the deck"},
	jeu.CodeCycleRejoue:             {"cycles : le cycle %d, rejoué, n'est pas un cycle de période %d", "cycles: cycle %d, replayed, is not a cycle of period %d"},
	jeu.CodeCyclesSomme:             {"cycles : la somme des donnes dépasse un entier de 64 bits", "cycles: the sum of the deals overflows a 64-bit integer"},
	jeu.CodeCyclesInfinies:          {"les cycles comptent %d donnes infinies, %d attendues", "the cycles count %d infinite deals, %d expected"},
	jeu.CodeCompteNegatif:           {"%s vaut %d : un compte négatif", "%s is %d: a negative count"},
	jeu.CodeSommeDepasse:            {"%s vaut %d : la somme dépasse un entier de 64 bits", "%s is %d: the sum exceeds a 64-bit integer"},
	jeu.CodePartieHorsFichier:       {"le fichier contient %d donnes : un numéro de 1 à %d est attendu", "the file holds %d deals: a number from 1 to %d is expected"},
	jeu.CodePartieHorsFichierUne:    {"le fichier contient 1 donne : un numéro de 1 à 1 est attendu", "the file holds 1 deal: a number from 1 to 1 is expected"},
	jeu.CodeTroisiemeLigne:          {"ligne %d : deux lignes attendues (la pile de la joueuse 1, puis celle de la joueuse 2), une troisième lue", "line %d: two lines expected (the pile of player 1, then that of player 2), a third one read"},
	jeu.CodeLigneSansDonne:          {"ligne %d : aucune donne : ni une pile (« 2 1 3 … »), ni une ligne cartes_joueur1=[…], ni le JSON d'un record", "line %d: no deal: neither a pile (“2 1 3 …”), nor a line cartes_joueur1=[…], nor the JSON of a record"},
	jeu.CodeAucuneDonne:             {"aucune donne : deux lignes attendues (les piles des joueuses 1 et 2), ou des lignes cartes_joueur1=[…] et cartes_joueur2=[…], ou le JSON d'un record ; %d ligne lue", "no deal: two lines expected (the piles of players 1 and 2), or lines cartes_joueur1=[…] and cartes_joueur2=[…], or the JSON of a record; %d line read"},
	jeu.CodeFichierRecordCycle:      {"fichier de record, cycle : %v", "record file, cycle: %v"},
	jeu.CodeLigneCpp:                {"ligne %d : cartes_joueur1=[v,v,…] ou cartes_joueur2=[v,v,…] attendu", "line %d: cartes_joueur1=[v,v,…] or cartes_joueur2=[v,v,…] expected"},
	jeu.CodeLigneCarte:              {"ligne %d : carte %q : valeur entière entre 1 et %d attendue", "line %d: card %q: an integer rank from 1 to %d expected"},
	jeu.CodeLignePileVide:           {"ligne %d : pile vide", "line %d: empty pile"},
	jeu.CodeJ1SansJ2:                {"ligne %d : cartes_joueur1 sans cartes_joueur2 après elle (ligne %d, puis encore cartes_joueur1)", "line %d: cartes_joueur1 without cartes_joueur2 after it (line %d, then cartes_joueur1 again)"},
	jeu.CodeJ2SansJ1:                {"ligne %d : cartes_joueur2 sans cartes_joueur1 avant elle", "line %d: cartes_joueur2 without cartes_joueur1 before it"},
	jeu.CodeFichierTronque:          {"ligne %d : cartes_joueur1 sans cartes_joueur2 après elle (fichier tronqué ?) : la dernière paire de lignes est la donne", "line %d: cartes_joueur1 without cartes_joueur2 after it (file cut off?): the last pair of lines is the deal"},
	jeu.CodeAucuneDonneCpp:          {"aucune donne : une ligne cartes_joueur1=[…] suivie d'une ligne cartes_joueur2=[…] attendue", "no deal: a line cartes_joueur1=[…] followed by a line cartes_joueur2=[…] expected"},
	jeu.CodeFichierEtPiles:          {"le fichier donne les piles ; ni --j1 ni --j2 avec lui", "the file gives the piles; neither --p1 nor --p2 with it"},
	jeu.CodeFichierEtRegles:         {"le fichier d'un record donne aussi les règles ; ni --regles ni --ramassage avec lui", "a record's file gives the rules too; neither --rules nor --pickup with it"},
	jeu.CodePartieSansFichier:       {"une donne d'un fichier : --donne FICHIER est attendu avec elle", "a deal of a file: --deal FILE is expected with it"},
	jeu.CodeDeuxPiles:               {"--j1 et --j2, ou --donne FICHIER (le JSON d'un record, un fichier de bataille_cpp ou deux lignes)", "--p1 and --p2, or --deal FILE (the JSON of a record, a bataille_cpp file or two lines)"},
	jeu.CodePileJoueuseVide:         {"la pile de la joueuse %d est vide", "the pile of player %d is empty"},
	jeu.CodeCarteJoueuse:            {"carte %d de la joueuse %d : valeur entre 1 et %d attendue", "card %d of player %d: a rank from 1 to %d expected"},
	jeu.CodeDonneTropGrande:         {"donne de %d cartes : au plus %d attendues", "deal of %d cards: at most %d expected"},
	jeu.CodeRamassagePaternault:     {"aucun ramassage avec les règles paternault, qui ramassent toujours au hasard (règles delahaye seulement)", "no pick-up with the paternault rules, which always pick up at random (delahaye rules only)"},
	jeu.CodePlageEntiers:            {"une plage A:B de deux entiers avec 1 ≤ A ≤ B ≤ %d", "a range A:B of two integers with 1 ≤ A ≤ B ≤ %d"},
	jeu.CodeListe:                   {"une liste d'entiers de 1 à %d séparés par des virgules, chacun une fois, comme 8,13", "a list of integers from 1 to %d separated by commas, each once, such as 8,13"},
	jeu.CodeDureesAbsentesJeu:       {"durées absentes pour le jeu %d × %d", "lengths missing for the deck %d × %d"},
	jeu.CodeDureesNombreJeux:        {"durées de %d jeux pour une plage de %d jeux", "lengths of %d decks for a range of %d decks"},
	jeu.CodeDureesIncompletes:       {"durées du jeu %d × %d incomplètes ou hors de la plage", "lengths of the deck %d × %d incomplete or out of the range"},
	jeu.CodeButInconnu:              {"but inconnu %q (acceptés : %s)", "unknown goal %q (accepted: %s)"},
	jeu.CodeMethodeInconnue:         {"méthode inconnue %q (acceptées : %s)", "unknown method %q (accepted: %s)"},
	jeu.CodeDepartJSON:              {"donne de départ : %s", "starting deal: %s"},
	jeu.CodeDepartCles:              {"donne de départ : les clés j1 et j2 sont attendues", "starting deal: the keys j1 and j2 are expected"},
	jeu.CodeDepartLignes:            {"donne de départ : deux lignes attendues (la pile de la joueuse 1, puis celle de la joueuse 2), %d lues", "starting deal: two lines expected (the pile of player 1, then that of player 2), %d read"},
	jeu.CodeDepartPile:              {"donne de départ, joueuse %d : %v", "starting deal, player %d: %v"},
	jeu.CodeRecordSansParametres:    {"fichier de record : le bloc des paramètres (parametres.options) est attendu", "record file: the block of parameters (parametres.options) is expected"},
	jeu.CodeRecordRamassage:         {"fichier de record : parametres.options.%s vaut %s : naturelle ou optimisee attendu (le ramassage de la recherche)", "record file: parametres.options.%s is %s: naturelle or optimisee expected (the pick-up of the search)"},
	jeu.CodeFichierRecord:           {"fichier de record : %v", "record file: %v"},
	jeu.CodeDureeRecherche:          {"une durée positive est attendue, comme 90s, 10m ou 2h", "a positive duration is expected, such as 90s, 10m or 2h"},
	jeu.CodeIterations:              {"un nombre d'évaluations d'au moins 1 est attendu", "a number of evaluations of at least 1 is expected"},
	jeu.CodeRecordDelahaye:          {"delahaye (la recherche de records se fait en bataille ouverte)", "delahaye (the search for records is done in open War)"},
	jeu.CodeDureeOuCycle:            {"duree ou cycle", "duree or cycle"},
	jeu.CodeAlignees:                {"la famille alignée ne se tire que pour --but cycle, 4 couleurs, au moins 4 valeurs et le ramassage naturel des deux joueuses (ses blocs n'existent qu'ainsi)", "the aligned family is drawn only for --goal cycle, 4 suits, at least 4 ranks and the natural pick-up of both players (its blocks exist only so)"},
	jeu.CodeEntierPositif:           {"un entier ≥ 1", "an integer ≥ 1"},
	jeu.CodeDureePositive:           {"une durée positive", "a positive duration"},
	jeu.CodeDureeOuIterations:       {"une durée positive, ou un nombre d'itérations", "a positive duration, or a number of iterations"},
	jeu.CodeRecherches:              {"un nombre de recherches de 1 à %d", "a number of searches from 1 to %d"},
	jeu.CodeDepartTailles:           {"piles de %d et %d cartes, %d et %d attendues pour un jeu de %d × %d", "piles of %d and %d cards, %d and %d expected for a deck of %d × %d"},
	jeu.CodeDepartCarte:             {"carte %d : valeur entre 1 et %d attendue pour un jeu de %d × %d", "card %d: a rank from 1 to %d expected for a deck of %d × %d"},
	jeu.CodeDepartCompte:            {"%d cartes de valeur %d, %d attendues pour un jeu de %d × %d", "%d cards of rank %d, %d expected for a deck of %d × %d"},
	jeu.CodeReglesInconnues:         {"règles inconnues %q (acceptées : %s)", "unknown rules %q (accepted: %s)"},
	jeu.CodeRamassageInconnu:        {"ramassage inconnu %q (acceptés : %s)", "unknown pick-up %q (accepted: %s)"},
	jeu.CodeTailleJeu:               {"un jeu d'entre 2 et %d cartes", "a deck of 2 to %d cards"},
	jeu.CodeLargeur:                 {"une largeur de classe d'au moins 1 pli", "a width of bins of at least 1 trick"},
	jeu.CodePlage:                   {"une plage A:B avec 1 ≤ A ≤ B ≤ %d", "a range A:B with 1 ≤ A ≤ B ≤ %d"},
	jeu.CodeJeuxTropGrands:          {"des jeux d'au plus %d cartes (le plus grand en a %d)", "decks of at most %d cards (the largest has %d)"},
	jeu.CodeLargeurParite:           {"sans effet avec --parite (les courbes montrent chaque durée, sans classes)", "no effect with --parity (the curves show every length, without bins)"},
	jeu.CodeJeuxGraphique:           {"au plus %d jeux sur un graphique", "at most %d decks on a chart"},
	jeu.CodeParties:                 {"un nombre de parties d'au moins 1 est attendu", "a number of games of at least 1 is expected"},
	jeu.CodeDureesAbsentes:          {"durées absentes", "lengths missing"},
	jeu.CodeDureesJeuAbsentes:       {"durées du jeu %d × %d absentes", "lengths of the deck %d × %d missing"},
	jeu.CodeDureesAutreJeu:          {"jeux[%d] : durées du jeu %d × %d, celles du jeu %d × %d attendues", "jeux[%d]: lengths of the deck %d × %d, those of the deck %d × %d expected"},
	jeu.CodeJeuxEnTrop:              {"%d jeux de trop dans la part", "%d decks too many in the part"},
	jeu.CodeEvaluationsNegatives:    {"evaluations vaut %d : un compte négatif", "evaluations is %d: a negative count"},
	jeu.CodePartInterrompue:         {"recherche interrompue : une part doit être calculée jusqu'au bout", "search interrupted: a part must be computed to the end"},
	jeu.CodeEvaluationsRecherches:   {"evaluations vaut %d, les recherches %d à %d en font %d", "evaluations is %d, searches %d to %d make %d"},
	jeu.CodeMeilleureSansEvaluation: {"meilleure donne %q avec %d évaluations", "best deal %q with %d evaluations"},
	jeu.CodeCycleFini:               {"cycle : la donne finit en %d plis", "cycle: the deal ends in %d tricks"},
	jeu.CodePilesIllisibles:         {"%s : piles illisibles", "%s: unreadable piles"},
	jeu.CodeRecordRejoue:            {"%s : annoncée en %d plis (infinie %v, %d + %d), elle se joue en %d (infinie %v, %d + %d)", "%s: announced in %d tricks (infinite %v, %d + %d), it plays in %d (infinite %v, %d + %d)"},
	jeu.CodeExhaustifTropGrand:      {"au plus %s donnes (4 × 5 en a 3,06·10¹¹) : ce jeu a %s donnes, environ %s heures d'un cœur à %s donnes par seconde", "at most %s deals (4 × 5 has 3.06·10¹¹): this deck has %s deals, about %s hours of one core at %s deals per second"},
	jeu.CodeExhaustifHorsEntier:     {"au plus %s donnes (4 × 5 en a 3,06·10¹¹) : ce jeu a plus de 9,2·10¹⁸ donnes", "at most %s deals (4 × 5 has 3.06·10¹¹): this deck has more than 9.2·10¹⁸ deals"},
	jeu.CodeCarteEnTropManque:       {"la carte %d est en trop, la carte %d manque (jeu de %d × %d cartes)", "card %d is one too many, card %d is missing (deck of %d × %d cards)"},
	jeu.CodeCarteEnTrop:             {"la carte %d est en trop (jeu de %d × %d cartes)", "card %d is one too many (deck of %d × %d cards)"},
	jeu.CodeCarteManque:             {"la carte %d manque (jeu de %d × %d cartes)", "card %d is missing (deck of %d × %d cards)"},
	jeu.CodeJSONMalForme:            {"JSON mal formé (octet %d)", "malformed JSON (byte %d)"},
	jeu.CodeJSONType:                {"JSON : le champ %q n'a pas le type attendu (%s lu)", "JSON: field %q does not have the expected type (%s read)"},
	jeu.CodeJSONIllisible:           {"JSON illisible (texte tronqué ?)", "unreadable JSON (text cut off?)"},
	jeu.CodeFichierExhaustif:        {"pas un résultat de « jeux bataille exhaustif -F json » (commande %s)", "not a result of the exhaustive War command with -F json (command %s)"},
	jeu.CodeExhaustifJeu:            {"résultat exhaustif d'un jeu que l'énumération ne prend pas : %v", "exhaustive result of a deck the enumeration does not take: %v"},
	jeu.CodeExhaustifDonnes:         {"%d donnes pour le jeu de %d × %d, qui en a %d", "%d deals for the deck of %d × %d, which has %d"},
	jeu.CodeExhaustifIssues:         {"j1, j2, nulles et infinies valent %d, %d, %d et %d : leur somme doit être les %d donnes", "j1, j2, nulles and infinies are %d, %d, %d and %d: they must add up to the %d deals"},
	jeu.CodeExhaustifDureeMoyenne:   {"duree_moyenne vaut %v : positive quand une partie finit, 0 sinon", "duree_moyenne is %v: positive when a game ends, 0 otherwise"},
	jeu.CodeExhaustifDouble:         {"deux résultats du jeu de %d × %d en ramassage %s : %s et %s", "two results of the deck of %d × %d with pick-up %s: %s and %s"},
	jeu.CodeExhaustifAucun:          {"aucun résultat de « jeux bataille exhaustif » (fichiers CxV-MODE.json, ou CxV-MODE/resultat.json d'un jeu fini en parts)", "no result of the exhaustive War command (files CxV-MODE.json, or CxV-MODE/resultat.json of a deck finished in parts)"},
	jeu.CodeOu:                      {"%s ou %s", "%s or %s"},
	jeu.CodeNoms:                    {"%s", "%s"},
	jeu.CodeCause:                   {"%v", "%v"},
	jeu.CodeValeurs:                 {"entre 1 et %d valeurs", "1 to %d ranks"},
	jeu.CodeParitePlusieursJeux:     {"--parite trace un seul jeu : -c %q et -v %q en donnent %d", "--parity draws one deck only: -c %q and -v %q give %d"},
	jeu.CodeLignes:                  {"lignes %d et %d : %s", "lines %d and %d: %s"},
	jeu.CodeDonneDuFichier:          {"la donne du fichier : %s", "the deal of the file: %s"},
	jeu.CodeRamassageDuree:          {"naturelle ou optimisee (la durée d'une donne n'est fixée qu'avec un ramassage déterministe)", "naturelle or optimisee (the length of a deal is fixed only with a deterministic pick-up)"},
	jeu.CodeRamassageCycle:          {"naturelle ou optimisee (les cycles ne sont définis qu'avec un ramassage déterministe)", "naturelle or optimisee (cycles are defined only with a deterministic pick-up)"},
})

// The usages of the options whose values are the engine's words: a French format and its
// English, filled with the names of the engine's values (which stay as they are in English).
var (
	usageRegles = [2]string{"règles : %s (cartes cachées, ramassage au hasard) ou %s (bataille ouverte)",
		"rules: %s (hidden cards, random pick-up) or %s (open War)"}
	usageRamassage = [2]string{"ordre de ramassage des deux joueuses, règles %s : %s, %s ou %s",
		"order in which both players pick up the cards won, %s rules: %s (natural), %s (random) or %s (optimised)"}
	usageRamassageExhaustif = [2]string{"ordre de ramassage des deux joueuses (règles %s) : %s ou %s",
		"pick-up order of both players (%s rules): %s (natural) or %s (optimised)"}
	usageRamassageRecord = [2]string{"ordre de ramassage des deux joueuses : %s ou %s",
		"pick-up order of both players: %s (natural) or %s (optimised)"}
	usageBut = [2]string{"%s (la plus longue partie finie) ou %s (une donne qui ne finit pas)",
		"%s (the longest finite game) or %s (a deal that never ends)"}
	usageMethode = [2]string{"%s (recuit simulé), %s (escalade avec redémarrages), %s (échange de répliques), %s (la joueuse 1 commence par les plus basses cartes, triées), %s (donnes tirées au hasard, sans recherche) %s (donnes tirées au hasard dont les piles sont faites de paires, la plus forte carte d'abord) ou %s (donnes tirées au hasard dans la famille alignée de Delahaye et Mathieu : --but %s, 4 couleurs, ramassage naturel ; avec un nombre pair de valeurs, chacune boucle)",
		"%s (simulated annealing), %s (hill climbing with restarts), %s (replica exchange), %s (player 1 starts with the lowest cards, sorted), %s (deals drawn at random, no search), %s (deals drawn at random whose piles are made of pairs, the higher card first) or %s (deals drawn at random in the aligned family of Delahaye and Mathieu: --goal %s, 4 suits, natural pick-up; with an even number of ranks, each one loops)"}
)

// traduit is the usage u filled with the values args, in French, its English registered in the
// catalog.
func traduit(u [2]string, args ...any) string {
	fr := fmt.Sprintf(u[0], args...)
	langue.Enregistrer(map[string]string{fr: fmt.Sprintf(u[1], args...)})
	return fr
}
