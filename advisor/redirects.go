package advisor

import (
	"fmt"
	"slices"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// RedirectOption is one answer to a redirect of Yazid's roll and what
// his roll takes from the player with it: Strike as Outbidding.Strike
// gives it (PLoss 1 when it loses the game, else 0; whole Assassins,
// Council Viziers and coins). Turn is the engine's turn of the roll with
// this answer, for words that name all it takes (Strike weighs only what
// the advice counts). Played is false when the roll could not be played
// with this answer.
type RedirectOption struct {
	Place  game.Place
	Strike Threat
	Turn   sultan.Turn
	Played bool
}

// RedirectOptions lists the candidates of the redirect roll r asks on st,
// the answers given so far answered, in the choice's order, each with
// what the roll takes when it is chosen (reference section 10: the
// player chooses; an answer still to give after it, the second target of
// a double, given as Redirect would). An error when the roll asks no
// answer there.
func RedirectOptions(st sultan.State, r sultan.Roll, rules sultan.Rules, w Weights, answered []game.Place) ([]RedirectOption, error) {
	f := &threatFinder{rules: rules, w: w}
	f.setTable(st)
	_, err := sultan.FindTargets(st.Board, r, rules, answered)
	c, ok := sultan.PendingChoice(err)
	if !ok {
		return nil, fmt.Errorf("advisor: %v asks no answer here (%v)", r, err)
	}
	out := make([]RedirectOption, 0, len(c.Candidates))
	for _, p := range c.Candidates {
		d, ok := f.best(st, r, append(slices.Clip(answered), p))
		o := RedirectOption{Place: p, Played: ok}
		if ok {
			o.Strike = Threat{PLoss: float64(b2i(d.lost)), Assassins: float64(d.assassins), Council: float64(d.council), Coins: float64(d.coins)}
			if o.Turn, err = f.turnOf(st, r, append(slices.Clip(answered), p)); err != nil {
				return nil, err
			}
		}
		out = append(out, o)
	}
	return out, nil
}

// turnOf is the engine's turn of roll r on a copy of st with the answers
// given, each answer still to give after them given as Redirect gives it.
func (f *threatFinder) turnOf(st sultan.State, r sultan.Roll, answers []game.Place) (sultan.Turn, error) {
	for range 4 {
		after := st.Clone()
		t, err := sultan.ResolveTurn(&after, r, f.rules, answers)
		if _, ok := sultan.PendingChoice(err); ok {
			p, err := f.redirect(st, r, answers)
			if err != nil {
				return sultan.Turn{}, err
			}
			answers = append(answers, p)
			continue
		}
		if err != nil {
			return sultan.Turn{}, fmt.Errorf("advisor: %w", err)
		}
		return t, nil
	}
	return sultan.Turn{}, fmt.Errorf("advisor: %v asks more answers than a roll can", r)
}
