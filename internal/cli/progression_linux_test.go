//go:build linux

package cli

import (
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/spf13/cobra"
	"golang.org/x/sys/unix"

	"jeux/internal/langue"
)

// pseudoTerminal opens a pseudo-terminal: its master, to read what is written, and its slave, a
// terminal for term.IsTerminal.
func pseudoTerminal(t *testing.T) (maitre, esclave *os.File) {
	t.Helper()
	maitre, err := os.OpenFile("/dev/ptmx", os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		t.Skipf("pas de pseudo-terminal : %v", err)
	}
	t.Cleanup(func() { maitre.Close() })
	if err := unix.IoctlSetPointerInt(int(maitre.Fd()), unix.TIOCSPTLCK, 0); err != nil {
		t.Skipf("pseudo-terminal verrouillé : %v", err)
	}
	n, err := unix.IoctlGetInt(int(maitre.Fd()), unix.TIOCGPTN)
	if err != nil {
		t.Skipf("pseudo-terminal sans numéro : %v", err)
	}
	esclave, err = os.OpenFile("/dev/pts/"+strconv.Itoa(n), os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		t.Skipf("pseudo-terminal : %v", err)
	}
	t.Cleanup(func() { esclave.Close() })
	return maitre, esclave
}

// The progress bar on a terminal says what it counts in the run's language: « computing » in
// English, « calcul » in French.
func TestProgressionDansSaLangue(t *testing.T) {
	for l, mot := range map[langue.Langue]string{langue.Anglais: "computing", langue.Francais: "calcul"} {
		maitre, esclave := pseudoTerminal(t)
		racine := &cobra.Command{Use: "jeux"}
		annoter(racine, annLangue, l.String())
		racine.SetErr(esclave)
		c := &Contexte{cmd: racine}
		avancer := c.Progression(10)
		if avancer == nil {
			t.Fatal("pas de barre sur un terminal")
		}
		for range 3 {
			avancer(1)
			time.Sleep(120 * time.Millisecond) // past the bar's throttle of 100 ms
		}
		avancer(1)
		b := make([]byte, 4096)
		maitre.SetReadDeadline(time.Now().Add(2 * time.Second))
		n, _ := maitre.Read(b)
		if got := string(b[:n]); !strings.Contains(got, mot) {
			t.Errorf("%v : barre %q, « %s » attendu", l, got, mot)
		}
		c.terminer()
	}
}
