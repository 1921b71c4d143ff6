package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/spf13/cobra"

	"jeux/internal/cli"
)

// The reliability suite: the promises at the edges (a full disk, a bad integer, a file of the
// kernel, a list on stdin, signals), over every command of the tree. It runs under -short too
// (make test): a few seconds, signals included.

// commandesDeLArbre are the runnable commands of the tree (help and the shell's hidden ones
// left out), each with the arguments of its example.
func commandesDeLArbre(t *testing.T) []*cobra.Command {
	t.Helper()
	var l []*cobra.Command
	var parcourir func(*cobra.Command)
	parcourir = func(c *cobra.Command) {
		if c.Runnable() && c.Name() != "help" && !strings.HasPrefix(c.Name(), "__") {
			l = append(l, c)
		}
		for _, s := range c.Commands() {
			parcourir(s)
		}
	}
	parcourir(newApp(io.Discard, io.Discard).Racine())
	if len(l) < 30 {
		t.Fatalf("%d commandes seulement dans l'arbre", len(l))
	}
	return l
}

// exemplesSansFormat are quick arguments for the commands without -F, which exemples leaves out.
var exemplesSansFormat = map[string][]string{
	"jeux bataille plot": {"-n", "200", "-g", "1"},
	"jeux dominos plot":  {"--strategies", "pire,hasard", "--max", "3", "--main", "3", "-n", "20", "-g", "1"},
	"jeux verger plot":   {"-a", "2", "-f", "2", "--corbeau", "2"},
	"jeux rostam plot":   {"--jusqua", "6"},
	"jeux dominos joue":  {"--max", "3", "--main", "3", "-g", "2"},
}

// ligneDExemple is the command line of c's example, with its output file in dir.
func ligneDExemple(c *cobra.Command, dir string) []string {
	args, ok := exemples[c.CommandPath()]
	if !ok {
		args = exemplesSansFormat[c.CommandPath()]
	}
	ligne := append(strings.Fields(c.CommandPath())[1:], args...)
	switch {
	case strings.HasSuffix(c.CommandPath(), " plot"):
		ligne = append(ligne, "-o", dir+"/g.png")
	case c.CommandPath() == "jeux man":
		ligne = append(ligne, dir)
	case c.CommandPath() == "jeux completion":
		ligne = append(ligne, "bash")
	}
	return ligne
}

// disquePlein is stdout on a full disk (> /dev/full): every write fails with ENOSPC.
type disquePlein struct{ ecritures int }

func (p *disquePlein) Write([]byte) (int, error) { p.ecritures++; return 0, syscall.ENOSPC }

func runPlein(t *testing.T, args ...string) (result, int) {
	t.Helper()
	var p disquePlein
	var errb bytes.Buffer
	code := newApp(&p, &errb).Executer(append([]string{"jeux"}, args...))
	return result{code: code, stderr: errb.String()}, p.ecritures
}

// Every command, its help and the version, with stdout on a full disk: a command that wrote
// anything exits 1 with one French line saying so (they exited 0 in silence, and --version said
// it in English).
func TestDisquePlein(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	verifier := func(ligne []string) {
		r, ecritures := runPlein(t, ligne...)
		if ecritures == 0 {
			return // nothing for stdout (a chart, the man pages): not this test's
		}
		// A plot command has said on stderr what it drew, before stdout failed.
		if i := strings.Index(r.stderr, " écrit dans "+dir+"/g.png\n"); i >= 0 {
			r.stderr = r.stderr[i+len(" écrit dans "+dir+"/g.png\n"):]
		}
		if r.code != 1 || strings.Count(r.stderr, "\n") != 1 || !strings.Contains(r.stderr, "écriture du résultat impossible : plus de place sur le disque") {
			t.Errorf("%v > /dev/full : statut %d, stderr %q ; attendu 1 et une ligne en français", ligne, r.code, r.stderr)
		}
	}
	for _, ligne := range [][]string{{}, {"help"}, {"--help"}, {"--version"}, {"bataille", "-V"}, {"verger", "-v"}, {"help", "rostam", "simule"}} {
		verifier(ligne)
	}
	for _, c := range commandesDeLArbre(t) {
		verifier(append(strings.Fields(c.CommandPath())[1:], "--help"))
		if cli.EstGroupe(c) {
			continue
		}
		verifier(ligneDExemple(c, dir))
	}
}

