package markov

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"testing"

	"gonum.org/v1/gonum/mat"
)

// ruine builds the gambler's ruin on 0..n: from 0 < i < n the fortune goes up by one with
// probability p and down by one otherwise; 0 and n are absorbing.
func ruine(t *testing.T, n int, p float64) *Chain {
	t.Helper()
	b := NewBuilder()
	for i := range n + 1 {
		b.State(strconv.Itoa(i))
	}
	for i := 1; i < n; i++ {
		b.Add(strconv.Itoa(i), strconv.Itoa(i+1), p)
		b.Add(strconv.Itoa(i), strconv.Itoa(i-1), 1-p)
	}
	ch, err := b.Chain()
	if err != nil {
		t.Fatal(err)
	}
	return ch
}

// The textbook closed forms (Feller, vol. I, XIV.2–3): with r = q/p, the probability of reaching n
// from i is (1 − r^i)/(1 − r^n) and the expected duration is i/(q − p) − n/(q − p)·(1 − r^i)/(1 − r^n);
// for p = 1/2 they are i/n and i(n − i).
func ruineFermee(n, i int, p float64) (gagne, duree float64) {
	q := 1 - p
	if p == 0.5 {
		return float64(i) / float64(n), float64(i * (n - i))
	}
	r := q / p
	gagne = (1 - math.Pow(r, float64(i))) / (1 - math.Pow(r, float64(n)))
	duree = float64(i)/(q-p) - float64(n)/(q-p)*gagne
	return gagne, duree
}

func TestRuineDuJoueur(t *testing.T) {
	for _, tc := range []struct {
		n int
		p float64
	}{{10, 0.5}, {10, 0.4}, {7, 0.7}, {20, 0.45}, {3, 0.5}} {
		t.Run(fmt.Sprintf("n=%d,p=%v", tc.n, tc.p), func(t *testing.T) {
			ch := ruine(t, tc.n, tc.p)
			ab, err := ch.Absorb()
			if err != nil {
				t.Fatal(err)
			}
			haut, _ := ch.Index(strconv.Itoa(tc.n))
			bas, _ := ch.Index("0")
			for i := 0; i <= tc.n; i++ {
				gagne, duree := ruineFermee(tc.n, i, tc.p)
				if got := ab.Probability(i, haut); math.Abs(got-gagne) > 1e-12 {
					t.Errorf("P(%d → %d) = %v, attendu %v", i, tc.n, got, gagne)
				}
				if got := ab.Probability(i, bas); math.Abs(got-(1-gagne)) > 1e-12 {
					t.Errorf("P(%d → 0) = %v, attendu %v", i, got, 1-gagne)
				}
				if got := ab.ExpectedSteps(i); math.Abs(got-duree) > 1e-9 {
					t.Errorf("durée depuis %d = %v, attendu %v", i, got, duree)
				}
			}
		})
	}
}

// seed004 is the 12-state matrix of seed 004 (two trees of two fruits, two raven pieces):
// states A to J, then K (lost) and L (won), exactly as published.
func seed004(t *testing.T) *Chain {
	t.Helper()
	const q, h, tiers, dt = 0.25, 0.5, 1.0 / 3, 2.0 / 3
	data := []float64{
		0, q, h, 0, 0, q, 0, 0, 0, 0, 0, 0,
		0, 0, 0, h, 0, 0, 0, q, 0, 0, q, 0,
		0, 0, 0, q, q, q, 0, 0, q, 0, 0, 0,
		0, 0, 0, 0, 0, 0, q, q, 0, q, q, 0,
		0, 0, 0, 0, 0, 0, tiers, 0, tiers, 0, 0, tiers,
		0, 0, 0, 0, 0, 0, 0, q, h, 0, 0, q,
		0, 0, 0, 0, 0, 0, 0, 0, 0, tiers, tiers, tiers,
		0, 0, 0, 0, 0, 0, 0, 0, 0, h, q, q,
		0, 0, 0, 0, 0, 0, 0, 0, 0, tiers, 0, dt,
		0, 0, 0, 0, 0, 0, 0, 0, 0, 0, tiers, dt,
		0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0,
		0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1,
	}
	ch, err := New([]string{"A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L"}, mat.NewDense(12, 12, data))
	if err != nil {
		t.Fatal(err)
	}
	return ch
}

