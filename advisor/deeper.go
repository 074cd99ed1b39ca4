package advisor

import (
	"errors"
	"fmt"
	"slices"
	"sort"

	"github.com/naqala/naqala/sultan"
)

// Deepens reports whether Advise searches st one roll deeper: Deeper is
// set (or the weights' Deeper: weightsDeeper) and the fewer Camels left
// (the player's, Yazid's) are at most DeeperCamels, late in the game,
// where the board has few outcomes, or Yazid holds DeeperAssassins
// Assassins or more (when set).
func (o Options) Deepens(st sultan.State) bool { return o.weightsDeeper().deepens(st) }

// deepens is Deepens of o's own Deeper, the weights aside: the outbid's
// searches (bestAfter) are one roll deep whatever the weights.
func (o Options) deepens(st sultan.State) bool {
	return o.Deeper > 0 && (min(st.Player.Camels, st.Yazid.Camels) <= o.DeeperCamels ||
		o.DeeperAssassins > 0 && st.Yazid.Assassins >= o.DeeperAssassins)
}

// weightsDeeper is o searching deeper as its weights say
// (Weights.Deeper and DeeperAssassins, both set) when o.Deeper is 0.
func (o Options) weightsDeeper() Options {
	if o.Deeper == 0 && o.Weights.Deeper >= 1 && o.Weights.DeeperAssassins >= 1 {
		o.Deeper, o.DeeperAssassins = int(o.Weights.Deeper), int(o.Weights.DeeperAssassins)
	}
	return o
}

// deepen values the first o.Deeper moves of adv one roll deeper, and
// ranks them again by it (docs/advice.md, "One roll deeper"): after the
// move, each of Yazid's 36 rolls as it strikes (redirects answered as
// Redirect answers them), then the player's best reply on the table it
// leaves, valued as a move is (its score change, estimate and the roll
// after it). A move that ends the game, or loses it on the spot, keeps
// its value. The moves below the first o.Deeper keep their places.
//
// The replies are searched roll by roll, every move's at each roll, in
// deepRolls' order, a table once whichever move leaves it, within
// Weights.DeeperBudget (deeperWork); when it runs out the deep values
// count the replies of the rolls searched (deepMove.value;
// Advice.DeeperRolls) and the note says so.
func deepen(st sultan.State, adv *Advice, before int, o Options) error {
	n := min(o.Deeper, len(adv.Moves))
	if n < 2 {
		return nil // one move: nothing to rank again
	}
	reply := o
	reply.Deeper, reply.Top = 0, 1
	reply.Weights.Deeper = 0 // a reply is searched one roll deep
	reply.replyWork = o.replyBudget()
	var deep []*deepMove
	for i := range adv.Moves[:n] {
		m := &adv.Moves[i]
		if m.LosesNow || m.NoNextRoll || m.Yazid.PLoss >= 1 {
			m.Deep = float64(before) + m.Value
			continue
		}
		d, err := newDeepMove(st, m, before, reply)
		if err != nil {
			return err
		}
		deep = append(deep, d)
	}
	rolls, err := searchReplies(deep, reply, o.deeperWork())
	if err != nil {
		return err
	}
	for _, d := range deep {
		d.m.Deep, d.m.Deeper = d.value(), true
	}
	adv.DeeperRolls = rolls
	first := adv.Moves[:n]
	sort.SliceStable(first, func(a, b int) bool {
		ca, cb := rankedCategory(first[a]), rankedCategory(first[b])
		return ca < cb || ca == cb && first[a].Deep > first[b].Deep
	})
	tol := o.Weights.Uncertainty
	if o.ExactOnly {
		tol = 1e-9
	}
	for i := range first {
		first[i].Rank = i + 1
		if i > 0 {
			first[i].Equal = rankedCategory(first[i-1]) == rankedCategory(first[i]) && first[i-1].Deep-first[i].Deep < tol
		}
	}
	if n < len(adv.Moves) {
		adv.Moves[n].Equal = false // its neighbour above was valued otherwise
	}
	if rolls < sultan.Rolls {
		adv.Notes = append(adv.Notes, fmt.Sprintf("the first %d moves searched one roll deeper on %d of Yazid's 36 rolls before the work budget ran out: each roll and your best reply", n, rolls))
	} else {
		adv.Notes = append(adv.Notes, fmt.Sprintf("the first %d moves searched one roll deeper: each of Yazid's 36 rolls and your best reply", n))
	}
	return nil
}

