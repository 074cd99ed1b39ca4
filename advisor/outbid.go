package advisor

import (
	"errors"
	"fmt"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// Outbidding is the advice on outbidding Yazid's roll (reference section
// 10: pay white + black coins, play first, then re-roll for him and
// accept it), the two ways' figures kept apart (docs/advice.md).
type Outbidding struct {
	Cost int // coins to the bank
	// Strike is what letting the roll strike does, exactly: the player
	// answering its redirects as Redirect does (PLoss 1 when it loses).
	Strike Threat
	// StrikeMove is the best move after it (none when the roll loses the
	// game or no move is left); OutbidMove the best move on the table
	// now, the cost paid, its Yazid figures those of the re-roll.
	StrikeMove, OutbidMove *Ranked
	// Struck is the table after the roll strikes, when StrikeMove is
	// set: StrikeMove is Advise's first move on it with the options
	// Outbid was given and Top 1 (a caller that lets the roll strike
	// and meets this table needs not search it again).
	Struck sultan.State
	// StrikeValue and OutbidValue are what the ranking compares: the
	// score after the move and this round's Yazid roll, with the
	// estimates, from the table now; the roll that strikes first is
	// valued as a Yazid roll after a move is (harm). Next round's roll
	// comes either way and is left out of both.
	StrikeValue, OutbidValue float64
	// Outbid: outbidding is worth more, by more than the weights'
	// uncertainty (none with ExactOnly).
	Outbid bool
}

// Outbid advises whether to outbid roll r on st, the player holding at
// least its cost (o.Top is not read: one best move each way). Each round
// has one Yazid roll either way: outbidding moves it after the player's
// move, and makes it a new roll; next round's comes either way and is
// left out of both values.
func Outbid(st sultan.State, r sultan.Roll, o Options) (Outbidding, error) {
	if err := r.Check(); err != nil {
		return Outbidding{}, err
	}
	adv := Outbidding{Cost: r.Cost()}
	if st.Player.Coins < adv.Cost {
		return Outbidding{}, fmt.Errorf("advisor: outbidding %v costs %d coins, the player has %d", r, adv.Cost, st.Player.Coins)
	}
	o.Top = 1
	if o.ScoringRules == (scoring.Rules{}) {
		o.ScoringRules = scoring.DefaultRules()
	}
	// Outbid: pay, play first, then the re-roll: the advice's own Yazid
	// roll after the move, even one that ends the game (the round is
	// played out).
	paid := st.Clone()
	paid.Player.Coins -= adv.Cost
	reroll := o
	reroll.rollFollows = true
	var err error
	if adv.OutbidValue, adv.OutbidMove, err = bestAfter(paid, reroll, true); err != nil {
		return Outbidding{}, err
	}
	// Strike: the roll as it is, then the best move. When it leaves no
	// move, the game ends there and the final check is made: a loss
	// there is the strike's.
	struck, d, err := strike(st, r, o)
	if err != nil {
		return Outbidding{}, err
	}
	if !d.lost && lostWithoutMove(struck) {
		d.lost = true
	}
	adv.Strike = Threat{PLoss: float64(b2i(d.lost)), Assassins: float64(d.assassins), Council: float64(d.council), Coins: float64(d.coins)}
	score, _, err := scoreOf(st, o)
	if err != nil {
		return Outbidding{}, err
	}
	adv.StrikeValue = float64(score) - harm(d, score, threatWeights(st, o.Weights), o.ExactOnly)
	if d.lost {
		adv.StrikeValue -= categoryStep // a certain loss
	} else {
		v, move, err := bestAfter(struck, o, false)
		if err != nil {
			return Outbidding{}, err
		}
		after, _, err := scoreOf(struck, o)
		if err != nil {
			return Outbidding{}, err
		}
		adv.StrikeValue += v - float64(after) // the coins it took are in the harm
		adv.StrikeMove = move
		if move != nil {
			adv.Struck = struck
		}
	}
	tol := o.Weights.Uncertainty
	if o.ExactOnly {
		tol = 1e-9
	}
	adv.Outbid = adv.OutbidValue > adv.StrikeValue+tol
	return adv, nil
}

// bestAfter is the best move on st (nil when none is left) and the score
// after it with its estimate, less its Yazid roll when withRoll, in the
// advice's categories (a loss on the spot, a certain loss to the roll).
func bestAfter(st sultan.State, o Options, withRoll bool) (float64, *Ranked, error) {
	before, _, err := scoreOf(st, o)
	if err != nil {
		return 0, nil, err
	}
	a, err := Advise(st, o)
	if errors.Is(err, ErrNoMove) || errors.Is(err, ErrOnlyCarpet) || err == nil && len(a.Moves) == 0 {
		// The game ends (or goes on by a Carpet move, not ranked): the
		// final check alone.
		v := float64(before)
		if lostWithoutMove(st) {
			v -= categoryStep
		}
		return v, nil, nil
	}
	if err != nil {
		return 0, nil, err
	}
	m := a.Moves[0]
	v := float64(before) + float64(m.ScoreChange) + m.Estimate
	if withRoll {
		v = float64(before) + m.Value
		if m.Yazid.PLoss >= 1 {
			v -= categoryStep
		}
	}
	if m.LosesNow {
		v -= 2 * categoryStep
	}
	return v, &m, nil
}

// strike resolves roll r on a copy of st, each redirect answered as
// Redirect answers it: the table after it and what it did.
func strike(st sultan.State, r sultan.Roll, o Options) (sultan.State, rollDamage, error) {
	w := o.Weights
	if o.ExactOnly {
		w = DefaultWeights()
	}
	var answers []game.Place
	for range 4 {
		after := st.Clone()
		t, err := sultan.ResolveTurn(&after, r, o.Rules, answers)
		if _, ok := sultan.PendingChoice(err); ok {
			p, err := Redirect(st, r, o.Rules, w, answers)
			if err != nil {
				return sultan.State{}, rollDamage{}, err
			}
			answers = append(answers, p)
			continue
		}
		if err != nil {
			return sultan.State{}, rollDamage{}, fmt.Errorf("advisor: %w", err)
		}
		return after, damageOf(st, t), nil
	}
	return sultan.State{}, rollDamage{}, fmt.Errorf("advisor: %v asks more answers than a roll can", r)
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// lostWithoutMove reports whether st leaves the player no legal move with
// every means held (the game ends: reference section 9) and the final
// check then loses.
func lostWithoutMove(st sultan.State) bool {
	return !st.PlayerHasMove() && sultan.FinalLoss(st.Player.Viziers, st.Yazid.Council) != game.NotLost
}
