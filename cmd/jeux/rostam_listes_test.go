package main

import (
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// The lists of exhaustif (--mots, --liste-infinies) are checked against a plain enumeration in
// games/rostam; here, through the command line: their lengths against the figures of the same
// run, the same bytes whatever -w, and merged from parts as on one machine.

func TestRostamListeInfinies(t *testing.T) {
	// N = 9: 218,680 non-ending deals (docs/rostam.md), every one listed, in JSON and in the
	// table, which a stream does not cut.
	v := rostamJSON(t, "exhaustif", "-N", "9", "--liste-infinies", "-F", "json")
	l, _ := v["donnes_infinies"].([]any)
	if v["infinies"] != 218680.0 || float64(len(l)) != v["infinies"] {
		t.Fatalf("N = 9 : %d donnes infinies listées, infinies = %v", len(l), v["infinies"])
	}
	premiere := l[0].(map[string]any)
	if premiere["donne"] == nil || premiere["cycle"] == nil || premiere["periode"] != 20.0 && premiere["periode"] != 30.0 {
		t.Errorf("N = 9 : première donne infinie %v", premiere)
	}
	// Two positions a row, the longest deal, and the cycles' table, cut at 50 rows.
	r := runCLI(t, "rostam", "exhaustif", "-N", "9", "--liste-infinies")
	if r.code != 0 || strings.Count(r.stdout, " / ") != 218680*2+1+min(50, int(v["cycles_distincts"].(float64))) {
		t.Errorf("N = 9, table : statut %d, %d positions", r.code, strings.Count(r.stdout, " / "))
	}
	// N = 8 has none: the list is left out.
	if v := rostamJSON(t, "exhaustif", "-N", "8", "--liste-infinies", "-F", "json"); v["donnes_infinies"] != nil || v["infinies"] != 0.0 {
		t.Errorf("N = 8 : %v", v)
	}
}

func TestRostamMotsListes(t *testing.T) {
	// N = 9: the 961 distinct words, their deals adding up to the finished games.
	v := rostamJSON(t, "exhaustif", "-N", "9", "--mots", "-F", "json")
	mots, _ := v["mots"].([]any)
	somme := 0.0
	for _, m := range mots {
		somme += m.(map[string]any)["donnes"].(float64)
	}
	if v["mots_distincts"] != 961.0 || len(mots) != 961 || somme != v["j1"].(float64)+v["j2"].(float64) {
		t.Errorf("N = 9 : %d mots listés (%v comptés), %v donnes pour %v + %v parties finies", len(mots), v["mots_distincts"], somme, v["j1"], v["j2"])
	}
}

func TestRostamCyclesMots(t *testing.T) {
	// Every listed cycle carries its periodic word, as partie writes it from the cycle's
	// position: N = 5's four cycles alternate the winners.
	v := rostamJSON(t, "exhaustif", "-N", "5", "-F", "json")
	cycles, _ := v["cycles"].([]any)
	for _, c := range cycles {
		c := c.(map[string]any)
		p := rostamJSON(t, "partie", c["position"].(string), "-F", "json")
		if c["mot"] != "(ba)∞" || p["mot"] != c["mot"] {
			t.Errorf("cycle %v : mot %v, partie %v", c["position"], c["mot"], p["mot"])
		}
	}
	if len(cycles) != 4 {
		t.Errorf("N = 5 : %d cycles", len(cycles))
	}
	r := runCLI(t, "rostam", "exhaustif", "-N", "10", "-F", "csv")
	if !regexp.MustCompile(`\n1 2 3 6 9 / 4 10 8 7 5,60,\+2/-2,\([ab0-9]+\)∞,\d+\n`).MatchString(r.stdout) && !strings.Contains(r.stdout, "position,periode,type,mot,donnes\n") {
		t.Errorf("N = 10 : cycles sans mot\n%s", r.stdout)
	}
}

func TestRostamListesWorkers(t *testing.T) {
	// The lists are the same bytes whatever -w, in every format.
	cas := [][]string{{"-N", "9", "--mots"}, {"-N", "7", "--liste-infinies"}, {"-N", "9", "--liste-infinies"}}
	if testing.Short() {
		cas = [][]string{{"-N", "8", "--mots"}, {"-N", "7", "--liste-infinies"}} // N = 9: 24 enumerations of 9! deals
	}
	for _, args := range cas {
		for _, f := range []string{"table", "markdown", "csv", "json"} {
			ligne := append(append([]string{"rostam", "exhaustif"}, args...), "-F", f)
			a := runCLI(t, append(ligne, "-w", "1")...)
			b := runCLI(t, append(ligne, "-w", "2")...)
			c := runCLI(t, append(ligne, "-w", "3")...)
			if a.code != 0 || a.stdout != b.stdout || a.stdout != c.stdout {
				t.Errorf("%v : -w 1, 2 et 3 diffèrent (statut %d, %q)", ligne, a.code, a.stderr)
			}
		}
	}
}

func TestRostamListesFusion(t *testing.T) {
	// Computed in parts and merged, the lists are those of one machine, byte for byte.
	for _, args := range [][]string{{"-N", "8", "--mots"}, {"-N", "7", "--mots"}, {"-N", "7", "--liste-infinies"}} {
		ligne := append([]string{"rostam", "exhaustif"}, args...)
		seul := map[string]result{} // the one-machine output, computed once per format
		for _, f := range []string{"table", "markdown", "csv", "json"} {
			seul[f] = runCLI(t, append(ligne, "-F", f)...)
		}
		for _, n := range []int{2, 7} {
			dir := t.TempDir()
			var chemins []string
			for k := range n {
				chemin := filepath.Join(dir, fmt.Sprintf("part-%d.json", k))
				if r := runCLI(t, append(ligne, "--shard", fmt.Sprintf("%d/%d", k, n), "-o", chemin)...); r.code != 0 {
					t.Fatalf("%v part %d/%d : %q", ligne, k, n, r.stderr)
				}
				chemins = append(chemins, chemin)
			}
			for _, f := range []string{"table", "markdown", "csv", "json"} {
				fus := runCLI(t, append(append([]string{"fusionne"}, chemins...), "-F", f)...)
				if seul[f].code != 0 || fus.code != 0 || seul[f].stdout != fus.stdout {
					t.Errorf("%v en %d parts, -F %s : la fusion diffère (statuts %d, %d ; %q)", ligne, n, f, seul[f].code, fus.code, fus.stderr)
				}
			}
		}
	}
}
