package bataille

import (
	"encoding/binary"
	"math/bits"
)

// The random-deal hunt plays its deals sixteen at a time where the processor allows it
// (voiesDisponibles) and the deck is small enough (at most 32 cards, values 1 to 15): one game in
// each 64-bit lane of two groups of vector registers, by voiesNaturelle or voiesOptimisee
// (assembly, bloc_amd64.s), each pile held whole in two registers, four bits a card; where the
// processor also has AVX-512BW, VBMI and VPOPCNTDQ (voiesPaquets), by voiesNaturellePaquets or
// voiesOptimiseePaquets, whose steps play up to eight plain tricks at once. There, decks of 33 to
// 64 cards are played too, eight at a time (one group; each pile in four registers), by
// voiesNaturelleLarges or voiesOptimiseeLarges. The lanes play the plain tricks and the ties of
// one or two tied duels; the rest (a third tied duel, a player short of cards during a tie) is
// played here on the packed piles, by the rules of docs/regles.md §1.3, and the lane goes on.
// They look for no cycle: a game still going at plafondVoies tricks is played again from its
// deal by the engine with Brent's detector, which gives its exact outcome (the longest finite
// game the 32-card hunts have met lasts 2,281 tricks; the longest known of 52 cards, 6,283, would
// be played again so).

const (
	// nVoies is the most lanes played at once: two groups of eight for piles of two words, one
	// for piles of four (_asm, voies).
	nVoies = 16
	// tailleEtatsVoies is the size of lotVoies.e (_asm, tailleEtats).
	tailleEtatsVoies = 96
	// maxCartesVoies and maxValeurVoies: a pile of the whole deck fits in 128 bits, four bits a
	// card (maxCartesLarges: in 256 bits, by the assembly of eight tricks a step only).
	maxCartesVoies  = 32
	maxCartesLarges = 64
	maxValeurVoies  = 15
	// pasVoies is the most steps of a call; a game still going at plafondVoies tricks is played
	// again by the engine.
	pasVoies     = 1 << 10
	plafondVoies = 4096
	// seuilVoies is the number of lanes stopped in a call after which it returns.
	seuilVoies = 2
)

// lotVoies plays batches of deals in the lanes. e holds, for each group of eight lanes, eight of
// each of its fields (voie): the mots words of player 1's pile, from its top, those of player
// 2's, player 1's count in bits (four a card) and the tricks played.
type lotVoies struct {
	e         [tailleEtatsVoies]uint64
	donne     [nVoies]int // the deal each lane plays
	voies     int         // the lanes played: 16, or 8 for piles of four words
	mots      int         // the words of a pile: 2, or 4 for decks of more than 32 cards
	total     int
	optimisee bool
	// jouer is the assembly that plays the steps: with voiesPaquets, the one that plays up to
	// eight plain tricks a step.
	jouer jouerVoies
	tapis [2 * maxCartesLarges]uint8
}

// jouerVoies is the signature of the assembly that plays the lanes' steps.
type jouerVoies func(e *[tailleEtatsVoies]uint64, actives uint32, total, plafond, pasMax, minimum int) uint32

// assemblages holds the assembly of each kind of lanes, for natural then optimised pick-ups:
// AVX-512F alone, up to eight tricks a step (voiesPaquets), and those on piles of four words.
var assemblages = map[string][2]jouerVoies{
	"avx512f": {voiesNaturelle, voiesOptimisee},
	"paquets": {voiesNaturellePaquets, voiesOptimiseePaquets},
	"larges":  {voiesNaturelleLarges, voiesOptimiseeLarges},
}

