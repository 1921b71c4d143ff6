//go:build unix

package memoire

import "syscall"

// limiteEspaceAdresses returns the soft RLIMIT_AS, false when it is unlimited: RLIM_INFINITY is
// 2⁶⁴−1 on Linux and 2⁶³−1 on macOS, both far above anything real.
func limiteEspaceAdresses() (uint64, bool) {
	var r syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_AS, &r); err != nil || uint64(r.Cur) >= sansLimite {
		return 0, false
	}
	return uint64(r.Cur), true
}
