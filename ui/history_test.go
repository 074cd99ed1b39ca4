package ui

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/history"
	"github.com/naqala/naqala/scoring"
)

// soloRecord is a solo game of total points on day d of November 2026.
func soloRecord(d, total int, lost game.Loss) history.Record {
	r := history.Record{
		Date:    time.Date(2026, 11, d, 20, 0, 0, 0, time.UTC),
		Kind:    history.KindSolo,
		Players: []history.PlayerRecord{{Name: "You", Rank: 1, Total: total}},
		Solo:    &history.SoloRecord{Survived: lost == game.NotLost, Reason: lost},
	}
	if lost == game.NotLost {
		r.Solo.Title = scoring.TitleFor(total)
		r.Winners = []string{"You"}
	}
	return r
}

func historyRecords() []history.Record {
	rs := []history.Record{
		soloRecord(1, 170, game.NotLost),
		soloRecord(2, 199, game.NotLost),
		soloRecord(3, 150, game.LostAssassins),
		soloRecord(4, 230, game.NotLost),
		soloRecord(5, 262, game.NotLost),
		soloRecord(6, 205, game.LostViziers),
		soloRecord(7, 221, game.NotLost),
		{Date: time.Date(2026, 11, 8, 21, 0, 0, 0, time.UTC), Kind: history.KindMulti,
			Players: []history.PlayerRecord{{Name: "Aylin", Rank: 1, Total: 231}, {Name: "Bora", Rank: 2, Total: 190}},
			Winners: []string{"Aylin"}},
	}
	// In any order: the screen sorts by date.
	rs[0], rs[7] = rs[7], rs[0]
	return rs
}

func TestScreenHistory(t *testing.T) {
	v := NewHistoryView(historyRecords(), HistoryViewOptions{})
	out := drawScreen(t, v, screenWidth, screenHeight)
	for _, want := range []string{"8 games (7 solo, 1 multiplayer)", "survived 5 of 7 (71%)", "Saladin >=251", "Iznogoud <=190"} {
		if !strings.Contains(out, want) {
			t.Errorf("screen lacks %q", want)
		}
	}
	checkGolden(t, "history.txt", out)
}

func TestScreenHistoryEmpty(t *testing.T) {
	v := NewHistoryView(nil, HistoryViewOptions{})
	checkGolden(t, "history_empty.txt", drawScreen(t, v, screenWidth, screenHeight))
}

func TestHistoryChartBands(t *testing.T) {
	// Each game's mark stands in the band of its title: 190 and 191,
	// 220 and 221, 250 and 251 fall on different sides of a band line.
	tests := []struct {
		total int
		band  string
	}{
		{190, "Iznogoud"}, {191, "Jafaar"}, {220, "Jafaar"}, {221, "Al-Rachid"}, {250, "Al-Rachid"}, {251, "Saladin"},
	}
	for _, tc := range tests {
		v := NewHistoryView([]history.Record{soloRecord(1, tc.total, game.NotLost)}, HistoryViewOptions{})
		out := drawScreen(t, v, screenWidth, screenHeight)
		lines := strings.Split(out, "\n")
		mark, label := -1, map[string]int{}
		for i, l := range lines {
			if j := strings.Index(l, "|"); j >= 0 && strings.Contains(l[j:], "*") {
				mark = i
			}
			for _, b := range titleBands {
				if strings.Contains(l, shortTitle(b.title)+" ") && strings.Contains(l, "|") {
					label[shortTitle(b.title)] = i
				}
			}
		}
		start := label[tc.band]
		if mark < start || mark >= start+2 {
			t.Errorf("total %d: mark on line %d, want in the %s band from line %d\n%s", tc.total, mark, tc.band, start, out)
		}
	}
}

func TestHistoryScrollAndClose(t *testing.T) {
	var rs []history.Record
	for d := 1; d <= 28; d++ {
		rs = append(rs, soloRecord(d, 150+4*d, game.NotLost))
	}
	closed := false
	v := NewHistoryView(rs, HistoryViewOptions{OnClose: func() { closed = true }})
	for range 40 {
		pressKeys(v, tcell.KeyPgDn)
	}
	out := drawScreen(t, v, screenWidth, screenHeight)
	if !strings.Contains(out, "2026-11-01") {
		t.Errorf("the oldest game is not reachable:\n%s", out)
	}
	pressKeys(v, tcell.KeyPgUp, tcell.KeyUp)
	typeText(v, "q")
	if !closed {
		t.Error("q did not close")
	}
}

