// Package historytest builds the finished games and history records the
// tests of several packages (history, internal/store, ui) score, keep and
// count, so that each is written once.
package historytest

import (
	"testing"
	"time"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/history"
	"github.com/naqala/naqala/scoring"
)

// FixedTime is the date the records are kept on (day 0).
var FixedTime = time.Date(2026, 11, 22, 6, 43, 10, 0, time.UTC)

// Scored scores g with the default rules.
func Scored(t testing.TB, g scoring.Game) scoring.Result {
	t.Helper()
	r, err := scoring.Score(g, scoring.DefaultRules())
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// SoloGame is a solo final state worth coins + 3*viziers points, lost for
// the given reason (game.NotLost: survived if the Viziers beat the
// Council).
func SoloGame(coins, viziers, council int, lost game.Loss, hard bool) scoring.Game {
	return scoring.Game{
		Players: []scoring.Player{{Name: "Aylin", Coins: coins, Viziers: viziers}},
		Solo:    &scoring.Solo{Council: council, Hard: hard, Lost: lost},
	}
}

// MultiGame is a game of Artisans whose players A, B, ... hold the coins
// given.
func MultiGame(coins ...int) scoring.Game {
	g := scoring.Game{Expansions: game.Expansions{Artisans: true}}
	for i, c := range coins {
		g.Players = append(g.Players, scoring.Player{Name: string(rune('A' + i)), Coins: c})
	}
	return g
}

// SoloRec is the record of a solo game of the given total kept day days
// after FixedTime, lost for reason unless game.NotLost.
func SoloRec(day, total int, reason game.Loss) history.Record {
	cats := scoring.Categories{}
	cats[scoring.CategoryCoins] = total
	r := history.Record{
		Date: FixedTime.AddDate(0, 0, day), Kind: history.KindSolo,
		Players: []history.PlayerRecord{{Name: "Aylin", Rank: 1, Total: total, Categories: cats}},
		Solo:    &history.SoloRecord{Survived: reason == game.NotLost, Reason: reason},
	}
	if reason == game.NotLost {
		r.Solo.Title = scoring.TitleFor(total)
		r.Winners = []string{"Aylin"}
	}
	return r
}

// MultiRec is the record of a multiplayer game of the given totals kept
// day days after FixedTime.
func MultiRec(day int, totals ...int) history.Record {
	r := history.Record{Date: FixedTime.AddDate(0, 0, day), Kind: history.KindMulti}
	for i, t := range totals {
		cats := scoring.Categories{}
		cats[scoring.CategoryCoins] = t
		r.Players = append(r.Players, history.PlayerRecord{Name: string(rune('A' + i)), Rank: 1, Total: t, Categories: cats})
	}
	return r
}
