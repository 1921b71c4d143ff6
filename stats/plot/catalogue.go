package plot

import "jeux/internal/langue"

// The English of this package's refusals of a chart's file and size.
var _ = langue.Enregistrer(map[string]string{
	"%q refusé : largeur x hauteur en pixels, chacune de %d à %d (par exemple %s)": "%q refused: width x height in pixels, each from %d to %d (for example %s)",
	"extension %q inconnue pour %q : extensions acceptées %s":                      "unknown extension %q for %q: accepted extensions %s",
	"carte de chaleur %q sans colonne ou sans ligne":                               "heat map %q without a column or a row",
	"carte de chaleur %q : %d lignes de valeurs pour %d lignes":                    "heat map %q: %d rows of values for %d rows",
	"carte de chaleur %q : la ligne %d a %d valeurs, attendu %d":                   "heat map %q: row %d has %d values, %d expected",
	"graphique %q sans série":                                                      "chart %q without a series",
	"série %q : %v":                                                                "series %q: %v",
	"graphique %q sans courbe":                                                     "chart %q without a curve",
	"courbe %q : %d abscisses pour %d ordonnées":                                   "curve %q: %d abscissas for %d ordinates",
	"courbe %q : %v":                        "curve %q: %v",
	"graphique %q impossible à tracer : %v": "chart %q cannot be drawn: %v",
	"cases de la carte":                     "cells of the map",
	"ligne":                                 "row",
	"colonne":                               "column",
	"valeur":                                "value",
})
