package game

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"strings"
	"testing"
)

// The move rules against brute force: every path of k orthogonal-or-not
// steps in the four directions (off the board, onto the Chasm, across
// Mountains and straight back included) and every order of the meeples,
// judged by a plain simulation of the table written apart from the
// package's code, then counted per outcome.

type outcomeKey struct {
	from, to Place
	tribe    Tribe
}

// simulateMove plays the move on a copy of the meeples, step by step, as a
// person at the table would, and returns the first rule it breaks (ok
// false) in the order CheckMove reports them.
func simulateMove(b *Board, m Move) (MoveRule, bool) {
	inside := func(p Place) bool { return p.Col >= 1 && p.Col <= b.Cols && p.Row >= 1 && p.Row <= b.Rows }
	tile := func(p Place) Tile { return b.Tiles[(p.Row-1)*b.Cols+p.Col-1] }
	if !inside(m.From) || tile(m.From).Type == Chasm || tile(m.From).Type == GreatLake || tile(m.From).Meeples.Total() == 0 {
		return RuleStart, false
	}
	hand := tile(m.From).Meeples
	if len(m.Drops) != hand.Total() {
		return RuleMeeples, false
	}
	for _, d := range m.Drops {
		hand[d.Tribe]--
	}
	for _, n := range hand {
		if n != 0 {
			return RuleMeeples, false
		}
	}
	on := make([]Meeples, len(b.Tiles)) // what each tile holds, row-major
	for i := range b.Tiles {
		on[i] = b.Tiles[i].Meeples
	}
	at := func(p Place) *Meeples { return &on[(p.Row-1)*b.Cols+p.Col-1] }
	*at(m.From) = Meeples{}
	prev, here := Place{-9, -9}, m.From
	for i, d := range m.Drops {
		dc, dr := d.To.Col-here.Col, d.To.Row-here.Row
		if !inside(d.To) || dc*dc+dr*dr != 1 {
			return RuleNext, false
		}
		if d.To == prev {
			return RuleBack, false
		}
		if tile(d.To).Type == Chasm || tile(d.To).Type == GreatLake {
			return RuleForbidden, false
		}
		var mine, theirs string // the edge's letter on each tile
		switch {
		case dr == 1:
			mine, theirs = "n", "s"
		case dr == -1:
			mine, theirs = "s", "n"
		case dc == 1:
			mine, theirs = "e", "w"
		default:
			mine, theirs = "w", "e"
		}
		if strings.Contains(tile(here).Mountains.String(), mine) || strings.Contains(tile(d.To).Mountains.String(), theirs) {
			return RuleMountain, false
		}
		if i == len(m.Drops)-1 && at(d.To)[d.Tribe] == 0 {
			return RuleLast, false
		}
		at(d.To)[d.Tribe]++
		prev, here = here, d.To
	}
	return 0, true
}

// orders lists every distinct order of the meeples.
func orders(m Meeples) [][]Tribe {
	if m.Total() == 0 {
		return [][]Tribe{nil}
	}
	var out [][]Tribe
	for _, c := range Tribes {
		if m[c] == 0 {
			continue
		}
		rest := m
		rest[c]--
		for _, o := range orders(rest) {
			out = append(out, append([]Tribe{c}, o...))
		}
	}
	return out
}

// bruteForce checks CheckMove against the simulation on every candidate
// move of every start and counts the legal ones per outcome, and per
// outcome and path.
func bruteForce(t *testing.T, b *Board) (map[outcomeKey]uint64, uint64) {
	counts, _, total := bruteForcePaths(t, b)
	return counts, total
}

