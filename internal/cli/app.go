package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"slices"
	"strings"
	"syscall"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"jeux/internal/fichier"
	"jeux/internal/langue"
	"jeux/internal/memoire"
	"jeux/parametre"
)

// App is the application: its command tree and the state every command shares. Each call of
// NouvelleApp makes a new one, so that tests may run several at once.
type App struct {
	racine *cobra.Command
	// moteurs are lines « name : engine » that --version adds after the version.
	moteurs []string
	// partageables maps each command built by Partagee to its computation, for fusionne.
	partageables map[*cobra.Command]partageable
	// drapeaux are the flags of each command built by App.Commande, bound to its options.
	drapeaux map[*cobra.Command]*Drapeaux
	// sortie is stdout, remembering its first write error, whoever wrote (a command, the help,
	// cobra's --version): Executer reports it, so that no output is lost in silence.
	sortie *sortie
	// textes are the French texts of the tree (descriptions, examples, option usages), kept
	// when Executer first writes them in the run's language.
	textes map[*string]string
	// aideRefusee is set when the help asked for names a subcommand that does not exist:
	// Executer then reports it as a usage error.
	aideRefusee error
}

// NouvelleApp makes the application's root command; moteurs are the lines --version adds.
func NouvelleApp(use, court string, moteurs ...string) *App {
	a := &App{moteurs: moteurs, partageables: map[*cobra.Command]partageable{},
		drapeaux: map[*cobra.Command]*Drapeaux{}}
	a.racine = &cobra.Command{
		Use:     use,
		Short:   court,
		Version: a.TexteVersion(),
		Args:    SansArgument,
		RunE:    func(c *cobra.Command, _ []string) error { return c.Help() },
	}
	return a
}

// Racine is the root command.
func (a *App) Racine() *cobra.Command { return a.racine }

// Ajouter adds commands under the root.
func (a *App) Ajouter(cmds ...*cobra.Command) { a.racine.AddCommand(cmds...) }

// TexteVersion is what --version prints: the version, then the engines.
func (a *App) TexteVersion() string { return a.texteVersion(langue.Francais) }

// texteVersion is TexteVersion in the language l: an engine's line « name : description » is
// written as the catalog has it whole, else each of its two halves as the catalog has it.
func (a *App) texteVersion(l langue.Langue) string {
	t := "jeux " + l.Si(Version()) + "\n" // « (inconnue) » has its English
	for _, m := range a.moteurs {
		if en := l.Si(m); en != m || l == langue.Francais {
			m = en
		} else if nom, quoi, ok := strings.Cut(m, " : "); ok {
			m = l.Sprintf("%s : %s", l.Si(nom), l.Si(quoi))
		}
		t += m + "\n"
	}
	return t
}

// Preparer gives every command of the tree the shared behaviour: French errors and help,
// output on the given writers, suggestions for a mistyped command, flags anywhere on the line,
// and « help » under every group (jeux bataille help stat).
func (a *App) Preparer(stdout, stderr io.Writer) {
	app := a.racine
	a.sortie = &sortie{w: stdout}
	app.SetOut(a.sortie)
	app.SetErr(stderr)
	app.SilenceErrors = true
	app.SilenceUsage = true
	app.DisableSuggestions = true // suggestions are made in French, by argumentInattendu
	app.CompletionOptions.DisableDefaultCmd = true
	app.SetFlagErrorFunc(erreurOption)
	app.PersistentFlags().BoolP("help", "h", false, "affiche l'aide")
	app.PersistentFlags().String(langue.Options[0], "", "langue des messages : fr ou en (défaut : celle de LC_ALL, LC_MESSAGES ou LANG, sinon fr)")
	app.Flags().Bool("version", false, "affiche la version")
	app.SetVersionTemplate("{{.Version}}") // the app's Version is TexteVersion, lines included
	app.SetHelpFunc(a.aide)
	app.SetHelpCommand(a.aideCommand(app))
	var parcourir func(*cobra.Command)
	parcourir = func(cmd *cobra.Command) {
		if cmd.Annotations[annPartage] != "" {
			avecShard(cmd, a.drapeaux[cmd])
		}
		cmd.Flags().SortFlags = false
		cmd.DisableFlagsInUseLine = true
		for _, s := range cmd.Commands() {
			parcourir(s)
		}
		if cmd != app && cmd.HasSubCommands() {
			cmd.AddCommand(a.aideCommand(cmd))
		}
	}
	parcourir(app)
	nommer(app)
}

