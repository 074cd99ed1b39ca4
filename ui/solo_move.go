package ui

import (
	"errors"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/labels"
	"github.com/naqala/naqala/sultan"
)

func (te *tileEdit) cursorKey(ev *tcell.EventKey, b *game.Board) bool {
	c := te.h.ui.Cursor
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
	te.h.ui.Cursor = c
	return true
}

// editKey chooses a tile to edit.
func (te *tileEdit) key(ev *tcell.EventKey) {
	if te.cursorKey(ev, te.h.g.Board()) {
		return
	}
	switch ev.Key() {
	case tcell.KeyEscape:
		te.h.mode = modeMenu
		te.h.keysChanged()
	case tcell.KeyEnter:
		te.startToken(te.h.ui.Cursor, stepPlayer)
	}
}

// startToken edits the tile at p in notation, pre-filled.
func (te *tileEdit) startToken(p game.Place, back soloStep) {
	te.h.ui.Cursor = p
	t := te.h.g.Board().Tile(p)
	if te.h.unknownTiles()[p] {
		t.Meeples = game.Meeples{}
	}
	te.tok = t.Token()
	te.tokBack = back
	te.h.mode = modeToken
	te.h.sayT("ui.msg.type_tile", whereIn(te.h.cfg.lang(), te.h.g.Board(), p))
	te.h.keysChanged()
}

// tokenKey types a tile's notation.
func (te *tileEdit) tokenKey(ev *tcell.EventKey) effect {
	switch ev.Key() {
	case tcell.KeyEscape:
		te.h.mode = modeMenu
		if te.tokBack == stepPlayer {
			te.h.mode = modeEdit
		}
		te.h.sayT("ui.msg.edit_cancelled")
		te.h.keysChanged()
	case tcell.KeyBackspace, tcell.KeyBackspace2:
		if te.tok != "" {
			r := []rune(te.tok)
			te.tok = string(r[:len(r)-1])
		}
	case tcell.KeyCtrlU:
		te.tok = ""
	case tcell.KeyEnter:
		typed, err := game.ParseToken(te.tok)
		if err != nil {
			te.h.refuse("%s", errLine(te.h.cfg.lang(), err))
			return none
		}
		if te.tok == te.h.g.Board().Tile(te.h.ui.Cursor).Token() {
			te.h.mode = modeMenu
			te.h.sayT("ui.msg.unchanged")
			return none
		}
		// A camel the edit puts on or takes off comes from or goes back to
		// the player's (the tile event does it).
		camels, tok := te.h.g.Player().Camels, te.tok
		e := sultan.TileEvent(te.h.ui.Cursor, te.tok)
		if cur := te.h.g.Board().Tile(te.h.ui.Cursor); te.h.unknownTiles()[te.h.ui.Cursor] && !typed.Meeples.Empty() {
			// The meeples of a tile still to be asked, the rest as it
			// stands: they are its reveal, which the log and the sheet
			// tell as the table's, not an edit.
			// What a move dropped there the engine keeps: the reveal is
			// the rest, the meeples the tile started with.
			rest := typed
			rest.Meeples = cur.Meeples
			if started, ok := startedWith(typed.Meeples, te.h.g.State().Real(te.h.ui.Cursor)); rest == cur && ok {
				e = sultan.RevealEvent(te.h.ui.Cursor, started)
			}
		}
		return play(te.tokBack, func() {
			te.h.sayT("ui.msg.tile_now", whereIn(te.h.cfg.lang(), te.h.g.Board(), te.h.ui.Cursor), tok)
			if now := te.h.g.Player().Camels; now != camels {
				te.h.sayT("ui.msg.tile_now_camels", whereIn(te.h.cfg.lang(), te.h.g.Board(), te.h.ui.Cursor), tok, now)
			}
		}, e)
	case tcell.KeyRune:
		if len(te.tok) < 40 {
			te.tok += string(ev.Rune())
		}
	}
	return none
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
func (v *soloHost) cards() cardTally {
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
// (items) by their names in lang and in English (game.ParseGoodsListNamed,
// game.ParseItemsListNamed: "2 Seide, Fisch" in German): the count of
// each good or item, the reason in lang named by the form's line label,
// a name no good or item has answered with lang's names.
func parseCards(lang, label, s string, item bool) ([]int, error) {
	var out []int
	var err error
	if item {
		names := map[string]game.Item{}
		for _, it := range game.Items() {
			names[game.FoldName(itemWord(lang, it))] = it
		}
		var its [game.NumItems]int
		its, err = game.ParseItemsListNamed(s, names)
		out = its[:]
	} else {
		names := map[string]game.Good{}
		for _, g := range game.Goods() {
			names[game.FoldName(goodWord(lang, g))] = g
		}
		var gs [game.NumGoods]int
		gs, err = game.ParseGoodsListNamed(s, names)
		out = gs[:]
	}
	var e *game.CardsError
	if errors.As(err, &e) {
		switch e.Problem {
		case game.CardsCount:
			return nil, errors.New(tf(lang, "ui.hold.count", label, e.Part))
		case game.CardsNoItem:
			var names []string
			for _, it := range game.Items() {
				names = append(names, cardName(lang, itemWord(lang, it)))
			}
			return nil, errors.New(tf(lang, "ui.hold.no_item", label, e.Part, strings.Join(names, ", ")))
		}
		var names []string
		for _, g := range game.Goods() {
			names = append(names, cardName(lang, goodWord(lang, g)))
		}
		return nil, errors.New(tf(lang, "ui.hold.no_good", label, e.Part, strings.Join(names, ", ")))
	}
	return out, err
}

// cardName is a good's or item's name as a refusal lists it in lang:
// lower-case in English, as the files write it ("flying carpet"), as
// written in German, whose nouns keep their capital ("Fliegender
// Teppich").
func cardName(lang, name string) string {
	if lang == "" || lang == labels.DefaultLang {
		return strings.ToLower(name)
	}
	return name
}

// startedWith is the meeples typed for a tile still to be asked without
// those a move dropped there; ok is false when the typed lack one of them,
// or hold nothing more.
func startedWith(typed, dropped game.Meeples) (game.Meeples, bool) {
	for tr := range typed {
		if typed[tr] < dropped[tr] {
			return game.Meeples{}, false
		}
		typed[tr] -= dropped[tr]
	}
	return typed, !typed.Empty()
}
