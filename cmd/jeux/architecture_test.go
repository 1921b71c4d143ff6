package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// The engines import only what is below them (CONTRIBUTING.md, "Layout"): the standard
// library, and of jeux and the modules only these; not rendu (their traces are flux.Flux), not
// cache (a wrapper the command applies), not the command line nor its languages. Every engine's
// files are read here, tests included.
var importsDesMoteurs = map[string]bool{
	"jeux/stats": true, "jeux/parallel": true, "jeux/markov": true, "jeux/flux": true, "jeux/parametre": true,
	"jeux/internal/memoire": true, "jeux/internal/texte": true, "golang.org/x/sys/cpu": true,
	"jeux/internal/langue": true, // only its type Langue, for a number written in either (Texteur)
}

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
			chemin, _ := strconv.Unquote(imp.Path.Value)
			standard := !strings.Contains(strings.Split(chemin, "/")[0], ".") && !strings.HasPrefix(chemin, "jeux/")
			moteur := strings.HasPrefix(chemin, "jeux/games/") // an engine's own package, from its tests
			// A test may take the benchmarks' figures, and gonum's solvers to check an equilibrium
			// by an independent method.
			banc := strings.HasSuffix(f, "_test.go") && (chemin == "jeux/internal/mesure" || strings.HasPrefix(chemin, "gonum.org/"))
			if !standard && !moteur && !banc && !importsDesMoteurs[chemin] {
				t.Errorf("%s importe %s", f, chemin)
			}
		}
	}
}

func TestCommentairesNommentLeurObjet(t *testing.T) {
	racine := filepath.Join("..", "..")
	err := filepath.WalkDir(racine, func(chemin string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if e.IsDir() && (strings.HasPrefix(e.Name(), ".") || e.Name() == "testdata") && chemin != racine {
			return filepath.SkipDir
		}
		if e.IsDir() || !strings.HasSuffix(chemin, ".go") || strings.HasSuffix(chemin, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), chemin, nil, parser.ParseComments)
		if err != nil {
			return err
		}
		verifier := func(nom string, doc *ast.CommentGroup, article bool) {
			if doc == nil || !ast.IsExported(nom) {
				return
			}
			texte := doc.Text()
			if strings.HasPrefix(texte, nom+" ") || strings.HasPrefix(texte, nom+"\n") || strings.HasPrefix(texte, nom+",") || strings.HasPrefix(texte, nom+":") {
				return
			}
			if strings.HasPrefix(texte, "Deprecated:") {
				return
			}
			for _, a := range []string{"A ", "An ", "The "} {
				if article && strings.HasPrefix(texte, a+nom+" ") {
					return
				}
			}
			t.Errorf("%s : le commentaire de %s ne commence pas par son nom : %q", chemin, nom, strings.SplitN(texte, "\n", 2)[0])
		}
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if d.Recv != nil {
					// A method of an unexported type is not documentation a user reads.
					typ := d.Recv.List[0].Type
					if s, ok := typ.(*ast.StarExpr); ok {
						typ = s.X
					}
					if ix, ok := typ.(*ast.IndexExpr); ok {
						typ = ix.X
					}
					if ix, ok := typ.(*ast.IndexListExpr); ok {
						typ = ix.X
					}
					if id, ok := typ.(*ast.Ident); !ok || !ast.IsExported(id.Name) {
						continue
					}
				}
				verifier(d.Name.Name, d.Doc, false)
			case *ast.GenDecl:
				for _, s := range d.Specs {
					doc := d.Doc
					if len(d.Specs) > 1 || d.Lparen.IsValid() {
						doc = nil // a group's comment speaks of the group
					}
					switch s := s.(type) {
					case *ast.TypeSpec:
						if s.Doc != nil {
							doc = s.Doc
						}
						verifier(s.Name.Name, doc, true)
					case *ast.ValueSpec:
						if s.Doc != nil {
							doc = s.Doc
						}
						if len(s.Names) == 1 {
							verifier(s.Names[0].Name, doc, false)
						}
					}
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
