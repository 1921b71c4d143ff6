package rostam

import (
	"cmp"
	"maps"
	"slices"
	"sort"

	"jeux/stats"
)

// The first enumerator of one-colour War, kept as a reference for the tests: one deal after the
// other, no vector lanes, no work items. The engine is Enumerer (exhaustif.go).

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
