//go:build unix

package fichier

import "golang.org/x/sys/unix"

// inscriptible reports whether this user may open chemin for writing (access(2), which root
// passes whatever the permission bits: verifierCible checks those too).
func inscriptible(chemin string) bool { return unix.Access(chemin, unix.W_OK) == nil }
