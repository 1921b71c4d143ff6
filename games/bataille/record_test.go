package bataille

import (
	"context"
	"errors"
	"slices"
	"strconv"
	"testing"
	"time"

	"jeux/parametre"
)

// jeuSimple plays a deal under Delahaye rules with deterministic pick-ups, written again on plain
// slices from docs/regles.md §1.3, independently of Moteur: it returns the number of tricks of a finite
// game, or the pre-period and period of an infinite one, found by recording every position.
func jeuSimple(j1, j2 []int, modes [2]Ramassage) (plis int, infinie bool, preperiode, periode int) {
	plis, _, infinie, preperiode, periode = partieSimple(j1, j2, modes)
	return plis, infinie, preperiode, periode
}

// partieSimple is jeuSimple with the winner of a finished game: the player left with cards, 0
// when both ran out during a tie.
func partieSimple(j1, j2 []int, modes [2]Ramassage) (plis, gagnant int, infinie bool, preperiode, periode int) {
	p := [2][]int{slices.Clone(j1), slices.Clone(j2)}
	vues := map[string]int{}
	for t := 1; ; t++ {
		cle := ""
		for _, j := range p {
			for _, v := range j {
				cle += strconv.Itoa(v) + " "
			}
			cle += "/"
		}
		if i, ok := vues[cle]; ok {
			return t - 1, 0, true, i, t - 1 - i
		}
		vues[cle] = t - 1
		var tapis []int // the trick's pile, [lower, higher] per duel
		for {
			switch {
			case len(p[0]) == 0 && len(p[1]) == 0:
				return t, 0, false, 0, 0
			case len(p[0]) == 0:
				return t, 2, false, 0, 0
			case len(p[1]) == 0:
				return t, 1, false, 0, 0
			}
			a, b := p[0][0], p[1][0]
			p[0], p[1] = p[0][1:], p[1][1:]
			tapis = append(tapis, min(a, b), max(a, b))
			if a == b {
				continue
			}
			g := 0
			if b > a {
				g = 1
			}
			var ramasse []int
			if modes[g] == Naturelle {
				for i := len(tapis) - 1; i >= 0; i-- {
					ramasse = append(ramasse, tapis[i])
				}
			} else {
				ramasse = slices.Clone(tapis)
				slices.Sort(ramasse)
				slices.Reverse(ramasse)
			}
			p[g] = append(slices.Clone(p[g]), ramasse...)
			if len(p[1-g]) == 0 {
				return t, g + 1, false, 0, 0
			}
			break
		}
	}
}

// toutesLesDonnes calls f with every distinct order of the deck couleurs × valeurs, split as a
// shuffled deal is.
func toutesLesDonnes(couleurs, valeurs int, f func(j1, j2 []int)) {
	compte := make([]int, valeurs+1)
	for v := 1; v <= valeurs; v++ {
		compte[v] = couleurs
	}
	n := couleurs * valeurs
	ordre := make([]int, 0, n)
	var place func()
	place = func() {
		if len(ordre) == n {
			f(ordre[:n/2], ordre[n/2:])
			return
		}
		for v := 1; v <= valeurs; v++ {
			if compte[v] > 0 {
				compte[v]--
				ordre = append(ordre, v)
				place()
				ordre = ordre[:len(ordre)-1]
				compte[v]++
			}
		}
	}
	place()
}

// lire parses a pile written by the search.
func lire(t *testing.T, s string) []int {
	t.Helper()
	p, err := LireDonne(s)
	if err != nil {
		t.Fatalf("pile %q: %v", s, err)
	}
	return p
}

