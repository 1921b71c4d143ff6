package bataille

import (
	"context"
	"slices"
)

// The enumeration (open War, docs/regles.md §1.3) does not play the deals one by one. Until the
// dealt cards run out, both players have turned as many cards, and each duel compares the i-th
// cards of both hands: the first half of a game is the deal read as a row of duels. What it leaves is a position made of three things: the cards
// each player has won, in the order she picked them up, and the tied duels still on the table
// when the dealt cards ran out (the trailing tie). Each trick a player won is one packet of her
// pile: the table she picked up, a decisive duel and the tied duels before it. Every deal whose
// tricks are those packets, in any interleaving of the two players' tricks, reaches the same
// position after the same number of tricks, and from there the same game. So the enumeration
// lists the positions, each player's packets and the trailing tie, plays each position once from
// there, and counts it for all its deals:
//
//   - C(m + r, m) interleavings of the m tricks of player 1 and the r of player 2;
//   - under the natural pick-up, one deal a packet (its ties are listed from the last, its
//     decisive duel's higher card first: the packet gives the duels in order);
//   - under the optimised pick-up, a packet is the table sorted by decreasing value: its
//     decisive duel is the two values of odd count, and its ties can have come in any order, as
//     many deals as the distinct orders of the tied values (k!/∏ μₓ! for k ties, μₓ of value x).
//
// Under the optimised pick-up one pile may split into packets more than one way (8 6 6 5 is a
// tie on 6 then 8 against 5, or 8 against 6 then 6 against 5): each split is listed apart, with
// its own tricks and deals, and its position is played once for each.
//
// The exchange of the players maps the position (packets A, packets B, tie) to (B, A, tie): only
// those whose player 1 pile is at most player 2's, shorter first, then by the packed piles, are
// played, a position with different piles counting for itself and its mirror.
//
// The work items are the first two decisions on player 1's packets, in the order of the
// enumeration: her pile ends (no packet, or after the first), or its first two packets are
// these, the rest to be enumerated.

// profondeurItems is the number of player 1's packets an item fixes.
const profondeurItems = 2

// tasEtats is a player's pile of won cards as the enumeration builds it.
type tasEtats struct {
	q      uint64 // the packed pile, its first card in the lowest bits
	n      int    // its cards
	poids  int64  // the product of its packets' deals
	bornes []int  // the first card of each packet: one a trick won
}

// enumEtats lists the positions reached when the dealt cards run out.
type enumEtats struct {
	jeu     *jeuEmballe
	nv      int     // values
	comptes [16]int // cards of each value not yet placed
	reste   int     // cards not yet placed
	tas     [2]tasEtats
	tq      uint64 // the trailing tie's values, the first in the lowest bits
	tk      int    // its duels
	binom   [][]int64
	arret   bool // set by visite to cut the enumeration short
	// visite is called at each position to count, with the deals that reach it and whether its
	// mirror (the piles exchanged, another position, not listed) counts for as many.
	visite func(mult int64, miroir bool)
	items  [][]uint8 // the listing of the items, when listing
	// compte, when set, counts the positions and their deals without playing them, through
	// suitesJ2 wherever player 2's pile is the longer (memo, acc and poidsPaquet serve it).
	compte      *compteEtats
	memo        map[[16]uint8][]suiteJ2
	acc         []*[]suiteJ2
	poidsPaquet int64
}

// compteEtats is what DonnesDesItems counts: positions and the deals they stand for.
type compteEtats struct{ positions, donnes int64 }

// suiteJ2 is, for a number of packets r, how many ways player 2's packets take every card left
// in r packets, and the sum of their deals (the product of their packets' deals).
type suiteJ2 struct{ n, poids int64 }

func nouvelEnumEtats(jeu *jeuEmballe, valeurs int) *enumEtats {
	e := &enumEtats{jeu: jeu, nv: valeurs}
	t := jeu.n/2 + 1
	e.binom = make([][]int64, t)
	for i := range e.binom {
		e.binom[i] = make([]int64, i+1)
		e.binom[i][0], e.binom[i][i] = 1, 1
		for k := 1; k < i; k++ {
			e.binom[i][k] = e.binom[i-1][k-1] + e.binom[i-1][k]
		}
	}
	for i := range e.tas {
		e.tas[i].bornes = make([]int, 0, jeu.n)
	}
	return e
}

// depart puts every card back in the deck and empties the piles and the tie.
func (e *enumEtats) depart(couleurs int) {
	e.arret = false
	e.comptes = [16]int{}
	for v := range e.nv {
		e.comptes[v] = couleurs
	}
	e.reste = e.jeu.n
	for i := range e.tas {
		e.tas[i] = tasEtats{poids: 1, bornes: e.tas[i].bornes[:0]}
	}
	e.tq, e.tk = 0, 0
}