// Executer runs the application on the command line args (args[0] is the program) with Ctrl-C
// and SIGTERM cancelling its context, reports its error on stderr and returns the exit status:
// 0 on success, 2 for a usage or input error (one French line), 1 for a runtime failure or an
// interruption.
func (a *App) Executer(args []string) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	memoire.Regler()
	app := a.racine
	l, err := langue.Choisir(args, os.Getenv)
	a.parler(l)
	if err != nil {
		fmt.Fprintln(app.ErrOrStderr(), l.Sprintf("jeux : %s", err))
		return 2
	}
	ctx = langue.Avec(ctx, l)
	app.SetArgs(args[1:])
	a.aideRefusee = nil
	a.sortie.err = nil
	err = app.ExecuteContext(ctx)
	if err == nil {
		err = a.aideRefusee
	}
	stderr := app.ErrOrStderr()
	var refus *Refus
	var echec *parametre.Echec
	if ecriture := a.sortie.err; ecriture != nil && !errors.As(err, &refus) {
		// What could not be written is the failure, whatever the command made of it (cobra's
		// --version returns it in English, the help and dominos joue went on).
		err = ErreurEcriture(ecriture)
	}
	switch {
	case err == nil:
		return 0
	case errors.As(err, &refus):
		fmt.Fprintln(stderr, l.Sprintf("jeux : %s", refus.Texte(l)))
		return 2
	case errors.Is(err, context.Canceled):
		fmt.Fprintln(stderr, l.T("jeux : interrompu"))
		return 1
	case fichier.TubeFerme(err):
		return 1 // a closed pipe (| head): nothing more to say
	case errors.As(err, &echec):
		format, args := echec.Texte()
		fmt.Fprintln(stderr, l.Sprintf("jeux : %s", UneLigne(l.Sprintf(format, valeursEn(l, args)...))))
		return 1
	default:
		fmt.Fprintln(stderr, l.Sprintf("jeux : %s", UneLigne(TexteErreur(l, err))))
		return 1
	}
}

// aideCommand is « help [commande…] » under groupe: the help of a command below it.
func (a *App) aideCommand(groupe *cobra.Command) *cobra.Command {
	return &cobra.Command{
		Use:    "help [commande…]",
		Short:  "décrit une commande : ce qu'elle fait, ses options, des exemples",
		Hidden: groupe.HasParent(),
		RunE: func(c *cobra.Command, args []string) error {
			cible, reste, err := groupe.Find(args)
			if err != nil || len(reste) > 0 {
				groupe.SuggestionsMinimumDistance = 2
				if proches := suggestions(groupe, args[len(args)-1]); len(args) == 1 && len(proches) > 0 {
					return ErreurUsage("commande inconnue %q : vouliez-vous dire %s ? (« %s help » liste les commandes)",
						args[0], ou(LangueDe(groupe), proches), Chemin(groupe))
				}
				return ErreurUsage("commande inconnue %q : « %s help » liste les commandes", strings.Join(args, " "), Chemin(groupe))
			}
			a.aide(cible, nil)
			return nil
		},
	}
}

// Entree sets the standard input the commands read (jeux dominos joue, jeux fusionne -).
func (a *App) Entree(r io.Reader) { a.racine.SetIn(r) }

// CommandesPartagees are the paths of the commands of this application that --shard splits.
func (a *App) CommandesPartagees() []string {
	var l []string
	for cmd := range a.partageables {
		l = append(l, cmd.CommandPath())
	}
	slices.Sort(l)
	return l
}

// annLangue is the root command's annotation that holds the language of the run.
const annLangue = "jeux/langue"

// LangueDe is the language of the run cmd belongs to.
func LangueDe(cmd *cobra.Command) langue.Langue {
	l, _ := langue.Lire(cmd.Root().Annotations[annLangue])
	return l
}

