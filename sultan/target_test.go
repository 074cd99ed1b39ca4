package sultan

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
)

func TestFindTargets(t *testing.T) {
	artisans := game.Expansions{Artisans: true}
	both := game.Expansions{Artisans: true, Whims: true}
	literal := Rules{BlackSix: LiteralRows}
	lower := Rules{StrikeOrder: LowerFirst}
	tests := []struct {
		name    string
		x       game.Expansions
		board   string
		roll    Roll
		rules   Rules
		answers []game.Place
		want    []Target
		choice  *Choice // the pending choice expected instead of targets
		bad     bool    // ErrBadChoice expected
	}{
		{name: "black 1-5 on a tile with meeples", board: full, roll: Roll{4, 2},
			want: []Target{{pl(4, 2), Rolled}}},
		{name: "black 5 is the top row of a 5-row board", board: full, roll: Roll{1, 5},
			want: []Target{{pl(1, 5), Rolled}}},
		{name: "empty tile, one other tile in the column: taken without asking", roll: Roll{2, 1}, board: `
- - - - - -
- - - - - -
- Y - - - -
- - - - - -
- - - - - R`, want: []Target{{pl(2, 3), Chosen}}},
		{name: "the only candidate given as an answer anyway: accepted", roll: Roll{2, 1}, answers: []game.Place{pl(2, 3)}, board: `
- - - - - -
- - - - - -
- Y - - - -
- - - - - -
- - - - - R`, want: []Target{{pl(2, 3), Chosen}}},
		{name: "the only candidate, answered with another tile: not a candidate", roll: Roll{2, 1}, answers: []game.Place{pl(6, 1)}, bad: true, board: `
- - - - - -
- - - - - -
- Y - - - -
- - - - - -
- - - - - R`},
		{name: "two tiles for two picks, both given as answers: accepted", roll: Roll{3, 6}, answers: []game.Place{pl(2, 2), pl(4, 4)}, board: `
- - - - - -
- - - Y - -
- - - - - -
- G - - - -
- - - - - -`, want: []Target{{pl(4, 4), Chosen}, {pl(2, 2), Chosen}}},
		{name: "two tiles for two picks, one answer too many", roll: Roll{3, 6}, answers: []game.Place{pl(2, 2), pl(4, 4), pl(4, 4)}, bad: true, board: `
- - - - - -
- - - Y - -
- - - - - -
- G - - - -
- - - - - -`},
		{name: "empty tile, two others in the column: the player chooses", roll: Roll{2, 1}, board: `
- W - - - -
- - - - - -
- Y - - - -
- - - - - -
- - - - - R`, choice: &Choice{Kind: SameColumn, Candidates: []game.Place{pl(2, 3), pl(2, 5)}}},
		{name: "same-column choice answered", roll: Roll{2, 1}, answers: []game.Place{pl(2, 5)}, board: `
- W - - - -
- - - - - -
- Y - - - -
- - - - - -
- - - - - R`, want: []Target{{pl(2, 5), Chosen}}},
		{name: "same-column choice answered outside the column", roll: Roll{2, 1}, answers: []game.Place{pl(6, 1)}, bad: true, board: `
- W - - - -
- - - - - -
- Y - - - -
- - - - - -
- - - - - R`},
		{name: "empty column: any tile, row-major", roll: Roll{3, 2}, board: `
- W - - - -
- - - - - -
- - - - - -
- - - - - -
- - - - - R`, choice: &Choice{Kind: AnyTile, Candidates: []game.Place{pl(6, 1), pl(2, 5)}}},
		{name: "empty column, one tile on the board", roll: Roll{3, 2}, board: `
- W - - - -
- - - - - -
- - - - - -
- - - - - -
- - - - - -`, want: []Target{{pl(2, 5), Chosen}}},
		{name: "no meeples anywhere: nothing to take", roll: Roll{3, 2}, board: `
- - - - - -
- - - - - -
- - - - - -
- - - - - -
- - - - - -`, want: []Target{}},
		{name: "black 6: top-most and bottom-most tiles with meeples, upper first", roll: Roll{4, 6}, board: `
- - - - - -
- - - Y - -
- - - W - -
- - - R - -
- - - - - -`, want: []Target{{pl(4, 4), Top}, {pl(4, 2), Bottom}}},
		{name: "black 6, lower first variant", roll: Roll{4, 6}, rules: lower, board: `
- - - - - -
- - - Y - -
- - - W - -
- - - R - -
- - - - - -`, want: []Target{{pl(4, 2), Bottom}, {pl(4, 4), Top}}},
		{name: "black 6, literal rows variant: the ends of the column", roll: Roll{4, 6}, rules: literal, board: `
- - - G - -
- - - Y - -
- - - W - -
- - - R - -
- - - B - -`, want: []Target{{pl(4, 5), Top}, {pl(4, 1), Bottom}}},
		{name: "black 6, literal rows, empty ends: two in other columns", roll: Roll{4, 6}, rules: literal, board: `
- - - - - -
- - - Y - -
- - - - - -
- - - R - -
W - - - - -`, want: []Target{{pl(1, 1), Chosen}}},
		{name: "black 6, literal rows, one end: second in another column", roll: Roll{4, 6}, rules: literal, board: `
- - - - - -
- - - Y - -
- - - - - -
- G - - - -
W - - R - B`, answers: []game.Place{pl(2, 2)}, want: []Target{{pl(2, 2), Chosen}, {pl(4, 1), Bottom}}},
		{name: "black 6, one tile in the column: the second chosen in another column", roll: Roll{4, 6}, board: `
- - - - - -
- - - Y - -
- - - - - -
- G - - - -
W - - - - -`, choice: &Choice{Kind: OtherColumn, Candidates: []game.Place{pl(1, 1), pl(2, 2)}}},
		{name: "black 6, one tile in the column, answered", roll: Roll{4, 6}, answers: []game.Place{pl(1, 1)}, board: `
- - - - - -
- - - Y - -
- - - - - -
- G - - - -
W - - - - -`, want: []Target{{pl(4, 4), Top}, {pl(1, 1), Chosen}}},
		{name: "black 6, one tile in the column, answered in the column", roll: Roll{4, 6}, answers: []game.Place{pl(4, 4)}, bad: true, board: `
- - - - - -
- - - Y - -
- - - - - -
- G - - - -
W - - - - -`},
		{name: "black 6, one tile in the column, one elsewhere: no question", roll: Roll{4, 6}, board: `
- - - - - -
- - - Y - -
- - - - - -
- G - - - -
- - - - - -`, want: []Target{{pl(4, 4), Top}, {pl(2, 2), Chosen}}},
		{name: "black 6, one tile on the whole board: Yazid takes what there is", roll: Roll{4, 6}, board: `
- - - - - -
- - - Y - -
- - - - - -
- - - - - -
- - - - - -`, want: []Target{{pl(4, 4), Top}}},
		{name: "black 6, empty column: first of two choices anywhere", roll: Roll{3, 6}, board: `
- - - - - -
- - - Y - -
- - - - - -
- G - - - -
W - - - - -`, choice: &Choice{Kind: AnyTile, Candidates: []game.Place{pl(1, 1), pl(2, 2), pl(4, 4)}}},
		{name: "black 6, empty column: the second choice leaves out the first", roll: Roll{3, 6}, answers: []game.Place{pl(2, 2)}, board: `
- - - - - -
- - - Y - -
- - - - - -
- G - - - -
W - - - - -`, choice: &Choice{Kind: AnyTile, Candidates: []game.Place{pl(1, 1), pl(4, 4)}, Index: 1}},
		{name: "black 6, empty column: both answered, upper first", roll: Roll{3, 6}, answers: []game.Place{pl(2, 2), pl(4, 4)}, board: `
- - - - - -
- - - Y - -
- - - - - -
- G - - - -
W - - - - -`, want: []Target{{pl(4, 4), Chosen}, {pl(2, 2), Chosen}}},
		{name: "black 6, empty column: the same tile twice", roll: Roll{3, 6}, answers: []game.Place{pl(2, 2), pl(2, 2)}, bad: true, board: `
- - - - - -
- - - Y - -
- - - - - -
- G - - - -
W - - - - -`},
		{name: "black 6, empty column, two tiles on the board: no question", roll: Roll{3, 6}, board: `
- - - - - -
- - - Y - -
- - - - - -
- - - - - -
W - - - - -`, want: []Target{{pl(4, 4), Chosen}, {pl(1, 1), Chosen}}},
		{name: "an answer the turn did not ask for", roll: Roll{4, 2}, board: full, answers: []game.Place{pl(1, 1)}, bad: true},
		{name: "6 rows: the black die still names rows 1-5; row 6 by redirect", x: artisans, roll: Roll{1, 5}, board: `
P - - - - -
- - - - - -
W - - - - -
- - - - - -
- - - - - -
- - - - - -`, choice: &Choice{Kind: SameColumn, Candidates: []game.Place{pl(1, 4), pl(1, 6)}}},
		{name: "6 rows: black 6 reaches row 6", x: artisans, roll: Roll{1, 6}, board: `
P - - - - -
- - - - - -
W - - - - -
- - - - - -
- - - - - -
Y - - - - -`, want: []Target{{pl(1, 6), Top}, {pl(1, 1), Bottom}}},
		{name: "6 rows: the Chasm counts as empty", x: artisans, roll: Roll{6, 6}, board: `
- - - - - -
- - - - - Y
- - - - - -
- - - - - W
- - - - - -
- - - - - -`, want: []Target{{pl(6, 5), Top}, {pl(6, 3), Bottom}}},
		{name: "7 rows: black 6 reaches row 7", x: both, roll: Roll{2, 6}, board: `
- Y - - - -
- - - - - -
- - - - - -
- - - - - -
- - - - - -
- W - - - -
- - - - - -`, want: []Target{{pl(2, 7), Top}, {pl(2, 2), Bottom}}},
		{name: "7 rows, literal rows: row 7 and row 1", x: both, rules: literal, roll: Roll{2, 6}, board: `
- Y - - - -
- - - - - -
- G - - - -
- - - - - -
- - - - - -
- W - - - -
- R - - - -`, want: []Target{{pl(2, 7), Top}, {pl(2, 1), Bottom}}},
		{name: "7 rows: the Great Lake counts as empty", x: both, roll: Roll{6, 4}, board: `
- - - - - -
- - - - - -
- - - - - -
- - - - - -
- - - - - -
- - - - - -
- - - - - -`, want: []Target{}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := grid(t, tc.x, tc.board)
			got, err := FindTargets(b, tc.roll, tc.rules, tc.answers)
			switch {
			case tc.bad:
				if !errors.Is(err, ErrBadChoice) {
					t.Fatalf("got %v, %v; want ErrBadChoice", got, err)
				}
			case tc.choice != nil:
				c, ok := PendingChoice(err)
				if !ok || !errors.Is(err, ErrNeedsChoice) {
					t.Fatalf("got %v, %v; want a choice", got, err)
				}
				if c.Kind != tc.choice.Kind || !slices.Equal(c.Candidates, tc.choice.Candidates) || c.Index != tc.choice.Index {
					t.Errorf("got %+v, want %+v", c, *tc.choice)
				}
			default:
				if err != nil {
					t.Fatal(err)
				}
				if len(got) == 0 && len(tc.want) == 0 {
					return
				}
				if !slices.Equal(got, tc.want) {
					t.Errorf("got %v, want %v", got, tc.want)
				}
			}
		})
	}
}

