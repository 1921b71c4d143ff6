package rostam

// The deals of an item can also be played four or eight at a time, one in each lane of the
// vector registers (avanceLot4 with AVX2, avanceLot8 with AVX-512F, in assembly), or sixteen at
// a time in two groups of eight (avanceLot8x2), or eight in two groups of four (avanceLot4x2):
// a trick of one group is a chain of dependent steps, and the other group's fills the
// processor while it waits (N = 13: 59.5 → 42.6 ns a deal, BenchmarkEnumererN13TrancheHuit
// against …Tranche, on an AMD EPYC with AVX-512). Cycles are then found by comparing each
// position with the ones a few fixed lags earlier, the periods met most often: a game on a
// cycle of such a period is found after its pre-period and one period (the loops compare one
// trick in eight only, so seven tricks later at most), where Brent's algorithm takes up to
// twice as long (N = 13: 88 tricks on average instead of 138 for an infinite game). A game
// whose period is not among the lags goes on to limiteDecalages tricks and is then finished by
// Brent's algorithm, so the result does not depend on the lags, only the time does. The words of a finished game need, for each card,
// the smallest card that beat it: avanceLot4Mots and avanceLot8Mots keep it in the lanes as
// they play.

// tailleHistoire is the number of positions a game keeps for the comparisons at the lags: a
// power of two above every lag.
const tailleHistoire = 128

// limiteDecalages is the number of tricks after which a game that has neither ended nor met
// its position at one of the lags is left to Brent's algorithm.
const limiteDecalages = 256

// histoire is the ring of the last tailleHistoire positions of the games, the position of game
// j at time t of the clock at [t mod tailleHistoire][j] (four and eight lanes use the first
// lanes of a row, sixteen all of it).
type histoire [tailleHistoire][16]uint64

// etatVecteur is the state of joueVoies kept by an enumerator from one item to the next.
type etatVecteur struct {
	histoire histoire
	horloge  int // tricks played by each lane since the enumerator started
	// vues counts the periods below tailleHistoire met so far, trois the lags.
	vues  [tailleHistoire]int64
	trois [3]int
	lot   *lot
}

// Sizes of a lot: the deals waiting to start (a ring, a power of two) and the events.
const (
	tailleEntree     = 1024
	tailleEvenements = 256
	tailleReps       = 1024
	tailleMots       = 512
)

// lot is what avanceLot4 and avanceLot8 read and write, laid out as _asm/main.go has it
// (TestDispositionLot checks the offsets).
type lot struct {
	t, iEntree, nEntree, nEvts int64
	trois                      [3]int64
	s12, s1Depart, vacante     int64
	nommer                     int64 // 1 when the smallest position of each cycle is wanted
	// seuil: a finished game of at least seuil tricks, which may be the longest of the item,
	// is sent as an event; the others are counted in durees and gains (with the words, also
	// written in motsDonnes and motsVaincus). The blank keeps the offsets of _asm/main.go.
	_, seuil int64
	// nReps and nMots are the entries written in reps and mots.
	nReps, nMots int64
	_            int64
	// The lanes: the piles, s1, when their game started (on the clock t) and the sequence
	// number of its deal, −1 for none.
	q1, q2, s1   [16]uint64
	debut, donne [16]int64
	entree       [tailleEntree]depart
	evts         [tailleEvenements]evenement
	// sousMultiples lists for each l below tailleHistoire the l/p for the distinct prime
	// factors p of l (at most three), the first repeated up to the third, then 0.
	sousMultiples [tailleHistoire][4]int64
	// periodes counts, when the cycles are not named, the cycles found by period: they make
	// no event (78 % of the deals of N = 13).
	periodes [tailleHistoire]int64
	durees   [limiteDecalages + 1]int64
	gains    [2]int64 // player 1, player 2
	// lags holds, when avanceLot stops, the lag at which each lane met its position (the
	// first of the three), 0 for none.
	lags [16]int64
	// vaincu holds, for avanceLot4Mots and avanceLot8Mots, each lane's smallest card that beat
	// each card c, four bits at 4c (15: none), all that the words need of a game (see
	// canonique16).
	vaincu [16]uint64
	// reps holds, when the cycles are named, the smallest position of the cycle of each game
	// found on one (counted by period in periodes), mixed (melange): an infinite deal makes no
	// event.
	reps [tailleReps]uint64
	// motsDonnes and motsVaincus hold, for avanceLot4Mots and avanceLot8Mots, each finished
	// game counted in durees and gains: its packed deal, the top bit set when player 2 won, and
	// its vaincu; canoniques4 and canoniques8 count their words four and eight at a time.
	motsDonnes, motsVaincus [tailleMots]uint64
}