// On decks small enough to play every deal, the search must find the longest finite game that
// brute force finds, and a cycle when brute force finds one.
func TestChercheTrouveLeMaximum(t *testing.T) {
	cas := []struct {
		couleurs, valeurs int
		modes             [2]Ramassage
	}{
		{1, 6, naturelles},
		{2, 3, naturelles},
		{4, 3, naturelles}, // the deck of the reference deals of docs/regles.md §1.3
		{2, 4, [2]Ramassage{Optimisee, Optimisee}},
		{3, 3, [2]Ramassage{Naturelle, Optimisee}},
	}
	for _, c := range cas {
		if testing.Short() && c.couleurs*c.valeurs == 12 {
			continue // 369,600 deals played three times, then searched: nine tenths of the test
		}
		// parmi plays by brute force every deal garde keeps: the longest finite game, the
		// infinite ones, the deals played.
		parmi := func(garde func(j1, j2 []int) bool) (plusLongue, cycles, donnes int) {
			toutesLesDonnes(c.couleurs, c.valeurs, func(j1, j2 []int) {
				if !garde(j1, j2) {
					return
				}
				donnes++
				plis, infinie, _, _ := jeuSimple(j1, j2, c.modes)
				if infinie {
					cycles++
				} else {
					plusLongue = max(plusLongue, plis)
				}
			})
			return
		}
		plusLongue, cycles, donnes := parmi(func(_, _ []int) bool { return true })
		t.Logf("%d×%d %v: %d deals, longest finite game %d tricks, %d infinite", c.couleurs, c.valeurs, c.modes, donnes, plusLongue, cycles)
		// Structure searches only the deals whose first cards are the lowest of the deck in
		// increasing order: its maximum is that of those deals, found by brute force too.
		n := c.couleurs * c.valeurs
		fixes := n/2 - max(2, n/16)
		plusLongueStructuree, cyclesStructures, _ := parmi(func(j1, _ []int) bool {
			for i := range fixes {
				if j1[i] != 1+i/c.couleurs {
					return false
				}
			}
			return true
		})
		// Paires draws only the deals whose piles are pairs, higher card first.
		plusLongueEnPaires, cyclesEnPaires, _ := parmi(func(j1, j2 []int) bool {
			for _, p := range [2][]int{j1, j2} {
				for k := 0; k+1 < len(p); k += 2 {
					if p[k] < p[k+1] {
						return false
					}
				}
			}
			return true
		})
		for _, methode := range []Methode{Recuit, Escalade, Echange, Structure, Hasard, Paires} {
			cfg := ConfigRecord{Config: Config{Couleurs: c.couleurs, Valeurs: c.valeurs, Regles: Delahaye, Ramassage: c.modes},
				Methode: methode, Iterations: 20 * int64(donnes), Recherches: 2, Workers: 2, Graine: 5}
			res, err := Cherche(context.Background(), cfg, nil)
			if err != nil {
				t.Fatal(err)
			}
			attendu, cyclesAttendus := plusLongue, cycles
			switch methode {
			case Structure:
				attendu, cyclesAttendus = plusLongueStructuree, cyclesStructures
			case Paires:
				attendu, cyclesAttendus = plusLongueEnPaires, cyclesEnPaires
			}
			if res.Plis != attendu || res.Infinie {
				t.Errorf("%d×%d %v %v: best %+v, want %d tricks", c.couleurs, c.valeurs, c.modes, methode, res.Meilleur, attendu)
			}
			if plis, infinie, _, _ := jeuSimple(lire(t, res.J1), lire(t, res.J2), c.modes); plis != res.Plis || infinie {
				t.Errorf("%d×%d %v: deal %s / %s plays %d tricks (infinite %v), reported %d", c.couleurs, c.valeurs, c.modes, res.J1, res.J2, plis, infinie, res.Plis)
			}
			if cyclesAttendus == 0 {
				continue
			}
			cfg.But = Cycle
			res, err = Cherche(context.Background(), cfg, nil)
			if err != nil {
				t.Fatal(err)
			}
			plis, infinie, pre, per := jeuSimple(lire(t, res.J1), lire(t, res.J2), c.modes)
			if !res.Infinie || !infinie || plis != res.Plis || pre != res.Preperiode || per != res.Periode {
				t.Errorf("%d×%d %v %v: cycle search gave %+v; the deal plays %d tricks, infinite %v, %d + %d",
					c.couleurs, c.valeurs, c.modes, methode, res.Meilleur, plis, infinie, pre, per)
			}
		}
	}
}

