package rostam

import (
	"jeux/parametre"
	"strconv"
	"strings"
)

// MaxN is the largest number of cards the engine accepts: cards are stored in bytes.
const MaxN = 255

// Position is a state of the game: the two piles, top card first.
type Position struct {
	J1, J2 []int
}

// N is the number of cards of the position.
func (p Position) N() int { return len(p.J1) + len(p.J2) }

// String writes the position as "4 1 / 2 3"; an empty pile leaves its side blank ("4 3 2 1 /").
func (p Position) String() string {
	var b strings.Builder
	ecrirePile(&b, p.J1)
	if len(p.J1) > 0 {
		b.WriteByte(' ')
	}
	b.WriteByte('/')
	if len(p.J2) > 0 {
		b.WriteByte(' ')
	}
	ecrirePile(&b, p.J2)
	return b.String()
}

func ecrirePile(b *strings.Builder, pile []int) {
	for i, c := range pile {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.Itoa(c))
	}
}

// Copie returns a position that shares no memory with p.
func (p Position) Copie() Position {
	return Position{J1: append([]int(nil), p.J1...), J2: append([]int(nil), p.J2...)}
}

// Egale reports whether two positions have the same piles.
func (p Position) Egale(q Position) bool {
	return egales(p.J1, q.J1) && egales(p.J2, q.J2)
}

func egales(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// LirePosition reads a position written "p1 / p2" (cards separated by blanks, top first). Both
// piles must be non-empty and the cards must be 1..N, each once, where N is their number. Any
// other text is refused by a *parametre.Erreur of "position".
func LirePosition(s string) (Position, error) {
	refus := func(code parametre.Code, args ...any) error {
		return &parametre.Erreur{Nom: "position", Valeur: strconv.Quote(s), Code: code, Args: args}
	}
	cotes := strings.Split(s, "/")
	if len(cotes) != 2 {
		return Position{}, refus(CodeBarre)
	}
	var p Position
	for j, cote := range cotes {
		champs := strings.Fields(cote)
		if len(champs) == 0 {
			return Position{}, refus(CodePileVide, j+1)
		}
		pile := make([]int, len(champs))
		for i, c := range champs {
			v, err := strconv.Atoi(c)
			if err != nil {
				return Position{}, refus(CodeCarteIllisible, c)
			}
			pile[i] = v
		}
		if j == 0 {
			p.J1 = pile
		} else {
			p.J2 = pile
		}
	}
	if err := p.Valider(); err != nil {
		e := err.(*parametre.Erreur)
		return Position{}, refus(e.Code, e.Args...)
	}
	return p, nil
}

// Valider checks that the cards of p are 1..N, each exactly once, with N at most MaxN; empty
// piles are allowed (a finished game). A position that is not is refused by a *parametre.Erreur
// of "position", without its value.
func (p Position) Valider() error {
	n := p.N()
	refus := func(code parametre.Code, args ...any) error {
		return &parametre.Erreur{Nom: "position", Code: code, Args: args}
	}
	if n < 2 || n > MaxN {
		return refus(CodeNombreCartes, n, MaxN)
	}
	vue := make([]bool, n+1)
	for _, pile := range [][]int{p.J1, p.J2} {
		for _, c := range pile {
			if c < 1 || c > n {
				return refus(CodeCarteHors, c, n, n, manquante(p, n))
			}
			if vue[c] {
				return refus(CodeCarteDouble, c, manquante(p, n), n)
			}
			vue[c] = true
		}
	}
	return nil
}

// manquante returns the smallest card of 1..n absent from p (one exists when p is not valid).
func manquante(p Position, n int) int {
	vue := make([]bool, n+1)
	for _, pile := range [][]int{p.J1, p.J2} {
		for _, c := range pile {
			if c >= 1 && c <= n {
				vue[c] = true
			}
		}
	}
	for c := 1; c <= n; c++ {
		if !vue[c] {
			return c
		}
	}
	return 0
}

// Donne returns the deal of a permutation of 1..N: player 1 takes the first N/2 cards (rounded
// down), player 2 the others, top first.
func Donne(cartes []int) Position {
	m := len(cartes) / 2
	return Position{J1: append([]int(nil), cartes[:m]...), J2: append([]int(nil), cartes[m:]...)}
}
