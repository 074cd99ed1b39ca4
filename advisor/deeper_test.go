package advisor

import (
	"fmt"
	"math"
	"reflect"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// TestDeeperLate: late enough (the fewer Camels left at most
// DeeperCamels), the first Deeper moves are valued one roll deeper,
// ranked by it, and the advice says so.
func TestDeeperLate(t *testing.T) {
	st, rules := loadState(t, "midgame.yaml") // Camels left: the player 7, Yazid 8
	st = lateBoard(st)
	o := Options{Top: 1, Weights: DefaultWeights(), Rules: rules, Deeper: 2, DeeperCamels: 7}
	if !o.Deepens(st) {
		t.Fatal("Deepens: false with 7 Camels left and DeeperCamels 7")
	}
	adv, err := Advise(st, o)
	if err != nil {
		t.Fatal(err)
	}
	if len(adv.Moves) != 1 || !adv.Moves[0].Deeper {
		t.Fatalf("moves %d, the first deeper %v: want 1, deeper", len(adv.Moves), len(adv.Moves) > 0 && adv.Moves[0].Deeper)
	}
	if testing.Short() {
		return // the ranking of three below: seconds
	}
	o.Top, o.Deeper = 3, 3
	all, err := Advise(st, o)
	if err != nil {
		t.Fatal(err)
	}
	if len(all.Moves) != 3 || all.Moves[0].Plan.Move.String() != adv.Moves[0].Plan.Move.String() {
		t.Fatalf("top 3 gives %d moves, the first %v: want 3, the first %v", len(all.Moves), all.Moves[0].Plan.Move, adv.Moves[0].Plan.Move)
	}
	for i, m := range all.Moves {
		if !m.Deeper || m.Rank != i+1 || i > 0 && m.Deep > all.Moves[i-1].Deep {
			t.Errorf("move %d: deeper %v, rank %d, deep %.2f (the one above %.2f)", i, m.Deeper, m.Rank, m.Deep, all.Moves[max(i-1, 0)].Deep)
		}
	}
	if !strings.Contains(strings.Join(all.Notes, "; "), "one roll deeper") {
		t.Errorf("notes %q: want the deeper search said", all.Notes)
	}
}

// lateBoard is st with the meeples of its last three rows taken off: a
// late board, few outcomes.
func lateBoard(st sultan.State) sultan.State {
	st = st.Clone()
	for i := 2 * st.Board.Cols; i < len(st.Board.Tiles); i++ {
		st.Board.Tiles[i].Meeples = game.Meeples{}
	}
	return st
}

// TestDeeperNotYet is TestDeeperLate's twin: with more Camels left than
// DeeperCamels the advice is the usual one.
func TestDeeperNotYet(t *testing.T) {
	st, rules := loadState(t, "midgame.yaml")
	o := Options{Top: 3, Weights: DefaultWeights(), Rules: rules, Deeper: 3, DeeperCamels: 6, Budget: 20000}
	if o.Deepens(st) {
		t.Fatal("Deepens: true with 7 Camels left and DeeperCamels 6")
	}
	got, err := Advise(st, o)
	if err != nil {
		t.Fatal(err)
	}
	o.Deeper = 0
	want, err := Advise(st, o)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Error("Deeper changed the advice with more Camels left than DeeperCamels")
	}
}

func BenchmarkDeeperMidgame(b *testing.B) {
	st, rules := loadState(b, "midgame.yaml")
	o := Options{Top: 1, Weights: DefaultWeights(), Rules: rules, Deeper: 3, DeeperCamels: 11}
	for b.Loop() {
		if _, err := Advise(st, o); err != nil {
			b.Fatal(err)
		}
	}
}

