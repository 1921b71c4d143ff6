// Command asm writes the assembly of the one-colour War engine's vector loops with avo
// (github.com/mmcloughlin/avo), from their description below: go generate in games/rostam runs
// it, and CI checks that the committed files are what it writes.
//
// Only VEX- and EVEX-encoded instructions are used, and VZEROUPPER ends every function: a
// legacy-SSE instruction run while the upper halves of the vector registers are dirty pays a
// transition penalty on some processors (Go 1.26's simd/archsimd emitted one in this very
// loop, which made it 4.5 times slower than the scalar engine on an AVX2-only AMD Zen 3).
package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// selecteurs4 holds for each lane j of four the mask of lane j: all ones in its 8 bytes.
var selecteurs4 Mem

// selecteurs4x2 holds for each lane j of two groups of four the masks of lane j in each group,
// 64 bytes: all ones in lane j of the first 32 when j < 4, in lane j − 4 of the next 32 when not.
var selecteurs4x2 Mem

// quinzes4 and quatres4 hold 15 and 4 in each lane of a YMM register: avanceLot4x2 reads
// them from memory, short of registers.
var quinzes4, quatres4 Mem

// rangs4 holds 0, 1, 2, 3: the lanes of a YMM register, compared with a count of deals left
// (canoniques4).
var rangs4 Mem

// tassements4 holds the indices canoniques4 packs its kept lanes with.
var tassements4 Mem

func main() {
	ConstraintExpr("amd64")
	selecteurs4 = GLOBL("selecteurs4", RODATA|NOPTR)
	for j := range 4 {
		DATA(32*j+8*j, U64(^uint64(0)))
	}
	selecteurs4x2 = GLOBL("selecteurs4x2", RODATA|NOPTR)
	for j := range 8 {
		DATA(64*j+32*(j/4)+8*(j%4), U64(^uint64(0)))
	}
	quinzes4 = GLOBL("quinzes4", RODATA|NOPTR)
	for j := range 4 {
		DATA(8*j, U64(15))
	}
	quatres4 = GLOBL("quatres4", RODATA|NOPTR)
	for j := range 4 {
		DATA(8*j, U64(4))
	}
	rangs4 = GLOBL("rangs4", RODATA|NOPTR)
	for j := range 4 {
		DATA(8*j, U64(j))
	}
	// tassements4: for each mask m of four lanes, the VPERMD indices (two per lane) that put
	// the lanes of m first, in order.
	tassements4 = GLOBL("tassements4", RODATA|NOPTR)
	for m := range 16 {
		k := 0
		for j := range 4 {
			if m>>j&1 == 1 {
				DATA(32*m+8*k, U32(2*j))
				DATA(32*m+8*k+4, U32(2*j+1))
				k++
			}
		}
		for ; k < 4; k++ {
			DATA(32*m+8*k, U64(0))
		}
	}
	avanceLot(4, 1, false)
	avanceLot(4, 1, true)
	avanceLot(4, 2, false)
	avanceLot(8, 1, false)
	avanceLot(8, 1, true)
	avanceLot(8, 2, false)
	canoniques(4)
	canoniques(8)
	Generate()
}

// The layout of lot in vectoriel.go (TestDispositionLot checks it): offsets in bytes.
const (
	oT           = 0   // the clock
	oIEntree     = 8   // the sequence number of the next deal to start
	oNEntree     = 16  // one past the last deal in entree
	oNEvts       = 24  // the events written
	oTrois       = 32  // the three lags
	oS12         = 56  // 4·(n−2): s1 ranges over 0..s12 while both piles hold cards
	oS1Depart    = 64  // s1 of a deal
	oVacante     = 72  // set when a lane found no deal to start
	oNommer      = 80  // set when the cycles are named: their smallest position is wanted
	oSeuil       = 96  // a finished game of at least that many tricks makes an event
	oNReps       = 104 // the smallest positions written in reps
	oNMots       = 112 // the words written in motsDonnes and motsVaincus
	oQ1          = 128 // the lanes (16): player 1's piles,
	oQ2          = 256 // player 2's,
	oS1          = 384 // s1,
	oDebut       = 512 // the time each game started,
	oDonne       = 640 // and the sequence number of its deal (−1: none)
	oEntree      = 768 // the deals to start, 32 bytes each: q1, q2, their position packed
	oEvts        = oEntree + tailleEntree*32
	oSous        = oEvts + tailleEvenements*64 // for each l < 128, l/p for its prime factors p, then 0: 4 words
	oPeriodes    = oSous + 128*32              // when the cycles are not named: the cycles found, by period
	oDurees      = oPeriodes + 128*8           // the finished games counted in l, by length (at most 256)
	oGains       = oDurees + 257*8             // and by winner: player 1, player 2
	oLags        = oGains + 16                 // at a stop, the lag whose position each lane met (0: none)
	oVaincu      = oLags + 128                 // with the words, for each card the smallest that beat it, by lane
	oReps        = oVaincu + 128               // when the cycles are named: the smallest position of each cycle found, mixed
	oMotsDonnes  = oReps + tailleReps*8        // with the words: each game counted in l, its deal
	oMotsVaincus = oMotsDonnes + tailleMots*8  // and its vaincu (see avanceLot8Mots)

	// sansComparer is the number of tricks played without comparing with the lags before one
	// that compares: a game on its cycle is found that many tricks later at most, and the
	// loop makes three comparisons a trick fewer. Measured in alternation, one trick in 8
	// against one in 2: N = 13 (eight lanes) 62 → 56 ns a deal, N = 14 33 → 31, N = 11 without
	// names 38 → 29-31; one in 4, 6, 12 and 16 were no better than one in 8 overall.
	sansComparer = 7

	tailleEntree     = 1024
	tailleEvenements = 256
	tailleReps       = 1024
	tailleMots       = 512
	limiteDecalages  = 256
)

