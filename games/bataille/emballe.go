package bataille

import "math/bits"

// The exhaustive enumeration plays small decks on piles packed in one uint64 each: card i of a
// pile (0 the top) is its value minus one in bits [i·b, (i+1)·b), b the fewest bits that hold
// valeurs − 1, the bits past the last card zero. A pile may hold the whole deck, so the deck
// must fit in 64 bits (4 × 5: 20 cards of 3 bits). The game is that of docs/regles.md §1.3 with
// the same pick-up mode for both players, natural or optimised.

// etatEmballe is a position between tricks: the two packed piles and player 1's count (player
// 2 holds the rest of the deck).
type etatEmballe struct {
	q0, q1 uint64
	n0     int
}

// jeuEmballe holds what a packed game needs of its deck.
type jeuEmballe struct {
	n         int    // cards in the deck
	b         uint   // bits a card
	masque    uint64 // 1<<b − 1
	valeurs   int
	optimisee bool
	// poids[v] is the weight of value v in the mixed-radix count of a trick's table (couleurs + 1
	// to the power v), and tri[k] the table of count k as the optimised pick-up puts it under
	// a pile, by decreasing value (optimised pick-up only).
	poids [16]int
	tri   []uint64
}

// maxTri bounds the table of sorted piles: 4 × 5 needs 5⁵ = 3,125 entries, and no deck that
// ConfigExhaustif.Valider accepts needs more than 2¹⁴ (1 × 14).
const maxTri = 1 << 16

// bitsCarte returns the bits a card of valeurs values takes packed (at least one).
func bitsCarte(valeurs int) uint { return uint(max(1, bits.Len(uint(valeurs-1)))) }

func nouveauJeuEmballe(couleurs, valeurs int, optimisee bool) jeuEmballe {
	b := bitsCarte(valeurs)
	j := jeuEmballe{n: couleurs * valeurs, b: b, masque: 1<<b - 1, valeurs: valeurs, optimisee: optimisee}
	if !optimisee {
		return j
	}
	taille := 1
	for v := range valeurs {
		j.poids[v] = taille
		if taille *= couleurs + 1; taille > maxTri {
			panic("bataille: trop de comptes de tapis pour le ramassage optimisé")
		}
	}
	j.tri = make([]uint64, taille)
	for k := range j.tri {
		var pile uint64
		i := uint(0)
		for v := valeurs - 1; v >= 0; v-- {
			for range k / j.poids[v] % (couleurs + 1) {
				pile |= uint64(v) << i
				i += b
			}
		}
		j.tri[k] = pile
	}
	return j
}

// partieEmballe is the outcome of a packed game: its tricks when it ends (the trick under way
// counts), its winner (0 for a draw), or, when it never ends, the period of its cycle and a
// position of it.
type partieEmballe struct {
	plis, gagnant int
	infinie       bool
	periode       int
	cycle         etatEmballe
}

// sansBrent is the trick from which joue looks for a cycle: most games of the small decks end
// before it (4 × 4: 22 tricks on average), and play without the tortoise.
const sansBrent = 64

// joue plays the game from s to its end or to a repeated position: the tricks before sansBrent
// by decisifs and the ties between them, the rest by joueBrent.
func (j *jeuEmballe) joue(s etatEmballe) partieEmballe { return j.joueDepuis(s, 0) }

// joueDepuis plays on from s, reached after t tricks, the tricks counted from the deal.
func (j *jeuEmballe) joueDepuis(s etatEmballe, t int) partieEmballe {
	q0, q1, n0 := s.q0, s.q1, s.n0
	for {
		var g int
		switch j.b {
		case 1:
			q0, q1, n0, t, g = decisifs[[1]struct{}](j, q0, q1, n0, t, sansBrent-1)
		case 2:
			q0, q1, n0, t, g = decisifs[[2]struct{}](j, q0, q1, n0, t, sansBrent-1)
		case 3:
			q0, q1, n0, t, g = decisifs[[3]struct{}](j, q0, q1, n0, t, sansBrent-1)
		default:
			q0, q1, n0, t, g = decisifs[[4]struct{}](j, q0, q1, n0, t, sansBrent-1)
		}
		switch {
		case g != 0:
			return partieEmballe{plis: t, gagnant: g}
		case t == sansBrent-1:
			return j.joueBrent(etatEmballe{q0, q1, n0}, sansBrent)
		}
		t++
		var fin bool
		if j.optimisee {
			q0, q1, n0, fin, g = j.bataille(q0, q1, n0)
		} else {
			q0, q1, n0, fin, g = j.batailleNaturelle(q0, q1, n0)
		}
		switch {
		case fin:
			return partieEmballe{plis: t, gagnant: g}
		case t == sansBrent-1:
			return j.joueBrent(etatEmballe{q0, q1, n0}, sansBrent)
		}
	}
}

