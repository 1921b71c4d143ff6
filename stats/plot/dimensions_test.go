package plot

import (
	"fmt"
	"strings"
	"testing"
)

func TestLireDimensions(t *testing.T) {
	bons := []struct {
		s    string
		l, h int
	}{
		{"1200x750", 1200, 750},
		{"1600X1000", 1600, 1000},
		{"200x200", 200, 200},
		{"10000x10000", 10000, 10000},
		{"0800x0600", 800, 600},
	}
	for _, b := range bons {
		l, h, err := LireDimensions(b.s)
		if err != nil || l != b.l || h != b.h {
			t.Errorf("LireDimensions(%q) = %d, %d, %v ; attendu %d, %d", b.s, l, h, err, b.l, b.h)
		}
	}
	for _, s := range []string{"", "0x0", "abc", "10x", "x10", "1200", "1200x750x2", "199x750", "1200x10001",
		"-1200x750", "+1200x750", " 1200x750", "1200 x 750", "1200×750", "1e3x750", "99999999999999999999x750", "1200x\n750"} {
		_, _, err := LireDimensions(s)
		if err == nil {
			t.Errorf("LireDimensions(%q) accepté", s)
			continue
		}
		if msg := err.Error(); !strings.Contains(msg, "de 200 à 10000") || strings.Contains(msg, "\n") {
			t.Errorf("LireDimensions(%q) : %q ; attendu une ligne qui donne les bornes", s, msg)
		}
	}
}

func FuzzLireDimensions(f *testing.F) {
	for _, s := range []string{"1200x750", "0x0", "abc", "10x", "200X10000", "1x2x3", "١٢٠٠x750"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		l, h, err := LireDimensions(s)
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Errorf("%q : message sur plusieurs lignes", s)
			}
			return
		}
		if l < CoteMin || l > CoteMax || h < CoteMin || h > CoteMax {
			t.Errorf("%q accepté en %d×%d, hors bornes", s, l, h)
		}
		// An accepted size, written back, reads the same.
		if l2, h2, err := LireDimensions(fmt.Sprintf("%dx%d", l, h)); err != nil || l2 != l || h2 != h {
			t.Errorf("%q : %d×%d puis %d×%d (%v)", s, l, h, l2, h2, err)
		}
	})
}
