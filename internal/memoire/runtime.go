package memoire

import (
	"math"
	"os"
	"runtime/debug"
)

// limiteGo returns the Go runtime's memory limit when the user set it (GOMEMLIMIT), false
// otherwise: a limit this package set itself (Regler) is not the user's.
func limiteGo() (uint64, bool) {
	if os.Getenv("GOMEMLIMIT") == "" {
		return 0, false
	}
	if l := debug.SetMemoryLimit(-1); l > 0 && l < math.MaxInt64 {
		return uint64(l), true
	}
	return 0, false
}

// partRuntime is the share of a hard limit (a cgroup, the address space) given to the Go
// runtime's soft limit: the rest is for the runtime's own reservations, the stacks and the
// program, which its heap does not count.
const partRuntime = 0.85

// Regler gives the Go runtime a soft memory limit (debug.SetMemoryLimit) below the hard limits
// the process runs under, the control group's and the address space's, unless the user set
// GOMEMLIMIT: near them, the garbage collector then runs harder instead of the heap growing
// into a limit that kills the process. It returns the limit set, false when there is none.
func (s Systeme) Regler() (Limite, bool) {
	if _, ok := limiteGo(); ok {
		return Limite{}, false
	}
	var m Limite
	trouve := false
	for _, l := range s.Limites(0) {
		if (l.Source == Cgroup || l.Source == EspaceAdresses) && (!trouve || l.Octets < m.Octets) {
			m, trouve = l, true
		}
	}
	if !trouve {
		return Limite{}, false
	}
	debug.SetMemoryLimit(int64(float64(min(m.Octets, math.MaxInt64)) * partRuntime))
	return m, true
}

// Regler is Local.Regler.
func Regler() (Limite, bool) { return Local.Regler() }
