package cache

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestVider(t *testing.T) {
	dir := t.TempDir()
	vieux := filepath.Join(dir, "bataille_c=4_v=13_n=10_g=1.csv")
	neuf := filepath.Join(dir, "bataille_c=4_v=13_n=10_g=2.csv")
	autre := filepath.Join(dir, "notes.txt")
	tmpJeune := filepath.Join(dir, PrefixeTemporaire+"jeune")
	for _, f := range []string{vieux, neuf, autre, tmpJeune} {
		if err := os.WriteFile(f, []byte("1, 10\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	il := time.Now().Add(-40 * 24 * time.Hour)
	os.Chtimes(vieux, il, il)
	b, err := Vider(dir, time.Now().Add(-30*24*time.Hour))
	if err != nil || b.Fichiers != 1 || b.Octets != 6 {
		t.Fatalf("vidé %+v, %v ; attendu 1 fichier de 6 octets", b, err)
	}
	for f, reste := range map[string]bool{vieux: false, neuf: true, autre: true, tmpJeune: true} {
		if _, err := os.Stat(f); (err == nil) != reste {
			t.Errorf("%s : présent %v, attendu %v", f, err == nil, reste)
		}
	}
	if b, err := Vider(dir, time.Time{}); err != nil || b.Fichiers != 1 {
		t.Errorf("tout vider : %+v, %v", b, err)
	}
	if b, err := Vider(filepath.Join(dir, "absent"), time.Time{}); err != nil || b.Fichiers != 0 {
		t.Errorf("dossier absent : %+v, %v", b, err)
	}
}

func TestLireAge(t *testing.T) {
	for s, d := range map[string]time.Duration{"30j": 30 * 24 * time.Hour, "12h": 12 * time.Hour, "90m": 90 * time.Minute, "0s": 0} {
		if got, err := LireAge(s); err != nil || got != d {
			t.Errorf("%q : %v, %v", s, got, err)
		}
	}
	for _, s := range []string{"abc", "", "30", "-1j", "j", "99999999999j", "1.5h"} {
		if _, err := LireAge(s); err == nil || strings.Contains(err.Error(), "\n") {
			t.Errorf("%q : %v", s, err)
		}
	}
}

func FuzzLireAge(f *testing.F) {
	for _, s := range []string{"30j", "12h", "abc", "-1j", "99999999999j"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, err := LireAge(s)
		if err == nil && (d < 0 || d > MaxAge) {
			t.Errorf("%q : %v", s, d)
		}
	})
}
