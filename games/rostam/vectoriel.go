package rostam

import "math/bits"

// The deals of an item can also be played four at a time, one in each lane of the vector
// registers (avance4, built with GOEXPERIMENT=simd on a processor with AVX2). Cycles are then
// found by comparing each position with the ones a few fixed lags earlier, the periods met
// most often: a game on a cycle of such a period is found after its pre-period and one
// period, where Brent's algorithm takes up to twice as long (N = 13: 88 tricks on average
// instead of 138 for an infinite game). A game whose period is not among the lags goes on
// to limiteDecalages tricks and is then finished by Brent's algorithm, so the result does not
// depend on the lags, only the time does. The words of a finished game are counted by
// replaying it (rejoueBattue): ten or so tricks for a deal, against the many an infinite game
// plays before its cycle is found.

// tailleHistoire is the number of positions a game keeps for the comparisons at the lags: a
// power of two above every lag.
const tailleHistoire = 128

// limiteDecalages is the number of tricks after which a game that has neither ended nor met
// its position at one of the lags is left to Brent's algorithm.
const limiteDecalages = 256

// histoire is the ring of the last tailleHistoire positions of the four games, the position
// of game j at time t of the clock at [t mod tailleHistoire][j].
type histoire [tailleHistoire][4]uint64

// partie is what joue4 keeps of a game besides its position: the time of the clock when it
// started, and its deal.
type partie struct {
	debut int
	voie
}

// quatre is the state of joue4 kept by an enumerator from one item to the next.
type quatre struct {
	parties  [4]partie
	histoire histoire
	horloge  int // tricks played by each lane since the enumerator started
	// vues counts the periods below tailleHistoire met so far, trois the lags.
	vues  [tailleHistoire]int64
	trois [3]int
}

// resume packs a position of at most 15 cards in one word: the cards of player 1 then those of
// player 2, four bits each, and n1 − 1 in the top four bits (s1 = 4·(n1−1)).
func resume(q1, q2, s1 uint64) uint64 {
	return q1 | q2<<((s1+4)&63) | s1<<58
}

// joue4 plays the deals of s four at a time with avance4.
func (e *enumerateur) joue4(d *Decompte, s *source) {
	q := &e.quatre
	const nv = 4
	var ok [nv]bool
	// The positions of the games: packed piles and s1 = 4·(n1−1) for a pile of n1 cards of
	// player 1, as in joue2.
	var q1, q2, s1 [nv]uint64
	demarre := func(j int) bool {
		p := &q.parties[j]
		jeu, rang, ok := s.suivante()
		if !ok {
			return false
		}
		m := 4 * uint(e.m)
		p.donne, p.rang, p.debut = jeu, rang, q.horloge
		q1[j], q2[j], s1[j] = jeu&(uint64(1)<<m-1), jeu>>m, uint64(4*e.m-4)
		q.histoire[q.horloge%tailleHistoire][j] = resume(q1[j], q2[j], s1[j])
		return true
	}
	tous := true
	for j := range nv {
		ok[j] = demarre(j)
		tous = tous && ok[j]
	}
	q.choisitTrois()
	for arrets := 1; tous; arrets++ {
		if q.trois[2] == 0 && arrets%1024 == 0 {
			q.choisitTrois() // the first games of an enumerator: learn quickly
		}
		debut := q.parties[0].debut
		for j := 1; j < nv; j++ {
			debut = min(debut, q.parties[j].debut)
		}
		fin := debut + limiteDecalages
		var arret uint8
		arret, q.horloge = avance4(&q1, &q2, &s1, (*[tailleHistoire][4]uint64)(&q.histoire), q.trois, uint64(4*e.n-8), q.horloge, fin)
		if q.horloge >= fin {
			arret = 1<<nv - 1
		}
		for ; arret != 0; arret &= arret - 1 {
			j := bits.TrailingZeros8(arret)
			if e.suite(d, j, q1[j], q2[j], s1[j]) {
				ok[j] = demarre(j)
				tous = tous && ok[j]
			}
		}
	}
	// The games left when the deals of the item run out are finished on their own.
	for j, ok := range ok {
		if ok {
			plis := q.horloge - q.parties[j].debut
			e.rejoueBattue(&q.parties[j].voie, plis)
			e.brent(d, &q.parties[j].voie, q1[j], q2[j], int(s1[j]/4+1), plis)
		}
	}
}

// suite looks at the game j stopped at position (q1, q2, s1): it records it and returns true
// if it has ended, has met its position at one of the lags (then on its cycle), or has played
// limiteDecalages tricks (then finished by Brent's algorithm); false if it is to go on.
func (e *enumerateur) suite(d *Decompte, j int, q1, q2, s1 uint64) bool {
	q := &e.quatre
	p := &q.parties[j]
	plis, n1 := q.horloge-p.debut, int(int64(s1)/4+1)
	if uint(n1-1) >= uint(e.n-1) {
		e.rejoueBattue(&p.voie, plis)
		e.finie(d, &p.voie, n1 == e.n, plis)
		return true
	}
	x := resume(q1, q2, s1)
	for _, l := range q.trois {
		if lam := periodeDecalee(&q.histoire, j, x, q.horloge, plis, l); lam > 0 {
			// The last lam positions are the whole cycle: its smallest names it.
			rep := x
			if !e.sansCycles {
				for i := 1; i < lam; i++ {
					rep = min(rep, q.histoire[(q.horloge-i)%tailleHistoire][j])
				}
			}
			e.infinie(d, etat{q1, q2, n1}, lam, rep)
			return true
		}
	}
	if plis >= limiteDecalages {
		e.rejoueBattue(&p.voie, plis)
		e.brent(d, &p.voie, q1, q2, n1, plis)
		return true
	}
	return false
}

// periodeDecalee returns the period of the game j whose position x at time t, after plis
// tricks, equals the one lag tricks earlier, or 0 when it does not. The earlier position is
// then on the cycle, whose period divides the lag, and every multiple of the period up to the
// lag brings x back: the lag is replaced by lag/p, p a prime factor, as long as the position
// that many tricks earlier is still x.
func periodeDecalee(h *histoire, j int, x uint64, t, plis, lag int) int {
	if lag == 0 || plis < lag || h[(t-lag)%tailleHistoire][j] != x {
		return 0
	}
	lam := lag
	for i := 0; i < len(sousMultiples[lam]); i++ {
		if d := sousMultiples[lam][i]; h[(t-d)%tailleHistoire][j] == x {
			lam, i = d, -1
		}
	}
	return lam
}

// sousMultiples[l] lists l/p for the distinct prime factors p of l.
var sousMultiples = func() (s [tailleHistoire][]int) {
	for l := 2; l < tailleHistoire; l++ {
		for p, reste := 2, l; reste > 1; p++ {
			if reste%p == 0 {
				s[l] = append(s[l], l/p)
				for reste%p == 0 {
					reste /= p
				}
			}
		}
	}
	return s
}()

// choisitTrois takes for lags the three periods below tailleHistoire met most often so far
// (ties to the shorter; 0 where fewer are known).
func (q *quatre) choisitTrois() {
	q.trois = [3]int{}
	for lam := 1; lam < tailleHistoire; lam++ {
		for i, l := range q.trois {
			if q.vues[lam] > q.vues[l] {
				copy(q.trois[i+1:], q.trois[i:])
				q.trois[i] = lam
				break
			}
		}
	}
}
