package solofile

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/naqala/naqala/internal/filetext"
	"go.yaml.in/yaml/v3"
)

// decoder walks a YAML node tree against the file's schema, collecting
// every problem with its path.
type decoder struct {
	name string
	err  []error
}

func (d *decoder) fail(path, format string, a ...any) {
	if path == "" {
		path = "(top level)"
	}
	d.err = append(d.err, fmt.Errorf("%s: %s: %s", d.name, path, fmt.Sprintf(format, a...)))
}

func (d *decoder) errs() error { return errors.Join(d.err...) }

func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

func kind(n *yaml.Node) string {
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
	return fmt.Sprintf("%q", n.Value)
}

func isNull(n *yaml.Node) bool {
	return n.Kind == yaml.ScalarNode && (n.Tag == "!!null" || (n.Value == "" && n.Style == 0 && n.Tag == ""))
}

// mapping calls the field's function for each key of n, and reports
// unknown and repeated keys.
func (d *decoder) mapping(n *yaml.Node, path string, fields map[string]func(*yaml.Node, string)) {
	if isNull(n) && path != "" {
		return
	}
	if n.Kind != yaml.MappingNode {
		d.fail(path, "want a mapping, got %s", kind(n))
		return
	}
	seen := map[string]bool{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k := n.Content[i].Value
		p := join(path, filetext.Key(k))
		f, ok := fields[k]
		if !ok {
			names := make([]string, 0, len(fields))
			for name := range fields {
				names = append(names, name)
			}
			sort.Strings(names)
			d.fail(p, "unknown key (known: %s)", strings.Join(names, ", "))
			continue
		}
		if seen[k] {
			d.fail(p, "given twice")
			continue
		}
		seen[k] = true
		f(n.Content[i+1], p)
	}
}

func (d *decoder) int(n *yaml.Node, path string) int {
	var v int
	if n.Kind != yaml.ScalarNode || n.ShortTag() != "!!int" || n.Decode(&v) != nil {
		d.fail(path, "want a whole number, got %s", kind(n))
		return 0
	}
	return v
}

func (d *decoder) str(n *yaml.Node, path string) string {
	if n.Kind != yaml.ScalarNode {
		d.fail(path, "want text, got %s", kind(n))
		return ""
	}
	if isNull(n) {
		return ""
	}
	return n.Value
}

// strs reads a list of texts; with split, a single text is split at
// commas too ("artisans,whims").
func (d *decoder) strs(n *yaml.Node, path string, split bool) []string {
	if isNull(n) {
		return nil
	}
	if n.Kind == yaml.ScalarNode && split {
		var out []string
		for _, s := range strings.Split(n.Value, ",") {
			if s = strings.TrimSpace(s); s != "" {
				out = append(out, s)
			}
		}
		return out
	}
	if n.Kind != yaml.SequenceNode {
		d.fail(path, "want a list, got %s", kind(n))
		return nil
	}
	out := []string{}
	for i, c := range n.Content {
		out = append(out, d.str(c, fmt.Sprintf("%s[%d]", path, i)))
	}
	return out
}

func sortedKeys(m map[string]string) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
