package cli

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"jeux/internal/fichier"
	"jeux/internal/langue"
)

// aide writes a command's help in French: what it does, how to call it, examples, its
// subcommands and its options. `jeux help X`, `jeux X --help` and a bare group command all
// print it.
func (a *App) aide(cmd *cobra.Command, _ []string) {
	// « jeux dominos exacte --help »: the group would print its own help for a subcommand that
	// does not exist; it is a usage error, like the same line without --help.
	if args := cmd.Flags().Args(); cmd.HasAvailableSubCommands() && len(args) > 0 {
		a.aideRefusee = argumentInattendu(cmd, args[0])
		return
	}
	w := cmd.OutOrStdout()
	l := LangueDe(cmd)
	cmd.InitDefaultHelpFlag() // brings the inherited --help into cmd.Flags(), as a run does
	fmt.Fprintf(w, "%s\n   %s - %s\n\n", l.T("NOM :"), Chemin(cmd), cmd.Short)
	fmt.Fprintf(w, "%s\n   %s\n\n", l.T("UTILISATION :"), utilisation(cmd))
	if cmd.Long != "" {
		fmt.Fprintf(w, "%s\n%s\n\n", l.T("DESCRIPTION :"), indenter(cmd.Long))
	}
	if cmd.Example != "" {
		fmt.Fprintf(w, "%s\n%s\n\n", l.T("EXEMPLES :"), indenter(cmd.Example))
	}
	if sous := visibles(cmd); len(sous) > 0 {
		fmt.Fprintln(w, l.T("COMMANDES :"))
		largeur := 0
		for _, s := range sous {
			largeur = max(largeur, len(l.Commande(s.Name())))
		}
		for _, s := range sous {
			fmt.Fprintf(w, "   %-*s  %s\n", largeur, l.Commande(s.Name()), s.Short)
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintln(w, l.T("OPTIONS :"))
	ecrireOptions(w, cmd.Flags(), l)
	if cmd.HasAvailableSubCommands() {
		fmt.Fprintln(w)
		fmt.Fprintln(w, l.Sprintf("« %s help COMMANDE » ou « %s COMMANDE --help » décrit une commande.", cmd.Root().Name(), Chemin(cmd)))
	}
}

func utilisation(cmd *cobra.Command) string {
	l := LangueDe(cmd)
	u := Chemin(cmd)
	if _, args, ok := strings.Cut(cmd.Use, " "); ok {
		u += " " + l.T(args)
	}
	commande := l.T("COMMANDE")
	options := " " + l.T("[options]")
	if cmd.HasAvailableSubCommands() && cmd.Runnable() && cmd.RunE != nil {
		return u + options + "\n   " + Chemin(cmd) + " " + commande + options
	}
	if cmd.HasAvailableSubCommands() {
		return Chemin(cmd) + " " + commande + options
	}
	return u + options
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
func ecrireOptions(w io.Writer, fs *pflag.FlagSet, l langue.Langue) {
	type ligne struct{ noms, usage string }
	var lignes []ligne
	largeur := 0
	fs.VisitAll(func(f *pflag.Flag) {
		if f.Hidden {
			return
		}
		noms := "    --" + l.Option(f.Name)
		if f.Shorthand != "" {
			noms = "-" + f.Shorthand + ", --" + l.Option(f.Name)
		}
		if f.Value.Type() != "bool" {
			noms += " " + strings.ToUpper(f.Value.Type()[:1]) + f.Value.Type()[1:]
			noms = strings.NewReplacer(" Int64", " "+l.T("ENTIER"), " Int", " "+l.T("ENTIER"), " Uint64", " "+l.T("ENTIER"),
				" String", " "+l.T("TEXTE"), " Float64", " "+l.T("NOMBRE")).Replace(noms)
		}
		usage := usageAvecDefaut(l, f)
		largeur = max(largeur, len([]rune(noms)))
		lignes = append(lignes, ligne{noms, usage})
	})
	for _, l := range lignes {
		fmt.Fprintf(w, "   %-*s  %s\n", largeur, l.noms, l.usage)
	}
}

// usageAvecDefaut is a flag's description with its default value, when it has one to show (the
// range of a chart has none: its description says what the axis shows without it).
func usageAvecDefaut(l langue.Langue, f *pflag.Flag) string {
	if f.Value.Type() != "bool" && f.DefValue != "" && f.Name != OptGraine && f.Name != OptWorkers && f.Name != OptXmin && f.Name != OptXmax {
		return f.Usage + l.Sprintf(" (défaut : %s)", l.Si(f.DefValue))
	}
	return f.Usage
}

// ManCommand is `jeux man DIR`: one man page per command, from the same definitions as the
// help, in French.
func (app *App) ManCommand() *cobra.Command {
	cmd := app.Commande("man DOSSIER", "écrit une page de manuel par commande (jeux.1, jeux-bataille-stat.1, …) dans DOSSIER", nil, func(c *Contexte) (any, error) {
		dir := c.Arg(0)
		if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
			return nil, ErreurUsage("dossier %q absent : créez-le d'abord (mkdir -p %s)", dir, dir)
		}
		var pages []*cobra.Command
		var parcourir func(*cobra.Command)
		parcourir = func(x *cobra.Command) {
			if x.Hidden || x.Name() == "help" {
				return
			}
			pages = append(pages, x)
			for _, s := range x.Commands() {
				parcourir(s)
			}
		}
		parcourir(c.cmd.Root())
		for _, p := range pages {
			nom := strings.ReplaceAll(p.CommandPath(), " ", "-") + ".1"
			if err := fichier.EcrireOctets(filepath.Join(dir, nom), pageMan(p)); err != nil {
				return nil, ErreurUsage("dossier %q : impossible d'y écrire %s", dir, nom)
			}
		}
		fmt.Fprintln(c.Stderr(), c.Sprintf("jeux : %d pages de manuel écrites dans %s", len(pages), dir))
		return nil, nil
	})
	cmd.Args = Argument("le dossier des pages")
	cmd.Example = "jeux man ~/.local/share/man/man1 && man jeux-bataille-stat"
	return cmd
}

// pageMan writes the man page of cmd in roff.
func pageMan(cmd *cobra.Command) []byte {
	var b bytes.Buffer
	echapper := strings.NewReplacer(`\`, `\e`, "\n.", "\n\\&.", "\n'", "\n\\&'", "-", `\-`)
	l := LangueDe(cmd)
	section := func(fr string) string { return strings.TrimSuffix(l.T(fr+" :"), ":") }
	titre := strings.ToUpper(strings.ReplaceAll(cmd.CommandPath(), " ", "-"))
	fmt.Fprintf(&b, ".TH %q 1 \"\" \"jeux %s\" %q\n", titre, Version(), l.T("Manuel de jeux"))
	fmt.Fprintf(&b, ".SH %s\n%s \\- %s\n", strings.TrimSpace(section("NOM")), echapper.Replace(strings.ReplaceAll(cmd.CommandPath(), " ", "-")), echapper.Replace(cmd.Short))
	fmt.Fprintf(&b, ".SH %s\n.nf\n%s\n.fi\n", strings.TrimSpace(section("UTILISATION")), echapper.Replace(utilisation(cmd)))
	if cmd.Long != "" {
		fmt.Fprintf(&b, ".SH %s\n%s\n", strings.TrimSpace(section("DESCRIPTION")), echapper.Replace(cmd.Long))
	}
	if sous := visibles(cmd); len(sous) > 0 {
		fmt.Fprintf(&b, ".SH %s\n", strings.TrimSpace(section("COMMANDES")))
		for _, s := range sous {
			fmt.Fprintf(&b, ".TP\n\\fB%s\\fR\n%s\n", l.Commande(s.Name()), echapper.Replace(s.Short))
		}
	}
	cmd.InitDefaultHelpFlag()
	fmt.Fprintf(&b, ".SH %s\n", strings.TrimSpace(section("OPTIONS")))
	cmd.Flags().VisitAll(func(f *pflag.Flag) {
		if f.Hidden {
			return
		}
		noms := "\\-\\-" + l.Option(f.Name)
		if f.Shorthand != "" && f.Shorthand != f.Name {
			noms = "\\-" + f.Shorthand + ", " + noms
		}
		fmt.Fprintf(&b, ".TP\n\\fB%s\\fR\n%s\n", noms, echapper.Replace(usageAvecDefaut(l, f)))
	})
	if cmd.Example != "" {
		fmt.Fprintf(&b, ".SH %s\n.nf\n%s\n.fi\n", strings.TrimSpace(section("EXEMPLES")), echapper.Replace(cmd.Example))
	}
	var voir []string
	if cmd.HasParent() {
		voir = append(voir, strings.ReplaceAll(cmd.Parent().CommandPath(), " ", "-")+"(1)")
	}
	for _, s := range visibles(cmd) {
		voir = append(voir, strings.ReplaceAll(s.CommandPath(), " ", "-")+"(1)")
	}
	if len(voir) > 0 {
		fmt.Fprintf(&b, ".SH %s\n%s\n", l.T("VOIR AUSSI"), echapper.Replace(strings.Join(voir, ", ")))
	}
	return b.Bytes()
}
