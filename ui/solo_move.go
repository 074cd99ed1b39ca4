package ui

import (
	"errors"
	"fmt"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

func (v *SoloView) cursorKey(ev *tcell.EventKey, b *game.Board) bool {
	c := v.ui.Cursor
	switch ev.Key() {
	case tcell.KeyUp:
		c.Row = min(c.Row+1, b.Rows)
	case tcell.KeyDown:
		c.Row = max(c.Row-1, 1)
	case tcell.KeyLeft:
		c.Col = max(c.Col-1, 1)
	case tcell.KeyRight:
		c.Col = min(c.Col+1, b.Cols)
	default:
		return false
	}
	v.ui.Cursor = c
	return true
}

// editKey chooses a tile to edit.
func (v *SoloView) editKey(ev *tcell.EventKey) {
	if v.cursorKey(ev, v.g.Board()) {
		return
	}
	switch ev.Key() {
	case tcell.KeyEscape:
		v.mode = modeMenu
		v.keysChanged()
	case tcell.KeyEnter:
		v.startToken(v.ui.Cursor, stepPlayer)
	}
}

// startToken edits the tile at p in notation, pre-filled.
func (v *SoloView) startToken(p game.Place, back soloStep) {
	v.ui.Cursor = p
	t := v.g.Board().Tile(p)
	if v.unknownTiles()[p] {
		t.Meeples = game.Meeples{}
	}
	v.tok = t.Token()
	v.tokBack = back
	v.mode = modeToken
	v.sayT("ui.msg.type_tile", whereIn(v.cfg.lang(), v.g.Board(), p))
	v.keysChanged()
}

// tokenKey types a tile's notation.
func (v *SoloView) tokenKey(ev *tcell.EventKey) {
	switch ev.Key() {
	case tcell.KeyEscape:
		v.mode = modeMenu
		if v.tokBack == stepPlayer {
			v.mode = modeEdit
		}
		v.sayT("ui.msg.edit_cancelled")
		v.keysChanged()
	case tcell.KeyBackspace, tcell.KeyBackspace2:
		if v.tok != "" {
			r := []rune(v.tok)
			v.tok = string(r[:len(r)-1])
		}
	case tcell.KeyCtrlU:
		v.tok = ""
	case tcell.KeyEnter:
		if _, err := game.ParseToken(v.tok); err != nil {
			v.refuse("%s", errLine(v.cfg.lang(), err))
			return
		}
		if v.tok == v.g.Board().Tile(v.ui.Cursor).Token() {
			v.mode = modeMenu
			v.sayT("ui.msg.unchanged")
			return
		}
		// A camel the edit puts on or takes off comes from or goes back to
		// the player's (the tile event does it).
		camels := v.g.Player().Camels
		if v.apply(v.tokBack, sultan.TileEvent(v.ui.Cursor, v.tok)) == nil {
			v.sayT("ui.msg.tile_now", whereIn(v.cfg.lang(), v.g.Board(), v.ui.Cursor), v.tok)
			if now := v.g.Player().Camels; now != camels {
				v.sayT("ui.msg.tile_now_camels", whereIn(v.cfg.lang(), v.g.Board(), v.ui.Cursor), v.tok, now)
			}
		}
	case tcell.KeyRune:
		if len(v.tok) < 40 {
			v.tok += string(ev.Rune())
		}
	}
}

// cardTally counts goods cards and item markers. The engine holds the
// player's (sultan.Holdings); a tally of this kind was kept beside the
// game by saves made before it did, and still counts for them (cards).
type cardTally struct {
	Goods [game.NumGoods]int `json:"goods"`
	Items [game.NumItems]int `json:"items"`
}

// goodsTotal is the number of goods cards.
func (c cardTally) goodsTotal() int {
	n := 0
	for _, g := range c.Goods {
		n += g
	}
	return n
}

// itemsTotal is the number of item markers.
func (c cardTally) itemsTotal() int {
	n := 0
	for _, i := range c.Items {
		n += i
	}
	return n
}

// cards are the goods and items the player holds: the engine's, and what
// an older save kept beside the game.
func (v *SoloView) cards() cardTally {
	p := v.g.Player()
	c := v.ui.Cards
	for k := range c.Goods {
		c.Goods[k] += p.Goods[k]
	}
	for k := range c.Items {
		c.Items[k] += p.Items[k]
	}
	return c
}

// parseCards reads "2 silk, fish" (goods) or "crown, Flying Carpet"
// (items) with game.ParseGoodsList or game.ParseItemsList: the count of
// each good or item, the reason named by the form's line label.
func parseCards(label, s string, item bool) ([]int, error) {
	var out []int
	var err error
	if item {
		var its [game.NumItems]int
		its, err = game.ParseItemsList(s)
		out = its[:]
	} else {
		var gs [game.NumGoods]int
		gs, err = game.ParseGoodsList(s)
		out = gs[:]
	}
	var e *game.CardsError
	if errors.As(err, &e) {
		switch e.Problem {
		case game.CardsCount:
			return nil, fmt.Errorf("%s: %q: a count from 1", label, e.Part)
		case game.CardsNoItem:
			return nil, fmt.Errorf("%s: no item is called %q", label, e.Part)
		}
		return nil, fmt.Errorf("%s: no good is called %q (ivory jewels gold papyrus silk spice fish wheat pottery)", label, e.Part)
	}
	return out, err
}
