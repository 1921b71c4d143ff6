package bataille

import (
	"math"
	"math/big"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"
)

// The batches of a shuffle cover the places n − 1 down to 1 once each, in order, each with a
// product of ranges at most lotMax, and its threshold is 2⁶⁴ mod that product, computed here by
// big integers.
func TestMelangeurLots(t *testing.T) {
	deux64 := new(big.Int).Lsh(big.NewInt(1), 64)
	for _, n := range []int{1, 2, 3, 8, 20, 21, 32, 52, 100, MaxCartes} {
		m := nouveauMelangeur(n)
		suivant := n - 1
		for _, l := range m.lots {
			if l.haut != suivant || l.bas < 1 || l.bas > l.haut {
				t.Fatalf("n = %d : lot %d…%d après la place %d", n, l.haut, l.bas, suivant+1)
			}
			p := big.NewInt(1)
			for i := l.haut; i >= l.bas; i-- {
				p.Mul(p, big.NewInt(int64(i+1)))
			}
			if p.Cmp(big.NewInt(lotMax)) > 0 {
				t.Errorf("n = %d : lot %d…%d de produit %v > %d", n, l.haut, l.bas, p, int64(lotMax))
			}
			if s := new(big.Int).Mod(deux64, p); s.Uint64() != l.seuil {
				t.Errorf("n = %d : lot %d…%d, seuil %d, 2⁶⁴ mod %v = %v", n, l.haut, l.bas, l.seuil, p, s)
			}
			suivant = l.bas - 1
		}
		if suivant != 0 && n > 0 {
			t.Errorf("n = %d : les lots s'arrêtent à la place %d", n, suivant+1)
		}
	}
	if got := len(nouveauMelangeur(52).lots); got != 5 {
		t.Errorf("52 cartes : %d lots, 5 attendus", got)
	}
}

// A batch's indices are the mixed-radix digits of ⌊x·P / 2⁶⁴⌋: echange must swap as those
// digits, found by one 128-bit product and divisions, say, on random words and at both ends; and
// the batch's product must be P, so that x·P mod 2⁶⁴, which rejects x, is what it computes.
func TestMelangeurChiffres(t *testing.T) {
	r := rand.New(rand.NewPCG(6, 7))
	for _, n := range []int{5, 32, 52, 200} {
		for _, l := range nouveauMelangeur(n).lots {
			p := uint64(1)
			for i := l.haut; i >= l.bas; i-- {
				p *= uint64(i + 1)
			}
			if l.produit != p {
				t.Fatalf("n = %d, lot %d…%d : produit %d, %d attendu", n, l.haut, l.bas, l.produit, p)
			}
			for k := range 20_000 {
				x := r.Uint64()
				switch k {
				case 0:
					x = 0
				case 1:
					x = math.MaxUint64
				}
				d, attendu := make([]uint8, n), make([]uint8, n)
				for i := range d {
					d[i], attendu[i] = uint8(i), uint8(i)
				}
				l.echange(x, d)
				haut, _ := bits.Mul64(x, p)
				// The last place's range is the fastest digit.
				indices := make([]uint64, n)
				for i := l.bas; i <= l.haut; i++ {
					indices[i] = haut % uint64(i+1)
					haut /= uint64(i + 1)
				}
				if haut != 0 {
					t.Fatalf("n = %d, lot %d…%d : ⌊x·P / 2⁶⁴⌋ dépasse P", n, l.haut, l.bas)
				}
				for i := l.haut; i >= l.bas; i-- {
					j := indices[i]
					attendu[i], attendu[j] = attendu[j], attendu[i]
				}
				if !slices.Equal(d, attendu) {
					t.Fatalf("n = %d, lot %d…%d, x = %d : %v, %v attendu", n, l.haut, l.bas, x, d, attendu)
				}
			}
		}
	}
}

// quantileKhi2 is the 0.999 quantile of the chi-square law with k degrees of freedom (Wilson and
// Hilferty's approximation, within a few tenths of a percent from 100 degrees on).
func quantileKhi2(k float64) float64 {
	a := 2 / (9 * k)
	return k * math.Pow(1-a+3.0902*math.Sqrt(a), 3)
}

