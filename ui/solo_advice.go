package ui

import (
	"errors"
	"fmt"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/advisor"
	"github.com/naqala/naqala/game"
)

// The advice on the player's turn: the advisor ranks the moves off the UI
// thread; the screen lists the best, draws the chosen one's path and
// fills the guided entry with it a step at a time (solo_prefill.go). A hint shows the best move in steps: the
// start tile only, then the whole move. A game shown advice is marked so
// (soloUI.Advised), in the history and on the sheet.

// adviceTop is how many moves the advice lists.
const adviceTop = 5

// Hint levels of the advice shown.
const (
	hintStart = 1 // the best move's start tile only
	hintFull  = 2 // every move listed, the chosen one's path drawn
)

// adviceState is the advice being computed or shown.
type adviceState struct {
	gen      int  // counts the requests: a late answer to an old one is dropped
	thinking bool // computing
	at       int  // the log length the advice is for
	level    int  // hintStart or hintFull
	sel      int  // the move chosen in the list
	advice   advisor.Advice
	err      error
	back     soloMode // the mode Esc goes back to
}

// adviceList is the controller of the advisor's best moves: the advice
// asked or shown, and its host for the game.
type adviceList struct {
	adviceState
	h *soloHost
}

// open opens the advice at hint level level; the turn must wait
// for its move. The advice is computed off the screen's thread (the
// host's later).
func (ap *adviceList) open(level int) effect {
	if _, moved := ap.h.g.Turn(); moved || ap.h.step != stepPlayer {
		ap.h.refuseT("ui.msg.move_entered")
		return none
	}
	back := ap.h.mode
	if back == modeAdvice {
		back = ap.back
	}
	ap.h.mode = modeAdvice
	ap.back, ap.level = back, level
	if !ap.thinking && ap.at == ap.h.g.Len() && ap.gen > 0 {
		ap.h.keysChanged()
		return ap.shown()
	}
	ap.gen++
	ap.thinking, ap.at, ap.sel, ap.err = true, ap.h.g.Len(), 0, nil
	ap.advice = advisor.Advice{}
	gen, st := ap.gen, ap.h.g.State()
	opts := advisor.Options{Top: adviceTop, Weights: ap.weights(), Rules: ap.h.g.Rules(),
		ScoringRules: ap.h.cfg.ScoringRules, DjinnVP: ap.h.cfg.DjinnVP}
	ap.h.keysChanged()
	ap.h.later(func() func() effect {
		a, err := advisor.Advise(st, opts)
		return func() effect { return ap.done(gen, a, err) }
	})
	return none
}

// done takes the advice of request gen, unless another request or
// a change of the game made it stale.
func (ap *adviceList) done(gen int, a advisor.Advice, err error) effect {
	if gen != ap.gen || ap.at != ap.h.g.Len() {
		return none
	}
	ap.thinking, ap.advice, ap.err = false, a, err
	if ap.h.mode == modeAdvice {
		return ap.shown()
	}
	return none
}

// shown marks the game as played with advice once a move is shown.
func (ap *adviceList) shown() effect {
	ap.h.msg, ap.h.msgErr = "", false
	if ap.err != nil || len(ap.advice.Moves) == 0 {
		return none
	}
	return ap.advised()
}

// advised marks the game as played with advice (history, PDF): the
// screen state to keep, the first time.
func (ap *adviceList) advised() effect {
	if ap.h.ui.Advised {
		return none
	}
	ap.h.ui.Advised = true
	return kept(nil)
}

// adviceWeights are the advice's weights: the configuration's, else the
// defaults.
func (ap *adviceList) weights() advisor.Weights {
	if ap.h.cfg.Advice == (advisor.Weights{}) {
		return advisor.DefaultWeights()
	}
	return ap.h.cfg.Advice
}

// adviseTarget puts the cursor on the answer to Yazid's redirect that
// limits the damage as the advice reckons his roll (advisor.Redirect),
// says so, and marks the game as played with advice; Enter takes it.
func (ys *yazidSteps) adviseTarget() effect {
	roll, ok := ys.h.g.CurrentRoll()
	if !ok {
		return none
	}
	p, err := advisor.Redirect(ys.h.g.State(), roll, ys.h.g.Rules(), ys.h.ad.weights(), ys.h.ui.Answers)
	if err != nil {
		ys.h.refuse("%v", err)
		return none
	}
	ys.h.ui.Cursor = p
	ys.h.sayT("ui.choose.advised", whereIn(ys.h.cfg.lang(), ys.h.g.Board(), p))
	return ys.h.ad.advised()
}

