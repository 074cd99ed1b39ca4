package sultan

import (
	"slices"
	"testing"
)

func TestTurnMerchantsTaken(t *testing.T) {
	if got := (Turn{}).Merchants(); got != 0 {
		t.Errorf("no capture: got %d, want 0", got)
	}
	turn := Turn{Captures: []Capture{{Merchants: 2}, {Elders: 1}, {Merchants: 3}}}
	if got := turn.Merchants(); got != 5 {
		t.Errorf("got %d, want 5", got)
	}
}

func TestStandInRow(t *testing.T) {
	for _, tc := range []struct {
		name              string
		merchants, fakirs int
		want              []string
	}{
		{"no card", 0, 0, []string{}},
		{"goods only", 3, 0, []string{"fish", "wheat", "pottery"}},
		{"Fakirs first", 3, 2, []string{"fakir", "fakir", "pottery"}},
		{"all Fakirs", 2, 2, []string{"fakir", "fakir"}},
		{"a row's cards at most", ResourceRowSize + 2, 1, []string{"fakir", "wheat", "pottery", "papyrus", "silk", "spice", "fish", "wheat", "pottery"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := StandInRow(tc.merchants, tc.fakirs)
			if !slices.Equal(got, tc.want) {
				t.Errorf("got %v, want %v", got, tc.want)
			}
		})
	}
}

func TestStandInRowInLog(t *testing.T) {
	in := RowsEvent(Rows{Resources: []string{"fish"}})
	out := RowsEvent(Rows{})
	resolve := ResolveEvent()
	tests := []struct {
		name string
		log  Log
		want bool
	}{
		{"a row put in and taken away", Log{{}, in, resolve, out}, true},
		{"a row put in and kept", Log{{}, in, resolve}, false},
		{"no row put in", Log{{}, RollEvent(Roll{1, 1}), resolve, out}, false},
		{"a row put in after", Log{{}, out, resolve, in}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := standInRow(tc.log, 2); got != tc.want {
				t.Errorf("got %v, want %v", got, tc.want)
			}
		})
	}
}
