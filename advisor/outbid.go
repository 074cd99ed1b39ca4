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
	// StrikeTurn is the engine's turn of that strike: every capture it
	// makes, for words that name all it takes (Strike weighs only what
	// the advice counts).
	StrikeTurn sultan.Turn
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
	// comes either way and is left out of both, unless Deeper; while
	// Yazid holds five Assassins, each a way gives him costs
	// Weights.OutbidAssassin more.
	StrikeValue, OutbidValue float64
	// Deeper: both values count next round's roll too (the strike's
	// after the move, the outbid's after each re-roll): Yazid holds
	// Options.DeeperOutbid Assassins or more.
	Deeper bool
	// Outbid: outbidding is worth more, by more than the weights'
	// uncertainty (none with ExactOnly).
	Outbid bool
}

// Outbid advises whether to outbid roll r on st, the player holding at
// least its cost (o.Top is not read: one best move each way). Each round
// has one Yazid roll either way: outbidding moves it after the player's
// move, and makes it a new roll; next round's comes either way and is
// left out of both values, unless Yazid holds o.DeeperOutbid Assassins
// or more (o.OutbidDeepens).
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
	adv.Deeper = o.OutbidDeepens(st)
	if adv.OutbidMove != nil {
		adv.OutbidValue -= outbidAssassins(st, adv.OutbidMove.Yazid.Assassins, o)
		if adv.Deeper {
			next, err := nextRound(paid, adv.OutbidMove, o)
			if err != nil {
				return Outbidding{}, err
			}
			adv.OutbidValue -= next
		}
	}
	// Strike: the roll as it is, then the best move.
	if adv.Strike, adv.StrikeTurn, adv.StrikeValue, adv.StrikeMove, adv.Struck, err = strikeBranch(st, r, o); err != nil {
		return Outbidding{}, err
	}
	tol := o.Weights.Uncertainty
	if o.ExactOnly {
		tol = 1e-9
	}
	adv.Outbid = adv.OutbidValue > adv.StrikeValue+tol
	return adv, nil
}

// strikeBranch is Outbid's strike: what the roll does, the engine's
// turn of it, the value of letting it strike, and the best move after it with its table (none
// when the roll loses or leaves no move).
func strikeBranch(st sultan.State, r sultan.Roll, o Options) (y Threat, turn sultan.Turn, value float64, move *Ranked, struck sultan.State, err error) {
	// When it leaves no move, the game ends there and the final check is
	// made: a loss there is the strike's.
	struck, turn, d, err := strikeTurn(st, r, o)
	if err != nil {
		return Threat{}, sultan.Turn{}, 0, nil, sultan.State{}, err
	}
	if !d.lost && lostWithoutMove(struck) {
		d.lost = true
	}
	y = Threat{PLoss: float64(b2i(d.lost)), Assassins: float64(d.assassins), Council: float64(d.council), Coins: float64(d.coins)}
	score, _, err := scoreOf(st, o)
	if err != nil {
		return Threat{}, sultan.Turn{}, 0, nil, sultan.State{}, err
	}
	value = float64(score) - harm(d, score, threatWeights(st, o.Weights), o.ExactOnly) -
		outbidAssassins(st, float64(d.assassins), o)
	if d.lost {
		return y, turn, value - categoryStep, nil, sultan.State{}, nil // a certain loss
	}
	v, move, err := bestAfter(struck, o, o.OutbidDeepens(st)) // next round's roll after the move
	if err != nil {
		return Threat{}, sultan.Turn{}, 0, nil, sultan.State{}, err
	}
	after, _, err := scoreOf(struck, o)
	if err != nil {
		return Threat{}, sultan.Turn{}, 0, nil, sultan.State{}, err
	}
	value += v - float64(after) // the coins it took are in the harm
	if move == nil {
		return y, turn, value, nil, sultan.State{}, nil
	}
	return y, turn, value, move, struck, nil
}

// bestAfter is the best move on st (nil when none is left) and the score
// after it with its estimate, less its Yazid roll when withRoll, in the
// advice's categories (a loss on the spot, a certain loss to the roll).
func bestAfter(st sultan.State, o Options, withRoll bool) (float64, *Ranked, error) {
	v, m, _, err := bestAfterSearch(st, o, withRoll)
	return v, m, err
}

