package ui

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/advisor"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// review2Flat is a screen's text with every run of blanks and line
// breaks one space: a message wrapped over lines reads as one.
func review2Flat(screen string) string { return strings.Join(strings.Fields(screen), " ") }

// TestOutbidAdviceFitsEnDe: the longest advice on outbidding (a
// double strike taking an Assassin, 2 Viziers to the Council, an Elder,
// 2 Builders and coins)
// is on the 80x24 screen whole, in English and German, under the dice
// and their keys; the game is marked as played with advice.
func TestOutbidAdviceFitsEnDe(t *testing.T) {
	change := func(s *sultan.Setup) {
		b := soloBoard(t)
		b.At(at(5, 5)).Meeples = game.Meeples{game.Vizier: 1, game.Assassin: 1, game.Builder: 1}
		b.At(at(1, 5)).Meeples = game.Meeples{game.Vizier: 1, game.Builder: 1, game.Elder: 1}
		*s = sultan.NewSetup(b, game.Expansions{}, false, sultan.DefaultRules())
	}
	for _, c := range []struct{ lang, prefix, strike string }{
		{"en", "Advice: ", "1 Assassin, 2 Viziers to the Council, 1 Elder, 2 Builders, 5 coins"},
		{"de", "Rat: ", "1 Meuchelmörder, 2 Wesire in den Rat, 1 Ältesten, 2 Baumeister, 5 Gold"},
	} {
		a := fitSolo(t, c.lang, false, change, "\ra", sultan.Roll{White: 5, Black: 6})
		v := a.screen.(*soloHost)
		msg := v.Message()
		screen := drawScreen(t, a.Root(), 80, 24)
		if !strings.HasPrefix(msg, c.prefix) || !strings.Contains(msg, c.strike) || !v.ui.Advised {
			t.Errorf("%s: message %q, advised %v", c.lang, msg, v.ui.Advised)
		}
		if !strings.Contains(review2Flat(screen), review2Flat(msg)) {
			t.Errorf("%s: the advice %q is not whole on the screen:\n%s", c.lang, msg, screen)
		}
		if !strings.Contains(screen, "o  ") {
			t.Errorf("%s: the outbid offer is gone from the screen:\n%s", c.lang, screen)
		}
	}
}

// TestOutbidAdviceDroppedAfterUndo: the advice on outbidding
// comes off the screen's thread; when the roll was taken back (u) before
// it came, it is not said and the game is not marked as advised. Asked
// again on the same dice, it is.
func TestOutbidAdviceDroppedAfterUndo(t *testing.T) {
	v, _ := newTestSolo(t, nil, sultan.Roll{White: 2, Black: 2})
	pressKeys(v, tcell.KeyEnter)
	var queued []func() func()
	v.hooks.background = func(work func() func()) { queued = append(queued, work) }
	typeText(v, "a")
	typeText(v, "u")
	if v.Step() == stepDice || len(queued) != 1 {
		t.Fatalf("u on the dice: step %s, %d queued (%s)", v.Step(), len(queued), v.Message())
	}
	queued[0]()()
	if strings.Contains(v.Message(), "Advice") || v.ui.Advised {
		t.Errorf("the advice came after the roll was taken back: %q, advised %v", v.Message(), v.ui.Advised)
	}
	pressKeys(v, tcell.KeyEnter)
	typeText(v, "a")
	if len(queued) != 2 || v.Step() != stepDice {
		t.Fatalf("a again: step %s, %d queued", v.Step(), len(queued))
	}
	queued[1]()()
	if !strings.Contains(v.Message(), "Advice") || !v.ui.Advised {
		t.Errorf("the advice on the dice again: %q, advised %v", v.Message(), v.ui.Advised)
	}
}

// TestNoOutbidAdviceWhenNoOutbid: a on the dice gives no advice
// and marks nothing when outbidding is not possible: after an outbid (the
// re-roll, phase YazidAfterOutbid) and with too few coins; the dice's
// keys do not offer a then. The twin: with the coins, a is offered.
func TestNoOutbidAdviceWhenNoOutbid(t *testing.T) {
	v, _ := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1}, sultan.Roll{White: 2, Black: 2})
	pressKeys(v, tcell.KeyEnter)
	if !keyOn(v, key('a')) {
		t.Errorf("the dice of 1/1 with %d coins do not offer a", v.g.Player().Coins)
	}
	typeText(v, "o")
	pressKeys(v, tcell.KeyEnter, tcell.KeyEnter, tcell.KeyEnter) // the turn passed (Enter twice), the re-roll
	if v.Step() != stepDice || v.g.Phase() != sultan.YazidAfterOutbid {
		t.Fatalf("after the outbid's turn: step %s, phase %s", v.Step(), v.g.Phase())
	}
	w, _ := newTestSolo(t, func(s *sultan.Setup) { s.Player.Coins = 3 }, sultan.Roll{White: 2, Black: 2})
	pressKeys(w, tcell.KeyEnter)
	for name, x := range map[string]*soloHost{"the re-roll": v, "3 coins for 4": w} {
		if keyOn(x, key('a')) {
			t.Errorf("%s: the dice offer a", name)
		}
		typeText(x, "a")
		if !x.msgErr || strings.Contains(x.Message(), "Advice") || x.ui.Advised {
			t.Errorf("%s: a said %q (error %v), advised %v", name, x.Message(), x.msgErr, x.ui.Advised)
		}
	}
}

