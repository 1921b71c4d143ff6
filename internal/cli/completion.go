package cli

import (
	"bytes"

	"github.com/spf13/cobra"

	"jeux/internal/langue"
)

// CompletionCommand is « jeux completion SHELL »: it prints the completion script of a shell, generated from the command tree:
// the scripts ask the binary itself for the candidates, so nested subcommands of the same name
// get their own options.
func (app *App) CompletionCommand() *cobra.Command {
	cmd := app.Commande("completion SHELL", "affiche le script de complétion pour bash, zsh ou fish", nil, func(c *Contexte) (any, error) {
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
			return nil, ErreurUsage("shell %q inconnu : valeurs acceptées bash, zsh, fish", shell)
		}
		if err != nil {
			return nil, err
		}
		_, err = c.Stdout().Write(b.Bytes())
		return nil, ErreurEcriture(err)
	})
	cmd.Args = Argument("SHELL (bash, zsh ou fish)")
	cmd.ValidArgs = []string{"bash", "zsh", "fish"}
	cmd.Long = "bash : source <(jeux completion bash)\n" +
		"zsh : autoload -U compinit && compinit ; source <(jeux completion zsh)\n" +
		"fish : jeux completion fish | source"
	return cmd
}

var _ = langue.Enregistrer(map[string]string{
	"affiche le script de complétion pour bash, zsh ou fish": "prints the completion script for bash, zsh or fish",
	"SHELL (bash, zsh ou fish)":                              "SHELL (bash, zsh or fish)",
	"shell %q inconnu : valeurs acceptées bash, zsh, fish":   "unknown shell %q: accepted values bash, zsh, fish",
	"bash : source <(jeux completion bash)\n" +
		"zsh : autoload -U compinit && compinit ; source <(jeux completion zsh)\n" +
		"fish : jeux completion fish | source": "bash: source <(jeux completion bash)\n" +
		"zsh: autoload -U compinit && compinit; source <(jeux completion zsh)\n" +
		"fish: jeux completion fish | source",
})
