package advisor

import (
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// hornTable is the setup board with the Horn of Plenty held (unless
// not), five goods of a suit held (Gold makes it six: 21 to 30 VP), 2
// coins (no market) and the tracked row of cards (nil: not tracked).
func hornTable(t *testing.T, held bool, cards ...string) sultan.State {
	return itemTable(t, game.HornOfPlenty, held, true, func(st *sultan.State) {
		st.Player.Coins = 2
		for _, g := range []game.Good{game.Fish, game.Wheat, game.Pottery, game.Spice, game.Silk} {
			st.Player.Goods[g] = 1
		}
		if cards == nil {
			return
		}
		st.Resources = []game.Resource{}
		for _, s := range cards {
			r, err := game.ParseResource(s)
			if err != nil {
				t.Fatal(err)
			}
			st.Resources = append(st.Resources, r)
		}
	})
}

// adviseHorn is the advice for every outcome on st, searched in full,
// on the value before Yazid's roll (IgnoreYazid: what chooses the Horn;
// his roll costs the time of 300 outcomes' rolls).
func adviseHorn(t *testing.T, st sultan.State) Advice {
	t.Helper()
	return adviseBeforeRoll(t, st)
}

// hornUses lists the moves advised whose plan uses the Horn of Plenty
// before the move.
func hornUses(a Advice) []Ranked {
	var out []Ranked
	for _, m := range a.Moves {
		if slices.ContainsFunc(m.Plan.Before, func(u sultan.PowerUse) bool { return u.Power == game.HornOfPlenty.Key() }) {
			out = append(out, m)
		}
	}
	return out
}

// TestHornInThePlan: with the Horn of Plenty held and the tracked row's
// Gold behind 3 Fakirs, the best turn of every move taking 1 to 3
// Merchants has the Horn used before it, the row refilled and ordered so
// that the Merchants take the Gold (a sixth good: 21 to 30 VP), said in
// table words; the plan plays (sultan.PlayTurn) to the score change the
// advice says. The twins: no move of 4 Merchants or more (they take the
// Gold anyway) nor of another tribe uses it. The refill's cards the Merchants take
// when the row is short are valued in the estimate, not the score.
func TestHornInThePlan(t *testing.T) {
	st := hornTable(t, true, "fakir", "fakir", "fakir", "gold", "fakir", "fakir")
	a := adviseHorn(t, st)
	used := hornUses(a)
	if len(used) == 0 {
		t.Fatal("no move uses the Horn")
	}
	for _, m := range a.Moves {
		// 4 Merchants take the Gold without the Horn.
		if horn := len(hornUses(Advice{Moves: []Ranked{m}})) > 0; horn != (m.Tribe == game.Merchant && m.Taken < 4) {
			t.Errorf("%v takes %d %s, the Horn used %v: %q", m.Plan.Move, m.Taken, m.Tribe, horn, m.Actions)
		}
	}
	for _, m := range used {
		after, change := playPlan(t, st, m.Plan)
		if after.Player.Goods[game.Gold] != 1 || after.Player.Items[game.HornOfPlenty] != 0 {
			t.Errorf("%v: Gold %d, Horns %d after the turn; want 1, 0", m.Plan.Move, after.Player.Goods[game.Gold], after.Player.Items[game.HornOfPlenty])
		}
		if change != m.ScoreChange {
			t.Errorf("%v: score change %d, advice says %d", m.Plan.Move, change, m.ScoreChange)
		}
		want := "the Horn of Plenty before the move: refill the row to 9 cards and order it: "
		if front, _, _ := strings.Cut(strings.TrimPrefix(m.Actions[0], want), " first for the "); !strings.HasPrefix(m.Actions[0], want) ||
			!strings.Contains(front, "Gold") || !slices.Contains(m.Actions, "unknown: the 3 cards the Horn of Plenty draws (hidden; the Merchants take the row's cards)") {
			t.Errorf("%v: actions %q", m.Plan.Move, m.Actions)
		}
	}
	// The order after the Merchants: the goods first, the Fakirs last.
	row := used[0].Plan.Before[0].Row
	rest := row[used[0].Taken:]
	if i := slices.Index(rest, "fakir"); i >= 0 && slices.ContainsFunc(rest[i:], func(s string) bool { return s != "fakir" }) {
		t.Errorf("the row after the Merchants %q: a good behind a Fakir", rest)
	}

	// A row of one card: the Merchants beyond it take the refill's
	// cards, their VP in the estimate, not the score.
	st = hornTable(t, true, "gold")
	a = adviseHorn(t, st)
	var two *Ranked
	for _, m := range hornUses(a) {
		if m.Taken >= 2 {
			two = &m
			break
		}
	}
	if two == nil {
		t.Fatal("no move of 2 Merchants or more uses the Horn on a row of 1 card")
	}
	after, change := playPlan(t, st, two.Plan)
	hidden := scoring.Merchandise(after.Player.Goods, 0, false) - scoring.Merchandise(withGold(st), 0, false)
	if hidden <= 0 || change-hidden != two.ScoreChange {
		t.Errorf("%v: score change %d (%d of it the refill's), advice says %d", two.Plan.Move, change, hidden, two.ScoreChange)
	}
	if after.Player.Goods.Total() != st.Player.Goods.Total()+min(two.Taken, 9) {
		t.Errorf("%v: %d goods after, want %d", two.Plan.Move, after.Player.Goods.Total(), st.Player.Goods.Total()+min(two.Taken, 9))
	}
	if !slices.ContainsFunc(two.Actions, func(s string) bool {
		return strings.HasPrefix(s, "unknown: the 8 cards the Horn of Plenty draws (hidden; the Merchants'")
	}) {
		t.Errorf("%v: actions %q", two.Plan.Move, two.Actions)
	}
}

// withGold is the goods st's player holds, and a Gold.
func withGold(st sultan.State) [game.NumGoods]int {
	g := st.Player.Goods
	g[game.Gold]++
	return g
}

// TestHornNotPlanned: the twins of TestHornInThePlan: no plan of any
// move uses the Horn of Plenty when it is not held, when the row is not
// tracked, or when the row holds 9 cards already and its front is the
// best for every Merchants' move (the Horn would add nothing to the
// player's Merchants); with the Gold behind the Fakirs, some do.
func TestHornNotPlanned(t *testing.T) {
	for _, tc := range []struct {
		name string
		st   sultan.State
		want bool
	}{
		{"Gold behind the Fakirs", hornTable(t, true, "fakir", "fakir", "fakir", "gold", "fakir", "fakir"), true},
		{"not held", hornTable(t, false, "fakir", "fakir", "fakir", "gold", "fakir", "fakir"), false},
		{"row not tracked", hornTable(t, true), false},
		{"the row's best first", hornTable(t, true, "gold", "ivory", "jewels", "papyrus", "fish", "wheat",
			"pottery", "fakir", "fakir"), false},
	} {
		outs, err := tc.st.Board.MoveOutcomes()
		if err != nil {
			t.Fatal(err)
		}
		planned := 0
		for _, x := range outs {
			paths, _, err := tc.st.Board.OutcomePaths(x.From, x.To, x.Tribe, 1)
			if err != nil || len(paths) == 0 {
				t.Fatalf("%s: %v: no path (%v)", tc.name, x, err)
			}
			moves, _ := placements(tc.st.Board, x.From, paths[0].Path, tc.st.Board.Tile(x.From).Meeples, x.Tribe, 1)
			for _, mv := range moves {
				ps, _ := plans(tc.st, mv)
				for _, p := range ps {
					if len(p.Before) > 0 {
						planned++
					}
				}
			}
		}
		if got := planned > 0; got != tc.want {
			t.Errorf("%s: %d plans use the Horn, want some %v", tc.name, planned, tc.want)
		}
	}
}

// TestHornUse: hornUse orders the row for the Merchants a move takes:
// the best cards for the player first, then the goods, the Fakirs last;
// not for another tribe's move; and the stand-ins of the refill are the
// pile's likeliest goods.
func TestHornUse(t *testing.T) {
	st := hornTable(t, true, "fakir", "wheat", "gold", "fakir")
	w := DefaultWeights()
	merchants := afterMove{tribe: game.Merchant, taken: 1}
	u, ok := hornUse(st, merchants, w)
	if !ok {
		t.Fatal("no Horn for 1 Merchant behind a Fakir")
	}
	drawn, _ := hornStandIns(st)
	if got, want := u.Row[0], "gold"; got != want {
		t.Errorf("got the Merchant's card %s, want %s (row %q)", got, want, u.Row)
	}
	if got := u.Row[len(u.Row)-2:]; !slices.Equal(got, []string{"fakir", "fakir"}) {
		t.Errorf("got the row's back %q, want the Fakirs", got)
	}
	// Fish, Wheat and Pottery (6 cards each) lead the pile: the player
	// holds one of each, and the row a Wheat.
	if len(drawn) != 5 || drawn[0].Good != game.Fish || drawn[1].Good != game.Pottery {
		t.Errorf("got the stand-ins %v, want 5 from Fish, Pottery", drawn)
	}
	if _, ok := hornUse(st, afterMove{tribe: game.Builder, taken: 1}, w); ok {
		t.Error("the Horn used on a Builders' move")
	}
	// Its price: the Item kept's, from the estimate (0 today): a gain
	// must beat it.
	spent := st
	spent.Player.Items[game.HornOfPlenty]--
	if price := estimate(st, spent, w); math.Abs(price) > 1e-9 {
		t.Logf("the Horn kept is worth %v in the estimate", -price)
	}
}

// withHorn holds the Horn of Plenty, the Artisans in play, and tracks a
// row of Fakirs before Jewels where none was.
func withHorn(st *sultan.State) {
	st.Expansions.Artisans = true
	st.Player.Items[game.HornOfPlenty] = 1
	if st.Resources == nil {
		st.Resources = []game.Resource{{Fakir: true}, {Fakir: true}, {Good: game.Jewels}}
	}
}

// TestClassValuesExactWithHorn is TestClassValuesExactWithPowers with the
// Horn of Plenty held: its plans' values (the row it orders, its hidden
// refill) are the class's, and within the outcome's bound.
func TestClassValuesExactWithHorn(t *testing.T) {
	t.Parallel()
	checked, _, _, seen := classValuesExact(t, rand.New(rand.NewPCG(7, 11)), sample(12, 1), withHorn)
	if !seen[game.HornOfPlenty.Key()] {
		t.Fatalf("%d turns, the Horn never used (%v): the test proves little", checked, seen)
	}
	t.Logf("%d turns: %v", checked, seen)
}

// TestAdviceEqualsReferenceWithHorn is TestAdviceEqualsReferenceWithPowers
// with the Horn of Plenty the only power held: the moves with powers the
// advice lists are the Horn's. Two Camels left a side at most: the Horn
// kept is worth little (item_kept by the clock), so its uses are many.
func TestAdviceEqualsReferenceWithHorn(t *testing.T) {
	t.Parallel()
	compared, horns := adviceEqualsReference(t, rand.New(rand.NewPCG(13, 17)), sample(10, 1), func(st *sultan.State) {
		st.Player.Djinns, st.Player.Thieves, st.Player.Items = nil, nil, sultan.ItemsHeld{}
		st.Player.Camels, st.Yazid.Camels = min(st.Player.Camels, 2), min(st.Yazid.Camels, 2)
		withHorn(st)
	})
	if compared < sample(3, 1) || horns < sample(1, 0) {
		t.Fatalf("%d compared, %d moves with the Horn", compared, horns)
	}
	t.Logf("%d compared, %d moves with the Horn", compared, horns)
}
