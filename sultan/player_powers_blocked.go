package sultan

import (
	"slices"
)

// BlockReason is why a power the player holds cannot be used now.
type BlockReason string

// The reasons a held power is not among the options.
const (
	BlockTime    BlockReason = "time"    // not at this point of the turn
	BlockUsed    BlockReason = "used"    // a Djinn's power used already this turn
	BlockItem    BlockReason = "item"    // a Magic Item used this turn: one a turn
	BlockPay     BlockReason = "pay"     // its cost cannot be paid
	BlockNothing BlockReason = "nothing" // nothing for it to act on now
)

// PowerBlock is a power the player holds and cannot use now, and why.
type PowerBlock struct {
	Power string // the Djinn's or Thief's name, the Item's key
	Name  string // as printed
	Why   BlockReason
	Pays  []Payment // BlockPay: the ways it costs
}

// PowerBlocks lists the powers held that PowerOptions leaves out, each
// with the first reason, in the order of the options.
func (t TurnProgress) PowerBlocks(st State) []PowerBlock {
	var out []PowerBlock
	for _, pw := range allPowers() {
		if !pw.held(st.Player) {
			continue
		}
		b := PowerBlock{Power: pw.name, Name: pw.words()}
		why, _ := t.powerNow(&st, pw)
		switch {
		case why != "":
			b.Why = why
		case !pw.isItem() && len(pw.pays) > 0 && len(payments(st.Player, 0, pw.pays...)) == 0:
			b.Why, b.Pays = BlockPay, slices.Clone(pw.pays)
		case pw.tiles != nil && len(pw.tiles(&st, &t)) == 0:
			b.Why = BlockNothing
		default:
			continue
		}
		out = append(out, b)
	}
	return out
}

// PowerBlocks lists the powers held that cannot be used now
// (TurnProgress.PowerBlocks); none outside the player's turn.
func (g *Game) PowerBlocks() []PowerBlock {
	if g.phase != PlayerTurn && g.phase != PlayerFirst {
		return nil
	}
	if g.turn == nil {
		return (&TurnProgress{}).PowerBlocks(g.state)
	}
	return g.turn.PowerBlocks(g.state)
}
