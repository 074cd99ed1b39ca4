package labels

import (
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// TestCountedCardsWords: the cards of a stand-in row (sultan.CountedCards)
// are said without an order; the cards of a tracked row are named.
func TestCountedCardsWords(t *testing.T) {
	en := For(English)
	counted := sultan.Step{Kind: sultan.StepCardsCounted, Place: game.Place{Col: 5, Row: 4}, Count: 2, Fakirs: 1, Total: 1}
	if got, w := en.Step(counted), "Yazid takes 2 cards from the front of the resource row: he keeps the 1 Fakir among them (1 in all), discard the goods."; got != w {
		t.Errorf("words %q, want %q", got, w)
	}
	// Negative twin: a tracked row's step names each card in its order.
	tracked := sultan.Step{Kind: sultan.StepCards, Place: game.Place{Col: 5, Row: 4}, Count: 1, Cards: []string{"fakir"}, Fakirs: 1, Total: 1}
	if got := en.Step(tracked); !strings.Contains(got, "(fakir)") {
		t.Errorf("tracked row: %q names no card", got)
	}
	for _, tc := range []struct {
		count, fakirs int
		want          string
	}{
		{1, 1, "1 card from the front of the resource row: a Fakir, he keeps it (3 in all)."},
		{1, 0, "1 card from the front of the resource row: a good, discard it."},
		{3, 0, "3 cards from the front of the resource row: no Fakir among them, discard them."},
		{2, 2, "2 cards from the front of the resource row: all Fakirs, he keeps them (3 in all)."},
		{3, 2, "3 cards from the front of the resource row: he keeps the 2 Fakirs among them (3 in all), discard the goods."},
	} {
		if got := en.Step(sultan.Step{Kind: sultan.StepCardsCounted, Count: tc.count, Fakirs: tc.fakirs, Total: 3}); got != "Yazid takes "+tc.want {
			t.Errorf("%d cards, %d Fakirs: %q", tc.count, tc.fakirs, got)
		}
	}
}

// TestChecklistCardsAllFakirs: when every card Yazid takes from the
// tracked row is a Fakir, neither the checklist (in either language) nor
// the account tells the player to discard goods there are none of; its
// twin with a good still says to discard it.
func TestChecklistCardsAllFakirs(t *testing.T) {
	tests := []struct {
		name    string
		step    sultan.Step
		discard bool
	}{
		{"all Fakirs", sultan.Step{Kind: sultan.StepCards, Count: 3, Fakirs: 3, Total: 5, Cards: []string{"Fakir", "Fakir", "Fakir"}}, false},
		{"a good among them", sultan.Step{Kind: sultan.StepCards, Count: 3, Fakirs: 2, Total: 4, Cards: []string{"Fakir", "Fakir", "Fish"}}, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			en := For(English).Check(tc.step, nil, 0)
			de := For(German).Check(tc.step, nil, 0)
			if got := strings.Contains(en, "discard"); got != tc.discard {
				t.Errorf("en: got %q, want discard %v", en, tc.discard)
			}
			if got := strings.Contains(de, "ablegen") || strings.Contains(de, "abwerfen"); got != tc.discard {
				t.Errorf("de: got %q, want discard %v", de, tc.discard)
			}
			if words := For(English).Step(tc.step); strings.Contains(words, "discard") != tc.discard {
				t.Errorf("the account's words %q: want discard %v", words, tc.discard)
			}
			if words := For(German).Step(tc.step); strings.Contains(words, "abwerfen") != tc.discard {
				t.Errorf("the account's German words %q: want discard %v", words, tc.discard)
			}
		})
	}
}

// TestEnglishNamesAreTheDomains: in English the tiles, tribes and
// meeples are named as game names them, so that the account (once
// sultan's English) stays the same to the byte.
func TestEnglishNamesAreTheDomains(t *testing.T) {
	en := For(English)
	for _, tt := range game.TileTypes() {
		if got := en.tile(tt); got != tt.String() {
			t.Errorf("tile %s: got %q", tt, got)
		}
	}
	for _, m := range []game.Meeples{{}, {game.Vizier: 1}, {game.Vizier: 2, game.Elder: 1, game.Assassin: 1}, {game.Merchant: 3, game.Builder: 1, game.Artisan: 2}} {
		if got := en.Meeples(m); got != m.Words() {
			t.Errorf("meeples %v: got %q, want %q", m, got, m.Words())
		}
	}
	b := game.NewBoard(2, 1)
	if got, want := en.TileAt(b, game.Place{Row: 1, Col: 2}), "row 1, column 2 (Village)"; got != want {
		t.Errorf("TileAt: got %q, want %q", got, want)
	}
	// Its twin: in German they are German.
	if got := For(German).Meeples(game.Meeples{game.Vizier: 2}); got != "2 Wesire" {
		t.Errorf("German meeples: got %q", got)
	}
}

func TestTribeCount(t *testing.T) {
	tests := []struct {
		lang string
		n    int
		tb   game.Tribe
		want string
	}{
		{"en", 1, game.Elder, "1 white Elder"},
		{"en", 2, game.Elder, "2 white Elders"},
		{"de", 1, game.Elder, "1 Ältesten (weiß)"},
		{"de", 2, game.Elder, "2 Älteste (weiß)"},
		{"de", 1, game.Vizier, "1 Wesir (gelb)"},
		{"de", 3, game.Artisan, "3 Kunstschmiede (lila)"},
	}
	for _, tc := range tests {
		if got := For(Lang(tc.lang)).TribeCount(tc.n, tc.tb); got != tc.want {
			t.Errorf("TribeCount(%s, %d, %s) = %q, want %q", tc.lang, tc.n, tc.tb, got, tc.want)
		}
	}
}

