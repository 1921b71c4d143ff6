package bataille

import (
	"errors"
	"testing"
)

// nomErreur is the parameter an *ErreurConfig names, "" for nil, "?" for another error.
func nomErreur(err error) string {
	var e *ErreurConfig
	switch {
	case err == nil:
		return ""
	case errors.As(err, &e):
		return e.Nom
	}
	return "?"
}

// A pick-up mode matters only under Delahaye's rules; the shared one only for a player without
// her own.
func TestChoixReglesUtiles(t *testing.T) {
	for _, c := range []struct {
		regles string
		j1, j2 bool
		veut   [3]bool // ramassage, ramassage-j1, ramassage-j2
	}{
		{"paternault", false, false, [3]bool{}},
		{"paternault", true, true, [3]bool{}},
		{"delahaye", false, false, [3]bool{true, false, false}},
		{"delahaye", true, false, [3]bool{true, true, false}},
		{"delahaye", false, true, [3]bool{true, false, true}},
		{"delahaye", true, true, [3]bool{false, true, true}},
	} {
		ch := ChoixRegles{Regles: c.regles}
		if c.j1 {
			ch.RamassageJ1 = "optimisee"
		}
		if c.j2 {
			ch.RamassageJ2 = "aleatoire"
		}
		if got := ch.Utiles(); got != c.veut {
			t.Errorf("%s, j1 %v, j2 %v : %v, attendu %v", c.regles, c.j1, c.j2, got, c.veut)
		}
	}
}

// A simulation is checked deck first, then rules, then games: the first fault is named.
func TestChoixSimulation(t *testing.T) {
	delahaye := ChoixRegles{Regles: "delahaye", Ramassage: "optimisee", RamassageJ2: "aleatoire"}
	s, err := ChoixSimulation{ChoixJeu{4, 13, delahaye}, 1000, 7}.Simulation()
	veut := Simulation{Config{4, 13, Delahaye, [2]Ramassage{Optimisee, Aleatoire}}, 1000, 7}
	if err != nil || s != veut {
		t.Fatalf("4 × 13 delahaye optimisee/aleatoire : %+v, %v ; attendu %+v", s, err, veut)
	}
	// Paternault picks up at random: a mode given with it is refused.
	if cfg, err := (ChoixJeu{2, 3, ChoixRegles{Regles: "paternault"}}).Config(); err != nil || cfg != (Config{2, 3, Paternault, [2]Ramassage{Aleatoire, Aleatoire}}) {
		t.Errorf("2 × 3 paternault : %+v, %v", cfg, err)
	}
	mauvaises := ChoixRegles{Regles: "paternault", Ramassage: "naturelle"}
	for _, c := range []struct {
		ch    ChoixSimulation
		champ string
	}{
		{ChoixSimulation{ChoixJeu{0, 13, mauvaises}, 0, 1}, "couleurs"},
		{ChoixSimulation{ChoixJeu{1, 1, mauvaises}, 0, 1}, "couleurs × valeurs"},
		{ChoixSimulation{ChoixJeu{4, 13, mauvaises}, 0, 1}, "ramassage"},
		{ChoixSimulation{ChoixJeu{4, 13, ChoixRegles{Regles: "x"}}, 0, 1}, "regles"},
		{ChoixSimulation{ChoixJeu{4, 13, delahaye}, 0, 1}, "nombre"},
		{ChoixSimulation{ChoixJeu{4, 13, delahaye}, -3, 1}, "nombre"},
	} {
		if _, err := c.ch.Simulation(); nomErreur(err) != c.champ {
			t.Errorf("%+v : erreur %v, attendu une sur %s", c.ch, err, c.champ)
		}
	}
	// -n's refusal says what the command line's did before the engine checked it.
	if _, err := (ChoixSimulation{ChoixJeu{4, 13, delahaye}, 0, 1}).Simulation(); err.Error() != "nombre vaut 0 : un nombre de parties d'au moins 1 est attendu" {
		t.Errorf("-n 0 : %q", err)
	}
}

// A multistat is checked ranges first, then rules, then games, then the largest deck.
func TestChoixMultistat(t *testing.T) {
	aleatoire := ChoixRegles{Regles: "delahaye", Ramassage: "aleatoire"}
	cfg, err := ChoixMultistat{"1:2", " 1 : 3 ", aleatoire, 100, 9}.Config()
	veut := ConfigMultistat{Plage{1, 2}, Plage{1, 3}, Delahaye, [2]Ramassage{Aleatoire, Aleatoire}, 100, 9}
	if err != nil || cfg != veut {
		t.Fatalf("1:2 × 1:3 : %+v, %v ; attendu %+v", cfg, err, veut)
	}
	mauvaises := ChoixRegles{Regles: "paternault", Ramassage: "optimisee"}
	for _, c := range []struct {
		ch    ChoixMultistat
		champ string
	}{
		{ChoixMultistat{"3:2", "a:b", mauvaises, 0, 1}, "couleurs"},
		{ChoixMultistat{"1:2", "a:b", mauvaises, 0, 1}, "valeurs"},
		{ChoixMultistat{"1:2", "256", aleatoire, 1, 1}, "valeurs"},
		{ChoixMultistat{"10:20", "13", mauvaises, 0, 1}, "ramassage"},
		{ChoixMultistat{"10:20", "13", aleatoire, 0, 1}, "nombre"},
		{ChoixMultistat{"10:20", "13", aleatoire, 1, 1}, "couleurs × valeurs"},
	} {
		if _, err := c.ch.Config(); nomErreur(err) != c.champ {
			t.Errorf("%+v : erreur %v, attendu une sur %s", c.ch, err, c.champ)
		}
	}
}

// Whatever the ranges typed, ChoixMultistat refuses them naming -c, -v or both, or gives a
// multistat that checks.
func FuzzChoixMultistat(f *testing.F) {
	for _, s := range [][2]string{{"1:6", "1:6"}, {"3:2", "1"}, {"10:20", "13"}, {"0:1", "x"}, {"256", "1"}, {" 2 ", "1:255"}} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, couleurs, valeurs string) {
		cfg, err := ChoixMultistat{couleurs, valeurs, ChoixRegles{Regles: "paternault"}, 10, 1}.Config()
		switch nomErreur(err) {
		case "couleurs", "valeurs", "couleurs × valeurs":
		case "":
			if cfg.Valider() != nil || cfg.Couleurs.Max*cfg.Valeurs.Max > MaxCartes {
				t.Fatalf("%q × %q : %+v", couleurs, valeurs, cfg)
			}
		default:
			t.Fatalf("%q × %q : erreur %v", couleurs, valeurs, err)
		}
	})
}
