package cli

import (
	"io"
	"jeux/internal/fichier"
	"jeux/internal/langue"
	"jeux/rendu"
)

// ecrire renders the result in the chosen format. rendu writes a result whole, in one go, so
// that an error leaves nothing half-written on stdout; a result's rendu.Flux (a trace) is
// written as it is produced, and Ctrl-C or a write error stops it midway.
func (c *Contexte) ecrire(res any) error {
	if _, texte := res.(rendu.Texte); texte {
		if err := c.refuserFormat(langue.Errorf("la sortie de %s est un texte", Chemin(c.cmd))); err != nil {
			return err
		}
	}
	p := c.Parametres()
	if c.parametresDe != nil {
		p = c.parametresDe.Parametres()
	}
	p.Verification = c.verification
	s := &sortie{w: c.Stdout()}
	err := rendu.EcrireResultat(c.Context(), s, c.format, p, res)
	if s.err != nil {
		return ErreurEcriture(s.err)
	}
	return err
}

// sortie is stdout, remembering its first write error: that error is told apart from the
// producer's (an interruption).
type sortie struct {
	w   io.Writer
	err error
}

func (s *sortie) Write(b []byte) (int, error) {
	n, err := s.w.Write(b)
	if err != nil && s.err == nil {
		s.err = err
	}
	return n, err
}

// ErreurEcriture says in French why stdout could not be written (a closed pipe is passed on:
// Executer says nothing of it).
func ErreurEcriture(err error) error {
	switch {
	case err == nil:
		return nil
	case fichier.TubeFerme(err):
		return err
	}
	return &ecritureImpossible{err}
}

// ecritureImpossible is a failure to write the result on stdout, for its cause.
type ecritureImpossible struct{ err error }

func (e *ecritureImpossible) Error() string { return e.Texte(langue.Francais) }

// Texte is the failure in the language l.
func (e *ecritureImpossible) Texte(l langue.Langue) string {
	if cause, ok := fichier.TraduireEn(l, e.err); ok {
		return l.Sprintf("écriture du résultat impossible : %s", cause)
	}
	return l.T("écriture du résultat impossible")
}
