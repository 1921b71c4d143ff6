package rostam

// MaxEnumeration is the largest deck Enumerer accepts: 16! deals still fit an int64 rank, and
// 16 cards of four bits a pile in one uint64.
const MaxEnumeration = 16

// Factorielle returns n!, the number of deals of n cards (n at most 20).
func Factorielle(n int) int64 {
	f := int64(1)
	for i := 2; i <= n; i++ {
		f *= int64(i)
	}
	return f
}

// Permutation returns the permutation of 1..n of rank indice (from 0) in lexicographic order.
func Permutation(n int, indice int64) []int {
	libres := make([]int, n)
	for i := range libres {
		libres[i] = i + 1
	}
	p := make([]int, 0, n)
	for i := n - 1; i >= 0; i-- {
		f := Factorielle(i)
		k := int(indice / f)
		indice %= f
		p = append(p, libres[k])
		libres = append(libres[:k], libres[k+1:]...)
	}
	return p
}

// suivante turns p into the next permutation in lexicographic order (the first one after the
// last) and reports whether there was a next one.
func suivante(p []uint8) bool {
	i := len(p) - 2
	for i >= 0 && p[i] >= p[i+1] {
		i--
	}
	if i < 0 {
		return false
	}
	j := len(p) - 1
	for p[j] <= p[i] {
		j--
	}
	p[i], p[j] = p[j], p[i]
	for a, b := i+1, len(p)-1; a < b; a, b = a+1, b-1 {
		p[a], p[b] = p[b], p[a]
	}
	return true
}

// Cycle is a distinct cycle of an enumeration, for display.
type Cycle struct {
	// Position is the smallest position of the cycle (player 1's pile, then player 2's, compared
	// card by card from the top).
	Position Position
	Periode  int
	Type     string
	// Mot is the word of the game from Position, its periodic word: "(ba2b)∞" (Partie.Notation).
	Mot string
	// Donnes is the number of deals that end up in this cycle.
	Donnes int64
}

// canonique reports whether the finished deal perm (packed in r) is the position that the
// report's numbering gives for its own word: the word's graph of inequalities has x_i < x_j for
// the two cards of every trick, and the numbering gives N, N-1, ... to the vertex of smallest
// index among those left without successor. Every word of a finished game has exactly one such
// position, so counting them counts the distinct words without storing any.
func canonique(r rapide, perm []uint8) bool {
	var indice [MaxRapide + 1]uint8
	for i, c := range perm {
		indice[c] = uint8(i)
	}
	var succ [MaxRapide]uint16
	q1, q2, n1, n := r.q1, r.q2, r.n1, r.n
	for n1 != 0 && n1 != n {
		x, y := q1&15, q2&15
		if x > y {
			succ[indice[y]] |= 1 << indice[x]
		} else {
			succ[indice[x]] |= 1 << indice[y]
		}
		q1, q2, n1 = pliRapide(q1, q2, n1, n)
	}
	restants := uint16(1)<<n - 1
	for v := n; v >= 1; v-- {
		j := 0
		for restants&(1<<j) == 0 || succ[j]&restants != 0 {
			j++
		}
		if j != int(indice[v]) {
			return false
		}
		restants &^= 1 << j
	}
	return true
}
