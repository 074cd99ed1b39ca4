package ui

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// killPlan is the advised turn of the Assassins scene: r1c2 RR to r1c4,
// killing the G there (not the W the prompt lists first), no Djinn.
func killPlan(t *testing.T) sultan.TurnPlan {
	t.Helper()
	m, err := game.ParseMove("r1c2: r1c3 R, r1c4 R")
	if err != nil {
		t.Fatal(err)
	}
	return sultan.TurnPlan{Move: m, Tribe: sultan.TribeChoice{Kill: &sultan.Kill{Place: at(1, 4), Meeple: "G"}}, Tile: sultan.TileChoice{Skip: true}}
}

// TestPrefillStepByStep: an advised turn fills the guided entry one step
// at a time, each confirmed with Enter: the start tile (the cursor put
// there), the last tile, then each choice pre-selected (the kill of the
// G, not the first listed; the Djinn skipped with s, as the advice says:
// Enter alone asks the Djinn row, as the prompt says). Nothing is played
// before its key. 4 keys in all.
func TestPrefillStepByStep(t *testing.T) {
	v, _ := newTestSolo(t, assassinsSetup(t), sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	before, n := v.g.State(), len(v.g.Log())
	v.pf.start(killPlan(t))
	if v.mode != modeMove || v.mv.stage != guideStart || v.ui.Cursor != at(1, 2) || len(v.g.Log()) != n {
		t.Fatalf("pre-filled: mode %d, stage %d, cursor %v, log %d -> %d", v.mode, v.mv.stage, v.ui.Cursor, n, len(v.g.Log()))
	}
	if s := stepRegion(drawScreen(t, v, screenWidth, screenHeight)); !strings.Contains(s, "Advised: start on r1 c2") {
		t.Errorf("the start tile not shown as advised:\n%s", s)
	}
	pressKeys(v, tcell.KeyEnter)
	if v.mv.stage != guideLast || v.mv.from != at(1, 2) || v.ui.Cursor != at(1, 4) {
		t.Fatalf("after the first Enter: stage %d, from %v, cursor %v (%s)", v.mv.stage, v.mv.from, v.ui.Cursor, v.Message())
	}
	if s := stepRegion(drawScreen(t, v, screenWidth, screenHeight)); !strings.Contains(s, "Advised: end on r1 c4") {
		t.Errorf("the last tile not shown as advised:\n%s", s)
	}
	pressKeys(v, tcell.KeyEnter)
	tp, moved := v.g.Turn()
	if !moved || tp.Move.String() != "r1c2: r1c3 R, r1c4 R" {
		t.Fatalf("after the second Enter: moved %v, %s (%s)", moved, tp.Move, v.Message())
	}
	if s := stepRegion(drawScreen(t, v, screenWidth, screenHeight)); !strings.Contains(s, "Advised: killed G on r1 c4") {
		t.Errorf("the kill not shown as advised:\n%s", s)
	}
	pressKeys(v, tcell.KeyEnter)
	if tp, _ := v.g.Turn(); tp.Kill == nil || tp.Kill.Meeple != "G" {
		t.Fatalf("after the third Enter: kill %+v (%s)", tp.Kill, v.Message())
	}
	if s := stepRegion(drawScreen(t, v, screenWidth, screenHeight)); !strings.Contains(s, "Advised: skip the tile action: press s") {
		t.Errorf("the skip not shown as advised:\n%s", s)
	}
	typeText(v, "s")
	if v.Step() != stepCleanup || v.mode != modeMenu {
		t.Fatalf("after s: step %s, mode %d (%s)", v.Step(), v.mode, v.Message())
	}
	want, _, err := sultan.PlayTurn(before, killPlan(t))
	if err != nil || want.Board.String() != v.g.Board().String() || want.Player.Coins != v.g.Player().Coins {
		t.Errorf("the turn differs from the advised one (%v):\n%s\nwant\n%s", err, v.g.Board(), want.Board)
	}
}

// TestPrefillChangedStep: any step can be answered otherwise: another
// victim (1, the W) is killed, and from then on nothing is pre-selected,
// so Enter at the Sacred Place asks the Djinn's name as without advice.
// Another start tile (the twin at the move) is taken as typed, and
// nothing more is advised.
func TestPrefillChangedStep(t *testing.T) {
	v, _ := newTestSolo(t, assassinsSetup(t), sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	v.pf.start(killPlan(t))
	pressKeys(v, tcell.KeyEnter, tcell.KeyEnter)
	typeText(v, "1")
	if tp, _ := v.g.Turn(); tp.Kill == nil || tp.Kill.Meeple != "W" {
		t.Fatalf("1: kill %+v (%s)", tp.Kill, v.Message())
	}
	if s := stepRegion(drawScreen(t, v, screenWidth, screenHeight)); strings.Contains(s, "Advised") {
		t.Errorf("advice after a changed answer:\n%s", s)
	}
	pressKeys(v, tcell.KeyEnter)
	if v.mode != modePrompt {
		t.Errorf("Enter at the Sacred Place after a changed answer: mode %d, want the Djinn's name", v.mode)
	}

	v, _ = newTestSolo(t, assassinsSetup(t), sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	v.pf.start(killPlan(t))
	pressKeys(v, tcell.KeyRight, tcell.KeyEnter) // r1c3 instead of r1c2
	if v.mv.stage != guideLast || v.mv.from != at(1, 3) {
		t.Fatalf("another start tile: stage %d, from %v (%s)", v.mv.stage, v.mv.from, v.Message())
	}
	if s := stepRegion(drawScreen(t, v, screenWidth, screenHeight)); strings.Contains(s, "Advised") {
		t.Errorf("advice after another start tile:\n%s", s)
	}
}

// TestPrefillPathStep: among 6 paths of one outcome, the advised one (the
// last listed) is pre-filled with its colours: Enter takes it. The twin:
// a path number chosen instead is the player's, and the advice line goes.
func TestPrefillPathStep(t *testing.T) {
	for _, own := range []bool{false, true} {
		v, _ := newTestSolo(t, pathsSetup(t), sultan.Roll{White: 1, Black: 1})
		toPlayerTurn(t, v)
		b := v.g.Board()
		paths, _, err := b.OutcomePaths(at(3, 3), at(1, 3), game.Builder, 100)
		if err != nil || len(paths) != 6 {
			t.Fatalf("%d paths, %v", len(paths), err)
		}
		last := paths[5].Path
		order := anyOrder(t, b, at(3, 3), last, game.Builder)
		plan := sultan.TurnPlan{Move: game.PathMove(at(3, 3), last, order)}
		v.pf.start(plan)
		pressKeys(v, tcell.KeyEnter, tcell.KeyEnter)
		if v.mv.stage != guidePath {
			t.Fatalf("stage %d (%s)", v.mv.stage, v.Message())
		}
		if s := stepRegion(drawScreen(t, v, screenWidth, screenHeight)); !strings.Contains(s, "Advised: the path and colours") {
			t.Errorf("the path not shown as advised:\n%s", s)
		}
		if own {
			typeText(v, "1")
			if s := stepRegion(drawScreen(t, v, screenWidth, screenHeight)); strings.Contains(s, "Advised") {
				t.Errorf("advice after path 1 was chosen:\n%s", s)
			}
			if tp, moved := v.g.Turn(); moved && tp.Move.String() == plan.Move.String() {
				t.Errorf("path 1 played the advised path")
			}
			continue
		}
		pressKeys(v, tcell.KeyEnter)
		if tp, moved := v.g.Turn(); !moved || tp.Move.String() != plan.Move.String() {
			t.Errorf("Enter on the path: moved %v, %s, want %s (%s)", moved, tp.Move, plan.Move, v.Message())
		}
	}
}

// anyOrder is a legal order of the colours along path, the move's last
// meeple of tribe tr: colours added while any order remains.
func anyOrder(t *testing.T, b *game.Board, from game.Place, path []game.Place, tr game.Tribe) []game.Tribe {
	t.Helper()
	var order []game.Tribe
	for len(order) < len(path) {
		if full, ok := b.CompleteOrder(from, path, tr, order); ok {
			return full
		}
		n := len(order)
		for _, c := range game.Tribes {
			if !b.PathOrders(from, path, tr, append(order, c)).IsZero() {
				order = append(order, c)
				break
			}
		}
		if len(order) == n {
			t.Fatalf("no legal order along %v after %v", path, order)
		}
	}
	return order
}

// TestPrefillTribeStep: where two tribes can end the move on the same
// tile, the advised one is pre-filled: Enter takes it (here the second of
// the two, not the first).
func TestPrefillTribeStep(t *testing.T) {
	v, _ := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	typeText(v, "12c")
	if v.mv.stage != guideTribe || len(v.mv.tribes) < 2 {
		t.Fatalf("want two tribes: stage %d, %v (%s)", v.mv.stage, v.mv.tribes, v.Message())
	}
	from, to, tr := v.mv.from, v.mv.to, v.mv.tribes[1]
	pressKeys(v, tcell.KeyEscape)
	b := v.g.Board()
	paths, _, err := b.OutcomePaths(from, to, tr, 10)
	if err != nil || len(paths) == 0 {
		t.Fatalf("paths: %v", err)
	}
	plan := sultan.TurnPlan{Move: game.PathMove(from, paths[0].Path, anyOrder(t, b, from, paths[0].Path, tr))}
	v.pf.start(plan)
	pressKeys(v, tcell.KeyEnter, tcell.KeyEnter)
	if v.mv.stage != guideTribe {
		t.Fatalf("stage %d, want the tribe (%s)", v.mv.stage, v.Message())
	}
	if s := stepRegion(drawScreen(t, v, screenWidth, screenHeight)); !strings.Contains(s, "Advised: take the "+tribeName("en", tr, 2)) {
		t.Errorf("the tribe not shown as advised:\n%s", s)
	}
	pressKeys(v, tcell.KeyEnter)
	if tp, moved := v.g.Turn(); moved && tp.Tribe != tr || !moved && (v.mv.stage != guidePath || v.mv.tribe != tr) {
		t.Errorf("Enter on the tribe: moved %v, stage %d, tribe %v, want %v (%s)", moved, v.mv.stage, v.mv.tribe, tr, v.Message())
	}
}
