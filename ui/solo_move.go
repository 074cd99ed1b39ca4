package ui

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// moveState is a move being entered: the board as it becomes, the meeples
// in hand, the path and the colours dropped.
type moveState struct {
	board *game.Board
	hand  game.Meeples
	path  []game.Place
	drops []game.Tribe
	// asking: the move is complete and the player chooses Camel or Tent.
	asking bool
}

// startMove begins entering a move at the cursor.
func (v *SoloView) startMove() {
	v.mode = modeMove
	v.mv = moveState{board: v.g.Board()}
	if !v.mv.board.Contains(v.ui.Cursor) {
		v.ui.Cursor = game.Place{Col: 1, Row: 1}
	}
	v.sayT("ui.msg.move_start")
	v.keysChanged()
}

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

func adjacent(a, b game.Place) bool {
	dc, dr := a.Col-b.Col, a.Row-b.Row
	return dc*dc+dr*dr == 1
}

// moveKey handles the keys of a move.
func (v *SoloView) moveKey(ev *tcell.EventKey) {
	mv := &v.mv
	if mv.asking {
		v.controlKey(ev)
		return
	}
	if v.cursorKey(ev, mv.board) {
		return
	}
	cur := v.ui.Cursor
	switch ev.Key() {
	case tcell.KeyEscape:
		v.mode = modeMenu
		v.sayT("ui.msg.move_cancelled")
		v.keysChanged()
	case tcell.KeyEnter:
		if len(mv.path) > 0 {
			v.refuseT("ui.msg.drop_next", mv.hand.Total())
			return
		}
		t := mv.board.At(cur)
		if v.unknownTiles()[cur] && !t.Type.Forbidden() {
			v.startReveal(cur, modeMove)
			return
		}
		switch {
		case t.Type.Forbidden():
			v.refuseT("ui.msg.never_meeples", whereIn(v.cfg.lang(), mv.board, cur))
		case t.Meeples.Empty():
			v.refuseT("ui.msg.no_pickup", whereIn(v.cfg.lang(), mv.board, cur))
		default:
			mv.hand = t.Meeples
			t.Meeples = game.Meeples{}
			mv.path = []game.Place{cur}
			v.sayT("ui.msg.in_hand", mv.hand)
		}
	case tcell.KeyBackspace, tcell.KeyBackspace2:
		v.undoDrop()
	case tcell.KeyRune:
		tr, ok := game.TribeByLetter(byte(strings.ToUpper(string(ev.Rune()))[0]))
		if !ok {
			v.refuseT("ui.msg.not_colour", ev.Rune())
			return
		}
		v.drop(tr)
	}
}

// drop puts a meeple of tribe tr on the tile under the cursor.
func (v *SoloView) drop(tr game.Tribe) {
	mv := &v.mv
	cur := v.ui.Cursor
	if len(mv.path) == 0 {
		v.refuseT("ui.msg.pick_first")
		return
	}
	last := mv.path[len(mv.path)-1]
	switch {
	case mv.hand[tr] == 0:
		v.refuseT("ui.msg.not_in_hand", tribeName(v.cfg.lang(), tr, 1), mv.hand)
		return
	case !adjacent(last, cur):
		v.refuseT("ui.msg.not_next", whereIn(v.cfg.lang(), mv.board, cur), whereIn(v.cfg.lang(), mv.board, last))
		return
	case len(mv.path) >= 2 && mv.path[len(mv.path)-2] == cur:
		v.refuseT("ui.msg.no_back")
		return
	case mv.board.Tile(cur).Type.Forbidden():
		v.refuseT("ui.msg.no_cross", whereIn(v.cfg.lang(), mv.board, cur))
		return
	}
	if v.unknownTiles()[cur] {
		v.startReveal(cur, modeMove)
		return
	}
	t := mv.board.At(cur)
	if mv.hand.Total() == 1 && t.Meeples[tr] == 0 {
		v.refuseT("ui.msg.last_meeple", tribeColour(v.cfg.lang(), tr), whereIn(v.cfg.lang(), mv.board, cur), orNoneIn(v.cfg.lang(), t.Meeples.String()))
		return
	}
	t.Meeples[tr]++
	mv.hand[tr]--
	mv.path = append(mv.path, cur)
	mv.drops = append(mv.drops, tr)
	if mv.hand.Total() > 0 {
		v.sayT("ui.msg.dropped", tribeName(v.cfg.lang(), tr, 1), whereIn(v.cfg.lang(), mv.board, cur), mv.hand)
		return
	}
	v.finishMove(tr)
}

