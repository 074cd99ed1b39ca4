package ui

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/advisor"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// TestAdviceScreen: a on the player's turn lists the advisor's best moves
// at 80x24, the chosen one's path drawn on the board; j and k choose.
func TestAdviceScreen(t *testing.T) {
	a := fitSolo(t, "en", false, nil, "\r\r\ra\ra", sultan.Roll{White: 1, Black: 1})
	v := a.screen.(*soloHost)
	if v.mode != modeAdvice || v.ad.thinking || len(v.ad.advice.Moves) == 0 {
		t.Fatalf("mode %d, thinking %v, %d moves (message %q)", v.mode, v.ad.thinking, len(v.ad.advice.Moves), v.Message())
	}
	text := drawScreen(t, a.Root(), 80, 24)
	t.Log("\n" + text)
	best := v.ad.advice.Moves[0]
	if !strings.Contains(text, "> "+adviceCells("en", best)[0]) {
		t.Errorf("the best move is not listed as chosen:\n%s", text)
	}
	if len(v.bv.Path) != len(best.Plan.Move.Drops)+1 || v.bv.Path[0] != best.From {
		t.Errorf("board path %v, want the best move's from %v", v.bv.Path, best.From)
	}
	press(v, tcell.KeyRune, 'j', 0)
	if v.ad.sel != 1 {
		t.Errorf("j: chosen %d, want 1", v.ad.sel)
	}
	drawScreen(t, a.Root(), 80, 24)
	if v.bv.Path[0] != v.ad.advice.Moves[1].From {
		t.Errorf("after j the board marks %v, want the second move's", v.bv.Path)
	}
	press(v, tcell.KeyRune, 'k', 0)
	press(v, tcell.KeyUp, 0, 0)
	if v.ad.sel != 0 {
		t.Errorf("k Up: chosen %d, want 0", v.ad.sel)
	}
	if !v.ui.Advised {
		t.Error("the game shown advice is not marked as advised")
	}
}

// TestAdviceEnterPlays: Enter fills the guided entry with the chosen
// move, nothing played yet; Enter then takes each step: the log has the
// move, and the turn is done as planned, in a few keys.
func TestAdviceEnterPlays(t *testing.T) {
	a := fitSolo(t, "en", false, nil, "\r\r\ra\ra", sultan.Roll{White: 1, Black: 1})
	v := a.screen.(*soloHost)
	if len(v.ad.advice.Moves) < 2 {
		t.Fatalf("%d moves", len(v.ad.advice.Moves))
	}
	press(v, tcell.KeyDown, 0, 0)
	want := v.ad.advice.Moves[1].Plan.Move
	n := len(v.g.Log())
	press(v, tcell.KeyEnter, 0, 0)
	// The line chosen named the start, the last tile and the tribe: the
	// entry has them; the path waits for Enter when more than one is left.
	if played := len(v.g.Log()) > n; !played && (v.mode != modeMove || v.mv.from != want.From || v.mv.to != want.Last() || v.mv.stage != guidePath) {
		t.Fatalf("Enter on the advice: mode %d, stage %d, from %v to %v, log %d -> %d", v.mode, v.mv.stage, v.mv.from, v.mv.to, n, len(v.g.Log()))
	}
	enters := 0
	for ; v.Step() == stepPlayer && enters < 10; enters++ {
		press(v, tcell.KeyEnter, 0, 0)
	}
	if v.Step() != stepCleanup || enters > 3 {
		t.Errorf("after %d Enters: step %s (%s)", enters, v.Step(), v.Message())
	}
	var moved bool
	for _, e := range v.g.Log()[n:] {
		if e.Kind == sultan.EventMove && e.Move != nil && e.Move.Equal(want) {
			moved = true
		}
	}
	if !moved {
		t.Fatalf("the log has no move %s after Enter (message %q)", want, v.Message())
	}
	if v.mode != modeMenu {
		t.Errorf("mode %d after Enter", v.mode)
	}
	var st soloUI
	if err := json.Unmarshal(v.uiJSON(), &st); err != nil || !st.Advised {
		t.Errorf("screen state not advised: %v %s", err, v.uiJSON())
	}
}