// bestAfterSearch is bestAfter, saying what its search met.
func bestAfterSearch(st sultan.State, o Options, withRoll bool) (float64, *Ranked, searched, error) {
	before, _, err := scoreOf(st, o)
	if err != nil {
		return 0, nil, searched{}, err
	}
	a, s, err := adviseSearch(st, o)
	if errors.Is(err, ErrNoMove) || errors.Is(err, ErrOnlyCarpet) || err == nil && len(a.Moves) == 0 {
		return noMoveValue(st, before), nil, s, nil
	}
	if err != nil {
		return 0, nil, searched{}, err
	}
	m := a.Moves[0]
	return moveValue(before, m, withRoll), &m, s, nil
}

// noMoveValue is bestAfter's value when no move is ranked on st: the game
// ends (or goes on by a Carpet move, not ranked), the final check alone.
func noMoveValue(st sultan.State, before int) float64 {
	v := float64(before)
	if lostWithoutMove(st) {
		v -= categoryStep
	}
	return v
}

// moveValue is bestAfter's value of move m on a table scoring before.
// It is never above before plus m's key (its Value in its category).
func moveValue(before int, m Ranked, withRoll bool) float64 {
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
	return v
}

// OutbidChoice is the choice Outbid advises and the move that follows
// it, for a caller who needs no more (self-play).
type OutbidChoice struct {
	// Outbid is Outbid's Outbidding.Outbid.
	Outbid bool
	// Table is the table the player moves on after the choice (the roll
	// struck, or the cost paid); Move is Advise's first move on it with
	// the options and Top 1, nil when none was searched so (the caller
	// searches).
	Table sultan.State
	Move  *Ranked
}

// ChooseOutbid is Outbid's choice with less search (docs/advice.md,
// Speed): the strike is searched first, then the outbid only for a move
// worth more than letting the roll strike. When no move reaches that
// and the budget did not stop the search, Outbid would not outbid (its
// outbid move is worth no more); else the outbid is searched as Outbid
// searches it, so the choice is Outbid's whatever the budget.
func ChooseOutbid(st sultan.State, r sultan.Roll, o Options) (OutbidChoice, error) {
	if err := r.Check(); err != nil {
		return OutbidChoice{}, err
	}
	if cost := r.Cost(); st.Player.Coins < cost {
		return OutbidChoice{}, fmt.Errorf("advisor: outbidding %v costs %d coins, the player has %d", r, cost, st.Player.Coins)
	}
	o.Top = 1
	if o.ScoringRules == (scoring.Rules{}) {
		o.ScoringRules = scoring.DefaultRules()
	}
	_, _, strikeValue, strikeMove, struck, err := strikeBranch(st, r, o)
	if err != nil {
		return OutbidChoice{}, err
	}
	tol := o.Weights.Uncertainty
	if o.ExactOnly {
		tol = 1e-9
	}
	notOutbid := OutbidChoice{Table: struck, Move: strikeMove}
	paid := st.Clone()
	paid.Player.Coins -= r.Cost()
	reroll := o
	reroll.rollFollows = true
	before, _, err := scoreOf(paid, o)
	if err != nil {
		return OutbidChoice{}, err
	}
	// A move is worth outbidding only if its key reaches the floor:
	// moveValue is at most before plus the key (a hair under, for the
	// rounding).
	floored := reroll
	floored.floored = true
	floored.floor = below(strikeValue + tol - float64(before))
	// The first move found worth outbidding is enough: the outbid is
	// searched again (a better move is worth outbidding too).
	floored.stopAbove, floored.above = !o.flooredWhole, strikeValue+tol
	floored.made = map[string]classMade{}
	a, s, err := adviseSearch(paid, floored)
	switch {
	case errors.Is(err, ErrNoMove) || errors.Is(err, ErrOnlyCarpet):
	case err != nil:
		return OutbidChoice{}, err
	case s.cut:
	case len(a.Moves) == 0 && noMoveValue(paid, before) <= strikeValue+tol,
		len(a.Moves) > 0 && moveValue(before, a.Moves[0], true) <= strikeValue+tol:
		return notOutbid, nil
	}
	reroll.prior = floored.made // the same table, the same classes
	v, m, s, err := bestAfterSearch(paid, reroll, true)
	if err != nil {
		return OutbidChoice{}, err
	}
	if m != nil {
		v -= outbidAssassins(st, m.Yazid.Assassins, o)
		if o.OutbidDeepens(st) {
			next, err := nextRound(paid, m, o)
			if err != nil {
				return OutbidChoice{}, err
			}
			v -= next
		}
	}
	if v <= strikeValue+tol {
		return notOutbid, nil
	}
	c := OutbidChoice{Outbid: true, Table: paid}
	if !s.metEnd {
		c.Move = m // no table ends the game: the re-roll's search is Advise's
	}
	return c, nil
}

