// Package commandes assembles jeux's application: the four games' command lines (one package
// each, below this one) and the commands every game shares, in the order the help lists them.
package commandes

import (
	"io"

	"jeux/commandes/bataille"
	"jeux/commandes/dominos"
	"jeux/commandes/rostam"
	"jeux/commandes/verger"
	"jeux/internal/cli"
	"jeux/internal/langue"
)

var _ = langue.Enregistrer(map[string]string{
	"durées, stratégies et probabilités de petits jeux, par simulation et calcul exact": "durations, strategies and probabilities of small games, by simulation and exact computation",
})

// Application is jeux: it writes results on stdout and everything else on stderr, and never
// exits the process itself.
func Application(stdout, stderr io.Writer) *cli.App {
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