// Every order of k distinct cards comes out of the batched shuffle equally often (one batch), and
// on longer decks, cut in several batches, each card reaches each place equally often: chi-square
// tests at the 0.999 quantile, fixed seeds.
func TestMelangeurUniforme(t *testing.T) {
	p := rand.NewPCG(8, 9)
	for _, c := range []struct {
		k     int
		borne float64
	}{{2, 10.83}, {3, 20.52}, {4, 49.73}, {5, 173.6}} {
		const parOrdre = 500
		m := nouveauMelangeur(c.k)
		n := int(factorielles[c.k]) * parOrdre
		compte := map[string]int{}
		d := make([]uint8, c.k)
		for range n {
			for i := range d {
				d[i] = uint8(i)
			}
			m.melange(d, p)
			compte[string(d)]++
		}
		khi2 := 0.0
		for _, o := range compte {
			e := float64(o - parOrdre)
			khi2 += e * e / parOrdre
		}
		if len(compte) != int(factorielles[c.k]) || khi2 > c.borne {
			t.Errorf("k = %d : %d ordres, khi² %.1f > %.1f", c.k, len(compte), khi2, c.borne)
		}
	}
	for _, k := range []int{21, 32, 52} {
		m := nouveauMelangeur(k)
		if len(m.lots) < 2 {
			t.Fatalf("k = %d : un seul lot", k)
		}
		n := 400 * k
		compte := make([]int, k*k)
		d := make([]uint8, k)
		for range n {
			for i := range d {
				d[i] = uint8(i)
			}
			m.melange(d, p)
			for place, carte := range d {
				compte[int(carte)*k+place]++
			}
		}
		attendu := float64(n) / float64(k)
		khi2 := 0.0
		for _, o := range compte {
			e := float64(o) - attendu
			khi2 += e * e / attendu
		}
		if borne := quantileKhi2(float64((k - 1) * (k - 1))); khi2 > borne {
			t.Errorf("k = %d : khi² %.1f > %.1f", k, khi2, borne)
		}
		slices.Sort(d)
		for i, v := range d {
			if int(v) != i {
				t.Fatalf("k = %d : le mélange a perdu ou doublé une carte : %v", k, d)
			}
		}
	}
}

// The hunt's random deals (record --methode hasard: the batched shuffle, then brent) played one
// by one against partieSimple, the plain rules of the tests: tricks, winner, pre-period and
// period, on the hunt's decks and on small decks whose deals cycle or end in a draw, under both
// pick-ups.
func TestHasardContrePartieSimple(t *testing.T) {
	facteur := 10
	if testing.Short() {
		facteur = 1
	}
	opt := [2]Ramassage{Optimisee, Optimisee}
	cas := []struct {
		couleurs, valeurs int
		modes             [2]Ramassage
		donnes            int  // under -short; ten times more without
		infinies          bool // the deck must show deals that never end
	}{
		{4, 8, naturelles, 1000, false},
		{4, 8, opt, 1000, false},
		{4, 13, naturelles, 300, false},
		{4, 13, opt, 300, false},
		{4, 3, naturelles, 2000, true},
		{4, 4, naturelles, 5000, true},
		{4, 7, opt, 2000, true},
		{3, 5, naturelles, 200, true}, // piles of 7 and 8: the Go loop
		{2, 3, [2]Ramassage{Naturelle, Optimisee}, 1000, false},
	}
	for _, c := range cas {
		n := c.donnes * facteur
		cfg := ConfigRecord{Config: Config{Couleurs: c.couleurs, Valeurs: c.valeurs, Regles: Delahaye, Ramassage: c.modes},
			Methode: Hasard, Iterations: 1, Recherches: 1, Workers: 1, Graine: 17}
		ch := nouveauChercheur(cfg, 3, &suiviRecord{})
		infinies := 0
		for i := range n {
			d := ch.candidat
			ch.aleatoire(d)
			j1, j2 := pilesDe(d)
			ch.m.pos.charge(d)
			res := ch.m.brent()
			plis, gagnant, infinie, pre, per := partieSimple(j1, j2, c.modes)
			attendu := Resultat{Plis: plis, Gagnant: gagnant, Infinie: infinie, Preperiode: pre, Periode: per}
			if res != attendu {
				t.Fatalf("%d×%d %v, donne %d %v / %v : %+v, règles simples %+v", c.couleurs, c.valeurs, c.modes, i, j1, j2, res, attendu)
			}
			if infinie {
				infinies++
			}
		}
		t.Logf("%d×%d %v : %d donnes, %d infinies", c.couleurs, c.valeurs, c.modes, n, infinies)
		if c.infinies && infinies == 0 {
			t.Errorf("%d×%d %v : aucune donne infinie en %d, le cas n'est pas couvert", c.couleurs, c.valeurs, c.modes, n)
		}
	}
}

// BenchmarkMelangeur32 is the shuffle of the 32-card hunt alone: ns a deal.
func BenchmarkMelangeur32(b *testing.B) {
	m, p := nouveauMelangeur(32), rand.NewPCG(1, 2)
	d := make([]uint8, 32)
	for i := range d {
		d[i] = uint8(1 + i%8)
	}
	for b.Loop() {
		m.melange(d, p)
	}
}
