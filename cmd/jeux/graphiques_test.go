package main

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"
)

// dessin runs a plot command writing to a temporary PNG and returns its pixels (checked to be a
// 1200 × 750 image that is not blank).
func dessin(t *testing.T, args ...string) []byte {
	t.Helper()
	chemin := filepath.Join(t.TempDir(), "g.png")
	r := runCLI(t, append(args, "-o", chemin)...)
	// Every plot command says what it drew, and where, in one line on stderr; without -F it
	// prints nothing on stdout.
	if r.code != 0 || r.stdout != "" || !strings.HasSuffix(r.stderr, " écrit dans "+chemin+"\n") || strings.Count(r.stderr, "\n") != 1 {
		t.Fatalf("%v : code %d, stdout %q, stderr %q", args, r.code, r.stdout, r.stderr)
	}
	return verifierPNG(t, chemin, 1200, 750)
}

// The championship's heat map: the same games whatever the workers, another chart for other
// strategies or another seed.
func TestDominosPlot(t *testing.T) {
	args := []string{"dominos", "plot", "--strategies", "pire,hasard,plus_de_points", "-n", "300", "-g", "1"}
	a := dessin(t, append(args, "-w", "1")...)
	if !bytes.Equal(a, dessin(t, append(args, "-w", "2")...)) {
		t.Error("carte différente selon -w")
	}
	if bytes.Equal(a, dessin(t, "dominos", "plot", "--strategies", "pire,hasard,bloqueur", "-n", "300", "-g", "1")) {
		t.Error("--strategies ne change pas la carte")
	}
	for _, c := range []struct {
		args []string
		msg  string
	}{
		{[]string{"dominos", "plot", "--strategies", "pire", "-o", filepath.Join(t.TempDir(), "g.png")}, "--strategies"},
		{[]string{"dominos", "plot", "-n", "0", "-o", filepath.Join(t.TempDir(), "g.png")}, "-n/--nombre vaut 0"},
	} {
		if r := runCLI(t, c.args...); r.code != 2 || r.stdout != "" || !strings.Contains(r.stderr, c.msg) {
			t.Errorf("%v : code %d, stderr %q", c.args, r.code, r.stderr)
		}
	}
}

// The share of non-ending deals by N, from the kept counts or enumerated on the spot (the same
// chart but for its title), and the histogram of a simulation.
func TestRostamPlot(t *testing.T) {
	tout := dessin(t, "rostam", "plot")
	if bytes.Equal(tout, dessin(t, "rostam", "plot", "--jusqua", "9")) {
		t.Error("--jusqua ne change pas le graphique")
	}
	dessin(t, "rostam", "plot", "--jusqua", "9", "--calcul")
	d := dessin(t, "rostam", "plot", "--graphique", "durees", "-N", "10", "-n", "20000", "-g", "1")
	if bytes.Equal(d, dessin(t, "rostam", "plot", "--graphique", "durees", "-N", "12", "-n", "20000", "-g", "1")) {
		t.Error("-N ne change pas l'histogramme")
	}
	dir := t.TempDir()
	for _, c := range []struct {
		args []string
		msg  string
	}{
		{[]string{"--graphique", "camembert"}, `valeur "camembert" invalide pour --graphique : infinies, durees est attendu`},
		{[]string{"--jusqua", "16"}, "--jusqua vaut 16 : un N de 2 à 15"},
		{[]string{"--jusqua", "13", "--calcul"}, "--jusqua vaut 13 : un N de 2 à 12"},
		{[]string{"-N", "12"}, "-N/--cartes : sans effet sur --graphique infinies"},
		{[]string{"--graphique", "durees", "--jusqua", "9"}, "--jusqua : sans effet sur --graphique durees"},
		{[]string{"--graphique", "durees", "-N", "1"}, "-N/--cartes"},
	} {
		args := append(append([]string{"rostam", "plot"}, c.args...), "-o", filepath.Join(dir, "g.png"))
		if r := runCLI(t, args...); r.code != 2 || r.stdout != "" || !strings.Contains(r.stderr, c.msg) {
			t.Errorf("%v : code %d, stderr %q", c.args, r.code, r.stderr)
		}
	}
}

// The line a chart prints gives only the options the chart uses: the one-colour chart of
// non-ending deals draws nothing at random, so its line has no seed, and replays (a seed given
// to it is refused).
func TestLigneDuGraphiqueSansOptionRefusee(t *testing.T) {
	svg := filepath.Join(t.TempDir(), "r.svg")
	r := runCLI(t, "rostam", "plot", "--jusqua", "6", "-F", "table", "-o", svg)
	ligne, ok := strings.CutPrefix(strings.SplitN(r.stdout, "\n", 2)[0], "commande : ")
	if r.code != 0 || !ok || strings.Contains(ligne, "--graine") {
		t.Fatalf("statut %d, ligne %q", r.code, ligne)
	}
	mots := append(strings.Fields(ligne)[1:], "-o", svg)
	if rejouee := runCLI(t, mots...); rejouee.code != 0 {
		t.Errorf("%q rejouée : statut %d, %s", ligne, rejouee.code, rejouee.stderr)
	}
}
