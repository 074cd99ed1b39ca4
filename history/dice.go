package history

import (
	"encoding/hex"
	"fmt"
	"math/rand/v2"
	"strings"
)

// dicePrefix starts the state of seeded dice in a save: the generator
// (PCG, math/rand/v2) and its state in hexadecimal.
const dicePrefix = "pcg:"

// DiceState writes the state of the generator of Yazid's seeded dice for
// a save (SoloSave.Dice): "pcg:" and 32 hexadecimal digits.
func DiceState(src *rand.PCG) string {
	b, err := src.MarshalBinary()
	if err != nil || len(b) != 20 {
		return ""
	}
	return dicePrefix + hex.EncodeToString(b[4:])
}

// ParseDice reads a dice state DiceState wrote, into a generator that
// goes on where the saved one stood.
func ParseDice(s string) (*rand.PCG, error) {
	digits, ok := strings.CutPrefix(s, dicePrefix)
	b, err := hex.DecodeString(digits)
	if !ok || err != nil || len(b) != 16 {
		return nil, fmt.Errorf("dice %q: want %q and 32 hexadecimal digits", s, dicePrefix)
	}
	src := &rand.PCG{}
	if err := src.UnmarshalBinary(append([]byte("pcg:"), b...)); err != nil {
		return nil, fmt.Errorf("dice %q: %v", s, err)
	}
	return src, nil
}