// avanceLot plays voies games side by side, one in each 64-bit lane of the vector registers
// (YMM with AVX2 for four, ZMM with AVX-512F for eight), in groupes such registers at once
// (avanceLot4x2, avanceLot8x2: group g holds lanes voies·g to voies·g + voies − 1 of l and of
// the rows of h), and starts the next deal of the lot in a lane whose game stopped; its
// contract is that of avanceLot4 in vectoriel.go.
func avanceLot(voies, groupes int, mots bool) {
	if groupes > 1 && mots {
		panic("asm: several groups of lanes only without the words")
	}
	// lanes: the games played side by side, in groupes registers of voies lanes each.
	lanes := voies * groupes
	nom := fmt.Sprintf("avanceLot%d", voies)
	if groupes > 1 {
		nom += fmt.Sprintf("x%d", groupes)
	}
	if mots {
		nom += "Mots"
	}
	TEXT(nom, NOSPLIT, "func(l *int64, h *[128][16]uint64)")
	if mots {
		Doc(fmt.Sprintf("%s is avanceLot%d for the words: each lane also keeps, in l.vaincu,", nom, voies),
			"for each card c in four bits at 4c the smallest card that beat it (15: none). A game",
			"that ended and is counted in l also writes its deal in l.motsDonnes, with the top bit",
			"set when player 2 won, and that vaincu in l.motsVaincus; the event of one that is not",
			"carries it in place of rep.")
	} else {
		Doc(nom+" plays the games of the lanes of l one trick at a time, from its clock on. When a game",
			"ends, meets the position it held at one of the lags (then on its cycle, whose period and",
			"smallest position it finds in h), or has played limiteDecalages tricks, it counts it in l",
			"or writes an event, and starts the next deal of l.entree in that lane. It returns when no",
			"deal is left for a lane (l.vacante set) or when the events, the smallest positions or the",
			"words may fill up.")
	}
	Pragma("noescape")

	lp := Load(Param("l"), GP64())
	h := Load(Param("h"), GP64())
	t := GP64()
	MOVQ(Mem{Base: lp, Disp: oT}, t)
	fin := GP64()
	tous := uint32(1)<<lanes - 1

	// Constants, broadcast to every lane.
	large := voies == 8
	vec := func() VecVirtual { return vecteur(large) }
	diffuse := func(src Op) VecVirtual {
		r := GP64()
		MOVQ(src, r)
		return diffusion(large, r)
	}
	// Four lanes in two groups read 15 and 4 from memory (pli4x2).
	var quinze, quatre VecVirtual
	if large || groupes == 1 {
		quinze = diffuse(U64(15))
		quatre = diffuse(U64(4))
	}
	var huit VecVirtual
	if large {
		huit = diffuse(U64(8))
	}
	// limite: s12 for eight lanes and for four in two groups; for four in one, s12 + 8, so
	// that u2 = s2 + 4 = limite − u1 comes from u1 in one step, not from s1 in three.
	var limite VecVirtual
	if large || groupes > 1 { // avanceLot4x2 too
		limite = diffuse(Mem{Base: lp, Disp: oS12})
	} else {
		s12 := GP64()
		MOVQ(Mem{Base: lp, Disp: oS12}, s12)
		ADDQ(U8(8), s12)
		limite = diffusion(large, s12)
	}
	// The piles and s1 of each group of lanes; q1, q2 and s1 are the first group's, the only
	// one but for avanceLot4x2 and avanceLot8x2.
	q1s, q2s, s1s := make([]VecVirtual, groupes), make([]VecVirtual, groupes), make([]VecVirtual, groupes)
	for g := range groupes {
		q1s[g], q2s[g], s1s[g] = vec(), vec(), vec()
	}
	q1, q2, s1 := q1s[0], q2s[0], s1s[0]
	// With eight lanes, the time each lane's game began is also kept in registers, for the
	// clock fin below: read from l, it waited for the stores of eight bytes made when the
	// lanes took their deals, which a load of 64 cannot take from the store buffer.
	var debuts []VecVirtual
	if large {
		debuts = make([]VecVirtual, groupes)
		for g := range groupes {
			debuts[g] = vec()
		}
	}
	// Four lanes keep from trick to trick the shifts of the cards each trick adds: s1 and
	// u1 = s1 + 4 for player 1's pile, s2 = s12 − s1 and u2 = s2 + 4 for player 2's.
	var u1, s2, u2 VecVirtual
	if !large && groupes == 1 {
		u1, s2, u2 = vec(), vec(), vec()
	}
	// A group's lanes are 8·voies bytes after the previous group's, in l and in a row of h.
	taille := 8 * voies
	charge := func(d int, v VecVirtual) {
		if large {
			VMOVDQU64(Mem{Base: lp, Disp: d}, v)
		} else {
			VMOVDQU(Mem{Base: lp, Disp: d}, v)
		}
	}
	garde := func(d int, v VecVirtual) {
		if large {
			VMOVDQU64(v, Mem{Base: lp, Disp: d})
		} else {
			VMOVDQU(v, Mem{Base: lp, Disp: d})
		}
	}
	etiquette := func(s string) string { return fmt.Sprintf("%s%s", s, nom[len("avanceLot"):]) }
	var vaincu VecVirtual // with the words: l.vaincu of each lane
	if mots {
		vaincu = vec()
	}

	// reprise: the lanes from l, and fin, the first time a game reaches limiteDecalages tricks.
	Label(etiquette("reprise"))
	for g := range groupes {
		charge(oQ1+taille*g, q1s[g])
		charge(oQ2+taille*g, q2s[g])
		charge(oS1+taille*g, s1s[g])
		if large {
			charge(oDebut+taille*g, debuts[g])
		}
	}
	if mots {
		charge(oVaincu, vaincu)
	}
	Label(etiquette("fin"))
	if !large && groupes == 1 {
		VPADDQ(quatre, s1, u1)
		VPSUBQ(u1, limite, u2)
		VPSUBQ(quatre, u2, s2)
	}
	// fin: limiteDecalages tricks after the oldest game began. With AVX-512F, the smallest of
	// the lanes' debut by VPMINSQ on ZMM registers, halves folded onto each other (the XMM and
	// YMM forms would need AVX-512VL); the scalar loop took 12 % of avanceLot8x2's time.
	if large {
		m, p := vec(), vec()
		VMOVDQA64(debuts[0], m)
		for g := 1; g < groupes; g++ {
			VPMINSQ(debuts[g], m, m)
		}
		VSHUFI64X2(U8(0x4e), m, m, p) // the 256-bit halves exchanged
		VPMINSQ(p, m, m)
		VSHUFI64X2(U8(0xb1), m, m, p) // the 128-bit quarters of each half
		VPMINSQ(p, m, m)
		VPSHUFD(U8(0x4e), m, p) // the two words of each quarter
		VPMINSQ(p, m, m)
		VMOVQ(m.AsX(), fin)
	} else {
		MOVQ(Mem{Base: lp, Disp: oDebut}, fin)
		for j := 1; j < lanes; j++ {
			d := GP64()
			MOVQ(Mem{Base: lp, Disp: oDebut + 8*j}, d)
			CMPQ(d, fin)
			CMOVQLT(d, fin)
		}
	}
	ADDQ(U32(limiteDecalages), fin)

	// rangee holds the offset in h of the row at time t (a row: 16 lanes of 8 bytes), moved on
	// with the clock by avanceRangee rather than computed at every trick. The rows at the
	// three lags are computed from t by lignesDecalages in the tricks that compare with them,
	// one in sansComparer + 1: moved on at every trick too, they took six instructions a trick.
	rangee := GP64()
	MOVQ(t, rangee)
	ANDQ(U32(127), rangee)
	SHLQ(U8(7), rangee)
	avanceRangee := func() {
		ADDQ(U32(128), rangee)
		ANDQ(U32(127<<7), rangee)
	}
	ici := func(g int) Mem { return Mem{Base: h, Index: rangee, Scale: 1, Disp: taille * g} }
	lignesDecalages := func() (lignes [3]Mem) {
		for i := range lignes {
			r := GP64()
			MOVQ(t, r)
			SUBQ(Mem{Base: lp, Disp: oTrois + 8*i}, r)
			ANDQ(U32(127), r)
			SHLQ(U8(7), r)
			lignes[i] = Mem{Base: h, Index: r, Scale: 1}
		}
		return lignes
	}

	// suite ends a trick: to arret if a lane stopped (the flags say so), else on with the next
	// trick until the clock reaches fin.
	suite := func() {
		JNZ(LabelRef(etiquette("arret")))
		CMPQ(t, fin)
		JL(LabelRef(etiquette("pli")))
		Label(etiquette("arret"))
	}

	Label(etiquette("pli"))
	arrets := GP32() // the lanes that stopped, one bit each
	x, y := vec(), vec()
	a, b, r := vec(), vec(), vec()
	if large {
		// pli8 plays one trick of the eight lanes of each group; the positions are compared
		// with the ones at the lags only when verifie, one trick in sansComparer + 1: a game
		// on its cycle is found at most sansComparer tricks later, for three comparisons fewer
		// on the others. With two groups (avanceLot8x2), their tricks are independent: the
		// processor runs one while the other waits on its comparison, which a single group's
		// trick, a chain of dependent steps, leaves idle. With verifie, lagv[g] gets the lag
		// each lane of group g met, the first of the three when several (none: 0).
		pli8 := func(verifie bool) (stops, lagv []OpmaskVirtual, lags []VecVirtual) {
			positions := make([]VecVirtual, groupes)
			for g := range groupes {
				q1, q2, s1 := q1s[g], q2s[g], s1s[g]
				x, y, a, b, c := vec(), vec(), vec(), vec(), vec()
				VPANDQ(quinze, q1, x)
				VPANDQ(quinze, q2, y)
				// gagne: the lanes where player 1 wins (x > y), perd the others. a = x | y << 4
				// goes under player 1's pile where she wins, b = y | x << 4 under player 2's where
				// she does, shifted into place with the other lanes zeroed.
				gagne, perd := K(), K()
				VPCMPUQ(U8(6), y, x, gagne) // 6: not less or equal
				KNOTW(gagne, perd)
				if mots {
					plusPetitVainqueur(true, x, y, vaincu, quinze, vec(), vec(), vec())
				}
				VPSLLQ(U8(4), y, a)
				VPORQ(x, a, a)
				VPSLLQ(U8(4), x, b)
				VPORQ(y, b, b)
				VPSLLVQ_Z(s1, a, gagne, a)
				VPSUBQ(s1, limite, c)
				VPSLLVQ_Z(c, b, perd, b)
				VPSRLQ(U8(4), q1, q1)
				VPORQ(a, q1, q1)
				VPSRLQ(U8(4), q2, q2)
				VPORQ(b, q2, q2)
				// s1 − 4 everywhere, + 8 where player 1 wins.
				VPSUBQ(quatre, s1, s1)
				VPADDQ(huit, s1, gagne, s1)
				// The position in one word per lane, q1 | q2 << (s1 + 4) | s1 << 58, stored at
				// t + 1 below.
				r := vec()
				VPADDQ(quatre, s1, c)
				VPSLLVQ(c, q2, r)
				VPSLLQ(U8(58), s1, a)
				VPTERNLOGQ(U8(0x36), q1, a, r) // (r | q1) ^ a: see resume in vectoriel.go
				positions[g] = r
			}
			INCQ(t)
			avanceRangee()
			// stop: the lanes whose game stopped — a pile emptied (s1 > s12, unsigned) or the
			// position equals one of the ones at the three lags — compared side by side.
			stops = make([]OpmaskVirtual, groupes)
			var lignes [3]Mem
			if verifie {
				lignes = lignesDecalages()
				lags = make([]VecVirtual, groupes)
			}
			for g, r := range positions {
				stop := K()
				VPCMPUQ(U8(6), limite, s1s[g], stop) // 6: not less or equal
				if verifie {
					k1, k2, k3 := K(), K(), K()
					for i, k := range []OpmaskVirtual{k1, k2, k3} {
						ligne := lignes[i]
						ligne.Disp += taille * g
						VPCMPEQQ(ligne, r, k)
					}
					// The first lag met wins: broadcast from the last one to the first.
					lags[g] = vec()
					VPXORQ(lags[g], lags[g], lags[g])
					VPBROADCASTQ(Mem{Base: lp, Disp: oTrois + 16}, k3, lags[g])
					VPBROADCASTQ(Mem{Base: lp, Disp: oTrois + 8}, k2, lags[g])
					VPBROADCASTQ(Mem{Base: lp, Disp: oTrois}, k1, lags[g])
					ka, kb := K(), K()
					KORW(k1, k2, ka)
					KORW(k3, stop, kb)
					stop = K()
					KORW(ka, kb, stop)
				}
				VMOVDQU64(r, ici(g))
				stops[g] = stop
			}
			KORTESTW(stops[0], stops[len(stops)-1])
			if !verifie {
				JNZ(LabelRef(etiquette("finies")))
				CMPQ(t, fin)
				JGE(LabelRef(etiquette("finies")))
				return stops, nil, nil
			}
			suite()
			return stops, nil, lags
		}
		// masques gathers the lanes of stops in arrets, eight bits a group.
		masques := func(stops []OpmaskVirtual) {
			KMOVW(stops[0], arrets)
			for g := 1; g < groupes; g++ {
				m := GP32()
				KMOVW(stops[g], m)
				SHLL(U8(8*g), m)
				ORL(m, arrets)
			}
		}
		for range sansComparer {
			pli8(false)
		}
		stops, _, lags := pli8(true)
		masques(stops)
		for g := range groupes {
			VMOVDQU64(lags[g], Mem{Base: lp, Disp: oLags + taille*g})
		}
		JMP(LabelRef(etiquette("decalages")))
		// finies: after a trick without comparisons, only ended games (or the clock at fin).
		Label(etiquette("finies"))
		fins := make([]OpmaskVirtual, groupes)
		zero := vec()
		VPXORQ(zero, zero, zero)
		for g := range groupes {
			fins[g] = K()
			VPCMPUQ(U8(6), limite, s1s[g], fins[g])
			VMOVDQU64(zero, Mem{Base: lp, Disp: oLags + taille*g})
		}
		masques(fins)
		Label(etiquette("decalages"))
	} else if groupes > 1 {
		// pli4x2 plays one trick of the four lanes of each group, as pli8 for avanceLot8x2.
		// Sixteen YMM registers hold the piles and s1 of two groups, s12 and the values of a
		// trick: the constants 15 and 4 are read from memory, and s2 = s12 − s1 is computed
		// again where it is needed rather than kept.
		pli4x2 := func(verifie bool) {
			for g := range groupes {
				q1, q2, s1 := q1s[g], q2s[g], s1s[g]
				x, y, gm, s2, a, b := YMM(), YMM(), YMM(), YMM(), YMM(), YMM()
				VPAND(quinzes4, q1, x)
				VPAND(quinzes4, q2, y)
				VPCMPGTQ(y, x, gm) // all ones where player 1 wins
				// a = x | y << 4 goes under player 1's pile (at s1 + 4) when she wins, b = y |
				// x << 4 under player 2's (at s2 + 4 = s12 − s1 + 4) when she does.
				VPSLLQ(U8(4), y, a)
				VPOR(x, a, a)
				VPSLLQ(U8(4), x, b)
				VPOR(y, b, b)
				VPSUBQ(s1, limite, s2)
				VPSLLVQ(s1, a, a)
				VPAND(gm, a, a)
				VPSLLVQ(s2, b, b)
				VPANDN(b, gm, b)
				VPSRLQ(U8(4), q1, q1)
				VPOR(a, q1, q1)
				VPSRLQ(U8(4), q2, q2)
				VPOR(b, q2, q2)
				// s1 + 4 where player 1 wins, − 4 elsewhere.
				VPSLLQ(U8(3), gm, a)
				VPSUBQ(a, s1, s1)
				VPSUBQ(quatres4, s1, s1)
			}
			INCQ(t)
			avanceRangee()
			var lignes [3]Mem
			if verifie {
				lignes = lignesDecalages()
			}
			for g := range groupes {
				q1, q2, s1 := q1s[g], q2s[g], s1s[g]
				// The position, stored at t.
				u1, r, a := YMM(), YMM(), YMM()
				VPADDQ(quatres4, s1, u1)
				VPSLLVQ(u1, q2, r)
				VPOR(q1, r, r)
				VPSLLQ(U8(58), s1, a)
				VPXOR(a, r, r) // see resume in vectoriel.go
				// A pile emptied: s1 < 0 or s2 = s12 − s1 < 0, the sign bit of their OR; with
				// verifie, the position met at a lag, and the lag each lane met written in l
				// (the first of the three when several, none: 0).
				arret := YMM()
				VPSUBQ(s1, limite, a)
				VPOR(s1, a, arret)
				if verifie {
					lags := YMM()
					for i := 2; i >= 0; i-- {
						ligne := lignes[i]
						ligne.Disp += taille * g
						met := YMM()
						VPCMPEQQ(ligne, r, met)
						VPOR(met, arret, arret)
						if i == 2 {
							VPBROADCASTQ(Mem{Base: lp, Disp: oTrois + 16}, lags)
							VPAND(met, lags, lags)
						} else {
							VPBROADCASTQ(Mem{Base: lp, Disp: oTrois + 8*i}, a)
							VPBLENDVB(met, a, lags, lags)
						}
					}
					VMOVDQU(lags, Mem{Base: lp, Disp: oLags + taille*g})
				}
				VMOVDQU(r, ici(g))
				if g == 0 {
					VMOVMSKPD(arret, arrets)
				} else {
					m := GP32()
					VMOVMSKPD(arret, m)
					SHLL(U8(4*g), m)
					ORL(m, arrets) // sets the flags for the jumps below
				}
			}
			if !verifie {
				JNZ(LabelRef(etiquette("finies")))
				CMPQ(t, fin)
				JGE(LabelRef(etiquette("finies")))
				return
			}
			suite()
		}
		for range sansComparer {
			pli4x2(false)
		}
		pli4x2(true)
		JMP(LabelRef(etiquette("decalages")))
		// finies: after a trick without comparisons, only ended games (or the clock at fin),
		// and no lag met.
		Label(etiquette("finies"))
		zero := YMM()
		VPXOR(zero, zero, zero)
		for g := range groupes {
			VMOVDQU(zero, Mem{Base: lp, Disp: oLags + taille*g})
		}
		Label(etiquette("decalages"))
	} else {
		// pli4 plays one trick of the four lanes, compared with the lags only when verifie,
		// one trick in sansComparer + 1, as pli8.
		pli4 := func(verifie bool) (met [3]VecVirtual) {
			VPAND(quinze, q1, x)
			VPAND(quinze, q2, y)
			if mots {
				plusPetitVainqueur(false, x, y, vaincu, quinze, a, b, r) // a, b, r free here
			}
			// g: all ones in the lanes where player 1 wins (x > y, cards < 16).
			g := YMM()
			VPCMPGTQ(y, x, g)
			// Player 1's pile: q1 >> 4, and when she wins, x << s1 | y << (s1 + 4), each card
			// shifted on its own: one step shorter from the cards to the pile than shifting
			// x | y << 4.
			VPSLLVQ(s1, x, a)
			VPSLLVQ(u1, y, r)
			VPOR(r, a, a)
			VPAND(g, a, a)
			VPSRLQ(U8(4), q1, q1)
			VPOR(a, q1, q1)
			// Player 2's pile: q2 >> 4, and when she wins, y << s2 | x << (s2 + 4).
			VPSLLVQ(s2, y, b)
			VPSLLVQ(u2, x, r)
			VPOR(r, b, b)
			VPANDN(b, g, b)
			VPSRLQ(U8(4), q2, q2)
			VPOR(b, q2, q2)
			// s1 − 4 everywhere, + 8 where player 1 wins: u1 = s1 + 4 after the trick first,
			// the shift of q2 in the position.
			VPSLLQ(U8(3), g, a) // −8 where player 1 wins, 0 elsewhere (avanceLot4Mots has no register left for a constant 8)
			VPSUBQ(a, s1, u1)
			VPSUBQ(quatre, u1, s1)
			VPSUBQ(u1, limite, u2)
			VPSUBQ(quatre, u2, s2)
			INCQ(t)
			avanceRangee()
			// The position, stored at t.
			VPSLLVQ(u1, q2, r)
			VPOR(q1, r, r)
			VPSLLQ(U8(58), s1, a)
			VPXOR(a, r, r) // see resume in vectoriel.go
			// A pile emptied: s1 < 0 or s2 < 0, the sign bit of their OR (which VMOVMSKPD
			// reads, and a comparison sets); with verifie, the position met at a lag.
			arret := YMM()
			VPOR(s1, s2, arret)
			if verifie {
				lignes := lignesDecalages()
				for i := range 3 {
					met[i] = YMM()
					VPCMPEQQ(lignes[i], r, met[i])
					VPOR(met[i], arret, arret)
				}
			}
			VMOVDQU(r, ici(0))
			VMOVMSKPD(arret, arrets)
			TESTL(arrets, arrets)
			if !verifie {
				JNZ(LabelRef(etiquette("finies")))
				CMPQ(t, fin)
				JGE(LabelRef(etiquette("finies")))
				return met
			}
			suite()
			return met
		}
		for range sansComparer {
			pli4(false)
		}
		met := pli4(true)
		// The lag each lane met, the first of the three when several (none: 0), from the
		// comparisons of the last trick: from the last lag, each replacing the ones after it
		// where its position is met.
		lags := YMM()
		VPBROADCASTQ(Mem{Base: lp, Disp: oTrois + 16}, lags)
		VPAND(met[2], lags, lags)
		for i := 1; i >= 0; i-- {
			VPBROADCASTQ(Mem{Base: lp, Disp: oTrois + 8*i}, b)
			VPBLENDVB(met[i], b, lags, lags)
		}
		JMP(LabelRef(etiquette("decalages")))
		// finies: after a trick without comparisons, only ended games (or the clock at fin),
		// and no lag met: the positions are not compared again.
		Label(etiquette("finies"))
		VPXOR(lags, lags, lags)
		Label(etiquette("decalages"))
		VMOVDQU(lags, Mem{Base: lp, Disp: oLags})
	}

	// arret: the lanes back to l, then each lane that stopped looked at in turn (every lane
	// when the clock reached fin).
	for g := range groupes {
		garde(oQ1+taille*g, q1s[g])
		garde(oQ2+taille*g, q2s[g])
		garde(oS1+taille*g, s1s[g])
	}
	if mots {
		garde(oVaincu, vaincu)
	}
	tousR := GP32()
	MOVL(U32(tous), tousR)
	CMPQ(t, fin)
	CMOVLGE(tousR, arrets)

	Label(etiquette("voie"))
	TESTL(arrets, arrets)
	JZ(LabelRef(etiquette("apres")))
	j := GP64()
	BSFL(arrets, j.As32())
	bas := GP32()
	MOVL(arrets, bas)
	DECL(bas)
	ANDL(bas, arrets)
	s1j, plis := GP64(), GP64()
	MOVQ(Mem{Base: lp, Disp: oS1, Index: j, Scale: 8}, s1j)
	MOVQ(t, plis)
	SUBQ(Mem{Base: lp, Disp: oDebut, Index: j, Scale: 8}, plis)
	genre, lam, rep := GP64(), GP64(), GP64()
	XORQ(lam, lam)
	XORQ(rep, rep)
	// A pile emptied: s1 outside 0..s12 (unsigned).
	XORQ(genre, genre)
	CMPQ(s1j, Mem{Base: lp, Disp: oS12})
	JHI(LabelRef(etiquette("finie")))
	// The position now, and the ones at the lags that belong to this game.
	// case: the row of h at time t − d, lane j, as an index of 8-byte words.
	cas := func(d Op) GPVirtual {
		i := GP64()
		MOVQ(t, i)
		SUBQ(d, i)
		ANDQ(U32(127), i)
		SHLQ(U8(4), i)
		ORQ(j, i)
		return i
	}
	xj := GP64()
	MOVQ(t, xj)
	ANDQ(U32(127), xj)
	SHLQ(U8(4), xj)
	ORQ(j, xj)
	MOVQ(Mem{Base: h, Index: xj, Scale: 8}, xj)
	// The lag the loop saw met, when it is within this game and none of its prime
	// sub-multiples is (l.sousMultiples repeats a row's first one in place of the missing
	// ones): the period, without a branch that depends on which lag it is. Any other case
	// takes the long way below, which finds the same.
	MOVQ(Mem{Base: lp, Disp: oLags, Index: j, Scale: 8}, lam)
	TESTQ(lam, lam)
	JZ(LabelRef(etiquette("lent")))
	CMPQ(plis, lam)
	JLT(LabelRef(etiquette("lent")))
	sousLam := GP64()
	MOVQ(lam, sousLam)
	SHLQ(U8(5), sousLam)
	for i := range 3 {
		d := GP64()
		MOVQ(Mem{Base: lp, Index: sousLam, Scale: 1, Disp: oSous + 8*i}, d)
		CMPQ(Mem{Base: h, Index: cas(d), Scale: 8}, xj)
		JEQ(LabelRef(etiquette("lent")))
	}
	MOVQ(xj, rep)
	JMP(LabelRef(etiquette("trouvee")))
	Label(etiquette("lent"))
	XORQ(lam, lam)
	for i := range 3 {
		suivant := etiquette(fmt.Sprintf("decalage%d_", i))
		l := GP64()
		MOVQ(Mem{Base: lp, Disp: oTrois + 8*i}, l)
		TESTQ(l, l)
		JZ(LabelRef(suivant))
		CMPQ(plis, l)
		JLT(LabelRef(suivant))
		MOVQ(l, lam)
		CMPQ(Mem{Base: h, Index: cas(l), Scale: 8}, xj)
		JEQ(LabelRef(etiquette("cycle")))
		Label(suivant)
	}
	// No lag met: on to limiteDecalages tricks, then Brent's algorithm in Go.
	MOVQ(U64(2), genre)
	CMPQ(plis, U32(limiteDecalages))
	JGE(LabelRef(etiquette("emet")))
	JMP(LabelRef(etiquette("voie")))

	// cycle: the position met at lag lam is on the cycle, whose period divides lam; while the
	// position lam/p tricks earlier, p a prime factor of lam, is the same, lam/p replaces lam.
	// The smallest position of the cycle is the smallest of the ones in between, when the
	// cycles are named.
	Label(etiquette("cycle"))
	MOVQ(xj, rep)
	sous := GP64()
	Label(etiquette("periode"))
	MOVQ(lam, sous)
	SHLQ(U8(5), sous)
	ADDQ(lp, sous)
	Label(etiquette("facteur"))
	d := GP64()
	MOVQ(Mem{Base: sous, Disp: oSous}, d)
	TESTQ(d, d)
	JZ(LabelRef(etiquette("trouvee")))
	ADDQ(U8(8), sous)
	CMPQ(Mem{Base: h, Index: cas(d), Scale: 8}, xj)
	JNE(LabelRef(etiquette("facteur")))
	MOVQ(d, lam)
	JMP(LabelRef(etiquette("periode")))
	// finie: a game that ended is counted in l, by length and winner (s1 < 0 when player 2
	// took every card), unless it may be the longest game so far.
	Label(etiquette("finie"))
	if mots {
		MOVQ(Mem{Base: lp, Disp: oVaincu, Index: j, Scale: 8}, rep)
	}
	CMPQ(plis, Mem{Base: lp, Disp: oSeuil})
	JGE(LabelRef(etiquette("emet")))
	INCQ(Mem{Base: lp, Disp: oDurees, Index: plis, Scale: 8})
	gagnant := GP64()
	MOVQ(s1j, gagnant)
	SHRQ(U8(63), gagnant)
	INCQ(Mem{Base: lp, Disp: oGains, Index: gagnant, Scale: 8})
	if mots {
		// The word: the packed deal (its position at the start without n1 − 1, the top four
		// bits), the top bit set when player 2 won, and vaincu.
		mo, jeu := GP64(), GP64()
		MOVQ(Mem{Base: lp, Disp: oDonne, Index: j, Scale: 8}, jeu)
		ANDQ(U32(tailleEntree-1), jeu)
		SHLQ(U8(5), jeu)
		MOVQ(Mem{Base: lp, Index: jeu, Scale: 1, Disp: oEntree + 16}, jeu)
		SHLQ(U8(4), jeu)
		SHRQ(U8(4), jeu)
		SHLQ(U8(63), gagnant)
		ORQ(gagnant, jeu)
		MOVQ(Mem{Base: lp, Disp: oNMots}, mo)
		INCQ(Mem{Base: lp, Disp: oNMots})
		MOVQ(jeu, Mem{Base: lp, Disp: oMotsDonnes, Index: mo, Scale: 8})
		MOVQ(rep, Mem{Base: lp, Disp: oMotsVaincus, Index: mo, Scale: 8})
	}
	JMP(LabelRef(etiquette("suivante")))

	// A cycle found: its period counted, without an event, and when the cycles are named its
	// smallest position, the smallest of the ones since lam tricks, written in reps.
	Label(etiquette("trouvee"))
	INCQ(Mem{Base: lp, Disp: oPeriodes, Index: lam, Scale: 8})
	CMPQ(Mem{Base: lp, Disp: oNommer}, U8(0))
	JEQ(LabelRef(etiquette("suivante")))
	MOVQ(U64(1), d)
	Label(etiquette("balaye"))
	CMPQ(d, lam)
	JGE(LabelRef(etiquette("nomme")))
	v := GP64()
	MOVQ(Mem{Base: h, Index: cas(d), Scale: 8}, v)
	CMPQ(v, rep)
	CMOVQCS(v, rep)
	INCQ(d)
	JMP(LabelRef(etiquette("balaye")))
	// Written mixed as melange does: (rep ^ rep >> 31) · 0x9E3779B97F4A7C15.
	Label(etiquette("nomme"))
	nr, melange := GP64(), GP64()
	MOVQ(rep, nr)
	SHRQ(U8(31), nr)
	XORQ(nr, rep)
	MOVQ(U64(0x9E3779B97F4A7C15), melange)
	IMULQ(melange, rep)
	MOVQ(Mem{Base: lp, Disp: oNReps}, nr)
	INCQ(Mem{Base: lp, Disp: oNReps})
	MOVQ(rep, Mem{Base: lp, Disp: oReps, Index: nr, Scale: 8})
	JMP(LabelRef(etiquette("suivante")))

	// emet writes the event: its kind, the deal, the tricks, rep (with the words, the lane's
	// vaincu) and the lane's position.
	Label(etiquette("emet"))
	ev := GP64()
	MOVQ(Mem{Base: lp, Disp: oNEvts}, ev)
	INCQ(Mem{Base: lp, Disp: oNEvts})
	SHLQ(U8(6), ev)
	ADDQ(lp, ev)
	MOVQ(genre, Mem{Base: ev, Disp: oEvts})
	w := GP64()
	MOVQ(Mem{Base: lp, Disp: oDonne, Index: j, Scale: 8}, w)
	MOVQ(w, Mem{Base: ev, Disp: oEvts + 8})
	MOVQ(plis, Mem{Base: ev, Disp: oEvts + 16})
	MOVQ(rep, Mem{Base: ev, Disp: oEvts + 32})
	MOVQ(Mem{Base: lp, Disp: oQ1, Index: j, Scale: 8}, w)
	MOVQ(w, Mem{Base: ev, Disp: oEvts + 40})
	MOVQ(Mem{Base: lp, Disp: oQ2, Index: j, Scale: 8}, w)
	MOVQ(w, Mem{Base: ev, Disp: oEvts + 48})
	MOVQ(s1j, Mem{Base: ev, Disp: oEvts + 56})

	// The next deal in lane j, its position at t in h; or none left: the lane is vacant.
	Label(etiquette("suivante"))
	k := GP64()
	MOVQ(Mem{Base: lp, Disp: oIEntree}, k)
	CMPQ(k, Mem{Base: lp, Disp: oNEntree})
	JGE(LabelRef(etiquette("vacante")))
	MOVQ(k, Mem{Base: lp, Disp: oDonne, Index: j, Scale: 8})
	MOVQ(t, Mem{Base: lp, Disp: oDebut, Index: j, Scale: 8})
	MOVQ(Mem{Base: lp, Disp: oS1Depart}, w)
	MOVQ(w, Mem{Base: lp, Disp: oS1, Index: j, Scale: 8})
	e := GP64()
	MOVQ(k, e)
	ANDQ(U32(tailleEntree-1), e)
	SHLQ(U8(5), e)
	ADDQ(lp, e)
	MOVQ(Mem{Base: e, Disp: oEntree}, w)
	MOVQ(w, Mem{Base: lp, Disp: oQ1, Index: j, Scale: 8})
	MOVQ(Mem{Base: e, Disp: oEntree + 8}, w)
	MOVQ(w, Mem{Base: lp, Disp: oQ2, Index: j, Scale: 8})
	MOVQ(Mem{Base: e, Disp: oEntree + 16}, w)
	xi := GP64()
	MOVQ(t, xi)
	ANDQ(U32(127), xi)
	SHLQ(U8(4), xi)
	ORQ(j, xi)
	MOVQ(w, Mem{Base: h, Index: xi, Scale: 8})
	if large {
		// The lane in the registers too: the lanes reloaded from l after these stores would
		// wait for them.
		// With two groups, lane j is lane j − 8 of the second when j ≥ 8: both groups take the
		// deal under their part of the mask 1 << j, one of them empty, with no branch on which
		// (taken half the time each way, it was mispredicted as often).
		m := GP32()
		XORL(m, m)
		BTSL(j.As32(), m)
		km := K()
		KMOVW(m, km)
		valeurs := []Mem{{Base: e, Disp: oEntree}, {Base: e, Disp: oEntree + 8}, {Base: lp, Disp: oS1Depart}}
		for i, v := range valeurs {
			MOVQ(v, w)
			for g := range groupes {
				k := km
				if g > 0 {
					k = K()
					KSHIFTRW(U8(8*g), km, k)
				}
				VPBROADCASTQ(w, k, [][]VecVirtual{q1s, q2s, s1s}[i][g])
				if i == 0 {
					VPBROADCASTQ(t, k, debuts[g])
				}
			}
		}
		if mots {
			MOVQ(I64(-1), w)
			MOVQ(w, Mem{Base: lp, Disp: oVaincu, Index: j, Scale: 8})
			VPBROADCASTQ(w, km, vaincu)
		}
	} else {
		// The same with AVX2, which has no opmask: each register blended with the value
		// broadcast, under the mask of lane j (selecteurs4). Reloaded from l, the lanes
		// waited for these stores of eight bytes, which a load of 32 cannot take from the
		// store buffer (7 % of a profile of N = 13 on four lanes, on the loads alone).
		// With two groups, both take the deal under their part of the mask of lane j
		// (selecteurs4x2), one of them empty, with no branch on which, as with eight lanes.
		sel, nouveau := GP64(), YMM()
		masques := make([]VecVirtual, groupes)
		i := GP64()
		MOVQ(j, i)
		if groupes > 1 {
			LEAQ(selecteurs4x2, sel)
			SHLQ(U8(6), i)
		} else {
			LEAQ(selecteurs4, sel)
			SHLQ(U8(5), i)
		}
		for g := range groupes {
			masques[g] = YMM()
			VMOVDQU(Mem{Base: sel, Index: i, Scale: 1, Disp: 32 * g}, masques[g])
		}
		for k, src := range []Mem{{Base: e, Disp: oEntree}, {Base: e, Disp: oEntree + 8}, {Base: lp, Disp: oS1Depart}} {
			VPBROADCASTQ(src, nouveau)
			for g := range groupes {
				v := [][]VecVirtual{q1s, q2s, s1s}[k][g]
				VPBLENDVB(masques[g], nouveau, v, v)
			}
		}
		if mots {
			MOVQ(I32(-1), Mem{Base: lp, Disp: oVaincu, Index: j, Scale: 8})
			VPOR(masques[0], vaincu, vaincu) // all ones in lane j
		}
	}
	INCQ(k)
	MOVQ(k, Mem{Base: lp, Disp: oIEntree})
	JMP(LabelRef(etiquette("voie")))

	Label(etiquette("vacante"))
	MOVQ(I32(-1), Mem{Base: lp, Disp: oDonne, Index: j, Scale: 8})
	MOVQ(U32(1), Mem{Base: lp, Disp: oVacante})
	JMP(LabelRef(etiquette("voie")))

	// apres: on with the lanes, unless one is vacant or the events, the smallest positions or
	// the words may fill up.
	Label(etiquette("apres"))
	CMPQ(Mem{Base: lp, Disp: oVacante}, U8(0))
	JNE(LabelRef(etiquette("sortie")))
	CMPQ(Mem{Base: lp, Disp: oNReps}, U32(tailleReps-lanes))
	JG(LabelRef(etiquette("sortie")))
	if mots {
		CMPQ(Mem{Base: lp, Disp: oNMots}, U32(tailleMots-lanes))
		JG(LabelRef(etiquette("sortie")))
	}
	CMPQ(Mem{Base: lp, Disp: oNEvts}, U32(tailleEvenements-lanes))
	JLE(LabelRef(etiquette("fin")))

	Label(etiquette("sortie"))
	MOVQ(t, Mem{Base: lp, Disp: oT})
	VZEROUPPER()
	RET()
}

