package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"jeux/internal/langue"
)

// The glossary of docs/glossary.md: every key of the json and csv outputs, in English, read off
// the result types of the engines and of the shared layers. A key's meaning is its field's
// comment, else the English of its heading for people (its titre tag, from the catalog). The
// test fails when the page is not what the code gives (go test -run TestGlossaire -update
// rewrites it) and when a key has neither.
var glossaireSources = []struct{ dossier, titre string }{
	{"games/bataille", "War (`jeux bataille`)"},
	{"games/dominos", "Dominoes (`jeux dominos`)"},
	{"games/verger", "The Orchard (`jeux verger`)"},
	{"games/rostam", "One-colour War (`jeux rostam`)"},
	{"stats", "Statistics shared by the games"},
	{"rendu", "Parameters (every output)"},
	{"internal/cli", "Parts (`--shard`, `jeux fusionne`)"},
}

func TestGlossaire(t *testing.T) {
	var b strings.Builder
	b.WriteString("# Glossary of the JSON and CSV keys\n\n")
	b.WriteString("The keys of `-F json` and `-F csv` are the same in French and in English runs: they are an\n")
	b.WriteString("interface for scripts, named in French as the program was. This page gives each in English,\n")
	b.WriteString("read off the program's result types by `go test ./cmd/jeux -run TestGlossaire` (which fails when\n")
	b.WriteString("the page and the code differ; `-update` rewrites it). A CSV column `KEY_bas` / `KEY_haut` is the\n")
	b.WriteString("lower / upper bound of the interval `KEY`. `csv-fr` has French headers of its own.\n")
	ensemble := token.NewFileSet()
	for _, src := range glossaireSources {
		type entree struct{ cle, types, sens string }
		var entrees []entree
		fichiers, _ := filepath.Glob(filepath.Join("..", "..", src.dossier, "*.go"))
		for _, chemin := range fichiers {
			if strings.HasSuffix(chemin, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(ensemble, chemin, nil, parser.ParseComments)
			if err != nil {
				t.Fatal(err)
			}
			ast.Inspect(f, func(n ast.Node) bool {
				ts, ok := n.(*ast.TypeSpec)
				if !ok || !ts.Name.IsExported() {
					return true
				}
				st, ok := ts.Type.(*ast.StructType)
				if !ok {
					return true
				}
				for _, champ := range st.Fields.List {
					if champ.Tag == nil {
						continue
					}
					tag := reflect.StructTag(strings.Trim(champ.Tag.Value, "`"))
					cle, _, _ := strings.Cut(tag.Get("json"), ",")
					if cle == "" || cle == "-" {
						continue
					}
					// A meaning given here for this type's key, else the field's comment, else the
					// English of its heading, else a meaning given here for the key.
					sens := sensDesCles[src.dossier][ts.Name.Name+"."+cle]
					if sens == "" {
						sens = premierePhrase(champ.Doc.Text()+" "+champ.Comment.Text(), champ.Names)
					}
					if sens == "" && tag.Get("titre") != "" {
						if en := langue.Anglais.Si(tag.Get("titre")); en != tag.Get("titre") {
							sens = en
						}
					}
					if sens == "" {
						sens = sensDesCles[src.dossier][cle]
					}
					if francais.MatchString(sens) {
						t.Errorf("%s : %s.%s (%q) : un sens en français, %q", src.dossier, ts.Name.Name, champ.Names, cle, sens)
					}
					if sens == "" {
						t.Errorf("%s : %s.%s (%q) n'a ni commentaire ni titre traduit", src.dossier, ts.Name.Name, champ.Names, cle)
						continue
					}
					i := slices.IndexFunc(entrees, func(e entree) bool { return e.cle == cle && e.sens == sens })
					if i >= 0 {
						entrees[i].types += ", " + ts.Name.Name
						continue
					}
					entrees = append(entrees, entree{cle, ts.Name.Name, sens})
				}
				return true
			})
		}
		slices.SortStableFunc(entrees, func(a, b entree) int { return strings.Compare(a.cle, b.cle) })
		fmt.Fprintf(&b, "\n## %s\n\n| key | meaning | in |\n|---|---|---|\n", src.titre)
		for _, e := range entrees {
			fmt.Fprintf(&b, "| `%s` | %s | %s |\n", e.cle, strings.ReplaceAll(e.sens, "|", "\\|"), e.types)
		}
	}
	chemin := filepath.Join("..", "..", "docs", "glossary.md")
	if *majReferences {
		if err := os.WriteFile(chemin, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	ecrit, err := os.ReadFile(chemin)
	if err != nil || string(ecrit) != b.String() {
		t.Errorf("docs/glossary.md n'est pas ce que donne le code (go test ./cmd/jeux -run TestGlossaire -update)")
	}
}

// premierePhrase is the first sentence of a field's comment, on one line, without the Go name
// it starts with (« Donnes counts the deals » is « Counts the deals »).
func premierePhrase(s string, noms []*ast.Ident) string {
	s = strings.Join(strings.Fields(s), " ")
	if i := strings.Index(s, ". "); i >= 0 {
		s = s[:i+1]
	}
	for _, n := range noms {
		if reste, ok := strings.CutPrefix(s, n.Name+" "); ok {
			for _, verbe := range []string{"is ", "are ", "is, ", "are, "} {
				reste = strings.TrimPrefix(reste, verbe)
			}
			reste = strings.TrimLeft(reste, ", ")
			if reste != "" {
				s = strings.ToUpper(reste[:1]) + reste[1:]
			}
		}
	}
	return s
}

// sensDesCles are the meanings of the keys whose field has no comment and no heading for people
// (JSON-only fields, lists), by folder.
var sensDesCles = map[string]map[string]string{
	"games/bataille": {
		"but":          "what the search looked for: the longest finished game, or a non-ending deal",
		"cachees":      "the face-down cards each player laid in a battle",
		"cartes":       "the face-up cards of the duel, player 1's then player 2's",
		"couleurs":     "number of suits of the deck",
		"valeurs":      "number of values (ranks) of each suit",
		"cycles":       "the distinct cycles found, each with its period and the deals that reach it",
		"debut":        "first item (deal index) of the range this part covers",
		"fin":          "end (excluded) of the range of items this part covers",
		"donne_max":    "a deal that gives the longest finished game",
		"donnes":       "number of deals",
		"duels":        "the duels of the trick: one, or several when a battle follows",
		"durees":       "histogram of game lengths in tricks: number of games of each length",
		"effectif":     "number of games in the class",
		"graine":       "the seed of the search",
		"infinie":      "true when the game never ends (it enters a cycle)",
		"infinies":     "number of non-ending games or deals",
		"j1":           "number of games won by player 1",
		"j2":           "number of games won by player 2",
		"jeux":         "the decks simulated, each with its histogram of lengths",
		"positions":    "number of positions played, each once for the deals that reach it when the dealt cards run out",
		"max":          "longest finished game, in tricks",
		"min":          "shortest game, in tricks",
		"mode":         "most frequent length, in tricks",
		"moyenne":      "mean length of the finished games, in tricks",
		"n1":           "number of cards in player 1's pile at the cycle's first position",
		"nulles":       "number of drawn games (both players run out at once)",
		"part":         "share of the games in the class",
		"parties":      "number of games",
		"periode":      "period of the cycle, in tricks",
		"plis":         "length of the game, in tricks",
		"preperiode":   "tricks played before the game enters its cycle",
		"propagation":  "how the exact distribution was propagated (a note for people)",
		"q1":           "player 1's pile at the cycle's first position",
		"q2":           "player 2's pile at the cycle's first position",
		"ramassage":    "pick-up: the order in which the winner of a trick puts the cards under their pile (naturelle = natural, optimisee = optimised)",
		"ramassage_j1": "player 1's pick-up",
		"ramassage_j2": "player 2's pick-up",
		"regles":       "the rules: delahaye (open War) or paternault (with the pick-up drawn at random)",
		"source":       "where the record was published",
		"Meilleur.j1":  "player 1's pile of the best deal found",
		"Meilleur.j2":  "player 2's pile of the best deal found",
		"PliTrace.jeu": "the trick told for people: the duels, the battles and the face-down cards",
	},
	"games/dominos": {
		"ResultatConseil.arret":         "why the automatic budget stopped (a note for people)",
		"ResultatConseil.comparaison":   "each move compared with the advised one on the same deals",
		"ResultatConseil.budget_auto":   "true when the budget is auto: rounds of deals until the advised move stands apart",
		"ResultatConseil.plafond":       "the most deals the automatic budget draws",
		"CoupConseil.cote":              "the end the tile goes on when it fits both (free placement): gauche (left) or droite (right)",
		"ComparaisonCoup.indiscernable": "true when the 95 % interval of the paired gap to the advised move contains 0",
		"adverse":                       "number of tiles in the opponent's hand",
		"chaine":                        "the line of tiles on the table, left to right",
		"coup":                          "number of the move in the game",
		"defaites":                      "number of games lost",
		"description":                   "what the strategy does",
		"donnes":                        "number of deals",
		"egalite":                       "how a tie of points is settled (a note for people)",
		"gagnant":                       "the strategy the test finds stronger, if any",
		"graine":                        "the seed of the tournament",
		"j1":                            "player 1's hand",
		"j2":                            "player 2's hand",
		"joueur":                        "the player who moves (1 or 2), or the player's name",
		"main":                          "the hand of the player to move",
		"methode":                       "how the deals were chosen: all, or drawn at random (a note for people)",
		"moyenne":                       "mean value of the games for this face of the equilibrium",
		"nulles":                        "number of drawn deals after this move",
		"nuls":                          "number of drawn games",
		"ouverture":                     "the tile that opened the game",
		"ouvreur":                       "the player who opens",
		"p":                             "p-value of the test",
		"par_place":                     "number of games each pair of strategies plays in each seat",
		"passe":                         "true when the player passed (no playable tile)",
		"passes":                        "values on which the opponent passed",
		"perdues":                       "number of lost deals after this move",
		"points":                        "the points left in the player's hand at the end",
		"rang":                          "rank in the ladder",
		"regles":                        "the rules of the game: set size, hand size, placement",
		"score":                         "score of the strategy in the ladder: wins minus losses, per game",
		"situation":                     "the position advised on, as given",
		"strategies":                    "the strategies of the championship",
		"tuile":                         "the tile played",
		"verdict":                       "the test's conclusion",
		"victoires":                     "number of games won",
		"z":                             "the z statistic of the test",
		"BilanExact.j1":                 "deals won by player 1",
		"BilanExact.j2":                 "deals won by player 2",
		"BilanExact.noeuds":             "positions visited to find the outcomes",
		"BilanExact.ouvreur":            "deals won by the player who opens",
		"Championnat.bilans":            "the outcomes of each pairing, for its player 1",
	},
	"games/rostam": {
		"N":                        "number of cards of the deck (one colour: the cards 1..N)",
		"accord":                   "whether the period played agrees with the theorem's formula",
		"canoniques":               "number of canonical deals played (one per class of symmetric deals)",
		"cartes":                   "the cards of the cycle's position",
		"debut":                    "first item of the range this part covers",
		"fin":                      "end (excluded) of the range of items this part covers",
		"donne":                    "the deal, player 1's pile then player 2's",
		"donne_max":                "a deal that gives the longest finished game",
		"donnes":                   "number of deals",
		"durees":                   "histogram of game lengths in tricks",
		"effectif":                 "number of games of this length",
		"finies":                   "number of positions whose game ends",
		"infinie":                  "true when the game never ends",
		"infinies":                 "number of non-ending deals or positions",
		"j1":                       "number of games won by player 1",
		"j2":                       "number of games won by player 2",
		"limite":                   "the report's bound: a game not finished within it is counted unknown",
		"max":                      "longest finished game, in tricks",
		"min":                      "shortest game, in tricks",
		"mode":                     "most frequent length, in tricks",
		"moyenne":                  "mean length, in tricks",
		"mot":                      "the game's profile word over {a, b}: a when player 1 wins the trick, b otherwise",
		"n1":                       "number of cards in player 1's pile",
		"part":                     "share of the games in the class",
		"periode":                  "period of the cycle, in tricks",
		"pli":                      "number of the trick",
		"plis":                     "length of the game, in tricks",
		"position":                 "the position: the two piles",
		"raison":                   "why the word is or is not realisable, or why no cycle was found",
		"sans_cycles":              "true when the count skipped the cycles' detail",
		"type":                     "the kind of game: finished, or non-ending and which cycle",
		"valeur":                   "the length, in tricks",
		"DecomptePositions.cycles": "the distinct cycles the positions reach, in the order of their keys, each with the number of positions that reach it",
	},
	"games/verger": {
		"arbres":                 "number of trees",
		"bilan":                  "the outcomes of the simulated games for this strategy",
		"bilans":                 "the outcomes per strategy",
		"corbeau":                "number of pieces of the raven's puzzle",
		"de":                     "what the states are read from (a note for people)",
		"ecart":                  "largest difference between the chain's and the recursion's probabilities",
		"fruits":                 "number of fruits per tree",
		"jeu":                    "the game: trees, fruits, raven, basket (a note for people)",
		"matrice_nombres":        "the transition matrix, as numbers",
		"parties":                "number of games",
		"probabilites":           "probability of winning from each state",
		"strategie":              "the basket strategy",
		"verification":           "the check of the chain against the recursion (a note for people)",
		"victoires":              "number of games won",
		"ResultatMarkov.matrice": "the transition matrix: row i, column j is the probability of going from state i to state j, as an exact fraction (1/4) and as a float",
	},
	"internal/cli": {
		"agregat":   "the part's aggregate: the computation's partial result",
		"arguments": "the command's positional arguments",
		"commande":  "the command that computed the part",
		"debut":     "first item of the part's range",
		"fin":       "end (excluded) of the part's range",
		"format":    "the format of the part's file",
		"graine":    "the seed of the computation",
		"items":     "total number of items of the computation",
		"shard":     "the part, K/N",
	},
	"stats": {
		"bas":     "lower bound of the interval",
		"haut":    "upper bound of the interval",
		"issue":   "the outcome counted",
		"part":    "share of the games with this outcome",
		"parties": "number of games with this outcome",
	},
}
