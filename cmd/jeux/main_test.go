//go:build ignore

package main

import (
	"bytes"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/urfave/cli/v2"

	"jeux/parallel"
	"jeux/rendu"
	"jeux/stats"
)

// result is what one in-process run of the CLI produced.
type result struct {
	code           int
	stdout, stderr string
}

func runCLI(t *testing.T, args ...string) result {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(append([]string{"jeux"}, args...), &out, &errb)
	return result{code, out.String(), errb.String()}
}

// runWith runs the real application with one more command, essai, that exercises the shared
// flags and the runner the way the games do: n draws of a die, summarised by stats.
func runWith(t *testing.T, args ...string) result {
	t.Helper()
	var out, errb bytes.Buffer
	app := newApp(&out, &errb)
	essai := &cli.Command{
		Name:  "essai",
		Flags: simulationFlags(1000),
		Action: func(c *cli.Context) error {
			if err := aucunArgument(c); err != nil {
				return err
			}
			s, err := lireSimulation(c)
			if err != nil {
				return err
			}
			h, err := parallel.Run(c.Context, s.N, s.Graine, s.options(c, 100),
				func() *stats.Histogram { return new(stats.Histogram) },
				func(ch parallel.Chunk, h *stats.Histogram) {
					r := ch.Rand()
					for range ch.Count {
						h.Add(1 + r.IntN(6))
					}
				},
				(*stats.Histogram).Merge)
			if err != nil {
				return err
			}
			sum := h.Summary()
			return ecrire(c, rendu.Sortie{
				Notes: []string{s.note()},
				Tableaux: []rendu.Tableau{{
					Entete: []string{"parties", "moyenne", "mode"},
					Lignes: [][]string{{rendu.Entier(h.Total()), rendu.Nombre(sum.Mean, 4), rendu.Entier(int64(sum.Mode))}},
				}},
				JSON: map[string]any{"parties": h.Total(), "graine": s.Graine, "moyenne": sum.Mean},
			})
		},
	}
	prepare(essai)
	app.Commands = append(app.Commands, essai)
	code := execute(app, append([]string{"jeux"}, args...))
	return result{code, out.String(), errb.String()}
}

func TestHelp(t *testing.T) {
	r := runCLI(t, "--help")
	if r.code != 0 || r.stderr != "" {
		t.Fatalf("--help : statut %d, stderr %q", r.code, r.stderr)
	}
	for _, want := range []string{"COMMANDES", "bataille", "dominos", "verger", "rostam", "completion"} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("l'aide ne mentionne pas %q :\n%s", want, r.stdout)
		}
	}
}

func TestVersion(t *testing.T) {
	r := runCLI(t, "--version")
	// In a test binary the main module's version is "(devel)"; an installed binary prints its tag.
	if r.code != 0 || !strings.HasPrefix(r.stdout, "jeux version ") || len(strings.TrimSpace(r.stdout)) <= len("jeux version") {
		t.Errorf("--version : statut %d, sortie %q", r.code, r.stdout)
	}
}

func TestFormats(t *testing.T) {
	table := runWith(t, "essai", "-n", "600", "-g", "5")
	if table.code != 0 || !strings.Contains(table.stdout, "graine : 5\n") || !strings.Contains(table.stdout, "| parties |") ||
		!strings.Contains(table.stdout, "|     600 |") {
		t.Errorf("format table : statut %d\n%s%s", table.code, table.stdout, table.stderr)
	}
	md := runWith(t, "essai", "-n", "600", "-g", "5", "-F", "markdown")
	if md.code != 0 || !strings.Contains(md.stdout, "|--------:|") {
		t.Errorf("format markdown :\n%s", md.stdout)
	}
	csv := runWith(t, "essai", "-n", "600", "-g", "5", "-F", "csv")
	if csv.code != 0 || !strings.HasPrefix(csv.stdout, "parties,moyenne,mode\n600,") {
		t.Errorf("format csv :\n%s", csv.stdout)
	}
	js := runWith(t, "essai", "-n", "600", "-g", "5", "--format", "json")
	var v struct {
		Parties int64   `json:"parties"`
		Graine  uint64  `json:"graine"`
		Moyenne float64 `json:"moyenne"`
	}
	if err := json.Unmarshal([]byte(js.stdout), &v); err != nil || v.Parties != 600 || v.Graine != 5 {
		t.Errorf("format json : %v\n%s", err, js.stdout)
	}
	// 600 rolls of a fair die: mean 3.5, standard error √(35/12/600) ≈ 0.07; 5 standard errors.
	if v.Moyenne < 3.15 || v.Moyenne > 3.85 {
		t.Errorf("moyenne de 600 dés = %v, loin de 3.5", v.Moyenne)
	}
}

func TestSeedDrawnIsPrinted(t *testing.T) {
	r := runWith(t, "essai", "-n", "10")
	if r.code != 0 || !strings.Contains(r.stdout, "(tirée au hasard ; -g ") {
		t.Errorf("graine tirée non affichée :\n%s", r.stdout)
	}
}

func TestSameSeedAnyWorkers(t *testing.T) {
	one := runWith(t, "essai", "-n", "5000", "-g", "11", "-w", "1", "-F", "json")
	two := runWith(t, "essai", "-n", "5000", "-g", "11", "-w", "2", "-F", "json")
	if one.code != 0 || one.stdout != two.stdout {
		t.Errorf("1 et 2 workers diffèrent :\n%s\n%s", one.stdout, two.stdout)
	}
	t.Setenv("WORKERS", "3")
	three := runWith(t, "essai", "-n", "5000", "-g", "11", "-F", "json")
	if three.stdout != one.stdout {
		t.Errorf("WORKERS=3 diffère :\n%s", three.stdout)
	}
}

