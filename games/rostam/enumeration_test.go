package rostam

import (
	"math"
	"slices"
	"testing"
)

func TestPermutation(t *testing.T) {
	// Rank 0 is 1..n, the last rank n..1, and consecutive ranks follow next-permutation.
	n := 6
	f := Factorielle(n)
	if f != 720 {
		t.Fatalf("6! = %d", f)
	}
	if p := Permutation(n, 0); !egales(p, []int{1, 2, 3, 4, 5, 6}) {
		t.Errorf("rang 0 : %v", p)
	}
	if p := Permutation(n, f-1); !egales(p, []int{6, 5, 4, 3, 2, 1}) {
		t.Errorf("dernier rang : %v", p)
	}
	if p := Permutation(4, 9); !egales(p, []int{2, 3, 4, 1}) {
		// 1234 1243 1324 1342 1423 1432 2134 2143 2314 2341: rank 9 is 2341.
		t.Errorf("Permutation(4, 9) = %v, attendu 2 3 4 1", p)
	}
	cur := make([]uint8, n)
	for i, c := range Permutation(n, 0) {
		cur[i] = uint8(c)
	}
	for k := int64(1); k < f; k++ {
		if !suivante(cur) {
			t.Fatalf("pas de suivante au rang %d", k)
		}
		p := Permutation(n, k)
		for i := range p {
			if int(cur[i]) != p[i] {
				t.Fatalf("rang %d : suivante %v, Permutation %v", k, cur, p)
			}
		}
	}
	if suivante(cur) {
		t.Error("une suivante après la dernière permutation")
	}
}

// enumereReference plays every deal of n cards with the reference player.
func enumereReference(n int) (j1, j2, infinies int64, mots map[string]int64, dureeMax int, sommeDurees int64) {
	mots = map[string]int64{}
	for k := int64(0); k < Factorielle(n); k++ {
		r := joueReference(Donne(Permutation(n, k)))
		switch r.gagnant {
		case 0:
			infinies++
			continue
		case 1:
			j1++
		case 2:
			j2++
		}
		mots[r.mot]++
		dureeMax = max(dureeMax, r.plis)
		sommeDurees += int64(r.plis)
	}
	return
}

func TestEnumerationPetitsN(t *testing.T) {
	// The report checked by enumeration that every game ends for N = 2, 4, 6 and 8; swapping the
	// two piles swaps the winner, so each player wins N!/2 deals. The other figures are those of
	// the reference player, deal by deal (words counted in a map).
	for _, n := range []int{2, 4, 6, 8} {
		b := NouveauBilan(n, OptionsEnumeration{CompterMots: true, ListerMots: n <= 6})
		b.Enumere(0, Factorielle(n))
		moitie := Factorielle(n) / 2
		if b.Donnes != 2*moitie || b.J1 != moitie || b.J2 != moitie || b.Infinies != 0 {
			t.Errorf("N = %d : %d donnes, j1 %d, j2 %d, infinies %d", n, b.Donnes, b.J1, b.J2, b.Infinies)
		}
		j1, j2, inf, mots, dmax, somme := enumereReference(n)
		if b.J1 != j1 || b.J2 != j2 || b.Infinies != inf || b.DureeMax != dmax || b.MotsDistincts != int64(len(mots)) {
			t.Errorf("N = %d : durée max %d, mots %d ; référence %d, %d", n, b.DureeMax, b.MotsDistincts, dmax, len(mots))
		}
		if math.Abs(b.Durees.Mean()-float64(somme)/float64(j1+j2)) > 1e-12 {
			t.Errorf("N = %d : durée moyenne %v, référence %v", n, b.Durees.Mean(), float64(somme)/float64(j1+j2))
		}
		if r := joueReference(b.PositionMax()); r.plis != dmax {
			t.Errorf("N = %d : la donne %v dure %d plis, attendu %d", n, b.PositionMax(), r.plis, dmax)
		}
		if b.Mots != nil {
			for w, c := range mots {
				if b.Mots[Mot(w)] != c {
					t.Errorf("N = %d : mot %s joué par %d donnes, référence %d", n, Compresse(Mot(w)), b.Mots[Mot(w)], c)
				}
			}
		}
	}
}

func TestMotsN4(t *testing.T) {
	// Worked by hand from the symbolic play of each word: a2 needs x1 > x3 and x2 > x4 (4!/4 = 6
	// deals), aba2 two deals (the report), and the words the report's list for N = 4 omits, such
	// as ba3 from 1 4 / 2 3. The counts add up to the 24 deals.
	attendus := map[string]int64{
		"a2": 6, "b2": 6, "aba2": 2, "bab2": 2, "(ba2)2": 1, "(ab2)2": 1,
		"ba3": 2, "ab3": 2, "(ab)2a2": 1, "(ba)2b2": 1,
	}
	b := NouveauBilan(4, OptionsEnumeration{ListerMots: true})
	b.Enumere(0, 24)
	if len(b.Mots) != len(attendus) {
		t.Errorf("%d mots, attendu %d", len(b.Mots), len(attendus))
	}
	for w, c := range attendus {
		m, err := LireMot(w)
		if err != nil {
			t.Fatal(err)
		}
		if b.Mots[m] != c {
			t.Errorf("mot %s : %d donnes, attendu %d", w, b.Mots[m], c)
		}
	}
	if r := Joue(doitLire(t, "1 4 / 2 3")); r.Notation() != "ba3" {
		t.Errorf("1 4 / 2 3 joue %s, attendu ba3", r.Notation())
	}
}