// TestAdviceEscChangesNothing: Esc leaves the advice with the game as it
// was; the twin of Enter.
func TestAdviceEscChangesNothing(t *testing.T) {
	a := fitSolo(t, "en", false, nil, "\r\r\ra\r", sultan.Roll{White: 1, Black: 1})
	v := a.screen.(*soloHost)
	before, n := v.g.State(), len(v.g.Log())
	press(v, tcell.KeyRune, 'a', 0)
	if v.mode != modeAdvice {
		t.Fatalf("a: mode %d", v.mode)
	}
	press(v, tcell.KeyEscape, 0, 0)
	if v.mode != modeMenu || len(v.g.Log()) != n || !v.g.State().Equal(before) || v.Step() != stepPlayer {
		t.Errorf("Esc: mode %d, log %d -> %d, step %s", v.mode, n, len(v.g.Log()), v.Step())
	}
}

// TestAdviceFromMoveEntry: a at the move's start tile opens the advice,
// and Esc goes back to the move entry; a later in the entry is a last
// tile's letter, not the advice.
func TestAdviceFromMoveEntry(t *testing.T) {
	a := fitSolo(t, "en", false, nil, "\r\r\ra\rm", sultan.Roll{White: 1, Black: 1})
	v := a.screen.(*soloHost)
	press(v, tcell.KeyRune, 'a', 0)
	if v.mode != modeAdvice {
		t.Fatalf("a at the start tile: mode %d", v.mode)
	}
	press(v, tcell.KeyEscape, 0, 0)
	if v.mode != modeMove {
		t.Errorf("Esc: mode %d, want the move entry", v.mode)
	}
}

// TestAdviceOffThread: with a background runner the screen says it is
// thinking until the answer comes; a stale answer is dropped.
func TestAdviceOffThread(t *testing.T) {
	a := fitSolo(t, "en", false, nil, "\r\r\ra\r", sultan.Roll{White: 1, Black: 1})
	v := a.screen.(*soloHost)
	var queued []func() func()
	v.hooks.background = func(work func() func()) { queued = append(queued, work) }
	press(v, tcell.KeyRune, 'a', 0)
	text := drawScreen(t, a.Root(), 80, 24)
	if !v.ad.thinking || !strings.Contains(text, "thinking...") || len(queued) != 1 {
		t.Fatalf("thinking %v, %d queued:\n%s", v.ad.thinking, len(queued), text)
	}
	press(v, tcell.KeyEnter, 0, 0)
	if len(v.g.Log()) != v.ad.at {
		t.Fatal("Enter while thinking changed the game")
	}
	// Esc and a again: the first answer is stale.
	press(v, tcell.KeyEscape, 0, 0)
	v.ad.at = -1 // as if the game had changed
	press(v, tcell.KeyRune, 'a', 0)
	if len(queued) != 2 {
		t.Fatalf("%d queued", len(queued))
	}
	queued[0]()()
	if !v.ad.thinking {
		t.Error("a stale answer was taken")
	}
	queued[1]()()
	if v.ad.thinking || len(v.ad.advice.Moves) == 0 {
		t.Error("the answer was not taken")
	}
}

