package ui

import (
	"errors"
	"fmt"
	"math"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/advisor"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
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
		ap.h.keysChanged() // the list's keys, for ? (those while thinking were shown)
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
		if ad.advice.Moves[ad.sel].Plan.Carpet {
			// A Carpet move is the Carpet's power: its prompt, the
			// move typed; Enter plays it. Its powers after the move are
			// reminded (advisedTurn.startCarpet).
			h.pf.startCarpet(ad.advice.Moves[ad.sel].Plan)
			h.pw.startCarpet(plan)
			return none
		}
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
	keysText := "" // the keys line, when not keys's
	headAt := -1   // the columns' headings, kept over the moves they head
	legend := ""   // what "=" marks, when a move is so marked
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
		if n, rolls := deeperMoves(ad.advice.Moves), ad.advice.DeeperRolls; n > 0 && rolls > 0 && rolls < sultan.Rolls {
			add(dim, tf(l, "ui.advice.deeper_cut", n, rolls))
		} else if n > 0 {
			add(dim, tf(l, "ui.advice.deeper", n))
		}
		if ad.sel < len(ad.advice.Moves) && ad.advice.Moves[ad.sel].Plan.Carpet {
			keys = "ui.advice.keys_carpet" // says what "~" marks
		}
		if ad.sel < len(ad.advice.Moves) && hornBefore(ad.advice.Moves[ad.sel].Plan) {
			keys = "ui.advice.keys_horn" // says what "*" marks
		}
		if ad.sel < len(ad.advice.Moves) {
			if u, ok := fluteBeforeOf(ad.advice.Moves[ad.sel].Plan); ok {
				// Says what "*" marks: the Flute's use, then the keys.
				keysText = tf(l, "ui.advice.keys_flute", powerWord(l, u.Power), fluteWords(l, b, u))
			}
		}
		if ad.sel < len(ad.advice.Moves) {
			// Says what "^" marks: each power used after the move, then
			// the keys (the Carpet's or the Horn's when they are used too).
			if legend := powersLegend(l, b, ad.advice.Moves[ad.sel].Plan); legend != "" {
				if keys == "ui.advice.keys" {
					keys = "ui.advice.keys_after"
				}
				if keysText == "" {
					keysText = tr(l, keys)
				}
				keysText = legend + "; " + keysText
			}
		}
		if equalMoves(ad.advice.Moves) {
			legend = "= " + equalLegend(l, ap.weights().Uncertainty)
		}
		head, rows := adviceTable(l, ad.advice.Moves, w)
		headAt = len(out)
		out = append(out, soloLine{head, dim}) // its blanks kept: the columns' headings
		for i, row := range rows {
			st := n
			if i == ad.sel {
				st, row[0] = hd, ">"+row[0][1:]
			}
			for _, line := range row {
				out = append(out, soloLine{line, st})
			}
		}
	}
	keysAt := len(out)
	if keysText == "" {
		keysText = tr(l, keys)
	}
	room := ap.h.room + 1
	if legend != "" && (ap.h.room <= 0 || keysAt+len(wrapWords(legend, w))+len(wrapWords(keysText, w)) <= room) {
		add(dim, legend) // says what "=" marks when it costs no move
	}
	add(dim, keysText)
	// The step's room leaves its keys the line after it (the checklist's
	// items take the room, its keys that line): the list's keys are in out.
	if ap.h.room > 0 && len(out) > room {
		// Keep the keys lines (a long one wraps), the headings and the
		// chosen move: drop lines above it, then below.
		keys := out[keysAt:]
		body := out[:keysAt]
		var heading []soloLine
		if headAt >= 0 && room > len(keys)+1 {
			heading, body = []soloLine{body[headAt]}, body[headAt+1:]
		}
		fits := max(room-len(keys)-len(heading), 0)
		for len(body) > fits && (len(body) > 0 && body[0].st != hd) {
			body = body[1:]
		}
		if len(body) > fits {
			body = body[:fits]
		}
		out = append(append(heading, body...), keys...)
	}
	return out
}

// equalMoves reports whether a move of the list is marked "=", worth
// the same as the one above it (advisor.Ranked.Equal).
func equalMoves(moves []advisor.Ranked) bool {
	for _, m := range moves {
		if m.Equal {
			return true
		}
	}
	return false
}

// equalLegend says what "=" marks: "as good as the move above (within 1
// VP)", the advice's uncertainty in lang's decimals.
func equalLegend(l string, uncertainty float64) string {
	prec := 0
	if uncertainty != math.Trunc(uncertainty) {
		prec = 1
	}
	return tf(l, "ui.advice.equal", printerOf(l).Decimal(uncertainty, prec))
}

// deeperMoves is how many of the moves were valued one roll deeper
// (advisor.Ranked.Deeper).
func deeperMoves(moves []advisor.Ranked) int {
	n := 0
	for _, m := range moves {
		if m.Deeper {
			n++
		}
	}
	return n
}

