package main

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"testing"
)

// The engines import only what is below them: not rendu (their traces are flux.Flux), not cache
// (a wrapper the command applies). Every engine's files are read here, tests included.
func TestMoteursSansRenduNiCache(t *testing.T) {
	fichiers, err := filepath.Glob(filepath.Join("..", "..", "games", "*", "*.go"))
	if err != nil || len(fichiers) == 0 {
		t.Fatalf("aucun fichier des moteurs (%v)", err)
	}
	for _, f := range fichiers {
		ast, err := parser.ParseFile(token.NewFileSet(), f, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range ast.Imports {
			if chemin, _ := strconv.Unquote(imp.Path.Value); chemin == "jeux/rendu" || chemin == "jeux/cache" {
				t.Errorf("%s importe %s", f, chemin)
			}
		}
	}
}
