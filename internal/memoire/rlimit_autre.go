//go:build !unix

package memoire

// limiteEspaceAdresses: no address-space limit is known on this system.
func limiteEspaceAdresses() (uint64, bool) { return 0, false }