// decisifs plays the tricks that follow trick t while they are decisive duels or a tie settled
// by the next duel, up to trick fin, and returns the position, the last trick played and, when
// that trick ended the game, its winner (else 0: the next trick starts with a longer tie, or one
// where a player lacks a card, or trick fin is played). It calls nothing, so
// that the piles and the count stay in registers: a call in the loop of joue made the compiler
// keep them on the stack, whose stores and loads lengthen the chain from trick to trick. The
// bits a card, b, are the length of the array type L, a constant in each of the four versions the
// compiler makes (one per array type), so that the shifts by b take no register.
//
//go:noinline
func decisifs[L largeur](j *jeuEmballe, q0, q1 uint64, n0, t, fin int) (uint64, uint64, int, int, int) {
	var l L
	b := uint64(len(l))
	m := uint64(1)<<b - 1
	// The count is in bits: s0 = b·n0, and player 2 holds nb − s0 of the nb bits of the deck.
	nb := uint64(j.n) * b
	s0 := uint64(n0) * b
	naturelle := !j.optimisee
	for t < fin {
		a, c := q0&m, q1&m
		t++
		if a == c {
			// The common tie, played here too: one tied duel, then a decisive one.
			a2, c2 := q0>>b&m, q1>>b&m
			if a2 == c2 || s0 < 2*b || nb-s0 < 2*b {
				t--
				break
			}
			q0 >>= 2 * b
			q1 >>= 2 * b
			g := (a2 - c2) >> 63
			var pile uint64
			if naturelle {
				x := (a2 ^ c2) & -g
				pile = a2 ^ x | (c2^x)<<b | (a|a<<b)<<(2*b)
			} else {
				pile = j.tri[2*j.poids[a&15]+j.poids[a2&15]+j.poids[c2&15]]
			}
			ajout := pile << ((s0 - 2*b + (nb-2*s0)&-g) & 63)
			q0 |= ajout &^ -g
			q1 |= ajout & -g
			s0 += 2*b - (4*b)&-g
			if s0-b >= nb-b { // a pile is empty
				return q0, q1, int(s0 / b), t, 1 + int(g)
			}
			continue
		}
		q0 >>= b
		q1 >>= b
		// g is 1 when player 2 wins: c > a makes a − c wrap.
		g := (a - c) >> 63
		x := (a ^ c) & -g
		paire := a ^ x | (c^x)<<b
		// The winner's pile holds s bits once its card is played: s0 − b, or nb − s0 − b.
		s := s0 - b + (nb-2*s0)&-g
		ajout := paire << (s & 63)
		q0 |= ajout &^ -g
		q1 |= ajout & -g
		s0 += b - (2*b)&-g
		if s0-b >= nb-b { // a pile is empty
			return q0, q1, int(s0 / b), t, 1 + int(g)
		}
	}
	return q0, q1, int(s0 / b), t, 0
}

// largeur is the bits a card as the length of an array type: a pile of the whole deck fits in 64
// bits, and a deck of v values has at least v cards, so a card takes 1 to 4 bits (5 bits are 17
// values or more, 85 bits).
type largeur interface {
	[1]struct{} | [2]struct{} | [3]struct{} | [4]struct{}
}

// joueBrent plays on from s, reached after premier − 1 tricks, the tricks counted from the deal,
// looking for a cycle by Brent's algorithm trick by trick from trick sansBrent: the tortoise is
// the position of a trick, the hare the current one, and the tortoise moves up to the hare
// whenever the tricks since it moved reach a power of two. The first return to the tortoise after
// it is on the cycle comes after exactly one period, wherever the tortoise started.
func (j *jeuEmballe) joueBrent(s etatEmballe, premier int) partieEmballe {
	b, m, n := j.b, j.masque, j.n
	q0, q1, n0 := s.q0, s.q1, s.n0
	var t0, t1 uint64 // the tortoise, first the position after sansBrent − 1 tricks
	tn0 := -1
	lambda, puissance := 0, 1
	for t := premier; ; t++ {
		a, c := q0&m, q1&m
		if a != c {
			q0 >>= b
			q1 >>= b
			// g is 1 when player 2 wins: c > a makes a − c wrap.
			g := (a - c) >> 63
			x := (a ^ c) & -g
			haute, basse := a^x, c^x
			paire := haute | basse<<b
			n1 := n - n0
			q0 |= paire << (b * uint(n0-1) & 63) & (g - 1)
			q1 |= paire << (b * uint(n1-1) & 63) & -g
			n0 += 1 - 2*int(g)
			if uint(n0-1) >= uint(n-1) { // a pile is empty
				return partieEmballe{plis: t, gagnant: 1 + int(g)}
			}
		} else {
			var fin bool
			var gagnant int
			if j.optimisee {
				q0, q1, n0, fin, gagnant = j.bataille(q0, q1, n0)
			} else {
				q0, q1, n0, fin, gagnant = j.batailleNaturelle(q0, q1, n0)
			}
			if fin {
				return partieEmballe{plis: t, gagnant: gagnant}
			}
		}
		if t < sansBrent {
			continue
		}
		lambda++
		if q0 == t0 && q1 == t1 && n0 == tn0 {
			return partieEmballe{plis: t, infinie: true, periode: lambda, cycle: etatEmballe{q0, q1, n0}}
		}
		if lambda == puissance {
			t0, t1, tn0 = q0, q1, n0
			puissance <<= 1
			lambda = 0
		}
	}
}