func TestFindTargetsBadRoll(t *testing.T) {
	b := grid(t, base, full)
	for _, r := range []Roll{{0, 1}, {7, 1}, {1, 0}, {1, 7}} {
		if _, err := FindTargets(b, r, DefaultRules(), nil); err == nil {
			t.Errorf("%v: got no error, want one", r)
		}
	}
}

func TestBadChoiceError(t *testing.T) {
	// Column 3 is empty: a black 6 there asks for two tiles anywhere.
	b := grid(t, base, `
Y - - - - -
- - - - - -
- - - - - -
- W - - - -
- - - - - BB`)
	_, err := FindTargets(b, Roll{3, 6}, DefaultRules(), []game.Place{pl(2, 2), pl(2, 2)})
	var bc *BadChoiceError
	if !errors.As(err, &bc) || !errors.Is(err, ErrBadChoice) {
		t.Fatalf("got %v, want a *BadChoiceError", err)
	}
	if bc.Answer != pl(2, 2) || bc.Choice.Index != 1 || bc.Choice.Kind != AnyTile ||
		!slices.Equal(bc.Choice.Candidates, []game.Place{pl(6, 1), pl(1, 5)}) {
		t.Errorf("got %+v", bc)
	}
	if want := "choice 2: row 2, column 2 (any-tile) is not among the candidates: 6,1 1,5"; !strings.Contains(err.Error(), want) {
		t.Errorf("got %q, want %q", err, want)
	}
	// One answer too many: the turn asked for none.
	_, err = FindTargets(b, Roll{2, 2}, DefaultRules(), []game.Place{pl(1, 1)})
	if !errors.As(err, &bc) || bc.Choice.Kind != "" || bc.Given != 1 || bc.Asked != 0 || bc.Answer != pl(1, 1) {
		t.Errorf("too many: got %v (%+v)", err, bc)
	}
	// Twin: good answers are no error.
	if _, err := FindTargets(b, Roll{3, 6}, DefaultRules(), []game.Place{pl(2, 2), pl(6, 1)}); err != nil {
		t.Errorf("good answers: got %v", err)
	}
}
