package plot

import (
	"os"
	"path/filepath"
	"testing"

	gonumplot "gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"

	"jeux/stats"
)

// Bins worked by hand: values 3 (×2), 7, 10 and 24 with width 5 give the bins [0, 5) … [20, 25):
// 2, 1, 1, 0, 1; the largest value, 24, is in the last bin.
func TestClassesHistogramme(t *testing.T) {
	var h stats.Histogram
	h.AddN(3, 2)
	h.Add(7)
	h.Add(10)
	h.Add(24)
	cas := []struct {
		largeur int
		veut    []plotter.HistogramBin
	}{
		{5, []plotter.HistogramBin{{Min: 0, Max: 5, Weight: 2}, {Min: 5, Max: 10, Weight: 1},
			{Min: 10, Max: 15, Weight: 1}, {Min: 15, Max: 20}, {Min: 20, Max: 25, Weight: 1}}},
		{8, []plotter.HistogramBin{{Min: 0, Max: 8, Weight: 3}, {Min: 8, Max: 16, Weight: 1},
			{Min: 16, Max: 24}, {Min: 24, Max: 32, Weight: 1}}},
		{100, []plotter.HistogramBin{{Min: 0, Max: 100, Weight: 5}}},
	}
	for _, c := range cas {
		got := ClassesHistogramme(&h, c.largeur)
		if len(got) != len(c.veut) {
			t.Errorf("width %d: %v, want %v", c.largeur, got, c.veut)
			continue
		}
		for i := range got {
			if got[i] != c.veut[i] {
				t.Errorf("width %d, bin %d: %+v, want %+v", c.largeur, i, got[i], c.veut[i])
			}
		}
	}
	if got := ClassesHistogramme(new(stats.Histogram), 3); got != nil {
		t.Errorf("empty histogram: %v, want no bin", got)
	}
}

// Both charts are written in each format, and the files start with the format's signature.
func TestGraphiquesEcrits(t *testing.T) {
	var h stats.Histogram
	for v := 1; v <= 40; v++ {
		h.AddN(v, int64(100-v))
	}
	parite, err := CourbesParite(&h, "Parité", "durée", "parties", "paires", "impaires")
	if err != nil {
		t.Fatal(err)
	}
	signatures := map[string]string{".png": "\x89PNG", ".svg": "<?xml", ".pdf": "%PDF"}
	dossier := t.TempDir()
	for ext, signature := range signatures {
		for nom, p := range map[string]*gonumplot.Plot{"histogramme": Histogramme(&h, 4, "Durées", "durée", "parties"), "parite": parite} {
			chemin := filepath.Join(dossier, nom+ext)
			if err := Enregistrer(p, 600, 400, chemin); err != nil {
				t.Fatal(err)
			}
			b, err := os.ReadFile(chemin)
			if err != nil || len(b) < len(signature) || string(b[:len(signature)]) != signature {
				t.Errorf("%s: starts with %q, want %q", chemin, b[:min(len(b), 8)], signature)
			}
		}
	}
}
