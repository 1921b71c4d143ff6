package main

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"jeux/internal/cli"
)

// The README is part of the program: every command it shows is run here, and every example
// output it prints is compared with what the command prints now.
//
// In a fenced block, a line "$ jeux …" is a command followed by its output (up to the next "$"
// line or the end of the block; a line "…" stands for lines left out); a line "jeux …" is a
// command shown without its output, which must succeed. The prose's inline `jeux …` spans must
// succeed too, except those with placeholders (FILE, N, …). "go run ./cmd/jeux" is "jeux".
// Optional parts in brackets are left out, "# comments" too; of a pipeline only "| head -N" is
// applied, and redirections are ignored. An inline span that only names a command (`jeux
// bataille rejoue`) runs it with --help. Each block runs in a directory of its own (with a docs/
// folder, for the plots' -o); the cache is shared by all of them, as a user's would be, except
// in a block that shows `jeux cache`, which starts from an empty one so that the listing is the
// block's own.

// readmeNonExecutees are the README's commands that this test does not run, and why. A command
// that cannot run and is not listed here fails the test.
var readmeNonExecutees = map[string]string{
	"jeux dominos revue partie.txt":                                                                            "lit partie.txt, qu'écrit la ligne « printf … | jeux dominos joue … » d'avant, entrée comprise ; TestDominosRevueDocumentee lance les deux et compare",
	"jeux fusionne --verifie 2 part-*.json":                                                                    "recette GNU parallel : fusionne et vérifie les parts de la ligne d'avant (make test-slurm la lance par scripts/test-parallel ; la recette pas à pas, juste après, est lancée)",
	"jeux fusionne part-*.json 2>&1 | tr ';' '\\n'":                                                            "recette : parts manquantes (TestPartageRefus)",
	"jeux fusionne resultats/rostam-15/part-*.json":                                                            "les 4 096 parts de N = 15 sont dans resultats/, hors du dossier du test ; TestComptesDesResultats vérifie la table fusionnée publiée (resultat.json)",
	"jeux fusionne --verifie 2 'records/part-*.json' -F json > best.json   # two parts computed again":         "recette Slurm des records : fusionne les parts du tableau de tâches (make test-slurm la lance)",
	"jeux dominos championnat -n 10000 -g 2026":                                                                "l'échelle : une heure sur deux cœurs (scripts/echelle-dominos, résultats dans resultats/dominos-echelle)",
	"jeux dominos plot -n 1000 -g 1 -o docs/dominos-championnat.png":                                           "trois minutes sur deux cœurs (recherche) ; TestDominosPlot dessine un petit championnat",
	"jeux dominos exact -n 1000000 -g 2026":                                                                    "87 s sur deux cœurs (résultats dans resultats/dominos-exact) ; -n 10000 est lancé",
	"jeux bataille exhaustif plot --taille 1920x1080 -o docs/bataille-exhaustif-infinies.png":                  "lit resultats/bataille-exhaustif, hors du dossier du test ; TestBatailleExhaustifPlotDonnees le lance sur ce dossier",
	"jeux bataille exhaustif plot --graphique durees --taille 1920x1080 -o docs/bataille-exhaustif-durees.png": "lit resultats/bataille-exhaustif, hors du dossier du test ; TestBatailleExhaustifPlotDonnees le lance sur ce dossier",
	"jeux dominos joue [--contre recherche] [--place 1|2] [--conseil] [-g SEED]":                               "lit les coups sur l'entrée standard : TestDominosJoue joue des parties entières",
}

