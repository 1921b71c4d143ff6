package bataille

import (
	"fmt"
	"reflect"
	"testing"
	"time"
)

// TestVoiesContrePartieSimple plays random deals in the vector lanes, a batch at a time, and
// each one apart by the plain rules of the tests (partieSimple): every outcome must agree. The
// decks cover the hunt's (4 × 8, 4 × 13), decks whose deals never end (played again from their
// deal past plafondVoies tricks), decks of many ties and long ones (16 × 2, 8 × 3: the ties the
// lanes leave to batailleDeterministe, players running out during a tie, draws), and piles of
// different sizes (3 × 5).
func TestVoiesContrePartieSimple(t *testing.T) {
	if !voiesDisponibles {
		t.Skip("pas d'AVX-512F sur ce processeur : la chasse joue une donne à la fois")
	}
	facteur := 4
	if testing.Short() {
		facteur = 1
	}
	opt := [2]Ramassage{Optimisee, Optimisee}
	cas := []struct {
		couleurs, valeurs int
		modes             [2]Ramassage
		donnes            int
	}{
		{4, 8, naturelles, 2000},
		{4, 8, opt, 2000},

		{4, 3, naturelles, 500},
		{4, 4, naturelles, 2000},
		{4, 7, opt, 1000},
		{16, 2, naturelles, 2000},
		{16, 2, opt, 2000},
		{8, 3, naturelles, 2000},
		{8, 3, opt, 2000},
		{3, 5, naturelles, 500},
		{1, 2, naturelles, 10},
		// Piles of four words (the assembly of eight tricks a step only): 52 cards, ties of every
		// depth on 48, piles of different sizes (33, 39), the largest decks (60, 64).
		{4, 13, naturelles, 1000},
		{4, 13, opt, 1000},
		{16, 3, naturelles, 500},
		{16, 3, opt, 500},
		{4, 10, opt, 300},
		{3, 11, naturelles, 40},
		{3, 13, opt, 40},
		{4, 15, naturelles, 100},
		{16, 4, opt, 100},
	}
	for _, c := range cas {
		n := c.donnes * facteur
		cfg := ConfigRecord{Config: Config{Couleurs: c.couleurs, Valeurs: c.valeurs, Regles: Delahaye, Ramassage: c.modes},
			Methode: Hasard, Iterations: 1, Recherches: 1, Workers: 1, Graine: 23}
		ch := nouveauChercheur(cfg, 1, &suiviRecord{})
		l := nouveauLotVoies(cfg.Config)
		if l == nil && cfg.Cartes() > maxCartesVoies && !voiesPaquets {
			continue
		}
		if l == nil {
			t.Fatalf("%d×%d %v : pas de voies", c.couleurs, c.valeurs, c.modes)
		}
		cartes := cfg.Cartes()
		donnes := make([]uint8, n*cartes)
		for i := range n {
			ch.aleatoire(donnes[i*cartes : (i+1)*cartes])
		}
		for nom, jouer := range variantesVoies(l) {
			l.jouer = jouer
			res := make([]Resultat, n)
			l.joue(donnes, res, ch.m, nil)
			verifieVoies(t, fmt.Sprintf("%d×%d %v (%s)", c.couleurs, c.valeurs, c.modes, nom), donnes, res, c.modes)
		}
	}
}

// variantesVoies returns the assemblies this processor runs for the lanes of l, by name.
func variantesVoies(l *lotVoies) map[string]jouerVoies {
	noms := []string{"larges"}
	if l.mots == 2 {
		noms = []string{"avx512f"}
		if voiesPaquets {
			noms = append(noms, "paquets")
		}
	}
	ramassage := 0
	if l.optimisee {
		ramassage = 1
	}
	v := map[string]jouerVoies{}
	for _, nom := range noms {
		v[nom] = assemblages[nom][ramassage]
	}
	return v
}

