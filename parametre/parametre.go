// Package parametre is the one error of a refused parameter, shared by every engine and read by
// the command line: the parameter as the command line names it (an option's long name, or an
// argument's), the value it was given, and what is accepted. The command line writes it as the
// user typed the option (« -c/--couleurs vaut 0 : au moins 1 couleur »). A configuration too
// large as a whole (ErrTropGrand) is refused as the user's too.
package parametre

import (
	"errors"
	"fmt"
)

// ErrTropGrand is a configuration whose computation cannot be held here (its positions cannot be
// indexed, or would not fit in memory): the user's to reduce, like a refused parameter. Engines
// wrap it with the figures that say why.
var ErrTropGrand = errors.New("configuration trop grande")

// Erreur is a refused parameter.
type Erreur struct {
	Nom     string // the parameter, as the command line names it ("couleurs", "couleurs × valeurs")
	Valeur  string // its value as given; empty when it cannot stand on one line (a deal from a file)
	Attendu string // what is accepted
}

// Error names the parameter, its value and what is accepted.
func (e *Erreur) Error() string {
	if e.Valeur == "" {
		return fmt.Sprintf("%s : %s", e.Nom, e.Attendu)
	}
	return fmt.Sprintf("%s vaut %s : %s", e.Nom, e.Valeur, e.Attendu)
}

// Parametre gives the parameter, its value and what is accepted, for the command line to name
// the option as the user typed it.
func (e *Erreur) Parametre() (nom, valeur, attendu string) { return e.Nom, e.Valeur, e.Attendu }
