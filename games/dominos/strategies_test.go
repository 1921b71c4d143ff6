package dominos

import (
	"math/rand/v2"
	"testing"

	"jeux/stats"
)

// vue builds the view of a player whose hand is main, the chain's ends being g and d.
func vue(main []Tuile, g, d int) *Vue {
	m := EnsembleDe(main...)
	return &Vue{Main: m, Jouables: m.Et(avecValeur[g].Ou(avecValeur[d])), Gauche: g, Droite: d, Regles: ReglesStandard}
}

// Each choice below is worked by hand from docs/regles.md §2 and the 2012 listing.
func TestChoixDesStrategies(t *testing.T) {
	cases := []struct {
		nom   string
		strat Strategie
		v     *Vue
		choix int
	}{
		// Jouables (6,4), (4,1), (3,2) : la plus faible est (3,2).
		{"pire", Pire{}, vue(t2(64, 41, 32, 0), 4, 2), 32},
		// Jouables (6,0) et (4,3) : 6 contre 7 points.
		{"plus_de_points, le plus lourd", PlusDePoints{}, vue(t2(60, 43, 11), 0, 3), 43},
		// (5,0), (4,1), (3,2) valent tous 5 : la première dans l'ordre de la main.
		{"plus_de_points, égalité", PlusDePoints{}, vue(t2(32, 41, 50), 1, 5), 50},
		{"plus_de_points, égalité (autre bout)", PlusDePoints{}, vue(t2(32, 41, 50, 66), 2, 1), 41},
		// occ : 6 → 3 (le double compte deux fois), 2 → 3, 0 → 2, 5 → 1, 1 → 1 ; bouts 6 et 0.
		// (6,6) : 6, (6,2) : 6, (2,0) : 5, (1,0) : 3 ; égalité : la première dans l'ordre.
		{"plus_present, égalité", PlusPresent{}, vue(t2(66, 62, 52, 20, 10), 6, 0), 66},
		// Sans (6,6) : occ 6 → 1, 2 → 3, 0 → 2 ; (6,2) : 4, (2,0) : 5, (1,0) : 3.
		{"plus_present", PlusPresent{}, vue(t2(62, 52, 20, 10), 6, 0), 20},
		// Bouts 4 et 0. (5,4) : 4·9 = 36 ; (4,4) : 4·8 + 8 (double) + 3 (il reste (5,4) sur le 4) = 43.
		{"bloqueur, double", Bloqueur{}, vue(t2(54, 44), 4, 0), 44},
		// Bouts 4 et 0, sans double : (5,4) : 36 ; (4,0) : 16 + 3 ((5,4) sur le 4) = 19.
		{"bloqueur, plus lourd", Bloqueur{}, vue(t2(54, 40), 4, 0), 54},
	}
	for _, c := range cases {
		if got := c.strat.Choisir(c.v); got != t2(c.choix)[0] {
			t.Errorf("%s : %v, attendu %v", c.nom, got, t2(c.choix)[0])
		}
	}
}

// Bouts 3 et 1, l'adversaire a passé sur un 2. (6,1) se pose à droite : 28 + 3 ((3,2) sur le 3)
// = 31 ; (3,2) se pose à gauche et laisse un 2 : 20 + 3 ((6,1) sur le 1) + 10 = 33.
func TestBloqueurFermeUnBout(t *testing.T) {
	v := vue(t2(61, 32), 3, 1)
	if got := (Bloqueur{}).Choisir(v); got != t2(61)[0] {
		t.Errorf("sans information : %v, attendu [6, 1]", got)
	}
	v.Absentes = 1 << 2
	if got := (Bloqueur{}).Choisir(v); got != t2(32)[0] {
		t.Errorf("l'adversaire n'a pas de 2 : %v, attendu [3, 2]", got)
	}
}

// A double-2 deal with every tile known: (0,0) on the table, {(2,0), (1,1), (1,0)} in hand,
// {(2,2), (2,1)} to the opponent. Worked by hand with both sides then playing plus_de_points:
// (2,0) → the opponent lays (2,2), I lay (1,0), he lays (2,1) and is out: I lose 2 to 0;
// (1,0) → he lays (2,1), I lay (2,0), nobody can play (1,1) or (2,2): I win 2 to 4.
// plus_de_points lays (2,0); anticipation must find (1,0).
func TestAnticipationFinDePartie(t *testing.T) {
	cases := []struct {
		nom      string
		max      int
		absentes uint16
	}{
		// Every unseen tile is in the opponent's hand: every sample is the real position.
		{"tout est connu", 2, 0},
		// Double-3: the opponent passed on a 3, so the four 3s are set aside and the samples
		// are the real position again.
		{"valeur absente", 3, 1 << 3},
	}
	for _, c := range cases {
		v := vue(t2(20, 11, 10), 0, 0)
		v.Regles = Regles{Max: c.max, Main: 3}
		v.Posees = EnsembleDe(t2(0)...)
		v.Adverse = 2
		v.Absentes = c.absentes
		v.Hasard = rand.New(rand.NewPCG(1, 1))
		if got := (PlusDePoints{}).Choisir(v); got != t2(20)[0] {
			t.Fatalf("%s : plus_de_points joue %v", c.nom, got)
		}
		a := &Anticipation{Echantillons: 5}
		if got := a.Choisir(v); got != t2(10)[0] {
			t.Errorf("%s : anticipation joue %v, attendu [1, 0]", c.nom, got)
		}
	}
}

