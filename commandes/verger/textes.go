package verger

import (
	"fmt"
	"strings"

	jeu "jeux/games/verger"
	"jeux/internal/langue"
	"jeux/internal/texte"
)

// noter writes the notes of the result r of the game cfg (its first strategy) in the language
// l: the game in words, and for the chain its check. Any other result is returned as it is.
func noter(l langue.Langue, cfg jeu.Config, r any) any {
	switch r := r.(type) {
	case *jeu.ResultatProbabilite:
		r.Jeu = description(l, cfg)
	case *jeu.ResultatProbabilites:
		r.Jeu = description(l, cfg)
	case *jeu.ResultatSimulation:
		r.Jeu = description(l, cfg)
	case *jeu.ResultatSimulations:
		r.Jeu = description(l, cfg)
	case *jeu.ResultatSeuil:
		r.Jeu = descriptionSeuil(l, cfg)
	case *jeu.ResultatSeuils:
		r.Jeu = descriptionSeuil(l, cfg)
	case *jeu.ResultatMarkov:
		r.Jeu = l.Sprintf("%s, stratégie %s", description(l, cfg), cfg.Strategie)
		r.Verification = l.Sprintf("écart maximal entre (I − Q)B = R et la récurrence : %.1e", r.Ecart)
	}
	return r
}

// description states the game in the language l: «4 arbres de 10 fruits, corbeau de 9 pièces,
// panier de 2 fruits, dé de 6 faces».
func description(l langue.Langue, c jeu.Config) string {
	return l.Sprintf("%s de %s, corbeau de %s, panier de %s, dé de %d faces",
		texte.CompteEn(l, c.Arbres, "arbre"), texte.CompteEn(l, c.Fruits, "fruit"), texte.CompteEn(l, c.Corbeau, "pièce"),
		texte.CompteEn(l, c.PanierFruits, "fruit"), c.Arbres+2)
}

// descriptionSeuil states the trees and the basket, and what seuil looks for: «4 arbres de 10
// fruits, panier de 2 fruits ; plus petit corbeau donnant plus d'une chance sur deux».
func descriptionSeuil(l langue.Langue, c jeu.Config) string {
	return l.Sprintf("%s de %s, panier de %s ; plus petit corbeau donnant plus d'une chance sur deux",
		texte.CompteEn(l, c.Arbres, "arbre"), texte.CompteEn(l, c.Fruits, "fruit"), texte.CompteEn(l, c.PanierFruits, "fruit"))
}

// anglais are the names of the engine's values noms as an English help writes them: the
// canonical name, which every output shows, and its English alias where it has one
// («meilleure/best»).
func anglais(noms []string) []string {
	m := jeu.NomsAnglais()
	en := make([]string, len(noms))
	for i, n := range noms {
		en[i] = n
		if a, ok := m[n]; ok {
			en[i] = n + "/" + a
		}
	}
	return en
}

// aide is the help text fr, registered in the catalog with its English en.
func aide(fr, en string) string {
	langue.Enregistrer(map[string]string{fr: en})
	return fr
}

// usagePanier is -p's help, with the names it accepts (noms, in table order): toutes, the last,
// asks for every strategy.
func usagePanier(toutes bool, noms []string) string {
	en, n := anglais(noms), len(noms)
	fr, tous := strings.Join(noms[:n-1], ", "), strings.Join(en[:n-1], ", ")
	if toutes {
		return aide(fmt.Sprintf("stratégie du panier : %s, ou %s (chacune)", fr, noms[n-1]),
			fmt.Sprintf("basket strategy: %s, or %s (each one)", tous, en[n-1]))
	}
	return aide(fmt.Sprintf("stratégie du panier : %s ou %s", fr, noms[n-1]), fmt.Sprintf("basket strategy: %s or %s", tous, en[n-1]))
}

// usageGraphique is --graphique's help, the charts (noms: strategies, probabilities, thresholds)
// named as the engine names them.
func usageGraphique(noms []string) string {
	en := anglais(noms)
	return aide(fmt.Sprintf("%s (probabilité selon le corbeau, par stratégie : sans -p), %s (carte arbres × fruits : sans -a ni -f) ou %s (corbeau minimal : sans -a, -f ni --corbeau)", noms[0], noms[1], noms[2]),
		fmt.Sprintf("%s (probability against the raven, by strategy: without -p), %s (map of trees × fruits: without -a or -f) or %s (least raven: without -a, -f or --raven)", en[0], en[1], en[2]))
}

// usageArbres is --arbres's help, with its bound.
var usageArbres = fmt.Sprintf("nombre d'arbres, donc de faces « arbre » du dé (1 à %d)", jeu.MaxArbres)