// plusPetitVainqueur keeps, in the four bits of vaincu at 4·loser of the trick between the
// cards x and y of each lane, the smaller of them and the winner, compared in place, the winner
// shifted to the loser's four bits; haute, basse and avant are scratch registers. AVX2 has no
// 64-bit unsigned min or max: the 32-bit ones serve, for the cards, and those four bits with
// the winner shifted there, lie in one half of each lane, the other half 0 in both.
func plusPetitVainqueur(large bool, x, y, vaincu, quinze, haute, basse, avant VecVirtual) {
	if large {
		VPMAXUQ(y, x, haute)
		VPMINUQ(y, x, basse)
	} else {
		VPMAXUD(y, x, haute)
		VPMINUD(y, x, basse)
	}
	VPSLLQ(U8(2), basse, basse)
	VPSLLVQ(basse, quinze, avant)
	if large {
		VPANDQ(vaincu, avant, avant)
	} else {
		VPAND(vaincu, avant, avant)
	}
	VPSLLVQ(basse, haute, haute)
	if large {
		VPMINUQ(avant, haute, haute)
		VPTERNLOGQ(U8(0x96), avant, haute, vaincu) // vaincu ^ haute ^ avant
	} else {
		VPMINUD(avant, haute, haute)
		VPXOR(avant, vaincu, vaincu)
		VPXOR(haute, vaincu, vaincu)
	}
}

