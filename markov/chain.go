package markov

import (
	"fmt"
	"math"

	"gonum.org/v1/gonum/mat"
)

// tolerance is how far a row sum may stray from 1: rows built from float64 fractions such as
// 1/3 carry rounding errors of a few ulps, never more than this.
const tolerance = 1e-9

// Chain is a finite Markov chain over labelled states, with its row-stochastic transition matrix:
// At(i, j) is the probability of moving from state i to state j in one step.
type Chain struct {
	labels []string
	index  map[string]int
	m      *mat.Dense
}

// New builds a chain from its state labels and its full transition matrix, whose rows and
// columns follow the labels. Labels must be distinct and the matrix square and row-stochastic.
func New(labels []string, m mat.Matrix) (*Chain, error) {
	r, c := m.Dims()
	if r != c || r != len(labels) {
		return nil, fmt.Errorf("markov: matrice %d×%d pour %d états", r, c, len(labels))
	}
	ch := &Chain{labels: append([]string(nil), labels...), index: make(map[string]int, r), m: mat.DenseCopyOf(m)}
	for i, l := range labels {
		if _, ok := ch.index[l]; ok {
			return nil, fmt.Errorf("markov: état %q en double", l)
		}
		ch.index[l] = i
	}
	if err := ch.checkStochastic(); err != nil {
		return nil, err
	}
	return ch, nil
}

func (ch *Chain) checkStochastic() error {
	n := len(ch.labels)
	for i := range n {
		sum := 0.0
		for j := range n {
			p := ch.m.At(i, j)
			if p < 0 || math.IsNaN(p) || math.IsInf(p, 0) {
				return fmt.Errorf("markov: probabilité %v de %q vers %q (attendu entre 0 et 1)", p, ch.labels[i], ch.labels[j])
			}
			sum += p
		}
		if math.Abs(sum-1) > tolerance {
			return fmt.Errorf("markov: les probabilités issues de %q totalisent %v (attendu 1)", ch.labels[i], sum)
		}
	}
	return nil
}

// Len returns the number of states.
func (ch *Chain) Len() int { return len(ch.labels) }

// Label returns the label of state i.
func (ch *Chain) Label(i int) string { return ch.labels[i] }

// Labels returns a copy of the state labels in matrix order.
func (ch *Chain) Labels() []string { return append([]string(nil), ch.labels...) }

// Index returns the matrix index of the state with the given label.
func (ch *Chain) Index(label string) (int, bool) {
	i, ok := ch.index[label]
	return i, ok
}

// At returns the probability of moving from state i to state j in one step.
func (ch *Chain) At(i, j int) float64 { return ch.m.At(i, j) }

// Matrix returns a copy of the transition matrix.
func (ch *Chain) Matrix() *mat.Dense { return mat.DenseCopyOf(ch.m) }

// IsAbsorbing reports whether state i can never be left.
func (ch *Chain) IsAbsorbing(i int) bool { return ch.m.At(i, i) == 1 }

// Power returns M^k, the k-step transition matrix (k ≥ 0), computed by repeated squaring.
func (ch *Chain) Power(k int) *mat.Dense {
	if k < 0 {
		panic("markov: negative power")
	}
	var p mat.Dense
	p.Pow(ch.m, k)
	return &p
}

// Step stores in dst the distribution one step after src: dst = src·M, with distributions as
// row vectors indexed like the states. dst and src must both have Len elements and may be the
// same vector.
func (ch *Chain) Step(dst, src *mat.VecDense) {
	n := ch.Len()
	if dst.Len() != n || src.Len() != n {
		panic("markov: distribution length does not match the chain")
	}
	if dst == src {
		tmp := mat.VecDenseCopyOf(src)
		dst.MulVec(ch.m.T(), tmp)
		return
	}
	dst.MulVec(ch.m.T(), src)
}

// Builder collects labelled states and transition probabilities and then builds a Chain.
// States are numbered in the order they are first named.
type Builder struct {
	labels []string
	index  map[string]int
	edges  map[[2]int]float64
}

// NewBuilder returns an empty builder.
func NewBuilder() *Builder {
	return &Builder{index: map[string]int{}, edges: map[[2]int]float64{}}
}

// State declares a state (if new) and returns its index.
func (b *Builder) State(label string) int {
	if i, ok := b.index[label]; ok {
		return i
	}
	b.index[label] = len(b.labels)
	b.labels = append(b.labels, label)
	return len(b.labels) - 1
}

// Add adds p to the probability of moving from one state to another, declaring both states;
// adding twice to the same pair sums, which suits moves that lead to the same state.
func (b *Builder) Add(from, to string, p float64) {
	i, j := b.State(from), b.State(to)
	b.edges[[2]int{i, j}] += p
}

// Chain builds the chain. A state without any outgoing transition becomes absorbing; every
// other row must sum to 1.
func (b *Builder) Chain() (*Chain, error) {
	n := len(b.labels)
	if n == 0 {
		return nil, fmt.Errorf("markov: chaîne sans état")
	}
	m := mat.NewDense(n, n, nil)
	out := make([]bool, n)
	for e, p := range b.edges {
		m.Set(e[0], e[1], p)
		out[e[0]] = true
	}
	for i, has := range out {
		if !has {
			m.Set(i, i, 1)
		}
	}
	return New(b.labels, m)
}
