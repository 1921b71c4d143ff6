package dominos

import (
	"fmt"
	"math/bits"
)

// La résolution à mains ouvertes : les deux joueurs voient tout et jouent au mieux pour l'issue
// que fixent les règles (docs/regles.md §2), gagner, faire nul ou perdre, sans regarder l'écart
// de points. C'est un alpha-bêta en négamax sur trois valeurs (+1 le joueur au trait gagne, 0
// nul, −1 il perd), avec une table de transposition.
//
// Pendant une résolution, les tuiles encore en main sont renumérotées de 0 à k−1, de la plus
// lourde à la plus légère (x + y décroissant, puis l'ordre des mains) : une main est alors un
// mot de 32 bits (les deux ensemble font la clé de la table), et parcourir ses bits du plus faible au plus fort essaie les tuiles lourdes
// d'abord, ce qui ordonne bien les coups (se défaire de ses points gagne souvent).

// MaxMainExacte est la plus grande main que la résolution exacte accepte : les deux mains
// tiennent dans un mot de 64 bits, et au-delà de 16 tuiles chacune une partie se résout en plus
// de temps qu'un utilisateur n'en attend.
const MaxMainExacte = 16

// PositionOuverte est une position vue des deux côtés : les deux mains, les deux bouts de la
// chaîne, le joueur au trait (0 ou 1) et si le coup précédent était une passe (une seconde passe
// finit la partie).
type PositionOuverte struct {
	Mains          [2]Ensemble
	Gauche, Droite int
	Trait          int
	Passe          bool
}

// entreeTable est une case de la table de transposition : la position (les deux mains en
// numéros locaux, les bouts, le trait, la passe), la génération qui la rend valide, les bornes
// connues de sa valeur pour le joueur au trait et le meilleur coup trouvé (numéro local + 1).
type entreeTable struct {
	mains    uint64
	meta     uint16
	gen      uint16
	bas, ht  int8
	meilleur uint8
	_        uint8
}

// bitsTable fixe la taille de la table : 2¹⁶ cases de 16 octets, 1 Mio, qui tient dans le cache
// d'un cœur. Une donne de dix tuiles chacun visite quelque 5 000 positions : une table de 2¹⁸ ou
// 2²⁰ cases n'en épargne presque aucune et coûte plus en défauts de cache (0,24 et 0,51 ms de
// médiane contre 0,19 ms, BenchmarkExacteDouble6).
const bitsTable = 16

// Solveur résout des positions à mains ouvertes. Il garde sa table de transposition d'une
// résolution à l'autre (une génération nouvelle invalide les anciennes cases sans rien effacer) :
// un solveur sert à un seul fil de calcul, et une résolution n'alloue rien.
type Solveur struct {
	regles Regles
	libre  bool // la pose libre : la tuile [g:d] se pose à l'un ou l'autre bout
	table  []entreeTable
	gen    uint16
	noeuds int64

	// L'abandon : arret est surveillé toutes les 4 096 positions ; coupe dit qu'il est arrivé,
	// et la résolution en cours a été abandonnée (sa valeur ne vaut rien).
	arret <-chan struct{}
	coupe bool

	// La numérotation locale de la résolution en cours.
	k      int
	tuiles [64]Tuile // numéro local → tuile
	somme  [64]uint8 // x + y : l'autre valeur d'une tuile posée sur v est somme − v
	pts    [64]int16 // les points de la tuile selon le décompte
	avec   [MaxValeur + 1]uint64
}

// NouveauSolveur prépare un solveur pour des règles valides.
func NouveauSolveur(regles Regles) *Solveur {
	if err := regles.Valider(); err != nil {
		panic("dominos: " + err.Error())
	}
	return &Solveur{regles: regles, libre: regles.Pose == PoseLibre, table: make([]entreeTable, 1<<bitsTable)}
}

// Surveiller fait abandonner au solveur toute résolution dès que arret est fermé (par exemple
// ctx.Done()) : il s'en aperçoit en moins de 4 096 positions, et Coupe le dit ensuite. Un arret
// nil ne ferme jamais.
func (s *Solveur) Surveiller(arret <-chan struct{}) {
	s.arret, s.coupe = arret, false
	s.verifierArret()
}

// Coupe dit si arret (Surveiller) a été fermé : les valeurs rendues depuis ne valent rien.
func (s *Solveur) Coupe() bool { return s.coupe }

