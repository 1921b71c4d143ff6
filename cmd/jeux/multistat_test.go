package main

import (
	"math"
	"strconv"
	"testing"
)

// statMultistat is one deck of "bataille multistat -F json".
type statMultistat struct {
	Couleurs  int     `json:"couleurs"`
	Valeurs   int     `json:"valeurs"`
	Parties   int     `json:"parties"`
	Min       int     `json:"min"`
	Max       int     `json:"max"`
	Moyenne   float64 `json:"moyenne"`
	Mediane   float64 `json:"mediane"`
	Mode      int     `json:"mode"`
	EcartType float64 `json:"ecart_type"`
	PartPaire float64 `json:"part_paire"`
	Infinies  int     `json:"infinies"`
	Plage95   struct {
		Bas  float64 `json:"bas"`
		Haut float64 `json:"haut"`
	} `json:"plage95"`
}

// The figures of multistat against decks worked by hand under the paternault rules
// (docs/regles.md §1.2: the winner picks up the cards in a uniformly random order; the game ends
// when a pile is empty after a pick-up or a player must take a card from an empty pile).
//
//   - 1 × 2 (cards 1 and 2, one each): the higher card wins trick 1 and the other pile is empty
//     after the pick-up. 2 × 1 (two 1s): trick 1 is a bataille and neither player has a card to
//     put face down. Either way every game lasts exactly 1 trick: min = max = mean = median =
//     mode = 1, standard deviation 0, no even duration, 95 % range [1, 1].
//   - 1 × 3: player 1 gets one card a, player 2 two cards b, c, over the 6 equally likely deals.
//     a < b (3 deals) ends at trick 1. (3, 2, 1): both of player 1's cards beat the 1, so it ends
//     at trick 2. (2, 1, 3): player 1 holds {2, 1} in random order against the 3, which wins
//     trick 2; trick 3 ends the game unless player 1 kept the 2 and player 2 put the 1 on top
//     (1/4), which brings back the same position two tricks later: 3 + 2G tricks, G geometric,
//     P(G = g) = (3/4)(1/4)^g. (3, 1, 2): player 1 plays the 3 on trick 2 (1/2) and ends it, or
//     loses the 1 and then holds the 3 alone against {1, 2}; the same reasoning gives 4 + 2G.
//     Summing, P(D = d) = 1/2^d for every d ≥ 1 (P(1) = 3/6, P(2) = 1/6 + 1/12, P(3) = 1/6·3/4,
//     P(4) = 1/12·3/4, …): a geometric law of parameter 1/2, mean 2, variance 2, mode 1, share of
//     even durations Σ 1/4^k = 1/3, 95 % range [1, 6] (P(D ≤ 5) = 31/32 < 0.975 ≤ P(D ≤ 6)).
//   - 2 × 2: P(1) = P(2) = P(≥ 3) = 1/3 and the share of even durations 1/3 (docs/bataille.md, exact distribution).
//
// With n games and seed 1, the simulated figures are checked within four standard errors: the
// mean's √(2/n) and the share's √(p(1−p)/n); the standard deviation's is √((κ−1)σ⁴/n)/(2σ), the
// geometric law's kurtosis κ being 9 + p²/(1−p) = 9.5, so about 0.0146 for n = 20,000. The 95 %
// range's ends are 5 standard errors of the distribution function away from 0.975.
func TestBatailleMultistatALaMain(t *testing.T) {
	const n = 20_000
	m := decode[struct{ Jeux []statMultistat }](t, batailleCLI(t, "multistat", "-c", "1:2", "-v", "1:3", "-n", strconv.Itoa(n), "-g", "1", "-F", "json"))
	jeux := map[string]statMultistat{}
	for _, s := range m.Jeux {
		if s.Parties != n || s.Infinies != 0 {
			t.Errorf("%d×%d : %d parties dont %d infinies, attendu %d finies", s.Couleurs, s.Valeurs, s.Parties, s.Infinies, n)
		}
		jeux[strconv.Itoa(s.Couleurs)+"×"+strconv.Itoa(s.Valeurs)] = s
	}
	for _, nom := range []string{"1×2", "2×1"} {
		s, ok := jeux[nom]
		if !ok {
			t.Fatalf("%s absent de %v", nom, m.Jeux)
		}
		if s.Min != 1 || s.Max != 1 || s.Moyenne != 1 || s.Mediane != 1 || s.Mode != 1 || s.EcartType != 0 ||
			s.PartPaire != 0 || s.Plage95.Bas != 1 || s.Plage95.Haut != 1 {
			t.Errorf("%s : %+v, attendu une durée de 1 pli pour chaque partie", nom, s)
		}
	}
	s, ok := jeux["1×3"]
	if !ok {
		t.Fatalf("1×3 absent de %v", m.Jeux)
	}
	seMoyenne, sePaire, seEcart := math.Sqrt(2.0/n), math.Sqrt(1.0/3*2/3/n), math.Sqrt(8.5*4/n)/(2*math.Sqrt2)
	if s.Min != 1 || s.Mode != 1 || math.Abs(s.Moyenne-2) > 4*seMoyenne || math.Abs(s.PartPaire-1.0/3) > 4*sePaire ||
		math.Abs(s.EcartType-math.Sqrt2) > 4*seEcart || s.Plage95.Bas != 1 || s.Plage95.Haut != 6 {
		t.Errorf("1×3 : %+v, attendu min 1, mode 1, moyenne 2 ± %.3f, part paire 1/3 ± %.4f, écart-type √2 ± %.3f, plage95 [1 ; 6]",
			s, 4*seMoyenne, 4*sePaire, 4*seEcart)
	}
	s, ok = jeux["2×2"]
	if !ok {
		t.Fatalf("2×2 absent de %v", m.Jeux)
	}
	if s.Min != 1 || math.Abs(s.PartPaire-1.0/3) > 4*sePaire {
		t.Errorf("2×2 : %+v, attendu min 1 et part paire 1/3 ± %.4f", s, 4*sePaire)
	}
}