// outbidAssassins is what Weights.OutbidAssassin takes from a way's
// value in the outbid's choice on st: assassins, the Assassins the way
// gives Yazid, at the weight while he holds five (none with ExactOnly).
func outbidAssassins(st sultan.State, assassins float64, o Options) float64 {
	if o.ExactOnly || st.Yazid.Assassins != sultan.LosingAssassins-2 {
		return 0
	}
	return o.Weights.OutbidAssassin * assassins
}

// OutbidDeepens reports whether the outbid's choice on st counts next
// round's roll on both ways (docs/advice.md, "Deeper where Yazid is
// near his seventh Assassin"): Yazid holds DeeperOutbid Assassins or
// more (0: never), where a strike that gives him one makes next round's
// roll deadly.
func (o Options) OutbidDeepens(st sultan.State) bool {
	return o.DeeperOutbid > 0 && st.Yazid.Assassins >= o.DeeperOutbid
}

// nextRound is what next round's Yazid roll takes, on average, after the
// outbid way: move m played on paid (the cost paid), then each of his 36
// re-rolls as it strikes, then his 36 rolls of next round on the table it
// leaves, each valued as harm values a roll after a move. A re-roll that
// loses (in m's value already) or ends the game, or a move after which
// the round is the last, leaves no next round: 0.
func nextRound(paid sultan.State, m *Ranked, o Options) (float64, error) {
	if m.LosesNow {
		return 0, nil
	}
	after, _, err := sultan.PlayTurn(paid, m.Plan)
	if err != nil {
		return 0, fmt.Errorf("advisor: %w", err)
	}
	if endsAfter(after) {
		return 0, nil
	}
	sum := 0.0
	for i := range sultan.Rolls {
		r := sultan.Roll{White: i/6 + 1, Black: i%6 + 1}
		if r.White > after.Board.Cols {
			continue // no such column: the roll strikes nothing
		}
		struck, d, err := strike(after, r, o)
		if err != nil {
			return 0, err
		}
		if d.loses() || d.ends {
			continue
		}
		h, err := rollHarm(struck, o)
		if err != nil {
			return 0, err
		}
		sum += h
	}
	return sum / sultan.Rolls, nil
}

// rollHarm is the mean over Yazid's 36 rolls on st of what each takes,
// as harm values it: a loss forfeits st's score.
func rollHarm(st sultan.State, o Options) (float64, error) {
	score, _, err := scoreOf(st, o)
	if err != nil {
		return 0, err
	}
	w := threatWeights(st, o.Weights)
	sum := 0.0
	for i := range sultan.Rolls {
		r := sultan.Roll{White: i/6 + 1, Black: i%6 + 1}
		if r.White > st.Board.Cols {
			continue
		}
		_, d, err := strike(st, r, o)
		if err != nil {
			return 0, err
		}
		sum += harm(d, score, w, o.ExactOnly)
	}
	return sum / sultan.Rolls, nil
}

// strike resolves roll r on a copy of st, each redirect answered as
// Redirect answers it: the table after it and what it did.
func strike(st sultan.State, r sultan.Roll, o Options) (sultan.State, rollDamage, error) {
	after, _, d, err := strikeTurn(st, r, o)
	return after, d, err
}

// strikeTurn is strike with the engine's turn of the roll.
func strikeTurn(st sultan.State, r sultan.Roll, o Options) (sultan.State, sultan.Turn, rollDamage, error) {
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
				return sultan.State{}, sultan.Turn{}, rollDamage{}, err
			}
			answers = append(answers, p)
			continue
		}
		if err != nil {
			return sultan.State{}, sultan.Turn{}, rollDamage{}, fmt.Errorf("advisor: %w", err)
		}
		return after, t, damageOf(st, t), nil
	}
	return sultan.State{}, sultan.Turn{}, rollDamage{}, fmt.Errorf("advisor: %v asks more answers than a roll can", r)
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
