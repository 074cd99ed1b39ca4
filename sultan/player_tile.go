package sultan

import (
	"fmt"
	"slices"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
)

// MaxWhimCoins bounds the reward of one Whim card as entered.
const MaxWhimCoins = 100

// TileChoice is what the player chooses in the tile action (reference
// section 11, step 4); only the fields of the last tile's type may be set.
type TileChoice struct {
	// Skip: the optional action not taken (or, on a City, no Whim card
	// on it).
	Skip bool `json:"skip,omitempty"`
	// Djinn: the Djinn taken at a Sacred Place.
	Djinn string `json:"djinn,omitempty"`
	// Pay: how the Djinn (elders, elder_fakir) or the Workshop (artisan,
	// fakirs) is paid; may be left out when only one way is affordable.
	Pay Payment `json:"pay,omitempty"`
	// Picks: the cards bought at a market, by their place in the tracked
	// row as it stands, front first from 1 (or in an untracked row's known
	// front, when it covers the market's window).
	Picks []int `json:"picks,omitempty"`
	// Cards: the cards bought, typed when the row is not tracked.
	Cards []string `json:"cards,omitempty"`
	// Item: the Item a Workshop draws.
	Item string `json:"item,omitempty"`
	// Coins: a City's Whim card reward collected now (the program does not
	// know the card; 0 when it pays later).
	Coins int `json:"coins,omitempty"`
}

func (c TileChoice) clone() TileChoice {
	c.Picks = append([]int(nil), c.Picks...)
	if len(c.Picks) == 0 {
		c.Picks = nil
	}
	c.Cards = cloneStrings(c.Cards)
	return c
}

// Market is what a market sells (reference section 2): the cost, how many
// cards, and from how many at the front of the row (0: any).
type Market struct {
	Cost, Cards, Window int
}

// MarketOf is the market of a tile type; ok is false for other tiles.
func MarketOf(tt game.TileType) (m Market, ok bool) {
	switch tt {
	case game.SmallMarket:
		return Market{Cost: 3, Cards: 1, Window: 3}, true
	case game.LargeMarket:
		return Market{Cost: 6, Cards: 2, Window: 6}, true
	case game.SpecializedMarket:
		return Market{Cost: 4, Cards: 1}, true
	}
	return Market{}, false
}

// onOffer is how many cards at the front of a row of n the market offers.
func (m Market) onOffer(n int) int {
	if m.Window == 0 {
		return n
	}
	return min(m.Window, n)
}

// isSacred reports whether the tile is a Sacred Place.
func isSacred(tt game.TileType) bool {
	return tt == game.Sacred6 || tt == game.Sacred10 || tt == game.Sacred12 || tt == game.Sacred15
}

// piecesOnBoard counts the Palm Trees and Palaces on the board.
func piecesOnBoard(b *game.Board) (palms, palaces int) {
	for _, t := range b.Tiles {
		palms += t.Palms
		palaces += t.Palaces
	}
	return palms, palaces
}

// djinnTakeable reports whether a Djinn can be taken: from the tracked
// row, or, untracked, while one of those in play is with nobody.
func djinnTakeable(st *State) bool {
	if st.DjinnRow != nil {
		return len(st.DjinnRow) > 0
	}
	return st.DjinnCount() > 0 && len(st.Player.Djinns)+st.Yazid.Djinns < game.DjinnsInPlay(st.Expansions)
}

// tileAsks reports whether the tile action waits for a choice: an
// optional action the player can pay for (with what a Thief usable now
// brings), a City's Whim card. The compulsory Palm Tree and Palace, a
// tile without an action and an action the player cannot pay for play
// by themselves.
func (t *TurnProgress) tileAsks(st *State) bool {
	p := &st.Player
	tt := st.Board.Tile(t.Last()).Type
	switch {
	case isSacred(tt):
		return (djinnTakeable(st) || thiefTakeable(st)) && len(payments(t.withThief(st), 0, PayElders, PayElderFakir)) > 0
	case tt == game.Workshop:
		return len(payments(t.withThief(st), 0, PayArtisan, PayFakirs)) > 0
	case tt.IsCity():
		return true
	}
	m, ok := MarketOf(tt)
	return ok && p.Coins >= m.Cost && (st.Resources == nil || len(st.Resources) > 0)
}