// TestReplyIgnoresTheOuterFloor: a reply searches its own table; a
// floor (ChooseOutbid's floored search) or an outbid round's re-roll on
// the outer options must not reach it. The twin: with the outer fields
// passed on, the floored reply finds no move above a floor set out of
// reach, and values differently.
func TestReplyIgnoresTheOuterFloor(t *testing.T) {
	st, rules := loadState(t, "midgame.yaml")
	st = lateBoard(st)
	clean := Options{Top: 1, Weights: DefaultWeights(), Rules: rules}
	want, _, err := replyValue(st, clean)
	if err != nil {
		t.Fatal(err)
	}
	outer := clean
	outer.floored, outer.floor, outer.rollFollows = true, 1e9, true
	got, _, err := replyValue(st, outer)
	if err != nil {
		t.Fatal(err)
	}
	if got != want {
		t.Errorf("reply value under a floored outer search: %.3f, want %.3f", got, want)
	}
	a, err := Advise(st, outer)
	if err == nil && len(a.Moves) > 0 {
		t.Skip("the floor out of reach still left a move: the twin proves nothing here")
	}
}

// Deepens: DeeperAssassins deepens a table where Yazid holds that many
// Assassins or more, whatever the Camels left; its twins: one Assassin
// fewer, DeeperAssassins 0, Deeper 0.
func TestDeepensAtYazidsAssassins(t *testing.T) {
	st, _ := loadState(t, "tracked.yaml") // 10 Camels left each
	for _, c := range []struct {
		name                    string
		deeper, assassins, held int
		want                    bool
	}{
		{name: "6 held, from 6", deeper: 3, assassins: 6, held: 6, want: true},
		{name: "6 held, from 5", deeper: 3, assassins: 5, held: 6, want: true},
		{name: "twin: 5 held, from 6", deeper: 3, assassins: 6, held: 5},
		{name: "twin: DeeperAssassins 0", deeper: 3, held: 6},
		{name: "twin: Deeper 0", assassins: 6, held: 6},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := st.Clone()
			s.Yazid.Assassins = c.held
			o := Options{Deeper: c.deeper, DeeperCamels: 2, DeeperAssassins: c.assassins}
			if got := o.Deepens(s); got != c.want {
				t.Errorf("Deepens: got %v, want %v", got, c.want)
			}
		})
	}
}

// The replies of rolls that leave the same table are searched once: the
// deep values are those of a search that searches every roll's reply
// (reference), move for move, on a late board where rolls share tables.
func TestDeepRepliesShared(t *testing.T) {
	if testing.Short() {
		t.Skip("two deeper searches of three moves: seconds")
	}
	st, rules := loadState(t, "midgame.yaml")
	st = lateBoard(st)
	w := DefaultWeights()
	w.DeeperReplyBudget = 0 // whole replies: a bounded one is cut where its search's work runs out, which the reference's is not
	o := Options{Top: 3, Weights: w, Rules: rules, Deeper: 3, DeeperCamels: 7}
	got, err := Advise(st, o)
	if err != nil {
		t.Fatal(err)
	}
	o.reference = true
	want, err := Advise(st, o)
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Moves) != len(want.Moves) {
		t.Fatalf("%d moves, want %d", len(got.Moves), len(want.Moves))
	}
	for i := range got.Moves {
		g, w := got.Moves[i], want.Moves[i]
		if g.Plan.Move.String() != w.Plan.Move.String() || g.Deep != w.Deep || !g.Deeper {
			t.Errorf("move %d: %v deep %v (deeper %v), want %v deep %v", i+1, g.Plan.Move, g.Deep, g.Deeper, w.Plan.Move, w.Deep)
		}
	}
}

