package bataille

import (
	"context"

	"jeux/parallel"
	"jeux/stats"
)

// A simulation is a fixed list of work items, its chunks of TailleLot games; a shard of it, run
// on another machine, plays a contiguous range of them (see parallel.RunRange) and its durations
// are merged in item order by the command line's fusionne.

// Lots is the number of work items of s.
func (s Simulation) Lots() int64 { return parallel.Chunks(s.Parties, TailleLot) }

// SimuleLots plays the work items [debut, fin) of s, each with the random stream it has in a
// whole run, and returns their durations (an infinite game counted as DureeInfinie). The whole
// range gives what Simule computes.
func SimuleLots(ctx context.Context, s Simulation, opt parallel.Options, debut, fin int64) (*stats.Histogram, error) {
	if err := s.Valider(); err != nil {
		return nil, err
	}
	opt.ChunkSize = TailleLot
	return parallel.RunRange(ctx, s.Parties, s.Graine, opt, debut, fin,
		func() *stats.Histogram { return new(stats.Histogram) },
		func(ch parallel.Chunk, h *stats.Histogram) { NouveauMoteur(s.Config).Durees(h, ch.Rand(), ch.Count) },
		(*stats.Histogram).Merge)
}

// PartiesLots is the number of games of the work items [debut, fin) of s.
func (s Simulation) PartiesLots(debut, fin int64) int64 {
	return parallel.Trials(s.Parties, TailleLot, debut, fin)
}

// DureesLots plays the work items [debut, fin) of s with simule (see Simulateur) and returns their
// durations as the aggregate of a part, as MultistatLots does for a multistat.
func DureesLots(ctx context.Context, s Simulation, opt parallel.Options, debut, fin int64, simule Simulateur) (*Durees, error) {
	h, err := simule(ctx, s, opt, debut, fin)
	if err != nil {
		return nil, err
	}
	return &Durees{Histogram: *h}, nil
}

// DureesJeu are the durations of one deck of a multistat.
type DureesJeu struct {
	Couleurs int              `json:"couleurs"`
	Valeurs  int              `json:"valeurs"`
	Durees   *stats.Histogram `json:"durees"`
}

// AgregatMultistat holds the durations of the decks of a multistat that a range of its work
// items touched, in the order of the decks.
type AgregatMultistat struct {
	Jeux []DureesJeu `json:"jeux"`
}

// jeux lists the decks of the multistat in order: by colours, then values.
func (c ConfigMultistat) jeux() [][2]int {
	var l [][2]int
	for co := c.Couleurs.Min; co <= c.Couleurs.Max; co++ {
		for v := c.Valeurs.Min; v <= c.Valeurs.Max; v++ {
			if co*v >= 2 {
				l = append(l, [2]int{co, v})
			}
		}
	}
	return l
}

// Lots is the number of work items of the multistat: the chunks of every deck, deck after deck.
func (c ConfigMultistat) Lots() int64 {
	return int64(c.Jeux()) * parallel.Chunks(c.Parties, TailleLot)
}

// MultistatLots plays the work items [debut, fin) of the multistat, each deck's with simule
// (see Simulateur).
func MultistatLots(ctx context.Context, cfg ConfigMultistat, opt parallel.Options, debut, fin int64, simule Simulateur) (*AgregatMultistat, error) {
	if err := cfg.Valider(); err != nil {
		return nil, err
	}
	par := parallel.Chunks(cfg.Parties, TailleLot)
	a := &AgregatMultistat{Jeux: []DureesJeu{}}
	for i, j := range cfg.jeux() {
		d, f := max(debut, int64(i)*par), min(fin, int64(i+1)*par)
		if d >= f {
			continue
		}
		h, err := simule(ctx, cfg.simulation(j[0], j[1]), opt, d-int64(i)*par, f-int64(i)*par)
		if err != nil {
			return nil, err
		}
		a.Jeux = append(a.Jeux, DureesJeu{j[0], j[1], h})
	}
	return a, nil
}

// Fusionner adds src, the items that follow those of a, to a: the durations of a deck both
// touched are merged.
func (a *AgregatMultistat) Fusionner(src *AgregatMultistat) error {
	for _, j := range src.Jeux {
		if j.Durees == nil {
			return echec(CodeDureesAbsentesJeu, j.Couleurs, j.Valeurs)
		}
		if n := len(a.Jeux); n > 0 && a.Jeux[n-1].Couleurs == j.Couleurs && a.Jeux[n-1].Valeurs == j.Valeurs {
			a.Jeux[n-1].Durees.Merge(j.Durees)
			continue
		}
		a.Jeux = append(a.Jeux, j)
	}
	return nil
}

// Resultat gives the statistics of every deck from the durations of all the work items.
func (c ConfigMultistat) Resultat(a *AgregatMultistat) (Multistat, error) {
	decks := c.jeux()
	if len(a.Jeux) != len(decks) {
		return Multistat{}, echec(CodeDureesNombreJeux, len(a.Jeux), len(decks))
	}
	res := Multistat{Nom: Config{Regles: c.Regles, Ramassage: c.Ramassage}.Nom(), Regles: c.Regles.String(), RamassageJ1: c.Ramassage[0].String(),
		RamassageJ2: c.Ramassage[1].String(), Parties: c.Parties, Jeux: []Stat{}}
	for i, j := range a.Jeux {
		if j.Couleurs != decks[i][0] || j.Valeurs != decks[i][1] || j.Durees == nil || j.Durees.Total() != c.Parties {
			return Multistat{}, echec(CodeDureesIncompletes, j.Couleurs, j.Valeurs)
		}
		res.Jeux = append(res.Jeux, NouvelleStat(c.simulation(j.Couleurs, j.Valeurs), j.Durees))
	}
	return res, nil
}
