package rostam

import "testing"

// The counts kept in the program for the charts: N ≤ 9 against the deliberately simple
// enumeration of the tests, every N against N! and the order of the table.
func TestComptesPublies(t *testing.T) {
	for i, c := range ComptesPublies {
		if c.N != i+2 || c.Donnes != Factorielle(c.N) || c.Infinies < 0 || c.Infinies > c.Donnes || c.Source == "" {
			t.Errorf("ligne %d : %+v (N! = %d)", i, c, Factorielle(c.N))
		}
		if c.N <= 9 {
			if s := enumereSimple(t, c.N); s.infinies != c.Infinies {
				t.Errorf("N = %d : %d donnes infinies gardées, l'énumération simple en compte %d", c.N, c.Infinies, s.infinies)
			}
		}
	}
}
