package ui

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// maxMethods is the most methods a ui type may have (issue 19: small
// controllers, not one type a screen).
const maxMethods = 30

// overMethods are the types still over maxMethods, with the count they
// may not exceed while they are split: the list only shrinks.
var overMethods = map[string]int{}

// TestMethodsPerType: no type of package ui has more than maxMethods
// methods, but those listed in overMethods, which may not grow; a type
// listed that has come under the limit must leave the list (the twin).
func TestMethodsPerType(t *testing.T) {
	fs := token.NewFileSet()
	names, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	count := map[string]int{}
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fs, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		{
			for _, d := range f.Decls {
				fd, ok := d.(*ast.FuncDecl)
				if !ok || fd.Recv == nil {
					continue
				}
				typ := fd.Recv.List[0].Type
				if s, ok := typ.(*ast.StarExpr); ok {
					typ = s.X
				}
				if id, ok := typ.(*ast.Ident); ok {
					count[id.Name]++
				}
			}
		}
	}
	for name, n := range count {
		most, listed := overMethods[name]
		if !listed {
			most = maxMethods
		}
		if n > most {
			t.Errorf("%s has %d methods, want at most %d", name, n, most)
		}
	}
	for name, most := range overMethods {
		if count[name] <= maxMethods {
			t.Errorf("%s has %d methods: under %d, take it off overMethods", name, count[name], maxMethods)
		} else if count[name] < most {
			t.Logf("%s has %d methods: lower its limit from %d", name, count[name], most)
		}
	}
}