// interruption est la panique qui remonte une résolution abandonnée jusqu'à son point d'entrée.
type interruption struct{}

// verifierArret note si arret est fermé.
func (s *Solveur) verifierArret() {
	select {
	case <-s.arret:
		s.coupe = true
	default:
	}
}

// rattraper arrête, au point d'entrée d'une résolution, la remontée d'une interruption.
func rattraper() {
	if r := recover(); r != nil {
		if _, ok := r.(interruption); !ok {
			panic(r)
		}
	}
}

// Noeuds renvoie le nombre de positions visitées depuis la création du solveur.
func (s *Solveur) Noeuds() int64 { return s.noeuds }

// preparer numérote les tuiles des deux mains et ouvre une génération de la table.
func (s *Solveur) preparer(mains [2]Ensemble) {
	tout := mains[0].Ou(mains[1])
	if n := tout.Taille(); n > 2*MaxMainExacte {
		panic(fmt.Sprintf("dominos: %d tuiles en main, la résolution exacte en accepte %d", n, 2*MaxMainExacte))
	}
	pts := &pointsXYPoids
	if s.regles.Decompte2012 {
		pts = &points2012Poids
	}
	s.k = 0
	s.avec = [MaxValeur + 1]uint64{}
	// L'ordre par poids croissant, parcouru à l'envers : du plus lourd au plus léger.
	poids := enPoids(tout)
	for t := range poids.Decroissant() {
		vraie := depuisPoids[t]
		i := s.k
		s.tuiles[i] = vraie
		s.somme[i] = hautDe[vraie] + basDe[vraie]
		s.pts[i] = int16(pts[t])
		s.avec[hautDe[vraie]] |= 1 << i
		s.avec[basDe[vraie]] |= 1 << i
		s.k++
	}
	s.gen++
	if s.gen == 0 {
		clear(s.table)
		s.gen = 1
	}
}

// locale renvoie une main en numéros locaux.
func (s *Solveur) locale(e Ensemble) uint64 {
	var m uint64
	for i := range s.k {
		if e.Contient(s.tuiles[i]) {
			m |= 1 << i
		}
	}
	return m
}

func (s *Solveur) total(m uint64) int16 {
	var t int16
	for ; m != 0; m &= m - 1 {
		t += s.pts[bits.TrailingZeros64(m)]
	}
	return t
}

// issue compare les totaux : +1 si le joueur au trait (total moi) a moins que l'autre.
func issue(moi, autre int16) int8 {
	switch {
	case moi < autre:
		return 1
	case moi > autre:
		return -1
	}
	return 0
}

// sortie est la valeur, pour lui, d'un joueur qui se vide contre une main de total tLui : un
// total nul contre celui de l'adversaire, ou, sous les règles du club, la victoire
// (docs/regles.md §2.5).
func (s *Solveur) sortie(tLui int16) int8 {
	if s.regles.Club {
		return 1
	}
	return issue(0, tLui)
}

// fin est la valeur d'une position finie (une main vide) pour le joueur au trait, de main moi.
func (s *Solveur) fin(moi uint64, tMoi, tLui int16) int8 {
	if s.regles.Club {
		if moi == 0 {
			return 1
		}
		return -1
	}
	return issue(tMoi, tLui)
}