// lancerSignal runs args in a child process (as lancerExtreme, without the address-space limit)
// whose stdin is stdin (nil: /dev/null), sends it sig after delai and measures how long it takes
// to stop.
func lancerSignal(t *testing.T, delai time.Duration, sig os.Signal, stdin *os.File, args ...string) issueExtreme {
	t.Helper()
	return lancerLimite(t, false, delai, sig, stdin, args...)
}

// lancerLimite is lancerSignal, under the address-space limit of the extreme-value sweep when
// limite is set.
func lancerLimite(t *testing.T, limite bool, delai time.Duration, sig os.Signal, stdin *os.File, args ...string) issueExtreme {
	t.Helper()
	brut, _ := json.Marshal(args)
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), sousProcessus+"="+string(brut), "JEUX_CACHE="+t.TempDir(), "WORKERS=2")
	if !limite {
		cmd.Env = append(cmd.Env, sansLimite+"=1")
	}
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if stdin != nil {
		cmd.Stdin = stdin
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	fini := make(chan error, 1)
	go func() { fini <- cmd.Wait() }()
	var r issueExtreme
	select {
	case <-fini:
	case <-time.After(delai):
		r.interrompu = true
		debut := time.Now()
		cmd.Process.Signal(sig)
		select {
		case <-fini:
			r.arret = time.Since(debut)
		case <-time.After(5 * time.Second):
			cmd.Process.Kill()
			<-fini
			r.arret = time.Since(debut)
		}
	}
	r.code, r.stdout, r.stderr = cmd.ProcessState.ExitCode(), out.String(), errb.String()
	return r
}

// Each signal stops, within a second, a command blocked where it used to ignore it: fusionne -
// waiting for its list on stdin (sleep 30 | jeux fusionne -), and records --dossier replaying a
// folder of 10,000 deals.
func TestSignauxPendantLesLectures(t *testing.T) {
	lecteur, ecrivain, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer ecrivain.Close() // never written: the list does not come
	defer lecteur.Close()
	dossier := t.TempDir()
	record, err := os.ReadFile(filepath.Join("..", "..", "resultats", "bataille-record", "52-naturelle-5337.json"))
	if err != nil {
		t.Fatal(err)
	}
	for i := range 10_000 {
		if err := os.WriteFile(filepath.Join(dossier, fmt.Sprintf("r%05d.json", i)), record, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct {
		nom   string
		stdin *os.File
		args  []string
	}{
		{"fusionne - sur une entrée qui ne vient pas", lecteur, []string{"fusionne", "-"}},
		{"records --dossier de 10 000 donnes", nil, []string{"bataille", "records", "--dossier", dossier}},
	} {
		for _, sig := range []os.Signal{os.Interrupt, syscall.SIGTERM} {
			r := lancerSignal(t, 1500*time.Millisecond, sig, c.stdin, c.args...)
			if r.interrompu && r.arret > time.Second {
				t.Logf("%s, %v : arrêt en %v, nouvel essai", c.nom, sig, r.arret)
				r = lancerSignal(t, 1500*time.Millisecond, sig, c.stdin, c.args...)
			}
			if !r.interrompu || r.arret > time.Second || r.code != 1 || r.stdout != "" || !strings.Contains(r.stderr, "interrompu") {
				t.Errorf("%s, %v : interrompu %v, arrêt en %v, statut %d, stdout %d octets, stderr %q", c.nom, sig, r.interrompu, r.arret, r.code, len(r.stdout), r.stderr)
			}
		}
	}
}

// A regular file the kernel makes as it is read (/proc/kmsg: empty by its size, it blocks its
// reader forever, as root) is refused at once by every command that reads a file, directly or
// through a symbolic link.
func TestFichiersDuNoyau(t *testing.T) {
	if _, err := os.Stat("/proc/kmsg"); err != nil {
		t.Skip("pas de /proc/kmsg ici")
	}
	dossier := t.TempDir()
	if err := os.Symlink("/proc/kmsg", filepath.Join(dossier, "kmsg.json")); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"bataille", "rejoue", "--donne", "/proc/kmsg"},
		{"bataille", "rejoue", "--donne", filepath.Join(dossier, "kmsg.json")},
		{"fusionne", "/proc/kmsg"},
		{"bataille", "records", "--dossier", dossier},
		{"bataille", "record", "--iterations", "10", "--depart", "/proc/kmsg"},
	} {
		fini := make(chan result, 1)
		go func() { fini <- runCLI(t, args...) }()
		select {
		case r := <-fini:
			if r.code != 2 || r.stdout != "" || strings.Count(r.stderr, "\n") != 1 || !strings.Contains(r.stderr, "fichier du noyau (système proc)") {
				t.Errorf("%v : statut %d, stdout %q, stderr %q", args, r.code, r.stdout, r.stderr)
			}
		case <-time.After(3 * time.Second):
			t.Fatalf("%v : bloque sur /proc/kmsg", args)
		}
	}
}

