package bataille

import (
	"math/rand/v2"
	"testing"
)

// TestTirageNCommeIntN holds tirageN to the standard library: from the same seed, it must give
// the numbers rand.Rand.IntN gives, bound by bound, and leave the generator where IntN leaves it,
// or the random deals of a seed (and every published part of the hunt) would change. The bounds
// cover the deck sizes of the shuffle, powers of two (masked, not multiplied) and bounds just
// above 2⁶³, where about half the draws are rejected and drawn again.
func TestTirageNCommeIntN(t *testing.T) {
	bornes := []uint64{1, 2, 3, 5, 7, 8, 16, 31, 32, 51, 52, 255, 256, 1 << 20, 1<<32 + 1, 1<<63 + 1, 1<<63 + 12345, 3 << 62}
	for _, graine := range []uint64{1, 2, 2026} {
		a := rand.NewPCG(graine, graine+1)
		std := rand.New(rand.NewPCG(graine, graine+1))
		for k := range 400_000 {
			n := bornes[k%len(bornes)]
			if k%3 == 0 {
				n = uint64(2 + k%51) // the shuffle's own bounds, 2 to 52
			}
			var attendu uint64
			if n <= 1<<62 {
				attendu = uint64(std.IntN(int(n)))
			} else {
				attendu = std.Uint64N(n) // the same reduction, for bounds IntN cannot take
			}
			if got := tirageN(a, n); got != attendu {
				t.Fatalf("graine %d, tirage %d, borne %d : tirageN donne %d, IntN %d", graine, k, n, got, attendu)
			}
		}
		if a.Uint64() != std.Uint64() {
			t.Fatalf("graine %d : le générateur n'est plus au même point après les tirages", graine)
		}
	}
}
