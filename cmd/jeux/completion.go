package main

import (
	"bytes"

	"github.com/spf13/cobra"

	"jeux/internal/cli"
)

// completionCommand prints the completion script of a shell, generated from the command tree:
// the scripts ask the binary itself for the candidates, so nested subcommands of the same name
// get their own options.
func completionCommand(app *cli.App) *cobra.Command {
	cmd := app.Commande("completion SHELL", "affiche le script de complétion pour bash, zsh ou fish", nil, func(c *cli.Contexte) (any, error) {
		var b bytes.Buffer
		root := app.Racine()
		var err error
		switch shell := c.Arg(0); shell {
		case "bash":
			err = root.GenBashCompletionV2(&b, true)
		case "zsh":
			err = root.GenZshCompletion(&b)
		case "fish":
			err = root.GenFishCompletion(&b, true)
		default:
			return nil, cli.ErreurUsage("shell %q inconnu : valeurs acceptées bash, zsh, fish", shell)
		}
		if err != nil {
			return nil, err
		}
		_, err = c.Stdout().Write(b.Bytes())
		return nil, cli.ErreurEcriture(err)
	})
	cmd.Args = cli.Argument("SHELL (bash, zsh ou fish)")
	cmd.ValidArgs = []string{"bash", "zsh", "fish"}
	cmd.Long = "bash : source <(jeux completion bash)\n" +
		"zsh : autoload -U compinit && compinit ; source <(jeux completion zsh)\n" +
		"fish : jeux completion fish | source"
	return cmd
}
