package bataille

import (
	"context"
	"strings"

	"jeux/flux"
	jeu "jeux/games/bataille"
	"jeux/internal/langue"
	"jeux/rendu/lignes"
)

// The sentences of War's results, written here in the user's language from the engine's values.

// decrirePli tells the trick p for people: "5 contre 5, bataille ; cachées 7 et 2 ; 9 contre 3".
func decrirePli(l langue.Langue, p jeu.PliTrace) string {
	var parties []string
	for _, d := range p.Duels {
		if d.Cachees != nil {
			parties = append(parties, l.Sprintf("cachées %d et %d", d.Cachees[0], d.Cachees[1]))
		}
		if d.Cartes == [2]int{} {
			continue
		}
		if d.Cartes[0] == d.Cartes[1] {
			parties = append(parties, l.Sprintf("%d contre %d, bataille", d.Cartes[0], d.Cartes[1]))
		} else {
			parties = append(parties, l.Sprintf("%d contre %d", d.Cartes[0], d.Cartes[1]))
		}
	}
	switch {
	case p.Gagnante == 0 && p.PileJ1 == 0 && p.PileJ2 == 0:
		parties = append(parties, l.T("plus de carte pour les deux joueuses : match nul"))
	case p.Gagnante == 0:
		parties = append(parties, l.Sprintf("la joueuse %d n'a plus de carte : fin", 1+min(p.PileJ1, 1)))
	}
	return strings.Join(parties, l.T(" ; "))
}

// decrireTrace is the partie's trace with each trick told in the language l.
func decrireTrace(l langue.Langue, res jeu.ResultatPartie) jeu.ResultatPartie {
	trace := res.Trace
	res.Trace = flux.Nouveau(func(ctx context.Context, yield func(jeu.PliTrace) bool) error {
		return trace.Parcourir(ctx, func(p jeu.PliTrace) bool {
			p.Jeu = decrirePli(l, p)
			return yield(p)
		})
	})
	return res
}

// decrireExact writes how the exact distribution r and its mean were computed.
func decrireExact(l langue.Langue, r jeu.ResultatExact) jeu.ResultatExact {
	r.Propagation = l.Sprintf("chaîne de Markov sur les positions, distribution propagée pli par pli jusqu'à une masse restante < %g (reste : %.3g)", jeu.ExactMasse, r.Reste)
	if r.MoyenneMarkov {
		r.MethodeMoyenne = l.Sprintf("moyenne : système (I − Q)t = 1 résolu par le paquet markov (gonum/mat)")
	} else {
		r.MethodeMoyenne = l.Sprintf("moyenne : somme de la distribution ; %d positions, trop pour une matrice dense (au plus %d)", r.Positions, jeu.ExactMaxEtatsMarkov)
	}
	return r
}

// exhaustif is the outcome of an enumeration with the heading of its first table, in the
// user's language.
type exhaustif struct {
	lignes.Exhaustif
	titre string
}

// Titre heads the first table: "les 90 donnes du jeu de 2 × 3 cartes, ramassage naturelle".
func (e exhaustif) Titre() string { return e.titre }

func nouvelExhaustif(l langue.Langue, r jeu.ResultatExhaustif) exhaustif {
	return exhaustif{lignes.NouvelExhaustif(l, r),
		l.Sprintf("les %d donnes du jeu de %d × %d cartes, ramassage %s", r.Donnes, r.Couleurs, r.Valeurs, l.Si(r.Ramassage))}
}

// descriptionDonne says which deal of the file lue is played when it holds several, and how to
// choose another ("" for a file of one deal).
func descriptionDonne(l langue.Langue, lue *jeu.DonneLue) string {
	if len(lue.Donnes) < 2 {
		return ""
	}
	d := lue.Donnes[lue.Numero-1]
	quoi := l.T(d.Quoi)
	if d.Lignes[0] != 0 {
		quoi = l.Sprintf("lignes %d et %d", d.Lignes[0], d.Lignes[1])
	}
	return l.Sprintf("donne %d sur %d du fichier : %s (--partie choisit une autre donne, de 1 à %d)", lue.Numero, len(lue.Donnes), quoi, len(lue.Donnes))
}
