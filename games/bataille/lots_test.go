package bataille

import (
	"context"
	"math"
	"testing"

	"jeux/parallel"
	"jeux/stats"
)

// simulateurFixe is a Simulateur whose every game of s lasts s.Valeurs tricks: the durations of a
// chart are then known by hand. It records the ranges it was asked for.
type simulateurFixe struct{ lots [][2]int64 }

func (f *simulateurFixe) simule(_ context.Context, s Simulation, _ parallel.Options, debut, fin int64) (*stats.Histogram, error) {
	f.lots = append(f.lots, [2]int64{debut, fin})
	h := new(stats.Histogram)
	h.AddN(s.Valeurs, s.PartiesLots(debut, fin))
	return h, nil
}

// The games of a range of work items of 1,024 games: the last item holds the rest.
func TestPartiesLots(t *testing.T) {
	s := Simulation{Config: Config{Couleurs: 4, Valeurs: 13}, Parties: 2500}
	for _, c := range []struct{ debut, fin, veut int64 }{{0, 1, 1024}, {1, 2, 1024}, {2, 3, 452}, {0, 3, 2500}, {1, 1, 0}} {
		if got := s.PartiesLots(c.debut, c.fin); got != c.veut {
			t.Errorf("[%d, %d) : %d parties, %d attendues", c.debut, c.fin, got, c.veut)
		}
	}
	f := &simulateurFixe{}
	d, err := DureesLots(context.Background(), s, parallel.Options{}, 1, 3, f.simule)
	if err != nil || d.Total() != 1476 || d.Count(13) != 1476 || f.lots[0] != [2]int64{1, 3} {
		t.Errorf("lots [1, 3) : %v, %v, %v", d, f.lots, err)
	}
}

// brut and stat report the durations 3, 3, 5 as such, or in classes of 2 tricks: [2, 3] holds
// two games, [4, 5] one.
func TestResultatBrutStat(t *testing.T) {
	h := new(stats.Histogram)
	h.AddN(3, 2)
	h.Add(5)
	s := Simulation{Config: Config{Couleurs: 1, Valeurs: 5}, Parties: 3}
	if b, ok := s.ResultatBrut(h, 0).(Brut); !ok || len(b.Durees) != 2 || b.Durees[0] != (Effectif{3, 2}) || b.Durees[1] != (Effectif{5, 1}) {
		t.Errorf("brut : %+v", b)
	}
	c, ok := s.ResultatBrut(h, 2).(Classes)
	if !ok || c.Largeur != 2 || c.Parties != 3 || c.Infinies != 0 || len(c.Classes) != 2 ||
		c.Classes[0].Debut != 2 || c.Classes[0].Fin != 3 || c.Classes[0].Effectif != 2 || c.Classes[1].PartCumulee != 1 ||
		math.Abs(c.Classes[1].Part-1.0/3) > 1e-12 {
		t.Errorf("brut --classes 2 : %+v", c)
	}
	if st, ok := s.ResultatStat(h, 0).(Stat); !ok || *st.Min != 3 || *st.Max != 5 || *st.Mode != 3 || st.Parties != 3 {
		t.Errorf("stat : %+v", st)
	}
	if sc, ok := s.ResultatStat(h, 2).(StatClasses); !ok || sc.Largeur != 2 || len(sc.Classes) != 2 || *sc.Stat.Max != 5 {
		t.Errorf("stat --classes 2 : %+v", sc)
	}
}
