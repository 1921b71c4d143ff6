package bataille

import (
	"fmt"

	"jeux/parallel"
	"jeux/stats"
)

// The checks of partial aggregates: before « jeux fusionne » adds a part, its figures must be
// possible for the range of work items it claims.

// dureeMin is the shortest duration a game of cfg records: 0 counts the infinite games of a
// deterministic game (see Simulation), every finished game lasts at least one trick.
func dureeMin(cfg Config) int {
	if cfg.Deterministe() {
		return 0
	}
	return 1
}

// VerifierLots checks the durations of a part that played the work items [debut, fin) of s: as
// many games as the range holds, each duration possible.
func (s Simulation) VerifierLots(debut, fin int64, h *stats.Histogram) error {
	if h == nil {
		return echec(CodeDureesAbsentes)
	}
	return h.CheckTotal(parallel.Trials(s.Parties, TailleLot, debut, fin), dureeMin(s.Config), stats.MaxCSVValue)
}

// VerifierLots checks the durations of a part that played the work items [debut, fin) of the
// multistat: one entry per deck the range touches, in order, each with the games of its items.
func (c ConfigMultistat) VerifierLots(debut, fin int64, a *AgregatMultistat) error {
	par := parallel.Chunks(c.Parties, TailleLot)
	k := 0
	for i, j := range c.jeux() {
		d, f := max(debut, int64(i)*par), min(fin, int64(i+1)*par)
		if d >= f {
			continue
		}
		if k >= len(a.Jeux) {
			return echec(CodeDureesJeuAbsentes, j[0], j[1])
		}
		e := a.Jeux[k]
		k++
		if e.Couleurs != j[0] || e.Valeurs != j[1] || e.Durees == nil {
			return echec(CodeDureesAutreJeu, k-1, e.Couleurs, e.Valeurs, j[0], j[1])
		}
		cfg := c.simulation(j[0], j[1]).Config
		n := parallel.Trials(c.Parties, TailleLot, d-int64(i)*par, f-int64(i)*par)
		if err := e.Durees.CheckTotal(n, dureeMin(cfg), stats.MaxCSVValue); err != nil {
			return fmt.Errorf("jeu %d × %d : %w", j[0], j[1], err)
		}
	}
	if k != len(a.Jeux) {
		return echec(CodeJeuxEnTrop, len(a.Jeux)-k)
	}
	return nil
}

// VerifierLots checks the result of a part that ran the searches [debut, fin) of c: its seed,
// its evaluations (the searches' shares of --iterations when the search counts them), and its
// deals, replayed here to the lengths, pre-periods and periods they claim.
func (c ConfigRecord) VerifierLots(debut, fin int64, r ResultatRecord) error {
	if r.Graine != c.Graine {
		return fmt.Errorf("graine %d, %d attendue", r.Graine, c.Graine)
	}
	if r.Evaluations < 0 {
		return echec(CodeEvaluationsNegatives, r.Evaluations)
	}
	if r.Interrompue {
		return echec(CodePartInterrompue)
	}
	if c.Iterations > 0 {
		attendu := int64(0)
		for w := debut; w < fin; w++ {
			attendu += c.Iterations / int64(c.Recherches)
			if w < c.Iterations%int64(c.Recherches) {
				attendu++
			}
		}
		if r.Evaluations != attendu {
			return echec(CodeEvaluationsRecherches, r.Evaluations, debut, fin, attendu)
		}
	}
	if (r.Meilleur.J1 == "") != (r.Evaluations == 0) {
		return echec(CodeMeilleureSansEvaluation, r.Meilleur.J1, r.Evaluations)
	}
	if r.Meilleur.J1 != "" {
		if err := c.verifierMeilleur("meilleure donne", r.Meilleur); err != nil {
			return err
		}
	}
	if r.Cycle != nil {
		if err := c.verifierMeilleur("cycle", *r.Cycle); err != nil {
			return err
		}
		if !r.Cycle.Infinie {
			return echec(CodeCycleFini, r.Cycle.Plis)
		}
	}
	return nil
}

// verifierMeilleur replays the deal m and compares its game with what m claims.
func (c ConfigRecord) verifierMeilleur(nom string, m Meilleur) error {
	j1, err1 := LireDonne(m.J1)
	j2, err2 := LireDonne(m.J2)
	if err1 != nil || err2 != nil {
		return echec(CodePilesIllisibles, nom)
	}
	c.Depart = &Donne{J1: j1, J2: j2}
	if err := c.verifierDepart(); err != nil {
		return fmt.Errorf("%s : %w", nom, err)
	}
	res := NouveauMoteur(c.Config).Rejoue(j1, j2, nil, nil) // Plis of an infinite game: pre-period + period
	if plis := res.Plis; plis != m.Plis || res.Infinie != m.Infinie || res.Preperiode != m.Preperiode || res.Periode != m.Periode {
		return echec(CodeRecordRejoue, nom, m.Plis, m.Infinie, m.Preperiode, m.Periode, res.Plis, res.Infinie, res.Preperiode, res.Periode)
	}
	return nil
}

// The contract of the parts (cli.Agregat): every aggregate of a sharded computation merges the
// one of the items that follow it, and checks itself against what its range of items implies.

// Durees is the aggregate of a simulation's work items: the histogram of the durations, written
// in a part as the histogram itself.
type Durees struct{ stats.Histogram }

// Fusionner adds to d the durations src of the items that follow.
func (d *Durees) Fusionner(src *Durees) error {
	d.Merge(&src.Histogram)
	return nil
}

// Verifier checks the durations of a part that played the work items [debut, fin) of s.
func (d *Durees) Verifier(s Simulation, debut, fin int64) error {
	return s.VerifierLots(debut, fin, &d.Histogram)
}

// Verifier checks a part of the multistat c that played the work items [debut, fin).
func (a *AgregatMultistat) Verifier(c ConfigMultistat, debut, fin int64) error {
	return c.VerifierLots(debut, fin, a)
}

// Verifier checks a part of the search c that ran the searches [debut, fin).
func (p *PartRecord) Verifier(c ConfigRecord, debut, fin int64) error {
	return c.VerifierPart(debut, fin, p)
}
