package selfplay

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"runtime"
	"slices"
	"sync/atomic"
	"testing"

	"github.com/naqala/naqala/advisor"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

var testCtx = Context{Rules: sultan.DefaultRules(), ScoringRules: scoring.DefaultRules()}

func testOptions(games, workers int) Options {
	return Options{Games: games, Seed: 11, Rules: testCtx.Rules, ScoringRules: testCtx.ScoringRules, Workers: workers}
}

// TestSameSeedAnyWorkers: the games depend on the seed and their index,
// not on how many workers play them.
func TestSameSeedAnyWorkers(t *testing.T) {
	one, r1, err := runAll(testOptions(8, 1), Random{})
	if err != nil {
		t.Fatal(err)
	}
	three, r3, err := runAll(testOptions(8, 3), Random{})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(one, three) || !reflect.DeepEqual(r1, r3) {
		t.Errorf("1 worker: %+v\n3 workers: %+v", r1, r3)
	}
	o := testOptions(8, 1)
	o.Seed++
	_, other, err := runAll(o, Random{})
	if err != nil {
		t.Fatal(err)
	}
	if reflect.DeepEqual(r1, other) {
		t.Errorf("seeds 11 and 12 played the same games")
	}
}

// checked wraps a policy and checks every plan it gives against the
// table it was given: a legal move (CheckMove) and a whole turn that
// PlayTurn plays.
type checked struct {
	Policy
	t     *testing.T
	turns *atomic.Int64 // the workers play at once
}

func (c checked) Turn(st sultan.State, rng *rand.Rand) (sultan.TurnPlan, error) {
	plan, err := c.Policy.Turn(st, rng)
	if err != nil {
		return plan, err
	}
	if err := st.Board.CheckMove(plan.Move); err != nil {
		c.t.Errorf("%s: illegal move %s: %v", c.Name(), plan.Move, err)
	}
	if _, _, err := sultan.PlayTurn(st, plan); err != nil {
		c.t.Errorf("%s: plan %s does not play: %v", c.Name(), plan.Move, err)
	}
	c.turns.Add(1)
	return plan, nil
}

func (c checked) Redirect(st sultan.State, roll sultan.Roll, answered []game.Place, ch sultan.Choice, rng *rand.Rand) game.Place {
	a := c.Policy.Redirect(st, roll, answered, ch, rng)
	found := false
	for _, p := range ch.Candidates {
		found = found || p == a
	}
	if !found {
		c.t.Errorf("%s: redirect answer %v is not among %v", c.Name(), a, ch.Candidates)
	}
	return a
}

// TestEveryPlanLegalAndEveryGameEnds plays games with both policies,
// with and without expansions: every plan is legal, every game ends lost
// or with a title, and its score is that of a finished game.
func TestEveryPlanLegalAndEveryGameEnds(t *testing.T) {
	for _, x := range []game.Expansions{{}, {Artisans: true, Whims: true}} {
		for _, pol := range []Policy{Random{}, Greedy{testCtx}, Advisor{Context: testCtx, Weights: advisor.DefaultWeights()}} {
			t.Run(pol.Name()+"/"+x.String(), func(t *testing.T) {
				if testing.Short() && pol.Name() != "random" && !x.Artisans {
					t.Skip("-short: the advisor and greedy play the expansions' game only")
				}
				var turns atomic.Int64
				o := testOptions(3, 2)
				o.Expansions = x
				switch pol.Name() {
				case "greedy":
					if testing.Short() {
						o.Games = 1 // the whole run plays 3
					}
				case "random":
					o.Games = 12
				case "advisor":
					o.Games = 1
					if testing.Short() {
						// The game's own advisor, as self-play plays
						// it: the same answers with a search a round
						// fewer (TestAdvisorForGameSameGames, the whole
						// run); the whole run asks afresh each time.
						pol = pol.(PerGame).ForGame()
					}
				}
				_, rs, err := runAll(o, checked{pol, t, &turns})
				if err != nil {
					t.Fatal(err)
				}
				if turns.Load() == 0 {
					t.Fatal("no turn played")
				}
				for _, r := range rs {
					switch {
					case r.Lost == game.NotLost && r.Title == "":
						t.Errorf("game %d survived without a title", r.Index)
					case r.Lost != game.NotLost && r.Title != "":
						t.Errorf("game %d lost (%s) with a title", r.Index, r.Lost)
					case r.Rounds < 1 || r.Rounds > MaxRounds:
						t.Errorf("game %d: %d rounds", r.Index, r.Rounds)
					case r.Score < 0:
						t.Errorf("game %d: score %d", r.Index, r.Score)
					}
				}
			})
		}
	}
}

