package ui

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
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
			v.refuse("%s", oneLine(err))
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

// holdingsForm is the form of what the player gained or spent.
type holdingsForm struct {
	row    int
	fields [12]string
}

// The lines of the holdings form: counts first, then names.
var holdingsLabels = [12]string{"Coins", "Viziers", "Elders", "Fakirs", "Artisans", "Camels", "Djinn +", "Djinn -", "Goods +", "Goods -", "Items +", "Items -"}

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

// cardsChange reads the goods and items lines of the form into the change
// of the engine's holdings; impossible counts are refused with the reason.
func (v *SoloView) cardsChange(c *sultan.PlayerChange) error {
	have := v.cards()
	x := v.g.State().Expansions
	for i, line := range []int{8, 9, 10, 11} {
		item := i >= 2
		m, err := parseCards(holdingsLabels[line], v.hold.fields[line], item)
		if err != nil {
			v.hold.row = line
			return err
		}
		if item && slices.ContainsFunc(m, func(n int) bool { return n != 0 }) && !x.Artisans {
			v.hold.row = line
			return errors.New(tf(v.cfg.lang(), "ui.hold.items_artisans", formLabel(v.cfg.lang(), "ui.holdings.", holdingsLabels[line])))
		}
		sign := 1
		if i%2 == 1 {
			sign = -1
		}
		for k, n := range m {
			if n == 0 {
				continue
			}
			if item {
				it := game.Item(k)
				c.Items[k] += sign * n
				if now := have.Items[k] + c.Items[k]; now < 0 {
					v.hold.row = line
					return errors.New(tf(v.cfg.lang(), "ui.hold.cant_give_of", formLabel(v.cfg.lang(), "ui.holdings.", holdingsLabels[line]), now+n, it, n))
				} else if now > it.Count() {
					v.hold.row = line
					return errors.New(tf(v.cfg.lang(), "ui.hold.box_holds", formLabel(v.cfg.lang(), "ui.holdings.", holdingsLabels[line]), now, it, it.Count()))
				}
				continue
			}
			g := game.Good(k)
			c.Goods[k] += sign * n
			if now := have.Goods[k] + c.Goods[k]; now < 0 {
				v.hold.row = line
				return errors.New(tf(v.cfg.lang(), "ui.hold.cant_give_of", formLabel(v.cfg.lang(), "ui.holdings.", holdingsLabels[line]), now+n, g, n))
			} else if now > g.Count() {
				v.hold.row = line
				return errors.New(tf(v.cfg.lang(), "ui.hold.deck_holds", formLabel(v.cfg.lang(), "ui.holdings.", holdingsLabels[line]), now, g, g.Count()))
			}
		}
	}
	// What an older save kept beside the game is given back from there
	// first, so the engine never goes below none.
	for k := range c.Goods {
		if p := v.g.Player().Goods[k]; p+c.Goods[k] < 0 {
			v.ui.Cards.Goods[k] += p + c.Goods[k]
			c.Goods[k] = -p
		}
	}
	for k := range c.Items {
		if p := v.g.Player().Items[k]; p+c.Items[k] < 0 {
			v.ui.Cards.Items[k] += p + c.Items[k]
			c.Items[k] = -p
		}
	}
	return nil
}

func (v *SoloView) startHoldings() {
	v.mode = modeHoldings
	v.hold = holdingsForm{}
	v.sayT("ui.msg.holdings_start")
	v.keysChanged()
}

