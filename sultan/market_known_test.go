package sultan

import (
	"slices"
	"testing"

	"github.com/naqala/naqala/game"
)

// TestMarketKnownFront: a Small Market on an untracked row whose known
// front covers its window offers those cards by place, as a tracked row
// does; the card picked leaves the front, the rest stays known and the
// row is counted (8 left). The twins: a Large Market, whose window the
// known front does not cover, offers nothing by place and refuses picks;
// a pick outside the window is refused.
func TestMarketKnownFront(t *testing.T) {
	board, move := "V[YW] S6 O\nSM SM[Y] LM", "r2c1: r2c2 W, r1c2 Y"
	front := []game.Resource{{Good: game.Fish}, {Fakir: true}, {Good: game.Silk}, {Good: game.Spice}}
	start := func(board string) State {
		b, err := game.ParseBoard(board)
		if err != nil {
			t.Fatal(err)
		}
		return State{Board: b, Player: Holdings{Coins: 10, Camels: 5}, Unseen: Unseen{Resources: slices.Clone(front)}}
	}
	st := start(board)
	var tp TurnProgress
	if err := tp.playMove(&st, mustMove(t, move)); err != nil {
		t.Fatal(err)
	}
	o := tp.Options(st)
	if len(o.Offer) != 3 || o.Offer[2] != (Offer{Pick: 3, Card: game.Resource{Good: game.Silk}}) {
		t.Fatalf("the offer: %+v", o.Offer)
	}
	after, _, err := PlayTurn(start(board), TurnPlan{Move: mustMove(t, move), Tile: TileChoice{Picks: []int{3}}})
	if err != nil {
		t.Fatal(err)
	}
	want := []game.Resource{{Good: game.Fish}, {Fakir: true}, {Good: game.Spice}}
	if after.Player.Goods[game.Silk] != 1 || after.ResourceCount() != 8 || !slices.Equal(after.KnownResources(), want) || after.Resources != nil {
		t.Errorf("after the purchase: silk %d, %d cards, known %v", after.Player.Goods[game.Silk], after.ResourceCount(), after.KnownResources())
	}
	if _, _, err := PlayTurn(start(board), TurnPlan{Move: mustMove(t, move), Tile: TileChoice{Picks: []int{4}}}); err == nil ||
		err.Error() != "sultan: tile action (Small Market): card 4 is not on offer (the first 3 of the row)" {
		t.Errorf("pick 4: %v", err)
	}
	large := "V[YW] S6 O\nSM LM[Y] LM"
	st, tp = start(large), TurnProgress{}
	if err := tp.playMove(&st, mustMove(t, move)); err != nil {
		t.Fatal(err)
	}
	if o := tp.Options(st); o.Offer != nil {
		t.Errorf("Large Market, 4 known of its 6: offer %+v", o.Offer)
	}
	if _, _, err := PlayTurn(start(large), TurnPlan{Move: mustMove(t, move), Tile: TileChoice{Picks: []int{1, 2}}}); err == nil {
		t.Errorf("Large Market, picks accepted on a front that does not cover its window")
	}
}
