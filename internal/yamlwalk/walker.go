package yamlwalk

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/naqala/naqala/internal/filetext"
	"go.yaml.in/yaml/v3"
)

// Walker collects the problems of one file.
type Walker struct {
	name     string
	problems []problem
	lines    map[string]int
	twice    map[*yaml.Node]bool // keys given twice, reported by Document
	fold     bool                // keys match in any case
}

// problem is one line of the report.
type problem struct {
	line int
	text string
}

// New returns a Walker for the file named name (its path; quoted when it
// does not print as itself).
func New(name string) *Walker {
	return &Walker{name: filetext.Text(name), lines: map[string]int{}, twice: map[*yaml.Node]bool{}}
}

// FoldKeys makes keys that differ only in case the same key, as viper
// reads the configuration: given twice in two cases is given twice, and
// paths name keys in lower case.
func (w *Walker) FoldKeys() { w.fold = true }

// Name is the file's name as problems give it.
func (w *Walker) Name() string { return w.name }

// Problems is the number of problems reported so far.
func (w *Walker) Problems() int { return len(w.problems) }

// Errorf reports a problem on line (0: the line is not known) at path
// ("" for the file as a whole).
func (w *Walker) Errorf(line int, path, format string, a ...any) {
	where := w.name
	if line > 0 {
		where = fmt.Sprintf("%s:%d", w.name, line)
	}
	if path != "" {
		where += ": " + path
	}
	w.problems = append(w.problems, problem{line, where + ": " + fmt.Sprintf(format, a...)})
}

// Line is the line of the value at path as the walk met it (Fields,
// List), or 0, for problems found later by the rules of play.
func (w *Walker) Line(path string) int { return w.lines[path] }

// At reports a problem of the rules at path, on the line of path or of
// the nearest value above it that the walk met.
func (w *Walker) At(path, format string, a ...any) {
	w.Errorf(w.nearestLine(path), path, format, a...)
}

func (w *Walker) nearestLine(path string) int {
	for p := path; p != ""; {
		if l := w.lines[p]; l > 0 {
			return l
		}
		i := strings.LastIndexAny(p, ".[")
		if i < 0 {
			break
		}
		p = p[:i]
	}
	return 0
}

// Err joins the problems, one a line, in the order of their lines in the
// file (those without a line first), or is nil. The command line prints
// the first 100 of them and counts the rest.
func (w *Walker) Err() error {
	sort.SliceStable(w.problems, func(i, j int) bool { return w.problems[i].line < w.problems[j].line })
	errs := make([]error, len(w.problems))
	for i, p := range w.problems {
		errs[i] = errors.New(p.text)
	}
	return errors.Join(errs...)
}

// Join adds a key of the schema to path.
func Join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

// JoinKey adds a key the file gives to path, quoted unless it is a plain
// word (filetext.Key), so that a key with a newline or a dot in it stays
// on one line and reads as one key.
func JoinKey(path, key string) string { return Join(path, filetext.Key(key)) }

// Index adds a list index to path: "players[2]".
func Index(path string, i int) string { return fmt.Sprintf("%s[%d]", path, i) }
