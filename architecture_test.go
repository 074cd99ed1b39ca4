package naqala

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// The layers of docs/architecture.md: for each package, the packages of
// this module it may import. A package missing here fails the test, so a
// new package has to take its place in the layers.
var layers = map[string][]string{
	"game":    nil,
	"scoring": {"game"},
	"sultan":  {"game", "scoring"},
	// The advisor's actions are English words of the JSON contract
	// (docs/formats.md section 8), said by labels' English printer.
	"advisor":  {"game", "labels", "scoring", "sultan"},
	"selfplay": {"advisor", "game", "scoring", "sultan"},
	"history":  {"game", "scoring", "sultan"},
	"labels":   {"game", "scoring", "sultan"},
	// The rules reference: the engine's tables and its own words.
	"rulesref": {"game", "labels", "scoring", "sultan"},

	"templates": {"game", "history", "labels", "scoring", "sultan", "internal/safetext"},
	"ui": {"advisor", "game", "history", "labels", "rulesref", "scoring", "sultan",
		"internal/safetext"},

	"internal/safetext": nil,
	"internal/filetext": {"internal/safetext"},
	"internal/yamlwalk": {"game", "internal/filetext", "internal/safetext"},
	"internal/golden":   nil, // the tests' one golden-file helper
	"internal/testtool": nil, // the programs tests run: skipped or required
	// The tests' finished games and history records.
	"history/historytest": {"game", "history", "scoring"},
	// The long games other packages' tests play through the engine.
	"sultan/sultantest": {"game", "sultan"},
	// The self-play games the drivers' tests replay.
	"selfplay/selfplaytest": {"game", "scoring", "selfplay", "sultan"},
	"internal/yamledit":     nil,
	"internal/scorefile":    {"game", "scoring", "sultan", "internal/filetext", "internal/safetext", "internal/yamlwalk"},
	"internal/solofile":     {"game", "scoring", "sultan", "internal/filetext", "internal/safetext", "internal/yamlwalk"},
	"internal/store":        {"game", "history", "scoring", "sultan", "internal/filetext", "internal/safetext"},
	"internal/bgstats":      {"game", "history", "scoring", "internal/store"},

	"":           nil,
	"cmd/naqala": nil, // the wiring: may import everything
}

// pure are the domain packages: no I/O, no clock, no randomness of their
// own, no terminal, PDF or configuration library.
var pure = []string{"game", "scoring", "sultan", "advisor", "selfplay", "history", "labels", "rulesref"}

// impure are imports a pure package must not have.
var impure = []string{
	"os", "os/exec", "os/signal", "io/ioutil", "net", "net/http", "syscall", "path/filepath",
	"github.com/gdamore/tcell/v2", "github.com/rivo/tview", "github.com/jung-kurt/gofpdf",
	"github.com/spf13/viper", "github.com/spf13/cobra",
}

const module = "github.com/naqala/naqala"

// TestLayers checks every package's imports against the layers: the
// dependencies point one way, and the pure packages stay pure.
func TestLayers(t *testing.T) {
	pkgs := packageImports(t)
	for dir, imports := range pkgs {
		allowed, known := layers[dir]
		if !known {
			t.Errorf("package %q has no place in the layers (architecture_test.go, docs/architecture.md)", dir)
			continue
		}
		for _, imp := range imports {
			own, ok := strings.CutPrefix(imp, module+"/")
			if !ok || dir == "cmd/naqala" {
				continue
			}
			if !slices.Contains(allowed, own) {
				t.Errorf("%s imports %s, which its layer does not allow", or(dir, "naqala"), own)
			}
		}
		if slices.Contains(pure, dir) {
			for _, imp := range imports {
				if slices.Contains(impure, imp) {
					t.Errorf("%s is a pure package but imports %s", dir, imp)
				}
			}
		}
	}
	for dir := range layers {
		if _, ok := pkgs[dir]; !ok {
			t.Errorf("the layers name %q, which is no package", dir)
		}
	}
}

// TestPureNoClockNoRandom checks that the pure packages read no clock and
// draw no random number of their own: time.Now and the package-level
// functions of math/rand are not called; a *rand.Rand comes from the caller.
func TestPureNoClockNoRandom(t *testing.T) {
	for _, dir := range pure {
		for _, f := range parseDir(t, dir, 0) {
			names := map[string]string{}
			for _, is := range f.file.Imports {
				p, _ := strconv.Unquote(is.Path.Value)
				name := filepath.Base(p)
				if p == "math/rand/v2" {
					name = "rand"
				}
				if is.Name != nil {
					name = is.Name.Name
				}
				names[name] = p
			}
			ast.Inspect(f.file, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				sel, ok := call.Fun.(*ast.SelectorExpr)
				if !ok {
					return true
				}
				x, ok := sel.X.(*ast.Ident)
				if !ok {
					return true
				}
				switch path := names[x.Name]; {
				case path == "time" && (sel.Sel.Name == "Now" || sel.Sel.Name == "Since"):
					t.Errorf("%s: %s reads the clock", f.name, sel.Sel.Name)
				case (path == "math/rand" || path == "math/rand/v2") && !strings.HasPrefix(sel.Sel.Name, "New"):
					t.Errorf("%s: rand.%s draws a number of its own", f.name, sel.Sel.Name)
				}
				return true
			})
		}
	}
}

// TestLayersCatchABadImport is the negative twin: the layers refuse ui
// anything but the pure packages (the store, the PDF) and count os impure.
func TestLayersCatchABadImport(t *testing.T) {
	if slices.Contains(layers["ui"], "internal/store") {
		t.Error("ui may not import internal/store: it declares the store it needs")
	}
	if !slices.Contains(impure, "os") {
		t.Error("os must count as impure")
	}
	for _, imp := range layers["ui"] {
		if !slices.Contains(pure, imp) && imp != "internal/safetext" {
			t.Errorf("ui may import only pure packages, not %s", imp)
		}
	}
	for _, p := range pure {
		for _, imp := range layers[p] {
			if !slices.Contains(pure, imp) {
				t.Errorf("pure %s may import %s, which is not pure", p, imp)
			}
		}
	}
}

type parsedFile struct {
	name string
	file *ast.File
}

// parseDir parses the non-test Go files of dir.
func parseDir(t *testing.T, dir string, mode parser.Mode) []parsedFile {
	t.Helper()
	entries, err := os.ReadDir(or(dir, "."))
	if err != nil {
		t.Fatal(err)
	}
	var out []parsedFile
	fset := token.NewFileSet()
	for _, e := range entries {
		n := e.Name()
		if e.IsDir() || !strings.HasSuffix(n, ".go") || strings.HasSuffix(n, "_test.go") {
			continue
		}
		path := filepath.Join(or(dir, "."), n)
		f, err := parser.ParseFile(fset, path, nil, mode)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, parsedFile{path, f})
	}
	return out
}

// packageImports maps each package directory of the module ("" the root)
// to what its non-test files import.
func packageImports(t *testing.T) map[string][]string {
	t.Helper()
	out := map[string][]string{}
	err := filepath.WalkDir(".", func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if n := d.Name(); path != "." && (strings.HasPrefix(n, ".") || n == "testdata" || n == "bin" || n == "dist") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		dir := filepath.ToSlash(filepath.Dir(path))
		if dir == "." {
			dir = ""
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		imports := out[dir]
		for _, is := range f.Imports {
			p, _ := strconv.Unquote(is.Path.Value)
			if !slices.Contains(imports, p) {
				imports = append(imports, p)
			}
		}
		out[dir] = imports
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func or(s, def string) string {
	if s == "" {
		return def
	}
	return s
}
