package dominos

import (
	"math/rand/v2"
	"strconv"

	"jeux/parametre"
)

// Les règles du club (docs/regles.md §2.5) : l'ouverture par le plus fort double, la main vide
// qui gagne, la partie bloquée à la main la plus légère, et les points qu'une donne rapporte.

// forceClub classe les tuiles pour l'ouverture du club : tout double avant toute autre tuile, le
// plus fort double d'abord ; sans double, la plus lourde (x + y), puis celle de la plus forte
// demi-tuile. Deux tuiles différentes n'ont jamais la même force.
func forceClub(t Tuile) int {
	x, y := int(hautDe[t]), int(basDe[t])
	if x == y {
		return 1<<10 + x
	}
	return (x+y)<<4 + x
}

// plusForteClub renvoie la tuile de e qui ouvre sous les règles du club ; e n'est pas vide.
func plusForteClub(e Ensemble) Tuile {
	best, f := Tuile(0), -1
	for t := range e.Decroissant() {
		if g := forceClub(t); g > f {
			best, f = t, g
		}
	}
	if f < 0 {
		panic("dominos: ouverture d'une main vide")
	}
	return best
}

// Ouverture renvoie la tuile qui ouvre la donne d sous les règles r et le joueur qui la tient
// (1 ou 2) : la plus forte des deux mains dans l'ordre des mains (docs/regles.md §2.1), ou, sous
// les règles du club, le plus fort double, sinon la tuile la plus lourde (§2.5).
func (d Donne) Ouverture(r Regles) (Tuile, int) {
	if r.Club {
		a, b := plusForteClub(d.Mains[0]), plusForteClub(d.Mains[1])
		if forceClub(b) > forceClub(a) {
			return b, 2
		}
		return a, 1
	}
	a, b := d.Mains[0].PlusForte(), d.Mains[1].PlusForte()
	if b > a {
		return b, 2
	}
	return a, 1
}

// permisesParOuverture renvoie les tuiles qu'une main pouvait tenir quand o a ouvert sous les
// règles r : aucune qui aurait ouvert à sa place. Sous la règle de 2012, aucune tuile plus forte
// que o ; sous celle du club, aucun double plus fort si o est un double, et sinon aucun double
// ni aucune tuile plus lourde.
func permisesParOuverture(o Tuile, r Regles) Ensemble {
	if !r.Club {
		return jusqua(o)
	}
	var e Ensemble
	f := forceClub(o)
	for t := range Tuile(NbTuilesMax) {
		if forceClub(t) <= f {
			e.Ajouter(t)
		}
	}
	return e
}

// Marque renvoie les points que la donne rapporte à son gagnant sous les règles du club : les
// points de la main de l'autre moins les siens (ceux de l'autre quand il s'est vidé) ; 0 pour
// une donne nulle.
func (r Resultat) Marque() int {
	switch r.Gagnant {
	case 1:
		return r.Points[1] - r.Points[0]
	case 2:
		return r.Points[0] - r.Points[1]
	}
	return 0
}

// Score est le score d'un match : les points du joueur 1, puis ceux du joueur 2.
type Score [2]int

// Ajouter compte la donne r : son gagnant marque (Resultat.Marque), personne sur une donne nulle.
func (s *Score) Ajouter(r Resultat) {
	if r.Gagnant != 0 {
		s[r.Gagnant-1] += r.Marque()
	}
}

// Gagnant renvoie le joueur (1 ou 2) dont le score atteint cible, 0 si aucun : une donne ne
// rapporte qu'à un joueur, si bien que les deux ne l'atteignent jamais ensemble.
func (s Score) Gagnant(cible int) int {
	switch {
	case s[0] >= cible:
		return 1
	case s[1] >= cible:
		return 2
	}
	return 0
}

// validerMatch vérifie un match en match points, donne disant que --match est donnée : au moins
// un point, sous les règles du club. L'erreur est une *parametre.Erreur qui nomme --match.
func validerMatch(match int, donne bool, r Regles) error {
	switch {
	case !donne:
	case match < 1:
		return erreurEntier("match", match, CodeMatch)
	case !r.Club:
		return &parametre.Erreur{Nom: "match", Valeur: strconv.Itoa(match), Code: CodeMatchClub}
	}
	return nil
}

// jouerMatchs joue les matchs numérotés de premiere à premiere+n−1 en cible points, strat[0]
// joueur 1 et strat[1] joueur 2 à chaque donne (l'ouvreur est celui que désigne la règle), le
// match k tirant ses donnes et les coups au hasard de f.partie(k), et les ajoute au bilan :
// victoires et défaites du joueur 1, donnes jouées. Elle s'arrête, et renvoie false, dès que
// arret est fermé.
func (b *Bilan) jouerMatchs(arret <-chan struct{}, regles Regles, strat [2]Strategie, cible int, premiere, n int64, f flots) bool {
	t := new(table)
	t.vue.Arret = arret
	for k := premiere; k < premiere+n; k++ {
		r := f.partie(k)
		g, donnes, ok := t.match(arret, regles, strat, cible, r)
		if !ok {
			return false
		}
		b.Donnes += donnes
		if g == 1 {
			b.Victoires++
		} else {
			b.Defaites++
		}
	}
	return true
}

// match joue un match en cible points sur des donnes tirées par r et renvoie son gagnant (1 ou
// 2) et le nombre de donnes jouées ; ok est faux si arret a été fermé avant la fin.
func (t *table) match(arret <-chan struct{}, regles Regles, strat [2]Strategie, cible int, r *rand.Rand) (gagnant int, donnes int64, ok bool) {
	var score Score
	for {
		if arrete(arret) {
			return 0, donnes, false
		}
		donnes++
		score.Ajouter(t.jouer(Distribuer(r, regles), regles, strat, r, nil))
		if g := score.Gagnant(cible); g != 0 {
			return g, donnes, true
		}
	}
}

// verifierMatchs vérifie ce que les matchs en match points (0 : des parties d'une donne)
// impliquent du bilan d'une part de parties matchs : aucun nul, au moins une donne par match ;
// sans match, aucune donne comptée à part.
func (b *Bilan) verifierMatchs(match int, parties int64) error {
	switch {
	case match == 0 && b.Donnes != 0:
		return echec(CodeDonnesSansMatch, b.Donnes)
	case match == 0:
	case b.Nuls != 0:
		return echec(CodeMatchNuls, b.Nuls)
	case b.Donnes < parties:
		return echec(CodeMatchDonnes, b.Donnes, parties)
	}
	return nil
}
