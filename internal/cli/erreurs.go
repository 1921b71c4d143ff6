package cli

import (
	"errors"
	"strings"

	"slices"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"jeux/internal/fichier"
	"jeux/internal/langue"
	"jeux/internal/texte"
	"jeux/parametre"
)

// Refus is a bad flag, value or argument: exit status 2 and one line on stderr, in the user's
// language. It keeps its French format and its arguments, and is written when it is reported.
type Refus struct {
	format string
	args   []any
}

// Error is the refusal in French.
func (e *Refus) Error() string { return e.Texte(langue.Francais) }

// Texte is the refusal in the language l, on one line. Its arguments that are errors are
// written in l too (TexteErreur).
func (e *Refus) Texte(l langue.Langue) string {
	return UneLigne(l.Sprintf(e.format, valeursEn(l, e.args)...))
}

// valeursEn are the values args of a format in the language l: those that are errors (the
// cause an engine's code wraps) or write themselves are written in l too.
func valeursEn(l langue.Langue, args []any) []any {
	if l == langue.Francais {
		return args
	}
	args = slices.Clone(args)
	for i, a := range args {
		switch v := a.(type) {
		case error:
			args[i] = TexteErreur(l, v)
		case langue.Texteur:
			args[i] = v.Texte(l)
		}
	}
	return args
}

// texteEn is an error that writes itself in either language: a Refus, a *fichier.Erreur.
type texteEn interface {
	error
	Texte(l langue.Langue) string
}

// TexteErreur is the text of err in the language l: a refusal, an engine's typed refusal or
// failure (parametre), an error of internal/fichier are written in l; any other error is its
// French text looked up in the catalog.
func TexteErreur(l langue.Langue, err error) string {
	var t texteEn
	var p *parametre.Erreur
	var echec *parametre.Echec
	switch {
	case l == langue.Francais:
		return err.Error()
	case errors.As(err, &t) && t.Error() == err.Error():
		return t.Texte(l)
	case errors.As(err, &p) && p.Code != "" && p.Error() == err.Error():
		format, args := p.Texte()
		args = valeursEn(l, args)
		mots := strings.Fields(p.Nom)
		for i, m := range mots {
			mots[i] = l.Option(m)
		}
		if p.Valeur == "" {
			return l.Sprintf("%s : %s", strings.Join(mots, " "), l.Sprintf(format, args...))
		}
		return l.Sprintf("%s vaut %s : %s", strings.Join(mots, " "), p.Valeur, l.Sprintf(format, args...))
	case errors.As(err, &echec) && echec.Error() == err.Error():
		format, args := echec.Texte()
		return l.Sprintf(format, valeursEn(l, args)...)
	}
	if fr, ok := fichier.Traduire(err); ok && fr == err.Error() {
		en, _ := fichier.TraduireEn(l, err)
		return en
	}
	return l.T(err.Error())
}

// ErreurUsage reports a usage or input error; its message names the flag or the token and what
// is accepted. format is French, and its English is in the catalog (catalogue.go). Every value
// echoed in it stays on one line.
func ErreurUsage(format string, a ...any) error {
	return &Refus{format: format, args: a}
}

// erreur turns an engine's refusal of its configuration into a usage error that names the
// option as the user typed it, and a configuration too large (parametre.ErrTropGrand) into a
// usage error; any other error is passed on.
func (c *Contexte) erreur(err error) error {
	if errors.Is(err, parametre.ErrTropGrand) {
		return ErreurUsage("%v", err)
	}
	var p *parametre.Erreur
	if !errors.As(err, &p) {
		return err
	}
	l := c.Langue()
	nom, valeur := p.Nom, p.Valeur
	format, args := p.Texte()
	attendu := l.Sprintf(format, valeursEn(l, args)...)
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
				parts[j] = NomsOptionEn(l, f)
			} else {
				parts[j] = l.Si(p)
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

// NomsOption writes a flag's names as the user types them, in French: "-o/--sortie".
func NomsOption(f *pflag.Flag) string { return NomsOptionEn(langue.Francais, f) }

// NomsOptionEn writes a flag's names in the language l: "-o/--output" in English.
func NomsOptionEn(l langue.Langue, f *pflag.Flag) string {
	if f.Shorthand == f.Name {
		return "-" + f.Name
	}
	if f.Shorthand != "" {
		return "-" + f.Shorthand + "/--" + l.Option(f.Name)
	}
	return "--" + l.Option(f.Name)
}

// mot is a French word or label as a value of a refusal: looked up in the catalog.
type mot string

func (m mot) Texte(l langue.Langue) string { return l.T(string(m)) }

// uneLigne is an error as a value of a refusal, kept on one line (UneLigne) in either language.
type uneLigne struct{ err error }

func (e uneLigne) Error() string                { return UneLigne(e.err.Error()) }
func (e uneLigne) Texte(l langue.Langue) string { return UneLigne(TexteErreur(l, e.err)) }

// UneLigne keeps a message on one line whatever it echoes (texte.UneLigne).
func UneLigne(s string) string { return texte.UneLigne(s) }

// erreurOption turns the flag parser's errors into French ones that name the option and what
// it accepts.
func erreurOption(cmd *cobra.Command, err error) error {
	l := LangueDe(cmd)
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
			return ErreurUsage("%s : un nombre négatif n'est pas accepté ici (« %s --help » dit ce qui l'est)", nom, Chemin(cmd))
		}
		if nom == "-F" || nom == "--format" {
			return ErreurUsage("%s : %s n'a pas de format de sortie (il écrit un fichier ou un texte à lui)", nom, Chemin(cmd))
		}
		return ErreurUsage("option inconnue %s : « %s --help » liste les options acceptées", nom, Chemin(cmd))
	case errors.As(err, &sansValeur):
		return ErreurUsage("l'option %s attend une valeur : %s", NomsOptionEn(l, sansValeur.GetFlag()), attendu(l, sansValeur.GetFlag()))
	case errors.As(err, &invalide):
		var p *parametre.Erreur
		if errors.As(err, &p) {
			// An engine's choice (Vocabulaire) refused the name: its code says what it accepts.
			format, args := p.Texte()
			return ErreurUsage("valeur %q invalide pour %s : %s", invalide.GetValue(), NomsOptionEn(l, invalide.GetFlag()), l.Sprintf(format, args...))
		}
		if a := attenduEntier(err); a != "" {
			return ErreurUsage("valeur %q invalide pour %s : %s", invalide.GetValue(), NomsOptionEn(l, invalide.GetFlag()), l.T(a))
		}
		return ErreurUsage("valeur %q invalide pour %s : %s", invalide.GetValue(), NomsOptionEn(l, invalide.GetFlag()), attendu(l, invalide.GetFlag()))
	case errors.As(err, &syntaxe):
		return ErreurUsage("option mal écrite %q : « %s --help » liste les options acceptées", syntaxe.GetSpecifiedFlag(), Chemin(cmd))
	}
	return ErreurUsage("ligne de commande invalide")
}

// attendu describes what a flag accepts, from its type.
func attendu(l langue.Langue, f *pflag.Flag) string {
	switch f.Value.Type() {
	case "int", "int64", "int32":
		return l.T(errEntier[int64]().Error())
	case "uint", "uint64", "uint32":
		return l.T(errEntier[uint64]().Error())
	case "float64":
		return l.T("un nombre décimal (avec un point) est attendu")
	case "bool":
		return l.T("true ou false est attendu")
	}
	return l.Sprintf("attendu : %s", f.Usage) // the usage is already in the run's language (App.parler)
}
