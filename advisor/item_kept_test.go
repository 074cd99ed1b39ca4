package advisor

import (
	"math"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// keptWeights are the defaults with a Magic Item held worth kept.
func keptWeights(kept float64) Weights {
	w := DefaultWeights()
	w.ItemKept = kept
	return w
}

// adviseKept is the advice's best 10 moves on st at keptWeights(kept),
// every outcome searched.
func adviseKept(t *testing.T, st sultan.State, kept float64) Advice {
	t.Helper()
	a, err := Advise(st, Options{Top: 10, Weights: keptWeights(kept), Budget: 100 * DefaultBudget})
	if err != nil {
		t.Fatal(err)
	}
	if a.Searched < a.Total {
		t.Fatalf("%d of %d outcomes searched", a.Searched, a.Total)
	}
	return a
}

// bestPlain is the best move of the advice made without the Carpet.
func bestPlain(t *testing.T, a Advice) Ranked {
	t.Helper()
	for _, m := range a.Moves {
		if !m.Plan.Carpet {
			return m
		}
	}
	t.Fatal("no move without the Carpet")
	return Ranked{}
}

// TestItemKeptInTheEstimate: a Magic Item spent costs item_kept times the
// Camels left (the fewer of the two sides') over 11 in the estimate, one
// gained adds it; the twins: a Precious Item spent (its VP are the
// score's), a Magic Item kept, the weight at 0, the game's last Camel.
func TestItemKeptInTheEstimate(t *testing.T) {
	base := powerTable(t, func(st *sultan.State) {
		st.Expansions.Artisans = true
		st.Player.Items[game.FlyingCarpet], st.Player.Items[game.FabulousLamp], st.Player.Items[game.JewelsItem] = 1, 1, 1
	})
	for _, c := range []struct {
		name          string
		kept          float64
		player, yazid int // Camels left after the turn
		change        func(p *sultan.Holdings)
		want          float64
	}{
		{"the Carpet spent, 11 Camels left", 6, 11, 11, func(p *sultan.Holdings) { p.Items[game.FlyingCarpet] = 0 }, -6},
		{"the Lamp spent, 4 of the player's left", 6, 4, 9, func(p *sultan.Holdings) { p.Items[game.FabulousLamp] = 0 }, -6 * 4.0 / 11},
		{"both spent, 2 of Yazid's left", 5.5, 8, 2, func(p *sultan.Holdings) { p.Items[game.FlyingCarpet], p.Items[game.FabulousLamp] = 0, 0 }, -2},
		{"a Magic Item drawn, 11 left", 6, 11, 11, func(p *sultan.Holdings) { p.Items[game.BurningScimitar] = 1 }, 6},
		{"the Jewels spent", 6, 11, 11, func(p *sultan.Holdings) { p.Items[game.JewelsItem] = 0 }, 0},
		{"every Item kept", 6, 11, 11, func(*sultan.Holdings) {}, 0},
		{"the weight at 0", 0, 11, 11, func(p *sultan.Holdings) { p.Items[game.FlyingCarpet] = 0 }, 0},
		{"no Camel left", 6, 0, 3, func(p *sultan.Holdings) { p.Items[game.FlyingCarpet] = 0 }, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			after := base.Clone()
			after.Player.Camels, after.Yazid.Camels = c.player, c.yazid
			c.change(&after.Player)
			w := keptWeights(c.kept)
			without := w
			without.ItemKept = 0
			got := estimate(base, after, w) - estimate(base, after, without)
			if math.Abs(got-c.want) > 1e-9 {
				t.Fatalf("got %.3f, want %.3f", got, c.want)
			}
		})
	}
}

// TestItemKeptCarpet: the lone Artisan on the Sacred Place 15 that only
// the Carpet reaches (TestCarpetInThePlan) gains next to nothing over
// keeping 3 Viziers: at item_kept 0 (today's games) the best move flies
// the Carpet, at 6 it keeps it, the best move the best of the base rules
// at 0, worth the same (the Carpet kept costs nothing). The twin: two
// Artisans there and the Vizier lead held, the flight worth far more
// than the Carpet kept: flown at 6.
func TestItemKeptCarpet(t *testing.T) {
	st := itemTable(t, game.FlyingCarpet, true, false, lonelyArtisan)
	free, kept := adviseKept(t, st, 0), adviseKept(t, st, 6)
	if m, p := free.Moves[0], bestPlain(t, free); !m.Plan.Carpet || m.Value-p.Value >= 6 {
		t.Fatalf("at 0: the best %v (Carpet %v) worth %.2f, the best plain %.2f: not a tiny gain", m.Plan.Move, m.Plan.Carpet, m.Value, p.Value)
	}
	if m := kept.Moves[0]; m.Plan.Carpet {
		t.Fatalf("at 6: the best move %v flies the Carpet: %q", m.Plan.Move, m.Actions)
	}
	if p, k := bestPlain(t, free), kept.Moves[0]; !k.Plan.Move.Equal(p.Plan.Move) || k.Value != p.Value {
		t.Fatalf("at 6: the best %v worth %.3f; at 0 the best plain move %v worth %.3f", k.Plan.Move, k.Value, p.Plan.Move, p.Value)
	}

	worth := itemTable(t, game.FlyingCarpet, true, false, twoArtisans)
	a := adviseKept(t, worth, 6)
	if m := a.Moves[0]; !m.Plan.Carpet || m.To != r3c3 || m.Value < bestPlain(t, a).Value+6 {
		t.Fatalf("two Artisans at 6: the best %v (Carpet %v) worth %.2f", m.Plan.Move, m.Plan.Carpet, m.Value)
	}
	checkCarpetPlays(t, worth, a.Moves[0])
}

