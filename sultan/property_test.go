package sultan

import (
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"testing"

	"github.com/naqala/naqala/game"
)

// randomBoard builds a legal solo board of 5, 6 or 7 rows with random
// meeples (within the box) and a few camels of either side.
func randomBoard(t testing.TB, rng *rand.Rand) (*game.Board, game.Expansions) {
	t.Helper()
	x := game.Expansions{Artisans: rng.IntN(2) == 0, Whims: rng.IntN(2) == 0}
	types := layout(x)
	var left [game.NumTribes]int
	for _, tr := range game.Tribes {
		left[tr] = game.BoxMeeples(tr, x)
	}
	b := game.NewBoard(6, len(types))
	camels := map[game.Owner]int{}
	for i, row := range types {
		for j, code := range row {
			tt, err := game.ParseTileType(code)
			if err != nil {
				t.Fatal(err)
			}
			tile := game.Tile{Type: tt}
			if !tt.Forbidden() {
				for k := rng.IntN(4); k > 0; k-- {
					tr := game.Tribes[rng.IntN(game.NumTribes)]
					if left[tr] > 0 {
						tile.Meeples[tr]++
						left[tr]--
					}
				}
				if o := []game.Owner{game.NoOwner, game.NoOwner, game.NoOwner, 1, game.Yazid}[rng.IntN(5)]; o != game.NoOwner && camels[o] < 5 {
					tile.Owner = o
					camels[o]++
				}
			}
			*b.At(game.Place{Col: j + 1, Row: len(types) - i}) = tile
		}
	}
	if err := b.Check(game.CheckOptions{Expansions: x, Solo: true}); err != nil {
		t.Fatalf("random board: %v\n%s", err, b)
	}
	return b, x
}

// randomRules picks any combination of the variants.
func randomRules(rng *rand.Rand) Rules {
	return Rules{
		BlackSix:       BlackSix(rng.IntN(2)),
		StrikeOrder:    StrikeOrder(rng.IntN(2)),
		DjinnIncome:    DjinnIncome(rng.IntN(2)),
		IncomeTiming:   IncomeTiming(rng.IntN(2)),
		Artisans:       SoloArtisans(rng.IntN(2)),
		BuildersFakirs: rng.IntN(2) == 0,
	}
}

