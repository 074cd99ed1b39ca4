package advisor

import (
	"errors"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// scoreNow scores st as naqala score does on a solo state.
func scoreNow(t *testing.T, st sultan.State) int {
	t.Helper()
	r, err := scoring.Score(SoloGame(st, "player"), scoring.DefaultRules())
	if err != nil {
		t.Fatal(err)
	}
	return r.Players[0].Total
}

// TestAdviceExactAndLegal: on random tables every advised turn is a legal
// move, replays through sultan.PlayTurn, and its score_change is the
// score of the table after it less the score before; its Yazid figures
// are those of the brute force on that table.
func TestAdviceExactAndLegal(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 1))
	for i := range sample(14, 4) {
		st, rules := randomState(t, rng, i%4 == 3)
		a, err := Advise(st, Options{Top: 4, Weights: DefaultWeights(), Rules: rules})
		if errors.Is(err, ErrNoMove) {
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		before := scoreNow(t, st)
		for _, m := range a.Moves {
			if err := st.Board.CheckMove(m.Plan.Move); err != nil {
				t.Fatalf("state %d: advised move %v is illegal: %v", i, m.Plan.Move, err)
			}
			if m.Plan.Move.From != m.From || m.Plan.Move.Last() != m.To || m.Plan.Move.Drops[len(m.Plan.Move.Drops)-1].Tribe != m.Tribe {
				t.Fatalf("state %d: move %v is not the outcome %v %v %v", i, m.Plan.Move, m.From, m.To, m.Tribe)
			}
			after, turn, err := sultan.PlayTurn(st, m.Plan)
			if err != nil {
				t.Fatalf("state %d: advised plan %+v does not replay: %v", i, m.Plan, err)
			}
			if got, want := m.ScoreChange, scoreNow(t, after)-before; got != want {
				t.Errorf("state %d, %v: score_change %d, want %d", i, m.Plan.Move, got, want)
			}
			if m.Taken != turn.Taken {
				t.Errorf("state %d: taken %d, want %d", i, m.Taken, turn.Taken)
			}
			if endsAfter(after) {
				continue
			}
			if got, want := m.Yazid, bruteThreat(after, rules); !closeThreat(got, want) {
				t.Errorf("state %d, %v: Yazid %+v, brute force %+v", i, m.Plan.Move, got, want)
			}
		}
	}
}

func closeThreat(a, b Threat) bool {
	eq := func(x, y float64) bool { return math.Abs(x-y) < 1e-9 }
	return eq(a.PLoss, b.PLoss) && eq(a.Assassins, b.Assassins) && eq(a.Council, b.Council) && eq(a.Coins, b.Coins)
}

// bruteThreat tries every roll with every sequence of answers its
// redirects take, each on a fresh copy of the table, and keeps for each
// roll the least harmful by the player's order (rollDamage.less).
func bruteThreat(st sultan.State, rules sultan.Rules) Threat {
	w := DefaultWeights()
	var sum Threat
	for white := 1; white <= 6; white++ {
		for black := 1; black <= 6; black++ {
			r := sultan.Roll{White: white, Black: black}
			var best *rollDamage
			var try func(answers []game.Place)
			try = func(answers []game.Place) {
				next := st.Clone()
				turn, err := sultan.ResolveTurn(&next, r, rules, answers)
				if c, ok := sultan.PendingChoice(err); ok {
					for _, p := range c.Candidates {
						try(append(append([]game.Place(nil), answers...), p))
					}
					return
				}
				if err != nil {
					return
				}
				d := damageOf(st, turn)
				if best == nil || d.less(*best, threatWeights(st, w)) {
					best = &d
				}
			}
			try(nil)
			if best == nil {
				continue
			}
			if best.lost {
				sum.PLoss++
			}
			sum.Assassins += float64(best.assassins)
			sum.Council += float64(best.council)
			sum.Coins += float64(best.coins)
			sum.Djinns += float64(best.djinns)
			sum.EldersFakirs += float64(best.eldersFakirs)
		}
	}
	return Threat{PLoss: sum.PLoss / 36, Assassins: sum.Assassins / 36, Council: sum.Council / 36, Coins: sum.Coins / 36,
		Djinns: sum.Djinns / 36, EldersFakirs: sum.EldersFakirs / 36}
}

