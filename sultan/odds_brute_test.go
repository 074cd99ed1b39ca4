package sultan

import (
	"math/rand/v2"
	"testing"

	"github.com/naqala/naqala/game"
)

// bruteOdds counts, for each tile, the rolls that name it and the rolls
// whose redirect offers it, straight from the rules text (reference
// section 10, docs/formats.md section 6), sharing no code with ComputeOdds or
// FindTargets: each of the 36 rolls is worked out on its own by scanning
// the grid. It returns the counts by place and the number of rolls that
// lead to a redirect with at least one candidate.
func bruteOdds(b *game.Board, literal bool) (forced, choice map[game.Place]int, redirects int) {
	forced, choice = map[game.Place]int{}, map[game.Place]int{}
	strikable := func(c, r int) bool {
		if c < 1 || c > b.Cols || r < 1 || r > b.Rows {
			return false
		}
		t := b.Tiles[(r-1)*b.Cols+c-1]
		if t.Type == game.Chasm || t.Type == game.GreatLake {
			return false
		}
		for _, n := range t.Meeples {
			if n > 0 {
				return true
			}
		}
		return false
	}
	everywhere := func(skipCol int) []game.Place {
		var out []game.Place
		for r := 1; r <= b.Rows; r++ {
			for c := 1; c <= b.Cols; c++ {
				if c != skipCol && strikable(c, r) {
					out = append(out, game.Place{Col: c, Row: r})
				}
			}
		}
		return out
	}
	for white := 1; white <= 6; white++ {
		var inColumn []game.Place // bottom to top
		for r := 1; r <= b.Rows; r++ {
			if strikable(white, r) {
				inColumn = append(inColumn, game.Place{Col: white, Row: r})
			}
		}
		for black := 1; black <= 6; black++ {
			var named, offered []game.Place
			switch {
			case black <= 5 && strikable(white, black):
				named = []game.Place{{Col: white, Row: black}}
			case black <= 5 && len(inColumn) > 0:
				offered = inColumn
			case black <= 5:
				offered = everywhere(0)
			case literal:
				for _, r := range []int{b.Rows, 1} {
					if strikable(white, r) {
						named = append(named, game.Place{Col: white, Row: r})
					}
				}
				if len(named) < 2 {
					offered = everywhere(white)
				}
			case len(inColumn) >= 2:
				named = []game.Place{inColumn[len(inColumn)-1], inColumn[0]}
			case len(inColumn) == 1:
				named, offered = inColumn, everywhere(white)
			default:
				offered = everywhere(0)
			}
			for _, p := range named {
				forced[p]++
			}
			for _, p := range offered {
				choice[p]++
			}
			if len(offered) > 0 {
				redirects++
			}
		}
	}
	return forced, choice, redirects
}

// checkAgainstBrute compares ComputeOdds with bruteOdds on b.
func checkAgainstBrute(t *testing.T, name string, b *game.Board, rules Rules) {
	t.Helper()
	forced, choice, redirects := bruteOdds(b, rules.BlackSix == LiteralRows)
	o := ComputeOdds(b, rules)
	var want []game.Place
	for r := 1; r <= b.Rows; r++ {
		for c := 1; c <= b.Cols; c++ {
			if ty := b.Tiles[(r-1)*b.Cols+c-1].Type; ty != game.Chasm && ty != game.GreatLake {
				want = append(want, game.Place{Col: c, Row: r})
			}
		}
	}
	if len(o.Tiles) != len(want) {
		t.Fatalf("%s: %d tiles listed, want %d", name, len(o.Tiles), len(want))
	}
	for i, to := range o.Tiles {
		if to.Place != want[i] {
			t.Fatalf("%s: tile %d is %v, want %v (row-major from row 1, column 1)", name, i, to.Place, want[i])
		}
		if to.Forced != forced[to.Place] || to.Choice != choice[to.Place] {
			t.Errorf("%s: %v: got %d forced, %d choice; brute force %d, %d\n%s",
				name, to.Place, to.Forced, to.Choice, forced[to.Place], choice[to.Place], b)
		}
		if to.PForced != float64(forced[to.Place])/36 || to.PChoice != float64(choice[to.Place])/36 {
			t.Errorf("%s: %v: probabilities %v, %v do not match the counts", name, to.Place, to.PForced, to.PChoice)
		}
	}
	if o.Choice != redirects || o.PChoice != float64(redirects)/36 || o.PDouble != 6.0/36 {
		t.Errorf("%s: got %d redirecting rolls (p %v, p_double %v); brute force %d", name, o.Choice, o.PChoice, o.PDouble, redirects)
	}
}

