package rostam

import (
	"cmp"
	"maps"
	"slices"
	"sort"

	"jeux/stats"
)

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

// OptionsEnumeration says what Enumere records beyond the counts.
type OptionsEnumeration struct {
	// CompterMots counts the distinct profile words of the finished games.
	CompterMots bool
	// ListerMots keeps every word with the number of deals that play it (small decks only).
	ListerMots bool
}

// CycleTrouve is one cycle reached by some deals, named by its smallest position.
type CycleTrouve struct {
	Cle     uint64
	Periode int
	Donnes  int64
}

// Bilan accumulates the outcome of a set of deals of N cards (player 1 takes the first N/2).
type Bilan struct {
	N                        int
	Options                  OptionsEnumeration
	Donnes, J1, J2, Infinies int64
	// DureeMax is the longest finished game and IndiceMax the rank of the first deal lasting it.
	DureeMax  int
	IndiceMax int64
	// Durees holds the durations of the finished games.
	Durees stats.Histogram
	// MotsDistincts is the number of distinct words of the finished games (with CompterMots).
	MotsDistincts int64
	// Cycles maps the key of each cycle's smallest position to the cycle.
	Cycles map[uint64]*CycleTrouve
	// Mots maps every word to its number of deals (with ListerMots).
	Mots map[Mot]int64
}

// NouveauBilan returns an empty Bilan for decks of n cards, 2 <= n <= MaxRapide. Enumerer and
// Decompte do the same faster, for up to MaxEnumeration cards, in resumable work items.
func NouveauBilan(n int, o OptionsEnumeration) *Bilan {
	if n < 2 || n > MaxRapide {
		panic("rostam: NouveauBilan hors de 2..15 cartes")
	}
	b := &Bilan{N: n, Options: o, Cycles: map[uint64]*CycleTrouve{}}
	if o.ListerMots {
		b.Mots = map[Mot]int64{}
	}
	return b
}

// Enumere plays the deals of ranks premier to premier+nombre-1, the rank being that of the
// permutation dealt in lexicographic order.
func (b *Bilan) Enumere(premier, nombre int64) {
	n, m := b.N, b.N/2
	var p [MaxRapide]uint8
	perm := p[:n]
	for i, c := range Permutation(n, premier) {
		perm[i] = uint8(c)
	}
	var moteur Moteur
	for k := int64(0); k < nombre; k++ {
		var r rapide
		r.n1, r.n = m, n
		for i := 0; i < m; i++ {
			r.q1 |= uint64(perm[i]) << (4 * i)
		}
		for i := m; i < n; i++ {
			r.q2 |= uint64(perm[i]) << (4 * (i - m))
		}
		g, plis, _, lam, c := joueRapide(r)
		b.Donnes++
		switch g {
		case 0:
			b.Infinies++
			cle := representant(c, lam)
			if cy, ok := b.Cycles[cle]; ok {
				cy.Donnes++
			} else {
				b.Cycles[cle] = &CycleTrouve{Cle: cle, Periode: lam, Donnes: 1}
			}
		default:
			if g == 1 {
				b.J1++
			} else {
				b.J2++
			}
			b.Durees.Add(plis)
			if plis > b.DureeMax {
				b.DureeMax, b.IndiceMax = plis, premier+k
			}
			if b.Options.CompterMots && canonique(r, perm) {
				b.MotsDistincts++
			}
			if b.Options.ListerMots {
				moteur.c1 = append(moteur.c1[:0], perm[:m]...)
				moteur.c2 = append(moteur.c2[:0], perm[m:]...)
				moteur.mot = moteur.mot[:0]
				moteur.joue(true)
				b.Mots[Mot(moteur.mot)]++
			}
		}
		suivante(perm)
	}
}

// Fusionner adds the deals of src, which come after those of b in rank order.
func (b *Bilan) Fusionner(src *Bilan) {
	b.Donnes += src.Donnes
	b.J1 += src.J1
	b.J2 += src.J2
	b.Infinies += src.Infinies
	if src.DureeMax > b.DureeMax {
		b.DureeMax, b.IndiceMax = src.DureeMax, src.IndiceMax
	}
	b.Durees.Merge(&src.Durees)
	b.MotsDistincts += src.MotsDistincts
	for k, c := range src.Cycles {
		if d, ok := b.Cycles[k]; ok {
			d.Donnes += c.Donnes
		} else {
			b.Cycles[k] = c
		}
	}
	for w, c := range src.Mots {
		b.Mots[w] += c
	}
}

// PositionMax returns the first deal lasting DureeMax tricks.
func (b *Bilan) PositionMax() Position { return Donne(Permutation(b.N, b.IndiceMax)) }

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

// ListeCycles returns the distinct cycles by increasing period, then by position.
func (b *Bilan) ListeCycles() []Cycle {
	cles := make([]uint64, 0, len(b.Cycles))
	for k := range b.Cycles {
		cles = append(cles, k)
	}
	sort.Slice(cles, func(i, j int) bool {
		ci, cj := b.Cycles[cles[i]], b.Cycles[cles[j]]
		if ci.Periode != cj.Periode {
			return ci.Periode < cj.Periode
		}
		return cles[i] < cles[j]
	})
	var m Moteur
	liste := make([]Cycle, 0, len(cles))
	for _, k := range cles {
		p := positionDeCle(k, b.N)
		r := m.Joue(p)
		liste = append(liste, Cycle{Position: p, Periode: b.Cycles[k].Periode, Type: r.Type(), Mot: r.Notation(), Donnes: b.Cycles[k].Donnes})
	}
	return liste
}

// ListeMots returns the words of the finished games (recorded with ListerMots) by increasing
// length, then in alphabetical order of their letters.
func (b *Bilan) ListeMots() []Mot {
	l := slices.Collect(maps.Keys(b.Mots))
	slices.SortFunc(l, func(u, v Mot) int { return cmp.Or(cmp.Compare(len(u), len(v)), cmp.Compare(u, v)) })
	return l
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
