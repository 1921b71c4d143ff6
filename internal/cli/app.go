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

	"jeux/internal/fichier"
	"jeux/internal/memoire"
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
func (a *App) TexteVersion() string {
	t := "jeux " + Version() + "\n"
	for _, m := range a.moteurs {
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
	app.SetArgs(args[1:])
	a.aideRefusee = nil
	a.sortie.err = nil
	err := app.ExecuteContext(ctx)
	if err == nil {
		err = a.aideRefusee
	}
	stderr := app.ErrOrStderr()
	var refus *Refus
	if ecriture := a.sortie.err; ecriture != nil && !errors.As(err, &refus) {
		// What could not be written is the failure, whatever the command made of it (cobra's
		// --version returns it in English, the help and dominos joue went on).
		err = ErreurEcriture(ecriture)
	}
	switch {
	case err == nil:
		return 0
	case errors.As(err, &refus):
		fmt.Fprintln(stderr, "jeux :", refus.msg)
		return 2
	case errors.Is(err, context.Canceled):
		fmt.Fprintln(stderr, "jeux : interrompu")
		return 1
	case fichier.TubeFerme(err):
		return 1 // a closed pipe (| head): nothing more to say
	default:
		fmt.Fprintln(stderr, "jeux :", UneLigne(err.Error()))
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
				if proches := groupe.SuggestionsFor(args[len(args)-1]); len(args) == 1 && len(proches) > 0 {
					return ErreurUsage("commande inconnue %q : vouliez-vous dire %s ? (« %s help » liste les commandes)",
						args[0], strings.Join(proches, " ou "), groupe.CommandPath())
				}
				return ErreurUsage("commande inconnue %q : « %s help » liste les commandes", strings.Join(args, " "), groupe.CommandPath())
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
