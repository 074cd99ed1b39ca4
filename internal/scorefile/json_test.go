package scorefile

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"unicode/utf16"

	"go.yaml.in/yaml/v3"
)

// Issue 9, item 13: JSON as Python's json.dump writes it (characters
// beyond ASCII escaped, those beyond the BMP as surrogate pairs) is read
// as encoding/json reads it; its twin, the same names as UTF-8, too.
func TestJSONEscapes(t *testing.T) {
	tests := []struct {
		name, json, want string
	}{
		{"surrogate pair", `"A\ud83d\ude00"`, "A😀"},
		{"upper-case pair", `"\uD83D\uDE00"`, "😀"},
		{"UTF-8 twin", `"A😀"`, "A😀"},
		{"BMP escape", `"\u00d6z"`, "Öz"},
		{"escaped slash", `"A\/B"`, "A/B"},
		{"lone high surrogate", `"A\ud83dB"`, "A\uFFFDB"},
		{"lone low surrogate", `"A\ude00"`, "A\uFFFD"},
		{"high then BMP", `"\ud83d\u00d6"`, "\uFFFDÖ"},
		{"escaped backslash before u", `"A\\ud83d"`, `A\ud83d`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var want string
			if err := json.Unmarshal([]byte(tt.json), &want); err != nil || want != tt.want {
				t.Fatalf("encoding/json reads %s as %q (%v), the test wants %q", tt.json, want, err, tt.want)
			}
			data := `{"players": [{"name": ` + tt.json + `, "coins": 3}, {"name": "B"}]}`
			f, err := Load("t.json", []byte(data), Options{})
			if err != nil {
				t.Fatal(err)
			}
			if got := f.Game.Players[0].Name; got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

// The lines of problems in a JSON file stay the JSON's own.
func TestJSONEscapesKeepLines(t *testing.T) {
	data := "{\n\t\"players\": [\n\t\t{\"name\": \"\\ud83d\\ude00 \\/\", \"coins\": 3},\n\t\t{\"name\": \"B\", \"coins\": -1}\n\t]\n}\n"
	_, err := Load("t.json", []byte(data), Options{})
	if err == nil || err.Error() != "t.json:4: players[1].coins: -1: must not be negative" {
		t.Errorf("got %v, want the problem on line 4", err)
	}
}

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
