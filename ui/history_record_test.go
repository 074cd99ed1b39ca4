package ui

import (
	"strings"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/history"
)

// recordRecords are historyRecords with a game of Artisans in hard mode
// and one played with advice.
func recordRecords() []history.Record {
	rs := historyRecords()
	hard := soloRecord(9, 185, game.NotLost)
	hard.Expansions, hard.Solo.Hard = []string{"artisans"}, true
	advised := soloRecord(10, 240, game.NotLost)
	advised.Advised = true
	return append(rs, hard, advised)
}

// baseBaseline is a kept self-play run of the base game.
func baseBaseline() history.Baseline {
	return history.NewBaseline(history.RuleSet{}, time.Date(2026, 11, 20, 9, 0, 0, 0, time.UTC), 1, "advisor",
		[]int{160, 210, 95, 230}, []game.Loss{game.NotLost, game.NotLost, game.LostDjinns, game.NotLost})
}

// TestScreenHistoryRecord: r shows the solo record by rule set, the
// machine's figures beside the base game's marked with their game count
// and date, the hint where none is kept, and each rule set's scores as a
// sparkline; in English and German at 80x24, the losses that do not fit
// the row (German) on under their column, not cut.
func TestScreenHistoryRecord(t *testing.T) {
	for _, tc := range []struct {
		lang, golden string
		want         []string
	}{
		{"en", "history_record.txt", []string{" you                   7 5 (71%)", " naqala's advisor*     4 3 (75%)",
			"* naqala's advisor, 4 games, 2026-11-20", "advisor: no figures yet (naqala history --baseline)", "Scores: ", "▁", "Artisans, hard",
			"1/1/2/1  assassins 1, viziers 1\n"}},
		{"de", "history_record_de.txt", []string{" du                    7 5 (71%)", "* naqalas Berater, 4 Spiele, 2026-11-20", "Kunstschmiede, schwer",
			// The losses that do not fit go on under their column.
			"1/1/2/1  Meuchelmörder 1,\n" + strings.Repeat(" ", 57) + "Wesire 1\n"}},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			v := NewHistoryView(recordRecords(), HistoryViewOptions{Language: tc.lang, Baselines: []history.Baseline{baseBaseline()}})
			typeText(v, "r")
			out := drawScreen(t, v, screenWidth, screenHeight)
			for _, want := range tc.want {
				if !strings.Contains(out, want) {
					t.Errorf("screen lacks %q:\n%s", want, out)
				}
			}
			checkGolden(t, tc.golden, out)
			// r again goes back to the overview.
			typeText(v, "r")
			if out := drawScreen(t, v, screenWidth, screenHeight); strings.Contains(out, "Scores: ") {
				t.Errorf("r did not go back to the overview:\n%s", out)
			}
		})
	}
}

// TestScreenHistoryRecordNoBaseline is the negative twin: without a kept
// run no figure of the machine's is shown, only how to make one.
func TestScreenHistoryRecordNoBaseline(t *testing.T) {
	v := NewHistoryView(recordRecords(), HistoryViewOptions{})
	typeText(v, "r")
	out := drawScreen(t, v, screenWidth, screenHeight)
	if strings.Contains(out, "naqala's advisor*") || strings.Contains(out, "* naqala's advisor,") || !strings.Contains(out, "advisor: no figures yet") {
		t.Errorf("want the hint and no figures:\n%s", out)
	}
}

// TestScreenHistoryRecordScrolls: the rule sets that do not fit are
// reached by scrolling.
func TestScreenHistoryRecordScrolls(t *testing.T) {
	var rs []history.Record
	for i, x := range [][]string{nil, {"artisans"}, {"whims"}, {"artisans", "whims"}, {"thieves"}} {
		for _, hard := range []bool{false, true} {
			r := soloRecord(1+i, 200, game.NotLost)
			r.Expansions, r.Solo.Hard = x, hard
			rs = append(rs, r)
		}
	}
	v := NewHistoryView(rs, HistoryViewOptions{})
	typeText(v, "r")
	if out := drawScreen(t, v, screenWidth, screenHeight); strings.Contains(out, "Artisans, Whims, hard") {
		t.Fatalf("want the last rule set below the screen:\n%s", out)
	}
	pressKeys(v, tcell.KeyEnd)
	if out := drawScreen(t, v, screenWidth, screenHeight); !strings.Contains(out, "Artisans, Whims, hard") {
		t.Errorf("End did not reach the last rule set:\n%s", out)
	}
}

func TestScreenHistoryRecordEmpty(t *testing.T) {
	v := NewHistoryView([]history.Record{historyRecords()[0]}, HistoryViewOptions{}) // the multiplayer game
	typeText(v, "r")
	if out := drawScreen(t, v, screenWidth, screenHeight); !strings.Contains(out, "No solo games yet") {
		t.Errorf("want the empty record said:\n%s", out)
	}
}
