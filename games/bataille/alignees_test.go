package bataille

import (
	"context"
	"errors"
	"math/rand/v2"
	"os"
	"slices"
	"testing"

	"jeux/parametre"
)

// blocSimple says, by a deliberately plain simulation of the block played alone (both piles as
// slices, the natural or the optimised pick-up of docs/regles.md §1.3), whether b, player 1's
// len(b)/2 cards then player 2's, is aligned: at each point where each player has drawn a
// multiple of len(b)/2 cards, no tie is under way and both piles hold len(b)/2 cards, and the
// piles come back to the block at such a point.
func blocSimple(b []int, optimise bool) bool {
	k := len(b) / 2
	p := [2][]int{slices.Clone(b[:k]), slices.Clone(b[k:])}
	tires := 0
	for range 100 * k {
		var pli []int
		for {
			if len(p[0]) == 0 || len(p[1]) == 0 {
				return false
			}
			x, y := p[0][0], p[1][0]
			p[0], p[1] = p[0][1:], p[1][1:]
			tires++
			pli = append(pli, min(x, y), max(x, y))
			if x != y {
				g := 0
				if y > x {
					g = 1
				}
				if optimise {
					slices.SortStableFunc(pli, func(a, b int) int { return b - a })
					p[g] = append(p[g], pli...)
				} else {
					for k := len(pli) - 1; k >= 0; k-- {
						p[g] = append(p[g], pli[k])
					}
				}
				break
			}
			if tires%k == 0 {
				return false // a tie across the block's end
			}
		}
		if tires%k == 0 {
			if len(p[0]) != k || len(p[1]) != k {
				return false
			}
			if slices.Equal(p[0], b[:k]) && slices.Equal(p[1], b[k:]) {
				return true
			}
		}
	}
	return false
}

// blocsSimples lists the aligned blocks of k cards a player whose ranks are 0..m−1 for some
// m ≤ mmax, every rank used at most four times, by blocSimple on every such sequence.
func blocsSimples(k, mmax int, optimise bool) [][]int {
	var blocs [][]int
	b := make([]int, 2*k)
	for m := 1; m <= mmax; m++ {
		comptes := make([]int, m)
		var rec func(i int)
		rec = func(i int) {
			if i == len(b) {
				if !slices.Contains(comptes, 0) && blocSimple(b, optimise) {
					blocs = append(blocs, slices.Clone(b))
				}
				return
			}
			for r := range m {
				if comptes[r] < 4 {
					b[i] = r
					comptes[r]++
					rec(i + 1)
					comptes[r]--
				}
			}
		}
		rec(0)
	}
	return blocs
}

// The blocks the engine enumerates are exactly those the plain simulation accepts among every
// sequence of eight ranks (at most four of a rank, every rank of 0..m−1 used, m ≤ 8): 36 of them,
// each with its highest rank four times.
func TestBlocsAlignes(t *testing.T) {
	var attendus [][8]int
	for _, b := range blocsSimples(4, 8, false) {
		attendus = append(attendus, [8]int(b))
	}
	var obtenus [][8]int
	for _, b := range blocsAlignes() {
		var v [8]int
		for i, r := range b {
			v[i] = int(r)
		}
		obtenus = append(obtenus, v)
		haut := slices.Max(v[:])
		if n := len(slices.DeleteFunc(slices.Clone(v[:]), func(r int) bool { return r != haut })); n != 4 {
			t.Errorf("bloc %v : sa plus haute valeur %d fois, 4 attendues", v, n)
		}
	}
	cmp := func(a, b [8]int) int { return slices.Compare(a[:], b[:]) }
	slices.SortFunc(attendus, cmp)
	slices.SortFunc(obtenus, cmp)
	if len(attendus) != 36 || !slices.EqualFunc(attendus, obtenus, func(a, b [8]int) bool { return a == b }) {
		t.Fatalf("blocs alignés : %d énumérés par le moteur, %d par la simulation simple (36 attendus)", len(obtenus), len(attendus))
	}
}

// rejoueNaturelle plays a deal with the natural pick-up through Rejoue, the engine that records
// every position.
func rejoueNaturelle(t *testing.T, d []uint8) ResultatPartie {
	t.Helper()
	pile := func(p []uint8) string {
		v := make([]int, len(p))
		for i, x := range p {
			v[i] = int(x)
		}
		return EcrirePile(v)
	}
	cfg := ConfigRejoue{Regles: Delahaye, Ramassage: naturelles, J1: pile(d[:len(d)/2]), J2: pile(d[len(d)/2:]),
		Couleurs: 4, Valeurs: int(slices.Max(d))}
	res, err := Rejoue(cfg, 0, false)
	if err != nil {
		t.Fatalf("%v / %v : %v", cfg.J1, cfg.J2, err)
	}
	return res
}

