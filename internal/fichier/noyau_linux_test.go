//go:build linux

package fichier

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A regular file of proc or sysfs is refused at once, before any read, directly or through a
// symbolic link: /proc/kmsg, empty by its size, blocks its reader forever (as root).
func TestFichiersDuNoyauRefuses(t *testing.T) {
	lien := filepath.Join(t.TempDir(), "lien.json")
	if err := os.Symlink("/proc/kmsg", lien); err != nil {
		t.Fatal(err)
	}
	cas := []struct{ chemin, systeme string }{
		{"/proc/kmsg", "proc"},
		{lien, "proc"},
		{"/proc/self/status", "proc"},
		{"/sys/kernel/mm/transparent_hugepage/enabled", "sysfs"},
	}
	for _, c := range cas {
		if _, err := os.Stat(c.chemin); err != nil {
			t.Logf("%s absent ici : %v", c.chemin, err)
			continue
		}
		err := sansBloquer(t, "Lire("+c.chemin+")", func() error { _, err := Lire(c.chemin, 1000); return err })
		if !errors.Is(err, ErrPasOrdinaire) || !strings.Contains(err.Error(), "fichier du noyau (système "+c.systeme+")") || strings.Contains(err.Error(), "\n") {
			t.Errorf("Lire(%q) : %v ; attendu le refus d'un fichier du noyau %s", c.chemin, err, c.systeme)
		}
	}
	dir := t.TempDir()
	if err := os.Symlink("/proc/kmsg", filepath.Join(dir, "kmsg.json")); err != nil {
		t.Fatal(err)
	}
	err := sansBloquer(t, "ParcourirDossier", func() error {
		_, err := ParcourirDossier(context.Background(), dir, ".json", 1000, func(string, []byte) { t.Error("fichier du noyau lu") })
		return err
	})
	if err == nil || !strings.Contains(err.Error(), "kmsg.json : fichier du noyau") {
		t.Errorf("ParcourirDossier d'un lien vers /proc/kmsg : %v", err)
	}
}

// A cancelled context stops the walk of a folder before its next file.
func TestParcourirDossierInterrompu(t *testing.T) {
	dir := t.TempDir()
	for _, n := range []string{"a.json", "b.json"} {
		os.WriteFile(filepath.Join(dir, n), []byte("{}"), 0o644)
	}
	ctx, annuler := context.WithCancel(context.Background())
	lus := 0
	_, err := ParcourirDossier(ctx, dir, ".json", 100, func(string, []byte) { lus++; annuler() })
	if err != context.Canceled || lus != 1 {
		t.Errorf("interrompu après le premier fichier : %d lus, %v", lus, err)
	}
}
