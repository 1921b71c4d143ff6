package bataille

import (
	"math/bits"
	"math/rand/v2"
)

// melangeur shuffles a deck of a given size by Fisher–Yates, drawing its indices in batches:
// one 64-bit word gives every index of a batch (Brackett-Rozinsky and Lemire's batched bounded
// draws), so that a deal of 52 cards costs 5 words of the generator instead of 51. The indices
// of the shuffle's places i = a, a−1, …, b, each uniform in [0, i], are the mixed-radix digits
// of ⌊x·P / 2⁶⁴⌋ for a random word x, P = (a+1)·a·…·(b+1): multiplying x by a + 1 gives the
// first digit in the high word and leaves the low word to be multiplied by a, and so on; the
// last low word is x·P mod 2⁶⁴. As in Lemire's draw of one bounded number, x is rejected, and
// drawn again, when that low word falls below 2⁶⁴ mod P, so that every value of ⌊x·P / 2⁶⁴⌋
// comes from the same number of words and the digits are uniform and independent. A batch's P
// is at most lotMax, so a word is drawn again with probability below 2⁻⁸.
type melangeur struct {
	lots []lotMelange
}

// lotMelange is one batch: the places from haut down to bas, the product of their ranges, and
// 2⁶⁴ mod that product, below which the last low word rejects the word.
type lotMelange struct {
	haut, bas      int
	seuil, produit uint64
}

// lotMax bounds the product of the ranges of a batch.
const lotMax = 1 << 56

// nouveauMelangeur returns the shuffle of n cards, its batches cut greedily from the top.
func nouveauMelangeur(n int) melangeur {
	var m melangeur
	for i := n - 1; i > 0; {
		haut, p := i, uint64(1)
		for i > 0 && p <= lotMax/uint64(i+1) {
			p *= uint64(i + 1)
			i--
		}
		m.lots = append(m.lots, lotMelange{haut: haut, bas: i + 1, seuil: -p % p, produit: p})
	}
	return m
}

// melange shuffles d, of the melangeur's size, uniformly, drawing from p. A batch's word x is
// rejected when x·P mod 2⁶⁴, the low word left after its digits, is below the batch's seuil.
func (m *melangeur) melange(d []uint8, p *rand.PCG) {
	for _, l := range m.lots {
		x := p.Uint64()
		for x*l.produit < l.seuil {
			x = p.Uint64()
		}
		l.echange(x, d)
	}
}

// echange swaps, at each place i of the batch from haut down to bas, d[i] with d[j], j the
// index drawn for i from the word x: the digits of ⌊x·P / 2⁶⁴⌋, each found as it is needed, in
// one multiplication (writing the batch's indices to an array first was 30 % slower).
func (l lotMelange) echange(x uint64, d []uint8) {
	for i := l.haut; i >= l.bas; i-- {
		var j uint64
		j, x = bits.Mul64(x, uint64(i+1))
		d[i], d[j] = d[j], d[i]
	}
}