// key handles a key of the advice.
func (ap *adviceList) key(ev *tcell.EventKey) effect {
	ad := &ap.adviceState
	n := len(ad.advice.Moves)
	switch {
	case ev.Key() == tcell.KeyEscape:
		ap.h.mode = ad.back
		ap.h.sayT("ui.advice.closed")
		ap.h.keysChanged()
	case ad.thinking:
		// The step says it is thinking; keys wait for the answer.
	case ev.Key() == tcell.KeyRune && (ev.Rune() == 'a' || ev.Rune() == 'A') && ad.level < hintFull:
		ad.level = hintFull
		return ap.shown()
	case ad.level < hintFull || n == 0:
		return none
	case ev.Key() == tcell.KeyDown || ev.Key() == tcell.KeyRune && ev.Rune() == 'j':
		ad.sel = min(ad.sel+1, n-1)
	case ev.Key() == tcell.KeyUp || ev.Key() == tcell.KeyRune && ev.Rune() == 'k':
		ad.sel = max(ad.sel-1, 0)
	case ev.Key() == tcell.KeyRune && ev.Rune() >= '1' && ev.Rune() <= '9' && int(ev.Rune()-'0') <= n:
		ad.sel = int(ev.Rune() - '1')
	case ev.Key() == tcell.KeyEnter:
		// The guided entry, filled with the move a step at a time. The
		// line chosen names the start, the last tile and the tribe: taken
		// at once. The path and colours, numbered on the board, stay a
		// step when more than one remains; a tile whose meeples are still
		// to enter stops it there.
		plan := ad.advice.Moves[ad.sel].Plan.Move
		h := ap.h
		h.pf.start(ad.advice.Moves[ad.sel].Plan)
		if h.mode == modeMove && h.mv.stage == guideStart {
			h.mv.guideTile(plan.From)
		}
		if h.mode == modeMove && h.mv.stage == guideLast && h.mv.from == plan.From {
			h.ui.Cursor = plan.Last()
			h.mv.guideTile(plan.Last())
		}
		if h.mode == modeMove && h.mv.stage == guideTribe && len(plan.Drops) > 0 {
			h.mv.guideTribe(plan.Drops[len(plan.Drops)-1].Tribe)
		}
	}
	return none
}

// best is the move the board marks: the chosen one, or the best.
func (ap *adviceList) best() (advisor.Ranked, bool) {
	ad := &ap.adviceState
	if ad.thinking || ad.sel >= len(ad.advice.Moves) {
		return advisor.Ranked{}, false
	}
	return ad.advice.Moves[ad.sel], true
}

// board marks the move shown: its start tile, and at the
// full level its path, start first.
func (ap *adviceList) board(bv *BoardView) {
	m, ok := ap.best()
	if !ok {
		return
	}
	if ap.level < hintFull {
		bv.Path = []game.Place{m.From}
		return
	}
	bv.Path = advicePath(m)
}

// advicePath is a move's tiles, start first.
func advicePath(m advisor.Ranked) []game.Place {
	path := []game.Place{m.From}
	for _, d := range m.Plan.Move.Drops {
		path = append(path, d.To)
	}
	return path
}

