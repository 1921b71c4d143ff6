// Command asm writes the assembly of War's loops of tricks with avo
// (github.com/mmcloughlin/avo), from their description below: go generate in games/bataille runs
// it, and CI checks that the committed files are what it writes.
//
// blocPair is scalar: general registers, conditional moves, byte loads and stores, all of them
// in every amd64 processor. voiesNaturelle and voiesOptimisee, the random-deal hunt's sixteen
// games at once, use AVX-512F (ZMM registers and opmasks) and POPCNT; the caller checks for them
// (voies_amd64.go). Only EVEX-encoded vector instructions are used, and VZEROUPPER ends both.
package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

func main() {
	ConstraintExpr("amd64")
	bloc()
	voies(false, false, 2)
	voies(true, false, 2)
	constantesPaquets()
	voies(false, true, 2)
	voies(true, true, 2)
	voies(false, true, 4)
	voies(true, true, 4)
	Generate()
}

// bloc writes blocPair, the loop of brent's steps for piles whose ends are even (moteur.go).
func bloc() {
	TEXT("blocPair", NOSPLIT, "func(c0, c1 *[256]uint8, bouts *[4]uint8, n0 *int, total, max int, mode int) int")
	Doc("blocPair plays tricks of a deterministic pick-up on the piles c0 and c1, from their ends",
		"bouts = {d0, f0, d1, f1} and player 1's count *n0, which it updates; total is the number",
		"of cards. It plays them by rounds of min(n0, total − n0) cards drawn by each player, in",
		"which no pile can run out before the last card, and stops at the end of the game (*n0 is",
		"0 or total), after the round that reaches max tricks, or before a tie that it does not",
		"play. mode says which ties it plays: none (0), those of natural pick-ups (1) or those of",
		"optimised pick-ups with one tied duel (2), in every case only when their cards lie within",
		"the round. It returns the number of tricks played. f0 and f1 must be even, so that the",
		"two cards of a duel picked up never straddle the end of the ring, and total below 256.")
	Pragma("noescape")
	c0 := Load(Param("c0"), GP64())
	c1 := Load(Param("c1"), GP64())
	bouts := Load(Param("bouts"), GP64())

	// Each index is a byte, zero-extended in a 64-bit register and moved only by byte
	// instructions, so that it wraps around the ring by itself.
	d0, f0, d1, f1 := GP64(), GP64(), GP64(), GP64()
	MOVBQZX(Mem{Base: bouts, Disp: 0}, d0)
	MOVBQZX(Mem{Base: bouts, Disp: 1}, f0)
	MOVBQZX(Mem{Base: bouts, Disp: 2}, d1)
	MOVBQZX(Mem{Base: bouts, Disp: 3}, f1)
	// Player 1's count, the cards each player drew, the duels of ties beyond their first (the
	// tricks are the cards drawn less these) and f0 at the start of the round stay on the
	// stack: they change once a round or once a tie, and the loop needs every register.
	n0, tires, surplus, f0s := AllocLocal(8), AllocLocal(8), AllocLocal(8), AllocLocal(8)
	t := GP64()
	Load(Param("n0"), t)
	MOVQ(Mem{Base: t}, t)
	MOVQ(t, n0)
	MOVQ(U32(0), tires)
	MOVQ(U32(0), surplus)

	Label("tour")
	// A round: k = min(n0, total − n0) cards drawn by each player at most; j counts them.
	k, j := GP64(), GP64()
	MOVQ(n0, t)
	Load(Param("total"), k)
	SUBQ(t, k)
	CMPQ(t, k)
	CMOVQLT(t, k)
	MOVQ(f0, f0s)
	XORQ(j, j)

	a, b, h, g0, g1 := GP32(), GP32(), GP32(), GP64(), GP64()
	Label("pli")
	MOVBLZX(Mem{Base: c0, Index: d0, Scale: 1}, a)
	MOVBLZX(Mem{Base: c1, Index: d1, Scale: 1}, b)
	// The ends past the two cards, for whichever player wins: computed before the comparison,
	// whose flags the conditional moves below read.
	MOVQ(f0, g0)
	ADDB(U8(2), g0.As8())
	MOVQ(f1, g1)
	ADDB(U8(2), g1.As8())
	CMPL(a, b)
	JEQ(LabelRef("egalite"))
	// h, then b: the higher and the lower card; the winner puts h first. Both piles get them,
	// and only the winner's end moves: the loser's copy lies in places that are free.
	MOVL(a, h)
	CMOVLCS(b, h)
	CMOVLCS(a, b)
	poseDeux(c0, c1, f0, f1, h, b)
	CMOVQHI(g0, f0) // a > b: player 1 wins
	CMOVQCS(g1, f1) // a < b: player 2 wins
	INCB(d0.As8())
	INCB(d1.As8())
	INCQ(j)
	CMPQ(j, k)
	JLT(LabelRef("pli"))

	// The round is over: n0 += (cards player 1 picked up) − j; the game is over when n0 is 0 or
	// total, the step when it has reached max tricks.
	Label("finTour")
	compte(f0, f0s, j, n0, tires, t)
	TESTQ(t, t)
	JEQ(LabelRef("fin"))
	CMPQ(t, NewParamAddr("total", 32))
	JEQ(LabelRef("fin"))
	MOVQ(tires, t)
	SUBQ(surplus, t)
	CMPQ(t, NewParamAddr("max", 40))
	JLT(LabelRef("tour"))
	JMP(LabelRef("fin"))

	// A tie at draw j. With natural pick-ups, the players draw until the duel at j + m differs;
	// when that duel lies within the round, its winner picks up its two cards, higher first,
	// then each tied pair, from the last to the first. Otherwise blocPair stops before the tie.
	Label("egalite")
	CMPQ(NewParamAddr("mode", 48), U8(0))
	JEQ(LabelRef("arret"))
	m, x := GP64(), GP64()
	XORQ(m, m)
	Label("suite")
	INCQ(m)
	MOVQ(j, x)
	ADDQ(m, x)
	CMPQ(x, k)
	JGE(LabelRef("arret"))
	MOVQ(d0, x)
	ADDB(m.As8(), x.As8())
	MOVBLZX(Mem{Base: c0, Index: x, Scale: 1}, a)
	MOVQ(d1, x)
	ADDB(m.As8(), x.As8())
	MOVBLZX(Mem{Base: c1, Index: x, Scale: 1}, b)
	CMPL(a, b)
	JEQ(LabelRef("suite"))
	// The duel at j + m differs. h, b: its higher and lower card.
	MOVL(a, h)
	CMOVLCS(b, h)
	CMOVLCS(a, b)
	CMPQ(NewParamAddr("mode", 48), U8(2))
	JEQ(LabelRef("optimisee"))
	// Natural: both piles get the cards from their ends, written through g0 and g1; the
	// winner's end then moves past them.
	MOVQ(f0, g0)
	MOVQ(f1, g1)
	poseDeux(c0, c1, g0, g1, h, b)
	CMPL(a, h)
	SETNE(a.As8()) // 1 when player 2 wins: a is the lower card
	// b: the cards each player drew in the tie, m + 1.
	MOVL(m.As32(), b)
	INCL(b)
	ADDQ(m, surplus)
	Label("paire")
	// The tied pairs, from m − 1 down to 0: both cards of a pair have the same value.
	ADDB(U8(2), g0.As8())
	ADDB(U8(2), g1.As8())
	DECQ(m)
	MOVQ(d0, x)
	ADDB(m.As8(), x.As8())
	MOVBLZX(Mem{Base: c0, Index: x, Scale: 1}, h)
	poseDeux(c0, c1, g0, g1, h, h)
	TESTQ(m, m)
	JNE(LabelRef("paire"))
	ADDB(U8(2), g0.As8())
	ADDB(U8(2), g1.As8())
	ADDB(b.As8(), d0.As8())
	ADDB(b.As8(), d1.As8())
	ADDQ(b.As64(), j)
	TESTB(a.As8(), a.As8())
	CMOVQEQ(g0, f0)
	CMOVQNE(g1, f1)
	CMPQ(j, k)
	JLT(LabelRef("pli"))
	JMP(LabelRef("finTour"))

	// Optimised, one tied duel (m = 1): the winner picks up v, v, h and b by decreasing value,
	// sorted by a network of comparisons (v against h and against b, then the two middle
	// ones), each a pair of conditional moves.
	Label("optimisee")
	CMPQ(m, U8(1))
	JNE(LabelRef("arret"))
	// m (1) becomes 1 when player 2 wins, 0 when player 1 does: player 2 wins when a is the
	// lower card.
	CMPL(a, h)
	SETNE(m.As8())
	v := x
	MOVBLZX(Mem{Base: c0, Index: d0, Scale: 1}, v.As32())
	// a = max(v, h), g0 = min(v, h)
	MOVL(h, a)
	CMPL(v.As32(), h)
	CMOVLHI(v.As32(), a)
	MOVL(v.As32(), g0.As32())
	CMOVLHI(h, g0.As32())
	// h = max(v, b), g1 = min(v, b)
	MOVL(b, h)
	CMPL(v.As32(), b)
	CMOVLHI(v.As32(), h)
	MOVL(v.As32(), g1.As32())
	CMOVLHI(b, g1.As32())
	// b = max(g0, h), x = min(g0, h): the order is a, b, x, g1.
	MOVL(h, b)
	CMPL(g0.As32(), h)
	CMOVLHI(g0.As32(), b)
	MOVL(g0.As32(), x.As32())
	CMOVLHI(h, x.As32())
	poseDeux(c0, c1, f0, f1, a, b)
	MOVQ(f0, g0)
	ADDB(U8(2), g0.As8())
	MOVB(x.As8(), Mem{Base: c0, Index: g0, Scale: 1})
	MOVB(g1.As8(), Mem{Base: c0, Index: g0, Scale: 1, Disp: 1})
	MOVQ(f1, g0)
	ADDB(U8(2), g0.As8())
	MOVB(x.As8(), Mem{Base: c1, Index: g0, Scale: 1})
	MOVB(g1.As8(), Mem{Base: c1, Index: g0, Scale: 1, Disp: 1})
	MOVQ(f0, g0)
	ADDB(U8(4), g0.As8())
	MOVQ(f1, g1)
	ADDB(U8(4), g1.As8())
	TESTB(m.As8(), m.As8())
	CMOVQEQ(g0, f0)
	CMOVQNE(g1, f1)
	ADDB(U8(2), d0.As8())
	ADDB(U8(2), d1.As8())
	ADDQ(U8(2), j)
	ADDQ(U8(1), surplus)
	CMPQ(j, k)
	JLT(LabelRef("pli"))
	JMP(LabelRef("finTour"))

	Label("arret")
	compte(f0, f0s, j, n0, tires, t)

	Label("fin")
	bouts = Load(Param("bouts"), GP64()) // loaded again: the loop needs every register
	MOVB(d0.As8(), Mem{Base: bouts, Disp: 0})
	MOVB(f0.As8(), Mem{Base: bouts, Disp: 1})
	MOVB(d1.As8(), Mem{Base: bouts, Disp: 2})
	MOVB(f1.As8(), Mem{Base: bouts, Disp: 3})
	p := GP64()
	Load(Param("n0"), p)
	MOVQ(n0, t)
	MOVQ(t, Mem{Base: p})
	MOVQ(tires, t)
	SUBQ(surplus, t)
	Store(t, ReturnIndex(0))
	RET()
}