// Phases of the enumeration, what comes after a packet is laid.
const (
	phaseJ1     = iota // player 1's packets go on, or end
	phaseJ2            // player 2's packets, to the last card
	phaseListes        // listing the items
	phaseSuites        // counting player 2's packets (suitesJ2)
)

// suite goes on after a packet is laid.
func (e *enumEtats) suite(phase int) {
	if e.arret {
		return
	}
	switch phase {
	case phaseJ1:
		e.j1()
	case phaseJ2:
		e.j2()
	case phaseListes:
		e.liste()
	default:
		w := e.poidsPaquet
		acc := e.acc[len(e.acc)-1]
		for r, x := range e.suitesJ2() {
			for len(*acc) <= r+1 {
				*acc = append(*acc, suiteJ2{})
			}
			(*acc)[r+1].n += x.n
			(*acc)[r+1].poids += w * x.poids
		}
	}
}

// suitesJ2 returns the ways player 2's packets take every card not yet placed, by number of
// packets, memoised by the cards left.
func (e *enumEtats) suitesJ2() []suiteJ2 {
	var cle [16]uint8
	for v := range e.nv {
		cle[v] = uint8(e.comptes[v])
	}
	if r, ok := e.memo[cle]; ok {
		return r
	}
	r := []suiteJ2{{1, 1}}
	if e.reste > 0 {
		r = nil
		e.acc = append(e.acc, &r)
		e.paquets(1, e.reste, phaseSuites)
		e.acc = e.acc[:len(e.acc)-1]
	}
	e.memo[cle] = r
	return r
}

// j1 enumerates what follows player 1's packets laid so far: her pile ends here, or takes one
// more packet, her pile at most half the deck (it is at most player 2's).
func (e *enumEtats) j1() {
	e.egalite()
	e.paquets(0, e.jeu.n/2-e.tas[0].n, phaseJ1)
}

// egalite enumerates the trailing tie after player 1's pile: it ends here, or takes one more
// duel of two cards of a value, player 2's pile keeping at least as many cards as player 1's.
func (e *enumEtats) egalite() {
	e.j2()
	if e.arret || e.jeu.n-2*(e.tk+1)-e.tas[0].n < e.tas[0].n {
		return
	}
	b := e.jeu.b
	e.paires(0, func(x int) {
		e.tq |= uint64(x) << (uint(e.tk) * b)
		e.tk++
		e.egalite()
		e.tk--
		e.tq &^= e.jeu.masque << (uint(e.tk) * b)
	})
}

// paires calls f for each value from x0 of which two cards are left, those two taken meanwhile:
// a tied duel.
func (e *enumEtats) paires(x0 int, f func(x int)) {
	for x := x0; x < e.nv; x++ {
		if e.comptes[x] < 2 {
			continue
		}
		e.comptes[x] -= 2
		e.reste -= 2
		f(x)
		e.reste += 2
		e.comptes[x] += 2
	}
}

// j2 enumerates player 2's packets, which take every card left, and counts each position.
func (e *enumEtats) j2() {
	if e.compte != nil && len(e.tas[1].bornes) == 0 && e.reste > e.tas[0].n {
		// Player 2's pile is the longer whatever her packets: each position counts with its
		// mirror, and only their number and deals by number of packets matter.
		a := &e.tas[0]
		m := len(a.bornes)
		for r, x := range e.suitesJ2() {
			e.compte.positions += x.n
			e.compte.donnes += 2 * e.binom[m+r][m] * a.poids * x.poids
		}
		return
	}
	if e.reste == 0 {
		e.position()
		return
	}
	e.paquets(1, e.reste, phaseJ2)
}

// position counts the position laid: played if its player 1 pile is at most player 2's.
func (e *enumEtats) position() {
	a, b := &e.tas[0], &e.tas[1]
	miroir := true
	if a.n == b.n {
		if a.q > b.q {
			return
		}
		miroir = a.q != b.q
	}
	m, r := len(a.bornes), len(b.bornes)
	e.visite(e.binom[m+r][m]*a.poids*b.poids, miroir)
}

