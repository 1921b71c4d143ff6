package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"jeux/internal/langue"
)

// TestAnglaisBataille runs War's commands in English, each with an output of its own (a table,
// a trace, a note, a progress or warning line): none of it may be French, and every text it
// writes must have its translation.
func TestAnglaisBataille(t *testing.T) {
	dossier := t.TempDir()
	cas := [][]string{
		{"war", "stat", "-n", "1000", "--seed", "1"},
		{"war", "-c", "2", "-v", "3", "-g", "7", "--trace"},
		{"war", "raw", "-n", "100", "-g", "1", "-F", "table"},
		{"war", "stat", "-n", "200", "-g", "1", "--bins", "50", "--rules", "delahaye", "--pickup", "optimisee"},
		{"war", "multistat", "--suits", "1:2", "--ranks", "1:3", "-n", "100", "-g", "1"},
		{"war", "compare", "-n", "100", "-g", "1", "-c", "2", "-v", "3"},
		{"war", "replay", "--p1", "2 1 3 1 3 2", "--p2", "2 3 3 1 1 2", "--trace"},
		{"war", "exact", "-c", "2", "-v", "3"},
		{"war", "exhaustive", "-c", "2", "-v", "3"},
		{"war", "exhaustive", "-c", "4", "-v", "2"},
		{"war", "record", "-c", "2", "-v", "4", "--iterations", "200", "-g", "1", "--searches", "1"},
		{"war", "record", "-c", "4", "-v", "2", "--goal", "cycle", "--iterations", "200", "-g", "1", "--searches", "1"},
		{"war", "records"},
		{"war", "plot", "-n", "100", "-g", "1", "-o", filepath.Join(dossier, "w.png"), "-F", "table"},
		{"war", "lscache"},
		{"cache", "list"},
	}
	t.Setenv("JEUX_CACHE", dossier)
	for _, args := range cas {
		avant := langue.Manquants()
		r := runCLI(t, append([]string{"--langue", "en"}, args...)...)
		quoi := strings.Join(args, " ")
		if r.code != 0 || r.stdout == "" {
			t.Errorf("%s : statut %d, stderr %q", quoi, r.code, r.stderr)
			continue
		}
		sortie := r.stdout + r.stderr
		parleAnglais(t, quoi, sansLignesCommunes(sortie))
		for _, m := range langue.Manquants() {
			premiere, _, _ := strings.Cut(m, "\n")
			if !slices.Contains(avant, m) && strings.Contains(sortie, premiere) {
				t.Errorf("%s : sans traduction : %q", quoi, m)
			}
		}
	}
}

// sansLignesCommunes is out without the lines that package rendu writes for every command (the
// reproducing command line, the rows left out of a long table): their English is rendu's, and
// its tests check it.
func sansLignesCommunes(out string) string {
	var garde []string
	for _, l := range strings.Split(out, "\n") {
		if !strings.HasPrefix(l, "command: ") && !strings.HasPrefix(l, "… ") {
			garde = append(garde, l)
		}
	}
	return strings.Join(garde, "\n")
}

// TestAnglaisBatailleStat: « jeux --langue en war stat -n 1000 --seed 1 » prints the table of
// « jeux bataille stat -n 1000 -g 1 » with English headings, and LANG=en_US.UTF-8 chooses
// English as --langue en does (not parallel: it sets the environment).
func TestAnglaisBatailleStat(t *testing.T) {
	t.Setenv("JEUX_CACHE", t.TempDir())
	fr := runCLI(t, "bataille", "stat", "-n", "1000", "-g", "1")
	en := runCLI(t, "--langue", "en", "war", "stat", "-n", "1000", "--seed", "1")
	if fr.code != 0 || en.code != 0 {
		t.Fatalf("statuts %d et %d, stderr %q %q", fr.code, en.code, fr.stderr, en.stderr)
	}
	parleAnglais(t, "war stat", sansLignesCommunes(en.stdout))
	// The headings of the table, French then English (the English ones are the catalog's
	// translations of the French ones, which the French run prints).
	for _, titres := range [][2]string{{"règles", "rules"}, {"couleurs", "suits"}, {"valeurs", "ranks"}, {"parties", "games"},
		{"moyenne", "mean"}, {"médiane", "median"}, {"écart type", "standard deviation"}, {"paires", "even"}, {"infinies", "infinite"}} {
		if !strings.Contains(fr.stdout, "| "+titres[0]+" ") {
			t.Errorf("français : pas de ligne %q dans\n%s", titres[0], fr.stdout)
		}
		if !strings.Contains(en.stdout, "| "+titres[1]+" ") {
			t.Errorf("anglais : pas de ligne %q dans\n%s", titres[1], en.stdout)
		}
	}
	// The figures are the same: only the words change (the first row is the headings'), and the
	// way English writes an interval, [82, 1430], and a percentage, 81.90%.
	anglaisDe := strings.NewReplacer(" ; ", ", ", " %", "%")
	chiffres := func(s string) []string {
		var l []string
		for _, ligne := range strings.Split(s, "\n") {
			if _, apres, ok := strings.Cut(ligne, "| "); ok {
				if _, valeur, ok := strings.Cut(apres, " | "); ok {
					l = append(l, strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(valeur), "|")))
				}
			}
		}
		return l
	}
	if f, e := chiffres(anglaisDe.Replace(fr.stdout)), chiffres(en.stdout); len(f) < 10 || !slices.Equal(f[1:], e[1:]) {
		t.Errorf("valeurs du français %q, de l'anglais %q", f, e)
	}
	t.Setenv("LANG", "en_US.UTF-8")
	if r := runCLI(t, "bataille", "stat", "-n", "1000", "-g", "1"); r.code != 0 || r.stdout != en.stdout {
		t.Errorf("LANG=en_US.UTF-8 : statut %d, sortie\n%s\nattendu celle de --langue en :\n%s", r.code, r.stdout, en.stdout)
	}
	t.Setenv("LANG", "fr_FR.UTF-8")
	if r := runCLI(t, "bataille", "stat", "-n", "1000", "-g", "1"); r.code != 0 || r.stdout != fr.stdout {
		t.Errorf("LANG=fr_FR.UTF-8 : statut %d, sortie\n%s\nattendu\n%s", r.code, r.stdout, fr.stdout)
	}
}

