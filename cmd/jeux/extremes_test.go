package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// The extreme-value sweep: every integer option of every command, read from the command tree,
// gets −1, 0, 2⁶², 2⁶³−1 and 10²⁰, in a process whose address space is limited to 4 GB. Each
// run must be refused (exit 2, one French line, nothing on stdout) or accepted; an accepted run
// still computing after a while gets SIGINT and must stop within a second. A panic, a Go
// runtime error or «fatal error: out of memory» fails the test.

const (
	sousProcessus = "JEUX_TEST_SOUS_PROCESSUS" // the arguments of a run in a child process, as JSON
	limiteAS      = 4_000_000_000
	sansLimite    = "JEUX_TEST_SANS_LIMITE" // set: the child runs without the address-space limit
)

// valeursExtremes are the values every integer option is given.
var valeursExtremes = []string{"-1", "0", "4611686018427387904", "9223372036854775807", "100000000000000000000"}

// lancerSousProcessus is called by TestMain: in a child process it runs the command line of the
// environment under the address-space limit and exits.
func lancerSousProcessus() {
	brut, ok := os.LookupEnv(sousProcessus)
	if !ok {
		return
	}
	var args []string
	if err := json.Unmarshal([]byte(brut), &args); err != nil {
		os.Exit(99)
	}
	if os.Getenv(sansLimite) == "" {
		if err := syscall.Setrlimit(syscall.RLIMIT_AS, &syscall.Rlimit{Cur: limiteAS, Max: limiteAS}); err != nil {
			os.Exit(98)
		}
	}
	os.Exit(run(append([]string{"jeux"}, args...), os.Stdout, os.Stderr))
}

// issueExtreme is what one run of the sweep did.
type issueExtreme struct {
	code           int
	stdout, stderr string
	interrompu     bool          // still running after the delay: SIGINT was sent
	arret          time.Duration // time from SIGINT to exit
}

func lancerExtreme(t *testing.T, delai time.Duration, args ...string) issueExtreme {
	t.Helper()
	brut, _ := json.Marshal(args)
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), sousProcessus+"="+string(brut), "JEUX_CACHE="+t.TempDir(), "WORKERS=2")
	var out debutSortie
	var errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
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
		cmd.Process.Signal(os.Interrupt)
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

// debutSortie keeps the first mebibyte of an output: a trace interrupted after a second and a
// half has written a hundred more.
type debutSortie struct{ bytes.Buffer }

func (d *debutSortie) Write(b []byte) (int, error) {
	if reste := 1<<20 - d.Len(); reste > 0 {
		d.Buffer.Write(b[:min(len(b), reste)])
	}
	return len(b), nil
}

// optionsEntieres lists, for every runnable command, its integer options.
func optionsEntieres() map[string][]string {
	l := map[string][]string{}
	var parcourir func(*cobra.Command)
	parcourir = func(c *cobra.Command) {
		if c.Runnable() && !c.Hidden {
			c.Flags().VisitAll(func(f *pflag.Flag) {
				switch f.Value.Type() {
				case "int", "int64", "uint64", "int32", "uint":
					l[c.CommandPath()] = append(l[c.CommandPath()], f.Name)
				}
			})
		}
		for _, s := range c.Commands() {
			parcourir(s)
		}
	}
	parcourir(newApp(io.Discard, io.Discard).Racine())
	return l
}

func TestValeursExtremes(t *testing.T) {
	if testing.Short() {
		t.Skip("balayage des valeurs extrêmes : plusieurs minutes")
	}
	var essais, refus, acceptes, interrompus int
	for cmd, options := range optionsEntieres() {
		base := strings.Fields(cmd)[1:]
		args := exemples[cmd] // a command that needs an argument or a file gets its example
		for _, opt := range options {
			for _, v := range valeursExtremes {
				ligne := append(append(append([]string{}, base...), args...), "--"+opt+"="+v)
				if strings.HasPrefix(cmd, "jeux bataille plot") || strings.HasPrefix(cmd, "jeux verger plot") {
					ligne = append(ligne, "-o", t.TempDir()+"/g.png")
				}
				r := lancerExtreme(t, 2*time.Second, ligne...)
				if r.interrompu && r.stderr == "" {
					// Killed before its handler was installed: a loaded machine was slow to start
					// the process. Once more, with time to start.
					r = lancerExtreme(t, 10*time.Second, ligne...)
				}
				if r.interrompu && r.code != 2 && r.arret > time.Second {
					// On a loaded machine the signal may wait for a core: once more before concluding.
					r = lancerExtreme(t, 2*time.Second, ligne...)
				}
				essais++
				nom := fmt.Sprintf("%v", ligne)
				if strings.Contains(r.stderr, "panic") || strings.Contains(r.stderr, "fatal error") || strings.Contains(r.stderr, "goroutine ") {
					t.Errorf("%s : plantage\n%s", nom, r.stderr)
					continue
				}
				switch {
				case r.interrompu && r.code != 2:
					// (A refusal, status 2, that a loaded machine delivered after the signal is
					// still a refusal: it is checked below like the others.)
					interrompus++
					if r.arret > time.Second || !strings.Contains(r.stderr, "interrompu") {
						t.Errorf("%s : arrêt %v après SIGINT, stderr %q", nom, r.arret, r.stderr)
					}
				case r.code == 2:
					refus++
					if r.stdout != "" || strings.Count(r.stderr, "\n") != 1 {
						t.Errorf("%s : refus avec stdout %q, stderr %q", nom, r.stdout, r.stderr)
					}
				case r.code == 0:
					acceptes++
				case r.code == 1 && strings.Contains(r.stderr, "fin de l'entrée avant la fin de la partie"):
					// dominos joue with no input: the options were accepted, the game began and
					// was abandoned at the first move asked, as documented.
					acceptes++
				default:
					t.Errorf("%s : statut %d, stderr %q", nom, r.code, r.stderr)
				}
			}
		}
	}
	t.Logf("valeurs extrêmes : %d essais, %d refusés, %d acceptés, %d interrompus (calcul long accepté)", essais, refus, acceptes, interrompus)
}

