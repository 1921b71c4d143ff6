//go:build unix

package fichier

import (
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// sansBloquer runs f and fails the test if it has not returned within two seconds: a read that
// waits for a named pipe's writer would wait forever.
func sansBloquer(t *testing.T, quoi string, f func() error) error {
	t.Helper()
	fini := make(chan error, 1)
	go func() { fini <- f() }()
	select {
	case err := <-fini:
		return err
	case <-time.After(2 * time.Second):
		t.Fatalf("%s bloque", quoi)
		return nil
	}
}

// peripherique makes, in a temporary directory, a character device with the numbers of
// /dev/null (1, 3), never the system's own; it skips the test when the user may not.
func peripherique(t *testing.T) string {
	t.Helper()
	if os.Geteuid() != 0 {
		t.Skip("mknod demande root")
	}
	chemin := filepath.Join(t.TempDir(), "nul")
	if err := syscall.Mknod(chemin, syscall.S_IFCHR|0o666, int(1<<8|3)); err != nil {
		t.Skipf("mknod : %v", err)
	}
	return chemin
}

func estPeripherique(chemin string) bool {
	info, err := os.Lstat(chemin)
	return err == nil && info.Mode()&os.ModeCharDevice != 0
}

// A named pipe, a directory, a device and a file over the bound are refused at once, in French,
// on one line; a regular file within the bound is read whole.
func TestLire(t *testing.T) {
	dir := t.TempDir()
	tube := filepath.Join(dir, "tube")
	if err := syscall.Mkfifo(tube, 0o644); err != nil {
		t.Fatal(err)
	}
	gros := filepath.Join(dir, "gros")
	os.WriteFile(gros, bytes.Repeat([]byte("x"), 1001), 0o644)
	juste := filepath.Join(dir, "juste")
	os.WriteFile(juste, bytes.Repeat([]byte("y"), 1000), 0o644)
	cas := []struct {
		chemin string
		err    error
		want   string
	}{
		{tube, ErrPasOrdinaire, "c'est un tube nommé, pas un fichier ordinaire"},
		{dir, syscall.EISDIR, "c'est un dossier"},
		{gros, ErrTropGros, "fichier de plus de 1000 octets"},
		{filepath.Join(dir, "absent"), os.ErrNotExist, "fichier ou dossier absent"},
	}
	for _, c := range cas {
		err := sansBloquer(t, "Lire("+c.chemin+")", func() error { _, err := Lire(c.chemin, 1000); return err })
		if !errors.Is(err, c.err) || !strings.HasSuffix(err.Error(), " : "+c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("Lire(%q) : %v ; attendu %v, « %s »", c.chemin, err, c.err, c.want)
		}
	}
	if b, err := Lire(juste, 1000); err != nil || len(b) != 1000 {
		t.Errorf("Lire d'un fichier de 1000 octets sur 1000 : %d octets, %v", len(b), err)
	}
}

// A file that grows past the bound after it was opened is cut short by an error, not read on.
func TestOuvrirFichierQuiGrandit(t *testing.T) {
	chemin := filepath.Join(t.TempDir(), "f")
	os.WriteFile(chemin, []byte("abc"), 0o644)
	r, err := Ouvrir(chemin, 10)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	os.WriteFile(chemin, bytes.Repeat([]byte("z"), 100), 0o644)
	b, err := io.ReadAll(r)
	if !errors.Is(err, ErrTropGros) || len(b) > 11 {
		t.Errorf("lecture d'un fichier passé de 3 à 100 octets, borne 10 : %d octets, %v ; attendu ErrTropGros", len(b), err)
	}
}

func TestLirePeripherique(t *testing.T) {
	nul := peripherique(t)
	if _, err := Lire(nul, 10); !errors.Is(err, ErrPasOrdinaire) || !strings.Contains(err.Error(), "c'est un périphérique") {
		t.Errorf("Lire d'un périphérique : %v ; attendu « c'est un périphérique »", err)
	}
}

// Ecrire writes whole files, 0644 when new, keeping the permissions of the file it replaces.
func TestEcrire(t *testing.T) {
	dir := t.TempDir()
	neuf := filepath.Join(dir, "neuf")
	if err := EcrireOctets(neuf, []byte("a")); err != nil {
		t.Fatal(err)
	}
	prive := filepath.Join(dir, "prive")
	os.WriteFile(prive, []byte("ancien"), 0o600)
	os.Chmod(prive, 0o600)
	if err := EcrireOctets(prive, []byte("nouveau")); err != nil {
		t.Fatal(err)
	}
	for chemin, mode := range map[string]os.FileMode{neuf: 0o644, prive: 0o600} {
		if info, err := os.Stat(chemin); err != nil || info.Mode() != mode {
			t.Errorf("%s : %v, %v ; attendu %v", chemin, info.Mode(), err, mode)
		}
	}
	if b, _ := os.ReadFile(prive); string(b) != "nouveau" {
		t.Errorf("prive contient %q", b)
	}
	// A failed write leaves neither the target changed nor a temporary file.
	echec := errors.New("échec")
	if err := Ecrire(prive, func(w io.Writer) error { w.Write([]byte("moitié")); return echec }); !errors.Is(err, echec) {
		t.Errorf("Ecrire qui échoue : %v", err)
	}
	if b, _ := os.ReadFile(prive); string(b) != "nouveau" {
		t.Errorf("après un échec, prive contient %q", b)
	}
	if l, _ := os.ReadDir(dir); len(l) != 2 {
		t.Errorf("%d entrées dans le dossier ; attendu neuf et prive seuls", len(l))
	}
}

// A symbolic link is kept: the file it points to is replaced.
func TestEcrireLien(t *testing.T) {
	dir := t.TempDir()
	vrai, lien := filepath.Join(dir, "vrai"), filepath.Join(dir, "lien")
	os.WriteFile(vrai, []byte("a"), 0o644)
	os.Symlink("vrai", lien)
	if err := EcrireOctets(lien, []byte("b")); err != nil {
		t.Fatal(err)
	}
	if info, err := os.Lstat(lien); err != nil || info.Mode()&os.ModeSymlink == 0 {
		t.Errorf("le lien a été remplacé : %v", err)
	}
	if b, _ := os.ReadFile(vrai); string(b) != "b" {
		t.Errorf("vrai contient %q ; attendu b", b)
	}
}

// What is not a regular file that may be written is refused by VerifierSortie and by Ecrire, in
// French, and left as it was.
func TestEcrireRefuse(t *testing.T) {
	dir := t.TempDir()
	tube := filepath.Join(dir, "tube")
	syscall.Mkfifo(tube, 0o644)
	lecture := filepath.Join(dir, "lecture")
	os.WriteFile(lecture, []byte("garde"), 0o444)
	dossier := filepath.Join(dir, "d")
	os.Mkdir(dossier, 0o755)
	fichier := filepath.Join(dir, "f")
	os.WriteFile(fichier, nil, 0o644)
	cas := []struct{ chemin, want string }{
		{tube, "c'est un tube nommé, pas un fichier ordinaire"},
		{lecture, "fichier en lecture seule"},
		{dossier, "c'est un dossier"},
		{filepath.Join(dir, "absent", "x"), "le dossier " + `"` + filepath.Join(dir, "absent") + `"` + " n'existe pas"},
		{filepath.Join(fichier, "x"), `"` + fichier + `"` + " n'est pas un dossier"},
	}
	for _, c := range cas {
		for nom, f := range map[string]func() error{
			"VerifierSortie": func() error { return VerifierSortie(c.chemin) },
			"Ecrire":         func() error { return EcrireOctets(c.chemin, []byte("x")) },
		} {
			err := sansBloquer(t, nom, f)
			if want := `impossible d'écrire "` + c.chemin + `" : ` + c.want; err == nil || err.Error() != want {
				t.Errorf("%s(%q) : %v ; attendu %q", nom, c.chemin, err, want)
			}
		}
	}
	if info, err := os.Lstat(tube); err != nil || info.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("le tube a été remplacé")
	}
	if b, _ := os.ReadFile(lecture); string(b) != "garde" {
		t.Errorf("le fichier en lecture seule contient %q", b)
	}
	if l, _ := os.ReadDir(dir); len(l) != 4 {
		t.Errorf("%d entrées dans le dossier ; attendu 4 (rien de laissé)", len(l))
	}
}

