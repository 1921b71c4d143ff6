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
	"syscall"

	"github.com/spf13/cobra"
)

// Commands are listed in the order they are defined: the games' own order, not the alphabet's.
func init() { cobra.EnableCommandSorting = false }

func main() {
	os.Exit(run(os.Args, os.Stdout, os.Stderr))
}

// run executes the command line args and returns the exit status: 0 on success, 2 for a usage
// or input error, 1 for a runtime failure (interruption included).
func run(args []string, stdout, stderr io.Writer) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	app := newApp(stdout, stderr)
	app.SetArgs(args[1:])
	err := app.ExecuteContext(ctx)
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
	case errors.Is(err, syscall.EPIPE):
		return 1 // a closed pipe (| head): nothing more to say
	default:
		fmt.Fprintln(stderr, "jeux :", uneLigne(err.Error()))
		return 1
	}
}

// newApp assembles the application; it writes results on stdout and everything else on stderr,
// and never exits the process itself.
func newApp(stdout, stderr io.Writer) *cobra.Command {
	app := &cobra.Command{
		Use:     "jeux",
		Short:   "durées, stratégies et probabilités de petits jeux, par simulation et calcul exact",
		Version: version(),
		Args:    sansArgument,
		RunE:    func(c *cobra.Command, _ []string) error { return c.Help() },
	}
	app.AddCommand(
		batailleCommand(),
		dominosCommand(),
		vergerCommand(),
		rostamCommand(),
		cacheCommand(),
		fusionneCommand(),
		completionCommand(),
		manCommand(),
	)
	preparer(app, stdout, stderr)
	return app
}

// version is the module version recorded in the binary's build information.
func version() string {
	info, ok := debug.ReadBuildInfo()
	if !ok || info.Main.Version == "" {
		return "(inconnue)"
	}
	return info.Main.Version
}
