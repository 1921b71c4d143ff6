package cli

import (
	"errors"
	"fmt"
	"math"
	"strconv"

	"github.com/spf13/pflag"
)

// entier is the value of an integer option, read in base 10 only: an optional minus sign (for a
// signed type) then the digits 0 to 9. pflag's own integer values read Go's literals (base 0),
// so that « -n 0100 » would be 64, « --classes 0x10 » 16 and « 1_000 » 1000; a number a user
// types is decimal.
type entier[T int | int64 | uint64] struct {
	p *T
}

var _ pflag.Value = entier[int]{}

// lireEntier reads s as an integer of T in base 10: digits only, a leading minus sign for a
// signed T, no spaces, no prefix, no separator.
func lireEntier[T int | int64 | uint64](s string) (T, error) {
	var zero T
	signe := ^zero < zero // signed: all bits set is negative
	chiffres := s
	if signe && len(s) > 0 && s[0] == '-' {
		chiffres = s[1:]
	}
	if chiffres == "" {
		return zero, errEntier[T]()
	}
	for i := 0; i < len(chiffres); i++ {
		if chiffres[i] < '0' || chiffres[i] > '9' {
			return zero, errEntier[T]()
		}
	}
	if signe {
		n, err := strconv.ParseInt(s, 10, 64)
		if err != nil || int64(T(n)) != n {
			return zero, errEntier[T]()
		}
		return T(n), nil
	}
	n, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		return zero, errEntier[T]()
	}
	return T(n), nil
}

// errEntier is the refusal of a value that is not an integer of T.
func errEntier[T int | int64 | uint64]() error {
	var zero T
	if ^zero < zero {
		return &entierInvalide{"un entier en base 10 est attendu, au plus " + strconv.FormatInt(int64(math.MaxInt64), 10) + " en valeur absolue" + sansPrefixe}
	}
	return &entierInvalide{"un entier positif ou nul en base 10 est attendu, au plus " + strconv.FormatUint(math.MaxUint64, 10) + sansPrefixe}
}

const sansPrefixe = " (des chiffres de 0 à 9, sans espace, ni préfixe comme 0x, ni séparateur _)"

// entierInvalide says what an integer option accepts; erreurOption writes it.
type entierInvalide struct{ attendu string }

func (e *entierInvalide) Error() string { return e.attendu }

func (e entier[T]) Set(s string) error {
	n, err := lireEntier[T](s)
	if err != nil {
		return err
	}
	*e.p = n
	return nil
}

func (e entier[T]) String() string {
	if e.p == nil {
		return "0"
	}
	return fmt.Sprint(*e.p)
}

func (e entier[T]) Type() string {
	switch any(e.p).(type) {
	case *int:
		return "int"
	case *int64:
		return "int64"
	}
	return "uint64"
}

// varEntier declares on fs the integer option nom bound to *p, with default defaut.
func varEntier[T int | int64 | uint64](fs *pflag.FlagSet, p *T, nom, court string, defaut T, usage string) {
	*p = defaut
	fs.VarP(entier[T]{p}, nom, court, usage)
}

// attenduEntier is what an integer option refused by entier accepts, or "" for another error.
func attenduEntier(err error) string {
	var e *entierInvalide
	if errors.As(err, &e) {
		return e.attendu
	}
	return ""
}
