package game

import (
	"encoding/json"
	"errors"
	"math/big"
	"strings"
	"testing"
)

const moveBoard = `V[YWG]   S6[RRB]  O[GGW]   SM[BWY]  LM       S12[YRW]
O[WWR]   SM[GBY]  V        SM[RGW]  S6[BBG]  O[YGG]
SM[RWB]  LM[YBW]  S15[GRB] O[WBB]   SM[YRG]  V[WWG]
S10[BGY] O[RRW]   SM[YBW]  V[GGR]   LM[WRB]  SM[BRR]
LM[YWW]  V[RBG]   O[BYY]   S6[WGR]  SM[GWB]  S6[RYW]`

// An Artisans corner: Workshops with Mountains (r2 c1 on its north edge,
// r3 c2 on its south edge) and the Chasm at r1 c2.
const mountainBoard = `V[B]     W[B]^s   V[G]
W[YWB]^n V[RW]    V[WB]
V[RR]    CH       V[W]`

// Loops: 2x3 tiles with no obstacle.
const loopBoard = `V[RRGB] V[G] V
V       V    V[Y]`

func TestCheckMove(t *testing.T) {
	tests := []struct {
		name, board, move string
		rule              MoveRule // when reason != ""
		reason            string   // "" for a legal move
	}{
		{"straight back", moveBoard, "r2c2: r2c3 R, r2c4 R, r2c3 W", RuleBack, "step 3: straight back to r2 c3"},
		{"not back", moveBoard, "r2c2: r2c3 R, r2c4 W, r2c5 R", 0, ""},
		{"back to the start", moveBoard, "r2c2: r2c3 R, r2c2 R, r2c1 W", RuleBack, "step 2: straight back to r2 c2"},
		{"last without its tribe", moveBoard, "r4c2: r3c2 G, r3c1 Y, r4c1 B", RuleLast, "the last meeple, a Builder, lands on r4 c1 with no Builder"},
		{"last with its tribe", moveBoard, "r4c2: r3c2 G, r3c1 Y, r2c1 B", 0, ""},
		{"an Elder", moveBoard, "r3c2: r3c3 Y, r2c3 B, r2c4 W", RuleLast, "the last meeple, an Elder, lands on r2 c4 with no Elder"},
		{"diagonal", moveBoard, "r4c2: r3c2 G, r2c1 Y, r1c1 B", RuleNext, "step 2: r2 c1 is not next to r3 c2 (one orthogonal step at a time)"},
		{"first step not next", moveBoard, "r4c2: r4c4 G, r3c4 Y, r2c4 B", RuleNext, "step 1: r4 c4 is not next to r4 c2"},
		{"off the board", moveBoard, "r1c6: r1c7 Y, r2c7 W, r2c6 R", RuleNext, "step 1: r1 c7 is off the board"},
		{"empty start", moveBoard, "r4c3: r4c4 Y", RuleStart, "the start r4 c3 holds no meeples"},
		{"start off the board", moveBoard, "r9c9: r9c8 Y", RuleStart, "the start r9 c9 is not on the board"},
		{"start on the Chasm", mountainBoard, "r1c2: r1c1 Y", RuleStart, "the start r1 c2 is the Chasm, which never holds meeples"},
		{"too few drops", moveBoard, "r4c2: r3c2 G, r3c1 Y", RuleMeeples, "the move drops 2 meeples, r4 c2 holds 3 meeples: every one is dropped, one a step"},
		{"too many drops", moveBoard, "r4c2: r3c2 G, r3c1 Y, r2c1 B, r1c1 B", RuleMeeples, "the move drops 4 meeples, r4 c2 holds 3"},
		{"two of one", moveBoard, "r4c2: r3c2 G, r3c1 G, r2c1 B", RuleMeeples, "the move drops 2 Merchants, r4 c2 holds 1 Merchant"},
		{"a tribe not held", moveBoard, "r4c2: r3c2 G, r3c1 R, r2c1 B", RuleMeeples, "the move drops 1 Assassin, r4 c2 holds no Assassins"},
		{"onto the Chasm", mountainBoard, "r2c2: r1c2 R, r1c1 W", RuleForbidden, "step 1: onto the Chasm at r1 c2"},
		{"around the Chasm", mountainBoard, "r2c3: r3c3 W, r3c2 B", 0, ""},
		{"onto the Lake", "V[YW] GL V[W]", "r1c1: r1c2 Y, r1c3 W", RuleForbidden, "step 1: onto the Great Lake at r1 c2"},
		{"across the start's Mountain", mountainBoard, "r2c1: r3c1 Y, r3c2 W, r2c2 B", RuleMountain, "step 1: across the Mountain between r2 c1 and r3 c1"},
		{"the start's free edges", mountainBoard, "r2c1: r2c2 Y, r2c3 B, r1c3 W", 0, ""},
		{"across a neighbour's Mountain", mountainBoard, "r2c2: r3c2 R, r3c1 W", RuleMountain, "step 1: across the Mountain between r2 c2 and r3 c2"},
		{"a Workshop's own Mountain", mountainBoard, "r3c2: r2c2 B", RuleMountain, "step 1: across the Mountain between r3 c2 and r2 c2"},
		{"a Workshop's free edge", mountainBoard, "r3c2: r3c1 B", 0, ""},
		{"a Mountain later in the move", mountainBoard, "r2c3: r2c2 W, r3c2 B", RuleMountain, "step 2: across the Mountain between r2 c2 and r3 c2"},
		// Loops: the start passed again, and drops made earlier in the move.
		{"loop ends on the emptied start", loopBoard, "r2c1: r2c2 R, r1c2 R, r1c1 G, r2c1 B", RuleLast,
			"the last meeple, a Builder, lands on r2 c1 with no Builder"},
		{"the start's own meeples do not count", loopBoard, "r2c1: r2c2 G, r1c2 R, r1c1 B, r2c1 R", RuleLast,
			"the last meeple, an Assassin, lands on r2 c1 with no Assassin"},
		{"an earlier drop of another tribe", "V[RRGBB] V\nV V", "r2c1: r2c2 R, r1c2 G, r1c1 B, r2c1 R, r2c2 B", RuleLast,
			"the last meeple, a Builder, lands on r2 c2 with no Builder"},
		{"an earlier drop of its tribe counts", "V[RRGBB] V\nV V", "r2c1: r2c2 B, r1c2 G, r1c1 R, r2c1 R, r2c2 B", 0, ""},
		{"a drop of another tribe on the start", "V[YYYYYYYB] V\nV V", "r2c1: r2c2 Y, r1c2 Y, r1c1 Y, r2c1 B, r2c2 Y, r1c2 Y, r1c1 Y, r2c1 Y", RuleLast,
			"the last meeple, a Vizier, lands on r2 c1 with no Vizier"},
		{"a drop of its tribe on the start counts", "V[YYYYYYYB] V\nV V", "r2c1: r2c2 Y, r1c2 Y, r1c1 Y, r2c1 Y, r2c2 Y, r1c2 B, r1c1 Y, r2c1 Y", 0, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b, err := ParseBoard(tc.board)
			if err != nil {
				t.Fatal(err)
			}
			m, err := ParseMove(tc.move)
			if err != nil {
				t.Fatal(err)
			}
			err = b.CheckMove(m)
			if tc.reason == "" && tc.rule == 0 {
				if err != nil {
					t.Errorf("got %v, want a legal move", err)
				}
				return
			}
			var me *MoveError
			if !errors.As(err, &me) {
				t.Fatalf("got %v, want a MoveError (%s)", err, tc.rule)
			}
			if me.Rule != tc.rule || !strings.Contains(me.Reason, tc.reason) {
				t.Errorf("got %s: %q, want %s: %q", me.Rule, me.Reason, tc.rule, tc.reason)
			}
			if !strings.HasPrefix(err.Error(), "game: ") {
				t.Errorf("error %q without the package's prefix", err)
			}
		})
	}
}

