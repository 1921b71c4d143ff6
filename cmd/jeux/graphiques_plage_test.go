package main

import (
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Every plot command takes -F: TestCommandesFormats runs these, writing the chart in the
// temporary folder.
func init() {
	svg := func(nom string) string { return filepath.Join(os.TempDir(), "jeux-exemple-"+nom+".svg") }
	exemples["jeux verger plot"] = []string{"-a", "2", "-f", "2", "--corbeau", "3", "-o", svg("verger")}
	exemples["jeux rostam plot"] = []string{"--graphique", "durees", "-N", "6", "-n", "500", "-g", "1", "-o", svg("rostam")}
	exemples["jeux bataille plot"] = []string{"-c", "4", "-v", "5", "-n", "200", "-g", "1", "--sans-cache", "-o", svg("bataille")}
	exemples["jeux dominos plot"] = []string{"--strategies", "pire,hasard", "-n", "20", "-g", "1", "-o", svg("dominos")}
}

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
		{[]string{"verger", "plot", "--graphique", "seuils", "--xmin", "11"}, "--xmin vaut 11 : en dehors des données, qui vont de 1 à 10"},
		{[]string{"dominos", "plot", "-n", "2", "--xmax", "3"}, "--xmax vaut 3 : sans effet sur une carte de chaleur"},
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

// A heat map of numbered columns keeps those in the range: the Orchard's map of trees × fruits
// with --xmin 3 --xmax 5 holds the cells of 3 to 5 fruits of the whole map, the same values, and
// no other.
func TestGraphiqueCartePlage(t *testing.T) {
	cases := func(args ...string) map[[2]string]string {
		t.Helper()
		r := runCLI(t, append([]string{"verger", "plot", "--graphique", "probabilites", "-o", filepath.Join(t.TempDir(), "c.png"), "-F", "csv"}, args...)...)
		if r.code != 0 {
			t.Fatalf("%v : statut %d, %q", args, r.code, r.stderr)
		}
		m := map[[2]string]string{}
		for _, l := range strings.Split(strings.TrimSpace(r.stdout), "\n") {
			if c := strings.Split(l, ","); len(c) == 3 && !strings.HasPrefix(l, "#") && c[0] != "ligne" {
				m[[2]string{c[0], c[1]}] = c[2]
			}
		}
		return m
	}
	toute, coupee := cases(), cases("--xmin", "3", "--xmax", "5")
	if len(toute) != 100 || len(coupee) != 30 {
		t.Fatalf("%d cases sur la carte entière, %d entre 3 et 5 fruits ; attendu 100 et 30", len(toute), len(coupee))
	}
	for k, v := range coupee {
		if (k[1] != "3" && k[1] != "4" && k[1] != "5") || toute[k] != v {
			t.Errorf("case %v : %s, sur la carte entière %s", k, v, toute[k])
		}
	}
}

// With -F, a plot command prints the numbers it drew: the Orchard's curves for one tree of one
// fruit, a raven of 2 pieces and baskets of 1 fruit, worked by hand: the player wins with 2/3
// with a raven of 1 piece, with 8/9 with 2 (the raven moves with probability 1/3 each turn), for
// every strategy; the csv-fr writes them with a decimal comma. The line that says what was drawn
// and where is on stderr.
func TestGraphiqueDonnees(t *testing.T) {
	svg := filepath.Join(t.TempDir(), "v.svg")
	args := []string{"verger", "plot", "-a", "1", "-f", "1", "--corbeau", "2", "--panier-fruits", "1", "-o", svg}
	r := runCLI(t, append(args, "-F", "json")...)
	if r.code != 0 || !strings.HasSuffix(r.stderr, " écrit dans "+svg+"\n") || strings.Count(r.stderr, "\n") != 1 {
		t.Fatalf("statut %d, stderr %q", r.code, r.stderr)
	}
	var d struct {
		Points []struct {
			Courbe string
			X, Y   float64
		}
	}
	if err := json.Unmarshal([]byte(r.stdout), &d); err != nil || len(d.Points) != 2*5 {
		t.Fatalf("%v, %d points :\n%s", err, len(d.Points), r.stdout)
	}
	for _, p := range d.Points {
		if want := map[float64]float64{1: 2.0 / 3, 2: 8.0 / 9}[p.X]; math.Abs(p.Y-want) > 1e-12 {
			t.Errorf("%s, corbeau %v : %v, attendu %v", p.Courbe, p.X, p.Y, want)
		}
	}
	r = runCLI(t, append(args, "-F", "csv-fr")...)
	if r.code != 0 || !strings.Contains(r.stdout, "\nmax;1;0,66666") {
		t.Errorf("csv-fr : statut %d\n%s", r.code, r.stdout)
	}
	// The range given is part of the command line that draws the chart again.
	r = runCLI(t, append(args, "-F", "table", "--xmax", "1.5")...)
	if r.code != 0 || !strings.HasPrefix(r.stdout, "commande : jeux verger plot ") || !strings.Contains(strings.SplitN(r.stdout, "\n", 2)[0], " --xmax 1.5") {
		t.Errorf("--xmax absent de la commande : statut %d\n%s", r.code, r.stdout)
	}
	// Without -F, nothing on stdout.
	if r = runCLI(t, args...); r.code != 0 || r.stdout != "" {
		t.Errorf("sans -F : statut %d, stdout %q", r.code, r.stdout)
	}
}

// The help of a chart whose x-axis names things (the dominoes' strategies, the decks of
// exhaustif plot) does not offer a range, which it would refuse; a chart of numbers does.
func TestGraphiquePlageDansLAide(t *testing.T) {
	for _, c := range []struct {
		args []string
		avec bool
	}{
		{[]string{"dominos", "plot", "--help"}, false},
		{[]string{"bataille", "exhaustif", "plot", "--help"}, false},
		{[]string{"verger", "plot", "--help"}, true},
		{[]string{"bataille", "plot", "--help"}, true},
	} {
		r := runCLI(t, c.args...)
		if r.code != 0 || strings.Contains(r.stdout, "--xmin") != c.avec || strings.Contains(r.stdout, "--xmax") != c.avec {
			t.Errorf("%v : statut %d, --xmin et --xmax dans l'aide : %v attendu\n%s", c.args, r.code, c.avec, r.stdout)
		}
	}
}
