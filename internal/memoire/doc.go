// Package memoire finds how much memory a computation may use before it starts, so that a
// command refuses a size that would not fit instead of dying of «fatal error: out of memory».
//
// The room is the smallest of: the memory available on the machine (MemAvailable in
// /proc/meminfo), the memory limit of the process's control group (cgroup v2 memory.max, or
// v1 memory.limit_in_bytes, on the process's group and each of its parents: a container, a Slurm
// job), what is left under the address-space limit (RLIMIT_AS, «ulimit -v», «prlimit --as»), and
// an explicit limit given by the user (the command line's --memoire or JEUX_MEMOIRE, read by
// LireTaille), and the Go runtime's limit when the user set it (GOMEMLIMIT). A source that
// cannot be read is left out. Regler gives the runtime a soft limit below the hard ones (the
// cgroup's, the address space's), so that the garbage collector works harder before the heap
// reaches them.
package memoire
