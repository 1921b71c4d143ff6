package bataille

import (
	"context"
	"errors"
	"slices"
	"testing"

	"jeux/parallel"
	"jeux/parametre"
	"jeux/stats"
)

// Durations 2, 3, 3 and 10 worked by hand: mean 4.5, median (3 + 3)/2, mode 3, half of them
// even (as many even as odd: ≈), q(0.025) the first duration whose cumulative count reaches
// 0.1 (2), q(0.975) the first that reaches 3.9 (10); two infinite games counted apart.
func TestNouvelleStat(t *testing.T) {
	h := new(stats.Histogram)
	for _, d := range []int{2, 3, 3, 10, DureeInfinie, DureeInfinie} {
		h.Add(d)
	}
	s := Simulation{Config: Config{Couleurs: 2, Valeurs: 5, Regles: Delahaye, Ramassage: [2]Ramassage{Naturelle, Optimisee}}, Parties: 6}
	st := NouvelleStat(s, h)
	if st.Nom != "delahaye naturelle/optimisee" || st.Parties != 6 || st.Infinies != 2 || *st.Min != 2 || *st.Max != 10 ||
		*st.Moyenne != 4.5 || *st.Mediane != 3 || *st.Mode != 3 || *st.PartPaire != 0.5 || *st.Parite != "≈" ||
		*st.Plage95 != (stats.Intervalle{Bas: 2, Haut: 10}) {
		t.Errorf("stat %+v", st)
	}
	// No game ended: no figure.
	h = new(stats.Histogram)
	h.AddN(DureeInfinie, 3)
	if st := NouvelleStat(s, h); st.Min != nil || st.Plage95 != nil || st.Parite != nil || st.Infinies != 3 {
		t.Errorf("only infinite games: %+v", st)
	}
}

// The reference deals of docs/regles.md §1.3, and the first trick of the finite one worked by
// hand: 2 against 2, then 1 against 3; player 2 picks up [2 2 1 3] from its end: 3 1 2 2.
func TestRejoueReference(t *testing.T) {
	naturelle := [2]Ramassage{Naturelle, Naturelle}
	res, err := Rejoue(ConfigRejoue{Regles: Delahaye, Ramassage: naturelle, J1: "2 1 3 1 3 2", J2: "2 3 3 1 1 2"}, 0, true)
	trace := plisDe(t, res)
	if err != nil || res.Plis != 37 || res.Gagnant != 1 || res.Infinie || len(trace) != 37 {
		t.Fatalf("finite deal: %+v, %d tricks traced, %v", res, len(trace), err)
	}
	if p := trace[0]; len(p.Duels) != 2 || p.Duels[0].Cartes != [2]int{2, 2} || p.Duels[1].Cartes != [2]int{1, 3} || p.Gagnante != 2 || p.Ramasse != "3 1 2 2" || p.PileJ1 != 4 || p.PileJ2 != 8 {
		t.Errorf("trick 1: %+v", p)
	}
	res, err = Rejoue(ConfigRejoue{Regles: Delahaye, Ramassage: naturelle, J1: "3 2 1 1 2 1", J2: "2 1 3 2 3 3"}, 0, false)
	if err != nil || !res.Infinie || res.Preperiode != 0 || res.Periode != 19 || res.Gagnant != 0 || len(plisDe(t, res)) != 0 {
		t.Errorf("infinite deal: %+v, %v", res, err)
	}
	// Traced, the infinite deal lists its 19 tricks, until the deal comes back.
	res, _ = Rejoue(ConfigRejoue{Regles: Delahaye, Ramassage: naturelle, J1: "3 2 1 1 2 1", J2: "2 1 3 2 3 3"}, 0, true)
	if trace := plisDe(t, res); len(trace) != 19 || trace[18].PileJ1 != 6 || trace[18].PileJ2 != 6 {
		t.Errorf("infinite deal traced: %d tricks", len(trace))
	}
	for _, c := range []struct{ j1, j2, champ string }{{"2 x", "1", "j1"}, {"1", "", "j2"}, {"0 1", "2", "j1"}} {
		var e *parametre.Erreur
		if _, err := Rejoue(ConfigRejoue{Regles: Delahaye, Ramassage: naturelle, J1: c.j1, J2: c.j2}, 0, false); !errors.As(err, &e) || e.Nom != c.champ {
			t.Errorf("%q / %q: %v, want an error about %s", c.j1, c.j2, err, c.champ)
		}
	}
}

