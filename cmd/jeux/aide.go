package main

import (
	"strings"

	"github.com/urfave/cli/v2"
)

// The help screens are French like the rest of the interface: the library's templates and flag
// descriptions are translated once, when the program starts.
func init() {
	headings := strings.NewReplacer(
		"NAME:", "NOM :",
		"USAGE:", "UTILISATION :",
		"VERSION:", "VERSION :",
		"DESCRIPTION:", "DESCRIPTION :",
		"CATEGORY:", "CATÉGORIE :",
		"GLOBAL OPTIONS:", "OPTIONS GÉNÉRALES :",
		"COMMANDS:", "COMMANDES :",
		"OPTIONS:", "OPTIONS :",
		"command [command options]", "commande [options]",
		"[global options]", "[options]",
		"[command options]", "[options]",
		"[arguments...]", "[arguments…]",
	)
	cli.AppHelpTemplate = headings.Replace(cli.AppHelpTemplate)
	cli.CommandHelpTemplate = headings.Replace(cli.CommandHelpTemplate)
	cli.SubcommandHelpTemplate = headings.Replace(cli.SubcommandHelpTemplate)
	cli.HelpFlag = &cli.BoolFlag{Name: "help", Aliases: []string{"h"}, Usage: "affiche l'aide"}
	cli.VersionFlag = &cli.BoolFlag{Name: "version", Usage: "affiche la version"}

	english := cli.FlagStringer
	cli.FlagStringer = func(f cli.Flag) string {
		s := english(f)
		if _, ok := f.(*cli.BoolFlag); ok {
			return strings.Replace(s, " (default: false)", "", 1)
		}
		return strings.Replace(s, "(default: ", "(défaut : ", 1)
	}
}
