package advisor

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// TestScratchSameSearch: searches run one after another with one Scratch
// (the nodes, turns, heap, class values and Yazid's caches of the
// searches before) give the same advice, field for field, and do the
// same work, step for step, as each with a new one (Options.fresh):
// random tables, a quarter with budgets that stop the searches, the
// outbid's choice too (its second search reads the first's classes).
func TestScratchSameSearch(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(41, 3))
	shared := &Scratch{}
	worked, taken := 0, 0
	for i, c := range outbidCases(t, rng, sample(20, 3)) {
		fresh, with := c.o, c.o
		fresh.fresh, with.Scratch = true, shared
		want, ws, werr := adviseSearch(c.st, fresh)
		got, gs, gerr := adviseSearch(c.st, with)
		if !errors.Is(gerr, werr) || gs != ws || !reflect.DeepEqual(got, want) {
			t.Fatalf("case %d: with the shared scratch %+v %+v %v, with a new one %+v %+v %v", i, got, gs, gerr, want, ws, werr)
		}
		worked += ws.work
		// The outbid's second search, the floored one's classes taken
		// (made with the shared scratch, then read with it).
		ref := c
		ref.o.fresh = true
		paid, reroll, made := flooredThenPaid(t, ref)
		reroll.prior = made
		want, ws, werr = adviseSearch(paid, reroll)
		c.o.Scratch = shared
		paid, reroll, made = flooredThenPaid(t, c)
		reroll.prior = made
		got, gs, gerr = adviseSearch(paid, reroll)
		if !errors.Is(gerr, werr) || gs != ws || !reflect.DeepEqual(got, want) {
			t.Fatalf("case %d: the second search with the shared scratch %+v %+v %v, with a new one %+v %+v %v", i, got, gs, gerr, want, ws, werr)
		}
		taken += len(made)
		wc, werr := ChooseOutbid(c.st, c.roll, fresh)
		gc, gerr := ChooseOutbid(c.st, c.roll, with)
		if !errors.Is(gerr, werr) || !reflect.DeepEqual(gc, wc) {
			t.Fatalf("case %d, %v: the outbid's choice with the shared scratch %+v %v, with a new one %+v %v", i, c.roll, gc, gerr, wc, werr)
		}
	}
	if worked == 0 || taken == 0 {
		t.Fatalf("%d steps of work counted, %d classes taken by a second search: the test compares nothing", worked, taken)
	}
}

// TestScratchIsReused is its twin: the shared scratch does hand the
// search before's chunks and caches on (the next search on a table
// allocates less with it than with a new one), and a search inside a
// search takes another.
func TestScratchIsReused(t *testing.T) {
	st, rules := loadState(t, "setup.yaml")
	sc := &Scratch{}
	o := Options{Top: 5, Weights: DefaultWeights(), Rules: rules, Scratch: sc}
	if _, err := Advise(st, o); err != nil {
		t.Fatal(err)
	}
	if len(sc.nodeChunks) == 0 || len(sc.turnChunks) == 0 || sc.tf.cache == nil || sc.busy {
		t.Fatalf("after a search the scratch holds %d node chunks, %d turn chunks, cache %v, busy %v",
			len(sc.nodeChunks), len(sc.turnChunks), sc.tf.cache != nil, sc.busy)
	}
	reused := testing.AllocsPerRun(3, func() {
		if _, err := Advise(st, o); err != nil {
			t.Fatal(err)
		}
	})
	fresh := testing.AllocsPerRun(3, func() {
		f := o
		f.Scratch = &Scratch{}
		if _, err := Advise(st, f); err != nil {
			t.Fatal(err)
		}
	})
	if reused >= fresh {
		t.Errorf("allocations a search: %v with the scratch of the search before, %v with a new one", reused, fresh)
	}
	got, pooled := take(sc)
	inner, innerPooled := take(sc)
	if got != sc || pooled || inner == sc || !innerPooled {
		t.Errorf("a search inside a search took the scratch in use")
	}
	got.busy, inner.busy = false, false
}