func (v *SoloView) holdingsKey(ev *tcell.EventKey) {
	h := &v.hold
	f := &h.fields[h.row]
	switch ev.Key() {
	case tcell.KeyEscape:
		v.mode = modeMenu
		v.sayT("ui.msg.nothing_changed")
		v.keysChanged()
	case tcell.KeyUp, tcell.KeyBacktab:
		h.row = (h.row + len(h.fields) - 1) % len(h.fields)
	case tcell.KeyDown, tcell.KeyTab:
		h.row = (h.row + 1) % len(h.fields)
	case tcell.KeyBackspace, tcell.KeyBackspace2:
		if *f != "" {
			r := []rune(*f)
			*f = string(r[:len(r)-1])
		}
	case tcell.KeyCtrlU:
		*f = ""
	case tcell.KeyEnter:
		c, err := v.holdingsChange()
		if err != nil {
			v.refuse("%v", err)
			return
		}
		old := v.ui.Cards
		if err := v.cardsChange(&c); err != nil {
			v.ui.Cards = old
			v.refuse("%v", err)
			return
		}
		// Goods sold pay their suits in coins (reference section 11,
		// step 5); cardsChange has checked the line.
		pay := v.salePays()
		c.Coins += pay
		noChange := c.Coins == 0 && c.Viziers == 0 && c.Elders == 0 && c.Fakirs == 0 && c.Artisans == 0 && c.Camels == 0 &&
			len(c.GainDjinns) == 0 && len(c.LoseDjinns) == 0 && c.Goods == (sultan.GoodsHeld{}) && c.Items == (sultan.ItemsHeld{})
		if noChange && v.ui.Cards == old {
			v.mode = modeMenu
			v.sayT("ui.msg.nothing_changed")
			v.keysChanged()
			return
		}
		if noChange {
			v.mark(stepPlayer)
		} else if v.apply(stepPlayer, sultan.PlayerEvent(c)) != nil {
			v.ui.Cards = old
			return
		}
		p, cards := v.g.Player(), v.cards()
		if pay > 0 {
			v.sayT("ui.msg.sale_have", pay, p.Coins, p.Viziers, p.Elders, p.Fakirs, len(p.Djinns), cards.goodsTotal())
			return
		}
		v.sayT("ui.msg.you_have", p.Coins, p.Viziers, p.Elders, p.Fakirs, len(p.Djinns), cards.goodsTotal())
	case tcell.KeyRune:
		r := ev.Rune()
		if h.row < 6 && !(r >= '0' && r <= '9' || r == '+' || r == '-') {
			v.refuseT("ui.msg.a_count")
			return
		}
		if len(*f) < 24 {
			*f += string(r)
		}
	}
}

// salePays is what the goods on the form's sold line pay: their suits of
// different goods, by the suit table (scoring.SaleCoins); 0 for a line
// that does not read.
func (v *SoloView) salePays() int {
	m, err := parseCards(holdingsLabels[9], v.hold.fields[9], false)
	if err != nil {
		return 0
	}
	var sold [game.NumGoods]int
	copy(sold[:], m)
	return scoring.SaleCoins(sold)
}

// holdingsChange reads the form; impossible counts are refused with the
// reason.
func (v *SoloView) holdingsChange() (sultan.PlayerChange, error) {
	p := v.g.Player()
	var c sultan.PlayerChange
	have := []int{p.Coins, p.Viziers, p.Elders, p.Fakirs, p.Artisans, p.Camels}
	dst := []*int{&c.Coins, &c.Viziers, &c.Elders, &c.Fakirs, &c.Artisans, &c.Camels}
	for i := 0; i < 6; i++ {
		s := strings.TrimSpace(v.hold.fields[i])
		if s == "" {
			continue
		}
		n, err := strconv.Atoi(strings.TrimPrefix(s, "+"))
		if err != nil {
			v.hold.row = i
			return c, errors.New(tf(v.cfg.lang(), "ui.hold.not_number", formLabel(v.cfg.lang(), "ui.holdings.", holdingsLabels[i]), s))
		}
		if have[i]+n < 0 {
			v.hold.row = i
			return c, errors.New(tf(v.cfg.lang(), "ui.hold.cant_give", formLabel(v.cfg.lang(), "ui.holdings.", holdingsLabels[i]), have[i], -n))
		}
		*dst[i] = n
	}
	for i, list := range []*[]string{&c.GainDjinns, &c.LoseDjinns} {
		s := strings.TrimSpace(v.hold.fields[6+i])
		if s == "" {
			continue
		}
		d, ok := game.LookupDjinn(s)
		if !ok {
			v.hold.row = 6 + i
			msg := tf(v.cfg.lang(), "ui.hold.no_djinn", formLabel(v.cfg.lang(), "ui.holdings.", holdingsLabels[6+i]), s)
			if sug := game.SuggestDjinn(s); sug != "" {
				msg += " " + tf(v.cfg.lang(), "ui.final.did_you_mean", sug)
			}
			return c, fmt.Errorf("%s", msg)
		}
		*list = append(*list, d.Name)
	}
	return c, nil
}
