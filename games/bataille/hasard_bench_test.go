package bataille

import "testing"

// The random-deal hunt (record --methode hasard) on both pick-ups and both decks, one worker:
// ns an evaluation is the time of a deal drawn and played.

// BenchmarkRecord32HasardOptimisee is BenchmarkRecord32Hasard under the optimised pick-up.
func BenchmarkRecord32HasardOptimisee(b *testing.B) {
	benchRecord(b, Config{Couleurs: 4, Valeurs: 8, Regles: Delahaye, Ramassage: [2]Ramassage{Optimisee, Optimisee}}, Hasard)
}

// BenchmarkRecord52Hasard is the hunt of 52 cards, natural pick-up.
func BenchmarkRecord52Hasard(b *testing.B) {
	benchRecord(b, Config{Couleurs: 4, Valeurs: 13, Regles: Delahaye, Ramassage: naturelles}, Hasard)
}

// BenchmarkRecord52HasardOptimisee is the hunt of 52 cards, optimised pick-up.
func BenchmarkRecord52HasardOptimisee(b *testing.B) {
	benchRecord(b, Config{Couleurs: 4, Valeurs: 13, Regles: Delahaye, Ramassage: [2]Ramassage{Optimisee, Optimisee}}, Hasard)
}
