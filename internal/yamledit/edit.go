package yamledit

import (
	"bytes"
	"errors"
	"fmt"
	"reflect"
	"strings"

	"go.yaml.in/yaml/v3"
)

// Change is one change to a document: the key at Path gets Value, or is
// removed.
type Change struct {
	// Path names the key from the top of the document, such as
	// {"language"} or {"rules", "thief_vp"}. Mappings missing on the way
	// are added.
	Path []string
	// Value is the new value: a string, a number, a bool or anything
	// else the YAML encoder writes. Unused with Remove.
	Value any
	// Remove deletes the key (nothing happens when it is absent); a
	// mapping the removal leaves empty goes too.
	Remove bool
}

// SameKey reports whether key, as written in the document, names the last
// element of path. Nil compares without regard to case, as viper does.
type SameKey func(path []string, key string) bool

func equalFold(path []string, key string) bool { return strings.EqualFold(key, path[len(path)-1]) }

// MaxSize is the largest document Edit reads: configuration files are
// small, and a bigger one is not a configuration file.
const MaxSize = 1 << 20

// Edit returns src with the changes made, in order. It refuses a document
// that is not YAML, whose top is not a mapping, or where a change would
// go through a value that is not a mapping; then nothing is changed. A
// change that leaves a value as it was changes no byte.
func Edit(src []byte, changes []Change, same SameKey) ([]byte, error) {
	if len(src) > MaxSize {
		return nil, fmt.Errorf("yamledit: %d bytes, more than the %d a configuration file may have", len(src), MaxSize)
	}
	if same == nil {
		same = equalFold
	}
	var orig yaml.Node
	if err := yaml.Unmarshal(src, &orig); err != nil {
		return nil, fmt.Errorf("yamledit: %w", err)
	}
	origin := map[*yaml.Node]*yaml.Node{}
	var edited *yaml.Node
	switch {
	case orig.Kind == 0 || len(orig.Content) == 0:
		// Empty, or only comments: the changes are added at the end.
		edited = &yaml.Node{Kind: yaml.DocumentNode, Content: []*yaml.Node{{Kind: yaml.MappingNode, Tag: "!!map"}}}
	case orig.Content[0].Kind == yaml.MappingNode:
		edited = clone(&orig, origin)
	case orig.Content[0].Kind == yaml.ScalarNode && orig.Content[0].ShortTag() == "!!null":
		edited = clone(&orig, origin)
		edited.Content[0] = &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map"}
	default:
		return nil, fmt.Errorf("yamledit: line %d: the document is not a mapping of keys", orig.Content[0].Line)
	}
	root := edited.Content[0]
	for _, c := range changes {
		if len(c.Path) == 0 {
			return nil, errors.New("yamledit: a change without a key")
		}
		var err error
		if c.Remove {
			_, err = remove(root, c.Path, 1, same)
		} else {
			err = set(root, c, same)
		}
		if err != nil {
			return nil, err
		}
	}
	var want any
	if err := edited.Decode(&want); err != nil {
		return nil, fmt.Errorf("yamledit: %w", err)
	}
	sp := newSplicer(src, &orig, origin)
	if sp.document(edited) {
		if len(sp.edits) == 0 {
			return src, nil
		}
		if out := sp.apply(); readsAs(out, want) {
			return out, nil
		}
	}
	out, err := encode(edited, sp.unit)
	if err != nil {
		return nil, err
	}
	if !readsAs(out, want) {
		return nil, errors.New("yamledit: the edited document does not read back as edited")
	}
	return out, nil
}

// clone copies the tree at n; origin maps each copy to its original.
// Aliases in the copy point to the copied anchors.
func clone(n *yaml.Node, origin map[*yaml.Node]*yaml.Node) *yaml.Node {
	copies := map[*yaml.Node]*yaml.Node{}
	var walk func(n *yaml.Node) *yaml.Node
	walk = func(n *yaml.Node) *yaml.Node {
		c := *n
		c.Content = make([]*yaml.Node, len(n.Content))
		for i, k := range n.Content {
			c.Content[i] = walk(k)
		}
		origin[&c] = n
		copies[n] = &c
		return &c
	}
	out := walk(n)
	for c := range origin {
		if c.Alias != nil && copies[c.Alias] != nil {
			c.Alias = copies[c.Alias]
		}
	}
	return out
}

// find returns the index in m.Content of the key naming path, or -1.
func find(m *yaml.Node, path []string, same SameKey) (int, error) {
	at := -1
	for i := 0; i+1 < len(m.Content); i += 2 {
		k := m.Content[i]
		if k.Kind != yaml.ScalarNode || !same(path, k.Value) {
			continue
		}
		if at >= 0 {
			return 0, fmt.Errorf("yamledit: line %d: %s is there twice (line %d)", k.Line, dotted(path), m.Content[at].Line)
		}
		at = i
	}
	return at, nil
}