// adviceCells are one move of the list, a cell a column: "1. r2 c4 ->
// r3 c5 3 Builders", the score change now "+14", the estimate "+1.2",
// and Yazid's next roll: the chance it loses the game "0%" and the
// Assassins it brings "0.2" (a move that ends the game says so in the
// last cell, the fourth empty).
func adviceCells(l string, m advisor.Ranked) [5]string {
	mark := "."
	if m.Equal {
		mark = "="
	}
	move := tf(l, "ui.advice.move", fmt.Sprintf("%d%s", m.Rank, mark),
		tf(l, "ui.where", m.From.Row, m.From.Col), tf(l, "ui.where", m.To.Row, m.To.Col), m.Taken, tribeName(l, m.Tribe, m.Taken))
	if m.Plan.Carpet {
		move = tf(l, "ui.advice.move_carpet", move) // "~": made with the Flying Carpet
	}
	if len(m.Plan.Before) > 0 {
		move = tf(l, "ui.advice.move_horn", move) // "*": the Horn of Plenty or the Enchanting Flute before it
	}
	if len(plannedPowers(m.Plan)) > 0 {
		move = tf(l, "ui.advice.move_powers", move) // "^": powers after it (the Enchanting Flute, Enki...)
	}
	c := [5]string{move, fmt.Sprintf("%+d", m.ScoreChange), tf(l, "ui.advice.est", m.Estimate),
		advicePercent(l, m.Yazid.PLoss), tf(l, "ui.advice.assassins", m.Yazid.Assassins)}
	switch {
	case m.LosesNow:
		c[3], c[4] = "", tr(l, "ui.advice.loses_now")
	case m.NoNextRoll:
		c[3], c[4] = "", tr(l, "ui.advice.no_roll")
	}
	return c
}

// adviceTable lays the moves out under a heading, one a line, the
// numbers right-aligned in their columns; rows[i] are move i's lines,
// each beginning with two blanks (the chosen move's mark goes there).
// A row wider than w (a move that ends the game, in German) goes on
// under its move, indented.
func adviceTable(l string, moves []advisor.Ranked, w int) (string, [][]string) {
	cells := make([][5]string, len(moves))
	head := [5]string{tr(l, "ui.advice.col_move"), tr(l, "ui.advice.col_now"), tr(l, "ui.advice.col_est"),
		tr(l, "ui.advice.col_loss"), tr(l, "ui.advice.col_assassins")}
	var width [5]int
	for i, m := range moves {
		cells[i] = adviceCells(l, m)
	}
	for _, c := range append([][5]string{head}, cells...) {
		for k, s := range c {
			if k < 4 || c[3] != "" {
				width[k] = max(width[k], textWidth(s))
			}
		}
	}
	// row is a move's line: the move and its score (base), then Yazid's
	// next roll.
	row := func(c [5]string) (base, yazid string) {
		base = "  " + padTo(c[0], width[0])
		for k := 1; k < 3; k++ {
			base += "  " + strings.Repeat(" ", width[k]-textWidth(c[k])) + c[k]
		}
		if c[3] == "" {
			return base, "  " + c[4] // the game ends: said, not a number
		}
		for k := 3; k < 5; k++ {
			yazid += "  " + strings.Repeat(" ", width[k]-textWidth(c[k])) + c[k]
		}
		return base, yazid
	}
	rows := make([][]string, len(moves))
	for i, c := range cells {
		base, yazid := row(c)
		if textWidth(base+yazid) <= w {
			rows[i] = []string{base + yazid}
			continue
		}
		rows[i] = []string{base}
		for _, more := range wrapWords(strings.TrimSpace(yazid), w-7) {
			rows[i] = append(rows[i], "       "+more)
		}
	}
	base, yazid := row(head)
	return strings.TrimRight(base+yazid, " "), rows
}

// advicePercent writes a probability as "0%", "2.8%", "100%" ("2,8%" in
// German).
func advicePercent(l string, p float64) string {
	s := printerOf(l).Decimal(p*100, 1)
	return strings.TrimSuffix(strings.TrimSuffix(s, ".0"), ",0") + "%"
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
	strike := printerOf(ys.h.cfg.lang()).StrikeTakes(y.PLoss > 0, a.StrikeTurn)
	if a.Outbid {
		ys.h.sayT("ui.outbid.yes", a.Cost, strike)
	} else {
		ys.h.sayT("ui.outbid.no", strike, a.Cost)
	}
	return ys.h.ad.advised()
}

// fluteOf is the Enchanting Flute's use a plan makes after its steps.
func fluteOf(plan sultan.TurnPlan) (sultan.PowerUse, bool) {
	for _, u := range plan.Powers {
		if u.Power == game.EnchantingFlute.Key() {
			return u, true
		}
	}
	return sultan.PowerUse{}, false
}

// fluteBeforeOf is the Enchanting Flute's use a plan makes before its
// move.
func fluteBeforeOf(plan sultan.TurnPlan) (sultan.PowerUse, bool) {
	for _, u := range plan.Before {
		if u.Power == game.EnchantingFlute.Key() {
			return u, true
		}
	}
	return sultan.PowerUse{}, false
}

// fluteWords says a use of the Enchanting Flute in lang: "move 1
// Assassin from r3 c1 (Small Market) onto r3 c2 (Large Market)".
func fluteWords(l string, b *game.Board, u sultan.PowerUse) string {
	order, moved := u.FromTiles()
	var froms []string
	for _, q := range order {
		var ms []string
		for _, tr := range game.Tribes {
			if n := moved[q][tr]; n > 0 {
				ms = append(ms, fmt.Sprintf("%d %s", n, tribeName(l, tr, n)))
			}
		}
		froms = append(froms, tf(l, "ui.advice.flute_from", strings.Join(ms, ", "), whereIn(l, b, q)))
	}
	if u.At == nil {
		return strings.Join(froms, ", ")
	}
	return tf(l, "ui.advice.flute_use", strings.Join(froms, ", "), whereIn(l, b, *u.At))
}
