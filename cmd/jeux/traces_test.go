package main

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"jeux/internal/cli"
)

var majReferences = flag.Bool("update", false, "réécrit les fichiers de référence de testdata (traces, versions)")

// tracesReference are traced games whose output in every format was recorded in
// testdata/traces before the traces were streamed: the streamed output must be the same bytes.
var tracesReference = map[string][]string{
	"rostam-periode-60":      {"rostam", "partie", "2 10 8 6 3 / 5 4 1 9 7", "--trace"},
	"bataille-rejoue-readme": {"bataille", "rejoue", "--regles", "delahaye", "--j1", "3 1 2", "--j2", "3 2 1", "--trace"},
	"bataille-graine-7":      {"bataille", "-c", "4", "-v", "4", "-g", "7", "--trace"},
	"bataille-aleatoire":     {"bataille", "rejoue", "--regles", "delahaye", "--ramassage", "aleatoire", "--j1", "2 1 3 1 3 2", "--j2", "2 3 3 1 1 2", "-g", "1", "--trace"},
	"bataille-infinie":       {"bataille", "rejoue", "--regles", "delahaye", "--j1", "3 2 1 1 2 1", "--j2", "2 1 3 2 3 3", "--trace"},
	"bataille-sans-trace":    {"bataille", "rejoue", "--regles", "delahaye", "--j1", "3 1 2", "--j2", "3 2 1"},
	"rostam-finie":           {"rostam", "partie", "4 1 / 2 3", "--trace"},
	"rostam-sans-trace":      {"rostam", "partie", "4 1 / 2 3"},
}

func TestTracesReference(t *testing.T) {
	for nom, args := range tracesReference {
		for _, f := range []string{"table", "markdown", "csv", "json"} {
			r := runCLI(t, append(args, "-F", f)...)
			if r.code != 0 {
				t.Fatalf("%v -F %s : statut %d, %q", args, f, r.code, r.stderr)
			}
			sortie := strings.ReplaceAll(r.stdout, cli.Version(), "(devel)")
			chemin := filepath.Join("testdata", "traces", nom+"."+f)
			if *majReferences {
				if err := os.MkdirAll(filepath.Dir(chemin), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(chemin, []byte(sortie), 0o644); err != nil {
					t.Fatal(err)
				}
				continue
			}
			veut, err := os.ReadFile(chemin)
			if err != nil {
				t.Fatal(err)
			}
			if sortie != string(veut) {
				t.Errorf("%v -F %s : sortie changée\n%s\nau lieu de\n%s", args, f, sortie, veut)
			}
		}
	}
}