// readmeLongues are the commands of docs/ that take several seconds each (together nine tenths
// of this test's time): go test -short (make test) leaves them out, go test (make test-long, run by
// CI) runs them and compares their outputs like every other. Every command of README.md runs in
// both.
var readmeLongues = map[string]bool{
	"jeux bataille compare -n 1000000 -g 1": true,
	"jeux dominos championnat -n 10000 -g 1 --strategies pire,hasard,plus_de_points,plus_present,bloqueur,anticipation": true,
	"jeux bataille stat -n 1000000 -g 1":       true,
	"jeux dominos equilibre --max 3 --main 3":  true,
	"jeux rostam simule -N 15 -n 4000000 -g 3": true,
	"jeux verger simule -n 500000 -g 1 -p toutes   # Monte Carlo, 95 % Wilson interval (ic95_wilson), exact value beside": true,
	"jeux dominos exact -n 10000 -g 1": true,
	"jeux verger simule -p toutes":     true,
	"jeux bataille plot -v 8,13 -n 1000000 -g 1 -e 20 --taille 1920x1080 -o docs/bataille-jeux.png": true,
	"jeux verger -p toutes --exact                 # every strategy, with exact fractions":          true,
	"jeux bataille stat -c 6":                  true,
	"jeux rostam simule -N 14 -n 4000000 -g 2": true,
	"jeux bataille -c 6 stat":                  true,
	"jeux rostam simule -N 13 -n 1000000 -g 1": true,
}

var (
	readmeSpan     = regexp.MustCompile("`(jeux [^`]*)`") // an inline command in the prose
	readmeCrochets = regexp.MustCompile(`\[[^\]]*\]`)     // an optional part, left out
	readmeEspaces  = regexp.MustCompile(` {2,}`)
	readmeTirets   = regexp.MustCompile(`-{2,}`)
)

// readmeCommande is one command of the README or of a page of docs/, with the output shown under
// it, if any.
type readmeCommande struct {
	ligne   string   // as written, for messages and readmeNonExecutees
	attendu []string // the output shown, nil if none
	bloc    int      // fenced block, numbered across the pages (−1: inline span)
	page    string   // README.md or docs/….md
}

// pagesDocumentation are the pages whose commands are run: the README, then every page of docs/.
func pagesDocumentation(t *testing.T) []string {
	t.Helper()
	pages, err := filepath.Glob(filepath.Join("..", "..", "docs", "*.md"))
	if err != nil || len(pages) == 0 {
		t.Fatalf("pages de docs/ introuvables (%v)", err)
	}
	slices.Sort(pages)
	return append([]string{filepath.Join("..", "..", "README.md")}, pages...)
}

func lireREADME(t *testing.T) []readmeCommande {
	t.Helper()
	var l []readmeCommande
	bloc := 0
	for _, chemin := range pagesDocumentation(t) {
		data, err := os.ReadFile(chemin)
		if err != nil {
			t.Fatal(err)
		}
		page := strings.TrimPrefix(filepath.ToSlash(chemin), "../../")
		l, bloc = lirePage(l, string(data), page, bloc)
	}
	for i := range l {
		if l[i].attendu != nil && len(strings.TrimSpace(strings.Join(l[i].attendu, ""))) == 0 {
			l[i].attendu = nil
		}
	}
	return l
}

// lirePage adds the commands of one page to l; its fenced blocks are numbered from bloc on.
func lirePage(l []readmeCommande, data, page string, bloc int) ([]readmeCommande, int) {
	dansBloc := false
	var cur *readmeCommande
	for _, ligne := range strings.Split(data, "\n") {
		if strings.HasPrefix(strings.TrimSpace(ligne), "```") {
			dansBloc = !dansBloc
			if !dansBloc {
				bloc++
			}
			cur = nil
			continue
		}
		if !dansBloc {
			for _, m := range readmeSpan.FindAllStringSubmatch(ligne, -1) {
				l = append(l, readmeCommande{ligne: m[1], bloc: -1, page: page})
			}
			continue
		}
		s := strings.TrimSpace(ligne)
		switch {
		case strings.HasPrefix(s, "$ jeux "), s == "$ jeux":
			l = append(l, readmeCommande{ligne: strings.TrimPrefix(s, "$ "), attendu: []string{}, bloc: bloc, page: page})
			cur = &l[len(l)-1]
		case strings.HasPrefix(s, "jeux "), strings.HasPrefix(s, "go run ./cmd/jeux "):
			l = append(l, readmeCommande{ligne: strings.TrimPrefix(s, "go run ./cmd/"), bloc: bloc, page: page})
			cur = nil
		case cur != nil:
			cur.attendu = append(cur.attendu, strings.TrimRight(ligne, " "))
		}
	}
	return l, bloc
}