// TestItemKeptRing: the Rebirth Ring takes back a stand-in Jewels (5 VP in
// the estimate). At item_kept 6 with 11 Camels left the Ring is worth
// more kept (6): no move uses it; with 3 left it is worth 6 x 3/11, and
// the best move uses it. The twin: at 0 it is used with 11 left.
func TestItemKeptRing(t *testing.T) {
	early := itemTable(t, game.RebirthRing, true, false, nil)
	late := itemTable(t, game.RebirthRing, true, false, func(st *sultan.State) { st.Player.Camels, st.Yazid.Camels = 3, 3 })
	ring := game.RebirthRing.Key()
	if used := usesOf(adviseKept(t, early, 6), ring); len(used) > 0 {
		t.Fatalf("at 6, 11 Camels left: %v uses the Ring", used[0].Plan.Move)
	}
	for name, a := range map[string]Advice{"at 6, 3 Camels left": adviseKept(t, late, 6), "at 0, 11 Camels left": adviseKept(t, early, 0)} {
		if used := usesOf(a, ring); len(used) == 0 || !used[0].Plan.Move.Equal(a.Moves[0].Plan.Move) {
			t.Errorf("%s: the best move %v does not use the Ring", name, a.Moves[0].Plan.Move)
		}
	}
}

// TestItemKeptHorn: the Horn of Plenty before a Merchant's move takes the
// Gold behind a Fakir (a sixth good: 21 to 30 VP); hornUse prices the
// Horn kept by the estimate: used at item_kept 0 and 6 (6 with 11 Camels
// left), kept at 20, the gain below the Horn's worth; the twin: at 20
// with 2 Camels left (20 x 2/11) it is used again.
func TestItemKeptHorn(t *testing.T) {
	merchant := afterMove{tribe: game.Merchant, taken: 1}
	for _, c := range []struct {
		kept float64
		left int
		used bool
	}{{0, 11, true}, {6, 11, true}, {20, 11, false}, {20, 2, true}} {
		st := hornTable(t, true, "fakir", "wheat", "gold", "fakir")
		st.Player.Camels, st.Yazid.Camels = c.left, c.left
		if _, used := hornUse(st, merchant, keptWeights(c.kept)); used != c.used {
			t.Errorf("item_kept %v, %d Camels left: the Horn used %v, want %v", c.kept, c.left, used, c.used)
		}
	}
}

// TestHiddenDrawOnTheLastTurn: on the last turn (Yazid has placed his last
// Camel) nothing later scores, so the estimate is none, but a hidden
// draw's value is points at the game's end: the Rebirth Ring's stand-in
// Jewels (5 VP) still counts, and the best move uses the Ring. The twin:
// exact figures only, the draw unknown, no move uses it ahead of a plain
// one (the stand-in is no exact point).
func TestHiddenDrawOnTheLastTurn(t *testing.T) {
	last := itemTable(t, game.RebirthRing, true, false, func(st *sultan.State) { st.Yazid.Camels = 0 })
	ring := game.RebirthRing.Key()
	a := adviseKept(t, last, 0)
	if used := usesOf(a, ring); len(used) == 0 || !used[0].Plan.Move.Equal(a.Moves[0].Plan.Move) {
		t.Fatalf("the last turn: the best move %v does not use the Ring", a.Moves[0].Plan.Move)
	}
	if e := a.Moves[0].Estimate; e < 5-1e-9 {
		t.Errorf("the last turn: the Ring's move estimates %v, want the stand-in's 5 VP", e)
	}
	exact, err := Advise(last, Options{Top: 10, Weights: DefaultWeights(), ExactOnly: true, Budget: 100 * DefaultBudget})
	if err != nil {
		t.Fatal(err)
	}
	if len(exact.Moves) == 0 || usesOf(Advice{Moves: exact.Moves[:1]}, ring) != nil {
		t.Errorf("exact figures only: the best move %v uses the Ring", exact.Moves[0].Plan.Move)
	}
}
