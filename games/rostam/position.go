package rostam

import (
	"fmt"
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
// piles must be non-empty and the cards must be 1..N, each once, where N is their number.
func LirePosition(s string) (Position, error) {
	cotes := strings.Split(s, "/")
	if len(cotes) != 2 {
		return Position{}, fmt.Errorf("position « %s » : il faut exactement une barre « / » entre les deux piles, par exemple « 4 1 / 2 3 »", s)
	}
	var p Position
	for j, cote := range cotes {
		champs := strings.Fields(cote)
		if len(champs) == 0 {
			return Position{}, fmt.Errorf("position « %s » : la pile du joueur %d est vide ; chaque joueur doit avoir au moins une carte", s, j+1)
		}
		pile := make([]int, len(champs))
		for i, c := range champs {
			v, err := strconv.Atoi(c)
			if err != nil {
				return Position{}, fmt.Errorf("position « %s » : « %s » n'est pas une carte (un entier de 1 à N est attendu)", s, c)
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
		return Position{}, fmt.Errorf("position « %s » : %w", s, err)
	}
	return p, nil
}

// Valider checks that the cards of p are 1..N, each exactly once, with N at most MaxN; empty
// piles are allowed (a finished game).
func (p Position) Valider() error {
	n := p.N()
	if n < 2 || n > MaxN {
		return fmt.Errorf("%d cartes : il en faut de 2 à %d", n, MaxN)
	}
	vue := make([]bool, n+1)
	for _, pile := range [][]int{p.J1, p.J2} {
		for _, c := range pile {
			if c < 1 || c > n {
				return fmt.Errorf("la carte %d est hors de 1..%d (il y a %d cartes, il manque la carte %d)", c, n, n, manquante(p, n))
			}
			if vue[c] {
				return fmt.Errorf("la carte %d apparaît deux fois (il manque la carte %d) ; les cartes doivent être 1..%d, chacune une fois", c, manquante(p, n), n)
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
