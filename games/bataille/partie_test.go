package bataille

import (
	"math/rand/v2"
	"slices"
	"testing"
)

var naturelles = [2]Ramassage{Naturelle, Naturelle}

// The two reference deals of docs/regles.md §1.3 (Delahaye & Mathieu), checked both by the recording of
// every position (Rejoue) and by Brent's algorithm (Partie's path for deterministic games).
func TestDonnesDeReference(t *testing.T) {
	cas := []struct {
		nom    string
		j1, j2 []int
		veut   Resultat
	}{
		{"finie", []int{2, 1, 3, 1, 3, 2}, []int{2, 3, 3, 1, 1, 2}, Resultat{Plis: 37, Gagnant: 1}},
		{"infinie", []int{3, 2, 1, 1, 2, 1}, []int{2, 1, 3, 2, 3, 3},
			Resultat{Plis: 19, Infinie: true, Preperiode: 0, Periode: 19}},
		// One trick before the infinite deal: 2 beats 1 and player 1 puts 2 1 under her pile,
		// which gives the deal above; so a pre-period of 1, then the same cycle of 19.
		{"préperiode", []int{2, 3, 2, 1, 1}, []int{1, 2, 1, 3, 2, 3, 3},
			Resultat{Plis: 20, Infinie: true, Preperiode: 1, Periode: 19}},
	}
	for _, c := range cas {
		t.Run(c.nom, func(t *testing.T) {
			m := NouveauMoteur(Config{Couleurs: 2, Valeurs: 3, Regles: Delahaye, Ramassage: naturelles})
			if got := m.Rejoue(c.j1, c.j2, nil, nil); got != c.veut {
				t.Errorf("Rejoue = %+v, want %+v", got, c.veut)
			}
			charge(m, c.j1, c.j2)
			if got := m.brent(); got != c.veut {
				t.Errorf("brent = %+v, want %+v", got, c.veut)
			}
		})
	}
}

// charge puts a deal in m.pos, as distribue would.
func charge(m *Moteur, j1, j2 []int) {
	for k, j := range [2][]int{j1, j2} {
		m.pos.j[k].vide()
		for _, v := range j {
			m.pos.j[k].pose(uint8(v))
		}
	}
}

// Brent's algorithm and the record of every position are two independent detections: they
// must agree on every deal, finite or infinite, pre-period and period included.
func TestBrentEtMemoireSAccordent(t *testing.T) {
	cfgs := []Config{
		{Couleurs: 2, Valeurs: 3, Regles: Delahaye, Ramassage: naturelles},
		{Couleurs: 3, Valeurs: 3, Regles: Delahaye, Ramassage: [2]Ramassage{Naturelle, Optimisee}},
		{Couleurs: 4, Valeurs: 4, Regles: Delahaye, Ramassage: [2]Ramassage{Optimisee, Optimisee}},
		{Couleurs: 4, Valeurs: 13, Regles: Delahaye, Ramassage: naturelles},
	}
	for _, cfg := range cfgs {
		m := NouveauMoteur(cfg)
		r := rand.New(rand.NewPCG(7, uint64(cfg.Cartes())))
		infinies, avecPreperiode := 0, 0
		for range 3000 {
			j1, j2 := m.Donne(r)
			parBrent := m.brent()
			parMemoire := m.Rejoue(j1, j2, nil, nil)
			if parBrent != parMemoire {
				t.Fatalf("%+v, deal %v / %v: Brent %+v, memory %+v", cfg, j1, j2, parBrent, parMemoire)
			}
			if parBrent.Infinie {
				infinies++
				if parBrent.Preperiode > 0 {
					avecPreperiode++
				}
			}
		}
		t.Logf("%d×%d %v: %d infinite games of 3000, %d with a pre-period", cfg.Couleurs, cfg.Valeurs, cfg.Ramassage, infinies, avecPreperiode)
	}
}

