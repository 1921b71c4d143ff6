package bataille

import (
	"cmp"
	"slices"
	"strconv"
	"strings"

	"jeux/cache"
)

// EntreeCache is one simulation kept in the cache.
type EntreeCache struct {
	Regles      string `json:"regles" titre:"règles"`
	RamassageJ1 string `json:"ramassage_j1" titre:"ramassage j1"`
	RamassageJ2 string `json:"ramassage_j2" titre:"ramassage j2"`
	Couleurs    uint64 `json:"couleurs"`
	Valeurs     uint64 `json:"valeurs"`
	Parties     uint64 `json:"parties"`
	Graine      uint64 `json:"graine"`
	Octets      int64  `json:"octets"`
	Fichier     string `json:"fichier" rendu:"-"`
}

// ListeCache is the simulations kept in the cache directory Dossier.
type ListeCache struct {
	Dossier  string        `json:"dossier" titre:"dossier du cache"`
	Total    int64         `json:"octets_total" titre:"taille totale (octets)"`
	Entrees  []EntreeCache `json:"entrees" titre:"Simulations en cache"`
	Remarque string        `json:"remarque,omitempty" rendu:"note"`
}

// ListerCache lists the simulations of this game kept in dossier, by rules, deck, number of
// games and seed (file names would sort 13 before 2). A file whose key this package did not
// write is left out.
func ListerCache(dossier string) (ListeCache, error) {
	entrees, err := cache.Lister(dossier, "bataille")
	if err != nil {
		return ListeCache{}, err
	}
	l := ListeCache{Dossier: dossier, Entrees: []EntreeCache{}}
	for _, e := range entrees {
		k := e.Cle
		var nombres [4]uint64
		lisible := true
		for i, nom := range []string{"c", "v", "n", "g"} {
			n, err := strconv.ParseUint(k.Valeur(nom), 10, 64)
			nombres[i], lisible = n, lisible && err == nil
		}
		if lisible {
			l.Total += e.Octets
			l.Entrees = append(l.Entrees, EntreeCache{k.Valeur("regles"), k.Valeur("j1"), k.Valeur("j2"),
				nombres[0], nombres[1], nombres[2], nombres[3], e.Octets, e.Fichier})
		}
	}
	slices.SortFunc(l.Entrees, func(a, b EntreeCache) int {
		return cmp.Or(strings.Compare(a.Regles, b.Regles), strings.Compare(a.RamassageJ1, b.RamassageJ1),
			strings.Compare(a.RamassageJ2, b.RamassageJ2), cmp.Compare(a.Couleurs, b.Couleurs),
			cmp.Compare(a.Valeurs, b.Valeurs), cmp.Compare(a.Parties, b.Parties), cmp.Compare(a.Graine, b.Graine))
	})
	if len(l.Entrees) == 0 {
		l.Remarque = "aucune simulation en cache"
	}
	return l, nil
}