// The weights' deeper and deeper_assassins deepen Advise as
// Options.Deeper and DeeperAssassins do while Yazid holds that many
// Assassins, the same move and deep value; the twin: holding one fewer,
// the advice is one roll deep.
func TestDeeperFromTheWeights(t *testing.T) {
	st, rules := loadState(t, "midgame.yaml")
	st = lateBoard(st)
	w := DefaultWeights()
	w.Deeper, w.DeeperAssassins = 2, 5
	for _, held := range []int{5, 4} {
		t.Run(fmt.Sprintf("Yazid holds %d", held), func(t *testing.T) {
			s := st.Clone()
			s.Yazid.Assassins = held
			o := Options{Top: 1, Weights: w, Rules: rules}
			if got, want := o.Deepens(s), held == 5; got != want {
				t.Fatalf("Deepens holding %d: got %v, want %v", held, got, want)
			}
			if held == 5 && testing.Short() {
				return // a deeper search: seconds (TestDeeperLate has one)
			}
			adv, err := Advise(s, o)
			if err != nil {
				t.Fatal(err)
			}
			if len(adv.Moves) != 1 {
				t.Fatalf("%d moves, want 1", len(adv.Moves))
			}
			noted := strings.Contains(strings.Join(adv.Notes, "; "), "one roll deeper")
			if adv.Moves[0].Deeper != (held == 5) || noted != (held == 5) {
				t.Fatalf("holding %d: deeper %v, noted %v", held, adv.Moves[0].Deeper, noted)
			}
			if held != 5 {
				return
			}
			want, err := Advise(s, Options{Top: 1, Weights: DefaultWeights(), Rules: rules, Deeper: 2, DeeperAssassins: 5})
			if err != nil {
				t.Fatal(err)
			}
			if g, w := adv.Moves[0], want.Moves[0]; g.Plan.Move.String() != w.Plan.Move.String() || g.Deep != w.Deep {
				t.Errorf("from the weights %v deep %v, from the options %v deep %v", g.Plan.Move, g.Deep, w.Plan.Move, w.Deep)
			}
		})
	}
}

// fiveAssassins is the mid-game board with two of its Assassins given to
// Yazid (the first two on the board, in reading order): he holds five,
// and the weights' deeper search (deeper 3, deeper_assassins 5) applies.
func fiveAssassins(t testing.TB) (sultan.State, sultan.Rules) {
	st, rules := loadState(t, "midgame.yaml")
	st = st.Clone()
	for i, given := 0, 0; i < len(st.Board.Tiles) && given < 2; i++ {
		for st.Board.Tiles[i].Meeples[game.Assassin] > 0 && given < 2 {
			st.Board.Tiles[i].Meeples[game.Assassin]--
			given++
		}
	}
	st.Yazid.Assassins += 2
	return st, rules
}

// BenchmarkDeeperFiveAssassins is the advice one roll deeper where the
// weights deepen it (Yazid holds five Assassins), on the mid-game board
// (docs/advice.md, "Seventh pass"): with whole replies on every roll
// (deeper_budget and deeper_reply_budget 0, the defaults), and within
// the seventh pass's cheapest budgets (3 and 0.005).
func BenchmarkDeeperFiveAssassins(b *testing.B) {
	st, rules := fiveAssassins(b)
	for _, c := range []struct {
		name          string
		budget, reply float64
	}{
		{"whole replies", DefaultWeights().DeeperBudget, DefaultWeights().DeeperReplyBudget},
		{"budgets 3 and 0.005", 3, 0.005},
	} {
		b.Run(c.name, func(b *testing.B) {
			w := DefaultWeights()
			w.Deeper, w.DeeperAssassins, w.DeeperBudget, w.DeeperReplyBudget = 3, 5, c.budget, c.reply
			o := Options{Top: 3, Weights: w, Rules: rules}
			if !o.Deepens(st) {
				b.Fatal("Deepens: false at five Assassins")
			}
			rolls := 0
			for b.Loop() {
				adv, err := Advise(st, o)
				if err != nil {
					b.Fatal(err)
				}
				rolls = adv.DeeperRolls
			}
			b.ReportMetric(float64(rolls), "rolls")
		})
	}
}