// resolveRandomly answers every choice with a random candidate.
func resolveRandomly(t testing.TB, rng *rand.Rand, st *State, r Roll, rules Rules) (Turn, []game.Place) {
	t.Helper()
	var as []game.Place
	for {
		turn, err := ResolveTurn(st, r, rules, as)
		if c, ok := PendingChoice(err); ok {
			as = append(as, c.Candidates[rng.IntN(len(c.Candidates))])
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		return turn, as
	}
}

func TestPropertyMeeplesConserved(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 500; i++ {
		b, x := randomBoard(t, rng)
		rules := randomRules(rng)
		st := state(b, x, rng.IntN(40), "Dhenim", "Nekir", "Marid")
		st.Yazid.Elders, st.Yazid.Fakirs = rng.IntN(3), rng.IntN(3)
		if rng.IntN(2) == 0 {
			st.Resources = []game.Resource{{Fakir: true}, {Good: game.Fish}, {Fakir: true}}
		}
		before := st.Clone()
		r := Roll{White: 1 + rng.IntN(6), Black: 1 + rng.IntN(6)}
		turn, _ := resolveRandomly(t, rng, &st, r, rules)
		var taken game.Meeples
		for _, c := range turn.Captures {
			taken = taken.Add(c.Taken)
		}
		// Taken from the board = what is gone from it.
		if got := before.Board.Meeples(); got != st.Board.Meeples().Add(taken) {
			t.Fatalf("case %d %v: board %v, after %v + taken %v", i, r, got, st.Board.Meeples(), taken)
		}
		// Added to Yazid + back to the bag = taken.
		spent := 0
		if turn.Purchase != nil {
			spent = turn.Purchase.Elders
		}
		bag := taken[game.Merchant] + taken[game.Builder]
		toYazid := (st.Yazid.Council - before.Yazid.Council) + (st.Yazid.Elders + spent - before.Yazid.Elders) +
			(st.Yazid.Assassins - before.Yazid.Assassins) + (st.Yazid.Artisans - before.Yazid.Artisans)
		if rules.Artisans == ArtisansToBag {
			bag += taken[game.Artisan]
		}
		if toYazid+bag != taken.Total() {
			t.Fatalf("case %d %v: %d to Yazid + %d to the bag, %d taken", i, r, toYazid, bag, taken.Total())
		}
		// Camels: one a tile without one, while he has any.
		placed := before.Yazid.Camels - st.Yazid.Camels
		if st.Board.Camels(game.Yazid)-before.Board.Camels(game.Yazid) != placed || st.Yazid.Camels < 0 {
			t.Fatalf("case %d: camels do not add up", i)
		}
	}
}

func TestPropertyOddsMatchTargets(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 300; i++ {
		b, _ := randomBoard(t, rng)
		// Empty some tiles and columns so that redirects happen.
		for _, p := range b.Places() {
			if rng.IntN(3) == 0 || p.Col == 1+i%6 {
				b.At(p).Meeples = game.Meeples{}
			}
		}
		rules := randomRules(rng)
		o := ComputeOdds(b, rules)
		forced, redirects := 0, 0
		for w := 1; w <= 6; w++ {
			for k := 1; k <= 6; k++ {
				var as []game.Place
				var ts []Target
				firstCands := []game.Place(nil)
				for {
					var err error
					ts, err = FindTargets(b, Roll{w, k}, rules, as)
					if c, ok := PendingChoice(err); ok {
						if firstCands == nil {
							firstCands = c.Candidates
						}
						as = append(as, c.Candidates[0])
						continue
					}
					if err != nil {
						t.Fatal(err)
					}
					break
				}
				chosen := false
				for _, tg := range ts {
					if tg.How == Chosen {
						chosen = true
					} else {
						forced++
					}
				}
				if chosen {
					redirects++
				}
				// Every candidate offered has its p_choice.
				for _, p := range firstCands {
					if tileOdds(o, p).Choice == 0 {
						t.Fatalf("case %d roll %d,%d: candidate %v has no p_choice", i, w, k, p)
					}
				}
			}
		}
		sumForced, sumP := 0, 0.0
		for _, to := range o.Tiles {
			sumForced += to.Forced
			sumP += to.PForced
			if to.PForced < 0 || to.PForced > 1 || to.PChoice < 0 || to.PChoice > 1 {
				t.Fatalf("case %d: %+v out of range", i, to)
			}
		}
		if sumForced != forced || o.Choice != redirects {
			t.Fatalf("case %d: odds count %d forced and %d redirects, the targets %d and %d\n%s",
				i, sumForced, o.Choice, forced, redirects, b)
		}
		if d := sumP - float64(forced)/Rolls; d > 1e-9 || d < -1e-9 {
			t.Fatalf("case %d: p_forced sums to %v, want %v", i, sumP, float64(forced)/Rolls)
		}
		if o.PDouble != 6.0/36 {
			t.Fatalf("p_double %v", o.PDouble)
		}
	}
}

func tileOdds(o Odds, p game.Place) TileOdds {
	for _, t := range o.Tiles {
		if t.Place == p {
			return t
		}
	}
	return TileOdds{}
}

// randomEvent returns a plausible next event for g.
func randomEvent(rng *rand.Rand, g *Game, t testing.TB) Event {
	switch g.Phase() {
	case AwaitRoll, PlayerFirst:
		if rng.IntN(4) == 0 {
			return randomEdit(rng, g)
		}
		return RollEvent(Roll{1 + rng.IntN(6), 1 + rng.IntN(6)})
	case YazidToPlay, YazidAfterOutbid:
		if _, ok := g.OutbidCost(); ok && rng.IntN(5) == 0 {
			return OutbidEvent()
		}
		var as []game.Place
		for {
			_, c, err := g.Targets(as...)
			if err != nil {
				t.Fatal(err)
			}
			if c == nil {
				return ResolveEvent(as...)
			}
			as = append(as, c.Candidates[rng.IntN(len(c.Candidates))])
		}
	}
	switch rng.IntN(10) {
	case 0:
		return EndEvent()
	case 1, 2, 3:
		return randomEdit(rng, g)
	}
	return CleanUpEvent(Rows{Resources: []string{"fakir", "fish", "fakir"}, DjinnRow: []string{"Enki", "Leta"}})
}

func randomEdit(rng *rand.Rand, g *Game) Event {
	switch rng.IntN(3) {
	case 0:
		return PlayerEvent(PlayerChange{Coins: rng.IntN(7) - 2, Viziers: rng.IntN(2)})
	case 1:
		return YazidEvent(YazidChange{Elders: rng.IntN(2)})
	}
	b := g.Board()
	p := b.Places()[rng.IntN(len(b.Places()))]
	t := b.Tile(p)
	if !t.Type.Forbidden() {
		t.Meeples[rng.IntN(5)]++
	}
	return TileEvent(p, t.Token())
}

func TestPropertyUndoRedoIdentity(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(5, 6))
	games := 60
	if testing.Short() {
		games = 20 // the first of the whole run's games
	}
	for i := 0; i < games; i++ {
		b, x := randomBoard(t, rng)
		s := NewSetup(b, x, rng.IntN(2) == 0, randomRules(rng))
		s.Resources, s.DjinnRow = []string{"fakir", "silk"}, []string{"Utug"}
		g, err := New(s)
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; step < 80 && !g.Over(); step++ {
			if _, err := g.Apply(randomEvent(rng, g, t)); err != nil {
				continue // a random edit the rules refuse changes nothing
			}
			st, l, ph := g.State(), g.Log(), g.Phase()
			if _, err := g.Undo(); err != nil {
				t.Fatal(err)
			}
			if _, err := g.Redo(); err != nil {
				t.Fatal(err)
			}
			if !g.State().Equal(st) || !reflect.DeepEqual(g.Log(), l) || g.Phase() != ph {
				t.Fatalf("game %d step %d: undo then redo changed the game", i, step)
			}
		}
		data, err := json.Marshal(g.Log())
		if err != nil {
			t.Fatal(err)
		}
		var l Log
		if err := json.Unmarshal(data, &l); err != nil {
			t.Fatal(err)
		}
		r, err := Replay(l)
		if err != nil {
			t.Fatalf("game %d: %v", i, err)
		}
		if !r.State().Equal(g.State()) || r.Lost() != g.Lost() || r.Round() != g.Round() {
			t.Fatalf("game %d: the replay differs", i)
		}
		// Undo all the way back, then redo all the way: the same game.
		n := len(g.Log())
		for g.CanUndo() {
			if _, err := g.Undo(); err != nil {
				t.Fatal(err)
			}
		}
		for g.CanRedo() {
			if _, err := g.Redo(); err != nil {
				t.Fatal(err)
			}
		}
		if len(g.Log()) != n || !g.State().Equal(r.State()) || !slices.EqualFunc(g.Log(), l, func(a, b Event) bool { return reflect.DeepEqual(a, b) }) {
			t.Fatalf("game %d: a full undo and redo differs", i)
		}
	}
}

