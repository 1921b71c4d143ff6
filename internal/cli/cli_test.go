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

// SansEffetNoms refuses the first given option of those an engine names, as the user typed it.
func TestSansEffetNoms(t *testing.T) {
	cmd := &cobra.Command{Use: "essai"}
	cmd.Flags().IntP("arbres", "a", 4, "")
	cmd.Flags().Int("corbeau", 9, "")
	cmd.Flags().String("panier", "max", "")
	if err := cmd.Flags().Parse([]string{"--corbeau", "3", "-a", "2"}); err != nil {
		t.Fatal(err)
	}
	c := &Contexte{cmd: cmd}
	if err := c.SansEffetNoms("ici", "panier"); err != nil {
		t.Errorf("--panier, non donnée : %v", err)
	}
	err := c.SansEffetNoms("sur --graphique seuils (la carte cherche le corbeau)", "panier", "corbeau", "arbres")
	if err == nil || err.Error() != "--corbeau : sans effet sur --graphique seuils (la carte cherche le corbeau)" {
		t.Errorf("--corbeau et -a donnés : %v", err)
	}
}
