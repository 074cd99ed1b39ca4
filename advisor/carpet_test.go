package advisor

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// withCarpet holds the Flying Carpet (the Artisans in play).
func withCarpet(st *sultan.State) {
	st.Expansions.Artisans = true
	st.Player.Items[game.FlyingCarpet] = 1
}

// lonelyArtisan puts a lone Artisan on the Sacred Place 15 (r3 c3) and
// the only other Artisans atop r5 c6, five steps from it: only the Flying
// Carpet takes it.
func lonelyArtisan(st *sultan.State) {
	st.Board.At(r3c3).Meeples = game.Meeples{game.Artisan: 1}
	st.Board.At(game.Place{Col: 6, Row: 5}).Meeples = game.Meeples{game.Merchant: 2, game.Artisan: 1}
}

// twoArtisans is lonelyArtisan with two Artisans on the Sacred Place 15
// and the Vizier lead held (2 against a Council of 0): the flight there
// is worth far more than any move of the base rules, and than the
// Carpet kept (item_kept).
func twoArtisans(st *sultan.State) {
	lonelyArtisan(st)
	st.Board.At(r3c3).Meeples = game.Meeples{game.Artisan: 2}
	st.Player.Viziers = 2
}

// checkCarpetPlays checks that the Carpet move m is legal, its last meeple
// not on the tile of the drop before it, and that its plan plays through
// sultan.PlayTurn to the score change the advice says, the Carpet
// discarded.
func checkCarpetPlays(t *testing.T, st sultan.State, m Ranked) {
	t.Helper()
	mv := m.Plan.Move
	if err := sultan.CheckCarpetMove(st.Board, mv); err != nil {
		t.Fatalf("%v: %v", mv, err)
	}
	if k := len(mv.Drops); k > 1 && mv.Drops[k-1].To == mv.Drops[k-2].To {
		t.Fatalf("%v: the last meeple lands on the tile of the drop before", mv)
	}
	after, tp, err := sultan.PlayTurn(st, m.Plan)
	if err != nil {
		t.Fatalf("%v: the plan does not play: %v", mv, err)
	}
	if len(tp.Powers) != len(m.Plan.Powers)+len(m.Plan.Thieves)+1 || tp.Powers[0] != game.FlyingCarpet.Key() {
		t.Fatalf("%v: powers used %q, plan %+v", mv, tp.Powers, m.Plan.Powers)
	}
	if after.Player.Items[game.FlyingCarpet] != st.Player.Items[game.FlyingCarpet]-1 {
		t.Fatalf("%v: the Carpet is not discarded", mv)
	}
	o := Options{ScoringRules: scoring.DefaultRules()}
	before, _, _ := scoreOf(st, o)
	score, _, err := exactScoreOf(st, after, o) // a hidden draw is in the estimate
	if err != nil {
		t.Fatal(err)
	}
	if got := score - before; got != m.ScoreChange {
		t.Fatalf("%v: score change %d, advice says %d", mv, got, m.ScoreChange)
	}
	if !slices.Contains(m.Actions, carpetWords(mv)) {
		t.Fatalf("%v: actions %q", mv, m.Actions)
	}
}

// carpetMoves lists the advice's moves made with the Carpet.
func carpetMoves(a Advice) []Ranked {
	var out []Ranked
	for _, m := range a.Moves {
		if m.Plan.Carpet {
			out = append(out, m)
		}
	}
	return out
}

