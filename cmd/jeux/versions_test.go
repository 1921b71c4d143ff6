package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"jeux/internal/cli"
)

// A part is judged by the version of its computation, not by the build that computed it: the
// parts committed in resultats/, computed by "(devel)" builds before computation versions
// existed, merge under every build into the results published beside them.

// depotsDeParts are the committed parts, each folder with the merged result published beside
// them (resultat.json).
var depotsDeParts = []string{"rostam-13", "rostam-14", "rostam-15", "dominos-echelle/2012", "dominos-echelle/x+y"}

// sansVersion replaces the build's version in a JSON output by one word, the only line that may
// differ between two builds.
func sansVersion(b []byte) []byte {
	return regexp.MustCompile(`(?m)^(\s*"version": )".*"(,?)$`).ReplaceAll(b, []byte(`$1"V"$2`))
}

// TestPartsDuDepotSelonLeProgramme builds jeux as make build does (its version from -ldflags) and
// as go build does, and merges the committed parts with each: both print the published results.
func TestPartsDuDepotSelonLeProgramme(t *testing.T) {
	if testing.Short() {
		t.Skip("construit deux programmes")
	}
	dir := t.TempDir()
	programmes := map[string][]string{
		"make build": {"-ldflags", "-X jeux/internal/cli.version=v0.0.0-12-gabcdef0"},
		"go build":   nil,
	}
	for nom, drapeaux := range programmes {
		bin := filepath.Join(dir, strings.ReplaceAll(nom, " ", "-"))
		construire := exec.Command("go", append(append([]string{"build"}, drapeaux...), "-o", bin, ".")...)
		if sortie, err := construire.CombinedOutput(); err != nil {
			t.Fatalf("%s : %v\n%s", nom, err, sortie)
		}
		for _, depot := range depotsDeParts {
			racine := filepath.Join("..", "..", "resultats", depot)
			publie, err := os.ReadFile(filepath.Join(racine, "resultat.json"))
			if err != nil {
				t.Fatal(err)
			}
			var stdout, stderr bytes.Buffer
			fusion := exec.Command(bin, "fusionne", filepath.Join(racine, "part-*.json"), "-F", "json")
			fusion.Stdout, fusion.Stderr = &stdout, &stderr
			if err := fusion.Run(); err != nil {
				t.Errorf("%s, resultats/%s : %v, %s", nom, depot, err, stderr.String())
				continue
			}
			if !bytes.Equal(sansVersion(stdout.Bytes()), sansVersion(publie)) {
				t.Errorf("%s, resultats/%s : la fusion diffère du resultat.json publié", nom, depot)
			}
		}
	}
}

// versionsAttendues are the computation versions of today's engines, by command; a test fails
// when a command is added without its line here.
var versionsAttendues = map[string]int{
	"jeux rostam exhaustif":    1,
	"jeux rostam simule":       1,
	"jeux rostam positions":    1,
	"jeux bataille stat":       1,
	"jeux bataille brut":       1,
	"jeux bataille multistat":  1,
	"jeux bataille record":     2,
	"jeux bataille exhaustif":  2,
	"jeux dominos tournoi":     1,
	"jeux dominos championnat": 1,
	"jeux dominos exact":       1,
	"jeux verger simule":       1,
}

// TestVersionsDeCalcul checks, for every shardable command, that its parts record the version of
// its computation, that a part computed by another build of that version merges into the same
// bytes, and that a part of another version is refused with one line that names the part, its
// version and the one expected.
func TestVersionsDeCalcul(t *testing.T) {
	for _, cmd := range commandesPartagees() {
		v, ok := versionsAttendues[cmd]
		if !ok {
			t.Errorf("%s : aucune version dans versionsAttendues", cmd)
			continue
		}
		dir := t.TempDir()
		parts := partsDe(t, dir, append(strings.Fields(cmd)[1:], partages[cmd]...)...)
		var p cli.Partiel
		b, _ := os.ReadFile(parts[0])
		if err := json.Unmarshal(b, &p); err != nil {
			t.Fatal(err)
		}
		if p.VersionCalcul != v || !strings.Contains(string(b), "\n  \"version_calcul\": "+strconv.Itoa(v)+",\n") {
			t.Errorf("%s : version de calcul %d dans la part, %d attendue", cmd, p.VersionCalcul, v)
		}
		vraie := runCLI(t, "fusionne", parts[0], parts[1], "-F", "json")

		autre := filepath.Join(dir, "autre-programme.json")
		forger(t, parts[0], autre, func(p *cli.Partiel) { p.Version = "v9.9.9-autre" })
		if r := runCLI(t, "fusionne", autre, parts[1], "-F", "json"); r.code != 0 || r.stdout != vraie.stdout {
			t.Errorf("%s : une part d'un autre programme de la même version de calcul : statut %d, %q", cmd, r.code, r.stderr)
		}

		faux := filepath.Join(dir, "faux-0.json")
		forger(t, parts[0], faux, func(p *cli.Partiel) { p.VersionCalcul = v + 1 })
		r := runCLI(t, "fusionne", faux, parts[1])
		attendu := "jeux : part \"" + faux + "\" : version de calcul " + strconv.Itoa(v+1) + " de " + cmd +
			", ce programme calcule la version " + strconv.Itoa(v)
		if r.code != 2 || r.stdout != "" || !strings.HasPrefix(r.stderr, attendu) || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("%s : statut %d, %q ; attendu 2 et %q…", cmd, r.code, r.stderr, attendu)
		}
	}
}

