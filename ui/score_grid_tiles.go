package ui

import (
	"errors"
	"fmt"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
)

// The tiles panel, and the board in its place.

// tilePanel is the tiles panel of the cursor's player: a tile line typed
// and checked against the box and the rules as it is typed.
type tilePanel struct {
	host   panelHost
	lang   string
	x      game.Expansions
	ps     *panelState
	sheets []*sheet
	col    int
}

// reason checks a tile for player i against the box and the rules
// (scoring.HeldTileLimit) and says why it can't be held, or "".
func (p tilePanel) reason(h scoring.HeldTile, i int) string {
	held := make([][]scoring.HeldTile, len(p.sheets))
	for j, s := range p.sheets {
		held[j] = s.tiles
	}
	limit, tent := scoring.HeldTileLimit(h, held, i, p.x)
	switch limit {
	case scoring.TileUncontrolled:
		return fmt.Sprintf("the %s can't be controlled", h.Type)
	case scoring.TileNeedsExpansion:
		return fmt.Sprintf("%s (%s) needs the %s expansion", h.Type.Code(), h.Type, h.Type.Expansion())
	case scoring.TileSecondTent:
		return fmt.Sprintf("%s has one Tent, already on a %s", p.sheets[i].name, tent.Code())
	case scoring.TileSupply:
		return tf(p.lang, "ui.gmsg.tiles_held", h.Type.Count(), h.Type.Code())
	case scoring.TilePalmTrees:
		return tf(p.lang, "ui.ed.palms", game.PalmTrees)
	case scoring.TilePalaces:
		return tf(p.lang, "ui.ed.palaces", game.Palaces)
	case scoring.TileLakeNeedsWhims:
		return tr(p.lang, "ui.gmsg.lake_whims")
	case scoring.TileTentNeedsArtisans:
		return tr(p.lang, "ui.gmsg.tent_artisans")
	case scoring.TileTentRed:
		return tf(p.lang, "ui.gmsg.tent_9", h.TentRed)
	}
	return ""
}

// parseHeldTile reads a tile line of the tiles panel (scoring.ParseHeldTile);
// its error is the reason alone, in the pad's words.
func parseHeldTile(s string, partial bool) (scoring.HeldTile, error) {
	h, err := scoring.ParseHeldTile(s, partial)
	var e *scoring.HeldTileError
	if errors.As(err, &e) {
		return h, errors.New(e.Reason)
	}
	return h, err
}

// key takes a key of the panel.
func (p tilePanel) key(ev *tcell.EventKey) {
	ps := p.ps
	s := p.sheets[p.col]
	switch ev.Key() {
	case tcell.KeyEscape:
		p.host.closePanel()
	case tcell.KeyCtrlB:
		p.host.closePanel()
		p.host.openBoard()
	case tcell.KeyUp, tcell.KeyDown:
		p.host.closePanel()
		p.host.gridKey(ev)
	case tcell.KeyBackspace, tcell.KeyBackspace2:
		if rs := []rune(ps.input); len(rs) > 0 {
			ps.input = string(rs[:len(rs)-1])
			return
		}
		if n := len(s.tiles); n > 0 {
			p.host.say(tf(p.lang, "ui.gmsg.removed_from", s.tiles[n-1].Token(), s.name))
			s.tiles = s.tiles[:n-1]
		}
	case tcell.KeyEnter:
		if ps.input == "" {
			p.host.closePanel()
			return
		}
		h, err := parseHeldTile(ps.input, false)
		if err != nil {
			p.host.refuse(err.Error())
			return
		}
		if why := p.reason(h, p.col); why != "" {
			p.host.refuse(why)
			return
		}
		s.tiles = append(s.tiles, h)
		p.host.say(tf(p.lang, "ui.gmsg.added", h.Token(), s.name))
		ps.input = ""
	case tcell.KeyRune:
		r := ev.Rune()
		if r == ' ' {
			if ps.input != "" {
				p.key(tcell.NewEventKey(tcell.KeyEnter, 0, 0))
			}
			return
		}
		cand := ps.input + string(r)
		if !strings.Contains(cand, "+") {
			cand = strings.ToUpper(cand)
		}
		h, err := parseHeldTile(cand, true)
		if err != nil {
			p.host.refuse(err.Error())
			return
		}
		if _, err := parseHeldTile(cand, false); err == nil || strings.Contains(cand, "+") {
			if why := p.reason(h, p.col); why != "" {
				p.host.refuse(why)
				return
			}
		}
		ps.input = cand
		p.host.say("")
	}
}

func (g *ScoreGrid) openBoard() {
	for _, s := range g.sheets {
		if len(s.tiles) > 0 {
			g.refuse(tr(g.opt.Language, "ui.gmsg.tiles_per_player"))
			return
		}
	}
	g.editor = NewBoardEditor(BoardEditorOptions{
		Expansions: g.opt.Expansions,
		Players:    len(g.sheets),
		Board:      g.board,
		Colour:     g.opt.Colour,
		Language:   g.opt.Language,
		OnDone: func(b *game.Board) {
			g.board = b
			g.panel = panelNone
			g.say(tf(g.opt.Language, "ui.gmsg.board_gives", len(g.sheets)))
		},
		OnCancel: func() {
			g.panel = panelNone
			g.say(tr(g.opt.Language, "ui.gmsg.board_unchanged"))
		},
	})
	g.panel = panelBoard
}