// TestCarpetInThePlan: with the Flying Carpet held and two Artisans on
// the Sacred Place 15 that no move of the base rules reaches, the best
// move flies the last Artisan there (the tile emptied, controlled: 15
// VP), said in table words, and plays through sultan.PlayTurn to the
// score change the advice says. The twins: the Carpet not held (no move
// takes the Sacred Place); a table where no Carpet move beats the plain
// ones (a lone Vizier there, which plain moves reach: the Carpet kept).
// TestItemKeptCarpet has the flight that gains too little.
func TestCarpetInThePlan(t *testing.T) {
	st := itemTable(t, game.FlyingCarpet, true, false, twoArtisans)
	a := adviseAll(t, st)
	m := a.Moves[0]
	if !m.Plan.Carpet || m.To != r3c3 || m.Tribe != game.Artisan || !m.Control {
		t.Fatalf("best %v (Carpet %v): actions %q", m.Plan.Move, m.Plan.Carpet, m.Actions)
	}
	if m.Actions[0] != "with the Flying Carpet: the last Artisan flies to r3 c3" {
		t.Fatalf("actions %q", m.Actions)
	}
	checkCarpetPlays(t, st, m)

	plain := adviseAll(t, itemTable(t, game.FlyingCarpet, false, false, twoArtisans))
	if n := len(carpetMoves(plain)); n > 0 || plain.Moves[0].To == r3c3 {
		t.Fatalf("not held: %d Carpet moves, best %v", n, plain.Moves[0].Plan.Move)
	}
	if plain.Total >= a.Total {
		t.Fatalf("not held: %d outcomes, held %d", plain.Total, a.Total)
	}
	if m.Value <= plain.Moves[0].Value {
		t.Fatalf("the Carpet's move worth %.2f, the best without it %.2f", m.Value, plain.Moves[0].Value)
	}

	vizier := itemTable(t, game.FlyingCarpet, true, false, func(st *sultan.State) {
		st.Board.At(r3c3).Meeples = game.Meeples{game.Vizier: 1}
	})
	a = adviseAll(t, vizier)
	if a.Moves[0].Plan.Carpet {
		t.Fatalf("a lone Vizier: the best move %v uses the Carpet", a.Moves[0].Plan.Move)
	}
	flights := carpetMoves(a)
	if len(flights) == 0 {
		t.Fatal("a lone Vizier: no Carpet move listed")
	}
	for _, f := range flights {
		checkCarpetPlays(t, vizier, f)
		if f.Value > a.Moves[0].Value {
			t.Fatalf("%v worth %.2f, above the best %.2f", f.Plan.Move, f.Value, a.Moves[0].Value)
		}
	}
}

// TestCarpetRefusesTheTileBefore: a plan whose last meeple flies to the
// tile the meeple before it was dropped on is refused by sultan.PlayTurn,
// and the same flight one tile on plays; the advice never lists the
// first.
func TestCarpetRefusesTheTileBefore(t *testing.T) {
	from, next := game.Place{Col: 6, Row: 5}, game.Place{Col: 6, Row: 4}
	st := itemTable(t, game.FlyingCarpet, true, false, func(st *sultan.State) {
		st.Board.At(r3c3).Meeples = game.Meeples{game.Vizier: 1}
		st.Board.At(from).Meeples = game.Meeples{game.Merchant: 2, game.Vizier: 1}
	})
	bad := sultan.TurnPlan{Carpet: true, Move: game.Move{From: from, Drops: []game.Drop{
		{To: next, Tribe: game.Merchant}, {To: game.Place{Col: 6, Row: 3}, Tribe: game.Merchant}, {To: game.Place{Col: 6, Row: 3}, Tribe: game.Vizier}}}}
	if _, _, err := sultan.PlayTurn(st, bad); err == nil {
		t.Fatalf("%v plays", bad.Move)
	}
	good := bad
	good.Move.Drops = slices.Clone(bad.Move.Drops)
	good.Move.Drops[2].To = r3c3
	if _, _, err := sultan.PlayTurn(st, good); err != nil {
		t.Fatalf("%v: %v", good.Move, err)
	}
	good.Carpet = false
	if _, _, err := sultan.PlayTurn(st, good); err == nil {
		t.Fatalf("%v plays without the Carpet", good.Move)
	}
	for _, m := range carpetMoves(adviseAll(t, st)) {
		checkCarpetPlays(t, st, m)
	}
}

// TestCarpetMovesExactAndLegal: on random tables with the Flying Carpet
// held, every Carpet move advised is legal and plays through
// sultan.PlayTurn to the score change the advice says, and the advice is
// the reference search's.
func TestCarpetMovesExactAndLegal(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(23, 5))
	flights := 0
	for i := range sample(8, 2) {
		st, rules := randomState(t, rng, i%3 == 2)
		withCarpet(&st)
		if i%2 == 1 {
			st.Player.Items[game.FabulousLamp] = 1 // another Magic Item: one a turn
		}
		a, err := Advise(st, Options{Weights: DefaultWeights(), Rules: rules, Budget: 10 * DefaultBudget, IgnoreYazid: true})
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range carpetMoves(a) {
			checkCarpetPlays(t, st, m)
			flights++
		}
	}
	if flights < 10 {
		t.Fatalf("%d Carpet moves checked: the test proves little", flights)
	}
	compared, _ := adviceEqualsReference(t, rand.New(rand.NewPCG(29, 6)), sample(6, 1), withCarpet)
	if compared < sample(3, 1) {
		t.Fatalf("%d tables compared", compared)
	}
	t.Logf("%d Carpet moves, %d tables compared", flights, compared)
}