// nouveauLotVoies returns the lanes for cfg, or nil where they cannot play it: no vector engine on
// this processor, a deck too large (more than 32 cards without voiesPaquets), random pick-ups, or
// players picking up in different orders.
func nouveauLotVoies(cfg Config) *lotVoies {
	if !voiesDisponibles || !cfg.Deterministe() || cfg.Ramassage[0] != cfg.Ramassage[1] ||
		cfg.Cartes() > maxCartesLarges || cfg.Valeurs > maxValeurVoies {
		return nil
	}
	l := &lotVoies{voies: nVoies, mots: 2, total: cfg.Cartes(), optimisee: cfg.Ramassage[0] == Optimisee}
	genre, ramassage := l.genre(), 0
	if l.optimisee {
		ramassage = 1
	}
	if l.jouer = assemblages[genre][ramassage]; l.jouer == nil {
		return nil
	}
	if genre == "larges" {
		l.voies, l.mots = 8, 4
	}
	return l
}

// genre is the kind of lanes that play l's deck on this processor (assemblages): "" where none
// does.
func (l *lotVoies) genre() string {
	switch {
	case l.total > maxCartesVoies && !voiesPaquets:
		return ""
	case l.total > maxCartesVoies:
		return "larges"
	case voiesPaquets:
		return "paquets"
	}
	return "avx512f"
}

// voie returns lane i's part of e: its field f is at 8f, player 1's pile from 0, player 2's from
// 8 × mots, player 1's count at 16 × mots, the tricks at 16 × mots + 8.
func (l *lotVoies) voie(i int) []uint64 { return l.e[16*(l.mots+1)*(i/8)+i%8:] }

// joue plays the deals of donnes (len(res) deals of l.total cards, one after the other) and writes
// their outcomes in res. It returns the number of deals played: all of them, or, when fin closes
// first (nil never does), those before the first deal not finished then.
func (l *lotVoies) joue(donnes []uint8, res []Resultat, m *Moteur, fin <-chan struct{}) int {
	n := len(res)
	suivante, finies := 0, 0
	var actives uint32
	charge := func(i int) {
		l.charge(i, donnes[suivante*l.total:(suivante+1)*l.total])
		l.donne[i] = suivante
		actives |= 1 << i
		suivante++
	}
	for i := 0; i < l.voies && suivante < n; i++ {
		charge(i)
	}
	for appels := 0; finies < n; appels++ {
		// fin is looked at every 16 calls: each costs a few ns a deal.
		if appels%16 == 0 {
			select {
			case <-fin:
				// The deals in the lanes are the first not finished.
				premiere := suivante
				for a := actives; a != 0; a &= a - 1 {
					premiere = min(premiere, l.donne[bits.TrailingZeros32(a)])
				}
				return premiere
			default:
			}
		}
		avant := actives
		minimum := max(1, bits.OnesCount32(actives)-seuilVoies+1)
		actives = l.jouer(&l.e, actives, l.total, plafondVoies, pasVoies, minimum)
		for arretees := avant &^ actives; arretees != 0; arretees &= arretees - 1 {
			i := bits.TrailingZeros32(arretees)
			if r, fini := l.arret(i, donnes, m); fini {
				res[l.donne[i]] = r
				finies++
				if suivante < n {
					charge(i)
				}
				continue
			}
			actives |= 1 << i
		}
	}
	return n
}

// arret deals with a lane that stopped: its game's outcome when it ended, or when it reached
// plafondVoies tricks (its deal played again by m); else it plays the trick the lane stopped at,
// a tie, and reports whether that ended the game.
func (l *lotVoies) arret(i int, donnes []uint8, m *Moteur) (Resultat, bool) {
	e := l.voie(i)
	n0, plis := int(e[16*l.mots]/4), int(e[16*l.mots+8])
	switch {
	case n0 == 0:
		return Resultat{Plis: plis, Gagnant: 2}, true
	case n0 == l.total:
		return Resultat{Plis: plis, Gagnant: 1}, true
	case plis >= plafondVoies:
		k := l.donne[i]
		m.pos.charge(donnes[k*l.total : (k+1)*l.total])
		return m.brent(), true
	}
	j := [2]pileVoie{{n: n0}, {n: l.total - n0}}
	for w := range l.mots {
		j[0].mots[w], j[1].mots[w] = e[8*w], e[8*(l.mots+w)]
	}
	e[16*l.mots+8] = uint64(plis + 1)
	fin, g := l.bataille(&j)
	if fin {
		return Resultat{Plis: plis + 1, Gagnant: g}, true
	}
	for w := range l.mots {
		e[8*w], e[8*(l.mots+w)] = j[0].mots[w], j[1].mots[w]
	}
	e[16*l.mots] = 4 * uint64(j[0].n)
	return Resultat{}, false
}

