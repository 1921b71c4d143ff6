package plot

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	gonumplot "gonum.org/v1/plot"
	"gonum.org/v1/plot/vg"
)

func TestEnregistrer(t *testing.T) {
	dir := t.TempDir()
	// The first bytes of each format, from its specification.
	magic := map[string][]byte{".png": []byte("\x89PNG"), ".svg": []byte("<?xml"), ".pdf": []byte("%PDF")}
	for ext, want := range magic {
		p := gonumplot.New()
		p.Title.Text = "Essai"
		path := filepath.Join(dir, "g"+ext)
		if err := Enregistrer(p, 4*vg.Centimeter, 3*vg.Centimeter, path); err != nil {
			t.Fatalf("%s : %v", ext, err)
		}
		if info, err := os.Stat(path); err != nil || info.Mode().Perm() != 0o644 {
			t.Errorf("%s : droits %v ; attendu -rw-r--r--", ext, info.Mode().Perm())
		}
		got, err := os.ReadFile(path)
		if err != nil || !bytes.HasPrefix(got, want) {
			t.Errorf("%s : le fichier ne commence pas par %q", ext, want)
		}
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 3 {
		t.Errorf("%d fichiers dans le dossier ; attendu les 3 graphiques seulement", len(entries))
	}
}

func TestVerifierChemin(t *testing.T) {
	dir := t.TempDir()
	tests := []struct{ path, want string }{
		{filepath.Join(dir, "g.jpg"), `extension ".jpg" inconnue`},
		{filepath.Join(dir, "g"), `extension "" inconnue`},
		{filepath.Join(dir, "absent", "g.png"), "impossible d'écrire dans le dossier"},
	}
	for _, tt := range tests {
		err := VerifierChemin(tt.path)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("VerifierChemin(%q) = %v ; attendu %q", tt.path, err, tt.want)
		}
	}
	if err := VerifierChemin(filepath.Join(dir, "G.SVG")); err != nil {
		t.Errorf("G.SVG refusé : %v", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("VerifierChemin a laissé %d fichiers", len(entries))
	}
}