// poseDeux writes the two cards x then y at the places i0 and i0 + 1 of pile c0 and i1 and
// i1 + 1 of pile c1: the winner's copy and the loser's, which lies in free places.
func poseDeux(c0, c1, i0, i1 Register, x, y GPVirtual) {
	MOVB(x.As8(), Mem{Base: c0, Index: i0, Scale: 1})
	MOVB(y.As8(), Mem{Base: c0, Index: i0, Scale: 1, Disp: 1})
	MOVB(x.As8(), Mem{Base: c1, Index: i1, Scale: 1})
	MOVB(y.As8(), Mem{Base: c1, Index: i1, Scale: 1, Disp: 1})
}

// compte adds a round of j cards drawn to n0 and tires, in memory, and leaves n0 in t: player
// 1 drew j cards and picked up the (f0 − f0s) mod 256 cards her end moved by.
func compte(f0 GPVirtual, f0s Mem, j GPVirtual, n0, tires Mem, t GPVirtual) {
	gains := GP64()
	MOVQ(f0, gains)
	SUBB(f0s, gains.As8())
	MOVBQZX(gains.As8(), gains)
	ADDQ(j, tires)
	MOVQ(n0, t)
	ADDQ(gains, t)
	SUBQ(j, t)
	MOVQ(t, n0)
}

