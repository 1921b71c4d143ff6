package rostam

import (
	"context"
	"errors"
	"strings"
	"testing"
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
		var e *ErreurParametre
		switch {
		case c.nom == "" && err != nil:
			t.Errorf("%+v : refusée (%v)", c.e, err)
		case c.nom != "" && (!errors.As(err, &e) || e.Nom != c.nom):
			t.Errorf("%+v : erreur %v, attendu une *ErreurParametre de %q", c.e, err, c.nom)
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
		var e *ErreurParametre
		if _, err := PartsInfinies(context.Background(), c.jusqua, c.calcul, options); !errors.As(err, &e) || e.Nom != "jusqua" {
			t.Errorf("jusqua %d, calcul %v : erreur %v, attendu une *ErreurParametre de jusqua", c.jusqua, c.calcul, err)
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
