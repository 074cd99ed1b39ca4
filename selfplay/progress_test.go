package selfplay

import (
	"reflect"
	"testing"
)

// TestProgressCountsEveryGame: Progress hears 1, 2, ... up to the number
// of games, in order, whatever the workers, and the games are the same
// as without it.
func TestProgressCountsEveryGame(t *testing.T) {
	_, plain, err := Run(testOptions(6, 3), Random{})
	if err != nil {
		t.Fatal(err)
	}
	o := testOptions(6, 3)
	var heard []int
	o.Progress = func(done int) { heard = append(heard, done) }
	_, told, err := Run(o, Random{})
	if err != nil {
		t.Fatal(err)
	}
	if want := []int{1, 2, 3, 4, 5, 6}; !reflect.DeepEqual(heard, want) {
		t.Errorf("got progress %v, want %v", heard, want)
	}
	if !reflect.DeepEqual(plain, told) {
		t.Errorf("the progress changed the games:\n%+v\n%+v", plain, told)
	}
}

// TestNoProgressNoCall: without Progress nothing is called (the twin: a
// nil callback is not a crash).
func TestNoProgressNoCall(t *testing.T) {
	if _, _, err := Run(testOptions(2, 2), Random{}); err != nil {
		t.Fatal(err)
	}
}