// tailleEtats is the size of the lanes' state, in words: two groups of six fields of eight lanes
// (piles of two words), or one of ten (piles of four).
const tailleEtats = 8 * 12

// voies writes voiesNaturelle or voiesOptimisee: 16 games at once, one in each 64-bit
// lane of ZMM registers (AVX-512F), each pile held whole in two lanes of two registers: card i
// of a pile (0 its top) is in bits [4i, 4i + 4) of the 128 bits (haut:bas), the bits past its
// last card zero. A step plays in every lane still going a plain duel, or a tie settled by the
// next duel, and then a second plain trick where it can, by shifts of the piles, all in
// registers.
//
// With paquets, voiesNaturellePaquets or voiesOptimiseePaquets (AVX-512BW, VBMI and VPOPCNTDQ
// besides): a step plays the tie where the first duel is one, then up to eight plain tricks (five
// after a tie), those of the leading duels that differ and find a card on both sides
// (plisSimples).
//
// mots is the number of 64-bit words of a pile: 2 for decks of at most 32 cards, 4 (with paquets
// only: voiesNaturelleLarges and voiesOptimiseeLarges) for at most 64. The lanes are in groups of
// eight: two groups, whose steps are interleaved (a step of one group needs the piles of its last
// step, so the other's fills the wait), or one for piles of four words, whose registers leave no
// room for a second.
func voies(optimisee, paquets bool, mots int) {
	nom, mode := "voiesNaturelle", "natural"
	if optimisee {
		nom, mode = "voiesOptimisee", "optimised"
	}
	switch {
	case mots == 4:
		nom += "Larges"
	case paquets:
		nom += "Paquets"
	}
	champs := 2*mots + 2 // the fields of a group: the words of both piles, s0 and plis
	groupes := 2
	if mots == 4 {
		groupes = 1
	}
	TEXT(nom, NOSPLIT, fmt.Sprintf("func(e *[%d]uint64, actives uint32, total, plafond, pasMax, minimum int) uint32", tailleEtats))
	Doc(nom+" plays tricks of "+mode+" pick-ups in the lanes of actives, whose state is e, in",
		"groups of eight: for each group, the low and high words of player 1's piles, those of",
		"player 2's, player 1's count in bits (four a card) and the tricks played, eight of each. A",
		"lane stops before a tie it does not play (a third tied duel, or a player short of a card),",
		"at the end of its game, or at plafond tricks; the function returns the lanes still going",
		"after pasMax steps, or as soon as fewer than minimum lanes go on. A deck of at most 32",
		"cards, values 1 to 15.")
	Pragma("noescape")
	e := Load(Param("e"), GP64())
	etats := make([][]VecVirtual, groupes) // player 1's words, player 2's, s0, plis
	for g := range etats {
		etats[g] = make([]VecVirtual, champs)
		for i := range etats[g] {
			etats[g][i] = ZMM()
			VMOVDQU64(Mem{Base: e, Disp: 64 * (champs*g + i)}, etats[g][i])
		}
	}
	gp := GP64()
	diffuse := func(x Op) VecVirtual {
		v := ZMM()
		MOVQ(x, gp)
		VPBROADCASTQ(gp, v)
		return v
	}
	enMemoire := func(v VecVirtual) Mem {
		m := AllocLocal(64)
		VMOVDQU64(v, m)
		return m
	}
	// The constants stay in registers; with paquets, which needs more registers for its steps,
	// all but 64 in memory.
	constante := func(x uint32) Op {
		if paquets {
			return enMemoire(diffuse(U32(x)))
		}
		return diffuse(U32(x))
	}
	quinze, huitBits, douzeBits, un, quatre, huit := constante(15), constante(0xff), constante(0xfff), constante(1), constante(4), constante(8)
	soixanteQuatre := diffuse(U32(64))
	var quinzeSeize, tMoins16 Mem // for the step of two plain tricks, without paquets
	if !paquets {
		quinzeSeize = enMemoire(diffuse(U32(0xf0)))
	}
	// Counts are in bits, four a card: s0 for player 1, and t the bits of the deck.
	Load(Param("total"), gp)
	SHLQ(U8(2), gp)
	t := diffuse(gp)
	SUBQ(U8(8), gp)
	tMoins8 := enMemoire(diffuse(gp))
	if !paquets {
		SUBQ(U8(8), gp)
		tMoins16 = enMemoire(diffuse(gp))
	}
	Load(Param("plafond"), gp)
	plafond := enMemoire(diffuse(gp))
	actives := make([]OpmaskVirtual, groupes)
	Load(Param("actives"), gp)
	for g := range actives {
		actives[g] = K()
		KMOVW(gp.As32(), actives[g]) // eight lanes: the bits past the eighth are never read
		SHRL(U8(8), gp.As32())
	}
	var ctl VecVirtual
	if paquets {
		ctl = ZMM()
		VMOVDQU64(octetsCartes, ctl)
	}
	pas, pasMax, minimum := GP64(), GP64(), GP64()
	XORQ(pas, pas)
	Load(Param("pasMax"), pasMax)
	Load(Param("minimum"), minimum)

	Label("pas")
	for g := range etats {
		pile1, pile2, s0, plis := etats[g][:mots], etats[g][mots:2*mots], etats[g][2*mots], etats[g][2*mots+1]
		bas1, bas2 := pile1[0], pile2[0]
		// A tie: the top cards' bits agree; a second tied duel: the next ones too; a third, the
		// next ones again.
		x, ecart := ZMM(), ZMM()
		VPXORQ(bas1, bas2, ecart)
		egalite, double, assez, joue := K(), K(), K(), K()
		VPTESTNMQ(quinze, ecart, egalite)
		VPTESTNMQ(huitBits, ecart, egalite, double)
		arreter := K() // the ties left to the caller: a third tied duel
		VPTESTNMQ(douzeBits, ecart, double, arreter)
		// dsh: the bits down to the decisive duel, 4 a tied duel; dec: the bits each player
		// draws, dsh + 4. Each player needs them: s0 − dec ≤ t − 2·dec, unsigned.
		dsh, dec, y := ZMM(), ZMM(), ZMM()
		VMOVDQU64_Z(quatre, egalite, dsh)
		VMOVDQU64(huit, double, dsh)
		VPADDQ(quatre, dsh, dec)
		VPSUBQ(dec, s0, x)
		VPSUBQ(dec, t, y)
		VPSUBQ(dec, y, y)
		VPCMPUQ(U8(2), y, x, assez) // 2: less or equal
		// The lanes that play: active, with the cards of their tie, and not stopped by it.
		KANDW(actives[g], assez, joue)
		KANDNW(joue, arreter, joue)
		var deuxPlis, k2 OpmaskVirtual
		var pp paquetsPlis
		var decT VecVirtual
		if !paquets {
			// deuxPlis: the lanes that play two plain tricks in the step: no tie in the first
			// two duels, and two cards in each pile (s0 − 8 ≤ t − 16, unsigned), so that the
			// second duel's cards were in the piles before the first trick. They draw 8 bits
			// each.
			deuxPlis, k2 = K(), K()
			VPTESTMQ(quinzeSeize, ecart, joue, deuxPlis) // the second duel differs
			KANDNW(deuxPlis, egalite, deuxPlis)
			VPSUBQ(huit, s0, x)
			VPCMPUQ(U8(2), tMoins16, x, k2)
			KANDW(deuxPlis, k2, deuxPlis)
			VMOVDQA64(huit, deuxPlis, dec)
		} else {
			// Every lane that plays plays its plain tricks, after its tie where it has one (the
			// part below): from its piles less the tie's cards, decT bits (0 without a tie).
			decT = ZMM()
			VPADDQ_Z(quatre, dsh, egalite, decT)
			b1, b2 := ZMM(), ZMM()
			VPSRLVQ(decT, bas1, b1)
			VPSRLVQ(decT, bas2, b2)
			pp = plisSimples(b1, b2, joue, egalite, ctl, un)
			// A trick for each four bits of the plain tricks, and one for the tie.
			VPSRLQ(U8(2), pp.dec, x)
			VPADDQ(un, x, egalite, x)
			VPADDQ(x, plis, joue, plis)
			VPADDQ(decT, pp.dec, dec)
		}
		// The decisive duel, dsh bits down.
		da, dc, a := ZMM(), ZMM(), ZMM()
		VPSRLVQ(dsh, bas1, da)
		VPANDQ(quinze, da, da)
		VPSRLVQ(dsh, bas2, dc)
		VPANDQ(quinze, dc, dc)
		VPANDQ(quinze, bas1, a) // the tied card
		deuxGagne, unGagne := K(), K()
		if !paquets {
			VPCMPUQ(U8(1), dc, da, deuxGagne) // 1: da < dc, player 2 wins
			KANDNW(joue, deuxGagne, unGagne)
			KANDW(joue, deuxGagne, deuxGagne)
		} else {
			// Only the lanes of a tie, the others' tricks played by plisSimples.
			KANDW(joue, egalite, unGagne)
			VPCMPUQ(U8(1), dc, da, unGagne, deuxGagne)
			KANDNW(unGagne, deuxGagne, unGagne)
		}
		haute, basse := ZMM(), ZMM()
		VPMAXUQ(da, dc, haute)
		VPMINUQ(da, dc, basse)
		// val: the cards picked up, the first in the lowest bits; the higher card and the lower,
		// then after a tie the tied pair (natural), or the four by decreasing value (optimised).
		val := ZMM()
		VPSLLQ(U8(4), basse, val)
		VPORQ(haute, val, val)
		if !optimisee {
			// The tied pairs from the last: a second tied card's pair, then the first's.
			VPSLLQ(U8(4), a, x)
			VPORQ(a, x, x)
			VPADDQ(dsh, dsh, y)
			VPSLLVQ(y, x, x)
			VPORQ(x, val, egalite, val)
			VPSRLQ(U8(4), bas1, x)
			VPANDQ(quinze, x, x)
			VPSLLQ(U8(4), x, y)
			VPORQ(y, x, x)
			VPSLLQ(U8(8), x, x)
			VPORQ(x, val, double, val)
		} else {
			// The four cards by a network of comparisons (the first two of the four-card one
			// left out: the decisive pair is sorted and the tied one equal).
			VMOVDQA64(trie([]VecVirtual{haute, basse, a, a}, [][2]int{{0, 2}, {1, 3}, {1, 2}}), egalite, val)
			// After two tied duels, seldom, the six cards by Knuth's network for six, less its
			// first three comparisons, which the pairs already satisfy.
			deux := K()
			KANDW(joue, double, deux)
			suite := fmt.Sprintf("%sUnSeul%d", nom, g)
			KORTESTW(deux, deux)
			JEQ(LabelRef(suite))
			a2 := ZMM()
			VPSRLQ(U8(4), bas1, a2)
			VPANDQ(quinze, a2, a2)
			six := trie([]VecVirtual{haute, basse, a, a, a2, a2}, [][2]int{{0, 2}, {3, 5}, {1, 4}, {0, 1}, {2, 3}, {4, 5}, {1, 2}, {3, 4}, {2, 3}})
			VMOVDQA64(six, deux, val)
			Label(suite)
		}
		var unSecond, deuxSecond OpmaskVirtual
		var paire VecVirtual
		if !paquets {
			// The second trick of the lanes of deuxPlis: its winner, and its pair, the higher
			// card first.
			a1, c1 := ZMM(), ZMM()
			VPSRLQ(U8(4), bas1, a1)
			VPANDQ(quinze, a1, a1)
			VPSRLQ(U8(4), bas2, c1)
			VPANDQ(quinze, c1, c1)
			unSecond, deuxSecond = K(), K()
			VPCMPUQ(U8(1), c1, a1, deuxPlis, deuxSecond) // a1 < c1: player 2 wins the second
			KANDNW(deuxPlis, deuxSecond, unSecond)
			paire = ZMM()
			VPMINUQ(a1, c1, paire)
			VPSLLQ(U8(4), paire, paire)
			VPMAXUQ(a1, c1, a1)
			VPORQ(a1, paire, paire)
		}
		// Both piles lose dec bits from their top.
		inv := ZMM()
		VPSUBQ(dec, soixanteQuatre, inv)
		for _, p := range [2][]VecVirtual{pile1, pile2} {
			for i, w := range p {
				VPSRLVQ(dec, w, joue, w)
				if i+1 < mots {
					VPSLLVQ(inv, p[i+1], x)
					VPORQ(x, w, joue, w)
				}
			}
		}
		// v1, v2: what each player picks up, the first card in the lowest bits: val for the
		// winner of a tie (and in the first way of a plain trick); in the lanes of deuxPlis, the
		// second trick's pair too, after the first's when the same player wins both; in the
		// second way, the plain tricks' pairs of plisSimples.
		v1, v2 := ZMM(), ZMM()
		if !paquets {
			VMOVDQA64_Z(val, unGagne, v1)
			VMOVDQA64_Z(val, deuxGagne, v2)
			for _, q := range []struct {
				v               VecVirtual
				premier, second OpmaskVirtual
			}{{v1, unGagne, unSecond}, {v2, deuxGagne, deuxSecond}} {
				VMOVDQA64_Z(huit, q.premier, x)
				VPSLLVQ(x, paire, x)
				VPORQ(x, q.v, q.second, q.v)
			}
		} else {
			// The tie's cards first, for its winner, then the plain tricks' pairs.
			v1, v2 = pp.v1, pp.v2
			VPADDQ(decT, decT, decT)
			VPSLLVQ(decT, v1, unGagne, v1)
			VPORQ(val, v1, unGagne, v1)
			VPSLLVQ(decT, v2, deuxGagne, v2)
			VPORQ(val, v2, deuxGagne, v2)
		}
		// Each player's pile gets its part from its bits left, pos: the shifts of 64 bits or
		// more (and the negative ones, as unsigned) give 0, so that each word gets its part.
		pos1, pos2, y := ZMM(), ZMM(), ZMM()
		VPSUBQ(dec, s0, pos1) // player 1's bits left
		VPSUBQ(dec, t, pos2)
		VPSUBQ(s0, pos2, pos2) // player 2's: t − s0 − dec
		for _, q := range []struct {
			v, pos VecVirtual
			pile   []VecVirtual
		}{{v1, pos1, pile1}, {v2, pos2, pile2}} {
			VPSLLVQ(q.pos, q.v, x)
			VPORQ(x, q.pile[0], q.pile[0])
			// Word i gets v shifted by pos − 64i, to the left or to the right.
			avant := q.pos
			for i := 1; i < mots; i++ {
				p := x
				if i+1 < mots {
					p = ZMM()
				}
				VPSUBQ(soixanteQuatre, avant, p)
				VPSLLVQ(p, q.v, x)
				VPORQ(x, q.pile[i], q.pile[i])
				VPSUBQ(avant, soixanteQuatre, y)
				VPSRLVQ(y, q.v, y)
				VPORQ(y, q.pile[i], q.pile[i])
				avant = p
			}
		}
		// s0: player 1 drew dec bits, and picked up twice as many when she won; in the lanes of
		// deuxPlis, 4 bits and 8 for each trick: less 8 when she won the first trick only, more
		// 8 when she won the second only; in those of plisSimples, 8 for each trick she won.
		if !paquets {
			VPADDQ(dec, s0, unGagne, s0)
			VPSUBQ(dec, s0, deuxGagne, s0)
			KANDW(unGagne, deuxSecond, k2)
			VPSUBQ(huit, s0, k2, s0)
			KANDW(deuxGagne, unSecond, k2)
			VPADDQ(huit, s0, k2, s0)
			VPADDQ(un, plis, joue, plis)
			VPADDQ(un, plis, deuxPlis, plis)
		} else {
			// Her plain tricks' cards, and the tie's when she won it (decT, now twice the
			// tie's bits each player drew).
			VPADDQ(decT, pp.huitGagnes, unGagne, pp.huitGagnes)
			VPADDQ(pp.huitGagnes, s0, joue, s0)
			VPSUBQ(dec, s0, joue, s0)
		}
		// The lanes whose game ended stop: s0 − 4 > t − 8, unsigned, when s0 is 0 or t.
		arret := K()
		VPSUBQ(quatre, s0, x)
		VPCMPUQ(U8(6), tMoins8, x, arret) // 6: greater
		k := K()
		VPCMPUQ(U8(5), plafond, plis, k) // 5: not less than: plafond tricks reached
		KORW(k, arret, arret)
		KANDNW(joue, arret, actives[g])
	}
	INCQ(pas)
	CMPQ(pas, pasMax)
	JGE(LabelRef("fin" + nom))
	compteActives(actives, gp)
	CMPQ(gp, minimum)
	JGE(LabelRef("pas"))

	Label("fin" + nom)
	for g := range etats {
		for i := range etats[g] {
			VMOVDQU64(etats[g][i], Mem{Base: e, Disp: 64 * (champs*g + i)})
		}
	}
	r := GP64()
	XORQ(r, r)
	for g := groupes - 1; g >= 0; g-- {
		SHLL(U8(8), r.As32())
		KMOVW(actives[g], gp.As32())
		ANDL(U32(0xff), gp.As32())
		ORL(gp.As32(), r.As32())
	}
	Store(r.As32(), ReturnIndex(0))
	VZEROUPPER()
	RET()
}