// vecteur returns a new vector register: ZMM for eight lanes (large), YMM for four.
func vecteur(large bool) VecVirtual {
	if large {
		return ZMM()
	}
	return YMM()
}

// diffusion returns a new vector register (vecteur) holding r in every lane.
func diffusion(large bool, r GPVirtual) VecVirtual {
	v := vecteur(large)
	if large {
		VPBROADCASTQ(r, v)
	} else {
		x := XMM()
		VMOVQ(r, x)
		VPBROADCASTQ(x, v)
	}
	return v
}

// moities returns, for the n cards of a deal: moitie = 2n, the bits of a half, which the mirror
// exchanges; haut = 64 − 4n, the shift that puts the last card in the top four bits; masque =
// 2^(2n) − 1, the lower half.
func moities(n Register) (moitie, haut, masque GPVirtual) {
	moitie, haut, masque = GP64(), GP64(), GP64()
	MOVQ(n, moitie)
	SHLQ(U8(1), moitie)
	MOVQ(U64(64), haut)
	SUBQ(moitie, haut)
	SUBQ(moitie, haut)
	XORQ(masque, masque)
	BTSQ(moitie, masque)
	DECQ(masque)
	return moitie, haut, masque
}

// entre sets in x the cards strictly between the card c of each lane and the smallest card that
// beat it (four bits at 4c of v), one bit each (up to bit 14 when none did), and 1 << c in bitC;
// et is the AND of the width (VPAND with AVX2, VPANDQ with AVX-512F), quinze and un the
// constants 15 and 1 in every lane.
func entre(c, v, x, bitC, quinze, un Op, et func(a, b, dst Op)) {
	VPSLLQ(U8(2), c, x)
	VPSRLVQ(x, v, x)
	et(quinze, x, x) // the smallest card that beat c
	VPSLLVQ(x, un, x)
	VPSLLVQ(c, un, bitC)
	VPSUBQ(bitC, x, x)
	VPSUBQ(bitC, x, x) // 2^v − 2^(c+1)
}

