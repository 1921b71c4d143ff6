package bataille

import (
	"context"
	"errors"
	"fmt"
	"strconv"

	"jeux/cache"
	"jeux/parallel"
	"jeux/stats"
)

// Simulation is Parties games of one deck and rule set, dealt from the seed Graine: the same
// simulation gives the same durations whatever the number of workers.
type Simulation struct {
	Config
	Parties int64
	Graine  uint64
}

// Valider checks the deck, the rules and the number of games, and returns an *ErreurConfig
// for the first one out of range.
func (s Simulation) Valider() error {
	if err := s.Config.Valider(); err != nil {
		return err
	}
	if s.Parties < 1 {
		return &ErreurConfig{Champ: "nombre", Valeur: strconv.FormatInt(s.Parties, 10), Permis: "un nombre de parties d'au moins 1"}
	}
	return nil
}

// TailleLot is the number of games in a chunk of the parallel runner: a chunk of the longest
// decks stays well under 100 ms.
const TailleLot = 1024

// Cle is the cache key of a simulation: every parameter that changes its durations.
func (s Simulation) Cle() cache.Cle {
	return cache.Cle{Jeu: "bataille", Parametres: []cache.Parametre{
		{Nom: "regles", Valeur: s.Regles.String()},
		{Nom: "j1", Valeur: s.Ramassage[0].String()},
		{Nom: "j2", Valeur: s.Ramassage[1].String()},
		{Nom: "c", Valeur: strconv.Itoa(s.Couleurs)},
		{Nom: "v", Valeur: strconv.Itoa(s.Valeurs)},
		{Nom: "n", Valeur: strconv.FormatInt(s.Parties, 10)},
		{Nom: "g", Valeur: strconv.FormatUint(s.Graine, 10)},
	}}
}

// Cache is where simulations are kept between runs: a histogram read back from Dossier is used
// instead of playing the games again. A cache that cannot be read or written is reported to
// Avertir (one French sentence) and the simulation goes on without it.
type Cache struct {
	Dossier string
	Avertir func(message string)
}

func (c *Cache) avertir(format string, a ...any) {
	if c.Avertir != nil {
		c.Avertir(fmt.Sprintf(format, a...))
	}
}

// Simule plays the games of s with the runner's options opt (its chunk size is TailleLot) and
// returns their durations, an infinite game counted as DureeInfinie. With a cache (c not nil),
// the histogram is read from it when it is there and stored in it otherwise. It returns
// ctx.Err() when ctx is cancelled.
func Simule(ctx context.Context, s Simulation, opt parallel.Options, c *Cache) (*stats.Histogram, error) {
	if err := s.Valider(); err != nil {
		return nil, err
	}
	cle := s.Cle()
	if c != nil {
		h, err := cache.Lire(c.Dossier, cle)
		switch {
		case err == nil && h.Total() == s.Parties:
			if opt.Progress != nil {
				opt.Progress(s.Parties)
			}
			return h, nil
		case err == nil:
			c.avertir("cache corrompu : %s compte %d parties au lieu de %d ; nouveau calcul", cle.Fichier(), h.Total(), s.Parties)
		case errors.Is(err, cache.ErrCorrompue):
			c.avertir("%v ; nouveau calcul", err)
		case !errors.Is(err, cache.ErrAbsente):
			c.avertir("lecture du cache impossible (%v) ; nouveau calcul", err)
		}
	}
	opt.ChunkSize = TailleLot
	h, err := parallel.Run(ctx, s.Parties, s.Graine, opt,
		func() *stats.Histogram { return new(stats.Histogram) },
		func(ch parallel.Chunk, h *stats.Histogram) {
			NouveauMoteur(s.Config).Durees(h, ch.Rand(), ch.Count)
		},
		(*stats.Histogram).Merge)
	if err != nil {
		return nil, err
	}
	if c != nil {
		if err := cache.Ecrire(c.Dossier, cle, h); err != nil {
			c.avertir("%v ; résultat non gardé en cache", err)
		}
	}
	return h, nil
}
