package selfplay

import (
	"math/rand/v2"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

var everyExpansion = game.Expansions{Artisans: true, Thieves: true, Whims: true}

// fullTally is what the player's turns of some games did.
type fullTally struct {
	thievesBought, thievesUsed, items, djinnPowers, whims int
	whimCoins                                             map[int]int // Whim rewards counted, by coins
}

// tallyGame adds what the player's turns of g did, and fails t on a
// Thief used after another tribe's action.
func (f *fullTally) tallyGame(t *testing.T, g *sultan.Game) {
	t.Helper()
	for _, h := range g.Happened() {
		tp := h.Report.Player
		if tp == nil {
			continue
		}
		e := h.Report.Event
		switch {
		case e.Kind == sultan.EventPower:
			if th, ok := game.LookupThief(e.Power.Power); ok {
				f.thievesUsed++
				if th.Tribe != tp.Tribe {
					t.Errorf("%s used after the %s' action", th.Name, tp.Tribe.Plural())
				}
			} else if _, err := game.ParseItem(e.Power.Power); err == nil {
				f.items++
			} else {
				f.djinnPowers++
			}
		case e.Kind == sultan.EventTileAction && tp.ThiefBought != "":
			f.thievesBought++
		case e.Kind == sultan.EventTileAction && tp.Whim:
			f.whims++
			f.whimCoins[tp.Coins.Whim]++
		}
	}
}

// TestFullGames: random and greedy play the whole solo game with every
// expansion: each game ends and is scored; a Thief is used only after
// its tribe's action; each Whim card counts the run's reward; random
// buys and uses Thieves, uses Magic Items and Djinn powers (greedy does
// where they raise the score: TestGreedyUsesThieves,
// TestGreedyUsesPowers). The greedy games are long: not with -short.
func TestFullGames(t *testing.T) {
	for _, tc := range []struct {
		pol   Policy
		games int
	}{
		{Random{Context: testCtx}, 24},
		{Greedy{Context: testCtx}, 3},
	} {
		t.Run(tc.pol.Name(), func(t *testing.T) {
			if testing.Short() && tc.pol.Name() == "greedy" {
				t.Skip("whole greedy games")
			}
			coins := 5
			o := testOptions(tc.games, 1)
			o.Expansions, o.Seed = everyExpansion, 21
			o.Guesses.WhimCoins = &coins
			f := fullTally{whimCoins: map[int]int{}}
			for i := range tc.games {
				res, g, err := PlayGameKept(o, tc.pol, i)
				if err != nil {
					t.Fatal(err)
				}
				if g.Pending().Kind != sultan.DecideOver || res.Score <= 0 {
					t.Errorf("game %d: waits for a %s, score %d; want it over and scored", i, g.Pending().Kind, res.Score)
				}
				f.tallyGame(t, g)
			}
			t.Logf("%s, %d games: %d Thieves bought, %d used; %d Magic Items, %d Djinn powers used; Whim rewards %v",
				tc.pol.Name(), tc.games, f.thievesBought, f.thievesUsed, f.items, f.djinnPowers, f.whimCoins)
			if tc.pol.Name() == "random" && (f.thievesBought == 0 || f.thievesUsed == 0 || f.items == 0 || f.djinnPowers == 0) {
				t.Errorf("got %+v, want Thieves bought and used, Magic Items and Djinn powers used", f)
			}
			if f.whims == 0 || f.whimCoins[coins] != f.whims {
				t.Errorf("Whim rewards %v, want each of the %d cards at %d coins", f.whimCoins, f.whims, coins)
			}
		})
	}
}

// TestUnknownDjinnVP: a Djinn of unknown VP scores at the run's guess,
// else at DefaultDjinnVP; the twin: a Djinn of known VP keeps its own
// whatever the guess.
func TestUnknownDjinnVP(t *testing.T) {
	st := sultan.State{Board: game.NewBoard(6, 6), Expansions: game.Expansions{Artisans: true}}
	djinns := func(g Guesses, held ...string) int {
		st.Player.Djinns = held
		r, err := scoring.Score(soloGame(st, game.NotLost, g.DjinnVPs(st.Expansions)), testCtx.ScoringRules)
		if err != nil {
			t.Fatal(err)
		}
		return r.Players[0].Categories[scoring.CategoryDjinns]
	}
	for _, tc := range []struct {
		name string
		g    Guesses
		held string
		want int
	}{
		{"Ptah at the given VP", Guesses{DjinnVP: map[string]int{"ptah": 11}}, "Ptah", 11},
		{"Ptah at the default", Guesses{}, "Ptah", DefaultDjinnVP},
		{"Geb at the default beside Ptah's", Guesses{DjinnVP: map[string]int{"Ptah": 11}}, "Geb", DefaultDjinnVP},
		{"Enki keeps its 8", Guesses{DjinnVP: map[string]int{"Enki": 1}}, "Enki", 8},
	} {
		if got := djinns(tc.g, tc.held); got != tc.want {
			t.Errorf("%s: got %d VP, want %d", tc.name, got, tc.want)
		}
	}
	// The summary says the VP played.
	o := testOptions(1, 1)
	o.Expansions, o.Guesses = st.Expansions, Guesses{DjinnVP: map[string]int{"ptah": 11}}
	s, _, err := runAll(o, Random{})
	if err != nil {
		t.Fatal(err)
	}
	if s.DjinnVP["Ptah"] != 11 || s.DjinnVP["Geb"] != DefaultDjinnVP || s.WhimCoins != nil {
		t.Errorf("summary: djinn_vp %v, whim_coins %v; want Ptah 11, Geb %d, no Whims", s.DjinnVP, s.WhimCoins, DefaultDjinnVP)
	}
}

// TestGuessesCheck: a guess for a Djinn not in the catalogue, of known
// VP, or out of range is refused with its place; the twin: a guess for
// a Djinn of unknown VP passes.
func TestGuessesCheck(t *testing.T) {
	neg := -1
	for _, tc := range []struct {
		g    Guesses
		want string
	}{
		{Guesses{DjinnVP: map[string]int{"Ptha": 3}}, "selfplay: djinn_vp.Ptha: unknown Djinn"},
		{Guesses{DjinnVP: map[string]int{"Enki": 3}}, "selfplay: djinn_vp.Enki: the catalogue gives Enki 8 VP"},
		{Guesses{DjinnVP: map[string]int{"Kali": -2}}, "selfplay: djinn_vp.Kali: -2 VP (from 0 to 100)"},
		{Guesses{WhimCoins: &neg}, "selfplay: whim_coins: -1 (from 0 to 100)"},
		{Guesses{DjinnVP: map[string]int{"kali": 4}}, ""},
	} {
		err := tc.g.Check()
		if got := ""; err != nil {
			got = err.Error()
			if got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		} else if tc.want != "" {
			t.Errorf("got no error, want %q", tc.want)
		}
	}
}

// greedyTable is a board of Small Markets but a Sacred Place at r1 c2
// and an Oasis of the player's at r5 c6, with a Vizier at r1 c1 and r1
// c2: every move takes Viziers at a Sacred Place. The player holds 2
// Elders (a Djinn's price), a Fakir and Ziad, Yazid 2 Council Viziers.
func greedyTable() sultan.State {
	b := game.NewBoard(6, 5)
	for i := range b.Tiles {
		b.Tiles[i].Type = game.SmallMarket
	}
	b.At(game.Place{Col: 2, Row: 1}).Type = game.Sacred6
	b.At(game.Place{Col: 1, Row: 1}).Meeples = game.Meeples{game.Vizier: 1}
	b.At(game.Place{Col: 2, Row: 1}).Meeples = game.Meeples{game.Vizier: 1}
	oasis := b.At(game.Place{Col: 6, Row: 5})
	oasis.Type, oasis.Owner = game.Oasis, 1
	x := game.Expansions{Thieves: true}
	return sultan.State{Board: b, Expansions: x, DjinnRow: []string{"Leta"}, Resources: []game.Resource{},
		Player: sultan.Holdings{Coins: 0, Camels: 10, Elders: 2, Fakirs: 1, Thieves: []string{"Ziad"}},
		Yazid:  sultan.YazidHoldings{Camels: 11, Council: 2}}
}

// TestGreedyUsesThieves: greedy uses the Thief whose tribe it takes when
// it raises the score (Ziad: a Vizier of Yazid's), right after the tribe
// action; the twin: with Yazid's Council empty, no Thief is used.
func TestGreedyUsesThieves(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 1))
	st := greedyTable()
	plan, err := Greedy{Context: testCtx}.Turn(st, rng)
	if err != nil {
		t.Fatal(err)
	}
	if len(plan.Thieves) != 1 || plan.Thieves[0].Power != "Ziad" {
		t.Errorf("got Thieves %+v, want Ziad used", plan.Thieves)
	}
	st.Yazid.Council = 0
	if plan, err = (Greedy{Context: testCtx}).Turn(st, rng); err != nil || len(plan.Thieves) != 0 {
		t.Errorf("Council empty: got Thieves %+v (%v), want none", plan.Thieves, err)
	}
}

// TestGreedyUsesPowers: greedy adds a power use that raises the score
// (Enki: a Palm Tree on its own Oasis); the twin:
// the Oasis is Yazid's and Enki stays unused.
func TestGreedyUsesPowers(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, owner := range []game.Owner{1, game.Yazid} {
		st := greedyTable()
		st.Player.Djinns = []string{"Enki"}
		st.Board.At(game.Place{Col: 6, Row: 5}).Owner = owner
		plan, err := Greedy{Context: testCtx}.Turn(st, rng)
		if err != nil {
			t.Fatal(err)
		}
		used := len(plan.Powers) == 1 && plan.Powers[0].Power == "Enki"
		if used != (owner == 1) {
			t.Errorf("Oasis of %v: got powers %+v, want Enki used only on the player's", owner, plan.Powers)
		}
	}
}
