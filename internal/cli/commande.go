package cli

import (
	"strings"

	"github.com/spf13/cobra"
)

// Action computes a command's result from its flags; a nil result prints nothing.
type Action func(c *Contexte) (any, error)

// Commande builds a command that computes one result from its options o (nil: none of its own),
// whose flags o.Lier declares, bound to o's fields; by default it takes no positional argument.
func (app *App) Commande(use, court string, o Options, a Action) *cobra.Command {
	cmd := &cobra.Command{Use: use, Short: court, Args: SansArgument}
	d := nouveauxDrapeaux(cmd)
	d.opts = o
	if o != nil {
		o.Lier(d)
	}
	app.drapeaux[cmd] = d
	return commande(app, use, court, d, o, a, cmd)
}

func commande(app *App, use, court string, d *Drapeaux, o Options, a Action, cmds ...*cobra.Command) *cobra.Command {
	cmd := &cobra.Command{Use: use, Short: court, Args: SansArgument}
	if len(cmds) > 0 {
		cmd = cmds[0]
	}
	cmd.RunE = func(cmd *cobra.Command, args []string) error {
		c := &Contexte{app: app, cmd: cmd, args: args, d: d, opts: o}
		defer c.terminer()
		if err := c.verifier(); err != nil {
			return err
		}
		res, err := a(c)
		if err != nil {
			return c.erreur(err)
		}
		if res == nil {
			return nil
		}
		return c.ecrire(res)
	}
	return cmd
}

// Groupe builds a command that only groups subcommands.
func Groupe(use, court string, sous ...*cobra.Command) *cobra.Command {
	cmd := &cobra.Command{Use: use, Short: court, Args: cobra.ArbitraryArgs, RunE: sousCommandeInconnue}
	cmd.AddCommand(sous...)
	annoter(cmd, annGroupe, "oui")
	return cmd
}

// EstGroupe reports whether cmd only groups subcommands (run alone, it prints its help).
func EstGroupe(cmd *cobra.Command) bool { return cmd.Annotations[annGroupe] != "" || !cmd.HasParent() }

// Choix makes the shell complete the option nom with the given values.
func Choix(cmd *cobra.Command, nom string, valeurs ...string) {
	if err := cmd.RegisterFlagCompletionFunc(nom, cobra.FixedCompletions(valeurs, cobra.ShellCompDirectiveNoFileComp)); err != nil {
		panic("jeux: " + err.Error())
	}
}

func annoter(cmd *cobra.Command, cle, valeur string) {
	if cmd.Annotations == nil {
		cmd.Annotations = map[string]string{}
	}
	cmd.Annotations[cle] = valeur
}

// SansArgument refuses positional arguments, naming the subcommands when there are some.
func SansArgument(cmd *cobra.Command, args []string) error {
	if len(args) == 0 {
		return nil
	}
	return argumentInattendu(cmd, args[0])
}

func argumentInattendu(cmd *cobra.Command, arg string) error {
	if noms := sousCommandes(cmd); len(noms) > 0 {
		if proches := suggestions(cmd, arg); len(proches) > 0 {
			return ErreurUsage("commande inconnue %q : vouliez-vous dire %s ? (commandes acceptées %s)", arg,
				ou(LangueDe(cmd), proches), strings.Join(noms, ", "))
		}
		return ErreurUsage("commande inconnue %q : commandes acceptées %s", arg, strings.Join(noms, ", "))
	}
	return ErreurUsage("argument inattendu %q : %s ne prend pas d'argument (« %s --help »)", arg, Chemin(cmd), Chemin(cmd))
}

// Argument is the Args of a command that takes exactly one positional argument.
func Argument(nom string) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		switch {
		case len(args) == 0:
			return ErreurUsage("%s attend un argument : %s", Chemin(cmd), LangueDe(cmd).T(nom))
		case len(args) > 1:
			return ErreurUsage("argument en trop %q : %s attend un seul argument (%s) ; mettez-le entre guillemets s'il contient des espaces", args[1], Chemin(cmd), LangueDe(cmd).T(nom))
		}
		return nil
	}
}

func sousCommandes(cmd *cobra.Command) []string {
	var noms []string
	for _, s := range cmd.Commands() {
		if !s.Hidden && s.Name() != "help" {
			noms = append(noms, LangueDe(cmd).Commande(s.Name()))
		}
	}
	return noms
}

// sousCommandeInconnue is the action of a command that only groups subcommands.
func sousCommandeInconnue(cmd *cobra.Command, args []string) error {
	if len(args) == 0 {
		return cmd.Help()
	}
	return argumentInattendu(cmd, args[0])
}
