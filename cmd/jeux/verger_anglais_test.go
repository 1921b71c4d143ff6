package main

import (
	"html"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"jeux/internal/langue"
)

// vergerLettre finds a text that has words to translate (a matrix's numbered columns have none).
var vergerLettre = regexp.MustCompile(`\pL`)

// vergerSansTraduction fails t with the texts of sortie that an English run found no translation for.
func vergerSansTraduction(t *testing.T, avant []string, sortie string) {
	t.Helper()
	for _, m := range langue.Manquants() {
		premiere, _, _ := strings.Cut(m, "\n")
		if !slices.Contains(avant, m) && vergerLettre.MatchString(m) && strings.Contains(sortie, premiere) {
			t.Errorf("sans traduction : %q", m)
		}
	}
}

// The Orchard's tables in English: the notes, titles, headings and the final states in English;
// the strategies, read by their English names too, keep their names, which the output's command
// line and JSON give (as the dominoes' do); the same run in French keeps its words. The
// game of 2 trees of 2 fruits, a raven of 2 pieces and baskets of 2 has 4 faces and 12 states
// (docs/verger.md); the first line, the command, is the shared layer's.
func TestVergerAnglaisTables(t *testing.T) {
	for _, c := range []struct {
		args  []string
		mots  []string // what the English output holds
		motsF []string // what the French one holds instead
	}{
		{[]string{"orchard", "-a", "2", "-f", "2", "--raven", "2", "-p", "all", "--exact"},
			[]string{"2 trees of 2 fruits, raven of 2 pieces, basket of 2 fruits, die of 4 faces", "probability of winning by strategy",
				"| strategy ", "exact fraction", "| meilleure ", "| pire ", "| random "},
			[]string{"2 arbres de 2 fruits, corbeau de 2 pièces, panier de 2 fruits, dé de 4 faces", "| meilleure ", "| pire "}},
		{[]string{"orchard", "threshold", "-a", "2", "-f", "1", "-p", "best"},
			[]string{"2 trees of 1 fruit, basket of 2 fruits; smallest raven giving more than one chance in two", "| meilleure ", "raven's pieces"},
			[]string{"2 arbres de 1 fruit, panier de 2 fruits ; plus petit corbeau donnant plus d'une chance sur deux", "| meilleure "}},
		{[]string{"orchard", "markov", "-p", "worst"},
			[]string{"strategy pire", "die reduced to its useful faces", "largest difference between (I − Q)B = R and the recursion: ",
				"| win ", "| loss ", "transition matrix (row: no. of the state left; column: no. of the state reached)"},
			[]string{"stratégie pire", "| victoire ", "| défaite "}},
		{[]string{"orchard", "simulate", "-a", "1", "-f", "1", "--raven", "1", "-n", "100", "-g", "1", "-p", "all"},
			[]string{"1 tree of 1 fruit, raven of 1 piece, basket of 2 fruits, die of 3 faces", "simulation and exact value by strategy",
				"| games |", "| wins |", "rolls (simulated)"},
			[]string{"1 arbre de 1 fruit, corbeau de 1 pièce, panier de 2 fruits, dé de 3 faces", "| parties |", "| victoires |"}},
	} {
		avant := langue.Manquants()
		r := runCLI(t, append([]string{"--langue", "en"}, c.args...)...)
		if r.code != 0 || r.stderr != "" {
			t.Fatalf("%v : statut %d, stderr %q", c.args, r.code, r.stderr)
		}
		for _, m := range c.mots {
			if !strings.Contains(r.stdout, m) {
				t.Errorf("%v : %q absent de\n%s", c.args, m, r.stdout)
			}
		}
		_, tables, _ := strings.Cut(r.stdout, "\n")
		parleAnglais(t, strings.Join(c.args, " "), tables)
		vergerSansTraduction(t, avant, r.stdout)
		fr := runCLI(t, c.args...)
		for _, m := range c.motsF {
			if fr.code != 0 || !strings.Contains(fr.stdout, m) {
				t.Errorf("%v en français : %q absent de\n%s", c.args, m, fr.stdout)
			}
		}
	}
}

