//go:build !amd64

package bataille

// voiesDisponibles is false off amd64: the hunt plays one deal at a time.
var voiesDisponibles, voiesPaquets = false, false

func voiesNaturelle(e *[96]uint64, actives uint32, total, plafond, pasMax, minimum int) uint32 {
	panic("bataille: pas de voies vectorielles")
}

func voiesOptimisee(e *[96]uint64, actives uint32, total, plafond, pasMax, minimum int) uint32 {
	panic("bataille: pas de voies vectorielles")
}

func voiesNaturellePaquets(e *[96]uint64, actives uint32, total, plafond, pasMax, minimum int) uint32 {
	panic("bataille: pas de voies vectorielles")
}

func voiesOptimiseePaquets(e *[96]uint64, actives uint32, total, plafond, pasMax, minimum int) uint32 {
	panic("bataille: pas de voies vectorielles")
}

func voiesNaturelleLarges(e *[96]uint64, actives uint32, total, plafond, pasMax, minimum int) uint32 {
	panic("bataille: pas de voies vectorielles")
}

func voiesOptimiseeLarges(e *[96]uint64, actives uint32, total, plafond, pasMax, minimum int) uint32 {
	panic("bataille: pas de voies vectorielles")
}
