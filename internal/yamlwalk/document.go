package yamlwalk

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"strconv"
	"strings"

	"github.com/naqala/naqala/internal/filetext"
	"go.yaml.in/yaml/v3"
)

// Document reads data as one YAML document, or as JSON when it is a JSON
// object (its lines kept, so that problems name the JSON's own lines),
// and returns its top value; nil when the file is not YAML, empty or
// holds a second document, each reported. want says what the file holds,
// for an empty file ("the final state of a game"; "": an empty file is
// no problem); one is what a file holds one of, for a second document
// ("game"). Every key given twice, at any depth, is reported here.
func (w *Walker) Document(data []byte, want, one string) *yaml.Node {
	trimmed := bytes.TrimSpace(data)
	if len(trimmed) == 0 {
		w.empty(want)
		return nil
	}
	isJSON := trimmed[0] == '{'
	if isJSON && json.Valid(trimmed) {
		data = yamlFromJSON(data)
	}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	var doc, next yaml.Node
	if err := dec.Decode(&doc); err != nil && err != io.EOF {
		w.syntax(err, data, isJSON)
		return nil
	}
	// One file, one document: a second (after ---) is refused, not
	// ignored; a --- with nothing after it is no document.
	switch err := dec.Decode(&next); {
	case err == io.EOF:
	case err != nil:
		w.syntax(err, data, isJSON)
		return nil
	case len(next.Content) > 0 && !IsNull(next.Content[0]):
		w.Errorf(next.Line, "", "a second YAML document (after ---): a file holds one %s", one)
		return nil
	}
	if doc.Kind != yaml.DocumentNode || len(doc.Content) == 0 {
		w.empty(want)
		return nil
	}
	w.duplicates(doc.Content[0], "", 0)
	return doc.Content[0]
}

func (w *Walker) empty(want string) {
	if want != "" {
		w.Errorf(0, "", "empty file: want %s", want)
	}
}

// maxDepth bounds the nesting duplicates walks: no file of naqala's nests
// deeper than a few levels.
const maxDepth = 64

// duplicates reports every key given twice in a mapping of the tree at n,
// wherever it is (the last would win where a decoder reads the file):
// once, here, for every file, so that Fields and Pairs skip those keys.
func (w *Walker) duplicates(n *yaml.Node, path string, depth int) {
	if depth > maxDepth {
		return
	}
	switch n.Kind {
	case yaml.MappingNode:
		seen := map[string]*yaml.Node{}
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, v := n.Content[i], n.Content[i+1]
			key := k.Value
			if w.fold {
				key = strings.ToLower(key)
			}
			kp := JoinKey(path, key)
			if k.Kind == yaml.ScalarNode {
				if first := seen[key]; first != nil {
					how := ""
					if first.Value != k.Value {
						how = ", as " + filetext.Text(first.Value) + "; keys are read in any case"
					}
					w.errf(k, kp, "given twice (first on line %d%s)", first.Line, how)
					w.twice[k] = true
					continue
				}
				seen[key] = k
			}
			w.duplicates(v, kp, depth+1)
		}
	case yaml.SequenceNode:
		for i, it := range n.Content {
			w.duplicates(it, Index(path, i), depth+1)
		}
	}
}

// syntax reports a file that is not YAML, at the line the parser names
// ("yaml: line 3: ..."), with a hint when that line is indented with a
// tab; a file that begins as a JSON object and is neither is not valid
// JSON, at the line encoding/json names.
func (w *Walker) syntax(err error, data []byte, isJSON bool) {
	if isJSON {
		var v any
		var se *json.SyntaxError
		if jerr := json.Unmarshal(data, &v); errors.As(jerr, &se) {
			line := 1 + bytes.Count(data[:min(int(se.Offset), len(data))], []byte("\n"))
			w.Errorf(line, "", "not valid JSON: %v", se)
			return
		} else if jerr != nil {
			w.Errorf(0, "", "not valid JSON: %v", jerr)
			return
		}
	}
	msg := strings.TrimPrefix(err.Error(), "yaml: ")
	line := 0
	if rest, ok := strings.CutPrefix(msg, "line "); ok {
		if n, after, ok := strings.Cut(rest, ": "); ok {
			if v, err := strconv.Atoi(n); err == nil && v > 0 {
				line, msg = v, after
			}
		}
	}
	lines := strings.Split(string(data), "\n")
	if line > 0 && line <= len(lines) && strings.HasPrefix(strings.TrimLeft(lines[line-1], " "), "\t") {
		msg += " (a tab at the start of the line: indent with spaces)"
	}
	w.Errorf(line, "", "not valid YAML: %s", msg)
}