// cherche renvoie la valeur de la position pour le joueur au trait, dans la fenêtre
// ]alpha, beta[ : une valeur ≤ alpha est une borne supérieure, ≥ beta une borne inférieure.
// m[0] est la main du joueur au trait, t[0] son total.
func (s *Solveur) cherche(moi, lui uint64, tMoi, tLui int16, g, d uint8, passe bool, alpha, beta int8) int8 {
	s.noeuds++
	if s.noeuds&(1<<12-1) == 0 && s.arret != nil {
		// Une résolution de mains de 16 tuiles dure des minutes : Ctrl-C la coupe.
		s.verifierArret()
		if s.coupe {
			panic(interruption{})
		}
	}
	jouables := moi & (s.avec[g] | s.avec[d])
	if jouables == 0 {
		if passe {
			return issue(tMoi, tLui)
		}
		return -s.cherche(lui, moi, tLui, tMoi, g, d, true, -beta, -alpha)
	}
	if moi&(moi-1) == 0 {
		// La dernière tuile, jouable : la main se vide et la partie finit.
		return s.sortie(tLui)
	}

	cle := moi | lui<<32
	meta := uint16(g) | uint16(d)<<4
	if s.libre && g > d {
		// Sous la pose libre, la chaîne g…d et son miroir d…g ont la même valeur : une case.
		meta = uint16(d) | uint16(g)<<4
	}
	h := (cle*0x9e3779b97f4a7c15 ^ uint64(meta)*0xbf58476d1ce4e5b9) >> (64 - bitsTable)
	e := &s.table[h]
	premier := uint8(0)
	if e.gen == s.gen && e.mains == cle && e.meta == meta {
		if e.bas >= beta {
			return e.bas
		}
		if e.ht <= alpha {
			return e.ht
		}
		if e.bas == e.ht {
			return e.bas
		}
		alpha, beta = max(alpha, e.bas), min(beta, e.ht)
		premier = e.meilleur
	}
	a0 := alpha
	best, bestCoup := int8(-2), uint8(0)
	// Le meilleur coup connu d'abord, puis les autres du plus lourd au plus léger.
	var ordre [32]uint8
	n := 0
	if premier != 0 && jouables&(1<<(premier-1)) != 0 {
		ordre[0] = premier - 1
		n = 1
		jouables &^= 1 << (premier - 1)
	}
	for ; jouables != 0; jouables &= jouables - 1 {
		ordre[n] = uint8(bits.TrailingZeros64(jouables))
		n++
	}
coups:
	for _, i := range ordre[:n] {
		bit := uint64(1) << i
		if !s.libre {
			// The 2012 rule: one end for each tile, the hot path written out.
			ng, nd := g, d
			if s.avec[g]&bit != 0 {
				ng = s.somme[i] - g
			} else {
				nd = s.somme[i] - d
			}
			v := -s.cherche(lui, moi&^bit, tLui, tMoi-s.pts[i], ng, nd, false, -beta, -alpha)
			if v > best {
				best, bestCoup = v, i+1
				if v > alpha {
					alpha = v
					if alpha >= beta {
						break
					}
				}
			}
			continue
		}
		// Sous la pose libre, la tuile [g:d] (g ≠ d) se pose à gauche puis à droite.
		cotes := 1
		if g != d && s.avec[g]&s.avec[d]&bit != 0 {
			cotes = 2
		}
		for c := range cotes {
			ng, nd := g, d
			if c == 0 && s.avec[g]&bit != 0 {
				ng = s.somme[i] - g
			} else {
				nd = s.somme[i] - d
			}
			v := -s.cherche(lui, moi&^bit, tLui, tMoi-s.pts[i], ng, nd, false, -beta, -alpha)
			if v > best {
				best, bestCoup = v, i+1
				if v > alpha {
					alpha = v
					if alpha >= beta {
						break coups
					}
				}
			}
		}
	}
	// La passe ne fait pas partie de la clé : une position après une passe a les mêmes coups
	// et, dès qu'un coup est joué, la même suite. Seule diffère la position sans coup, traitée
	// plus haut avant la table.
	bas, ht := int8(-1), int8(1)
	switch {
	case best <= a0:
		ht = best
	case best >= beta:
		bas = best
	default:
		bas, ht = best, best
	}
	if e.gen == s.gen && e.mains == cle && e.meta == meta {
		bas, ht = max(bas, e.bas), min(ht, e.ht)
	}
	*e = entreeTable{mains: cle, meta: meta, gen: s.gen, bas: bas, ht: ht, meilleur: bestCoup}
	return best
}

// ouvrir numérote les tuiles de p et renvoie ses mains locales, du joueur au trait d'abord, et
// leurs totaux.
func (s *Solveur) ouvrir(p PositionOuverte) (moi, lui uint64, tMoi, tLui int16) {
	s.preparer(p.Mains)
	moi, lui = s.locale(p.Mains[p.Trait]), s.locale(p.Mains[p.Trait^1])
	return moi, lui, s.total(moi), s.total(lui)
}

// finie dit si la partie est finie dans la position p : une main vide.
func (p PositionOuverte) finie() bool { return p.Mains[0].Vide() || p.Mains[1].Vide() }

