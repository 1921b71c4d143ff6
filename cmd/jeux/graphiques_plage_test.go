package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A chart's range and size refused: exit 2, one line on stderr naming the option, nothing on
// stdout, no file; the Orchard's curves run over 1 to 9 pieces of the raven.
func TestGraphiquePlageRefusee(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		args   []string
		option string
	}{
		{[]string{"verger", "plot", "--xmin", "25"}, "--xmin vaut 25 : en dehors des données, qui vont de 1 à 9"},
		{[]string{"verger", "plot", "--xmax", "0.5"}, "--xmax vaut 0.5 : en dehors des données"},
		{[]string{"verger", "plot", "--xmin", "5", "--xmax", "3"}, "--xmin et --xmax"},
		{[]string{"verger", "plot", "--graphique", "seuils", "--xmax", "3"}, "--xmax vaut 3 : sans effet sur une carte de chaleur"},
		{[]string{"verger", "plot", "--taille", "1920×1080"}, "--taille"},
		{[]string{"--langue", "en", "orchard", "plot", "--xmin", "25"}, "--xmin is 25: outside the data, which run from 1 to 9"},
		{[]string{"rostam", "plot", "--xmax", "1"}, "--xmax vaut 1 : en dehors des données, qui vont de 2 à 15"},
	} {
		sortie := filepath.Join(dir, "g.svg")
		r := runCLI(t, append(c.args, "-o", sortie)...)
		if r.code != 2 || r.stdout != "" || strings.Count(r.stderr, "\n") != 1 || !strings.Contains(r.stderr, c.option) {
			t.Errorf("%v : statut %d, stdout %q, stderr %q ; attendu 2 et %q", c.args, r.code, r.stdout, r.stderr, c.option)
		}
		if _, err := os.Stat(sortie); err == nil {
			t.Errorf("%v : graphique écrit malgré le refus", c.args)
		}
	}
}
