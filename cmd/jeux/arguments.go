package main

import (
	"strings"

	"github.com/urfave/cli/v2"
)

// reordonner moves the options written after a command's positional arguments in front of them,
// so that "jeux rostam partie POSITION --trace" means what it says: the urfave/cli v2 parser stops
// reading options at the first positional argument. Options are recognised from the command's
// own flag definitions (to know which take a value); everything after "--" stays positional.
func reordonner(app *cli.App, args []string) []string {
	if len(args) < 2 {
		return args
	}
	commands := app.Commands
	var cmd *cli.Command
	i := 1
	for ; i < len(args) && (cmd == nil || len(cmd.Subcommands) > 0); i++ {
		a := args[i]
		if strings.HasPrefix(a, "-") {
			continue
		}
		next := trouverCommande(commands, a)
		if next == nil {
			break
		}
		cmd, commands = next, next.Subcommands
	}
	if cmd == nil || len(cmd.Subcommands) > 0 {
		return args
	}
	out := append([]string(nil), args[:i]...)
	var options, positionnels []string
	for ; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			positionnels = append(positionnels, args[i+1:]...)
			i = len(args)
		case len(a) > 1 && strings.HasPrefix(a, "-"):
			options = append(options, a)
			if !strings.Contains(a, "=") && prendValeur(cmd, strings.TrimLeft(a, "-")) && i+1 < len(args) {
				i++
				options = append(options, args[i])
			}
		default:
			positionnels = append(positionnels, a)
		}
	}
	out = append(out, options...)
	if len(positionnels) > 0 {
		out = append(out, "--")
		out = append(out, positionnels...)
	}
	return out
}

func trouverCommande(commands []*cli.Command, name string) *cli.Command {
	for _, c := range commands {
		if c.HasName(name) {
			return c
		}
	}
	return nil
}

// prendValeur tells whether the command's flag called name is followed by a value.
func prendValeur(cmd *cli.Command, name string) bool {
	for _, f := range cmd.Flags {
		for _, n := range f.Names() {
			if n == name {
				_, boolean := f.(*cli.BoolFlag)
				return !boolean
			}
		}
	}
	return false
}

// aucunArgument checks that the command was given no positional argument.
func aucunArgument(c *cli.Context) error {
	if c.NArg() > 0 {
		return argumentEnTrop(c, c.Args().First())
	}
	return nil
}

// argumentUnique returns the command's single positional argument, described by nom.
func argumentUnique(c *cli.Context, nom string) (string, error) {
	switch c.NArg() {
	case 0:
		return "", erreurUsage("%s manquant : « %s %s »", nom, c.Command.HelpName, strings.ToUpper(nom))
	case 1:
		return c.Args().First(), nil
	default:
		return "", argumentEnTrop(c, c.Args().Get(1))
	}
}

func argumentEnTrop(c *cli.Context, arg string) error {
	return erreurUsage("argument en trop %q pour « %s »", arg, c.Command.HelpName)
}
