//go:build !windows

package fichier

// tubeFermeSysteme are the errors besides EPIPE that say a pipe's reader has gone: none here.
var tubeFermeSysteme []error

// causesSysteme are the wordings of this system's errors that the table of fichier.go misses:
// none here, syscall's names are this system's.
var causesSysteme []cause
