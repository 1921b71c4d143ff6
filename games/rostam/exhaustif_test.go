package rostam

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
	"unsafe"

	"jeux/parametre"
	"jeux/stats"
)

// simple is the outcome of every deal of n cards counted the plain way: each deal is played with
// slices, every position seen is remembered in a map, and nothing is shared between deals.
type simple struct {
	j1, j2, infinies int64
	durees           map[int]int64
	dureeMax         int
	donneMax         int64
	periodes         map[int]int64
	cycles           map[string]int64 // smallest position of the cycle -> deals
	mots             map[string]int64 // word, letter by letter -> deals
	// listeInfinies lists the non-ending deals in rank order, each with its cycle and period.
	listeInfinies []DonneInfinie
}

// enumereSimple plays the n! deals in lexicographic order, player 1 taking the first n/2 cards
// (rounded down). It also checks the invariant of a finished game: the winner's letters
// outnumber the loser's by the size of the loser's first pile (n/2 rounded up when player 1
// wins, rounded down when player 2 does).
func enumereSimple(t *testing.T, n int) simple {
	s := simple{durees: map[int]int64{}, periodes: map[int]int64{}, cycles: map[string]int64{}, mots: map[string]int64{}, donneMax: -1}
	m := n / 2
	rangDonne := int64(0)
	var toutes func(debut []byte, reste []byte)
	toutes = func(debut []byte, reste []byte) {
		if len(reste) == 0 {
			s.joue(t, debut[:m:m], debut[m:], rangDonne, n)
			rangDonne++
			return
		}
		for i, c := range reste {
			autres := append(append([]byte{}, reste[:i]...), reste[i+1:]...)
			toutes(append(append([]byte{}, debut...), c), autres)
		}
	}
	reste := make([]byte, n)
	for i := range reste {
		reste[i] = byte(i + 1)
	}
	toutes(nil, reste)
	return s
}

func (s *simple) joue(t *testing.T, j1, j2 []byte, rang int64, n int) {
	var donne Position
	for _, c := range j1 {
		donne.J1 = append(donne.J1, int(c))
	}
	for _, c := range j2 {
		donne.J2 = append(donne.J2, int(c))
	}
	j1 = append([]byte{}, j1...)
	j2 = append([]byte{}, j2...)
	m, m2 := len(j1), len(j2)
	vues := map[string]int{}
	var historique []string
	var mot []byte
	for pli := 0; ; pli++ {
		if len(j1) == 0 || len(j2) == 0 {
			a, b := 0, 0
			for _, c := range mot {
				if c == 'a' {
					a++
				} else {
					b++
				}
			}
			if len(j2) == 0 {
				s.j1++
				if a-b != m2 {
					t.Fatalf("%d cartes : gagné par le joueur 1 avec %d a et %d b", n, a, b)
				}
			} else {
				s.j2++
				if b-a != m {
					t.Fatalf("%d cartes : gagné par le joueur 2 avec %d a et %d b", n, a, b)
				}
			}
			s.durees[pli]++
			if pli > s.dureeMax || s.donneMax < 0 {
				s.dureeMax, s.donneMax = pli, rang
			}
			s.mots[string(mot)]++
			return
		}
		// Cards then the size of pile 1: comparing these strings orders positions as the
		// cycle keys do.
		cle := string(j1) + string(j2) + string(rune(len(j1)))
		if debut, ok := vues[cle]; ok {
			s.infinies++
			s.periodes[pli-debut]++
			plusPetite := historique[debut]
			for _, h := range historique[debut:] {
				plusPetite = min(plusPetite, h)
			}
			k := []byte(plusPetite)
			p := Position{}
			for i, c := range k[:n] {
				if i < int(k[n]) {
					p.J1 = append(p.J1, int(c))
				} else {
					p.J2 = append(p.J2, int(c))
				}
			}
			s.cycles[p.String()]++
			s.listeInfinies = append(s.listeInfinies, DonneInfinie{Donne: donne.String(), Cycle: p.String(), Periode: pli - debut})
			return
		}
		vues[cle] = pli
		historique = append(historique, cle)
		x, y := j1[0], j2[0]
		if x > y {
			j1 = append(append([]byte{}, j1[1:]...), x, y)
			j2 = j2[1:]
			mot = append(mot, 'a')
		} else {
			j2 = append(append([]byte{}, j2[1:]...), y, x)
			j1 = j1[1:]
			mot = append(mot, 'b')
		}
	}
}

