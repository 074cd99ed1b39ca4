package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"unicode"

	"github.com/naqala/naqala/internal/filetext"
	"go.yaml.in/yaml/v3"
)

// writeJSON writes v as indented JSON, every character of a file's text
// that does not print as itself escaped (filetext.JSON).
func writeJSON(w io.Writer, v any) error {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return err
	}
	_, err := w.Write(filetext.JSON(buf.Bytes()))
	return err
}

// marshalYAMLNode writes the node tree n as YAML for a person to read: a
// key or value that does not print as itself is written double-quoted,
// with each character that does not print as itself escaped (\e,
// \u202E), so that it means the same YAML.
func marshalYAMLNode(n *yaml.Node) ([]byte, error) {
	quoteScalars(n)
	b, err := yaml.Marshal(n)
	if err != nil {
		return nil, err
	}
	if filetext.Plain(string(bytes.ReplaceAll(b, []byte("\n"), nil))) {
		return b, nil
	}
	// What YAML counts as printable but a terminal does not (direction
	// marks, C1 controls, other spaces) can only stand in the quoted
	// scalars: escape it there.
	var out bytes.Buffer
	for _, r := range string(b) {
		switch {
		case r == '\n' || unicode.IsPrint(r) || r == '\u200c' || r == '\u200d':
			out.WriteRune(r)
		case r > 0xFFFF:
			fmt.Fprintf(&out, `\U%08X`, r)
		default:
			fmt.Fprintf(&out, `\u%04X`, r)
		}
	}
	return out.Bytes(), nil
}

// quoteScalars gives every scalar of n that does not print as itself the
// double-quoted style, the only one with escapes.
func quoteScalars(n *yaml.Node) {
	if n.Kind == yaml.ScalarNode && !filetext.Plain(n.Value) {
		n.Style = yaml.DoubleQuotedStyle
	}
	for _, c := range n.Content {
		quoteScalars(c)
	}
}
