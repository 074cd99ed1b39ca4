package game

import (
	"fmt"
	"testing"
)

// TestOutcomePathsOwnTheirPlaces: the paths share chunks of places, yet
// appending to one path changes no other.
func TestOutcomePathsOwnTheirPlaces(t *testing.T) {
	b, err := ParseBoard(moveBoard)
	if err != nil {
		t.Fatal(err)
	}
	outs, err := b.MoveOutcomes()
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, o := range outs {
		paths, _, err := b.OutcomePaths(o.From, o.To, o.Tribe, 0)
		if err != nil {
			t.Fatal(err)
		}
		want := fmt.Sprint(paths)
		for _, p := range paths {
			_ = append(p.Path, Place{Col: 9, Row: 9})
		}
		if got := fmt.Sprint(paths); got != want {
			t.Fatalf("%v: appending to one path changed the others: %s, was %s", o, got, want)
		}
		n += len(paths)
	}
	if n < 2 {
		t.Fatalf("%d paths listed", n)
	}
}
