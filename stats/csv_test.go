package stats

import (
	"bytes"
	"strings"
	"testing"
)

func TestCSVRoundTrip(t *testing.T) {
	h := histogramOf(12, 3, 3, 40)
	var buf bytes.Buffer
	if err := WriteCSV(&buf, h); err != nil {
		t.Fatal(err)
	}
	const want = "3, 2\n12, 1\n40, 1\n"
	if buf.String() != want {
		t.Fatalf("WriteCSV = %q ; attendu %q", buf.String(), want)
	}
	back, err := ReadCSV(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if back.Total() != 4 || back.Count(3) != 2 || back.Count(12) != 1 || back.Count(40) != 1 {
		t.Errorf("relu : total %d, 3→%d, 12→%d, 40→%d", back.Total(), back.Count(3), back.Count(12), back.Count(40))
	}
}

func TestReadCSVForms(t *testing.T) {
	h, err := ReadCSV(strings.NewReader("5,2\r\n\n7, 3\n"))
	if err != nil {
		t.Fatal(err)
	}
	if h.Count(5) != 2 || h.Count(7) != 3 {
		t.Errorf("5→%d, 7→%d ; attendu 2 et 3", h.Count(5), h.Count(7))
	}
}

func TestReadCSVErrors(t *testing.T) {
	tests := []struct{ in, want string }{
		{"5, 2\n6 3\n", "ligne 2"},
		{"a, 2\n", "ligne 1 : durée"},
		{"5, -2\n", "ligne 1 : effectif"},
		{"5,  2\n", "ligne 1 : effectif"},
		{"-1, 2\n", "ligne 1 : durée"},
		{"5, 2, 3\n", "ligne 1 : effectif"},
	}
	for _, tt := range tests {
		_, err := ReadCSV(strings.NewReader(tt.in))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("ReadCSV(%q) : erreur %v ; attendu une erreur contenant %q", tt.in, err, tt.want)
		}
	}
}

// FuzzReadCSV checks that whatever ReadCSV accepts is written back and read again unchanged.
func FuzzReadCSV(f *testing.F) {
	for _, s := range []string{"3, 2\n12, 1\n", "5,2\r\n", "", "x", "1, 99999999999999999999\n", "0, 0\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		h, err := ReadCSV(strings.NewReader(in))
		if err != nil {
			return
		}
		var buf bytes.Buffer
		if err := WriteCSV(&buf, h); err != nil {
			t.Fatal(err)
		}
		back, err := ReadCSV(&buf)
		if err != nil {
			t.Fatalf("relecture de %q : %v", buf.String(), err)
		}
		if back.Total() != h.Total() || back.Max() != h.Max() || back.Min() != h.Min() {
			t.Fatalf("aller-retour changé : %q", buf.String())
		}
	})
}