// TestThreatBruteForce compares the threat with the brute force on tables
// with empty columns and losses near (redirects of every kind).
func TestThreatBruteForce(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(7, 3))
	for i := range sample(60, 10) {
		st, rules := randomState(t, rng, i%2 == 1)
		// Empty a column or two: redirects to any tile.
		for _, col := range []int{1 + rng.IntN(6), 1 + rng.IntN(6)} {
			for row := 1; row <= st.Board.Rows; row++ {
				st.Board.At(game.Place{Col: col, Row: row}).Meeples = game.Meeples{}
			}
		}
		tf := &threatFinder{rules: rules, w: DefaultWeights()}
		if got, want := tf.threat(st), bruteThreat(st, rules); !closeThreat(got, want) {
			t.Errorf("state %d: threat %+v, brute force %+v\n%s", i, got, want, st.Board)
		}
	}
}

// TestLosingMoveNeverFirst: with one Camel left and no more Viziers than
// the Council, a move that places it ends the game lost: every such move
// ranks below every move that does not; the twin with more Viziers lets
// such moves rank first.
func TestLosingMoveNeverFirst(t *testing.T) {
	for _, tc := range []struct {
		name    string
		viziers int
		loses   bool
	}{{"fewer Viziers: the Camel loses", 0, true}, {"more Viziers: the Camel is safe", 9, false}} {
		t.Run(tc.name, func(t *testing.T) {
			st, rules := loadState(t, "setup.yaml")
			st.Player.Camels, st.Player.Viziers, st.Yazid.Council = 1, tc.viziers, 2
			// Empty tiles make control easy: every third tile holds one meeple.
			for i, p := range st.Board.Places() {
				if i%3 == 0 {
					st.Board.At(p).Meeples = game.Meeples{game.Builder: 1}
				}
			}
			// Every outcome ranked (Top 0): the whole search, not a budget's share.
			a, err := Advise(st, Options{Weights: DefaultWeights(), Rules: rules, Budget: 1 << 30})
			if err != nil {
				t.Fatal(err)
			}
			if a.Searched != a.Total {
				t.Fatalf("searched %d of %d", a.Searched, a.Total)
			}
			seenLoss, anyLoss := false, false
			for _, m := range a.Moves {
				if m.LosesNow != (m.Control && tc.loses) {
					t.Fatalf("%v: LosesNow %v with control %v", m.Plan.Move, m.LosesNow, m.Control)
				}
				if m.LosesNow {
					seenLoss, anyLoss = true, true
				} else if seenLoss {
					t.Fatalf("rank %d %v does not lose and ranks below a losing move", m.Rank, m.Plan.Move)
				}
			}
			if tc.loses && !anyLoss {
				t.Fatal("no losing move on this board: the test proves nothing")
			}
			if !tc.loses && !a.Moves[0].Control {
				t.Errorf("with the Camel safe the best move is %v without control", a.Moves[0].Plan.Move)
			}
		})
	}
}

// TestExactOnlyIgnoresEstimates: --exact-only ranks the same whatever the
// weights, with no estimate; the twin with estimates changes when they do.
func TestExactOnlyIgnoresEstimates(t *testing.T) {
	st, rules := loadState(t, "setup.yaml")
	heavy := DefaultWeights()
	heavy.Elder, heavy.Fakir, heavy.DjinnPower, heavy.Card, heavy.Assassin = 50, 50, 50, 50, 0
	order := func(o Options) []string {
		a, err := Advise(st, o)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, m := range a.Moves {
			if o.ExactOnly && m.Estimate != 0 {
				t.Fatalf("exact-only: estimate %v", m.Estimate)
			}
			out = append(out, m.Plan.Move.String())
		}
		return out
	}
	a := order(Options{Top: 5, ExactOnly: true, Weights: DefaultWeights(), Rules: rules})
	b := order(Options{Top: 5, ExactOnly: true, Weights: heavy, Rules: rules})
	if len(a) == 0 || len(a) != len(b) {
		t.Fatalf("exact-only: %v and %v", a, b)
	}
	for i := range a {
		if a[i] != b[i] {
			t.Errorf("exact-only rank %d: %s with the default weights, %s with heavy ones", i+1, a[i], b[i])
		}
	}
	c := order(Options{Top: 5, Weights: DefaultWeights(), Rules: rules})
	d := order(Options{Top: 5, Weights: heavy, Rules: rules})
	if c[0] == d[0] {
		t.Errorf("with estimates, heavy Elder weights still rank %s first", c[0])
	}
}

