package bataille

import (
	"math/rand/v2"
	"testing"

	"jeux/stats"
)

// A deck of one 1 and one 2 gives each player one card: whatever the deal, the higher card
// takes the trick and the other player has none left, so every game lasts one trick.
func TestDureesDeuxCartes(t *testing.T) {
	for _, cfg := range []Config{
		{Couleurs: 1, Valeurs: 2},
		{Couleurs: 1, Valeurs: 2, Regles: Delahaye, Ramassage: naturelles},
	} {
		var h stats.Histogram
		NouveauMoteur(cfg).Durees(&h, rand.New(rand.NewPCG(1, 2)), 10)
		if h.Total() != 10 || h.Count(1) != 10 {
			t.Errorf("%+v : %d parties dont %d d'un pli, attendu 10 et 10", cfg, h.Total(), h.Count(1))
		}
	}
}

// Durees records what Partie returns on the same stream, the infinite games at DureeInfinie;
// 3 × 3 cards under delahaye naturelle has both finite and infinite games.
func TestDureesInfinies(t *testing.T) {
	cfg := Config{Couleurs: 3, Valeurs: 3, Regles: Delahaye, Ramassage: naturelles}
	const n = 2000
	m := NouveauMoteur(cfg)
	r := rand.New(rand.NewPCG(7, 8))
	compte := map[int]int64{}
	var infinies int64
	for range n {
		if res := m.Partie(r); res.Infinie {
			infinies++
		} else {
			compte[res.Plis]++
		}
	}
	if infinies == 0 || len(compte) == 0 {
		t.Fatalf("%d infinies, %d durées finies distinctes : l'exemple ne sépare rien", infinies, len(compte))
	}
	var h stats.Histogram
	NouveauMoteur(cfg).Durees(&h, rand.New(rand.NewPCG(7, 8)), n)
	if h.Count(DureeInfinie) != infinies {
		t.Errorf("%d parties comptées à la durée %d, attendu %d infinies", h.Count(DureeInfinie), DureeInfinie, infinies)
	}
	for d, k := range compte {
		if h.Count(d) != k {
			t.Errorf("durée %d : %d parties, attendu %d", d, h.Count(d), k)
		}
	}
}

// Three infinite games, one of 2 tricks and two of 5.
func TestSeparerInfinies(t *testing.T) {
	var h stats.Histogram
	h.AddN(DureeInfinie, 3)
	h.Add(2)
	h.AddN(5, 2)
	finies, infinies := SeparerInfinies(&h)
	if infinies != 3 || finies.Total() != 3 || finies.Count(2) != 1 || finies.Count(5) != 2 || finies.Count(DureeInfinie) != 0 {
		t.Errorf("SeparerInfinies : %d infinies, finies %d (2 : %d, 5 : %d, 0 : %d) ; attendu 3, 3 (1, 2, 0)",
			infinies, finies.Total(), finies.Count(2), finies.Count(5), finies.Count(DureeInfinie))
	}
	if h.Total() != 6 {
		t.Errorf("l'histogramme d'origine compte %d parties au lieu de 6", h.Total())
	}
}
