package rostam

import (
	"context"
	"jeux/parametre"
	"reflect"
	"testing"
)

// simples holds the plain enumerations of 2 to 9 cards, each made once for every test that
// compares an engine with it.
var simples = map[int]simple{}

func simpleDe(t *testing.T, n int) simple {
	t.Helper()
	s, ok := simples[n]
	if !ok {
		s = enumereSimple(t, n)
		simples[n] = s
	}
	return s
}

// mots collects a stream of words.
func collecteMots(t *testing.T, d *Decompte, workers int) []MotCompte {
	t.Helper()
	f, err := d.ListeMots(context.Background(), workers)
	if err != nil {
		t.Fatal(err)
	}
	var l []MotCompte
	if err := f.Parcourir(context.Background(), func(m MotCompte) bool { l = append(l, m); return true }); err != nil {
		t.Fatal(err)
	}
	return l
}

func TestListeMotsContreSimple(t *testing.T) {
	// Every word of the finished games of 2 to 9 cards with its number of deals, drawn from the
	// canonical deals each engine of this processor recorded, against the plain enumeration,
	// which plays every deal and counts its word: the same words, the same counts, listed by
	// length then letters, whatever the workers.
	maxN := 9
	if testing.Short() {
		maxN = 8
	}
	for n := 2; n <= maxN; n++ {
		s := simpleDe(t, n)
		var premiere []MotCompte
		for _, v := range voiesEssayees() {
			for _, w := range []int{1, 3} {
				o := v
				o.CompterMots, o.ListerMots, o.Workers = true, true, w
				d, err := Enumerer(context.Background(), n, o, 0, NombreItems(n))
				if err != nil {
					t.Fatal(err)
				}
				if err := d.verifierAvec(n, OptionsExhaustif{CompterMots: true, ListerMots: true}, 0, NombreItems(n)); err != nil {
					t.Fatalf("N = %d, %+v : %v", n, v, err)
				}
				l := collecteMots(t, d, w)
				lus := map[string]int64{}
				for i, m := range l {
					mot, err := LireMot(m.Mot)
					if err != nil {
						t.Fatalf("N = %d : mot %q illisible : %v", n, m.Mot, err)
					}
					lus[string(mot)] = m.Donnes
					if i > 0 {
						avant, _ := LireMot(l[i-1].Mot)
						if len(avant) > len(mot) || len(avant) == len(mot) && avant >= mot {
							t.Errorf("N = %d : %q listé avant %q", n, l[i-1].Mot, m.Mot)
						}
					}
				}
				if !reflect.DeepEqual(lus, s.mots) {
					t.Fatalf("N = %d, %d voies (un groupe : %t), %d workers : %d mots listés, la simple en compte %d (ou d'autres nombres de donnes)", n, v.Voies, v.UnGroupe, w, len(lus), len(s.mots))
				}
				if premiere == nil {
					premiere = l
				} else if !reflect.DeepEqual(l, premiere) {
					t.Errorf("N = %d, %d voies (un groupe : %t), %d workers : une autre liste", n, v.Voies, v.UnGroupe, w)
				}
			}
		}
		t.Logf("N = %d : %d mots", n, len(s.mots))
	}
}

func TestListeMotsEnParts(t *testing.T) {
	// The canonical deals of items computed apart and merged list the same words as the whole.
	n := 8
	o := OptionsExhaustif{CompterMots: true, ListerMots: true, Workers: 2}
	entier, err := Enumerer(context.Background(), n, o, 0, NombreItems(n))
	if err != nil {
		t.Fatal(err)
	}
	total := NouveauDecompte(n, true, 0)
	total.ListerMots = true
	for _, r := range [][2]int64{{0, 1}, {1, 3}, {3, NombreItems(n)}} {
		d, err := Enumerer(context.Background(), n, o, r[0], r[1])
		if err != nil {
			t.Fatal(err)
		}
		if err := d.verifierAvec(n, o, r[0], r[1]); err != nil {
			t.Fatal(err)
		}
		if err := total.Fusionner(d); err != nil {
			t.Fatal(err)
		}
	}
	if !reflect.DeepEqual(total.Canoniques, entier.Canoniques) || !reflect.DeepEqual(collecteMots(t, total, 2), collecteMots(t, entier, 1)) {
		t.Error("les parts fusionnées ne listent pas les mots de l'énumération entière")
	}
}

