package store

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/naqala/naqala/internal/filetext"
)

// Issue 9, item 11: the message for a damaged save prints what the file
// holds quoted or escaped: rule values, keys, event kinds and fields.
func TestDamagedSaveMessageEscaped(t *testing.T) {
	good := string(goodSave(t))
	hostile := []string{`\u001b[2J`, `\u001b]0;pwned\u0007`, `a\nstore: forged`, `\u202eevil`, `\u009b2J`}
	for _, h := range hostile {
		cases := map[string]string{
			"rule value":  strings.Replace(good, `"black_six":"topmost_with_meeples"`, `"black_six":"`+h+`"`, 1),
			"rule key":    strings.Replace(good, `"rules": {`, `"rules": {"`+h+`": "x", `, 1),
			"setup field": strings.Replace(good, `"setup": {`, `"setup": {"`+h+`": 1, `, 1),
			"event kind":  strings.Replace(good, `{"kind":"roll"`, `{"kind":"`+h+`"`, 1),
			"event field": strings.Replace(good, `{"kind":"roll"`, `{"kind":"roll","`+h+`":1`, 1),
			"format":      strings.Replace(good, SaveFormat, h, 1),
		}
		for name, data := range cases {
			if data == good {
				t.Fatalf("%s: the case changes nothing", name)
			}
			s := newStore(t)
			path := s.SavePath("broken")
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
				t.Fatal(err)
			}
			_, _, err := s.LoadSolo(path)
			if err == nil {
				t.Fatalf("%s %s: loads, want damaged", name, h)
			}
			if msg := err.Error(); !filetext.Plain(msg) {
				t.Errorf("%s %s: the message holds raw text: %q", name, h, msg)
			}
		}
	}
}
