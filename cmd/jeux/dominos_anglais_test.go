package main

import (
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
		parleAnglais(t, "tournament", sansLignesDeCommande(r.stdout))
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
		{[]string{"strategies", "--placement", "libre"}, []string{"lays a playable tile drawn at random; free placement: an end chosen by tossing a coin"}},
		{[]string{"exact", "-g", "1", "--max", "4", "--hand", "4"}, []string{"Deal solved with both hands open", "A line of perfect play", "left end"}},
		{[]string{"exact", "--all", "--max", "3", "--hand", "3"}, []string{"Deals solved with both hands open", "won by the opener"}},
		{[]string{"advice", "--chain", "6-6 6-5 5-2", "--hand", "5-4 2-1 3-0", "--opponent", "4", "--passed", "3", "-g", "1", "--budget", "8"},
			[]string{"Advice of recherche", "chain 6:6 6:5 5:2 (ends 6 and 2); your hand: 5:4 3:0 2:1; the opponent has 4 tiles, he passed on 3", "move advised"}},
		{[]string{"equilibrium", "--max", "2", "--hand", "2"}, []string{"CFR+ (regret-matching+, alternating updates", "value for the player who opens"}},
		{[]string{"ladder"}, []string{"computed by: jeux dominos championnat", "rules: double-6 (28 tiles), hands of 10 tiles, scoring x + y"}},
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
		parleAnglais(t, strings.Join(c.args, " "), sansLignesDeCommande(r.stdout))
	}
}

// sansLignesDeCommande is out without its reproducing command lines, which name the command and
// its options by their French names (the names every run accepts).
func sansLignesDeCommande(out string) string {
	var l []string
	for _, ligne := range strings.Split(out, "\n") {
		if !strings.HasPrefix(ligne, "command: ") && !strings.HasPrefix(ligne, "computed by: ") {
			l = append(l, ligne)
		}
	}
	return strings.Join(l, "\n")
}