// Langue is the language of the application's last run (French before any).
func (a *App) Langue() langue.Langue { return LangueDe(a.racine) }

// parler writes the tree's texts in the language l: the descriptions, examples and option
// usages, whose French is kept to be written again in another run's language.
func (a *App) parler(l langue.Langue) {
	annoter(a.racine, annLangue, l.String())
	a.racine.Version = a.texteVersion(l)
	if a.textes == nil {
		a.textes = map[*string]string{}
	}
	traduire := func(s *string) {
		fr, ok := a.textes[s]
		if !ok {
			fr = *s
			a.textes[s] = fr
		}
		*s = l.T(fr)
	}
	var parcourir func(*cobra.Command)
	parcourir = func(cmd *cobra.Command) {
		traduire(&cmd.Short)
		traduire(&cmd.Long)
		traduire(&cmd.Example)
		for _, fs := range []*pflag.FlagSet{cmd.LocalNonPersistentFlags(), cmd.PersistentFlags()} {
			fs.VisitAll(func(f *pflag.Flag) { traduire(&f.Usage) })
		}
		for _, s := range cmd.Commands() {
			parcourir(s)
		}
	}
	parcourir(a.racine)
}

// nommer gives every command and option of the tree its English name beside its French one,
// in both languages: the commands as aliases, the options by the flag sets' normalization.
func nommer(racine *cobra.Command) {
	vers := map[string]string{} // English → French
	for fr, en := range langue.NomsAnglais(false) {
		vers[en] = fr
	}
	racine.SetGlobalNormalizationFunc(func(_ *pflag.FlagSet, nom string) pflag.NormalizedName {
		if fr, ok := vers[nom]; ok {
			return pflag.NormalizedName(fr)
		}
		return pflag.NormalizedName(nom)
	})
	anglais := langue.NomsAnglais(true)
	var parcourir func(*cobra.Command)
	parcourir = func(cmd *cobra.Command) {
		if en, ok := anglais[cmd.Name()]; ok && en != cmd.Name() && !slices.Contains(cmd.Aliases, en) {
			cmd.Aliases = append(cmd.Aliases, en)
		}
		for _, s := range cmd.Commands() {
			parcourir(s)
		}
	}
	parcourir(racine)
}

// Chemin is the path of cmd as the user reads it, in the run's language: « jeux war stat ».
func Chemin(cmd *cobra.Command) string {
	l := LangueDe(cmd)
	var noms []string
	for x := cmd; x != nil; x = x.Parent() {
		noms = append([]string{l.Commande(x.Name())}, noms...)
	}
	return strings.Join(noms, " ")
}

// suggestions are the subcommands of cmd whose French or English name is close to the word
// typed, by their name in the run's language.
func suggestions(cmd *cobra.Command, mot string) []string {
	l := LangueDe(cmd)
	var proches []string
	for _, s := range cmd.Commands() {
		if !s.IsAvailableCommand() || s.Name() == "help" {
			continue
		}
		for _, nom := range append([]string{s.Name()}, s.Aliases...) {
			if distance(strings.ToLower(mot), strings.ToLower(nom)) <= 2 || (len(mot) >= 3 && strings.HasPrefix(nom, strings.ToLower(mot))) {
				proches = append(proches, l.Commande(s.Name()))
				break
			}
		}
	}
	return proches
}

// distance is the Levenshtein distance of a and b, in bytes.
func distance(a, b string) int {
	d := make([]int, len(b)+1)
	for j := range d {
		d[j] = j
	}
	for i := 1; i <= len(a); i++ {
		prec := d[0]
		d[0] = i
		for j := 1; j <= len(b); j++ {
			cout := 1
			if a[i-1] == b[j-1] {
				cout = 0
			}
			prec, d[j] = d[j], min(d[j]+1, d[j-1]+1, prec+cout)
		}
	}
	return d[len(b)]
}

// ou joins names with « ou » (French) or « or » (English).
func ou(l langue.Langue, noms []string) string { return strings.Join(noms, l.T(" ou ")) }
