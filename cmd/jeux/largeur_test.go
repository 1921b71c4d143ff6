package main

import (
	"strings"
	"testing"

	"github.com/mattn/go-runewidth"
)

// largeurTables is the width of the widest table line (a border or a row) of a table output.
func largeurTables(sortie string) (int, string) {
	m, plus := 0, ""
	for _, l := range strings.Split(sortie, "\n") {
		if strings.HasPrefix(l, "+") || strings.HasPrefix(l, "|") {
			if w := runewidth.StringWidth(l); w > m {
				m, plus = w, l
			}
		}
	}
	return m, plus
}

// Every table of every command fits in a terminal of 100 columns: the command examples, and the
// outputs that were wider (a 52-card record and its replay line, the equilibrium, compare,
// verger simule, exact fractions). A trace (--trace), written as it is played, is the one
// exception (rendu.MaxColonnes): its examples are run without it.
func TestTablesDansCentColonnes(t *testing.T) {
	lignes := [][]string{
		{"bataille", "record", "--iterations", "500", "-g", "1", "-w", "1"},
		{"dominos", "equilibre", "--max", "2", "--main", "2"},
		{"bataille", "compare", "-n", "200", "-g", "1", "--sans-cache"},
		{"verger", "simule", "-p", "toutes", "-n", "2000", "-g", "1"},
		{"verger", "-p", "toutes", "--exact"},
		{"dominos", "championnat", "-n", "20", "-g", "1", "--budget", "1"}, // every strategy: the widest matrix
		{"dominos", "strategies"},
	}
	for chemin, args := range exemples {
		mots := strings.Fields(chemin)[1:]
		for _, a := range args {
			if a != "--trace" {
				mots = append(mots, a)
			}
		}
		lignes = append(lignes, mots)
	}
	for _, l := range lignes {
		r := runCLI(t, append(l, "-F", "table")...)
		if r.code != 0 {
			t.Errorf("%v : code %d, %s", l, r.code, r.stderr)
			continue
		}
		if m, plus := largeurTables(r.stdout); m > 100 {
			t.Errorf("%v : tableau de %d colonnes : %s", l, m, plus)
		}
	}
}