func bruteForcePaths(t *testing.T, b *Board) (map[outcomeKey]uint64, map[outcomeKey]map[string]uint64, uint64) {
	t.Helper()
	counts := map[outcomeKey]uint64{}
	byPath := map[outcomeKey]map[string]uint64{}
	var total uint64
	for _, from := range b.Places() {
		st := b.Tile(from)
		if st.Type.Forbidden() || st.Meeples.Empty() {
			continue
		}
		k := st.Meeples.Total()
		tribes := orders(st.Meeples)
		steps := 1
		for range k {
			steps *= NumDirections
		}
		path := make([]Place, k)
		for code := range steps {
			at := from
			for i, c := 0, code; i < k; i, c = i+1, c/NumDirections {
				at = Direction(c % NumDirections).From(at)
				path[i] = at
			}
			for _, order := range tribes {
				m := Move{From: from, Drops: make([]Drop, k)}
				for i := range k {
					m.Drops[i] = Drop{To: path[i], Tribe: order[i]}
				}
				rule, legal := simulateMove(b, m)
				err := b.CheckMove(m)
				switch me, isMove := err.(*MoveError); {
				case legal && err != nil:
					t.Fatalf("%s on\n%s: CheckMove says %v, the table says legal", m, b, err)
				case !legal && err == nil:
					t.Fatalf("%s on\n%s: CheckMove says legal, the table says %s", m, b, rule)
				case !legal && (!isMove || me.Rule != rule):
					t.Fatalf("%s on\n%s: CheckMove says %v, the table says rule %s", m, b, err, rule)
				}
				if legal {
					key := outcomeKey{from, m.Last(), order[k-1]}
					counts[key]++
					if byPath[key] == nil {
						byPath[key] = map[string]uint64{}
					}
					byPath[key][fmt.Sprint(path)]++
					total++
				}
			}
		}
	}
	return counts, byPath, total
}

// compareOutcomes checks MoveOutcomes and CountMoves against counts.
func compareOutcomes(t *testing.T, b *Board, counts map[outcomeKey]uint64, total uint64) {
	t.Helper()
	outs, err := b.MoveOutcomes()
	if err != nil {
		t.Fatal(err)
	}
	seen := map[outcomeKey]bool{}
	for i, o := range outs {
		key := outcomeKey{o.From, o.To, o.Tribe}
		n, _ := o.Moves.Uint64()
		if seen[key] {
			t.Errorf("outcome %v listed twice", key)
		}
		seen[key] = true
		if want := counts[key]; n != want || o.Moves.IsZero() {
			t.Errorf("%s -> %s %s: got %s moves, want %d\n%s", o.From.Short(), o.To.Short(), o.Tribe, o.Moves, want, b)
		}
		if i > 0 {
			p := outs[i-1]
			if b.index(p.From) > b.index(o.From) ||
				p.From == o.From && (b.index(p.To) > b.index(o.To) || p.To == o.To && p.Tribe >= o.Tribe) {
				t.Errorf("outcomes out of order: %v before %v", p, o)
			}
		}
	}
	for key, n := range counts {
		if !seen[key] {
			t.Errorf("%s -> %s %s: %d legal moves, not listed\n%s", key.from.Short(), key.to.Short(), key.tribe, n, b)
		}
	}
	got, err := b.CountMoves()
	if err != nil {
		t.Fatal(err)
	}
	if n, ok := got.Uint64(); !ok || n != total {
		t.Errorf("CountMoves: got %s, want %d\n%s", got, total, b)
	}
}

// comparePaths checks OutcomePaths of every outcome against the legal
// moves found by brute force, path by path: the board's, and one
// PathFinder's asked for every outcome in turn (what it keeps between
// outcomes changes no answer).
func comparePaths(t *testing.T, b *Board, byPath map[outcomeKey]map[string]uint64) {
	t.Helper()
	pf := b.PathFinder()
	for key, want := range byPath {
		comparePathsOf(t, b, key, want, b.OutcomePaths)
		comparePathsOf(t, b, key, want, pf.OutcomePaths)
	}
}

func comparePathsOf(t *testing.T, b *Board, key outcomeKey, want map[string]uint64, outcomePaths func(from, to Place, t Tribe, limit int) ([]OutcomePath, bool, error)) {
	t.Helper()
	paths, more, err := outcomePaths(key.from, key.to, key.tribe, 0)
	if err != nil || more {
		t.Fatalf("OutcomePaths(%v): more %v, %v", key, more, err)
	}
	got := map[string]uint64{}
	for _, p := range paths {
		n, _ := p.Moves.Uint64()
		got[fmt.Sprint(p.Path)] = n
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("OutcomePaths %s -> %s %s:\ngot  %v\nwant %v\n%s", key.from.Short(), key.to.Short(), key.tribe, got, want, b)
	}
}

