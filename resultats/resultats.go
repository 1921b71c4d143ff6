// Package resultats holds, inside the program, the results jeux computed once and shows from any
// folder: its records of open War, kept by name so that a hunt still writing into
// resultats/bataille-record changes nothing the program shows until a better deal is added to
// the list below, and the dominoes ladder, the merged championships of
// resultats/dominos-echelle.
package resultats

import (
	"embed"
	"fmt"
	"io/fs"
)

// DossierRecordsBataille is the folder of the repository that jeux's War records come from.
const DossierRecordsBataille = "resultats/bataille-record"

// recordsBataille are jeux's longest finished games of open War, one file per published record
// (docs/bataille.md, "Results beside the published records"). A hunt's better deal joins the
// program when its file replaces the one of its deck here.
//
//go:embed bataille-record/52-naturelle-6283.json
//go:embed bataille-record/52-optimisee-5426.json
//go:embed bataille-record/32-naturelle-2281.json
//go:embed bataille-record/32-optimisee-1864.json
var recordsBataille embed.FS

// RecordsBataille are jeux's War records as the folder DossierRecordsBataille held them when the
// program was built: the record files, by name, at the root of the file system.
func RecordsBataille() fs.FS {
	f, err := fs.Sub(recordsBataille, "bataille-record")
	if err != nil {
		panic("resultats: " + err.Error())
	}
	return f
}

// echelleDominos are the merged championships of the dominoes ladder (docs/dominos.md, "The
// ladder, measured"), one per counting.
//
//go:embed dominos-echelle/x+y/resultat.json dominos-echelle/2012/resultat.json
var echelleDominos embed.FS

// DossierEchelleDominos is the folder of the repository that the dominoes ladder comes from.
const DossierEchelleDominos = "resultats/dominos-echelle"

// EchelleDominos is the JSON of the championship of the ladder under the counting decompte
// ("x+y" or "2012"), as jeux fusionne wrote it.
func EchelleDominos(decompte string) []byte {
	b, err := echelleDominos.ReadFile("dominos-echelle/" + decompte + "/resultat.json")
	if err != nil {
		panic("resultats: " + err.Error())
	}
	return b
}

// tablesRostam are the merged exhaustive enumerations of one-colour War too long to run on the
// spot (docs/rostam.md): N = 13 to 15.
//
//go:embed rostam-13/resultat.json rostam-14/resultat.json rostam-15/resultat.json
var tablesRostam embed.FS

// RostamMin and RostamMax bound the one-colour tables kept: N = RostamMin to RostamMax.
const (
	RostamMin = 13
	RostamMax = 15
)

// TableRostam is the JSON of the exhaustive enumeration of n cards (RostamMin to RostamMax), as
// jeux fusionne wrote it in resultats/rostam-n.
func TableRostam(n int) []byte {
	b, err := tablesRostam.ReadFile(fmt.Sprintf("rostam-%d/resultat.json", n))
	if err != nil {
		panic("resultats: " + err.Error())
	}
	return b
}
