// Command asm writes the assembly of War's loop of tricks without a tie with avo
// (github.com/mmcloughlin/avo), from its description below: go generate in games/bataille runs
// it, and CI checks that the committed files are what it writes.
//
// The loop is scalar: general registers, conditional moves, byte loads and stores, all of them
// in every amd64 processor.
package main

import (
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

func main() {
	ConstraintExpr("amd64")
	bloc()
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