// evenement is a game stopped by avanceLot and not counted in the lot: finie (a pile emptied;
// with the words, rep holds its vaincu) or limite (limiteDecalages tricks without meeting its
// position at a lag, to be finished by Brent's algorithm), after plis tricks, at position (q1,
// q2, s1). A game found on its cycle makes none: its period is counted in the lot's periodes,
// its smallest position written in reps.
type evenement struct {
	genre, donne, plis, _ int64
	rep, q1, q2, s1       uint64
}

const (
	finie  = 0
	limite = 2
)

// joueVoies plays the deals of s e.voies·e.groupes at a time, with avanceLot4, 8, 4x2 or 8x2
// (or avanceLot4Mots, 8Mots, one group, for the words): the deals go
// to the lot's ring as the lanes take them, the stopped games come back as events.
func (e *enumerateur) joueVoies(d *Decompte, s *source) {
	q := &e.vecteur
	if q.lot == nil {
		q.lot = new(lot)
		for lam := 2; lam < tailleHistoire; lam++ {
			k := 0
			for p, reste := 2, lam; reste > 1; p++ {
				if reste%p == 0 {
					q.lot.sousMultiples[lam][k] = int64(lam / p)
					k++
					for reste%p == 0 {
						reste /= p
					}
				}
			}
			for ; k < 3; k++ {
				q.lot.sousMultiples[lam][k] = q.lot.sousMultiples[lam][0]
			}
		}
	}
	l, nv := q.lot, e.voies*e.groupes
	mots := e.compterMots
	if mots {
		nv = e.voies // the words on one group
	}
	h := (*[tailleHistoire][16]uint64)(&q.histoire)
	l.t, l.iEntree, l.nEntree, l.nEvts, l.vacante = int64(q.horloge), 0, 0, 0, 0
	l.s12, l.s1Depart, l.nommer = int64(4*e.n-8), int64(4*e.m-4), 0
	if !e.sansCycles {
		l.nommer = 1
	}
	m := 4 * uint(e.m)
	// remplit puts deals in the ring up to tailleEntree after the oldest one still played, and
	// reports whether the source has run out (or was cancelled).
	remplit := func() bool {
		plusVieux := l.iEntree
		for j := range nv {
			if l.donne[j] >= 0 {
				plusVieux = min(plusVieux, l.donne[j])
			}
		}
		for l.nEntree < plusVieux+tailleEntree {
			if s.i == s.nb && !s.bloc() {
				return true
			}
			i, place := int(l.nEntree%tailleEntree), int(plusVieux+tailleEntree-l.nEntree)
			k := copy(l.entree[i:min(tailleEntree, i+place)], s.departs[s.i:s.nb])
			s.i += k
			l.nEntree += int64(k)
		}
		return false
	}
	for j := range nv {
		l.donne[j] = -1
	}
	q.choisitTrois()
	for evts := 0; ; {
		// The vacant lanes take the next deals, as avanceLot does.
		epuisee := remplit()
		for j := range nv {
			if l.donne[j] >= 0 {
				continue
			}
			if l.iEntree == l.nEntree {
				break
			}
			i := l.iEntree % tailleEntree
			l.q1[j], l.q2[j], l.s1[j] = l.entree[i].q1, l.entree[i].q2, uint64(l.s1Depart)
			l.debut[j], l.donne[j], l.vaincu[j] = l.t, l.iEntree, ^uint64(0)
			h[l.t%tailleHistoire][j] = l.entree[i].position
			l.iEntree++
		}
		plein := true
		for j := range nv {
			plein = plein && l.donne[j] >= 0
		}
		if !plein && epuisee {
			break
		}
		if !plein {
			// The ring holds tailleEntree deals from the oldest game still played, and the other
			// lanes have taken them all: sixteen lanes of games of two tricks go through 1,920
			// deals while one game plays its limiteDecalages tricks (player 1 holding 9 cards of
			// 11, 10 and 11 on top). That game is finished on its own, which frees its deal's
			// place; before, the loop stopped there and the rest of the item was never played.
			j := -1
			for i := range nv {
				if l.donne[i] >= 0 && (j < 0 || l.donne[i] < l.donne[j]) {
					j = i
				}
			}
			v := l.voie(l.donne[j], m)
			plis := int(l.t - l.debut[j])
			e.rejoueBattue(&v, plis)
			e.brent(d, &v, l.q1[j], l.q2[j], int(int64(l.s1[j])/4+1), plis)
			l.donne[j] = -1
			continue
		}
		l.vacante, l.seuil = 0, int64(d.DureeMax)
		for i, lag := range q.trois {
			l.trois[i] = int64(lag)
		}
		switch {
		case mots && nv == 8:
			avanceLot8Mots(&l.t, h)
		case mots:
			avanceLot4Mots(&l.t, h)
		case nv == 16:
			avanceLot8x2(&l.t, h)
		case e.voies == 8:
			avanceLot8(&l.t, h)
		case nv == 8:
			avanceLot4x2(&l.t, h)
		default:
			avanceLot4(&l.t, h)
		}
		for i := range l.nEvts {
			e.evenement(d, &l.evts[i])
		}
		e.attente = append(e.attente, l.reps[:l.nReps]...)
		if l.nMots > 0 && e.listerMots {
			// The words listed: each deal tested in Go, to keep the canonical ones.
			for i, x := range l.motsDonnes[:l.nMots] {
				e.compterMot(d, x&^(1<<63), x>>63 == 0, l.motsVaincus[i])
			}
		} else if l.nMots > 0 {
			// With the mirror, the canonical deal of a game won by player 2 is that of its
			// mirror, which stands for two words (see compterMot).
			canoniques := canoniques8
			if e.voies == 4 {
				canoniques = canoniques4
			}
			c := canoniques(&l.motsDonnes[0], &l.motsVaincus[0], l.nMots, int64(e.n), e.symetrie)
			d.MotsDistincts += c * poidsSymetrie(e.symetrie)
		}
		l.nReps, l.nMots = 0, 0
		nouveaux := int(l.nEvts) + e.periodesDuLot(d) + e.finiesDuLot(d)
		// The first games of an enumerator: learn the lags quickly.
		if q.trois[2] == 0 && evts/1024 != (evts+nouveaux)/1024 {
			q.choisitTrois()
		}
		evts += nouveaux
		l.nEvts = 0
	}
	// The games left when the deals of the item run out are finished on their own.
	for j := range nv {
		if l.donne[j] >= 0 {
			v := l.voie(l.donne[j], m)
			plis := int(l.t - l.debut[j])
			e.rejoueBattue(&v, plis)
			e.brent(d, &v, l.q1[j], l.q2[j], int(int64(l.s1[j])/4+1), plis)
		}
	}
	q.horloge = int(l.t)
}

