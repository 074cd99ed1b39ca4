package advisor

import (
	"math/rand/v2"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// TestRollKeyCoinsCountMerchantsFakirs: under builders_fakirs a
// struck tile's Merchants can bring Yazid a Fakir card before its
// Builders are counted (capture), so the coins due can exceed what his
// Fakirs before the turn tell; rollKey's coins count such cards, so two
// tables that differ only in the player's coins, one paying in full and
// the other short, do not share a cached turn (found in review: they did).
func TestRollKeyCoinsCountMerchantsFakirs(t *testing.T) {
	st, _ := loadState(t, "setup.yaml")
	rules := sultan.Rules{BuildersFakirs: true}
	var p game.Place
	blue := 0
	for _, q := range st.Board.Places() {
		if q.Row <= 5 && q.Col <= 6 {
			if b := st.Board.BlueSurrounding(q); b > 0 {
				p, blue = q, b
				break
			}
		}
	}
	if blue == 0 {
		t.Fatal("no tile with blue tiles around")
	}
	st.Board.At(p).Meeples = game.Meeples{}
	st.Board.At(p).Meeples[game.Builder] = 1
	st.Board.At(p).Meeples[game.Merchant] = 1
	st.Yazid.Fakirs = 0
	st.Resources = []game.Resource{{Fakir: true}, {Good: 0}}
	roll := sultan.Roll{White: p.Col, Black: p.Row}
	low, high := st, st
	low.Player.Coins = blue      // pays (1+0)*blue in rollKey's eyes; due is (1+1)*blue
	high.Player.Coins = 2 * blue // pays in full
	if got, want := warmAfter(t, rules, roll, low, high); got != want {
		t.Fatalf("tile %v (blue %d): after the table with %d coins, the one with %d: %+v, fresh finder %+v", p, blue, low.Player.Coins, high.Player.Coins, got, want)
	}
}

// TestSureHarmSecondTargetAfterMerchantsFakirs: under builders_fakirs
// the first tile of a black 6 brings Yazid a Fakir card with its
// Merchant before its Builder is counted, the payment is short, the game
// is lost there and the second tile (16 Viziers, 6 Assassins) is never
// struck; sureHarm counts the second only when the coins cover the
// Builders with every Fakir they could get (found in review: it took
// Yazid's Fakirs before the roll, and counted 66 for the second tile,
// more than the loss, 50 and the score). A 6-row board, so that no roll names the first target
// alone (that roll would lose too, and make up for it).
func TestSureHarmSecondTargetAfterMerchantsFakirs(t *testing.T) {
	st, _ := loadState(t, "setup.yaml")
	rules := sultan.Rules{BuildersFakirs: true}
	// 6 rows of Villages: the top row is reached by a black 6 alone, so
	// no roll names the first target by itself.
	b := game.NewBoard(6, 6)
	st.Board = b
	col := 1
	topAt := game.Place{Col: col, Row: 6}
	blue := b.BlueSurrounding(topAt)
	if blue == 0 {
		t.Fatal("no blue tiles around the top tile")
	}
	for _, p := range b.Places() {
		m := game.Meeples{}
		m[game.Elder], m[game.Merchant] = 1, 1
		b.At(p).Meeples = m
	}
	top, bottom := game.Meeples{}, game.Meeples{}
	top[game.Builder], top[game.Merchant] = 1, 1
	bottom[game.Vizier], bottom[game.Assassin] = 16, 6
	b.At(topAt).Meeples = top
	b.At(game.Place{Col: col, Row: 1}).Meeples = bottom
	st.Yazid.Fakirs, st.Yazid.Assassins = 0, 0
	st.Player.Coins = blue // the Builder's due with no Fakir; 2*blue with the card's
	st.Resources = []game.Resource{{Fakir: true}, {Fakir: true}}
	st.DjinnRow = []string{}
	o := Options{Weights: DefaultWeights(), Rules: rules, ScoringRules: scoring.DefaultRules()}
	h := newSureHarm(st, o)
	outs, err := st.Board.MoveOutcomes()
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	eachTurn(t, st, outs, o, 2, 1, 2, func(mv game.Move, plan sultan.TurnPlan, c *candidate) {
		if endsAfter(c.after) {
			return
		}
		pv, err := preValueOf(st, c.after, o)
		if err != nil {
			t.Fatal(err)
		}
		checked++
		if s, got := h.sureOf(pv, plan), takenBy(c, rules, o); s > got+1e-9 {
			t.Fatalf("column %d (blue %d), turn %v %+v, coins %d, score %d: sure harm %v, his roll takes %v", col, blue, mv, plan.Tribe, pv.coins, c.score, s, got)
		}
	})
	if checked == 0 {
		t.Fatal("no turn checked")
	}
}

// TestRollKeyReadsTheUnseenFront: with the resource row not
// tracked, what Yazid's Merchants take is known only from the row's
// known front (sultan.State.Unseen): a Fakir card there, under
// builders_fakirs, makes the struck tile's Builders cost more. A turn
// can change that front (the player's Merchants take from it, a market
// forgets it), and the holdings' key (holdingsKey) reads it: two tables
// alike but for the front do not share a cached damage (found in review:
// they did). The player's coins are the same on both, so the coins
// clamp plays no part.
func TestRollKeyReadsTheUnseenFront(t *testing.T) {
	st, _ := loadState(t, "setup.yaml")
	rules := sultan.Rules{BuildersFakirs: true}
	p := game.Place{Col: 1, Row: 1}
	blue := st.Board.BlueSurrounding(p)
	if blue == 0 {
		t.Fatal("no blue tiles around the target")
	}
	m := game.Meeples{}
	m[game.Builder], m[game.Merchant] = 1, 1
	st.Board.At(p).Meeples = m
	st.Yazid.Fakirs = 0
	st.Player.Coins = 10
	st.Resources = nil // not tracked
	known, forgotten := st.Clone(), st.Clone()
	known.Unseen.Resources = []game.Resource{{Fakir: true}}
	forgotten.Unseen.Resources = nil
	forgotten.Unseen.ResourcesGone = 1 // a market sold one card (boughtUnseen)
	roll := sultan.Roll{White: p.Col, Black: p.Row}
	if got, want := warmAfter(t, rules, roll, forgotten, known); got != want {
		t.Fatalf("blue %d: after the table whose front is forgotten, the one with a Fakir card known first: %+v, fresh finder %+v", blue, got, want)
	}
}

// TestAdvisedThreatIsFresh: the Yazid threat Advise reports for
// each move it shows is what a fresh finder reckons on the table that
// move leaves (sultan.PlayTurn of its plan): random tables under
// builders_fakirs with Fakir cards at the front of the row and
// Merchants beside Builders, where a cache keyed by less than Yazid's
// turn reads gave one table's turns for another
// (TestRollKeyCoinsCountMerchantsFakirs).
func TestAdvisedThreatIsFresh(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(4, 40))
	checked := 0
	n := sample(10, 2)
	for i := range n {
		st, rules := randomState(t, rng, false)
		rules.BuildersFakirs = true
		st.Resources = []game.Resource{{Fakir: true}, {Fakir: true}, {Fakir: true}, {Good: 0}}
		st.Yazid.Fakirs = 0
		st.Player.Coins = 3 + rng.IntN(8)
		for _, p := range st.Board.Places() {
			if m := &st.Board.At(p).Meeples; rng.IntN(3) == 0 {
				m[game.Builder]++
				m[game.Merchant]++
			}
		}
		o := Options{Top: 5, Weights: DefaultWeights(), Rules: rules, Budget: 10 * DefaultBudget}
		adv, err := Advise(st, o)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range adv.Moves {
			if r.NoNextRoll {
				continue
			}
			after, _, err := sultan.PlayTurn(st, r.Plan)
			if err != nil {
				t.Fatal(err)
			}
			fresh := (&threatFinder{rules: rules, w: o.Weights}).threat(after)
			if fresh != r.Yazid {
				t.Fatalf("table %d, move %d (%v, coins %d after): threat %+v, fresh %+v", i, r.Rank, r.Plan.Move, after.Player.Coins, r.Yazid, fresh)
			}
			checked++
		}
	}
	if checked < 2*n {
		t.Fatalf("only %d moves checked", checked)
	}
}

// warmAfter is roll's damage on table b from a finder that reckoned it on
// table a first, and from a fresh finder; it fails when a and b give the
// same damage (the test would show nothing).
func warmAfter(t *testing.T, rules sultan.Rules, roll sultan.Roll, a, b sultan.State) (warm, fresh rollDamage) {
	t.Helper()
	fresh1 := func(s sultan.State) rollDamage {
		f := &threatFinder{rules: rules, w: DefaultWeights()}
		f.setTable(s)
		d, _ := f.best(s, roll, nil)
		return d
	}
	if fresh = fresh1(b); fresh == fresh1(a) {
		t.Fatalf("both tables give %+v: no test", fresh)
	}
	f := &threatFinder{rules: rules, w: DefaultWeights()}
	f.setTable(a)
	f.best(a, roll, nil)
	f.setTable(b)
	warm, _ = f.best(b, roll, nil)
	return warm, fresh
}