// Partie (the fast paths) and Donne followed by Rejoue (the generic trick) draw the same random
// numbers, so they must agree game by game.
func TestPartieEtRejoueSAccordent(t *testing.T) {
	cfgs := []Config{
		{Couleurs: 4, Valeurs: 13},
		{Couleurs: 2, Valeurs: 3},
		{Couleurs: 6, Valeurs: 6},
		{Couleurs: 8, Valeurs: 2}, // many battles, long piles on the table (the > 12 and > 20 shuffles)
		{Couleurs: 3, Valeurs: 5, Regles: Delahaye, Ramassage: [2]Ramassage{Aleatoire, Aleatoire}},
		{Couleurs: 4, Valeurs: 13, Regles: Delahaye, Ramassage: [2]Ramassage{Naturelle, Aleatoire}},
	}
	for _, cfg := range cfgs {
		m := NouveauMoteur(cfg)
		r1 := rand.New(rand.NewPCG(3, 4))
		r2 := rand.New(rand.NewPCG(3, 4))
		for i := range 2000 {
			a := m.Partie(r1)
			j1, j2 := m.Donne(r2)
			if b := m.Rejoue(j1, j2, r2, nil); a != b {
				t.Fatalf("%+v, game %d: Partie %+v, Rejoue %+v", cfg, i, a, b)
			}
		}
	}
}

// Small games traced by hand.
func TestTraceALaMain(t *testing.T) {
	t.Run("delahaye", func(t *testing.T) {
		// Trick 1: 3 against 3, then 1 against 2: player 2 picks up 2 1 3 3 (naturelle: the last
		// duel's higher card first). Piles: 2 / 1 2 1 3 3.
		// Trick 2: 2 against 1: player 1 picks up 2 1. Piles: 2 1 / 2 1 3 3.
		// Trick 3: 2 against 2, 1 against 1, and player 1 has no card left: player 2 wins.
		m := NouveauMoteur(Config{Couleurs: 2, Valeurs: 3, Regles: Delahaye, Ramassage: naturelles})
		var plis []Pli
		res := m.Rejoue([]int{3, 1, 2}, []int{3, 2, 1}, nil, func(p Pli) bool { plis = append(plis, p); return true })
		veut := []Pli{
			{Numero: 1, Duels: []Duel{{Cartes: [2]int{3, 3}}, {Cartes: [2]int{1, 2}}}, Gagnant: 2,
				Ramasse: []int{2, 1, 3, 3}, Piles: [2]int{1, 5}},
			{Numero: 2, Duels: []Duel{{Cartes: [2]int{2, 1}}}, Gagnant: 1, Ramasse: []int{2, 1}, Piles: [2]int{2, 4}},
			{Numero: 3, Duels: []Duel{{Cartes: [2]int{2, 2}}, {Cartes: [2]int{1, 1}}}, Piles: [2]int{0, 2}},
		}
		if res != (Resultat{Plis: 3, Gagnant: 2}) {
			t.Errorf("result %+v, want 3 tricks won by player 2", res)
		}
		comparePlis(t, plis, veut)
	})
	t.Run("paternault", func(t *testing.T) {
		// Trick 1: 2 against 2, a bataille: 1 and 3 face down, then 1 against 2. Player 2 picks
		// up the six cards in some order, and player 1's pile is empty: the game ends at once.
		m := NouveauMoteur(Config{Couleurs: 2, Valeurs: 3})
		var plis []Pli
		r := rand.New(rand.NewPCG(1, 1))
		res := m.Rejoue([]int{2, 1, 1}, []int{2, 3, 2}, r, func(p Pli) bool { plis = append(plis, p); return true })
		if res != (Resultat{Plis: 1, Gagnant: 2}) {
			t.Errorf("result %+v, want 1 trick won by player 2", res)
		}
		if len(plis) != 1 {
			t.Fatalf("%d tricks traced, want 1", len(plis))
		}
		ramasse := slices.Sorted(slices.Values(plis[0].Ramasse))
		plis[0].Ramasse = nil
		veut := Pli{Numero: 1, Duels: []Duel{{Cartes: [2]int{2, 2}}, {Cachees: [2]int{1, 3}, Cartes: [2]int{1, 2}}},
			Gagnant: 2, Piles: [2]int{0, 6}}
		comparePlis(t, plis, []Pli{veut})
		if !slices.Equal(ramasse, []int{1, 1, 2, 2, 2, 3}) {
			t.Errorf("picked up %v, want the six cards 1 1 2 2 2 3", ramasse)
		}
	})
	t.Run("paternault sans carte cachée", func(t *testing.T) {
		// 1 against 1 with nothing left to put face down: a draw during trick 1.
		m := NouveauMoteur(Config{Couleurs: 2, Valeurs: 1})
		r := rand.New(rand.NewPCG(1, 1))
		if res := m.Rejoue([]int{1}, []int{1}, r, nil); res != (Resultat{Plis: 1}) {
			t.Errorf("result %+v, want a draw in 1 trick", res)
		}
	})
}

