package rostam

import (
	"context"
	"slices"
	"testing"
)

// periodesSpivey are the periods that Spivey's Theorem 6 ("Cycles in War", Integers 10 (2010)
// #G02) allows for an odd number n of cards: in a cycle the players win in turn, and with α
// the (even) size of a pile before its winning trick the game returns after
// 2·lcm(α/2, (n+1)/2, (n−1−α)/2) tricks.
func periodesSpivey(n int) []int {
	pgcd := func(a, b int) int {
		for b != 0 {
			a, b = b, a%b
		}
		return a
	}
	ppcm := func(a, b int) int { return a / pgcd(a, b) * b }
	var l []int
	for a := 1; 2*a <= n-3; a++ {
		p := 2 * ppcm(ppcm(a, (n+1)/2), (n-1)/2-a)
		if !slices.Contains(l, p) {
			l = append(l, p)
		}
	}
	slices.Sort(l)
	return l
}

// For odd N every non-ending deal has one of the periods of the theorem; the enumeration finds
// them all (N = 13, computed in resultats/rostam-13, finds 42, 56 and 70, the theorem's three).
func TestPeriodesImpairesSpivey(t *testing.T) {
	// By hand: N = 5, (n+1)/2 = 3, α = 2: 2·lcm(1, 3, 1) = 6; N = 13: 2·lcm(1, 7, 5) = 70,
	// 2·lcm(2, 7, 4) = 56, 2·lcm(3, 7, 3) = 42.
	if got := periodesSpivey(5); !slices.Equal(got, []int{6}) {
		t.Fatalf("périodes de Spivey pour N = 5 : %v, attendu [6]", got)
	}
	if got := periodesSpivey(13); !slices.Equal(got, []int{42, 56, 70}) {
		t.Fatalf("périodes de Spivey pour N = 13 : %v, attendu [42 56 70]", got)
	}
	for _, n := range []int{5, 7, 9} {
		d, err := Enumerer(context.Background(), n, OptionsExhaustif{Workers: 2}, 0, NombreItems(n))
		if err != nil {
			t.Fatal(err)
		}
		var vues []int
		for p := range d.Periodes {
			vues = append(vues, p)
		}
		slices.Sort(vues)
		if want := periodesSpivey(n); !slices.Equal(vues, want) {
			t.Errorf("N = %d : périodes %v, le théorème 6 de Spivey en donne %v", n, vues, want)
		}
	}
}
