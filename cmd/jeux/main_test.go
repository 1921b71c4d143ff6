package main

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"io"
	"os"
	"slices"
	"sort"
	"strings"
	"syscall"
	"testing"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"jeux/internal/cli"
	"jeux/parallel"
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

// resultatEssai is the result of essai: n rolls of a die.
type resultatEssai struct {
	Parties int64   `json:"parties"`
	Moyenne float64 `json:"moyenne"`
	Mode    int     `json:"mode"`
}

// essai exercises the shared flags and the runner the way the games do: n draws of a die,
// summarised by stats.
func essai(app *cli.App) *cobra.Command {
	return app.Commande("essai", "lance des dés", cli.Avec(nil, func(d *cli.Drapeaux) { d.Simulation(1000) }), func(c *cli.Contexte) (any, error) {
		n, err := c.Nombre()
		if err != nil {
			return nil, err
		}
		opt := c.Options(n, 100)
		h, err := parallel.Run(c.Context(), n, c.Graine(), opt,
			func() *stats.Histogram { return new(stats.Histogram) },
			func(ch parallel.Chunk, h *stats.Histogram) {
				r := ch.Rand()
				for range ch.Count {
					h.Add(1 + r.IntN(6))
				}
			},
			(*stats.Histogram).Merge)
		if err != nil {
			return nil, err
		}
		s := h.Summary()
		return resultatEssai{h.Total(), s.Mean, s.Mode}, nil
	})
}

// runWith runs the real application with one more command, essai.
func runWith(t *testing.T, args ...string) result {
	t.Helper()
	var out, errb bytes.Buffer
	app := newApp(&out, &errb)
	app.Ajouter(essai(app))
	code := app.Executer(append([]string{"jeux"}, args...))
	return result{code, out.String(), errb.String()}
}

func TestAide(t *testing.T) {
	r := runCLI(t, "--help")
	if r.code != 0 || r.stderr != "" {
		t.Fatalf("--help : statut %d, stderr %q", r.code, r.stderr)
	}
	for _, want := range []string{"COMMANDES", "bataille", "dominos", "verger", "rostam", "completion"} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("l'aide ne mentionne pas %q :\n%s", want, r.stdout)
		}
	}
	// A bare jeux and jeux help print the same help as --help.
	for _, args := range [][]string{{}, {"help"}} {
		if autre := runCLI(t, args...); autre.stdout != r.stdout || autre.code != 0 {
			t.Errorf("jeux %v n'affiche pas l'aide de --help :\n%s", args, autre.stdout)
		}
	}
	// jeux help X is X --help, for a group and a leaf.
	for _, cmd := range [][]string{{"rostam"}, {"rostam", "simule"}} {
		a, b := runCLI(t, append([]string{"help"}, cmd...)...), runCLI(t, append(cmd, "--help")...)
		if a.code != 0 || a.stdout != b.stdout || !strings.Contains(a.stdout, "jeux "+strings.Join(cmd, " ")) {
			t.Errorf("help %v et %v --help diffèrent :\n%s\n%s", cmd, cmd, a.stdout, b.stdout)
		}
	}
	if r := runCLI(t, "help", "rostam", "inconnue"); r.code != 2 || r.stdout != "" {
		t.Errorf("help d'une commande inconnue : %d %q", r.code, r.stdout)
	}
}

func TestVersion(t *testing.T) {
	r := runCLI(t, "--version")
	// In a test binary the main module's version is "(devel)"; an installed binary prints its tag.
	if r.code != 0 || !strings.HasPrefix(r.stdout, "jeux ") || len(strings.TrimSpace(r.stdout)) <= len("jeux ") {
		t.Errorf("--version : statut %d, sortie %q", r.code, r.stdout)
	}
}