// paquets enumerates the packets player i can take, of at most place cards, each followed by
// phase: a decisive duel (the higher card, then the lower) and the tied duels before it.
func (e *enumEtats) paquets(i, place int, phase int) {
	if place < 2 {
		return
	}
	j := e.jeu
	for hi := 1; hi < e.nv; hi++ {
		if e.comptes[hi] == 0 {
			continue
		}
		e.comptes[hi]--
		for lo := range hi {
			if e.comptes[lo] == 0 {
				continue
			}
			e.comptes[lo]--
			e.reste -= 2
			if j.optimisee {
				e.egalitesOptimisees(i, j.poids[hi]+j.poids[lo], 2, 0, 0, 0, 1, place-2, phase)
			} else {
				e.egalitesNaturelles(i, uint64(hi)|uint64(lo)<<j.b, 2, place-2, phase)
			}
			e.reste += 2
			e.comptes[lo]++
		}
		e.comptes[hi]++
	}
}

// egalitesNaturelles lays the packet c of l cards, then the same with one more tied duel (which
// came before those already in it: the natural pick-up lists the ties from the last).
func (e *enumEtats) egalitesNaturelles(i int, c uint64, l, place int, phase int) {
	e.pose(i, c, l, 1, phase)
	if place < 2 {
		return
	}
	b := e.jeu.b
	e.paires(0, func(x int) {
		e.egalitesNaturelles(i, c|(uint64(x)|uint64(x)<<b)<<(uint(l)*b), l+2, place-2, phase)
	})
}

// egalitesOptimisees lays the packet of table compte (the mixed-radix count of poids), l cards,
// k tied duels the last of value x0 (mu of them), poids orders of its ties; then the same with
// one more tie of value x0 or above, so that each multiset of ties comes once.
func (e *enumEtats) egalitesOptimisees(i, compte, l, k, x0, mu int, poids int64, place int, phase int) {
	j := e.jeu
	e.pose(i, j.tri[compte], l, poids, phase)
	if place < 2 {
		return
	}
	e.paires(x0, func(x int) {
		m := 1
		if x == x0 && k > 0 {
			m = mu + 1
		}
		// k+1 ties with m of value x: the multinomial of k ties times (k + 1)/m.
		e.egalitesOptimisees(i, compte+2*j.poids[x], l+2, k+1, x, m, poids*int64(k+1)/int64(m), place-2, phase)
	})
}

// pose lays the packet c of l cards and w deals on player i's pile, goes on, and takes it back.
func (e *enumEtats) pose(i int, c uint64, l int, w int64, phase int) {
	t := &e.tas[i]
	q, n, p := t.q, t.n, t.poids
	t.q |= c << (uint(n) * e.jeu.b)
	t.n += l
	t.poids *= w
	t.bornes = append(t.bornes, n)
	e.poidsPaquet = w
	e.suite(phase)
	t.q, t.n, t.poids = q, n, p
	t.bornes = t.bornes[:len(t.bornes)-1]
}

// liste records the items while listing: after one packet, the item where player 1's pile
// ends there and the deeper ones; after profondeurItems packets, the item that goes on.
func (e *enumEtats) liste() {
	if len(e.tas[0].bornes) == profondeurItems {
		e.items = append(e.items, e.codeItem(false))
		return
	}
	e.items = append(e.items, e.codeItem(true))
	e.paquets(0, e.jeu.n/2-e.tas[0].n, phaseListes)
}

// codeItem writes player 1's packets as an item: each packet as its length then its values
// (from 0, in pile order), then 0 if her pile ends there.
func (e *enumEtats) codeItem(fin bool) []uint8 {
	t := &e.tas[0]
	var code []uint8
	for k, d := range t.bornes {
		f := t.n
		if k+1 < len(t.bornes) {
			f = t.bornes[k+1]
		}
		code = append(code, uint8(f-d))
		for c := d; c < f; c++ {
			code = append(code, uint8(t.q>>(uint(c)*e.jeu.b)&e.jeu.masque))
		}
	}
	if fin {
		code = append(code, 0)
	}
	return code
}

// ItemsExhaustif lists the work items of the deck in the order of the enumeration (see
// exhaustif_etats.go): the first decisions on player 1's packets.
func (c ConfigExhaustif) ItemsExhaustif() [][]uint8 {
	jeu := nouveauJeuEmballe(c.Couleurs, c.Valeurs, c.Ramassage == Optimisee)
	e := nouvelEnumEtats(&jeu, c.Valeurs)
	e.depart(c.Couleurs)
	e.items = [][]uint8{e.codeItem(true)}
	e.paquets(0, jeu.n/2, phaseListes)
	return e.items
}

