package verger

import "math/rand/v2"

// Bilan accumulates games played at random, for a Monte Carlo estimate next to the exact values.
// The zero value is an empty Bilan ready to use.
type Bilan struct {
	Parties, Victoires int64
	Lancers            int64 // die rolls of all the games together
}

// Simuler plays n games of j with r and adds them to b.
func (b *Bilan) Simuler(j *Joueur, r *rand.Rand, n int64) {
	for range n {
		g, l := j.Partie(r)
		b.Parties++
		if g {
			b.Victoires++
		}
		b.Lancers += int64(l)
	}
}

// Fusionner adds the games of src to b.
func (b *Bilan) Fusionner(src *Bilan) {
	b.Parties += src.Parties
	b.Victoires += src.Victoires
	b.Lancers += src.Lancers
}

// DureeMoyenne is the mean number of die rolls of a game, NaN before any game.
func (b *Bilan) DureeMoyenne() float64 { return float64(b.Lancers) / float64(b.Parties) }
