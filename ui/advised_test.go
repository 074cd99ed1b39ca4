package ui

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/internal/store"
	"github.com/naqala/naqala/sultan"
)

// TestAppAdvisedGameMarked: a game shown advice stays marked through a
// resume, its history record says advised, and the result screen says it
// was played with naqala's advice; the twin, a game without advice, has
// neither.
func TestAppAdvisedGameMarked(t *testing.T) {
	for _, advised := range []bool{true, false} {
		dir := t.TempDir()
		st := store.Open(dir, fixedClock)
		a := appOn(store.Lockers{Store: st})
		startGame(t, a, "solo-1", nil)
		v := advance(t, a, stepPlayer, 1)
		if advised {
			a.Press(key('a'))
			if v.mode != modeAdvice || len(v.ad.advice.Moves) == 0 {
				t.Fatalf("a: mode %d, message %q", v.mode, v.Message())
			}
			a.Press(special(tcell.KeyEscape))
		}
		a.Press(key('q'))
		// The mark is in the saved screen state: a resume keeps it.
		b := appOn(diskStore(dir, fixedClock))
		if err := b.Resume(st.SavePath("solo-1")); err != nil {
			t.Fatal(err)
		}
		if w := b.Screen().(*soloHost); w.ui.Advised != advised {
			t.Errorf("advised %v: resumed as %v", advised, w.ui.Advised)
		}
		finish(t, b, "")
		text := drawScreen(t, b.Root(), screenWidth, screenHeight)
		if strings.Contains(text, "Played with naqala's advice") != advised {
			t.Errorf("advised %v: result screen\n%s", advised, text)
		}
		recs := historyOf(t, dir)
		if len(recs) != 1 || recs[0].Advised != advised {
			t.Errorf("advised %v: history %+v", advised, recs)
		}
	}
}

// TestSoloUIOldScreenState: a screen state saved before the advice
// existed (no advised field) loads as a game without advice; a rebuilt
// screen state keeps the mark.
func TestSoloUIOldScreenState(t *testing.T) {
	a := fitSolo(t, "en", false, nil, "\r\r\ra\r", sultan.Roll{White: 1, Black: 1})
	v := a.screen.(*soloHost)
	old := []byte(strings.Replace(string(v.uiJSON()), `"advised":true,`, "", 1))
	w := newSoloHost(v.g, nil, v.cfg, old, soloHooks{})
	if w.ui.Advised || w.Step() != stepPlayer {
		t.Errorf("old state: advised %v, step %s", w.ui.Advised, w.Step())
	}
	// A screen state that disagrees with the log is rebuilt, the mark kept.
	bad := []byte(`{"version":1,"marks":[{"len":999,"step":"roll"}],"cards":{},"advised":true}`)
	w = newSoloHost(v.g, nil, v.cfg, bad, soloHooks{})
	if !w.ui.Advised {
		t.Error("the rebuilt screen state lost the advised mark")
	}
}
