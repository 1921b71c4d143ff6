//go:build cgo && linux

package main

import (
	"os"
	"syscall"
)

// limiterArenes restarts the program with one glibc malloc arena when it runs under an
// address-space limit (ulimit -v, prlimit --as). A build with cgo (the default where a C compiler
// is found: the net package, which pflag imports, then resolves names through the C library)
// creates its threads through glibc, which maps up to 64 MiB of address space per thread for
// arenas that jeux never fills: under « prlimit --as=1G », an exhaustive enumeration of 11 cards died of
// « fatal error: out of memory » with 12 MiB in use. The arenas must be limited before the first
// thread starts, so by the environment, hence the restart; make build builds without cgo.
func limiterArenes() {
	if _, ok := os.LookupEnv("MALLOC_ARENA_MAX"); ok {
		return
	}
	var r syscall.Rlimit
	if syscall.Getrlimit(syscall.RLIMIT_AS, &r) != nil || r.Cur >= 1<<62 {
		return
	}
	exe, err := os.Executable()
	if err != nil {
		return
	}
	// On success Exec does not return; on failure the program goes on as it is.
	syscall.Exec(exe, os.Args, append(os.Environ(), "MALLOC_ARENA_MAX=1"))
}
