package sultan

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/naqala/naqala/game"
)

// WhimCards is how many Whim of the Sultan cards the Whims box holds
// (reference section 8).
const WhimCards = 22

// GoodsHeld counts goods cards by type. Its JSON form is an object of the
// goods held, by name: {"fish": 2, "ivory": 1}.
type GoodsHeld [game.NumGoods]int

// Total is the number of cards.
func (g GoodsHeld) Total() int {
	n := 0
	for _, c := range g {
		n += c
	}
	return n
}

// MarshalJSON writes the goods by name, leaving out those at 0.
func (g GoodsHeld) MarshalJSON() ([]byte, error) {
	m := map[string]int{}
	for _, gd := range game.Goods() {
		if g[gd] != 0 {
			m[gd.String()] = g[gd]
		}
	}
	return json.Marshal(m)
}

// UnmarshalJSON reads the form MarshalJSON writes; an unknown good is an
// error. The counts are checked where they are used.
func (g *GoodsHeld) UnmarshalJSON(b []byte) error {
	var m map[string]int
	if err := json.Unmarshal(b, &m); err != nil {
		return err
	}
	var out GoodsHeld
	for _, k := range sortedKeys(m) {
		gd, err := game.ParseGood(k)
		if err != nil {
			return fmt.Errorf("sultan: goods: %v", err)
		}
		out[gd] += clampCount(m[k])
	}
	*g = out
	return nil
}

// ItemsHeld counts Items (Artisans) by kind. Its JSON form is an object
// of the Items held, by key: {"crown": 1}.
type ItemsHeld [game.NumItems]int

// Total is the number of Items.
func (it ItemsHeld) Total() int {
	n := 0
	for _, c := range it {
		n += c
	}
	return n
}

// MarshalJSON writes the Items by key, leaving out those at 0.
func (it ItemsHeld) MarshalJSON() ([]byte, error) {
	m := map[string]int{}
	for _, i := range game.Items() {
		if it[i] != 0 {
			m[i.Key()] = it[i]
		}
	}
	return json.Marshal(m)
}

// UnmarshalJSON reads the form MarshalJSON writes; an unknown Item is an
// error.
func (it *ItemsHeld) UnmarshalJSON(b []byte) error {
	var m map[string]int
	if err := json.Unmarshal(b, &m); err != nil {
		return err
	}
	var out ItemsHeld
	for _, k := range sortedKeys(m) {
		i, err := game.ParseItem(k)
		if err != nil {
			return fmt.Errorf("sultan: items: %v", err)
		}
		out[i] += clampCount(m[k])
	}
	*it = out
	return nil
}

// clampCount bounds a count read from a file, so that sums of counts
// cannot overflow before the checks report them.
func clampCount(n int) int { return max(-MaxCoins-1, min(n, MaxCoins+1)) }

// HasThief reports whether the player holds the Thief.
func (h Holdings) HasThief(name string) bool {
	t, ok := game.LookupThief(name)
	if !ok {
		return false
	}
	for _, n := range h.Thieves {
		if u, ok := game.LookupThief(n); ok && u.Name == t.Name {
			return true
		}
	}
	return false
}

