package plot

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	gonumplot "gonum.org/v1/plot"
)

func TestEnregistrer(t *testing.T) {
	dir := t.TempDir()
	// The first bytes of each format, from its specification.
	magic := map[string][]byte{".png": []byte("\x89PNG"), ".svg": []byte("<?xml"), ".pdf": []byte("%PDF")}
	for ext, want := range magic {
		p := gonumplot.New()
		p.Title.Text = "Essai"
		path := filepath.Join(dir, "g"+ext)
		if err := Enregistrer(p, 300, 200, path); err != nil {
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
	if err := os.Mkdir(filepath.Join(dir, "d.png"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "f"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct{ path, want string }{
		{filepath.Join(dir, "g.jpg"), `extension ".jpg" inconnue`},
		{filepath.Join(dir, "g"), `extension "" inconnue`},
		{filepath.Join(dir, "absent", "g.png"), fmt.Sprintf("impossible d'écrire %q : le dossier %q n'existe pas", filepath.Join(dir, "absent", "g.png"), filepath.Join(dir, "absent"))},
		{filepath.Join(dir, "d.png"), fmt.Sprintf("impossible d'écrire %q : c'est un dossier", filepath.Join(dir, "d.png"))},
		{filepath.Join(dir, "f", "g.png"), fmt.Sprintf("%q n'est pas un dossier", filepath.Join(dir, "f"))},
		{filepath.Join(dir, "a\nb", "g.png"), `a\nb`},
	}
	for _, tt := range tests {
		err := VerifierChemin(tt.path)
		if err == nil || !strings.Contains(err.Error(), tt.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("VerifierChemin(%q) = %v ; attendu une ligne contenant %q", tt.path, err, tt.want)
		}
	}
	os.Remove(filepath.Join(dir, "d.png"))
	os.Remove(filepath.Join(dir, "f"))
	if err := VerifierChemin(filepath.Join(dir, "G.SVG")); err != nil {
		t.Errorf("G.SVG refusé : %v", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("VerifierChemin a laissé %d fichiers", len(entries))
	}
}

// A directory where the chart should go is refused in French before anything is drawn, and no
// temporary file is left beside it (the rename used to fail with «file exists»).
func TestEnregistrerSurUnDossier(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "d.png")
	if err := os.Mkdir(path, 0o755); err != nil {
		t.Fatal(err)
	}
	err := Enregistrer(gonumplot.New(), 300, 200, path)
	if err == nil || !strings.Contains(err.Error(), "c'est un dossier") || strings.Contains(err.Error(), "file exists") {
		t.Errorf("Enregistrer sur un dossier : %v ; attendu « c'est un dossier »", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("%d entrées dans le dossier ; attendu le dossier d.png seul", len(entries))
	}
}

// A directory without write permission is refused before any work (not as root, who writes
// everywhere).
func TestVerifierCheminSansDroits(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("root écrit partout")
	}
	dir := t.TempDir()
	if err := os.Chmod(dir, 0o555); err != nil {
		t.Fatal(err)
	}
	defer os.Chmod(dir, 0o755)
	err := VerifierChemin(filepath.Join(dir, "g.png"))
	if want := fmt.Sprintf("impossible d'écrire dans le dossier %q : permission refusée", dir); err == nil || err.Error() != want {
		t.Errorf("VerifierChemin = %v ; attendu %q", err, want)
	}
}
