package advisor

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"testing"
)

// TestScratchSameSearch: searches run one after another with one Scratch
// (the nodes, turns, heap and Yazid's caches of the searches before)
// give the same advice, field for field, and do the same work, step for
// step, as each with a new one: random tables, a quarter with budgets
// that stop the searches, the outbid's choice too.
func TestScratchSameSearch(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(41, 3))
	shared := &Scratch{}
	worked := 0
	for i, c := range outbidCases(t, rng, sample(20, 4)) {
		fresh, with := c.o, c.o
		fresh.Scratch, with.Scratch = &Scratch{}, shared
		want, ws, werr := adviseSearch(c.st, fresh)
		got, gs, gerr := adviseSearch(c.st, with)
		if !errors.Is(gerr, werr) || gs != ws || !reflect.DeepEqual(got, want) {
			t.Fatalf("case %d: with the shared scratch %+v %+v %v, with a new one %+v %+v %v", i, got, gs, gerr, want, ws, werr)
		}
		worked += ws.work
		fresh.Scratch = &Scratch{}
		wc, werr := ChooseOutbid(c.st, c.roll, fresh)
		gc, gerr := ChooseOutbid(c.st, c.roll, with)
		if !errors.Is(gerr, werr) || !reflect.DeepEqual(gc, wc) {
			t.Fatalf("case %d, %v: the outbid's choice with the shared scratch %+v %v, with a new one %+v %v", i, c.roll, gc, gerr, wc, werr)
		}
	}
	if worked == 0 {
		t.Fatal("no work counted: the test compares nothing")
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
