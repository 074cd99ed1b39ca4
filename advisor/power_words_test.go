package advisor

import (
	"testing"

	"github.com/naqala/naqala/sultan"
)

// TestPowerWordsNameTheItem: a Magic Item that powerWords has no
// sentence for is named as the table names it ("the Horn of Plenty"),
// never by its key; the twin: a Djinn without a sentence keeps its name.
func TestPowerWordsNameTheItem(t *testing.T) {
	st := hornTable(t, true)
	for _, tc := range []struct{ power, want string }{
		{"horn_of_plenty", "the Horn of Plenty"},
		{"flying_carpet", "the Flying Carpet"},
		{"Marid", "Marid"},
	} {
		if got := powerWords(sultan.PowerUse{Power: tc.power}, st, sultan.TurnProgress{}); got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.power, got, tc.want)
		}
	}
}