// periodesDuLot records the infinite deals the lot counted by period (as infinie does one by
// one) and returns their number.
func (e *enumerateur) periodesDuLot(d *Decompte) int {
	return vide(e.vecteur.lot.periodes[:], func(lam int, c int64) { e.compterPeriodes(d, lam, c) })
}

// finiesDuLot records the finished games the lot counted by length and winner (as finie does
// one by one, but for the longest game, always sent as an event) and returns their number.
func (e *enumerateur) finiesDuLot(d *Decompte) int {
	l := e.vecteur.lot
	e.compterGagnants(d, l.gains[0], l.gains[1])
	l.gains = [2]int64{}
	return vide(l.durees[:], func(plis int, c int64) { e.compterDurees(d, plis, c) })
}

// vide hands each count of t that is not 0 to compter, with its index, sets it to 0, and
// returns the sum of the counts.
func vide(t []int64, compter func(i int, c int64)) int {
	total := int64(0)
	for i, c := range t {
		if c != 0 {
			compter(i, c)
			total += c
			t[i] = 0
		}
	}
	return int(total)
}

// voie returns the deal of sequence number k of l.entree and its rank, player 1's cards in the
// low m bits.
func (l *lot) voie(k int64, m uint) voie {
	x := &l.entree[k%tailleEntree]
	return voie{donne: x.q1 | x.q2<<m, rang: x.rang}
}

// resume packs a position of at most 16 cards in one word: the cards of player 1 then those of
// player 2, four bits each, with n1 − 1 (s1 = 4·(n1−1)) XORed into the top four bits. Up to 15
// cards those bits are free, and hold n1 − 1; with 16 they hold player 2's last card, which the
// other 15 determine (the cards are 0…15, each once), so n1 − 1 is still read back from them.
func resume(q1, q2, s1 uint64) uint64 {
	return (q1 | q2<<((s1+4)&63)) ^ s1<<58
}

// evenement records the game of the event v.
func (e *enumerateur) evenement(d *Decompte, v *evenement) {
	plis, n1 := int(v.plis), int(int64(v.s1)/4+1)
	jeu := e.vecteur.lot.voie(v.donne, 4*uint(e.m))
	if v.genre == finie && e.compterMots {
		// The lanes sent the smallest card that beat each card: the words need no more.
		e.terminee(d, jeu.donne, jeu.rang, n1 == e.n, plis, v.rep)
		return
	}
	e.rejoueBattue(&jeu, plis)
	if v.genre == finie {
		e.finie(d, &jeu, n1 == e.n, plis)
	} else {
		e.brent(d, &jeu, v.q1, v.q2, n1, plis)
	}
}

// choisitTrois takes for lags the three periods below tailleHistoire met most often so far
// (ties to the shorter; 0 where fewer are known).
func (q *etatVecteur) choisitTrois() {
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
