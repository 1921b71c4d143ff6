package rostam

import (
	"context"
	"math/rand/v2"
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
	// N = 15, by hand: (n+1)/2 = 8, α = 2…12: 2·lcm(1, 8, 6) = 48, 2·lcm(2, 8, 5) = 80,
	// 2·lcm(3, 8, 4) = 48, 2·lcm(4, 8, 3) = 48, 2·lcm(5, 8, 2) = 80, 2·lcm(6, 8, 1) = 48.
	if got := periodesSpivey(15); !slices.Equal(got, []int{48, 80}) {
		t.Fatalf("périodes de Spivey pour N = 15 : %v, attendu [48 80]", got)
	}
	// Beyond the enumeration, the random deals of N = 15 and 17 that never end have periods
	// the theorem allows (the parts of N = 15 computed so far hold 48 and 80 only).
	for _, n := range []int{15, 17} {
		b := &BilanSimulation{N: n}
		b.Simule(20000, rand.New(rand.NewPCG(uint64(n), 1)))
		if b.Infinies == 0 {
			t.Fatalf("N = %d : aucune donne infinie sur 20 000", n)
		}
		permises := periodesSpivey(n)
		b.Periodes.Each(func(p int, c int64) {
			if c > 0 && !slices.Contains(permises, p) {
				t.Errorf("N = %d : %d donnes de période %d, hors du théorème 6 (%v)", n, c, p, permises)
			}
		})
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