// The data of plisSimples (constantesPaquets): 64 bytes each, one byte for each byte of a ZMM
// register.
var octetsCartes, octetsQuinze, basQuatre, cinqOctets, rangsVoies, basesPartage, partage, basesVoies Mem

// constantesPaquets writes the data of plisSimples.
func constantesPaquets() {
	octets := func(nom string, f func(i int) int) Mem {
		m := GLOBL(nom, RODATA|NOPTR)
		for i := range 64 {
			DATA(i, U8(f(i)))
		}
		return m
	}
	// VPMULTISHIFTQB's selectors: byte j of a lane takes the bits from 4j of the same lane,
	// the pile's card j and the next.
	octetsCartes = octets("octetsCartes", func(i int) int { return 4 * (i % 8) })
	octetsQuinze = octets("octetsQuinze", func(int) int { return 15 })
	basQuatre = octets("basQuatre", func(i int) int { return 0xff * (1 - i%8/4) })
	// VPSHUFB's selectors: every byte of lane l takes byte l of its 16 (the opmask's byte l,
	// broadcast in every lane).
	rangsVoies = octets("rangsVoies", func(i int) int { return i / 8 })
	// partage[16d + p] is the place, among four duels, of the dth in this order: those player 1
	// won (the bits of p) by increasing place, then the others by increasing place. basesPartage
	// adds 16d to each half's p, in the dth byte of that half; basesVoies the place of the
	// half's first byte.
	partage = octets("partage", func(i int) int {
		d, p := i/16, i%16
		var ordre []int
		for _, gagne := range []bool{true, false} {
			for j := range 4 {
				if (p>>j&1 == 1) == gagne {
					ordre = append(ordre, j)
				}
			}
		}
		return ordre[d]
	})
	basesPartage = octets("basesPartage", func(i int) int { return 16 * (i % 4) })
	// The first five bytes of each lane: the duels played after a tie.
	cinqOctets = octets("cinqOctets", func(i int) int { return 0xff * min(1, max(0, 5-i%8)) })
	basesVoies = octets("basesVoies", func(i int) int { return 8*(i/8) + 4*(i%8/4) })
}

