package bataille

import (
	"math/rand/v2"
	"slices"
	"sync"
)

// Aligned deals (docs/bataille.md, "Aligned deals"). Delahaye and Mathieu call a natural cycle
// aligned, and build cycles for many numbers of values from those of 3 and 4 values. jeux reads
// their cycles of 4 to 8 values as made of blocks: four cards of each player, played against
// each other, whose trick or tricks end inside the block and leave each player four of its
// eight cards, under the natural pick-up (docs/regles.md §1.3). The cards a block hands out go
// under both piles, behind the other blocks, in the order of the blocks: the piles stay level
// at every block's end, and each block follows its own orbit, untouched by the others. A deal
// made of blocks each on a periodic orbit never ends.
//
// The blocks are enumerated by enumereBlocs: 36 order patterns of eight cards, all with period
// 4 rounds, all holding one value four times (the block's high value) and four lower cards.
// A deal of 4 × V made of them therefore has V/2 blocks, V/2 high values and V/2 low ones: V is
// even (Delahaye and Mathieu's own note claims every 3x + 4y; the blocks give the even V only,
// and their cycle of 3 values is not made of blocks). With an odd V the family puts the four
// cards of one
// value, two in each pile, among blocks of the V − 1 others: such deals are no longer sure to
// cycle, and the search measures whether they do.

// blocAligne is a block of an aligned deal as ranks (0 the lowest card): player 1's four cards,
// then player 2's; its highest rank is held four times.
type blocAligne [8]uint8

// blocsAlignes are the aligned blocks, enumerated once.
var blocsAlignes = sync.OnceValue(enumereBlocs)

// tourBloc plays one round of the block b under the natural pick-up: each duel adds its lower
// then its higher card to the trick, the winner picks the trick up from its last card. It
// returns the next round's block (the cards each player picked up, in order), or false when a
// tie runs past the block's cards or the round leaves the players unequal.
func tourBloc(b blocAligne) (blocAligne, bool) {
	var suite [2][]uint8
	var pli []uint8
	for i := range 4 {
		x, y := b[i], b[4+i]
		pli = append(pli, min(x, y), max(x, y))
		if x == y {
			continue
		}
		gagnant := 0
		if y > x {
			gagnant = 1
		}
		for k := len(pli) - 1; k >= 0; k-- {
			suite[gagnant] = append(suite[gagnant], pli[k])
		}
		pli = pli[:0]
	}
	if len(pli) > 0 || len(suite[0]) != 4 {
		return b, false
	}
	var s blocAligne
	copy(s[:4], suite[0])
	copy(s[4:], suite[1])
	return s, true
}

// periodique reports whether the rounds of b stay level and come back to b.
func periodique(b blocAligne) bool {
	s := b
	for range 64 { // more than the orbit of any block of eight cards needs
		var ok bool
		if s, ok = tourBloc(s); !ok {
			return false
		}
		if s == b {
			return true
		}
	}
	return false
}

// enumereBlocs returns every aligned block: each sequence of eight ranks using the ranks 0 to
// m − 1, 2 ≤ m ≤ 5, none more than four times, whose rounds are periodic. (Eight cards with at
// most four of a value use at least two values; six or more distinct ranks leave no value
// four times, and the enumeration finds no block without one.)
func enumereBlocs() []blocAligne {
	var blocs []blocAligne
	for m := 2; m <= 5; m++ {
		var b blocAligne
		var rec func(i int, comptes [5]int)
		rec = func(i int, comptes [5]int) {
			if i == len(b) {
				for r := range m {
					if comptes[r] == 0 {
						return
					}
				}
				if periodique(b) {
					blocs = append(blocs, b)
				}
				return
			}
			for r := range m {
				if comptes[r] < 4 {
					b[i] = uint8(r)
					comptes[r]++
					rec(i+1, comptes)
					comptes[r]--
				}
			}
		}
		rec(0, [5]int{})
	}
	return blocs
}

// rangs describes a block's ranks: how many low ranks (below its high one) and how many cards
// of each.
func (b blocAligne) rangs() (bas int, comptes [4]int) {
	haut := uint8(0)
	for _, r := range b {
		haut = max(haut, r)
	}
	for _, r := range b {
		if r < haut {
			comptes[r]++
		}
	}
	return int(haut), comptes
}

// tireurAligne draws deals of the aligned family, with buffers kept from one deal to the next.
// Drawing a set of blocks costs about a dozen games of 52 cards (14 µs), so a set serves for
// reutilisations deals, each with its blocks in a new random order (and, with an odd number of
// values, the left-out cards at new places): every order of aligned blocks is an aligned deal.
type tireurAligne struct {
	vals, hauts, candidats, choix []uint8
	j2                            []uint8
	blocs                         []blocAligne
	reste                         [MaxValeurs + 1]int
	valeurs                       int   // the number of values of the blocks' deals
	horsBlocs                     uint8 // with an odd number of values, the value left out
	restantes                     int   // the deals the blocks still serve for
}

// reutilisations is the number of deals drawn from one set of blocks.
const reutilisations = 64