// With a fixed seed, number of iterations and of workers, a search gives the same deal twice,
// and that deal replays (by Rejoue and by the plain rules above) to the length reported.
func TestChercheReproductible(t *testing.T) {
	for _, modes := range [][2]Ramassage{naturelles, {Optimisee, Optimisee}} {
		cfg := ConfigRecord{Config: Config{Couleurs: 4, Valeurs: 13, Regles: Delahaye, Ramassage: modes},
			Iterations: 3000, Recherches: 2, Workers: 2, Graine: 42}
		a, err := Cherche(context.Background(), cfg, nil)
		if err != nil {
			t.Fatal(err)
		}
		b, err := Cherche(context.Background(), cfg, nil)
		if err != nil {
			t.Fatal(err)
		}
		if a != b {
			t.Fatalf("%v: two runs differ:\n%+v\n%+v", modes, a, b)
		}
		if a.Evaluations != cfg.Iterations || a.Graine != 42 {
			t.Errorf("%v: %d evaluations and seed %d, want %d and 42", modes, a.Evaluations, a.Graine, cfg.Iterations)
		}
		j1, j2 := lire(t, a.J1), lire(t, a.J2)
		if len(j1) != 26 || len(j2) != 26 {
			t.Errorf("%v: piles of %d and %d cards, want 26 and 26", modes, len(j1), len(j2))
		}
		rejoue := NouveauMoteur(cfg.Config).Rejoue(j1, j2, nil, nil)
		plis, infinie, _, _ := jeuSimple(j1, j2, modes)
		if rejoue.Plis != a.Plis || rejoue.Infinie || plis != a.Plis || infinie {
			t.Errorf("%v: reported %d tricks; Rejoue %+v, plain rules %d (infinite %v)", modes, a.Plis, rejoue, plis, infinie)
		}
		// 3000 random deals already reach 1,300 tricks or so (the longest of 200,000 is 3,178).
		if a.Plis < 1000 {
			t.Errorf("%v: best game of %d tricks after 3000 evaluations", modes, a.Plis)
		}
	}
}