func TestOddsBruteForceHandBoards(t *testing.T) {
	both := game.Expansions{Artisans: true, Whims: true}
	artisans := game.Expansions{Artisans: true}
	tests := []struct {
		name  string
		x     game.Expansions
		spec  string
		rules Rules
		// hand-counted expectations over the 36 rolls: place -> forced, choice
		want      map[game.Place][2]int
		redirects int
	}{
		{
			// 7 rows, columns 3-6 empty. Column 1: row 1 and row 7 (reached
			// only by a black 6 or a redirect). Column 2: row 3 alone.
			// w1: k1 names (1,1); k2-5 redirect to {(1,1),(1,7)}; k6 names
			// both. w2: k3 names (2,3); the 4 others redirect to (2,3)
			// alone; k6 names (2,3) and offers {(1,1),(1,7)}. w3-6: 20
			// black 1-5 and 4 black 6 offer all three.
			name: "7 rows, empty columns", x: both, spec: `
Y - - - - -
- - - - - -
- - - - - -
- - - - - -
- W - - - -
- - - - - -
G - - - - -`,
			want: map[game.Place][2]int{
				pl(1, 7): {1, 4 + 1 + 24},
				pl(1, 1): {2, 4 + 1 + 24},
				pl(2, 3): {2, 4 + 24},
				pl(4, 4): {0, 0},
			},
			redirects: 4 + 4 + 1 + 24,
		},
		{
			// 6 rows: column 5 holds (5,2) and the Workshop row's (5,6);
			// the Chasm at (6,6) is never listed.
			name: "6 rows, one column", x: artisans, spec: `
- - - - P -
- - - - - -
- - - - - -
- - - - - -
- - - - R -
- - - - - -`,
			want: map[game.Place][2]int{
				pl(5, 6): {1, 4 + 30},
				pl(5, 2): {2, 4 + 30},
			},
			redirects: 34,
		},
		{
			// The same with the literal rows: column 5's black 6 names row
			// 6 only and offers nothing outside column 5; the other black
			// 6s name nothing and offer both tiles.
			name: "6 rows, literal rows", x: artisans, rules: Rules{BlackSix: LiteralRows}, spec: `
- - - - P -
- - - - - -
- - - - - -
- - - - - -
- - - - R -
- - - - - -`,
			want: map[game.Place][2]int{
				pl(5, 6): {1, 4 + 30},
				pl(5, 2): {1, 4 + 30},
			},
			redirects: 34,
		},
		{
			// One tile with meeples on the whole board: its own column's
			// black 6 names it and has nobody to offer (no redirect).
			name: "one tile", x: base, spec: `
- - - - - -
- - - - - -
- - R - - -
- - - - - -
- - - - - -`,
			want:      map[game.Place][2]int{pl(3, 3): {2, 4 + 25 + 5}},
			redirects: 34,
		},
		{
			name: "empty board", x: base, spec: `
- - - - - -
- - - - - -
- - - - - -
- - - - - -
- - - - - -`,
			want:      map[game.Place][2]int{pl(3, 3): {0, 0}, pl(1, 1): {0, 0}},
			redirects: 0,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := grid(t, tc.x, tc.spec)
			checkAgainstBrute(t, tc.name, b, tc.rules)
			o := ComputeOdds(b, tc.rules)
			for p, w := range tc.want {
				got := tileOdds(o, p)
				if got.Place != p || got.Forced != w[0] || got.Choice != w[1] {
					t.Errorf("%v: got %d forced, %d choice; hand count %d, %d", p, got.Forced, got.Choice, w[0], w[1])
				}
			}
			if o.Choice != tc.redirects {
				t.Errorf("got %d redirecting rolls, hand count %d", o.Choice, tc.redirects)
			}
		})
	}
}

func TestOddsBruteForceRandomBoards(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	sizes := []game.Expansions{base, {Artisans: true}, {Whims: true}, {Artisans: true, Whims: true}}
	for i := 0; i < 400; i++ {
		x := sizes[i%len(sizes)]
		b := grid(t, x, fullSpec(x))
		// Empty tiles at random, and whole columns now and then.
		emptyCol := 0
		if i%3 == 0 {
			emptyCol = 1 + rng.IntN(6)
		}
		for _, p := range b.Places() {
			if p.Col == emptyCol || rng.IntN(10) < i%10 {
				b.At(p).Meeples = game.Meeples{}
			}
		}
		rules := DefaultRules()
		if i%5 == 4 {
			rules.BlackSix = LiteralRows
		}
		checkAgainstBrute(t, "random", b, rules)
	}
}

// fullSpec gives a grid spec with one meeple on every tile of the layout
// for x that can hold one, the colours in turn.
func fullSpec(x game.Expansions) string {
	s := ""
	n := 0
	for _, row := range layout(x) {
		for _, ty := range row {
			if ty == "CH" || ty == "GL" {
				s += "- "
			} else {
				s += string("YWGBR"[n%5]) + " "
				n++
			}
		}
		s += "\n"
	}
	return s
}
