package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The shared layers in English (expected lines written by hand): a part that does not exist,
// missing parts, the parts of --shard merged with an English table note, stdout on a full disk,
// an output file in a missing directory. The French of each stays the French.
func TestAnglaisCommun(t *testing.T) {
	t.Chdir(t.TempDir())
	for _, c := range []struct {
		args   []string
		code   int
		stderr string
	}{
		{[]string{"--langue", "en", "merge", "absente.json"}, 2, "jeux: part \"absente.json\": no such file or directory\n"},
		{[]string{"fusionne", "absente.json"}, 2, "jeux : part \"absente.json\" : fichier ou dossier absent\n"},
		{[]string{"--langue", "en", "rostam", "exhaustif", "-N", "6", "--shard", "0/2", "-o", "dossier/part.json"}, 2,
			"jeux: -o/--output: cannot write \"dossier/part.json\": the directory \"dossier\" does not exist\n"},
		{[]string{"--langue", "en", "merge", "--verify", "1", "--verification-seed", "2", "--key", "absente"}, 2,
			"jeux: --key \"absente\": no such file or directory\n"},
		{[]string{"--langue", "en", "rostam", "plot", "-o", "x.txt"}, 2,
			"jeux: -o/--output: unknown extension \".txt\" for \"x.txt\": accepted extensions .png, .svg, .pdf\n"},
		{[]string{"--langue", "en", "rostam", "plot", "--taille", "9x9"}, 2,
			"jeux: --size: \"9x9\" refused: width x height in pixels, each from 200 to 10000 (for example 1200x750)\n"},
		{[]string{"--langue", "en", "merge", "--verify", "x", "a.json"}, 2,
			"jeux: --verify is \"x\": a number of parts K (integer in base 10), a percentage K% (from 0 to 100) or “all” is expected\n"},
	} {
		r := runCLI(t, c.args...)
		if r.code != c.code || r.stdout != "" || r.stderr != c.stderr {
			t.Errorf("%v : statut %d, stdout %q, stderr %q ; attendu %d et %q", c.args, r.code, r.stdout, r.stderr, c.code, c.stderr)
		}
	}

	// One part of two: the merge says which items and which part are missing.
	if r := runCLI(t, "rostam", "exhaustif", "-N", "6", "--shard", "0/2", "-o", "part-0.json"); r.code != 0 {
		t.Fatalf("part 0 : statut %d, %q", r.code, r.stderr)
	}
	r := runCLI(t, "--langue", "en", "merge", "part-0.json")
	if r.code != 2 || !strings.HasPrefix(r.stderr, "jeux: missing items [") ||
		!strings.Contains(r.stderr, "; 1 missing part(s) of 2: to compute: jeux rostam exhaustif ") || strings.Count(r.stderr, "\n") != 1 {
		t.Errorf("fusion d'une part sur deux : statut %d, stderr %q", r.code, r.stderr)
	}
	parleAnglais(t, "parts manquantes", r.stderr)
	if r := runCLI(t, "rostam", "exhaustif", "-N", "6", "--shard", "1/2", "-o", "part-1.json"); r.code != 0 {
		t.Fatalf("part 1 : statut %d, %q", r.code, r.stderr)
	}
	// The table's note names the command in English; JSON keeps the French line.
	r = runCLI(t, "--langue", "en", "merge", "--verify", "all", "--verification-seed", "3", "part-0.json", "part-1.json")
	if r.code != 0 || !strings.HasPrefix(r.stdout, "command: jeux one-colour exhaustive --cards 6\n"+
		"verification: 2 parts of 2 computed again, identical to their files (--verification-seed 3 to redo this draw)\n") {
		t.Errorf("fusion en anglais : statut %d, stderr %q, début %q", r.code, r.stderr, r.stdout[:min(len(r.stdout), 200)])
	}
	r = runCLI(t, "--langue", "en", "merge", "-F", "json", "part-0.json", "part-1.json")
	if r.code != 0 || !strings.Contains(r.stdout, `"commande": "jeux rostam exhaustif"`) {
		t.Errorf("fusion en JSON : statut %d, stderr %q", r.code, r.stderr)
	}
	r = runCLI(t, "--langue", "en", "merge", "-F", "csv", "part-0.json", "part-1.json")
	if r.code != 0 || !strings.HasPrefix(r.stdout, "# commande: jeux rostam exhaustif\n") {
		t.Errorf("fusion en CSV : statut %d, début %q", r.code, r.stdout[:min(len(r.stdout), 100)])
	}

	// stdout on a full disk.
	p, _ := runPlein(t, "--langue", "en", "rostam", "exhaustif", "-N", "4")
	if p.code != 1 || p.stderr != "jeux: cannot write the result: no space left on the disk\n" {
		t.Errorf("disque plein : statut %d, stderr %q", p.code, p.stderr)
	}
	if _, err := os.Stat(filepath.Join("dossier")); err == nil {
		t.Errorf("un dossier créé par un refus")
	}
}