// TestCarpetOutcomesAgainstBruteForce: on random tables (stacks of up to
// 3), the Carpet's outcomes the search plays (a walk and a spread that
// sultan.CheckCarpetMove takes) are those of the Carpet moves brute force
// finds (every walk of drops each next to the one before, the last on
// every tile, every order of the stack, sultan.CheckCarpetMove) onto a
// tile that holds the last tribe before the move, of an outcome no move
// of the base rules reaches; but for those whose every walk steps on
// the last tile, not planned (docs/advice.md), which are counted.
func TestCarpetOutcomesAgainstBruteForce(t *testing.T) {
	type key struct {
		s, f game.Place
		c    game.Tribe
	}
	rng := rand.New(rand.NewPCG(41, 2))
	found, through := 0, 0
	for range sample(6, 2) {
		st, _ := randomState(t, rng, false)
		withCarpet(&st)
		b := st.Board
		plain, err := b.MoveOutcomes()
		if err != nil {
			t.Fatal(err)
		}
		reach := map[key]bool{}
		for _, x := range plain {
			reach[key{x.From, x.To, x.Tribe}] = true
		}
		brute, walksThrough := map[key]bool{}, map[key]bool{}
		for _, s := range b.Places() {
			m := b.Tile(s).Meeples
			k := m.Total()
			if k == 0 || b.Tile(s).Type.Forbidden() {
				continue
			}
			var orders [][]game.Tribe
			var order func(left game.Meeples, o []game.Tribe)
			order = func(left game.Meeples, o []game.Tribe) {
				if len(o) == k {
					orders = append(orders, slices.Clone(o))
					return
				}
				for _, c := range game.Tribes {
					if left[c] > 0 {
						left[c]--
						order(left, append(o, c))
						left[c]++
					}
				}
			}
			order(m, nil)
			var walks [][]game.Place
			var walk func(p game.Place, w []game.Place)
			walk = func(p game.Place, w []game.Place) {
				if len(w) == k-1 {
					walks = append(walks, slices.Clone(w))
					return
				}
				for _, d := range game.Directions {
					if q := d.From(p); b.Contains(q) {
						walk(q, append(w, q))
					}
				}
			}
			walk(s, nil)
			for _, w := range walks {
				for _, f := range b.Places() {
					for _, o := range orders {
						mv := game.Move{From: s}
						for j, q := range w {
							mv.Drops = append(mv.Drops, game.Drop{To: q, Tribe: o[j]})
						}
						mv.Drops = append(mv.Drops, game.Drop{To: f, Tribe: o[k-1]})
						x := key{s, f, o[k-1]}
						if f == s || reach[x] || b.Tile(f).Meeples[x.c] == 0 || sultan.CheckCarpetMove(b, mv) != nil {
							continue
						}
						if slices.Contains(w, f) {
							walksThrough[x] = true
						} else {
							brute[x] = true
						}
					}
				}
			}
		}
		var sp spreader
		sp.carpet = true
		mine := map[key]bool{}
		for _, x := range carpetOutcomes(st, plain) {
			for _, p := range carpetPaths(b, x) {
				if moves, _ := sp.placements(b, x.From, p.Path, b.Tile(x.From).Meeples, x.Tribe, 1); len(moves) > 0 {
					mine[key{x.From, x.To, x.Tribe}] = true
					break
				}
			}
		}
		for x := range mine {
			if !brute[x] {
				t.Errorf("planned %v, which brute force does not find", x)
			}
		}
		for x := range brute {
			if !mine[x] {
				t.Errorf("brute force finds %v, not planned", x)
			}
		}
		for x := range walksThrough {
			if !brute[x] {
				through++
			}
		}
		found += len(brute)
	}
	if found < 100 {
		t.Fatalf("%d outcomes found: the test proves little", found)
	}
	t.Logf("%d Carpet outcomes planned as brute force finds them; %d only by a walk through the last tile, not planned", found, through)
}

// BenchmarkAdviseSetupCarpet is BenchmarkAdviseSetup with the Flying
// Carpet held: its outcomes searched too.
func BenchmarkAdviseSetupCarpet(b *testing.B) {
	st, rules := loadState(b, "setup.yaml")
	withCarpet(&st)
	benchAdviseOn(b, st, rules)
}
