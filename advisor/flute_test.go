package advisor

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// withFlute holds the Enchanting Flute, Yazid at six Assassins (any
// one more loses) on half the tables.
func withFlute(st *sultan.State) {
	st.Player.Items[game.EnchantingFlute] = 1
	if st.Board.Tiles[0].Meeples.Total()%2 == 0 {
		st.Yazid.Assassins = 6
	}
}

// TestClassValuesExactWithFlute is TestClassValuesExactWithPowers with
// the Enchanting Flute held: a plan with the Flute, after its class's
// powers, is worth what the class says, whichever use it makes. Not in
// the short run: a Flute table's plans are many (about 1 CPU second a
// table).
func TestClassValuesExactWithFlute(t *testing.T) {
	if testing.Short() {
		t.Skip("about 1 CPU second a table")
	}
	t.Parallel()
	checked, _, _, seen := classValuesExact(t, rand.New(rand.NewPCG(7, 11)), 4, withFlute)
	if !seen[flute] {
		t.Fatalf("%d turns, the Flute never used (%v): the test proves little", checked, seen)
	}
	t.Logf("%d turns: %v", checked, seen)
}

// TestAdviceEqualsReferenceWithFlute is TestAdviceEqualsReferenceWithPowers
// with the Enchanting Flute held. Not in the short run (about 2 CPU
// seconds a table).
func TestAdviceEqualsReferenceWithFlute(t *testing.T) {
	if testing.Short() {
		t.Skip("about 2 CPU seconds a table")
	}
	t.Parallel()
	compared, powered, seen := adviceEqualsReferenceSeen(t, rand.New(rand.NewPCG(13, 17)), 4, withFlute)
	if compared < 3 || powered < 3 || !seen[flute] {
		t.Fatalf("%d compared, %d moves with powers (%v)", compared, powered, seen)
	}
	t.Logf("%d compared, %d moves with powers (%v)", compared, powered, seen)
}

// fluteTable is the setup board with one Merchant a tile, but column 1:
// empty but for a lone Assassin on r3 c1, which no move reaches; Yazid
// holds assassins; edit changes it further.
func fluteTable(t *testing.T, assassins int, edit func(st *sultan.State)) sultan.State {
	return powerTable(t, func(st *sultan.State) {
		st.Expansions.Artisans = true
		for i := range st.Board.Tiles {
			st.Board.Tiles[i].Meeples = game.Meeples{game.Merchant: 1}
			if i%st.Board.Cols == 0 {
				st.Board.Tiles[i].Meeples = game.Meeples{}
			}
		}
		st.Board.At(r3c1).Meeples = game.Meeples{game.Assassin: 1}
		st.Yazid.Assassins = assassins
		st.Player.Items[game.EnchantingFlute] = 1
		if edit != nil {
			edit(st)
		}
	})
}

var r3c1 = game.Place{Col: 1, Row: 3}

