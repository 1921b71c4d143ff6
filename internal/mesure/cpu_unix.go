//go:build unix

package mesure

import (
	"syscall"
	"time"
)

// tempsCPU returns the processor time used so far by the process (user and system).
func tempsCPU() (time.Duration, bool) {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		return 0, false
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano()), true
}