// parcourtItem lays the packets of item code on player 1's pile, then enumerates every position
// that follows, calling visite for each.
func (e *enumEtats) parcourtItem(couleurs int, code []uint8) {
	e.depart(couleurs)
	j := e.jeu
	for len(code) > 0 {
		l := int(code[0])
		if l == 0 {
			e.egalite()
			return
		}
		vals := code[1 : 1+l]
		code = code[1+l:]
		var c uint64
		var compte [16]int
		for k, v := range vals {
			c |= uint64(v) << (uint(k) * j.b)
			e.comptes[v]--
			compte[v]++
		}
		e.reste -= l
		poids := int64(1)
		if j.optimisee {
			// The ties are the values of the table less one card of each odd count: k!/∏ μₓ!.
			k := 0
			for v := range e.nv {
				for mu := 1; mu <= compte[v]/2; mu++ {
					k++
					poids = poids * int64(k) / int64(mu)
				}
			}
		}
		t := &e.tas[0]
		t.q |= c << (uint(t.n) * j.b)
		t.bornes = append(t.bornes, t.n)
		t.n += l
		t.poids *= poids
	}
	e.j1()
}

// pliEtats is a trick as a packet tells it: its tied duels in the order they were played (under
// the optimised pick-up, by increasing value: any order gives the same packet) and its decisive
// duel, higher card first.
type pliEtats struct{ egales, decisif []uint8 }

// plisDuTas reads the tricks of the pile t from its packets.
func (e *enumEtats) plisDuTas(t *tasEtats) []pliEtats {
	j := e.jeu
	var l []pliEtats
	for k, d := range t.bornes {
		f := t.n
		if k+1 < len(t.bornes) {
			f = t.bornes[k+1]
		}
		v := make([]uint8, 0, f-d)
		for c := d; c < f; c++ {
			v = append(v, uint8(t.q>>(uint(c)*j.b)&j.masque))
		}
		var p pliEtats
		if !j.optimisee {
			p.decisif = v[:2]
			for a := len(v) - 2; a >= 2; a -= 2 {
				p.egales = append(p.egales, v[a])
			}
		} else {
			var compte [16]int
			for _, x := range v {
				compte[x]++
			}
			for x := e.nv - 1; x >= 0; x-- {
				if compte[x]%2 == 1 {
					p.decisif = append(p.decisif, uint8(x))
				}
			}
			for x := range e.nv {
				for range compte[x] / 2 {
					p.egales = append(p.egales, uint8(x))
				}
			}
		}
		l = append(l, p)
	}
	return l
}

// donneMin returns the smallest deal, player 1's cards then player 2's (values from 0), among
// those of the position laid and their mirrors, each written with player 1's pile at most player
// 2's: the deal the former enumeration, deal by deal in lexicographic order, met first. The ties
// of an optimised packet in increasing order make both piles smallest, so no other order is tried.
func (e *enumEtats) donneMin() []uint8 {
	h := e.jeu.n / 2
	var meilleure []uint8
	e.chaqueDonne(true, false, func(d []uint8) {
		if slices.Compare(d[:h], d[h:]) <= 0 && (meilleure == nil || slices.Compare(d, meilleure) < 0) {
			meilleure = slices.Clone(d)
		}
	})
	return meilleure
}

// chaqueDonne calls f with every deal of the position laid (player 1's cards then player 2's,
// values from 0, in a buffer f must not keep), and with its mirror's when miroir: every
// interleaving of the two players' tricks, and, when ordres, every order of an optimised packet's
// ties (else only the increasing one).
func (e *enumEtats) chaqueDonne(miroir, ordres bool, f func([]uint8)) {
	j := e.jeu
	h := j.n / 2
	plis := [2][]pliEtats{e.plisDuTas(&e.tas[0]), e.plisDuTas(&e.tas[1])}
	donne := make([]uint8, j.n)
	var entrelace func(a, b, k int)
	entrelace = func(a, b, k int) {
		if a == len(plis[0]) && b == len(plis[1]) {
			for x := range e.tk {
				v := uint8(e.tq >> (uint(x) * j.b) & j.masque)
				donne[k+x], donne[h+k+x] = v, v
			}
			f(donne)
			if miroir {
				f(append(slices.Clone(donne[h:]), donne[:h]...))
			}
			return
		}
		for i, p := range [2]int{a, b} {
			if p == len(plis[i]) {
				continue
			}
			x := plis[i][p]
			ordre := slices.Clone(x.egales)
			for {
				for d, v := range ordre {
					donne[k+d], donne[h+k+d] = v, v
				}
				g := k + len(ordre)
				donne[g+h*i], donne[g+h*(1-i)] = x.decisif[0], x.decisif[1]
				if i == 0 {
					entrelace(a+1, b, g+1)
				} else {
					entrelace(a, b+1, g+1)
				}
				if !ordres || !j.optimisee || suivanteMultiset(ordre) < 0 {
					break
				}
			}
		}
	}
	entrelace(0, 0, 0)
}