// TestFluteInThePlan: Yazid at six Assassins, the lone Assassin of column
// 1 is struck by 6 of his 36 rolls (its own, the black 6 and the
// column's 4 empty rolls, which have it as their one candidate); the
// best move moves it with the Enchanting Flute onto r3 c2, where only
// its own roll strikes it, said in table words, and the plan plays
// (sultan.PlayTurn) to the score change the advice says. The negative
// twins: the Flute not held; column 2 empty too (every tile next to it
// alone in its column: struck as much); Yazid at four Assassins (what
// it takes out is worth less than 1 VP: fluteMinGain).
func TestFluteInThePlan(t *testing.T) {
	const want = "the Enchanting Flute: move an Assassin from r3 c1 (Small Market) onto r3 c2 (Large Market)"
	st := fluteTable(t, 6, nil)
	if got := st.Board.Tile(r3c1).Type.String() + "," + st.Board.Tile(game.Place{Col: 2, Row: 3}).Type.String(); got != "Small Market,Large Market" {
		t.Fatalf("tiles %s: the test's words are wrong", got)
	}
	a := advise(t, st, 3)
	m := a.Moves[0]
	if !slices.Contains(m.Actions, want) {
		t.Fatalf("actions %q, want %q", m.Actions, want)
	}
	checkPlays(t, st, m)
	if math.Abs(m.Yazid.PLoss-1.0/36) > 1e-9 {
		t.Fatalf("the chance of a loss %v with the Flute, want 1/36", m.Yazid.PLoss)
	}
	// The same move without the Flute: 6 rolls of 36 lose.
	plain := m.Plan
	plain.Powers = nil
	after, _ := playPlan(t, st, plain)
	if y := threatOf(t, after); math.Abs(y.PLoss-6.0/36) > 1e-9 {
		t.Fatalf("the chance of a loss %v without the Flute, want 6/36", y.PLoss)
	}

	twins := []struct {
		name string
		st   sultan.State
	}{
		{"the Flute not held", fluteTable(t, 6, func(st *sultan.State) { st.Player.Items[game.EnchantingFlute] = 0 })},
		{"no tile next to it struck less", fluteTable(t, 6, func(st *sultan.State) {
			for r := 1; r <= st.Board.Rows; r++ {
				st.Board.At(game.Place{Col: 2, Row: r}).Meeples = game.Meeples{}
			}
		})},
		{"worth less than 1 VP", fluteTable(t, 4, nil)},
	}
	for _, tc := range twins {
		t.Run(tc.name, func(t *testing.T) {
			if used := usesOf(advise(t, tc.st, 0), flute); len(used) > 0 {
				t.Fatalf("%d moves use the Flute: %q", len(used), used[0].Actions)
			}
		})
	}
}

// threatOf is Yazid's next roll on st, at the default weights.
func threatOf(t *testing.T, st sultan.State) Threat {
	t.Helper()
	return (&threatFinder{rules: sultan.DefaultRules(), w: DefaultWeights()}).threat(st)
}

// fluteFirst is the value of a turn's first Flute use (fluteValueExact).
type fluteFirst struct {
	plain  int // the turn without the Flute it is of; -1 for none
	pv     preValue
	powers []sultan.PowerUse
	ok     bool
}

// fluteValueExact checks that plan j of ps, a use of the Flute after the
// turn plain (its class's powers and Thief), plays as the search values
// it: as the turn with the first use listed for plain (pushFlute; kept
// in first). It returns 1 when the search tries it, 0 when not (plain
// refused).
func fluteValueExact(t *testing.T, s *searcher, st sultan.State, v classValues, ps []sultan.TurnPlan, sigs []planSig, plain, j int, first *fluteFirst, before int, o Options) int {
	t.Helper()
	if !v.of(sigs[plain]).ok {
		return 0
	}
	base := ps[plain]
	base.Powers, base.Thieves = v.powersOf(sigs[plain])
	if first.plain != plain {
		pv, powers, ok, err := s.fluteValue(base, ps[j].Powers[0])
		if err != nil {
			t.Fatal(err)
		}
		*first = fluteFirst{plain: plain, pv: pv, powers: powers, ok: ok}
	}
	plan := base
	plan.Powers = planPowers(ps[j].Powers, first.powers)
	c, legal, err := try(st, plan, before, o)
	if err != nil {
		t.Fatal(err)
	}
	if legal != first.ok {
		t.Fatalf("%v %+v: legal %v, the first use's %v", plan.Move, plan.Powers, legal, first.ok)
	}
	if legal && (c.score != first.pv.score || c.est != first.pv.est || c.losesNow != first.pv.losesNow) {
		t.Fatalf("%v %+v: score %d est %v loses %v, the first use's %+v", plan.Move, plan.Powers, c.score, c.est, c.losesNow, first.pv)
	}
	return 1
}

