//go:build !amd64

package rostam

// vectorielDisponible is false off amd64: the games are played two at a time by joue2.
const vectorielDisponible = false

func avance4(q1s, q2s, s1s *[4]uint64, h *[tailleHistoire][4]uint64, trois [3]int, s12 uint64, t, fin int) (uint8, int) {
	panic("rostam: avance4 hors d'amd64")
}