// TestScoreOfIsScore: scoreOf, its game built in a reused buffer (a
// Scratch's, or the pool's), gives scoring.Score's total of SoloGameVP's
// game on random tables, Items, Thieves and Djinns held, and names the
// same Djinns of unknown VP; the twin: a Djinn's VP given by name is
// counted, so the buffer is not read stale.
func TestScoreOfIsScore(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 9))
	sc := &Scratch{}
	for i := range sample(200, 40) {
		st, _ := randomState(t, rng, i%3 == 2)
		st.Player.Items[rng.IntN(len(st.Player.Items))] += rng.IntN(3)
		if i%2 == 0 {
			st.Player.Djinns = append(slices.Clone(st.Player.Djinns), "Ptah", "Jafaar")
			st.Player.Thieves = []string{"Ziad"}
		}
		o := Options{ScoringRules: scoring.DefaultRules(), DjinnVP: map[string]int{"ptah": 1 + i%9}}
		g, wantUnknown := SoloGameVP(st, "player", o.DjinnVP)
		res, err := scoring.Score(g, o.ScoringRules)
		if err != nil {
			t.Fatal(err)
		}
		for _, with := range []*Scratch{sc, nil} {
			o.Scratch = with
			got, unknown, err := scoreOf(st, o)
			if err != nil || got != res.Players[0].Total || !slices.Equal(unknown, wantUnknown) {
				t.Fatalf("table %d (scratch %v): scoreOf %d %v %v, Score %d %v", i, with != nil, got, unknown, err, res.Players[0].Total, wantUnknown)
			}
		}
		if i%2 == 0 {
			o.DjinnVP = map[string]int{"ptah": 20 + i%9}
			o.Scratch = sc
			more, _, _ := scoreOf(st, o)
			if more != res.Players[0].Total+19 {
				t.Fatalf("table %d: Ptah at %d VP scores %d, at %d %d", i, 20+i%9, more, 1+i%9, res.Players[0].Total)
			}
		}
	}
}

// TestFindFromAnyHint: a class's entry for a signature is the same from
// any hint, before or after it (the search wraps around), and a
// signature the class does not list is found from none; the twin: the
// next hint is the one after the entry.
func TestFindFromAnyHint(t *testing.T) {
	var c classValues
	for i := range 6 {
		c = append(c, sigValue{sig: planSig{tile: int32(i), tribe: int32(i % 2)}, v: preValue{ok: true, score: i}})
	}
	for i := range c {
		for hint := range len(c) + 2 {
			sv, next := c.findFrom(c[i].sig, hint)
			if sv != &c[i] || next != i+1 {
				t.Errorf("signature %d from hint %d: entry %v, next %d", i, hint, sv, next)
			}
		}
	}
	if sv, _ := c.findFrom(planSig{tile: 9}, 3); sv != nil {
		t.Errorf("a signature not listed found %+v", sv)
	}
}

// TestScratchLeftClear: after searches of a shared scratch, large and
// small, cut or not, its heap and plan buffers hold nothing in their
// whole capacity (recycle clears what a search set: the heap's entries
// left, the most plans listed), so nothing of a search is kept alive by
// the next.
func TestScratchLeftClear(t *testing.T) {
	sc := &Scratch{}
	rng := rand.New(rand.NewPCG(41, 12))
	held := false
	for i, name := range []string{"stack12.yaml", "setup.yaml", "midgame.yaml", "stack10.yaml", "setup.yaml"} {
		st, rules := loadState(t, name)
		o := Options{Top: 1 + rng.IntN(5), Weights: DefaultWeights(), Rules: rules, Scratch: sc}
		if i == 2 {
			o.Budget = 3000 // cut
		}
		if _, err := Advise(st, o); err != nil {
			t.Fatal(err)
		}
		for j, e := range sc.heap[:cap(sc.heap)] {
			if e != (heapEntry{}) {
				t.Fatalf("after %s, heap entry %d of %d holds %+v", name, j, cap(sc.heap), e)
			}
		}
		for _, buf := range [][]sultan.TurnPlan{sc.valuePlans, sc.expandPlans} {
			for j, p := range buf[:cap(buf)] {
				if !reflect.ValueOf(p).IsZero() {
					t.Fatalf("after %s, plan %d of %d holds %v", name, j, cap(buf), p.Move)
				}
			}
		}
		held = held || cap(sc.heap) > 100 && cap(sc.expandPlans) > 0
	}
	if !held {
		t.Fatal("the searches used no heap nor plans buffer: the test proves nothing")
	}
}
