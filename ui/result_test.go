package ui

import (
	"errors"
	"github.com/naqala/naqala/history/historytest"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
)

var scored = historytest.Scored

func TestScreenResultMultiplayer(t *testing.T) {
	g := scoring.Game{Players: []scoring.Player{
		{Name: "Aylin", Coins: 42, Viziers: 8, Elders: 3, Tiles: []scoring.HeldTile{{Type: game.Oasis, Palms: 2}}},
		{Name: "Bora", Coins: 50, Viziers: 5, Elders: 6},
		{Name: "Cem", Coins: 12, Viziers: 2, Elders: 1},
	}}
	v := NewResultView(g, scored(t, g), ResultViewOptions{
		OnPDF:  func() (string, error) { return "/tmp/sheet.pdf", nil },
		OnSave: func() error { return nil },
	})
	checkGolden(t, "result_multi.txt", drawScreen(t, v, screenWidth, screenHeight))
}

func TestScreenResultTie(t *testing.T) {
	g := scoring.Game{Expansions: game.Expansions{Artisans: true, Whims: true}, Players: []scoring.Player{
		{Name: "Aylin", Coins: 40}, {Name: "Bora", Coins: 40}, {Name: "Cem", Coins: 1},
		{Name: "Dilek", Coins: 3}, {Name: "Emre", Coins: 2, Items: []game.Item{game.Crown}},
	}}
	v := NewResultView(g, scored(t, g), ResultViewOptions{Language: "de"})
	out := drawScreen(t, v, screenWidth, screenHeight)
	if !strings.Contains(out, "Sieger: Aylin, Bora (Gleichstand") {
		t.Errorf("tie not shown:\n%s", out)
	}
	checkGolden(t, "result_tie_de.txt", out)
}

func TestScreenResultSolo(t *testing.T) {
	tests := []struct {
		name   string
		solo   scoring.Solo
		viz    int
		golden string
		want   string
	}{
		{"survived", scoring.Solo{Council: 5}, 8, "result_solo_survived.txt", "Title: Ambitious Al-Rachid (221-250)"},
		{"lost on viziers", scoring.Solo{Council: 8}, 8, "result_solo_lost.txt", "Lost: you do not have more Viziers than Yazid's Council\n"},
		{"lost on assassins", scoring.Solo{Council: 1, Lost: game.LostAssassins}, 8, "", "Lost: Yazid has 7 Assassins\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := scoring.Game{Solo: &tc.solo, Players: []scoring.Player{{Name: "You", Coins: 150, Viziers: tc.viz, Elders: 10,
				Tiles: []scoring.HeldTile{{Type: game.Sacred15}, {Type: game.Sacred12}, {Type: game.Oasis, Palms: 1}}}}}
			out := drawScreen(t, NewResultView(g, scored(t, g), ResultViewOptions{}), screenWidth, screenHeight)
			if !strings.Contains(out, tc.want) {
				t.Errorf("screen lacks %q:\n%s", tc.want, out)
			}
			if tc.golden != "" {
				checkGolden(t, tc.golden, out)
			}
		})
	}
}

// TestScreenResultSoloLostGerman: the reason of a loss is said once:
// "Yazid hat 7 Meuchelmörder", not "7 Meuchelmörder (Meuchelmörder)".
func TestScreenResultSoloLostGerman(t *testing.T) {
	g := scoring.Game{Solo: &scoring.Solo{Council: 1, Lost: game.LostAssassins}, Players: []scoring.Player{{Name: "Du", Coins: 150, Viziers: 8}}}
	out := drawScreen(t, NewResultView(g, scored(t, g), ResultViewOptions{Language: "de"}), screenWidth, screenHeight)
	if !strings.Contains(out, "Yazid hat 7 Meuchelmörder") || strings.Contains(out, "(Meuchelmörder)") {
		t.Errorf("got:\n%s", out)
	}
}

func TestResultKeys(t *testing.T) {
	g := scoring.Game{Players: []scoring.Player{{Name: "A"}, {Name: "B"}}}
	saves, closed := 0, false
	failPDF := true
	v := NewResultView(g, scored(t, g), ResultViewOptions{
		OnPDF: func() (string, error) {
			if failPDF {
				return "", errors.New("disk full")
			}
			return "out.pdf", nil
		},
		OnSave:  func() error { saves++; return nil },
		OnClose: func() { closed = true },
	})
	typeText(v, "p")
	if v.Message() != "PDF not written: disk full" {
		t.Errorf("got %q", v.Message())
	}
	failPDF = false
	typeText(v, "p")
	if v.Message() != "score sheet written to out.pdf" {
		t.Errorf("got %q", v.Message())
	}
	typeText(v, "ss")
	if saves != 1 || v.Message() != "already saved to the history" {
		t.Errorf("got %d saves, message %q; want 1 save", saves, v.Message())
	}
	press(v, tcell.KeyEscape, 0, 0)
	if !closed {
		t.Error("Esc did not close")
	}
	// Without callbacks the keys do nothing and are not offered.
	bare := NewResultView(g, scored(t, g), ResultViewOptions{})
	typeText(bare, "ps")
	if bare.Message() != "" || len(bare.Keys()) != 1 {
		t.Errorf("got message %q, keys %v", bare.Message(), bare.Keys())
	}
}

// TestTitlesNameExpansionsAsHistory: the result's title names the
// expansions as naqala history does, "(Artisans, Whims)" and "(base
// game)" in English (it said "(artisans, whims)", "(base)"), the German
// "(Kunstschmiede, Launen)", "(Grundspiel)": the twin.
func TestTitlesNameExpansionsAsHistory(t *testing.T) {
	for _, tc := range []struct {
		lang string
		x    game.Expansions
		want string
	}{
		{"en", game.Expansions{Artisans: true, Whims: true}, "Result - solo game against Sultan Yazid (Artisans, Whims)"},
		{"en", game.Expansions{}, "Result - solo game against Sultan Yazid (base game)"},
		{"de", game.Expansions{Artisans: true, Whims: true}, "(Kunstschmiede, Launen)"},
		{"de", game.Expansions{}, "(Grundspiel)"},
	} {
		g := scoring.Game{Expansions: tc.x, Solo: &scoring.Solo{Council: 1}, Players: []scoring.Player{{Name: "You", Coins: 150, Viziers: 8}}}
		out := drawScreen(t, NewResultView(g, scored(t, g), ResultViewOptions{Language: tc.lang}), screenWidth, screenHeight)
		if first, _, _ := strings.Cut(out, "\n"); !strings.Contains(first, tc.want) {
			t.Errorf("%s %v: title %q, want %q in it", tc.lang, tc.x, first, tc.want)
		}
		if got, want := expansionWords(tc.lang, tc.x), printerOf(tc.lang).RuleSet(tc.x, false, false); got != want {
			t.Errorf("%s %v: %q, history says %q", tc.lang, tc.x, got, want)
		}
	}
}
