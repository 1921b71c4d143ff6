package markov

import (
	"errors"
	"testing"
)

// A system whose first column forces a row exchange (a zero on the diagonal): A = [0 2 1; 1 1 1;
// 2 1 3] and x = [1 2 3], b = A·x computed in small integers, exact in any order.
func TestLUResoutAvecEchange(t *testing.T) {
	a := [3][3]float64{{0, 2, 1}, {1, 1, 1}, {2, 1, 3}}
	x := []float64{1, 2, 3}
	var b [3]float64
	for i := range 3 {
		for j := range 3 {
			b[i] += a[i][j] * x[j] // small integers: exact in any order
		}
	}
	f, err := factoriser(3, func(i, j int) float64 { return a[i][j] })
	if err != nil {
		t.Fatal(err)
	}
	if f.piv[0] != 2 {
		t.Errorf("premier pivot pris à la ligne %d, attendu 2 (le plus grand de la colonne)", f.piv[0])
	}
	got := f.resoudre(b[:])
	for i := range x {
		if d := got[i] - x[i]; d > 1e-14 || d < -1e-14 {
			t.Errorf("x[%d] = %v, attendu %v", i, got[i], x[i])
		}
	}
}

// The absorbing chain of a fair coin walked from 1 to 0 or 3 (gambler's ruin, p = 1/2): from 1
// the walk ends at 3 with probability 1/3 and takes 1·(3−1) = 2 steps on average, from 2 with
// probability 2/3 and 2 steps; the classical formulas i/N and i(N−i).
func TestLURuineDuJoueur(t *testing.T) {
	// I − Q for the transient states 1 and 2.
	m := [2][2]float64{{1, -0.5}, {-0.5, 1}}
	f, err := factoriser(2, func(i, j int) float64 { return m[i][j] })
	if err != nil {
		t.Fatal(err)
	}
	gagne := f.resoudre([]float64{0, 0.5}) // R's column of the state 3
	pas := f.resoudre([]float64{1, 1})
	attendus := []struct{ got, want float64 }{{gagne[0], 1.0 / 3}, {gagne[1], 2.0 / 3}, {pas[0], 2}, {pas[1], 2}}
	for _, c := range attendus {
		if d := c.got - c.want; d > 1e-15 || d < -1e-15 {
			t.Errorf("obtenu %v, attendu %v", c.got, c.want)
		}
	}
}

func TestLUSinguliere(t *testing.T) {
	m := [2][2]float64{{1, 2}, {2, 4}}
	if _, err := factoriser(2, func(i, j int) float64 { return m[i][j] }); !errors.Is(err, errSinguliere) {
		t.Errorf("matrice singulière acceptée : %v", err)
	}
}
