package testtool

import "testing"

func TestGCPercent(t *testing.T) {
	tests := []struct {
		gogc, bench string
		want        int
		set         bool
	}{
		{"", "", GCPercent, true},
		{"100", "", 0, false},
		{"off", "", 0, false},
		{"", ".", 0, false},
		{"", "BenchmarkKey", 0, false},
	}
	for _, tt := range tests {
		got, set := gcPercent(tt.gogc, tt.bench)
		if got != tt.want || set != tt.set {
			t.Errorf("gcPercent(GOGC %q, -test.bench %q) = %d, %v; want %d, %v", tt.gogc, tt.bench, got, set, tt.want, tt.set)
		}
	}
}
