package fichier

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

func TestCause(t *testing.T) {
	dir := t.TempDir()
	_, absent := os.Open(filepath.Join(dir, "absent"))
	_, dossier := os.OpenFile(dir, os.O_WRONLY, 0)
	tests := []struct {
		err  error
		want string
	}{
		{absent, "fichier ou dossier absent"},
		{dossier, "c'est un dossier"},
		{&os.PathError{Op: "write", Path: "/dev/stdout", Err: syscall.ENOSPC}, "plus de place sur le disque"},
		{&os.PathError{Op: "write", Path: "/dev/stdout", Err: syscall.EPIPE}, "tube fermé par le lecteur"},
		{&os.LinkError{Op: "rename", Old: "a", New: "b", Err: syscall.EEXIST}, "existe déjà"},
		{syscall.EACCES, "permission refusée"},
		{syscall.Errno(200), "erreur système 200"},
		{&Erreur{Action: "x", Chemin: "y", Err: &PasOrdinaire{Mode: fs.ModeNamedPipe}}, "c'est un tube nommé, pas un fichier ordinaire"},
		{&TropGros{Max: 1 << 20}, "fichier de plus de 1 Mio"},
		{&TropGros{Max: 1000}, "fichier de plus de 1000 octets"},
		{errors.New("a\nb"), `"a\nb"`},
	}
	for _, tt := range tests {
		if got := Cause(tt.err); got != tt.want {
			t.Errorf("Cause(%v) = %q ; attendu %q", tt.err, got, tt.want)
		}
	}
}

func TestErreur(t *testing.T) {
	err := Envelopper("écriture impossible", "d\n.png", &os.PathError{Op: "open", Path: "d\n.png", Err: syscall.EISDIR})
	if got, want := err.Error(), `écriture impossible "d\n.png" : c'est un dossier`; got != want {
		t.Errorf("Error() = %q ; attendu %q", got, want)
	}
	if strings.Contains(err.Error(), "\n") || !errors.Is(err, syscall.EISDIR) {
		t.Errorf("%q : sur plusieurs lignes, ou la cause perdue", err)
	}
	if Envelopper("x", "y", nil) != nil {
		t.Error("Envelopper(nil) n'est pas nil")
	}
	if !errors.Is(Envelopper("x", "y", fs.ErrNotExist), fs.ErrNotExist) {
		t.Error("fs.ErrNotExist perdue")
	}
}

func TestRenommerSurUnDossier(t *testing.T) {
	dir := t.TempDir()
	a, b, d := filepath.Join(dir, "a"), filepath.Join(dir, "b"), filepath.Join(dir, "d")
	os.WriteFile(a, []byte("x"), 0o644)
	os.Mkdir(d, 0o755)
	if err := renommer(a, d); !errors.Is(err, syscall.EISDIR) || Cause(err) != "c'est un dossier" {
		t.Errorf("renommer vers un dossier : %v ; attendu EISDIR", err)
	}
	if err := renommer(a, b); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(b); err != nil {
		t.Errorf("b absent après renommer : %v", err)
	}
}

func TestTubeFerme(t *testing.T) {
	if !TubeFerme(&os.PathError{Op: "write", Path: "/dev/stdout", Err: syscall.EPIPE}) {
		t.Error("TubeFerme(EPIPE) = false")
	}
	if TubeFerme(&os.PathError{Op: "write", Path: "/dev/stdout", Err: syscall.ENOSPC}) {
		t.Error("TubeFerme(ENOSPC) = true")
	}
}
