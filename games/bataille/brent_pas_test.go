package bataille

import (
	"math/rand/v2"
	"os"
	"strconv"
	"testing"
)

// donnesParConfig is the number of deals TestPasDeBrentContreLaMemoire plays for each deck:
// JEUX_DONNES_BRENT if set (docs/performance.md gives the long run), 20,000 otherwise, 2,000
// under -short (too few to require every case of each deck).
func donnesParConfig(t *testing.T) int {
	s := os.Getenv("JEUX_DONNES_BRENT")
	if s == "" && testing.Short() {
		return 2_000
	}
	if s == "" {
		return 20_000
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 {
		t.Fatalf("JEUX_DONNES_BRENT=%q : un nombre de donnes est attendu", s)
	}
	return n
}

// brent's steps (rounds played by blocPair or sansBatailleBloc, natural ties inside them, a
// return to the tortoise only between steps) against Rejoue, which plays trick by trick and
// records every position: both must give the same length, winner, pre-period and period, deal
// by deal. The decks cover both loops (piles dealt even or odd), both pick-ups and their mix,
// and decks small enough for cycles and ties that run past a round or empty a pile to be
// common; each deck must show the cases it is there for.
func TestPasDeBrentContreLaMemoire(t *testing.T) {
	n := donnesParConfig(t)
	opt := [2]Ramassage{Optimisee, Optimisee}
	cas := []struct {
		cfg            Config
		infinies, nuls bool // the deck must show infinite games, and draws: ties that empty both piles
	}{
		{Config{Couleurs: 4, Valeurs: 13, Regles: Delahaye, Ramassage: naturelles}, false, false},
		{Config{Couleurs: 4, Valeurs: 13, Regles: Delahaye, Ramassage: opt}, false, false},
		{Config{Couleurs: 4, Valeurs: 13, Regles: Delahaye, Ramassage: [2]Ramassage{Naturelle, Optimisee}}, false, false},
		{Config{Couleurs: 4, Valeurs: 8, Regles: Delahaye, Ramassage: naturelles}, false, false},
		{Config{Couleurs: 4, Valeurs: 4, Regles: Delahaye, Ramassage: naturelles}, true, true},
		{Config{Couleurs: 4, Valeurs: 3, Regles: Delahaye, Ramassage: naturelles}, true, true},
		{Config{Couleurs: 4, Valeurs: 3, Regles: Delahaye, Ramassage: opt}, false, true},
		{Config{Couleurs: 4, Valeurs: 7, Regles: Delahaye, Ramassage: opt}, true, false},
		{Config{Couleurs: 2, Valeurs: 4, Regles: Delahaye, Ramassage: [2]Ramassage{Naturelle, Optimisee}}, false, true},
		{Config{Couleurs: 3, Valeurs: 5, Regles: Delahaye, Ramassage: naturelles}, true, false}, // 7 and 8 cards: the Go loop
		{Config{Couleurs: 2, Valeurs: 3, Regles: Delahaye, Ramassage: naturelles}, false, true}, // 3 and 3
	}
	for _, c := range cas {
		m := NouveauMoteur(c.cfg)
		r := rand.New(rand.NewPCG(11, uint64(c.cfg.Cartes())))
		infinies, nuls, plis := 0, 0, 0
		for i := range n {
			j1, j2 := m.Donne(r)
			rapide := m.brent()
			lent := m.Rejoue(j1, j2, nil, nil)
			if rapide != lent {
				t.Fatalf("%d×%d %v, donne %d %v / %v : pas de Brent %+v, mémoire %+v", c.cfg.Couleurs, c.cfg.Valeurs, c.cfg.Ramassage, i, j1, j2, rapide, lent)
			}
			plis += lent.Plis
			if lent.Infinie {
				infinies++
			} else if lent.Gagnant == 0 {
				nuls++ // both piles ran out in a tie
			}
		}
		t.Logf("%d×%d %v : %d donnes, %d plis, %d infinies, %d nulles", c.cfg.Couleurs, c.cfg.Valeurs, c.cfg.Ramassage, n, plis, infinies, nuls)
		if c.infinies && infinies == 0 && n >= 20_000 {
			t.Errorf("%d×%d %v : aucune partie infinie en %d donnes, le cas n'est pas couvert", c.cfg.Couleurs, c.cfg.Valeurs, c.cfg.Ramassage, n)
		}
		if c.nuls && nuls == 0 && n >= 20_000 {
			t.Errorf("%d×%d %v : aucune partie nulle en %d donnes, le cas n'est pas couvert", c.cfg.Couleurs, c.cfg.Valeurs, c.cfg.Ramassage, n)
		}
	}
}
