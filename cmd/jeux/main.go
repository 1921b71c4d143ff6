// Command jeux answers questions about small games by simulation, exhaustive enumeration and
// exact computation: how long a game of War lasts, which domino strategy wins, how likely the
// Orchard is won, and which one-colour War deals never end.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime/debug"

	"github.com/urfave/cli/v2"
)

func main() {
	os.Exit(run(os.Args, os.Stdout, os.Stderr))
}

// run executes the command line args and returns the exit status: 0 on success, 2 for a usage
// or input error, 1 for a runtime failure (interruption included).
func run(args []string, stdout, stderr io.Writer) int {
	return execute(newApp(stdout, stderr), args)
}

// execute runs app on args, reports its error on the app's stderr and returns the exit status.
func execute(app *cli.App, args []string) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	err := app.RunContext(ctx, reordonner(app, args))
	stderr := app.ErrWriter
	var usage *usageError
	switch {
	case err == nil:
		return 0
	case errors.As(err, &usage):
		fmt.Fprintln(stderr, "jeux :", usage.msg)
		return 2
	case errors.Is(err, context.Canceled):
		fmt.Fprintln(stderr, "jeux : interrompu")
		return 1
	default:
		fmt.Fprintln(stderr, "jeux :", err)
		return 1
	}
}

// newApp assembles the application; it writes results on stdout and everything else on stderr,
// and never exits the process itself.
func newApp(stdout, stderr io.Writer) *cli.App {
	app := &cli.App{
		Name:                 "jeux",
		Usage:                "durées, stratégies et probabilités de petits jeux, par simulation et calcul exact",
		Version:              version(),
		Writer:               stdout,
		ErrWriter:            stderr,
		EnableBashCompletion: true,
		HideHelpCommand:      true,
		Commands: []*cli.Command{
			batailleCommand(),
			dominosCommand(),
			vergerCommand(),
			rostamCommand(),
			completionCommand(),
		},
		ExitErrHandler: func(*cli.Context, error) {}, // run turns errors into exit statuses
	}
	app.OnUsageError = onUsageError
	app.Action = sousCommandeInconnue
	for _, c := range app.Commands {
		prepare(c)
	}
	return app
}

// prepare gives every command the shared usage-error handling, checks its required flags with a
// French message, and rejects unknown subcommands.
func prepare(c *cli.Command) {
	c.OnUsageError = onUsageError
	c.HideHelpCommand = true
	if c.Action == nil && len(c.Subcommands) > 0 {
		c.Action = sousCommandeInconnue
	}
	if c.Action != nil {
		c.Action = verifierFormat(c.Flags, verifierObligatoires(c.Flags, c.Action))
	}
	for _, s := range c.Subcommands {
		prepare(s)
	}
}

// version is the module version recorded in the binary's build information.
func version() string {
	info, ok := debug.ReadBuildInfo()
	if !ok || info.Main.Version == "" {
		return "(inconnue)"
	}
	return info.Main.Version
}
