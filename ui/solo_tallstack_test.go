package ui

import (
	"github.com/gdamore/tcell/v2"
	"os"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// stack120Setup: all 120 meeples of the box (Artisans and Whims) on the
// board, 117 of them on r3c3 S15, the 3 of r1c1 LM[YWW] for Yazid's roll
// 1,1; every other tile empty.
func stack120Setup(t testing.TB) func(*sultan.Setup) {
	return func(s *sultan.Setup) {
		t.Helper()
		text, err := os.ReadFile("testdata/solo.board")
		if err != nil {
			t.Fatal(err)
		}
		b, err := game.ParseBoard("W^ne W W XM XM CH\n" + string(text))
		if err != nil {
			t.Fatal(err)
		}
		for i := range b.Tiles {
			b.Tiles[i].Meeples = game.Meeples{}
		}
		b.At(at(1, 1)).Meeples = game.Meeples{game.Vizier: 1, game.Elder: 2}
		stack, err := game.ParseToken("S15[" + strings.Repeat("Y", 18) + strings.Repeat("W", 21) + strings.Repeat("G", 21) +
			strings.Repeat("B", 21) + strings.Repeat("R", 21) + strings.Repeat("P", 15) + "]")
		if err != nil {
			t.Fatal(err)
		}
		*b.At(at(3, 3)) = stack
		*s = sultan.NewSetup(b, game.Expansions{Artisans: true, Whims: true}, false, sultan.DefaultRules())
	}
}

// toTallStackPaths enters the move of the 120-meeple board up to its
// paths: the start tile r3c3, the last tile marked a, the Viziers.
func toTallStackPaths(t testing.TB, v *soloHost) {
	t.Helper()
	pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter)
	typeText(v, "a")
	pressKeys(v, tcell.KeyEnter)
	typeText(v, "33aY")
	if v.mv.stage != guidePath {
		t.Fatalf("stage %d, want the paths (%s)", v.mv.stage, v.Message())
	}
}

// TestGuidedTallStackBounded: the move entry of the tallest stack keeps
// a bounded number of paths (their drops, not their number: 4000 of a
// stack of 12, fewer of 117) and filters them once an entry, not on
// every redraw. It once kept 4000 paths of 117 drops and counted the
// orders of each twice a redraw: the screen froze for seconds. The
// negative twins: a stack of 12 or fewer keeps its 4000 paths; a colour
// typed filters the paths anew.
func TestGuidedTallStackBounded(t *testing.T) {
	for k, want := range map[int]int{3: 4000, 12: 4000, 117: 410, 128: 375} {
		if got := guidePathLimit(k); got != want {
			t.Errorf("paths kept of a stack of %d: got %d, want %d", k, got, want)
		}
	}
	v, _ := newTestSolo(t, stack120Setup(t), sultan.Roll{White: 1, Black: 1})
	toTallStackPaths(t, v)
	if len(v.mv.paths) != guidePathLimit(117) || !v.mv.more {
		t.Fatalf("%d paths kept (more %v), want %d and more", len(v.mv.paths), v.mv.more, guidePathLimit(117))
	}
	rem := v.mv.guideRemaining()
	drawScreen(t, v, 80, 24)
	if again := v.mv.guideRemaining(); len(again) == 0 || &again[0] != &rem[0] {
		t.Errorf("the paths filtered again for the same entry")
	}
	typeText(v, "W")
	if len(v.mv.colours) != 1 {
		t.Fatalf("colour W refused: %s", v.Message())
	}
	if after := v.mv.guideRemaining(); !v.mv.rem.isFor(v.g.Board(), &v.mv.moveState) || len(after) == 0 || &after[0] == &rem[0] {
		t.Errorf("the paths not filtered anew after a colour typed")
	}
}

// BenchmarkGuidedTallStackColour: a colour typed in the move entry of the
// 120-meeple board and taken back, each with the redraw (a keystroke's
// budget: 5 ms).
func BenchmarkGuidedTallStackColour(b *testing.B) {
	v, _ := newTestSolo(b, stack120Setup(b), sultan.Roll{White: 1, Black: 1})
	toTallStackPaths(b, v)
	s := newTestScreen(b, screenWidth, screenHeight)
	v.SetRect(0, 0, screenWidth, screenHeight)
	b.ReportAllocs()
	for b.Loop() {
		typeText(v, "W")
		v.Draw(s)
		pressKeys(v, tcell.KeyBackspace)
		v.Draw(s)
	}
}

// BenchmarkGuidedTallStackStart: the start tile of the 120-meeple stack
// taken, where its moves end listed (game.MoveEnds, not counted), and the
// redraw.
func BenchmarkGuidedTallStackStart(b *testing.B) {
	v, _ := newTestSolo(b, stack120Setup(b), sultan.Roll{White: 1, Black: 1})
	toTallStackPaths(b, v)
	s := newTestScreen(b, screenWidth, screenHeight)
	v.SetRect(0, 0, screenWidth, screenHeight)
	b.ReportAllocs()
	for b.Loop() {
		v.mv.moveState = moveState{}
		typeText(v, "33")
		v.Draw(s)
	}
}
