package bataille

import (
	"slices"
	"strconv"
	"strings"
	"testing"
)

func TestLireDonne(t *testing.T) {
	cas := []struct {
		texte string
		veut  []int // nil: an error is expected
	}{
		{"2 1 3 1 3 2", []int{2, 1, 3, 1, 3, 2}},
		{"  7,8, 9 ", []int{7, 8, 9}},
		{"255", []int{255}},
		{"", nil},
		{"  ,", nil},
		{"2 x 3", nil},
		{"0 1", nil},
		{"256", nil},
		{"-1", nil},
		{"1.5", nil},
	}
	for _, c := range cas {
		got, err := LireDonne(c.texte)
		if c.veut == nil {
			if err == nil {
				t.Errorf("LireDonne(%q) = %v, want an error", c.texte, got)
			}
			continue
		}
		if err != nil || !slices.Equal(got, c.veut) {
			t.Errorf("LireDonne(%q) = %v, %v; want %v", c.texte, got, err, c.veut)
		}
	}
}

// Whatever the text, LireDonne either fails or returns values in range that read back the same
// once written with single spaces, as EcrirePile writes them.
func FuzzLireDonne(f *testing.F) {
	for _, s := range []string{"2 1 3 1 3 2", "1,2,3", "", "0", "255 256", "a", " 3\t4\n5 "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		pile, err := LireDonne(s)
		if err != nil {
			return
		}
		if len(pile) == 0 {
			t.Fatalf("LireDonne(%q): empty pile without an error", s)
		}
		mots := make([]string, len(pile))
		for i, v := range pile {
			if v < 1 || v > MaxValeurs {
				t.Fatalf("LireDonne(%q): value %d out of range", s, v)
			}
			mots[i] = strconv.Itoa(v)
		}
		if w := EcrirePile(pile); w != strings.Join(mots, " ") {
			t.Fatalf("EcrirePile(%v) = %q, want %q", pile, w, strings.Join(mots, " "))
		}
		again, err := LireDonne(strings.Join(mots, " "))
		if err != nil || !slices.Equal(again, pile) {
			t.Fatalf("LireDonne(%q) = %v, read back as %v, %v", s, pile, again, err)
		}
	})
}
