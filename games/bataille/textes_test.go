package bataille

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"

	"jeux/parametre"
)

// The engine writes codes, and its command line gives them their French texts
// (commandes/bataille/catalogue.go). The tests of the engine read those texts from that file, as
// the program registers them, so that they check the French messages a user reads.
func init() {
	ensemble := token.NewFileSet()
	valeurs := map[string]parametre.Code{} // CodeX → its value, from codes.go
	f, err := parser.ParseFile(ensemble, "codes.go", nil, 0)
	if err != nil {
		panic(err)
	}
	ast.Inspect(f, func(n ast.Node) bool {
		if v, ok := n.(*ast.ValueSpec); ok && len(v.Values) == 1 {
			if l, ok := v.Values[0].(*ast.BasicLit); ok {
				s, _ := strconv.Unquote(l.Value)
				valeurs[v.Names[0].Name] = parametre.Code(s)
			}
		}
		return true
	})
	f, err = parser.ParseFile(ensemble, filepath.Join("..", "..", "commandes", "bataille", "catalogue.go"), nil, 0)
	if err != nil {
		panic(err)
	}
	textes := map[parametre.Code]string{}
	ast.Inspect(f, func(n ast.Node) bool {
		kv, ok := n.(*ast.KeyValueExpr)
		if !ok {
			return true
		}
		cle, ok := kv.Key.(*ast.SelectorExpr)
		paire, ok2 := kv.Value.(*ast.CompositeLit)
		if !ok || !ok2 || len(paire.Elts) != 2 {
			return true
		}
		if code, ok := valeurs[cle.Sel.Name]; ok {
			if l, ok := paire.Elts[0].(*ast.BasicLit); ok {
				textes[code], _ = strconv.Unquote(l.Value)
			}
		}
		return false
	})
	if len(textes) != len(valeurs) {
		panic("bataille: textes des codes lus dans commandes/bataille/catalogue.go incomplets")
	}
	parametre.Enregistrer(textes)
}