// A search of one evaluation from a starting deal returns that deal.
func TestChercheDepart(t *testing.T) {
	j1, j2 := []int{2, 1, 3, 1, 3, 2}, []int{2, 3, 3, 1, 1, 2}
	cfg := ConfigRecord{Config: Config{Couleurs: 4, Valeurs: 3, Regles: Delahaye, Ramassage: naturelles},
		Iterations: 1, Recherches: 1, Workers: 1, Depart: &Donne{J1: j1, J2: j2}}
	res, err := Cherche(context.Background(), cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	veut := Meilleur{J1: "2 1 3 1 3 2", J2: "2 3 3 1 1 2", Plis: 37} // docs/regles.md §1.3
	if res.Meilleur != veut || res.Evaluations != 1 {
		t.Errorf("got %+v after %d evaluations, want %+v after 1", res.Meilleur, res.Evaluations, veut)
	}
	// Fewer iterations than searches: the searches left without any evaluate nothing.
	cfg.Iterations, cfg.Recherches = 2, 5
	if res, err := Cherche(context.Background(), cfg, nil); err != nil || res.Evaluations != 2 {
		t.Errorf("2 iterations over 5 searches: %d evaluations (error %v), want 2", res.Evaluations, err)
	}
}

func TestConfigRecordValider(t *testing.T) {
	bonne := ConfigRecord{Config: Config{Couleurs: 2, Valeurs: 3, Regles: Delahaye, Ramassage: naturelles},
		Iterations: 10, Recherches: 1, Workers: 1}
	cas := []struct {
		nom   string
		modif func(*ConfigRecord)
		champ string
	}{
		{"paternault", func(c *ConfigRecord) { c.Regles = Paternault }, "regles"},
		{"aléatoire", func(c *ConfigRecord) { c.Ramassage[1] = Aleatoire }, "ramassage"},
		{"cycle aléatoire", func(c *ConfigRecord) { c.But, c.Ramassage[0] = Cycle, Aleatoire }, "ramassage"},
		{"but", func(c *ConfigRecord) { c.But = 7 }, "but"},
		{"méthode", func(c *ConfigRecord) { c.Methode = -1 }, "methode"},
		{"itérations", func(c *ConfigRecord) { c.Iterations = -1 }, "iterations"},
		{"durée négative", func(c *ConfigRecord) { c.Duree = -1 }, "duree"},
		{"sans budget", func(c *ConfigRecord) { c.Iterations = 0 }, "duree"},
		{"workers", func(c *ConfigRecord) { c.Workers = 0 }, "workers"},
		{"aucune recherche", func(c *ConfigRecord) { c.Recherches = 0 }, "recherches"},
		{"trop de recherches", func(c *ConfigRecord) { c.Recherches = MaxRecherches + 1 }, "recherches"},
		{"départ court", func(c *ConfigRecord) { c.Depart = &Donne{J1: []int{1, 2}, J2: []int{3, 3, 2, 1}} }, "depart"},
		{"départ d'un autre jeu", func(c *ConfigRecord) { c.Depart = &Donne{J1: []int{1, 2, 4}, J2: []int{3, 3, 2}} }, "depart"},
		{"départ sans paires", func(c *ConfigRecord) { c.Depart = &Donne{J1: []int{1, 1, 1}, J2: []int{3, 3, 2}} }, "depart"},
	}
	if err := bonne.Valider(); err != nil {
		t.Fatalf("valid configuration refused: %v", err)
	}
	for _, c := range cas {
		cfg := bonne
		c.modif(&cfg)
		err := cfg.Valider()
		var e *parametre.Erreur
		if !errors.As(err, &e) || e.Nom != c.champ {
			t.Errorf("%s: error %v, want one on %q", c.nom, err, c.champ)
		}
		if _, err := Cherche(context.Background(), cfg, nil); err == nil {
			t.Errorf("%s: Cherche accepted the configuration", c.nom)
		}
	}
	if err := (ConfigRecord{Config: Config{Couleurs: 0, Valeurs: 3, Regles: Delahaye}, Iterations: 1, Recherches: 1, Workers: 1}).Valider(); err == nil {
		t.Error("a deck without colours accepted")
	}
}

func TestLireButEtMethode(t *testing.T) {
	for _, b := range []But{Duree, Cycle} {
		if got, err := LireBut(b.String()); err != nil || got != b {
			t.Errorf("LireBut(%q) = %v, %v", b.String(), got, err)
		}
	}
	for _, m := range []Methode{Recuit, Escalade, Echange, Structure, Hasard, Paires, Alignees} {
		if got, err := LireMethode(m.String()); err != nil || got != m {
			t.Errorf("LireMethode(%q) = %v, %v", m.String(), got, err)
		}
	}
	if _, err := LireBut("longueur"); err == nil {
		t.Error("LireBut(longueur) accepted")
	}
	if _, err := LireMethode("genetique"); err == nil {
		t.Error("LireMethode(genetique) accepted")
	}
}

// A search on a time budget stops when its context is cancelled and returns the best deal of the
// last round every search finished, marked as interrupted with the evaluations made, and the
// context's error: the budget it reached, as iterations, gives the same deal. The deal's length
// is checked by the plain rules of jeuSimple.
func TestChercheInterrompue(t *testing.T) {
	ctx, annule := context.WithCancel(context.Background())
	defer annule()
	cfg := ConfigRecord{Config: Config{Couleurs: 4, Valeurs: 13, Regles: Delahaye, Ramassage: naturelles},
		Duree: time.Hour, Recherches: 2, Workers: 2, Graine: 3}
	res, err := Cherche(ctx, cfg, func(m Meilleur, evaluations int64) {
		if evaluations >= 10_000 {
			annule()
		}
	})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("error %v, want context.Canceled", err)
	}
	if res.Evaluations == 0 || res.Evaluations > 20_000 || res.Evaluations != res.IterationsAtteintes || !res.Interrompue || res.J1 == "" {
		t.Errorf("%d evaluations (budget reached %d, interrupted %v, deal %q), want at most 20,000, the budget, interrupted, a deal",
			res.Evaluations, res.IterationsAtteintes, res.Interrompue, res.J1)
	}
	if plis, _, _, _ := jeuSimple(lire(t, res.J1), lire(t, res.J2), naturelles); plis != res.Plis {
		t.Errorf("best deal plays %d tricks, reported %d", plis, res.Plis)
	}
	refait := cfg
	refait.Iterations, refait.Workers = res.IterationsAtteintes, 1
	if r, err := Cherche(context.Background(), refait, nil); err != nil || r.Meilleur != res.Meilleur || r.Evaluations != res.Evaluations {
		t.Errorf("--iterations %d : %+v (%v) ; l'interrompue avait %+v", refait.Iterations, r, err, res)
	}
}