// Valeur renvoie la valeur de p pour le joueur au trait : +1 s'il gagne sous le jeu parfait des
// deux côtés, 0 pour un nul, −1 s'il perd.
//
// Quand arret (Surveiller) est fermé, elle renvoie 0 et Coupe le dit.
func (s *Solveur) Valeur(p PositionOuverte) (v int) {
	defer rattraper()
	if s.coupe {
		return 0
	}
	moi, lui, tMoi, tLui := s.ouvrir(p)
	if p.finie() {
		return int(s.fin(moi, tMoi, tLui))
	}
	g, d := uint8(p.Gauche), uint8(p.Droite)
	if s.cherche(moi, lui, tMoi, tLui, g, d, p.Passe, 0, 1) >= 1 {
		return 1
	}
	return int(s.cherche(moi, lui, tMoi, tLui, g, d, p.Passe, -1, 0))
}

// ValeurCoup est un coup possible (la tuile et son bout) et sa valeur exacte pour le joueur qui
// le joue.
type ValeurCoup struct {
	Tuile   Tuile
	AGauche bool
	Valeur  int
}

// ValeursCoups ajoute à dst la valeur exacte de chaque coup du joueur au trait, de la tuile la
// plus lourde à la plus légère (x + y, puis l'ordre des mains ; sous la pose libre, la tuile qui
// se pose aux deux bouts à gauche puis à droite) ; rien si le joueur doit passer
// ou si la partie est finie. Les coups partagent la table : leurs suites se recoupent. Quand
// arret (Surveiller) est fermé, les valeurs ne valent rien et Coupe le dit.
func (s *Solveur) ValeursCoups(p PositionOuverte, dst []ValeurCoup) (res []ValeurCoup) {
	res = dst
	defer rattraper()
	if s.coupe {
		return res
	}
	moi, lui, tMoi, tLui := s.ouvrir(p)
	if p.finie() {
		return dst
	}
	return s.valeursCoups(moi, lui, tMoi, tLui, uint8(p.Gauche), uint8(p.Droite), dst)
}

// valeursCoups est ValeursCoups dans la numérotation locale en cours.
func (s *Solveur) valeursCoups(moi, lui uint64, tMoi, tLui int16, g, d uint8, dst []ValeurCoup) []ValeurCoup {
	for j := moi & (s.avec[g] | s.avec[d]); j != 0; j &= j - 1 {
		i := bits.TrailingZeros64(j)
		bit := uint64(1) << i
		n, premier := s.cotes(i, g, d)
		for k := range n {
			gauche := k == 0 && premier
			ng, nd := s.poser(i, g, d, gauche)
			var v int8
			if moi == bit {
				v = s.sortie(tLui)
			} else {
				v = -s.cherche(lui, moi&^bit, tLui, tMoi-s.pts[i], ng, nd, false, -1, 1)
			}
			dst = append(dst, ValeurCoup{s.tuiles[i], gauche, int(v)})
		}
	}
	return dst
}

// cotes renvoie le nombre de bouts où peut aller la tuile locale i, jouable sur g…d, et si le
// premier est la gauche : un seul, celui de la règle de 2012, ou, sous la pose libre, deux quand
// elle est [g:d] (g ≠ d), la gauche puis la droite. Le k-ième bout est la gauche quand
// k = 0 et premier.
func (s *Solveur) cotes(i int, g, d uint8) (n int, premier bool) {
	bit := uint64(1) << i
	if s.libre && g != d && s.avec[g]&s.avec[d]&bit != 0 {
		return 2, true
	}
	return 1, s.avec[g]&bit != 0
}

// poser renvoie les bouts après la pose de la tuile locale i au bout dit.
func (s *Solveur) poser(i int, g, d uint8, gauche bool) (uint8, uint8) {
	if gauche {
		return s.somme[i] - g, d
	}
	return g, s.somme[i] - d
}

// CoupsOptimaux ajoute à dst les coups du joueur au trait qui atteignent la valeur de la
// position sous le jeu parfait, dans l'ordre de ValeursCoups, et renvoie cette valeur ;
// la position doit offrir au moins un coup. Chaque coup n'est éprouvé que contre la valeur de la
// position (une fenêtre nulle), ce qui coûte moins que la valeur exacte de chacun. Quand arret
// (Surveiller) est fermé, la réponse ne vaut rien et Coupe le dit.
func (s *Solveur) CoupsOptimaux(p PositionOuverte, dst []Placement) (val int, res []Placement) {
	res = dst
	defer rattraper()
	if s.coupe {
		return 0, res
	}
	moi, lui, tMoi, tLui := s.ouvrir(p)
	g, d := uint8(p.Gauche), uint8(p.Droite)
	jouables := moi & (s.avec[g] | s.avec[d])
	if p.finie() || jouables == 0 {
		panic("dominos: CoupsOptimaux d'une position sans coup")
	}
	v := s.cherche(moi, lui, tMoi, tLui, g, d, false, -1, 1)
	for ; jouables != 0; jouables &= jouables - 1 {
		i := bits.TrailingZeros64(jouables)
		bit := uint64(1) << i
		n, premier := s.cotes(i, g, d)
		for k := range n {
			gauche := k == 0 && premier
			ng, nd := s.poser(i, g, d, gauche)
			var c int8
			if moi == bit {
				c = s.sortie(tLui)
			} else {
				c = -s.cherche(lui, moi&^bit, tLui, tMoi-s.pts[i], ng, nd, false, -v, -v+1)
			}
			if c >= v {
				dst = append(dst, Placement{s.tuiles[i], gauche})
			}
		}
	}
	return int(v), dst
}