// suivanteMultiset turns p into the next arrangement of its multiset in lexicographic order and
// returns the first index it changed, or -1 when p is the last.
func suivanteMultiset(p []uint8) int {
	i := len(p) - 2
	for i >= 0 && p[i] >= p[i+1] {
		i--
	}
	if i < 0 {
		return -1
	}
	k := len(p) - 1
	for p[k] <= p[i] {
		k--
	}
	p[i], p[k] = p[k], p[i]
	for a, z := i+1, len(p)-1; a < z; a, z = a+1, z-1 {
		p[a], p[z] = p[z], p[a]
	}
	return i
}

// joue plays the game of the position laid: the trailing tie on top of each player's won cards,
// the tricks counted from the deal. A player 1 with neither (player 2 won every trick) has lost.
func (e *enumEtats) joue() partieEmballe {
	a, b := &e.tas[0], &e.tas[1]
	debut := len(a.bornes) + len(b.bornes)
	na := e.tk + a.n
	if na == 0 {
		return partieEmballe{plis: debut, gagnant: 2}
	}
	s := uint(e.tk) * e.jeu.b
	return e.jeu.joueDepuis(etatEmballe{e.tq | a.q<<s, e.tq | b.q<<s, na}, debut)
}

// item plays the positions of item k, or returns nil if ctx was cancelled under way.
func (e *enumerateurExhaustif) item(ctx context.Context, k int64, code []uint8) *DecompteExhaustif {
	r := NouveauDecompteExhaustif(e.cfg, k)
	r.Fin = k + 1
	clear(e.cycles)
	var plusLongue []uint8
	plusLongueplis := 0
	compteur := 0
	en := e.etats
	en.visite = func(mult int64, miroir bool) {
		compteur++
		if compteur&0xfff == 0 && ctx.Err() != nil {
			en.arret = true
			return
		}
		w := mult
		if miroir {
			w *= 2
		}
		r.Positions++
		r.Donnes += w
		p := en.joue()
		if p.infinie {
			r.Infinies += w
			r.Periodes[p.periode] += w
			e.compteCycle(p.cycle, p.periode, mult, miroir)
			return
		}
		for p.plis >= len(e.plis) {
			e.plis = append(e.plis, make([]int64, len(e.plis)+64)...)
		}
		e.plis[p.plis] += w
		switch p.gagnant {
		case 0:
			r.Nulles += w
		case 1:
			r.J1 += mult
			r.J2 += w - mult
		default:
			r.J2 += mult
			r.J1 += w - mult
		}
		if p.plis >= plusLongueplis {
			d := en.donneMin()
			if p.plis > plusLongueplis || slices.Compare(d, plusLongue) < 0 {
				plusLongueplis, plusLongue = p.plis, d
			}
		}
	}
	en.parcourtItem(e.cfg.Couleurs, code)
	if en.arret {
		clear(e.plis)
		return nil
	}
	fin := len(e.plis)
	for fin > 0 && e.plis[fin-1] == 0 {
		fin--
	}
	r.Durees = slices.Clone(e.plis[:fin])
	clear(e.plis)
	if plusLongue != nil {
		r.DureeMax = plusLongueplis
		for _, v := range plusLongue {
			r.DonneMax = append(r.DonneMax, int(v)+1)
		}
	}
	for _, c := range e.cycles {
		r.Cycles = append(r.Cycles, *c)
	}
	slices.SortFunc(r.Cycles, CycleExhaustif.compare)
	if len(r.Cycles) > MaxCyclesExhaustif {
		r.CyclesIncomplets, r.Cycles = true, []CycleExhaustif{}
	}
	return r
}

// DonnesDesItems returns, for the work items [debut, fin) of c, the positions they play and the
// deals they stand for, counted without playing: where player 2's pile is the longer, her packets
// are counted by number, memoised by the cards left; elsewhere the positions are listed.
func (c ConfigExhaustif) DonnesDesItems(debut, fin int64) (positions, donnes int64) {
	items := c.ItemsExhaustif()
	jeu := nouveauJeuEmballe(c.Couleurs, c.Valeurs, c.Ramassage == Optimisee)
	e := nouvelEnumEtats(&jeu, c.Valeurs)
	e.compte = &compteEtats{}
	e.memo = map[[16]uint8][]suiteJ2{}
	e.visite = func(mult int64, miroir bool) {
		e.compte.positions++
		e.compte.donnes += mult
		if miroir {
			e.compte.donnes += mult
		}
	}
	for _, code := range items[debut:fin] {
		e.parcourtItem(c.Couleurs, code)
	}
	return e.compte.positions, e.compte.donnes
}
