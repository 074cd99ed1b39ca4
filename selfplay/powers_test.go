package selfplay

import (
	"errors"
	"flag"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/naqala/naqala/advisor"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// playerTurnWith plays game 0 of seed 3 to the player's first turn, gives
// the player Enki, a Fakir, and the first Oasis of the board with owner's
// Camel on it (emptied), and plays the advisor's turn: the game's turn as
// it ends, and the Oasis.
func playerTurnWith(t *testing.T, owner string) (sultan.TurnProgress, game.Tile) {
	t.Helper()
	deal, dice, polRNG := gameRand(3, 0)
	board := game.DealBoard(game.Expansions{}, deal)
	sup := newSupply(game.Expansions{}, deal)
	setup := sultan.NewSetup(board, game.Expansions{}, false, testCtx.Rules)
	rows := sup.refill(sultan.State{Resources: []game.Resource{}, DjinnRow: []string{}})
	setup.Resources, setup.DjinnRow = rows.Resources, rows.DjinnRow
	g, err := sultan.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	pol := Advisor{Context: testCtx, Weights: advisor.DefaultWeights()}
	roll, err := g.RollDice(sultan.NewRandDice(dice))
	if err != nil {
		t.Fatal(err)
	}
	if err := yazidTurn(g, pol, roll, polRNG); err != nil {
		t.Fatal(err)
	}
	var oasis game.Place
	for _, p := range g.State().Board.Places() {
		if g.State().Board.Tile(p).Type == game.Oasis {
			oasis = p
			break
		}
	}
	if err := g.SetTile(oasis, "O@"+owner); err != nil {
		t.Fatal(err)
	}
	if err := g.ChangePlayer(sultan.PlayerChange{GainDjinns: []string{"Enki"}, Fakirs: 1}); err != nil {
		t.Fatal(err)
	}
	// The game is driven as self-play drives it, up to the next roll.
	var res Result
	tb := &table{g: g, pol: pol, sup: sup, rng: polRNG}
	if err := tb.drive(stopDice{}, &res); !errors.Is(err, errStopped) {
		t.Fatalf("got %v, want the drive stopped at the next roll", err)
	}
	var tp sultan.TurnProgress
	for _, h := range g.Happened() {
		if h.Report.Player != nil {
			tp = *h.Report.Player
		}
	}
	return tp, g.State().Board.Tile(oasis)
}

// errStopped is stopDice's roll.
var errStopped = errors.New("stopped before the roll")

// stopDice stops a drive at its next roll.
type stopDice struct{}

func (stopDice) Roll() (sultan.Roll, error) { return sultan.Roll{}, errStopped }

// TestPlayerTurnUsesThePlansPowers: self-play's advisor holding Enki and
// an Oasis without a Palm Tree places one there with Enki, through the
// game's power event. The negative twin: the Oasis is Yazid's, Enki is
// left unused.
func TestPlayerTurnUsesThePlansPowers(t *testing.T) {
	tp, oasis := playerTurnWith(t, "1")
	if !slices.Contains(tp.Powers, "Enki") || oasis.Palms != 1 {
		t.Fatalf("your Oasis: powers %q, Palm Trees %d; want Enki, 1", tp.Powers, oasis.Palms)
	}
	tp, oasis = playerTurnWith(t, "Y")
	if len(tp.Powers) > 0 || oasis.Palms != 0 {
		t.Fatalf("Yazid's Oasis: powers %q, Palm Trees %d; want none, 0", tp.Powers, oasis.Palms)
	}
}

// powerTally wraps a policy and counts the powers its plans use.
type powerTally struct {
	Policy
	uses map[string]int
	mu   *sync.Mutex
}

func (p powerTally) Turn(st sultan.State, rng *rand.Rand) (sultan.TurnPlan, error) {
	plan, err := p.Policy.Turn(st, rng)
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, u := range plan.Powers {
		p.uses[u.Power]++
		if u.Power == "Iblis" && err == nil {
			// Iblis on a kill that leaves more than one meeple: the
			// tile keeps meeples.
			if after, tp, perr := sultan.PlayTurn(st, plan); perr == nil && tp.IblisKill != nil && !tp.IblisKill.Yazid &&
				!after.Board.Tile(tp.IblisKill.Place).Meeples.Empty() {
				p.uses["Iblis, the tile left with meeples"]++
			}
		}
	}
	for _, u := range slices.Concat(plan.Thieves, plan.Before) {
		p.uses[u.Power]++
	}
	if plan.Carpet {
		p.uses[game.FlyingCarpet.Key()]++
	}
	if _, thief := game.LookupThief(plan.Tile.Djinn); thief {
		p.uses["a Thief bought"]++
	} else if plan.Tile.Djinn != "" {
		p.uses["a Djinn bought"]++
	}
	return plan, err
}

var (
	powersGames      = flag.Int("powers.games", 6, "games TestAdvisorUsesThePowers plays (seed 5000; docs/selfplay.md: 100)")
	powersExpansions = flag.String("powers.expansions", "", "the expansions of TestAdvisorUsesThePowers's games, comma-separated")
)

// TestAdvisorUsesThePowers plays whole games with the advisor: the powers
// it takes are used (docs/selfplay.md gives the counts of 100 games:
// -powers.games 100, and -powers.expansions artisans). Long: not with
// -short.
func TestAdvisorUsesThePowers(t *testing.T) {
	if testing.Short() {
		t.Skip("whole advised games")
	}
	tally := powerTally{Advisor{Context: testCtx, Weights: advisor.DefaultWeights()}, map[string]int{}, &sync.Mutex{}}
	o := testOptions(*powersGames, 1)
	o.Seed = 5000
	if *powersExpansions != "" {
		x, err := game.ParseExpansions(strings.Split(*powersExpansions, ","))
		if err != nil {
			t.Fatal(err)
		}
		o.Expansions = x
	}
	s, _, err := runAll(o, tally)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d games: survived %d, mean %.1f, median %.1f, losses %+v", s.Games, s.Survived, s.MeanScore, s.MedianScore, s.Losses)
	total := 0
	for _, n := range tally.uses {
		total += n
	}
	if total == 0 {
		t.Fatalf("no power used in %d games", s.Games)
	}
	t.Logf("powers used in %d games: %v", s.Games, tally.uses)
}

// TestDrawForReplacesTheStandIn: the Djinn the advice's Sibittis keeps is
// a stand-in; self-play draws the top 3 Djinns of its deck and keeps the
// one of the most VP, and Kandicha's Item on an Artisan is the stack's
// top, Sloar's card the resource deck's top, the Rebirth Ring's Item the
// discard pile's Precious Item of the most VP. The twin: with the deck
// (or stack, or no Precious Item discarded) empty the power is not used.
func TestDrawForReplacesTheStandIn(t *testing.T) {
	var st sultan.State
	s := &supply{djinns: []string{"Hagis", "Leta", "Sloar", "Echidna"}, items: []game.Item{game.Crown, game.Chest}}
	u, ok := s.drawFor(st, sultan.PowerUse{Power: "Sibittis", Pay: sultan.PayElders, Djinn: "Kumarbi"})
	if !ok || u.Djinn != "Sloar" || !slices.Equal(s.djinns, []string{"Hagis"}) {
		t.Fatalf("kept %q (%v), deck %q; want Sloar (8 VP of Leta, Sloar, Echidna), the deck Hagis", u.Djinn, ok, s.djinns)
	}
	u, ok = s.drawFor(st, sultan.PowerUse{Power: "Kandicha", Item: "jewels"})
	if !ok || u.Item != "chest" || len(s.items) != 1 {
		t.Fatalf("Item %q (%v), stack %v; want the Chest", u.Item, ok, s.items)
	}
	s.resources = []game.Resource{{Good: game.Ivory}, {Fakir: true}}
	u, ok = s.drawFor(st, sultan.PowerUse{Power: "Sloar", Pay: sultan.PayFakir, Card: "fish"})
	if !ok || u.Card != "fakir" || len(s.resources) != 1 {
		t.Fatalf("card %q (%v), deck %v; want the Fakir on top", u.Card, ok, s.resources)
	}
	s.discardBut([]game.Item{game.JewelsItem, game.FabulousLamp, game.Crown, game.Chest}, game.Chest)
	u, ok = s.drawFor(st, sultan.PowerUse{Power: "rebirth_ring", Item: "jewels"})
	if !ok || u.Item != "crown" || !slices.Equal(s.discarded, []game.Item{game.JewelsItem, game.FabulousLamp}) {
		t.Fatalf("Ring took %q (%v), discards %v; want the Crown", u.Item, ok, s.discarded)
	}
	s.discarded = []game.Item{game.FabulousLamp}
	if _, ok := s.drawFor(st, sultan.PowerUse{Power: "rebirth_ring", Item: "jewels"}); ok {
		t.Fatal("the Ring used with no Precious Item discarded")
	}
	empty := &supply{}
	out := st // every card held: no discard pile to make a deck of
	out.Player.Fakirs = game.Fakirs
	for _, g := range game.Goods() {
		out.Player.Goods[g] = g.Count()
	}
	if _, ok := empty.drawFor(out, sultan.PowerUse{Power: "Sloar", Card: "fish"}); ok {
		t.Fatal("Sloar drew from an empty deck")
	}
	if _, ok := empty.drawFor(st, sultan.PowerUse{Power: "Sibittis", Djinn: "Kumarbi"}); ok {
		t.Fatal("Sibittis used with the deck empty")
	}
	if _, ok := empty.drawFor(st, sultan.PowerUse{Power: "Kandicha", Item: "jewels"}); ok {
		t.Fatal("Kandicha's Item drawn from an empty stack")
	}
	if u, ok := empty.drawFor(st, sultan.PowerUse{Power: "Enki"}); !ok || u.Power != "Enki" {
		t.Fatal("a power with no draw changed")
	}
}

// TestHornForDrawsTheRefill: the Horn of Plenty's refill the advice
// played stand-ins for is drawn from the resource deck's top, and the
// advisor orders the row it sees: the Gold drawn first for the 1
// Merchant (an eighth good: 30 to 40 VP), the Fakirs last. The twins: a policy that does not order keeps the row's cards
// first, the cards drawn after them; a deck that cannot refill the row
// leaves the Horn unused.
func TestHornForDrawsTheRefill(t *testing.T) {
	var st sultan.State
	for _, g := range []game.Good{game.Fish, game.Wheat, game.Pottery, game.Spice, game.Silk, game.Papyrus, game.Ivory} {
		st.Player.Goods[g] = 1
	}
	st.Resources = []game.Resource{{Fakir: true}, {Good: game.Wheat}}
	deck := func() []game.Resource {
		// The top is the slice's end: the Papyrus is left.
		return []game.Resource{{Good: game.Papyrus}, {Good: game.Gold}, {Fakir: true}, {Good: game.Fish},
			{Good: game.Ivory}, {Good: game.Papyrus}, {Good: game.Wheat}, {Good: game.Pottery}}
	}
	horn := sultan.PowerUse{Power: game.HornOfPlenty.Key(), Row: []string{"fakir", "wheat", "fish", "fish", "fish", "fish", "fish", "fish", "fish"}}
	s := &supply{resources: deck()}
	adv := Advisor{Context: testCtx, Weights: advisor.DefaultWeights()}
	u, ok := s.hornFor(st, horn, adv, 1)
	if !ok || len(u.Row) != sultan.ResourceRowSize || u.Row[0] != "gold" || len(s.resources) != 1 {
		t.Fatalf("row %q (%v), deck %v; want the Gold first, one card left", u.Row, ok, s.resources)
	}
	if back := u.Row[len(u.Row)-2:]; !slices.Equal(back, []string{"fakir", "fakir"}) {
		t.Errorf("row %q: want the Fakirs last", u.Row)
	}
	s = &supply{resources: deck()}
	u, ok = s.hornFor(st, horn, Greedy{}, 1)
	if want := []string{"fakir", "wheat", "pottery", "wheat", "papyrus", "ivory", "fish", "fakir", "gold"}; !ok || !slices.Equal(u.Row, want) {
		t.Errorf("a policy that does not order: row %q (%v), want %q", u.Row, ok, want)
	}
	out := st // every card held or in the row: no deck to draw from
	out.Player.Fakirs = game.Fakirs - 1
	for _, g := range game.Goods() {
		out.Player.Goods[g] = g.Count()
	}
	out.Player.Goods[game.Wheat]--
	if _, ok := (&supply{}).hornFor(out, horn, adv, 1); ok {
		t.Error("the Horn used with no card left to refill the row")
	}
}
