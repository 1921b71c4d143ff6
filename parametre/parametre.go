// Package parametre is the one error of a refused parameter, shared by every engine and read by
// the command line: the parameter as the command line names it (an option's long name, or an
// argument's), the value it was given, and what is accepted, as a code with its values. The
// engines write no sentence: the command lines give each code its French text (Enregistrer),
// and the English of that text is in the catalog of package langue; the command line then writes
// the refusal in the user's language, naming the option as the user typed it
// (« -c/--couleurs vaut 0 : au moins 1 couleur est attendue »). A configuration too large as a
// whole (ErrTropGrand) is refused as the user's too.
package parametre

import (
	"errors"
	"fmt"
	"strings"
	"sync"
)

// ErrTropGrand is a configuration whose computation cannot be held here (its positions cannot be
// indexed, or would not fit in memory): the user's to reduce, like a refused parameter. Engines
// wrap it in a *Erreur whose code says why (or return it alone).
var ErrTropGrand = errors.New("configuration trop grande")

// Code says what a refused parameter should have been: a stable name, "au-moins" or
// "bataille.parite", whose text, in French, a command line registers with Enregistrer.
type Code string

// The codes every engine shares. Their texts are registered here; Args gives their values.
const (
	AuMoins Code = "au-moins" // Args: the least value accepted
	AuPlus  Code = "au-plus"  // Args: the greatest value accepted
	Entre   Code = "entre"    // Args: the least and the greatest value accepted
	Parmi   Code = "parmi"    // Args: the names accepted, one string each
)

var (
	verrou sync.Mutex
	textes = map[Code]string{
		AuMoins: "au moins %v est attendu",
		AuPlus:  "au plus %v est attendu",
		Entre:   "de %v à %v est attendu",
		Parmi:   "%s est attendu",
	}
)

// Enregistrer gives codes their French texts, formats of their Args (a code of Parmi joins its
// names first). A code given two different texts is a mistake of the code, and panics.
func Enregistrer(m map[Code]string) bool {
	verrou.Lock()
	defer verrou.Unlock()
	for c, t := range m {
		if deja, ok := textes[c]; ok && deja != t {
			panic(fmt.Sprintf("parametre: code %q décrit deux fois", c))
		}
		textes[c] = t
	}
	return true
}

// Erreur is a refused parameter.
type Erreur struct {
	Nom    string // the parameter, as the command line names it ("couleurs", "couleurs × valeurs")
	Valeur string // its value as given; empty when it cannot stand on one line (a deal from a file)
	Code   Code   // what is accepted
	Args   []any  // the values the code's text needs: bounds, names, counts
}

// Texte is the code's French text and its arguments, a format for fmt or for the catalog of
// package langue; a Parmi code's names come joined by « ou ».
func (e *Erreur) Texte() (format string, args []any) {
	verrou.Lock()
	t, ok := textes[e.Code]
	verrou.Unlock()
	if !ok {
		return "%s %v", []any{string(e.Code), e.Args}
	}
	if e.Code == Parmi {
		noms := make([]string, len(e.Args))
		for i, a := range e.Args {
			noms[i] = fmt.Sprint(a)
		}
		return t, []any{strings.Join(noms, ", ")}
	}
	return t, e.Args
}

func (e *Erreur) Error() string {
	format, args := e.Texte()
	attendu := fmt.Sprintf(format, args...)
	if e.Valeur == "" {
		return fmt.Sprintf("%s : %s", e.Nom, attendu)
	}
	return fmt.Sprintf("%s vaut %s : %s", e.Nom, e.Valeur, attendu)
}

// Parametre is the parameter, its value and what is accepted, in French.
func (e *Erreur) Parametre() (nom, valeur, attendu string) {
	format, args := e.Texte()
	return e.Nom, e.Valeur, fmt.Sprintf(format, args...)
}

// Echec is a failure that is not the user's option (exit status 1): a file that does not hold
// what it should, a computation that cannot go on. Like Erreur it carries a code and its values,
// no sentence; Err, when set, is the cause it wraps (a *fs.PathError, ErrTropGrand).
type Echec struct {
	Code Code
	Args []any
	Err  error
}

// Texte is the code's French text and its arguments (as Erreur.Texte).
func (e *Echec) Texte() (format string, args []any) {
	return (&Erreur{Code: e.Code, Args: e.Args}).Texte()
}

func (e *Echec) Error() string {
	format, args := e.Texte()
	return fmt.Sprintf(format, args...)
}

func (e *Echec) Unwrap() error { return e.Err }