func TestFormats(t *testing.T) {
	table := runWith(t, "essai", "-n", "600", "-g", "5")
	if table.code != 0 || !strings.Contains(table.stdout, "commande : jeux essai --nombre 600 --graine 5\n") ||
		!strings.Contains(table.stdout, "| parties  |    600 |") {
		t.Errorf("format table : statut %d\n%s%s", table.code, table.stdout, table.stderr)
	}
	md := runWith(t, "essai", "-n", "600", "-g", "5", "-F", "markdown")
	if md.code != 0 || !strings.Contains(md.stdout, "|---") || !strings.Contains(md.stdout, "| parties  |    600 |") {
		t.Errorf("format markdown :\n%s", md.stdout)
	}
	c := runWith(t, "essai", "-n", "600", "-g", "5", "-F", "csv")
	if c.code != 0 || !strings.HasPrefix(c.stdout, "# commande: jeux essai\n# nombre: 600\n# graine: 5\n") ||
		!strings.Contains(c.stdout, "\nparties,moyenne,mode\n600,") {
		t.Errorf("format csv :\n%s", c.stdout)
	}
	js := runWith(t, "essai", "-n", "600", "-g", "5", "--format", "json")
	var v struct {
		Parametres struct {
			Commande string            `json:"commande"`
			Options  map[string]uint64 `json:"options"`
			Graine   uint64            `json:"graine"`
		} `json:"parametres"`
		Parties int64   `json:"parties"`
		Moyenne float64 `json:"moyenne"`
	}
	if err := json.Unmarshal([]byte(js.stdout), &v); err != nil || v.Parties != 600 || v.Parametres.Graine != 5 ||
		v.Parametres.Commande != "jeux essai" || v.Parametres.Options["nombre"] != 600 {
		t.Errorf("format json : %v\n%s", err, js.stdout)
	}
	// 600 rolls of a fair die: mean 3.5, standard error √(35/12/600) ≈ 0.07; 5 standard errors.
	if v.Moyenne < 3.15 || v.Moyenne > 3.85 {
		t.Errorf("moyenne de 600 dés = %v, loin de 3.5", v.Moyenne)
	}
}

func TestGraineTireeAffichee(t *testing.T) {
	r := runWith(t, "essai", "-n", "10")
	if r.code != 0 || !strings.Contains(r.stdout, "(tirée au hasard ; --graine ") {
		t.Errorf("graine tirée non affichée :\n%s", r.stdout)
	}
	c := runWith(t, "essai", "-n", "10", "-F", "csv")
	if !strings.Contains(c.stdout, "\n# graine: ") {
		t.Errorf("graine tirée absente du CSV :\n%s", c.stdout)
	}
}

