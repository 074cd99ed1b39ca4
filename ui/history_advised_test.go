package ui

import (
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
)

// TestHistoryMarksAdvisedGames: a solo game played with naqala's advice is
// marked "+" after its kind in the list ("solo+", "solo!+" when hard), and
// the foot says what the mark means, in English and German; the twin: a
// game without advice has no mark and, with none advised, no legend.
func TestHistoryMarksAdvisedGames(t *testing.T) {
	advised := soloRecord(9, 240, game.NotLost)
	advised.Advised = true
	hard := soloRecord(10, 200, game.NotLost)
	hard.Advised, hard.Solo.Hard = true, true
	for lang, legend := range map[string]string{"en": "keys  + with advice", "de": "Tasten  + mit Rat gespielt"} {
		rs := append(historyRecords(), advised, hard)
		out := drawScreen(t, NewHistoryView(rs, HistoryViewOptions{Language: lang}), screenWidth, screenHeight)
		for _, want := range []string{"2026-11-09  solo+", "2026-11-10  solo!+", "2026-11-07  solo  ", legend} {
			if !strings.Contains(out, want) {
				t.Errorf("%s: no %q in\n%s", lang, want, out)
			}
		}
		out = drawScreen(t, NewHistoryView(historyRecords(), HistoryViewOptions{Language: lang}), screenWidth, screenHeight)
		if strings.Contains(out, "solo+") || strings.Contains(out, legend) {
			t.Errorf("%s: no game advised, yet a mark:\n%s", lang, out)
		}
	}
}
