package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// partages lists, for every command that takes --shard, small arguments for the byte-identity
// test; each game's test file adds its own. TestPartageIdentique fails for a command without.
var partages = map[string][]string{}

func init() {
	partages["jeux rostam exhaustif"] = []string{"-N", "8"} // even: the exchanged piles counted twice
	partages["jeux rostam positions"] = []string{"-N", "9"} // cycles of periods 20 and 30, met from several pile sizes
	partages["jeux rostam simule"] = []string{"-N", "8", "-n", "30000", "-g", "3", "--limite", "20"}
	partages["jeux bataille stat"] = []string{"-c", "2", "-v", "5", "-n", "20000", "-g", "4"}
	partages["jeux bataille brut"] = []string{"-c", "1", "-v", "6", "--regles", "delahaye", "-n", "9000", "-g", "5"}
	partages["jeux verger simule"] = []string{"-a", "3", "-f", "3", "--corbeau", "4", "-p", "toutes", "-n", "20000", "-g", "7"}
	partages["jeux bataille record"] = []string{"-c", "4", "-v", "6", "--iterations", "3000", "-g", "8", "-w", "5"}
	partages["jeux bataille exhaustif"] = []string{"-c", "4", "-v", "3", "--ramassage", "naturelle"} // three items, two cycles
	partages["jeux bataille multistat"] = []string{"-c", "1:2", "-v", "2:3", "-n", "3000", "-g", "6"}
}

// TestPartageIdentique runs every shardable command on one machine and in n = 1, 2, 3, 7 and 64
// parts merged by fusionne: the outputs are the same bytes in every format.
func TestPartageIdentique(t *testing.T) {
	for _, cmd := range commandesPartagees() {
		args, ok := partages[cmd]
		if !ok {
			t.Errorf("%s : aucun exemple dans la table partages", cmd)
			continue
		}
		ligne := append(strings.Fields(cmd)[1:], args...)
		seul := map[string]result{} // the one-machine output, computed once per format
		for _, f := range []string{"table", "markdown", "csv", "json"} {
			seul[f] = runCLI(t, append(ligne, "-F", f)...)
		}
		for _, n := range []int{1, 2, 3, 7, 64} {
			dir := t.TempDir()
			var chemins []string
			for k := range n {
				chemin := filepath.Join(dir, fmt.Sprintf("part-%d.json", k))
				r := runCLI(t, append(ligne, "--shard", fmt.Sprintf("%d/%d", k, n), "-o", chemin)...)
				if r.code != 0 || r.stdout != "" {
					t.Fatalf("%v part %d/%d : statut %d, %q", ligne, k, n, r.code, r.stderr)
				}
				chemins = append(chemins, chemin)
			}
			for _, f := range []string{"table", "markdown", "csv", "json"} {
				fus := runCLI(t, append(append([]string{"fusionne"}, chemins...), "-F", f)...)
				if seul[f].code != 0 || fus.code != 0 || seul[f].stdout != fus.stdout {
					t.Errorf("%v en %d parts, -F %s : la fusion diffère (statuts %d, %d ; %q)\n%s\n---\n%s",
						ligne, n, f, seul[f].code, fus.code, fus.stderr, seul[f].stdout, fus.stdout)
				}
			}
		}
	}
}

func commandesPartagees() []string {
	return newApp(io.Discard, io.Discard).CommandesPartagees()
}

func uniques(l []string) []string {
	vus := map[string]bool{}
	var r []string
	for _, s := range l {
		if !vus[s] {
			vus[s] = true
			r = append(r, s)
		}
	}
	return r
}