// paquetsPlis is what plisSimples plays: dec (the bits each player draws, four a trick), v1 and
// v2 (what each picks up, the first card in the lowest bits), and huitGagnes (8 bits for each
// trick player 1 won). In the lanes of a tie, the tie's part is to be added.
type paquetsPlis struct {
	dec, v1, v2, huitGagnes VecVirtual
}

// plisSimples plays, in the lanes of joue, the plain tricks of the leading duels of the piles
// bas1 and bas2 (the piles less the cards of a tie in the lanes of egalite), up to eight (five
// in those of egalite), that differ and find a card in both piles: the cards picked up go to the
// bottom of the piles, after the cards those tricks draw, so that they cannot change them. Each
// pile's first eight cards become bytes (VPMULTISHIFTQB); each duel's pair, the higher card in its
// low half, a byte; and the pairs of each half of the eight, put in the order of partage by
// VPERMB (player 1's, then the others), are cut after player 1's and joined.
func plisSimples(bas1, bas2 VecVirtual, joue, egalite OpmaskVirtual, ctl VecVirtual, un Op) paquetsPlis {
	var r paquetsPlis
	a, c := ZMM(), ZMM()
	VPMULTISHIFTQB(bas1, ctl, a)
	VPANDQ(octetsQuinze, a, a)
	VPMULTISHIFTQB(bas2, ctl, c)
	VPANDQ(octetsQuinze, c, c)
	// The duels that differ, each player holding a card (a pile's bits past its last card are
	// zero, and the cards are 1 to 15).
	kv := K()
	VPCMPUB(U8(4), c, a, kv) // 4: not equal
	VPTESTMB(a, a, kv, kv)
	VPTESTMB(c, c, kv, kv)
	// lead: 0xff in the bytes of the leading ones, x &^ (x + 1); at most five after a tie, so
	// that what a player picks up in a step fits in 64 bits (24 of the tie, 40 of the pairs).
	lead, y := ZMM(), ZMM()
	VPMOVM2B(kv, lead)
	VPADDQ(un, lead, y)
	VPANDNQ(lead, y, lead)
	VPANDQ(cinqOctets, lead, egalite, lead)
	// The tricks player 1 wins: the bits of p, in every byte of her lane; huitGagnes, 8 bits
	// for each.
	k1 := K()
	VPCMPUB(U8(6), c, a, k1) // 6: greater
	VPTESTMB(lead, lead, k1, k1)
	gp := GP64()
	KMOVQ(k1, gp)
	motif := ZMM()
	VPBROADCASTQ(gp, motif)
	VPSHUFB(rangsVoies, motif, motif)
	r.huitGagnes = ZMM()
	VPOPCNTQ(motif, r.huitGagnes)
	// Each half of the eight duels on its own: p's low four bits in the lane's first four
	// bytes, its high four in the others; huitBas, 8 bits for each of the first half's won.
	VPSRLQ(U8(4), motif, y)
	VPTERNLOGQ(U8(0xe4), basQuatre, y, motif) // basQuatre ? motif : y
	VPANDQ(octetsQuinze, motif, motif)
	huitBas := ZMM()
	VPANDQ(basQuatre, motif, huitBas)
	VPOPCNTQ(huitBas, huitBas)
	VPADDQ(huitBas, huitBas, huitBas)
	VPORQ(basesPartage, motif, motif)
	ordre := ZMM()
	VPERMB(partage, motif, ordre)
	VPORQ(basesVoies, ordre, ordre)
	// The pairs of the duels played, the higher card in the low half; zero past them.
	haute, basse := ZMM(), ZMM()
	VPMAXUB(c, a, haute)
	VPMINUB(c, a, basse)
	VPSLLW(U8(4), basse, basse)
	VPTERNLOGQ(U8(0xa8), lead, basse, haute) // (haute | basse) & lead
	// Each half in the order of partage: player 1's pairs (b1, h1), then the others (b2,
	// h2), those of player 2 followed by zeros. Player 1 picks up b1 then h1, player 2 b2
	// then h2, which begins where b2 would end had the first half been all played.
	paires := ZMM()
	VPERMB(haute, ordre, paires)
	b, h, b2, h2, huitHaut := ZMM(), ZMM(), ZMM(), ZMM(), ZMM()
	VPANDQ(basQuatre, paires, b)
	VPSRLQ(U8(32), paires, h)
	VPSUBQ(huitBas, r.huitGagnes, huitHaut)
	coupe(b, huitBas, b2, y)
	coupe(h, huitHaut, h2, y)
	// Zero in the lanes that do not play.
	r.v1, r.v2 = ZMM(), ZMM()
	VPSLLVQ(huitBas, h, h)
	VPORQ_Z(h, b, joue, r.v1)
	VPSLLQ(U8(32), h2, h2)
	VPSRLVQ(huitBas, h2, h2)
	VPORQ_Z(h2, b2, joue, r.v2)
	// Four bits drawn by each player a trick.
	huitPlis := ZMM()
	VPOPCNTQ(lead, huitPlis)
	r.dec = ZMM()
	VPSRLQ(U8(1), huitPlis, r.dec)
	return r
}

