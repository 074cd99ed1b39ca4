package game

import "testing"

func TestNeedsMountains(t *testing.T) {
	for _, tc := range []struct {
		board string
		want  bool
	}{
		{"W V\nO W", true},    // Workshops, no Mountain yet
		{"W V\nO W^s", false}, // a Mountain set
		{"V V\nO SM", false},  // no Workshop
		{"V^n V\nO SM", false},
	} {
		b, err := ParseBoard(tc.board)
		if err != nil {
			t.Fatal(err)
		}
		if got := b.NeedsMountains(); got != tc.want {
			t.Errorf("%q: got %v, want %v", tc.board, got, tc.want)
		}
	}
}