// deeperWork is the work the replies of a deeper search may take, in
// steps: Weights.DeeperBudget search budgets (0: no bound).
func (o Options) deeperWork() int {
	return o.budgetShare(o.Weights.DeeperBudget)
}

// replyBudget is the work a reply's search may take after its bounds:
// Weights.DeeperReplyBudget search budgets (0: a whole search's).
func (o Options) replyBudget() int {
	return o.budgetShare(o.Weights.DeeperReplyBudget)
}

// budgetShare is x search budgets (Options.Budget or DefaultBudget), in
// steps, at least one; 0 when x is 0.
func (o Options) budgetShare(x float64) int {
	if x <= 0 {
		return 0
	}
	b := o.Budget
	if b <= 0 {
		b = DefaultBudget
	}
	return max(int(x*float64(b)), 1)
}

// deepRolls is the order the replies are searched in: Yazid's 36 rolls
// (index 6 x (white - 1) + black - 1) by a stride of 13, so that the
// rolls searched before a budget runs out spread over both dice.
var deepRolls = func() [sultan.Rolls]int {
	var order [sultan.Rolls]int
	for k := range order {
		order[k] = k * 13 % sultan.Rolls
	}
	return order
}()

// deepMove is a move valued one roll deeper: after each of Yazid's
// rolls, the table it leaves, what the roll is worth before the reply
// (base) and its stratum (-1: it loses; 1: Yazid takes an Assassin; 0:
// he does not), and the replies searched, summed by stratum.
type deepMove struct {
	m        *Ranked
	scoreA   int
	base     float64 // the sum over the 36 rolls before the replies
	struck   [sultan.Rolls]sultan.State
	stratum  [sultan.Rolls]int
	rolls    [2]int     // the rolls of each stratum
	replies  [2]float64 // the replies' worth over the rolls searched, by stratum
	searched [2]int
}

// newDeepMove plays m on st and strikes each of Yazid's rolls after it:
// each roll is worth the score after the move, m's estimate, less what
// the roll gives Yazid at the weights; a roll that loses is worth -Loss
// less what it gives, as harm values it.
func newDeepMove(st sultan.State, m *Ranked, before int, o Options) (*deepMove, error) {
	after, _, err := sultan.PlayTurn(st, m.Plan)
	if err != nil {
		return nil, fmt.Errorf("advisor: %w", err)
	}
	d := &deepMove{m: m, scoreA: before + m.ScoreChange}
	w := threatWeights(after, o.Weights)
	for i := range sultan.Rolls {
		r := sultan.Roll{White: i/6 + 1, Black: i%6 + 1}
		struck, dmg, err := strike(after, r, o)
		if err != nil {
			return nil, err
		}
		d.base += float64(d.scoreA) + m.Estimate - harm(dmg, d.scoreA, w, o.ExactOnly)
		d.struck[i] = struck
		switch {
		case dmg.lost:
			d.stratum[i] = -1
			continue
		case dmg.assassins > 0:
			d.stratum[i] = 1
		}
		d.rolls[d.stratum[i]]++
		// The coins the roll took are in the harm; the score the reply
		// starts from is the struck table's.
		d.base += float64(dmg.coins)
	}
	return d, nil
}

