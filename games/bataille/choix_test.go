package bataille

import (
	"errors"
	"testing"
	"time"

	"jeux/parametre"
)

// nomErreur is the parameter a *parametre.Erreur names, "" for nil, "?" for another error.
func nomErreur(err error) string {
	var e *parametre.Erreur
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
		regles NomRegles
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

// A simulation is checked width of classes first, then deck, rules and games: the first fault
// is named.
func TestChoixSimulation(t *testing.T) {
	delahaye := ChoixRegles{Regles: "delahaye", Ramassage: "optimisee", RamassageJ2: "aleatoire"}
	s, err := ChoixSimulation{ChoixJeu: ChoixJeu{4, 13, delahaye}, Parties: 1000, Graine: 7}.Simulation()
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
		{ChoixSimulation{ChoixJeu: ChoixJeu{0, 13, mauvaises}, Parties: 0, Graine: 1}, "couleurs"},
		{ChoixSimulation{ChoixJeu: ChoixJeu{1, 1, mauvaises}, Parties: 0, Graine: 1}, "couleurs × valeurs"},
		{ChoixSimulation{ChoixJeu: ChoixJeu{4, 13, mauvaises}, Parties: 0, Graine: 1}, "ramassage"},
		{ChoixSimulation{ChoixJeu: ChoixJeu{4, 13, ChoixRegles{Regles: "x"}}, Parties: 0, Graine: 1}, "regles"},
		{ChoixSimulation{ChoixJeu: ChoixJeu{4, 13, delahaye}, Parties: 0, Graine: 1}, "nombre"},
		{ChoixSimulation{ChoixJeu: ChoixJeu{4, 13, delahaye}, Parties: -3, Graine: 1}, "nombre"},
		// A width of classes given is checked first; not given, 0 means no table.
		{ChoixSimulation{ChoixJeu: ChoixJeu{0, 13, mauvaises}, Parties: 0, Graine: 1, ClassesDonnees: true}, "classes"},
		{ChoixSimulation{ChoixJeu: ChoixJeu{4, 13, delahaye}, Parties: 10, Graine: 1, Classes: -2, ClassesDonnees: true}, "classes"},
		{ChoixSimulation{ChoixJeu: ChoixJeu{4, 13, delahaye}, Parties: 10, Graine: 1, Classes: 1, ClassesDonnees: true}, ""},
		{ChoixSimulation{ChoixJeu: ChoixJeu{4, 13, delahaye}, Parties: 10, Graine: 1}, ""},
	} {
		if _, err := c.ch.Simulation(); nomErreur(err) != c.champ {
			t.Errorf("%+v : erreur %v, attendu une sur %s", c.ch, err, c.champ)
		}
	}
	// -n's refusal says what the command line's did before the engine checked it.
	if _, err := (ChoixSimulation{ChoixJeu: ChoixJeu{4, 13, delahaye}, Parties: 0, Graine: 1}).Simulation(); err.Error() != "nombre vaut 0 : un nombre de parties d'au moins 1 est attendu" {
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

// A record search by default is 4 searches of a minute on 52 cards, natural pick-up (the
// defaults docs/bataille.md gives); each fault is named by its parameter, the deal to start
// from included.
func TestChoixRecord(t *testing.T) {
	base := ChoixRecordParDefaut()
	base.Workers = 1
	cfg, err := base.Config()
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Couleurs != 4 || cfg.Valeurs != 13 || cfg.Regles != Delahaye || cfg.Ramassage != [2]Ramassage{Naturelle, Naturelle} ||
		cfg.But != Duree || cfg.Methode != Recuit || cfg.Duree != time.Minute || cfg.Iterations != 0 || cfg.Recherches != 4 {
		t.Errorf("recherche par défaut : %+v", cfg)
	}
	for _, c := range []struct {
		quoi   string
		change func(*ChoixRecord)
		nom    string
	}{
		{"durée illisible", func(ch *ChoixRecord) { ch.Duree = "une minute" }, "duree"},
		{"0 itération donnée", func(ch *ChoixRecord) { ch.IterationsDonnees = true }, "iterations"},
		{"but inconnu", func(ch *ChoixRecord) { ch.But = "fin" }, "but"},
		{"ramassage au hasard", func(ch *ChoixRecord) { ch.RamassageJ2 = "aleatoire" }, "ramassage"},
		{"0 recherche", func(ch *ChoixRecord) { ch.Recherches = 0 }, "recherches"},
		{"0 worker", func(ch *ChoixRecord) { ch.Workers = 0 }, "workers"},
		{"donne de 6 cartes pour un jeu de 52", func(ch *ChoixRecord) {
			if err := ch.LireFichierDepart([]byte("1 2 3\n3 2 1\n")); err != nil {
				t.Fatal(err)
			}
		}, "depart"},
		{"alignées sur la durée", func(ch *ChoixRecord) { ch.Methode = "alignees" }, "methode"},
	} {
		ch := base
		c.change(&ch)
		if _, err := ch.Config(); nomErreur(err) != c.nom {
			t.Errorf("%s : erreur %v, %q attendu", c.quoi, err, c.nom)
		}
	}
	// The deal to start from is read from either form, and an unreadable one is refused.
	ch := ChoixRecord{}
	if err := ch.LireFichierDepart([]byte(`{"j1": "1 2", "j2": "2 1"}`)); err != nil || ch.DonneDepart == nil ||
		len(ch.DonneDepart.J1) != 2 || ch.DonneDepart.J1[0] != 1 || ch.DonneDepart.J2[0] != 2 {
		t.Errorf("départ JSON : %v, %+v", err, ch.DonneDepart)
	}
	if err := (&ChoixRecord{}).LireFichierDepart([]byte(`{"j1": "1 2"}`)); err == nil {
		t.Error("départ sans j2 accepté")
	}
}