func comparePlis(t *testing.T, got, want []Pli) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%d tricks, want %d: %+v", len(got), len(want), got)
	}
	for i := range got {
		g, w := got[i], want[i]
		if g.Numero != w.Numero || g.Gagnant != w.Gagnant || g.Piles != w.Piles ||
			!slices.Equal(g.Duels, w.Duels) || !slices.Equal(g.Ramasse, w.Ramasse) {
			t.Errorf("trick %d = %+v, want %+v", i+1, g, w)
		}
	}
}

func TestConfigValider(t *testing.T) {
	cas := []struct {
		cfg Config
		ok  bool
	}{
		{Config{Couleurs: 4, Valeurs: 13}, true},
		{Config{Couleurs: 1, Valeurs: 2}, true},
		{Config{Couleurs: 2, Valeurs: 1}, true},
		{Config{Couleurs: 16, Valeurs: 16}, true},
		{Config{Couleurs: 1, Valeurs: 1}, false}, // one card
		{Config{Couleurs: 0, Valeurs: 13}, false},
		{Config{Couleurs: 4, Valeurs: 0}, false},
		{Config{Couleurs: 1, Valeurs: 256}, false},
		{Config{Couleurs: 17, Valeurs: 16}, false},
		{Config{Couleurs: 1 << 40, Valeurs: 1 << 40}, false}, // the product would overflow
	}
	for _, c := range cas {
		if err := c.cfg.Valider(); (err == nil) != c.ok {
			t.Errorf("%+v: Valider() = %v, want ok=%v", c.cfg, err, c.ok)
		}
	}
}

func TestNoms(t *testing.T) {
	for _, r := range []Regles{Paternault, Delahaye} {
		if got, err := LireRegles(r.String()); err != nil || got != r {
			t.Errorf("LireRegles(%q) = %v, %v", r.String(), got, err)
		}
	}
	for _, m := range []Ramassage{Naturelle, Aleatoire, Optimisee} {
		if got, err := LireRamassage(m.String()); err != nil || got != m {
			t.Errorf("LireRamassage(%q) = %v, %v", m.String(), got, err)
		}
	}
	if _, err := LireRegles("classique"); err == nil {
		t.Error("LireRegles(classique) accepted")
	}
	if _, err := LireRamassage("croissante"); err == nil {
		t.Error("LireRamassage(croissante) accepted")
	}
}

// The deal gives player 1 the first ⌊n/2⌋ cards, and every card of the deck once.
func TestDonne(t *testing.T) {
	for _, cfg := range []Config{{Couleurs: 4, Valeurs: 13}, {Couleurs: 1, Valeurs: 3}, {Couleurs: 3, Valeurs: 3}} {
		m := NouveauMoteur(cfg)
		j1, j2 := m.Donne(rand.New(rand.NewPCG(1, 2)))
		if len(j1) != cfg.Cartes()/2 || len(j1)+len(j2) != cfg.Cartes() {
			t.Errorf("%d×%d: piles of %d and %d cards", cfg.Couleurs, cfg.Valeurs, len(j1), len(j2))
		}
		compte := map[int]int{}
		for _, v := range append(j1, j2...) {
			compte[v]++
		}
		for v := 1; v <= cfg.Valeurs; v++ {
			if compte[v] != cfg.Couleurs {
				t.Errorf("%d×%d: value %d dealt %d times", cfg.Couleurs, cfg.Valeurs, v, compte[v])
			}
		}
	}
}
