package ui

import (
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/sultan"
)

// TestFakirsAnswerLetsYazidPlay: the Fakirs among the cards Yazid's
// Merchants take are asked after Enter let him play; the answer lets him,
// with no second Enter. Negative twin: Esc takes the question back and
// Yazid has not played.
func TestFakirsAnswerLetsYazidPlay(t *testing.T) {
	for _, tc := range []struct {
		name  string
		key   tcell.Key
		r     rune
		plays bool
	}{
		{"a digit answers and plays", tcell.KeyRune, '0', true},
		{"Esc plays nothing", tcell.KeyEscape, 0, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := fitSolo(t, "en", true, nil, "\r\r\r", sultan.Roll{White: 2, Black: 6})
			v := a.Screen().(*soloHost)
			if v.Step() != stepConfirm || !v.at.askingFakirs {
				t.Fatalf("step %s, asking %v (%s), want the Fakirs asked", v.Step(), v.at.askingFakirs, v.Message())
			}
			n := len(v.g.Log())
			press(v, tc.key, tc.r, 0)
			if got := v.Step() == stepChecklist && len(v.g.Log()) > n; got != tc.plays {
				t.Errorf("Yazid played: got %v, want %v (step %s, %s)", got, tc.plays, v.Step(), v.Message())
			}
		})
	}
}
