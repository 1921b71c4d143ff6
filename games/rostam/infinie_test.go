package rostam

import (
	"strings"
	"testing"
)

func TestTheoreme2(t *testing.T) {
	// 4·lcm(K−1, K+1, 2K+1) by hand: K = 2: 4·15; K = 3: 4·28 (the report's N = 14 example has
	// period 112); K = 4: 4·45; K = 5: 4·132; K = 7: 4·lcm(6, 8, 15) = 4·120.
	cas := []struct {
		k       int
		periode int
	}{{2, 60}, {3, 112}, {4, 180}, {5, 528}, {7, 480}}
	for _, c := range cas {
		p := PositionInfinie(c.k)
		if p.N() != 4*c.k+2 || len(p.J1) != len(p.J2) || p.Valider() != nil {
			t.Fatalf("K = %d : position %v", c.k, p)
		}
		if FormuleInfinie(c.k) != int64(c.periode) {
			t.Errorf("K = %d : formule %d, attendu %d", c.k, FormuleInfinie(c.k), c.periode)
		}
		r := Joue(p)
		if !r.Infinie || r.Periode != c.periode || r.Type() != "+2/-2" {
			t.Errorf("K = %d : %+v type %s ; attendu période %d, +2/-2", c.k, r, r.Type(), c.periode)
		}
		// "à partir de P' le joueur 2 gagne tous les duels avant d'arriver à P" (2K−3 tricks).
		if !strings.HasPrefix(string(r.Mot), strings.Repeat("b", 2*c.k-3)) {
			t.Errorf("K = %d : le mot commence par %s", c.k, r.Mot[:2*c.k-3])
		}
	}
}

func TestPositionInfinieK2(t *testing.T) {
	// K = 2, N = 10: g = 9, 10; p = 1, 2, 3; x = 4..8. P' = p3 g1 x1 x2 p1 / x5 x3 p2 g2 x4.
	if got := PositionInfinie(2).String(); got != "3 9 4 5 1 / 8 6 2 10 7" {
		t.Errorf("P' = %s", got)
	}
}
