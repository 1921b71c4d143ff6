package rendu

import "jeux/internal/langue"

// The English of the words rendu writes itself: the notes that open a table (the command, a
// drawn seed, a merge's verification), a summary's headings, and the note of a table cut short.
var _ = langue.Enregistrer(map[string]string{
	"grandeur":                       "quantity",
	"oui":                            "yes",
	"non":                            "no",
	"options : un objet est attendu": "options: an object is expected",
	"valeur":                         "value",
	"%s : %s":                        "%s: %s",
	"commande : %s":                  "command: %s",
	"vérification : %s":              "verification: %s",
	"graine : %d (tirée au hasard ; --graine %d pour refaire ce calcul)":                                                            "seed: %d (drawn at random; --seed %d to redo this computation)",
	"%d parts sur %d recalculées, identiques à leurs fichiers (tirage au hasard ; --graine-verification %d pour refaire ce tirage)": "%d parts of %d computed again, identical to their files (drawn at random; --verification-seed %d to redo this draw)",
	"%d parts sur %d recalculées, identiques à leurs fichiers (--graine-verification %d pour refaire ce tirage)":                    "%d parts of %d computed again, identical to their files (--verification-seed %d to redo this draw)",
	"… %d lignes en tout, les %d premières montrées : « -F csv » ou « -F json » les donnent toutes.":                                "… %d rows in all, the first %d shown: “-F csv” or “-F json” give them all.",
})
