package scorefile

import (
	"github.com/naqala/naqala/internal/yamlwalk"
	"go.yaml.in/yaml/v3"
)

// reporter collects the problems of one file: the shared walker
// (yamlwalk), with the short names the loader's many checks use.
type reporter struct {
	*yamlwalk.Walker
}

// err joins the problems in the order of their lines in the file.
func (r *reporter) err() error { return r.Err() }

// errf records a problem at node n (its line, when known) and path.
func (r *reporter) errf(n *yaml.Node, path, format string, a ...any) {
	r.Node(n, path, format, a...)
}

// fields reads a mapping's keys (yamlwalk.Walker.Fields).
func (r *reporter) fields(n *yaml.Node, path string, known ...string) map[string]*yaml.Node {
	return r.Fields(n, path, known...)
}

// list returns the items of a sequence; nil (and no problem) for null.
func (r *reporter) list(n *yaml.Node, path, what string) []*yaml.Node {
	return r.List(n, path, what)
}

// count reads a whole number of pieces: 0 or more; null is 0.
func (r *reporter) count(n *yaml.Node, path string) int { return r.Count(n, path) }

// flag reads true or false; null is false.
func (r *reporter) flag(n *yaml.Node, path string) bool { return r.Flag(n, path) }

// text reads a scalar as text; null is "".
func (r *reporter) text(n *yaml.Node, path string) string {
	s, _ := r.Text(n, path)
	return s
}

// word is text that also says whether the value was a word: false when a
// problem was reported, so the caller skips its own checks of the value
// (one mistake, one line).
func (r *reporter) word(n *yaml.Node, path string) (string, bool) { return r.Text(n, path) }

// number is count that also says whether the value was a fitting number.
func (r *reporter) number(n *yaml.Node, path string) (int, bool) {
	return r.Int(n, path, 0, yamlwalk.MaxNumber)
}

var (
	describe = yamlwalk.Describe
	isNull   = yamlwalk.IsNull
	join     = yamlwalk.Join
	joinKey  = yamlwalk.JoinKey
	index    = yamlwalk.Index
)