// TestAnglaisBatailleRefus: the engine's refusals, of an option's value or of a file's deal, in
// English: exit status 2, one line naming the option by its English name, nothing French.
func TestAnglaisBatailleRefus(t *testing.T) {
	dossier := t.TempDir()
	lignes := filepath.Join(dossier, "deal.txt")
	if err := os.WriteFile(lignes, []byte("2 1 3\n3 1 3\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		veut string // the start of the line
	}{
		{[]string{"war", "-c", "0"}, "jeux: -c/--suits is 0: at least 1 suit"},
		{[]string{"war", "stat", "--rules", "classique"}, `jeux: invalid value "classique" for --rules: paternault, delahaye is expected`},
		{[]string{"war", "exhaustive", "-c", "4", "-v", "6"}, "jeux: -c/--suits × -v/--ranks is 4 × 6: at most 4·10¹¹ deals (4 × 5 has 3.06·10¹¹): this deck has 3.25·10¹⁵ deals"},
		{[]string{"war", "exhaustive", "--pickup", "random"}, `jeux: invalid value "random" for --pickup: naturelle, optimisee is expected`},
		{[]string{"war", "replay", "--p1", "1", "--p2", "x"}, `jeux: --p2 is "x": card "x": an integer expected`},
		{[]string{"war", "replay", "--deal", lignes}, `jeux: --deal "` + lignes + `": lines 1 and 2: card 3 is one too many, card 2 is missing`},
		{[]string{"war", "record", "--method", "x"}, `jeux: invalid value "x" for --method: recuit, escalade, echange, structure, hasard, paires, alignees is expected`},
		{[]string{"war", "plot", "--parity", "-v", "8,13", "-o", filepath.Join(dossier, "p.png")}, `jeux: --parity draws one deck only`},
	} {
		r := runCLI(t, append([]string{"--langue", "en"}, c.args...)...)
		if r.code != 2 || r.stdout != "" || strings.Count(r.stderr, "\n") != 1 || !strings.HasPrefix(r.stderr, c.veut) {
			t.Errorf("%s : statut %d, stdout %q, stderr %q ; attendu « %s… »", strings.Join(c.args, " "), r.code, r.stdout, r.stderr, c.veut)
		}
		parleAnglais(t, strings.Join(c.args, " "), r.stderr)
	}
}

// TestAnglaisBataillePlot: the labels of War's charts (one deck, the parity curves, several
// decks) are English in an English run, French in a French one.
func TestAnglaisBataillePlot(t *testing.T) {
	dossier := t.TempDir()
	t.Setenv("JEUX_CACHE", dossier)
	textes := regexp.MustCompile(`>([^<]*)</text>`)
	for i, options := range [][]string{nil, {"--parite"}, {"-v", "4,6", "-e", "20"}} {
		for _, c := range []struct {
			langue, axe string
		}{{"fr", "durée (plis)"}, {"en", "length (tricks)"}} {
			chemin := filepath.Join(dossier, fmt.Sprintf("%d-%s.svg", i, c.langue))
			args := append([]string{"--langue", c.langue, "bataille", "plot", "-c", "4", "-n", "300", "-g", "1", "-o", chemin}, options...)
			if r := runCLI(t, args...); r.code != 0 {
				t.Fatalf("%v : statut %d, %s", args, r.code, r.stderr)
			}
			svg, err := os.ReadFile(chemin)
			if err != nil {
				t.Fatal(err)
			}
			var etiquettes []string
			for _, m := range textes.FindAllStringSubmatch(string(svg), -1) {
				etiquettes = append(etiquettes, m[1])
			}
			tout := strings.Join(etiquettes, "\n")
			if len(etiquettes) < 5 || (len(options) < 2 && !slices.Contains(etiquettes, c.axe)) {
				t.Errorf("%v : étiquettes %q, attendu l'axe %q", args, etiquettes, c.axe)
			}
			if c.langue == "en" {
				parleAnglais(t, strings.Join(args, " "), tout)
			}
		}
	}
}

// TestAnglaisBatailleNomsAnglais: the engine's words accept their English names too, and the
// output keeps the French canonical ones (the JSON is an interface): --pickup optimised is
// --ramassage optimisee, the same simulation.
func TestAnglaisBatailleNomsAnglais(t *testing.T) {
	t.Setenv("JEUX_CACHE", t.TempDir())
	fr := runCLI(t, "bataille", "stat", "--regles", "delahaye", "--ramassage", "optimisee", "-n", "300", "-g", "1", "-F", "json")
	en := runCLI(t, "--langue", "en", "war", "stat", "--rules", "delahaye", "--pickup", "optimised", "-n", "300", "-g", "1", "-F", "json")
	if fr.code != 0 || en.code != 0 || fr.stdout != en.stdout || !strings.Contains(en.stdout, `"ramassage": "optimisee"`) {
		t.Errorf("statuts %d et %d ; français\n%s\nanglais\n%s", fr.code, en.code, fr.stdout, en.stdout)
	}
}
