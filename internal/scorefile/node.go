package scorefile

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/naqala/naqala/internal/filetext"
	"go.yaml.in/yaml/v3"
)

// maxNumber bounds every count in a file, far above what a game holds, so
// that no sum overflows.
const maxNumber = 1_000_000

// reporter collects the problems of one file.
type reporter struct {
	name     string
	problems []problem
}

// problem is one line of the report.
type problem struct {
	line int
	err  error
}

// err joins the problems in the order of their lines in the file.
func (r *reporter) err() error {
	sort.SliceStable(r.problems, func(i, j int) bool { return r.problems[i].line < r.problems[j].line })
	errs := make([]error, len(r.problems))
	for i, p := range r.problems {
		errs[i] = p.err
	}
	return errors.Join(errs...)
}

// errf records a problem at node n (its line, when known) and path.
func (r *reporter) errf(n *yaml.Node, path, format string, a ...any) {
	where, line := r.name, 0
	if n != nil && n.Line > 0 {
		where, line = fmt.Sprintf("%s:%d", r.name, n.Line), n.Line
	}
	if path != "" {
		where += ": " + path
	}
	r.problems = append(r.problems, problem{line, fmt.Errorf("%s: %s", where, fmt.Sprintf(format, a...))})
}

// describe says what kind of value n is, for error messages.
func describe(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	case yaml.AliasNode:
		return "an alias"
	}
	if isNull(n) {
		return "nothing"
	}
	return strconv.Quote(n.Value)
}

// isNull reports whether n is absent or an explicit null.
func isNull(n *yaml.Node) bool {
	return n == nil || (n.Kind == yaml.ScalarNode && n.Tag == "!!null")
}

// fields reads a mapping's keys, reporting keys that are not in known,
// repeated keys and keys that are not plain words. It returns nil when n
// is not a mapping.
func (r *reporter) fields(n *yaml.Node, path string, known ...string) map[string]*yaml.Node {
	if n.Kind != yaml.MappingNode {
		r.errf(n, path, "want a mapping of %s, got %s", strings.Join(known, ", "), describe(n))
		return nil
	}
	out := map[string]*yaml.Node{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		key := k.Value
		kp := joinKey(path, key)
		if k.Kind != yaml.ScalarNode {
			r.errf(k, path, "a key must be a word, got %s", describe(k))
			continue
		}
		if !contains(known, key) {
			r.errf(k, kp, "unknown key (known: %s)", strings.Join(known, ", "))
			continue
		}
		if _, dup := out[key]; dup {
			r.errf(k, kp, "given twice")
			continue
		}
		if v.Kind == yaml.AliasNode {
			r.errf(v, kp, "aliases (*name) are not supported")
			continue
		}
		out[key] = v
	}
	return out
}

// list returns the items of a sequence; nil (and no problem) for null.
func (r *reporter) list(n *yaml.Node, path, what string) []*yaml.Node {
	if isNull(n) {
		return nil
	}
	if n.Kind != yaml.SequenceNode {
		r.errf(n, path, "want a list of %s, got %s", what, describe(n))
		return nil
	}
	var out []*yaml.Node
	for i, it := range n.Content {
		if it.Kind == yaml.AliasNode {
			r.errf(it, index(path, i), "aliases (*name) are not supported")
			continue
		}
		out = append(out, it)
	}
	return out
}

// count reads a whole number of pieces: 0 or more; null is 0.
func (r *reporter) count(n *yaml.Node, path string) int {
	if isNull(n) {
		return 0
	}
	if n.Kind != yaml.ScalarNode || (n.Tag != "!!int" && n.Tag != "!!str") {
		r.errf(n, path, "want a whole number, got %s", describe(n))
		return 0
	}
	v, err := strconv.Atoi(strings.TrimSpace(n.Value))
	switch {
	case err != nil:
		r.errf(n, path, "want a whole number, got %q", n.Value)
		return 0
	case v < 0:
		r.errf(n, path, "%d: must not be negative", v)
		return 0
	case v > maxNumber:
		r.errf(n, path, "%d: too large", v)
		return 0
	}
	return v
}

// flag reads true or false; null is false.
func (r *reporter) flag(n *yaml.Node, path string) bool {
	if isNull(n) {
		return false
	}
	if n.Kind == yaml.ScalarNode {
		if b, err := strconv.ParseBool(n.Value); err == nil {
			return b
		}
	}
	r.errf(n, path, "want true or false, got %s", describe(n))
	return false
}

// text reads a scalar as text; null is "".
func (r *reporter) text(n *yaml.Node, path string) string {
	if isNull(n) {
		return ""
	}
	if n.Kind != yaml.ScalarNode {
		r.errf(n, path, "want a word, got %s", describe(n))
		return ""
	}
	return n.Value
}

// word is text that also says whether the value was a word: false when a
// problem was reported, so the caller skips its own checks of the value
// (one mistake, one line).
func (r *reporter) word(n *yaml.Node, path string) (string, bool) {
	before := len(r.problems)
	s := r.text(n, path)
	return s, len(r.problems) == before
}

// number is count that also says whether the value was a fitting number:
// false when a problem was reported.
func (r *reporter) number(n *yaml.Node, path string) (int, bool) {
	before := len(r.problems)
	v := r.count(n, path)
	return v, len(r.problems) == before
}

func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

// joinKey adds a key the file gives to path, quoted unless it is a plain
// word (filetext.Key), so that a key with a newline or a dot in it stays
// on one line and reads as one key.
func joinKey(path, key string) string { return join(path, filetext.Key(key)) }

func index(path string, i int) string { return fmt.Sprintf("%s[%d]", path, i) }

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
