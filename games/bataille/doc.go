// Package bataille plays the card game of War (la bataille) to measure how long a game lasts.
//
// Two rule sets are implemented. Under Paternault, the default, a tie (a bataille) makes each
// player put one card face down before turning a new one, and the winner of a trick puts the
// cards under her pile in a uniformly random order. Under Delahaye (the open War of Delahaye &
// Mathieu), there are no face-down cards and each player picks the trick up according to her own
// Ramassage mode: naturelle, aleatoire or optimisee. When neither player picks up at random the
// game is deterministic and may be infinite; such a cycle is detected exactly, with its
// pre-period and period.
//
// A Moteur holds fixed ring buffers for both piles and the table, so that playing a game does not
// allocate: it is meant to be reused for millions of games by one goroutine. Exact computes the
// exact distribution of durations of a small deck as an absorbing Markov chain over positions.
//
// Cherche looks for record deals under Delahaye rules with deterministic pick-ups: the longest
// finite game, or a game that never ends, by simulated annealing (or hill climbing) over the
// orders of the deck, one independent search per worker.
//
// The package knows nothing of the command line: it takes plain values and a *rand.Rand, and
// returns values.
package bataille
