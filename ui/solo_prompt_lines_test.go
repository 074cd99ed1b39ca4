package ui

import (
	"testing"
)

// TestPromptTextList: a prompt's options side by side, two blanks
// apart, as many a line as fit; one too wide stands alone (the twin).
func TestPromptTextList(t *testing.T) {
	tests := []struct {
		name  string
		w     int
		items []string
		want  []string
	}{
		{"all on a line", 40, []string{"1 fish", "2 silk", "3 wheat"}, []string{"1 fish  2 silk  3 wheat"}},
		{"exactly the width", 14, []string{"1 fish", "2 silk"}, []string{"1 fish  2 silk"}},
		{"one over: the next line", 13, []string{"1 fish", "2 silk"}, []string{"1 fish", "2 silk"}},
		{"a wide one alone", 10, []string{"1 fish", "2 Fabulous Lamp", "3 silk"}, []string{"1 fish", "2 Fabulous Lamp", "3 silk"}},
		{"nothing", 40, nil, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := &promptText{lang: "en", w: tc.w, ink: newInks(false)}
			p.list(tc.items)
			var got []string
			for _, l := range p.out {
				got = append(got, l.text)
			}
			if len(got) != len(tc.want) {
				t.Fatalf("got %q, want %q", got, tc.want)
			}
			for i := range got {
				if got[i] != tc.want[i] {
					t.Errorf("line %d: got %q, want %q", i, got[i], tc.want[i])
				}
			}
		})
	}
}