// Probabilities of winning (absorption in L) published in seed 004 (A×M^1000, 12 decimals) for
// A, B, E to J; C and D are not published and were worked by hand from the graph:
// D = (G + J + H)/4 = (5/9 + 2/3 + 7/12)/4 = 65/144 and C = (D + E + F + I)/4 = 647/864.
var victoires004 = map[string]float64{
	"A": 0.677372685185, "B": 0.371527777778, "C": 647.0 / 864, "D": 65.0 / 144,
	"E": 0.814814814815, "F": 0.840277777778, "G": 0.555555555556, "H": 0.583333333333,
	"I": 0.888888888889, "J": 0.666666666667,
}

func TestSeed004Absorption(t *testing.T) {
	ch := seed004(t)
	ab, err := ch.Absorb()
	if err != nil {
		t.Fatal(err)
	}
	if len(ab.Transient) != 10 || len(ab.Absorbing) != 2 {
		t.Fatalf("forme canonique : %d transitoires, %d absorbants, attendu 10 et 2", len(ab.Transient), len(ab.Absorbing))
	}
	k, _ := ch.Index("K")
	l, _ := ch.Index("L")
	for s, want := range victoires004 {
		i, _ := ch.Index(s)
		if got := ab.Probability(i, l); math.Abs(got-want) > 1e-12 {
			t.Errorf("P(%s gagne) = %.12f, attendu %.12f", s, got, want)
		}
		if got := ab.Probability(i, k); math.Abs(got-(1-want)) > 1e-12 {
			t.Errorf("P(%s perd) = %.12f, attendu %.12f", s, got, 1-want)
		}
	}
	// Worked by hand from the graph, t(s) = 1 + Σ p(s→u)·t(u) over transient u: t(J) = 1,
	// t(G) = t(I) = 1 + t(J)/3, t(H) = 1 + t(J)/2, t(E) = 1 + (t(G) + t(I))/3.
	wantSteps := map[string]float64{"J": 1, "G": 4.0 / 3, "H": 1.5, "I": 4.0 / 3, "E": 1 + (4.0/3+4.0/3)/3}
	for s, want := range wantSteps {
		i, _ := ch.Index(s)
		if got := ab.ExpectedSteps(i); math.Abs(got-want) > 1e-12 {
			t.Errorf("durée depuis %s = %v, attendu %v", s, got, want)
		}
	}
}

// The source's power method: A×M^1000 is the absorption distribution from A (12 decimals).
func TestSeed004Puissance(t *testing.T) {
	ch := seed004(t)
	m := ch.Power(1000)
	want := []float64{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.322627314815, 0.677372685185}
	for j, w := range want {
		if got := m.At(0, j); math.Abs(got-w) > 1e-12 {
			t.Errorf("(A×M^1000)[%d] = %.12f, attendu %.12f", j, got, w)
		}
	}
	// Five steps already absorb every path (the longest path A→B→D→G→J→K has five moves).
	v := mat.NewVecDense(12, nil)
	v.SetVec(0, 1)
	for range 5 {
		ch.Step(v, v)
	}
	for j, w := range want {
		if got := v.AtVec(j); math.Abs(got-w) > 1e-12 {
			t.Errorf("A après 5 pas [%d] = %.12f, attendu %.12f", j, got, w)
		}
	}
}

func TestPuissanceZeroEtUn(t *testing.T) {
	ch := ruine(t, 4, 0.5)
	if !mat.Equal(ch.Power(0), identite(5)) {
		t.Error("M^0 n'est pas l'identité")
	}
	if !mat.Equal(ch.Power(1), ch.Matrix()) {
		t.Error("M^1 n'est pas M")
	}
	// Two steps from 2 in the fair ruin on 0..4: 0 and 4 with 1/4 each, back to 2 with 1/2.
	if got := ch.Power(2).RawRowView(2); got[0] != 0.25 || got[2] != 0.5 || got[4] != 0.25 {
		t.Errorf("ligne 2 de M² = %v", got)
	}
}

