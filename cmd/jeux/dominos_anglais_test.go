package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A tournament in English: its table speaks English (titles, headings, row names, the rules and
// the verdict), and nothing in it is French. The French names of the options still work.
func TestDominosAnglaisTournoi(t *testing.T) {
	for _, args := range [][]string{
		{"--langue", "en", "dominoes", "tournament", "--s1", "plus_de_points", "--s2", "hasard", "-n", "2000", "-g", "5"},
		{"--language", "en", "dominos", "tournoi", "--s1", "plus_de_points", "--s2", "hasard", "-n", "2000", "-g", "5"},
	} {
		r := runCLI(t, args...)
		if r.code != 0 || r.stderr != "" {
			t.Fatalf("%v : statut %d, stderr %q", args, r.code, r.stderr)
		}
		for _, s := range []string{"rules: double-6 (28 tiles), hands of 10 tiles, scoring x + y",
			"plus_de_points (player 1) against hasard (player 2)", "Outcomes of player 1", "wins", "draws", "losses",
			"Wins against losses (sign test, draws left out)", "plus_de_points (player 1) wins significantly more often"} {
			if !strings.Contains(r.stdout, s) {
				t.Errorf("%v : %q absent de\n%s", args, s, r.stdout)
			}
		}
		parleAnglais(t, "tournament", r.stdout)
	}
}

// The other results of the dominoes in English: every table is English.
func TestDominosAnglaisTables(t *testing.T) {
	for _, c := range []struct {
		args []string
		mots []string
	}{
		{[]string{"championship", "-n", "20", "-g", "1", "--strategies", "pire,hasard"}, []string{"Ranking (score = (wins + draws/2) / games)", "games per seat"}},
		{[]string{"game", "-g", "1"}, []string{"----New game----", "The hand of Player 1:", "Points: player 1 ="}},
		{[]string{"game", "-g", "1", "-F", "markdown"}, []string{"### Moves", "| opening |", "winner (0: drawn game)"}},
		// -F markdown: a table wraps the long descriptions on several lines of their cells.
		{[]string{"strategies", "--placement", "libre", "-F", "markdown"}, []string{"lays a playable tile drawn at random; free placement: an end chosen by tossing a coin"}},
		{[]string{"exact", "-g", "1", "--max", "4", "--hand", "4"}, []string{"Deal solved with both hands open", "A line of perfect play", "left end"}},
		{[]string{"exact", "--all", "--max", "3", "--hand", "3"}, []string{"Deals solved with both hands open", "won by the opener"}},
		{[]string{"advice", "--chain", "6-6 6-5 5-2", "--hand", "5-4 2-1 3-0", "--opponent", "4", "--passed", "3", "-g", "1", "--budget", "8"},
			[]string{"Advice of recherche", "chain 6:6 6:5 5:2 (ends 6 and 2); your hand: 5:4 3:0 2:1; the opponent has 4 tiles, he passed on 3", "move advised"}},
		{[]string{"equilibrium", "--max", "2", "--hand", "2"}, []string{"CFR+ (regret-matching+, alternating updates", "value for the player who opens"}},
		{[]string{"ladder"}, []string{"computed by: jeux dominoes championship --strategies pire,hasard", "rules: double-6 (28 tiles), hands of 10 tiles, scoring x + y"}},
	} {
		r := runCLI(t, append([]string{"--langue", "en", "dominoes"}, c.args...)...)
		if r.code != 0 || r.stderr != "" {
			t.Fatalf("%v : statut %d, stderr %q", c.args, r.code, r.stderr)
		}
		for _, s := range c.mots {
			if !strings.Contains(r.stdout, s) {
				t.Errorf("%v : %q absent de\n%s", c.args, s, r.stdout)
			}
		}
		parleAnglais(t, strings.Join(c.args, " "), r.stdout)
	}
}

// A game of « dominoes play » in English, fed on standard input: the board, the prompts, the
// refusals of a move (the engine's and the terminal's), the advice and the verdicts are English,
// and nothing of it is French. The end of the input abandons the game with an English line.
func TestDominosAnglaisJoue(t *testing.T) {
	r := runEntree(t, "1\n1\n1\n", "--langue", "en", "dominoes", "play", "--max", "3", "--hand", "3", "-g", "2")
	if r.code != 0 || r.stderr != "" {
		t.Fatalf("statut %d, stderr %q", r.code, r.stderr)
	}
	for _, s := range []string{"rules: double-3 (10 tiles), hands of 3 tiles, scoring x + y", "You are player 1; the computer (player 2) plays recherche.",
		"On your turn, type the number of a playable tile", "Your hand: ", "Playable: 1) ", "Your move: ", "End of the game. Chain: ",
		"Hand of the computer: ", "With both hands open, under perfect play on both sides, the deal is", "To see it move by move: "} {
		if !strings.Contains(r.stdout, s) {
			t.Errorf("%q absent de\n%s", s, r.stdout)
		}
	}
	parleAnglais(t, "play", r.stdout)

	// Under free placement, with the advice: a number out of range, a tile not in the hand, a
	// word, an end that is no end, then moves with the English ends.
	r = runEntree(t, "?\n9\n1-0\nx\n2-2 x\n2-2 l\n1\n1\n1\n", "--langue", "en", "dominoes", "play", "--max", "3", "--hand", "3", "-g", "5",
		"--placement", "libre", "--advice")
	for _, s := range []string{"Advice of recherche (128 deals drawn, each played at best on both sides):",
		"To get this advice again: jeux dominoes advice --chain '2:3 3:3' --hand '2:2 1:1' --opponent 2 --opening 3:3 --max 3 --placement libre --budget 128 --seed 5",
		`Move refused: "9": the playable moves are numbered from 1 to 1.`, "Move refused: 1:0 is not in the hand.",
		`Move refused: "x" is neither a number from 1 to 1 nor a tile (3-1, or 3-1 l, 3-1 r).`,
		`Move refused: "2-2 x": the end is written l (left) or r (right), for instance 3-1 l.`, "You lay 2:2 on the left."} {
		if !strings.Contains(r.stdout, s) {
			t.Errorf("%q absent de\n%s", s, r.stdout)
		}
	}
	parleAnglais(t, "play --placement libre", r.stdout)

	r = runEntree(t, "", "--langue", "en", "dominoes", "play", "--max", "3", "--hand", "3", "-g", "5")
	if r.code != 1 || r.stderr != "jeux: end of the input before the end of the game: game abandoned\n" {
		t.Errorf("entrée vide : statut %d, stderr %q", r.code, r.stderr)
	}
}

// The engine's words in English: a strategy and a placement rule are accepted by their English
// names too (the answer names them in French, as JSON does), and a name neither knows is refused
// in English with the names accepted.
func TestDominosAnglaisVocabulaire(t *testing.T) {
	fr := runCLI(t, "dominos", "tournoi", "--s1", "pire", "--s2", "recherche", "--budget", "2", "--pose", "libre", "-n", "20", "-g", "1", "-F", "json")
	en := runCLI(t, "dominos", "tournoi", "--s1", "worst", "--s2", "search", "--budget", "2", "--pose", "free", "-n", "20", "-g", "1", "-F", "json")
	if fr.code != 0 || fr.stdout != en.stdout {
		t.Errorf("noms anglais : statut %d, sortie\n%s\nattendu\n%s", en.code, en.stdout, fr.stdout)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"tournament", "--s1", "best"}, `jeux: invalid value "best" for --s1: pire, hasard, plus_de_points, plus_present, bloqueur, anticipation, recherche is expected` + "\n"},
		{[]string{"play", "--placement", "right"}, `jeux: invalid value "right" for --placement: 2012, libre is expected` + "\n"},
		{[]string{"advice", "--chain", "6-6 4-4", "--hand", "5-4", "--opponent", "2"}, `jeux: --chain is "6-6 4-4": 6-6 and 4-4 have no value in common: they do not join either way round` + "\n"},
		{[]string{"exact", "--p1", "6-6 5-5", "--p2", "4-4 3-3", "-n", "5"}, "jeux: --p1 and --p2 give a single deal: neither -n/--number nor --all with them\n"},
		{[]string{"play", "--max", "12", "--hand", "17"}, "jeux: --hand is 17: the strategy recherche (--against) solves hands of 1 to 16 tiles\n"},
	} {
		r := runCLI(t, append([]string{"--langue", "en", "dominoes"}, c.args...)...)
		if r.code != 2 || r.stdout != "" || r.stderr != c.want {
			t.Errorf("%v : statut %d, stderr %q, attendu %q", c.args, r.code, r.stderr, c.want)
		}
		parleAnglais(t, "refus", r.stderr)
	}
}

// The heat map of a championship in English: it is drawn, and the line that says so is English.
func TestDominosAnglaisPlot(t *testing.T) {
	chemin := filepath.Join(t.TempDir(), "c.png")
	r := runCLI(t, "--langue", "en", "dominoes", "plot", "--strategies", "pire,hasard", "-n", "20", "-g", "1", "-o", chemin)
	if r.code != 0 || r.stdout != "" || r.stderr != "championship of the strategies written to "+chemin+"\n" {
		t.Errorf("statut %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
	if st, err := os.Stat(chemin); err != nil || st.Size() == 0 {
		t.Errorf("%s : %v", chemin, err)
	}
}
