package ui

import (
	"github.com/naqala/naqala/advisor"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
)

// soloLine is one line of the step region.
type soloLine struct {
	text string
	st   tcell.Style
}

// Draw draws the board, the status panel, the log and the step.
func (v *soloHost) Draw(screen tcell.Screen) {
	v.Box.DrawForSubclass(screen, v)
	x, y, w, h := v.GetInnerRect()
	v.refresh()
	v.region.prepareBoard()
	ml, mst := v.messageLines(w - 2)
	// A board too tall to leave the step its lines (7 rows at 80x24) is
	// drawn a row a line; the full board is kept while the step fits, if
	// need be in the blank line above the message.
	v.bv.Compact = false
	_, bh := v.bv.Size()
	lines := v.region.linesIn(w, h-bh, len(ml))
	if len(lines) > stepRoom(h-bh, len(ml))+1 || v.mode == modeMove && v.mv.hidden {
		v.bv.Compact = true
		_, bh = v.bv.Size()
		lines = v.region.linesIn(w, h-bh, len(ml))
	}
	bw, _ := v.bv.Size()
	v.bv.Draw(screen, x, y, min(bw, w), min(bh, h))
	// The status panel and the log, right of the board.
	px, pw := x+bw+1, w-bw-1
	if pw >= 20 {
		n := drawStatus(screen, px, y, pw, bh, v.status, v.ink)
		if n+2 < bh {
			put(screen, px, y+n, pw, "  "+tr(v.cfg.lang(), "ui.solo.log"), v.ink.dim)
			rows := bh - n - 1
			lines := v.log.lines
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
	title := v.region.title()
	if v.sv.open {
		title = tr(v.cfg.lang(), "ui.save.title")
	}
	put(screen, x+1, sy, w-2, " "+title+" ", v.ink.heading)
	avail := stepRoom(sh, len(ml))
	if len(lines) == avail+1 {
		avail++ // the blank line above the message
	}
	if len(lines) > avail {
		if textCut != nil {
			for _, l := range lines[avail:] {
				textCut(l.text, 0)
			}
		}
		lines = lines[:avail]
	}
	for i, l := range lines {
		put(screen, x+1, sy+1+i, w-2, l.text, l.st)
	}
	for i, l := range ml {
		put(screen, x+1, sy+sh-len(ml)+i, w-2, l, mst)
	}
}

// messageLines are the message's lines, at most 2 of width w, and their
// style.
func (v *soloHost) messageLines(w int) ([]string, tcell.Style) {
	if v.msg == "" {
		return nil, v.ink.good
	}
	st, text := v.ink.good, v.msg
	if v.msgErr {
		st, text = v.ink.err, "! "+v.msg
	}
	ml := wrapWords(text, w)
	if len(ml) > 2 {
		if textCut != nil {
			textCut(text, w*2)
		}
		ml = ml[:2]
	}
	return ml, st
}

// stepRoom is the lines the step has in a region of sh lines with a
// message of msg lines: the region's title, then the step, a blank line
// and the message at the bottom.
func stepRoom(sh, msg int) int { return sh - 1 - max(msg+1, 2) }

// linesIn are the step's lines in a region w wide and sh high.
func (sr *stepArea) linesIn(w, sh, msg int) []soloLine {
	// A failed save stays over the step until a save succeeds.
	banner := sr.h.sv.banner(w - 2)
	sr.h.room = max(stepRoom(sh, msg)-len(banner)-1, 3)
	lines := sr.lines(w - 2)
	if sr.h.sv.open {
		lines = sr.h.sv.lines(w - 2)
	}
	return append(banner, lines...)
}

// prepareBoard sets the board view's marks for the step.
func (sr *stepArea) prepareBoard() {
	bv := sr.h.bv
	bv.Threat = sr.h.threat
	if sr.h.status.NoNextRoll {
		bv.Threat = nil // Yazid does not roll again: no threat to show
	}
	bv.Unknown = sr.h.unknownTiles()
	bv.Dropped = nil
	if len(bv.Unknown) > 0 {
		st := sr.h.g.State()
		for p := range bv.Unknown {
			if m := st.Real(p); !m.Empty() {
				if bv.Dropped == nil {
					bv.Dropped = map[game.Place]game.Meeples{}
				}
				bv.Dropped[p] = m
			}
		}
	}
	bv.Targets, bv.Candidates, bv.Path, bv.Hints = nil, nil, nil, nil
	bv.ShowCursor = false
	if m, ok := soloModes[sr.h.mode]; ok && m.board != nil {
		m.board(sr.h, bv)
		return
	}
	if marks := soloSteps[sr.h.step].board; marks != nil {
		marks(sr.h, bv)
	}
}

// title heads the step region.
func (sr *stepArea) title() string {
	r, l := sr.h.g.Round(), sr.h.cfg.lang()
	if m, ok := soloModes[sr.h.mode]; ok {
		return tf(l, m.title, r)
	}
	return sr.head().title(r)
}

// lines are the lines of the step region, at most w cells wide.
func (sr *stepArea) lines(w int) []soloLine {
	if m, ok := soloModes[sr.h.mode]; ok && m.lines != nil {
		return m.lines(sr.h, w)
	}
	if sr.h.step == stepPlayer {
		if o, ok := sr.h.pm.turnOptions(); ok {
			return append(append(sr.h.pf.lines(w, o, true), sr.h.pr.lines(w, o)...), sr.h.pw.hint(w)...)
		}
	}
	return styled(sr.h.ink, sr.view().lines(w))
}

// provisional is the player's score if the game ended now, with the goods
// and items entered on the way.
func (pm *playerMenu) provisional() (int, bool) {
	st := pm.h.g.State()
	// The table as scoring sees it, one source with naqala advise; an
	// older save's goods and items kept beside the game count too.
	c := pm.h.cards()
	st.Player.Goods, st.Player.Items = c.Goods, c.Items
	g, _ := advisor.SoloGameVP(st, pm.h.cfg.soloName(), pm.h.cfg.DjinnVP)
	r, err := scoring.Score(g, pm.h.cfg.ScoringRules)
	if err != nil || len(r.Players) == 0 {
		return 0, false
	}
	return r.Players[0].Total, true
}
