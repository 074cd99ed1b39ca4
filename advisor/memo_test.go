package advisor

import (
	"reflect"
	"slices"
	"testing"

	"github.com/naqala/naqala/sultan"
)

// A search given the turns of the searches before it (turnMemo: the
// replies of one deeper advice) reads the turns it meets again from them
// for the same work: the same advice and the same work, step for step,
// as the search without them; the twin: turns kept under other rules
// are not read.
func TestReplyTurnsRemembered(t *testing.T) {
	st, rules := loadState(t, "midgame.yaml")
	st = lateBoard(st)
	o := Options{Top: 3, Weights: DefaultWeights(), Rules: rules}
	adv, err := Advise(st, o)
	if err != nil {
		t.Fatal(err)
	}
	// The tables Yazid's rolls leave after the first moves, as a deeper
	// advice's replies meet them; two that differ and leave Yazid the
	// same holdings, the same Djinns to buy and the same Resources: the
	// turns after them read the same of him.
	var tables []sultan.State
	for _, m := range adv.Moves {
		after, _, err := sultan.PlayTurn(st, m.Plan)
		if err != nil {
			t.Fatal(err)
		}
		for i := range sultan.Rolls {
			s, _, err := strike(after, sultan.Roll{White: i/6 + 1, Black: i%6 + 1}, o)
			if err != nil {
				t.Fatal(err)
			}
			tables = append(tables, s)
		}
	}
	var first, second sultan.State
	for i, a := range tables {
		for _, b := range tables[i+1:] {
			if second.Board == nil && !a.Equal(b) && a.Yazid == b.Yazid && slices.Equal(a.DjinnRow, b.DjinnRow) &&
				slices.Equal(a.Resources, b.Resources) && slices.Equal(a.Player.Djinns, b.Player.Djinns) {
				first, second = a, b
			}
		}
	}
	if second.Board == nil {
		t.Fatal("no two tables after Yazid's rolls differ for the same holdings")
	}
	want, wantSr, err := adviseSearch(second, o)
	if err != nil {
		t.Fatal(err)
	}
	other := rules
	other.BuildersFakirs = !other.BuildersFakirs
	for _, c := range []struct {
		name  string
		rules sultan.Rules
		read  bool
	}{{"the same rules", rules, true}, {"other rules", other, false}} {
		t.Run(c.name, func(t *testing.T) {
			m := &turnMemo{rules: c.rules}
			om := o
			om.turns = m
			if _, _, err := adviseSearch(first, om); err != nil {
				t.Fatal(err)
			}
			before := m.reads
			got, sr, err := adviseSearch(second, om)
			if err != nil {
				t.Fatal(err)
			}
			if read := m.reads > before; read != c.read {
				t.Errorf("turns read from the memo on the second table: %v (%d), want %v", read, m.reads-before, c.read)
			}
			if sr.work != wantSr.work || !reflect.DeepEqual(got, want) {
				t.Errorf("with the memo: work %d, advice %+v; want work %d, advice %+v", sr.work, got.Moves[0], wantSr.work, want.Moves[0])
			}
		})
	}
}

// A deeper advice whose replies keep their turns and FindTargets'
// answers from one to the next is the advice of replies that each start
// afresh (Options.fresh), field for field.
func TestDeeperRepliesRemembered(t *testing.T) {
	st, rules := loadState(t, "midgame.yaml")
	st = lateBoard(st)
	w := DefaultWeights()
	w.DeeperReplyBudget = 0.005 // a reply cut where its work runs out: the work must be the same
	o := Options{Top: 3, Weights: w, Rules: rules, Deeper: 3, DeeperCamels: 7}
	got, err := Advise(st, o)
	if err != nil {
		t.Fatal(err)
	}
	o.fresh = true
	want, err := Advise(st, o)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("replies remembered: %+v\nwant %+v", got, want)
	}
}
