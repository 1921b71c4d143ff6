// Package rostam plays one-colour War, the game of Salim Rostam's student report: N distinct
// cards 1..N split into two piles, each trick won by the higher card, whose owner puts her own
// card first and then the other one under her pile.
//
// A game is determined by its starting Position: it either ends (a pile is empty) or becomes
// periodic, and the engine detects the cycle exactly with Brent's algorithm instead of a move
// limit. The profile of a game is a Mot in a and b (the winner of each trick); Realisabilite
// decides whether a word is the profile of a whole game through the report's graph of
// inequalities. Enumerer walks every deal of N cards (player 1 dealt ⌊N/2⌋ of them, N up to
// 16) in fixed work items whose Decompte results merge into the exhaustive counts; Enumere is
// the former, slower walk. Simule draws random deals, PositionInfinie builds the infinite games
// of the report's Theorem 2, and ConstruitCycle a position returning to itself for every N that
// is neither a power of 2 nor 3 times one (Spivey).
//
// Positions of at most MaxRapide cards are packed four bits per card into two machine words
// so that the exhaustive enumeration plays without allocating; larger positions (up to MaxN
// cards) use byte queues.
package rostam