// TestAdviceHintSteps: A shows the best move's start tile only; a then
// shows the whole move.
func TestAdviceHintSteps(t *testing.T) {
	a := fitSolo(t, "en", false, nil, "\r\r\ra\rA", sultan.Roll{White: 1, Black: 1})
	v := a.screen.(*soloHost)
	text := drawScreen(t, a.Root(), 80, 24)
	best := v.ad.advice.Moves[0]
	if len(v.bv.Path) != 1 || v.bv.Path[0] != best.From || !strings.Contains(text, "Hint: start from r"+best.From.Short()[1:]) {
		t.Fatalf("hint: path %v:\n%s", v.bv.Path, text)
	}
	if strings.Contains(text, "-> ") {
		t.Errorf("the hint shows the last tile:\n%s", text)
	}
	press(v, tcell.KeyRune, 'a', 0)
	drawScreen(t, a.Root(), 80, 24)
	if v.ad.level != hintFull || len(v.bv.Path) != len(best.Plan.Move.Drops)+1 {
		t.Errorf("a after the hint: level %d, path %v", v.ad.level, v.bv.Path)
	}
}

// TestAdviceNoMove: advice on a state with no legal move says so and
// that the game ends.
func TestAdviceNoMove(t *testing.T) {
	a := fitSolo(t, "en", false, nil, "\r\r\ra\ra", sultan.Roll{White: 1, Black: 1})
	v := a.screen.(*soloHost)
	v.ad.advice, v.ad.err = advisor.Advice{}, advisor.ErrNoMove
	text := drawScreen(t, a.Root(), 80, 24)
	if !strings.Contains(text, "No legal move on this board") || !strings.Contains(text, "the game ends") {
		t.Errorf("no move:\n%s", text)
	}
	press(v, tcell.KeyEnter, 0, 0)
	if v.mode != modeAdvice {
		t.Errorf("Enter with no move left the advice: mode %d", v.mode)
	}
}

// TestAdviceSearchedNote: a search stopped early says how much it
// searched; a whole search says nothing.
func TestAdviceSearchedNote(t *testing.T) {
	a := fitSolo(t, "en", false, nil, "\r\r\ra\ra", sultan.Roll{White: 1, Black: 1})
	v := a.screen.(*soloHost)
	if text := drawScreen(t, a.Root(), 80, 24); strings.Contains(text, "searched") {
		t.Errorf("a whole search has a note:\n%s", text)
	}
	v.ad.advice.Searched, v.ad.advice.Total = 3, 9
	if text := drawScreen(t, a.Root(), 80, 24); !strings.Contains(text, "searched 3 of 9 outcomes") {
		t.Errorf("no note:\n%s", text)
	}
}

// TestAdviceLineWords: the advice list names places and Assassins in the
// screen's language ("r2 s4", "Meuchelmörder" and a decimal comma in
// German), the English line its twin.
func TestAdviceLineWords(t *testing.T) {
	m := advisor.Ranked{Rank: 1, From: game.Place{Col: 4, Row: 2}, To: game.Place{Col: 4, Row: 1},
		Tribe: game.Vizier, Taken: 3, ScoreChange: 13, Estimate: 24, Yazid: advisor.Threat{Assassins: 0.6, PLoss: 0.028}}
	for _, tc := range []struct {
		lang      string
		want, not []string
	}{
		{"en", []string{"1. r2 c4 -> r1 c4 3 Viziers", "+13", "+24.0", "2.8%", "0.6", "now", "Assassins"}, []string{" s4", "Meuchelmörder", ","}},
		{"de", []string{"1. r2 s4 -> r1 s4 3 Wesire", "+13", "+24,0", "2,8%", "0,6", "jetzt", "Meuchelmörder"}, []string{" c4", "Assassin", "0.6", "24.0"}},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			head, rows := adviceTable(tc.lang, []advisor.Ranked{m}, 78)
			got := head + "\n" + strings.Join(rows[0], "\n")
			for _, w := range tc.want {
				if !strings.Contains(got, w) {
					t.Errorf("got %q, want %q in it", got, w)
				}
			}
			for _, w := range tc.not {
				if strings.Contains(got, w) {
					t.Errorf("got %q, want no %q in it", got, w)
				}
			}
		})
	}
}

