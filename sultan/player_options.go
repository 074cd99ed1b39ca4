package sultan

import (
	"fmt"

	"github.com/naqala/naqala/game"
)

// TurnOptions is the decision the player's turn waits for and its legal
// options, so that a UI lists only what the rules allow. Only the fields
// of Step are set.
type TurnOptions struct {
	Step  TurnStep
	Last  game.Place    // the last tile (from TurnControl on)
	Type  game.TileType // its type
	Tribe game.Tribe    // the tribe taken
	Taken int           // how many

	// TurnControl: the tile and what can go on it.
	ControlAt   game.Place
	Camel, Tent bool

	// TurnTribe.
	MaxFakirs int       // Fakirs that may be added (Builders, Assassins)
	Echidna   []Payment // Builders: the ways to pay Echidna, none without it
	BlueTiles int       // Builders: the blue tiles surrounding the last tile
	Victims   []Victim  // Assassins: the meeples within reach of n + MaxFakirs
	MaxCards  int       // Merchants, the row not tracked: the most cards to type
	Items     []game.Item
	// Reveal: Assassins, the tiles within reach whose meeples are still
	// to be asked: none of their meeples is a Victim until revealed.
	Reveal []game.Place

	// TurnTile.
	Market   *Market   // a market: its cost, cards and window
	Offer    []Offer   // the cards on offer, tracked row only
	Djinns   []string  // Sacred Place: the face-up Djinns (nil: the row is not tracked, any Djinn free)
	Payments []Payment // Sacred Place, Workshop: the affordable ways to pay
	CanSkip  bool      // the action is optional
	// ByItself: the action plays by itself, and waits only for the moment
	// of a Thief held (right after the tribe action): the zero TileChoice
	// goes on.
	ByItself bool

	// TurnSale.
	Goods GoodsHeld // the goods that can be sold
}

// Victim is a meeple the Assassins can kill, and how many Fakirs the kill
// needs added. Yazid: in front of Yazid (rule kill_in_front_of_yazid), no
// tile, no reach: Place, Distance and Fakirs are 0.
type Victim struct {
	game.Place
	Tribe    game.Tribe
	Distance int
	Fakirs   int
	Yazid    bool
}

// Kill is the kill of the victim, as the tribe action takes it.
func (v Victim) Kill() Kill {
	return Kill{Place: v.Place, Meeple: string(v.Tribe.Letter()), Yazid: v.Yazid}
}

// Offer is a card of the tracked row a market sells: its place in the
// row, front first from 1.
type Offer struct {
	Pick int
	Card game.Resource
}

// Options lists what the turn waits for on st.
func (t TurnProgress) Options(st State) TurnOptions {
	o := TurnOptions{Step: t.Step}
	if t.Step == TurnMove || t.Step == TurnDone {
		return o
	}
	p := st.Player
	o.Last, o.Tribe, o.Taken = t.Last(), t.Tribe, t.Taken
	o.Type = st.Board.Tile(o.Last).Type
	switch t.Step {
	case TurnControl:
		o.ControlAt = t.ControlAt
		o.Camel, o.Tent = controlChoices(&st)
	case TurnTribe:
		switch t.Tribe {
		case game.Builder:
			o.MaxFakirs, o.BlueTiles = p.Fakirs, st.Board.BlueSurrounding(o.Last)
			if p.HasDjinn(echidna) {
				o.Echidna = payments(p, 0, PayElders, PayElderFakir)
			}
		case game.Assassin:
			o.MaxFakirs, o.CanSkip = p.Fakirs, true
			o.Victims, o.Reveal = victims(st, o.Last, t.Taken, p.Fakirs)
			for _, tr := range t.yazidVictims(&st) {
				o.Victims = append(o.Victims, Victim{Tribe: tr, Yazid: true})
			}
		case game.Merchant:
			o.MaxCards = min(t.Taken, st.ResourceCount())
		case game.Artisan:
			o.Items, o.CanSkip = itemsToDraw(p), true
		}
	case TurnTile:
		o.CanSkip = o.Type != game.Oasis && o.Type != game.Village
		o.ByItself = !t.tileAsks(&st)
		switch {
		case isSacred(o.Type):
			o.Djinns = cloneStrings(st.DjinnRow)
			o.Payments = payments(p, 0, PayElders, PayElderFakir)
		case o.Type == game.Workshop:
			o.Payments = payments(p, 0, PayArtisan, PayFakirs)
			o.Items = itemsToDraw(p)
		default:
			if m, ok := MarketOf(o.Type); ok {
				o.Market = &m
				for i, r := range offerRow(st, m) {
					o.Offer = append(o.Offer, Offer{Pick: i + 1, Card: r})
				}
			}
		}
	case TurnSale:
		o.Goods = p.Goods
	}
	return o
}

// victims lists the meeples within reach of from for n Assassins and up
// to fakirs Fakirs, row-major, tribes in the order Y W G B R P; and the
// tiles within reach still to be asked, whose placeholders are no victims.
func victims(st State, from game.Place, n, fakirs int) (out []Victim, reveal []game.Place) {
	b := st.Board
	for _, q := range b.Places() {
		tile := b.Tile(q)
		d := Distance(from, q)
		if tile.Type.Forbidden() || d > n+fakirs {
			continue
		}
		if st.IsUnknown(q) {
			reveal = append(reveal, q)
			continue
		}
		for _, tr := range game.Tribes {
			if tile.Meeples[tr] > 0 {
				out = append(out, Victim{Place: q, Tribe: tr, Distance: d, Fakirs: max(d-n, 0)})
			}
		}
	}
	return out, reveal
}

// itemsToDraw lists the Items the box still has beside the player's.
func itemsToDraw(p Holdings) []game.Item {
	var out []game.Item
	for _, it := range game.Items() {
		if p.Items[it] < it.Count() {
			out = append(out, it)
		}
	}
	return out
}

// TurnOptions lists what the player's turn waits for: TurnMove before the
// move (the legal moves are game.Board's), an error outside the player's
// turn.
func (g *Game) TurnOptions() (TurnOptions, error) {
	if g.phase != PlayerTurn && g.phase != PlayerFirst {
		return TurnOptions{}, fmt.Errorf("%w: not the player's turn (phase %q)", ErrWrongPhase, g.phase)
	}
	if g.turn == nil {
		return TurnOptions{Step: TurnMove}, nil
	}
	return g.turn.Options(g.state), nil
}
