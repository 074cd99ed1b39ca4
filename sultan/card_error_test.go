package sultan

import (
	"errors"
	"testing"

	"github.com/naqala/naqala/game"
)

// TestCardErrors: goods beyond the deck, Items beyond the box, Items
// without the Artisans, in the holdings and typed for a tribe or tile
// action, are each a typed CardError of its kind whose English text is
// the one naqala turn says (docs/formats.md section 10); the twins: the last
// card the deck or box holds is no error.
func TestCardErrors(t *testing.T) {
	x := game.Expansions{Artisans: true}
	holding := func(h Holdings, row []game.Resource, x game.Expansions) func() error {
		return func() error { return errors.Join(checkHeld(h, x, row)...) }
	}
	var jewels3, jewels2 Holdings
	jewels3.Goods[game.Jewels], jewels2.Goods[game.Jewels] = 3, 2
	var crowns3, crowns2, fakirs Holdings
	crowns3.Items[game.Crown], crowns2.Items[game.Crown] = game.Crown.Count()+1, game.Crown.Count()
	fakirs.Fakirs = game.Fakirs - 1
	jewelRow := []game.Resource{{Good: game.Jewels}}
	var oneJewel Holdings
	oneJewel.Goods[game.Jewels] = 1
	st := State{Player: jewels2, Expansions: x}
	stCrowns := State{Player: crowns2, Expansions: x}
	stFakirs := State{Player: fakirs, Expansions: x}
	for _, tc := range []struct {
		name    string
		check   func() error
		problem CardProblem
		want    string
	}{
		{"goods beyond the deck", holding(jewels3, nil, x), CardBeyondDeck, "sultan: player.goods.jewels: 3, the deck holds 2"},
		{"the deck's last", holding(jewels2, nil, x), 0, ""},
		{"with the row", holding(jewels2, jewelRow, x), CardBeyondDeck, "sultan: player.goods.jewels: 2 held and 1 in the row make 3, the deck holds 2"},
		{"the row's last", holding(oneJewel, jewelRow, x), 0, ""},
		{"Items beyond the box", holding(crowns3, nil, x), CardBeyondBox, "sultan: player.items.crown: 3, the box holds 2"},
		{"the box's last", holding(crowns2, nil, x), 0, ""},
		{"Items without Artisans", holding(crowns2, nil, game.Expansions{}), CardNoArtisans, "sultan: player.items.crown: Items need the artisans expansion"},
		{"cards taken", func() error { _, err := parseCards(&st, []string{"jewels"}, "tribe action (3 Merchants)"); return err },
			CardTakenBeyondDeck, "sultan: tribe action (3 Merchants): 1 jewels cards with the 2 you hold, the deck holds 2"},
		{"cards taken within", func() error { _, err := parseCards(&st, []string{"fish"}, "tribe action (3 Merchants)"); return err }, 0, ""},
		{"Fakirs taken", func() error { _, err := parseCards(&stFakirs, []string{"fakir", "fakir"}, "tile action"); return err },
			CardFakirsBeyondDeck, "sultan: tile action: 2 Fakirs with yours and Yazid's make 19, the deck holds 18"},
		{"the last Fakir", func() error { _, err := parseCards(&stFakirs, []string{"fakir"}, "tile action"); return err }, 0, ""},
		{"an Item none left", func() error { _, err := parseItemToDraw(&stCrowns, "crown", "tile action"); return err },
			CardItemNoneLeft, "sultan: tile action: you hold 2 Crown, the box holds 2"},
		{"an Item left", func() error { _, err := parseItemToDraw(&stCrowns, "jewels", "tile action"); return err }, 0, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.check()
			if tc.problem == 0 {
				if err != nil {
					t.Fatalf("got %v, want none", err)
				}
				return
			}
			var ce *CardError
			if !errors.As(err, &ce) || ce.Problem != tc.problem {
				t.Fatalf("got %#v, want a CardError of kind %d", err, tc.problem)
			}
			if err.Error() != tc.want {
				t.Errorf("got %q, want %q", err.Error(), tc.want)
			}
		})
	}
}
