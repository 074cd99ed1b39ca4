package ui

import (
	"fmt"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// soloLine is one line of the step region.
type soloLine struct {
	text string
	st   tcell.Style
}

// Draw draws the board, the status panel, the log and the step.
func (v *SoloView) Draw(screen tcell.Screen) {
	v.Box.DrawForSubclass(screen, v)
	x, y, w, h := v.GetInnerRect()
	v.refresh()
	v.prepareBoard()
	bw, bh := v.bv.Size()
	v.bv.Draw(screen, x, y, min(bw, w), min(bh, h))
	// The status panel and the log, right of the board.
	px, pw := x+bw+1, w-bw-1
	if pw >= 20 {
		n := drawStatus(screen, px, y, pw, bh, v.status, v.ink)
		if n+2 < bh {
			put(screen, px, y+n, pw, "  Log", v.ink.dim)
			rows := bh - n - 1
			lines := v.logLines
			if len(lines) > rows {
				lines = lines[len(lines)-rows:]
			}
			for i, l := range lines {
				put(screen, px+2, y+n+1+i, pw-2, l, v.ink.normal)
			}
		}
	}
	// The step region below.
	sy := y + bh
	sh := h - bh
	if sh < 3 {
		return
	}
	put(screen, x, sy, w, strings.Repeat("─", w), v.ink.dim)
	title := v.stepTitle()
	put(screen, x+1, sy, w-2, " "+title+" ", v.ink.heading)
	avail := sh - 3
	v.room = max(avail-1, 3)
	lines := v.stepLines(w - 2)
	if len(lines) > avail {
		lines = lines[:avail]
	}
	for i, l := range lines {
		put(screen, x+1, sy+1+i, w-2, l.text, l.st)
	}
	if v.msg != "" {
		st := v.ink.good
		text := v.msg
		if v.msgErr {
			st, text = v.ink.err, "! "+v.msg
		}
		ml := wrapWords(text, w-2)
		if len(ml) > 2 {
			ml = ml[:2]
		}
		for i, l := range ml {
			put(screen, x+1, sy+sh-len(ml)+i, w-2, l, st)
		}
	}
}

// prepareBoard sets the board view's marks for the step.
func (v *SoloView) prepareBoard() {
	bv := v.bv
	bv.Threat = v.threat
	bv.Unknown = v.unknownTiles()
	bv.Targets, bv.Candidates, bv.Path = nil, nil, nil
	bv.ShowCursor = false
	switch v.mode {
	case modeMove:
		bv.Board = v.mv.board
		bv.Path = v.mv.path
		bv.Cursor, bv.ShowCursor = v.ui.Cursor, true
		return
	case modeEdit, modeToken:
		bv.Cursor, bv.ShowCursor = v.ui.Cursor, true
		return
	case modeReveal:
		bv.Cursor, bv.ShowCursor = v.rv.at, true
		if v.rv.back == modeMove {
			bv.Board, bv.Path = v.mv.board, v.mv.path
		}
		return
	}
	switch v.step {
	case stepDice, stepChoose, stepConfirm:
		ts, c, err := v.g.Targets(v.ui.Answers...)
		if err != nil {
			return
		}
		bv.Targets = map[game.Place]bool{}
		for _, t := range ts {
			bv.Targets[t.Place] = true
		}
		for _, a := range v.ui.Answers {
			bv.Targets[a] = true
		}
		if c != nil {
			bv.Candidates = map[game.Place]bool{}
			for _, p := range c.Candidates {
				bv.Candidates[p] = true
			}
			if v.step == stepChoose {
				bv.Cursor, bv.ShowCursor = v.ui.Cursor, true
			}
		}
	}
}

// stepTitle heads the step region.
func (v *SoloView) stepTitle() string {
	r := v.g.Round()
	switch v.mode {
	case modeMove:
		return fmt.Sprintf("Round %d - your move", r)
	case modeEdit, modeToken:
		return fmt.Sprintf("Round %d - edit a tile", r)
	case modeHoldings:
		return fmt.Sprintf("Round %d - what you gained or spent", r)
	case modeReveal:
		return fmt.Sprintf("Round %d - the meeples of a tile", r)
	case modeYazid:
		return fmt.Sprintf("Round %d - what Yazid holds", r)
	}
	switch v.step {
	case stepRoll:
		if v.g.Phase() == sultan.PlayerFirst {
			return fmt.Sprintf("Round %d - Yazid re-rolls", r)
		}
		return fmt.Sprintf("Round %d - 1. roll for Yazid", r)
	case stepDice:
		return fmt.Sprintf("Round %d - Yazid's dice", r)
	case stepChoose:
		return fmt.Sprintf("Round %d - choose Yazid's target", r)
	case stepConfirm:
		return fmt.Sprintf("Round %d - 2. Yazid's turn", r)
	case stepChecklist:
		return fmt.Sprintf("Round %d - do this at the table", r)
	case stepPlayer:
		return fmt.Sprintf("Round %d - 3. your turn", r)
	case stepCleanup:
		return fmt.Sprintf("Round %d - 4. clean-up", r)
	}
	return "Game over"
}

// stepLines are the lines of the step region, at most w cells wide.
func (v *SoloView) stepLines(w int) []soloLine {
	n, hd, dim, bad := v.ink.normal, v.ink.heading, v.ink.dim, v.ink.err
	var out []soloLine
	add := func(st tcell.Style, format string, a ...any) {
		for _, l := range wrapWords(fmt.Sprintf(format, a...), w) {
			out = append(out, soloLine{l, st})
		}
	}
	raw := func(st tcell.Style, text string) { out = append(out, soloLine{text, st}) }
	warn := func() {
		for _, wl := range v.status.warnings() {
			add(bad, "! %s", wl)
		}
	}
	switch v.mode {
	case modeMove:
		mv := v.mv
		cur := mv.board.Tile(v.ui.Cursor)
		here := orNone(cur.Meeples.String())
		if v.unknownTiles()[v.ui.Cursor] {
			here = "not entered yet"
		}
		if len(mv.path) == 0 {
			add(n, "Arrows to the tile you start from, Enter picks up its meeples. The cursor is on %s: %s.", where(mv.board, v.ui.Cursor), here)
		} else {
			add(hd, "In hand: %s", mv.hand)
			var steps []string
			for i, p := range mv.path {
				s := fmt.Sprintf("r%dc%d", p.Row, p.Col)
				if i > 0 {
					s += " " + string(mv.drops[i-1].Letter())
				}
				steps = append(steps, s)
			}
			add(n, "Path: %s   (cursor on r%dc%d: %s)", strings.Join(steps, " > "), v.ui.Cursor.Row, v.ui.Cursor.Col, here)
			add(n, "Arrows to the next tile, then the letter of the colour you drop there (Y W G B R P).")
		}
		add(dim, "Backspace takes back a drop, Esc cancels the move.")
		return out
	case modeEdit:
		add(n, "Arrows to the tile to change, Enter to edit it (%s: %s).", where(v.g.Board(), v.ui.Cursor), v.g.Board().Tile(v.ui.Cursor).Token())
		add(dim, "Esc goes back to your turn.")
		return out
	case modeToken:
		add(n, "%s in board notation, e.g. O[GGW]@1+p (meeples in [], owner @1 or @Y, +p Palm, +P Palace):", where(v.g.Board(), v.ui.Cursor))
		add(hd, "> %s_", v.tok)
		add(dim, "Enter sets the tile, Esc cancels, Ctrl-U clears.")
		return out
	case modeHoldings:
		return v.holdingsLines(w)
	case modeYazid:
		return v.yazidLines(w)
	case modeReveal:
		add(n, "%s matters now, and its meeples were not entered at the start.", where(v.g.Board(), v.rv.at))
		add(n, "Type the meeples on it as letters (Y W G B R P), e.g. YWG:")
		add(hd, "> %s_", v.rv.letters)
		add(dim, "Enter sets them, Backspace deletes, Esc goes back.")
		return out
	}
	switch v.step {
	case stepRoll:
		if v.g.Phase() == sultan.PlayerFirst {
			add(n, "Press Enter to re-roll for Yazid: this roll must be accepted.")
		} else {
			add(n, "Press Enter to roll Yazid's dice,")
		}
		add(n, "or type the dice rolled at the table, white then black: %s_", v.typedDice)
		warn()
	case stepDice:
		out = append(out, v.diceLines(w)...)
	case stepChoose:
		_, c, _ := v.g.Targets(v.ui.Answers...)
		if c != nil {
			add(hd, "%s", c.Words())
		}
		add(n, "Arrows or Tab to a tile marked ?, Enter chooses it. Now on %s.", where(v.g.Board(), v.ui.Cursor))
	case stepConfirm:
		t, before, err := v.preview()
		if err != nil {
			add(bad, "%s", oneLine(err))
			break
		}
		unknown := v.unknownTiles()
		asking := false
		for _, tg := range t.Targets {
			tile := before.Board.Tile(tg.Place)
			if unknown[tg.Place] {
				asking = true
				add(hd, "Yazid strikes %s: meeples not entered yet (Enter to type them)", where(before.Board, tg.Place))
				continue
			}
			add(hd, "Yazid strikes %s: %s", where(before.Board, tg.Place), orNone(tile.Meeples.String()))
		}
		if asking {
			break
		}
		if s := turnSummary(t, before); s != "" {
			add(n, "%s", s)
		}
		if n := merchantsOf(t); v.askingFakirs {
			add(hd, "How many of the first %d card(s) of the resource row are Fakirs? Type 0 to %d.", n, min(n, sultan.ResourceRowSize))
		} else if t.Lost != game.NotLost {
			add(bad, "! This loses the game: %s. Enter warns, y confirms, u goes back.", t.Lost.Words())
		} else {
			add(dim, "Are the meeples right? Enter: Yazid plays.  e: correct them.")
		}
	case stepChecklist:
		lines := v.checklist()
		first := 0
		room := v.room
		if room == 0 {
			room = 5
		}
		if v.check >= room-2 {
			first = v.check - (room - 3)
		}
		for i := first; i < len(lines) && len(out) < room; i++ {
			box := "[ ]"
			if i < len(v.ui.Ticks) && v.ui.Ticks[i] {
				box = "[x]"
			}
			st := n
			if i == v.check {
				st = v.ink.cursor
			}
			for j, l := range wrapWords(lines[i], w-4) {
				lead := box + " "
				if j > 0 {
					lead = "    "
				}
				out = append(out, soloLine{padTo(lead+l, w), st})
			}
		}
		add(dim, "Space or Enter ticks a line off (a: all); when all are ticked, Enter goes on.")
	case stepPlayer:
		p := v.g.Player()
		dj := "none"
		if len(p.Djinns) > 0 {
			dj = strings.Join(p.Djinns, ", ")
		}
		raw(hd, "m  enter your move (the path and the colour dropped on each tile)")
		raw(hd, "e  edit any tile   h  coins, meeples, cards, Djinns   y  correct Yazid's pieces")
		if v.g.Phase() == sultan.PlayerFirst {
			raw(hd, "Enter  your turn is done: Yazid re-rolls")
		} else {
			raw(hd, "Enter  your turn is done: clean-up")
		}
		add(n, "You hold %d coins, %d Viziers, %d Elders, %d Fakirs, %d Artisans; Djinns: %s.", p.Coins, p.Viziers, p.Elders, p.Fakirs, p.Artisans, dj)
		if total, ok := v.provisional(); ok {
			add(n, "Score so far: %d.", total)
		}
		warn()
	case stepCleanup:
		add(n, "Refill the resource row to 9 cards and the Djinns to 3 face up.")
		if v.cfg.Expansions.Thieves || v.g.State().Expansions.Thieves {
			add(n, "Put out a Thief if none is face up.")
		}
		if v.g.EndTriggered() {
			add(bad, "A side placed its last camel: the game ends now. Enter ends it and checks the Viziers.")
		} else {
			raw(hd, "Enter  next round        x  end the game (no legal move is left)")
			warn()
		}
	case stepOver:
		if l := v.g.Lost(); l != game.NotLost {
			add(bad, "You lost: %s.", l.Words())
		} else {
			add(hd, "The game has ended and you survived Yazid: Viziers %d vs Council %d.", v.g.Player().Viziers, v.g.Yazid().Council)
		}
		add(n, "Enter: enter what you hold at the end, then see the score.")
	}
	return out
}

// diceLines draw both dice large, the targets and the outbid offer.
func (v *SoloView) diceLines(w int) []soloLine {
	r, ok := v.g.CurrentRoll()
	if !ok {
		return nil
	}
	n, hd, dim, bad := v.ink.normal, v.ink.heading, v.ink.dim, v.ink.err
	var out []soloLine
	where := r.Words(v.g.Rules())
	if v.room > 0 && v.room < 6 {
		// Little room (the 7-row board at 80x24): the dice on one line.
		out = append(out, soloLine{cutTo(fmt.Sprintf("white [ %d ]  black [ %d ]  %s", r.White, r.Black, where), w), hd})
	} else {
		out = append(out,
			soloLine{"┌─────┐ ┌─────┐", hd},
			soloLine{fmt.Sprintf("│  %d  │ │  %d  │  white %d, black %d: %s", r.White, r.Black, r.White, r.Black, where), hd},
			soloLine{"└─────┘ └─────┘  white    black", hd},
		)
	}
	_, c, _ := v.g.Targets(v.ui.Answers...)
	if c != nil {
		out = append(out, soloLine{cutTo(c.Words()+" (marked ?)", w), n})
	} else if t, before, err := v.preview(); err == nil && v.anyUnknown(t.Targets) {
		out = append(out, soloLine{"The target's meeples were not entered yet: you type them next.", n})
	} else if err == nil {
		s := turnSummary(t, before)
		if s == "" {
			s = "nothing to take"
		}
		st := n
		if t.Lost != game.NotLost {
			st = bad
			s = "LOSES THE GAME: " + s
		}
		for _, l := range wrapWords("Clearing it: "+s, w) {
			out = append(out, soloLine{l, st})
		}
	}
	if cost, ok := v.g.OutbidCost(); ok {
		out = append(out, soloLine{fmt.Sprintf("o  outbid: pay %d of your %d coins, play first, then Yazid re-rolls", cost, v.g.Player().Coins), hd})
	}
	out = append(out, soloLine{"Enter  let Yazid play", dim})
	return out
}

// holdingsLines are the form of gains and spending, in three columns.
func (v *SoloView) holdingsLines(w int) []soloLine {
	p := v.g.Player()
	have := []string{fmt.Sprint(p.Coins), fmt.Sprint(p.Viziers), fmt.Sprint(p.Elders), fmt.Sprint(p.Fakirs), fmt.Sprint(p.Artisans), fmt.Sprint(p.Camels),
		fmt.Sprint(len(p.Djinns)), "", fmt.Sprint(v.ui.Cards.goodsTotal()), "", fmt.Sprint(v.ui.Cards.itemsTotal()), ""}
	col := w / 3
	var out []soloLine
	for i := 0; i < 4; i++ {
		var b strings.Builder
		for j := 0; j < 3; j++ {
			k := i + 4*j
			mark := "  "
			if k == v.hold.row {
				mark = "> "
			}
			cell := fmt.Sprintf("%s%-8s%3s %s", mark, holdingsLabels[k], have[k], v.hold.fields[k])
			if k == v.hold.row {
				cell += "_"
			}
			b.WriteString(padTo(cell, col))
		}
		out = append(out, soloLine{b.String(), v.ink.normal})
	}
	out = append(out, soloLine{cutTo("+N or -N; names with commas (2 silk, fish); Up/Down, Enter applies, Esc", w), v.ink.dim})
	return out
}

// provisional is the player's score if the game ended now, with the goods
// and items entered on the way.
func (v *SoloView) provisional() (int, bool) {
	st := v.g.State()
	p := st.Player
	pl := scoring.Player{Name: "You", Coins: p.Coins, Viziers: p.Viziers, Elders: p.Elders, Artisans: p.Artisans, Fakirs: p.Fakirs,
		Merchandise: v.ui.Cards.Goods}
	for k, n := range v.ui.Cards.Items {
		for i := 0; i < n; i++ {
			pl.Items = append(pl.Items, game.Item(k))
		}
	}
	for _, name := range p.Djinns {
		d, ok := game.LookupDjinn(name)
		if !ok {
			continue
		}
		vp, known := d.VP, d.VPKnown
		if x, ok := v.cfg.DjinnVP[d.Name]; ok && !known {
			vp, known = x, true
		}
		if known {
			pl.Djinns = append(pl.Djinns, scoring.HeldDjinn{Name: d.Name, VP: vp, VPKnown: true})
		}
	}
	g := scoring.Game{Expansions: st.Expansions, Players: []scoring.Player{pl},
		Solo: &scoring.Solo{Council: st.Yazid.Council, Artisans: st.Yazid.Artisans, Hard: st.Hard}, Board: st.Board}
	r, err := scoring.Score(g, v.cfg.ScoringRules)
	if err != nil || len(r.Players) == 0 {
		return 0, false
	}
	return r.Players[0].Total, true
}
