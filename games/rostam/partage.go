package rostam

import (
	"context"
	"strconv"

	"jeux/parallel"
	"jeux/parametre"
)

// A simulation is a fixed list of work items of TailleLot deals; a shard of it, run on another
// machine, plays a contiguous range of them (see parallel.RunRange), merged in item order.

// The defaults of the commands' options: the cards of a simulation (simule, plot durees) and
// its number of deals, the cards of an enumeration of deals (exhaustif) or of positions, and K
// of Theorem 2's construction (infinie). JusquaParDefaut is plot's largest N.
const (
	CartesSimulation  = 10
	DonnesSimulation  = 1_000_000
	CartesEnumeration = 8
	CartesPositions   = 8
	KParDefaut        = 2
)

// JusquaParDefaut is the largest N of the chart infinies by default: the last published count.
func JusquaParDefaut() int { return len(ComptesPublies) + 1 }

// TailleLot is the number of deals of a work item of a simulation.
const TailleLot = 1 << 12

// Lots is the number of work items of the simulation c.
func (c ConfigSimulation) Lots() int64 { return parallel.Chunks(c.Parties, TailleLot) }

// PartiesDesLots is the number of deals the work items [debut, fin) of c play.
func (c ConfigSimulation) PartiesDesLots(debut, fin int64) int64 {
	return parallel.Trials(c.Parties, TailleLot, debut, fin)
}

// SimuleLots plays the work items [debut, fin) of c, each with the random stream it has in a
// whole run of seed graine; the whole range is the whole simulation.
func SimuleLots(ctx context.Context, c ConfigSimulation, graine uint64, opt parallel.Options, debut, fin int64) (*BilanSimulation, error) {
	opt.ChunkSize = TailleLot
	return parallel.RunRange(ctx, c.Parties, graine, opt, debut, fin,
		func() *BilanSimulation { return &BilanSimulation{N: c.N, Limite: c.Limite} },
		func(ch parallel.Chunk, acc *BilanSimulation) { acc.Simule(ch.Count, ch.Rand()) },
		(*BilanSimulation).ajouter)
}

// MaxCalcul bounds the enumerations PartsInfinies runs on the spot: N = 12 takes about 15 s
// on two cores, N = 13 many minutes.
const MaxCalcul = 12

// PartsInfinies returns the exhaustive counts of N = 2 to jusqua: the published ones, or, when
// calcul, those enumerated now with options (workers, what to name) chosen by options. A
// jusqua beyond them is refused by a *parametre.Erreur.
func PartsInfinies(ctx context.Context, jusqua int, calcul bool, options func(n int) OptionsExhaustif) ([]CompteExhaustif, error) {
	maxi := len(ComptesPublies) + 1
	if calcul {
		maxi = MaxCalcul
	}
	if jusqua < 2 || jusqua > maxi {
		return nil, &parametre.Erreur{Nom: "jusqua", Valeur: strconv.Itoa(jusqua), Code: CodeJusqua, Args: []any{maxi}}
	}
	l := append([]CompteExhaustif(nil), ComptesPublies[:jusqua-1]...)
	if !calcul {
		return l, nil
	}
	for i, c := range l {
		d, err := Enumerer(ctx, c.N, options(c.N), 0, NombreItems(c.N))
		if err != nil {
			return nil, err
		}
		l[i].Donnes, l[i].Infinies = d.Donnes, d.Infinies
	}
	return l, nil
}
