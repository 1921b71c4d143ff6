package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestCleSigneLesParts: parts written with --cle carry the HMAC of that key; fusionne --cle
// merges them, and refuses a part forged after it was signed (its hashes computed again, as
// anyone can), a part without signature, and the parts of another key, each with one line that
// names the part.
func TestCleSigneLesParts(t *testing.T) {
	dir := t.TempDir()
	cle, autre := filepath.Join(dir, "cle"), filepath.Join(dir, "autre-cle")
	if err := os.WriteFile(cle, []byte("0123456789abcdef0123456789abcdef"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(autre, []byte("fedcba9876543210fedcba9876543210"), 0o600); err != nil {
		t.Fatal(err)
	}
	args := []string{"dominos", "tournoi", "--s1", "plus_present", "--s2", "hasard", "-n", "3000", "-g", "2"}
	var signees [2]string
	for k := range 2 {
		signees[k] = filepath.Join(dir, "signee-"+strconv.Itoa(k)+".json")
		if r := runCLI(t, append(args, "--shard", strconv.Itoa(k)+"/2", "--cle", cle, "-o", signees[k])...); r.code != 0 {
			t.Fatal(r.stderr)
		}
	}
	nues := partsDe(t, dir, args...)
	seul := runCLI(t, append(args, "-F", "json")...)
	if r := runCLI(t, "fusionne", "--cle", cle, signees[0], signees[1], "-F", "json"); r.code != 0 || r.stdout != seul.stdout {
		t.Errorf("parts signées : statut %d, %q", r.code, r.stderr)
	}
	// Without --cle, a signature is not checked: the parts merge as any.
	if r := runCLI(t, "fusionne", signees[0], nues[1], "-F", "json"); r.code != 0 || r.stdout != seul.stdout {
		t.Errorf("parts signées sans --cle : statut %d, %q", r.code, r.stderr)
	}
	faux := filepath.Join(dir, "faux-0.json")
	forgerNombres(t, signees[0], faux, map[string]int64{"victoires": 93, "defaites": -93})
	for _, c := range []struct {
		nom, cle, part string
	}{
		{"part forgée après sa signature", cle, faux},
		{"part sans signature", cle, nues[0]},
		{"autre clé", autre, signees[0]},
	} {
		r := runCLI(t, "fusionne", "--cle", c.cle, c.part, signees[1])
		if r.code != 2 || r.stdout != "" || !strings.Contains(r.stderr, strconv.Quote(c.part)) || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("%s : statut %d, stderr %q ; attendu 2 et une ligne qui nomme la part", c.nom, r.code, r.stderr)
		}
	}
	courte := filepath.Join(dir, "courte")
	if err := os.WriteFile(courte, []byte("secret"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, l := range [][]string{
		{"fusionne", "--cle", courte, signees[0], signees[1]},
		{"fusionne", "--cle", filepath.Join(dir, "absente"), signees[0], signees[1]},
		{"fusionne", "--cle", dir, signees[0], signees[1]},
		append(args, "--cle", cle),
		append(args, "--shard", "0/2", "--cle", courte),
	} {
		r := runCLI(t, l...)
		if r.code != 2 || r.stdout != "" || !strings.Contains(r.stderr, "--cle") || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("%v : statut %d, stdout %q, stderr %q", l, r.code, r.stdout, r.stderr)
		}
	}
}
