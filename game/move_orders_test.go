package game

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestPathOrdersBruteForce: for every path of every outcome on random
// small boards, and every prefix of every order of the stack, PathOrders
// is the number of full orders with that prefix that CheckMove accepts,
// PathAdmits whether there is one, and CompleteOrder finds the one order exactly when one remains.
func TestPathOrdersBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(10, 11))
	boards := []*Board{mustBoard(t, "V[YYBB] V[B]\nV V"), mustBoard(t, "V V[RRG] V"), mustBoard(t, "V[YYYY] V\nV V")}
	for range 30 {
		boards = append(boards, randomMoveBoard(r, 3, 3, 4))
	}
	checked := 0
	for _, b := range boards {
		outs, err := b.MoveOutcomes()
		if err != nil {
			t.Fatal(err)
		}
		for _, o := range outs {
			paths, _, err := b.OutcomePaths(o.From, o.To, o.Tribe, 0)
			if err != nil {
				t.Fatal(err)
			}
			stack := b.Tile(o.From).Meeples
			all := orders(stack)
			for _, p := range paths {
				legal := map[string]bool{}
				for _, ord := range all {
					if ord[len(ord)-1] == o.Tribe && b.CheckMove(PathMove(o.From, p.Path, ord)) == nil {
						legal[tribesText(ord)] = true
					}
				}
				if got := b.PathOrders(o.From, p.Path, o.Tribe, nil); got.Cmp(NewMoveCount(uint64(len(legal)))) != 0 {
					t.Fatalf("%v %v: %d orders, want %d", o, p.Path, got, len(legal))
				}
				for _, ord := range all {
					for j := 0; j <= len(ord); j++ {
						want := 0
						var only []Tribe
						for _, full := range all {
							if slices.Equal(full[:j], ord[:j]) && legal[tribesText(full)] {
								want++
								only = full
							}
						}
						got := b.PathOrders(o.From, p.Path, o.Tribe, ord[:j])
						if got.Cmp(NewMoveCount(uint64(want))) != 0 {
							t.Fatalf("%v %v typed %s: %s orders, want %d", o, p.Path, tribesText(ord[:j]), got, want)
						}
						if admits := b.PathAdmits(o.From, p.Path, o.Tribe, ord[:j]); admits != (want > 0) {
							t.Fatalf("%v %v typed %s: admits %v, want %d orders", o, p.Path, tribesText(ord[:j]), admits, want)
						}
						c, ok := b.CompleteOrder(o.From, p.Path, o.Tribe, ord[:j])
						if ok != (want == 1) || ok && !slices.Equal(c, only) {
							t.Fatalf("%v %v typed %s: completed %s %v, want %d orders", o, p.Path, tribesText(ord[:j]), tribesText(c), ok, want)
						}
						checked++
					}
				}
			}
		}
	}
	if checked < 1000 {
		t.Fatalf("only %d prefixes checked", checked)
	}
}

// TestPathOrdersRefuses is the negative twin: colours the stack does not
// hold, a path of another length, a last tile without the tribe.
func TestPathOrdersRefuses(t *testing.T) {
	b := mustBoard(t, "V[YB] V[W] V")
	from, path := Place{Col: 1, Row: 1}, []Place{{Col: 2, Row: 1}, {Col: 3, Row: 1}}
	for _, c := range []struct {
		name  string
		path  []Place
		tribe Tribe
		typed []Tribe
	}{
		{"a colour not in the stack", path, Builder, []Tribe{Elder}},
		{"too many of a colour", path, Builder, []Tribe{Vizier, Vizier}},
		{"a path too short", path[:1], Builder, nil},
		{"no Builder on the last tile", path, Builder, nil},
		{"the last colour typed is not the tribe", path, Vizier, []Tribe{Builder, Vizier}},
	} {
		if n := b.PathOrders(from, c.path, c.tribe, c.typed); !n.IsZero() {
			t.Errorf("%s: %s orders, want 0", c.name, n)
		}
		if b.PathAdmits(from, c.path, c.tribe, c.typed) {
			t.Errorf("%s: admits an order, want none", c.name)
		}
	}
	// The twin that counts: r1c3 holding a Builder takes the B last.
	b2 := mustBoard(t, "V[YB] V V[B]")
	if n := b2.PathOrders(from, path, Builder, nil); n.Cmp(NewMoveCount(1)) != 0 || !b2.PathAdmits(from, path, Builder, nil) {
		t.Errorf("Y then B onto r1c3 B: %s orders, want 1", n)
	}
}

func tribesText(ts []Tribe) string {
	s := ""
	for _, c := range ts {
		s += string(c.Letter())
	}
	return s
}

func mustBoard(t *testing.T, text string) *Board {
	t.Helper()
	b, err := ParseBoard(text)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
