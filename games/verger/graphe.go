package verger

import (
	"context"
	"maps"
	"math"
	"math/big"
	"slices"

	"jeux/markov"
	"jeux/parametre"
)

// Transition is one move of the game's Markov chain, with its exact probability.
type Transition struct {
	De, Vers    int // indices in Graphe.Etats
	Probabilite *big.Rat
}

// Graphe is the absorbing Markov chain of a configuration, as the source draws it: one state per
// position reachable from the start, with the die reduced to the faces that change something
// (an emptied tree's face is a re-roll), and the two final states last, défaite then victoire.
type Graphe struct {
	Config      Config
	Etats       []Etat       // the positions still in play; index len(Etats) is défaite, the next victoire
	Transitions []Transition // sorted by De, then Vers
}

// Len returns the number of states, the two final ones included.
func (g *Graphe) Len() int { return len(g.Etats) + 2 }

// Defaite returns the index of the losing state.
func (g *Graphe) Defaite() int { return len(g.Etats) }

// Victoire returns the index of the winning state.
func (g *Graphe) Victoire() int { return len(g.Etats) + 1 }

// Libelle returns state i in the source's notation, or «défaite» and «victoire».
func (g *Graphe) Libelle(i int) string {
	switch i {
	case g.Defaite():
		return LibelleDefaite
	case g.Victoire():
		return LibelleVictoire
	}
	return g.Etats[i].String()
}

// Avancement returns the number of fruits picked plus the number of raven pieces placed from the
// start of the game to the state s: the source's rank of a state in its drawings.
func (c Config) Avancement(s Etat) int {
	n := c.Arbres*c.Fruits + c.Corbeau - s.Corbeau
	for _, v := range s.Arbres {
		n -= v
	}
	return n
}

// NouveauGraphe builds the chain of a configuration, refusing one of more than maxEtats states.
// States come in the source's order: by number of moves from the start (fruits picked plus
// pieces placed), then by trees in decreasing lexicographic order (22|1 before 21|2).
func NouveauGraphe(ctx context.Context, cfg Config, maxEtats int) (*Graphe, error) {
	if err := cfg.Valider(); err != nil {
		return nil, err
	}
	b := Estimer(cfg, true, true)
	if b.Positions > int64(maxEtats) {
		return nil, &parametre.Echec{Code: CodeGraphe, Args: []any{b.Positions, maxEtats}, Err: ErrTropGrand}
	}
	e, err := nouvelEspace(ctx, cfg, true, nil)
	if err != nil {
		return nil, err
	}
	var table *Table
	if cfg.Strategie == Meilleure || cfg.Strategie == Pire {
		if table, err = NouvelleTable(ctx, cfg); err != nil {
			return nil, err
		}
	}
	type pos struct{ r, c int }
	var positions []pos
	etats := map[pos]Etat{}
	x := make([]int, cfg.Arbres)
	for r := 1; r < e.n; r++ {
		e.vecteur(x, r)
		var arbres []int
		for i := len(x) - 1; i >= 0 && x[i] > 0; i-- {
			arbres = append(arbres, x[i])
		}
		for c := 1; c <= cfg.Corbeau; c++ {
			positions = append(positions, pos{r, c})
			etats[pos{r, c}] = Etat{Arbres: arbres, Corbeau: c}
		}
	}
	slices.SortFunc(positions, func(p, q pos) int {
		s, t := etats[p], etats[q]
		if d := cfg.Avancement(s) - cfg.Avancement(t); d != 0 {
			return d
		}
		return -slices.Compare(s.Arbres, t.Arbres)
	})
	g := &Graphe{Config: cfg}
	indice := make(map[pos]int, len(positions))
	for i, p := range positions {
		indice[p] = i
		g.Etats = append(g.Etats, etats[p])
	}
	defaite, victoire := g.Defaite(), g.Victoire()
	vers := func(r, c int) int {
		switch {
		case r == 0:
			return victoire
		case c == 0:
			return defaite
		}
		return indice[pos{r, c}]
	}
	k := &calcul{e: e, s: cfg.Strategie}
	for i, p := range positions {
		sortants := map[int]*big.Rat{}
		ajoute := func(j int, w *big.Rat) {
			if sortants[j] == nil {
				sortants[j] = new(big.Rat)
			}
			sortants[j].Add(sortants[j], w)
		}
		face := big.NewRat(1, int64(e.nonVides[p.r]+2))
		ajoute(vers(p.r, p.c-1), face)
		for t := e.arbOff[p.r]; t < e.arbOff[p.r+1]; t++ {
			w := new(big.Rat).SetInt64(int64(e.arbMult[t]))
			ajoute(vers(int(e.arbSucc[t]), p.c), w.Mul(w, face))
		}
		switch cfg.Strategie {
		case Meilleure, Pire:
			t := k.choisir(p.r, table.c[p.c])
			ajoute(vers(int(e.panSucc[t]), p.c), face)
		case Hasard:
			for t := e.panOff[p.r]; t < e.panOff[p.r+1]; t++ {
				w := new(big.Rat).Set(&e.panRat[t])
				ajoute(vers(int(e.panSucc[t]), p.c), w.Mul(w, face))
			}
		default:
			ajoute(vers(int(e.panSucc[e.panOff[p.r]]), p.c), face)
		}
		for _, j := range slices.Sorted(maps.Keys(sortants)) {
			g.Transitions = append(g.Transitions, Transition{De: i, Vers: j, Probabilite: sortants[j]})
		}
	}
	return g, nil
}