// TestPartSansVersionDeCalcul merges a part written before computation versions (no key
// version_calcul, as every part in resultats/) with a part written now: it is of version 1.
func TestPartSansVersionDeCalcul(t *testing.T) {
	dir := t.TempDir()
	parts := partsDe(t, dir, "rostam", "exhaustif", "-N", "7")
	ancienne := filepath.Join(dir, "ancienne.json")
	forger(t, parts[0], ancienne, func(p *cli.Partiel) { p.VersionCalcul = 0 })
	if b, _ := os.ReadFile(ancienne); bytes.Contains(b, []byte("version_calcul")) {
		t.Fatal("la part ancienne garde version_calcul")
	}
	vraie := runCLI(t, "fusionne", parts[0], parts[1])
	r := runCLI(t, "fusionne", ancienne, parts[1])
	if r.code != 0 || r.stdout != vraie.stdout {
		t.Errorf("part sans version de calcul : statut %d, %q", r.code, r.stderr)
	}
}

// TestReponsesSousLeurVersion holds every shardable computation to the part it wrote under its
// current computation version (testdata/versions, the second half of the split of the table
// partages): a change of an engine's answer fails here until its version is raised and the files
// are rewritten (go test ./cmd/jeux -run TestReponsesSousLeurVersion -update). The build's version
// and the hashes that cover it may differ; everything else, the aggregate first, must not.
func TestReponsesSousLeurVersion(t *testing.T) {
	for _, cmd := range commandesPartagees() {
		ref := filepath.Join("testdata", "versions", strings.ReplaceAll(strings.TrimPrefix(cmd, "jeux "), " ", "-")+".json")
		dir := t.TempDir()
		chemin := filepath.Join(dir, "part-1.json")
		if r := runCLI(t, append(append(strings.Fields(cmd)[1:], partages[cmd]...), "--shard", "1/2", "-o", chemin)...); r.code != 0 {
			t.Fatalf("%s : %s", cmd, r.stderr)
		}
		b, err := os.ReadFile(chemin)
		if err != nil {
			t.Fatal(err)
		}
		if *majReferences {
			if err := os.MkdirAll(filepath.Dir(ref), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(ref, b, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		attendu, err := os.ReadFile(ref)
		if err != nil {
			t.Fatalf("%s : %v (go test -update écrit la référence)", cmd, err)
		}
		var lu, ecrit cli.Partiel
		if err := json.Unmarshal(attendu, &ecrit); err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(b, &lu); err != nil {
			t.Fatal(err)
		}
		if lu.VersionCalcul != ecrit.VersionCalcul {
			t.Errorf("%s : version de calcul %d, la référence est de la version %d : go test -update la réécrit", cmd, lu.VersionCalcul, ecrit.VersionCalcul)
			continue
		}
		if !bytes.Equal(lu.Agregat, ecrit.Agregat) {
			t.Errorf("%s : la réponse a changé sous la version de calcul %d ; donnez au moteur une nouvelle version, puis go test -update", cmd, lu.VersionCalcul)
		}
		lu.Version, lu.Empreinte, lu.Controle, lu.Agregat = ecrit.Version, ecrit.Empreinte, ecrit.Controle, ecrit.Agregat
		if a, _ := json.Marshal(lu); !bytes.Equal(a, mustMarshal(ecrit)) {
			t.Errorf("%s : la description de la part a changé :\n%s\n%s", cmd, a, mustMarshal(ecrit))
		}
	}
}

func mustMarshal(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}
