// Package texte writes the few French words that every game's outputs share, and keeps every
// message on one line.
package texte

import (
	"strconv"
	"strings"

	"jeux/internal/langue"
)

// Compte writes a count with its noun, singular for 0 and 1 as French has it: «1 couleur»,
// «0 partie», «4 couleurs». nom is the singular; its plural takes an s.
func Compte[N ~int | ~int64 | ~uint64](n N, nom string) string {
	if n > 1 {
		nom += "s"
	}
	return strconv.FormatInt(int64(n), 10) + " " + nom
}

// CompteEn is Compte in the language l: in English, the noun's English (from the few nouns of
// the outputs: partie, pli, donne, carte, couleur, valeur, arbre, fruit, pièce), plural for every
// count but 1, «0 games», «1 trick», «4 suits». A noun it does not know is written as in French.
func CompteEn[N ~int | ~int64 | ~uint64](l langue.Langue, n N, nom string) string {
	en, ok := nomsAnglais[nom]
	if l == langue.Francais || !ok {
		return Compte(n, nom)
	}
	if n != 1 {
		en += "s"
	}
	return strconv.FormatInt(int64(n), 10) + " " + en
}

// nomsAnglais are the English of the nouns CompteEn counts, singular. They are kept here, not in
// the catalog, where a single word could be given another translation elsewhere.
var nomsAnglais = map[string]string{
	"partie": "game", "pli": "trick", "donne": "deal", "carte": "card", "couleur": "suit",
	"valeur": "rank", "arbre": "tree", "fruit": "fruit", "pièce": "piece",
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