// Every deal of the aligned family with an even number of values is a deal of the deck that
// never ends, replayed position by position; the blocks built without chance too. With an odd
// number, the deals are deals of the deck. The decks follow one another with one drawer, as a
// search's deals do.
func TestDonnesAligneesBouclent(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	var tireur tireurAligne
	for v := 4; v <= 26; v++ {
		d := make([]uint8, 4*v)
		for k := range 100 {
			if k%4 == 0 {
				tireur.restantes = 0 // fresh blocks, not only new orders of them
			}
			tireur.donne(r, v, d)
			res := rejoueNaturelle(t, d) // refuses a deal that is not the deck 4 × v
			if v%2 == 0 && !res.Infinie {
				t.Fatalf("4 × %d, donne %d : %s / %s finit en %d plis", v, k, res.J1, res.J2, res.Plis)
			}
		}
		if v%2 == 1 {
			continue
		}
		vals := make([]uint8, v)
		for i := range vals {
			vals[i] = uint8(i + 1)
		}
		var j1, j2 []uint8
		for _, b := range blocsSansHasard(vals) {
			j1, j2 = append(j1, b[:4]...), append(j2, b[4:]...)
		}
		if res := rejoueNaturelle(t, append(j1, j2...)); !res.Infinie || res.Preperiode != 0 {
			t.Errorf("4 × %d sans hasard : %s / %s, infinie %v, prépériode %d", v, res.J1, res.J2, res.Infinie, res.Preperiode)
		}
	}
}

// Delahaye and Mathieu's published 32-card cycle of period 48 (cristal-smac/bataille,
// records_C4_naturelle.py) is made of four blocks of the enumeration.
func TestCyclePublieEnBlocs(t *testing.T) {
	j1 := []uint8{8, 5, 5, 1, 6, 2, 6, 6, 7, 2, 7, 7, 4, 2, 4, 4}
	j2 := []uint8{8, 1, 8, 8, 6, 5, 5, 1, 7, 3, 3, 1, 4, 3, 3, 2}
	if res := rejoueNaturelle(t, append(slices.Clone(j1), j2...)); !res.Infinie || res.Periode != 48 {
		t.Fatalf("cycle publié : infinie %v, période %d ; 48 attendue", res.Infinie, res.Periode)
	}
	for k := range 4 {
		cartes := append(slices.Clone(j1[4*k:4*k+4]), j2[4*k:4*k+4]...)
		distinctes := slices.Compact(slices.Sorted(slices.Values(cartes)))
		var b blocAligne
		for i, c := range cartes {
			b[i] = uint8(slices.Index(distinctes, c))
		}
		if !slices.Contains(blocsAlignes(), b) {
			t.Errorf("bloc %d du cycle publié, %v, absent des blocs énumérés", k, b)
		}
	}
}

// A search of the aligned family finds a 32-card natural cycle at its first deal; the family is
// refused where it has no blocks.
func TestChercheAlignees(t *testing.T) {
	cfg := ConfigRecord{Config: Config{Couleurs: 4, Valeurs: 8, Regles: Delahaye, Ramassage: naturelles},
		But: Cycle, Methode: Alignees, Iterations: 100, Recherches: 1, Workers: 1, Graine: 3}
	res, err := Cherche(context.Background(), cfg, nil)
	if err != nil || !res.Infinie || res.Evaluations != 1 {
		t.Fatalf("4 × 8 alignées : %+v, %v ; un cycle à la première donne attendu", res, err)
	}
	for nom, modif := range map[string]func(*ConfigRecord){
		"deux couleurs": func(c *ConfigRecord) { c.Couleurs = 2 },
		"trois valeurs": func(c *ConfigRecord) { c.Valeurs = 3 },
		"optimisée":     func(c *ConfigRecord) { c.Ramassage[1] = Optimisee },
		"durée":         func(c *ConfigRecord) { c.But = Duree },
	} {
		c := cfg
		modif(&c)
		var e *parametre.Erreur
		if err := c.Valider(); !errors.As(err, &e) || e.Nom != "methode" {
			t.Errorf("%s : erreur %v, une *parametre.Erreur de methode attendue", nom, err)
		}
	}
}

// No other size of block, and none under the optimised pick-up: every sequence of ranks of 1 to
// 5 cards a player (at most four of a rank), and of 6 with at most five distinct ranks, is
// enumerated. About 6 minutes of processor time (381 s on the AMD EPYC of 26 November 2026):
// run with JEUX_BLOCS=1.
func TestAucunAutreBloc(t *testing.T) {
	if os.Getenv("JEUX_BLOCS") == "" {
		t.Skip("JEUX_BLOCS=1 pour énumérer les blocs de 1 à 6 cartes par joueuse")
	}
	for _, c := range []struct {
		k, mmax  int
		optimise bool
		blocs    int
	}{
		{1, 2, false, 0}, {2, 4, false, 0}, {3, 6, false, 0}, {4, 8, false, 36}, {5, 10, false, 0}, {6, 5, false, 0},
		{1, 2, true, 0}, {2, 4, true, 0}, {3, 6, true, 0}, {4, 8, true, 0}, {5, 10, true, 0},
	} {
		if n := len(blocsSimples(c.k, c.mmax, c.optimise)); n != c.blocs {
			t.Errorf("%d cartes par joueuse, au plus %d rangs, optimisé %v : %d blocs, %d attendus", c.k, c.mmax, c.optimise, n, c.blocs)
		}
	}
}
