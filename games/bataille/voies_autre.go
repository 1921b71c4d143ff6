//go:build !amd64

package bataille

// voiesDisponibles is false off amd64: the hunt plays one deal at a time.
var voiesDisponibles, voiesPaquets = false, false

// The lanes' assembly exists on amd64 only; voiesDisponibles keeps it from being called here.
var voiesNaturelle, voiesOptimisee, voiesNaturellePaquets, voiesOptimiseePaquets, voiesNaturelleLarges, voiesOptimiseeLarges jouerVoies
