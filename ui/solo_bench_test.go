package ui

import (
	"runtime"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/sultan"
)

// BenchmarkKeystroke is one keystroke in the solo game as the running
// program handles it: through the shell (App.Press) to the solo screen,
// then the redraw of the whole 80x24 screen. The key moves the cursor of a
// tile edit. Budget: 5 ms.
func BenchmarkKeystroke(b *testing.B) {
	a := newTestApp(b, b.TempDir())
	v, _ := newTestSolo(b, nil, sultan.Roll{White: 1, Black: 1})
	a.Show("solo game", v, v.Keys())
	pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter)
	typeText(v, "a")
	pressKeys(v, tcell.KeyEnter)
	typeText(v, "e")
	s := newTestScreen(b, screenWidth, screenHeight)
	root := a.Root()
	root.SetRect(0, 0, screenWidth, screenHeight)
	keys := []*tcell.EventKey{special(tcell.KeyRight), special(tcell.KeyLeft)}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		a.Press(keys[i%2])
		root.Draw(s)
		s.Show()
		i++
	}
}

// BenchmarkStepKeystroke is a keystroke that plays a step: Yazid's roll
// then its undo, each with the autosave hook, the new odds, status and log
// and the redraw.
func BenchmarkStepKeystroke(b *testing.B) {
	rolls := make([]sultan.Roll, 0, 1)
	rolls = append(rolls, sultan.Roll{White: 2, Black: 3})
	v, _ := newTestSolo(b, nil, rolls...)
	s := newTestScreen(b, screenWidth, screenHeight)
	v.SetRect(0, 0, screenWidth, screenHeight)
	pressKeys(v, tcell.KeyEnter)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		if i%2 == 0 {
			typeText(v, "u")
		} else {
			typeText(v, "r")
		}
		v.Draw(s)
		s.Show()
		i++
	}
}

// BenchmarkFirstFrame builds the app, opens a dealt solo game and draws
// its first frame, in-process (the whole-process figure is in the
// end-to-end test). It reports the live heap with the app open (heapMB).
func BenchmarkFirstFrame(b *testing.B) {
	first := func() *App {
		a := newTestApp(b, b.TempDir(), sultan.Roll{White: 1, Black: 1})
		a.NewSolo(SoloOptions{Seed: 3, HasSeed: true})
		a.Press(key('d'))
		a.Press(special(tcell.KeyEnter))
		s := newTestScreen(b, screenWidth, screenHeight)
		root := a.Root()
		root.SetRect(0, 0, screenWidth, screenHeight)
		root.Draw(s)
		s.Show()
		return a
	}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	a := first()
	runtime.GC()
	runtime.ReadMemStats(&after)
	runtime.KeepAlive(a)
	for b.Loop() {
		first()
	}
	b.ReportMetric(float64(after.HeapAlloc-before.HeapAlloc)/(1<<20), "heapMB")
}

// BenchmarkMoveKey is the key that ends a move (the last tile's column),
// in process, as the host handles it: the move applied, its report added
// to the log told (no replay), one save, then the redraw of the 80x24
// screen. The move is taken back out of the timer. Budget: 1 ms.
func BenchmarkMoveKey(b *testing.B) {
	v, _ := newTestSolo(b, powersSetup(b), sultan.Roll{White: 1, Black: 1})
	pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter)
	typeText(v, "a")
	pressKeys(v, tcell.KeyEnter)
	s := newTestScreen(b, screenWidth, screenHeight)
	v.SetRect(0, 0, screenWidth, screenHeight)
	start := len(v.ui.Marks)
	b.ReportAllocs()
	for b.Loop() {
		b.StopTimer()
		typeText(v, "121")
		b.StartTimer()
		typeText(v, "3")
		v.Draw(s)
		b.StopTimer()
		if v.Step() != stepCleanup {
			b.Fatalf("step %s (%s)", v.Step(), v.Message())
		}
		for len(v.ui.Marks) > start {
			v.Undo()
		}
		b.StartTimer()
	}
}