// A search stopped by the clock reaches a budget of evaluations that every search shares: that
// budget as iterations, on any number of workers, gives the same deal, the same evaluations and
// the same cycle met; so does a cycle search, whose searches end when they find one.
func TestChercheDureeRefaiteParIterations(t *testing.T) {
	for _, cfg := range []ConfigRecord{
		{Config: Config{Couleurs: 4, Valeurs: 6, Regles: Delahaye, Ramassage: naturelles}, But: Duree, Methode: Recuit,
			Duree: 300 * time.Millisecond, Recherches: 3, Workers: 2, Graine: 11},
		{Config: Config{Couleurs: 4, Valeurs: 6, Regles: Delahaye, Ramassage: naturelles}, But: Duree, Methode: Hasard,
			Duree: 200 * time.Millisecond, Recherches: 5, Workers: 3, Graine: 12},
		{Config: Config{Couleurs: 4, Valeurs: 4, Regles: Delahaye, Ramassage: naturelles}, But: Cycle, Methode: Hasard,
			Duree: 200 * time.Millisecond, Recherches: 4, Workers: 2, Graine: 13},
	} {
		res, err := Cherche(context.Background(), cfg, nil)
		if err != nil || res.IterationsAtteintes < int64(cfg.Recherches) || res.IterationsAtteintes%int64(cfg.Recherches) != 0 || res.Interrompue {
			t.Fatalf("%v : %+v, %v", cfg.Methode, res, err)
		}
		for _, w := range []int{1, 4} {
			refait := cfg
			refait.Iterations, refait.Workers = res.IterationsAtteintes, w
			r, err := Cherche(context.Background(), refait, nil)
			memeCycle := (r.Cycle == nil) == (res.Cycle == nil) && (r.Cycle == nil || *r.Cycle == *res.Cycle)
			if err != nil || r.Meilleur != res.Meilleur || r.Evaluations != res.Evaluations || !memeCycle {
				t.Errorf("%v, %v --iterations %d -w %d : %+v (%v) ; au temps %+v", cfg.But, cfg.Methode, refait.Iterations, w, r, err, res)
			}
		}
	}
}

// The workers only run the searches: with a fixed seed, number of iterations and of searches,
// one, two or three workers find the same deal after the same evaluations, and a search that
// ran to its end is not marked as interrupted.
func TestChercheMemeReponseQuelsQueSoientLesWorkers(t *testing.T) {
	cfg := ConfigRecord{Config: Config{Couleurs: 4, Valeurs: 8, Regles: Delahaye, Ramassage: naturelles},
		Iterations: 4001, Recherches: 3, Graine: 11}
	var premier ResultatRecord
	for w := 1; w <= 3; w++ {
		cfg.Workers = w
		res, err := Cherche(context.Background(), cfg, nil)
		if err != nil || res.Evaluations != 4001 || res.Interrompue {
			t.Fatalf("%d workers: %+v, %v", w, res, err)
		}
		if w == 1 {
			premier = res
		} else if res != premier {
			t.Errorf("%d workers: %+v, one worker: %+v", w, res, premier)
		}
	}
}

func TestLireDepart(t *testing.T) {
	veut := Donne{J1: []int{2, 1, 3}, J2: []int{3, 1, 2}}
	for _, s := range []string{
		"2 1 3\n3 1 2\n",
		"\n  2,1,3 \n\n3 1 2",
		`{"j1": "2 1 3", "j2": "3 1 2", "plis": 4, "graine": 1}`,
	} {
		d, err := LireDepart([]byte(s))
		if err != nil || !slices.Equal(d.J1, veut.J1) || !slices.Equal(d.J2, veut.J2) {
			t.Errorf("LireDepart(%q) = %v, %v; want %v", s, d, err, veut)
		}
	}
	for _, s := range []string{"", "2 1 3", "2 1 3\n3 1 2\n1", "2 x 3\n3 1 2", "2 1 3\n0", `{"j1": "2 1 3"}`, `{"j1": 2, "j2": "3"}`, "{"} {
		if d, err := LireDepart([]byte(s)); err == nil {
			t.Errorf("LireDepart(%q) = %v, want an error", s, d)
		}
	}
}