// decouper splits a shell command line into words (quotes '…' and "…", no escapes) and returns
// them up to the first pipe, comment or redirection, brackets left out; tete is N of a
// "| head -N" that follows, 0 if none.
func decouper(ligne string) (mots []string, tete int) {
	ligne = readmeCrochets.ReplaceAllString(ligne, "")
	var mot strings.Builder
	dans, quote := false, rune(0)
	fin := func() {
		if dans {
			mots = append(mots, mot.String())
		}
		mot.Reset()
		dans = false
	}
	runes := []rune(ligne)
	for i := 0; i < len(runes); i++ {
		r := runes[i]
		switch {
		case quote != 0:
			if r == quote {
				quote = 0
			} else {
				mot.WriteRune(r)
			}
		case r == '\'' || r == '"':
			quote, dans = r, true
		case unicode.IsSpace(r):
			fin()
		case r == '#' && !dans, r == '>' && !dans:
			fin()
			return mots, 0
		case r == '|':
			fin()
			reste := strings.Fields(string(runes[i+1:]))
			if len(reste) == 2 && reste[0] == "head" {
				n, _ := strconv.Atoi(strings.TrimPrefix(reste[1], "-"))
				return mots, n
			}
			return mots, 0
		default:
			mot.WriteRune(r)
			dans = true
		}
	}
	fin()
	return mots, 0
}

// avecParametres reports whether an inline span shows a form rather than a command: a word in
// capitals (FILE, N, CMD), an ellipsis, or a single lower-case letter standing for a number.
func avecParametres(mots []string) bool {
	for _, m := range mots {
		if strings.Contains(m, "…") || len(m) == 1 && unicode.IsLower(rune(m[0])) && m != "-" {
			return true
		}
		if m != "" && strings.ToUpper(m) == m && strings.ToLower(m) != m && !strings.HasPrefix(m, "-") {
			return true
		}
	}
	return false
}

// nomDeCommande reports whether words are only a command's path: jeux and subcommand names.
func nomDeCommande(mots []string) bool {
	cmd := newApp(nil, nil).Racine()
	for _, m := range mots[1:] {
		sous, _, err := cmd.Find([]string{m})
		if err != nil || sous == cmd {
			return false
		}
		cmd = sous
	}
	return true
}

// normaliser makes a table's layout irrelevant: runs of spaces and of dashes count as one, so
// that a path of another length in a cell does not change the comparison.
func normaliser(lignes []string) []string {
	var l []string
	for _, s := range lignes {
		l = append(l, readmeTirets.ReplaceAllString(readmeEspaces.ReplaceAllString(strings.TrimRight(s, " "), " "), "-"))
	}
	return l
}

// comparer checks that got shows every part of want (parts separated by "…" lines) in order,
// the first at the start and the last at the end.
func comparer(t *testing.T, cmd string, want, got []string) {
	t.Helper()
	want, got = normaliser(want), normaliser(got)
	for len(want) > 0 && want[len(want)-1] == "" {
		want = want[:len(want)-1]
	}
	for len(got) > 0 && got[len(got)-1] == "" {
		got = got[:len(got)-1]
	}
	var parts [][]string
	debut := 0
	for i, s := range want {
		if s == "…" {
			parts = append(parts, want[debut:i])
			debut = i + 1
		}
	}
	parts = append(parts, want[debut:])
	pos := 0
	for i, p := range parts {
		trouve := -1
		for j := pos; j+len(p) <= len(got); j++ {
			if (i > 0 || j == 0) && (i < len(parts)-1 || j+len(p) == len(got)) && slices.Equal(got[j:j+len(p)], p) {
				trouve = j
				break
			}
		}
		if trouve < 0 {
			t.Errorf("%s : la sortie ne montre plus ce que montre la page (partie %d) :\n--- page\n%s\n--- obtenu\n%s",
				cmd, i+1, strings.Join(p, "\n"), strings.Join(got, "\n"))
			return
		}
		pos = trouve + len(p)
	}
}

