package langue

// Phrase is an error whose text is a French format and its values, for the packages below the
// command line (files, memory, charts, shards) that would otherwise build a French sentence:
// its Error is French, as before, and Texte writes it in any language, its format looked up in
// the catalog and its values that can write themselves (another Phrase, an error with a Texte)
// written in the same language.
type Phrase struct {
	Format string
	Args   []any
}

// Errorf is the Phrase of the French format and its values.
func Errorf(format string, args ...any) *Phrase { return &Phrase{Format: format, Args: args} }

// Error is the phrase in French.
func (p *Phrase) Error() string { return p.Texte(Francais) }

// Texte is the phrase in the language l.
func (p *Phrase) Texte(l Langue) string { return l.Sprintf(p.Format, Valeurs(l, p.Args)...) }

// Unwrap gives the values that are errors, for errors.Is and errors.As (a %w in the format).
func (p *Phrase) Unwrap() []error {
	var errs []error
	for _, a := range p.Args {
		if err, ok := a.(error); ok {
			errs = append(errs, err)
		}
	}
	return errs
}

// Texteur is a value that writes itself in a language: a Phrase, a typed error.
type Texteur interface {
	Texte(l Langue) string
}

// Valeurs are the values args of a format in the language l: those that write themselves
// (Texteur) are written in l, the others are left as they are. In French it is args itself.
func Valeurs(l Langue, args []any) []any {
	if l == Francais {
		return args
	}
	var copie []any
	for i, a := range args {
		if t, ok := a.(Texteur); ok {
			if copie == nil {
				copie = append([]any(nil), args...)
			}
			copie[i] = t.Texte(l)
		}
	}
	if copie == nil {
		return args
	}
	return copie
}