// pileVoie is a pile as the lanes hold it: card c (0 its top) in bits [4c, 4c + 4) of its words,
// from the first, the bits past its n cards zero.
type pileVoie struct {
	mots [4]uint64
	n    int
}

// tire takes the top card; the words past the pile's last card, already zero, are left alone.
func (p *pileVoie) tire() uint8 {
	c := uint8(p.mots[0] & 15)
	p.mots[0] = p.mots[0]>>4 | p.mots[1]<<60
	if p.n > 16 {
		p.mots[1] = p.mots[1]>>4 | p.mots[2]<<60
		if p.n > 32 {
			p.mots[2] = p.mots[2]>>4 | p.mots[3]<<60
			p.mots[3] >>= 4
		}
	}
	p.n--
	return c
}

func (p *pileVoie) pose(c uint8) {
	p.mots[p.n/16] |= uint64(c) << (4 * (p.n % 16))
	p.n++
}

// bataille plays on j a trick whose first duel is a tie, by the rules of batailleDeterministe
// (docs/regles.md §1.3): both players turn cards until they differ, and the winner picks the
// table up, natural or optimised; a player who runs out during the tie ends the game, won by the
// other, drawn if both ran out. It reports whether the game ended, and its winner.
func (l *lotVoies) bataille(j *[2]pileVoie) (bool, int) {
	t := l.tapis[:0]
	var a, b uint8
	for {
		a, b = j[0].tire(), j[1].tire()
		t = append(t, a, b)
		if a != b {
			break
		}
		if j[0].n == 0 || j[1].n == 0 {
			switch {
			case j[0].n == 0 && j[1].n == 0:
				return true, 0
			case j[0].n == 0:
				return true, 2
			}
			return true, 1
		}
	}
	g := 0
	if b > a {
		g = 1
	}
	q := &j[g]
	if !l.optimisee {
		for i := len(t) - 2; i >= 0; i -= 2 {
			q.pose(max(t[i], t[i+1]))
			q.pose(min(t[i], t[i+1]))
		}
	} else {
		trieDecroissant(t)
		for _, c := range t {
			q.pose(c)
		}
	}
	if j[1-g].n == 0 {
		return true, g + 1
	}
	return false, 0
}

// charge packs the deal d into lane i.
func (l *lotVoies) charge(i int, d []uint8) {
	moitie := l.total / 2
	e := l.voie(i)
	for k, cartes := range [2][]uint8{d[:moitie], d[moitie:]} {
		m0, m1, m2, m3 := empaquette(cartes)
		mots := [4]uint64{m0, m1, m2, m3}
		for w := range l.mots {
			e[8*(k*l.mots+w)] = mots[w]
		}
	}
	e[16*l.mots], e[16*l.mots+8] = 4*uint64(moitie), 0
}

// empaquette packs at most 64 cards of values below 16, four bits each, card c in bits
// [4c, 4c + 4) of the words, from the first: eight at a time, the bytes of a word drawn together
// by halves. The words come back in registers, not as an array, which Go returns in memory.
func empaquette(cartes []uint8) (m0, m1, m2, m3 uint64) {
	var mots [4]uint64
	c := 0
	for ; c+8 <= len(cartes); c += 8 {
		x := binary.LittleEndian.Uint64(cartes[c:])
		x = (x | x>>4) & 0x00ff00ff00ff00ff
		x = (x | x>>8) & 0x0000ffff0000ffff
		x = (x | x>>16) & 0x00000000ffffffff
		mots[c/16] |= x << (4 * (c % 16))
	}
	for ; c < len(cartes); c++ {
		mots[c/16] |= uint64(cartes[c]) << (4 * (c % 16))
	}
	return mots[0], mots[1], mots[2], mots[3]
}
