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
func deepen(st sultan.State, adv *Advice, before int, o Options) error {
	n := min(o.Deeper, len(adv.Moves))
	if n < 2 {
		return nil // one move: nothing to rank again
	}
	reply := o
	reply.Deeper, reply.Top = 0, 1
	reply.Weights.Deeper = 0 // a reply is searched one roll deep
	for i := range adv.Moves[:n] {
		m := &adv.Moves[i]
		if m.LosesNow || m.NoNextRoll || m.Yazid.PLoss >= 1 {
			m.Deep = float64(before) + m.Value
			continue
		}
		v, err := deepValue(st, m, before, reply)
		if err != nil {
			return err
		}
		m.Deep, m.Deeper = v, true
	}
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
	adv.Notes = append(adv.Notes, fmt.Sprintf("the first %d moves searched one roll deeper: each of Yazid's 36 rolls and your best reply", n))
	return nil
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

// deepValue is move m's value one roll deeper: the mean over Yazid's 36
// rolls after it of the score after the roll, m's estimate, less what the
// roll gives Yazid at the weights, plus the best reply's value; a roll
// that loses is worth -Loss less what it gives, as harm values it.
func deepValue(st sultan.State, m *Ranked, before int, o Options) (float64, error) {
	after, _, err := sultan.PlayTurn(st, m.Plan)
	if err != nil {
		return 0, fmt.Errorf("advisor: %w", err)
	}
	scoreA := before + m.ScoreChange
	w := threatWeights(after, o.Weights)
	// Rolls that leave the same table (the same tile struck, redirects
	// answered alike) have the same reply: searched once (not with
	// o.reference, the tests' twin).
	var seen []struckReply
	sum := 0.0
	for i := range sultan.Rolls {
		r := sultan.Roll{White: i/6 + 1, Black: i%6 + 1}
		struck, d, err := strike(after, r, o)
		if err != nil {
			return 0, err
		}
		v := float64(scoreA) + m.Estimate - harm(d, scoreA, w, o.ExactOnly)
		if !d.lost {
			k := slices.IndexFunc(seen, func(x struckReply) bool { return x.table.Equal(struck) })
			if k < 0 || o.reference {
				rv, err := replyValue(struck, o)
				if err != nil {
					return 0, err
				}
				s, _, err := scoreOf(struck, o)
				if err != nil {
					return 0, err
				}
				seen = append(seen, struckReply{table: struck, reply: rv, score: s})
				k = len(seen) - 1
			}
			// The coins the roll took are in the harm; the score the
			// reply starts from is the struck table's.
			v += seen[k].reply + float64(d.coins) + float64(seen[k].score-scoreA)
		}
		sum += v
	}
	return sum / sultan.Rolls, nil
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
// left and the game ends survived (-Loss less the score when lost).
func replyValue(st sultan.State, o Options) (float64, error) {
	o = o.forReply()
	a, err := Advise(st, o)
	noMove := errors.Is(err, ErrNoMove) || errors.Is(err, ErrOnlyCarpet) || err == nil && len(a.Moves) == 0
	if err != nil && !noMove {
		return 0, err
	}
	score, _, err := scoreOf(st, o)
	if err != nil {
		return 0, err
	}
	lost := -threatWeights(st, o.Weights).Loss - float64(score)
	if o.ExactOnly {
		lost = -float64(score)
	}
	if noMove {
		if lostWithoutMove(st) {
			return lost, nil
		}
		return 0, nil
	}
	m := a.Moves[0]
	if m.LosesNow {
		return lost, nil
	}
	return m.Value, nil
}

// forReply is o for a reply's search: its own table, so nothing of the
// outer search's floor (ChooseOutbid) or of its outbid round's re-roll.
func (o Options) forReply() Options {
	o.floored, o.floor, o.rollFollows = false, 0, false
	o.made, o.prior = nil, nil
	return o
}