func TestSummarize(t *testing.T) {
	rs := []Result{
		{Score: 200, Title: scoring.TitleJafaar},
		{Score: 100, Title: scoring.TitleIznogoud},
		{Score: 260, Title: scoring.TitleSaladin},
		{Score: 50, Lost: game.LostAssassins},
		{Score: 60, Lost: game.LostDjinns},
		{Score: 70, Lost: game.LostPayment},
		{Score: 230, Lost: game.LostViziers},
		{Score: 40, Lost: game.LostAssassins},
	}
	got := Summarize("greedy", 3, rs)
	want := Summary{Games: 8, Policy: "greedy", Seed: 3, Survived: 3, SurvivalRate: 0.375,
		MeanScore: 126.3, MedianScore: 85,
		Losses: Losses{Assassins: 2, Djinns: 1, Payment: 1, Viziers: 1},
		Titles: Titles{Iznogoud: 1, Jafaar: 1, Saladin: 1}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v\nwant %+v", got, want)
	}
	// Twin: an odd number of games has the middle score as median.
	if got := Summarize("greedy", 3, rs[:7]); got.MedianScore != 100 {
		t.Errorf("median of 7: got %g, want 100", got.MedianScore)
	}
}

func TestSupply(t *testing.T) {
	s := newSupply(game.Expansions{Artisans: true}, rand.New(rand.NewPCG(1, 2)))
	if len(s.resources) != 54 {
		t.Errorf("got %d resource cards, want 54", len(s.resources))
	}
	if len(s.items) != 18 {
		t.Errorf("got %d Items, want 18", len(s.items))
	}
	if base := newSupply(game.Expansions{}, rand.New(rand.NewPCG(1, 2))); len(base.djinns) != 25 || len(base.items) != 0 || base.thieves != nil {
		t.Errorf("base game: %d Djinns (want 22 and the promos Dhenim, Wilwit, Galbells), %d Items (want none), Thieves %v (want none)",
			len(base.djinns), len(base.items), base.thieves)
	}
	st := sultan.State{}
	rows := s.refill(st)
	if len(rows.Resources) != 9 || len(rows.DjinnRow) != 3 {
		t.Fatalf("refill: %d cards, %d Djinns; want 9 and 3", len(rows.Resources), len(rows.DjinnRow))
	}
	// The discard pile is every card out of the deck, the row and the
	// hands: drawn dry, the deck is made again from it.
	st.Player.Fakirs, st.Yazid.Fakirs = 2, 1
	st.Player.Goods[game.Fish] = 3
	s.resources = nil
	d := discards(st, nil)
	if len(d) != 54-6 {
		t.Errorf("discards with 6 cards held: got %d, want 48", len(d))
	}
	if _, ok := s.drawResource(st); !ok {
		t.Errorf("no card drawn from the discards")
	}
	// Twin: nothing left anywhere, nothing drawn.
	st.Player.Fakirs, st.Yazid.Fakirs, st.Player.Goods = 18, 0, sultan.GoodsHeld{}
	for _, g := range game.Goods() {
		st.Player.Goods[g] = g.Count()
	}
	s.resources = nil
	if _, ok := s.drawResource(st); ok {
		t.Errorf("a card drawn with every card in the player's hand")
	}
}

