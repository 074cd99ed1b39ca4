package ui

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/history"
	"github.com/naqala/naqala/sultan"
)

func TestCountKeySingular(t *testing.T) {
	tests := []struct {
		n    int
		want string
	}{
		{1, "Yazid takes 1 card"},
		{2, "Yazid takes 2 cards"},
		{0, "Yazid takes 0 cards"},
	}
	for _, tt := range tests {
		got := tf("en", countKey("ui.sum.merchants", tt.n), "1 Merchant", tt.n)
		if !strings.HasSuffix(got, tt.want) {
			t.Errorf("n=%d: got %q, want it to end in %q", tt.n, got, tt.want)
		}
	}
	if got := countKey("ui.sum.djinn", 1); got != "ui.sum.djinn" {
		t.Errorf("a key without a singular form: got %q, want it unchanged", got)
	}
}

// The dice of a double strike fit 80 columns in every language.
func TestDoubleStrikeDiceFit(t *testing.T) {
	for _, lang := range []string{"en", "de"} {
		t.Run(lang, func(t *testing.T) {
			v, _ := newTestSolo(t, nil, sultan.Roll{White: 3, Black: 6})
			v.cfg.Language, v.bv.Lang = lang, lang
			pressKeys(v, tcell.KeyEnter)
			screen := drawScreen(t, v, screenWidth, screenHeight)
			word := map[string]string{"en": "double strike", "de": "doppelt"}[lang]
			var line string
			for _, l := range strings.Split(screen, "\n") {
				if strings.Contains(l, word) {
					line = l
				}
			}
			if line == "" {
				t.Fatalf("no line says %q:\n%s", word, screen)
			}
			if !strings.Contains(line, "Meeples") && !strings.Contains(line, "meeples") {
				t.Errorf("the double strike line is cut: %q", strings.TrimRight(line, " "))
			}
		})
	}
}

func TestSoloName(t *testing.T) {
	tests := []struct {
		name    string
		players []string
		lang    string
		want    string
	}{
		{"configured", []string{"Aylin", "Bora"}, "de", "Aylin"},
		{"none, English", nil, "en", "You"},
		// The history keeps one word whatever the language; the screens
		// say it in theirs (templates.SoloPlayerName).
		{"none, German", nil, "de", "You"},
		{"blank", []string{"  "}, "en", "You"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := DefaultConfig()
			c.Players, c.Language = tt.players, tt.lang
			if got := c.soloName(); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestHistoryPlayersLineShowsEveryone(t *testing.T) {
	five := []history.PlayerRecord{{Name: "Aylin", Total: 231}, {Name: "Bora", Total: 189}, {Name: "Cem", Total: 197}, {Name: "Deniz", Total: 218}, {Name: "Emre", Total: 150}}
	got := playersLine(five, 40)
	if textWidth(got) > 40 || !strings.Contains(got, "Emr 150") || !strings.HasPrefix(got, "Ayli 231") {
		t.Errorf("five players in 40 cells: got %q, want every player within 40", got)
	}
	long := []history.PlayerRecord{{Name: "Maximilian-Alexander", Total: 231}, {Name: "Bartholomew", Total: 189}, {Name: "Konstantin", Total: 197}, {Name: "Gwendolyn", Total: 218}, {Name: "Emre", Total: 150}}
	got = playersLine(long, 40)
	if textWidth(got) > 40 || !strings.Contains(got, " 150") {
		t.Errorf("long names: got %q, want every score within 40 cells", got)
	}
	same := []history.PlayerRecord{{Name: "Player 1", Total: 231}, {Name: "Player 2", Total: 189}, {Name: "Player 3", Total: 197}, {Name: "Player 4", Total: 218}, {Name: "Player 5", Total: 150}}
	got = playersLine(same, 38)
	if textWidth(got) > 38 || strings.Contains(got, "Play ") || !strings.Contains(got, "1 231") || !strings.Contains(got, "5 150") {
		t.Errorf("names alike: got %q, want each told apart within 38 cells", got)
	}
	two := []history.PlayerRecord{{Name: "Aylin", Total: 231}, {Name: "Bora", Total: 189}}
	if got := playersLine(two, 40); got != "Aylin 231, Bora 189" {
		t.Errorf("two players: got %q, want the whole names", got)
	}
}

// Switching an expansion that changes the board's size puts the board
// aside, and switching back brings it back; Thieves keeps it.
func TestSetupKeepsTheBoardAside(t *testing.T) {
	v := newSoloSetupView(SoloOptions{}, false, nil)
	b := game.NewBoard(6, 5)
	v.SetBoard(b)
	typeText(v, "t")
	if v.board != b {
		t.Fatal("Thieves (no new row) dropped the board")
	}
	typeText(v, "a")
	if v.board != nil || !strings.Contains(v.msg, "6 rows") {
		t.Fatalf("Artisans: board %v, message %q; want the 5-row board aside", v.board, v.msg)
	}
	typeText(v, "a")
	if v.board != b {
		t.Errorf("Artisans off again: board %v, want the board back", v.board)
	}
}
