package cli

import (
	"jeux/internal/langue"
	"jeux/parametre"
)

// The English names of the shared options and commands; each game's command line registers its
// own (its catalogue.go). The French names keep working in English, and the English ones in
// French.
var (
	_ = langue.EnregistrerOptions(map[string]string{
		OptFormat: "format", OptWorkers: "workers", OptGraine: "seed", OptNombre: "number", OptSortie: "output",
		OptMemoire: "memory", OptTaille: "size", OptVerifie: "verify", OptGraineVerification: "verification-seed",
		"shard": "shard", "cle": "key", "version": "version", "help": "help", langue.Options[0]: langue.Options[1],
	})
	_ = langue.EnregistrerCommandes(map[string]string{
		"fusionne": "merge", "man": "man", "completion": "completion", "help": "help", "cache": "cache",
	})
)

// Codes gives the codes of an engine's refusals and failures their texts, French then English:
// one line per code, in the catalogue.go of the game's command line.
func Codes(m map[parametre.Code][2]string) bool {
	fr := map[parametre.Code]string{}
	en := map[string]string{}
	for c, t := range m {
		fr[c] = t[0]
		en[t[0]] = t[1]
	}
	parametre.Enregistrer(fr)
	return langue.Enregistrer(en)
}