// hasard draws uniformly among the playable tiles: chi-square test of 40,000 draws among 4
// playable tiles (and one that is not), at the 0.1 % level: critical value 16.27 for 3 degrees
// of freedom, from the tables.
func TestHasardUniforme(t *testing.T) {
	v := vue(t2(64, 41, 33, 32, 10), 4, 3)
	v.Hasard = rand.New(rand.NewPCG(9, 9))
	idx := map[Tuile]int{}
	for i, tu := range t2(64, 41, 33, 32) {
		idx[tu] = i
	}
	counts := make([]int64, 4)
	for range 40000 {
		c := (Hasard{}).Choisir(v)
		i, ok := idx[c]
		if !ok {
			t.Fatalf("hasard a choisi %v, qui n'est pas jouable", c)
		}
		counts[i]++
	}
	if stat, _, _ := stats.ChiSquareUniform(counts); stat > 16.27 {
		t.Errorf("khi-deux %.2f > 16.27 : tirages %v", stat, counts)
	}
}

// tournoi plays n games with the catalogue's strategies.
func tournoi(t *testing.T, regles Regles, s1, s2 string, n int64, graine uint64) Bilan {
	t.Helper()
	d1, err := Trouver(s1)
	if err != nil {
		t.Fatal(err)
	}
	d2, err := Trouver(s2)
	if err != nil {
		t.Fatal(err)
	}
	var b Bilan
	b.Tournoi(rand.New(rand.NewPCG(graine, 2012)), regles, d1.Nouvelle(), d2.Nouvelle(), n)
	return b
}

// The table of seed 002 §2.4 (100,000 games each, counted 2·x): each of our counts, over
// 100,000 games too, must agree with the published one within 4 standard errors of the
// difference of two independent proportions (two-proportion z-test, |z| < 4; the 18 checks
// then fail together by chance with probability about 0.1 %).
func TestTableau2012(t *testing.T) {
	publie := []struct {
		s1, s2                    string
		victoires, nuls, defaites int64
	}{
		{"hasard", "pire", 55470, 5826, 38704},
		{"plus_present", "pire", 61752, 6411, 31837},
		{"plus_present", "hasard", 51217, 8398, 40385},
		{"plus_de_points", "pire", 62743, 5384, 31873},
		{"plus_de_points", "hasard", 56270, 8051, 35679},
		{"plus_de_points", "plus_present", 51666, 9196, 39138},
	}
	const n = 100000
	regles := Regles{Max: 6, Main: 10, Decompte2012: true}
	for i, p := range publie {
		b := tournoi(t, regles, p.s1, p.s2, n, uint64(i))
		for _, c := range []struct {
			issue     string
			nous, eux int64
		}{{"victoires", b.Victoires, p.victoires}, {"nuls", b.Nuls, p.nuls}, {"défaites", b.Defaites, p.defaites}} {
			z, _ := stats.TwoProportionZ(stats.Proportion{Hits: c.nous, Trials: n}, stats.Proportion{Hits: c.eux, Trials: n})
			if z < -4 || z > 4 {
				t.Errorf("%s contre %s, %s : %d contre %d publiés (z = %.2f)", p.s1, p.s2, c.issue, c.nous, c.eux, z)
			}
		}
	}
}

// Our strategies beat plus_de_points: sign test of wins against losses, z > 4 (the margins
// measured over 100,000 games, about 6 and 14 points, give z near 9 at these sizes).
func TestNosStrategiesBattentPlusDePoints(t *testing.T) {
	for _, c := range []struct {
		nom string
		n   int64
	}{{"bloqueur", 20000}, {"anticipation", 4000}} {
		b := tournoi(t, ReglesStandard, c.nom, "plus_de_points", c.n, 7)
		if z, _ := stats.SignTest(b.Victoires, b.Defaites); z < 4 {
			t.Errorf("%s contre plus_de_points : %+v, z = %.2f", c.nom, b, z)
		}
	}
}

func TestTrouver(t *testing.T) {
	for _, nom := range []string{"pire", "hasard", "plus_de_points", "plus_present", "bloqueur", "anticipation"} {
		if d, err := Trouver(nom); err != nil || d.Nom != nom || d.Resume == "" {
			t.Errorf("Trouver(%q) = %+v, %v", nom, d, err)
		}
	}
	if _, err := Trouver("meilleure"); err == nil {
		t.Error("Trouver(\"meilleure\") devrait échouer")
	}
}