// TestUntrackedOneCard: one card from an untracked row is said in the
// singular in the account, as the checklist says it ("he keeps it if it
// is a Fakir"), not "he keeps the Fakirs, discard the goods"; two cards
// (its twin) keep the plural.
func TestUntrackedOneCard(t *testing.T) {
	for _, lang := range Languages() {
		p := For(lang)
		one := p.Step(sultan.Step{Kind: sultan.StepCardsUntracked, Count: 1})
		two := p.Step(sultan.Step{Kind: sultan.StepCardsUntracked, Count: 2})
		if one == p.F("step.cards_untracked", p.Noun(1, "card")) || one == two {
			t.Errorf("%s: one card said in the plural: %q", lang, one)
		}
	}
	if got, want := For(English).Step(sultan.Step{Kind: sultan.StepCardsUntracked, Count: 1}),
		"Yazid takes 1 card from the front of the resource row: he keeps it if it is a Fakir, else discard it."; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if got, want := For(English).Step(sultan.Step{Kind: sultan.StepCardsUntracked, Count: 2}),
		"Yazid takes 2 cards from the front of the resource row: he keeps the Fakirs, discard the goods."; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestTurnLog: the solo sheet's log of a turn names the tiles struck and
// what Yazid took, in each language; a capture of nothing says none.
func TestTurnLog(t *testing.T) {
	turn := sultan.Turn{
		Targets: []sultan.Target{{Place: game.Place{Col: 4, Row: 5}, How: sultan.Top}, {Place: game.Place{Col: 4, Row: 1}, How: sultan.Bottom}},
		Captures: []sultan.Capture{
			{Meeples: "YYR", Council: 2, Assassins: 1},
			{Meeples: "BB", CoinsDue: 6, CoinsPaid: 1},
			{},
		},
		Purchase: &sultan.Purchase{},
	}
	tests := []struct {
		lang              Lang
		targets, captures string
	}{
		{English, "r5 c4 (top); r1 c4 (bottom)", "YYR: Council +2, Assassins +1; BB: 1 coin; none; a Djinn"},
		{German, "r5 s4 (oben); r1 s4 (unten)", "YYR: Rat +2, Meuchelmörder +1; BB: 1 Gold; keine; ein Dschinn"},
	}
	for _, tc := range tests {
		p := For(tc.lang)
		if got := p.TurnTargets(turn); got != tc.targets {
			t.Errorf("%s targets: got %q, want %q", tc.lang, got, tc.targets)
		}
		if got := p.TurnCaptures(turn); got != tc.captures {
			t.Errorf("%s captures: got %q, want %q", tc.lang, got, tc.captures)
		}
	}
}

// TestSummary: the brief line of a turn before it is confirmed, in each
// language; a turn that changes nothing has no words (its twin).
func TestSummary(t *testing.T) {
	steps := []sultan.Step{
		{Kind: sultan.StepTake, Meeples: game.Meeples{game.Vizier: 2, game.Builder: 1}},
		{Kind: sultan.StepCouncil, Count: 2, Total: 3},
		{Kind: sultan.StepPay, Builders: 1, Count: 6, Paid: 6, Total: 4},
	}
	for _, tc := range []struct {
		lang Lang
		want string
	}{
		{English, "2 Viziers: Council 3 vs your 4; 1 Builder: you pay 6 of your 10 coins"},
		{German, ""},
	} {
		got := For(tc.lang).Summary(steps, 4)
		if tc.lang == English && got != tc.want {
			t.Errorf("got %q, want %q", got, tc.want)
		}
		if tc.lang == German && (got == "" || strings.Contains(got, "Council")) {
			t.Errorf("German: got %q", got)
		}
	}
	if got := For(English).Summary([]sultan.Step{{Kind: sultan.StepCamel, Total: 3}}, 4); got != "" {
		t.Errorf("a camel alone: got %q, want no words", got)
	}
}

// TestTurnLogEveryPart: the sheet's log names every part of a capture
// the engine reports: Artisans, the Merchants' cards (named, counted when
// the row is not tracked, none from an empty row), Fakirs kept and spent,
// the camel and the player's Djinn income. Its twin: a capture of
// Viziers alone says the Council and nothing more.
func TestTurnLogEveryPart(t *testing.T) {
	one, none := 1, 0
	turn := sultan.Turn{Captures: []sultan.Capture{
		{Meeples: "GPP", Artisans: 2, Merchants: 1, CardsTaken: []string{"Fakir"}, FakirsKept: &one, CamelPlaced: true},
		{Meeples: "GG", Merchants: 2},
		{Meeples: "G", Merchants: 1, FakirsKept: &none},
		{Meeples: "BR", Assassins: 1, FakirsSpent: 2, CoinsDue: 9, CoinsPaid: 9, Income: map[string]int{"Nekir": 2}},
		{Meeples: "Y", Council: 1},
	}}
	for _, tc := range []struct {
		lang Lang
		want string
	}{
		{English, "GPP: Artisans +2, cards Fakir, Fakirs +1, a camel; GG: 2 cards; G: no card (row empty); " +
			"BR: Assassins +1, Fakirs spent 2, 9 coins, Nekir pays you 2 coins; Y: Council +1"},
		{German, "GPP: Kunstschmiede +2, Karten Fakir, Fakire +1, ein Kamel; GG: 2 Karten; G: keine Karte (Kartenreihe leer); " +
			"BR: Meuchelmörder +1, Fakire ausgegeben 2, 9 Gold, Nekir zahlt dir 2 Gold; Y: Rat +1"},
	} {
		if got := For(tc.lang).TurnCaptures(turn); got != tc.want {
			t.Errorf("%s:\n got %q\nwant %q", tc.lang, got, tc.want)
		}
	}
}
