// Package verger computes the exact probability of winning the Orchard game (Haba's «Obstgarten»,
// «le Verger»): trees of fruits, a raven puzzle, and a die with one face per tree, one basket face
// and one raven face.
//
// A position is an Etat: the trees that still bear fruit, sorted, and the raven pieces left to
// place. Trees are interchangeable and an emptied tree's face is a re-roll, so the probability of
// winning from a position depends only on these two things. The computation is a table over every
// such position, filled layer by layer (one layer per number of raven pieces left), each layer in
// increasing rank of its sorted trees, so that every successor is known before it is needed: no
// recursion at all. It runs in float64, or in exact rationals (math/big) on demand.
//
// The same table gives the expected number of rolls of the real die (arbres + 2 faces, the faces
// of emptied trees included) and drives the optimal and pessimal basket strategies. Graphe builds
// the explicit absorbing Markov chain of small configurations, with the source's state labels
// («22|2»), and Joueur plays games at random for Monte Carlo estimates, which a Bilan counts.
package verger
