package main

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"jeux/internal/langue"
)

// sansTraduction fails t on the French texts without translation that out shows, as whole words,
// among those found missing since avant (the list of langue.Manquants before the run: other
// tests' runs add theirs); the headings of package stats's outcomes (stats.Issue) are not
// rostam's.
func sansTraduction(t *testing.T, quoi, out string, avant []string) {
	t.Helper()
	for _, m := range langue.Manquants() {
		premiere, _, _ := strings.Cut(m, "\n")
		if slices.Contains(avant, m) || slices.Contains([]string{"issue", "parties", "IC 95 % (Wilson)"}, m) {
			continue
		}
		if regexp.MustCompile(`(^|[^\pL\pN_])` + regexp.QuoteMeta(premiere) + `($|[^\pL\pN_])`).MatchString(out) {
			t.Errorf("%s : sans traduction : %q", quoi, m)
		}
	}
}

// The tables of rostam in English: titles, headings, row names and notes, by their English names
// of commands and options; the figures are those of the French run.
func TestRostamAnglaisTables(t *testing.T) {
	cas := []struct {
		en, fr []string
		textes []string // English texts the table must hold (from the report's and Spivey's terms)
	}{
		{[]string{"one-colour", "exhaustive", "--cards", "9"}, []string{"rostam", "exhaustif", "-N", "9"},
			[]string{"the 362880 deals of 9 cards", "won by player 1", "infinite share", "distinct cycles (each named by its smallest position)", "longest deal"}},
		{[]string{"one-colour", "positions", "-N", "6"}, []string{"rostam", "positions", "-N", "6"},
			[]string{"the 3600 positions of 6 cards, with piles of every size", "played (card N on top of pile 1)", "Spivey's conjecture",
				"N = 6 = 3·2^1: no position comes back to itself, as Spivey conjectures"}},
		{[]string{"one-colour", "simulate", "-N", "10", "-n", "2000", "-g", "3", "--limit", "40"}, []string{"rostam", "simule", "-N", "10", "-n", "2000", "-g", "3", "--limite", "40"},
			[]string{"2000 random deals of 10 cards", "the report's method (table B.2)", "standard deviation", "histogram of the durations of the finished games (table B.1)"}},
		{[]string{"one-colour", "game", "4 1 / 2 3", "--trace"}, []string{"rostam", "partie", "4 1 / 2 3", "--trace"},
			[]string{"position after the trick", "preperiod"}},
		{[]string{"one-colour", "realisable", "aba2", "--count"}, []string{"rostam", "realisable", "aba2", "--compte"},
			[]string{"realisable", "inequalities", "positions that realise it", "the graph of inequalities has no cycle"}},
		{[]string{"one-colour", "infinite", "-k", "3"}, []string{"rostam", "infinie", "-k", "3"}, []string{"4·lcm(K−1, K+1, 2K+1)"}},
		{[]string{"one-colour", "cycle", "10"}, []string{"rostam", "cycle", "10"}, []string{"known cycle", "periodic word", "runs of 2 trick(s) won in turn, 4 cards to player 1 (N = 2·5, Spivey's construction)"}},
		{[]string{"one-colour", "cycle", "16"}, []string{"rostam", "cycle", "16"}, []string{"N = 16 = 2^4: no position that comes back to itself is known."}},
		{[]string{"one-colour", "published", "-N", "13"}, []string{"rostam", "publie", "-N", "13"},
			[]string{"the 6227020800 deals of 13 cards", "computed by: jeux rostam exhaustif"}},
	}
	for _, c := range cas {
		avant := langue.Manquants()
		en := runCLI(t, append([]string{"--langue", "en"}, c.en...)...)
		fr := runCLI(t, c.fr...)
		if en.code != 0 || fr.code != 0 {
			t.Errorf("%v : statut %d (%q), en français %d", c.en, en.code, en.stderr, fr.code)
			continue
		}
		for _, s := range c.textes {
			if !strings.Contains(en.stdout, s) {
				t.Errorf("%v : %q absent :\n%s", c.en, s, en.stdout)
			}
		}
		sansTraduction(t, strings.Join(c.en, " "), en.stdout, avant)
		// The same figures in both languages: the French table's numbers, in order.
		chiffres := func(s string) []string {
			return strings.FieldsFunc(s, func(r rune) bool { return r < '0' || r > '9' })
		}
		_, sansCommandeFr, _ := strings.Cut(fr.stdout, "\n")
		_, sansCommandeEn, _ := strings.Cut(en.stdout, "\n")
		if a, b := chiffres(sansCommandeFr), chiffres(sansCommandeEn); !slices.Equal(a, b) && !strings.Contains(c.fr[1], "publie") {
			t.Errorf("%v : les nombres diffèrent de ceux du français", c.en)
		}
	}
}

