// Package markov computes with finite absorbing Markov chains: a chain is built from labelled
// states and transition probabilities, put in canonical form (Q between transient states, R from
// transient to absorbing states), and solved for its absorption probabilities B, given by
// (I − Q)B = R, and its expected number of steps before absorption t, given by (I − Q)t = 1.
//
// Both systems are solved through one LU factorisation of I − Q, written in this package (lu.go)
// so that every processor gives the same bits; the matrices are gonum.org/v1/gonum/mat's. The
// fundamental matrix (I − Q)⁻¹ is never formed, because a solve is cheaper and more accurate than
// an inverse. Powers M^k and one-step updates of a distribution are there for the power method:
// a start distribution times M^k tends to the absorption probabilities as k grows.
//
// A chain must be row-stochastic: every row sums to 1 (within 1e-9) and no entry is negative.
// A state given no outgoing transition is absorbing.
package markov