// TestTargetAdviceEnDe: a in the choice of Yazid's target says the
// tile advisor.Redirect gives, whole on the 80x24 screen in English and
// German, puts the cursor on it and marks the game; Enter takes it.
func TestTargetAdviceEnDe(t *testing.T) {
	for _, c := range []struct{ lang, prefix string }{{"en", "Advice: "}, {"de", "Rat: "}} {
		a := fitSolo(t, c.lang, false, func(s *sultan.Setup) {
			b := soloBoard(t)
			*b.At(at(2, 2)) = game.Tile{Type: b.At(at(2, 2)).Type}
			*s = sultan.NewSetup(b, game.Expansions{}, false, sultan.DefaultRules())
		}, "\r", sultan.Roll{White: 2, Black: 2}) // the roll asks the choice at once
		v := a.screen.(*soloHost)
		if v.Step() != stepChoose {
			t.Fatalf("%s: step %s (%s)", c.lang, v.Step(), v.Message())
		}
		roll, _ := v.g.CurrentRoll()
		want, err := advisor.Redirect(v.g.State(), roll, v.g.Rules(), advisor.DefaultWeights(), nil)
		if err != nil {
			t.Fatal(err)
		}
		typeText(v, "a")
		msg := v.Message()
		screen := drawScreen(t, a.Root(), 80, 24)
		if !strings.HasPrefix(msg, c.prefix) || !strings.Contains(msg, whereIn(c.lang, v.g.Board(), want)) || v.ui.Cursor != want || !v.ui.Advised {
			t.Errorf("%s: message %q, cursor %v, want %v, advised %v", c.lang, msg, v.ui.Cursor, want, v.ui.Advised)
		}
		if !strings.Contains(review2Flat(screen), review2Flat(msg)) {
			t.Errorf("%s: the advice %q is not whole on the screen:\n%s", c.lang, msg, screen)
		}
		pressKeys(v, tcell.KeyEnter)
		if len(v.ui.Answers) != 1 || v.ui.Answers[0] != want {
			t.Errorf("%s: answers %v, want %v", c.lang, v.ui.Answers, want)
		}
	}
}

// TestOutbidAdviceNamesAllTheStrikeTakes: round 1, roll 3,1 strikes
// r1 c3 holding an Assassin, a Vizier and an Elder; the advice on
// outbidding names all three, as the dice line does (it said "1 red
// Assassin, 1 yellow Vizier": the Elder, which the advice does not
// weigh, was left out), whole at 80x24 in en and de. The twin: a tile
// without an Elder names none.
func TestOutbidAdviceNamesAllTheStrikeTakes(t *testing.T) {
	for _, c := range []struct {
		lang, meeples, want, not string
	}{
		{"en", "RYW", "(it takes 1 Assassin, 1 Vizier to the Council, 1 Elder)", "Elder)"},
		{"de", "RYW", "(er nimmt 1 Meuchelmörder, 1 Wesir in den Rat, 1 Ältesten)", "Ältesten)"},
		{"en", "RY", "(it takes 1 Assassin, 1 Vizier to the Council)", "Elder"},
		{"de", "RY", "(er nimmt 1 Meuchelmörder, 1 Wesir in den Rat)", "Ältest"},
	} {
		m, err := game.ParseMeeples(c.meeples)
		if err != nil {
			t.Fatal(err)
		}
		change := func(s *sultan.Setup) {
			b := soloBoard(t)
			b.At(at(1, 3)).Meeples = m
			b.At(at(1, 1)).Meeples = game.Meeples{game.Vizier: 1} // YWW: the box keeps its count
			*s = sultan.NewSetup(b, game.Expansions{}, false, sultan.DefaultRules())
		}
		a := fitSolo(t, c.lang, false, change, "\ra", sultan.Roll{White: 3, Black: 1})
		msg := a.screen.(*soloHost).Message()
		screen := drawScreen(t, a.Root(), 80, 24)
		if !strings.Contains(msg, c.want) || !strings.Contains(review2Flat(screen), review2Flat(msg)) {
			t.Errorf("%s %s: message %q, want %q whole on the screen:\n%s", c.lang, c.meeples, msg, c.want, screen)
		}
		if c.meeples == "RY" && strings.Contains(msg, c.not) {
			t.Errorf("%s %s: message %q names %q", c.lang, c.meeples, msg, c.not)
		}
	}
}
