package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// plot -v 8,13 draws both decks on one chart, in shares of their games: the file is written, a
// PNG of the size asked for, and differs from the chart of one deck; its data (-F csv) give each
// deck's classes, which agree with stat for the same deck and seed. -c lists too, and both lists
// together give every pair.
func TestClassePlotJeux(t *testing.T) {
	dossier := t.TempDir()
	deux := filepath.Join(dossier, "deux.png")
	un := filepath.Join(dossier, "un.png")
	r := batailleCLI(t, "plot", "-v", "8,13", "-n", "2000", "-g", "1", "-e", "20", "-o", deux, "--xmax", "100000", "-F", "csv")
	if r.code != 0 || !strings.Contains(r.stderr, deux) {
		t.Fatalf("plot -v 8,13 : statut %d, %q\n%s", r.code, r.stderr, r.stdout)
	}
	verifierPNG(t, deux, 1200, 750)
	if r1 := batailleCLI(t, "plot", "-v", "13", "-n", "2000", "-g", "1", "-e", "20", "-o", un); r1.code != 0 {
		t.Fatalf("plot -v 13 : %q", r1.stderr)
	}
	a, _ := os.ReadFile(deux)
	b, _ := os.ReadFile(un)
	if bytes.Equal(a, b) {
		t.Error("le graphique de deux jeux est celui d'un seul")
	}
	// Each deck's classes (serie,de,a,effectif) hold its 2,000 games, and its last class that is
	// not empty holds the longest game stat finds for the same deck and seed.
	parties := map[string]int{}
	dernier := map[string][2]int{}
	for _, l := range strings.Split(strings.TrimSpace(r.stdout), "\n") {
		c := strings.Split(l, ",")
		if strings.HasPrefix(l, "#") || len(c) != 4 || c[0] == "serie" {
			continue
		}
		de, _ := strconv.Atoi(c[1])
		aa, _ := strconv.Atoi(c[2])
		n, _ := strconv.Atoi(c[3])
		parties[c[0]] += n
		if n > 0 {
			dernier[c[0]] = [2]int{de, aa}
		}
	}
	for _, v := range []string{"8", "13"} {
		st := batailleCLI(t, "stat", "-v", v, "-n", "2000", "-g", "1", "-F", "csv")
		ligne := strings.Split(strings.TrimSpace(st.stdout), "\n")
		chiffres := strings.Split(ligne[len(ligne)-1], ",")
		maxi, _ := strconv.Atoi(chiffres[5])
		trouve := false
		for nom, n := range parties {
			if !strings.HasPrefix(nom, "4 × "+v+" (") {
				continue
			}
			if d := dernier[nom]; n != 2000 || maxi < d[0] || maxi > d[1] {
				t.Errorf("%s : %d parties, dernière classe %v, max de stat %d", nom, n, d, maxi)
			}
			trouve = true
		}
		if !trouve {
			t.Errorf("jeu 4 × %s absent des données :\n%s", v, r.stdout)
		}
	}
	for _, args := range [][]string{
		{"-c", "2,4", "-v", "6"},
		{"-c", "3,4", "-v", "5,6", "--regles", "delahaye"},
	} {
		chemin := filepath.Join(dossier, "l.svg")
		r := batailleCLI(t, append([]string{"plot", "-n", "500", "-g", "1", "-e", "5", "-o", chemin}, args...)...)
		svg, err := os.ReadFile(chemin)
		if r.code != 0 || err != nil {
			t.Fatalf("%v : statut %d, %q", args, r.code, r.stderr)
		}
		if want := len(strings.Split(args[1], ",")) * len(strings.Split(args[3], ",")); strings.Count(string(svg), "cartes)") != want {
			t.Errorf("%v : %d jeux dans la légende, %d attendus", args, strings.Count(string(svg), "cartes)"), want)
		}
		if !strings.Contains(string(svg), "cartes)") || !strings.Contains(string(svg), "part des parties") {
			t.Errorf("%v : légende ou axe absents du SVG", args)
		}
	}
}

// A bad list of decks is refused on one French line, exit 2, nothing on stdout, no file.
func TestClassePlotJeuxRefus(t *testing.T) {
	dossier := t.TempDir()
	chemin := filepath.Join(dossier, "g.png")
	for _, c := range []struct {
		args []string
		err  string
	}{
		{[]string{"-v", "8,x"}, `jeux : -v/--valeurs vaut "8,x" : une liste d'entiers de 1 à 255 séparés par des virgules, chacun une fois, comme 8,13`},
		{[]string{"-v", "8,8"}, `jeux : -v/--valeurs vaut "8,8" : une liste d'entiers de 1 à 255`},
		{[]string{"-v", "0,13"}, `jeux : -v/--valeurs vaut "0,13" : une liste d'entiers de 1 à 255`},
		{[]string{"-v", "13,"}, `jeux : -v/--valeurs vaut "13," : une liste`},
		{[]string{"-c", "2,x"}, `jeux : -c/--couleurs vaut "2,x" : une liste d'entiers de 1 à 256`},
		{[]string{"-c", "1,2,3", "-v", "2,3,4"}, "jeux : -c/--couleurs × -v/--valeurs vaut 9 jeux : au plus 6 jeux sur un graphique"},
		{[]string{"-c", "4,8", "-v", "13,40"}, "jeux : "},
		{[]string{"-v", "8,13", "--parite"}, `jeux : --parite trace un seul jeu : -c "4" et -v "8,13" en donnent 2`},
		{[]string{"-v", "8,13", "-e", "0"}, "jeux : -e/--largeur vaut 0"},
	} {
		r := batailleCLI(t, append([]string{"plot", "-n", "10", "-o", chemin}, c.args...)...)
		if r.code != 2 || r.stdout != "" || !strings.HasPrefix(r.stderr, c.err) || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("%v : statut %d, stderr %q, attendu %q", c.args, r.code, r.stderr, c.err)
		}
		if _, err := os.Stat(chemin); err == nil {
			t.Errorf("%v : fichier écrit", c.args)
		}
	}
}
