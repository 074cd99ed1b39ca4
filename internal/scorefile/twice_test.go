package scorefile

import "testing"

// A key given twice is one problem, wherever it is, naming the line of
// the first; the twin, a good given twice in two spellings, is the
// merchandise's own check.
func TestGivenTwiceOnce(t *testing.T) {
	tests := []struct {
		name, file, want string
	}{
		{"top", two + "format: naqala/score/v1\nformat: naqala/score/v1\n", "t.yaml:5: format: given twice (first on line 4)"},
		{"rules", two + "rules:\n  thief_vp: 3\n  thief_vp: 4\n", "t.yaml:6: rules.thief_vp: given twice (first on line 5)"},
		{"merchandise", "players:\n  - {name: A, merchandise: {fish: 1, fish: 2}}\n  - {name: B}\n", "t.yaml:2: players[0].merchandise.fish: given twice (first on line 2)"},
		{"merchandise in two spellings", "players:\n  - {name: A, merchandise: {fish: 1, Fish: 2}}\n  - {name: B}\n", "t.yaml:2: players[0].merchandise.Fish: given twice"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Load("t.yaml", []byte(tt.file), Options{})
			if err == nil || err.Error() != tt.want {
				t.Errorf("got %v, want %q alone", err, tt.want)
			}
		})
	}
}

// The twin: each key once is no problem.
func TestGivenOnce(t *testing.T) {
	if _, err := Load("t.yaml", []byte(two+"rules:\n  thief_vp: 3\n"), Options{}); err != nil {
		t.Errorf("got %v", err)
	}
}
