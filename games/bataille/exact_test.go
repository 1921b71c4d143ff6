package bataille

import (
	"errors"
	"fmt"
	"math"
	"testing"

	"jeux/parametre"
)

// The 2 × 2 deck (two 1s, two 2s) by hand. The six orders of the deck are equally likely:
//
//	1 2 | 1 2 and 2 1 | 2 1: a tie, one card face down each, and nobody can turn a card:
//	  a draw during trick 1.
//	1 1 | 2 2 and 2 2 | 1 1: one player wins trick 1; the other's last card ties with the
//	  winner's other card and she has none to put face down: the game ends during trick 2.
//	1 2 | 2 1 and 2 1 | 1 2: each player wins one trick; after trick 2 each holds one 1 and
//	  one 2, in random order. From such a position (call it X), the next trick is a tie with
//	  probability 1/2 (a draw during that trick); otherwise its winner holds three cards and the
//	  loser one card that beats the winner's next card, which gives X back two tricks later.
//
// So P(1) = P(2) = 1/3, and P(3 + 2k) = 1/3 · (1/2)^(k+1): every game past trick 2 lasts an odd
// number of tricks, P(even) = P(2) = 1/3, and the mean is 1/3 + 2/3 + 1/3 · (3 + 2) = 8/3.
func TestExact2x2(t *testing.T) {
	e, err := CalculeExact(2, 2)
	if err != nil {
		t.Fatal(err)
	}
	const tol = 1e-9 // rounding only: the propagation stops below 1e-12
	troisEtPlus := 0.0
	for d := 3; d < len(e.Distribution); d++ {
		troisEtPlus += e.Distribution[d]
		veut := 0.0
		if d%2 == 1 {
			veut = 1.0 / 3 * math.Pow(0.5, float64((d-3)/2+1))
		}
		if math.Abs(e.Distribution[d]-veut) > tol {
			t.Errorf("P(%d) = %v, want %v", d, e.Distribution[d], veut)
		}
	}
	for _, c := range []struct {
		nom       string
		got, want float64
	}{
		{"P(1)", e.Distribution[1], 1.0 / 3},
		{"P(2)", e.Distribution[2], 1.0 / 3},
		{"P(>=3)", troisEtPlus, 1.0 / 3},
		{"P(even)", e.PartPaire(), 1.0 / 3},
		{"mean", e.Moyenne, 8.0 / 3},
	} {
		if math.Abs(c.got-c.want) > tol {
			t.Errorf("%s = %v, want %v", c.nom, c.got, c.want)
		}
	}
	if e.Reste >= ExactMasse || !e.MoyenneMarkov {
		t.Errorf("remaining mass %v, mean from markov %v: want < %v and true", e.Reste, e.MoyenneMarkov, ExactMasse)
	}
}

// The exact distribution against simulation (an independent implementation of the rules): each
// probability P(d) for d below 12, the tail beyond, the share of even durations and the mean
// must agree within 4 standard errors of the simulated estimate.
func TestExactContreSimulation(t *testing.T) {
	for _, cfg := range []Config{{Couleurs: 2, Valeurs: 2}, {Couleurs: 2, Valeurs: 3}, {Couleurs: 3, Valeurs: 2}} {
		e, err := CalculeExact(cfg.Couleurs, cfg.Valeurs)
		if err != nil {
			t.Fatal(err)
		}
		const n = 100_000
		h := simule(cfg, n, 5)
		proche := func(nom string, p, estime float64) {
			se := math.Sqrt(p * (1 - p) / n)
			if math.Abs(p-estime) > 4*se+1e-12 {
				t.Errorf("%d×%d %s: exact %.5f, simulated %.5f (4 standard errors: %.5f)", cfg.Couleurs, cfg.Valeurs, nom, p, estime, 4*se)
			}
		}
		queue, queueSimulee := 1.0, 1.0
		for d := 1; d < 12; d++ {
			p := e.Distribution[d]
			estime := float64(h.Count(d)) / n
			proche(fmt.Sprintf("P(%d)", d), p, estime)
			queue -= p
			queueSimulee -= estime
		}
		proche("P(>=12)", queue, queueSimulee)
		proche("P(even)", e.PartPaire(), h.EvenShare())
		se := h.StdDev() / math.Sqrt(n)
		if math.Abs(e.Moyenne-h.Mean()) > 4*se {
			t.Errorf("%d×%d mean: exact %.4f, simulated %.4f ± %.4f", cfg.Couleurs, cfg.Valeurs, e.Moyenne, h.Mean(), 4*se)
		}
	}
}

// The mean solved by package markov ((I − Q)t = 1) and the mean summed from the propagated
// distribution are two methods: they agree to rounding (the tail left out is below 1e-12).
func TestExactMoyenneDeuxMethodes(t *testing.T) {
	for _, cv := range [][2]int{{2, 3}, {4, 2}, {1, 5}} {
		e, err := CalculeExact(cv[0], cv[1])
		if err != nil {
			t.Fatal(err)
		}
		somme := 0.0
		for d, p := range e.Distribution {
			somme += float64(d) * p
		}
		if !e.MoyenneMarkov || math.Abs(somme-e.Moyenne) > 1e-8 {
			t.Errorf("%v: markov %v (used: %v), sum %v", cv, e.Moyenne, e.MoyenneMarkov, somme)
		}
	}
}

func TestExactRefuse(t *testing.T) {
	for _, cv := range [][2]int{{3, 3}, {1, 9}, {1, 1}, {0, 4}} {
		if _, err := CalculeExact(cv[0], cv[1]); err == nil {
			t.Errorf("CalculeExact(%d, %d) accepted", cv[0], cv[1])
		}
	}
}

// The default deck is the largest the computation accepts, and a larger one is refused with an
// error that names the limit and the default: the 52-card deck of the command's other defaults.
func TestExactJeuParDefaut(t *testing.T) {
	if ExactCouleurs*ExactValeurs != ExactMaxCartes {
		t.Errorf("default deck %d × %d, want %d cards", ExactCouleurs, ExactValeurs, ExactMaxCartes)
	}
	e, err := CalculeExact(ExactCouleurs, ExactValeurs)
	if err != nil {
		t.Fatal(err)
	}
	total := e.Reste
	for _, p := range e.Distribution {
		total += p
	}
	if math.Abs(total-1) > 1e-9 {
		t.Errorf("2 × 4: probabilities sum to %v, want 1", total)
	}
	_, err = CalculeExact(4, 13)
	var ec *parametre.Erreur
	if !errors.As(err, &ec) {
		t.Fatalf("CalculeExact(4, 13): error %v, want a *parametre.Erreur", err)
	}
	if veut := "couleurs × valeurs vaut 4 × 13 = 52 cartes : au plus 8 cartes pour le calcul exact (par défaut 2 × 4)"; err.Error() != veut {
		t.Errorf("error %q, want %q", err, veut)
	}
}
