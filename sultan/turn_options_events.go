package sultan

import (
	"fmt"

	"github.com/naqala/naqala/game"
)

// TurnDecision is the decision the player's turn waits for, with every
// legal answer written as the event that takes it (naqala turn,
// docs/turn.md): a driver lists them, and the answer it sends back is
// one of them.
type TurnDecision struct {
	Step TurnStep
	// Moves: at TurnMove, how many legal moves there are (game.Board's,
	// without Magic Items); each is a MoveEvent.
	Moves game.MoveCount
	// Options: at the other steps, each legal answer as its event, in a
	// stable order. Answers that end the same (the picks of a market in
	// another order, more Fakirs than a kill needs counted apart) are
	// listed once each way the rules tell apart.
	Options []Event
}

// TurnDecision returns the decision the player's turn waits for; ok is
// false when it waits for none: outside the player's turn, or once the
// turn is complete (its optional sale counts as complete).
func (g *Game) TurnDecision() (d TurnDecision, ok bool, err error) {
	o, err := g.TurnOptions()
	if err != nil || o.Step >= TurnSale {
		return TurnDecision{}, false, nil
	}
	d.Step = o.Step
	if o.Step == TurnMove {
		outs, err := g.state.Board.MoveOutcomes()
		if err != nil {
			return TurnDecision{}, false, fmt.Errorf("sultan: the legal moves: %w", err)
		}
		for _, out := range outs {
			d.Moves = d.Moves.Add(out.Moves)
		}
		return d, true, nil
	}
	for _, e := range g.candidates(o) {
		if g.accepts(e) {
			d.Options = append(d.Options, e)
		}
	}
	return d, true, nil
}

// accepts reports whether the rules take e now, trying it on a copy of g:
// the same checks as Apply, nothing changed.
func (g *Game) accepts(e Event) bool {
	try := *g
	_, err := try.step(e.clone())
	return err == nil
}

// candidates lists the answers the decision o may take, a superset of
// the legal ones (accepts sorts them out).
func (g *Game) candidates(o TurnOptions) []Event {
	st := g.state
	p := st.Player
	var out []Event
	tribe := func(c TribeChoice) { out = append(out, TribeEvent(c)) }
	tile := func(c TileChoice) { out = append(out, TileActionEvent(c)) }
	switch o.Step {
	case TurnControl:
		out = append(out, ControlEvent(false), ControlEvent(true))
	case TurnTribe:
		switch o.Tribe {
		case game.Builder:
			for f := 0; f <= o.MaxFakirs; f++ {
				tribe(TribeChoice{Fakirs: f})
				for _, pay := range []Payment{PayElders, PayElderFakir} {
					tribe(TribeChoice{Fakirs: f, Echidna: pay})
				}
			}
		case game.Assassin:
			for _, v := range o.Victims {
				if v.Yazid {
					k := v.Kill()
					tribe(TribeChoice{Kill: &k})
					continue
				}
				for f := v.Fakirs; f <= o.MaxFakirs; f++ {
					k := v.Kill()
					tribe(TribeChoice{Fakirs: f, Kill: &k})
				}
			}
			tribe(TribeChoice{Skip: true})
		case game.Merchant:
			for _, cards := range cardSets(o.MaxCards, o.MaxCards) {
				tribe(TribeChoice{Cards: cards})
			}
		case game.Artisan:
			for _, it := range o.Items {
				tribe(TribeChoice{Item: it.Key()})
			}
			tribe(TribeChoice{Skip: true})
		}
	case TurnTile:
		switch {
		case isSacred(o.Type):
			names := st.DjinnRow
			if names == nil {
				for _, d := range game.Djinns() {
					names = append(names, d.Name)
				}
			}
			if st.Expansions.Thieves {
				for _, th := range game.AllThieves() {
					names = append(names, th.Name)
				}
			}
			for _, n := range names {
				for _, pay := range []Payment{PayElders, PayElderFakir} {
					tile(TileChoice{Djinn: n, Pay: pay})
				}
			}
		case o.Type == game.Workshop:
			for _, it := range itemsToDraw(p) {
				for _, pay := range []Payment{PayArtisan, PayFakirs} {
					tile(TileChoice{Item: it.Key(), Pay: pay})
				}
			}
		case o.Type.IsCity():
			tile(TileChoice{}) // the Whim card; a reward collected now adds coins
		case o.Market != nil:
			if o.Offer != nil {
				for _, picks := range pickSets(len(o.Offer), min(o.Market.Cards, len(o.Offer))) {
					tile(TileChoice{Picks: picks})
				}
			} else {
				for _, cards := range cardSets(1, o.Market.Cards) {
					tile(TileChoice{Cards: cards})
				}
			}
		}
		tile(TileChoice{Skip: true})
	}
	return out
}

// cardKinds are the resource cards by name: "fakir", then the goods.
func cardKinds() []string {
	out := []string{game.Resource{Fakir: true}.String()}
	for _, g := range game.Goods() {
		out = append(out, game.Resource{Good: g}.String())
	}
	return out
}

// cardSets lists the hands of lo to hi cards (as multisets, names in
// cardKinds order).
func cardSets(lo, hi int) [][]string {
	names := cardKinds()
	var out [][]string
	var grow func(hand []string, from int)
	grow = func(hand []string, from int) {
		if len(hand) >= lo && len(hand) > 0 {
			out = append(out, append([]string(nil), hand...))
		}
		if len(hand) == hi {
			return
		}
		for i := from; i < len(names); i++ {
			grow(append(hand, names[i]), i)
		}
	}
	grow(nil, 0)
	return out
}

// pickSets lists the k places of n, front first from 1, each set in
// ascending order.
func pickSets(n, k int) [][]int {
	var out [][]int
	var grow func(set []int, from int)
	grow = func(set []int, from int) {
		if len(set) == k {
			if k > 0 {
				out = append(out, append([]int(nil), set...))
			}
			return
		}
		for i := from; i <= n; i++ {
			grow(append(set, i), i+1)
		}
	}
	grow(nil, 1)
	return out
}
