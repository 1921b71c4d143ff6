package verger

import (
	"math"
	"testing"
)

// From the start of 2 trees of 2 fruits with 2 pieces nothing is done yet; 21|1 is one fruit
// picked and one piece placed; 1|2 three fruits picked.
func TestAvancement(t *testing.T) {
	cfg := Config{Arbres: 2, Fruits: 2, Corbeau: 2, PanierFruits: 2}
	cas := []struct {
		etat Etat
		want int
	}{
		{Etat{[]int{2, 2}, 2}, 0},
		{Etat{[]int{2, 1}, 1}, 2},
		{Etat{[]int{1}, 2}, 3},
		{Etat{[]int{1}, 1}, 4},
	}
	for _, c := range cas {
		if got := cfg.Avancement(c.etat); got != c.want {
			t.Errorf("Avancement(%v) = %d, attendu %d", c.etat, got, c.want)
		}
	}
}

// One tree of one fruit and one piece: the tree and the basket faces win, the raven face loses,
// so 1|1 is won with probability 2/3 by both routes. For 2 trees of 2 fruits and 2 pieces under
// max, the seed publishes 2341/3456 from 22|2 and 0.371527777778 from 22|1.
func TestProbabilites(t *testing.T) {
	cas := []struct {
		cfg  Config
		want map[string]float64
	}{
		{Config{1, 1, 1, 1, Max}, map[string]float64{"1|1": 2.0 / 3, "défaite": 0, "victoire": 1}},
		{Config{2, 2, 2, 2, Max}, map[string]float64{"22|2": 2341.0 / 3456, "22|1": 0.371527777778, "défaite": 0, "victoire": 1}},
	}
	for _, c := range cas {
		g, err := NouveauGraphe(ctx, c.cfg, 100)
		if err != nil {
			t.Fatal(err)
		}
		pr, err := g.Probabilites(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if len(pr.Chaine) != g.Len() || len(pr.Recurrence) != g.Len() {
			t.Fatalf("%+v : %d et %d probabilités pour %d états", c.cfg, len(pr.Chaine), len(pr.Recurrence), g.Len())
		}
		vus := 0
		for i := range g.Len() {
			want, ok := c.want[g.Libelle(i)]
			if !ok {
				continue
			}
			vus++
			if math.Abs(pr.Chaine[i]-want) > 1e-12 || math.Abs(pr.Recurrence[i]-want) > 1e-12 {
				t.Errorf("%+v, %s : chaîne %v, récurrence %v, attendu %v", c.cfg, g.Libelle(i), pr.Chaine[i], pr.Recurrence[i], want)
			}
		}
		if vus != len(c.want) {
			t.Errorf("%+v : %d des %d états attendus trouvés", c.cfg, vus, len(c.want))
		}
		if pr.Ecart > 1e-12 {
			t.Errorf("%+v : écart %g entre les deux routes", c.cfg, pr.Ecart)
		}
	}
}
