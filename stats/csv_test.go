package stats

import (
	"bytes"
	"runtime"
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
		// 2³¹ is one past the largest duration, 2⁶³ one past the largest count.
		{"1, 2\n\n2147483648, 1\n", "ligne 3 : durée \"2147483648\" : au plus 2147483647"},
		{"3, 9223372036854775808\n", "ligne 1 : effectif"},
		// 2⁶³−1 then 1 more: the total overflows on line 2.
		{"1, 9223372036854775807\n2, 1\n", "ligne 2 : le total des effectifs dépasse"},
		{"1, 4611686018427387904\n1, 4611686018427387904\n", "ligne 2 : le total"},
		{"1, 1\n" + strings.Repeat("9", 70000) + ", 1\n", "ligne 2 : ligne trop longue"},
	}
	for _, tt := range tests {
		_, err := ReadCSV(strings.NewReader(tt.in))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("ReadCSV(%q) : erreur %v ; attendu une erreur contenant %q", tt.in, err, tt.want)
		}
	}
}

// One line naming a huge duration must cost what one line costs, not a table up to that value:
// before the sparse storage, "2147483647, 1" allocated 16 GiB.
func TestReadCSVGrandesDurees(t *testing.T) {
	in := "2147483647, 1\n1622222222,1\n3, 2\n1048576, 5\n"
	var avant, apres runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&avant)
	h, err := ReadCSV(strings.NewReader(in))
	runtime.ReadMemStats(&apres)
	if err != nil {
		t.Fatal(err)
	}
	if alloue := apres.TotalAlloc - avant.TotalAlloc; alloue > 1<<20 {
		t.Errorf("ReadCSV a alloué %d octets pour quatre lignes ; attendu moins de 1 Mio", alloue)
	}
	if h.Total() != 9 || h.Count(2147483647) != 1 || h.Count(1622222222) != 1 || h.Count(1048576) != 5 || h.Count(3) != 2 {
		t.Errorf("total %d, comptes %d %d %d %d ; attendu 9, 1 1 5 2", h.Total(), h.Count(2147483647), h.Count(1622222222), h.Count(1048576), h.Count(3))
	}
	if h.Min() != 3 || h.Max() != 2147483647 || h.Median() != 1048576 {
		t.Errorf("min %d, max %d, médiane %v ; attendu 3, 2147483647, 1048576", h.Min(), h.Max(), h.Median())
	}
	var buf bytes.Buffer
	if err := WriteCSV(&buf, h); err != nil {
		t.Fatal(err)
	}
	if want := "3, 2\n1048576, 5\n1622222222, 1\n2147483647, 1\n"; buf.String() != want {
		t.Errorf("réécrit %q ; attendu %q", buf.String(), want)
	}
}

// FuzzReadCSV checks that whatever ReadCSV accepts is written back and read again unchanged.
func FuzzReadCSV(f *testing.F) {
	for _, s := range []string{"3, 2\n12, 1\n", "5,2\r\n", "", "x", "1, 99999999999999999999\n", "0, 0\n",
		"2147483647, 1\n", "1622222222,1\n", "2147483648, 1\n", "1, 9223372036854775807\n2, 1\n"} {
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
		if h.Max() > MaxCSVValue || h.Total() < 0 {
			t.Fatalf("%q accepté : max %d, total %d", in, h.Max(), h.Total())
		}
		// The storage is bounded by the input, not by the values: a dense table up to the largest
		// value below DenseLimit, a map entry per line beyond.
		if len(h.counts) > DenseLimit {
			t.Fatalf("%q : table de %d comptes", in, len(h.counts))
		}
		if len(h.sparse) > strings.Count(in, "\n")+1 {
			t.Fatalf("%q : %d valeurs éparses pour %d lignes", in, len(h.sparse), strings.Count(in, "\n")+1)
		}
	})
}