// The Orchard's refusals in English: an engine's value (a strategy, a chart), a field out of its
// range, a chain too large for markov; one line, naming the option by its English name.
func TestVergerAnglaisRefus(t *testing.T) {
	for _, c := range []struct {
		args  []string
		debut string
		fin   string
	}{
		{[]string{"orchard", "-p", "prudent"}, `jeux: invalid value "prudent" for -p/--basket: `, "max, min, random, meilleure, pire, toutes is expected\n"},
		{[]string{"orchard", "markov", "--basket", "all"}, `jeux: invalid value "all" for -p/--basket: `, "max, min, random, meilleure, pire is expected\n"},
		{[]string{"orchard", "plot", "--chart", "pie"}, `jeux: invalid value "pie" for --chart: `, "strategies, probabilites, seuils is expected\n"},
		{[]string{"orchard", "-a", "0"}, "jeux: -a/--trees is 0: ", "an integer from 1 to 100 is expected\n"},
		{[]string{"orchard", "--basket-fruits", "0"}, "jeux: --basket-fruits is 0: ", "an integer from 1 to 1073741824 is expected\n"},
		{[]string{"orchard", "markov", "-a", "5", "-f", "5"}, "jeux: configuration too large: 504 positions (at most 60) for “jeux orchard markov”; ", "reduce -a, -f or -c\n"},
		{[]string{"orchard", "-a", "50", "-f", "50"}, "jeux: configuration too large: more than 2147483647 distributions of the fruits", "too many to be indexed; reduce the trees or the fruits\n"},
	} {
		avant := langue.Manquants()
		r := runCLI(t, append([]string{"--langue", "en"}, c.args...)...)
		if r.code != 2 || r.stdout != "" || !strings.HasPrefix(r.stderr, c.debut) || !strings.HasSuffix(r.stderr, c.fin) || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("%v : statut %d, stdout %q, stderr %q ; attendu 2 et %q … %q", c.args, r.code, r.stdout, r.stderr, c.debut, c.fin)
		}
		vergerSansTraduction(t, avant, r.stderr)
	}
}

// svgTextes are the texts an SVG chart writes, unescaped.
func svgTextes(t *testing.T, chemin string) string {
	t.Helper()
	b, err := os.ReadFile(chemin)
	if err != nil {
		t.Fatal(err)
	}
	var textes []string
	for _, m := range regexp.MustCompile(`>([^<>]+)<`).FindAllStringSubmatch(string(b), -1) {
		if s := strings.TrimSpace(html.UnescapeString(m[1])); s != "" {
			textes = append(textes, s)
		}
	}
	return strings.Join(textes, "\n")
}

// The Orchard's charts in English: title, axes, legend and the colour scale in English words and
// with a decimal point; in French, the same chart keeps its words and its decimal comma.
func TestVergerAnglaisGraphiques(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		args        []string
		en, fr      []string // labels of each language's chart
		decimalesEn string   // a number the English chart writes, whose French has a comma
	}{
		{[]string{"-a", "2", "-f", "2", "--corbeau", "3"},
			[]string{"Orchard: probability of winning by the way the basket is filled\n2 trees of 2 fruits, basket of 2 fruits", "pieces of the raven", "probability of winning", `"best": the best choice`, `"worst": the worst choice`},
			[]string{"Verger : probabilité de gagner selon la façon de remplir le panier\n2 arbres de 2 fruits, panier de 2 fruits", "pièces du corbeau", "probabilité de gagner", "« meilleure » : le meilleur choix", "« pire » : le pire choix"}, "0.5"},
		{[]string{"--graphique", "probabilites", "--corbeau", "3", "-p", "pire"},
			[]string{"Probability of winning with a raven of 3 pieces\n(strategy \"worst\", the worst choice, basket of 2 fruits)", "fruits per tree", "trees", "probability of winning"},
			[]string{"Probabilité de gagner avec un corbeau de 3 pièces\n(stratégie « pire », le pire choix, panier de 2 fruits)", "fruits par arbre", "arbres"}, "0.96"},
		{[]string{"--graphique", "seuils", "-p", "meilleure"},
			[]string{"Smallest raven giving more than an even chance\n(strategy \"best\", the best choice, basket of 2 fruits)", "fruits per tree", "pieces of the raven"},
			[]string{"Plus petit corbeau donnant plus d'une chance sur deux\n(stratégie « meilleure », le meilleur choix, panier de 2 fruits)"}, ""},
	} {
		en, fr := filepath.Join(dir, "en.svg"), filepath.Join(dir, "fr.svg")
		avant := langue.Manquants()
		r := runCLI(t, append([]string{"--langue", "en", "orchard", "plot", "-o", en}, c.args...)...)
		rf := runCLI(t, append([]string{"verger", "plot", "-o", fr}, c.args...)...)
		if r.code != 0 || rf.code != 0 {
			t.Fatalf("%v : statuts %d et %d, %q %q", c.args, r.code, rf.code, r.stderr, rf.stderr)
		}
		textesEn, textesFr := svgTextes(t, en), svgTextes(t, fr)
		for _, m := range c.en {
			if !strings.Contains(textesEn, m) {
				t.Errorf("%v : %q absent du graphique anglais :\n%s", c.args, m, textesEn)
			}
		}
		for _, m := range c.fr {
			if !strings.Contains(textesFr, m) {
				t.Errorf("%v : %q absent du graphique français :\n%s", c.args, m, textesFr)
			}
		}
		if regexp.MustCompile(`\d,\d`).MatchString(textesEn) {
			t.Errorf("%v : virgule décimale dans le graphique anglais :\n%s", c.args, textesEn)
		}
		if c.decimalesEn != "" && (!strings.Contains(textesEn, c.decimalesEn) || !strings.Contains(textesFr, strings.Replace(c.decimalesEn, ".", ",", 1))) {
			t.Errorf("%v : %s attendu en anglais, avec une virgule en français", c.args, c.decimalesEn)
		}
		parleAnglais(t, "graphique", textesEn)
		vergerSansTraduction(t, avant, textesEn+r.stdout)
	}
}
