package advisor

import (
	"errors"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// review2Board is setup.yaml's board with every tile holding rest, but
// the tiles given.
func review2Board(t *testing.T, tiles map[game.Place]game.Meeples, rest game.Meeples) (sultan.State, sultan.Rules) {
	t.Helper()
	st, rules := loadState(t, "setup.yaml")
	for i := range st.Board.Tiles {
		st.Board.Tiles[i].Meeples = rest
	}
	for p, m := range tiles {
		st.Board.At(p).Meeples = m
	}
	return st, rules
}

// TestReview2OutbidReRollAfterTheLastCamel: an outbid round is played out
// (reference sections 9 and 10: the round in which a camel runs out is
// played out; sultan.Game goes PlayerFirst -> roll -> YazidAfterOutbid
// whatever the player's turn did), so after outbidding, the re-roll
// strikes even when the player's move places his last camel. Outbid
// values the outbid side with Advise, which takes a game-ending move as
// NoNextRoll (endsAfter) and so leaves the re-roll out.
//
// Table: setup.yaml's board, every tile 2 Assassins but r1 c1 4 Viziers
// and r5 c1 1 Vizier; Yazid holds 6 Assassins (any Assassin he takes
// loses); the player has 1 camel, 5 Viziers, 25 coins. Roll 1/1 (2
// coins) takes the 4 Viziers (Council 4 < 5): letting it strike is
// safe. Outbidding: the best move empties a tile and places the last
// camel; then the re-roll strikes 2 Assassins on almost every roll.
// Letting it strike, the same move ends the game won (5 Viziers vs 4).
//
// Want: no outbid (or at least the outbid move's Yazid figures being the
// re-roll's). Got: Outbid true (43 vs 33), OutbidMove.NoNextRoll true,
// its Yazid figures 0, while the re-roll on its table loses 92%.
func TestReview2OutbidReRollAfterTheLastCamel(t *testing.T) {
	st, rules := review2Board(t, map[game.Place]game.Meeples{
		{Col: 1, Row: 1}: {game.Vizier: 4}, {Col: 1, Row: 5}: {game.Vizier: 1}},
		game.Meeples{game.Assassin: 2})
	st.Yazid.Assassins = 6
	st.Player.Camels, st.Player.Viziers = 1, 5
	o := Options{Weights: DefaultWeights(), Rules: rules}
	roll := sultan.Roll{White: 1, Black: 1}
	a, err := Outbid(st, roll, o)
	if err != nil {
		t.Fatal(err)
	}
	if a.Strike.PLoss != 0 || a.OutbidMove == nil || a.StrikeMove == nil || !a.StrikeMove.NoNextRoll || a.StrikeMove.LosesNow {
		t.Fatalf("the strike is meant to be safe, its move ending the game won: %+v", a)
	}
	// The truth: pay, play the advised move, then the re-roll.
	paid := st.Clone()
	paid.Player.Coins -= a.Cost
	after, _, err := sultan.PlayTurn(paid, a.OutbidMove.Plan)
	if err != nil {
		t.Fatal(err)
	}
	reRoll := (&threatFinder{rules: rules, w: o.Weights}).threat(after)
	if reRoll.PLoss < 0.5 {
		t.Fatalf("the table is meant to make the re-roll lose: %+v", reRoll)
	}
	if a.OutbidMove.NoNextRoll || a.OutbidMove.Yazid != reRoll {
		t.Errorf("outbid move %v -> %v: NoNextRoll %v, Yazid %+v; the re-roll still strikes after it: %+v",
			a.OutbidMove.From, a.OutbidMove.To, a.OutbidMove.NoNextRoll, a.OutbidMove.Yazid, reRoll)
	}
	if a.Outbid {
		t.Errorf("outbidding advised (outbid %v vs strike %v) though the re-roll after its move loses %.0f%% and the strike is safe",
			a.OutbidValue, a.StrikeValue, 100*reRoll.PLoss)
	}
}

// TestReview2StrikeThatLeavesNoMoveLosesAtTheEnd: when Yazid's strike
// leaves no legal move, the game ends with that round (reference section
// 9) and the final check (section 10: strictly more Viziers than the
// Council) decides. Outbid values the strike side with no move as the
// score less the harm (bestAfter: ErrNoMove -> "nothing more"), never
// checking the final loss, so a roll that surely loses is let strike.
//
// Table: setup.yaml's board emptied but r5 c6 1 Vizier and r4 c6 a
// Vizier and an Elder; the player has 3 Viziers and 25 coins, Yazid's
// Council 2. Roll 6/5 (11 coins) takes the Vizier: Council 3, the last
// tile (Vizier, Elder) has no move, the game ends, 3 Viziers vs 3: lost.
// Outbidding: the player moves r5 c6 -> r4 c6 and keeps 2 Viziers (5);
// the re-roll takes the Elder; no move: the game ends, 5 vs 2: survived.
//
// Want: Strike.PLoss 1 and Outbid true. Got: Strike.PLoss 0 and Outbid
// false (strike 25 vs outbid ~19): the advice lets a sure loss strike.
func TestReview2StrikeThatLeavesNoMoveLosesAtTheEnd(t *testing.T) {
	st, rules := review2Board(t, map[game.Place]game.Meeples{
		{Col: 6, Row: 5}: {game.Vizier: 1}, {Col: 6, Row: 4}: {game.Vizier: 1, game.Elder: 1}}, game.Meeples{})
	st.Player.Viziers, st.Yazid.Council = 3, 2
	o := Options{Weights: DefaultWeights(), Rules: rules}
	roll := sultan.Roll{White: 6, Black: 5}
	// The truth: the strike leaves no move and the final check loses.
	struck := st.Clone()
	if _, err := sultan.ResolveTurn(&struck, roll, rules, nil); err != nil {
		t.Fatal(err)
	}
	if _, err := Advise(struck, o); !errors.Is(err, ErrNoMove) {
		t.Fatalf("the strike is meant to leave no move: %v", err)
	}
	if sultan.FinalLoss(struck.Player.Viziers, struck.Yazid.Council) == game.NotLost {
		t.Fatalf("the final check is meant to lose: %d Viziers, Council %d", struck.Player.Viziers, struck.Yazid.Council)
	}
	a, err := Outbid(st, roll, o)
	if err != nil {
		t.Fatal(err)
	}
	if a.Strike.PLoss != 1 || !a.Outbid {
		t.Errorf("the strike ends the game lost (%d Viziers, Council %d), outbidding (%d of %d coins) is safe: got Strike %+v, Outbid %v (strike %v vs outbid %v)",
			struck.Player.Viziers, struck.Yazid.Council, a.Cost, st.Player.Coins, a.Strike, a.Outbid, a.StrikeValue, a.OutbidValue)
	}
}