// premieresCartes is the number of cards canoniques4 and canoniques8 check in their first pass:
// at N = 10 a deal's first card passes in 72 % of the finished games, its first two in 35 %, its
// first three in 19 %, and a deal is canonical in 2 %: two measured fastest at N = 12.
const premieresCartes = 2

// canoniques counts the deals that are canonique16, voies at a time (canoniques4 with AVX2,
// canoniques8 with AVX-512F), in two passes. The first checks only the first premieresCartes
// cards of each deal, from the first, and packs the deals that pass at the front of donnes and
// vaincus (mirrored where asked); the second goes through the other cards of those, from the
// last, as canonique16 does. Neither stops at the first card that fails: with the lanes full of
// random deals, all rarely fail early, but most fail among their first cards. AVX-512F packs
// the kept deals with VPCOMPRESSQ; AVX2 has none, and moves the kept lanes to the front with
// VPERMD, its indices read from tassements4 at the mask of the kept lanes.
func canoniques(voies int) {
	large := voies == 8
	nom := fmt.Sprintf("canoniques%d", voies)
	TEXT(nom, NOSPLIT, "func(donnes, vaincus *uint64, nb, n int64, miroir bool) int64")
	Doc(nom+" counts the i < nb for which canonique16(d, vaincus[i], n) holds, d being donnes[i]",
		"without its top bit, or the mirror of d (its two halves of 2n bits exchanged) when that",
		fmt.Sprintf("bit is set and miroir, %d at a time. It overwrites donnes and vaincus.", voies))
	Pragma("noescape")
	donnes, vaincus := Load(Param("donnes"), GP64()), Load(Param("vaincus"), GP64())
	nb, n := Load(Param("nb"), GP64()), Load(Param("n"), GP64())
	miroir := Load(Param("miroir"), GP8())
	etiquette := func(s string) string { return fmt.Sprintf("%s%d", s, voies) }
	vec := func() VecVirtual { return vecteur(large) }
	diffuse := func(r GPVirtual) VecVirtual { return diffusion(large, r) }
	constante := func(c uint64) VecVirtual {
		r := GP64()
		MOVQ(U64(c), r)
		return diffuse(r)
	}
	// The instructions that differ only by their encoding (EVEX for ZMM registers).
	et, etNon, ou, zero := func(a, b, dst Op) { VPAND(a, b, dst) }, func(a, b, dst Op) { VPANDN(a, b, dst) },
		func(a, b, dst Op) { VPOR(a, b, dst) }, func(r Op) { VPXOR(r, r, r) }
	if large {
		et, etNon, ou, zero = func(a, b, dst Op) { VPANDQ(a, b, dst) }, func(a, b, dst Op) { VPANDNQ(a, b, dst) },
			func(a, b, dst Op) { VPORQ(a, b, dst) }, func(r Op) { VPXORQ(r, r, r) }
	}
	// ouEt sets acc to acc | x & y (x may change).
	ouEt := func(x, y, acc VecVirtual) {
		if large {
			VPTERNLOGQ(U8(0xf8), x, y, acc)
		} else {
			VPAND(y, x, x)
			VPOR(x, acc, acc)
		}
	}
	quinze, un := constante(15), constante(1)
	moitie, haut, masque := moities(n)
	tous := GP64()
	XORQ(tous, tous)
	BTSQ(n, tous)
	DECQ(tous) // 2^n − 1: the n cards, one bit each
	tousV := diffuse(tous)
	// lues returns the lanes i, i+1, … below fin, the ones read: an opmask with AVX-512F, all
	// ones in those lanes with AVX2 (from rangs4, 0 1 2 3), and loads their deals in d and v.
	var rangs, nul VecVirtual
	if !large {
		rangs, nul = YMM(), YMM()
		VMOVDQU(rangs4, rangs)
		VPXOR(nul, nul, nul)
	}
	lues := func(i, fin Register, d, v VecVirtual, plein string) Op {
		reste := GP64()
		MOVQ(fin, reste)
		SUBQ(i, reste)
		if !large {
			l := diffuse(reste)
			VPCMPGTQ(rangs, l, l)
			VPMASKMOVQ(Mem{Base: donnes, Index: i, Scale: 8}, l, d)
			VPMASKMOVQ(Mem{Base: vaincus, Index: i, Scale: 8}, l, v)
			return l
		}
		masqueVoies, k := GP64(), K()
		MOVQ(U64(0xff), masqueVoies)
		CMPQ(reste, U8(8))
		JGE(LabelRef(plein))
		XORQ(masqueVoies, masqueVoies)
		BTSQ(reste, masqueVoies)
		DECQ(masqueVoies) // 2^reste − 1
		Label(plein)
		KMOVW(masqueVoies.As32(), k)
		VMOVDQU64_Z(Mem{Base: donnes, Index: i, Scale: 8}, k, d)
		VMOVDQU64_Z(Mem{Base: vaincus, Index: i, Scale: 8}, k, v)
		return k
	}
	// bons returns the lanes of l whose deal passed, mauvais being 0 there: an opmask with
	// AVX-512F, all ones in those lanes with AVX2 (mauvais then changes).
	bons := func(l Op, mauvais VecVirtual) Op {
		if large {
			k := K()
			VPTESTNMQ(mauvais, mauvais, l, k)
			return k
		}
		VPCMPEQQ(nul, mauvais, mauvais)
		VPAND(l, mauvais, mauvais)
		return mauvais
	}
	// With AVX-512F the mirror's registers are kept; AVX2 has sixteen, and broadcasts them in
	// each group.
	var moitieV, masqueV, bas60, signe VecVirtual
	var kMiroir OpmaskVirtual
	if large {
		moitieV, masqueV = diffuse(moitie), diffuse(masque)
		bas60, signe = constante(1<<60-1), constante(1<<63)
		// kMiroir: every lane when miroir, none otherwise.
		voiesMiroir, toutes := GP64(), GP64()
		MOVQ(U64(0), voiesMiroir)
		MOVQ(U64(0xff), toutes)
		TESTB(miroir, miroir)
		CMOVQNE(toutes, voiesMiroir)
		kMiroir = K()
		KMOVW(voiesMiroir.As32(), kMiroir)
	}

	// The first pass: gardes deals kept so far, at the front of donnes and vaincus. A deal is
	// written over ones already read (gardes ≤ i), as a whole register: the lanes past the
	// kept ones fall on deals of this group, read already, or past nb.
	i, gardes := GP64(), GP64()
	XORQ(i, i)
	XORQ(gardes, gardes)
	Label(etiquette("filtre"))
	CMPQ(i, nb)
	JGE(LabelRef(etiquette("seconde")))
	d, v := vec(), vec()
	l := lues(i, nb, d, v, "plein")
	// The lanes to mirror: top bit set, and miroir.
	a, b := vec(), vec()
	if large {
		aMirer := K()
		VPTESTMQ(signe, d, kMiroir, aMirer)
		VPANDQ(bas60, d, d)
		VPSRLVQ(moitieV, d, a)
		VPANDQ(masqueV, d, b)
		VPSLLVQ(moitieV, b, b)
		VPORQ(b, a, aMirer, d) // merged: only the lanes to mirror change
	} else {
		TESTB(miroir, miroir)
		JZ(LabelRef("sansMiroir4"))
		aMirer := YMM()
		VPCMPGTQ(d, nul, aMirer) // d < 0
		VPSLLQ(U8(4), d, d)
		VPSRLQ(U8(4), d, d) // the top bit cleared
		moitieV, masqueV := diffuse(moitie), diffuse(masque)
		VPSRLVQ(moitieV, d, a)
		VPAND(masqueV, d, b)
		VPSLLVQ(moitieV, b, b)
		VPOR(b, a, a)
		VPBLENDVB(aMirer, a, d, d)
		Label("sansMiroir4")
	}
	// restant: the cards not yet met from the first; a card past the n-th (n below
	// premieresCartes) is 0, already taken out, and changes nothing.
	restant, mauvais, suite := vec(), vec(), vec()
	ou(tousV, tousV, restant)
	zero(mauvais)
	ou(d, d, suite)
	for range premieresCartes {
		c, x, bitC := vec(), vec(), vec()
		et(quinze, suite, c)
		VPSRLQ(U8(4), suite, suite)
		entre(c, v, x, bitC, quinze, un, et)
		etNon(restant, bitC, restant)
		ouEt(x, restant, mauvais)
	}
	gardees, gp := bons(l, mauvais), GP64()
	if large {
		dc, vc := ZMM(), ZMM()
		VPCOMPRESSQ_Z(d, gardees, dc) // into a register: a compressing store is slow on some processors
		VPCOMPRESSQ_Z(v, gardees, vc)
		VMOVDQU64(dc, Mem{Base: donnes, Index: gardes, Scale: 8})
		VMOVDQU64(vc, Mem{Base: vaincus, Index: gardes, Scale: 8})
		KMOVW(gardees, gp.As32())
	} else {
		tassements, indices := GP64(), YMM()
		VMOVMSKPD(gardees, gp.As32())
		LEAQ(tassements4, tassements)
		SHLL(U8(5), gp.As32())
		VMOVDQU(Mem{Base: tassements, Index: gp, Scale: 1}, indices)
		SHRL(U8(5), gp.As32())
		VPERMD(d, indices, d)
		VPERMD(v, indices, v)
		VMOVDQU(d, Mem{Base: donnes, Index: gardes, Scale: 8})
		VMOVDQU(v, Mem{Base: vaincus, Index: gardes, Scale: 8})
	}
	POPCNTL(gp.As32(), gp.As32())
	ADDQ(gp, gardes)
	ADDQ(U8(voies), i)
	JMP(LabelRef(etiquette("filtre")))

	// The second pass: the other cards of the kept deals, from the last, the cards met in apres.
	Label(etiquette("seconde"))
	total, comptes := GP64(), vec() // comptes: the canonical deals found by each lane
	zero(comptes)
	reste := GP64()
	MOVQ(n, reste)
	SUBQ(U8(premieresCartes), reste)
	JLE(LabelRef(etiquette("premieres"))) // no card left: every kept deal is canonical
	hautV := diffuse(haut)
	XORQ(i, i)
	Label(etiquette("groupe"))
	CMPQ(i, gardes)
	JGE(LabelRef(etiquette("fini")))
	l = lues(i, gardes, d, v, "pleinGardes")
	VPSLLVQ(hautV, d, d)
	apres := vec()
	zero(apres)
	zero(mauvais)
	j := GP64()
	MOVQ(reste, j)
	Label(etiquette("carte"))
	c, x, bitC := vec(), vec(), vec()
	VPSRLQ(U8(60), d, c)
	VPSLLQ(U8(4), d, d)
	entre(c, v, x, bitC, quinze, un, et)
	ouEt(x, apres, mauvais)
	ou(bitC, apres, apres)
	DECQ(j)
	JNZ(LabelRef(etiquette("carte")))
	if large {
		VPADDQ(un, comptes, bons(l, mauvais), comptes)
	} else {
		VPSUBQ(bons(l, mauvais), comptes, comptes) // − (−1) in the lanes that pass
	}
	ADDQ(U8(voies), i)
	JMP(LabelRef(etiquette("groupe")))

	// fini: the sum of the lanes' counts.
	Label(etiquette("fini"))
	if large {
		moitieC := ZMM()
		VSHUFI64X2(U8(0x4e), comptes, comptes, moitieC)
		VPADDQ(moitieC, comptes, comptes)
		VSHUFI64X2(U8(0xb1), comptes, comptes, moitieC)
		VPADDQ(moitieC, comptes, comptes)
		VPSHUFD(U8(0x4e), comptes, moitieC)
		VPADDQ(moitieC, comptes, comptes)
		VMOVQ(comptes.AsX(), total)
	} else {
		haute, basse := XMM(), XMM()
		VEXTRACTI128(U8(1), comptes, haute)
		VPADDQ(haute, comptes.AsX(), haute)
		VPSHUFD(U8(0x4e), haute, basse)
		VPADDQ(basse, haute, haute)
		VMOVQ(haute, total)
	}
	Store(total, ReturnIndex(0))
	VZEROUPPER()
	RET()
	Label(etiquette("premieres"))
	Store(gardes, ReturnIndex(0))
	VZEROUPPER()
	RET()
}