// TestDjinnDeck: a dealt deck holds every Djinn of the expansions once,
// those of unknown VP included; the twin: none of an expansion not in
// play.
func TestDjinnDeck(t *testing.T) {
	for _, x := range []game.Expansions{{}, {Artisans: true}, {Whims: true}, {Thieves: true}, {Artisans: true, Thieves: true, Whims: true}} {
		t.Run(x.String(), func(t *testing.T) {
			s := newSupply(x, rand.New(rand.NewPCG(3, 4)))
			var want []string
			for _, d := range game.Djinns() {
				if x.Has(d.Expansion) {
					want = append(want, d.Name)
				}
			}
			got := slices.Sorted(slices.Values(s.djinns))
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Errorf("got %v, want %v", got, want)
			}
			if slices.Contains(got, "Ptah") != x.Artisans || slices.Contains(got, "Kali") != x.Whims || slices.Contains(got, "Morgiane") != x.Thieves {
				t.Errorf("got %v: Ptah, Kali, Morgiane only with their expansions", got)
			}
		})
	}
}

// TestThiefPile: with Thieves, the pile holds the five Thieves (Madjaar
// with Artisans only), and the first refill turns one face up, the
// game's Thief row; a Thief bought (the row empty) is replaced at
// clean-up; the twin: a Thief still face up stays; without Thieves the
// row is not tracked.
func TestThiefPile(t *testing.T) {
	for _, x := range []game.Expansions{{Thieves: true}, {Thieves: true, Artisans: true}} {
		s := newSupply(x, rand.New(rand.NewPCG(5, 6)))
		want := 5
		if x.Artisans {
			want = 6
		}
		if len(s.thieves) != want || slices.Contains(s.thieves, "Madjaar") != x.Artisans {
			t.Errorf("%s: pile %v; want %d Thieves, Madjaar only with Artisans", x, s.thieves, want)
		}
		up := s.refill(sultan.State{ThiefRow: []string{}}).ThiefRow
		if len(up) != 1 || len(s.thieves) != want-1 {
			t.Fatalf("%s: the first refill shows %v, pile %v", x, up, s.thieves)
		}
		if got := s.refill(sultan.State{ThiefRow: up}).ThiefRow; !slices.Equal(got, up) || len(s.thieves) != want-1 {
			t.Errorf("%s: the face-up %v replaced by %v with none bought", x, up, got)
		}
		next := s.refill(sultan.State{ThiefRow: []string{}}).ThiefRow
		if len(next) != 1 || next[0] == up[0] || len(s.thieves) != want-2 {
			t.Errorf("%s: after %v bought, face up %v, pile %v", x, up, next, s.thieves)
		}
		s.thieves = nil
		if got := s.refill(sultan.State{ThiefRow: []string{}}).ThiefRow; got == nil || len(got) != 0 {
			t.Errorf("%s: the pile out: got %#v, want none face up", x, got)
		}
	}
	if got := newSupply(game.Expansions{}, rand.New(rand.NewPCG(5, 6))).refill(sultan.State{}).ThiefRow; got != nil {
		t.Errorf("without Thieves: got %#v, want the row not tracked", got)
	}
}

// TestKeepItem: of an Artisan draw the advisor and greedy keep the Item
// with the most VP, random any; of Magic Items alone the advisor keeps
// the one its plan uses first (the Lamp, the Scimitar, the Talisman).
func TestKeepItem(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	drawn := []game.Item{game.HornOfPlenty, game.Crown, game.Chest}
	if got := advisorKeeps(drawn); got != game.Crown {
		t.Errorf("advisor: got %s, want the Crown", got)
	}
	if got := (Greedy{}).KeepItem(sultan.State{}, drawn, rng); got != game.Crown {
		t.Errorf("greedy: got %s, want the Crown", got)
	}
	if got := advisorKeeps([]game.Item{game.HornOfPlenty, game.FabulousLamp}); got != game.FabulousLamp {
		t.Errorf("advisor, Magic Items: got %s, want the Fabulous Lamp", got)
	}
	if got := advisorKeeps([]game.Item{game.HornOfPlenty, game.TempestTalisman, game.BurningScimitar}); got != game.BurningScimitar {
		t.Errorf("advisor, Magic Items: got %s, want the Burning Scimitar", got)
	}
	if got := advisorKeeps([]game.Item{game.HornOfPlenty, game.EnchantingFlute}); got != game.HornOfPlenty {
		t.Errorf("advisor, Magic Items its plan leaves: got %s, want the first drawn", got)
	}
	seen := map[game.Item]bool{}
	for range 60 {
		seen[(Random{}).KeepItem(sultan.State{}, drawn, rng)] = true
	}
	if len(seen) != 3 {
		t.Errorf("random: kept %v of 60 draws, want each of the 3", seen)
	}
}

