package yamlwalk

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/naqala/naqala/internal/filetext"
)

// MaxProblems is how many problems an error lists; the rest are counted
// on a last line.
const MaxProblems = 100

// Walker collects the problems of one file.
type Walker struct {
	name     string
	problems []problem
	lines    map[string]int
}

// problem is one line of the report.
type problem struct {
	line int
	text string
}

// New returns a Walker for the file named name (its path; quoted when it
// does not print as itself).
func New(name string) *Walker {
	return &Walker{name: filetext.Text(name), lines: map[string]int{}}
}

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

// Err joins the problems in the order of their lines, the first
// MaxProblems of them, or is nil.
func (w *Walker) Err() error {
	if len(w.problems) == 0 {
		return nil
	}
	sort.SliceStable(w.problems, func(i, j int) bool { return w.problems[i].line < w.problems[j].line })
	n := min(len(w.problems), MaxProblems)
	errs := make([]error, 0, n+1)
	for _, p := range w.problems[:n] {
		errs = append(errs, errors.New(p.text))
	}
	if more := len(w.problems) - n; more > 0 {
		errs = append(errs, fmt.Errorf("%s: ... and %d more problems", w.name, more))
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