// value is the move's deep value: the mean over the 36 rolls of each
// roll's worth before the reply plus its reply's. When the replies of
// some rolls were not searched (the budget), each stratum's replies are
// its rolls' count times the mean of those searched (of every roll
// searched when none of it was): a roll that loses has no reply.
func (d *deepMove) value() float64 {
	all, n := d.replies[0]+d.replies[1], d.searched[0]+d.searched[1]
	sum := 0.0
	for s := range d.rolls {
		switch {
		case d.searched[s] == d.rolls[s]:
			sum += d.replies[s]
		case d.searched[s] > 0:
			sum += float64(d.rolls[s]) * d.replies[s] / float64(d.searched[s])
		case n > 0:
			sum += float64(d.rolls[s]) * all / float64(n)
		}
	}
	return (d.base + sum) / sultan.Rolls
}

// searchReplies searches the best reply of every move of deep after each
// roll, in deepRolls' order, a roll at a time for every move, until work
// steps are spent (0: every roll); rolls that leave the same table (the
// same tile struck, redirects answered alike, whichever move left it)
// share its reply, searched once (not with o.reference, the tests'
// twin). It returns the rolls searched.
func searchReplies(deep []*deepMove, o Options, work int) (int, error) {
	var seen []struckReply
	spent := 0
	for k, i := range deepRolls {
		if work > 0 && spent >= work {
			return k, nil
		}
		for _, d := range deep {
			if d.stratum[i] < 0 {
				continue // lost: no reply
			}
			struck := d.struck[i]
			j := slices.IndexFunc(seen, func(x struckReply) bool { return x.table.Equal(struck) })
			if j < 0 || o.reference {
				rv, w, err := replyValue(struck, o)
				if err != nil {
					return 0, err
				}
				s, _, err := scoreOf(struck, o)
				if err != nil {
					return 0, err
				}
				spent += w
				seen = append(seen, struckReply{table: struck, reply: rv, score: s})
				j = len(seen) - 1
			}
			d.replies[d.stratum[i]] += seen[j].reply + float64(seen[j].score-d.scoreA)
			d.searched[d.stratum[i]]++
		}
	}
	return sultan.Rolls, nil
}

// rankedCategory is a move's class, as category says of its key.
func rankedCategory(m Ranked) int {
	switch {
	case m.LosesNow:
		return 2
	case m.Yazid.PLoss >= 1:
		return 1
	}
	return 0
}

// struckReply is a table one of Yazid's rolls leaves, its best reply's
// value and its score.
type struckReply struct {
	table sultan.State
	reply float64
	score int
}

// replyValue is the best reply's value on st, from st's score: its
// Value (score change, estimate, its Yazid roll), -Loss less the score
// when it loses on the spot or leaves a certain loss; 0 when no move is
// left and the game ends survived (-Loss less the score when lost). It
// returns the work its search did too, in steps.
func replyValue(st sultan.State, o Options) (float64, int, error) {
	o = o.forReply()
	a, sr, err := adviseSearch(st, o)
	noMove := errors.Is(err, ErrNoMove) || errors.Is(err, ErrOnlyCarpet) || err == nil && len(a.Moves) == 0
	if err != nil && !noMove {
		return 0, sr.work, err
	}
	score, _, err := scoreOf(st, o)
	if err != nil {
		return 0, sr.work, err
	}
	lost := -threatWeights(st, o.Weights).Loss - float64(score)
	if o.ExactOnly {
		lost = -float64(score)
	}
	if noMove {
		if lostWithoutMove(st) {
			return lost, sr.work, nil
		}
		return 0, sr.work, nil
	}
	m := a.Moves[0]
	if m.LosesNow {
		return lost, sr.work, nil
	}
	return m.Value, sr.work, nil
}

// forReply is o for a reply's search: its own table, so nothing of the
// outer search's floor (ChooseOutbid) or of its outbid round's re-roll.
func (o Options) forReply() Options {
	o.floored, o.floor, o.rollFollows = false, 0, false
	o.made, o.prior = nil, nil
	return o
}
