package sultan

import (
	"encoding/json"

	"github.com/naqala/naqala/game"
)

// Turn is what happened in one Yazid turn. Its JSON form is that of
// docs/formats.md section 5 without the state.
type Turn struct {
	Dice        Roll      `json:"dice"`
	Targets     []Target  `json:"targets"`
	Captures    []Capture `json:"captures"` // in resolution order; stops at a loss
	DjinnBought *string   `json:"djinn_bought"`
	Lost        game.Loss `json:"-"`
	GameEnd     bool      `json:"game_end"` // Yazid placed his last camel

	Purchase *Purchase `json:"-"` // details of the Djinn purchase
}

// turnJSON is the JSON form of a Turn, in the order of docs/formats.md.
type turnJSON struct {
	Dice        Roll      `json:"dice"`
	Targets     []Target  `json:"targets"`
	Captures    []Capture `json:"captures"`
	DjinnBought *string   `json:"djinn_bought"`
	Lost        string    `json:"lost"`
	GameEnd     bool      `json:"game_end"`
}

// MarshalJSON writes the loss as its file name ("", "assassins", ...).
func (t Turn) MarshalJSON() ([]byte, error) {
	v := turnJSON{t.Dice, t.Targets, t.Captures, t.DjinnBought, t.Lost.String(), t.GameEnd}
	if v.Targets == nil {
		v.Targets = []Target{}
	}
	if v.Captures == nil {
		v.Captures = []Capture{}
	}
	return json.Marshal(v)
}

// UnmarshalJSON reads the form MarshalJSON writes.
func (t *Turn) UnmarshalJSON(b []byte) error {
	var v turnJSON
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	l, err := game.ParseLoss(v.Lost)
	if err != nil {
		return err
	}
	*t = Turn{Dice: v.Dice, Targets: v.Targets, Captures: v.Captures, DjinnBought: v.DjinnBought, Lost: l, GameEnd: v.GameEnd}
	return nil
}

// ResolveTurn plays Yazid's turn for roll on st, in place: targets (with the
// player's answers), captures, the Djinn purchase and the loss checks after
// each. On an error (a missing or bad answer, a bad roll) st is unchanged.
func ResolveTurn(st *State, roll Roll, rules Rules, answers []game.Place) (Turn, error) {
	targets, err := FindTargets(st.Board, roll, rules, answers)
	if err != nil {
		return Turn{}, err
	}
	return ResolveTargets(st, roll, rules, targets, nil), nil
}

// ResolveTargets is ResolveTurn once its targets are found: targets must
// be FindTargets' answer on st.Board for roll (a searcher that found
// them already, or cached them, does not find them again). targets is
// only read, and kept in the Turn. The captures are listed in captures'
// array when it has room (a caller that reads them before its next
// call), else in a new one; in its array, the income maps and cards
// lists of the captures there before are cleared and listed in again.
func ResolveTargets(st *State, roll Roll, rules Rules, targets []Target, captures []Capture) Turn {
	if cap(captures) < len(targets) {
		captures = make([]Capture, 0, len(targets))
	}
	turn := Turn{Dice: roll, Targets: targets, Captures: captures[:0]}
	var paid djinnsPaid
	for i, t := range targets {
		old := &captures[:i+1][i] // the capture there before, or zero
		c := captureIn(st, t.Place, rules, &paid, old.Income, old.CardsTaken)
		turn.Captures = append(turn.Captures, c)
		if c.CamelPlaced && c.CamelsLeft == 0 {
			turn.GameEnd = true
		}
		if c.Lost != game.NotLost {
			// A loss mid-double-strike stops the turn there.
			turn.Lost = c.Lost
			return turn
		}
	}
	if p := buyDjinn(st); p != nil {
		turn.Purchase = p
		name := p.Djinn
		turn.DjinnBought = &name
		turn.Lost = lossAfterPurchase(st.Yazid)
	}
	return turn
}