// checkHeld reports the player's goods, Items, Thieves and Whim cards
// that the box or the expansions in play do not allow: negative counts,
// more goods than the deck holds (with the face-up row, when tracked),
// Items beyond the box or without Artisans, unknown or doubled Thieves or
// Thieves without their expansion, Whim cards without Whims.
func checkHeld(p Holdings, x game.Expansions, row []game.Resource) []error {
	var errs []error
	add := func(format string, a ...any) { errs = append(errs, fmt.Errorf("sultan: "+format, a...)) }
	var inRow GoodsHeld
	for _, r := range row {
		if !r.Fakir {
			inRow[r.Good]++
		}
	}
	for _, g := range game.Goods() {
		e := &CardError{Good: g, Held: p.Goods[g], Box: g.Count()}
		switch n := p.Goods[g]; {
		case GoodLimit(g, n) == CardsNegative:
			e.Problem = CardNegative
		case GoodLimit(g, n) == CardsBeyondBox:
			e.Problem = CardBeyondDeck
		case n+inRow[g] > g.Count():
			e.Problem, e.InRow = CardBeyondDeck, inRow[g]
		default:
			continue
		}
		errs = append(errs, e)
	}
	for _, i := range game.Items() {
		e := &CardError{IsItem: true, Item: i, Held: p.Items[i], Box: i.Count()}
		switch n := p.Items[i]; {
		case ItemLimit(i, n) == CardsNegative:
			e.Problem = CardNegative
		case n > 0 && !x.Artisans:
			e.Problem = CardNoArtisans
		case ItemLimit(i, n) == CardsBeyondBox:
			e.Problem = CardBeyondBox
		default:
			continue
		}
		errs = append(errs, e)
	}
	seen := map[string]bool{}
	for i, n := range p.Thieves {
		t, ok := game.LookupThief(n)
		switch {
		case !ok:
			msg := fmt.Sprintf("sultan: player.thieves[%d]: unknown Thief %q", i, n)
			if s := game.SuggestThief(n); s != "" {
				msg += fmt.Sprintf(" (did you mean %s?)", s)
			}
			errs = append(errs, errors.New(msg))
		case !x.Thieves:
			add("player.thieves[%d]: %s needs the thieves expansion", i, t.Name)
		case t.NeedsArtisans() && !x.Artisans:
			add("player.thieves[%d]: %s needs the artisans expansion", i, t.Name)
		case seen[t.Name]:
			add("player.thieves[%d]: %s is held twice (there is one of each Thief)", i, t.Name)
		}
		if ok {
			seen[t.Name] = true
		}
	}
	switch {
	case p.Whims < 0:
		add("player.whims: %d must not be negative", p.Whims)
	case p.Whims > 0 && !x.Whims:
		add("player.whims: Whim cards need the whims expansion")
	case p.Whims > WhimCards:
		add("player.whims: %d, the box holds %d", p.Whims, WhimCards)
	}
	return errs
}

// changeHeld adds a player event's goods, Items, Thieves and Whim cards to
// p; the totals are checked with the table afterwards (checkHeld).
func changeHeld(p *Holdings, c PlayerChange) []error {
	var errs []error
	for i := range p.Goods {
		if n := c.Goods[i]; n > MaxCoins || n < -MaxCoins {
			errs = append(errs, fmt.Errorf("sultan: player event: goods.%s: a change of %d is out of range", game.Good(i), n))
			continue
		}
		p.Goods[i] += c.Goods[i]
	}
	for i := range p.Items {
		if n := c.Items[i]; n > MaxCoins || n < -MaxCoins {
			errs = append(errs, fmt.Errorf("sultan: player event: items.%s: a change of %d is out of range", game.Item(i).Key(), n))
			continue
		}
		p.Items[i] += c.Items[i]
	}
	if c.Whims > MaxCoins || c.Whims < -MaxCoins {
		errs = append(errs, fmt.Errorf("sultan: player event: whims: a change of %d is out of range", c.Whims))
	} else {
		p.Whims += c.Whims
	}
	p.Thieves = cloneStrings(p.Thieves)
	for _, n := range c.GainThieves {
		t, ok := game.LookupThief(n)
		switch {
		case !ok:
			errs = append(errs, fmt.Errorf("sultan: player: unknown Thief %q", n))
		case p.HasThief(t.Name):
			errs = append(errs, fmt.Errorf("sultan: player: already has %s", t.Name))
		default:
			p.Thieves = append(p.Thieves, t.Name)
		}
	}
	for _, n := range c.LoseThieves {
		t, ok := game.LookupThief(n)
		i := -1
		for j, h := range p.Thieves {
			if u, ok2 := game.LookupThief(h); ok && ok2 && u.Name == t.Name {
				i = j
			}
		}
		if i < 0 {
			errs = append(errs, fmt.Errorf("sultan: player: has no Thief %q to lose", n))
			continue
		}
		p.Thieves = append(p.Thieves[:i:i], p.Thieves[i+1:]...)
	}
	return errs
}