// coupe cuts x after its first n bits: reste gets the bits past them, moved down to the lowest,
// and x keeps the first n; y is a scratch register.
func coupe(x, n, reste, y VecVirtual) {
	VPSRLVQ(n, x, reste)
	VPSLLVQ(n, reste, y)
	VPXORQ(y, x, x)
}

// trie sorts the cards of v, one a lane, by decreasing value through the network of comparisons
// reseau (each pair {i, j}, i < j, puts the higher card at i), and returns them packed four bits
// a card, the first in the lowest bits. v itself is left as it was.
func trie(v []VecVirtual, reseau [][2]int) VecVirtual {
	w := make([]VecVirtual, len(v))
	copy(w, v)
	for _, c := range reseau {
		h, b := ZMM(), ZMM()
		VPMAXUQ(w[c[0]], w[c[1]], h)
		VPMINUQ(w[c[0]], w[c[1]], b)
		w[c[0]], w[c[1]] = h, b
	}
	r := ZMM()
	VMOVDQA64(w[0], r)
	for i := 1; i < len(w); i++ {
		x := ZMM()
		VPSLLQ(U8(4*i), w[i], x)
		VPORQ(x, r, r)
	}
	return r
}

// compteActives leaves in n the number of lanes still going.
func compteActives(actives []OpmaskVirtual, n GPVirtual) {
	XORQ(n, n)
	for g := range actives {
		t := GP64()
		KMOVW(actives[g], t.As32())
		ANDL(U32(0xff), t.As32())
		POPCNTL(t.As32(), t.As32())
		ADDQ(t, n)
	}
}