// TestNoMove: a board without meeples has no move, and says so.
func TestNoMove(t *testing.T) {
	st, rules := loadState(t, "setup.yaml")
	for _, p := range st.Board.Places() {
		st.Board.At(p).Meeples = game.Meeples{}
	}
	if _, err := Advise(st, Options{Rules: rules}); !errors.Is(err, ErrNoMove) {
		t.Fatalf("got %v, want ErrNoMove", err)
	}
}

// TestOnlyCarpetMove: no move of the base rules, but the Flying Carpet
// has one: the game goes on, the advice's moves all the Carpet's, and
// without the Carpet it ends (ErrNoMove). With the Carpet's only move
// landing on a meeple dropped earlier (not planned): ErrOnlyCarpet.
func TestOnlyCarpetMove(t *testing.T) {
	st, rules := loadState(t, "setup.yaml")
	for _, p := range st.Board.Places() {
		st.Board.At(p).Meeples = game.Meeples{}
	}
	st.Board.At(game.Place{Col: 1, Row: 1}).Meeples[game.Vizier] = 1
	st.Board.At(game.Place{Col: 4, Row: 1}).Meeples[game.Vizier] = 1
	st.Expansions.Artisans = true
	if _, err := Advise(st, Options{Rules: rules}); !errors.Is(err, ErrNoMove) {
		t.Errorf("without the Carpet: got %v, want ErrNoMove", err)
	}
	st.Player.Items[game.FlyingCarpet] = 1
	a, err := Advise(st, Options{Rules: rules, Weights: DefaultWeights()})
	if err != nil || len(a.Moves) != 2 {
		t.Fatalf("with the Carpet: %v, %d moves; want the 2 flights", err, len(a.Moves))
	}
	for _, m := range a.Moves {
		if !m.Plan.Carpet {
			t.Errorf("%v: not the Carpet's", m.Plan.Move)
		}
	}
	for _, p := range st.Board.Places() {
		st.Board.At(p).Meeples = game.Meeples{}
	}
	st.Board.At(game.Place{Col: 1, Row: 1}).Meeples = game.Meeples{game.Vizier: 2, game.Elder: 1}
	if _, err := Advise(st, Options{Rules: rules}); !errors.Is(err, ErrOnlyCarpet) {
		t.Errorf("the Carpet's Vizier on one dropped before: got %v, want ErrOnlyCarpet", err)
	}
}

// TestGreedy: ExactOnly with IgnoreYazid ranks by the immediate score
// change alone (the self-play's greedy policy), Yazid left out; the twin
// with Yazid reckoned computes his threat.
func TestGreedy(t *testing.T) {
	st, rules := loadState(t, "midgame.yaml")
	a, err := Advise(st, Options{ExactOnly: true, IgnoreYazid: true, Rules: rules})
	if err != nil {
		t.Fatal(err)
	}
	for i, m := range a.Moves {
		if m.Yazid != (Threat{}) || m.Estimate != 0 {
			t.Fatalf("rank %d: Yazid %+v estimate %v, want none", m.Rank, m.Yazid, m.Estimate)
		}
		if i > 0 && m.ScoreChange > a.Moves[i-1].ScoreChange {
			t.Fatalf("rank %d: score change %d above rank %d's %d", m.Rank, m.ScoreChange, i, a.Moves[i-1].ScoreChange)
		}
	}
	b, err := Advise(st, Options{Top: 1, ExactOnly: true, Rules: rules})
	if err != nil {
		t.Fatal(err)
	}
	if b.Moves[0].Yazid == (Threat{}) {
		t.Error("with Yazid reckoned the best move has no threat at all")
	}
}