// TestAdviceListFits: at 80x24 the advice lists its 5 moves a line each
// under the columns' headings, in English and German, none wrapped (a
// word of a move ran onto a line of its own), the German numbers with
// a decimal comma; the English ones keep the point (the twin).
func TestAdviceListFits(t *testing.T) {
	for _, c := range []struct {
		lang, head, est, not string
	}{
		{"en", "now    est  loss  Assassins", "+24.0", "+24,0"},
		{"de", "jetzt  gesch.  Niederlage  Meuchelmörder", "+24,0", "+24.0"},
	} {
		a := fitSolo(t, c.lang, false, nil, "\r\r\ra\ra", sultan.Roll{White: 1, Black: 1})
		v := a.screen.(*soloHost)
		if len(v.ad.advice.Moves) != 5 {
			t.Fatalf("%s: %d moves", c.lang, len(v.ad.advice.Moves))
		}
		step := stepRegion(drawScreen(t, a.Root(), 80, 24))
		if !strings.Contains(step, c.head) || strings.Contains(step, c.not) {
			t.Errorf("%s: want %q, no %q in\n%s", c.lang, c.head, c.not, step)
		}
		for i, m := range v.ad.advice.Moves {
			line := ""
			for _, l := range strings.Split(step, "\n") {
				if strings.Contains(l, fmt.Sprintf("%d%s r", i+1, map[bool]string{false: ".", true: "="}[m.Equal])) {
					line = l
				}
			}
			if !strings.Contains(line, c.est) || !strings.HasSuffix(strings.TrimSpace(line), printerOf(c.lang).Decimal(m.Yazid.Assassins, 1)) {
				t.Errorf("%s: move %d not on one line with its estimate %s and Assassins:\n%s", c.lang, i+1, c.est, step)
			}
		}
	}
}

// TestAdviceListKeepsHeadings: with less room than the list (the
// 6-row board of the Artisans): the columns' headings and the keys
// stay, with the chosen move, and moves are left out instead (the first
// when the fifth is chosen); in English and German.
func TestAdviceListKeepsHeadings(t *testing.T) {
	for _, c := range []struct{ lang, head string }{{"en", "now    est  loss"}, {"de", "jetzt  gesch.  Niederlage"}} {
		a := fitSolo(t, c.lang, false, withTiles(t, game.Expansions{Artisans: true}, 0, map[game.Place]string{}), "\r\r\ra\ra", sultan.Roll{White: 1, Black: 1})
		v := a.screen.(*soloHost)
		if len(v.ad.advice.Moves) != 5 {
			t.Fatalf("%s: %d moves", c.lang, len(v.ad.advice.Moves))
		}
		for _, sel := range []int{0, 4} {
			v.ad.sel = sel
			step := stepRegion(drawScreen(t, a.Root(), 80, 24))
			chosen := "> " + adviceCells(c.lang, v.ad.advice.Moves[sel])[0]
			if !strings.Contains(step, c.head) || !strings.Contains(step, chosen) || !strings.Contains(step, "Esc") {
				t.Errorf("%s, move %d chosen: want the headings, %q and the keys in\n%s", c.lang, sel+1, chosen, step)
			}
		}
	}
}

// TestAdviceListShowsFiveOnSixRows: on the 6-row board of the Artisans,
// at 80x24 with no message, the heading, the 5 moves and the keys all
// show (a move was left out above 3 blank lines), in English and
// German; the twin: a message of 2 lines leaves out one move, the keys
// still shown.
func TestAdviceListShowsFiveOnSixRows(t *testing.T) {
	for _, lang := range []string{"en", "de"} {
		a := fitSolo(t, lang, false, withTiles(t, game.Expansions{Artisans: true}, 0, map[game.Place]string{}), "\r\r\ra\ra", sultan.Roll{White: 1, Black: 1})
		v := a.screen.(*soloHost)
		if len(v.ad.advice.Moves) != 5 {
			t.Fatalf("%s: %d moves", lang, len(v.ad.advice.Moves))
		}
		v.msg = ""
		count := func() int {
			step := stepRegion(drawScreen(t, a.Root(), 80, 24))
			n := 0
			for _, m := range v.ad.advice.Moves {
				if strings.Contains(step, adviceCells(lang, m)[0]) {
					n++
				}
			}
			if !strings.Contains(step, "Esc") {
				t.Errorf("%s: the keys are not shown:\n%s", lang, step)
			}
			return n
		}
		if got := count(); got != 5 {
			t.Errorf("%s: %d of the 5 moves shown, want 5", lang, got)
		}
		v.msg = strings.Repeat("a long message ", 8) // two lines
		if got := count(); got != 4 {
			t.Errorf("%s, the twin with a 2-line message: %d of the 5 moves shown, want 4", lang, got)
		}
	}
}