// undoDrop takes back the last drop (or the pick-up).
func (v *SoloView) undoDrop() {
	mv := &v.mv
	if tr, ok := v.takeBackDrop(); ok {
		v.sayT("ui.msg.took_back", tribeName(v.cfg.lang(), tr, 1), mv.hand)
		return
	}
	if len(mv.path) == 1 {
		mv.board.At(mv.path[0]).Meeples = mv.hand
		mv.hand = game.Meeples{}
		mv.path = nil
		v.sayT("ui.msg.put_back")
	}
}

// takeBackDrop takes the last meeple dropped back into the hand, and
// closes the question of Camel or Tent; ok is false when none was dropped.
func (v *SoloView) takeBackDrop() (game.Tribe, bool) {
	mv := &v.mv
	mv.asking = false
	if len(mv.drops) == 0 {
		return 0, false
	}
	n := len(mv.drops) - 1
	p, tr := mv.path[len(mv.path)-1], mv.drops[n]
	mv.board.At(p).Meeples[tr]--
	mv.hand[tr]++
	mv.drops = mv.drops[:n]
	mv.path = mv.path[:len(mv.path)-1]
	v.ui.Cursor = mv.path[len(mv.path)-1]
	return tr, true
}

// controlPiece is what the player puts on a tile the move leaves empty.
type controlPiece int

const (
	noPiece    controlPiece = iota
	camelPiece              // one of the camels beside the board
	tentPiece               // the Tent (Artisans), once a game
)

// finishMove ends the move whose last meeple, of tribe tr, has just been
// dropped: when the last tile is left empty and nobody owns it, the player
// controls it (reference section 11, step 2) with a camel or, with
// Artisans, the Tent: the move asks which while both remain.
func (v *SoloView) finishMove(tr game.Tribe) {
	mv := &v.mv
	t := mv.board.Tile(mv.path[len(mv.path)-1])
	rest := t.Meeples
	rest[tr] = 0
	piece := noPiece
	if rest.Empty() && t.Owner == game.NoOwner {
		camels, tent := v.g.Player().Camels > 0, v.g.State().TentToPlace()
		switch {
		case camels && tent:
			mv.asking = true
			v.sayT("ui.msg.camel_or_tent", v.g.Player().Camels)
			v.keysChanged()
			return
		case tent:
			piece = tentPiece
		case camels:
			piece = camelPiece
		}
	}
	v.endMove(tr, piece)
}

// controlKey answers Camel or Tent: c, t, or Backspace to take the last
// meeple back.
func (v *SoloView) controlKey(ev *tcell.EventKey) {
	mv := &v.mv
	switch {
	case ev.Key() == tcell.KeyEscape:
		v.mode = modeMenu
		v.sayT("ui.msg.move_cancelled")
		v.keysChanged()
	case ev.Key() == tcell.KeyBackspace || ev.Key() == tcell.KeyBackspace2:
		v.undoDrop()
		v.keysChanged()
	case ev.Key() == tcell.KeyRune && (ev.Rune() == 'c' || ev.Rune() == 'C'):
		mv.asking = false
		v.endMove(mv.drops[len(mv.drops)-1], camelPiece)
	case ev.Key() == tcell.KeyRune && (ev.Rune() == 't' || ev.Rune() == 'T'):
		mv.asking = false
		v.endMove(mv.drops[len(mv.drops)-1], tentPiece)
	default:
		v.refuseT("ui.msg.camel_or_tent", v.g.Player().Camels)
	}
}

