package main

import (
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"jeux/internal/cli"
	"jeux/internal/langue"
)

// arbreJeux is what the program itself declares, read from its cobra tree: its visible commands
// under the root, every long option and shorthand of every command, and the formats -F accepts
// somewhere.
type arbreJeux struct {
	commandes          []string
	longues, courtes   map[string]bool
	courtesDe          map[string]string // the shorthand of a long option
	formats            []string
	formatsParCommande map[string][]string
}

// francaisDe is the French name of the command whose English name is en (en itself otherwise).
func francaisDe(en string) string {
	for fr, nom := range langue.NomsAnglais(true) {
		if nom == en {
			return fr
		}
	}
	return en
}

func lireArbreJeux(t *testing.T) arbreJeux {
	t.Helper()
	a := arbreJeux{longues: map[string]bool{}, courtes: map[string]bool{}, courtesDe: map[string]string{}, formatsParCommande: map[string][]string{}}
	racine := newApp(io.Discard, io.Discard).Racine()
	for _, c := range racine.Commands() {
		if c.IsAvailableCommand() && c.Name() != "help" {
			a.commandes = append(a.commandes, c.Name())
		}
	}
	var parcourir func(c *cobra.Command)
	parcourir = func(c *cobra.Command) {
		for _, fs := range []*pflag.FlagSet{c.Flags(), c.PersistentFlags(), c.InheritedFlags()} {
			fs.VisitAll(func(f *pflag.Flag) {
				a.longues[f.Name] = true
				a.longues[langue.Anglais.Option(f.Name)] = true // its English name works too
				if f.Shorthand != "" {
					a.courtes[f.Shorthand], a.courtesDe[f.Name] = true, f.Shorthand
				}
			})
		}
		if l, ok := c.Annotations[cli.AnnFormats]; ok {
			a.formatsParCommande[c.CommandPath()] = strings.Split(l, ",")
			for _, f := range strings.Split(l, ",") {
				if !slices.Contains(a.formats, f) {
					a.formats = append(a.formats, f)
				}
			}
		}
		for _, s := range c.Commands() {
			parcourir(s)
		}
	}
	parcourir(racine)
	a.longues["help"], a.courtes["h"] = true, true // cobra adds them when a command runs
	return a
}

var (
	readmeFormats   = regexp.MustCompile("`-F/--format` = ((?:`[a-z-]+`(?: \\(default\\))?(?:, | or ))*`[a-z-]+`)")
	readmeMotCode   = regexp.MustCompile("`([^`]*)`")
	readmeLongue    = regexp.MustCompile(`(?:^|[\s\x60(\[/])--([a-z][a-z0-9-]*)`)
	readmeCourte    = regexp.MustCompile("`-([a-zA-Z])[`/ ]")
	readmeJeuxNomme = regexp.MustCompile(`\bjeux ([a-z][a-z-]*)`) // a command under jeux, in code
)

// codeDuREADME is the README's code: its fenced blocks and its inline spans, one per line.
func codeDuREADME(readme string) string {
	var code []string
	dansBloc := false
	for _, l := range strings.Split(readme, "\n") {
		switch {
		case strings.HasPrefix(strings.TrimSpace(l), "```"):
			dansBloc = !dansBloc
		case dansBloc:
			code = append(code, l)
		default:
			for _, m := range readmeMotCode.FindAllStringSubmatch(l, -1) {
				code = append(code, m[1])
			}
		}
	}
	return strings.Join(code, "\n")
}

