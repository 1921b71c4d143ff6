package main

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"jeux/internal/langue"
)

// verbe finds a verb of fmt in a format: its flags, width and precision, and its letter.
// A space is not read as a flag: « 95 % range », a label, is no format.
var verbe = regexp.MustCompile(`%(?:\[\d+\])?[-+#0]*(?:\d+|\*)?(?:\.(?:\d+|\*))?([a-zA-Z%])`)

// verbes are the letters of the verbs of format, sorted: an English format may put its values
// in another order (%[2]s), not change their number or their kinds.
func verbes(format string) []string {
	var l []string
	for _, m := range verbe.FindAllStringSubmatch(format, -1) {
		l = append(l, m[1])
	}
	slices.Sort(l)
	return l
}

// catalogueAnglais walks the whole catalog, every package's entries (this binary links them
// all): each English text is given, holds no accented letter and no French word (the list of
// TestAnglais), and has the verbs of its French key, as many and of the same kinds. It is
// TestAnglais/catalogue.
func catalogueAnglais(t *testing.T) {
	catalogue := langue.Catalogue()
	if len(catalogue) < 100 {
		t.Fatalf("catalogue de %d textes : les catalogues des paquets ne sont pas liés", len(catalogue))
	}
	for fr, en := range catalogue {
		if strings.TrimSpace(en) == "" && strings.TrimSpace(fr) != "" {
			t.Errorf("%q : anglais vide", fr)
			continue
		}
		if m := francais.FindString(en); m != "" {
			t.Errorf("%q → %q : « %s » n'est pas anglais", fr, en, m)
		}
		if v, w := verbes(fr), verbes(en); !slices.Equal(v, w) {
			t.Errorf("%q → %q : verbes %q, ceux du français %q", fr, en, w, v)
		}
	}
}

// The verbs are read as fmt reads them (worked by hand).
func TestVerbes(t *testing.T) {
	for format, attendu := range map[string][]string{
		"part %q : items [%d, %d) hors de [0, %d)": {"d", "d", "d", "q"},
		"%[2]s puis %[1]d, 50 %% ; %.12s…":         {"%", "d", "s", "s"},
		"sans verbe":                               nil,
	} {
		if got := verbes(format); !slices.Equal(got, attendu) {
			t.Errorf("verbes(%q) = %q, attendu %q", format, got, attendu)
		}
	}
}
