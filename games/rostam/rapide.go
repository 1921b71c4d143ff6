package rostam

import "math/bits"

// MaxRapide is the largest number of cards of the packed engine: four bits per card, a pile of
// at most 15 cards in one uint64, and the whole position with its split point in one 64-bit key.
const MaxRapide = 15

// rapide is a packed position: each pile is a uint64 holding its cards four bits apiece, the
// top card in the lowest bits. Cards are 1..15, never 0, so a pile's length is implied by its
// value and two positions are equal exactly when their words are.
type rapide struct {
	q1, q2 uint64
	n1, n  int
}

func versRapide(p Position) rapide {
	r := rapide{n1: len(p.J1), n: p.N()}
	for i, c := range p.J1 {
		r.q1 |= uint64(c) << (4 * i)
	}
	for i, c := range p.J2 {
		r.q2 |= uint64(c) << (4 * i)
	}
	return r
}

// pliRapide plays one trick on a packed position; n1 is the size of player 1's pile, n the
// number of cards.
func pliRapide(q1, q2 uint64, n1, n int) (uint64, uint64, int) {
	x, y := q1&15, q2&15
	q1 >>= 4
	q2 >>= 4
	if x > y {
		q1 |= (x | y<<4) << (4 * uint(n1-1))
		return q1, q2, n1 + 1
	}
	q2 |= (y | x<<4) << (4 * uint(n-n1-1))
	return q1, q2, n1 - 1
}

// joueRapide plays a packed position to its end or to the exact detection of its cycle
// (Brent's algorithm). For an infinite game it also returns the first position of the cycle.
func joueRapide(r rapide) (gagnant, plis, mu, lam int, cycle rapide) {
	n := r.n
	h1, h2, hn := r.q1, r.q2, r.n1
	t1, t2 := h1, h2
	puissance := 1
	for {
		h1, h2, hn = pliRapide(h1, h2, hn, n)
		plis++
		lam++
		if hn == n {
			return 1, plis, 0, 0, rapide{}
		}
		if hn == 0 {
			return 2, plis, 0, 0, rapide{}
		}
		if h1 == t1 && h2 == t2 {
			break
		}
		if lam == puissance {
			t1, t2 = h1, h2
			puissance <<= 1
			lam = 0
		}
	}
	h1, h2, hn = r.q1, r.q2, r.n1
	for i := 0; i < lam; i++ {
		h1, h2, hn = pliRapide(h1, h2, hn, n)
	}
	t1, t2, tn := r.q1, r.q2, r.n1
	for h1 != t1 || h2 != t2 {
		h1, h2, hn = pliRapide(h1, h2, hn, n)
		t1, t2, tn = pliRapide(t1, t2, tn, n)
		mu++
	}
	return 0, mu + lam, mu, lam, rapide{q1: t1, q2: t2, n1: tn, n: n}
}

// inverseQuartets reverses the order of the sixteen four-bit groups of x.
func inverseQuartets(x uint64) uint64 {
	x = bits.ReverseBytes64(x)
	return (x&0x0F0F0F0F0F0F0F0F)<<4 | (x>>4)&0x0F0F0F0F0F0F0F0F
}

// cle orders positions of the same deck: player 1's pile then player 2's, top first, read as
// one number, then the size of player 1's pile. It fits in 64 bits for at most 15 cards.
func (r rapide) cle() uint64 {
	n2 := r.n - r.n1
	s := inverseQuartets(r.q1) >> (64 - 4*uint(r.n1))
	s = s<<(4*uint(n2)) | inverseQuartets(r.q2)>>(64-4*uint(n2))
	return s<<4 | uint64(r.n1)
}

// positionDeCle rebuilds the position of a key of n cards.
func positionDeCle(k uint64, n int) Position {
	n1 := int(k & 15)
	s := k >> 4
	cartes := make([]int, n)
	for i := n - 1; i >= 0; i-- {
		cartes[i] = int(s & 15)
		s >>= 4
	}
	return Position{J1: cartes[:n1:n1], J2: cartes[n1:]}
}

// representant returns the key of the smallest position of the cycle through c, whose period
// is lam.
func representant(c rapide, lam int) uint64 {
	meilleure := c.cle()
	q1, q2, n1 := c.q1, c.q2, c.n1
	for i := 1; i < lam; i++ {
		q1, q2, n1 = pliRapide(q1, q2, n1, c.n)
		if k := (rapide{q1: q1, q2: q2, n1: n1, n: c.n}).cle(); k < meilleure {
			meilleure = k
		}
	}
	return meilleure
}
