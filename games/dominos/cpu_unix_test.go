//go:build unix

package dominos

import (
	"syscall"
	"time"
)

// tempsCPU returns the processor time used so far by the process (user and system): on a
// machine shared with other jobs it measures the work done, where wall-clock time also counts
// the waits for a core.
func tempsCPU() (time.Duration, bool) {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		return 0, false
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano()), true
}
