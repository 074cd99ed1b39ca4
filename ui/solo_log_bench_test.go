package ui

import (
	"slices"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
	"github.com/naqala/naqala/sultan/sultantest"
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
	sultantest.PlayRounds(t, g, 60, 1)
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