func TestLoopCounts(t *testing.T) {
	// On a 2x2 block a walk can only go round, one way or the other.
	tests := []struct {
		board string
		want  uint64
	}{
		{"V[YYYY] V\nV V", 0},     // ends on the emptied start
		{"V[YYYYY] V\nV V", 2},    // ends on the first drop's tile
		{"V[YYYYYYYY] V\nV V", 2}, // ends on the start, dropped on at step 4
		{"V[YYYYYYYY] V\nV CH", 0},
		{"V[YW] V\nV V[W]", 2},      // 2 steps to the far corner, W last
		{"V[YW] V\nV V[G]", 0},      // negative twin: no W there
		{"V[YWW] V\nV[W] V", 2 + 1}, // one way round ends on the W, W last in 2 orders; and r1 c1 onto r2 c1
		{"V[YYYWW] V\nV V", 2 * 4},  // 5 steps, the first drop's tribe last: Y(WWY)Y 3 orders, WYYYW 1
		{"W[Y]^w V[Y]", 2},          // the Mountain is on the far edge
		{"V[Y] W[Y]^e", 2},
	}
	for _, tc := range tests {
		b, err := ParseBoard(tc.board)
		if err != nil {
			t.Fatal(err)
		}
		n, err := b.CountMoves()
		if err != nil {
			t.Fatal(err)
		}
		if got, _ := n.Uint64(); got != tc.want {
			t.Errorf("%q: got %s moves, want %d", tc.board, n, tc.want)
		}
	}
}

