package ui

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/sultan"
)

// TestFakirsQuestionSaidOnce: when Enter lets Yazid play and his Merchant
// takes a card nobody entered, the Fakir question is said once, by the
// step, at 80x24 in en and de; the message line said it again. The twin:
// a key that answers nothing is refused in the message line.
func TestFakirsQuestionSaidOnce(t *testing.T) {
	for _, tc := range []struct{ lang, ask string }{
		{"en", "a Fakir?"},
		{"de", "ein Fakir?"},
	} {
		a := fitSolo(t, tc.lang, true, nil, "\r\r", sultan.Roll{White: 2, Black: 6})
		v := a.Screen().(*soloHost)
		if v.Step() != stepConfirm || !v.at.askingFakirs {
			t.Fatalf("%s: step %s, asking %v (%s), want the Fakirs asked", tc.lang, v.Step(), v.at.askingFakirs, v.Message())
		}
		got := drawScreen(t, v, screenWidth, screenHeight)
		if n := strings.Count(got, tc.ask); n != 1 || v.Message() != "" {
			t.Errorf("%s: the question said %d times, message %q, want once, by the step:\n%s", tc.lang, n, v.Message(), got)
		}
		press(v, tcell.KeyRune, 'x', 0)
		if !v.at.askingFakirs || !strings.Contains(v.Message(), tc.ask) {
			t.Errorf("%s: x: asking %v, message %q, want the question asked again in the message", tc.lang, v.at.askingFakirs, v.Message())
		}
	}
}
