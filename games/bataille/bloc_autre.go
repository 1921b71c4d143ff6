//go:build !amd64

package bataille

// blocPair is serie.sansBatailleBloc off amd64, where no assembly is written: it plays no tie.
func blocPair(c0, c1 *[MaxCartes]uint8, bouts *[4]uint8, n0 *int, total, max int, mode int) int {
	s := serie{d0: bouts[0], f0: bouts[1], d1: bouts[2], f1: bouts[3], n0: *n0, total: total}
	k := s.sansBatailleBloc(c0, c1, max)
	bouts[0], bouts[1], bouts[2], bouts[3], *n0 = s.d0, s.f0, s.d1, s.f1, s.n0
	return k
}
