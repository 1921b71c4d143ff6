//go:build goexperiment.simd && amd64

package rostam

import "simd/archsimd"

// vectorielDisponible says whether avance4 runs here: built with GOEXPERIMENT=simd (as the
// Makefile does) on a processor with AVX2.
var vectorielDisponible = archsimd.X86.AVX2()

// avance4 plays four games side by side, one in each lane of the vector registers, from time
// t of the clock until one of them ends, finds its position equal to the one at one of the
// lags trois (0: none), or the clock reaches fin (after one trick at least); it returns the
// lanes that stopped, one bit each, and the time then. The trick is the one of joue2, lane by
// lane.
func avance4(q1s, q2s, s1s *[4]uint64, h *histoire, trois [3]int, s12 uint64, t, fin int) (uint8, int) {
	const masque = tailleHistoire - 1
	quinze := archsimd.BroadcastUint64x4(15)
	quatre := archsimd.BroadcastUint64x4(4)
	huit := archsimd.BroadcastUint64x4(8)
	limite := archsimd.BroadcastUint64x4(s12)
	zero := archsimd.BroadcastInt64x4(0)
	q1, q2, s1 := archsimd.LoadUint64x4(q1s), archsimd.LoadUint64x4(q2s), archsimd.LoadUint64x4(s1s)
	l1, l2, l3 := trois[0], trois[1], trois[2]
	for {
		x, y := q1.And(quinze), q2.And(quinze)
		g := x.AsInt64x4().Greater(y.AsInt64x4()).ToInt64x4().AsUint64x4() // all ones where player 1 wins
		q1 = q1.ShiftAllRight(4).Or(x.Or(y.ShiftAllLeft(4)).ShiftLeft(s1).And(g))
		q2 = q2.ShiftAllRight(4).Or(y.Or(x.ShiftAllLeft(4)).ShiftLeft(limite.Sub(s1)).AndNot(g))
		s1 = s1.Add(huit.And(g)).Sub(quatre)

		t++
		r := q1.Or(q2.ShiftLeft(s1.Add(quatre))).Or(s1.ShiftAllLeft(58))
		a1 := archsimd.LoadUint64x4(&h[(t-l1)&masque])
		a2 := archsimd.LoadUint64x4(&h[(t-l2)&masque])
		a3 := archsimd.LoadUint64x4(&h[(t-l3)&masque])
		r.Store(&h[t&masque])
		s := s1.AsInt64x4()
		arret := r.Equal(a1).Or(r.Equal(a2)).Or(r.Equal(a3)).Or(s.Greater(limite.AsInt64x4())).Or(zero.Greater(s))
		if bits := arret.ToBits(); bits != 0 || t >= fin {
			q1.Store(q1s)
			q2.Store(q2s)
			s1.Store(s1s)
			return bits, t
		}
	}
}