// donne fills d with a deal of 4 × valeurs drawn in the aligned family: blocks on the valeurs
// values (valeurs even) or on all but one, whose four cards then go two in each pile at random
// places (valeurs odd). d holds player 1's pile, then player 2's, as everywhere in the search.
// valeurs is at least 4.
func (t *tireurAligne) donne(r *rand.Rand, valeurs int, d []uint8) {
	if t.restantes == 0 || t.valeurs != valeurs {
		t.vals, t.horsBlocs, t.valeurs = t.vals[:0], 0, valeurs
		if valeurs%2 == 1 {
			t.horsBlocs = uint8(1 + r.IntN(valeurs))
		}
		for v := 1; v <= valeurs; v++ {
			if uint8(v) != t.horsBlocs {
				t.vals = append(t.vals, uint8(v))
			}
		}
		t.tireBlocs(r)
		t.restantes = reutilisations
	}
	t.restantes--
	r.Shuffle(len(t.blocs), func(i, j int) { t.blocs[i], t.blocs[j] = t.blocs[j], t.blocs[i] })
	reste := t.horsBlocs
	j1, j2 := d[:0:len(d)/2], t.j2[:0]
	for _, b := range t.blocs {
		j1 = append(j1, b[:4]...)
		j2 = append(j2, b[4:]...)
	}
	if reste != 0 {
		for range 2 {
			j1 = slices.Insert(j1, r.IntN(len(j1)+1), reste)
			j2 = slices.Insert(j2, r.IntN(len(j2)+1), reste)
		}
	}
	copy(d[len(d)/2:], j2)
	t.j2 = j2
}

// tireBlocs draws in t.blocs len(t.vals)/2 blocks holding each value of t.vals (an even number
// of them, at least 4, in increasing order) four times: a random set of high values (the
// highest always one), each, from the lowest up, with a random block whose low ranks get random
// lower values that still have cards. A draw that gets stuck starts again; after 64 of them,
// the blocks are those of blocsSansHasard.
func (t *tireurAligne) tireBlocs(r *rand.Rand) {
	vals := t.vals
	nb := len(vals) / 2
	tous := blocsAlignes()
	for range 64 {
		// The high values: the highest, and nb − 1 others drawn by a partial shuffle of the
		// rest; the others are low, four cards each.
		t.candidats = append(t.candidats[:0], vals[:len(vals)-1]...)
		for k := range nb - 1 {
			j := k + r.IntN(len(t.candidats)-k)
			t.candidats[k], t.candidats[j] = t.candidats[j], t.candidats[k]
		}
		t.hauts = append(append(t.hauts[:0], t.candidats[:nb-1]...), vals[len(vals)-1])
		for _, v := range vals {
			t.reste[v] = 4
		}
		for _, h := range t.hauts {
			t.reste[h] = 0
		}
		slices.Sort(t.hauts) // the lowest high value has the fewest low values to choose from
		t.blocs = t.blocs[:0]
		for _, h := range t.hauts {
			b, ok := t.blocAuHasard(r, tous, h)
			if !ok {
				break
			}
			t.blocs = append(t.blocs, b)
		}
		if len(t.blocs) == nb {
			return // every low card is placed: nb blocks hold 4·nb of them
		}
	}
	t.blocs = append(t.blocs[:0], blocsSansHasard(vals)...)
}

// blocAuHasard draws a block of high value h: a random aligned block, whose low ranks get values
// below h drawn among the values of t.vals with enough cards left in t.reste (taken from it);
// false when 16 draws find none.
func (t *tireurAligne) blocAuHasard(r *rand.Rand, tous []blocAligne, h uint8) (blocAligne, bool) {
	modele := tous[r.IntN(len(tous))]
	bas, comptes := modele.rangs()
	t.candidats = t.candidats[:0]
	for _, v := range t.vals { // in increasing order
		if v < h && t.reste[v] > 0 {
			t.candidats = append(t.candidats, v)
		}
	}
	if len(t.candidats) < bas {
		return modele, false
	}
	for range 16 {
		// bas values drawn by a partial shuffle, then sorted: the low ranks in order.
		for k := range bas {
			j := k + r.IntN(len(t.candidats)-k)
			t.candidats[k], t.candidats[j] = t.candidats[j], t.candidats[k]
		}
		t.choix = append(t.choix[:0], t.candidats[:bas]...)
		slices.Sort(t.choix)
		ok := true
		for k := range bas {
			ok = ok && t.reste[t.choix[k]] >= comptes[k]
		}
		if !ok {
			continue
		}
		var b blocAligne
		for i, rang := range modele {
			if int(rang) == bas {
				b[i] = h
			} else {
				b[i] = t.choix[rang]
			}
		}
		for k := range bas {
			t.reste[t.choix[k]] -= comptes[k]
		}
		return b, true
	}
	return modele, false
}

// blocsSansHasard builds blocks holding each value of vals (an even number of them, at least 4,
// in increasing order) four times, without chance: the high half of the values as high values,
// and block i of rank pattern 1 0 2 2 / 2 1 2 0 (two low values twice each) with the low values
// i and i + 1 (modulo the half), so that each low value is in two blocks, twice in each.
func blocsSansHasard(vals []uint8) []blocAligne {
	nb := len(vals) / 2
	bas, hauts := vals[:nb], vals[nb:]
	blocs := make([]blocAligne, nb)
	for i := range blocs {
		a, b := bas[i], bas[(i+1)%nb]
		if a > b {
			a, b = b, a
		}
		h := hauts[i]
		blocs[i] = blocAligne{b, a, h, h, h, b, h, a}
	}
	return blocs
}
