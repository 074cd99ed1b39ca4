package ui

import "testing"

func TestSparkline(t *testing.T) {
	tests := []struct {
		name         string
		scores       []int
		lost         []bool
		width        int
		blocks, mark string
		lo, hi       int
	}{
		{"lowest to highest", []int{100, 170, 240}, []bool{false, true, false}, 10, "▁▄█", " x", 100, 240},
		{"one game", []int{200}, []bool{false}, 10, "▅", "", 200, 200},
		{"the last width games", []int{100, 200, 150, 300}, []bool{true, false, false, false}, 2, "▁█", "", 150, 300},
		{"negative twin: no games, no line", nil, nil, 10, "", "", 0, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b, m, lo, hi := Sparkline(tc.scores, tc.lost, tc.width)
			if b != tc.blocks || m != tc.mark || lo != tc.lo || hi != tc.hi {
				t.Errorf("got %q %q %d-%d, want %q %q %d-%d", b, m, lo, hi, tc.blocks, tc.mark, tc.lo, tc.hi)
			}
		})
	}
}
