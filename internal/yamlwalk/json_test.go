package yamlwalk

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"unicode/utf16"

	"go.yaml.in/yaml/v3"
)

// pythonJSON writes s as Python's json.dumps does by default: every
// character beyond ASCII escaped, beyond the BMP as a surrogate pair.
func pythonJSON(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == '/':
			b.WriteString(`\/`)
		case r < 0x20 || r >= 0x7f:
			if r > 0xFFFF {
				r1, r2 := utf16.EncodeRune(r)
				fmt.Fprintf(&b, `\u%04x\u%04x`, r1, r2)
			} else {
				fmt.Fprintf(&b, `\u%04x`, r)
			}
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// FuzzYAMLFromJSON checks that YAML reads the rewritten JSON to the value
// encoding/json reads, for texts escaped as Python writes them and as
// given.
func FuzzYAMLFromJSON(f *testing.F) {
	for _, s := range []string{"A😀", "Öz", "a/b", `\ud83d`, "\t", "\u2028", "\x00"} {
		f.Add(s, false)
		f.Add(s, true)
	}
	f.Fuzz(func(t *testing.T, s string, python bool) {
		var doc string
		if python {
			doc = `{"k": ` + pythonJSON(s) + `}`
		} else {
			b, _ := json.Marshal(map[string]string{"k": s})
			doc = string(b)
		}
		var want map[string]string
		if err := json.Unmarshal([]byte(doc), &want); err != nil {
			t.Skip()
		}
		y := yamlFromJSON([]byte(doc))
		if strings.Count(string(y), "\n") != strings.Count(doc, "\n") {
			t.Fatalf("lines moved: %q -> %q", doc, y)
		}
		var got map[string]string
		if err := yaml.Unmarshal(y, &got); err != nil {
			t.Fatalf("%s -> %s: %v", doc, y, err)
		}
		if got["k"] != want["k"] {
			t.Fatalf("%s -> %s: YAML reads %q, encoding/json %q", doc, y, got["k"], want["k"])
		}
	})
}
