//go:build unix

package cache

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"jeux/stats"
)

// A named pipe in place of an entry would block a reader until a writer comes: Lire refuses it at
// once, and Ecrire refuses to replace it (an output is only ever a regular file).
func TestTubeNomme(t *testing.T) {
	dossier := t.TempDir()
	chemin := filepath.Join(dossier, cle.Fichier())
	if err := syscall.Mkfifo(chemin, 0o644); err != nil {
		t.Skipf("mkfifo : %v", err)
	}
	fini := make(chan error, 1)
	go func() {
		_, err := Lire(dossier, cle)
		fini <- err
	}()
	select {
	case err := <-fini:
		if !errors.Is(err, ErrPasUnFichier) || !strings.Contains(err.Error(), "un tube nommé") || strings.Contains(err.Error(), "\n") {
			t.Errorf("Lire sur un tube : %v ; attendu ErrPasUnFichier, « un tube nommé », une ligne", err)
		}
	case <-time.After(2 * time.Second):
		t.Fatal("Lire bloque sur un tube nommé")
	}
	var h stats.Histogram
	h.Add(5)
	if err := Ecrire(dossier, cle, &h); err == nil || !strings.Contains(err.Error(), "c'est un tube nommé") || strings.Contains(err.Error(), "\n") {
		t.Errorf("Ecrire sur un tube : %v ; attendu un refus, « c'est un tube nommé », une ligne", err)
	}
	if info, err := os.Lstat(chemin); err != nil || info.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("le tube nommé a été remplacé : %v, %v", info, err)
	}
}

// A directory that cannot be written makes Ecrire fail in French, leaving nothing behind.
func TestDossierSansDroits(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("root écrit partout")
	}
	dossier := t.TempDir()
	if err := os.Chmod(dossier, 0o555); err != nil {
		t.Fatal(err)
	}
	defer os.Chmod(dossier, 0o755)
	var h stats.Histogram
	h.Add(5)
	err := Ecrire(dossier, cle, &h)
	if err == nil || !strings.Contains(err.Error(), "permission refusée") {
		t.Errorf("Ecrire dans un dossier en lecture seule : %v ; attendu « permission refusée »", err)
	}
}
