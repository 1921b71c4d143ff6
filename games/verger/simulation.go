package verger

import (
	"context"
	"math/rand/v2"
)

// Bilan accumulates games played at random, for a Monte Carlo estimate next to the exact values.
// The zero value is an empty Bilan ready to use.
type Bilan struct {
	Parties, Victoires int64
	Lancers            int64 // die rolls of all the games together
}

// Simuler plays n games of j with r and adds them to b.
func (b *Bilan) Simuler(j *Joueur, r *rand.Rand, n int64) {
	b.SimulerContexte(context.Background(), j, r, n)
}

// SimulerContexte is Simuler for long runs: it stops soon after ctx is cancelled, within a game
// if need be, and returns ctx.Err(); b then holds the games finished before, which are not the n
// games asked for and must not be shown as such.
func (b *Bilan) SimulerContexte(ctx context.Context, j *Joueur, r *rand.Rand, n int64) error {
	for i := range n {
		// A game of the original box is 2 µs: polling every 1024 games is every 2 ms or so, and
		// PartieContexte polls within the longer games.
		if i%1024 == 1023 && ctx.Err() != nil {
			return ctx.Err()
		}
		g, l, err := j.PartieContexte(ctx, r)
		if err != nil {
			return err
		}
		b.Parties++
		if g {
			b.Victoires++
		}
		b.Lancers += int64(l)
	}
	return nil
}

// Fusionner adds the games of src to b.
func (b *Bilan) Fusionner(src *Bilan) {
	b.Parties += src.Parties
	b.Victoires += src.Victoires
	b.Lancers += src.Lancers
}

// DureeMoyenne is the mean number of die rolls of a game, NaN before any game.
func (b *Bilan) DureeMoyenne() float64 { return float64(b.Lancers) / float64(b.Parties) }
