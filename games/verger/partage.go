package verger

import (
	"context"
	"math"

	"jeux/parallel"
	"jeux/stats"
)

// A simulation is a fixed list of work items: for each strategy in turn, the chunks of
// parallel.DefaultChunkSize games of the runner. A shard plays a contiguous range of them with
// the streams they have in a whole run; the command line's fusionne adds the parts in order.

// BilanStrategie is the tally of the games of one strategy.
type BilanStrategie struct {
	Strategie string `json:"strategie"`
	Bilan     Bilan  `json:"bilan"`
}

// AgregatSimulation holds the tallies of the strategies that a range of work items touched.
type AgregatSimulation struct {
	Bilans []BilanStrategie `json:"bilans"`
}

// Lots is the number of work items of a simulation of n games per strategy.
func (d Demande) Lots(n int64) int64 {
	return int64(len(d.Strategies)) * parallel.Chunks(n, parallel.DefaultChunkSize)
}

// SimulerLots plays the work items [debut, fin) of a simulation of n games per strategy (d.Exact
// is ignored), every strategy from the same seed: the estimate depends on the seed only, never on
// opt.Workers or the shards.
func (d Demande) SimulerLots(ctx context.Context, n int64, graine uint64, opt parallel.Options, debut, fin int64) (*AgregatSimulation, error) {
	d.Exact = false
	if err := d.verifier(true); err != nil {
		return nil, err
	}
	opt.ChunkSize = parallel.DefaultChunkSize
	par := parallel.Chunks(n, parallel.DefaultChunkSize)
	a := &AgregatSimulation{Bilans: []BilanStrategie{}}
	for i, s := range d.Strategies {
		de, a2 := max(debut, int64(i)*par), min(fin, int64(i+1)*par)
		if de >= a2 {
			continue
		}
		cfg := d.Config
		cfg.Strategie = s
		joueur, err := NouveauJoueur(ctx, cfg)
		if err != nil {
			return nil, err
		}
		// An interrupted chunk stops early; the runner then returns ctx.Err().
		b, err := parallel.RunRange(ctx, n, graine, opt, de-int64(i)*par, a2-int64(i)*par,
			func() *Bilan { return new(Bilan) },
			func(ch parallel.Chunk, b *Bilan) { _ = b.SimulerContexte(ctx, joueur, ch.Rand(), ch.Count) },
			(*Bilan).Fusionner)
		if err != nil {
			return nil, err
		}
		a.Bilans = append(a.Bilans, BilanStrategie{s.String(), *b})
	}
	return a, nil
}

// Fusionner adds src, the items that follow those of a, to a.
func (a *AgregatSimulation) Fusionner(src *AgregatSimulation) error {
	for _, b := range src.Bilans {
		if n := len(a.Bilans); n > 0 && a.Bilans[n-1].Strategie == b.Strategie {
			// The rolls are the one count the range does not bound.
			if b.Bilan.Lancers > math.MaxInt64-a.Bilans[n-1].Bilan.Lancers {
				return echec(CodeLancers, b.Strategie, int64(math.MaxInt64))
			}
			a.Bilans[n-1].Bilan.Fusionner(&b.Bilan)
			continue
		}
		a.Bilans = append(a.Bilans, b)
	}
	return nil
}

// ResultatSimulation sets the tallies of every strategy beside the exact values: a
// *ResultatSimulation for one strategy, a *ResultatSimulations for several. Their note Jeu is the
// command line's to write.
func (d Demande) ResultatSimulation(ctx context.Context, n int64, a *AgregatSimulation) (any, error) {
	if len(a.Bilans) != len(d.Strategies) {
		return nil, echec(CodeBilans, len(a.Bilans), len(d.Strategies))
	}
	var l []Simulation
	for i, s := range d.Strategies {
		b := a.Bilans[i].Bilan
		if a.Bilans[i].Strategie != s.String() || b.Parties != n {
			return nil, echec(CodeBilanIncomplet, a.Bilans[i].Strategie)
		}
		cfg := d.Config
		cfg.Strategie = s
		exact, err := Calculer(ctx, cfg, false)
		if err != nil {
			return nil, err
		}
		p := stats.Proportion{Hits: b.Victoires, Trials: b.Parties}
		ic := stats.IntervalleWilson(p)
		l = append(l, Simulation{s.String(), b.Parties, b.Victoires, p.Value(), ic,
			exact.Probabilite, ic.Bas <= exact.Probabilite && exact.Probabilite <= ic.Haut,
			b.DureeMoyenne(), exact.DureeMoyenne})
	}
	if len(l) == 1 {
		return &ResultatSimulation{Simulation: l[0]}, nil
	}
	return &ResultatSimulations{Strategies: l}, nil
}

// VerifierLots checks the tallies of a part that played the work items [debut, fin) of a
// simulation of n games per strategy: one per strategy the range touches, in order, each with
// the games of its items, at most that many wins, and at least one die roll a game.
func (d Demande) VerifierLots(n, debut, fin int64, a *AgregatSimulation) error {
	par := parallel.Chunks(n, parallel.DefaultChunkSize)
	k := 0
	for i, s := range d.Strategies {
		de, f := max(debut, int64(i)*par), min(fin, int64(i+1)*par)
		if de >= f {
			continue
		}
		if k >= len(a.Bilans) {
			return echec(CodeBilanAbsent, s)
		}
		b := a.Bilans[k]
		k++
		parties := parallel.Trials(n, parallel.DefaultChunkSize, de-int64(i)*par, f-int64(i)*par)
		switch {
		case b.Strategie != s.String():
			return echec(CodeBilanStrategie, k-1, b.Strategie, s.String())
		case b.Bilan.Parties != parties:
			return echec(CodeBilanParties, s, b.Bilan.Parties, parties)
		case b.Bilan.Victoires < 0 || b.Bilan.Victoires > parties:
			return echec(CodeBilanVictoires, s, b.Bilan.Victoires, parties)
		case b.Bilan.Lancers < parties:
			return echec(CodeBilanLancers, s, b.Bilan.Lancers, parties)
		}
	}
	if k != len(a.Bilans) {
		return echec(CodeBilansDeTrop, len(a.Bilans)-k)
	}
	return nil
}

// ConfigSimulation is the configuration of a simulation split in work items: the game and its
// number of games.
type ConfigSimulation struct {
	Demande Demande
	Parties int64
}

// Verifier checks the aggregate of a part of the simulation s that played the work items
// [debut, fin) (the contract of the parts, cli.Agregat).
func (a *AgregatSimulation) Verifier(s ConfigSimulation, debut, fin int64) error {
	return s.Demande.VerifierLots(s.Parties, debut, fin, a)
}

// Travail is the work of the items [debut, fin) of s in games, for the progress.
func (s ConfigSimulation) Travail(debut, fin int64) int64 {
	return (fin - debut) * parallel.DefaultChunkSize
}
