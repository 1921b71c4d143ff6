//go:build windows

package fichier

import (
	"os"
	"syscall"
	"testing"
)

// Windows says a pipe's reader has gone with its own numbers, never EPIPE: jeux must keep quiet
// about them as it does about EPIPE elsewhere, and word them in French.
func TestTubeFermeWindows(t *testing.T) {
	for _, e := range []syscall.Errno{109, 232} {
		err := &os.PathError{Op: "write", Path: "/dev/stdout", Err: e}
		if !TubeFerme(err) {
			t.Errorf("TubeFerme(errno %d) = false", e)
		}
		if fr, _ := Traduire(err); fr != "tube fermé par le lecteur" {
			t.Errorf("Traduire(errno %d) = %q", e, fr)
		}
	}
	if fr, _ := Traduire(syscall.Errno(112)); fr != "plus de place sur le disque" {
		t.Errorf("Traduire(ERROR_DISK_FULL) = %q", fr)
	}
}
