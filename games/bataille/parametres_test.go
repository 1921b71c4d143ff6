package bataille

import (
	"errors"
	"testing"

	"jeux/parametre"
)

func TestLirePlage(t *testing.T) {
	cas := []struct {
		texte  string
		lo, hi int
		ok     bool
	}{
		{"2:6", 2, 6, true},
		{"4", 4, 4, true},
		{" 1 : 9 ", 1, 9, true},
		{"6:2", 0, 0, false},
		{"0:3", 0, 0, false},
		{"2:300", 0, 0, false},
		{"a:3", 0, 0, false},
		{"2:", 0, 0, false},
		{"", 0, 0, false},
	}
	for _, c := range cas {
		p, err := LirePlage("valeurs", c.texte, 255)
		var e *parametre.Erreur
		if (err == nil) != c.ok || p.Min != c.lo || p.Max != c.hi || (err != nil && (!errors.As(err, &e) || e.Nom != "valeurs")) {
			t.Errorf("LirePlage(%q) = %v, %v", c.texte, p, err)
		}
	}
}

// Whatever the text, LirePlage fails or returns 1 ≤ Min ≤ Max ≤ maxi, and String reads back.
func FuzzLirePlage(f *testing.F) {
	for _, s := range []string{"2:6", "4", "0:1", "9:1", "a", ":", "1:2:3", " 3 : 4 "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := LirePlage("c", s, 100)
		if err != nil {
			return
		}
		if p.Min < 1 || p.Min > p.Max || p.Max > 100 {
			t.Fatalf("LirePlage(%q) = %v", s, p)
		}
		q, err := LirePlage("c", p.String(), 100)
		if err != nil || q != p {
			t.Fatalf("LirePlage(%q) = %v, read back as %v, %v", s, p, q, err)
		}
	})
}

func TestChoixRegles(t *testing.T) {
	cas := []struct {
		choix ChoixRegles
		veut  [2]Ramassage
		champ string // of the error, "" when none
	}{
		{ChoixRegles{Regles: "paternault"}, [2]Ramassage{Aleatoire, Aleatoire}, ""},
		{ChoixRegles{Regles: "delahaye"}, [2]Ramassage{Naturelle, Naturelle}, ""},
		{ChoixRegles{Regles: "delahaye", Ramassage: "optimisee", RamassageJ2: "aleatoire"}, [2]Ramassage{Optimisee, Aleatoire}, ""},
		{ChoixRegles{Regles: "delahaye", RamassageJ1: "aleatoire"}, [2]Ramassage{Aleatoire, Naturelle}, ""},
		{ChoixRegles{Regles: "classique"}, [2]Ramassage{}, "regles"},
		{ChoixRegles{Regles: "delahaye", Ramassage: "hasard"}, [2]Ramassage{}, "ramassage"},
		{ChoixRegles{Regles: "delahaye", RamassageJ2: "hasard"}, [2]Ramassage{}, "ramassage-j2"},
		{ChoixRegles{Regles: "paternault", RamassageJ1: "naturelle"}, [2]Ramassage{}, "ramassage-j1"},
		{ChoixRegles{Regles: "paternault", Ramassage: "aleatoire"}, [2]Ramassage{}, "ramassage"},
	}
	for _, c := range cas {
		var cfg Config
		err := c.choix.Appliquer(&cfg)
		var e *parametre.Erreur
		switch {
		case c.champ == "" && (err != nil || cfg.Ramassage != c.veut):
			t.Errorf("%+v: %v, %v; want %v", c.choix, cfg.Ramassage, err, c.veut)
		case c.champ != "" && (!errors.As(err, &e) || e.Nom != c.champ):
			t.Errorf("%+v: error %v, want one about %s", c.choix, err, c.champ)
		}
	}
}

// A trick of Paternault rules with a tie, worked by hand: 5 against 5, face-down 7 and 2, then
// 9 against 3; player 1 picks up six cards.
func TestPliTrace(t *testing.T) {
	p := Pli{Numero: 4, Duels: []Duel{{Cartes: [2]int{5, 5}}, {Cachees: [2]int{7, 2}, Cartes: [2]int{9, 3}}},
		Gagnant: 1, Ramasse: []int{3, 5, 9, 7, 5, 2}, Piles: [2]int{30, 22}}
	tr := nouveauPliTrace(p)
	if tr.Duels[0].Cartes != [2]int{5, 5} || tr.Duels[1].Cartes != [2]int{9, 3} || tr.Ramasse != "3 5 9 7 5 2" ||
		tr.Gagnante != 1 || tr.PileJ1 != 30 || tr.PileJ2 != 22 || tr.Duels[0].Cachees != nil || *tr.Duels[1].Cachees != [2]int{7, 2} {
		t.Errorf("trace %+v", tr)
	}
	// Player 2 runs out of cards in the middle of a tie: nobody picks up.
	fin := nouveauPliTrace(Pli{Numero: 9, Duels: []Duel{{Cartes: [2]int{4, 4}}, {Cachees: [2]int{1, 6}}}, Piles: [2]int{3, 0}})
	if len(fin.Duels) != 2 || fin.Duels[1].Cartes != [2]int{} || *fin.Duels[1].Cachees != [2]int{1, 6} || fin.Gagnante != 0 || fin.PileJ2 != 0 {
		t.Errorf("last trick %+v", fin)
	}
}

// Valider names the parameter at fault in the words of the command line.
func TestValiderNommeLeParametre(t *testing.T) {
	for _, c := range []struct {
		s     Simulation
		champ string
	}{
		{Simulation{Config: Config{Couleurs: 0, Valeurs: 13}, Parties: 1}, "couleurs"},
		{Simulation{Config: Config{Couleurs: 4, Valeurs: 256}, Parties: 1}, "valeurs"},
		{Simulation{Config: Config{Couleurs: 1, Valeurs: 1}, Parties: 1}, "couleurs × valeurs"},
		{Simulation{Config: Config{Couleurs: 4, Valeurs: 13}, Parties: 0}, "nombre"},
	} {
		var e *parametre.Erreur
		if err := c.s.Valider(); !errors.As(err, &e) || e.Nom != c.champ {
			t.Errorf("%+v: %v, want an error about %s", c.s, err, c.champ)
		} else if nom, valeur, _ := e.Parametre(); nom != c.champ || valeur == "" {
			t.Errorf("Parametre() = %q, %q", nom, valeur)
		}
	}
	if err := (Simulation{Config: Config{Couleurs: 4, Valeurs: 13}, Parties: 1}).Valider(); err != nil {
		t.Errorf("4 × 13: %v", err)
	}
	if _, err := DistributionExacte(Config{Couleurs: 3, Valeurs: 3}); err == nil || !errors.As(err, new(*parametre.Erreur)) {
		t.Errorf("exact 3 × 3: %v", err)
	}
}
