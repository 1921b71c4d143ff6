package memoire

import "jeux/internal/langue"

// The English of this package's texts: the refusals of a size, the sources of a limit, how to
// raise them, and the refusal of a computation too large for the memory.
var _ = langue.Enregistrer(map[string]string{
	"taille %q : un nombre suivi de K, M, G ou T est attendu (par exemple 4G, 500M, 2GiB)": "size %q: a number followed by K, M, G or T is expected (for example 4G, 500M, 2GiB)",
	"taille %q : au plus 8 Eio (2⁶³ − 1 octets) est attendu":                               "size %q: at most 8 EiB (2⁶³ − 1 bytes) is expected",
	"taille %q : au moins 1 octet est attendu":                                             "size %q: at least 1 byte is expected",
	"mémoire insuffisante : environ %s estimés pour %s permis par la %s ; %s":              "not enough memory: about %s estimated for %s allowed by the %s; %s",
	Disponible.String():     "available memory (MemAvailable)",
	Cgroup.String():         "cgroup's limit (memory.max)",
	EspaceAdresses.String(): "address space limit (ulimit -v)",
	Explicite.String():      "limit --memory/" + Variable,
	LimiteGo.String():       "GOMEMLIMIT limit",
	Disponible.remede():     "free some memory, or reduce the size of the computation",
	Cgroup.remede():         "raise the memory limit of the container or of the job (memory.max, Slurm's --mem), or reduce the size of the computation",
	EspaceAdresses.remede(): "raise “ulimit -v” (or prlimit --as), or reduce the size of the computation",
	Explicite.remede():      "raise --memory or " + Variable + ", or reduce the size of the computation",
	LimiteGo.remede():       "raise GOMEMLIMIT, or reduce the size of the computation",
	Source(99).remede():     "reduce the size of the computation",
})
