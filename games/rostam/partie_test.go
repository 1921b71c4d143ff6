package rostam

import (
	"math/rand/v2"
	"testing"
)

func doitLire(t *testing.T, s string) Position {
	t.Helper()
	p, err := LirePosition(s)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestExempleDuRapport(t *testing.T) {
	// docs/regles.md §4.2 and the report's section 2.2: 4 1 / 2 3 → 1 4 2 / 3 → 4 2 / 3 1 → 2 4 3 / 1 →
	// 4 3 2 1 /, word aba2, won by player 1.
	p := doitLire(t, "4 1 / 2 3")
	r := Joue(p)
	if r.Gagnant != 1 || r.Plis != 4 || r.Infinie || r.Notation() != "aba2" {
		t.Errorf("Joue(4 1 / 2 3) = %+v, notation %q ; attendu gagnant 1 en 4 plis, aba2", r, r.Notation())
	}
	attendues := []string{"1 4 2 / 3", "4 2 / 3 1", "2 4 3 / 1", "4 3 2 1 /"}
	etapes := Deroule(p, r.Plis)
	if len(etapes) != len(attendues) {
		t.Fatalf("Deroule : %d plis, attendu %d", len(etapes), len(attendues))
	}
	for i, e := range etapes {
		if e.Apres.String() != attendues[i] || e.Pli != i+1 {
			t.Errorf("pli %d : %q, attendu %q", e.Pli, e.Apres, attendues[i])
		}
	}
}

func TestPartiesInfiniesDuRapport(t *testing.T) {
	cas := []struct {
		nom, position       string
		preperiode, periode int
		typ                 string
	}{
		// "on retrouve cette position ... 60 coups", "+2/-2" (docs/rostam.md: returns to itself after 60 tricks).
		{"N = 10", "2 10 8 6 3 / 5 4 1 9 7", 0, 60, "+2/-2"},
		// "période 112 et de type +2/-2": the position repeats from the second trick; the runs of
		// two start with the fourth (the word is b·(b2a2)∞ = b3a2b2a2…), which is what the report's
		// "à partir du 4e coup" describes.
		{"N = 14", "4 9 3 12 8 11 2 / 7 14 10 6 1 13 5", 1, 112, "+2/-2"},
	}
	for _, c := range cas {
		r := Joue(doitLire(t, c.position))
		if !r.Infinie || r.Gagnant != 0 || r.Preperiode != c.preperiode || r.Periode != c.periode || r.Type() != c.typ {
			t.Errorf("%s : %+v type %q ; attendu infinie, prépériode %d, période %d, %s", c.nom, r, r.Type(), c.preperiode, c.periode, c.typ)
		}
		if r.Plis != r.Preperiode+r.Periode {
			t.Errorf("%s : %d plis joués, attendu prépériode + période", c.nom, r.Plis)
		}
	}
}

func TestExempleN20(t *testing.T) {
	// The report's N = 20 position has 16 twice and no 13; either correction plays the same
	// periodic game of type +4/-4. The report gives the period 670; the position-by-position
	// reference finds 672 (4·168), as the packed engine does.
	for _, s := range []string{
		"17 4 13 8 6 2 19 14 16 11 / 5 1 20 12 15 9 18 10 7 3",
		"17 4 16 8 6 2 19 14 13 11 / 5 1 20 12 15 9 18 10 7 3",
	} {
		p := doitLire(t, s)
		ref := joueReference(p)
		r := Joue(p)
		if !r.Infinie || r.Periode != ref.periode || r.Preperiode != ref.preperiode || r.Type() != "+4/-4" {
			t.Errorf("%s : %+v type %q ; référence prépériode %d période %d, type +4/-4 du rapport", s, r, r.Type(), ref.preperiode, ref.periode)
		}
	}
}

func TestMoteursContreReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	var m Moteur
	infinies := 0
	for i := 0; i < 3000; i++ {
		n := 2 * (1 + rng.IntN(12)) // 2..24 cards: both engines below 16, the byte one above
		p := donneAuHasard(rng, n)
		ref := joueReference(p)
		r := m.Joue(p)
		if r.Gagnant != ref.gagnant || r.Plis != ref.plis || r.Preperiode != ref.preperiode || r.Periode != ref.periode || string(r.Mot) != ref.mot {
			t.Fatalf("%v : Joue %+v, référence %+v", p, r, ref)
		}
		if ref.periode > 0 {
			infinies++
		}
		if n <= MaxRapide {
			g, plis, mu, lam, _ := joueRapide(versRapide(p))
			if g != ref.gagnant || plis != ref.plis || mu != ref.preperiode || lam != ref.periode {
				t.Fatalf("%v : joueRapide %d %d %d %d, référence %+v", p, g, plis, mu, lam, ref)
			}
		}
	}
	if infinies == 0 {
		t.Fatal("aucune partie infinie tirée : la comparaison des cycles n'a rien vérifié")
	}
}