func TestMemeGraineQuelsQueSoientLesWorkers(t *testing.T) {
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

// Integers are read in base 10 whatever their leading zeros: « -n 0100 » is 100 games (Go's
// literals made it 64), « -n 09 » is 9 (refused as bad octal), -g 010 is the seed 10.
func TestEntiersEnBaseDix(t *testing.T) {
	for _, c := range []struct {
		args    []string
		parties int64
	}{{[]string{"-n", "0100"}, 100}, {[]string{"-n", "09"}, 9}, {[]string{"-n", "100", "-w", "02"}, 100}} {
		r := runWith(t, append([]string{"essai", "-g", "1", "-F", "json"}, c.args...)...)
		var v resultatEssai
		if err := json.Unmarshal([]byte(r.stdout), &v); r.code != 0 || err != nil || v.Parties != c.parties {
			t.Errorf("essai %v : statut %d, %d parties, attendu %d ; %s", c.args, r.code, v.Parties, c.parties, r.stderr)
		}
	}
	a, b := runWith(t, "essai", "-n", "50", "-g", "010", "-F", "csv"), runWith(t, "essai", "-n", "50", "-g", "10", "-F", "csv")
	if a.code != 0 || a.stdout != b.stdout || !strings.Contains(a.stdout, "# graine: 10\n") {
		t.Errorf("-g 010 n'est pas la graine 10 :\n%s\n%s", a.stdout, b.stdout)
	}
	if r := runCLI(t, "rostam", "exhaustif", "-N", "010", "-F", "json"); r.code != 0 || !strings.Contains(r.stdout, `"N": 10`) {
		t.Errorf("-N 010 : statut %d, %.200s %s", r.code, r.stdout, r.stderr)
	}
}

// WORKERS is read only by a command that has -w, when -w is absent.
func TestWorkersLuSeulementSIlSert(t *testing.T) {
	t.Setenv("WORKERS", "n'importe quoi")
	for _, args := range [][]string{
		{"bataille", "stat", "-n", "100", "-g", "1", "-w", "2"},
		{"dominos", "conseil", "--chaine", "2:2 2:1", "--main", "2-0 1-0", "--adverse", "2", "--max", "2", "--budget", "8", "-g", "1"},
		{"rostam", "partie", "1 / 2"},
	} {
		if r := runCLI(t, args...); r.code != 0 || strings.Contains(r.stderr, "WORKERS") {
			t.Errorf("WORKERS invalide, %v : statut %d, %q", args, r.code, r.stderr)
		}
	}
	if r := runCLI(t, "bataille", "stat", "-n", "100", "-g", "1"); r.code != 2 || !strings.Contains(r.stderr, `WORKERS vaut "n'importe quoi"`) {
		t.Errorf("WORKERS invalide sans -w : statut %d, %q", r.code, r.stderr)
	}
}

func TestErreursDUsage(t *testing.T) {
	tests := []struct {
		name string
		env  string
		args []string
		want string
	}{
		{"n nul", "", []string{"essai", "-n", "0"}, "-n/--nombre vaut 0"},
		{"n non entier", "", []string{"essai", "-n", "abc"}, `valeur "abc" invalide pour -n/--nombre : un entier en base 10 est attendu`},
		{"graine négative", "", []string{"essai", "-g", "-3"}, `invalide pour -g/--graine : un entier positif ou nul en base 10 est attendu`},
		// Integers are decimal: no Go prefix, no separator, no space (pflag reads base 0).
		{"n hexadécimal", "", []string{"essai", "-n", "0x10"}, `valeur "0x10" invalide pour -n/--nombre : un entier en base 10 est attendu`},
		{"n séparé", "", []string{"essai", "-n", "1_000"}, `valeur "1_000" invalide pour -n/--nombre`},
		{"n binaire", "", []string{"essai", "-n", "0b11"}, `valeur "0b11" invalide pour -n/--nombre`},
		{"n avec plus", "", []string{"essai", "-n", "+5"}, `valeur "+5" invalide pour -n/--nombre`},
		{"graine octale", "", []string{"essai", "-g", "0o7"}, `valeur "0o7" invalide pour -g/--graine : un entier positif ou nul en base 10`},
		{"graine trop grande", "", []string{"essai", "-g", "18446744073709551616"}, `invalide pour -g/--graine : un entier positif ou nul en base 10 est attendu, au plus 18446744073709551615`},
		{"workers espacé", "", []string{"essai", "-w", " 2"}, `valeur " 2" invalide pour -w/--workers`},
		{"WORKERS espacé", " 2", []string{"essai"}, `WORKERS vaut " 2" : un entier de 1 à 1024 est attendu`},
		{"WORKERS octal", "0x2", []string{"essai"}, `WORKERS vaut "0x2"`},
		{"classes hexadécimal", "", []string{"bataille", "stat", "--classes", "0x10"}, `valeur "0x10" invalide pour --classes : un entier en base 10`},
		{"classes séparé", "", []string{"bataille", "stat", "--classes", "1_000"}, `valeur "1_000" invalide pour --classes`},
		{"cartes octal", "", []string{"rostam", "exhaustif", "-N", "0o10"}, `valeur "0o10" invalide pour -N/--cartes`},
		{"format inconnu", "", []string{"essai", "-F", "xml"}, `-F/--format vaut "xml" : formats acceptés par jeux essai : table, markdown, csv, csv-fr, json`},
		{"workers nul", "", []string{"essai", "-w", "0"}, "-w/--workers vaut 0 : un entier de 1 à 1024"},
		{"workers énorme", "", []string{"essai", "-w", "4611686018427387904"}, "-w/--workers vaut 4611686018427387904"},
		{"WORKERS invalide", "deux", []string{"essai"}, `WORKERS vaut "deux" : un entier de 1 à 1024 est attendu`},
		{"WORKERS nul", "0", []string{"essai"}, `WORKERS vaut "0"`},
		{"option inconnue", "", []string{"essai", "--vitesse", "3"}, "option inconnue --vitesse"},
		{"option courte inconnue", "", []string{"essai", "-x"}, "option inconnue -x"},
		{"option sans valeur", "", []string{"essai", "-n"}, "l'option -n/--nombre attend une valeur"},
		{"argument en trop", "", []string{"essai", "x", "-n", "3"}, `argument inattendu "x"`},
		{"option inconnue après argument", "", []string{"completion", "bash", "--vite"}, "option inconnue --vite"},
		{"commande inconnue", "", []string{"batailles"}, `commande inconnue "batailles"`},
		{"sous-commande inconnue", "", []string{"rostam", "partiee"}, `commande inconnue "partiee" : vouliez-vous dire partie ? (commandes acceptées partie, profil`},
		{"shell inconnu", "", []string{"completion", "tcsh"}, `shell "tcsh" inconnu`},
		{"shell absent", "", []string{"completion"}, `attend un argument`},
		{"booléen invalide", "", []string{"rostam", "partie", "--trace=peutetre", "1 / 2"}, `valeur "peutetre" invalide pour --trace : true ou false est attendu`},
		{"valeur sur deux lignes", "", []string{"rostam", "realisable", "ab\nc"}, `c`},
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
	for shell, want := range map[string]string{"bash": "complete -o default -F __start_jeux jeux", "zsh": "#compdef jeux", "fish": "complete -c jeux"} {
		r := runCLI(t, "completion", shell)
		if r.code != 0 || !strings.Contains(r.stdout, want) {
			t.Errorf("completion %s : statut %d, sortie sans %q", shell, r.code, want)
		}
	}
	// The scripts ask the binary: the candidates of a nested subcommand are its own flags.
	r := runCLI(t, "__complete", "rostam", "simule", "--")
	if r.code != 0 || !strings.Contains(r.stdout, "--limite") || strings.Contains(r.stdout, "--trace") {
		t.Errorf("__complete rostam simule -- : %q", r.stdout)
	}
	// Values are completed where the set is known.
	for _, c := range []struct {
		args []string
		want []string
	}{
		{[]string{"rostam", "simule", "-F", ""}, []string{"table", "markdown", "csv", "csv-fr", "json"}},
		{[]string{"bataille", "stat", "--regles", ""}, []string{"paternault", "delahaye"}},
		{[]string{"bataille", "record", "--ramassage", ""}, []string{"naturelle", "optimisee"}},
		{[]string{"completion", ""}, []string{"bash", "zsh", "fish"}},
		// The strategies as docs/regles.md §2 and §3 name them; toutes only where -p accepts it.
		{[]string{"dominos", "tournoi", "--s1", ""}, []string{"pire", "hasard", "plus_de_points", "plus_present", "bloqueur", "anticipation", "recherche"}},
		{[]string{"verger", "-p", ""}, []string{"max", "min", "random", "meilleure", "pire", "toutes"}},
		{[]string{"verger", "plot", "-p", ""}, []string{"max", "min", "random", "meilleure", "pire"}},
	} {
		r := runCLI(t, append([]string{"__complete"}, c.args...)...)
		var got []string
		for _, l := range strings.Split(r.stdout, "\n") {
			if l != "" && !strings.HasPrefix(l, ":") {
				got = append(got, l)
			}
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("__complete %v : %q, attendu %q", c.args, got, c.want)
		}
	}
}

// A missing required option is a usage error naming it.
func TestOptionObligatoire(t *testing.T) {
	for range 2 {
		var out, errb bytes.Buffer
		a := newApp(&out, &errb)
		app := a.Racine()
		app.AddCommand(a.Commande("essai", "", cli.Avec(nil, func(d *cli.Drapeaux) { d.Sortie("fichier du graphique") }),
			func(*cli.Contexte) (any, error) { return nil, nil }))
		app.SetArgs([]string{"essai"})
		err := app.Execute()
		if u, ok := err.(*cli.Refus); !ok || u.Error() != "option -o/--sortie obligatoire : fichier du graphique" {
			t.Fatalf("erreur %v", err)
		}
		app.SetArgs([]string{"essai", "-o", "x.png"})
		if err := app.Execute(); err != nil {
			t.Fatalf("avec -o : %v", err)
		}
	}
}

// exemples gives, for every command that takes -F, arguments that make it answer quickly; each
// game's test file adds its own. TestCommandesFormats fails for a command that has none.
var exemples = map[string][]string{}

// TestCommandesFormats walks every command × every format it accepts: JSON parses and holds the
// parameters (and the seed for a command that has -g), CSV parses as comment lines then blocks
// of one header row and rows of the same width, table and markdown show the command line.
// A format the command does not accept is refused with exit 2.
func TestCommandesFormats(t *testing.T) {
	var feuilles []*cobra.Command
	var parcourir func(*cobra.Command)
	parcourir = func(c *cobra.Command) {
		if c.Flags().Lookup(cli.OptFormat) != nil {
			feuilles = append(feuilles, c)
		}
		for _, s := range c.Commands() {
			parcourir(s)
		}
	}
	parcourir(newApp(io.Discard, io.Discard).Racine())
	sort.Slice(feuilles, func(i, j int) bool { return feuilles[i].CommandPath() < feuilles[j].CommandPath() })
	for _, cmd := range feuilles {
		chemin := cmd.CommandPath()
		args, ok := exemples[chemin]
		if !ok {
			t.Errorf("%s : aucun exemple dans la table exemples", chemin)
			continue
		}
		acceptes := strings.Split(cmd.Annotations[cli.AnnFormats], ",")
		if chemin == "jeux fusionne" {
			chemin = "jeux rostam simule" // the part's command, whose output fusionne gives
		}
		avecGraine := cmd.Flags().Lookup(cli.OptGraine) != nil
		for _, f := range []string{"table", "markdown", "csv", "json"} {
			ligne := append(append(strings.Fields(cmd.CommandPath())[1:], args...), "-F", f)
			r := runCLI(t, ligne...)
			if !slices.Contains(acceptes, f) {
				if r.code != 2 || r.stdout != "" || !strings.Contains(r.stderr, "formats acceptés") {
					t.Errorf("%v : format non accepté, statut %d, stderr %q", ligne, r.code, r.stderr)
				}
				continue
			}
			if r.code != 0 {
				t.Errorf("%v : statut %d, stderr %q", ligne, r.code, r.stderr)
				continue
			}
			switch f {
			case "json":
				var v map[string]any
				if err := json.Unmarshal([]byte(r.stdout), &v); err != nil {
					t.Errorf("%v : JSON illisible : %v", ligne, err)
					continue
				}
				p, _ := v["parametres"].(map[string]any)
				if p["commande"] != chemin || p["version"] == nil || p["options"] == nil {
					t.Errorf("%v : paramètres incomplets %v", ligne, p)
				}
				if _, ok := p["graine"]; avecGraine && !ok {
					t.Errorf("%v : graine absente des paramètres %v", ligne, p)
				}
			case "csv":
				verifierCSV(t, ligne, r.stdout, chemin, avecGraine)
			default:
				if len(acceptes) > 1 && !strings.HasPrefix(r.stdout, "commande : "+chemin) { // a text of its own has no heading
					t.Errorf("%v : la sortie ne commence pas par la commande :\n%s", ligne, r.stdout)
				}
			}
		}
	}
}

func verifierCSV(t *testing.T, ligne []string, sortie, chemin string, avecGraine bool) {
	t.Helper()
	if !strings.HasPrefix(sortie, "# commande: "+chemin+"\n") || !strings.Contains(sortie, "\n# version: ") ||
		(avecGraine && !strings.Contains(sortie, "\n# graine: ")) {
		t.Errorf("%v : paramètres absents du CSV :\n%s", ligne, sortie)
	}
	for i, bloc := range strings.Split(sortie, "\n\n") {
		var lignes []string
		for _, l := range strings.Split(bloc, "\n") {
			if l != "" && !strings.HasPrefix(l, "#") {
				lignes = append(lignes, l)
			}
		}
		if len(lignes) == 0 {
			continue
		}
		rec, err := csv.NewReader(strings.NewReader(strings.Join(lignes, "\n"))).ReadAll()
		if err != nil {
			t.Errorf("%v : bloc %d illisible : %v", ligne, i, err)
			continue
		}
		for _, l := range rec {
			for _, c := range l {
				if strings.HasSuffix(c, "%") || strings.HasPrefix(c, "[") {
					t.Errorf("%v : cellule pour les yeux %q dans le CSV", ligne, c)
				}
			}
		}
	}
}

// jeux man writes one page per command, named after its path, from the same definitions as the
// help: its options and examples are there.
func TestPagesDeManuel(t *testing.T) {
	dir := t.TempDir()
	if r := runCLI(t, "man", dir); r.code != 0 || r.stdout != "" {
		t.Fatalf("man : statut %d, %q", r.code, r.stderr)
	}
	b, err := os.ReadFile(dir + "/jeux-rostam-simule.1")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{".TH \"JEUX-ROSTAM-SIMULE\" 1", ".SH OPTIONS", `\-\-limite`, ".SH EXEMPLES", "jeux\\-rostam(1)"} {
		if !strings.Contains(string(b), want) {
			t.Errorf("page sans %q :\n%s", want, b)
		}
	}
	pages, _ := os.ReadDir(dir)
	var n int
	var compter func(*cobra.Command)
	compter = func(c *cobra.Command) {
		if c.Hidden || c.Name() == "help" {
			return
		}
		n++
		for _, s := range c.Commands() {
			compter(s)
		}
	}
	compter(newApp(io.Discard, io.Discard).Racine())
	if len(pages) != n {
		t.Errorf("%d pages pour %d commandes", len(pages), n)
	}
	if r := runCLI(t, "man", dir+"/absent"); r.code != 2 || !strings.Contains(r.stderr, "absent") {
		t.Errorf("dossier absent : statut %d, %q", r.code, r.stderr)
	}
}

// jeux cache: the directory, the list with sizes, and vide, by age or whole; a run with a drawn
// seed is not cached.
func TestCache(t *testing.T) {
	dossier := t.TempDir()
	t.Setenv("JEUX_CACHE", dossier)
	if r := runCLI(t, "cache", "chemin"); r.code != 0 || r.stdout != dossier+"\n" {
		t.Errorf("chemin : %d %q", r.code, r.stdout)
	}
	if r := runCLI(t, "bataille", "stat", "-n", "100"); r.code != 0 {
		t.Fatal(r.stderr)
	}
	if l, _ := os.ReadDir(dossier); len(l) != 0 {
		t.Errorf("une simulation à graine tirée a été gardée : %v", l)
	}
	if r := runCLI(t, "bataille", "stat", "-n", "100", "-g", "3"); r.code != 0 {
		t.Fatal(r.stderr)
	}
	var l struct {
		Total   int64 `json:"octets_total"`
		Entrees []struct {
			Parties, Graine uint64
			Octets          int64
		} `json:"entrees"`
	}
	r := runCLI(t, "cache", "liste", "-F", "json")
	if err := json.Unmarshal([]byte(r.stdout), &l); err != nil || len(l.Entrees) != 1 || l.Entrees[0].Graine != 3 ||
		l.Entrees[0].Parties != 100 || l.Total != l.Entrees[0].Octets || l.Total == 0 {
		t.Fatalf("liste : %v %+v", err, l)
	}
	if r := runCLI(t, "cache", "vide", "--plus-vieux-que", "30j", "-F", "json"); r.code != 0 || !strings.Contains(r.stdout, `"fichiers": 0`) {
		t.Errorf("vide --plus-vieux-que 30j : %q", r.stdout)
	}
	if r := runCLI(t, "cache", "vide", "-F", "json"); r.code != 0 || !strings.Contains(r.stdout, `"fichiers": 1`) {
		t.Errorf("vide : %q", r.stdout)
	}
	if r := runCLI(t, "cache", "vide", "--plus-vieux-que", "abc"); r.code != 2 || !strings.Contains(r.stderr, "--plus-vieux-que") {
		t.Errorf("âge invalide : %d %q", r.code, r.stderr)
	}
	if r := runCLI(t, "cache", "chemin", "-F", "json"); r.code != 2 {
		t.Errorf("chemin -F json : %d", r.code)
	}
}

// One short option means one thing: no two commands use the same letter for options of
// different long names.
// A letter has one meaning within a game's commands (and within the commands of jeux itself):
// -c is --couleurs throughout bataille and --corbeau throughout verger, as in their sources.
func TestUneLettreUneOption(t *testing.T) {
	var vus map[string]string // short → "long (first command)", for the game being walked
	var parcourir func(*cobra.Command)
	parcourir = func(c *cobra.Command) {
		if c.HasParent() && !c.Parent().HasParent() {
			vus = map[string]string{} // a game's tree, or a command of jeux itself
		}
		c.InitDefaultHelpFlag()
		c.Flags().VisitAll(func(f *pflag.Flag) {
			if f.Shorthand == "" {
				return
			}
			if avant, ok := vus[f.Shorthand]; ok && !strings.HasPrefix(avant, f.Name+" ") {
				t.Errorf("-%s est --%s dans %s et %s", f.Shorthand, f.Name, c.CommandPath(), avant)
			}
			if _, ok := vus[f.Shorthand]; !ok {
				vus[f.Shorthand] = f.Name + " (" + c.CommandPath() + ")"
			}
		})
		for _, s := range c.Commands() {
			parcourir(s)
		}
	}
	app := newApp(io.Discard, io.Discard).Racine()
	vus = map[string]string{}
	parcourir(app)
}

// plein is a stdout on a full disk.
type plein struct{}

func (plein) Write([]byte) (int, error) { return 0, syscall.ENOSPC }

// A write error on stdout is one French line and a non-zero status; a closed pipe ends quietly.
func TestSortieImpossible(t *testing.T) {
	var errb bytes.Buffer
	if code := run([]string{"jeux", "rostam", "profil", "4 1 / 2 3"}, plein{}, &errb); code != 1 ||
		errb.String() != "jeux : écriture du résultat impossible : plus de place sur le disque\n" {
		t.Errorf("disque plein : statut %d, stderr %q", code, errb.String())
	}
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	r.Close()
	errb.Reset()
	if code := run([]string{"jeux", "rostam", "profil", "4 1 / 2 3"}, w, &errb); code != 1 || errb.String() != "" {
		t.Errorf("tube fermé : statut %d, stderr %q", code, errb.String())
	}
	w.Close()
}