// TestAdviceListKeepsEveryKeysLine: a keys line that wraps keeps all its
// lines when the list has less room than it needs (only the last was
// kept); the twin: with room for all, nothing is dropped.
func TestAdviceListKeepsEveryKeysLine(t *testing.T) {
	a := fitSolo(t, "de", false, withTiles(t, game.Expansions{Artisans: true}, 0, map[game.Place]string{}), "\r\r\ra\ra", sultan.Roll{White: 1, Black: 1})
	v := a.screen.(*soloHost)
	const w = 30
	keys := wrapWords(tr("de", "ui.advice.keys"), w)
	if len(keys) < 2 {
		t.Fatalf("the keys line fits %d columns: %q", w, keys)
	}
	v.room = 0
	all := v.ad.lines(w)
	v.room = len(keys) + 3
	got := v.ad.lines(w)
	if len(got) > v.room+1 { // the room and its keys' line
		t.Errorf("%d lines in a room of %d and the keys' line", len(got), v.room)
	}
	for i, k := range keys {
		if j := len(got) - len(keys) + i; j < 0 || got[j].text != k {
			t.Errorf("keys line %d: want %q at the end of\n%v", i+1, k, got)
		}
	}
	if !strings.Contains(got[0].text, "jetzt") {
		t.Errorf("the headings are not kept first: %q", got[0].text)
	}
	v.room = len(all)
	if got := v.ad.lines(w); len(got) != len(all) {
		t.Errorf("the twin: room for all %d lines, got %d", len(all), len(got))
	}
}

// TestAdviceDeeperNote: advice searched one roll deeper (advice.deeper)
// says so above its moves, in English and German, at 80x24, every move
// still shown, and how many rolls when its budget ran out (the twin:
// every roll searched says nothing of it); the twin: advice one roll
// deep says nothing of it.
func TestAdviceDeeperNote(t *testing.T) {
	for _, tc := range []struct{ lang, want, fifth, cut string }{
		{"en", "the first 2 moves looked one roll further", "5= r5 c6 -> r4 c6", "on 12 of 36 rolls (work budget)"},
		{"de", "die ersten 2 Züge einen Wurf weiter", "5= r5 s6 -> r4 s6", "auf 12 von 36 Würfen (Arbeitsbudget)"},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			a := fitSolo(t, tc.lang, false, nil, "\r\r\ra\ra", sultan.Roll{White: 1, Black: 1})
			v := a.screen.(*soloHost)
			if len(v.ad.advice.Moves) < 2 {
				t.Fatalf("%d moves advised, want 2 or more", len(v.ad.advice.Moves))
			}
			if text := drawScreen(t, a.Root(), 80, 24); strings.Contains(text, tc.want) {
				t.Errorf("advice one roll deep says it searched deeper:\n%s", text)
			}
			v.ad.advice.Moves[0].Deeper, v.ad.advice.Moves[1].Deeper = true, true
			v.ad.advice.DeeperRolls = sultan.Rolls
			text := drawScreen(t, a.Root(), 80, 24)
			if !strings.Contains(text, tc.want) || !strings.Contains(text, tc.fifth) {
				t.Errorf("no %q or %q:\n%s", tc.want, tc.fifth, text)
			}
			if strings.Contains(text, tc.cut) {
				t.Errorf("every roll searched deeper, yet %q:\n%s", tc.cut, text)
			}
			// The deeper search's budget ran out after 12 rolls: said.
			v.ad.advice.DeeperRolls = 12
			if text := drawScreen(t, a.Root(), 80, 24); !strings.Contains(text, tc.cut) || !strings.Contains(text, tc.fifth) {
				t.Errorf("12 of 36 rolls searched deeper: no %q or %q:\n%s", tc.cut, tc.fifth, text)
			}
		})
	}
}