// TestSureHarmLeavesTheFlutesTiles: the sure harm of a turn with the
// Flute is no more than what Yazid's roll takes after it: the Flute's
// tiles are not told. Column 1 holds a Merchant a tile, r1 c1 an
// Assassin too, struck by its own roll and the black 6 of its column
// (the bottom tile with meeples); the Flute moves the Assassin onto r2
// c1, struck by its own roll only. The negative twin: read as the turn
// without the Flute (r1 c1 holding the Assassin), the sure harm is more
// than his roll takes.
func TestSureHarmLeavesTheFlutesTiles(t *testing.T) {
	st := fluteTable(t, 5, func(st *sultan.State) {
		for r := 1; r <= st.Board.Rows; r++ {
			st.Board.At(game.Place{Col: 1, Row: r}).Meeples = game.Meeples{game.Merchant: 1}
		}
		st.Board.At(game.Place{Col: 1, Row: 1}).Meeples[game.Assassin] = 1
	})
	r1c1, r2c1 := game.Place{Col: 1, Row: 1}, game.Place{Col: 1, Row: 2}
	checkSureHarmLeaves(t, st, sultan.PowerUse{Power: flute, At: &r2c1, From: []sultan.Kill{{Place: r1c1, Meeple: "R"}}})
}

// checkSureHarmLeaves: a turn of st that kills nothing and leaves columns
// 1 and 2 alone, with use (on column 1) its one power, has a sure harm no
// more than Yazid's roll takes after it; read as the same turn without
// use, more (the test proves something).
func checkSureHarmLeaves(t *testing.T, st sultan.State, use sultan.PowerUse) {
	t.Helper()
	o := Options{Weights: DefaultWeights(), Rules: sultan.DefaultRules(), ScoringRules: scoring.DefaultRules()}
	before, _, err := scoreOf(st, o)
	if err != nil {
		t.Fatal(err)
	}
	var plan sultan.TurnPlan
	for _, m := range advise(t, st, 0).Moves {
		if m.From.Col > 2 && m.Plan.Tribe.Kill == nil &&
			slices.IndexFunc(m.Plan.Move.Drops, func(d game.Drop) bool { return d.To.Col <= 2 }) < 0 {
			plan = m.Plan
			break
		}
	}
	if plan.Move.Drops == nil {
		t.Fatal("no move without a kill leaves columns 1 and 2 alone")
	}
	plan.Powers = []sultan.PowerUse{use}
	c, ok, err := try(st, plan, before, o)
	if err != nil || !ok {
		t.Fatalf("the plan does not play: %v", err)
	}
	pv, err := preValueOf(st, c.after, o)
	if err != nil {
		t.Fatal(err)
	}
	h := newSureHarm(st, o)
	taken := takenBy(c, o.Rules, o)
	if s := h.sureOf(pv, plan); s > taken+1e-9 {
		t.Fatalf("%s: sure harm %v, his roll takes %v", use.Power, s, taken)
	}
	without := plan
	without.Powers = nil
	if s := h.sureOf(pv, without); s <= taken+1e-9 {
		t.Fatalf("read without %s, sure harm %v, no more than his roll takes (%v): the test proves little", use.Power, s, taken)
	}
}

// TestSureHarmLeavesTheScimitarsTile: the Burning Scimitar removes the
// meeples of the tile it controls, so a Scimitar turn's sure harm is no
// more than Yazid's roll takes after it; the twin reads the same turn
// without the Scimitar and tells more than his roll takes (what the
// Scimitar removed counted as his).
func TestSureHarmLeavesTheScimitarsTile(t *testing.T) {
	r1c1 := game.Place{Col: 1, Row: 1}
	st := fluteTable(t, 5, func(st *sultan.State) {
		st.Player.Items[game.EnchantingFlute] = 0
		st.Player.Items[game.BurningScimitar] = 1
		for r := 1; r <= st.Board.Rows; r++ {
			st.Board.At(game.Place{Col: 1, Row: r}).Meeples = game.Meeples{game.Merchant: 1}
		}
		st.Board.At(r1c1).Meeples = game.Meeples{game.Assassin: 1, game.Vizier: 1}
	})
	checkSureHarmLeaves(t, st, sultan.PowerUse{Power: scimitar, At: &r1c1, Meeples: meepleLetters(st.Board.Tile(r1c1).Meeples)})
}
