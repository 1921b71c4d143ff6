package dominos

import (
	"math"

	"jeux/stats"
)

// L'incertitude du conseil (docs/dominos.md, « Le conseil et son incertitude ») : chaque coup
// est jugé sur les mêmes donnes tirées, si bien que deux coups se comparent donne par donne.
// L'écart d'un coup au coup conseillé est la moyenne, sur les donnes, de la différence de leurs
// issues (+1 gagnée, 0 nulle, −1 perdue) ; son intervalle à 95 % est cette moyenne plus ou moins
// 1,96 erreur type (l'écart type des différences sur √n). Un coup est indiscernable du conseillé
// quand cet intervalle contient 0 : ces donnes ne suffisent pas à dire lequel vaut mieux.

// zApparie est le quantile à 97,5 % de la loi normale : l'intervalle de l'écart est à 95 %.
const zApparie = 1.959963984540054

// TourAuto est le nombre de donnes de chaque tour du budget auto, et MaxBudgetAuto le plafond
// où il s'arrête sans avoir distingué le coup conseillé : 32 tours, de l'ordre de la demi-minute
// pour des mains de dix tuiles en début de partie.
const (
	TourAuto      = BudgetRecherche
	MaxBudgetAuto = 32 * TourAuto
)

// Estimations est ce que le conseil sait après ses donnes : les issues de chaque coup, le
// nombre de donnes tirées et, pour chaque paire de coups, la somme sur les donnes du carré de
// la différence de leurs issues, qui donne l'erreur type de leur écart.
type Estimations struct {
	Coups  []Estimation
	Donnes int
	carres []int // Coups[i] et Coups[j], i < j : carres[i·len(Coups) + j]
}

// Meilleur est l'indice du coup conseillé (Meilleure), 0 sans coup.
func (e Estimations) Meilleur() int {
	if len(e.Coups) == 0 {
		return 0
	}
	return Meilleure(e.Coups)
}

// Ecart renvoie l'écart apparié du coup i au coup j : la moyenne sur les donnes de l'issue de i
// moins celle de j, et son intervalle à 95 % (moyenne ± 1,96 erreur type). Avec moins de deux
// donnes, l'intervalle est [−2, 2] : rien ne se distingue.
func (e Estimations) Ecart(i, j int) (moyenne float64, ic stats.Intervalle) {
	n := e.Donnes
	if n < 1 {
		return 0, stats.Intervalle{Bas: -2, Haut: 2}
	}
	si, sj := solde(e.Coups[i]), solde(e.Coups[j])
	moyenne = float64(si-sj) / float64(n)
	if i == j {
		return 0, stats.Intervalle{}
	}
	if n < 2 {
		return moyenne, stats.Intervalle{Bas: -2, Haut: 2}
	}
	a, b := min(i, j), max(i, j)
	q := int64(e.carres[a*len(e.Coups)+b])
	d := int64(si - sj)
	// The variance of the differences over n − 1, on the standard error's square (/n):
	// (n·q − d²) / (n²·(n − 1)), in integers up to the one division.
	num := int64(n)*q - d*d
	erreur := math.Sqrt(float64(num)) / (float64(n) * math.Sqrt(float64(n-1)))
	demi := float64(zApparie * erreur)
	return moyenne, stats.Intervalle{Bas: moyenne - demi, Haut: moyenne + demi}
}

// Indiscernable dit si le coup i ne se distingue pas du coup conseillé sur ces donnes :
// l'intervalle à 95 % de leur écart apparié contient 0. Le conseillé ne l'est pas de lui-même.
func (e Estimations) Indiscernable(i int) bool {
	b := e.Meilleur()
	if i == b {
		return false
	}
	_, ic := e.Ecart(i, b)
	return ic.Haut >= 0
}

// Identique dit si le coup i a donné la même issue que le coup conseillé sur chacune des donnes.
func (e Estimations) Identique(i int) bool {
	b := e.Meilleur()
	if i == b || e.Donnes == 0 {
		return i == b
	}
	a, c := min(i, b), max(i, b)
	return e.carres[a*len(e.Coups)+c] == 0
}

// Separe dit si le coup conseillé se distingue de tous les autres sur ces donnes : aucun n'est
// indiscernable.
func (e Estimations) Separe() bool {
	for i := range e.Coups {
		if e.Indiscernable(i) {
			return false
		}
	}
	return true
}

// fini dit si le budget auto peut s'arrêter : chaque autre coup se distingue du conseillé, ou a
// eu la même issue que lui sur chaque donne (d'autres donnes ne les départageraient pas plus).
func (e Estimations) fini() bool {
	for i := range e.Coups {
		if e.Indiscernable(i) && !e.Identique(i) {
			return false
		}
	}
	return true
}

func solde(e Estimation) int { return e.Victoires - e.Defaites }

// EstimerParTours tire les donnes d'une décision par tours de tour donnes, jusqu'à plafond :
// sans auto, elle en tire plafond ; avec auto, elle s'arrête après le premier tour où chaque
// autre coup se distingue du conseillé ou a eu la même issue que lui sur chaque donne. Les
// donnes sont celles qu'Estimer tirerait avec le même générateur : les n premières d'un budget
// auto sont celles d'un budget de n. Les coups sont dans l'ordre d'Estimer.
func (r *Recherche) EstimerParTours(v *Vue, tour, plafond int, auto bool) Estimations {
	vote := r.Vote
	r.Vote = false
	nc := r.preparer(v)
	r.carres = make([]int, nc*nc)
	defer func() { r.carres, r.Vote = nil, vote }()
	e := Estimations{Coups: make([]Estimation, nc)}
	if !auto {
		tour = plafond
	}
	for e.Donnes < plafond {
		k := min(tour, plafond-e.Donnes)
		r.echantillonner(v, nc, k)
		if r.solveur.Coupe() {
			break
		}
		e.Donnes += k
		for i := range nc {
			c := r.cands[i]
			choix := v.Regles.Pose == PoseLibre && auChoix(v.Gauche, v.Droite, c.Tuile)
			e.Coups[i] = Estimation{Tuile: c.Tuile, AGauche: c.AGauche, AuChoix: choix, Victoires: r.issues[i][0], Nuls: r.issues[i][1], Defaites: r.issues[i][2]}
		}
		e.carres = r.carres
		if auto && e.fini() {
			break
		}
	}
	e.carres = append([]int(nil), r.carres...)
	return e
}

// Estimer renvoie le conseil de la position : budget donnes tirées de Tirages(graine) ou, avec
// auto, des tours de TourAuto donnes jusqu'à ce que le coup conseillé se distingue
// (Recherche.EstimerParTours), au plus MaxBudgetAuto ; rien si aucune tuile ne se pose. arret,
// fermé, abandonne le calcul, dont le résultat ne vaut alors rien. La position doit être valide.
func (p Position) Estimer(budget int, auto bool, graine uint64, arret <-chan struct{}) Estimations {
	v := p.Vue(p.Tirages(graine))
	if v.Jouables.Vide() {
		return Estimations{}
	}
	v.Arret = arret
	if auto {
		budget = MaxBudgetAuto
	}
	return (&Recherche{}).EstimerParTours(v, TourAuto, max(1, budget), auto)
}
