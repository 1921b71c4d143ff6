package rostam

import (
	"math/rand/v2"

	"jeux/stats"
)

// BilanSimulation accumulates random deals of N cards (player 1 takes the first N/2 of a
// uniformly shuffled deck).
type BilanSimulation struct {
	N int
	// Limite, when positive, also classifies every deal as the report did: a game not finished
	// within Limite tricks counts as unknown.
	Limite                    int
	Parties, J1, J2, Infinies int64
	// Durees holds the durations of the finished games, Periodes the periods of the others.
	Durees, Periodes stats.Histogram
	// J1Limite, J2Limite and Inconnues are the report's counts under the move limit.
	J1Limite, J2Limite, Inconnues int64
	moteur                        Moteur
	cartes                        []uint8
}

// Simule plays nombre random deals drawn from rng.
func (b *BilanSimulation) Simule(nombre int64, rng *rand.Rand) {
	n, m := b.N, b.N/2
	if n < 2 || n > MaxN {
		panic("rostam: Simule hors de 2..255 cartes")
	}
	if len(b.cartes) != n {
		b.cartes = make([]uint8, n)
	}
	c := b.cartes
	for k := int64(0); k < nombre; k++ {
		for i := range c {
			c[i] = uint8(i + 1)
		}
		for i := n - 1; i > 0; i-- {
			j := rng.IntN(i + 1)
			c[i], c[j] = c[j], c[i]
		}
		var g, plis, lam int
		if n <= MaxRapide {
			var r rapide
			r.n1, r.n = m, n
			for i := 0; i < m; i++ {
				r.q1 |= uint64(c[i]) << (4 * i)
			}
			for i := m; i < n; i++ {
				r.q2 |= uint64(c[i]) << (4 * (i - m))
			}
			g, plis, _, lam, _ = joueRapide(r)
		} else {
			b.moteur.c1 = append(b.moteur.c1[:0], c[:m]...)
			b.moteur.c2 = append(b.moteur.c2[:0], c[m:]...)
			g, plis, _, lam = b.moteur.joue(false)
		}
		b.ajoute(g, plis, lam)
	}
}

func (b *BilanSimulation) ajoute(g, plis, lam int) {
	b.Parties++
	switch g {
	case 0:
		b.Infinies++
		b.Periodes.Add(lam)
	case 1:
		b.J1++
		b.Durees.Add(plis)
	case 2:
		b.J2++
		b.Durees.Add(plis)
	}
	if b.Limite <= 0 {
		return
	}
	switch {
	case g == 0 || plis > b.Limite:
		b.Inconnues++
	case g == 1:
		b.J1Limite++
	default:
		b.J2Limite++
	}
}

// ajouter adds the deals of src to b.
func (b *BilanSimulation) ajouter(src *BilanSimulation) {
	b.Parties += src.Parties
	b.J1 += src.J1
	b.J2 += src.J2
	b.Infinies += src.Infinies
	b.Durees.Merge(&src.Durees)
	b.Periodes.Merge(&src.Periodes)
	b.J1Limite += src.J1Limite
	b.J2Limite += src.J2Limite
	b.Inconnues += src.Inconnues
}