// endMove takes the last tile's meeples of tribe tr, puts piece on it,
// builds what the tile demands and records it all as one step. The Oasis
// and Village actions are compulsory whoever owns the tile (reference
// section 11, step 4). A step the game refuses shows the game's reason
// and leaves the move as it was before its last meeple.
func (v *SoloView) endMove(tr game.Tribe, piece controlPiece) {
	mv := &v.mv
	l := v.cfg.lang()
	b := mv.board.Clone()
	p := mv.path[len(mv.path)-1]
	t := b.At(p)
	taken := t.Meeples[tr]
	t.Meeples[tr] = 0
	var change sultan.PlayerChange
	var notes []string
	switch tr {
	case game.Vizier:
		change.Viziers = taken
		notes = append(notes, tf(l, "ui.note.keep_viziers", taken))
	case game.Elder:
		change.Elders = taken
		notes = append(notes, tf(l, "ui.note.keep_elders", taken))
	case game.Artisan:
		change.Artisans = taken
		notes = append(notes, tf(l, "ui.note.keep_artisans", taken))
	case game.Builder:
		blue := b.BlueSurrounding(p)
		change.Coins = taken * blue
		notes = append(notes, tf(l, "ui.note.builders", taken, blue, change.Coins))
	case game.Merchant:
		notes = append(notes, tf(l, "ui.note.merchants", taken))
	case game.Assassin:
		notes = append(notes, tf(l, "ui.note.assassins"))
	}
	// The camel comes from the player's by the tile event itself.
	switch piece {
	case camelPiece:
		t.Owner = 1
		notes = append(notes, tf(l, "ui.note.camel"))
	case tentPiece:
		t.Owner, t.Tent = 1, true
		notes = append(notes, tf(l, "ui.note.tent"))
	}
	switch t.Type {
	case game.Oasis:
		if palms, _ := boardPalms(b); palms < game.PalmTrees {
			t.Palms++
			notes = append(notes, tf(l, "ui.note.palm"))
		} else {
			notes = append(notes, tf(l, "ui.note.no_palm"))
		}
	case game.Village:
		if _, palaces := boardPalms(b); palaces < game.Palaces {
			t.Palaces++
			notes = append(notes, tf(l, "ui.note.palace"))
		} else {
			notes = append(notes, tf(l, "ui.note.no_palace"))
		}
	}
	notes = append(notes, tileAction(l, t.Type))
	var events []sultan.Event
	before := v.g.Board()
	seen := map[game.Place]bool{}
	for _, q := range mv.path {
		if seen[q] {
			continue
		}
		seen[q] = true
		if tok := b.Tile(q).Token(); tok != before.Tile(q).Token() {
			events = append(events, sultan.TileEvent(q, tok))
		}
	}
	if change.Coins != 0 || change.Viziers != 0 || change.Elders != 0 || change.Artisans != 0 {
		events = append(events, sultan.PlayerEvent(change))
	}
	if v.apply(stepPlayer, events...) != nil {
		// apply shows the game's reason; the move goes back to before its
		// last meeple, with nothing of this step on the board.
		v.takeBackDrop()
		v.mode = modeMove
		v.keysChanged()
		return
	}
	v.sayT("ui.msg.move_done", taken, tribeName(l, tr, 2), strings.Join(notes, "; "))
}

// boardPalms counts the Palm Trees and Palaces on b.
func boardPalms(b *game.Board) (palms, palaces int) {
	for _, t := range b.Tiles {
		palms += t.Palms
		palaces += t.Palaces
	}
	return palms, palaces
}

