package advisor

import (
	"math"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// adviseAll is the best turn of every outcome of st, searched in full.
func adviseAll(t *testing.T, st sultan.State) Advice {
	t.Helper()
	a, err := Advise(st, Options{Weights: DefaultWeights(), Budget: 100 * DefaultBudget})
	if err != nil {
		t.Fatal(err)
	}
	if a.Searched < a.Total {
		t.Fatalf("%d of %d outcomes searched", a.Searched, a.Total)
	}
	return a
}

// advisePlans is adviseAll, but under -short without Yazid's next roll:
// the powers, Items and Thieves of a turn are chosen on its value before
// his roll (docs/advice.md), so every move's plan takes them by the same
// rule; the whole run reads his roll too. For the checks of what each
// move's plan uses, not of the ranking.
func advisePlans(t *testing.T, st sultan.State) Advice {
	t.Helper()
	if !testing.Short() {
		return adviseAll(t, st)
	}
	return adviseBeforeRoll(t, st)
}

// adviseBeforeRoll is the advice for every outcome on st, searched in
// full, on the value before Yazid's roll (IgnoreYazid).
func adviseBeforeRoll(t *testing.T, st sultan.State) Advice {
	t.Helper()
	a, err := Advise(st, Options{Weights: DefaultWeights(), Budget: 100 * DefaultBudget, IgnoreYazid: true})
	if err != nil {
		t.Fatal(err)
	}
	if a.Searched < a.Total {
		t.Fatalf("%d of %d outcomes searched", a.Searched, a.Total)
	}
	return a
}

// killedTribe is the tribe the move's turn killed, false for no kill.
func killedTribe(m Ranked) (game.Tribe, bool) {
	if m.Turn.Kill == nil {
		return 0, false
	}
	tr, err := game.ParseTribe(m.Turn.Kill.Meeple)
	return tr, err == nil
}

// TestKandichaInThePlan: with Kandicha held, every move whose Assassins
// kill a Vizier, an Elder or a Builder has Kandicha act on the kill (it
// costs nothing), the Vizier or Elder kept in the holdings the plan
// plays to, and its score change the one sultan.PlayTurn gives. The
// twins: a Merchant killed with the resource row not tracked (the card
// is not known) and a turn that kills nothing leave Kandicha unused, and
// so does a table where it is not held.
func TestKandichaInThePlan(t *testing.T) {
	for _, held := range []bool{true, false} {
		st := powerTable(t, func(st *sultan.State) {
			st.Resources = nil
			st.Player.Fakirs = 2
			if held {
				st.Player.Djinns = []string{"Kandicha"}
			}
		})
		a := advisePlans(t, st)
		used, kills := 0, map[game.Tribe]int{}
		for _, m := range a.Moves {
			uses := slices.ContainsFunc(m.Plan.Powers, func(u sultan.PowerUse) bool { return u.Power == "Kandicha" })
			tr, killed := killedTribe(m)
			want := held && killed && tr != game.Merchant
			if uses != want {
				t.Fatalf("held %v: %v kills %v (%v): Kandicha used %v, want %v: %q", held, m.Plan.Move, tr, killed, uses, want, m.Actions)
			}
			if !uses {
				continue
			}
			used++
			kills[tr]++
			checkPlays(t, st, m)
			after, _, err := sultan.PlayTurn(st, m.Plan)
			if err != nil {
				t.Fatal(err)
			}
			switch tr {
			case game.Vizier:
				if after.Player.Viziers != st.Player.Viziers+1 || !slices.Contains(m.Actions, "Kandicha: keep the Vizier killed") {
					t.Fatalf("%v: Viziers %d, actions %q; want %d, Kandicha keeping the Vizier", m.Plan.Move, after.Player.Viziers, m.Actions, st.Player.Viziers+1)
				}
			case game.Builder:
				if m.Turn.Coins.Kandicha != st.Board.BlueSurrounding(m.Turn.Kill.Place) {
					t.Fatalf("%v: Kandicha's coins %d, want the blue tiles around %v", m.Plan.Move, m.Turn.Coins.Kandicha, m.Turn.Kill.Place)
				}
			}
		}
		if held && kills[game.Vizier] == 0 {
			t.Fatalf("Kandicha acts on kills %v: the test proves little", kills)
		}
	}
}

// TestKandichaOnAMerchant: on a board of Merchants and Assassins only,
// the Merchant killed gives the first card of the tracked row (Kandicha
// in the plan, the card in the holdings); its twin, the row not tracked,
// leaves Kandicha unused (the card is not known).
func TestKandichaOnAMerchant(t *testing.T) {
	for _, tracked := range []bool{true, false} {
		st := powerTable(t, func(st *sultan.State) {
			for i := range st.Board.Tiles {
				m := &st.Board.Tiles[i].Meeples
				m[game.Merchant] += m[game.Vizier] + m[game.Elder] + m[game.Builder]
				m[game.Vizier], m[game.Elder], m[game.Builder] = 0, 0, 0
			}
			st.Resources = nil
			if tracked {
				st.Resources = []game.Resource{{Good: game.Ivory}, {Fakir: true}}
			}
			st.Player.Djinns = []string{"Kandicha"}
			st.Player.Fakirs = 2
		})
		n := 0
		for _, m := range advisePlans(t, st).Moves {
			if tr, ok := killedTribe(m); !ok || tr != game.Merchant {
				continue
			}
			n++
			uses := slices.Contains(m.Actions, "Kandicha: the first card of the row for the Merchant killed")
			if uses != tracked {
				t.Fatalf("row tracked %v: %v: actions %q", tracked, m.Plan.Move, m.Actions)
			}
			if uses {
				checkPlays(t, st, m)
				after, _, _ := sultan.PlayTurn(st, m.Plan)
				if after.Player.Goods[game.Ivory] != 1 {
					t.Fatalf("%v: Ivory %d after the turn, want 1", m.Plan.Move, after.Player.Goods[game.Ivory])
				}
			}
		}
		if n == 0 {
			t.Fatal("no move kills a Merchant")
		}
	}
}

// TestSibittisInThePlan: Sibittis held and 2 Elders to pay it, the best
// move keeps 1 of the 3 Djinns drawn: a stand-in of 6 VP (Kumarbi) whose
// VP is in the estimate, not the score change (the plan played by
// sultan.PlayTurn scores 6 more than the advice's exact change), and
// says so. The twin: with 1 Elder and no Fakir only the moves that take
// Elders can pay for it.
func TestSibittisInThePlan(t *testing.T) {
	st := powerTable(t, func(st *sultan.State) { st.Player.Djinns = []string{"Sibittis"}; st.Player.Elders = 2 })
	m := advise(t, st, 1).Moves[0]
	if !slices.Contains(m.Actions, "Sibittis: keep 1 of the 3 Djinns drawn, paid with 2 Elders") ||
		!slices.Contains(m.Actions, "unknown: the Djinn Sibittis keeps (1 of 3 drawn face down; valued as a 6 VP Djinn in the estimate, not the score)") {
		t.Fatalf("actions %q", m.Actions)
	}
	after, change := playPlan(t, st, m.Plan)
	if !after.Player.HasDjinn("Kumarbi") || change-6 != m.ScoreChange {
		t.Fatalf("Djinns %q, score change %d less 6 hidden; advice says %d", after.Player.Djinns, change, m.ScoreChange)
	}

	st = powerTable(t, func(st *sultan.State) { st.Player.Djinns = []string{"Sibittis"}; st.Player.Elders = 1 })
	used := usesOf(adviseEvery(t, st), "Sibittis")
	if len(used) == 0 {
		t.Fatal("no move takes Elders to pay Sibittis")
	}
	for _, m := range used {
		if m.Tribe != game.Elder {
			t.Fatalf("a move taking %s uses Sibittis, unpaid: %q", m.Tribe, m.Actions)
		}
	}
}

// TestIblisInThePlan: with Iblis held and an Elder to pay, a kill that
// leaves one meeple on its tile has Iblis kill it too, the tile
// controlled, the figures those sultan.PlayTurn gives; with Kandicha
// held too, Kandicha acts on both kills. The twin: nothing to pay
// Iblis with, never used.
func TestIblisInThePlan(t *testing.T) {
	r1c6 := game.Place{Col: 6, Row: 1}
	for _, tc := range []struct {
		name          string
		elders        int
		djinns        []string
		use, kandicha bool
	}{
		{name: "an Elder to pay", elders: 1, djinns: []string{"Iblis"}, use: true},
		{name: "with Kandicha", elders: 1, djinns: []string{"Iblis", "Kandicha"}, use: true, kandicha: true},
		{name: "nothing to pay", djinns: []string{"Iblis"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := powerTable(t, func(st *sultan.State) {
				st.Board.At(r1c6).Meeples = game.Meeples{game.Vizier: 1, game.Elder: 1}
				st.Player.Djinns = tc.djinns
				st.Player.Elders = tc.elders
			})
			a := advisePlans(t, st)
			used := usesOf(a, "Iblis")
			if !tc.use {
				if len(used) > 0 {
					t.Fatalf("%d moves use Iblis: %q", len(used), used[0].Actions)
				}
				return
			}
			if len(used) == 0 {
				t.Fatal("no move uses Iblis")
			}
			onR1c6 := 0
			for _, m := range used {
				checkPlays(t, st, m)
				after, tp, _ := sultan.PlayTurn(st, m.Plan)
				k := tp.IblisKill
				if k != nil && k.Place == tp.Kill.Place && !after.Board.Tile(k.Place).Meeples.Empty() {
					continue // a kill that leaves more: TestIblisOnATallerTile
				}
				if k == nil || k.Place != tp.Kill.Place || after.Board.Tile(k.Place).Owner != 1 || !after.Board.Tile(k.Place).Meeples.Empty() {
					t.Fatalf("%v: Iblis's kill %+v leaves the tile %+v", m.Plan.Move, k, after.Board.Tile(tp.Kill.Place))
				}
				if !slices.ContainsFunc(m.Actions, func(s string) bool { return strings.HasPrefix(s, "Iblis: kill ") }) {
					t.Fatalf("actions %q", m.Actions)
				}
				if k.Place == r1c6 {
					onR1c6++
					if kept := after.Player.Viziers + after.Player.Elders - tc.elders; tc.kandicha && (tp.KandichaDone != 2 || kept < 1) {
						t.Fatalf("%v: Kandicha acted %d times, %q", m.Plan.Move, tp.KandichaDone, m.Actions)
					}
				}
			}
			if onR1c6 == 0 {
				t.Fatalf("no move empties r1 c6 with Iblis (%d use it)", len(used))
			}
		})
	}
}

// TestTentOnlyWhereTheTurnControls: the plans list the Tent only for the
// turns that control a tile (the last tile emptied, or a kill's), and a
// turn that controls none plays the same with the Tent chosen or not
// (sultan does not read it): the plans left out are duplicates. The
// twin: a turn that controls a tile lists both.
func TestTentOnlyWhereTheTurnControls(t *testing.T) {
	st, _ := loadState(t, "powers.yaml")
	if !st.TentToPlace() {
		t.Fatal("powers.yaml: the Tent is not to place")
	}
	outs, err := st.Board.MoveOutcomes()
	if err != nil {
		t.Fatal(err)
	}
	with, without := 0, 0
	for _, x := range outs[:min(len(outs), 60)] {
		m, ok := firstMove(st, x)
		if !ok {
			continue
		}
		ps, _ := plans(st, m)
		for _, p := range ps {
			if p.Tent {
				continue
			}
			_, tp, err := sultan.PlayTurn(st, p)
			if err != nil {
				continue
			}
			tent := p
			tent.Tent = true
			listed := slices.ContainsFunc(ps, func(q sultan.TurnPlan) bool { return reflect.DeepEqual(q, tent) })
			controls := len(tp.Camels) > 0
			if listed != controls {
				t.Fatalf("%v %+v: controls %v, the Tent listed %v", m, p.Tribe, controls, listed)
			}
			if controls {
				with++
				continue
			}
			without++
			a, _, err1 := sultan.PlayTurn(st, p)
			b, _, err2 := sultan.PlayTurn(st, tent)
			if err1 != nil || err2 != nil || !reflect.DeepEqual(a, b) {
				t.Fatalf("%v: the Tent changes a turn that controls nothing (%v, %v)", m, err1, err2)
			}
		}
	}
	if with == 0 || without == 0 {
		t.Fatalf("%d turns control a tile, %d none: the test proves little", with, without)
	}
}

// firstMove is the first move of outcome x on st.
func firstMove(st sultan.State, x game.MoveOutcome) (game.Move, bool) {
	paths, _, err := st.Board.OutcomePaths(x.From, x.To, x.Tribe, 4)
	if err != nil {
		return game.Move{}, false
	}
	for _, p := range paths {
		moves, _ := placements(st.Board, x.From, p.Path, st.Board.Tile(x.From).Meeples, x.Tribe, 1)
		if len(moves) > 0 {
			return moves[0], true
		}
	}
	return game.Move{}, false
}

// TestSloarInThePlan: Sloar held and a Fakir to pay it, the best move
// draws the top card of the resource pile: a stand-in, the pile's
// likeliest good (Fish: 6 cards, none held), whose suit VP is in the
// estimate, not the score change (the plan played by sultan.PlayTurn
// scores 1 more than the advice's exact change), and says so. The
// twins: no Fakir to pay with (the row not tracked: no turn takes one),
// every good out of the pile (nothing to draw), Sloar not held.
func TestSloarInThePlan(t *testing.T) {
	st := powerTable(t, func(st *sultan.State) { st.Player.Djinns = []string{"Sloar"}; st.Player.Fakirs = 1 })
	a := advise(t, st, 1)
	m := a.Moves[0]
	if !slices.Contains(m.Actions, "Sloar: draw the top card of the resource pile, paid with 1 Fakir") ||
		!slices.Contains(m.Actions, "unknown: the card Sloar draws (the top of the resource pile, hidden; valued as a Fish in the estimate, not the score)") {
		t.Fatalf("actions %q", m.Actions)
	}
	after, change := playPlan(t, st, m.Plan)
	if after.Player.Goods[game.Fish] != 1 || after.Player.Fakirs != 0 || change-1 != m.ScoreChange {
		t.Fatalf("Fish %d, Fakirs %d, score change %d less 1 hidden; advice says %d", after.Player.Goods[game.Fish], after.Player.Fakirs, change, m.ScoreChange)
	}
	// Its worth before the roll: the Fish's suit VP (1) and a card's
	// weight, less the Fakir's weight.
	plain := m.Plan
	plain.Powers = slices.DeleteFunc(slices.Clone(plain.Powers), func(u sultan.PowerUse) bool { return u.Power == "Sloar" })
	without, _, err := sultan.PlayTurn(st, plain)
	if err != nil {
		t.Fatal(err)
	}
	o := Options{ScoringRules: scoring.DefaultRules(), Weights: DefaultWeights()}
	vw, _ := preValueOf(st, after, o)
	vo, _ := preValueOf(st, without, o)
	w := o.Weights
	if got, want := vw.est-vo.est, (w.Card-w.Fakir)*clock(after, w.Clock)+1; math.Abs(got-want) > 1e-9 || vw.score != vo.score {
		t.Errorf("Sloar adds %v to the estimate and %d to the score, want %v and 0", got, vw.score-vo.score, want)
	}

	for name, edit := range map[string]func(st *sultan.State){
		"no Fakir": func(st *sultan.State) { st.Player.Djinns = []string{"Sloar"}; st.Resources = nil },
		"every good out": func(st *sultan.State) {
			st.Player.Djinns, st.Player.Fakirs = []string{"Sloar"}, 1
			for _, g := range game.Goods() {
				st.Player.Goods[g] = g.Count()
			}
			st.Resources = nil
		},
		"not held": func(st *sultan.State) { st.Player.Fakirs = 1 },
	} {
		if used := usesOf(advisePlans(t, powerTable(t, edit)), "Sloar"); len(used) > 0 {
			t.Errorf("%s: %v uses Sloar: %q", name, used[0].Plan.Move, used[0].Actions)
		}
	}
}

// itemTable is the setup board with the Item it held (none for 0) and
// the Tent placed (on r1 c1, emptied: the Scimitar's control places a
// Camel by itself) unless tentLeft.
func itemTable(t *testing.T, it game.Item, held, tentLeft bool, edit func(st *sultan.State)) sultan.State {
	return powerTable(t, func(st *sultan.State) {
		st.Expansions.Artisans = true
		if !tentLeft {
			tile := st.Board.At(game.Place{Col: 1, Row: 1})
			tile.Meeples, tile.Owner, tile.Tent = game.Meeples{}, 1, true
		}
		if held {
			st.Player.Items[it] = 1
		}
		if edit != nil {
			edit(st)
		}
	})
}

// TestScimitarInThePlan: with the Burning Scimitar held and a Vizier and
// an Elder alone on the Sacred Place 15, the best move removes both and
// controls it (15 VP) with a Camel, the Tent placed or not (its control
// does not wait for the Camel-or-Tent choice in a plan), said in table
// words, and sultan.PlayTurn gives the score change the advice says. The
// twins: the Scimitar not held, and no Camel left with the Tent placed
// (nothing to control with): no move uses it.
func TestScimitarInThePlan(t *testing.T) {
	two := func(st *sultan.State) { st.Board.At(r3c3).Meeples = game.Meeples{game.Vizier: 1, game.Elder: 1} }
	for _, tentLeft := range []bool{false, true} {
		st := itemTable(t, game.BurningScimitar, true, tentLeft, two)
		m := advise(t, st, 1).Moves[0]
		if !slices.Contains(m.Actions, "the Burning Scimitar: remove a Vizier and an Elder from r3 c3 (Sacred Place 15), a Camel on it") {
			t.Fatalf("Tent left %v: %v: actions %q", tentLeft, m.Plan.Move, m.Actions)
		}
		checkPlays(t, st, m)
		after, _, _ := sultan.PlayTurn(st, m.Plan)
		if tile := after.Board.Tile(r3c3); tile.Owner != 1 || tile.Tent || after.Player.Items[game.BurningScimitar] != 0 {
			t.Fatalf("Tent left %v: r3 c3 %+v, Scimitars %d after the turn", tentLeft, tile, after.Player.Items[game.BurningScimitar])
		}
	}
	for name, st := range map[string]sultan.State{
		"not held":      itemTable(t, game.BurningScimitar, false, false, two),
		"no Camel left": itemTable(t, game.BurningScimitar, true, false, func(st *sultan.State) { two(st); st.Player.Camels = 0 }),
	} {
		if used := usesOf(advisePlans(t, st), game.BurningScimitar.Key()); len(used) > 0 {
			t.Errorf("%s: %v uses the Scimitar: %q", name, used[0].Plan.Move, used[0].Actions)
		}
	}
}

// TestTalismanInThePlan: with the Tempest Talisman held, the Camel on
// the player's Small Market (6 VP) goes to the Sacred Place 15 nobody
// controls, said in table words, and sultan.PlayTurn gives the score
// change the advice says. The twins: the Talisman not held, and the
// player's only Camel on a tile worth more than any free one (nothing
// to gain): no move uses it, but to move on a Camel the turn placed.
func TestTalismanInThePlan(t *testing.T) {
	small := game.Place{Col: 4, Row: 5} // SM[WWG], the top row
	st := itemTable(t, game.TempestTalisman, true, false, func(st *sultan.State) { own(st, small, 1) })
	m := advise(t, st, 1).Moves[0]
	if !slices.Contains(m.Actions, "the Tempest Talisman: the Camel on r5 c4 (Small Market) to r3 c3 (Sacred Place 15)") {
		t.Fatalf("%v: actions %q", m.Plan.Move, m.Actions)
	}
	checkPlays(t, st, m)
	after, _, _ := sultan.PlayTurn(st, m.Plan)
	if after.Board.Tile(r3c3).Owner != 1 || after.Board.Tile(small).Owner != game.NoOwner {
		t.Fatalf("r3 c3 %+v, r5 c4 %+v after the turn", after.Board.Tile(r3c3), after.Board.Tile(small))
	}
	for name, st := range map[string]sultan.State{
		"not held": itemTable(t, game.TempestTalisman, false, false, func(st *sultan.State) { own(st, small, 1) }),
		"nothing to gain": itemTable(t, game.TempestTalisman, true, false, func(st *sultan.State) {
			own(st, r3c3, 1)
			st.Board.At(r3c3).Palaces = 2 // 15 + 10: no free tile is worth more
		}),
	} {
		for _, m := range usesOf(advisePlans(t, st), game.TempestTalisman.Key()) {
			// A turn that controls a tile may move its new Camel on.
			if name == "not held" || len(m.Turn.Camels) == 0 && m.Turn.Tent == nil {
				t.Errorf("%s: %v uses the Talisman: %q", name, m.Plan.Move, m.Actions)
			}
		}
	}
}

// TestRingInThePlan: with the Rebirth Ring held, the best move takes
// back an Item of the discard pile: a stand-in, the first Item the box
// still has (the Jewels, 5 VP), whose VP is in the estimate, not the
// score change (the plan played by sultan.PlayTurn scores 5 more than
// the advice's exact change), and says so. The twins: the Ring not
// held, and every Item of the box held (none to take back).
func TestRingInThePlan(t *testing.T) {
	st := itemTable(t, game.RebirthRing, true, false, nil)
	m := advise(t, st, 1).Moves[0]
	if !slices.Contains(m.Actions, "the Rebirth Ring: take back an Item of the discard pile") ||
		!slices.Contains(m.Actions, "unknown: the Item the Rebirth Ring takes (the discard pile is not tracked; valued as the Jewels in the estimate, not the score)") {
		t.Fatalf("actions %q", m.Actions)
	}
	after, change := playPlan(t, st, m.Plan)
	if after.Player.Items[game.JewelsItem] != 1 || after.Player.Items[game.RebirthRing] != 0 || change-5 != m.ScoreChange {
		t.Fatalf("Items %v, score change %d less 5 hidden; advice says %d", after.Player.Items, change, m.ScoreChange)
	}
	all := func(st *sultan.State) {
		for _, it := range game.Items() {
			if it.Precious() {
				st.Player.Items[it] = it.Count()
			}
		}
	}
	for name, st := range map[string]sultan.State{
		"not held":     itemTable(t, game.RebirthRing, false, false, nil),
		"none to take": itemTable(t, game.RebirthRing, true, false, all),
	} {
		if used := usesOf(advisePlans(t, st), game.RebirthRing.Key()); len(used) > 0 {
			t.Errorf("%s: %v uses the Ring: %q", name, used[0].Plan.Move, used[0].Actions)
		}
	}
}