func identite(n int) *mat.Dense {
	m := mat.NewDense(n, n, nil)
	for i := range n {
		m.Set(i, i, 1)
	}
	return m
}

func TestCoutAttendu(t *testing.T) {
	// A state that stays put with probability 1/2 and otherwise ends: 2 steps on average, so
	// a cost of 3 per step gives 6.
	b := NewBuilder()
	b.Add("x", "x", 0.5)
	b.Add("x", "fin", 0.5)
	ch, err := b.Chain()
	if err != nil {
		t.Fatal(err)
	}
	ab, err := ch.Absorb()
	if err != nil {
		t.Fatal(err)
	}
	x, _ := ch.Index("x")
	fin, _ := ch.Index("fin")
	cout, err := ab.ExpectedCost([]float64{3, 100})
	if err != nil {
		t.Fatal(err)
	}
	if math.Abs(cout[x]-6) > 1e-12 || cout[fin] != 0 {
		t.Errorf("coûts = %v, attendu [6 0]", cout)
	}
	if got := ab.ExpectedSteps(x); math.Abs(got-2) > 1e-12 {
		t.Errorf("durée = %v, attendu 2", got)
	}
	if !ch.IsAbsorbing(fin) || ch.IsAbsorbing(x) {
		t.Error("« fin » doit être le seul état absorbant")
	}
}

func TestErreurs(t *testing.T) {
	cases := []struct {
		nom    string
		chaine func() (*Chain, error)
		err    error
	}{
		{"somme différente de 1", func() (*Chain, error) {
			b := NewBuilder()
			b.Add("a", "b", 0.5)
			return b.Chain()
		}, nil},
		{"probabilité négative", func() (*Chain, error) {
			return New([]string{"a", "b"}, mat.NewDense(2, 2, []float64{1.5, -0.5, 0, 1}))
		}, nil},
		{"états en double", func() (*Chain, error) {
			return New([]string{"a", "a"}, identite(2))
		}, nil},
		{"dimensions", func() (*Chain, error) {
			return New([]string{"a"}, identite(2))
		}, nil},
		{"sans état", func() (*Chain, error) { return NewBuilder().Chain() }, nil},
	}
	for _, tc := range cases {
		if _, err := tc.chaine(); err == nil {
			t.Errorf("%s : aucune erreur", tc.nom)
		}
	}
	// A cycle between a and b that never reaches the absorbing state c.
	b := NewBuilder()
	b.Add("a", "b", 1)
	b.Add("b", "a", 1)
	b.State("c")
	ch, err := b.Chain()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ch.Absorb(); !errors.Is(err, ErrNotAbsorbing) {
		t.Errorf("cycle sans issue : erreur %v, attendu ErrNotAbsorbing", err)
	}
	rot, err := New([]string{"a", "b"}, mat.NewDense(2, 2, []float64{0, 1, 1, 0}))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := rot.Canonical(); !errors.Is(err, ErrNotAbsorbing) {
		t.Errorf("sans état absorbant : erreur %v, attendu ErrNotAbsorbing", err)
	}
}

func TestBuilderCumule(t *testing.T) {
	b := NewBuilder()
	b.Add("a", "b", 0.25)
	b.Add("a", "b", 0.25)
	b.Add("a", "c", 0.5)
	ch, err := b.Chain()
	if err != nil {
		t.Fatal(err)
	}
	if ch.Len() != 3 || ch.Label(1) != "b" || ch.At(0, 1) != 0.5 || ch.At(1, 1) != 1 {
		t.Errorf("chaîne %v : attendu 3 états, a→b = 0.5, b absorbant", ch.Labels())
	}
}