// TestGreedyBeatsRandomPlans: the greedy plan's score change is at least
// that of any plan the random policy draws on the same table.
func TestGreedyBeatsRandomPlans(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 4))
	boards := 5
	if testing.Short() {
		boards = 2
	}
	for k := range boards {
		b := game.DealBoard(game.Expansions{}, rng)
		sup := newSupply(game.Expansions{}, rng)
		st := sultan.State{Board: b, Player: sultan.Holdings{Coins: 25, Camels: 11, Fakirs: k % 3, Elders: k % 3}}
		rows := sup.refill(sultan.State{Resources: []game.Resource{}, DjinnRow: []string{}})
		for _, r := range rows.Resources {
			res, _ := game.ParseResource(r)
			st.Resources = append(st.Resources, res)
		}
		st.DjinnRow = rows.DjinnRow
		// Scored at the VP greedy plays by for the Djinns no card prints
		// (Wilwit, Galbells: Guesses), as the game is.
		vps := testCtx.Guesses.DjinnVPs(st.Expansions)
		before, _ := scoreNow(st, testCtx.ScoringRules, vps)
		gain := func(plan sultan.TurnPlan) int {
			after, _, err := sultan.PlayTurn(st, plan)
			if err != nil {
				t.Fatal(err)
			}
			s, _ := scoreNow(after, testCtx.ScoringRules, vps)
			return s - before
		}
		g, err := Greedy{testCtx}.Turn(st, rng)
		if err != nil {
			t.Fatal(err)
		}
		best := gain(g)
		for range 200 {
			p, err := Random{}.Turn(st, rng)
			if err != nil {
				t.Fatal(err)
			}
			if r := gain(p); r > best {
				t.Errorf("board %d: random plan %s gains %d, greedy's %s %d", k, p.Move, r, g.Move, best)
			}
		}
	}
}

// TestGreedyRedirectLimitsDamage: Yazid's roll strikes an empty tile and
// the player chooses another of its column: greedy never sends him to
// the Assassins that make his 7th.
func TestGreedyRedirectLimitsDamage(t *testing.T) {
	b := game.NewBoard(6, 5)
	for i := range b.Tiles {
		b.Tiles[i].Type = game.Oasis
	}
	b.At(game.Place{Col: 2, Row: 3}).Meeples = game.Meeples{game.Assassin: 1}
	b.At(game.Place{Col: 2, Row: 4}).Meeples = game.Meeples{game.Elder: 1}
	st := sultan.State{Board: b, Player: sultan.Holdings{Coins: 10, Camels: 11}, Yazid: sultan.YazidHoldings{Assassins: 6, Camels: 11}}
	roll := sultan.Roll{White: 2, Black: 1}
	_, err := sultan.FindTargets(b, roll, testCtx.Rules, nil)
	c, ok := sultan.PendingChoice(err)
	if !ok {
		t.Fatalf("no choice: %v", err)
	}
	g := Greedy{testCtx}
	if got := g.Redirect(st, roll, nil, c, nil); got != (game.Place{Col: 2, Row: 4}) {
		t.Errorf("greedy sent Yazid to %s, want r4 c2 (the Elder)", got.Short())
	}
	// Twin: with 5 Assassins neither candidate loses and both leave the
	// player's score as it is: the first candidate is kept.
	st.Yazid.Assassins = 5
	if got := g.Redirect(st, roll, nil, c, nil); got != c.Candidates[0] {
		t.Errorf("no loss either way: got %s, want the first candidate %s", got.Short(), c.Candidates[0].Short())
	}
}

