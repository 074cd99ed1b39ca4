package ui

import (
	"slices"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// sixtyRoundGame plays 60 rounds with seeded dice on the solo board, the
// player putting the table back after each of Yazid's turns (tiles,
// Yazid's pieces, coins), as a long game at the table does with its edits.
func sixtyRoundGame(t testing.TB) *sultan.Game {
	t.Helper()
	g, err := sultan.New(sultan.NewSetup(soloBoard(t), game.Expansions{}, false, sultan.DefaultRules()))
	if err != nil {
		t.Fatal(err)
	}
	dice := sultan.NewSeededDice(1)
	start := g.Board()
	yazid0, coins0 := g.Yazid(), g.Player().Coins
	for r := range 60 {
		if _, err := g.RollDice(dice); err != nil {
			t.Fatalf("round %d: roll: %v", r+1, err)
		}
		var answers []game.Place
		for {
			_, err := g.Resolve(answers...)
			c, ok := sultan.PendingChoice(err)
			if !ok {
				if err != nil {
					t.Fatalf("round %d: resolve: %v", r+1, err)
				}
				break
			}
			answers = append(answers, c.Candidates[0])
		}
		y := g.Yazid()
		fix := sultan.YazidChange{Council: yazid0.Council - y.Council, Elders: yazid0.Elders - y.Elders,
			Fakirs: yazid0.Fakirs - y.Fakirs, Assassins: yazid0.Assassins - y.Assassins,
			Artisans: yazid0.Artisans - y.Artisans, Djinns: yazid0.Djinns - y.Djinns}
		if fix != (sultan.YazidChange{}) {
			if err := g.ChangeYazid(fix); err != nil {
				t.Fatalf("round %d: %v", r+1, err)
			}
		}
		now := g.Board()
		for _, p := range start.Places() {
			if tok := start.Tile(p).Token(); now.Tile(p).Token() != tok {
				if err := g.SetTile(p, tok); err != nil {
					t.Fatalf("round %d: restock %s: %v", r+1, p, err)
				}
			}
		}
		if d := yazid0.Camels - g.Yazid().Camels; d != 0 {
			if err := g.ChangeYazid(sultan.YazidChange{Camels: d}); err != nil {
				t.Fatalf("round %d: %v", r+1, err)
			}
		}
		if d := coins0 - g.Player().Coins; d != 0 {
			if err := g.ChangePlayer(sultan.PlayerChange{Coins: d}); err != nil {
				t.Fatalf("round %d: %v", r+1, err)
			}
		}
		if err := g.CleanUp(sultan.Rows{}); err != nil {
			t.Fatalf("round %d: clean-up: %v", r+1, err)
		}
	}
	return g
}

// TestSoloLogReplaysNothing: the log of a 60-round game is drawn from
// what the game kept (Game.Happened), telling the same lines as a replay
// of its log (sultan.History) at a fraction of the replay's
// allocations: the drawing replays nothing.
func TestSoloLogReplaysNothing(t *testing.T) {
	g := sixtyRoundGame(t)
	kept, replayed := soloLogOf("en", g.Happened()), soloLogOf("en", sultan.History(g.Log()))
	if len(kept.lines) < 120 || !slices.Equal(kept.lines, replayed.lines) || kept.lastTurnAt() != replayed.lastTurnAt() {
		t.Fatalf("kept %d lines, replayed %d: they differ", len(kept.lines), len(replayed.lines))
	}
	draw := testing.AllocsPerRun(5, func() { soloLogOf("en", g.Happened()) })
	replay := testing.AllocsPerRun(5, func() {
		if _, err := sultan.Replay(g.Log()); err != nil {
			t.Fatal(err)
		}
	})
	// The twin: drawing from a replay costs the replay and more.
	withReplay := testing.AllocsPerRun(5, func() { soloLogOf("en", sultan.History(g.Log())) })
	t.Logf("the log of %d events: %.0f allocations drawn from the game, %.0f with a replay (the replay alone %.0f)", len(g.Log()), draw, withReplay, replay)
	if draw*2 > replay || withReplay < replay {
		t.Errorf("drawing the log: %.0f allocations, a replay %.0f: the drawing replays", draw, replay)
	}
}

// BenchmarkSoloLog60Rounds draws the log of a 60-round game from what the
// game kept: no replay.
func BenchmarkSoloLog60Rounds(b *testing.B) {
	g := sixtyRoundGame(b)
	b.ReportAllocs()
	for b.Loop() {
		soloLogOf("en", g.Happened())
	}
	b.ReportMetric(float64(len(g.Log())), "events")
}
