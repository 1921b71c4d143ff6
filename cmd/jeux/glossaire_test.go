package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"jeux/internal/langue"
)

// The glossary of docs/glossary.md: every key of the json and csv outputs, in English, read off
// the result types of the engines and of the shared layers. A key's meaning is its field's
// comment, else the English of its heading for people (its titre tag, from the catalog). The
// test fails when the page is not what the code gives (go test -run TestGlossaire -update
// rewrites it) and when a key has neither.
var glossaireSources = []struct{ dossier, titre string }{
	{"games/bataille", "War (`jeux bataille`)"},
	{"games/dominos", "Dominoes (`jeux dominos`)"},
	{"games/verger", "The Orchard (`jeux verger`)"},
	{"games/rostam", "One-colour War (`jeux rostam`)"},
	{"stats", "Statistics shared by the games"},
	{"rendu", "Parameters (every output)"},
	{"internal/cli", "Parts (`--shard`, `jeux fusionne`)"},
}

func TestGlossaire(t *testing.T) {
	var b strings.Builder
	b.WriteString("# Glossary of the JSON and CSV keys\n\n")
	b.WriteString("The keys of `-F json` and `-F csv` are the same in French and in English runs: they are an\n")
	b.WriteString("interface for scripts, named in French as the program was. This page gives each in English,\n")
	b.WriteString("read off the program's result types by `go test ./cmd/jeux -run TestGlossaire` (which fails when\n")
	b.WriteString("the page and the code differ; `-update` rewrites it). A CSV column `KEY_bas` / `KEY_haut` is the\n")
	b.WriteString("lower / upper bound of the interval `KEY`. `csv-fr` has French headers of its own.\n")
	ensemble := token.NewFileSet()
	for _, src := range glossaireSources {
		type entree struct{ cle, types, sens string }
		var entrees []entree
		fichiers, _ := filepath.Glob(filepath.Join("..", "..", src.dossier, "*.go"))
		for _, chemin := range fichiers {
			if strings.HasSuffix(chemin, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(ensemble, chemin, nil, parser.ParseComments)
			if err != nil {
				t.Fatal(err)
			}
			ast.Inspect(f, func(n ast.Node) bool {
				ts, ok := n.(*ast.TypeSpec)
				if !ok || !ts.Name.IsExported() {
					return true
				}
				st, ok := ts.Type.(*ast.StructType)
				if !ok {
					return true
				}
				for _, champ := range st.Fields.List {
					if champ.Tag == nil {
						continue
					}
					tag := reflect.StructTag(strings.Trim(champ.Tag.Value, "`"))
					cle, _, _ := strings.Cut(tag.Get("json"), ",")
					if cle == "" || cle == "-" {
						continue
					}
					sens := premierePhrase(champ.Doc.Text() + " " + champ.Comment.Text())
					if sens == "" && tag.Get("titre") != "" {
						if en := langue.Anglais.Si(tag.Get("titre")); en != tag.Get("titre") {
							sens = en
						}
					}
					if sens == "" {
						t.Errorf("%s : %s.%s (%q) n'a ni commentaire ni titre traduit", src.dossier, ts.Name.Name, champ.Names, cle)
						continue
					}
					i := slices.IndexFunc(entrees, func(e entree) bool { return e.cle == cle && e.sens == sens })
					if i >= 0 {
						entrees[i].types += ", " + ts.Name.Name
						continue
					}
					entrees = append(entrees, entree{cle, ts.Name.Name, sens})
				}
				return true
			})
		}
		slices.SortStableFunc(entrees, func(a, b entree) int { return strings.Compare(a.cle, b.cle) })
		fmt.Fprintf(&b, "\n## %s\n\n| key | meaning | in |\n|---|---|---|\n", src.titre)
		for _, e := range entrees {
			fmt.Fprintf(&b, "| `%s` | %s | %s |\n", e.cle, strings.ReplaceAll(e.sens, "|", "\\|"), e.types)
		}
	}
	chemin := filepath.Join("..", "..", "docs", "glossary.md")
	if *majReferences {
		if err := os.WriteFile(chemin, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	ecrit, err := os.ReadFile(chemin)
	if err != nil || string(ecrit) != b.String() {
		t.Errorf("docs/glossary.md n'est pas ce que donne le code (go test ./cmd/jeux -run TestGlossaire -update)")
	}
}

// premierePhrase is the first sentence of a comment, on one line.
func premierePhrase(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if i := strings.Index(s, ". "); i >= 0 {
		s = s[:i+1]
	}
	return s
}