// verifieVoies checks each outcome of res, the lanes' of the deals of donnes, against the plain
// rules of the tests.
func verifieVoies(t *testing.T, nom string, donnes []uint8, res []Resultat, modes [2]Ramassage) {
	t.Helper()
	cartes := len(donnes) / len(res)
	var infinies, nulles int
	for i := range res {
		d := donnes[i*cartes : (i+1)*cartes]
		j1, j2 := pilesDe(d)
		plis, gagnant, infinie, pre, per := partieSimple(j1, j2, modes)
		attendu := Resultat{Plis: plis, Gagnant: gagnant, Infinie: infinie, Preperiode: pre, Periode: per}
		if res[i] != attendu {
			t.Fatalf("%s, donne %d %v / %v : voies %+v, règles simples %+v", nom, i, j1, j2, res[i], attendu)
		}
		switch {
		case infinie:
			infinies++
		case gagnant == 0:
			nulles++
		}
	}
	t.Logf("%s : %d donnes, %d infinies, %d nulles", nom, len(res), infinies, nulles)
}

// benchVoies plays the same 1024 random deals of cfg per iteration, in the lanes or (apart) one
// at a time by the engine; ns a deal.
func benchVoies(b *testing.B, cfg Config, voies bool) {
	rc := ConfigRecord{Config: cfg, Methode: Hasard, Iterations: 1, Recherches: 1, Workers: 1, Graine: 5}
	ch := nouveauChercheur(rc, 1, &suiviRecord{})
	n, cartes := 1024, cfg.Cartes()
	donnes := make([]uint8, n*cartes)
	for i := range n {
		ch.aleatoire(donnes[i*cartes : (i+1)*cartes])
	}
	res := make([]Resultat, n)
	l := nouveauLotVoies(cfg)
	if voies && l == nil {
		b.Skip("pas de voies")
	}
	b.ResetTimer()
	for b.Loop() {
		if voies {
			l.joue(donnes, res, ch.m, nil)
			continue
		}
		for i := range n {
			ch.m.pos.charge(donnes[i*cartes : (i+1)*cartes])
			res[i] = ch.m.brent()
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/donne")
}

func BenchmarkVoies32(b *testing.B) {
	benchVoies(b, Config{Couleurs: 4, Valeurs: 8, Regles: Delahaye, Ramassage: naturelles}, true)
}

func BenchmarkVoies32Moteur(b *testing.B) {
	benchVoies(b, Config{Couleurs: 4, Valeurs: 8, Regles: Delahaye, Ramassage: naturelles}, false)
}

// TestChercheParVoiesContrePartieSimple runs searches of Hasard, through each assembly of the lanes
// this processor runs and without them, and replays their deals apart: the same deals drawn by a fresh search of the same seed, each played by
// partieSimple. The best deal must be the first of the greatest length (or the first that never
// ends, when the goal is a cycle), and the evaluations the deals drawn up to it or to the quota:
// the lanes play batches of lotDonnes deals, counted in their order, and a quota that is not a
// multiple of it ends in a partial batch.
func TestChercheParVoiesContrePartieSimple(t *testing.T) {
	// Every way this processor allows: through the lanes of eight tricks a step, through those of
	// AVX-512F alone, then one deal at a time, as processors without them do.
	type facon struct{ disponibles, paquets bool }
	facons := []facon{{false, false}}
	if voiesDisponibles {
		facons = []facon{{true, false}, {false, false}}
		if voiesPaquets {
			facons = append([]facon{{true, true}}, facons...)
		}
		d, p := voiesDisponibles, voiesPaquets
		t.Cleanup(func() { voiesDisponibles, voiesPaquets = d, p })
	}
	for _, f := range facons {
		voiesDisponibles, voiesPaquets = f.disponibles, f.paquets
		chercheContrePartieSimple(t)
	}
}

func chercheContrePartieSimple(t *testing.T) {
	cas := []struct {
		cfg   Config
		but   But
		quota int64
	}{
		{Config{Couleurs: 4, Valeurs: 8, Regles: Delahaye, Ramassage: naturelles}, Duree, 2500},
		{Config{Couleurs: 4, Valeurs: 8, Regles: Delahaye, Ramassage: [2]Ramassage{Optimisee, Optimisee}}, Duree, 1500},
		{Config{Couleurs: 4, Valeurs: 3, Regles: Delahaye, Ramassage: naturelles}, Cycle, 5000},
		{Config{Couleurs: 4, Valeurs: 13, Regles: Delahaye, Ramassage: [2]Ramassage{Optimisee, Optimisee}}, Duree, 1300},
	}
	for _, c := range cas {
		cfg := ConfigRecord{Config: c.cfg, But: c.but, Methode: Hasard, Iterations: c.quota, Recherches: 1, Workers: 1, Graine: 41}
		res, err := Cherche(t.Context(), cfg, nil)
		if err != nil {
			t.Fatal(err)
		}
		ch := nouveauChercheur(cfg, 0, &suiviRecord{})
		if attendu := voiesDisponibles && (c.cfg.Cartes() <= maxCartesVoies || voiesPaquets); (ch.voies != nil) != attendu {
			t.Fatalf("%v : voies %v, attendu %v", c.cfg, ch.voies != nil, attendu)
		}
		if ch.voies != nil {
			nom := map[bool]string{false: "avx512f", true: "paquets"}[voiesPaquets]
			if ch.voies.mots == 4 {
				nom = "larges"
			}
			attendue := variantesVoies(ch.voies)[nom]
			if reflect.ValueOf(ch.voies.jouer).Pointer() != reflect.ValueOf(attendue).Pointer() {
				t.Fatalf("%v : les voies ne jouent pas par l'assemblage %s", c.cfg, nom)
			}
		}
		var attendu Meilleur
		meilleurs, n := -2, int64(0)
		for n < c.quota {
			d := ch.candidat
			ch.aleatoire(d)
			n++
			j1, j2 := pilesDe(d)
			plis, _, infinie, pre, per := partieSimple(j1, j2, c.cfg.Ramassage)
			score := plis
			if infinie {
				score = -1
				if c.but == Cycle {
					score = 1 << 30
				}
			}
			if score > meilleurs {
				meilleurs = score
				attendu = Meilleur{J1: EcrirePile(j1), J2: EcrirePile(j2), Plis: plis, Infinie: infinie, Preperiode: pre, Periode: per}
			}
			if c.but == Cycle && infinie {
				break
			}
		}
		if res.Meilleur != attendu || res.Evaluations != n {
			t.Errorf("%v %v : voies %+v en %d donnes, règles simples %+v en %d", c.cfg, c.but, res.Meilleur, res.Evaluations, attendu, n)
		}
		t.Logf("voies %v (paquets %v), %v %v : %d plis%s en %d donnes", voiesDisponibles, voiesPaquets, c.cfg.Ramassage, c.but, attendu.Plis, map[bool]string{true: " (infinie)"}[attendu.Infinie], n)
	}
}

// pilesDe returns the piles of the deal d as a search deals it: player 1 the first ⌊n/2⌋ cards.
func pilesDe(d []uint8) (j1, j2 []int) {
	for k, v := range d {
		if k < len(d)/2 {
			j1 = append(j1, int(v))
		} else {
			j2 = append(j2, int(v))
		}
	}
	return j1, j2
}

// TestVoiesInterrompues stops batches of 3 × 11 deals, most of which never end, when fin closes:
// closed before the start, none is played; closed during the batch, the deals reported played
// are those before the first unfinished one, each with its outcome by the plain rules.
func TestVoiesInterrompues(t *testing.T) {
	cfg := ConfigRecord{Config: Config{Couleurs: 3, Valeurs: 11, Regles: Delahaye, Ramassage: naturelles},
		Methode: Hasard, Iterations: 1, Recherches: 1, Workers: 1, Graine: 5}
	l := nouveauLotVoies(cfg.Config)
	if l == nil {
		t.Skip("pas de voies de 33 cartes sur ce processeur")
	}
	ch := nouveauChercheur(cfg, 1, &suiviRecord{})
	const n = 2000
	cartes := cfg.Cartes()
	donnes := make([]uint8, n*cartes)
	for i := range n {
		ch.aleatoire(donnes[i*cartes : (i+1)*cartes])
	}
	res := make([]Resultat, n)
	fin := make(chan struct{})
	close(fin)
	if joues := l.joue(donnes, res, ch.m, fin); joues != 0 {
		t.Fatalf("fin fermé d'avance : %d donnes jouées", joues)
	}
	fin = make(chan struct{})
	time.AfterFunc(20*time.Millisecond, func() { close(fin) })
	joues := l.joue(donnes, res, ch.m, fin)
	if joues >= n {
		t.Fatalf("fin fermé après 20 ms : les %d donnes jouées", joues)
	}
	if joues > 0 {
		verifieVoies(t, fmt.Sprintf("3×11, %d premières donnes", joues), donnes[:joues*cartes], res[:joues], cfg.Ramassage)
	}
}