// Exacte est une donne résolue à mains ouvertes : son issue sous le jeu parfait des deux
// côtés, une ligne de jeu parfait (entre coups d'égale valeur, la tuile la plus lourde, puis la
// première dans l'ordre des mains) avec les totaux qu'elle laisse, et le nombre de positions
// visitées pour trouver l'issue (la ligne en coûte d'autres, non comptées).
type Exacte struct {
	Gagnant int         // 1 ou 2, 0 pour un nul
	Ouvreur int         // le joueur qui a ouvert : 1 ou 2
	Points  [2]int      // les totaux à la fin de la ligne
	Restes  [2]Ensemble // les mains à la fin de la ligne
	Ligne   Journal     // l'ouverture puis chaque coup de la ligne
	Noeuds  int64
}

// Resoudre résout la donne d : l'ouverture, forcée, puis le jeu parfait des deux côtés. Quand
// arret (Surveiller) est fermé, la résolution ne vaut rien et Coupe le dit.
func (s *Solveur) Resoudre(d Donne) (res Exacte) {
	defer rattraper()
	avant := s.noeuds
	var t etat
	ouv := t.ouvrir(d, s.regles)
	res = Exacte{Ligne: Journal{Mains: d.Mains}, Ouvreur: 2 - t.tour}
	res.Ligne.Coups = append(res.Ligne.Coups, Coup{Joueur: 2 - t.tour, Tuile: ouv, Pose: [2]int{ouv.Haut(), ouv.Bas()}})
	p := PositionOuverte{Mains: t.mains, Gauche: t.gauche, Droite: t.droite, Trait: t.tour}
	res.Gagnant = gagnantDe(s.Valeur(p), p.Trait)
	res.Noeuds = s.noeuds - avant
	if s.coupe {
		return res
	}
	// La ligne, dans la numérotation et la table de la recherche qui vient d'avoir lieu.
	m := [2]uint64{s.locale(t.mains[0]), s.locale(t.mains[1])}
	tot := [2]int16{s.total(m[0]), s.total(m[1])}
	var coups []ValeurCoup
	for !t.finie() {
		coups = s.valeursCoups(m[t.tour], m[t.tour^1], tot[t.tour], tot[t.tour^1], uint8(t.gauche), uint8(t.droite), coups[:0])
		if len(coups) == 0 {
			res.Ligne.Coups = append(res.Ligne.Coups, Coup{Joueur: t.tour + 1, Passe: true})
			t.passes++
			t.tour ^= 1
			continue
		}
		// Le premier coup de la meilleure valeur : le plus lourd à valeur égale.
		best := coups[0]
		for _, c := range coups[1:] {
			if c.Valeur > best.Valeur {
				best = c
			}
		}
		i := s.indice(best.Tuile)
		m[t.tour] &^= 1 << i
		tot[t.tour] -= s.pts[i]
		g, pose := t.placer(Placement{best.Tuile, best.AGauche})
		res.Ligne.Coups = append(res.Ligne.Coups, Coup{Joueur: t.tour + 1, Tuile: best.Tuile, AGauche: g, Pose: pose})
		t.passes = 0
		t.tour ^= 1
	}
	res.Restes = t.mains
	res.Points = [2]int{s.regles.Points(t.mains[0]), s.regles.Points(t.mains[1])}
	return res
}

// indice renvoie le numéro local d'une tuile en main.
func (s *Solveur) indice(t Tuile) int {
	for i := range s.k {
		if s.tuiles[i] == t {
			return i
		}
	}
	panic("dominos: tuile absente de la résolution en cours")
}
