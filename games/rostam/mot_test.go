package rostam

import (
	"fmt"
	"jeux/parametre"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

func TestParseMot(t *testing.T) {
	cas := []struct{ texte, developpe string }{
		{"aba2", "abaa"},
		{"(ba2)2", "baabaa"},
		{"a b a^2", "abaa"},
		{"a^1", "a"},
		{"((ab)2b)2", "ababbababb"},
		{"b a12", "b" + strings.Repeat("a", 12)},
		{"ab2a3", "abbaaa"},
		{"( a b ) ^ 3", "ababab"},
	}
	for _, c := range cas {
		m, err := LireMot(c.texte)
		if err != nil {
			t.Fatalf("LireMot(%q) : %v", c.texte, err)
		}
		if string(m) != c.developpe {
			t.Errorf("LireMot(%q) = %q, attendu %q", c.texte, m, c.developpe)
		}
	}
}

// A word that cannot be read is refused by the code of its fault, with the position (from 1) or
// the character where it is.
func TestParseMotErreurs(t *testing.T) {
	cas := []struct {
		texte string
		code  parametre.Code
		args  []any
	}{
		{"abc", CodeCaractere, []any{'c', 3}},
		{"aBa", CodeCaractere, []any{'B', 2}},
		{"(ab", CodeNonFermee, []any{1}},
		{"ab)", CodeFermanteSeule, []any{3}},
		{"a0", CodeExposantNul, []any{2}},
		{"(ab)0b", CodeExposantNul, []any{5}},
		{"", CodeMotVide, nil},
		{"  ", CodeMotVide, nil},
		{"()2", CodeGroupeVide, []any{1}},
		{"a^", CodeChapeau, []any{2}},
		{"2a", CodeCaractere, []any{'2', 1}},
		{"(a9999)9999", CodeTropDeLettres, []any{10000000}},
		{"a10000000a", CodeTropDeLettres, []any{10000000}}, // one letter past the bound, without an exponent
		{"a99999999999999999999", CodeExposantGrand, []any{"99999999999999999999", 10000000}},
		{"aé", CodeCaractere, []any{'é', 2}},
	}
	for _, c := range cas {
		_, err := LireMot(c.texte)
		e, ok := err.(*parametre.Erreur)
		if !ok || e.Nom != "mot" || e.Valeur != strconv.Quote(c.texte) || e.Code != c.code || fmt.Sprint(e.Args) != fmt.Sprint(c.args) {
			t.Errorf("LireMot(%q) : erreur %#v, attendu %s %v", c.texte, err, c.code, c.args)
		}
	}
}

func TestCompresse(t *testing.T) {
	// The first two are docs/regles.md §4.2's, the others the report's words for N = 4 and small cases
	// worked by hand.
	cas := []struct{ mot, compresse string }{
		{"abaa", "aba2"},
		{"baabaa", "(ba2)2"},
		{"aa", "a2"},
		{"babb", "bab2"},
		{"abbabb", "(ab2)2"},
		{"a", "a"},
		{"aabbaabbaabb", "(a2b2)3"},
		{"abaaba", "(aba)2"},
		{"abab", "abab"},
		{"ababab", "(ab)3"},
		{"aaaaaa", "a6"},
	}
	for _, c := range cas {
		if got := Compresse(Mot(c.mot)); got != c.compresse {
			t.Errorf("Compresse(%q) = %q, attendu %q", c.mot, got, c.compresse)
		}
	}
}

func TestCompresseRelu(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 2000; i++ {
		n := 1 + rng.IntN(60)
		b := make([]byte, n)
		for j := range b {
			b[j] = "ab"[rng.IntN(2)]
		}
		// Words with long runs and repeated blocks, like the profiles of real games.
		if i%2 == 0 {
			b = []byte(strings.Repeat(string(b[:1+n/4]), 1+rng.IntN(4)))
		}
		m, err := LireMot(Compresse(Mot(b)))
		if err != nil || string(m) != string(b) {
			t.Fatalf("LireMot(Compresse(%q)) = %q, %v", b, m, err)
		}
		if len(Compresse(Mot(b))) > len(b) {
			t.Fatalf("Compresse(%q) = %q est plus long que le mot", b, Compresse(Mot(b)))
		}
	}
}

func TestMiroirEtCompte(t *testing.T) {
	m := Mot("abaa")
	if m.Miroir() != "babb" {
		t.Errorf("Miroir(abaa) = %q, attendu babb", m.Miroir())
	}
	if a, b := m.Compte(); a != 3 || b != 1 {
		t.Errorf("Compte(abaa) = %d, %d, attendu 3, 1", a, b)
	}
}

func FuzzLireMot(f *testing.F) {
	for _, s := range []string{"aba2", "(ba2)2", "a b a^2", "ab2a3", "a2b", "((ab)2b)3", "(ab", "a0", "abc", "^2", ")("} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := LireMot(s)
		if err != nil {
			return
		}
		if len(m) == 0 || strings.Trim(string(m), "ab") != "" {
			t.Fatalf("LireMot(%q) = %q : un mot non vide en a et b est attendu", s, m)
		}
		r, err := LireMot(Compresse(m))
		if err != nil || r != m {
			t.Fatalf("relire Compresse(%q) = %q donne %q, %v", m, Compresse(m), r, err)
		}
	})
}