// bataille plays a trick whose first duel is a tie: both players turn cards until they differ,
// and the winner picks the table up, natural (the decisive duel's higher card, its lower, then
// the earlier tied pairs from the last) or optimised (by decreasing value). A player who runs
// out during the tie ends the game: the other wins, nobody if both ran out.
func (j *jeuEmballe) bataille(q0, q1 uint64, n0 int) (uint64, uint64, int, bool, int) {
	b, m := j.b, j.masque
	n1 := j.n - n0
	var egales uint64 // the tied pairs, the last in the lowest bits
	k := 0            // tied duels
	compte := 0       // the table's count, in the mixed radix of poids
	var a, c uint64
	for {
		a, c = q0&m, q1&m
		q0 >>= b
		q1 >>= b
		n0--
		n1--
		if a != c {
			break
		}
		egales = egales<<(2*b) | a | a<<b
		compte += 2 * j.poids[a&15]
		k++
		if n0 == 0 || n1 == 0 {
			switch {
			case n0 == 0 && n1 == 0:
				return q0, q1, n0, true, 0
			case n0 == 0:
				return q0, q1, n0, true, 2
			}
			return q0, q1, n0, true, 1
		}
	}
	var pile uint64 // the table as it is picked up, its first card in the lowest bits
	switch {
	case !j.optimisee:
		pile = max(a, c) | min(a, c)<<b | egales<<(2*b)
	default:
		pile = j.tri[compte+j.poids[a&15]+j.poids[c&15]]
	}
	if c > a {
		q1 |= pile << (b * uint(n1) & 63)
		n1 += 2*k + 2
		if n0 == 0 {
			return q0, q1, n0, true, 2
		}
		return q0, q1, n0, false, 0
	}
	q0 |= pile << (b * uint(n0) & 63)
	n0 += 2*k + 2
	if n1 == 0 {
		return q0, q1, n0, true, 1
	}
	return q0, q1, n0, false, 0
}

// batailleNaturelle is bataille for the natural pick-up, which needs no count of the values.
func (j *jeuEmballe) batailleNaturelle(q0, q1 uint64, n0 int) (uint64, uint64, int, bool, int) {
	b, m := j.b, j.masque
	n1 := j.n - n0
	var egales uint64 // the tied pairs, the last in the lowest bits
	k := uint(0)      // tied duels
	var a, c uint64
	for {
		a, c = q0&m, q1&m
		q0 >>= b
		q1 >>= b
		n0--
		n1--
		if a != c {
			break
		}
		egales = egales<<(2*b) | a | a<<b
		k++
		if n0 == 0 || n1 == 0 {
			switch {
			case n0 == 0 && n1 == 0:
				return q0, q1, n0, true, 0
			case n0 == 0:
				return q0, q1, n0, true, 2
			}
			return q0, q1, n0, true, 1
		}
	}
	if c > a {
		q1 |= (c | a<<b | egales<<(2*b)) << (b * uint(n1) & 63)
		if n0 == 0 {
			return q0, q1, n0, true, 2
		}
		return q0, q1, n0, false, 0
	}
	q0 |= (a | c<<b | egales<<(2*b)) << (b * uint(n0) & 63)
	n0 += 2*int(k) + 2
	if n1 == 0 {
		return q0, q1, n0, true, 1
	}
	return q0, q1, n0, false, 0
}

// charge packs a deal: player 1's cards then player 2's, values from 1, top first.
func (j *jeuEmballe) charge(j1, j2 []int) etatEmballe {
	return etatEmballe{emballePile(j1, j.b), emballePile(j2, j.b), len(j1)}
}

// emballePile packs cards of values from 1, top first, b bits each.
func emballePile(cartes []int, b uint) uint64 {
	var q uint64
	for i, v := range cartes {
		q |= uint64(v-1) << (b * uint(i))
	}
	return q
}

// deballePile returns the n cards of a packed pile, values from 1, top first.
func deballePile(q uint64, n int, b uint) []int {
	r := make([]int, n)
	for i := range r {
		r[i] = int(q>>(b*uint(i))&(1<<b-1)) + 1
	}
	return r
}