// tileByItself plays the tile action when it needs no choice, and
// reports whether it did: the compulsory Palm Tree and Palace (while the
// supply lasts; Monkir pays 1 GC a Palace), nothing on a tile without an
// action, and no optional action the player cannot pay for. It ends the
// moment of a Thief, as an action asked does.
func (t *TurnProgress) tileByItself(st *State) bool {
	if t.tileAsks(st) {
		return false
	}
	p := &st.Player
	tile := st.Board.At(t.Last())
	palms, palaces := piecesOnBoard(st.Board)
	switch tile.Type {
	case game.Oasis:
		if palms < game.PalmTrees {
			tile.Palms++
			t.PalmTree = true
			t.PalmsAt = append(slices.Clone(t.PalmsAt), t.Last())
		}
	case game.Village:
		if palaces < game.Palaces {
			tile.Palaces++
			t.Palace = true
			t.PalacesAt = append(slices.Clone(t.PalacesAt), t.Last())
			// Reference 10: Monkir pays for the player's own Palaces.
			if p.HasDjinn(monkir) {
				t.Coins.Monkir = 1
				p.Coins++
			}
		}
	}
	t.tileEntered = true
	t.Step = TurnSale
	return true
}

// tileActionNames is "tile action (type)" for each tile type, written
// once: every turn played names its tile action.
var tileActionNames = func() (names [game.NumTileTypes]string) {
	for i := range names {
		names[i] = fmt.Sprintf("tile action (%s)", game.TileType(i))
	}
	return names
}()

// tileActionWords names the tile action of tile type tt.
func tileActionWords(tt game.TileType) string {
	if tt >= 0 && int(tt) < len(tileActionNames) {
		return tileActionNames[tt]
	}
	return fmt.Sprintf("tile action (%s)", tt)
}

// tile plays the tile action with the player's choices.
func (t *TurnProgress) tile(st *State, c TileChoice) error {
	if t.Step != TurnTile {
		return t.notNow("the tile action")
	}
	tt := st.Board.Tile(t.Last()).Type
	what := tileActionWords(tt)
	if !t.tileAsks(st) {
		// The turn waited for a Thief's moment only: going on plays the
		// action by itself (a skip, where the action is optional).
		bare := TileChoice{Skip: c.Skip && tt != game.Oasis && tt != game.Village}
		if c.Djinn != "" || c.Pay != "" || c.Picks != nil || c.Cards != nil || c.Item != "" || c.Coins != 0 || c.Skip != bare.Skip {
			return ruleError(RefuseNoChoice, "sultan: %s: the %s's action plays by itself: it takes no choice", what, tt)
		}
		t.tileByItself(st)
		t.advance(st)
		return nil
	}
	t.tileEntered = true
	m, market := MarketOf(tt)
	refuse := func(field string, ok bool) error {
		if ok {
			return nil
		}
		return ruleError(RefuseNotAChoice, "sultan: %s: %s is not a choice of the %s", what, field, tt)
	}
	for _, e := range []error{
		refuse("a Djinn", c.Djinn == "" || isSacred(tt)),
		refuse("a payment", c.Pay == "" || isSacred(tt) || tt == game.Workshop),
		refuse("cards", (c.Picks == nil && c.Cards == nil) || market),
		refuse("an Item", c.Item == "" || tt == game.Workshop),
		refuse("a Whim reward", c.Coins == 0 || tt.IsCity()),
	} {
		if e != nil {
			return e
		}
	}
	if c.Skip {
		if c.Djinn != "" || c.Pay != "" || c.Picks != nil || c.Cards != nil || c.Item != "" || c.Coins != 0 {
			return ruleError(RefuseNotAChoice, "sultan: %s: a skipped action takes no choices", what)
		}
		t.Step = TurnSale
		t.advance(st)
		return nil
	}
	var err error
	switch {
	case isSacred(tt):
		err = t.sacredPlace(st, c, what)
	case market:
		err = t.market(st, m, c, what)
	case tt == game.Workshop:
		err = t.workshop(st, c, what)
	case tt.IsCity():
		err = t.city(st, c, what)
	default:
		err = ruleError(RefuseNoChoice, "sultan: %s: the %s's action needs no choice", what, tt)
	}
	if err != nil {
		return err
	}
	t.Step = TurnSale
	t.advance(st)
	return nil
}

