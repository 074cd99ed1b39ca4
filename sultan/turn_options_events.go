package sultan

import (
	"fmt"

	"github.com/naqala/naqala/game"
)

// TurnDecision is the decision the player's turn waits for, with every
// legal answer written as the event that takes it (naqala turn,
// docs/turn.md): a driver lists them, and the answer it sends back is
// one of them. Game.Pending carries it (Decision.Turn).
type TurnDecision struct {
	Step TurnStep
	// Derived: what the rules derive alone at the step, and the bounds
	// they leave the choice (TurnOptions: the tile and what can go on it,
	// the blue tiles counted, the meeples in reach, the cards on offer,
	// the affordable payments...).
	Derived TurnOptions
	// Moves: at TurnMove, how many legal moves there are (game.Board's,
	// without Magic Items); each is a MoveEvent. Game.TurnDecision counts
	// them; Game.Pending leaves them uncounted (zero).
	Moves game.MoveCount
	// Options: at the other steps, each legal answer as its event, in a
	// stable order. Answers that end the same (the picks of a market in
	// another order, more Fakirs than a kill needs counted apart) are
	// listed once each way the rules tell apart.
	Options []Event
}

// TurnDecision returns the decision the player's turn waits for, as
// Pending gives it (Decision.Turn) with the legal moves counted at the
// move; ok is false when Pending waits for no answer of the turn:
// outside the player's turn, once the turn is complete (its optional
// sale counts as complete), or when the player has no legal move and the
// turn is passed.
func (g *Game) TurnDecision() (d TurnDecision, ok bool, err error) {
	p := g.Pending()
	if p.Kind != DecideTurn {
		return TurnDecision{}, false, nil
	}
	d = *p.Turn
	if d.Step == TurnMove {
		if d.Moves, err = g.MoveCount(); err != nil {
			return TurnDecision{}, false, err
		}
	}
	return d, true, nil
}

// MoveCount counts the player's legal moves on the board as it stands
// (game.Board's, without Magic Items): what the move step of
// Decision.Turn leaves uncounted.
func (g *Game) MoveCount() (game.MoveCount, error) {
	outs, err := g.state.Board.MoveOutcomes()
	if err != nil {
		return game.MoveCount{}, fmt.Errorf("sultan: the legal moves: %w", err)
	}
	var n game.MoveCount
	for _, out := range outs {
		n = n.Add(out.Moves)
	}
	return n, nil
}

// turnDecision is the decision of the player's turn, without the count
// of the legal moves: the step, what the rules derive, and at the steps
// after the move each legal answer (Pending, in the player's turn).
func (g *Game) turnDecision() *TurnDecision {
	o, err := g.TurnOptions()
	if err != nil {
		return nil
	}
	d := &TurnDecision{Step: o.Step, Derived: o}
	if o.Step == TurnMove {
		return d
	}
	for _, e := range g.candidates(o) {
		if g.accepts(e) {
			d.Options = append(d.Options, e)
		}
	}
	return d
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
		case o.ByItself:
			tile(TileChoice{}) // past the Thief's moment, the action plays by itself
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