// TestAdviceDeeperNotePlain: the deeper search's note says plainly what
// it did, on one line at 80x24 ("looked one roll further: Yazid's 36
// rolls, your best answer"; it said "(each roll, your best reply)"), in
// English and German; the twin: advice one roll deep has no such line.
func TestAdviceDeeperNotePlain(t *testing.T) {
	for _, tc := range []struct{ lang, want, old string }{
		{"en", "the first 2 moves looked one roll further: Yazid's 36 rolls, your best answer", "each roll"},
		{"de", "die ersten 2 Züge einen Wurf weiter: Yazids 36 Würfe, deine beste Antwort", "jeder Wurf"},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			a := fitSolo(t, tc.lang, false, nil, "\r\r\ra\ra", sultan.Roll{White: 1, Black: 1})
			v := a.screen.(*soloHost)
			if len(v.ad.advice.Moves) < 2 {
				t.Fatalf("%d moves advised, want 2 or more", len(v.ad.advice.Moves))
			}
			if text := drawScreen(t, a.Root(), 80, 24); strings.Contains(text, "36") {
				t.Errorf("advice one roll deep names the 36 rolls:\n%s", text)
			}
			v.ad.advice.Moves[0].Deeper, v.ad.advice.Moves[1].Deeper = true, true
			v.ad.advice.DeeperRolls = sultan.Rolls
			text := drawScreen(t, a.Root(), 80, 24)
			if !strings.Contains(text, tc.want) || strings.Contains(text, tc.old) {
				t.Errorf("want the line %q, not %q:\n%s", tc.want, tc.old, text)
			}
		})
	}
}

// TestAdviceEqualLegend: the advice list says what "=" marks, "= as good
// as the move above (within 1 VP)", on a line above its keys at 80x24 in
// English and German, every move and the whole keys line still shown (it
// was never explained; where it would cost a move it is left out:
// TestAdviceListShowsFiveOnSixRows); the twin: no move marked "=", no
// legend.
func TestAdviceEqualLegend(t *testing.T) {
	for _, tc := range []struct{ lang, want, fifth, keys string }{
		{"en", "= as good as the move above (within 1 VP)", "5= r5 c6 -> r4 c6", "Up Down j k choose, Enter enters it step by step, Esc back"},
		{"de", "= so gut wie der Zug darüber (bis auf 1 SP)", "5= r5 s6 -> r4 s6", "Auf Ab j k wählen, Enter gibt ihn schrittweise ein, Esc zurück"},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			a := fitSolo(t, tc.lang, false, nil, "\r\r\ra\ra", sultan.Roll{White: 1, Black: 1})
			v := a.screen.(*soloHost)
			text := drawScreen(t, a.Root(), 80, 24)
			for _, want := range []string{tc.want, tc.fifth, tc.keys} {
				if !strings.Contains(text, want) {
					t.Errorf("no %q:\n%s", want, text)
				}
			}
			for i := range v.ad.advice.Moves {
				v.ad.advice.Moves[i].Equal = false
			}
			if text := drawScreen(t, a.Root(), 80, 24); strings.Contains(text, tc.want[:6]) || !strings.Contains(text, tc.keys) {
				t.Errorf("no move marked =, yet a legend (or no keys):\n%s", text)
			}
		})
	}
}