// randomMoveBoard builds a board for the move rules: random tiles, the
// Chasm and the Lake now and then, Mountains on Workshops, stacks of 0 to
// maxStack meeples.
func randomMoveBoard(r *rand.Rand, cols, rows, maxStack int) *Board {
	b := NewBoard(cols, rows)
	for i := range b.Tiles {
		t := &b.Tiles[i]
		switch x := r.IntN(20); {
		case x == 0:
			t.Type = Chasm
			continue
		case x == 1:
			t.Type = GreatLake
			continue
		case x <= 6:
			t.Type = Workshop
			t.Mountains = Edges(r.IntN(16))
		default:
			t.Type = Village
		}
		for range r.IntN(maxStack + 1) {
			t.Meeples[Tribes[r.IntN(1+r.IntN(3))]]++
		}
	}
	return b
}

func TestMovesBruteForce(t *testing.T) {
	t.Parallel()
	fixed := []string{
		// Loops around a 2x2 block: 4 steps end on the emptied start, 5
		// on the tile of the first drop, 8 on the start dropped on at step 4.
		"V[YYYY] V\nV V",
		"V[YYYYY] V\nV V",
		"V[YYYYYYYY] V\nV V",
		"V[YYBB] V[B]\nV V",
		"V[YYYB] V[B]\nV[W] V",
		// A tile passed earlier holds the colour for the last meeple.
		"V V[RRG] V",
		"V[W] V[BWW] V[G]\nV V V[R]",
		// The Chasm, the Lake and Mountains.
		"V[YW] CH V[Y]\nW[BB]^e V[W] GL",
		"W[YYW]^n V[W]\nW[WY]^s V",
		"W[YWG]^nesw V[Y]\nV[W] V[G]",
		// A one-wide corridor: only straight walks, no way back.
		"V[Y] V[YY] V V[Y]",
	}
	for _, text := range fixed {
		t.Run(strings.ReplaceAll(text, "\n", "/"), func(t *testing.T) {
			b, err := ParseBoard(text)
			if err != nil {
				t.Fatal(err)
			}
			counts, byPath, total := bruteForcePaths(t, b)
			compareOutcomes(t, b, counts, total)
			comparePaths(t, b, byPath)
		})
	}
	r := rand.New(rand.NewPCG(10, 11))
	sizes := [][2]int{{2, 2}, {3, 2}, {3, 3}, {4, 3}, {6, 5}, {6, 7}}
	var legal uint64
	boards := 36
	if testing.Short() {
		boards = 12 // each size twice; the whole run reads 36
	}
	defer func() {
		// The random boards are not all dead ends.
		if legal < uint64(1000*boards/36) {
			t.Errorf("%d legal moves on the random boards in all, want many", legal)
		}
		t.Logf("%d legal moves on the random boards", legal)
	}()
	for i := range boards {
		size := sizes[i%len(sizes)]
		maxStack := 3
		switch n := size[0] * size[1]; {
		case n <= 9:
			maxStack = 5
		case n <= 12:
			maxStack = 4
		}
		b := randomMoveBoard(r, size[0], size[1], maxStack)
		t.Run(fmt.Sprintf("random %d %dx%d", i, size[0], size[1]), func(t *testing.T) {
			counts, byPath, total := bruteForcePaths(t, b)
			compareOutcomes(t, b, counts, total)
			comparePaths(t, b, byPath)
			legal += total
		})
	}
}

