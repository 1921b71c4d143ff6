package rostam

import (
	"context"
	"errors"
	"strings"
	"testing"

	"jeux/parallel"
	"jeux/parametre"
)

// Enumeration.Valider: N, one list at most, and each list within its bound; each refusal names
// its option.
func TestEnumerationValider(t *testing.T) {
	for _, c := range []struct {
		e   Enumeration
		nom string // "" : accepted
	}{
		{Enumeration{N: 9, Mots: true}, ""},
		{Enumeration{N: 12, Infinies: true}, ""},
		{Enumeration{N: 16}, ""},
		{Enumeration{N: 1}, "N"},
		{Enumeration{N: 17}, "N"},
		{Enumeration{N: 9, Mots: true, Infinies: true}, "mots et liste-infinies"},
		{Enumeration{N: 13, Mots: true}, "mots"},
		{Enumeration{N: 13, Infinies: true}, "liste-infinies"},
	} {
		err := c.e.Valider()
		var e *parametre.Erreur
		switch {
		case c.nom == "" && err != nil:
			t.Errorf("%+v : refusée (%v)", c.e, err)
		case c.nom != "" && (!errors.As(err, &e) || e.Nom != c.nom):
			t.Errorf("%+v : erreur %v, attendu une *parametre.Erreur de %q", c.e, err, c.nom)
		}
	}
}

// PartsInfinies refuses a largest N beyond the published counts, or beyond MaxCalcul when it
// enumerates.
func TestPartsInfiniesBornes(t *testing.T) {
	options := func(n int) OptionsExhaustif { return OptionsPour(n, 1) }
	for _, c := range []struct {
		jusqua int
		calcul bool
	}{{1, false}, {len(ComptesPublies) + 2, false}, {MaxCalcul + 1, true}} {
		var e *parametre.Erreur
		if _, err := PartsInfinies(context.Background(), c.jusqua, c.calcul, options); !errors.As(err, &e) || e.Nom != "jusqua" {
			t.Errorf("jusqua %d, calcul %v : erreur %v, attendu une *parametre.Erreur de jusqua", c.jusqua, c.calcul, err)
		}
	}
	// N = 2 to 5 enumerated on the spot: 2, 6, 24 and 120 deals.
	l, err := PartsInfinies(context.Background(), 5, true, options)
	if err != nil || len(l) != 4 || l[3].N != 5 || l[3].Donnes != 120 {
		t.Errorf("PartsInfinies(5, calcul) = %+v, %v", l, err)
	}
}

// MotEcrit echoes a word compressed, unless it is too long to be worth it.
func TestMotEcrit(t *testing.T) {
	m, err := LireMot("a b a a")
	if err != nil {
		t.Fatal(err)
	}
	if got := MotEcrit("a b a a", m); got != "aba2" {
		t.Errorf("MotEcrit(a b a a) = %q, attendu aba2", got)
	}
	long := strings.Repeat("ab", maxEcho)
	m, err = LireMot(long)
	if err != nil {
		t.Fatal(err)
	}
	if got := MotEcrit(long, m); got != long {
		t.Errorf("un mot de %d lettres : écrit en %d lettres, attendu tel que tapé", len(long), len(got))
	}
}

// EnumererItems plays the items asked for with the enumeration's options, and tells the runner's
// progress each item once: N = 5 is 5 items of 4! = 24 deals, 120 deals in all, of which the
// items 1 to 3 hold 72; 30 deals of N = 5 never end (docs/rostam.md).
func TestEnumererItems(t *testing.T) {
	e := Enumeration{N: 5, Mots: true}
	if NombreItems(5) != 5 {
		t.Fatalf("N = 5 : %d items, attendu 5", NombreItems(5))
	}
	var avance int64
	opt := parallel.Options{Workers: 2, Progress: func(n int64) { avance += n }}
	d, err := e.EnumererItems(context.Background(), opt, 0, 5)
	if err != nil || d.Donnes != 120 || d.Infinies != 30 || avance != 5 || !d.ListerMots {
		t.Errorf("N = 5 : %d donnes, %d infinies, progression %d, mots listés %v (%v)", d.Donnes, d.Infinies, avance, d.ListerMots, err)
	}
	avance = 0
	d, err = e.EnumererItems(context.Background(), opt, 1, 4)
	if err != nil || d.Donnes != 72 || avance != 3 {
		t.Errorf("items 1 à 3 : %d donnes, progression %d (%v)", d.Donnes, avance, err)
	}
	opt.Progress = nil
	if d, err = e.EnumererItems(context.Background(), opt, 0, 5); err != nil || d.Donnes != 120 {
		t.Errorf("sans progression : %v", err)
	}
}
