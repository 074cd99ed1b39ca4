package sultan

import (
	"errors"
	"fmt"
	"math/rand/v2"
)

// Roll is one throw of Yazid's two dice: the white die names the column,
// the black die the row (a 6 is a double strike).
type Roll struct {
	White int `json:"white"`
	Black int `json:"black"`
}

// Check reports a die outside 1..6.
func (r Roll) Check() error {
	var errs []error
	if r.White < 1 || r.White > 6 {
		errs = append(errs, fmt.Errorf("sultan: white die %d: want 1 to 6", r.White))
	}
	if r.Black < 1 || r.Black > 6 {
		errs = append(errs, fmt.Errorf("sultan: black die %d: want 1 to 6", r.Black))
	}
	return errors.Join(errs...)
}

// Double reports a black 6: Yazid strikes twice.
func (r Roll) Double() bool { return r.Black == 6 }

// Cost is what outbidding this roll costs: white + black coins.
func (r Roll) Cost() int { return r.White + r.Black }

// String is the roll as "white 4, black 6".
func (r Roll) String() string { return fmt.Sprintf("white %d, black %d", r.White, r.Black) }

// Dice is a source of rolls for Yazid.
type Dice interface {
	// Roll throws both dice.
	Roll() (Roll, error)
}

// RandDice rolls with an injected random source.
type RandDice struct{ rng *rand.Rand }

// NewRandDice returns dice that draw from rng; a seeded rng gives a
// repeatable sequence.
func NewRandDice(rng *rand.Rand) *RandDice { return &RandDice{rng: rng} }

// NewSeededDice returns dice drawing from a PCG source seeded with seed.
func NewSeededDice(seed uint64) *RandDice {
	return NewRandDice(rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)))
}

// Roll throws both dice.
func (d *RandDice) Roll() (Roll, error) {
	return Roll{White: 1 + d.rng.IntN(6), Black: 1 + d.rng.IntN(6)}, nil
}

// ErrNoMoreRolls is returned by ScriptedDice when its script is used up.
var ErrNoMoreRolls = errors.New("sultan: no more scripted rolls")

// ScriptedDice returns rolls from a script: for tests, and for players who
// roll physical dice and type the result.
type ScriptedDice struct {
	rolls []Roll
	next  int
}

// NewScriptedDice returns dice that give the rolls in order.
func NewScriptedDice(rolls ...Roll) *ScriptedDice {
	return &ScriptedDice{rolls: append([]Roll(nil), rolls...)}
}

// Push adds a roll at the end of the script.
func (d *ScriptedDice) Push(r Roll) { d.rolls = append(d.rolls, r) }

// Remaining is how many scripted rolls are left.
func (d *ScriptedDice) Remaining() int { return len(d.rolls) - d.next }

// Roll returns the next scripted roll, an error for a die outside 1..6, or
// ErrNoMoreRolls.
func (d *ScriptedDice) Roll() (Roll, error) {
	if d.next >= len(d.rolls) {
		return Roll{}, ErrNoMoreRolls
	}
	r := d.rolls[d.next]
	d.next++
	return r, r.Check()
}
