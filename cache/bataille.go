package cache

import (
	"cmp"
	"context"
	"errors"
	"slices"
	"strconv"
	"strings"

	"jeux/games/bataille"
	"jeux/internal/langue"
	"jeux/parallel"
	"jeux/stats"
)

// CleBataille is the key of a simulation of War: every parameter that changes its durations.
func CleBataille(s bataille.Simulation) Cle {
	return Cle{Jeu: "bataille", Parametres: []Parametre{
		{Nom: "regles", Valeur: s.Regles.String()},
		{Nom: "j1", Valeur: s.Ramassage[0].String()},
		{Nom: "j2", Valeur: s.Ramassage[1].String()},
		{Nom: "c", Valeur: strconv.Itoa(s.Couleurs)},
		{Nom: "v", Valeur: strconv.Itoa(s.Valeurs)},
		{Nom: "n", Valeur: strconv.FormatInt(s.Parties, 10)},
		{Nom: "g", Valeur: strconv.FormatUint(s.Graine, 10)},
	}}
}

// Bataille wraps simule, the engine's simulation of War, in the cache kept in dossier: a whole
// simulation is read from the cache when it is there and stored in it otherwise; a part of one
// (--shard) is always played. A cache that cannot be read or written is reported to avertir
// (a *langue.Phrase, French as an error, in any language by its Texte) and the simulation goes
// on without it.
func Bataille(dossier string, avertir func(error), simule bataille.Simulateur) bataille.Simulateur {
	return func(ctx context.Context, s bataille.Simulation, opt parallel.Options, debut, fin int64) (*stats.Histogram, error) {
		if err := s.Valider(); err != nil {
			return nil, err
		}
		if debut != 0 || fin != s.Lots() {
			return simule(ctx, s, opt, debut, fin)
		}
		cle := CleBataille(s)
		h, err := Lire(dossier, cle)
		switch {
		case err == nil && h.Total() == s.Parties:
			if opt.Progress != nil {
				opt.Progress(s.Parties)
			}
			return h, nil
		case err == nil:
			avertir(langue.Errorf("cache corrompu : %s compte %d parties au lieu de %d ; nouveau calcul", cle.Fichier(), h.Total(), s.Parties))
		case errors.Is(err, ErrCorrompue):
			avertir(langue.Errorf("%v ; nouveau calcul", err))
		case !errors.Is(err, ErrAbsente):
			avertir(langue.Errorf("lecture du cache impossible (%v) ; nouveau calcul", err))
		}
		h, err = simule(ctx, s, opt, debut, fin)
		if err != nil {
			return nil, err
		}
		if err := Ecrire(dossier, cle, h); err != nil {
			avertir(langue.Errorf("%v ; résultat non gardé en cache", err))
		}
		return h, nil
	}
}

// EntreeBataille is one simulation of War kept in the cache.
type EntreeBataille struct {
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

// ListeBataille is the simulations of War kept in the cache directory Dossier.
type ListeBataille struct {
	Dossier  string           `json:"dossier" titre:"dossier du cache"`
	Total    int64            `json:"octets_total" titre:"taille totale (octets)"`
	Entrees  []EntreeBataille `json:"entrees" titre:"Simulations en cache"`
	Remarque string           `json:"remarque,omitempty" rendu:"note"`
}

// ListerBataille lists the simulations of War kept in dossier, by rules, deck, number of games
// and seed (file names would sort 13 before 2). A file whose key CleBataille did not write is
// left out.
func ListerBataille(dossier string) (ListeBataille, error) {
	entrees, err := Lister(dossier, "bataille")
	if err != nil {
		return ListeBataille{}, err
	}
	l := ListeBataille{Dossier: dossier, Entrees: []EntreeBataille{}}
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
			l.Entrees = append(l.Entrees, EntreeBataille{k.Valeur("regles"), k.Valeur("j1"), k.Valeur("j2"),
				nombres[0], nombres[1], nombres[2], nombres[3], e.Octets, e.Fichier})
		}
	}
	slices.SortFunc(l.Entrees, func(a, b EntreeBataille) int {
		return cmp.Or(strings.Compare(a.Regles, b.Regles), strings.Compare(a.RamassageJ1, b.RamassageJ1),
			strings.Compare(a.RamassageJ2, b.RamassageJ2), cmp.Compare(a.Couleurs, b.Couleurs),
			cmp.Compare(a.Valeurs, b.Valeurs), cmp.Compare(a.Parties, b.Parties), cmp.Compare(a.Graine, b.Graine))
	})
	if len(l.Entrees) == 0 {
		l.Remarque = "aucune simulation en cache"
	}
	return l, nil
}