// lines are the step region's lines of the advice.
func (ap *adviceList) lines(w int) []soloLine {
	ad := &ap.adviceState
	l := ap.h.cfg.lang()
	b := ap.h.g.Board()
	n, hd, dim, bad := ap.h.ink.normal, ap.h.ink.heading, ap.h.ink.dim, ap.h.ink.err
	var out []soloLine
	add := func(st tcell.Style, text string) {
		for _, line := range wrapWords(text, w) {
			out = append(out, soloLine{line, st})
		}
	}
	keys := "ui.advice.keys"
	switch {
	case ad.thinking:
		add(n, tr(l, "ui.advice.thinking"))
		keys = "ui.advice.keys_wait"
	case errors.Is(ad.err, advisor.ErrOnlyCarpet):
		add(bad, tr(l, "ui.advice.carpet_only"))
		keys = "ui.advice.keys_wait"
	case errors.Is(ad.err, advisor.ErrNoMove) || ad.err == nil && len(ad.advice.Moves) == 0:
		add(bad, tr(l, "ui.advice.no_move"))
		keys = "ui.advice.keys_wait"
	case ad.err != nil:
		add(bad, oneLine(ad.err))
		keys = "ui.advice.keys_wait"
	case ad.level < hintFull:
		m := ad.advice.Moves[0]
		add(hd, tf(l, "ui.advice.hint_start", whereIn(l, b, m.From), b.Tile(m.From).Meeples))
		keys = "ui.advice.keys_hint"
	default:
		if ad.advice.Searched < ad.advice.Total {
			add(dim, tf(l, "ui.advice.searched", ad.advice.Searched, ad.advice.Total))
		}
		for i, m := range ad.advice.Moves {
			st, mark := n, "  "
			if i == ad.sel {
				st, mark = hd, "> "
			}
			add(st, mark+adviceLine(l, m))
		}
	}
	add(dim, tr(l, keys))
	if room := ap.h.room; room > 0 && len(out) > room {
		// Keep the keys line and the chosen move: drop lines above it.
		keys := out[len(out)-1]
		body := out[:len(out)-1]
		for len(body) > room-1 && (len(body) > 0 && body[0].st != hd) {
			body = body[1:]
		}
		if len(body) > room-1 {
			body = body[:room-1]
		}
		out = append(body, keys)
	}
	return out
}

// adviceLine is one move of the list: "1. r2 c4 -> r3 c5 3 Builders: +14
// now, est +1.2; Yazid: loss 0%, 0.2 Assassins".
func adviceLine(l string, m advisor.Ranked) string {
	mark := "."
	if m.Equal {
		mark = "="
	}
	yazid := tf(l, "ui.advice.yazid", advicePercent(m.Yazid.PLoss), m.Yazid.Assassins)
	switch {
	case m.LosesNow:
		yazid = tr(l, "ui.advice.loses_now")
	case m.NoNextRoll:
		yazid = tr(l, "ui.advice.no_roll")
	}
	return tf(l, "ui.advice.move", fmt.Sprintf("%d%s", m.Rank, mark),
		tf(l, "ui.where", m.From.Row, m.From.Col), tf(l, "ui.where", m.To.Row, m.To.Col),
		m.Taken, tribeName(l, m.Tribe, m.Taken), m.ScoreChange, m.Estimate, yazid)
}

// advicePercent writes a probability as "0%", "2.8%", "100%".
func advicePercent(p float64) string {
	return strings.TrimSuffix(fmt.Sprintf("%.1f", p*100), ".0") + "%"
}

// adviseOutbid asks the advice whether to outbid the roll
// (advisor.Outbid), off the screen's thread, and says it on the dice
// step; the game is then played with advice.
func (ys *yazidSteps) adviseOutbid() {
	roll, rolled := ys.h.g.CurrentRoll()
	cost, ok := ys.h.g.OutbidCost()
	if !rolled || !ok || ys.h.g.Player().Coins < cost {
		ys.h.refuseT("ui.msg.no_outbid", ys.outbidWhyNot())
		return
	}
	st, at := ys.h.g.State(), ys.h.g.Len()
	opts := advisor.Options{Weights: ys.h.ad.weights(), Rules: ys.h.g.Rules(), ScoringRules: ys.h.cfg.ScoringRules, DjinnVP: ys.h.cfg.DjinnVP}
	ys.h.sayT("ui.outbid.thinking")
	ys.h.later(func() func() effect {
		a, err := advisor.Outbid(st, roll, opts)
		return func() effect { return ys.outbidAdvised(at, a, err) }
	})
}

// outbidAdvised says the advice on outbidding, unless the game moved on
// meanwhile.
func (ys *yazidSteps) outbidAdvised(at int, a advisor.Outbidding, err error) effect {
	if at != ys.h.g.Len() || ys.h.Step() != stepDice {
		return none
	}
	if err != nil {
		ys.h.refuse("%s", oneLine(err))
		return none
	}
	y := a.Strike
	strike := printerOf(ys.h.cfg.lang()).RollTakes(y.PLoss > 0, int(y.Assassins), int(y.Council), int(y.Coins))
	if a.Outbid {
		ys.h.sayT("ui.outbid.yes", a.Cost, strike)
	} else {
		ys.h.sayT("ui.outbid.no", strike, a.Cost)
	}
	return ys.h.ad.advised()
}