func BenchmarkGameRandom(b *testing.B) { benchGames(b, Random{}) }
func BenchmarkGameGreedy(b *testing.B) { benchGames(b, Greedy{testCtx}) }

// BenchmarkGameAdvisor: one advised game an iteration (the advice three
// times a round: the move and the outbid's two searches). Budget: 0.12
// CPU seconds a game (issue: 1,000 games a minute on 2 cores).
func BenchmarkGameAdvisor(b *testing.B) {
	benchGames(b, Advisor{Context: testCtx, Weights: advisor.DefaultWeights()})
}

// BenchmarkGameAdvisorArtisans is BenchmarkGameAdvisor with the Artisans:
// the Magic Items in the plan.
func BenchmarkGameAdvisorArtisans(b *testing.B) {
	benchGamesOf(b, Advisor{Context: testCtx, Weights: advisor.DefaultWeights()}, game.Expansions{Artisans: true})
}

// benchGames plays one game an iteration on one goroutine, as a worker
// of Run does: games a second per core.
func benchGames(b *testing.B, pol Policy) { benchGamesOf(b, pol, game.Expansions{}) }

// benchGamesOf is benchGames with the expansions x.
func benchGamesOf(b *testing.B, pol Policy, x game.Expansions) {
	o := testOptions(1, 1)
	o.Expansions = x
	pol = forWorker(pol)
	for i := 0; b.Loop(); i++ {
		if _, err := PlayGame(o, pol, i); err != nil {
			b.Fatal(err)
		}
	}
}

// runAll runs o and keeps every result, as OnResult hands them over.
func runAll(o Options, pol Policy) (Summary, []Result, error) {
	var rs []Result
	o.OnResult = func(r Result) { rs = append(rs, r) }
	s, err := Run(context.Background(), o, pol)
	return s, rs, err
}

// TestRunStopsWithItsContext: a run whose context ends stops starting
// games and sums up those played, in game order, with the context's
// error; the twin: a run left alone plays every game.
func TestRunStopsWithItsContext(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	o := testOptions(MaxGames, 2)
	n := 0
	o.OnResult = func(r Result) {
		if r.Index != n {
			t.Errorf("result %d came as the %dth", r.Index, n)
		}
		if n++; n == 5 {
			cancel()
		}
	}
	s, err := Run(ctx, o, Random{})
	if !errors.Is(err, context.Canceled) || s.Games < 5 || s.Games != n || s.Games > 5+4*o.Workers {
		t.Errorf("cancelled after 5: %d games summed, %d seen, err %v", s.Games, n, err)
	}
	all, err := Run(context.Background(), testOptions(6, 2), Random{})
	if err != nil || all.Games != 6 {
		t.Errorf("the twin: %d games, %v", all.Games, err)
	}
}

// TestRunHoldsNoGameUpFront: a run of the most games allocates nothing
// per game before playing (it took 640 MB for 10,000,000); stopped at
// once it returns having played none. The twin is TestRunStopsWithItsContext.
func TestRunHoldsNoGameUpFront(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	s, err := Run(ctx, testOptions(MaxGames, 2), Random{})
	runtime.ReadMemStats(&after)
	if !errors.Is(err, context.Canceled) || s.Games > 4 {
		t.Errorf("got %d games, %v", s.Games, err)
	}
	if n := after.TotalAlloc - before.TotalAlloc; n > 16<<20 {
		t.Errorf("allocated %d MB for a run stopped at once", n>>20)
	}
}

// recorder is a policy that writes down every answer of pol.
type recorder struct {
	pol  Policy
	said *[]string
}

