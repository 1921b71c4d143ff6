package rostam

import (
	"jeux/parametre"
	"strconv"
	"strings"
)

// Mot is a profile word written out in full: one letter per trick, 'a' when player 1 wins it
// and 'b' when player 2 does.
type Mot string

// MaxLettres bounds the length of a parsed word once its exponents are expanded, so that a short
// input such as "(a9999)9999" cannot exhaust the memory.
const MaxLettres = 10_000_000

// Compte returns the number of letters a and b of the word.
func (m Mot) Compte() (a, b int) {
	for i := 0; i < len(m); i++ {
		if m[i] == 'a' {
			a++
		}
	}
	return a, len(m) - a
}

// Miroir swaps the two players: every a becomes b and every b becomes a.
func (m Mot) Miroir() Mot {
	r := []byte(m)
	for i, c := range r {
		r[i] = 'a' + 'b' - c
	}
	return Mot(r)
}

// String writes the word compressed, as Compresse does.
func (m Mot) String() string { return Compresse(m) }

// Compresse writes a word with exponents and parenthesised groups: "abaa" gives "aba2" and
// "baabaa" gives "(ba2)2". At each place it takes the repeated block that covers the most
// letters (the shorter block on a tie) among those whose writing is not longer than the letters
// they stand for, so "abab" stays as it is. Blocks are at most MaxBloc letters long, which keeps
// long words fast to write. The result is short but not always the shortest.
func Compresse(m Mot) string {
	var b strings.Builder
	compresse(&b, string(m))
	return b.String()
}

// MaxBloc is the longest block Compresse looks for repeated.
const MaxBloc = 512

func compresse(b *strings.Builder, s string) {
	for i := 0; i < len(s); {
		long, fois := 0, 1
		var groupe string
		for l := 1; l <= MaxBloc && i+2*l <= len(s); l++ {
			r := 1
			for i+(r+1)*l <= len(s) && s[i+r*l:i+(r+1)*l] == s[i:i+l] {
				r++
			}
			if r < 2 || l*r <= long*fois {
				continue
			}
			if l == 1 {
				long, fois, groupe = l, r, s[i:i+1]
				continue
			}
			var g strings.Builder
			g.WriteByte('(')
			compresse(&g, s[i:i+l])
			g.WriteByte(')')
			if g.Len()+len(strconv.Itoa(r)) <= l*r {
				long, fois, groupe = l, r, g.String()
			}
		}
		if long == 0 {
			b.WriteByte(s[i])
			i++
			continue
		}
		b.WriteString(groupe)
		b.WriteString(strconv.Itoa(fois))
		i += long * fois
	}
}

// LireMot reads a word in the compressed notation: letters a and b, exponents written after a
// letter or a parenthesised group ("aba2", "(ba2)2", with an optional "^" as in "a b a^2"),
// blanks ignored. An exponent is at least 1.
//
// A text that is not such a word is refused by a *parametre.Erreur of "mot".
func LireMot(s string) (Mot, error) {
	l := lecteurMot{s: s}
	b, err := l.suite(nil)
	if err != nil {
		return "", err
	}
	if l.i < len(s) {
		return "", l.refus(CodeFermanteSeule, l.i+1)
	}
	if len(b) == 0 {
		return "", l.refus(CodeMotVide)
	}
	return Mot(b), nil
}

type lecteurMot struct {
	s string
	i int
}

// refus is the refusal of the word read, by the code and its values.
func (l *lecteurMot) refus(code parametre.Code, args ...any) error {
	return &parametre.Erreur{Nom: "mot", Valeur: strconv.Quote(l.s), Code: code, Args: args}
}

func (l *lecteurMot) blancs() {
	for l.i < len(l.s) && strings.ContainsRune(" \t\n\r", rune(l.s[l.i])) {
		l.i++
	}
}

// suite reads elements until the end of the text or a closing parenthesis, appending them to b.
func (l *lecteurMot) suite(b []byte) ([]byte, error) {
	for {
		l.blancs()
		if l.i >= len(l.s) || l.s[l.i] == ')' {
			return b, nil
		}
		debut := len(b)
		switch c := l.s[l.i]; {
		case c == 'a' || c == 'b':
			b = append(b, c)
			l.i++
		case c == '(':
			ouvrante := l.i
			l.i++
			var err error
			b, err = l.suite(b)
			if err != nil {
				return nil, err
			}
			if l.i >= len(l.s) {
				return nil, l.refus(CodeNonFermee, ouvrante+1)
			}
			if len(b) == debut {
				return nil, l.refus(CodeGroupeVide, ouvrante+1)
			}
			l.i++
		default:
			r := []rune(l.s[l.i:])[0]
			return nil, l.refus(CodeCaractere, r, l.i+1)
		}
		fois, err := l.exposant()
		if err != nil {
			return nil, err
		}
		if fois > 1 {
			bloc := len(b) - debut
			if int64(len(b))+int64(bloc)*int64(fois-1) > MaxLettres {
				return nil, l.refus(CodeTropDeLettres, MaxLettres)
			}
			for k := 1; k < fois; k++ {
				b = append(b, b[debut:debut+bloc]...)
			}
		}
		if len(b) > MaxLettres { // a letter or group after MaxLettres letters already
			return nil, l.refus(CodeTropDeLettres, MaxLettres)
		}
	}
}

// exposant reads an optional exponent ("2", "^2", " ^ 12"); 1 when there is none.
func (l *lecteurMot) exposant() (int, error) {
	l.blancs()
	chapeau := l.i < len(l.s) && l.s[l.i] == '^'
	if chapeau {
		l.i++
		l.blancs()
	}
	debut := l.i
	for l.i < len(l.s) && l.s[l.i] >= '0' && l.s[l.i] <= '9' {
		l.i++
	}
	if l.i == debut {
		if chapeau {
			return 0, l.refus(CodeChapeau, debut)
		}
		return 1, nil
	}
	n, err := strconv.Atoi(l.s[debut:l.i])
	if err != nil || n > MaxLettres {
		return 0, l.refus(CodeExposantGrand, l.s[debut:l.i], MaxLettres)
	}
	if n == 0 {
		return 0, l.refus(CodeExposantNul, debut+1)
	}
	return n, nil
}
