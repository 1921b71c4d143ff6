package memoire

import (
	"strings"
	"testing"
)

func TestParseTaille(t *testing.T) {
	tests := []struct {
		in   string
		want uint64
	}{
		{"4096", 4096},
		{"4096B", 4096},
		{"1k", 1024},
		{"500M", 500 << 20},
		{"4G", 4 << 30},
		{"4g", 4 << 30},
		{"2GiB", 2 << 30},
		{"2Gio", 2 << 30},
		{"2Go", 2 << 30},
		{"1,5 Go", 3 << 29},
		{"1.5G", 3 << 29},
		{"0.5k", 512},
		{"1T", 1 << 40},
		{" 3M ", 3 << 20},
		{"8388607T", 8388607 << 40}, // the largest whole number of T below 2⁶³
		{"9223372036854775807", 1<<63 - 1},
		{"8388607.999999999999999999T", 1<<63 - 1}, // 18 digits count: 2⁴⁰ − 1 bytes of the last T
	}
	for _, tt := range tests {
		if got, err := LireTaille(tt.in); err != nil || got != tt.want {
			t.Errorf("LireTaille(%q) = %d, %v ; attendu %d", tt.in, got, err, tt.want)
		}
	}
	refus := []struct{ in, want string }{
		{"", "un nombre suivi de K, M, G ou T"},
		{"G", "un nombre suivi"},
		{"-4G", "un nombre suivi"},
		{"4X", "un nombre suivi"},
		{"4 GB extra", "un nombre suivi"},
		{"1e9", "un nombre suivi"},
		{"0", "au moins 1 octet"},
		{"0.0001k", "au moins 1 octet"},
		{"8388608T", "au plus 8 Eio"},
		{"9223372036854775808", "au plus 8 Eio"},
		{"99999999999999999999", "au plus 8 Eio"},
		{"8388608.5T", "au plus 8 Eio"},
		{"4\nG", `"4\nG"`},
	}
	for _, tt := range refus {
		_, err := LireTaille(tt.in)
		if err == nil || !strings.Contains(err.Error(), tt.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("LireTaille(%q) : %v ; attendu une ligne contenant %q", tt.in, err, tt.want)
		}
	}
}

// A size that is accepted is between 1 and 2⁶³−1 bytes and is at least the whole part of its
// number; the message of a refusal is one line.
func FuzzLireTaille(f *testing.F) {
	for _, s := range []string{"4G", "500M", "2GiB", "1,5 Go", "0", "8388608T", "9223372036854775808", "1.99999999999999999999999T", "x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n, err := LireTaille(s)
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("message sur plusieurs lignes : %q", err)
			}
			return
		}
		if n == 0 || n > 1<<63-1 {
			t.Fatalf("LireTaille(%q) = %d hors de 1 … 2⁶³−1", s, n)
		}
	})
}
