package dominos

import (
	"math/bits"
	"math/rand/v2"
)

// Recherche joue par échantillonnage des mains cachées et résolution exacte : à chaque
// décision, elle tire Budget fois la main de l'adversaire parmi les tuiles qu'elle ne voit pas,
// d'une façon compatible avec tout ce qu'elle a vu, résout chaque donne ainsi complétée à mains
// ouvertes (Solveur) et joue la tuile qui totalise la meilleure issue sur les échantillons
// (+1 gagnée, 0 nulle, −1 perdue), la plus lourde à total égal.
//
// Ce qu'elle a vu : sa main, les tuiles posées, la taille de la main adverse, les valeurs sur
// lesquelles l'adversaire a passé (il n'en a aucune tuile) et l'ouverture : la plus forte tuile
// des deux mains ouvre, si bien qu'aucune tuile plus forte n'est en main chez l'adversaire. Les
// tuiles restantes vont à la pioche, qui ne sert pas. À ces exclusions près, toutes les mains
// adverses sont également probables : c'est le tirage uniforme parmi les tuiles permises.
type Recherche struct {
	Budget  int  // nombre de donnes tirées pour chaque décision
	Vote    bool // compter, plutôt que les issues, les échantillons où le coup est optimal
	solveur *Solveur
	sac     [NbTuilesMax]Tuile
	valeurs []ValeurCoup
	optimax []Placement
	cands   [NbTuilesMax/2 + 1]Placement // les coups : une tuile par bout possible
	scores  [NbTuilesMax/2 + 1]int
	issues  [NbTuilesMax/2 + 1][3]int // victoires, nuls, défaites
	dernier Placement                 // le coup que Choisir vient de retenir, pour AGauche
	nSac    int                       // les tuiles que l'adversaire peut tenir, au début du sac
	// carres, quand il n'est pas nil (le conseil, Recherche.EstimerParTours), reçoit pour chaque
	// paire de coups i, j la somme sur les donnes du carré de la différence de leurs issues, en
	// i·nc + j : l'écart apparié de deux coups jugés sur les mêmes donnes.
	carres []int
}

// BudgetRecherche est le nombre d'échantillons par décision de la stratégie du catalogue : 128
// donnes gagnent nettement plus que 64 (48,5 % contre 46,8 %, 20 000 parties, p = 0,02), pour
// quelque 28 ms de calcul par partie contre anticipation, si bien qu'un tournoi de 10 000 parties
// tient en deux à trois minutes sur deux cœurs.
const BudgetRecherche = 128

// FixerBudget change le nombre d'échantillons par décision.
func (r *Recherche) FixerBudget(k int) { r.Budget = k }

// Reglable est une stratégie dont on peut fixer le nombre d'échantillons par décision
// (l'option --budget).
type Reglable interface {
	FixerBudget(k int)
}

// Choisir renvoie la tuile jouable au meilleur total sur les échantillons. Sous la pose libre,
// la tuile qui se pose aux deux bouts est deux coups, résolus chacun sous la pose libre.
func (r *Recherche) Choisir(v *Vue) Tuile {
	libre := v.Regles.Pose == PoseLibre
	if v.Jouables.Taille() == 1 && !(libre && auChoix(v.Gauche, v.Droite, v.Jouables.PlusForte())) {
		return v.Jouables.PlusForte()
	}
	nc := r.evaluer(v)
	best := 0
	for i := 1; i < nc; i++ {
		if r.scores[i] > r.scores[best] {
			best = i
		}
	}
	r.dernier = r.cands[best]
	return r.cands[best].Tuile
}

// AGauche : recherche pose la tuile au bout qui a totalisé la meilleure issue sur ses
// échantillons (celui que Choisir vient de retenir), la gauche à égalité.
func (r *Recherche) AGauche(v *Vue, t Tuile) bool {
	if r.dernier.Tuile != t {
		r.Choisir(v)
	}
	return r.dernier.Tuile != t || r.dernier.AGauche
}

// Estimation est ce que Recherche sait d'un coup après ses échantillons : le nombre de donnes
// tirées où, la tuile posée à ce bout, le jeu parfait des deux côtés mène à une victoire, à un
// nul ou à une défaite du joueur. AuChoix dit que la tuile se pose aux deux bouts (pose libre) :
// elle a alors une estimation par bout.
type Estimation struct {
	Tuile                     Tuile
	AGauche, AuChoix          bool
	Victoires, Nuls, Defaites int
}

// Estimer tire les échantillons d'une décision et renvoie, pour chaque tuile jouable de la
// plus lourde à la plus légère, ses issues sur les échantillons ; le coup que Choisir jouerait
// est celui du meilleur solde (victoires − défaites), le premier à solde égal.
func (r *Recherche) Estimer(v *Vue) []Estimation {
	vote := r.Vote
	r.Vote = false
	nc := r.evaluer(v)
	r.Vote = vote
	est := make([]Estimation, nc)
	for i := range nc {
		c := r.cands[i]
		choix := v.Regles.Pose == PoseLibre && auChoix(v.Gauche, v.Droite, c.Tuile)
		est[i] = Estimation{Tuile: c.Tuile, AGauche: c.AGauche, AuChoix: choix, Victoires: r.issues[i][0], Nuls: r.issues[i][1], Defaites: r.issues[i][2]}
	}
	return est
}