func TestUsageErrors(t *testing.T) {
	tests := []struct {
		name string
		env  string
		args []string
		want string
	}{
		{"n nul", "", []string{"essai", "-n", "0"}, "-n/--nombre vaut 0"},
		{"n non entier", "", []string{"essai", "-n", "abc"}, `valeur "abc" invalide pour -n : un entier est attendu`},
		{"graine négative", "", []string{"essai", "-g", "-3"}, `invalide pour -g : un entier positif ou nul est attendu`},
		{"format inconnu", "", []string{"essai", "-F", "xml"}, `format "xml" inconnu : valeurs acceptées table, markdown, csv, json`},
		{"workers nul", "", []string{"essai", "-w", "0"}, "-w/--workers (ou WORKERS) vaut 0"},
		{"WORKERS invalide", "deux", []string{"essai"}, `WORKERS vaut "deux" : un entier d'au moins 1 est attendu`},
		{"WORKERS nul", "0", []string{"essai"}, "-w/--workers (ou WORKERS) vaut 0"},
		{"option inconnue", "", []string{"essai", "--vitesse", "3"}, "option inconnue --vitesse"},
		{"option sans valeur", "", []string{"essai", "-n"}, "l'option -n attend une valeur"},
		{"argument en trop", "", []string{"essai", "x", "-n", "3"}, `argument en trop "x"`},
		{"option inconnue après argument", "", []string{"completion", "bash", "--vite"}, "option inconnue --vite"},
		{"commande inconnue", "", []string{"batailles"}, `commande inconnue "batailles"`},
		{"shell inconnu", "", []string{"completion", "tcsh"}, `shell "tcsh" inconnu`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.env != "" {
				t.Setenv("WORKERS", tt.env)
			}
			r := runWith(t, tt.args...)
			if r.code != 2 || r.stdout != "" {
				t.Errorf("statut %d, stdout %q ; attendu 2 et rien", r.code, r.stdout)
			}
			if !strings.Contains(r.stderr, tt.want) || strings.Count(r.stderr, "\n") != 1 {
				t.Errorf("stderr %q ; attendu une ligne contenant %q", r.stderr, tt.want)
			}
		})
	}
}

func TestCompletion(t *testing.T) {
	for shell, want := range map[string]string{"bash": "complete -o bashdefault", "zsh": "compdef _jeux jeux", "fish": "complete -c jeux"} {
		r := runCLI(t, "completion", shell)
		if r.code != 0 || !strings.Contains(r.stdout, want) {
			t.Errorf("completion %s : statut %d, sortie sans %q", shell, r.code, want)
		}
	}
	// The library reads the word being completed from os.Args, not from the arguments it is given.
	saved := os.Args
	os.Args = []string{"jeux", "--generate-bash-completion"}
	defer func() { os.Args = saved }()
	r := runCLI(t, "--generate-bash-completion")
	if r.code != 0 || !strings.Contains(r.stdout, "bataille") {
		t.Errorf("--generate-bash-completion : %q", r.stdout)
	}
}

// A progress bar is drawn only on a terminal: with stderr in a buffer (or a file, as under CI)
// the runner gets no callback at all.
func TestNoProgressOffTerminal(t *testing.T) {
	var out, errb bytes.Buffer
	app := newApp(&out, &errb)
	c := cli.NewContext(app, nil, nil)
	if progression(c, 100) != nil {
		t.Errorf("barre de progression créée alors que stderr n'est pas un terminal")
	}
	f, err := os.CreateTemp(t.TempDir(), "stderr")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	app.ErrWriter = f
	if progression(c, 100) != nil {
		t.Errorf("barre de progression créée pour un fichier")
	}
}

// Messages name the whole command, as the user typed it.
func TestMessagesNommentLaCommande(t *testing.T) {
	r := runCLI(t, "completion", "bash", "zsh")
	if r.code != 2 || !strings.Contains(r.stderr, `argument en trop "zsh" pour « jeux completion »`) {
		t.Errorf("statut %d, stderr %q", r.code, r.stderr)
	}
	r = runCLI(t, "completion", "--vite")
	if r.code != 2 || !strings.Contains(r.stderr, "« jeux completion --help »") {
		t.Errorf("statut %d, stderr %q", r.code, r.stderr)
	}
}

// A missing required option is a usage error naming it, every time an application is built.
func TestOptionObligatoire(t *testing.T) {
	sortie := &cli.StringFlag{Name: "sortie", Aliases: []string{"o"}, Required: true, Usage: "fichier du graphique"}
	for range 2 {
		var out, errb bytes.Buffer
		app := newApp(&out, &errb)
		essai := &cli.Command{Name: "essai", Flags: []cli.Flag{sortie}, Action: func(*cli.Context) error { return nil }}
		prepare(essai)
		app.Commands = append(app.Commands, essai)
		code := execute(app, []string{"jeux", "essai"})
		if code != 2 || out.String() != "" || errb.String() != "jeux : option --sortie/-o obligatoire : fichier du graphique\n" {
			t.Fatalf("statut %d, stdout %q, stderr %q", code, out.String(), errb.String())
		}
		if code := execute(app, []string{"jeux", "essai", "-o", "x.png"}); code != 0 {
			t.Fatalf("avec -o : statut %d, stderr %q", code, errb.String())
		}
	}
}