func TestMoveText(t *testing.T) {
	tests := []struct{ in, want string }{
		{"r2c3: r2c4 Y, r3c4 W, r3c3 B", "r2c3: r2c4 Y, r3c4 W, r3c3 B"},
		{"R2C3:r2c4 Y,r3c4 W", "r2c3: r2c4 Y, r3c4 W"},
		{" r2 c3 :  r2 c4  Y , r3c4\tW ", "r2c3: r2c4 Y, r3c4 W"},
		{"r12c10: r12c11 P", "r12c10: r12c11 P"},
	}
	for _, tc := range tests {
		m, err := ParseMove(tc.in)
		if err != nil {
			t.Errorf("ParseMove(%q): %v", tc.in, err)
			continue
		}
		if got := m.String(); got != tc.want {
			t.Errorf("ParseMove(%q).String(): got %q, want %q", tc.in, got, tc.want)
		}
	}
	m, _ := ParseMove("r2c3: r2c4 Y, r3c4 W")
	want := Move{From: Place{3, 2}, Drops: []Drop{{Place{4, 2}, Vizier}, {Place{4, 3}, Elder}}}
	if !m.Equal(want) || m.Last() != (Place{4, 3}) || len(m.Path()) != 2 {
		t.Errorf("got %+v, want %+v", m, want)
	}
}

// TestMoveJSON: a move is its text in JSON, written back byte for byte;
// the twin: a text that does not read is an error, the move untouched.
func TestMoveJSON(t *testing.T) {
	in := `{"move":"r2c3: r2c4 Y, r3c4 W"}`
	var v struct {
		Move Move `json:"move"`
	}
	if err := json.Unmarshal([]byte(in), &v); err != nil {
		t.Fatal(err)
	}
	want := Move{From: Place{3, 2}, Drops: []Drop{{Place{4, 2}, Vizier}, {Place{4, 3}, Elder}}}
	if !v.Move.Equal(want) {
		t.Errorf("got %+v, want %+v", v.Move, want)
	}
	if out, err := json.Marshal(v); err != nil || string(out) != in {
		t.Errorf("got %s (%v), want %s", out, err, in)
	}
	err := json.Unmarshal([]byte(`{"move":"r2c3 r2c4 Y"}`), &v)
	if err == nil || !strings.Contains(err.Error(), "want the start tile, a colon and the drops") {
		t.Errorf("a move that does not read: got %v, want the notation's error", err)
	}
	if !v.Move.Equal(want) {
		t.Errorf("a move that does not read changed the move: %+v", v.Move)
	}
}