// TestHistorySoloPlayerFollowsLanguage: a solo game's unnamed player reads
// in the language of the screen, whether the record keeps "You" (played in
// English, or by this version in any language) or "Du" (an older version
// played in German); a multiplayer player named "Du" keeps the name.
func TestHistorySoloPlayerFollowsLanguage(t *testing.T) {
	you, du := soloRecord(1, 170, game.NotLost), soloRecord(2, 199, game.NotLost)
	you.Players[0].Name, du.Players[0].Name = "You", "Du"
	multi := history.Record{Kind: history.KindMulti, Date: du.Date.AddDate(0, 0, 1), Winners: []string{"Du"},
		Players: []history.PlayerRecord{{Name: "Du", Rank: 1, Total: 150}, {Name: "Bora", Rank: 2, Total: 120}}}
	for _, tc := range []struct{ lang, want, not string }{{"en", "You 170", "Du 199"}, {"de", "Du 170", "You 199"}} {
		v := NewHistoryView([]history.Record{you, du, multi}, HistoryViewOptions{Language: tc.lang})
		var lines []string
		for _, r := range []history.Record{you, du, multi} {
			lines = append(lines, v.gameLine(r))
		}
		got := strings.Join(lines, "\n")
		if !strings.Contains(got, tc.want) || strings.Contains(got, tc.not) || !strings.Contains(lines[2], "Du 150") {
			t.Errorf("%s: got\n%s\nwant %q, no %q, and the multiplayer Du kept", tc.lang, got, tc.want, tc.not)
		}
	}
}

// TestHistoryKindInGerman: a multiplayer game's kind reads "Mehrsp." on
// German screens (it read "mehr", then "Mehrspieler", which cut a
// 4-player game's names to 3 letters), the foot saying "Mehrsp. =
// Mehrspieler", so that at 80 columns the heading and every game's
// result start in one column and a 4-player game's names stay readable
// ("Aylin 231 Bora 190 Cemil 170 Drag 150": the longest name loses a
// letter first); the twin: English keeps "multi" in its 6 cells and no
// legend.
func TestHistoryKindInGerman(t *testing.T) {
	four := history.Record{Kind: history.KindMulti, Date: time.Date(2026, 11, 9, 21, 0, 0, 0, time.UTC), Winners: []string{"Aylin"},
		Players: []history.PlayerRecord{{Name: "Aylin", Rank: 1, Total: 231}, {Name: "Bora", Rank: 2, Total: 190},
			{Name: "Cemile", Rank: 3, Total: 170}, {Name: "Dragomir", Rank: 4, Total: 150}}}
	for _, tc := range []struct{ lang, kind, not, four, legend string }{
		{"en", "multi ", "Mehrsp", "Aylin 231 Bora 190 Cemil 170 Drago 150", ""},
		{"de", "Mehrsp. ", " mehr ", "Aylin 231 Bora 190 Cemil 170 Drag 150", "Mehrsp. = Mehrspieler"},
	} {
		v := NewHistoryView(append(historyRecords(), four), HistoryViewOptions{Language: tc.lang})
		out := drawScreen(t, v, screenWidth, screenHeight)
		lines := strings.Split(out, "\n")
		head := slices.IndexFunc(lines, func(l string) bool { return strings.HasPrefix(l, tr(tc.lang, "ui.history.date")+" ") })
		if head < 0 {
			t.Fatalf("%s: no heading:\n%s", tc.lang, out)
		}
		result := len([]rune(lines[head][:strings.Index(lines[head], tr(tc.lang, "ui.history.result"))]))
		var multi []string
		for _, l := range lines[head+1:] {
			if !strings.HasPrefix(l, "2026-") {
				continue
			}
			if runes := []rune(l); len(runes) <= result || runes[result-1] != ' ' || runes[result] == ' ' {
				t.Errorf("%s: the result is not in its column (%d):\n%s\n%s", tc.lang, result, lines[head], l)
			}
			if strings.Contains(l, tc.kind) {
				multi = append(multi, l)
			}
		}
		if len(multi) != 2 || strings.Contains(strings.Join(lines[head:], "\n"), tc.not) || !strings.Contains(multi[0], "Sieger Aylin") && tc.lang == "de" {
			t.Errorf("%s: the multiplayer games %q, want 2 with %q, none with %q:\n%s", tc.lang, multi, tc.kind, tc.not, out)
		}
		if len(multi) > 0 && !strings.Contains(multi[0], tc.four) {
			t.Errorf("%s: got %q, want the names %q", tc.lang, multi[0], tc.four)
		}
		if foot := lines[len(lines)-2]; tc.legend != "" && !strings.Contains(foot, tc.legend) || tc.legend == "" && strings.Contains(foot, "=") {
			t.Errorf("%s: the foot %q, want the legend %q", tc.lang, foot, tc.legend)
		}
	}
}