// Parts that do not belong together, or do not tile the work, are refused with exit 2 and one
// line that names the file at fault; missing parts come with the commands that compute them.
func TestPartageRefus(t *testing.T) {
	dir := t.TempDir()
	part := func(nom string, args ...string) string {
		chemin := filepath.Join(dir, nom)
		r := runCLI(t, append(append([]string{"rostam", "simule", "-N", "6", "-n", "20000"}, args...), "-o", chemin)...)
		if r.code != 0 {
			t.Fatalf("%v : %d %q", args, r.code, r.stderr)
		}
		return chemin
	}
	p0 := part("p0.json", "-g", "1", "--shard", "0/3")
	p1 := part("p1.json", "-g", "1", "--shard", "1/3")
	p2 := part("p2.json", "-g", "1", "--shard", "2/3")
	autreGraine := part("g2.json", "-g", "2", "--shard", "2/3")
	autreN := filepath.Join(dir, "n.json")
	if r := runCLI(t, "rostam", "simule", "-N", "8", "-n", "20000", "-g", "1", "--shard", "2/3", "-o", autreN); r.code != 0 {
		t.Fatal(r.stderr)
	}
	tronque := filepath.Join(dir, "t.json")
	b, _ := os.ReadFile(p2)
	os.WriteFile(tronque, b[:len(b)/2], 0o644)
	modifie := filepath.Join(dir, "m.json")
	os.WriteFile(modifie, []byte(strings.Replace(string(b), `"J1": `, `"J1": 1`, 1)), 0o644)
	cas := []struct {
		args []string
		want string
	}{
		{[]string{"fusionne", p0, p2}, "--shard 1/3 -o part-1.json"},
		{[]string{"fusionne", p0, p1, p1, p2}, "la même part 1/3 deux fois"},
		{[]string{"fusionne", p0, p1, autreGraine}, "graines différentes"},
		{[]string{"fusionne", p0, p1, autreN}, "option --cartes"},
		{[]string{"fusionne", p0, p1, tronque}, "t.json"},
		{[]string{"fusionne", p0, p1, modifie}, "empreinte invalide"},
		{[]string{"fusionne", filepath.Join(dir, "absent.json")}, "absent.json"},
		{[]string{"fusionne"}, "attend des fichiers"},
		{[]string{"rostam", "simule", "-g", "1", "--shard", "3/3"}, "--shard"},
		{[]string{"rostam", "simule", "-g", "1", "--shard", "-1/4"}, "--shard"},
		{[]string{"rostam", "simule", "-g", "1", "--shard", "1/0"}, "--shard"},
		{[]string{"rostam", "simule", "-g", "1", "--shard", "a/b"}, "--shard"},
		{[]string{"rostam", "simule", "-g", "1", "--shard", "slurm"}, "SLURM_ARRAY_TASK_ID"},
		{[]string{"rostam", "simule", "--shard", "0/2"}, "--shard demande -g/--graine"},
		{[]string{"rostam", "simule", "-g", "1", "--shard", "0/2", "-F", "csv"}, "résultat partiel en JSON"},
		{[]string{"rostam", "simule", "-g", "1", "-o", filepath.Join(dir, "x.json")}, "sans --shard"},
		{[]string{"rostam", "exhaustif", "--shard", "0/2", "-o", dir}, "c'est un dossier"},
		{[]string{"rostam", "exhaustif", "--shard", "0/2", "-o", filepath.Join(dir, "absent", "p.json")}, "n'existe pas"},
	}
	for _, c := range cas {
		r := runCLI(t, c.args...)
		if r.code != 2 || r.stdout != "" || !strings.Contains(r.stderr, c.want) || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("%v : statut %d, stdout %q, stderr %q ; attendu 2 et « %s »", c.args, r.code, r.stdout, r.stderr, c.want)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "x.json")); err == nil {
		t.Errorf("un fichier de sortie est resté après un refus")
	}
}

// TestMain prepares the part that the command × format walk gives to fusionne.
func TestMain(m *testing.M) {
	lancerSousProcessus() // in a child process of the extreme-value sweep: runs and exits
	// The tests speak French unless they choose English (--langue en), whatever the machine's
	// locale; the child processes they start inherit this.
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		os.Unsetenv(v)
	}
	dir, err := os.MkdirTemp("", "jeux-test-")
	if err != nil {
		panic(err)
	}
	os.Setenv("JEUX_CACHE", filepath.Join(dir, "cache")) // the tests never touch the user's cache
	chemin := filepath.Join(dir, "part-0.json")
	if code := run([]string{"jeux", "rostam", "simule", "-N", "6", "-n", "1000", "-g", "1", "--shard", "0/1", "-o", chemin}, os.Stdout, os.Stderr); code != 0 {
		panic("part d'exemple non écrite")
	}
	exemples["jeux fusionne"] = []string{chemin}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}
