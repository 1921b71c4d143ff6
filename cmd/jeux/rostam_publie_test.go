package main

import (
	"slices"
	"testing"
)

func init() {
	exemples["jeux rostam publie"] = []string{"-N", "13"}
}

// The exhaustive tables docs/rostam.md publishes for N = 13 to 15 come from the program: from an
// empty folder, publie gives each row of the page's table; N outside them is refused.
func TestRostamPublie(t *testing.T) {
	t.Chdir(t.TempDir())
	for _, c := range []struct {
		n                        string
		donnes, j1, j2, infinies int64
		periodes                 []int
	}{ // docs/rostam.md, the table of the exhaustive counts
		{"13", 6_227_020_800, 510_306_159, 836_168_528, 4_880_546_113, []int{42, 56, 70}},
		{"14", 87_178_291_200, 41_694_063_012, 41_694_063_012, 3_790_165_176, []int{96, 112}},
		{"15", 1_307_674_368_000, 80_464_762_767, 131_944_722_475, 1_095_264_882_758, []int{48, 80}},
	} {
		r := decode[struct {
			Calcul                   string
			Donnes, J1, J2, Infinies int64
			Periodes                 []struct{ Valeur int }
		}](t, runCLI(t, "rostam", "publie", "-N", c.n, "-F", "json"))
		var periodes []int
		for _, p := range r.Periodes {
			periodes = append(periodes, p.Valeur)
		}
		if r.Donnes != c.donnes || r.J1 != c.j1 || r.J2 != c.j2 || r.Infinies != c.infinies || !slices.Equal(periodes, c.periodes) ||
			r.Calcul != "calculé par : jeux rostam exhaustif --cartes "+c.n+" (en parts, resultats/rostam-"+c.n+")" {
			t.Errorf("N = %s : %+v", c.n, r)
		}
	}
	refus(t, "-N 12", runCLI(t, "rostam", "publie", "-N", "12"), "-N/--cartes vaut 12")
	refus(t, "-N 16", runCLI(t, "rostam", "publie", "-N", "16"), "de 13 à 15")
}
