//go:build unix

package main

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// Every file jeux reads or writes goes through internal/fichier: a named pipe given where a file
// is read is refused at once (it used to block fusionne forever, deaf to SIGTERM), and an output
// is written only in place of a regular file that may be written (as root, -o on a device used to
// replace the device by a regular file, and a read-only file was overwritten).

// refusRapide runs jeux with args and checks that it refuses them within two seconds: exit 2,
// nothing on stdout, one line on stderr that contains want. A run still blocked on the named pipe
// tube is released by opening it for writing.
func refusRapide(t *testing.T, tube, want string, args ...string) {
	t.Helper()
	fini := make(chan result, 1)
	go func() {
		var out, errb strings.Builder
		code := run(append([]string{"jeux"}, args...), &out, &errb)
		fini <- result{code, out.String(), errb.String()}
	}()
	select {
	case r := <-fini:
		if r.code != 2 || r.stdout != "" || !strings.Contains(r.stderr, want) || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("%v : statut %d, stdout %q, stderr %q ; attendu 2 et « %s »", args, r.code, r.stdout, r.stderr, want)
		}
	case <-time.After(2 * time.Second):
		if tube != "" {
			if f, err := os.OpenFile(tube, os.O_WRONLY, 0); err == nil {
				f.Close()
			}
			<-fini
		}
		t.Errorf("%v : bloqué sur le tube nommé", args)
	}
}

func TestTubeNommeRefuse(t *testing.T) {
	dir := t.TempDir()
	tube := filepath.Join(dir, "tube.json")
	if err := syscall.Mkfifo(tube, 0o644); err != nil {
		t.Skipf("mkfifo : %v", err)
	}
	const want = "c'est un tube nommé, pas un fichier ordinaire"
	refusRapide(t, tube, `part "`+tube+`" : `+want, "fusionne", tube)
	refusRapide(t, tube, `--depart "`+tube+`" : `+want, "bataille", "record", "-c", "2", "-v", "3", "--iterations", "10", "-g", "1", "--depart", tube)
	refusRapide(t, tube, `--donne "`+tube+`" : `+want, "bataille", "rejoue", "--donne", tube)
}

// sorties are commands that write the file named by -o: a part, a chart.
var sorties = [][]string{
	{"rostam", "exhaustif", "-N", "5", "--shard", "0/1"},
	{"bataille", "plot", "-c", "2", "-v", "3", "-n", "10", "-g", "1", "--sans-cache"},
}

// A device in place of the output: made in a temporary directory with the numbers of /dev/null
// (1, 3), never the system's own; only root may.
func TestSortiePeripherique(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("mknod demande root")
	}
	for i, args := range sorties {
		nul := filepath.Join(t.TempDir(), "nul.png")
		if err := syscall.Mknod(nul, syscall.S_IFCHR|0o666, 1<<8|3); err != nil {
			t.Skipf("mknod : %v", err)
		}
		refusRapide(t, "", `"`+nul+`" : c'est un périphérique, pas un fichier ordinaire`, append(args, "-o", nul)...)
		if info, err := os.Lstat(nul); err != nil || info.Mode()&os.ModeCharDevice == 0 {
			t.Errorf("commande %d : le périphérique a été remplacé (%v)", i, err)
		}
	}
}

// A read-only file is refused and left as it was, root or not; so is a directory.
func TestSortieEnLectureSeule(t *testing.T) {
	for _, args := range sorties {
		dir := t.TempDir()
		garde := filepath.Join(dir, "garde.png")
		if err := os.WriteFile(garde, []byte("à garder"), 0o444); err != nil {
			t.Fatal(err)
		}
		refusRapide(t, "", `"`+garde+`" : fichier en lecture seule`, append(args, "-o", garde)...)
		if b, err := os.ReadFile(garde); err != nil || string(b) != "à garder" {
			t.Errorf("%v : le fichier en lecture seule a changé (%d octets, %v)", args, len(b), err)
		}
		dossier := filepath.Join(dir, "d.png")
		if err := os.Mkdir(dossier, 0o755); err != nil {
			t.Fatal(err)
		}
		refusRapide(t, "", `"`+dossier+`" : c'est un dossier`, append(args, "-o", dossier)...)
		if l, _ := os.ReadDir(dir); len(l) != 2 {
			t.Errorf("%v : %d entrées dans le dossier ; attendu 2 (rien de laissé)", args, len(l))
		}
	}
}