// Whatever the bytes, LireDepart either fails or returns two non-empty piles of values in range,
// which read back the same once written by EcrirePile as two lines.
func FuzzLireDepart(f *testing.F) {
	for _, s := range []string{"2 1 3\n3 1 2", `{"j1": "2 1 3", "j2": "3 1 2"}`, "", "{", "1\n2\n3", `{"j1": null}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		d, err := LireDepart(b)
		if err != nil {
			return
		}
		if err := VerifierDonne(d.J1, d.J2); err != nil && len(d.J1)+len(d.J2) <= MaxCartes {
			t.Fatalf("LireDepart(%q) = %v: %v", b, d, err)
		}
		again, err := LireDepart([]byte(EcrirePile(d.J1) + "\n" + EcrirePile(d.J2)))
		if err != nil || !slices.Equal(again.J1, d.J1) || !slices.Equal(again.J2, d.J2) {
			t.Fatalf("LireDepart(%q) = %v, read back as %v, %v", b, d, again, err)
		}
	})
}

// Merging keeps the better deal for the goal (the first on a tie), adds the evaluations and
// keeps the first incidental cycle.
func TestFusionner(t *testing.T) {
	fini := func(plis int) Meilleur { return Meilleur{J1: "1", J2: "2", Plis: plis} }
	infini := Meilleur{J1: "2", J2: "1", Plis: 19, Infinie: true, Periode: 19}
	cycle := &Meilleur{J1: "3", J2: "4", Infinie: true}
	cas := []struct {
		nom  string
		a, b Meilleur
		but  But
		veut Meilleur
	}{
		{"plus longue", fini(10), fini(12), Duree, fini(12)},
		{"plus courte", fini(12), fini(10), Duree, fini(12)},
		{"égalité", Meilleur{J1: "a", Plis: 7}, Meilleur{J1: "b", Plis: 7}, Duree, Meilleur{J1: "a", Plis: 7}},
		{"infinie en durée", fini(3), infini, Duree, fini(3)},
		{"infinie en cycle", fini(3000), infini, Cycle, infini},
		{"vide", Meilleur{}, fini(2), Duree, fini(2)},
		{"vide après", fini(2), Meilleur{}, Cycle, fini(2)},
	}
	for _, c := range cas {
		r := ResultatRecord{Meilleur: c.a, Evaluations: 5, Graine: 9}
		r.garder(ResultatRecord{Meilleur: c.b, Evaluations: 7, Graine: 1, Cycle: cycle}, c.but)
		if r.Meilleur != c.veut || r.Evaluations != 12 || r.Graine != 9 || r.Cycle != cycle {
			t.Errorf("%s: %+v", c.nom, r)
		}
	}
	premier := &Meilleur{J1: "5"}
	r := ResultatRecord{Cycle: premier}
	r.garder(ResultatRecord{Cycle: cycle}, Duree)
	if r.Cycle != premier {
		t.Errorf("first cycle replaced by %+v", r.Cycle)
	}
}

// On a time budget, more searches than workers share it: four searches on one worker end
// together within the budget (and a little slack for a loaded machine), none interrupted.
func TestChercheDureePartagee(t *testing.T) {
	cfg := ConfigRecord{Config: Config{Couleurs: 4, Valeurs: 6, Regles: Delahaye, Ramassage: naturelles},
		Duree: 400 * time.Millisecond, Recherches: 4, Workers: 1, Graine: 2}
	debut := time.Now()
	res, err := Cherche(context.Background(), cfg, nil)
	if d := time.Since(debut); err != nil || d > cfg.Duree+300*time.Millisecond || res.Interrompue || res.Evaluations < 4 {
		t.Errorf("%v: %d evaluations, interrupted %v, error %v", d, res.Evaluations, res.Interrompue, err)
	}
}

// A command's search: whole, it gives its part; interrupted, the best deal so far, unless it is
// one part of a split run or made no evaluation; a configuration refused is an error.
func TestCherchePart(t *testing.T) {
	cfg := ConfigRecord{Config: Config{Couleurs: 4, Valeurs: 4, Regles: Delahaye}, But: Duree, Methode: Recuit,
		Iterations: 100, Recherches: 2, Workers: 1, Graine: 1}
	p, err := CherchePart(context.Background(), cfg, 0, 2, false, nil)
	if err != nil || p.Evaluations != 100 || p.Interrompue || p.But != Duree || p.J1 == "" {
		t.Fatalf("recherche entière : %+v, %v", p, err)
	}
	mauvaise := cfg
	mauvaise.Recherches = 0
	if p, err := CherchePart(context.Background(), mauvaise, 0, 0, false, nil); p != nil || nomErreur(err) != "recherches" {
		t.Errorf("0 recherche : %+v, %v", p, err)
	}
	annule, annuler := context.WithCancel(context.Background())
	annuler()
	if p, err := CherchePart(annule, cfg, 0, 2, false, nil); p != nil || !errors.Is(err, context.Canceled) {
		t.Errorf("annulée avant toute évaluation : %+v, %v", p, err)
	}
	longue := cfg
	longue.Iterations, longue.Duree = 0, time.Hour
	for _, partagee := range []bool{false, true} {
		ctx, fin := context.WithTimeout(context.Background(), 100*time.Millisecond)
		p, err := CherchePart(ctx, longue, 0, 2, partagee, nil)
		fin()
		switch {
		case partagee && (p != nil || !errors.Is(err, context.DeadlineExceeded)):
			t.Errorf("part interrompue : %+v, %v ; attendu rien et l'interruption", p, err)
		case !partagee && (err != nil || !p.Interrompue || p.Evaluations == 0 || p.J1 == ""):
			t.Errorf("recherche interrompue : %+v, %v ; attendu la meilleure donne trouvée", p, err)
		}
	}
}