// sacredPlace takes a Djinn for 2 Elders or 1 Elder + 1 Fakir (reference
// section 2): from the tracked row, or any the player and Yazid do not
// hold when the row is not tracked. Ba'al pays 1 GC.
func (t *TurnProgress) sacredPlace(st *State, c TileChoice, what string) error {
	p := &st.Player
	if c.Djinn == "" {
		return ruleError(RefuseDjinn, "sultan: %s: name the Djinn taken, or skip", what)
	}
	if th, ok := game.LookupThief(c.Djinn); ok {
		return t.buyThief(st, th, c, what) // Thieves: instead of a Djinn
	}
	d, ok := game.LookupDjinn(c.Djinn)
	switch {
	case !ok:
		msg := fmt.Sprintf("sultan: %s: unknown Djinn %q", what, c.Djinn)
		if s := game.SuggestDjinn(c.Djinn); s != "" {
			msg += fmt.Sprintf(" (did you mean %s?)", s)
		}
		return ruleError(RefuseDjinn, "%s", msg)
	case !st.Expansions.Has(d.Expansion):
		return ruleError(RefuseDjinn, "sultan: %s: %s needs the %s expansion", what, d.Name, d.Expansion)
	case p.HasDjinn(d.Name):
		return ruleError(RefuseDjinn, "sultan: %s: you already hold %s", what, d.Name)
	}
	pay, err := choosePayment(what, c.Pay, *p, 0, PayElders, PayElderFakir)
	if err != nil {
		return err
	}
	if st.DjinnRow != nil {
		i := slices.Index(st.DjinnRow, d.Name)
		if i < 0 {
			return ruleError(RefuseNotFaceUp, "sultan: %s: %s is not face up (the row shows %s)", what, d.Name, rowWords(st.DjinnRow))
		}
		st.DjinnRow = slices.Delete(slices.Clone(st.DjinnRow), i, i+1)
	} else if !djinnTakeable(st) {
		return ruleError(RefuseDjinn, "sultan: %s: you and Yazid hold every Djinn in play, or the row is empty", what)
	} else if err := checkUnseenDjinn(st, d.Name, what); err != nil {
		return err
	} else {
		st.djinnTaken(d.Name)
	}
	pay.pay(p)
	// Cheat sheet: Ba'al pays its holder 1 GC for a Djinn the holder gets.
	if p.HasDjinn(game.Baal) {
		t.Coins.Baal = 1
		p.Coins++
	}
	p.Djinns = append(cloneStrings(p.Djinns), d.Name)
	t.Djinn = d.Name
	return nil
}

func rowWords(row []string) string {
	if len(row) == 0 {
		return "no Djinn"
	}
	s := ""
	for i, n := range row {
		if i > 0 {
			s += ", "
		}
		s += n
	}
	return s
}

// market buys cards (reference section 2): by their places in the
// tracked row, within the market's window, or typed when the row is not
// tracked.
func (t *TurnProgress) market(st *State, m Market, c TileChoice, what string) error {
	p := &st.Player
	if p.Coins < m.Cost {
		return ruleError(RefuseCoins, "sultan: %s: it costs %d coins, you have %d", what, m.Cost, p.Coins)
	}
	var cards []game.Resource
	if st.Resources == nil && c.Picks != nil && offerRow(*st, m) != nil {
		// The known front of an untracked row covers the window: picked by
		// place, the rest stays known.
		offer := len(offerRow(*st, m))
		picks, err := pickCards(m, offer, c.Picks, what)
		if err != nil {
			return err
		}
		var rest []game.Resource
		for i, r := range st.Unseen.Resources {
			if slices.Contains(picks, i+1) {
				cards = append(cards, r)
			} else {
				rest = append(rest, r)
			}
		}
		st.Unseen.Resources = rest
		st.Unseen.ResourcesGone += len(cards)
		st.settleRows()
	} else if st.Resources == nil {
		if c.Picks != nil {
			return ruleError(RefuseCards, "sultan: %s: the row is not tracked: type the cards bought", what)
		}
		if len(c.Cards) == 0 || len(c.Cards) > m.Cards {
			return ruleError(RefuseCards, "sultan: %s: %d cards typed, the market sells %d", what, len(c.Cards), m.Cards)
		}
		var err error
		if cards, err = parseCards(st, c.Cards, what); err != nil {
			return err
		}
		st.boughtUnseen(len(cards))
	} else {
		if c.Cards != nil {
			return ruleError(RefuseCards, "sultan: %s: the row is tracked: pick the cards by their place in it", what)
		}
		offer := m.onOffer(len(st.Resources))
		if _, err := pickCards(m, offer, c.Picks, what); err != nil {
			return err
		}
		taken := make([]bool, len(st.Resources))
		for _, i := range c.Picks {
			taken[i-1] = true
			cards = append(cards, st.Resources[i-1])
		}
		rest := make([]game.Resource, 0, len(st.Resources)-len(c.Picks))
		for i, r := range st.Resources {
			if !taken[i] {
				rest = append(rest, r)
			}
		}
		st.Resources = rest
	}
	p.Coins -= m.Cost
	t.Coins.Spent += m.Cost
	for _, r := range cards {
		t.takeCard(st, r)
	}
	return nil
}

