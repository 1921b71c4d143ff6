package markov

import (
	"errors"
	"fmt"

	"gonum.org/v1/gonum/mat"
)

// ErrNotAbsorbing is returned when a chain has no absorbing state, or has a transient state
// from which no absorbing state can be reached: I − Q is then singular.
var ErrNotAbsorbing = errors.New("markov: chaîne non absorbante")

// Canonical is the canonical form of an absorbing chain: with the transient states first and the
// absorbing ones last, M = [Q R; 0 I].
type Canonical struct {
	Transient []int      // chain indices of the transient states, in chain order
	Absorbing []int      // chain indices of the absorbing states, in chain order
	Q         *mat.Dense // transient → transient probabilities
	R         *mat.Dense // transient → absorbing probabilities
}

// Canonical splits the chain into its canonical form. It fails with ErrNotAbsorbing when the
// chain has no absorbing state or a transient state that cannot reach one.
func (ch *Chain) Canonical() (*Canonical, error) {
	n := ch.Len()
	var cf Canonical
	pos := make([]int, n) // position of each state in its own block
	for i := range n {
		if ch.IsAbsorbing(i) {
			pos[i] = len(cf.Absorbing)
			cf.Absorbing = append(cf.Absorbing, i)
		} else {
			pos[i] = len(cf.Transient)
			cf.Transient = append(cf.Transient, i)
		}
	}
	if len(cf.Absorbing) == 0 {
		return nil, fmt.Errorf("%w : aucun état absorbant", ErrNotAbsorbing)
	}
	if s, ok := ch.trapped(); ok {
		return nil, fmt.Errorf("%w : aucun état absorbant n'est accessible depuis %q", ErrNotAbsorbing, ch.labels[s])
	}
	t, a := len(cf.Transient), len(cf.Absorbing)
	if t == 0 {
		return &cf, nil
	}
	cf.Q = mat.NewDense(t, t, nil)
	cf.R = mat.NewDense(t, a, nil)
	for r, i := range cf.Transient {
		for j := range n {
			p := ch.m.At(i, j)
			if p == 0 {
				continue
			}
			if ch.IsAbsorbing(j) {
				cf.R.Set(r, pos[j], p)
			} else {
				cf.Q.Set(r, pos[j], p)
			}
		}
	}
	return &cf, nil
}

// trapped returns a state from which no absorbing state is reachable, if there is one,
// by a backward search from the absorbing states.
func (ch *Chain) trapped() (int, bool) {
	n := ch.Len()
	reach := make([]bool, n)
	var stack []int
	for i := range n {
		if ch.IsAbsorbing(i) {
			reach[i] = true
			stack = append(stack, i)
		}
	}
	for len(stack) > 0 {
		j := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for i := range n {
			if !reach[i] && ch.m.At(i, j) > 0 {
				reach[i] = true
				stack = append(stack, i)
			}
		}
	}
	for i, ok := range reach {
		if !ok {
			return i, true
		}
	}
	return 0, false
}

// Absorption holds what an absorbing chain leads to: B[r][a] is the probability that the chain
// started in the r-th transient state ends in the a-th absorbing state, and Steps[r] is its
// expected number of steps before absorption (rows and columns as in Canonical).
type Absorption struct {
	*Canonical
	B     *mat.Dense
	Steps *mat.VecDense

	chain *Chain
	row   []int // row of each transient state in B, -1 for an absorbing state
	col   []int // column of each absorbing state in B, -1 for a transient state
	lu    *lu   // I − Q factorised (lu.go: the same bits on every processor)
}

// Absorb solves (I − Q)B = R and (I − Q)t = 1 with one LU factorisation of I − Q.
func (ch *Chain) Absorb() (*Absorption, error) {
	cf, err := ch.Canonical()
	if err != nil {
		return nil, err
	}
	ab := &Absorption{Canonical: cf, chain: ch, row: make([]int, ch.Len()), col: make([]int, ch.Len())}
	for i := range ab.row {
		ab.row[i], ab.col[i] = -1, -1
	}
	for r, i := range cf.Transient {
		ab.row[i] = r
	}
	for a, i := range cf.Absorbing {
		ab.col[i] = a
	}
	t := len(cf.Transient)
	if t == 0 {
		return ab, nil
	}
	lu, err := factoriser(t, func(i, j int) float64 {
		if i == j {
			return 1 - cf.Q.At(i, j)
		}
		return -cf.Q.At(i, j)
	})
	if err != nil {
		return nil, fmt.Errorf("markov: factorisation de I − Q : %w", err)
	}
	ab.lu = lu
	a := len(cf.Absorbing)
	ab.B = mat.NewDense(t, a, nil)
	colonne := make([]float64, t)
	for c := range a {
		for r := range t {
			colonne[r] = cf.R.At(r, c)
		}
		for r, v := range lu.resoudre(colonne) {
			ab.B.Set(r, c, v)
		}
	}
	ones := make([]float64, t)
	for r := range ones {
		ones[r] = 1
	}
	ab.Steps = mat.NewVecDense(t, lu.resoudre(ones))
	return ab, nil
}

// Probability returns the probability that the chain started in state from ends in the
// absorbing state to (chain indices); it is 0 when to is not absorbing.
func (ab *Absorption) Probability(from, to int) float64 {
	a := ab.col[to]
	switch {
	case a < 0:
		return 0
	case ab.row[from] < 0:
		if from == to {
			return 1
		}
		return 0
	}
	return ab.B.At(ab.row[from], a)
}

// ExpectedSteps returns the expected number of steps before absorption from state i
// (chain index); it is 0 for an absorbing state.
func (ab *Absorption) ExpectedSteps(i int) float64 {
	if ab.row[i] < 0 {
		return 0
	}
	return ab.Steps.AtVec(ab.row[i])
}

// ExpectedCost returns, for every state (chain order), the expected total cost paid before
// absorption when each step taken from state i costs cost[i]: the solution of (I − Q)x = c
// restricted to the transient states, 0 on the absorbing ones. With every cost 1 it gives the
// expected number of steps.
func (ab *Absorption) ExpectedCost(cost []float64) ([]float64, error) {
	n := ab.chain.Len()
	if len(cost) != n {
		panic("markov: cost length does not match the chain")
	}
	out := make([]float64, n)
	t := len(ab.Transient)
	if t == 0 {
		return out, nil
	}
	c := make([]float64, t)
	for r, i := range ab.Transient {
		c[r] = cost[i]
	}
	x := ab.lu.resoudre(c)
	for r, i := range ab.Transient {
		out[i] = x[r]
	}
	return out, nil
}