func TestListeMotsComptesRealisations(t *testing.T) {
	// For 10 to 12 cards, beyond the plain enumeration, the number of deals of some words
	// against Verdict.CompteRealisations, which counts the orders over every subset of cards.
	for _, n := range []int{10, 11, 12} {
		k := NombreItems(n) / 3
		d, err := Enumerer(context.Background(), n, OptionsExhaustif{CompterMots: true, ListerMots: true, Workers: 2}, k, k+1)
		if err != nil {
			t.Fatal(err)
		}
		d.Canoniques = d.Canoniques[:min(len(d.Canoniques), 200)]
		for _, m := range collecteMots(t, d, 2) {
			mot, _ := LireMot(m.Mot)
			v := realisabiliteN(mot, n)
			if !v.Realisable {
				t.Fatalf("N = %d : %s n'est pas réalisable avec %d cartes (%s)", n, m.Mot, n, v.Raison)
			}
			if c := v.CompteRealisations(); c != m.Donnes {
				t.Errorf("N = %d : %s listé avec %d donnes, %d réalisations", n, m.Mot, m.Donnes, c)
			}
		}
	}
}

func TestVerifierCanoniques(t *testing.T) {
	// A part whose canonical deals were tampered with is refused.
	n := 7
	o := OptionsExhaustif{CompterMots: true, ListerMots: true, Workers: 2}
	d, err := Enumerer(context.Background(), n, o, 0, NombreItems(n))
	if err != nil {
		t.Fatal(err)
	}
	for nom, c := range map[string]struct {
		f    func(c []int64) []int64
		code parametre.Code
	}{
		"une de moins": {func(c []int64) []int64 { return c[1:] }, CodeVerifCanoniques},
		"répétée":      {func(c []int64) []int64 { return append(c[1:], c[2]) }, CodeVerifCanoniqueRang},
		"autre donne":  {func(c []int64) []int64 { c[0]++; return c }, CodeVerifCanonique},
		"hors rang":    {func(c []int64) []int64 { c[0] = Factorielle(n); return c }, CodeVerifCanoniqueRang},
	} {
		faux := *d
		faux.Canoniques = c.f(append([]int64(nil), d.Canoniques...))
		if e, ok := faux.verifierAvec(n, o, 0, NombreItems(n)).(*parametre.Echec); !ok || e.Code != c.code {
			t.Errorf("%s : %v, attendu %s", nom, e, c.code)
		}
	}
	if err := d.verifierAvec(n, OptionsExhaustif{CompterMots: true}, 0, NombreItems(n)); err == nil {
		t.Error("une part qui liste les mots acceptée pour un calcul qui ne les liste pas")
	}
}

func TestListeInfiniesContreSimple(t *testing.T) {
	// Every non-ending deal of 2 to 9 cards, with the smallest position of its cycle and its
	// period, against the plain enumeration, whatever the workers; as many as the enumeration
	// counts.
	maxN := 9
	if testing.Short() {
		maxN = 7
	}
	for n := 2; n <= maxN; n++ {
		s := simpleDe(t, n)
		d, err := Enumerer(context.Background(), n, OptionsExhaustif{Workers: 2}, 0, NombreItems(n))
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range []int{1, 2, 5} {
			var l []DonneInfinie
			if err := ListeInfinies(n, w).Parcourir(context.Background(), func(x DonneInfinie) bool { l = append(l, x); return true }); err != nil {
				t.Fatal(err)
			}
			if int64(len(l)) != d.Infinies || len(l) != len(s.listeInfinies) || len(l) > 0 && !reflect.DeepEqual(l, s.listeInfinies) {
				t.Fatalf("N = %d, %d workers : %d donnes infinies listées, %d comptées, la simple en liste %d (ou d'autres)", n, w, len(l), d.Infinies, len(s.listeInfinies))
			}
		}
	}
}

func TestListeInfiniesInterrompue(t *testing.T) {
	// A stream stopped by its reader, or cancelled, returns at once and leaves no goroutine
	// playing (the race detector and the test's end would show them).
	k := 0
	if err := ListeInfinies(9, 2).Parcourir(context.Background(), func(DonneInfinie) bool { k++; return k < 10 }); err != nil || k != 10 {
		t.Errorf("arrêtée par le lecteur : %v après %d lignes", err, k)
	}
	ctx, annule := context.WithCancel(context.Background())
	k = 0
	err := ListeInfinies(9, 2).Parcourir(ctx, func(DonneInfinie) bool {
		if k++; k == 5 {
			annule()
		}
		return true
	})
	if err != context.Canceled || k >= 218_680 {
		t.Errorf("annulée : %v après %d lignes", err, k)
	}
}
