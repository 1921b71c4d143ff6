package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// aide writes a command's help in French: what it does, how to call it, examples, its
// subcommands and its options. `jeux help X`, `jeux X --help` and a bare group command all
// print it.
func aide(cmd *cobra.Command, _ []string) {
	w := cmd.OutOrStdout()
	cmd.InitDefaultHelpFlag() // brings the inherited --help into cmd.Flags(), as a run does
	fmt.Fprintf(w, "NOM :\n   %s - %s\n\n", cmd.CommandPath(), cmd.Short)
	fmt.Fprintf(w, "UTILISATION :\n   %s\n\n", utilisation(cmd))
	if cmd.Long != "" {
		fmt.Fprintf(w, "DESCRIPTION :\n%s\n\n", indenter(cmd.Long))
	}
	if cmd.Example != "" {
		fmt.Fprintf(w, "EXEMPLES :\n%s\n\n", indenter(cmd.Example))
	}
	if sous := visibles(cmd); len(sous) > 0 {
		fmt.Fprintln(w, "COMMANDES :")
		largeur := 0
		for _, s := range sous {
			largeur = max(largeur, len(s.Name()))
		}
		for _, s := range sous {
			fmt.Fprintf(w, "   %-*s  %s\n", largeur, s.Name(), s.Short)
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintln(w, "OPTIONS :")
	ecrireOptions(w, cmd.Flags())
	if cmd.HasAvailableSubCommands() {
		fmt.Fprintf(w, "\n« %s help COMMANDE » ou « %s COMMANDE --help » décrit une commande.\n", cmd.Root().Name(), cmd.CommandPath())
	}
}

func utilisation(cmd *cobra.Command) string {
	u := cmd.UseLine()
	if cmd.HasAvailableSubCommands() && cmd.Runnable() && cmd.RunE != nil {
		return u + " [options]\n   " + cmd.CommandPath() + " COMMANDE [options]"
	}
	if cmd.HasAvailableSubCommands() {
		return cmd.CommandPath() + " COMMANDE [options]"
	}
	return u + " [options]"
}

func visibles(cmd *cobra.Command) []*cobra.Command {
	var l []*cobra.Command
	for _, s := range cmd.Commands() {
		if s.IsAvailableCommand() {
			l = append(l, s)
		}
	}
	return l
}

func indenter(s string) string {
	lignes := strings.Split(strings.TrimRight(s, "\n"), "\n")
	for i, l := range lignes {
		if l != "" {
			lignes[i] = "   " + l
		}
	}
	return strings.Join(lignes, "\n")
}

// ecrireOptions lists the flags with their default value.
func ecrireOptions(w io.Writer, fs *pflag.FlagSet) {
	type ligne struct{ noms, usage string }
	var lignes []ligne
	largeur := 0
	fs.VisitAll(func(f *pflag.Flag) {
		if f.Hidden {
			return
		}
		noms := "    --" + f.Name
		if f.Shorthand != "" {
			noms = "-" + f.Shorthand + ", --" + f.Name
		}
		if f.Value.Type() != "bool" {
			noms += " " + strings.ToUpper(f.Value.Type()[:1]) + f.Value.Type()[1:]
			noms = strings.NewReplacer(" Int64", " ENTIER", " Int", " ENTIER", " Uint64", " ENTIER",
				" String", " TEXTE", " Float64", " NOMBRE").Replace(noms)
		}
		usage := f.Usage
		if f.Value.Type() != "bool" && f.DefValue != "" && f.Name != optGraine && f.Name != optWorkers {
			usage += fmt.Sprintf(" (défaut : %s)", f.DefValue)
		}
		largeur = max(largeur, len([]rune(noms)))
		lignes = append(lignes, ligne{noms, usage})
	})
	for _, l := range lignes {
		fmt.Fprintf(w, "   %-*s  %s\n", largeur, l.noms, l.usage)
	}
}

// aideCommand is `jeux help [commande…]`.
func aideCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "help [commande…]",
		Short: "décrit une commande : ce qu'elle fait, ses options, des exemples",
		RunE: func(c *cobra.Command, args []string) error {
			cible, reste, err := c.Root().Find(args)
			if err != nil || len(reste) > 0 {
				nom := strings.Join(args, " ")
				return erreurUsage("commande inconnue %q : « jeux help » liste les commandes", nom)
			}
			aide(cible, nil)
			return nil
		},
	}
}