// walkBrute counts the legal moves per outcome for tall stacks: every
// legal walk is listed (a plain depth-first search on the table's rules),
// and the orders of the meeples each walk admits are counted by a search
// over the drops that knows which steps land on the last tile.
func walkBrute(b *Board) map[outcomeKey]uint64 {
	counts := map[outcomeKey]uint64{}
	for _, from := range b.Places() {
		st := b.Tile(from)
		if st.Type.Forbidden() || st.Meeples.Empty() {
			continue
		}
		k := st.Meeples.Total()
		path := make([]Place, 0, k)
		perWalk := map[string]map[Tribe]uint64{} // by last tile and steps on it
		var walk func(at, prev Place)
		walk = func(at, prev Place) {
			if len(path) == k {
				f := path[k-1]
				mask := 0
				for i, p := range path[:k-1] {
					if p == f {
						mask |= 1 << i
					}
				}
				key := fmt.Sprint(f, mask)
				byTribe, ok := perWalk[key]
				if !ok {
					byTribe = ordersAdmitted(b, from, f, mask)
					perWalk[key] = byTribe
				}
				for c, n := range byTribe {
					if n > 0 {
						counts[outcomeKey{from, f, c}] += n
					}
				}
				return
			}
			for _, d := range Directions {
				q := d.From(at)
				if !b.Contains(q) || q == prev && len(path) > 0 || b.Tile(q).Type.Forbidden() ||
					b.Tile(at).Mountains.Has(d) || b.Tile(q).Mountains.Has(d.Opposite()) {
					continue
				}
				path = append(path, q)
				walk(q, at)
				path = path[:len(path)-1]
			}
		}
		walk(from, Place{})
	}
	return counts
}

// ordersAdmitted counts, by the tribe of the last meeple, the orders of the
// start's meeples whose last meeple finds its tribe on f: f's own meeples
// (f is not the start) or a drop on one of the steps in mask.
func ordersAdmitted(b *Board, from, f Place, mask int) map[Tribe]uint64 {
	m := b.Tile(from).Meeples
	k := m.Total()
	var held Meeples
	if f != from {
		held = b.Tile(f).Meeples
	}
	out := map[Tribe]uint64{}
	for _, c := range Tribes {
		if m[c] == 0 {
			continue
		}
		rest := m
		rest[c]--
		memo := map[[NumTribes + 2]int]uint64{}
		// fill counts the orders of rest on steps i .. k-2; found says a c
		// already went onto f.
		var fill func(i int, rest Meeples, found bool) uint64
		fill = func(i int, rest Meeples, found bool) uint64 {
			if i == k-1 {
				if found || held[c] > 0 {
					return 1
				}
				return 0
			}
			key := [NumTribes + 2]int{i}
			copy(key[1:], rest[:])
			if found {
				key[NumTribes+1] = 1
			}
			if n, ok := memo[key]; ok {
				return n
			}
			var n uint64
			for _, d := range Tribes {
				if rest[d] == 0 {
					continue
				}
				r := rest
				r[d]--
				n += fill(i+1, r, found || d == c && mask&(1<<i) != 0)
			}
			memo[key] = n
			return n
		}
		out[c] = fill(0, rest, false)
	}
	return out
}

// TestMovesSetupBoards brute-forces dealt boards at the start of a game:
// 3 meeples a tile of 6x5 to 6x7 boards, every tile type in the boxes'
// numbers, Workshops with the same Mountains.
func TestMovesSetupBoards(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(20, 21))
	boards := 12
	if testing.Short() {
		boards = 6 // each mix of expansions once; the whole run reads 12
	}
	for i := range boards {
		x := Expansions{Artisans: i%2 == 1, Whims: i%3 == 2}
		var types []TileType
		for _, tt := range TileTypes() {
			if x.Has(tt.Expansion()) {
				for range tt.Count() {
					types = append(types, tt)
				}
			}
		}
		r.Shuffle(len(types), func(a, b int) { types[a], types[b] = types[b], types[a] })
		var bag []Tribe
		for _, tr := range Tribes {
			for range BoxMeeples(tr, x) {
				bag = append(bag, tr)
			}
		}
		r.Shuffle(len(bag), func(a, b int) { bag[a], bag[b] = bag[b], bag[a] })
		b := NewBoard(6, len(types)/6)
		for j := range b.Tiles {
			b.Tiles[j].Type = types[j]
			if types[j].Forbidden() {
				continue
			}
			for range 3 {
				b.Tiles[j].Meeples[bag[0]]++
				bag = bag[1:]
			}
		}
		e := Edges(r.IntN(16))
		for bits.OnesCount8(uint8(e)) > WorkshopMountains {
			e &= e - 1 // a Workshop carries 2 Mountains
		}
		b = b.WithMountains(e)
		if err := b.Check(CheckOptions{Expansions: x, Solo: true}); err != nil {
			t.Fatalf("board %d: %v", i, err)
		}
		t.Run(fmt.Sprint(i), func(t *testing.T) {
			counts, total := bruteForce(t, b)
			compareOutcomes(t, b, counts, total)
			if total < 500 {
				t.Errorf("%d legal moves on a setup board, want hundreds\n%s", total, b)
			}
		})
	}
}

