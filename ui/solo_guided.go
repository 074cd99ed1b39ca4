package ui

import (
	"fmt"
	"slices"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// The guided move entry: the rules are game.Board's (MoveEnds,
// OutcomePaths, PathOrders, PathAdmits); this file only asks. The player
// names the start tile, then one of the last tiles the board marks, then,
// when it is not plain, the tribe and the path or the colours in drop
// order.

// guideStage is what the move entry asks now.
type guideStage int

const (
	guideStart guideStage = iota // the start tile
	guideLast                    // the last tile, among those marked
	guideTribe                   // the tribe the move takes, when two can
	guidePath                    // the path or the colours
)

// guidePathDrops bounds the paths of one outcome kept to filter, by
// their drops: 4000 paths of a stack of 12 or fewer, fewer of a taller
// stack (400 of 120), so that filtering them on a keystroke stays quick.
const guidePathDrops = 4000 * 12

// guidePathLimit is how many paths of a stack of k meeples are kept.
func guidePathLimit(k int) int { return max(1, guidePathDrops/max(k, 12)) }

// lastHints are the letters that name the last tiles on the board: no
// colour letter (Y W G B R P), so that a tribe can follow.
const lastHints = "acdefhijklmnoqstuvxz"

// hintLettersShown is how many letters a list of last tiles names before
// it says how many more there are.
const hintLettersShown = 5

// hintLetters lists the letters of n last tiles in lang: all of them up to
// hintLettersShown ("a, c, d"), else the first ones and how many more ("a,
// c, d, e and 8 more"), the tiles past the letters counted too.
func hintLetters(l string, n int) string {
	shown := min(n, len(lastHints))
	if n > hintLettersShown {
		shown = hintLettersShown - 1
	}
	letters := make([]string, shown)
	for i := range letters {
		letters[i] = string(lastHints[i])
	}
	list := strings.Join(letters, ", ")
	if shown < n {
		list += " " + tf(l, "ui.msg.move_more", n-shown)
	}
	return list
}

// moveState is the move being entered.
type moveState struct {
	stage   guideStage
	digits  string // a row digit typed, waiting for the column
	from    game.Place
	outs    []game.MoveEnd // the outcomes from from
	hints   map[game.Place]byte
	to      game.Place
	tribes  []game.Tribe // the tribes a move from from can take on to
	tribe   game.Tribe
	paths   []game.OutcomePath
	more    bool         // more paths than kept
	steps   []game.Place // the first tiles of the path, chosen on the board
	colours []game.Tribe // the colours typed, in drop order
	shown   int          // the paths listed on the screen, numbered from 1
	hidden  bool         // paths left unlisted for lack of room
	rem     remaining    // guideRemaining's last answer
}

// remaining is the paths that agree with the entry so far, and the entry
// they were found for: a keystroke and its redraw filter the paths once.
type remaining struct {
	board   *game.Board // a copy (Game.Board is one)
	paths   []game.OutcomePath
	tribe   game.Tribe
	steps   []game.Place
	colours []game.Tribe
	out     []game.OutcomePath
	ok      bool
}

// isFor reports whether r was found for the entry mv on board b.
func (r *remaining) isFor(b *game.Board, mv *moveState) bool {
	return r.ok && r.board.Equal(b) && r.tribe == mv.tribe && len(r.paths) == len(mv.paths) &&
		(len(r.paths) == 0 || &r.paths[0] == &mv.paths[0]) &&
		slices.Equal(r.steps, mv.steps) && slices.Equal(r.colours, mv.colours)
}

// moveEntry is the controller of the move's guided entry: the move
// being entered, and its host for the game and the cursor. A key that
// plays the move leaves the host its effect (out).
type moveEntry struct {
	moveState
	h   *soloHost
	out effect
}

// handle takes a key of the entry and returns what the host carries out.
func (e *moveEntry) handle(ev *tcell.EventKey) effect {
	e.key(ev)
	return e.flush()
}

// flush returns the effect a key left, and forgets it.
func (e *moveEntry) flush() effect {
	out := e.out
	e.out = none
	return out
}

// start begins the guided entry of the move.
func (e *moveEntry) start() {
	e.h.mode = modeMove
	e.moveState = moveState{}
	if !e.h.g.Board().Contains(e.h.ui.Cursor) {
		e.h.ui.Cursor = game.Place{Col: 1, Row: 1}
	}
	e.h.sayT("ui.msg.move_start")
	e.h.keysChanged()
}

// key handles a key of the move entry.
func (e *moveEntry) key(ev *tcell.EventKey) {
	mv := &e.moveState
	b := e.h.g.Board()
	if e.h.te.cursorKey(ev, b) {
		mv.digits = ""
		return
	}
	if e.prefillKey(ev) {
		return
	}
	switch ev.Key() {
	case tcell.KeyEscape:
		e.h.mode = modeMenu
		e.h.sayT("ui.msg.move_cancelled")
		e.h.keysChanged()
		return
	case tcell.KeyBackspace, tcell.KeyBackspace2:
		e.guideBack()
		return
	case tcell.KeyEnter:
		switch mv.stage {
		case guideStart, guideLast:
			e.guideTile(e.h.ui.Cursor)
		case guidePath:
			e.guideStep(e.h.ui.Cursor)
		}
		return
	case tcell.KeyRune:
	default:
		return
	}
	r := ev.Rune()
	switch {
	case r >= '0' && r <= '9' && mv.stage == guidePath:
		e.guidePick(int(r - '0'))
	case r >= '1' && r <= '9' && (mv.stage == guideStart || mv.stage == guideLast):
		if mv.digits == "" {
			mv.digits = string(r)
			e.h.sayT("ui.msg.move_row", r)
			return
		}
		p := game.Place{Row: int(mv.digits[0] - '0'), Col: int(r - '0')}
		mv.digits = ""
		if !b.Contains(p) {
			e.h.refuseT("ui.msg.move_off", p.Row, p.Col)
			return
		}
		e.h.ui.Cursor = p
		e.guideTile(p)
	default:
		tr, colour := game.TribeByLetter(byte(strings.ToUpper(string(r))[0]))
		switch {
		case colour && mv.stage == guideTribe:
			e.guideTribe(tr)
		case colour && mv.stage == guidePath:
			e.guideColour(tr)
		case mv.stage == guideLast && strings.ContainsRune(lastHints, r):
			for p, h := range mv.hints {
				if rune(h) == r {
					e.h.ui.Cursor = p
					e.guideTile(p)
					return
				}
			}
			e.h.refuseT("ui.msg.move_no_hint", r)
		default:
			e.h.refuseT("ui.msg.move_key", r)
		}
	}
}

// guideTile takes p as the start tile or the last tile.
func (e *moveEntry) guideTile(p game.Place) {
	mv := &e.moveState
	b := e.h.g.Board()
	l := e.h.cfg.lang()
	if e.h.unknownTiles()[p] && !b.Tile(p).Type.Forbidden() {
		e.h.rv.start(p, modeMove)
		return
	}
	if mv.stage == guideStart {
		// Where the moves end, not how many: quick for any stack.
		mine, err := b.MoveEnds(p)
		if err != nil {
			e.h.refuse("%s", errLine(e.h.cfg.lang(), err))
			return
		}
		if len(mine) == 0 {
			if b.Tile(p).Meeples.Empty() {
				e.h.refuseT("ui.msg.no_pickup", whereIn(l, b, p))
			} else {
				e.h.refuseT("ui.msg.move_none_from", whereIn(l, b, p))
			}
			return
		}
		mv.from, mv.outs, mv.stage = p, mine, guideLast
		mv.hints = map[game.Place]byte{}
		ends := map[game.Place]bool{}
		for _, o := range mine {
			ends[o.To] = true
			if _, ok := mv.hints[o.To]; !ok && len(mv.hints) < len(lastHints) {
				mv.hints[o.To] = lastHints[len(mv.hints)]
			}
		}
		e.h.sayT(countKey("ui.msg.move_from", len(ends)), whereIn(l, b, p), b.Tile(p).Meeples, len(ends), hintLetters(l, len(ends)))
		return
	}
	var tribes []game.Tribe
	for _, o := range mv.outs {
		if o.To == p {
			tribes = append(tribes, o.Tribe)
		}
	}
	if len(tribes) == 0 {
		e.h.refuseT("ui.msg.move_not_last", whereIn(l, b, mv.from), whereIn(l, b, p))
		return
	}
	mv.to, mv.tribes = p, tribes
	if len(tribes) == 1 {
		e.guideTribe(tribes[0])
		return
	}
	mv.stage = guideTribe
	e.h.sayT("ui.msg.move_which_tribe", whereIn(l, b, p), e.tribeChoices(tribes))
}

// tribeChoices lists tribes as "Y Viziers, B Builders".
func (e *moveEntry) tribeChoices(ts []game.Tribe) string {
	var parts []string
	for _, t := range ts {
		parts = append(parts, string(t.Letter())+" "+tribeName(e.h.cfg.lang(), t, 2))
	}
	return strings.Join(parts, ", ")
}

// guideTribe takes the tribe of the outcome and lists its paths.
func (e *moveEntry) guideTribe(t game.Tribe) {
	mv := &e.moveState
	if !slices.Contains(mv.tribes, t) {
		e.h.refuseT("ui.msg.move_which_tribe", whereIn(e.h.cfg.lang(), e.h.g.Board(), mv.to), e.tribeChoices(mv.tribes))
		return
	}
	b := e.h.g.Board()
	paths, more, err := b.OutcomePaths(mv.from, mv.to, t, guidePathLimit(b.Tile(mv.from).Meeples.Total()))
	if err != nil {
		e.h.refuse("%s", errLine(e.h.cfg.lang(), err))
		return
	}
	mv.tribe, mv.paths, mv.more, mv.stage = t, paths, more, guidePath
	mv.steps, mv.colours = nil, nil
	if !e.guideFinish() {
		n := len(e.guideRemaining())
		e.h.sayT(countKey("ui.msg.move_paths", n), n)
	}
}

// guideRemaining lists the paths that agree with the steps chosen and
// admit the colours typed (found once for each entry: mv.rem).
func (e *moveEntry) guideRemaining() []game.OutcomePath {
	mv := &e.moveState
	b := e.h.g.Board()
	if mv.rem.isFor(b, mv) {
		return mv.rem.out
	}
	out := e.findRemaining(b)
	mv.rem = remaining{board: b, paths: mv.paths, tribe: mv.tribe, steps: slices.Clone(mv.steps),
		colours: slices.Clone(mv.colours), out: out, ok: true}
	return out
}

// findRemaining is guideRemaining on board b, found anew.
func (e *moveEntry) findRemaining(b *game.Board) []game.OutcomePath {
	mv := &e.moveState
	var out []game.OutcomePath
	for _, p := range mv.paths {
		if len(p.Path) < len(mv.steps) || !slices.Equal(p.Path[:len(mv.steps)], mv.steps) {
			continue
		}
		if !b.PathAdmits(mv.from, p.Path, mv.tribe, mv.colours) {
			continue
		}
		out = append(out, p)
	}
	return out
}

// guideFinish plays the move when one path and one order remain.
func (e *moveEntry) guideFinish() bool {
	mv := &e.moveState
	rem := e.guideRemaining()
	if len(rem) != 1 || mv.more {
		return false
	}
	order, ok := e.h.g.Board().CompleteOrder(mv.from, rem[0].Path, mv.tribe, mv.colours)
	if !ok {
		return false
	}
	e.playMove(game.PathMove(mv.from, rem[0].Path, order))
	return true
}

// guidePick takes the listed path number i (1-9).
func (e *moveEntry) guidePick(i int) {
	mv := &e.moveState
	rem := e.guideRemaining()
	most := min(len(rem), 9)
	if mv.shown > 0 {
		most = min(most, mv.shown) // only the paths listed
	}
	if i < 1 || i > most {
		e.h.refuseT("ui.msg.move_no_path", i)
		return
	}
	mv.steps = rem[i-1].Path
	mv.more = false
	if !e.guideFinish() {
		n := e.h.g.Board().PathOrders(mv.from, mv.steps, mv.tribe, mv.colours)
		key := "ui.msg.move_colours"
		if n.Cmp(game.NewMoveCount(1)) == 0 {
			key = countKey(key, 1)
		}
		e.h.sayT(key, n.String())
	}
}

// guideStep adds the tile p to the path chosen so far.
func (e *moveEntry) guideStep(p game.Place) {
	mv := &e.moveState
	next := e.guideNext()
	if !next[p] {
		// Enter takes the cursor's tile as the next step: say so.
		if len(next) == 0 {
			e.h.refuseT("ui.msg.move_enter_colours")
		} else {
			e.h.refuseT("ui.msg.move_enter_step", whereIn(e.h.cfg.lang(), e.h.g.Board(), p))
		}
		return
	}
	mv.steps = append(mv.steps, p)
	if len(mv.steps) == len(mv.paths[0].Path) {
		mv.more = false
	}
	e.guideFinish()
}

// guideNext are the tiles the next step of a remaining path goes to.
func (e *moveEntry) guideNext() map[game.Place]bool {
	mv := &e.moveState
	next := map[game.Place]bool{}
	for _, p := range e.guideRemaining() {
		if len(p.Path) > len(mv.steps) {
			next[p.Path[len(mv.steps)]] = true
		}
	}
	return next
}

// guideColour adds the colour of the next drop.
func (e *moveEntry) guideColour(t game.Tribe) {
	mv := &e.moveState
	mv.colours = append(mv.colours, t)
	if len(e.guideRemaining()) == 0 {
		mv.colours = mv.colours[:len(mv.colours)-1]
		e.h.refuseT("ui.msg.move_no_colour", tribeName(e.h.cfg.lang(), t, 1), len(mv.colours)+1)
		return
	}
	e.guideFinish()
}

// guideBack takes back the last thing said.
func (e *moveEntry) guideBack() {
	mv := &e.moveState
	switch {
	case mv.digits != "":
		mv.digits = ""
	case mv.stage == guidePath && len(mv.colours) > 0:
		mv.colours = mv.colours[:len(mv.colours)-1]
	case mv.stage == guidePath && len(mv.steps) > 0:
		mv.steps = nil
	case mv.stage == guidePath && len(mv.tribes) > 1:
		mv.stage = guideTribe
	case mv.stage >= guideTribe:
		mv.stage = guideLast
	case mv.stage == guideLast:
		*mv = moveState{}
	}
}

// playMove records the move; the engine plays what follows by itself.
func (e *moveEntry) playMove(m game.Move) {
	e.out = play(stepTurn, e.h.pm.afterTurnEvent, sultan.MoveEvent(m))
	e.out.refused = func() {
		e.h.mode = modeMove
		e.colours, e.steps = nil, nil
	}
}

// afterTurnEvent says what the turn did and goes on: to the next prompt,
// or, the turn done, to clean-up (or the re-roll after an outbid). After
// an outbid the turn waits for Enter while a power is usable, the re-roll
// offering none (clean-up offers them).
func (pm *playerMenu) afterTurnEvent() {
	t, ok := pm.h.g.Turn()
	if !ok {
		return
	}
	pm.h.sayT("ui.msg.turn_did", turnDid(pm.h.cfg.lang(), pm.h.g.Board(), t))
}

// turnDid says what the turn did so far, in lang: "took 3 Viziers; Camel
// on r3 c5; Palm Tree".
func turnDid(lang string, b *game.Board, t sultan.TurnProgress) string {
	parts := []string{tf(lang, "ui.did.took", t.Taken, tribeName(lang, t.Tribe, t.Taken))}
	add := func(key string, a ...any) { parts = append(parts, tf(lang, key, a...)) }
	coins := func(key string, n int) { add(countKey(key, n), n) }
	for _, p := range t.Camels {
		add("ui.did.camel", p.Row, p.Col)
	}
	if t.Tent != nil {
		add("ui.did.tent", t.Tent.Row, t.Tent.Col)
	}
	if t.Kill != nil && t.Kill.Yazid {
		add("ui.did.kill_yazid", t.Kill.Meeple)
	} else if t.Kill != nil {
		add("ui.did.kill", t.Kill.Meeple, t.Kill.Row, t.Kill.Col)
	}
	if t.Coins.Builders > 0 {
		coins("ui.did.builders", t.Coins.Builders)
	}
	if len(t.Cards) > 0 {
		add("ui.did.cards", cardWords(lang, t.Cards))
	}
	if t.Coins.Spent > 0 {
		coins("ui.did.spent", t.Coins.Spent)
	}
	if _, thief := game.LookupThief(t.Djinn); thief {
		add("ui.did.thief", t.Djinn)
	} else if t.Djinn != "" {
		add("ui.did.djinn", t.Djinn)
	}
	for _, it := range t.Items {
		add("ui.did.item", itemWord(lang, it))
	}
	if t.PalmTree {
		add("ui.did.palm")
	}
	if t.Palace {
		add("ui.did.palace")
	}
	if t.Whim {
		coins("ui.did.whim", t.Coins.Whim)
	}
	if t.Coins.Sale > 0 {
		coins("ui.did.sale", t.Coins.Sale)
	}
	if n := t.Coins.Marid + t.Coins.Nekir + t.Coins.Monkir + t.Coins.Baal + t.Coins.Ganapati; n > 0 {
		coins("ui.did.djinn_coins", n)
	}
	return strings.Join(parts, "; ")
}

// lines are the step region's lines of the move entry.
func (e *moveEntry) lines(w int) []soloLine {
	mv := &e.moveState
	l := e.h.cfg.lang()
	b := e.h.g.Board()
	n, hd, dim := e.h.ink.normal, e.h.ink.heading, e.h.ink.dim
	var out []soloLine
	add := func(st tcell.Style, key string, a ...any) {
		for _, line := range wrapWords(tf(l, key, a...), w) {
			out = append(out, soloLine{line, st})
		}
	}
	here := orNoneIn(l, b.Tile(e.h.ui.Cursor).Meeples.String())
	if e.h.unknownTiles()[e.h.ui.Cursor] {
		here = tr(l, "ui.solo.not_entered")
	}
	switch mv.stage {
	case guideStart:
		add(n, "ui.move.start", whereIn(l, b, e.h.ui.Cursor), here)
	case guideLast:
		add(hd, "ui.move.from", whereIn(l, b, mv.from), b.Tile(mv.from).Meeples)
		add(n, "ui.move.last", len(mv.hints))
	case guideTribe:
		add(hd, "ui.move.to", whereIn(l, b, mv.from), whereIn(l, b, mv.to))
		add(n, "ui.move.tribe", e.tribeChoices(mv.tribes))
	case guidePath:
		add(hd, "ui.move.to", whereIn(l, b, mv.from), whereIn(l, b, mv.to))
		rem := e.guideRemaining()
		var typed []string
		for _, c := range mv.colours {
			typed = append(typed, string(c.Letter()))
		}
		count := fmt.Sprint(len(rem))
		if mv.more {
			count += "+"
		}
		if len(typed) == 0 {
			typed = []string{tr(l, "ui.none")}
		}
		add(n, "ui.move.paths", count, strings.Join(typed, " "))
		// The paths, numbered (1-9), as many as there is room for above
		// the keys; "... and N more" says what is not shown.
		var keys []soloLine
		for _, line := range wrapWords(tr(l, "ui.move.keys"), w) {
			keys = append(keys, soloLine{line, dim})
		}
		room := e.h.room + 2 // the step's lines, the blank one above the message too
		if e.h.room == 0 {
			room = 1 << 20
		}
		mv.shown, mv.hidden = 0, false
		for i, p := range rem {
			if i >= 9 {
				break
			}
			var steps []string
			for _, q := range p.Path {
				steps = append(steps, placeBrief(e.h.cfg.lang(), q))
			}
			orders := b.PathOrders(mv.from, p.Path, mv.tribe, mv.colours)
			item := wrapWords(e.pathItem(i+1, strings.Join(steps, ">"), orders), w)
			moreLine := 0
			if i+1 < len(rem) || mv.more {
				moreLine = 1
			}
			if len(out)+len(item)+moreLine+len(keys) > room {
				if textCut != nil && !e.h.bv.Compact {
					textCut(strings.Join(item, " "), 0)
				}
				mv.hidden = true
				break
			}
			for _, line := range item {
				out = append(out, soloLine{line, n})
			}
			mv.shown++
		}
		if hidden := len(rem) - mv.shown; hidden > 0 || mv.more {
			more := fmt.Sprint(hidden)
			if mv.more {
				more += "+"
			}
			add(dim, "ui.move.paths_more", more)
		}
		return append(out, keys...)
	}
	add(dim, "ui.move.keys")
	return out
}

// pathItem is a listed path: "1  r3c4>r2c4>r1c3  (3 orders)".
func (e *moveEntry) pathItem(i int, steps string, orders game.MoveCount) string {
	key := "ui.move.path_item"
	if orders.Cmp(game.NewMoveCount(1)) == 0 {
		key = countKey(key, 1)
	}
	return tf(e.h.cfg.lang(), key, i, steps, orders.String())
}

// board marks the move on the board: the start tile, the
// last tiles' letters, the path chosen, the next steps.
func (e *moveEntry) board(bv *BoardView) {
	mv := &e.moveState
	bv.Cursor, bv.ShowCursor = e.h.ui.Cursor, true
	switch mv.stage {
	case guideLast:
		bv.Path = []game.Place{mv.from}
		bv.Hints = mv.hints
	case guideTribe:
		bv.Path = []game.Place{mv.from, mv.to}
	case guidePath:
		bv.Path = append([]game.Place{mv.from}, mv.steps...)
		bv.Candidates = e.guideNext()
	}
}
