//go:build !amd64

package rostam

// VoiesDisponibles is 2 off amd64: the games are played two at a time by joue2.
var VoiesDisponibles = 2

func avanceLot4(l *int64, h *[tailleHistoire][16]uint64) { panic("rostam: avanceLot4 hors d'amd64") }

func avanceLot8(l *int64, h *[tailleHistoire][16]uint64) { panic("rostam: avanceLot8 hors d'amd64") }

func avanceLot8x2(l *int64, h *[tailleHistoire][16]uint64) {
	panic("rostam: avanceLot8x2 hors d'amd64")
}

func avanceLot4x2(l *int64, h *[tailleHistoire][16]uint64) {
	panic("rostam: avanceLot4x2 hors d'amd64")
}

func avanceLot8Mots(l *int64, h *[tailleHistoire][16]uint64) {
	panic("rostam: avanceLot8Mots hors d'amd64")
}

func avanceLot4Mots(l *int64, h *[tailleHistoire][16]uint64) {
	panic("rostam: avanceLot4Mots hors d'amd64")
}

func canoniques4(donnes, vaincus *uint64, nb, n int64, miroir bool) int64 {
	panic("rostam: canoniques4 hors d'amd64")
}

func canoniques8(donnes, vaincus *uint64, nb, n int64, miroir bool) int64 {
	panic("rostam: canoniques8 hors d'amd64")
}