func TestEcartDesGains(t *testing.T) {
	// A finished game of N cards dealt N/2 and N/2 has |#a − #b| = N/2: the loser's N/2 cards
	// all changed hands, one per trick won by the other player, net.
	rng := rand.New(rand.NewPCG(5, 6))
	for i := 0; i < 2000; i++ {
		n := 2 * (1 + rng.IntN(15))
		r := Joue(donneAuHasard(rng, n))
		if r.Infinie {
			continue
		}
		a, b := r.Mot.Compte()
		if d := a - b; d != n/2 && d != -n/2 {
			t.Fatalf("N = %d, mot %s : #a − #b = %d", n, r.Notation(), d)
		}
		if (a > b) != (r.Gagnant == 1) {
			t.Fatalf("N = %d, mot %s : gagnant %d", n, r.Notation(), r.Gagnant)
		}
	}
}

func TestTypePeriodique(t *testing.T) {
	// Runs read cyclically, worked by hand.
	cas := []struct{ mot, typ string }{
		{"aabb", "+2/-2"},
		{"baab", "+2/-2"},
		{"abbbba" + "aa", "+4/-4"},
		{"ab", "+1/-1"},
		{"abaabb", "+2/-2/+1/-1"},
		{"aaabababbb", "+3/-1/+1/-1/+1/-3"},
		{"aabbaabbaabb", "+2/-2"},
	}
	for _, c := range cas {
		if got := typePeriodique(Mot(c.mot)); got != c.typ {
			t.Errorf("typePeriodique(%q) = %q, attendu %q", c.mot, got, c.typ)
		}
	}
}

func TestNotationInfinie(t *testing.T) {
	r := Joue(doitLire(t, "2 10 8 6 3 / 5 4 1 9 7"))
	// The periodic word read from the first trick: b, then a2b2 repeated, closing with a2b.
	if r.Notation() != "(ba2b)∞" {
		t.Errorf("notation %q, attendu (ba2b)∞", r.Notation())
	}
	if Mot(r.Mot[:9]) != "baabbaabb" {
		t.Errorf("début du mot %q, attendu baabbaabb", r.Mot[:9])
	}
}

func TestGagnantTientN(t *testing.T) {
	// Card N wins every trick it is played in and comes back under its owner's pile, so her
	// pile never empties: a finished game is always won by the player dealt card N (the
	// report's closing remark).
	rng := rand.New(rand.NewPCG(9, 10))
	for i := 0; i < 2000; i++ {
		n := 2 * (1 + rng.IntN(15))
		p := donneAuHasard(rng, n)
		r := Joue(p)
		if r.Infinie {
			continue
		}
		tient := 2
		for _, c := range p.J1 {
			if c == n {
				tient = 1
			}
		}
		if r.Gagnant != tient {
			t.Fatalf("%v : gagnant %d, la carte %d est au joueur %d", p, r.Gagnant, n, tient)
		}
	}
}