func (r recorder) Name() string { return r.pol.Name() }
func (r recorder) Turn(st sultan.State, rng *rand.Rand) (sultan.TurnPlan, error) {
	p, err := r.pol.Turn(st, rng)
	*r.said = append(*r.said, fmt.Sprintf("turn %+v %v", p, err))
	return p, err
}
func (r recorder) Redirect(st sultan.State, roll sultan.Roll, answered []game.Place, c sultan.Choice, rng *rand.Rand) game.Place {
	p := r.pol.Redirect(st, roll, answered, c, rng)
	*r.said = append(*r.said, fmt.Sprintf("redirect %v", p))
	return p
}
func (r recorder) Outbid(st sultan.State, roll sultan.Roll, rng *rand.Rand) bool {
	b := r.pol.Outbid(st, roll, rng)
	*r.said = append(*r.said, fmt.Sprintf("outbid %v", b))
	return b
}

// TestAdvisorForGameSameGames: the advisor of one game (ForGame), which
// asks the outbid's choice with less search (advisor.ChooseOutbid) and
// plays the move it found for the table the choice leaves (the roll
// struck, or the cost paid), answers every question of whole games
// exactly as the advisor asked afresh each time (advisor.Outbid, each
// move searched), its searches reusing one worker's advisor.Scratch
// from game to game. The negative twin: the per-game advisor did reuse
// moves, after a strike and after an outbid, over the games played (a
// search a round fewer is what it is for). Games 4 and 0; skipped under
// -short.
func TestAdvisorForGameSameGames(t *testing.T) {
	if testing.Short() {
		t.Skip("plays two advised games twice: the full run checks it")
	}
	t.Parallel()
	o := testOptions(5, 1)
	a := Advisor{Context: testCtx, Weights: advisor.DefaultWeights()}
	games := []int{4, 0}
	// One worker's advisor (ForWorker): the second game's searches reuse
	// the first's scratch.
	w := a.ForWorker().(Advisor)
	var struck, paid int
	for _, i := range games {
		var fresh, kept []string
		if _, _, err := playGame(o, recorder{a, &fresh}, i); err != nil {
			t.Fatal(err)
		}
		g := w.ForGame().(*advisorGame)
		if g.scratch == nil || g.scratch != w.scratch {
			t.Fatalf("game %d: the worker's game searches with its own scratch", i)
		}
		var reused reuses
		if _, _, err := playGame(o, recorder{countReuse{g, &reused}, &kept}, i); err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(fresh, kept) {
			t.Errorf("game %d: %d answers afresh, %d kept; they differ", i, len(fresh), len(kept))
		}
		struck, paid = struck+reused.struck, paid+reused.paid
	}
	// Over the games played: which game outbids depends on the weights.
	if struck == 0 || paid == 0 {
		t.Errorf("games %v: %d moves reused after a strike, %d after an outbid", games, struck, paid)
	}
}

// reuses counts the moves kept: after a strike, after an outbid.
type reuses struct {
	struck, paid int
	outbid       bool // the last outbid choice
}

// countReuse counts the turns the per-game advisor answers with the move
// it kept.
type countReuse struct {
	*advisorGame
	n *reuses
}

func (c countReuse) Outbid(st sultan.State, roll sultan.Roll, rng *rand.Rand) bool {
	c.n.outbid = c.advisorGame.Outbid(st, roll, rng)
	return c.n.outbid
}

func (c countReuse) Turn(st sultan.State, rng *rand.Rand) (sultan.TurnPlan, error) {
	if c.kept && st.Equal(c.struck) {
		if c.n.outbid {
			c.n.paid++
		} else {
			c.n.struck++
		}
	}
	return c.advisorGame.Turn(st, rng)
}

// BenchmarkGameRandomEveryExpansion: a random game with Artisans, Thieves
// and Whims an iteration (the Thieves, Items and powers listed each turn).
func BenchmarkGameRandomEveryExpansion(b *testing.B) {
	o := testOptions(1, 1)
	o.Expansions = everyExpansion
	for i := 0; b.Loop(); i++ {
		if _, err := PlayGame(o, Random{}, i); err != nil {
			b.Fatal(err)
		}
	}
}