func TestParseMoveErrors(t *testing.T) {
	tests := []struct{ in, want string }{
		{"r2c3 r2c4 Y", "want the start tile, a colon and the drops"},
		{"r2c3:", "no drops after the colon"},
		{"x2c3: r2c4 Y", `start: place "x2c3": want r and the row`},
		{"r2c3: r2c4", `drop 1: "r2c4": want a tile and a tribe letter`},
		{"r2c3: r2c4 Y, r2c5 X", `drop 2: unknown tribe "X" (want Y W G B R P)`},
		{"r2c3: r2c4 y", `unknown tribe "y"`},
		{"r2c3: r2c4 YY", `unknown tribe "YY"`},
		{"r0c3: r1c3 Y", `rows and columns run from 1 to at most 99`},
		{"r2c3: r2c400 Y", `place "r2c400"`},
		{"r2c3: r+2c4 Y", `place "r+2c4"`},
		{"r2c3: r2c4 Y,", `drop 2: "": want a tile`},
		{"r2c3: " + strings.Repeat("r1c1 Y, ", 129) + "r1c1 Y", "more than 128"},
		{strings.Repeat("r", 3000), "characters, more than"},
	}
	for _, tc := range tests {
		_, err := ParseMove(tc.in)
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.HasPrefix(err.Error(), "game: move") {
			t.Errorf("ParseMove(%.40q): got %v, want %q", tc.in, err, tc.want)
		}
	}
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"r2c3: r2c4 Y, r3c4 W, r3c3 B", "r1c1: r1c2 P", "r2 c3: r2 c4 Y", "r2c3:", ":", "r99c99: r1c1 R,"} {
		f.Add(s)
	}
	b, _ := ParseBoard(moveBoard)
	f.Fuzz(func(t *testing.T, s string) {
		m, err := ParseMove(s)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "game: move") {
				t.Fatalf("error without its prefix: %v", err)
			}
			return
		}
		again, err := ParseMove(m.String())
		if err != nil || !again.Equal(m) {
			t.Fatalf("parse(write(m)) != m for %q: %q, %v", s, m, err)
		}
		if err := b.CheckMove(m); err != nil {
			var me *MoveError
			if !errors.As(err, &me) || me.Reason == "" {
				t.Fatalf("CheckMove(%s): %v", m, err)
			}
		}
	})
}

func TestOutcomePathsLimit(t *testing.T) {
	b, err := ParseBoard(moveBoard)
	if err != nil {
		t.Fatal(err)
	}
	outs, err := b.MoveOutcomes()
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range outs {
		all, more, err := b.OutcomePaths(o.From, o.To, o.Tribe, 0)
		if err != nil || more || len(all) == 0 {
			t.Fatalf("%v: %d paths, more %v, %v", o, len(all), more, err)
		}
		var sum MoveCount
		for _, p := range all {
			sum = sum.Add(p.Moves)
			m := Move{From: o.From}
			// The path with the outcome's tribe last is a legal move for some order;
			// check that the path is a walk CheckMove accepts up to the tribes.
			for _, q := range p.Path {
				m.Drops = append(m.Drops, Drop{To: q, Tribe: o.Tribe})
			}
			var me *MoveError
			if err := b.CheckMove(m); err != nil && (!errors.As(err, &me) || me.Rule != RuleMeeples) {
				t.Errorf("%s: %v", m, err)
			}
		}
		if sum.Cmp(o.Moves) != 0 {
			t.Errorf("%v: the paths have %s moves, the outcome %s", o, sum, o.Moves)
		}
		if len(all) > 1 {
			some, more, _ := b.OutcomePaths(o.From, o.To, o.Tribe, len(all)-1)
			if !more || len(some) != len(all)-1 {
				t.Errorf("limit %d: got %d paths, more %v", len(all)-1, len(some), more)
			}
		}
		exact, more, _ := b.OutcomePaths(o.From, o.To, o.Tribe, len(all))
		if more || len(exact) != len(all) {
			t.Errorf("limit %d: got %d paths, more %v", len(all), len(exact), more)
		}
	}
	// No such outcome: no paths.
	if paths, more, err := b.OutcomePaths(Place{2, 4}, Place{1, 4}, Builder, 0); len(paths) != 0 || more || err != nil {
		t.Errorf("r4 c2 -> r4 c1 Builder: got %v %v %v, want none", paths, more, err)
	}
	if _, _, err := b.OutcomePaths(Place{9, 9}, Place{1, 1}, Builder, 0); err == nil {
		t.Errorf("a start off the board: got no error")
	}
}