// TestDeeperBudgetSaysTheRolls: a deeper search whose budget
// (deeper_budget) runs out after its first roll counts that roll's
// replies, and says how many rolls it searched; the twins: no bound, and
// a bound every roll fits in, search all 36 and give the same deep
// values, with the usual note.
func TestDeeperBudgetSaysTheRolls(t *testing.T) {
	st, rules := loadState(t, "midgame.yaml")
	st = lateBoard(st)
	advise := func(budget float64) Advice {
		t.Helper()
		w := DefaultWeights()
		w.DeeperBudget = budget
		w.DeeperReplyBudget = 0.02 // short replies: the test is of the rolls' budget
		adv, err := Advise(st, Options{Top: 2, Weights: w, Rules: rules, Deeper: 2, DeeperCamels: 7})
		if err != nil {
			t.Fatal(err)
		}
		return adv
	}
	cut, all := advise(1e-6), advise(0) // 1e-6 budgets: one step
	notes := strings.Join(cut.Notes, "; ")
	if cut.DeeperRolls != 1 || !strings.Contains(notes, "on 1 of Yazid's 36 rolls before the work budget ran out") {
		t.Errorf("one step of budget: %d rolls, notes %q; want 1, and said", cut.DeeperRolls, notes)
	}
	if all.DeeperRolls != sultan.Rolls || strings.Contains(strings.Join(all.Notes, "; "), "budget ran out") {
		t.Errorf("no bound: %d rolls, notes %q; want 36, no budget said", all.DeeperRolls, all.Notes)
	}
	if testing.Short() {
		return
	}
	fits := advise(100)
	for i := range all.Moves {
		if g, w := fits.Moves[i], all.Moves[i]; g.Plan.Move.String() != w.Plan.Move.String() || g.Deep != w.Deep {
			t.Errorf("move %d within a budget every roll fits in: %v deep %v, want %v deep %v", i+1, g.Plan.Move, g.Deep, w.Plan.Move, w.Deep)
		}
	}
}

// TestReplyBudget: a reply's search with a work bound after its bounds
// (deeper_reply_budget) stops early, worth no more than the whole
// search's reply; the twin: without it the search is not cut.
func TestReplyBudget(t *testing.T) {
	st, rules := fiveAssassins(t)
	o := Options{Top: 1, Weights: DefaultWeights(), Rules: rules}
	full, fw, err := replyValue(st, o)
	if err != nil {
		t.Fatal(err)
	}
	_, whole, err := adviseSearch(st, o.forReply())
	if err != nil {
		t.Fatal(err)
	}
	if whole.cut {
		t.Fatal("the twin: the reply's whole search was cut")
	}
	o.replyWork = 1
	short, sw, err := replyValue(st, o)
	if err != nil {
		t.Fatal(err)
	}
	_, part, err := adviseSearch(st, o.forReply())
	if err != nil {
		t.Fatal(err)
	}
	if !part.cut || sw >= fw || short > full {
		t.Errorf("one step after the bounds: cut %v, work %d (whole %d), value %.2f (whole %.2f); want cut, less work, no more worth", part.cut, sw, fw, short, full)
	}
}

// TestDeepValueByStratum: a deep value whose replies were searched on
// some rolls only counts each stratum's rolls at the mean of its replies
// searched (of every reply searched when none of it was), a lost roll
// none; the twin: every reply searched, the plain mean.
func TestDeepValueByStratum(t *testing.T) {
	for _, c := range []struct {
		name            string
		rolls, searched [2]int
		replies         [2]float64
		base, want      float64
	}{
		{name: "every reply searched", rolls: [2]int{30, 4}, searched: [2]int{30, 4}, replies: [2]float64{300, 20}, base: 36, want: (36 + 320) / 36.0},
		{name: "half of each", rolls: [2]int{30, 4}, searched: [2]int{15, 2}, replies: [2]float64{150, 4}, base: 36, want: (36 + 30*10 + 4*2) / 36.0},
		{name: "no Assassin roll searched", rolls: [2]int{30, 4}, searched: [2]int{10, 0}, replies: [2]float64{50, 0}, base: 0, want: (30*5 + 4*5) / 36.0},
		{name: "none searched", rolls: [2]int{30, 4}, base: 72, want: 2},
	} {
		t.Run(c.name, func(t *testing.T) {
			d := deepMove{base: c.base, rolls: c.rolls, searched: c.searched, replies: c.replies}
			if got := d.value(); math.Abs(got-c.want) > 1e-9 {
				t.Errorf("got %v, want %v", got, c.want)
			}
		})
	}
}
