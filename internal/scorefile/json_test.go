package scorefile

import (
	"encoding/json"
	"testing"
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