// An engine's refusal, in English: one line naming the option as typed and what is accepted.
func TestRostamAnglaisRefus(t *testing.T) {
	for _, c := range []struct {
		args  []string
		texte string
	}{
		{[]string{"one-colour", "exhaustive", "--cards", "1"}, "--cards is 1"},
		{[]string{"one-colour", "infinite", "-k", "99"}, "-k"},
		{[]string{"one-colour", "published", "-N", "4"}, "-N/--cards is 4"},
		{[]string{"one-colour", "positions", "-N", "16"}, "N = 16 would play 2.0·10¹³ positions, about"},
		{[]string{"one-colour", "game", "1 2 / 2 4"}, `position is "1 2 / 2 4": card 2 appears twice`},
		{[]string{"one-colour", "realisable", "ab)"}, `word is "ab)": closing parenthesis at position 3`},
		{[]string{"one-colour", "realisable", "a300"}, "it asks for N = 600 cards"},
		{[]string{"one-colour", "realisable", "--count", "a7"}, "--all/--count: the word asks for N = 14 cards"},
		{[]string{"one-colour", "cycle", "x"}, "an integer from 5 to 255 is expected"},
		{[]string{"one-colour", "exhaustive", "-N", "13", "--words"}, "--words: the list of words is limited to N ≤ 12"},
		{[]string{"one-colour", "simulate", "--limit", "-3"}, "--limit is -3: a number of tricks of at least 1"},
		{[]string{"one-colour", "plot", "--chart", "camembert"}, `invalid value "camembert" for --chart: infinies, durees is expected`},
		// The chart's English name is accepted, and the option it does not use refused in English.
		{[]string{"one-colour", "plot", "--chart", "durations", "--up-to", "5"}, "--up-to: no effect on --chart durees (a simulation of -N cards)"},
	} {
		avant := langue.Manquants()
		r := runCLI(t, append([]string{"--langue", "en"}, c.args...)...)
		if r.code != 2 || r.stdout != "" || strings.Count(r.stderr, "\n") != 1 || !strings.Contains(r.stderr, c.texte) {
			t.Errorf("%v : statut %d, stdout %q, stderr %q", c.args, r.code, r.stdout, r.stderr)
		}
		parleAnglais(t, strings.Join(c.args, " "), r.stderr)
		sansTraduction(t, strings.Join(c.args, " "), r.stderr, avant)
	}
}

// A forged part of rostam exhaustif is refused in English: the check that failed, by the
// engine's code, in the words of the catalog, and the part named.
func TestRostamAnglaisPartFalsifiee(t *testing.T) {
	dir := t.TempDir()
	parts := partsDe(t, dir, "rostam", "exhaustif", "-N", "7")
	faux := filepath.Join(dir, "faux-0.json")
	falsifier(t, parts[0], faux, func(a any) any { return modifier(t, a, "j1", plus1) })
	r := runCLI(t, "--langue", "en", "merge", faux, parts[1])
	if r.code != 2 || r.stdout != "" || strings.Count(r.stderr, "\n") != 1 || !strings.Contains(r.stderr, "faux-0.json") ||
		!regexp.MustCompile(`j1 \+ j2 \+ infinies = \d+, for \d+ deals`).MatchString(r.stderr) {
		t.Errorf("statut %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
	parleAnglais(t, "merge", r.stderr)
	// The same refusal in French, with the code's French text.
	r = runCLI(t, "fusionne", faux, parts[1])
	if r.code != 2 || !regexp.MustCompile(`j1 \+ j2 \+ infinies = \d+, pour \d+ donnes`).MatchString(r.stderr) {
		t.Errorf("en français : statut %d, stderr %q", r.code, r.stderr)
	}
}

// The charts of rostam plot in English: the line that names what was drawn, and the chart's
// title and axes (an SVG keeps its texts), from rendu/graphique's English labels.
func TestRostamAnglaisGraphiques(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		args           []string
		ligne          string
		textes, jamais []string
	}{
		{[]string{"--chart", "infinite"}, "chart of the endless deals, N = 2 to 15",
			[]string{"One-colour War: deals that never end", "N (cards)", "even N", "odd N"}, []string{"donnes", "cartes"}},
		{[]string{"--chart", "durations", "-N", "8", "-n", "3000", "-g", "1"}, "histogram of the lengths, N = 8",
			[]string{"One-colour War, N = 8: length of the finished games", "(3000 deals at random, 0 of which never end)", "length (tricks)"}, []string{"donnes", "plis"}},
	} {
		svg := filepath.Join(dir, c.args[1]+".svg")
		r := runCLI(t, append(append([]string{"--langue", "en", "one-colour", "plot"}, c.args...), "-o", svg)...)
		if r.code != 0 || r.stdout != "" || !strings.Contains(r.stderr, c.ligne) {
			t.Errorf("%v : statut %d, stdout %q, stderr %q", c.args, r.code, r.stdout, r.stderr)
			continue
		}
		b, err := os.ReadFile(svg)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range c.textes {
			if !strings.Contains(string(b), ">"+s+"<") {
				t.Errorf("%v : %q absent du graphique", c.args, s)
			}
		}
		for _, s := range c.jamais {
			if strings.Contains(string(b), s) {
				t.Errorf("%v : %q dans le graphique anglais", c.args, s)
			}
		}
	}
}