// The README's lists are the program's: the formats of -F, the commands under jeux, and the
// options it names. Its commands are run by TestREADME; here what it lists is held to what the
// program declares, both ways where the README gives a whole list.
func TestREADMEContreProgramme(t *testing.T) {
	brut, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	readme := strings.ReplaceAll(string(brut), "\n  ", " ")
	a := lireArbreJeux(t)

	m := readmeFormats.FindStringSubmatch(readme)
	if m == nil {
		t.Fatal("README : pas de liste « `-F/--format` = `table` (default), … or `…` »")
	}
	var formats []string
	for _, f := range readmeMotCode.FindAllStringSubmatch(m[1], -1) {
		formats = append(formats, f[1])
	}
	if !slices.Equal(formats, a.formats) {
		t.Errorf("README : formats de -F %v ; le programme en accepte %v", formats, a.formats)
	}

	var nommees []string
	for _, c := range readmeJeuxNomme.FindAllStringSubmatch(codeDuREADME(string(brut)), -1) {
		if c[1] != "help" && !slices.Contains(nommees, c[1]) {
			nommees = append(nommees, c[1])
		}
	}
	for _, c := range nommees {
		if !slices.Contains(a.commandes, c) && !slices.Contains(a.commandes, francaisDe(c)) {
			t.Errorf("README : « jeux %s » n'est pas une commande du programme (%v)", c, a.commandes)
		}
	}
	for _, c := range a.commandes {
		if !slices.Contains(nommees, c) {
			t.Errorf("README : la commande « jeux %s » du programme n'y est pas nommée", c)
		}
	}

	for _, o := range readmeLongue.FindAllStringSubmatch(readme, -1) {
		if !a.longues[o[1]] {
			t.Errorf("README : --%s n'est une option d'aucune commande", o[1])
		}
	}
	for _, o := range readmeCourte.FindAllStringSubmatch(readme, -1) {
		if !a.courtes[o[1]] {
			t.Errorf("README : -%s n'est l'abréviation d'aucune option", o[1])
		}
	}
	// The options that internal/cli declares once for many commands are the README's to name.
	for _, o := range []string{cli.OptFormat, cli.OptWorkers, cli.OptGraine, cli.OptNombre, cli.OptSortie, cli.OptShard, cli.OptMemoire, cli.OptTaille} {
		court := a.courtesDe[o]
		if !strings.Contains(readme, "--"+o) && (court == "" || !strings.Contains(readme, "`-"+court)) {
			t.Errorf("README : l'option commune --%s n'y est pas nommée", o)
		}
	}
}

var (
	prixHeures     = regexp.MustCompile(`about (\d+)\s+CPU-hours`)
	prixIterations = regexp.MustCompile(`ITERATIONS:-(\d+)`)
)

// scripts/records-bataille.slurm and docs/bataille.md price the same default array: the same
// CPU-hours, and those that its evaluations take at the fastest rate the hunt's committed parts
// of annealing on 52 cards measured (processor seconds over evaluations, to within a tenth).
func TestPrixDuTableauSlurm(t *testing.T) {
	lire := func(chemin string) string {
		b, err := os.ReadFile(filepath.Join("..", "..", chemin))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	script, page := lire("scripts/records-bataille.slurm"), lire("docs/bataille.md")
	ms, mi := prixHeures.FindStringSubmatch(script), prixIterations.FindStringSubmatch(script)
	_, section, _ := strings.Cut(page, "the default array\nevaluates")
	md := prixHeures.FindStringSubmatch(section)
	if ms == nil || mi == nil || md == nil {
		t.Fatalf("prix introuvable : script %v %v, page %v", ms, mi, md)
	}
	if ms[1] != md[1] {
		t.Errorf("le tableau par défaut : %s CPU-heures dans le script, %s dans docs/bataille.md", ms[1], md[1])
	}
	iterations, _ := strconv.ParseFloat(mi[1], 64)
	parSeconde := 0.0
	for _, l := range strings.Split(lire("resultats/bataille-record/52-naturelle.parts"), "\n") {
		c := strings.Fields(l)
		if len(c) < 6 || len(c) > 6 && c[6] != "recuit" {
			continue
		}
		evaluations, err1 := strconv.ParseFloat(c[3], 64)
		cpu, err2 := strconv.ParseFloat(c[4], 64)
		if err1 == nil && err2 == nil && cpu > 0 {
			parSeconde = max(parSeconde, evaluations/cpu)
		}
	}
	if parSeconde == 0 {
		t.Fatal("52-naturelle.parts : aucune part de recuit")
	}
	heures := iterations / parSeconde / 3600
	if n, _ := strconv.ParseFloat(ms[1], 64); n < 0.9*heures || n > 1.1*heures {
		t.Errorf("le script annonce %s CPU-heures ; les parts de la chasse en mesurent %.1f pour %.3g évaluations", ms[1], heures, iterations)
	}
}