func TestCommandesDuREADME(t *testing.T) {
	commandes := lireREADME(t)
	if len(commandes) < 40 {
		t.Fatalf("%d commandes lues dans le README : la lecture est cassée", len(commandes))
	}
	racine := t.TempDir()
	cacheExemple := "/home/me/.cache/jeux" // the folder the README shows for `cache liste`
	vues, blocsCache := map[string]bool{}, map[int]bool{}
	for _, c := range commandes {
		if mots, _ := decouper(c.ligne); c.bloc >= 0 && len(mots) > 1 && mots[1] == "cache" {
			blocsCache[c.bloc] = true
		}
	}
	lancees := 0
	for _, c := range commandes {
		if _, ok := readmeNonExecutees[c.ligne]; ok {
			vues[c.ligne] = true
			continue
		}
		if readmeLongues[c.ligne] {
			vues[c.ligne] = true
			if c.page == "README.md" {
				t.Errorf("%q : une commande du README est lancée par go test -short aussi, l'ôter de readmeLongues", c.ligne)
			}
			if testing.Short() {
				continue
			}
		}
		mots, tete := decouper(c.ligne)
		if c.bloc < 0 && avecParametres(mots) {
			continue
		}
		if len(mots) == 0 || mots[0] != "jeux" {
			t.Errorf("%q : commande illisible", c.ligne)
			continue
		}
		if c.bloc < 0 && nomDeCommande(mots) {
			mots = append(mots, "--help")
		}
		dossier := filepath.Join(racine, "bloc-"+strconv.Itoa(c.bloc))
		if err := os.MkdirAll(filepath.Join(dossier, "docs"), 0o755); err != nil {
			t.Fatal(err)
		}
		t.Chdir(dossier)
		cache := filepath.Join(racine, "cache")
		if blocsCache[c.bloc] {
			cache = filepath.Join(dossier, "cache")
		}
		t.Setenv("JEUX_CACHE", cache)
		r := runCLI(t, mots[1:]...)
		lancees++
		if r.code != 0 {
			t.Errorf("%s (%s) : code %d\n%s", c.ligne, c.page, r.code, r.stderr)
			continue
		}
		if c.attendu == nil {
			continue
		}
		sortie := strings.ReplaceAll(r.stdout, cache, cacheExemple)
		sortie = strings.ReplaceAll(sortie, cli.Version(), "(devel)")
		got := strings.Split(sortie, "\n")
		if tete > 0 && len(got) > tete {
			got = got[:tete]
		}
		comparer(t, c.page+" : "+c.ligne, c.attendu, got)
	}
	for l := range readmeNonExecutees {
		if !vues[l] {
			t.Errorf("%q n'est plus dans le README ni dans docs/ : l'ôter de readmeNonExecutees", l)
		}
	}
	for l := range readmeLongues {
		if !vues[l] {
			t.Errorf("%q n'est plus dans docs/ : l'ôter de readmeLongues", l)
		}
	}
	t.Logf("%d commandes du README lancées, %d non lancées (raisons dans readmeNonExecutees)", lancees, len(readmeNonExecutees))
	if testing.Short() {
		t.Logf("%d commandes longues de docs/ laissées à go test sans -short (readmeLongues)", len(readmeLongues))
	}
}
