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
	// The library's usage line is a template of its own, not exported: it is written out here.
	usage := strings.NewReplacer(`{{template "usageTemplate" .}}`,
		`{{if .UsageText}}{{wrap .UsageText 3}}{{else}}{{.HelpName}}{{if .VisibleFlags}} [options]{{end}}`+
			`{{if .ArgsUsage}} {{.ArgsUsage}}{{else}}{{if .Args}} [arguments…]{{end}}{{end}}{{end}}`)
	cli.AppHelpTemplate = headings.Replace(cli.AppHelpTemplate)
	cli.CommandHelpTemplate = headings.Replace(usage.Replace(cli.CommandHelpTemplate))
	cli.SubcommandHelpTemplate = headings.Replace(usage.Replace(cli.SubcommandHelpTemplate))
	cli.HelpFlag = &cli.BoolFlag{Name: "help", Aliases: []string{"h"}, Usage: "affiche l'aide"}
	cli.VersionFlag = &cli.BoolFlag{Name: "version", Usage: "affiche la version"}

	english := cli.FlagStringer
	cli.FlagStringer = func(f cli.Flag) string {
		names, usage, _ := strings.Cut(english(f), "\t")
		names = strings.ReplaceAll(names, " value", " valeur")
		if _, ok := f.(*cli.BoolFlag); ok {
			usage = strings.Replace(usage, " (default: false)", "", 1)
		}
		return names + "\t" + strings.Replace(usage, "(default: ", "(défaut : ", 1)
	}
}
