package bataille

import (
	"context"
	"strconv"

	"jeux/parallel"
	"jeux/parametre"
	"jeux/stats"
)

// Simulation is Parties games of one deck and rule set, dealt from the seed Graine: the same
// simulation gives the same durations whatever the number of workers.
type Simulation struct {
	Config
	Parties int64
	Graine  uint64
}

// Valider checks the deck, the rules and the number of games, and returns a *parametre.Erreur
// for the first one out of range.
func (s Simulation) Valider() error {
	if err := s.Config.Valider(); err != nil {
		return err
	}
	return validerParties(s.Parties)
}

// validerParties checks a number of games (-n): at least 1.
func validerParties(n int64) error {
	if n < 1 {
		return &parametre.Erreur{Nom: "nombre", Valeur: strconv.FormatInt(n, 10), Code: CodeParties}
	}
	return nil
}

// TailleLot is the number of games in a chunk of the parallel runner: a chunk of the longest
// decks stays well under 100 ms.
const TailleLot = 1024

// Simulateur plays the work items [debut, fin) of a simulation with the runner's options and
// returns their durations: SimuleLots, or SimuleLots wrapped by the command layer (in a cache,
// for instance), which the engine does not know.
type Simulateur func(ctx context.Context, s Simulation, opt parallel.Options, debut, fin int64) (*stats.Histogram, error)

// Simule plays every game of s with simule (see Simulateur) and returns their durations, an
// infinite game counted as DureeInfinie. It returns ctx.Err() when ctx is cancelled.
func Simule(ctx context.Context, s Simulation, opt parallel.Options, simule Simulateur) (*stats.Histogram, error) {
	return simule(ctx, s, opt, 0, s.Lots())
}