func TestMoveCount(t *testing.T) {
	max64 := NewMoveCount(^uint64(0))
	one := NewMoveCount(1)
	sum := max64.Add(one)
	if _, ok := sum.Uint64(); ok || sum.String() != "18446744073709551616" {
		t.Errorf("2^64-1 + 1: got %s", sum)
	}
	if got := sum.sub(one); got.Cmp(max64) != 0 {
		t.Errorf("2^64 - 1: got %s", got)
	}
	if n, ok := sum.sub(one).Uint64(); !ok || n != ^uint64(0) {
		t.Errorf("a big count back in 64 bits: got %d %v", n, ok)
	}
	sq := max64.Mul(max64)
	want := new(big.Int).Mul(max64.Big(), max64.Big())
	if sq.Big().Cmp(want) != 0 {
		t.Errorf("(2^64-1)^2: got %s, want %s", sq, want)
	}
	if j, _ := sq.MarshalJSON(); string(j) != want.String() {
		t.Errorf("JSON: got %s", j)
	}
	if one.Cmp(max64) != -1 || sq.Cmp(max64) != 1 || sq.Cmp(sq) != 0 || !(MoveCount{}).IsZero() || one.IsZero() {
		t.Errorf("Cmp or IsZero wrong")
	}
	for _, nr := range [][2]int{{0, 0}, {5, 2}, {60, 30}, {67, 33}, {68, 34}, {100, 50}, {128, 64}, {10, 11}, {10, -1}} {
		got := binomial(nr[0], nr[1])
		want := new(big.Int).Binomial(int64(nr[0]), int64(nr[1]))
		if nr[1] < 0 || nr[1] > nr[0] {
			want.SetInt64(0)
		}
		if got.Big().Cmp(want) != 0 {
			t.Errorf("C(%d, %d): got %s, want %s", nr[0], nr[1], got, want)
		}
	}
	m := Meeples{20, 20, 20, 20, 20, 20}
	fact := func(n int64) *big.Int { return new(big.Int).MulRange(1, n) }
	wantM := fact(120)
	for range 6 {
		wantM.Div(wantM, fact(20))
	}
	if got := multinomial(m); got.Big().Cmp(wantM) != 0 {
		t.Errorf("120!/(20!^6): got %s, want %s", got, wantM)
	}
}

// TestMovesBeyond64Bits counts a 60-meeple stack round a 2x2 block: two
// walks, each ending on the emptied start with 14 earlier steps on it;
// the last meeple's tribe must be on one of those. Counted apart with
// factorials: per tribe c, (59)!/((m_c-1)! ...) less the orders with no c
// on those 14 steps.
func TestMovesBeyond64Bits(t *testing.T) {
	b, err := ParseBoard("V[" + strings.Repeat("YWGBRP", 10) + "] V\nV V")
	if err != nil {
		t.Fatal(err)
	}
	n, err := b.CountMoves()
	if err != nil {
		t.Fatal(err)
	}
	fact := func(n int64) *big.Int { return new(big.Int).MulRange(1, n) }
	f10 := fact(10)
	p5 := new(big.Int).Exp(f10, big.NewInt(5), nil)
	all := new(big.Int).Div(fact(59), new(big.Int).Mul(fact(9), p5))                       // last is c
	none := new(big.Int).Mul(new(big.Int).Binomial(45, 9), new(big.Int).Div(fact(50), p5)) // no c on the 14 steps
	want := new(big.Int).Sub(all, none)
	want.Mul(want, big.NewInt(6*2))
	if n.Big().Cmp(want) != 0 {
		t.Errorf("got %s, want %s", n, want)
	}
	if _, ok := n.Uint64(); ok {
		t.Errorf("the count %s fits in 64 bits: the test misses the big path", n)
	}
}

func TestMovesTooTall(t *testing.T) {
	b, err := ParseBoard("V[" + strings.Repeat("Y", MaxMoveDrops+1) + "] V[Y]")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := b.CountMoves(); err == nil || !strings.Contains(err.Error(), "r1 c1 holds 129 meeples") {
		t.Errorf("got %v, want an error naming the stack", err)
	}
	// Negative twin: the tallest stack counted.
	b, _ = ParseBoard("V[" + strings.Repeat("Y", MaxMoveDrops) + "] V[Y]")
	if _, err := b.CountMoves(); err != nil {
		t.Errorf("a stack of %d: %v", MaxMoveDrops, err)
	}
}

func TestNoMoves(t *testing.T) {
	for _, text := range []string{"V V\nV V", "V[Y] CH", "V[Y] V[W]", "W[Y]^e V[Y]", "V[Y] W[Y]^w", "V[Y] CH V[Y]"} {
		b, _ := ParseBoard(text)
		outs, err := b.MoveOutcomes()
		n, _ := b.CountMoves()
		if err != nil || len(outs) != 0 || !n.IsZero() {
			t.Errorf("%q: got %v %s %v, want no move", text, outs, n, err)
		}
	}
}