// evaluer tire les échantillons d'une décision : r.cands reçoit les coups, de la tuile la plus
// lourde à la plus légère (la gauche puis la droite d'une tuile qui se pose aux deux bouts sous
// la pose libre), r.scores leurs scores et r.issues leurs issues (sans le vote) ; elle
// renvoie leur nombre.
func (r *Recherche) evaluer(v *Vue) int {
	nc := r.preparer(v)
	r.echantillonner(v, nc, max(1, r.Budget))
	return nc
}

// preparer met en place les échantillons d'une décision : le solveur, le sac et les coups,
// dont elle renvoie le nombre, leurs scores et leurs issues à zéro.
func (r *Recherche) preparer(v *Vue) int {
	if r.solveur == nil || r.solveur.regles != v.Regles {
		r.solveur = NouveauSolveur(v.Regles)
	}
	r.solveur.Surveiller(v.Arret)
	r.nSac = r.remplirSac(v)
	nc := 0
	for t := range enPoids(v.Jouables).Decroissant() {
		tu := depuisPoids[t]
		_, _, gauche := apresPose(v.Gauche, v.Droite, tu)
		cotes := []Placement{{tu, gauche}, {tu, false}}[:1]
		if v.Regles.Pose == PoseLibre && auChoix(v.Gauche, v.Droite, tu) {
			cotes = cotes[:2]
		}
		for _, c := range cotes {
			r.cands[nc] = c
			r.scores[nc] = 0
			r.issues[nc] = [3]int{}
			nc++
		}
	}
	return nc
}

// echantillonner tire k donnes de plus pour les nc coups que preparer a mis en place et ajoute
// leurs issues ; tirer k puis k' donnes tire les mêmes que k + k' d'un coup.
func (r *Recherche) echantillonner(v *Vue, nc, k int) {
	for range k {
		if r.solveur.Coupe() {
			break
		}
		adv := r.tirer(v.Hasard, r.nSac, v.Adverse)
		p := PositionOuverte{Mains: [2]Ensemble{v.Main, adv}, Gauche: v.Gauche, Droite: v.Droite}
		if r.Vote {
			_, r.optimax = r.solveur.CoupsOptimaux(p, r.optimax[:0])
			j := 0
			for i := range nc {
				if j < len(r.optimax) && r.cands[i] == r.optimax[j] {
					r.scores[i]++
					j++
				}
			}
			continue
		}
		r.valeurs = r.solveur.ValeursCoups(p, r.valeurs[:0])
		for i, c := range r.valeurs {
			if r.cands[i] != (Placement{c.Tuile, c.AGauche}) {
				panic("dominos: les coups du solveur ne suivent pas l'ordre des candidats")
			}
			r.scores[i] += c.Valeur
			r.issues[i][1-c.Valeur]++
		}
		if r.carres != nil && len(r.valeurs) == nc { // fewer when the solver was cut short
			for i := range nc {
				for j := i + 1; j < nc; j++ {
					d := r.valeurs[i].Valeur - r.valeurs[j].Valeur
					r.carres[i*nc+j] += d * d
				}
			}
		}
	}
}

// PossiblesAdverses renvoie les tuiles que l'adversaire peut tenir selon ce que le joueur de
// la vue a vu : ni dans sa main ni posées, sans valeur sur laquelle l'adversaire a passé, et
// aucune qui aurait ouvert à la place de l'ouverture.
func PossiblesAdverses(v *Vue) Ensemble {
	p := Jeu(v.Regles.Max).Sauf(v.Main).Sauf(v.Posees)
	for abs := v.Absentes; abs != 0; abs &= abs - 1 {
		p = p.Sauf(avecValeur[bits.TrailingZeros16(abs)])
	}
	return p.Et(permisesParOuverture(v.Ouverture, v.Regles))
}

// jusqua renvoie l'ensemble des tuiles de rang au plus t.
func jusqua(t Tuile) Ensemble {
	if t >= 64 {
		return Ensemble{^uint64(0), 1<<(t-63) - 1}
	}
	return Ensemble{1<<(t+1) - 1, 0}
}

// remplirSac met dans le sac les tuiles que l'adversaire peut tenir et renvoie leur nombre.
func (r *Recherche) remplirSac(v *Vue) int {
	n := 0
	for t := range PossiblesAdverses(v).Decroissant() {
		r.sac[n] = t
		n++
	}
	return n
}

// tirer renvoie k tuiles tirées sans remise parmi les n premières du sac (un mélange de
// Fisher-Yates arrêté à k) : toutes les mains de k tuiles permises sont également probables.
func (r *Recherche) tirer(h *rand.Rand, n, k int) Ensemble {
	var adv Ensemble
	for i := range k {
		j := i + h.IntN(n-i)
		r.sac[i], r.sac[j] = r.sac[j], r.sac[i]
		adv.Ajouter(r.sac[i])
	}
	return adv
}
