// Command jeux answers questions about small games by simulation, exhaustive enumeration and
// exact computation: how long a game of War lasts, which domino strategy wins, how likely the
// Orchard is won, and which one-colour War deals never end.
package main

import (
	"io"
	"os"

	"github.com/spf13/cobra"

	"jeux/commandes/bataille"
	"jeux/commandes/dominos"
	"jeux/commandes/rostam"
	"jeux/commandes/verger"
	"jeux/internal/cli"
	"jeux/internal/langue"
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

var _ = langue.Enregistrer(map[string]string{
	"durées, stratégies et probabilités de petits jeux, par simulation et calcul exact": "durations, strategies and probabilities of small games, by simulation and exact computation",
})

// newApp assembles the application; it writes results on stdout and everything else on stderr,
// and never exits the process itself.
func newApp(stdout, stderr io.Writer) *cli.App {
	app := cli.NouvelleApp("jeux", "durées, stratégies et probabilités de petits jeux, par simulation et calcul exact",
		rostam.Moteurs()...)
	app.Ajouter(
		bataille.Commande(app),
		dominos.Commande(app),
		verger.Commande(app),
		rostam.Commande(app),
		cli.CacheCommande(app),
		app.FusionneCommand(),
		app.CompletionCommand(),
		app.ManCommand(),
	)
	app.Preparer(stdout, stderr)
	return app
}
