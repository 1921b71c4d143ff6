// Command asm writes the assembly of the one-colour War engine's vector loops with avo
// (github.com/mmcloughlin/avo), from their description below: go generate in games/rostam runs
// it, and CI checks that the committed files are what it writes.
//
// Only VEX-encoded instructions are used, and VZEROUPPER ends every function: a legacy-SSE
// instruction run while the upper halves of the YMM registers are dirty pays a transition
// penalty on some processors (Go 1.26's simd/archsimd emitted one in this very loop, which made
// it 4.5 times slower than the scalar engine on an AVX2-only AMD Zen 3).
package main

import (
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

func main() {
	ConstraintExpr("amd64")
	avance4()
	Generate()
}

// avance4 plays four games side by side, one in each 64-bit lane of the YMM registers; its
// contract is that of avance4 in vectoriel.go.
func avance4() {
	TEXT("avance4", NOSPLIT, "func(q1s, q2s, s1s *[4]uint64, h *[128][4]uint64, trois [3]int, s12 uint64, t, fin int) (uint8, int)")
	Doc("avance4 plays four games side by side from time t of the clock until one of them ends, finds",
		"its position equal to the one at one of the lags trois (0: none), or the clock reaches fin",
		"(after one trick at least); it returns the lanes that stopped, one bit each, and the time then.")
	Pragma("noescape")

	pq1 := Load(Param("q1s"), GP64())
	pq2 := Load(Param("q2s"), GP64())
	ps1 := Load(Param("s1s"), GP64())
	h := Load(Param("h"), GP64())
	l1 := Load(Param("trois").Index(0), GP64())
	l2 := Load(Param("trois").Index(1), GP64())
	l3 := Load(Param("trois").Index(2), GP64())
	t := Load(Param("t"), GP64())
	fin := Load(Param("fin"), GP64())

	constante := func(v Op) VecVirtual {
		r := GP64()
		MOVQ(v, r)
		x := XMM()
		VMOVQ(r, x)
		y := YMM()
		VPBROADCASTQ(x, y)
		return y
	}
	quinze := constante(U64(15))
	quatre := constante(U64(4))
	huit := constante(U64(8))
	s12 := Load(Param("s12"), GP64())
	xs := XMM()
	VMOVQ(s12, xs)
	limite := YMM()
	VPBROADCASTQ(xs, limite)
	zero := YMM()
	VPXOR(zero, zero, zero)

	q1, q2, s1 := YMM(), YMM(), YMM()
	VMOVDQU(Mem{Base: pq1}, q1)
	VMOVDQU(Mem{Base: pq2}, q2)
	VMOVDQU(Mem{Base: ps1}, s1)

	Label("pli")
	// x, y: the top cards; g: all ones in the lanes where player 1 wins (x > y, cards < 16).
	x, y, g := YMM(), YMM(), YMM()
	VPAND(quinze, q1, x)
	VPAND(quinze, q2, y)
	VPCMPGTQ(y, x, g)
	// Player 1's pile: q1 >> 4, and when she wins, (x | y << 4) << s1.
	a, b := YMM(), YMM()
	VPSLLQ(U8(4), y, a)
	VPOR(x, a, a)
	VPSLLVQ(s1, a, a)
	VPAND(g, a, a)
	VPSRLQ(U8(4), q1, q1)
	VPOR(a, q1, q1)
	// Player 2's pile: q2 >> 4, and when she wins, (y | x << 4) << (s12 − s1).
	VPSLLQ(U8(4), x, b)
	VPOR(y, b, b)
	c := YMM()
	VPSUBQ(s1, limite, c)
	VPSLLVQ(c, b, b)
	VPANDN(b, g, b)
	VPSRLQ(U8(4), q2, q2)
	VPOR(b, q2, q2)
	// s1 += 8 where player 1 wins, − 4 everywhere.
	VPAND(huit, g, a)
	VPADDQ(a, s1, s1)
	VPSUBQ(quatre, s1, s1)
	INCQ(t)

	// The position in one word per lane: q1 | q2 << (s1 + 4) | s1 << 58, stored at t and
	// compared with the ones at the three lags.
	r := YMM()
	VPADDQ(quatre, s1, c)
	VPSLLVQ(c, q2, r)
	VPOR(q1, r, r)
	VPSLLQ(U8(58), s1, c)
	VPOR(c, r, r)
	arret := YMM()
	ligne := func(l Register) Mem {
		i := GP64()
		MOVQ(t, i)
		SUBQ(l, i)
		ANDQ(U32(127), i)
		SHLQ(U8(5), i) // a row of the ring: 4 lanes of 8 bytes
		return Mem{Base: h, Index: i, Scale: 1}
	}
	VPCMPEQQ(ligne(l1), r, arret)
	VPCMPEQQ(ligne(l2), r, a)
	VPOR(a, arret, arret)
	VPCMPEQQ(ligne(l3), r, a)
	VPOR(a, arret, arret)
	ici := GP64()
	MOVQ(t, ici)
	ANDQ(U32(127), ici)
	SHLQ(U8(5), ici)
	VMOVDQU(r, Mem{Base: h, Index: ici, Scale: 1})
	// A pile emptied: s1 > s12 or s1 < 0 (signed).
	VPCMPGTQ(limite, s1, a)
	VPOR(a, arret, arret)
	VPCMPGTQ(s1, zero, a)
	VPOR(a, arret, arret)
	bits := GP32()
	VMOVMSKPD(arret, bits)
	TESTL(bits, bits)
	JNZ(LabelRef("sortie"))
	CMPQ(t, fin)
	JL(LabelRef("pli"))

	Label("sortie")
	VMOVDQU(q1, Mem{Base: pq1})
	VMOVDQU(q2, Mem{Base: pq2})
	VMOVDQU(s1, Mem{Base: ps1})
	VZEROUPPER()
	Store(bits.As8(), ReturnIndex(0))
	Store(t, ReturnIndex(1))
	RET()
}
