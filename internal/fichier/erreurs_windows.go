//go:build windows

package fichier

import "syscall"

// Windows errors that syscall's Unix names (EPIPE, ENOSPC) do not match: its own numbers.
const (
	erreurDisquePlein       = syscall.Errno(112) // ERROR_DISK_FULL
	erreurDisquePleinHandle = syscall.Errno(39)  // ERROR_HANDLE_DISK_FULL
	erreurTubeEnFermeture   = syscall.Errno(232) // ERROR_NO_DATA, «the pipe is being closed»
)

// tubeFermeSysteme are Windows' words for a write to a pipe whose reader has gone: never EPIPE.
var tubeFermeSysteme = []error{syscall.ERROR_BROKEN_PIPE, erreurTubeEnFermeture}

// causesSysteme are the French wordings of the Windows errors the table of fichier.go misses.
var causesSysteme = []cause{
	{erreurDisquePlein, "plus de place sur le disque"},
	{erreurDisquePleinHandle, "plus de place sur le disque"},
	{syscall.ERROR_BROKEN_PIPE, "tube fermé par le lecteur"},
	{erreurTubeEnFermeture, "tube fermé par le lecteur"},
}
