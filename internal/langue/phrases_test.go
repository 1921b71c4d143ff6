package langue

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// mots finds a text of at least two words: a sentence, or the start of one.
var mots = regexp.MustCompile(`\p{L}{2,}[ '’]+\p{L}{2,}`)

// TestMoteursSansPhrase fails on a sentence built in an engine (games/*, outside its tests): a
// format of fmt or errors, a concatenation, or a refusal's Attendu. The engines return codes and
// values (package parametre) and labels; the command lines write the sentences, in the user's
// language. A label (a table's heading, a row's name: a plain literal) is not a sentence built,
// and the panics of a broken invariant speak to the code's authors.
func TestMoteursSansPhrase(t *testing.T) {
	racine := filepath.Join("..", "..", "games")
	ensemble := token.NewFileSet()
	err := filepath.WalkDir(racine, func(chemin string, e fs.DirEntry, err error) error {
		// A directory the go tool ignores (_asm, testdata) is no engine's package: the code
		// generator of games/rostam/_asm writes the English comments of its assembly.
		if err == nil && e.IsDir() && (strings.HasPrefix(e.Name(), "_") || e.Name() == "testdata") {
			return filepath.SkipDir
		}
		if err != nil || e.IsDir() || !strings.HasSuffix(chemin, ".go") || strings.HasSuffix(chemin, "_test.go") {
			return err
		}
		f, err := parser.ParseFile(ensemble, chemin, nil, 0)
		if err != nil {
			return err
		}
		phrase := func(n ast.Expr, pourquoi string) {
			if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				if s, err := strconv.Unquote(lit.Value); err == nil && mots.MatchString(s) {
					t.Errorf("%s : %s %q", ensemble.Position(lit.Pos()), pourquoi, s)
				}
			}
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.CallExpr:
				if id, ok := x.Fun.(*ast.Ident); ok && id.Name == "panic" {
					return false
				}
				if sel, ok := x.Fun.(*ast.SelectorExpr); ok {
					if p, ok := sel.X.(*ast.Ident); ok && (p.Name == "fmt" || p.Name == "errors") {
						for _, a := range x.Args {
							phrase(a, "phrase construite par "+p.Name+"."+sel.Sel.Name)
						}
					}
				}
			case *ast.BinaryExpr:
				if x.Op == token.ADD {
					phrase(x.X, "phrase construite par +")
					phrase(x.Y, "phrase construite par +")
				}
			case *ast.KeyValueExpr:
				if k, ok := x.Key.(*ast.Ident); ok && k.Name == "Attendu" {
					phrase(x.Value, "refus sans code")
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
