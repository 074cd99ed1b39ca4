package safetext

import (
	"encoding/json"
	"testing"
)

func TestJSON(t *testing.T) {
	for _, name := range []string{"Aylin", "名前 😀", "\u202eevil", "\u0085nel", "\U000E0041tag", "\x1b[2J", "a\nb", "nbsp\u00a0"} {
		data, err := json.MarshalIndent(map[string]string{"name": name}, "", "  ")
		if err != nil {
			t.Fatal(err)
		}
		out := JSON(data)
		for _, line := range splitLines(string(out)) {
			if !Plain(line) {
				t.Errorf("JSON of %q: line %q does not print as itself", name, line)
			}
		}
		var back map[string]string
		if err := json.Unmarshal(out, &back); err != nil || back["name"] != name {
			t.Errorf("JSON of %q reads back as %q, %v", name, back["name"], err)
		}
	}
}

func splitLines(s string) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}

// FuzzJSON checks that JSON keeps the meaning of any JSON encoding/json
// writes and leaves nothing that does not print as itself.
func FuzzJSON(f *testing.F) {
	for _, s := range []string{"Aylin", "\u202e", "\U000E0041", "\x1b"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		data, err := json.Marshal([]string{s})
		if err != nil {
			t.Fatal(err)
		}
		out := JSON(data)
		if !Plain(string(out)) {
			t.Fatalf("JSON(%s) = %s does not print as itself", data, out)
		}
		var a, b []string
		if err := json.Unmarshal(data, &a); err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(out, &b); err != nil || a[0] != b[0] {
			t.Fatalf("JSON(%s) = %s reads back as %q, want %q (%v)", data, out, b, a, err)
		}
	})
}
