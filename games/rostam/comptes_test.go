package rostam

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"testing"

	"jeux/stats"
)

// The counts kept in the program for the charts: N ≤ 9 (8 under -short) against the
// deliberately simple enumeration of the tests, every N against N! and the order of the table.
func TestComptesPublies(t *testing.T) {
	for i, c := range ComptesPublies {
		if c.N != i+2 || c.Donnes != Factorielle(c.N) || c.Infinies < 0 || c.Infinies > c.Donnes || c.Source == "" {
			t.Errorf("ligne %d : %+v (N! = %d)", i, c, Factorielle(c.N))
		}
		if c.N <= 8 || c.N == 9 && !testing.Short() { // 9! deals played one by one: seconds
			if s := simpleDe(t, c.N); s.infinies != c.Infinies {
				t.Errorf("N = %d : %d donnes infinies gardées, l'énumération simple en compte %d", c.N, c.Infinies, s.infinies)
			}
		}
	}
}

// The counts of N = 13 to 15 come from runs of many hours whose merged tables are committed in
// resultats/rostam-N/resultat.json: the program's copy must be theirs, their figures must add
// up, an odd N must show exactly the periods of Spivey's Theorem 6 (an independent statement),
// and random deals played one at a time (not on the vector lanes of the enumeration) must give
// shares whose 99.9 % Wilson intervals hold the exact ones.
func TestComptesDesResultats(t *testing.T) {
	for _, c := range ComptesPublies {
		if c.N < 13 {
			continue
		}
		brut, err := os.ReadFile(fmt.Sprintf("../../resultats/rostam-%d/resultat.json", c.N))
		if err != nil {
			t.Fatal(err)
		}
		var r struct {
			N              int
			Donnes, J1, J2 int64
			Infinies       int64
			Periodes       []struct{ Valeur int }
		}
		if err := json.Unmarshal(brut, &r); err != nil {
			t.Fatal(err)
		}
		if r.N != c.N || r.Donnes != c.Donnes || r.Infinies != c.Infinies || r.J1+r.J2+r.Infinies != r.Donnes {
			t.Errorf("N = %d : resultat.json donne %+v, le programme garde %+v", c.N, r, c)
		}
		if c.N%2 == 1 {
			var vues []int
			for _, p := range r.Periodes {
				vues = append(vues, p.Valeur)
			}
			if want := periodesSpivey(c.N); !slices.Equal(vues, want) {
				t.Errorf("N = %d : périodes %v, le théorème 6 de Spivey en donne %v", c.N, vues, want)
			}
		}
		b := &BilanSimulation{N: c.N}
		const tirees = 200_000
		b.Simule(tirees, rand.New(rand.NewPCG(uint64(c.N), 7)))
		for _, v := range []struct {
			nom          string
			vus, exactes int64
		}{{"joueur 1", b.J1, r.J1}, {"joueur 2", b.J2, r.J2}, {"infinies", b.Infinies, r.Infinies}} {
			lo, hi := stats.Proportion{Hits: v.vus, Trials: tirees}.Wilson(3.29)
			if p := float64(v.exactes) / float64(r.Donnes); p < lo || p > hi {
				t.Errorf("N = %d, %s : part exacte %.5f hors de l'intervalle [%.5f ; %.5f] des donnes tirées", c.N, v.nom, p, lo, hi)
			}
		}
	}
}
