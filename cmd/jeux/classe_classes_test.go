package main

import (
	"encoding/json"
	"math"
	"strconv"
	"strings"
	"testing"

	"jeux/games/bataille"
	"jeux/stats"
	"jeux/stats/plot"
)

// sortieClasses is the JSON of brut --classes, and of stat --classes for its classes.
type sortieClasses struct {
	Parties  int64               `json:"parties"`
	Infinies int64               `json:"infinies"`
	Classes  []bataille.Classe   `json:"classes"`
	Durees   []bataille.Effectif `json:"durees"`
}

func lireSortieClasses(t *testing.T, args ...string) sortieClasses {
	t.Helper()
	r := runCLI(t, append(args, "-F", "json")...)
	if r.code != 0 {
		t.Fatalf("%v : statut %d, %s", args, r.code, r.stderr)
	}
	var s sortieClasses
	if err := json.Unmarshal([]byte(r.stdout), &s); err != nil {
		t.Fatalf("%v : %v", args, err)
	}
	return s
}

// The classes of brut --classes and stat --classes: their counts add up to the games (the
// infinite ones, which no class holds, apart), the shares are of all games and the last
// cumulative share is that of the finished games; they are the bars of plot's histogram, drawn
// by stats/plot from the durations of brut, and stat has the same classes as brut.
func TestClasseClasses(t *testing.T) {
	for _, cas := range []struct {
		jeu     []string
		largeur int
	}{
		{[]string{"-n", "3000", "-g", "1"}, 10},
		{[]string{"-n", "3000", "-g", "1"}, 250},
		{[]string{"-n", "3000", "-g", "2", "-c", "2", "-v", "3"}, 1},
		{[]string{"-n", "500", "-g", "1", "-c", "3", "-v", "5", "--regles", "delahaye"}, 7}, // 351 infinite games
	} {
		l := strconv.Itoa(cas.largeur)
		base := append([]string{"bataille", "brut", "--sans-cache"}, cas.jeu...)
		c := lireSortieClasses(t, append(base, "--classes", l)...)
		n, _ := strconv.ParseInt(cas.jeu[1], 10, 64)
		var somme int64
		for _, k := range c.Classes {
			somme += k.Effectif
			if k.Fin-k.Debut+1 != cas.largeur || k.Debut%cas.largeur != 0 {
				t.Errorf("%v --classes %d : classe [%d ; %d]", cas.jeu, cas.largeur, k.Debut, k.Fin)
			}
			if math.Abs(k.Part-float64(k.Effectif)/float64(n)) > 1e-12 {
				t.Errorf("%v : part %v pour %d parties sur %d", cas.jeu, k.Part, k.Effectif, n)
			}
		}
		if c.Parties != n || somme+c.Infinies != n {
			t.Errorf("%v --classes %d : %d dans les classes + %d infinies, %d parties sur %d", cas.jeu, cas.largeur, somme, c.Infinies, c.Parties, n)
		}
		if der := c.Classes[len(c.Classes)-1].PartCumulee; math.Abs(der-float64(n-c.Infinies)/float64(n)) > 1e-12 {
			t.Errorf("%v : dernière part cumulée %v", cas.jeu, der)
		}
		if cas.jeu[len(cas.jeu)-1] == "delahaye" && c.Infinies == 0 {
			t.Errorf("%v : des parties infinies attendues", cas.jeu)
		}
		// The histogram plot draws from the same durations.
		brut := lireSortieClasses(t, base...)
		h := new(stats.Histogram)
		for _, e := range brut.Durees {
			if e.Duree > 0 {
				h.AddN(e.Duree, e.Effectif)
			}
		}
		barres := plot.ClassesHistogramme(h, cas.largeur)
		if len(barres) != len(c.Classes) {
			t.Fatalf("%v : %d barres, %d classes", cas.jeu, len(barres), len(c.Classes))
		}
		for i, b := range barres {
			k := c.Classes[i]
			if b.Min != float64(k.Debut) || b.Max != float64(k.Fin+1) || b.Weight != float64(k.Effectif) {
				t.Errorf("%v : barre %v, classe %+v", cas.jeu, b, k)
			}
		}
		st := lireSortieClasses(t, append(append([]string{"bataille", "stat", "--sans-cache"}, cas.jeu...), "--classes", l)...)
		if len(st.Classes) != len(c.Classes) {
			t.Fatalf("%v : stat a %d classes, brut %d", cas.jeu, len(st.Classes), len(c.Classes))
		}
		for i := range st.Classes {
			if st.Classes[i] != c.Classes[i] {
				t.Errorf("%v : classe %d de stat %+v, de brut %+v", cas.jeu, i, st.Classes[i], c.Classes[i])
			}
		}
	}
}

// A width below 1 is refused on one French line, exit 2, nothing on stdout; without --classes
// the outputs do not change (no classes key, no --classes in the command line).
func TestClasseClassesRefus(t *testing.T) {
	for _, cmd := range []string{"brut", "stat"} {
		for _, l := range []string{"0", "-3"} {
			r := runCLI(t, "bataille", cmd, "-n", "10", "--classes", l)
			if r.code != 2 || r.stdout != "" || r.stderr != "jeux : --classes vaut "+l+" : une largeur de classe d'au moins 1 pli\n" {
				t.Errorf("%s --classes %s : statut %d, %q", cmd, l, r.code, r.stderr)
			}
		}
		r := runCLI(t, "bataille", cmd, "-n", "10", "-g", "1", "--sans-cache", "-F", "json")
		if strings.Contains(r.stdout, "classes") {
			t.Errorf("%s sans --classes :\n%s", cmd, r.stdout)
		}
	}
}
