package dominos

import (
	"errors"
	"strings"
	"testing"

	"jeux/parametre"
)

// Any comma-separated list either is refused with a *parametre.Erreur that names --strategies or
// holds at least two distinct strategies of the catalogue.
func FuzzConfigChampionnat(f *testing.F) {
	for _, s := range []string{"pire,hasard", "pire,hasard,bloqueur", "pire", "pire,pire", "", ",", "anticipation,plus_present,x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, liste string) {
		noms := strings.Split(liste, ",")
		err := ConfigChampionnat{Strategies: noms, Regles: ReglesStandard, ParPlace: 1}.Valider()
		if err != nil {
			var e *parametre.Erreur
			if !errors.As(err, &e) || e.Nom != "strategies" {
				t.Fatalf("%q : erreur %v", liste, err)
			}
			return
		}
		vues := map[string]bool{}
		for _, n := range noms {
			if _, err := Trouver(n); err != nil || vues[n] {
				t.Fatalf("%q accepté avec %q", liste, n)
			}
			vues[n] = true
		}
		if len(noms) < 2 {
			t.Fatalf("%q accepté avec moins de deux stratégies", liste)
		}
	})
}
