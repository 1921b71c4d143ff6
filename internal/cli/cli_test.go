package cli

import (
	"bytes"
	"io"
	"os"
	"testing"

	"github.com/spf13/cobra"
)

// A progress bar is drawn only on a terminal: with stderr in a buffer (or a file, as under CI)
// the runner gets no callback at all.
func TestPasDeProgressionHorsTerminal(t *testing.T) {
	f, err := os.CreateTemp(t.TempDir(), "stderr")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	for _, w := range []io.Writer{&bytes.Buffer{}, f} {
		cmd := &cobra.Command{Use: "essai"}
		cmd.SetErr(w)
		c := &Contexte{cmd: cmd}
		if c.Progression(100) != nil {
			t.Errorf("barre de progression créée alors que stderr (%T) n'est pas un terminal", w)
		}
	}
}
