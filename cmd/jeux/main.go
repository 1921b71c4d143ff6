// Command jeux answers questions about small games by simulation, exhaustive enumeration and
// exact computation. It only starts the application that package commandes assembles.
package main

import (
	"io"
	"os"

	"github.com/spf13/cobra"

	jeux "jeux/commandes"
	"jeux/internal/cli"
)

// Commands are listed in the order they are defined: the games' own order, not the alphabet's.
func init() { cobra.EnableCommandSorting = false }

func main() {
	limiterArenes()
	os.Exit(run(os.Args, os.Stdout, os.Stderr))
}

// run executes the command line args and returns the exit status: 0 on success, 2 for a usage
// or input error, 1 for a runtime failure (interruption included).
func run(args []string, stdout, stderr io.Writer) int {
	return newApp(stdout, stderr).Executer(args)
}

// newApp is the application, writing on stdout and stderr.
func newApp(stdout, stderr io.Writer) *cli.App { return jeux.Application(stdout, stderr) }