// Chaine returns the graph as a markov.Chain labelled in the source's notation; the final states
// have no move out and so are absorbing.
func (g *Graphe) Chaine() (*markov.Chain, error) {
	b := markov.NewBuilder()
	for i := range g.Len() {
		b.State(g.Libelle(i))
	}
	for _, t := range g.Transitions {
		p, _ := t.Probabilite.Float64()
		b.Add(g.Libelle(t.De), g.Libelle(t.Vers), p)
	}
	return b.Chain()
}

// Probabilites is the probability of winning from every state of a Graphe, computed by two
// routes that must agree: the absorbing chain and the layered recursion of Table.
type Probabilites struct {
	Chaine     []float64 // by solving (I − Q)B = R on the chain (package markov), indexed as the states
	Recurrence []float64 // by the recursion; 0 for défaite and 1 for victoire
	Ecart      float64   // the largest difference between the two
}

// Probabilites computes the probability of winning from every state of g by both routes.
func (g *Graphe) Probabilites(ctx context.Context) (Probabilites, error) {
	var pr Probabilites
	ch, err := g.Chaine()
	if err != nil {
		return pr, err
	}
	ab, err := ch.Absorb()
	if err != nil {
		return pr, err
	}
	table, err := NouvelleTable(ctx, g.Config)
	if err != nil {
		return pr, err
	}
	for i := range g.Len() {
		p := ab.Probability(i, g.Victoire())
		r := p
		switch {
		case i < len(g.Etats):
			if r, err = table.Probabilite(g.Etats[i]); err != nil {
				return pr, err
			}
		case i == g.Victoire():
			r = 1
		default:
			r = 0
		}
		pr.Chaine = append(pr.Chaine, p)
		pr.Recurrence = append(pr.Recurrence, r)
		pr.Ecart = math.Max(pr.Ecart, math.Abs(p-r))
	}
	return pr, nil
}

// Markov is the chain of d's game under its first strategy, solved (Markov), when it has at most
// MaxEtatsMarkov states.
func (d Demande) Markov(ctx context.Context) (*ResultatMarkov, error) {
	g, err := NouveauGraphe(ctx, d.Config, MaxEtatsMarkov)
	if err != nil {
		return nil, err
	}
	return Markov(ctx, g)
}

// DOT is the state graph of d's game under its first strategy, when it has at most
// MaxEtatsGraphe states.
func (d Demande) DOT(ctx context.Context) (DOT, error) {
	g, err := NouveauGraphe(ctx, d.Config, MaxEtatsGraphe)
	return DOT{Graphe: g}, err
}