// workshop draws an Item for 1 Artisan or 2 Fakirs (reference section 2).
func (t *TurnProgress) workshop(st *State, c TileChoice, what string) error {
	pay, err := choosePayment(what, c.Pay, st.Player, 0, PayArtisan, PayFakirs)
	if err != nil {
		return err
	}
	it, err := parseItemToDraw(st, c.Item, what)
	if err != nil {
		return err
	}
	pay.pay(&st.Player)
	st.Player.Items[it]++
	t.Items = append(t.Items, it)
	return nil
}

// city takes the City's Whim card (reference section 8); Ganapati pays
// 1 GC. Its reward, coins only, is what the player enters.
func (t *TurnProgress) city(st *State, c TileChoice, what string) error {
	p := &st.Player
	switch {
	case c.Coins < 0 || c.Coins > MaxWhimCoins:
		return ruleError(RefuseWhim, "sultan: %s: a Whim reward of %d coins (from 0 to %d)", what, c.Coins, MaxWhimCoins)
	case p.Whims >= WhimCards:
		return ruleError(RefuseWhim, "sultan: %s: you hold all %d Whim cards", what, WhimCards)
	}
	p.Whims++
	t.Whim = true
	if p.HasDjinn(ganapati) {
		t.Coins.Ganapati = 1
		p.Coins++
	}
	t.Coins.Whim = c.Coins
	p.Coins += c.Coins
	return nil
}

// sale sells goods (reference section 11, step 5): suits of different
// goods, each paying its suit value (scoring.SaleCoins).
func (t *TurnProgress) sale(st *State, sold GoodsHeld) error {
	if t.Step != TurnSale {
		return t.notNow("a sale")
	}
	t.tileEntered = true
	p := &st.Player
	for _, g := range game.Goods() {
		if sold[g] < 0 || sold[g] > p.Goods[g] {
			return ruleError(RefuseGoods, "sultan: sale: %d %s to sell, you hold %d", sold[g], g, p.Goods[g])
		}
	}
	if sold.Total() == 0 {
		return ruleError(RefuseGoods, "sultan: sale: no goods to sell")
	}
	coins := scoring.SaleCoins(sold)
	for g := range p.Goods {
		p.Goods[g] -= sold[g]
	}
	p.Coins += coins
	t.Sold, t.Coins.Sale = sold, coins
	t.Step = TurnDone
	return nil
}

// offerRow is the row's front a market offers by place: the tracked row's
// window, or an untracked row's known front when it covers the window
// (nil otherwise: the cards are typed).
func offerRow(st State, m Market) []game.Resource {
	if st.Resources != nil {
		return st.Resources[:m.onOffer(len(st.Resources))]
	}
	n := m.onOffer(st.ResourceCount())
	if m.Window == 0 || n == 0 || n > len(st.Unseen.Resources) {
		return nil
	}
	return st.Unseen.Resources[:n]
}

// pickCards checks the places picked among the first offer cards: as many
// as the market sells, each on offer, none twice.
func pickCards(m Market, offer int, picks []int, what string) ([]int, error) {
	want := min(m.Cards, offer)
	if len(picks) != want {
		return nil, ruleError(RefusePick, "sultan: %s: %d cards picked, the market sells %d of the first %d", what, len(picks), want, offer)
	}
	seen := make([]bool, offer)
	for _, i := range picks {
		switch {
		case i < 1 || i > offer:
			return nil, ruleError(RefusePick, "sultan: %s: card %d is not on offer (the first %d of the row)", what, i, offer)
		case seen[i-1]:
			return nil, ruleError(RefusePick, "sultan: %s: card %d picked twice", what, i)
		}
		seen[i-1] = true
	}
	return picks, nil
}