// tileAction reminds the tile's action, in lang.
func tileAction(lang string, t game.TileType) string {
	switch t {
	case game.Sacred6, game.Sacred10, game.Sacred12, game.Sacred15:
		return tr(lang, "ui.action.sacred")
	case game.SmallMarket:
		return tr(lang, "ui.action.small_market")
	case game.LargeMarket:
		return tr(lang, "ui.action.large_market")
	case game.Workshop:
		return tr(lang, "ui.action.workshop")
	case game.SpecializedMarket:
		return tr(lang, "ui.action.specialized_market")
	case game.CityBlue, game.CityRed:
		return tr(lang, "ui.action.city")
	}
	return tr(lang, "ui.action.other")
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

// cardTally counts the goods cards and item markers the player holds,
// which the engine does not track: kept with each undo mark, and
// pre-filled in the final form.
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

// parseCards reads "2 silk, fish" (goods) or "crown, Flying Carpet"
// (items): parts by commas, each an optional count and a name.
func parseCards(label, s string, item bool) (map[int]int, error) {
	out := map[int]int{}
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		n := 1
		if f := strings.Fields(part); len(f) > 1 {
			if k, err := strconv.Atoi(f[0]); err == nil {
				if k < 1 {
					return nil, fmt.Errorf("%s: %q: a count from 1", label, part)
				}
				n, part = k, strings.Join(f[1:], " ")
			}
		}
		if item {
			it, err := game.ParseItem(part)
			if err != nil {
				return nil, fmt.Errorf("%s: no item is called %q", label, part)
			}
			out[int(it)] += n
			continue
		}
		g, err := game.ParseGood(part)
		if err != nil {
			return nil, fmt.Errorf("%s: no good is called %q (ivory jewels gold papyrus silk spice fish wheat pottery)", label, part)
		}
		out[int(g)] += n
	}
	return out, nil
}

// cardsChange reads the goods and items lines of the form into the new
// tally; impossible counts are refused with the reason.
func (v *SoloView) cardsChange() (cardTally, error) {
	t := v.ui.Cards
	x := v.g.State().Expansions
	for i, line := range []int{8, 9, 10, 11} {
		item := i >= 2
		m, err := parseCards(holdingsLabels[line], v.hold.fields[line], item)
		if err != nil {
			v.hold.row = line
			return t, err
		}
		if item && len(m) > 0 && !x.Artisans {
			v.hold.row = line
			return t, errors.New(tf(v.cfg.lang(), "ui.hold.items_artisans", formLabel(v.cfg.lang(), "ui.holdings.", holdingsLabels[line])))
		}
		sign := 1
		if i%2 == 1 {
			sign = -1
		}
		for k, n := range m {
			if item {
				it := game.Item(k)
				t.Items[k] += sign * n
				if t.Items[k] < 0 {
					v.hold.row = line
					return t, errors.New(tf(v.cfg.lang(), "ui.hold.cant_give_of", formLabel(v.cfg.lang(), "ui.holdings.", holdingsLabels[line]), t.Items[k]+n, it, n))
				}
				if t.Items[k] > it.Count() {
					v.hold.row = line
					return t, errors.New(tf(v.cfg.lang(), "ui.hold.box_holds", formLabel(v.cfg.lang(), "ui.holdings.", holdingsLabels[line]), t.Items[k], it, it.Count()))
				}
				continue
			}
			g := game.Good(k)
			t.Goods[k] += sign * n
			if t.Goods[k] < 0 {
				v.hold.row = line
				return t, errors.New(tf(v.cfg.lang(), "ui.hold.cant_give_of", formLabel(v.cfg.lang(), "ui.holdings.", holdingsLabels[line]), t.Goods[k]+n, g, n))
			}
			if t.Goods[k] > g.Count() {
				v.hold.row = line
				return t, errors.New(tf(v.cfg.lang(), "ui.hold.deck_holds", formLabel(v.cfg.lang(), "ui.holdings.", holdingsLabels[line]), t.Goods[k], g, g.Count()))
			}
		}
	}
	return t, nil
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
		cards, err := v.cardsChange()
		if err != nil {
			v.refuse("%v", err)
			return
		}
		// Goods sold pay their suits in coins (reference section 11,
		// step 5); cardsChange has checked the line.
		pay := v.salePays()
		c.Coins += pay
		noChange := c.Coins == 0 && c.Viziers == 0 && c.Elders == 0 && c.Fakirs == 0 && c.Artisans == 0 && c.Camels == 0 && len(c.GainDjinns) == 0 && len(c.LoseDjinns) == 0
		if noChange && cards == v.ui.Cards {
			v.mode = modeMenu
			v.sayT("ui.msg.nothing_changed")
			v.keysChanged()
			return
		}
		old := v.ui.Cards
		v.ui.Cards = cards
		if noChange {
			v.mark(stepPlayer)
		} else if v.apply(stepPlayer, sultan.PlayerEvent(c)) != nil {
			v.ui.Cards = old
			return
		}
		p := v.g.Player()
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
	for k, n := range m {
		sold[k] = n
	}
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