// Every integer option of every command is read in base 10: a Go prefix (0x, 0o, 0b) or a
// separator (_) is refused, naming the option; leading zeros are decimal (TestEntiersEnBaseDix).
func TestEntiersDeChaqueOption(t *testing.T) {
	n := 0
	for cmd, options := range optionsEntieres() {
		for _, opt := range options {
			for _, v := range []string{"0x10", "1_000", "0b1", "0o7", " 2", "2 "} {
				ligne := append(strings.Fields(cmd)[1:], "--"+opt+"="+v)
				r := runCLI(t, ligne...)
				n++
				if r.code != 2 || r.stdout != "" || strings.Count(r.stderr, "\n") != 1 || !strings.Contains(r.stderr, "-"+opt+" : un entier") || !strings.Contains(r.stderr, "base 10") {
					t.Errorf("%v : statut %d, stderr %q", ligne, r.code, r.stderr)
				}
			}
		}
	}
	if n < 200 {
		t.Errorf("%d essais seulement : les options entières n'ont pas été trouvées", n)
	}
}

// fusionne - reading random bytes (< /dev/urandom) or an endless list (yes part.json |), under
// an address-space limit, is refused at once on one French line: it read without a bound until
// « fatal error: out of memory ».
func TestFusionneListeHostile(t *testing.T) {
	dir := t.TempDir()
	aleatoire := make([]byte, 8<<20)
	hasard := rand.New(rand.NewPCG(1, 2))
	for i := range aleatoire {
		aleatoire[i] = byte(hasard.Uint32())
	}
	repetee := bytes.Repeat([]byte("part.json\n"), 1<<20)
	for nom, contenu := range map[string][]byte{"octets au hasard": aleatoire, "yes part.json": repetee} {
		chemin := filepath.Join(dir, strings.ReplaceAll(nom, " ", "-"))
		if err := os.WriteFile(chemin, contenu, 0o644); err != nil {
			t.Fatal(err)
		}
		f, err := os.Open(chemin)
		if err != nil {
			t.Fatal(err)
		}
		r := lancerLimite(t, true, 10*time.Second, os.Interrupt, f, "fusionne", "-")
		f.Close()
		if r.interrompu || r.code != 2 || r.stdout != "" || strings.Count(r.stderr, "\n") != 1 || !strings.Contains(r.stderr, "entrée standard") {
			t.Errorf("%s : interrompu %v, statut %d, stderr %.300q", nom, r.interrompu, r.code, r.stderr)
		}
	}
}