func enumereTout(t *testing.T, n int, workers int) *Decompte {
	t.Helper()
	d, err := Enumerer(context.Background(), n, OptionsExhaustif{CompterMots: true, Workers: workers}, 0, NombreItems(n))
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func TestEnumererN3ALaMain(t *testing.T) {
	// Player 1 holds one card, player 2 two; the 6 deals played by hand:
	//   1 / 2 3  b                      player 2 in 1 trick
	//   1 / 3 2  b                      player 2 in 1
	//   2 / 1 3  a: 2 1 / 3, b: 1 / 3 2, b: / 3 2 1     player 2 in 3 (word ab2)
	//   2 / 3 1  b                      player 2 in 1
	//   3 / 1 2  a: 3 1 / 2, a: 1 3 2 /                 player 1 in 2
	//   3 / 2 1  a: 3 2 / 1, a: 2 3 1 /                 player 1 in 2
	// so 2 wins for player 1, 4 for player 2, no cycle, durations 1 (×3), 2 (×2), 3 (×1), the
	// longest being the deal of rank 2, and 3 distinct words: b, ab2 and a2.
	d := enumereTout(t, 3, 1)
	if d.Donnes != 6 || d.J1 != 2 || d.J2 != 4 || d.Infinies != 0 {
		t.Errorf("N = 3 : %d donnes, j1 %d, j2 %d, infinies %d ; attendu 6, 2, 4, 0", d.Donnes, d.J1, d.J2, d.Infinies)
	}
	if !reflect.DeepEqual(d.Durees, []int64{0, 3, 2, 1}) || d.DureeMax != 3 || d.DonneMax != 2 {
		t.Errorf("N = 3 : durées %v, max %d (donne %d)", d.Durees, d.DureeMax, d.DonneMax)
	}
	if p := d.PositionMax().String(); p != "2 / 1 3" {
		t.Errorf("N = 3 : donne la plus longue %s, attendu 2 / 1 3", p)
	}
	if d.MotsDistincts != 3 {
		t.Errorf("N = 3 : %d mots distincts, attendu 3 (b, ab2, a2)", d.MotsDistincts)
	}
}

func TestEnumererContreSimple(t *testing.T) {
	// The fast engine (packed words, branchless tricks, Brent, swap symmetry for even N) against
	// the plain enumeration, on every N up to 9; the deals are played four at a time with the
	// lags where the vector instructions are there (joueVoies), the words of its finished games
	// counted by replaying them.
	maxN := 9
	if testing.Short() {
		maxN = 8
	}
	t.Logf("moteur : %s", MoteurEnumeration())
	// Every engine this processor runs, with and without the words: eight lanes and four where
	// they are, and the plain engine.
	for _, v := range voiesEssayees() {
		for _, mots := range []bool{true, false} {
			for n := 2; n <= maxN; n++ {
				o := v
				o.CompterMots = mots
				compareSimple(t, n, o)
			}
		}
	}
}

func compareSimple(t *testing.T, n int, o OptionsExhaustif) {
	s := simpleDe(t, n)
	mots := o.CompterMots
	o.Workers = 2
	d, err := Enumerer(context.Background(), n, o, 0, NombreItems(n))
	if err != nil {
		t.Fatal(err)
	}
	if !d.Complet() || d.Donnes != Factorielle(n) || d.J1 != s.j1 || d.J2 != s.j2 || d.Infinies != s.infinies {
		t.Errorf("N = %d : donnes %d, j1 %d, j2 %d, infinies %d ; simple j1 %d, j2 %d, infinies %d",
			n, d.Donnes, d.J1, d.J2, d.Infinies, s.j1, s.j2, s.infinies)
	}
	for v, c := range d.Durees {
		if c != s.durees[v] {
			t.Errorf("N = %d : %d donnes durent %d plis, simple %d", n, c, v, s.durees[v])
		}
	}
	if d.DureeMax != s.dureeMax || d.DonneMax != s.donneMax {
		t.Errorf("N = %d : durée max %d (rang %d), simple %d (rang %d)", n, d.DureeMax, d.DonneMax, s.dureeMax, s.donneMax)
	}
	if mots && d.MotsDistincts != int64(len(s.mots)) {
		t.Errorf("N = %d : %d mots distincts, simple %d", n, d.MotsDistincts, len(s.mots))
	}
	if !reflect.DeepEqual(d.Periodes, s.periodes) {
		t.Errorf("N = %d : périodes %v, simple %v", n, d.Periodes, s.periodes)
	}
	cycles := map[string]int64{}
	for _, c := range d.Cycles {
		p := c.Position(n)
		cycles[p.String()] = c.Donnes
		if r := Joue(p); r.Periode != c.Periode || r.Preperiode != 0 {
			t.Errorf("N = %d : cycle %v de période %d", n, p, c.Periode)
		}
	}
	if !reflect.DeepEqual(cycles, s.cycles) {
		t.Errorf("N = %d : cycles %v, simple %v", n, cycles, s.cycles)
	}
	verifieListeCycles(t, d)
	t.Logf("N = %d (mots %v) : j1 %d, j2 %d, infinies %d, durée max %d, mots %d, cycles %d", n, mots, s.j1, s.j2, s.infinies, s.dureeMax, len(s.mots), len(s.cycles))
}

// verifieListeCycles checks d.ListeCycles against Joue, the game engine of any position: each
// cycle's type is that of the game played from its position, and the list goes by period,
// then by position.
func verifieListeCycles(t *testing.T, d *Decompte) {
	t.Helper()
	l := d.ListeCycles()
	if len(l) != len(d.Cycles) {
		t.Fatalf("N = %d : %d cycles listés sur %d", d.N, len(l), len(d.Cycles))
	}
	for i, c := range l {
		if r := Joue(c.Position); c.Type != r.Type() || c.Periode != r.Periode {
			t.Errorf("N = %d : cycle %v listé de type %q, période %d ; joué : %q, %d", d.N, c.Position, c.Type, c.Periode, r.Type(), r.Periode)
		}
		verifieMotCycle(t, c)
		if i > 0 && l[i-1].Periode > c.Periode {
			t.Errorf("N = %d : période %d listée avant %d", d.N, l[i-1].Periode, c.Periode)
		}
	}
}

// verifieMotCycle checks the word of a listed cycle against the plain game (joueReference): it
// is written "(R)∞" with R a primitive word whose repetition gives the letters of one period
// played from the cycle's position.
func verifieMotCycle(t *testing.T, c Cycle) {
	t.Helper()
	r := joueReference(c.Position)
	racine, ok := strings.CutSuffix(c.Mot, ")∞")
	if ok {
		racine, ok = strings.CutPrefix(racine, "(")
	}
	m, err := LireMot(racine)
	if !ok || err != nil || r.preperiode != 0 || r.periode%len(m) != 0 || strings.Repeat(string(m), r.periode/len(m)) != r.mot[:r.periode] {
		t.Fatalf("cycle %v : mot %q, le jeu simple donne %q sur une période de %d plis", c.Position, c.Mot, r.mot, r.periode)
	}
	for q := 1; q < len(m); q++ {
		if len(m)%q == 0 && strings.Repeat(string(m[:q]), len(m)/q) == string(m) {
			t.Errorf("cycle %v : mot %q, dont la racine est %q", c.Position, c.Mot, m[:q])
		}
	}
}

func TestListeCyclesEnParts(t *testing.T) {
	// Enough cycles for ListeCycles to share them among goroutines: those of N = 10, each
	// listed 40 times with a count of its own, in a Decompte made up for the test.
	d, err := Enumerer(context.Background(), 10, OptionsExhaustif{Workers: 2}, 0, NombreItems(10))
	if err != nil {
		t.Fatal(err)
	}
	var plusieurs []CycleDecompte
	for k := range 40 {
		for _, c := range d.Cycles {
			c.Donnes = int64(k)
			plusieurs = append(plusieurs, c)
		}
	}
	d.Cycles = plusieurs
	verifieListeCycles(t, d)
	// Each cycle listed once with each of its counts.
	attendu, liste := map[string]int{}, map[string]int{}
	for _, c := range plusieurs {
		attendu[fmt.Sprintf("%v %d", c.Position(10), c.Donnes)]++
	}
	for _, c := range d.ListeCycles() {
		liste[fmt.Sprintf("%v %d", c.Position, c.Donnes)]++
	}
	if !reflect.DeepEqual(liste, attendu) {
		t.Errorf("%d cycles listés avec leurs donnes, %d attendus", len(liste), len(attendu))
	}
}

// voiesEssayees lists the engines this processor runs: 2 lanes (the plain one), then 4 lanes
// with AVX2 and 8 with AVX-512F, each on one group and on two.
func voiesEssayees() []OptionsExhaustif {
	v := []OptionsExhaustif{{Voies: 2}}
	for _, l := range []int{4, 8} {
		if l <= VoiesDisponibles {
			v = append(v, OptionsExhaustif{Voies: l, UnGroupe: true}, OptionsExhaustif{Voies: l})
		}
	}
	return v
}

func TestVoiesContreBrent(t *testing.T) {
	// The deals played four and eight at a time with the lags (joueVoies) against the
	// two-at-a-time engine with Brent's algorithm (joue2), on items of 11, 12, 13 and 16 cards,
	// beyond the plain enumeration: the first items of an enumerator, when no lag is known yet,
	// then later ones. With 16 cards a position fills the lanes' word (see resume).
	if VoiesDisponibles == 2 {
		t.Skip("sans AVX2 ni AVX-512F : seul le moteur simple tourne ici")
	}
	// Each enumerator numbers its cycles in its own order: they are compared by key.
	parCle := func(d *Decompte, e *enumerateur) *Decompte {
		d.Cycles, d.parCycle = e.registre.liste(ajouteParCycle(nil, d.parCycle)), nil
		return d
	}
	for _, n := range []int{11, 12, 13, 16} {
		mots := n < 13 // as exhaustif counts them
		items := []int64{0, 1, 2, NombreItems(n) / 2, NombreItems(n) - 1}
		// The two-at-a-time engine's items, computed once for every engine compared with them.
		deux := nouvelEnumerateur(n, mots)
		deux.voies, deux.sansCycles = 2, n > 12
		var references []*Decompte
		for _, k := range items {
			references = append(references, parCle(deux.item(context.Background(), k), deux))
		}
		for _, v := range voiesEssayees()[1:] {
			voies := nouvelEnumerateur(n, mots)
			voies.voies, voies.sansCycles = v.Voies, n > 12
			if v.UnGroupe {
				voies.groupes = 1
			}
			for i, k := range items {
				if b := parCle(voies.item(context.Background(), k), voies); !reflect.DeepEqual(references[i], b) {
					t.Errorf("N = %d, item %d : deux voies %s\n%+v : %s", n, k, enJSON(t, references[i]), v, enJSON(t, b))
				}
			}
			// These items of 12 cards hold too few infinite deals, those of 16 none.
			if n != 12 && n != 16 && voies.vecteur.trois[0] == 0 {
				t.Errorf("N = %d, %d voies (un groupe : %t) : aucun décalage appris", n, v.Voies, v.UnGroupe)
			}
		}
	}
}

// enJSON writes a result as the checkpoints and shards will.
func enJSON(t *testing.T, d *Decompte) string {
	t.Helper()
	b, err := json.Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestEnumererParParties(t *testing.T) {
	// The items computed in 1, 2, 3 and 7 contiguous parts, each part on its own, merged in
	// order: the same result to the byte, equal to the plain enumeration (checked above).
	for _, n := range []int{7, 8, 10} {
		if n == 10 && testing.Short() {
			continue
		}
		total := NombreItems(n)
		var reference string
		for _, parties := range []int64{1, 2, 3, 7} {
			fusion := NouveauDecompte(n, true, 0)
			for k := int64(0); k < parties; k++ {
				a, b := total*k/parties, total*(k+1)/parties
				d, err := Enumerer(context.Background(), n, OptionsExhaustif{CompterMots: true, Workers: int(k%2) + 1}, a, b)
				if err != nil {
					t.Fatal(err)
				}
				// Through JSON, as a shard's file would be read back.
				var relu Decompte
				if err := json.Unmarshal([]byte(enJSON(t, d)), &relu); err != nil {
					t.Fatal(err)
				}
				if err := fusion.Fusionner(&relu); err != nil {
					t.Fatal(err)
				}
			}
			j := enJSON(t, fusion)
			if reference == "" {
				reference = j
			} else if j != reference {
				t.Errorf("N = %d en %d parties :\n%s\nd'un coup :\n%s", n, parties, j, reference)
			}
		}
	}
}

func TestEnumererArretEtReprise(t *testing.T) {
	// Cancelled after a few items, the run returns the items finished in a row; resuming from
	// there and merging gives the uninterrupted result. One worker: with two, the first item
	// (player 1's lowest top card, the slowest) can finish last, when every other item is
	// already done, and its merge then takes them all in one go before the cancel is seen.
	n := 9
	entier := enumereTout(t, n, 1)
	ctx, arrete := context.WithCancel(context.Background())
	o := OptionsExhaustif{CompterMots: true, Workers: 1, Progres: func(faits int64) {
		if faits >= 3 {
			arrete()
		}
	}}
	partiel, err := Enumerer(ctx, n, o, 0, NombreItems(n))
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("erreur %v, attendu context.Canceled", err)
	}
	if partiel.Fin < 3 || partiel.Fin >= NombreItems(n) {
		t.Fatalf("arrêté après les items [0, %d)", partiel.Fin)
	}
	suite, err := Enumerer(context.Background(), n, OptionsExhaustif{CompterMots: true}, partiel.Fin, NombreItems(n))
	if err != nil {
		t.Fatal(err)
	}
	if err := partiel.Fusionner(suite); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(partiel, entier) {
		t.Errorf("repris %s\nd'un coup %s", enJSON(t, partiel), enJSON(t, entier))
	}
}

func TestEnumererSansCycles(t *testing.T) {
	// Without the distinct cycles, the same counts and periods as the plain enumeration.
	for _, n := range []int{7, 8} {
		s := simpleDe(t, n)
		d, err := Enumerer(context.Background(), n, OptionsExhaustif{SansCycles: true, Workers: 2}, 0, NombreItems(n))
		if err != nil {
			t.Fatal(err)
		}
		if d.J1 != s.j1 || d.J2 != s.j2 || d.Infinies != s.infinies || !reflect.DeepEqual(d.Periodes, s.periodes) || len(d.Cycles) != 0 {
			t.Errorf("N = %d sans cycles : j1 %d, j2 %d, infinies %d, périodes %v, %d cycles", n, d.J1, d.J2, d.Infinies, d.Periodes, len(d.Cycles))
		}
	}
}

func TestFusionnerRefuse(t *testing.T) {
	a := NouveauDecompte(8, true, 0)
	sans := NouveauDecompte(8, true, 0)
	sans.SansCycles = true
	for _, b := range []*Decompte{NouveauDecompte(9, true, 0), NouveauDecompte(8, false, 0), NouveauDecompte(8, true, 3), sans} {
		if err := a.Fusionner(b); err == nil {
			t.Errorf("fusion de %+v acceptée", b)
		}
	}
}

func TestEnumererParametres(t *testing.T) {
	for _, n := range []int{-3, 0, 1, 17} {
		_, err := Enumerer(context.Background(), n, OptionsExhaustif{}, 0, 1)
		var e *parametre.Erreur
		if !errors.As(err, &e) || e.Nom != "N" {
			t.Errorf("N = %d : erreur %v", n, err)
		}
	}
	if _, err := Enumerer(context.Background(), 5, OptionsExhaustif{}, 2, 6); err == nil {
		t.Error("items 2 à 6 de 5 cartes acceptés (il y en a 5)")
	}
	for _, v := range []int{-1, 1, 3, 16} {
		_, err := Enumerer(context.Background(), 5, OptionsExhaustif{Voies: v}, 0, 1)
		var e *parametre.Erreur
		if !errors.As(err, &e) || e.Nom != "voies" {
			t.Errorf("%d voies : erreur %v", v, err)
		}
	}
	if got, want := NombreItems(12)*TailleItem(12), Factorielle(12); got != want {
		t.Errorf("items de 12 cartes : %d donnes, attendu %d", got, want)
	}
}

func TestEnumererN10Publie(t *testing.T) {
	if testing.Short() {
		t.Skip("3 628 800 donnes")
	}
	// The counts the README published from the former engine, which agreed with table B.2 and
	// with the report's N = 10 example: 1,616,430 wins each, 395,940 infinite deals, 96 cycles
	// all of period 60, longest game 49 tricks from 1 6 2 3 9 / 5 8 10 7 4, 72,142 words.
	d := enumereTout(t, 10, 2)
	if d.J1 != 1616430 || d.J2 != 1616430 || d.Infinies != 395940 || len(d.Cycles) != 96 || d.Periodes[60] != 395940 {
		t.Errorf("N = 10 : j1 %d, j2 %d, infinies %d, %d cycles, périodes %v", d.J1, d.J2, d.Infinies, len(d.Cycles), d.Periodes)
	}
	if d.DureeMax != 49 || d.PositionMax().String() != "1 6 2 3 9 / 5 8 10 7 4" || d.MotsDistincts != 72142 {
		t.Errorf("N = 10 : durée max %d (%v), %d mots", d.DureeMax, d.PositionMax(), d.MotsDistincts)
	}
}

// The deals an item counts, against the simple rule written again here: every rank of the item
// is a deal, and for even n only those whose first card is lower than player 2's first card,
// each twice.
func TestDonnesDesItems(t *testing.T) {
	for n := 2; n <= 10; n++ {
		taille := TailleItem(n)
		for k := range NombreItems(n) {
			var attendu int64
			for r := k * taille; r < (k+1)*taille; r++ {
				p := Permutation(n, r)
				switch {
				case n%2 == 1:
					attendu++
				case p[0] < p[n/2]:
					attendu += 2
				}
			}
			if got := DonnesDesItems(n, k, k+1); got != attendu {
				t.Fatalf("N = %d, item %d : %d donnes, %d attendues", n, k, got, attendu)
			}
		}
	}
	for n := 2; n <= 13; n++ {
		if got := DonnesDesItems(n, 0, NombreItems(n)); got != Factorielle(n) {
			t.Errorf("N = %d : %d donnes en tout, %d! = %d attendues", n, got, n, Factorielle(n))
		}
	}
}

// A part of an even number of cards passes its own checks: its items do not all count as many
// deals (the exchanged piles are counted twice).
func TestVerifierPartPaire(t *testing.T) {
	for _, r := range [][2]int64{{0, 2}, {2, 5}, {7, 10}} {
		o := OptionsExhaustif{}
		d, err := Enumerer(context.Background(), 10, o, r[0], r[1])
		if err != nil {
			t.Fatal(err)
		}
		if err := d.verifierAvec(10, o, r[0], r[1]); err != nil {
			t.Errorf("items %d à %d : %v", r[0], r[1], err)
		}
	}
}

// The automatic width of the classes of durations: at most 60 classes, even above 1 (worked by
// hand: a longest game of 179 tricks needs classes of 3, made 4; of 60 tricks, classes of 1).
func TestLargeurClasses(t *testing.T) {
	for _, c := range []struct{ max, largeur int }{{60, 1}, {61, 2}, {179, 4}, {240, 4}, {241, 6}} {
		var h stats.Histogram
		h.Add(c.max)
		if got := LargeurClasses(&h); got != c.largeur {
			t.Errorf("durée maximale %d : classes de %d, %d attendu", c.max, got, c.largeur)
		}
	}
}

func TestDispositionLot(t *testing.T) {
	// The offsets of lot that the assembly of avanceLot4 and avanceLot8 uses, as _asm/main.go
	// writes them.
	var l lot
	attendu := []struct {
		nom       string
		got, want uintptr
	}{
		{"t", unsafe.Offsetof(l.t), 0}, {"iEntree", unsafe.Offsetof(l.iEntree), 8},
		{"nEntree", unsafe.Offsetof(l.nEntree), 16}, {"nEvts", unsafe.Offsetof(l.nEvts), 24},
		{"trois", unsafe.Offsetof(l.trois), 32}, {"s12", unsafe.Offsetof(l.s12), 56},
		{"s1Depart", unsafe.Offsetof(l.s1Depart), 64}, {"vacante", unsafe.Offsetof(l.vacante), 72},
		{"q1", unsafe.Offsetof(l.q1), 128}, {"q2", unsafe.Offsetof(l.q2), 256},
		{"s1", unsafe.Offsetof(l.s1), 384}, {"debut", unsafe.Offsetof(l.debut), 512},
		{"donne", unsafe.Offsetof(l.donne), 640}, {"entree", unsafe.Offsetof(l.entree), 768},
		{"evts", unsafe.Offsetof(l.evts), 768 + tailleEntree*32},
		{"taille d'un événement", unsafe.Sizeof(l.evts[0]), 64},
		{"taille d'un départ", unsafe.Sizeof(l.entree[0]), 32}, {"depart.position", unsafe.Offsetof(l.entree[0].position), 16},
		{"evenement.s1", unsafe.Offsetof(l.evts[0].s1), 56},
		{"nommer", unsafe.Offsetof(l.nommer), 80},
		{"sousMultiples", unsafe.Offsetof(l.sousMultiples), 768 + tailleEntree*32 + tailleEvenements*64},
		{"periodes", unsafe.Offsetof(l.periodes), 768 + tailleEntree*32 + tailleEvenements*64 + tailleHistoire*32},
		{"seuil", unsafe.Offsetof(l.seuil), 96},
		{"durees", unsafe.Offsetof(l.durees), 768 + tailleEntree*32 + tailleEvenements*64 + tailleHistoire*40},
		{"gains", unsafe.Offsetof(l.gains), 768 + tailleEntree*32 + tailleEvenements*64 + tailleHistoire*40 + 257*8},
		{"lags", unsafe.Offsetof(l.lags), 768 + tailleEntree*32 + tailleEvenements*64 + tailleHistoire*40 + 259*8},
		{"vaincu", unsafe.Offsetof(l.vaincu), 768 + tailleEntree*32 + tailleEvenements*64 + tailleHistoire*40 + 259*8 + 16*8},
		{"nReps", unsafe.Offsetof(l.nReps), 104}, {"nMots", unsafe.Offsetof(l.nMots), 112},
		{"reps", unsafe.Offsetof(l.reps), 768 + tailleEntree*32 + tailleEvenements*64 + tailleHistoire*40 + 259*8 + 32*8},
		{"motsDonnes", unsafe.Offsetof(l.motsDonnes), 768 + tailleEntree*32 + tailleEvenements*64 + tailleHistoire*40 + 259*8 + 32*8 + tailleReps*8},
		{"motsVaincus", unsafe.Offsetof(l.motsVaincus), 768 + tailleEntree*32 + tailleEvenements*64 + tailleHistoire*40 + 259*8 + 32*8 + tailleReps*8 + tailleMots*8},
	}
	for _, a := range attendu {
		if a.got != a.want {
			t.Errorf("lot.%s à %d octets, l'assembleur l'attend à %d", a.nom, a.got, a.want)
		}
	}
}

func TestMelangeDemele(t *testing.T) {
	// demele undoes melange, so the table's keys name the positions without loss: on random
	// words, on the extremes, and on packed positions of 15 cards.
	rng := rand.New(rand.NewPCG(3, 4))
	essais := []uint64{0, 1, 1 << 31, 1 << 63, ^uint64(0), 0xEDCBA9876543210}
	for range 100000 {
		essais = append(essais, rng.Uint64())
	}
	for _, s := range essais {
		if h := melange(s); demele(h) != s {
			t.Fatalf("demele(melange(%#x)) = %#x", s, demele(h))
		}
	}
}

func TestCanoniquesContreCanonique16(t *testing.T) {
	// canoniques4 and canoniques8 against canonique16, deal by deal, on random deals of 2 to 15
	// cards, each card beaten by a random larger card or by none, in batches of every size up
	// to a lot's (groups cut short at the end; for canoniques8, kept deals packed over the ones
	// read), the deals won by player 2 mirrored for even n.
	if VoiesDisponibles < 4 {
		t.Skip("sans AVX2 : ni canoniques4 ni canoniques8 ne tournent ici")
	}
	fonctions := map[string]func(donnes, vaincus *uint64, nb, n int64, miroir bool) int64{"canoniques4": canoniques4}
	if VoiesDisponibles == 8 {
		fonctions["canoniques8"] = canoniques8
	}
	for nom, canoniques := range fonctions {
		t.Run(nom, func(t *testing.T) { canoniquesContreCanonique16(t, canoniques) })
	}
}

func canoniquesContreCanonique16(t *testing.T, canoniques func(donnes, vaincus *uint64, nb, n int64, miroir bool) int64) {
	rng := rand.New(rand.NewPCG(5, 6))
	var donnes, vaincus [tailleMots]uint64
	for essai := range 3000 {
		n := 2 + essai%14
		m := n / 2
		miroirs := n%2 == 0 && essai%3 != 0
		nb := rng.IntN(tailleMots + 1)
		attendu := int64(0)
		for i := range nb {
			cartes := make([]uint8, n)
			for c, x := range rng.Perm(n) {
				cartes[c] = uint8(x)
			}
			d := emballe(cartes)
			v := ^uint64(0)
			for c := range n {
				// The smallest card that beat c: none (15) in a third of the cases.
				if rng.IntN(3) > 0 && c < n-1 {
					b := c + 1 + rng.IntN(n-1-c)
					v = v&^(15<<(4*uint(c))) | uint64(b)<<(4*uint(c))
				}
			}
			deuxieme := rng.IntN(2) == 1
			joue := d
			if deuxieme && miroirs {
				joue = miroir(d, n, m)
			}
			if canonique16(joue, v, n) {
				attendu++
			}
			if deuxieme {
				d |= 1 << 63
			}
			donnes[i], vaincus[i] = d, v
		}
		if got := canoniques(&donnes[0], &vaincus[0], int64(nb), int64(n), miroirs); got != attendu {
			t.Fatalf("n = %d, %d donnes (miroir %v) : %d canoniques, canonique16 en compte %d", n, nb, miroirs, got, attendu)
		}
	}
}
