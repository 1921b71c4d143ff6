package cli

import (
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"jeux/internal/texte"
	"jeux/parametre"
)

// Refus is a bad flag, value or argument: exit status 2 and one French line on stderr.
type Refus struct{ msg string }

func (e *Refus) Error() string { return e.msg }

// ErreurUsage reports a usage or input error; its message names the flag or the token and what
// is accepted. Every value echoed in it stays on one line.
func ErreurUsage(format string, a ...any) error {
	return &Refus{msg: UneLigne(fmt.Sprintf(format, a...))}
}

// erreurParametre is the error type of every engine's configuration check: the parameter (an
// option's long name, or an argument's name), the value it was given, and what is accepted.
type erreurParametre interface {
	error
	Parametre() (nom, valeur, attendu string)
}

// erreur turns an engine's refusal of its configuration into a usage error that names the
// option as the user typed it, and a configuration too large (parametre.ErrTropGrand) into a
// usage error; any other error is passed on.
func (c *Contexte) erreur(err error) error {
	if errors.Is(err, parametre.ErrTropGrand) {
		return ErreurUsage("%v", err)
	}
	var p erreurParametre
	if !errors.As(err, &p) {
		return err
	}
	nom, valeur, attendu := p.Parametre()
	// A parameter may be a pair of options, "couleurs × valeurs", or either of two,
	// "toutes/compte": each word, or part of a word between slashes, that names an option is
	// written as the user types it.
	mots := strings.Fields(nom)
	for i, m := range mots {
		parts := strings.Split(m, "/")
		for j, p := range parts {
			f := c.cmd.Flags().Lookup(p)
			if f == nil && len(p) == 1 {
				f = c.cmd.Flags().ShorthandLookup(p)
			}
			if f != nil {
				parts[j] = NomsOption(f)
			}
		}
		mots[i] = strings.Join(parts, "/")
	}
	if valeur == "" {
		// A value that cannot be written on one line (a deal read from a file): the reason only.
		return ErreurUsage("%s : %s", strings.Join(mots, " "), attendu)
	}
	return ErreurUsage("%s vaut %s : %s", strings.Join(mots, " "), valeur, attendu)
}

// NomsOption writes a flag's names as the user types them: "-o/--sortie".
func NomsOption(f *pflag.Flag) string {
	if f.Shorthand == f.Name {
		return "-" + f.Name
	}
	if f.Shorthand != "" {
		return "-" + f.Shorthand + "/--" + f.Name
	}
	return "--" + f.Name
}

// UneLigne keeps a message on one line whatever it echoes (texte.UneLigne).
func UneLigne(s string) string { return texte.UneLigne(s) }

// erreurOption turns the flag parser's errors into French ones that name the option and what
// it accepts.
func erreurOption(cmd *cobra.Command, err error) error {
	var inconnue *pflag.NotExistError
	var sansValeur *pflag.ValueRequiredError
	var invalide *pflag.InvalidValueError
	var syntaxe *pflag.InvalidSyntaxError
	switch {
	case errors.As(err, &inconnue):
		nom := "--" + inconnue.GetSpecifiedName()
		if courts := inconnue.GetSpecifiedShortnames(); courts != "" {
			nom = "-" + inconnue.GetSpecifiedName()
		}
		if c := inconnue.GetSpecifiedShortnames(); c != "" && c[0] >= '0' && c[0] <= '9' {
			return ErreurUsage("%s : un nombre négatif n'est pas accepté ici (« %s --help » dit ce qui l'est)", nom, cmd.CommandPath())
		}
		if nom == "-F" || nom == "--format" {
			return ErreurUsage("%s : %s n'a pas de format de sortie (il écrit un fichier ou un texte à lui)", nom, cmd.CommandPath())
		}
		return ErreurUsage("option inconnue %s : « %s --help » liste les options acceptées", nom, cmd.CommandPath())
	case errors.As(err, &sansValeur):
		return ErreurUsage("l'option %s attend une valeur : %s", NomsOption(sansValeur.GetFlag()), attendu(sansValeur.GetFlag()))
	case errors.As(err, &invalide):
		if a := attenduEntier(err); a != "" {
			return ErreurUsage("valeur %q invalide pour %s : %s", invalide.GetValue(), NomsOption(invalide.GetFlag()), a)
		}
		return ErreurUsage("valeur %q invalide pour %s : %s", invalide.GetValue(), NomsOption(invalide.GetFlag()), attendu(invalide.GetFlag()))
	case errors.As(err, &syntaxe):
		return ErreurUsage("option mal écrite %q : « %s --help » liste les options acceptées", syntaxe.GetSpecifiedFlag(), cmd.CommandPath())
	}
	return ErreurUsage("ligne de commande invalide")
}

// attendu describes what a flag accepts, from its type.
func attendu(f *pflag.Flag) string {
	switch f.Value.Type() {
	case "int", "int64", "int32":
		return errEntier[int64]().Error()
	case "uint", "uint64", "uint32":
		return errEntier[uint64]().Error()
	case "float64":
		return "un nombre décimal (avec un point) est attendu"
	case "bool":
		return "true ou false est attendu"
	}
	return "attendu : " + f.Usage
}