// TestInterruption starts each long computation, sends SIGINT after a second and a half, and
// requires the program to stop within a second, say «interrompu», print nothing on stdout and
// leave no output file. A trace, written as it is produced, has printed its first tricks.
func TestInterruption(t *testing.T) {
	if testing.Short() {
		t.Skip("interruptions : une dizaine de secondes")
	}
	t.Setenv(sansLimite, "1")
	dir := t.TempDir()
	part := dir + "/part.json"
	var k63 struct{ Position string }
	if err := json.Unmarshal([]byte(runCLI(t, "rostam", "infinie", "-k", "63", "-F", "json").stdout), &k63); err != nil {
		t.Fatal(err)
	}
	trace := []string{"rostam", "partie", k63.Position, "--trace"} // a million tricks, about 1 GB
	for _, args := range [][]string{
		{"verger", "-a", "5", "-f", "60", "--corbeau", "20"},
		{"verger", "simule", "-n", "100000000", "-g", "1"},
		{"bataille", "stat", "-n", "100000000", "-g", "1", "--sans-cache"},
		{"rostam", "exhaustif", "-N", "14"},
		{"rostam", "exhaustif", "-N", "14", "--shard", "0/2", "-o", part},
		{"rostam", "positions", "-N", "12"},
		{"rostam", "simule", "-N", "20", "-n", "100000000", "-g", "1"},
		{"bataille", "exhaustif", "-c", "4", "-v", "5"},
		{"bataille", "exhaustif", "-c", "4", "-v", "5", "--shard", "0/2", "-o", dir + "/exhaustif.json"},
		{"dominos", "tournoi", "-n", "100000000", "-g", "1"},
		{"dominos", "conseil", "--chaine", "6-6", "--main", "6-5 6-4 5-5 5-4 4-4 3-2 3-1 2-1 1-0 0-0", "--adverse", "9", "--budget", "100000", "-g", "1"},
		{"bataille", "multistat", "-c", "1:4", "-v", "1:13", "-n", "100000000", "-g", "1", "--sans-cache"},
		{"bataille", "compare", "-n", "100000000", "-g", "1", "--sans-cache"},
		{"bataille", "plot", "-n", "100000000", "-g", "1", "--sans-cache", "-o", dir + "/b.png"},
		{"rostam", "plot", "--graphique", "durees", "-N", "20", "-n", "100000000", "-g", "1", "-o", dir + "/r.png"},
		{"verger", "seuil", "-a", "5", "-f", "60"},
		// Interrupted, record prints its best deal (TestBatailleRecordInterrompu); a part is
		// complete or not written.
		{"bataille", "record", "--duree", "1h", "-g", "1", "--shard", "0/2", "-o", dir + "/record.json"},
		// A part of N = 14 computed again takes half a minute.
		{"fusionne", "--verifie", "1", "--graine-verification", "1", "../../resultats/rostam-14/part-*.json"},
		trace,
	} {
		enFlux := slices.Equal(args, trace)
		nom := fmt.Sprint(args)
		if enFlux {
			nom = "[rostam partie <position de rostam infinie -k 63> --trace]"
		}
		r := lancerExtreme(t, 1500*time.Millisecond, args...)
		if r.interrompu && r.arret > time.Second {
			// On a loaded machine the signal may wait for a core: once more before concluding.
			t.Logf("%s : arrêt en %v, nouvel essai", nom, r.arret)
			r = lancerExtreme(t, 1500*time.Millisecond, args...)
		}
		if !r.interrompu {
			t.Errorf("%s : fini avant l'interruption (statut %d)", nom, r.code)
			continue
		}
		if r.arret > time.Second || r.code != 1 || (r.stdout != "") != enFlux || !strings.Contains(r.stderr, "interrompu") {
			if enFlux && len(r.stdout) > 200 {
				r.stdout = r.stdout[:200] + "…"
			}
			t.Errorf("%s : arrêt en %v, statut %d, stdout %q, stderr %q", nom, r.arret, r.code, r.stdout, r.stderr)
		}
		t.Logf("%s : arrêt %v après SIGINT", nom, r.arret.Round(time.Millisecond))
	}
	if f, _ := os.ReadDir(dir); len(f) != 0 {
		t.Errorf("fichiers laissés : %v", f)
	}
}
