package main

import (
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"jeux/internal/cli"
)

// The command lines documented by the source programs (their usage pages: « bataille [-h] [-V]
// [-c COULEURS] [-v VALEURS] {brut,lscache,plot,stat,multistat} », the WORKERS variable, and
// « verger [-h] [-v] [-a ARBRES] [-f FRUITS] [-c CORBEAU] [-p {max,min,random}] ») work under
// jeux, with the same meaning: each is replayed, and where it has a long form or a jeux form,
// both print the same bytes.
func TestLignesDesSources(t *testing.T) {
	t.Chdir(t.TempDir()) // « bataille plot » writes its chart in the current folder
	version := newApp(io.Discard, io.Discard).TexteVersion()
	cas := []struct {
		source  []string // as the source documents it (the program's name replaced by jeux …)
		pareil  []string // a jeux command line that must print the same bytes; nil: exit 0 only
		contenu string   // a string the output must hold
	}{
		{[]string{"bataille"}, nil, "plis"},
		{[]string{"bataille", "-V"}, nil, version},
		{[]string{"bataille", "--version"}, nil, version},
		{[]string{"bataille", "-c", "2", "-v", "5", "-g", "3"}, []string{"bataille", "--couleurs", "2", "--valeurs", "5", "-g", "3"}, "plis"},
		{[]string{"bataille", "brut", "-g", "1"}, []string{"bataille", "brut", "-g", "1", "-c", "4", "-v", "13"}, "duree,effectif"},
		{[]string{"bataille", "lscache"}, nil, "Simulations en cache"}, // « jeux cache liste », under the source's name
		{[]string{"bataille", "stat", "-g", "1"}, nil, "moyenne"},
		{[]string{"bataille", "-c", "2", "-v", "4", "stat", "-g", "1"}, []string{"bataille", "stat", "-c", "2", "-v", "4", "-g", "1"}, "moyenne"},
		{[]string{"bataille", "multistat", "-n", "200", "-g", "1"}, nil, "Statistiques par jeu"},
		{[]string{"bataille", "plot", "-n", "2000", "-g", "1"}, nil, "bataille.png"},
		{[]string{"verger"}, []string{"verger", "--arbres", "4", "--fruits", "10", "--corbeau", "9", "--panier", "max"}, "0.684047"},
		{[]string{"verger", "-v"}, nil, version},
		{[]string{"verger", "--version"}, nil, version},
		{[]string{"verger", "-a", "4", "-f", "10", "-c", "9", "-p", "max"}, []string{"verger"}, "0.684047"},
		{[]string{"verger", "-c", "9", "-p", "min"}, []string{"verger", "--corbeau", "9", "--panier", "min"}, "0.532399"},
		{[]string{"verger", "-p", "random"}, []string{"verger", "--panier", "random"}, "0.631998"},
		{[]string{"verger", "--arbres", "2", "--fruits", "2", "--corbeau", "2", "--panier", "max"}, []string{"verger", "-a", "2", "-f", "2", "-c", "2"}, "0.677373"},
	}
	for _, c := range cas {
		r := runCLI(t, c.source...)
		if r.code != 0 || !strings.Contains(r.stdout+r.stderr, c.contenu) {
			t.Errorf("%v : statut %d, %q absent de la sortie ; stderr %q", c.source, r.code, c.contenu, r.stderr)
			continue
		}
		if c.pareil != nil {
			if p := runCLI(t, c.pareil...); p.stdout != r.stdout {
				t.Errorf("%v et %v diffèrent :\n%s\n---\n%s", c.source, c.pareil, r.stdout, p.stdout)
			}
		}
	}
	if _, err := os.Stat("bataille.png"); err != nil {
		t.Errorf("« bataille plot » n'a pas écrit bataille.png dans le dossier courant : %v", err)
	}
	// WORKERS, as the source documents it, sets the number of parallel computations.
	t.Setenv("WORKERS", "1")
	a := runCLI(t, "bataille", "stat", "-n", "5000", "-g", "2", "--sans-cache")
	t.Setenv("WORKERS", "2")
	b := runCLI(t, "bataille", "stat", "-n", "5000", "-g", "2", "--sans-cache")
	if a.code != 0 || a.stdout != b.stdout {
		t.Errorf("WORKERS=1 et WORKERS=2 diffèrent (statut %d) :\n%s\n%s", a.code, a.stdout, b.stdout)
	}
}

// Every command of the tree refuses an unreadable shared setting from the environment with exit
// 2, one French line naming the variable, nothing on stdout — plot included. WORKERS is read
// only by the commands that have -w, when -w is absent: elsewhere it is not read.
func TestReglagesDeLEnvironnement(t *testing.T) {
	t.Chdir(t.TempDir())
	var commandes []*cobra.Command
	var parcourir func(*cobra.Command)
	parcourir = func(c *cobra.Command) {
		if c.Runnable() && !cli.EstGroupe(c) && c.Name() != "help" && c.Name() != "completion" && !strings.HasPrefix(c.Name(), "__") {
			commandes = append(commandes, c)
		}
		for _, s := range c.Commands() {
			parcourir(s)
		}
	}
	parcourir(newApp(io.Discard, io.Discard).Racine())
	if len(commandes) < 30 {
		t.Fatalf("%d commandes seulement dans l'arbre", len(commandes))
	}
	for _, v := range []struct{ nom, valeur string }{{"WORKERS", "x"}, {"WORKERS", "0"}, {"JEUX_MEMOIRE", "beaucoup"}} {
		t.Setenv(v.nom, v.valeur)
		for _, c := range commandes {
			ligne := append(strings.Fields(c.CommandPath())[1:], exemples[c.CommandPath()]...)
			if strings.HasSuffix(c.CommandPath(), " plot") {
				ligne = append(ligne, "-o", filepath.Join(t.TempDir(), "g.png"))
			}
			if c.CommandPath() == "jeux man" {
				ligne = append(ligne, t.TempDir())
			}
			r := runCLI(t, ligne...)
			if v.nom == "WORKERS" && (c.Flags().Lookup(cli.OptWorkers) == nil || slices.Contains(ligne, "-w")) {
				if r.code == 2 && strings.Contains(r.stderr, v.nom) {
					t.Errorf("%s=%s %v, sans -w : %q", v.nom, v.valeur, ligne, r.stderr)
				}
				continue
			}
			if r.code != 2 || r.stdout != "" || !strings.Contains(r.stderr, v.nom) || strings.Count(r.stderr, "\n") != 1 {
				t.Errorf("%s=%s %v : statut %d, stdout %d octets, stderr %q", v.nom, v.valeur, ligne, r.code, len(r.stdout), r.stderr)
			}
		}
		os.Unsetenv(v.nom)
	}
}
