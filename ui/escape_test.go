package ui

import (
	"strings"
	"testing"
	"time"
	"unicode"

	"github.com/naqala/naqala/history"
)

// hostileNames are names a history file may hold: an escape sequence that
// clears the screen, one that sets the window title, a newline, a
// right-to-left override, a C1 control and a tview style tag.
var hostileNames = []string{"\x1b[2J", "\x1b]0;pwned\a", "a\nb", "\u202eevil", "\u009b2J"}

// wantScreenClean fails when a cell of the screen holds a character that
// does not print as itself.
func wantScreenClean(t *testing.T, what, screen string) {
	t.Helper()
	for _, line := range strings.Split(screen, "\n") {
		for _, r := range line {
			if !unicode.IsPrint(r) {
				t.Errorf("%s: %U reaches the terminal in %q", what, r, line)
			}
		}
	}
}

// Issue 9, item 11: names from history files are drawn escaped.
func TestScreenHistoryNamesEscaped(t *testing.T) {
	var players []history.PlayerRecord
	for i, n := range hostileNames {
		players = append(players, history.PlayerRecord{Name: n, Rank: 1 + i%2, Total: 100})
	}
	rs := []history.Record{{Date: time.Date(2026, 11, 8, 21, 0, 0, 0, time.UTC), Kind: history.KindMulti,
		Players: players, Winners: []string{hostileNames[0], hostileNames[2], hostileNames[4]}}}
	out := drawScreen(t, NewHistoryView(rs, HistoryViewOptions{}), screenWidth, screenHeight)
	wantScreenClean(t, "history", out)
	if !strings.Contains(out, `\x1b[2J`) {
		t.Errorf("the name is not shown escaped:\n%s", out)
	}
}

// The status line and the confirmation escape a message too; the twin:
// a plain message is shown as it is.
func TestFlashEscaped(t *testing.T) {
	a := NewApp(Config{}, Deps{Clock: time.Now})
	a.Flash("store: \x1b[2Jbad\u202e")
	if got, want := a.Message(), `store: \x1b[2Jbad\u202e`; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	a.Flash("saved Aylin [red]")
	if got := a.Message(); got != "saved Aylin [red]" {
		t.Errorf("got %q, want the message as it is", got)
	}
	if got, want := tviewText("a\x1b[2J\n[red]b"), "a\\x1b[2J\n[red[]b"; got != want {
		t.Errorf("tviewText: got %q, want %q", got, want)
	}
}