// plisDe collects a game's trace.
func plisDe(t *testing.T, r ResultatPartie) []PliTrace {
	t.Helper()
	var l []PliTrace
	if err := r.Trace.Parcourir(context.Background(), func(p PliTrace) bool {
		l = append(l, p)
		return true
	}); err != nil {
		t.Fatal(err)
	}
	return l
}

// A trace is played again as it is read: a game drawn at random with random pick-ups replays
// the same tricks (the same random stream), to its end; the trace stops when its reader stops,
// and within a few thousand tricks of its context's cancellation (one-colour Delahaye of 255
// cards, seed 1: 145 331 tricks).
func TestTraceRejouee(t *testing.T) {
	res, err := PartieAuHasard(Config{Couleurs: 4, Valeurs: 13}, 1, true)
	if err != nil {
		t.Fatal(err)
	}
	trace := plisDe(t, res)
	fin := trace[len(trace)-1]
	if len(trace) != res.Plis || fin.Gagnante != res.Gagnant || fin.PileJ1+fin.PileJ2 != 52 || min(fin.PileJ1, fin.PileJ2) != 0 {
		t.Errorf("%d tricks traced, last %+v, for %+v", len(trace), fin, res)
	}
	if again := plisDe(t, res); len(again) != len(trace) || again[len(again)-1].Ramasse != fin.Ramasse {
		t.Errorf("second reading: %d tricks, last %+v", len(again), again[len(again)-1])
	}
	long, err := PartieAuHasard(Config{Couleurs: 1, Valeurs: 255, Regles: Delahaye, Ramassage: [2]Ramassage{Naturelle, Naturelle}}, 1, true)
	if err != nil || long.Plis != 145331 {
		t.Fatalf("long game: %+v, %v", long, err)
	}
	n := 0
	if err := long.Trace.Parcourir(context.Background(), func(PliTrace) bool { n++; return n < 10 }); err != nil || n != 10 {
		t.Errorf("stopped at trick 10: %d tricks read, %v", n, err)
	}
	ctx, annuler := context.WithCancel(context.Background())
	defer annuler()
	n = 0
	err = long.Trace.Parcourir(ctx, func(PliTrace) bool {
		if n++; n == 5000 {
			annuler()
		}
		return true
	})
	if !errors.Is(err, context.Canceled) || n > 5000+plisEntreVerifications {
		t.Errorf("cancelled at trick 5000: %d tricks read, %v", n, err)
	}
}

// Every deck of the ranges but the one-card deck, by colours then values.
func TestMultistats(t *testing.T) {
	cfg := ConfigMultistat{Couleurs: Plage{1, 2}, Valeurs: Plage{1, 3}, Regles: Paternault, Ramassage: [2]Ramassage{Aleatoire, Aleatoire}, Parties: 50}
	a, err := MultistatLots(context.Background(), cfg, parallel.Options{Workers: 1}, 0, cfg.Lots(), SimuleLots)
	if err != nil {
		t.Fatal(err)
	}
	m, err := cfg.Resultat(a)
	var jeux [][2]int
	for _, st := range m.Jeux {
		jeux = append(jeux, [2]int{st.Couleurs, st.Valeurs})
	}
	if err != nil || cfg.Jeux() != 5 || !slices.Equal(jeux, [][2]int{{1, 2}, {1, 3}, {2, 1}, {2, 2}, {2, 3}}) {
		t.Errorf("multistat decks %v (%d announced), %v", jeux, cfg.Jeux(), err)
	}
	for _, c := range []struct {
		couleurs, valeurs Plage
		champ             string
	}{
		{Plage{3, 2}, Plage{1, 1}, "couleurs"},
		{Plage{1, 2}, Plage{0, 3}, "valeurs"},
		{Plage{1, 20}, Plage{1, 13}, "couleurs × valeurs"},
	} {
		cfg.Couleurs, cfg.Valeurs = c.couleurs, c.valeurs
		var e *parametre.Erreur
		if err := cfg.Valider(); !errors.As(err, &e) || e.Nom != c.champ {
			t.Errorf("%v × %v: %v, want an error about %s", c.couleurs, c.valeurs, err, c.champ)
		}
	}
}
