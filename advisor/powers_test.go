package advisor

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// powerTable is the setup board of testdata with edit applied.
func powerTable(t *testing.T, edit func(st *sultan.State)) sultan.State {
	t.Helper()
	st, _ := loadState(t, "setup.yaml")
	edit(&st)
	return st
}

// own empties tile p and puts owner's Camel on it.
func own(st *sultan.State, p game.Place, owner game.Owner) {
	tile := st.Board.At(p)
	tile.Meeples = game.Meeples{}
	tile.Owner = owner
	switch owner {
	case 1:
		st.Player.Camels--
	case game.Yazid:
		st.Yazid.Camels--
	}
}

// usesOf lists, for each move advised, the powers its plan uses.
func usesOf(a Advice, power string) []Ranked {
	var out []Ranked
	for _, m := range a.Moves {
		if slices.ContainsFunc(m.Plan.Powers, func(u sultan.PowerUse) bool { return u.Power == power }) {
			out = append(out, m)
		}
	}
	return out
}

func advise(t *testing.T, st sultan.State, top int) Advice {
	t.Helper()
	a, err := Advise(st, Options{Top: top, Weights: DefaultWeights()})
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// adviseEvery is advise(t, st, 0), but under -short without Yazid's next
// roll, as advisePlans: for the checks of what each move's plan uses.
func adviseEvery(t *testing.T, st sultan.State) Advice {
	t.Helper()
	if !testing.Short() {
		return advise(t, st, 0)
	}
	a, err := Advise(st, Options{Weights: DefaultWeights(), IgnoreYazid: true})
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// Tiles of the setup board (row 1 is the file's last line).
var (
	r1c2 = game.Place{Col: 2, Row: 1} // a Village
	r1c3 = game.Place{Col: 3, Row: 1} // an Oasis
	r3c3 = game.Place{Col: 3, Row: 3} // a Sacred Place (15)
)

// TestPowersInThePlan: each power that adds exact points is in the best
// move's plan when it raises its value, said in table words, and the plan
// plays (sultan.PlayTurn) to the table it promises. Each case has its
// negative twin, where the power would add nothing, or cannot be paid.
func TestPowersInThePlan(t *testing.T) {
	tests := []struct {
		name  string
		edit  func(st *sultan.State)
		power string
		want  string // the action, "" for the power left unused by every move
		// paidByElders: only moves that take Elders can pay for it.
		paidByElders bool
	}{
		{name: "Enki on your Oasis", power: "Enki", want: "Enki: a Palm Tree on r1 c3 (Oasis), paid with 1 Fakir",
			edit: func(st *sultan.State) { own(st, r1c3, 1); st.Player.Djinns = []string{"Enki"}; st.Player.Fakirs = 1 }},
		{name: "Enki on no Oasis of yours", power: "Enki",
			edit: func(st *sultan.State) {
				own(st, r1c3, game.Yazid)
				st.Player.Djinns = []string{"Enki"}
				st.Player.Fakirs = 1
			}},
		{name: "Enki paid with an Elder gains nothing", power: "Enki",
			edit: func(st *sultan.State) { own(st, r1c3, 1); st.Player.Djinns = []string{"Enki"}; st.Player.Elders = 1 }},
		{name: "Bouraq on your Village", power: "Bouraq", want: "Bouraq: a Palace on r1 c2 (Village), paid with 1 Fakir",
			edit: func(st *sultan.State) { own(st, r1c2, 1); st.Player.Djinns = []string{"Bouraq"}; st.Player.Fakirs = 1 }},
		{name: "Bouraq on Yazid's Village", power: "Bouraq",
			edit: func(st *sultan.State) {
				own(st, r1c2, game.Yazid)
				st.Player.Djinns = []string{"Bouraq"}
				st.Player.Fakirs = 1
			}},
		{name: "Leta on the empty Sacred Place", power: "Leta", want: "Leta: a Camel on r3 c3 (Sacred Place 15), paid with 1 Elder and 1 Fakir",
			edit: func(st *sultan.State) {
				own(st, r3c3, game.NoOwner)
				st.Player.Djinns = []string{"Leta"}
				st.Player.Elders, st.Player.Fakirs = 2, 1
			}},
		{name: "Leta unpaid but by the Elders taken", power: "Leta", paidByElders: true,
			edit: func(st *sultan.State) {
				own(st, r3c3, game.NoOwner)
				st.Player.Djinns = []string{"Leta"}
				st.Player.Elders = 1
			}},
		{name: "Utug on the Sacred Place with meeples", power: "Utug", want: "Utug: a Camel on r3 c3 (Sacred Place 15), paid with 2 Elders",
			edit: func(st *sultan.State) { st.Player.Djinns = []string{"Utug"}; st.Player.Elders = 2 }},
		{name: "Utug unpaid but by the Elders taken", power: "Utug", paidByElders: true,
			edit: func(st *sultan.State) { st.Player.Djinns = []string{"Utug"}; st.Player.Fakirs = 2 }},
		{name: "the Lamp takes the Djinn of the row", power: game.FabulousLamp.Key(), want: "the Fabulous Lamp: take the Djinn Jafaar",
			edit: func(st *sultan.State) { st.Player.Items[game.FabulousLamp] = 1; st.DjinnRow = []string{"Jafaar"} }},
		{name: "the Lamp with no Djinn in the row", power: game.FabulousLamp.Key(),
			edit: func(st *sultan.State) { st.Player.Items[game.FabulousLamp] = 1; st.DjinnRow = []string{} }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st := powerTable(t, tc.edit)
			if tc.paidByElders {
				used := usesOf(adviseEvery(t, st), tc.power)
				if len(used) == 0 {
					t.Fatalf("no move takes Elders to pay %s", tc.power)
				}
				for _, m := range used {
					if m.Tribe != game.Elder {
						t.Fatalf("a move taking %s uses %s, unpaid: %q", m.Tribe, tc.power, m.Actions)
					}
					checkPlays(t, st, m)
				}
				return
			}
			if tc.want == "" {
				if used := usesOf(adviseEvery(t, st), tc.power); len(used) > 0 {
					t.Fatalf("%d moves use %s: %q", len(used), tc.power, used[0].Actions)
				}
				return
			}
			m := advise(t, st, 1).Moves[0]
			if !slices.Contains(m.Actions, tc.want) {
				t.Fatalf("actions %q, want %q", m.Actions, tc.want)
			}
			checkPlays(t, st, m)
		})
	}
}

// checkPlays checks that the move's plan plays, and scores the change
// the advice says.
func checkPlays(t *testing.T, st sultan.State, m Ranked) {
	t.Helper()
	after, tp, err := sultan.PlayTurn(st, m.Plan)
	if err != nil {
		t.Fatalf("the plan does not play: %v", err)
	}
	if len(tp.Powers) != len(m.Plan.Powers) {
		t.Fatalf("powers used %q, plan %+v", tp.Powers, m.Plan.Powers)
	}
	if got := scoreChange(st, after); got != m.ScoreChange {
		t.Fatalf("score change %d, advice says %d", got, m.ScoreChange)
	}
}

// playPlan is the table after the plan's turn on st (sultan.PlayTurn)
// and the score it changed, hidden draws included.
func playPlan(t *testing.T, st sultan.State, plan sultan.TurnPlan) (sultan.State, int) {
	t.Helper()
	after, _, err := sultan.PlayTurn(st, plan)
	if err != nil {
		t.Fatal(err)
	}
	return after, scoreChange(st, after)
}

// scoreChange is the player's score on after less on before.
func scoreChange(before, after sultan.State) int {
	o := Options{ScoringRules: scoring.DefaultRules()}
	b, _, _ := scoreOf(before, o)
	a, _, _ := scoreOf(after, o)
	return a - b
}

// TestBuyAndUseEnki: a move ending on a Sacred Place takes Enki from the
// row and places a Palm Tree with it on the player's Oasis, paying the
// Djinn with 2 Elders and its power with the Fakir; the negative twin,
// with no Oasis of the player's, buys Enki (or not) but never uses it.
func TestBuyAndUseEnki(t *testing.T) {
	for _, owner := range []game.Owner{1, game.Yazid} {
		st := powerTable(t, func(st *sultan.State) {
			own(st, r1c3, owner)
			st.DjinnRow = []string{"Enki"}
			st.Player.Elders, st.Player.Fakirs = 2, 1
		})
		a := adviseEvery(t, st)
		used := usesOf(a, "Enki")
		if owner != 1 {
			if len(used) > 0 {
				t.Fatalf("no Oasis of yours: %d moves use Enki: %q", len(used), used[0].Actions)
			}
			continue
		}
		bought := 0
		for _, m := range a.Moves {
			if m.Turn.Djinn == "Enki" {
				bought++
				if !slices.Contains(m.Actions, "Enki: a Palm Tree on r1 c3 (Oasis), paid with 1 Fakir") {
					t.Fatalf("Enki bought and not used: %q", m.Actions)
				}
				checkPlays(t, st, m)
			}
		}
		if bought == 0 || len(used) != bought {
			t.Fatalf("%d moves buy Enki, %d use it", bought, len(used))
		}
	}
}

// TestLamiaMovesThePalmTreeOntoYourTile: a move ending on an Oasis it
// does not empty places a Palm Tree there, nobody's; Lamia moves it onto
// the player's tile next to it. The negative twin: that tile is Yazid's.
func TestLamiaMovesThePalmTreeOntoYourTile(t *testing.T) {
	for _, owner := range []game.Owner{1, game.Yazid} {
		st := powerTable(t, func(st *sultan.State) {
			own(st, r1c2, owner)
			st.Player.Djinns = []string{"Lamia"}
			st.Player.Fakirs = 1
		})
		used := usesOf(adviseEvery(t, st), "Lamia")
		if owner != 1 {
			if len(used) > 0 {
				t.Fatalf("Yazid's tile: %d moves use Lamia: %q", len(used), used[0].Actions)
			}
			continue
		}
		if len(used) == 0 {
			t.Fatal("no move uses Lamia")
		}
		for _, m := range used {
			if !slices.Contains(m.Actions, "Lamia: the Palm Tree placed to r1 c2 (Village), paid with 1 Fakir") {
				t.Fatalf("actions %q", m.Actions)
			}
			checkPlays(t, st, m)
		}
	}
}

// randomPowerState is randomState with the powers the plan tries held
// or in the row, and the Elders and Fakirs to pay them.
func randomPowerState(t testing.TB, rng *rand.Rand, lossy bool) (sultan.State, sultan.Rules) {
	st, rules := randomState(t, rng, lossy)
	ds := []string{"Enki", "Bouraq", "Leta", "Utug", "Lamia", "Hagis", "Marid", "Kandicha", "Sibittis", "Iblis"}
	st.Player.Djinns = nil
	for _, d := range ds {
		if rng.IntN(3) == 0 {
			st.Player.Djinns = append(st.Player.Djinns, d)
		}
	}
	st.Player.Elders, st.Player.Fakirs = rng.IntN(4), rng.IntN(3)
	if rng.IntN(2) == 0 {
		st.Player.Items[game.FabulousLamp] = 1
	}
	if rng.IntN(2) == 0 {
		st.DjinnRow = []string{}
		for _, d := range append(ds, "Jafaar") {
			if !st.Player.HasDjinn(d) && len(st.DjinnRow) < 3 && rng.IntN(2) == 0 {
				st.DjinnRow = append(st.DjinnRow, d)
			}
		}
	}
	if rng.IntN(4) != 0 {
		// The Thieves, and a Palace on a tile of Yazid's for Shaum.
		st.Expansions.Thieves = true
		for _, th := range []string{"Ziad", "Quafat", "Houssain", "Kohdiah", "Shaum"} {
			if rng.IntN(3) != 0 {
				st.Player.Thieves = append(st.Player.Thieves, th)
			}
		}
		for i := range st.Board.Tiles {
			if tile := &st.Board.Tiles[i]; tile.Owner == game.Yazid && rng.IntN(2) == 0 {
				tile.Palaces++
				break
			}
		}
		if up := st.ThievesToEnter(); len(up) > 0 && len(st.Player.Thieves)%2 == 1 {
			st.ThiefRow = up[len(up)-1:] // the Thief row tracked (no draw: the tables stay those of before)
		}
	}
	return st, rules
}

// TestClassValuesExactWithPowers is TestClassValuesExact on tables where
// the powers are held: every turn, its powers the ones its class chose,
// is worth exactly what the class says, and no more than its outcome's
// bound.
func TestClassValuesExactWithPowers(t *testing.T) {
	t.Parallel()
	checked, withPowers, thievesBought, seen := classValuesExact(t, rand.New(rand.NewPCG(7, 11)), sample(16, 2), nil)
	if checked < 1000 || withPowers < 200 || len(seen) < 5 || thievesBought == 0 {
		t.Fatalf("only %d turns checked, %d with powers (%v), %d buying a Thief: the test proves little", checked, withPowers, seen, thievesBought)
	}
	t.Logf("%d turns, %d with powers: %v; %d buying a Thief", checked, withPowers, seen, thievesBought)
}

// TestClassValuesExactWithIblis is TestClassValuesExactWithPowers with
// Iblis and Kandicha held: a class's powers chosen on a kill Iblis
// empties are not played again on a kill of another tile, and Iblis
// planned on a kill that leaves more (Kandicha on its victim) is worth
// what the class says.
func TestClassValuesExactWithIblis(t *testing.T) {
	t.Parallel()
	checked, _, _, seen := classValuesExact(t, rand.New(rand.NewPCG(7, 11)), sample(12, 2), func(st *sultan.State) {
		st.Player.Djinns = append(slices.DeleteFunc(st.Player.Djinns, func(d string) bool { return d == iblis || d == kandicha }), iblis, kandicha)
		st.Player.Elders = max(st.Player.Elders, 1)
	})
	if !seen[iblis] || !seen[iblisTaller] {
		t.Fatalf("%d turns, Iblis never used, or never on a kill that leaves more than one meeple (%v): the test proves little", checked, seen)
	}
	t.Logf("%d turns: %v", checked, seen)
}

// iblisTaller marks, among the powers classValuesExact saw, Iblis planned
// on a kill that leaves more than one meeple (iblisPlans).
const iblisTaller = "Iblis on a taller tile"

// classValuesExact checks n random tables of rng (edit changes each, nil
// for none): every turn, its powers the ones its class chose, is worth
// exactly what the class says, and no more than its outcome's bound. It
// returns the turns checked, those with powers, those buying a Thief and
// the powers seen.
func classValuesExact(t *testing.T, rng *rand.Rand, n int, edit func(st *sultan.State)) (checked, withPowers, thievesBought int, seen map[string]bool) {
	t.Helper()
	seen = map[string]bool{}
	for i := range n {
		st, _ := randomPowerState(t, rng, i%4 == 3)
		if edit != nil {
			edit(&st)
		}
		o := Options{Weights: DefaultWeights(), ScoringRules: scoring.DefaultRules(), ExactOnly: i%5 == 4}
		if i%2 == 1 {
			o.ScoringRules.ThiefVP = 0 // a Thief used loses nothing: tried more often
		}
		before, _, err := scoreOf(st, o)
		if err != nil {
			t.Fatal(err)
		}
		s := &searcher{st: st, o: o, before: before, marid: st.Player.HasDjinn(game.Marid), missing: map[string]bool{}}
		outs, err := st.Board.MoveOutcomes()
		if err != nil {
			t.Fatal(err)
		}
		for _, x := range outs {
			var info outcomeInfo
			bound, found, err := s.boundOutcome(x, &info)
			if err != nil {
				t.Fatal(err)
			}
			if err := s.findPaths(x, &info); err != nil {
				t.Fatal(err)
			}
			m := st.Board.Tile(x.From).Meeples
			for _, p := range info.paths {
				moves, _ := placements(st.Board, x.From, p.Path, m, x.Tribe, SpreadLimit)
				for _, mv := range moves {
					v, err := s.values(mv)
					if err != nil {
						t.Fatal(err)
					}
					ps, sigs, _ := plansSig(st, mv)
					plain, first := -1, fluteFirst{plain: -1} // the turn without the Flute, its first use
					for j, plan := range ps {
						if sigs[j].flute {
							// Worth what the first use is (pushFlute).
							checked += fluteValueExact(t, s, st, v, ps, sigs, plain, j, &first, before, o)
							seen[flute] = true
							continue
						}
						if len(ps[j].Powers) == 0 && !sigs[j].horn {
							plain = j
						}
						plan.Powers, plan.Thieves = v.powersOf(sigs[j])
						plan.Powers = planPowers(ps[j].Powers, plan.Powers)
						c, ok, err := try(st, plan, before, o)
						if err != nil {
							t.Fatal(err)
						}
						pv := v.of(sigs[j])
						if ok != pv.ok {
							t.Fatalf("state %d: %v %+v: legal %v, class says %v", i, plan.Move, plan.Powers, ok, pv.ok)
						}
						if !ok {
							continue
						}
						checked++
						if _, thief := game.LookupThief(plan.Tile.Djinn); thief {
							thievesBought++
						}
						for _, u := range plan.Before {
							seen[u.Power] = true
						}
						if len(plan.Powers) > 0 || len(plan.Thieves) > 0 {
							withPowers++
							for _, u := range plan.Powers {
								seen[u.Power] = true
							}
							if len(ps[j].Powers) > 0 && ps[j].Powers[0].Power == iblis {
								seen[iblisTaller] = true // planned on a kill that leaves more
							}
							for _, u := range plan.Thieves {
								seen[u.Power] = true
							}
						}
						if c.score != pv.score || c.est != pv.est || c.losesNow != pv.losesNow {
							t.Fatalf("state %d: %v %+v: score %d est %v loses %v, class says %+v", i, plan.Move, plan.Powers, c.score, c.est, c.losesNow, pv)
						}
						if !found || c.bound > bound {
							t.Fatalf("state %d: %v: value %v above the outcome's bound %v", i, plan.Move, c.bound, bound)
						}
					}
				}
			}
		}
	}
	return checked, withPowers, thievesBought, seen
}

// TestAdviceEqualsReferenceWithPowers is TestAdviceEqualsReference on
// tables where the powers are held.
func TestAdviceEqualsReferenceWithPowers(t *testing.T) {
	t.Parallel()
	compared, powered := adviceEqualsReference(t, rand.New(rand.NewPCG(13, 17)), sample(10, 2), nil)
	if compared < sample(6, 2) || powered < 3 {
		t.Fatalf("%d compared, %d moves with powers", compared, powered)
	}
}

// adviceEqualsReference compares the advice with the reference search
// on n random tables of rng (edit changes each, nil for none); it
// returns the tables compared and the moves with powers seen.
func adviceEqualsReference(t *testing.T, rng *rand.Rand, n int, edit func(st *sultan.State)) (compared, powered int) {
	t.Helper()
	compared, powered, _ = adviceEqualsReferenceSeen(t, rng, n, edit)
	return compared, powered
}

// adviceEqualsReferenceSeen is adviceEqualsReference with the powers the
// moves compared use.
func adviceEqualsReferenceSeen(t *testing.T, rng *rand.Rand, n int, edit func(st *sultan.State)) (compared, powered int, seen map[string]bool) {
	t.Helper()
	seen = map[string]bool{}
	for i := range n {
		st, rules := randomPowerState(t, rng, i%2 == 1)
		if edit != nil {
			edit(&st)
		}
		o := Options{Top: []int{1, 3, 5}[i%3], ExactOnly: i%5 == 0, Weights: oneRollWeights(), Rules: rules, Budget: 10 * DefaultBudget,
			ScoringRules: scoring.DefaultRules()}
		if i%2 == 1 {
			o.ScoringRules.ThiefVP = 0 // a Thief used loses nothing: tried more often
		}
		slow := o
		slow.reference = true
		got, gerr := Advise(st, o)
		want, werr := Advise(st, slow)
		if want.Searched < want.Total {
			continue
		}
		if fmt.Sprint(gerr) != fmt.Sprint(werr) {
			t.Fatalf("state %d: error %v, reference %v", i, gerr, werr)
		}
		g, _ := json.Marshal(got)
		w, _ := json.Marshal(want)
		if string(g) != string(w) {
			t.Fatalf("state %d:\n got %s\nwant %s", i, g, w)
		}
		compared++
		for _, m := range got.Moves {
			if len(m.Plan.Powers) > 0 || len(m.Plan.Thieves) > 0 || len(m.Plan.Before) > 0 {
				powered++
			}
			for _, u := range m.Plan.Powers {
				seen[u.Power] = true
			}
			for _, u := range m.Plan.Before {
				seen["before "+u.Power] = true
			}
		}
	}
	return compared, powered, seen
}

// withSloar holds Sloar and a Fakir to pay it.
func withSloar(st *sultan.State) {
	if !st.Player.HasDjinn(sloar) {
		st.Player.Djinns = append(slices.Clone(st.Player.Djinns), sloar)
	}
	st.Player.Fakirs = max(st.Player.Fakirs, 1)
}

// TestClassValuesExactWithSloar is TestClassValuesExactWithPowers with
// Sloar held: its stand-in card and what it scores read the goods the
// class's turns take.
func TestClassValuesExactWithSloar(t *testing.T) {
	t.Parallel()
	checked, _, _, seen := classValuesExact(t, rand.New(rand.NewPCG(7, 11)), sample(12, 2), withSloar)
	if !seen[sloar] {
		t.Fatalf("%d turns, Sloar never used (%v): the test proves little", checked, seen)
	}
	t.Logf("%d turns: %v", checked, seen)
}

// TestAdviceEqualsReferenceWithSloar is TestAdviceEqualsReferenceWithPowers
// with Sloar held.
func TestAdviceEqualsReferenceWithSloar(t *testing.T) {
	t.Parallel()
	compared, powered := adviceEqualsReference(t, rand.New(rand.NewPCG(13, 17)), sample(10, 2), withSloar)
	if compared < sample(6, 2)/2 || powered < 3 {
		t.Fatalf("%d compared, %d moves with powers", compared, powered)
	}
}

// withItems holds the Burning Scimitar and the Tempest Talisman.
func withItems(st *sultan.State) {
	st.Player.Items[game.BurningScimitar], st.Player.Items[game.TempestTalisman] = 1, 1
}

// TestClassValuesExactWithItems is TestClassValuesExactWithPowers with
// the Burning Scimitar and the Tempest Talisman held: their tiles are
// any tile nobody controls, named by every class.
func TestClassValuesExactWithItems(t *testing.T) {
	t.Parallel()
	checked, _, _, seen := classValuesExact(t, rand.New(rand.NewPCG(7, 11)), sample(12, 2), withItems)
	if !seen[game.BurningScimitar.Key()] || !seen[game.TempestTalisman.Key()] {
		t.Fatalf("%d turns, the Scimitar or the Talisman never used (%v): the test proves little", checked, seen)
	}
	t.Logf("%d turns: %v", checked, seen)
}

// TestAdviceEqualsReferenceWithItems is TestAdviceEqualsReferenceWithPowers
// with the Burning Scimitar and the Tempest Talisman held.
func TestAdviceEqualsReferenceWithItems(t *testing.T) {
	t.Parallel()
	compared, powered := adviceEqualsReference(t, rand.New(rand.NewPCG(13, 17)), sample(10, 2), withItems)
	if compared < sample(6, 2)/2 || powered < 3 {
		t.Fatalf("%d compared, %d moves with powers", compared, powered)
	}
}

// TestHeldDjinnsAsHasDjinn: the catalogue names heldDjinns lists say what
// Holdings.HasDjinn says of every Djinn the plan names, held by any
// spelling (the catalogue's, lower case, an alias). The negative twin: a
// name the catalogue does not know is held by neither, nor is a Djinn
// not held.
func TestHeldDjinnsAsHasDjinn(t *testing.T) {
	named := append(slices.Clone(plannedDjinns), sibittis, sloar, iblis, kandicha)
	for _, d := range named {
		if c, ok := game.LookupDjinn(d); !ok || c.Name != d {
			t.Errorf("%q is not a catalogue name (%q)", d, c.Name)
		}
	}
	tests := []struct {
		name string
		held []string
	}{
		{"the catalogue's spelling", []string{"Enki", "Iblis", "Sloar"}},
		{"lower case", []string{"enki", "iblis", "sibittis"}},
		{"aliases and others", []string{"Baal", "Jafar", "hagis", "LAMIA"}},
		{"unknown names", []string{"Enkki", "Sloars"}},
		{"none", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := sultan.Holdings{Djinns: tc.held}
			held := heldDjinns(p, nil)
			for _, d := range named {
				if got, want := slices.Contains(held, d), p.HasDjinn(d); got != want {
					t.Errorf("%s: got %v, want %v", d, got, want)
				}
			}
		})
	}
	if held := heldDjinns(sultan.Holdings{Djinns: []string{"Enkki", "Sloars"}}, nil); len(held) != 0 {
		t.Errorf("unknown names: got %v, want none", held)
	}
}