// As root, the atomic rename would replace a device by a regular file: it is refused, and the
// device stays.
func TestEcrirePeripherique(t *testing.T) {
	nul := peripherique(t)
	for _, err := range []error{VerifierSortie(nul), EcrireOctets(nul, []byte("x"))} {
		if !errors.Is(err, ErrPasOrdinaire) || !strings.HasSuffix(err.Error(), "c'est un périphérique, pas un fichier ordinaire") {
			t.Errorf("écriture sur un périphérique : %v ; attendu un refus", err)
		}
	}
	if !estPeripherique(nul) {
		t.Error("le périphérique a été remplacé")
	}
}

// Without write permission on the directory, the check fails before any work (not as root).
func TestVerifierSortieSansDroits(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("root écrit partout")
	}
	dir := t.TempDir()
	os.Chmod(dir, 0o555)
	defer os.Chmod(dir, 0o755)
	err := VerifierSortie(filepath.Join(dir, "x"))
	if want := `impossible d'écrire dans le dossier "` + dir + `" : permission refusée`; err == nil || err.Error() != want {
		t.Errorf("VerifierSortie = %v ; attendu %q", err, want)
	}
}

// ParcourirDossier gives the files of the suffix in the order of their names, leaves out folders
// and other files, says an absent folder, and names a file it cannot read.
func TestParcourirDossier(t *testing.T) {
	d := t.TempDir()
	for nom, contenu := range map[string]string{"b.json": "B", "a.json": "A", "c.txt": "C"} {
		if err := os.WriteFile(filepath.Join(d, nom), []byte(contenu), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(d, "dossier.json"), 0o755); err != nil {
		t.Fatal(err)
	}
	var lus []string
	absent, err := ParcourirDossier(context.Background(), d, ".json", 100, func(nom string, b []byte) { lus = append(lus, nom+"="+string(b)) })
	if err != nil || absent || strings.Join(lus, " ") != "a.json=A b.json=B" {
		t.Fatalf("ParcourirDossier : %q, absent %v, %v ; attendu a.json=A b.json=B", lus, absent, err)
	}
	if absent, err := ParcourirDossier(context.Background(), filepath.Join(d, "non"), ".json", 100, func(string, []byte) { t.Error("rien à lire") }); !absent || err != nil {
		t.Errorf("dossier absent : absent %v, %v", absent, err)
	}
	_, err = ParcourirDossier(context.Background(), d, ".json", 0, func(string, []byte) {})
	if err == nil || !strings.HasPrefix(err.Error(), "a.json : ") {
		t.Errorf("fichier trop gros : erreur %v, attendu « a.json : … »", err)
	}
}