func dotted(path []string) string { return strings.Join(path, ".") }

// set gives the key of c.Path its value, adding the key and the mappings
// on the way when missing.
func set(m *yaml.Node, c Change, same SameKey) error {
	for i := range c.Path {
		path := c.Path[:i+1]
		k, err := find(m, path, same)
		if err != nil {
			return err
		}
		if i == len(c.Path)-1 {
			v, err := valueNode(c.Value)
			if err != nil {
				return fmt.Errorf("yamledit: %s: %w", dotted(path), err)
			}
			if k < 0 {
				m.Content = append(m.Content, &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: c.Path[i]}, v)
				return nil
			}
			old := m.Content[k+1]
			if sameValue(old, v) {
				return nil
			}
			// In place, so that aliases of an anchored value follow it.
			keepLook(v, old)
			*old = *v
			return nil
		}
		if k < 0 {
			child := &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map"}
			m.Content = append(m.Content, &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: c.Path[i]}, child)
			m = child
			continue
		}
		child := m.Content[k+1]
		switch {
		case child.Kind == yaml.MappingNode:
			m = child
		case child.Kind == yaml.ScalarNode && child.ShortTag() == "!!null":
			// "rules:" or "rules: ~" gets its first key; the comment on
			// its line stays there.
			if key := m.Content[k]; key.LineComment == "" {
				key.LineComment = child.LineComment
			}
			*child = yaml.Node{Kind: yaml.MappingNode, Tag: "!!map", Anchor: child.Anchor, Line: child.Line, Column: child.Column}
			m = child
		case child.Kind == yaml.AliasNode:
			return fmt.Errorf("yamledit: line %d: %s is an alias (*%s): change it by hand", child.Line, dotted(path), child.Value)
		default:
			return fmt.Errorf("yamledit: line %d: %s is not a mapping", child.Line, dotted(path))
		}
	}
	return nil
}

// remove deletes the key of path below m (depth keys of it matched so
// far) and reports whether m is left empty by it.
func remove(m *yaml.Node, path []string, depth int, same SameKey) (bool, error) {
	k, err := find(m, path[:depth], same)
	if err != nil || k < 0 {
		return false, err
	}
	if depth < len(path) {
		child := m.Content[k+1]
		if child.Kind != yaml.MappingNode {
			return false, nil // nothing below to remove
		}
		empty, err := remove(child, path, depth+1, same)
		if err != nil || !empty {
			return false, err
		}
	}
	m.Content = append(m.Content[:k], m.Content[k+2:]...)
	return len(m.Content) == 0, nil
}

// valueNode is the node of a new value.
func valueNode(v any) (*yaml.Node, error) {
	var n yaml.Node
	if err := n.Encode(v); err != nil {
		return nil, err
	}
	return &n, nil
}

// keepLook gives the new value v the comments of the old one and, when
// both are strings, its quotes.
func keepLook(v, old *yaml.Node) {
	v.HeadComment, v.LineComment, v.FootComment = old.HeadComment, old.LineComment, old.FootComment
	v.Anchor, v.Line, v.Column = old.Anchor, old.Line, old.Column
	if v.Kind == yaml.ScalarNode && v.ShortTag() == "!!str" && old.Kind == yaml.ScalarNode && old.ShortTag() == "!!str" {
		if q := old.Style & (yaml.DoubleQuotedStyle | yaml.SingleQuotedStyle); q != 0 {
			v.Style = q
		}
	}
}

// sameValue reports whether a and b read as the same value.
func sameValue(a, b *yaml.Node) bool {
	if a.Kind != b.Kind || a.ShortTag() != b.ShortTag() || len(a.Content) != len(b.Content) {
		return false
	}
	if a.Kind == yaml.ScalarNode && a.Value != b.Value {
		return false
	}
	if a.Kind == yaml.AliasNode {
		return a.Alias == b.Alias
	}
	for i := range a.Content {
		if !sameValue(a.Content[i], b.Content[i]) {
			return false
		}
	}
	return true
}

// readsAs reports whether the document out reads as the value want.
func readsAs(out []byte, want any) bool {
	var got any
	if err := yaml.Unmarshal(out, &got); err != nil {
		return false
	}
	return reflect.DeepEqual(got, want)
}

// encode writes the whole tree with the document's indentation.
func encode(doc *yaml.Node, indent int) ([]byte, error) {
	var b bytes.Buffer
	enc := yaml.NewEncoder(&b)
	enc.SetIndent(indent)
	if err := enc.Encode(doc); err != nil {
		return nil, fmt.Errorf("yamledit: %w", err)
	}
	if err := enc.Close(); err != nil {
		return nil, fmt.Errorf("yamledit: %w", err)
	}
	return b.Bytes(), nil
}