func FuzzReplay(f *testing.F) {
	logs, _ := filepath.Glob("testdata/logs/*.json")
	for _, p := range logs {
		if data, err := os.ReadFile(p); err == nil {
			f.Add(data)
		}
	}
	b := `V[YWG] S6[RRB] O[GGW] SM[BWY] LM S12[YRW]\nO[WWR] SM[GBY] V SM[RGW] S6[BBG] O[YGG]\nSM[RWB] LM[YBW] S15[GRB] O[WBB] SM[YRG] V[WWG]\nS10[BGY] O[RRW] SM[YBW] V[GGR] LM[WRB] SM[BRR]\nLM[YWW] V[RBG] O[BYY] S6[WGR] SM[GWB] S6[RYW]`
	f.Add([]byte(`[{"kind":"setup","setup":{"board":"` + b + `","player":{"coins":25,"camels":11},"yazid":{"camels":11},"resources":null,"djinn_row":null}},{"kind":"roll","roll":{"white":4,"black":6}},{"kind":"resolve"}]`))
	f.Add([]byte(`[{"kind":"setup","setup":{"board":"` + b + `","player":{"coins":2,"camels":11},"yazid":{"camels":1}}},{"kind":"roll","roll":{"white":3,"black":6}},{"kind":"outbid"}]`))
	f.Add([]byte(`[{"kind":"roll"}]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var l Log
		if json.Unmarshal(data, &l) != nil {
			return
		}
		g, err := Replay(l)
		if err != nil {
			return
		}
		again, err := Replay(g.Log())
		if err != nil || !again.State().Equal(g.State()) {
			t.Fatalf("a replayed log does not replay the same: %v", err)
		}
	})
}