// The ten words of TestMotsN4, written out and put in order by hand: by length, then
// alphabetically. Without ListerMots there is no word to list.
func TestListeMotsN4(t *testing.T) {
	b := NouveauBilan(4, OptionsEnumeration{ListerMots: true})
	b.Enumere(0, 24)
	want := []Mot{"aa", "bb", "abaa", "abbb", "baaa", "babb", "ababaa", "abbabb", "baabaa", "bababb"}
	if got := b.ListeMots(); !slices.Equal(got, want) {
		t.Errorf("ListeMots() = %v, attendu %v", got, want)
	}
	b = NouveauBilan(4, OptionsEnumeration{})
	b.Enumere(0, 24)
	if got := b.ListeMots(); len(got) != 0 {
		t.Errorf("sans ListerMots, ListeMots() = %v, attendu rien", got)
	}
}

func TestEnumerationParTranches(t *testing.T) {
	// The same counts whatever the split into ranges, merged in order.
	n := 8
	entier := NouveauBilan(n, OptionsEnumeration{CompterMots: true})
	entier.Enumere(0, Factorielle(n))
	total := NouveauBilan(n, OptionsEnumeration{CompterMots: true})
	bornes := []int64{0, 1, 7, 5000, 5001, 20000, 40319, 40320}
	for i := 1; i < len(bornes); i++ {
		b := NouveauBilan(n, OptionsEnumeration{CompterMots: true})
		b.Enumere(bornes[i-1], bornes[i]-bornes[i-1])
		total.Fusionner(b)
	}
	if total.Donnes != entier.Donnes || total.J1 != entier.J1 || total.DureeMax != entier.DureeMax ||
		total.IndiceMax != entier.IndiceMax || total.MotsDistincts != entier.MotsDistincts || total.Durees.Mean() != entier.Durees.Mean() {
		t.Errorf("par tranches %+v, d'un coup %+v", total, entier)
	}
}

func TestEnumerationN10(t *testing.T) {
	if testing.Short() {
		t.Skip("3 628 800 donnes")
	}
	b := NouveauBilan(10, OptionsEnumeration{})
	b.Enumere(0, Factorielle(10))
	// Table B.2: 0.445 / 0.445 / 0.110 "inconnu" over 10^6 random games with a 200-trick limit.
	// The standard error of such a share is at most 0.0005; with the rounding of the table
	// (0.0005), the exact share must lie within 3 standard errors + 0.0005 of it.
	tol := 3*0.0005 + 0.0005
	if p := float64(b.Infinies) / float64(b.Donnes); math.Abs(p-0.110) > tol {
		t.Errorf("part infinie %.5f, tableau B.2 0.110 ± %.4f", p, tol)
	}
	if p := float64(b.J1) / float64(b.Donnes); math.Abs(p-0.445) > tol || b.J1 != b.J2 {
		t.Errorf("part du joueur 1 %.5f (j2 %d), tableau B.2 0.445", p, b.J2)
	}
	// The limit of 200 tricks lost no finished game: they all end well before.
	if b.DureeMax >= 200 {
		t.Errorf("durée max %d", b.DureeMax)
	}
	// The report's N = 10 example is a deal; its cycle, named by its smallest position found
	// position by position by the reference player, must be among the distinct cycles.
	ref := joueReference(doitLire(t, "2 10 8 6 3 / 5 4 1 9 7"))
	min := ref.cycle[0]
	for _, q := range ref.cycle {
		if plusPetite(q, min) {
			min = q
		}
	}
	trouve := false
	for _, c := range b.ListeCycles() {
		if c.Position.Egale(min) {
			trouve = c.Periode == ref.periode && c.Type == "+2/-2"
		}
	}
	if !trouve {
		t.Errorf("le cycle de l'exemple du rapport (plus petite position %v, période %d) manque", min, ref.periode)
	}
}

func TestRepresentantDeCycle(t *testing.T) {
	// The key orders positions as plusPetite does and reads back to the same position.
	p := doitLire(t, "4 9 3 12 8 11 2 / 7 14 10 6 1 13 5")
	ref := joueReference(p)
	min := ref.cycle[0]
	for _, q := range ref.cycle {
		if plusPetite(q, min) {
			min = q
		}
		if got := positionDeCle(versRapide(q).cle(), 14); !got.Egale(q) {
			t.Fatalf("clé relue %v, attendu %v", got, q)
		}
	}
	_, _, _, lam, c := joueRapide(versRapide(p))
	if got := positionDeCle(representant(c, lam), 14); !got.Egale(min) {
		t.Errorf("représentant %v, attendu %v", got, min)
	}
}
