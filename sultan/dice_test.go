package sultan

import (
	"errors"
	"math/rand/v2"
	"testing"
)

func TestSeededDice(t *testing.T) {
	a, b := NewSeededDice(9), NewRandDice(rand.New(rand.NewPCG(9, 9^0x9e3779b97f4a7c15)))
	seen := map[Roll]bool{}
	for i := 0; i < 2000; i++ {
		r1, _ := a.Roll()
		r2, _ := b.Roll()
		if r1 != r2 {
			t.Fatalf("roll %d: got %v and %v from the same seed", i, r1, r2)
		}
		if err := r1.Check(); err != nil {
			t.Fatal(err)
		}
		seen[r1] = true
	}
	if len(seen) != 36 {
		t.Errorf("got %d different rolls in 2000, want all 36", len(seen))
	}
}

func TestScriptedDice(t *testing.T) {
	d := NewScriptedDice(Roll{1, 2})
	d.Push(Roll{6, 7})
	if r, err := d.Roll(); err != nil || r != (Roll{1, 2}) {
		t.Errorf("got %v, %v", r, err)
	}
	if _, err := d.Roll(); err == nil {
		t.Errorf("a black 7: got no error")
	}
	if _, err := d.Roll(); !errors.Is(err, ErrNoMoreRolls) || d.Remaining() != 0 {
		t.Errorf("got %v, want ErrNoMoreRolls", err)
	}
}

func TestGameRollDice(t *testing.T) {
	g := newGame(t, grid(t, base, full), base, DefaultRules())
	r, err := g.RollDice(NewScriptedDice(Roll{2, 3}))
	if err != nil || r != (Roll{2, 3}) {
		t.Fatalf("got %v, %v", r, err)
	}
	if _, err := g.RollDice(NewScriptedDice(Roll{2, 3})); !errors.Is(err, ErrWrongPhase) {
		t.Errorf("a second roll: got %v", err)
	}
	// Undo and redo keep the dice: the log holds the values.
	_, _ = g.Undo()
	_, _ = g.Redo()
	if got, ok := g.CurrentRoll(); !ok || got != r {
		t.Errorf("after undo and redo: got %v, want %v", got, r)
	}
}
