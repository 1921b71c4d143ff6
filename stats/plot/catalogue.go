package plot

import "jeux/internal/langue"

// The English of this package's refusals of a chart's file and size.
var _ = langue.Enregistrer(map[string]string{
	"%q refusé : largeur x hauteur en pixels, chacune de %d à %d (par exemple %s)": "%q refused: width x height in pixels, each from %d to %d (for example %s)",
	"extension %q inconnue pour %q : extensions acceptées %s":                      "unknown extension %q for %q: accepted extensions %s",
	"graphique %q impossible à tracer : %v":                                        "chart %q cannot be drawn: %v",
})
