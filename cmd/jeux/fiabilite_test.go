package main

import (
	"bytes"
	"io"
	"strings"
	"syscall"
	"testing"

	"github.com/spf13/cobra"

	"jeux/internal/cli"
)

// The reliability suite: the promises at the edges (a full disk, a bad integer, a file of the
// kernel, a list on stdin, signals), over every command of the tree.

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
