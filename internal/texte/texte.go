// Package texte writes the few French words that every game's outputs share, and keeps every
// message on one line.
package texte

import (
	"strconv"
	"strings"
)

// Compte writes a count with its noun, singular for 0 and 1 as French has it: «1 couleur»,
// «0 partie», «4 couleurs». nom is the singular; its plural takes an s.
func Compte[N ~int | ~int64 | ~uint64](n N, nom string) string {
	if n > 1 {
		nom += "s"
	}
	return strconv.FormatInt(int64(n), 10) + " " + nom
}

// UneLigne keeps a message on one line whatever it echoes: a message with a line break is
// written as a Go string without its quotes, «a\nb».
func UneLigne(s string) string {
	if !strings.ContainsAny(s, "\n\r") {
		return s
	}
	q := strconv.Quote(s)
	return q[1 : len(q)-1]
}