func TestMovesTallStacks(t *testing.T) {
	t.Parallel()
	boards := []string{
		// Base-game boards with one stack of 12 (and 1 to 11 elsewhere).
		`V[YWG]   S6[RRB]  O[GGW]         SM[BWY]  LM       S12[YRW]
O[WWR]   SM[GBY]  V[YYYYWWWWBBBB]  SM[RGW]  S6[BBG]  O[YGG]
SM[RWB]  LM[YBW]  S15[GRB]        O[WBB]   SM[YRG]  V[WWG]
S10[BGY] O[RRW]   SM[YBW]         V[GGR]   LM[WRB]  SM[BRR]
LM[YWW]  V[RBG]   O[BYY]          S6[WGR]  SM[GWB]  S6[RYW]`,
		`V[Y]        S6[RR]     O[GGWYB]  SM[B]    LM         S12[YRWWWWW]
O[WWRRRRRR] SM[GBYY]   V          SM[RGW]  S6[BBGGGG] O[Y]
SM          LM[YBW]    S15[GRBBG] O[W]     SM[YRGYRG] V[WWG]
S10[BGYY]   O[RRWWWW]  SM[YBW]    V[GGRGG] LM[WRBWR]  SM[BRRRRRRRRRRR]
LM[YWWWWWW] V[RBGRBGR] O          S6[WGR]  SM[GWBGWBG] S6[RYWRYWRYWR]`,
		// cmd/naqala/testdata/moves/stack12.yaml: 12 at r3 c4, 6 empty tiles.
		`V         S6[WWB]  O[GGB]    SM[YWG]          LM       S12[YGB]
O[YBB]    SM       V[YYW]    SM[YBB]          S6[YWR]  O[YGR]
SM[YWG]   LM[WWB]  S15[YBR]  O[YWWWWWGGGBRR]  SM[GGR]  V[WGB]
S10[YBB]  O[YGG]   SM[YGB]   V[GBR]           LM       SM[WGR]
LM[RRR]   V[WWR]   O[WBR]    S6               SM[YYR]  S6[BRR]`,
		// Artisans: the Chasm and Workshops with Mountains around a 12.
		`V[YWG]    S6[RRB]   O[GGW]      W[P]^s     LM        S12[YRW]
O[WWR]    W[GBY]^e  V[RRRRWWWPPPPP] SM[RGW]  S6[BBG]   O[YGG]
SM[RWB]   LM[YBW]   CH          O[WBB]     SM[YRG]   V[WWG]
S10[BGY]  O[RRW]    SM[YBW]     V[GGR]     W[WRB]^nw SM[BRR]
LM[YWW]   V[RBG]    O[BYY]      S6[WGR]    SM[GWB]   S6[RYW]`,
		// Whims and Artisans, 7 rows: the Great Lake beside a 12.
		`V[YWG]   S6[RRB]  O[GGW]   SM[BWY]  LM       S12[YRW]
O[WWR]   SM[GBY]  V[GRB]   SM[RGW]  S6[BBG]  O[YGG]
SM[RWB]  LM[YBW]  S15[GRB] O[WBB]   SM[YRG]  V[WWG]
S10[BGY] O[RRW]   GL       V[YYYYYYYYYYGB] LM[WRB]  SM[BRR]
CB[Y]    CR[RW]   W[YY]^ne XM[BBB]  CH       CB
LM[YWW]  V[RBG]   O[BYY]   S6[WGR]  SM[GWB]  S6[RYW]
V        V[W]     O        SM       SM       V`,
	}
	for i, text := range boards {
		t.Run(fmt.Sprint(i), func(t *testing.T) {
			b, err := ParseBoard(text)
			if err != nil {
				t.Fatal(err)
			}
			counts := walkBrute(b)
			var total uint64
			for _, n := range counts {
				total += n
			}
			compareOutcomes(t, b, counts, total)
			t.Logf("%d legal moves", total)
		})
	}
}
