package rostam

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"jeux/parametre"
)

// revientA plays p with two plain queues and reports the first trick after which the position is
// p again, or 0 when a pile empties first or limite tricks pass; it also returns the winners.
func revientA(p Position, limite int) (int, []byte) {
	j1 := append([]int(nil), p.J1...)
	j2 := append([]int(nil), p.J2...)
	var mot []byte
	for t := 1; t <= limite; t++ {
		if len(j1) == 0 || len(j2) == 0 {
			return 0, mot
		}
		x, y := j1[0], j2[0]
		j1, j2 = j1[1:], j2[1:]
		if x > y {
			j1 = append(j1, x, y)
			mot = append(mot, 'a')
		} else {
			j2 = append(j2, y, x)
			mot = append(mot, 'b')
		}
		if len(j1) == len(p.J1) && j1[0] == p.J1[0] && slices.Equal(j1, p.J1) && slices.Equal(j2, p.J2) {
			return t, mot
		}
		// Keep the queues from growing: copy them to fresh arrays now and then.
		if cap(j1) > 8*len(p.J1)+64 {
			j1 = append(make([]int, 0, 2*len(j1)+2), j1...)
		}
		if cap(j2) > 8*len(p.J2)+64 {
			j2 = append(make([]int, 0, 2*len(j2)+2), j2...)
		}
	}
	return 0, mot
}

// ordreUnTour plays plis tricks from p and returns the order of the permutation of the cards'
// places they make (the places of pile 1 then pile 2, which must keep their sizes).
func ordreUnTour(p Position, plis int) int64 {
	q := Deroule(p, plis)[plis-1].Apres
	place := map[int]int{}
	for i, c := range append(append([]int{}, p.J1...), p.J2...) {
		place[c] = i
	}
	suite := make([]int, p.N()) // the card at place i goes to place suite[i]
	for i, c := range append(append([]int{}, q.J1...), q.J2...) {
		suite[place[c]] = i
	}
	ordre := int64(1)
	vue := make([]bool, p.N())
	for i := range suite {
		l := int64(0)
		for j := i; !vue[j]; j = suite[j] {
			vue[j] = true
			l++
		}
		if l > 0 {
			ordre = ppcm(ordre, l)
		}
	}
	return ordre
}

func TestCycleTousLesN(t *testing.T) {
	// For every N from 5 to MaxN: N = 2^k or 3·2^k gets the answer that none is known, every
	// other N a position that a plain player sees come back to itself, after exactly the period
	// given, with the word given.
	for n := 5; n <= MaxN; n++ {
		k := 0
		for (n>>k)%2 == 0 {
			k++
		}
		c, err := ConstruitCycle(n)
		if q := n >> k; q == 1 || q == 3 {
			var e *ErreurSansCycle
			if !errors.As(err, &e) || e.N != n {
				t.Errorf("N = %d : %v, attendu aucun cycle connu", n, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("N = %d : %v", n, err)
			continue
		}
		if c.Position.N() != n || c.Position.Valider() != nil {
			t.Errorf("N = %d : position %v", n, c.Position)
		}
		if c.Periode <= 1<<18 {
			periode, mot := revientA(c.Position, int(c.Periode))
			if int64(periode) != c.Periode || string(mot) != strings.Repeat(string(c.Motif), periode/len(c.Motif)) {
				t.Errorf("N = %d : la position %v revient après %d plis, annoncé %d", n, c.Position, periode, c.Periode)
			}
		} else {
			// Too long to play out here: the first rounds follow the motif, and the period is
			// the motif's length times the order of the permutation of the places that one
			// round makes, computed by following the cards.
			if _, mot := revientA(c.Position, 50*len(c.Motif)); string(mot) != strings.Repeat(string(c.Motif), 50) {
				t.Errorf("N = %d : %v ne suit pas le motif %s", n, c.Position, c.Motif)
			}
			if o := ordreUnTour(c.Position, len(c.Motif)); int64(len(c.Motif))*o != c.Periode {
				t.Errorf("N = %d : période %d, attendu %d·%d", n, c.Periode, len(c.Motif), o)
			}
		}
		// Odd N: Spivey's alternating cycle, piles of 2 and N-2 cards, the players winning in
		// turn, period 2·lcm(1, (N+1)/2, (N-3)/2).
		if n%2 == 1 {
			if len(c.Position.J1) != 2 || c.Periode != 2*ppcm(int64(n+1)/2, int64(n-3)/2) || c.Motif != "ab" {
				t.Errorf("N = %d : %v, période %d, motif %s", n, c.Position, c.Periode, c.Motif)
			}
		}
	}
}

func TestCycleN10(t *testing.T) {
	// N = 10 = 2·5: runs of 2 tricks, 4 cards to player 1; the report's N = 10 cycles are of
	// the same type +2/-2.
	c, err := ConstruitCycle(10)
	if err != nil {
		t.Fatal(err)
	}
	if r := Joue(c.Position); r.Type() != "+2/-2" || len(c.Position.J1) != 4 {
		t.Errorf("N = 10 : %v de type %s", c.Position, r.Type())
	}
}

func TestCycleParametres(t *testing.T) {
	for _, n := range []int{-3, 0, 4, MaxN + 1} {
		_, err := ConstruitCycle(n)
		var e *parametre.Erreur
		if !errors.As(err, &e) || e.Nom != "N" {
			t.Errorf("N = %d : %v", n, err)
		}
	}
	_, err := ConstruitCycle(16)
	var sans *ErreurSansCycle
	if !errors.As(err, &sans) || sans.N != 16 || sans.Forme != "2^4" || sans.Phrase().Code != CodeSansCycle {
		t.Errorf("N = 16 : %v", err)
	}
	_, err = ConstruitCycle(48)
	var e *ErreurSansCycle
	if !errors.As(err, &e) || e.Forme != "3·2^4" {
		t.Errorf("N = 48 : %v", err)
	}
}

// LireNCycle reads a decimal integer, whatever its range, and refuses anything else with the
// value quoted on one line.
func TestLireNCycle(t *testing.T) {
	for texte, n := range map[string]int{"10": 10, "4": 4, "-3": -3, "+12": 12, "0255": 255, "256": 256} {
		if got, err := LireNCycle(texte); err != nil || got != n {
			t.Errorf("%q : %d, %v ; attendu %d", texte, got, err, n)
		}
	}
	for texte, valeur := range map[string]string{"abc": `"abc"`, "": `""`, " 5": `" 5"`, "5\n": `"5\n"`, "1e3": `"1e3"`, "99999999999999999999": `"99999999999999999999"`} {
		_, err := LireNCycle(texte)
		var e *parametre.Erreur
		if !errors.As(err, &e) || e.Nom != "N" || e.Valeur != valeur || e.Code != CodeNCycle || fmt.Sprint(e.Args) != "[255]" {
			t.Errorf("%q : %#v, attendu le refus de N valant %s", texte, err, valeur)
		}
	}
}

func FuzzLireNCycle(f *testing.F) {
	for _, s := range []string{"10", "4", "-3", "+12", "abc", "", "256", "5\n", "١٢"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n, err := LireNCycle(s)
		if err == nil {
			if m, err := LireNCycle(strconv.Itoa(n)); err != nil || m != n {
				t.Errorf("%q lu comme %d, relu comme %d (%v)", s, n, m, err)
			}
			return
		}
		var e *parametre.Erreur
		if !errors.As(err, &e) || e.Nom != "N" || e.Valeur != strconv.Quote(s) || strings.ContainsAny(e.Valeur, "\n\r") {
			t.Errorf("%q : %#v", s, err)
		}
	})
}
