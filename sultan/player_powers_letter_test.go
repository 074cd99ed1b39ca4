package sultan

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
)

// The powers to the letter of the texts (issue 18, section 1): each rule
// with its negative twin.

// Artisans: "Du darfst in jedem Spielzug nur einen Magischen Gegenstand
// nutzen": the first Item is taken, a second refused; a Djinn's power
// still comes after an Item.
func TestOneMagicItemATurn(t *testing.T) {
	scimitarUsed := func(tp *TurnProgress) { tp.Powers = []string{game.BurningScimitar.Key()} }
	carpetUsed := func(tp *TurnProgress) { tp.Powers = []string{game.FlyingCarpet.Key()} }
	talisman := PowerUse{Power: "tempest_talisman", At: place(2, 2), To: place(4, 1)}
	runPowerCases(t, []powerCase{
		{name: "the first Item", hold: holdingItem(game.TempestTalisman), use: talisman,
			check: func(t *testing.T, st State, tp TurnProgress) { wantUsed(t, tp, "tempest_talisman") }},
		{name: "a second Item", hold: holdingItem(game.TempestTalisman), turn: scimitarUsed, use: talisman,
			wantErr: "one Magic Item a turn, and you used the Burning Scimitar"},
		{name: "an Item after the Flying Carpet's move", hold: holdingItem(game.TempestTalisman), turn: carpetUsed, use: talisman,
			wantErr: "one Magic Item a turn, and you used the Flying Carpet"},
		{name: "a Djinn after an Item", hold: holding([]string{"Enki"}, 1, 0), turn: scimitarUsed,
			use:   PowerUse{Power: "Enki", At: place(1, 3)},
			check: func(t *testing.T, st State, tp TurnProgress) { wantInt(t, "palms on r1c3", at(st, 1, 3).Palms, 1) }},
	})
}

// One Magic Item a turn in a game: the Flying Carpet's move, then the
// Talisman refused and no longer offered (PowerBlocks says why); in a
// turn with a plain move, the Talisman is offered and taken.
func TestOneMagicItemAfterTheCarpet(t *testing.T) {
	for _, carpet := range []bool{true, false} {
		g := newGame(t, grid(t, arts, powersGameBoard), arts, DefaultRules())
		if err := g.RecordRoll(Roll{White: 6, Black: 5}); err != nil {
			t.Fatal(err)
		}
		if _, err := g.Resolve(answers(t, g)...); err != nil {
			t.Fatal(err)
		}
		if _, err := g.Apply(PlayerEvent(PlayerChange{Items: ItemsHeld{game.FlyingCarpet: 1, game.TempestTalisman: 1}})); err != nil {
			t.Fatal(err)
		}
		// The player's Camel on r2c1, for the Talisman.
		own := game.Place{Col: 1, Row: 2}
		tile := g.Board().Tile(own)
		tile.Owner = 1
		if _, err := g.Apply(TileEvent(own, tile.Token())); err != nil {
			t.Fatal(err)
		}
		var err error
		if carpet {
			_, err = g.UsePower(PowerUse{Power: "flying_carpet", Move: moveOf(t, "r1c1: r1c2 Y, r1c3 W, r3c6 W")})
		} else {
			_, err = g.PlayMove(mustMove(t, "r1c1: r1c2 Y, r1c3 W, r1c4 W"))
		}
		if err != nil {
			t.Fatal(err)
		}
		listed := slices.ContainsFunc(g.PowerOptions(), func(o PowerOption) bool { return o.Power == "tempest_talisman" })
		blocked := slices.ContainsFunc(g.PowerBlocks(), func(b PowerBlock) bool { return b.Power == "tempest_talisman" && b.Why == BlockItem })
		to := game.Place{Col: 2, Row: 4}
		_, err = g.UsePower(PowerUse{Power: "tempest_talisman", At: &own, To: &to})
		if carpet && (listed || !blocked || err == nil || !strings.Contains(err.Error(), "one Magic Item a turn")) {
			t.Errorf("after the Carpet: listed %v, blocked %v, got %v", listed, blocked, err)
		}
		if !carpet && (!listed || blocked || err != nil) {
			t.Errorf("after a plain move: listed %v, blocked %v, got %v", listed, blocked, err)
		}
	}
}

// Artisans: the Tempest Talisman moves "eines deiner Kamele oder dein
// Zelt".
func TestTalismanMovesTheTent(t *testing.T) {
	withTent := strings.Replace(powersBoard, "RRW@1+p", "RRW@1+pt", 1)
	runPowerCases(t, []powerCase{
		{name: "the Tent moved", hold: holdingItem(game.TempestTalisman), board: withTent,
			use: PowerUse{Power: "tempest_talisman", At: place(2, 2), To: place(4, 1)},
			check: func(t *testing.T, st State, tp TurnProgress) {
				if to, from := at(st, 4, 1), at(st, 2, 2); to.Owner != 1 || !to.Tent || from.Owner != game.NoOwner || from.Tent {
					t.Errorf("got %s and %s", from.Token(), to.Token())
				}
				wantInt(t, "camels", st.Player.Camels, Camels-1)
			}},
		{name: "the Tent onto the player's own tile", hold: holdingItem(game.TempestTalisman), board: withTent,
			use: PowerUse{Power: "tempest_talisman", At: place(2, 2), To: place(1, 2)}, wantErr: "has a Camel (or Tent) already"},
		{name: "a Camel moved, no Tent", hold: holdingItem(game.TempestTalisman), board: withTent,
			use: PowerUse{Power: "tempest_talisman", At: place(1, 2), To: place(4, 1)},
			check: func(t *testing.T, st State, tp TurnProgress) {
				if to := at(st, 4, 1); to.Owner != 1 || to.Tent {
					t.Errorf("got %s", to.Token())
				}
			}},
	})
}

// Djinn powers and Magic Items at any point of the turn, before the move
// too: Anun-Nak's 3 meeples then moved; the turn begun waits for its move
// at clean-up; a Djinn still once a turn.
func TestPowersBeforeTheMove(t *testing.T) {
	g := newGame(t, grid(t, arts, powersGameBoard), arts, DefaultRules())
	if err := g.RecordRoll(Roll{White: 6, Black: 5}); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Resolve(answers(t, g)...); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Apply(PlayerEvent(PlayerChange{Fakirs: 2, GainDjinns: []string{"Anun-Nak", "Enki"}})); err != nil {
		t.Fatal(err)
	}
	// Empty r5c6 is Yazid's; clear r2c4 with free edits for Anun-Nak.
	if _, err := g.Apply(TileEvent(game.Place{Col: 4, Row: 2}, g.Board().Tile(game.Place{Col: 4, Row: 2}).Type.Code())); err != nil {
		t.Fatal(err)
	}
	empty := game.Place{Col: 4, Row: 2}
	if o := g.PowerOptions(); !slices.ContainsFunc(o, func(o PowerOption) bool { return o.Power == "Anun-Nak" && slices.Contains(o.Tiles, empty) }) {
		t.Fatalf("before the move: the options %+v", o)
	}
	tp, err := g.UsePower(PowerUse{Power: "Anun-Nak", Pay: PayFakir, At: &empty, Meeples: "GGR"})
	if err != nil {
		t.Fatal(err)
	}
	if tp.Step != TurnMove || g.Board().Tile(empty).Meeples.Total() != 3 {
		t.Fatalf("got the step %s, %s", tp.Step, g.Board().Tile(empty).Token())
	}
	if _, moved := g.Turn(); moved {
		t.Errorf("Turn says moved before the move")
	}
	if _, err := g.UsePower(PowerUse{Power: "Anun-Nak", Pay: PayFakir, At: &empty, Meeples: "GGR"}); err == nil || !strings.Contains(err.Error(), "once a turn") {
		t.Errorf("Anun-Nak twice: got %v", err)
	}
	// The turn begun waits for its move.
	if err := g.CleanUp(Rows{}); !errors.Is(err, ErrWrongPhase) {
		t.Errorf("clean-up before the move: got %v", err)
	}
	// r2c4 GGR again, Anun-Nak's: G to r3c4, R to r3c5, G onto r3c6 (WWG).
	if tp, err = g.PlayMove(mustMove(t, "r2c4: r3c4 G, r3c5 R, r3c6 G")); err != nil {
		t.Fatal(err)
	}
	if len(tp.Powers) != 1 || tp.Tribe != game.Merchant || tp.Taken != 2 {
		t.Errorf("got %+v", tp)
	}
	again, err := Replay(g.Log())
	if err != nil || !again.State().Equal(g.State()) {
		t.Fatalf("replay: %v", err)
	}
}

// Before the move: the Burning Scimitar empties a tile and its control
// comes first; the Horn of Plenty refills the row the Merchants then
// take from.
func TestItemsBeforeTheMove(t *testing.T) {
	st := state(grid(t, arts, powersBoard), arts, 10)
	st.Player.Items[game.BurningScimitar] = 1
	var tp TurnProgress
	st.Board.At(game.Place{Col: 5, Row: 2}).Meeples = game.Meeples{game.Vizier: 1, game.Elder: 1}
	if err := tp.usePower(&st, PowerUse{Power: "burning_scimitar", At: place(2, 5), Meeples: "YW"}); err != nil {
		t.Fatal(err)
	}
	// Artisans: the Tent not placed, the player chooses Camel or Tent.
	if tp.Step != TurnControl || tp.ControlAt != (game.Place{Col: 5, Row: 2}) || tp.Moved() {
		t.Fatalf("got %+v", tp)
	}
	if err := tp.playMove(&st, mustMove(t, "r2c4: r3c4 G, r3c5 R, r3c6 G")); err == nil {
		t.Errorf("a move while the control waits")
	}
	if err := tp.control(&st, false); err != nil || tp.Step != TurnMove || at(st, 2, 5).Owner != 1 {
		t.Fatalf("control: %v, %+v", err, tp)
	}

	// The Horn before the Merchants: the row refilled, then taken from.
	st = state(grid(t, arts, powersBoard), arts, 10)
	st.Player.Items[game.HornOfPlenty] = 1
	st.Resources = []game.Resource{{Good: game.Fish}}
	tp = TurnProgress{}
	row := []string{"silk", "fish", "wheat", "wheat", "wheat", "pottery", "pottery", "spice", "papyrus"}
	if err := tp.usePower(&st, PowerUse{Power: "horn_of_plenty", Row: row}); err != nil {
		t.Fatal(err)
	}
	// r2c4 GGR: G to r3c4, R to r3c5, G onto r3c6 (WWG): 2 Merchants.
	if err := tp.playMove(&st, mustMove(t, "r2c4: r3c4 G, r3c5 R, r3c6 G")); err != nil {
		t.Fatal(err)
	}
	if st.Player.Goods[game.Silk] != 1 || st.Player.Goods[game.Fish] != 1 || len(st.Resources) != 7 {
		t.Errorf("the Merchants took %+v, the row %v", st.Player.Goods, st.Resources)
	}
}

// uses plays powers in order on st and tp; it stops at the first refusal.
func uses(st *State, tp *TurnProgress, us ...PowerUse) error {
	for _, u := range us {
		if err := tp.usePower(st, u); err != nil {
			return err
		}
	}
	return nil
}

// Powers acting on what another power did: Hagis moves the Palace Bouraq
// placed, Lamia the Palm Tree Enki placed (cheat sheet: "When placing a
// Palace, you may drop it on any neighboring Tile instead").
func TestHagisAndLamiaAfterBouraqAndEnki(t *testing.T) {
	cases := []struct {
		name    string
		djinns  []string
		us      []PowerUse
		wantErr string
		check   func(t *testing.T, st State)
	}{
		{name: "Hagis moves Bouraq's Palace", djinns: []string{"Bouraq", "Hagis"},
			us: []PowerUse{{Power: "Bouraq", Pay: PayFakir, At: place(5, 1)}, {Power: "Hagis", Pay: PayFakir, At: place(4, 1)}},
			check: func(t *testing.T, st State) {
				wantInt(t, "palaces on r5c1", at(st, 5, 1).Palaces, 0)
				wantInt(t, "palaces on r4c1", at(st, 4, 1).Palaces, 1)
			}},
		{name: "Hagis without Bouraq", djinns: []string{"Bouraq", "Hagis"},
			us: []PowerUse{{Power: "Hagis", Pay: PayFakir, At: place(4, 1)}}, wantErr: "and none was"},
		{name: "Hagis away from Bouraq's Palace", djinns: []string{"Bouraq", "Hagis"},
			us:      []PowerUse{{Power: "Bouraq", Pay: PayFakir, At: place(5, 1)}, {Power: "Hagis", Pay: PayFakir, At: place(3, 1)}},
			wantErr: "is not a tile next to a Palace placed this turn"},
		{name: "Lamia moves Enki's Palm Tree", djinns: []string{"Enki", "Lamia"},
			us: []PowerUse{{Power: "Enki", Pay: PayFakir, At: place(1, 3)}, {Power: "Lamia", Pay: PayFakir, At: place(1, 4)}},
			check: func(t *testing.T, st State) {
				wantInt(t, "palms on r1c3", at(st, 1, 3).Palms, 0)
				wantInt(t, "palms on r1c4", at(st, 1, 4).Palms, 1)
			}},
		{name: "Lamia without Enki", djinns: []string{"Enki", "Lamia"},
			us: []PowerUse{{Power: "Lamia", Pay: PayFakir, At: place(1, 4)}}, wantErr: "and none was"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			st := state(grid(t, arts, powersBoard), arts, 10, tc.djinns...)
			st.Player.Fakirs = 2
			for _, before := range []bool{true, false} {
				st := st.Clone()
				tp := TurnProgress{Step: TurnSale, Move: mustMove(t, "r2c3: r2c2 Y")}
				if before {
					tp = TurnProgress{}
				}
				err := uses(&st, &tp, tc.us...)
				if tc.wantErr != "" {
					if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
						t.Fatalf("before the move %v: got %v, want %q", before, err, tc.wantErr)
					}
					continue
				}
				if err != nil {
					t.Fatalf("before the move %v: %v", before, err)
				}
				tc.check(t, st)
			}
		})
	}
}

// Kandicha: "Jedes Mal, wenn deine Meuchelmörder zuschlagen": on Iblis's
// second kill too; without Iblis, once.
func TestKandichaOnEachKill(t *testing.T) {
	board := strings.Replace(powersBoard, "WWR GBY", "WB GBY", 1) // r4c1 after an Elder killed
	for _, iblis := range []bool{true, false} {
		st := state(grid(t, arts, board), arts, 10, "Iblis", "Kandicha")
		st.Player.Elders = 1
		tp := TurnProgress{Step: TurnSale, Move: mustMove(t, "r2c3: r2c2 Y"), Kill: &Kill{Place: game.Place{Col: 1, Row: 4}, Meeple: "W"}}
		us := []PowerUse{{Power: "Kandicha"}, {Power: "Iblis", Meeples: "B"}, {Power: "Kandicha"}}
		if !iblis {
			us = slices.Delete(us, 1, 2)
		}
		err := uses(&st, &tp, us...)
		if !iblis {
			if err == nil || !strings.Contains(err.Error(), "once a kill") {
				t.Errorf("Kandicha twice on one kill: got %v", err)
			}
			wantInt(t, "elders", st.Player.Elders, 2)
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		// The Elder kept; Iblis paid with an Elder; the Builder's coins:
		// r4c1 is surrounded by 2 blue tiles.
		wantInt(t, "elders", st.Player.Elders, 1)
		wantInt(t, "Kandicha's coins", tp.Coins.Kandicha, 2)
		if tp.IblisKill == nil || tp.KandichaDone != 2 || at(st, 4, 1).Meeples.Total() != 1 {
			t.Errorf("got %+v, %s", tp, at(st, 4, 1).Token())
		}
		if err := tp.usePower(&st, PowerUse{Power: "Kandicha"}); err == nil {
			t.Errorf("Kandicha a third time: taken")
		}
	}
}

// Leta, Utug and Kohdiah may place the Tent: "Wann immer sich eine Regel
// oder ein Effekt auf „Kamele" bezieht, schließt dies Zelte mit ein".
func TestPowersPlaceTheTent(t *testing.T) {
	tentPlaced := strings.Replace(powersBoard, "YWW -@1+P", "YWW -@1+Pt", 1)
	runPowerCases(t, []powerCase{
		{name: "Leta: the Tent", hold: holding([]string{"Leta"}, 2, 0), use: PowerUse{Power: "Leta", At: place(5, 3), Tent: true},
			check: func(t *testing.T, st State, tp TurnProgress) {
				if tile := at(st, 5, 3); tile.Owner != 1 || !tile.Tent || st.Player.Camels != Camels-2 || tp.Tent == nil {
					t.Errorf("got %s, %d Camels", tile.Token(), st.Player.Camels)
				}
			}},
		{name: "Leta: no Camel left, the Tent by itself", hold: func(h *Holdings) { holding([]string{"Leta"}, 2, 0)(h); h.Camels = 0 },
			use: PowerUse{Power: "Leta", At: place(5, 3)},
			check: func(t *testing.T, st State, tp TurnProgress) {
				if !at(st, 5, 3).Tent {
					t.Errorf("got %s", at(st, 5, 3).Token())
				}
			}},
		{name: "Leta: the Tent placed already", hold: holding([]string{"Leta"}, 2, 0), board: tentPlaced,
			use: PowerUse{Power: "Leta", At: place(5, 3), Tent: true}, wantErr: "no Tent to place"},
		{name: "Utug: the Tent", hold: holding([]string{"Utug"}, 2, 0), use: PowerUse{Power: "Utug", At: place(4, 1), Tent: true},
			check: func(t *testing.T, st State, tp TurnProgress) {
				if tile := at(st, 4, 1); tile.Owner != 1 || !tile.Tent {
					t.Errorf("got %s", tile.Token())
				}
			}},
		{name: "Enki takes no Tent", hold: holding([]string{"Enki"}, 1, 0), use: PowerUse{Power: "Enki", At: place(1, 3), Tent: true},
			wantErr: "the Tent is not a choice of Enki"},
	})
	// The options say when the player chooses: Camel and Tent both left.
	st := state(grid(t, arts, powersBoard), arts, 10, "Leta")
	st.Player.Elders = 2
	tp := TurnProgress{}
	if o := tp.PowerOptions(st); len(o) != 1 || !o[0].Tent {
		t.Errorf("Camel or Tent: %+v", o)
	}
	st = state(grid(t, arts, tentPlaced), arts, 10, "Leta")
	st.Player.Elders = 2
	if o := tp.PowerOptions(st); len(o) != 1 || o[0].Tent {
		t.Errorf("the Tent placed: %+v", o)
	}
}

// Thieves: "you may use your Thief immediately after your Tribe action":
// after the Elders' action, before the tile action; not once the tile
// action is entered.
func TestThiefRightAfterTheTribeAction(t *testing.T) {
	x := game.Expansions{Thieves: true}
	st := state(grid(t, x, full), x, 10)
	st.Player.Thieves = []string{"Quafat"}
	st.Yazid.Djinns = 2
	p, err := BeginTurn(st, mustMove(t, sacredMove))
	if err != nil {
		t.Fatal(err)
	}
	quafat := PowerUse{Power: "Quafat", Djinn: "Boaz"}
	now := p.Copy()
	if err := now.t.usePower(&now.st, quafat); err != nil {
		t.Errorf("right after the Elders' action: %v", err)
	}
	if err := p.Tile(TileChoice{Skip: true}); err != nil {
		t.Fatal(err)
	}
	if o := p.t.PowerOptions(p.st); len(o) != 0 {
		t.Errorf("after the tile action: the options %+v", o)
	}
	if err := p.t.usePower(&p.st, quafat); !errors.Is(err, ErrWrongPhase) || !strings.Contains(err.Error(), "before the tile action") {
		t.Errorf("after the tile action: got %v", err)
	}
}

// useFor builds a use of the option o on st with legal choices: the
// first payment and tile, and what the player alone knows.
func useFor(t *testing.T, st State, tp TurnProgress, o PowerOption) PowerUse {
	t.Helper()
	u := PowerUse{Power: o.Power, Tent: o.Tent}
	if len(o.Payments) > 0 {
		u.Pay = o.Payments[0]
	}
	if len(o.Tiles) > 0 {
		a := o.Tiles[0]
		u.At = &a
	}
	b := st.Board
	if o.To {
		for _, p := range b.Places() {
			tile := b.Tile(p)
			if !tile.Type.Forbidden() && p != *u.At && (o.Power == "Shaum") == (tile.Owner == 1) && (o.Power == "Shaum" || tile.Owner == game.NoOwner) {
				u.To = &p
				break
			}
		}
	}
	if o.Meeples {
		var on game.Meeples
		if u.At != nil {
			on = b.Tile(*u.At).Meeples
		} else if tp.Kill != nil {
			on = b.Tile(tp.Kill.Place).Meeples
		}
		switch o.Power {
		case "Anun-Nak":
			// 3 the bag holds (bag.go).
			bag, _ := st.Bag()
			for _, tr := range game.Tribes {
				for range bag[tr] {
					if len(u.Meeples) < o.Count {
						u.Meeples += string(tr.Letter())
					}
				}
			}
		default:
			for _, tr := range game.Tribes {
				for range on[tr] {
					if len(u.Meeples) < o.Count {
						u.Meeples += string(tr.Letter())
					}
				}
			}
		}
	}
	if o.Djinn {
		u.Djinn = "Shamhat"
	}
	if o.ItemName {
		u.Item = "crown"
	}
	if o.Card {
		u.Card = "fish"
	}
	if o.From {
		for _, q := range orthogonal(b, *u.At) {
			for _, tr := range game.Tribes {
				if b.Tile(q).Meeples[tr] > 0 && u.From == nil {
					u.From = []Kill{{Place: q, Meeple: string(tr.Letter())}}
				}
			}
		}
	}
	if o.Row {
		for _, r := range st.Resources {
			u.Row = append(u.Row, r.String())
		}
		for i := 0; len(u.Row) < ResourceRowSize; i++ {
			u.Row = append(u.Row, []string{"wheat", "pottery", "papyrus", "spice"}[i%4])
		}
	}
	if o.Move {
		m, err := b.SampleMove(rand.New(rand.NewPCG(1, 2)))
		if err != nil {
			t.Fatal(err)
		}
		u.Move = &m
	}
	return u
}

// PowerOptions lists what UsePower accepts: every option, used with legal
// choices, is taken; the same use is refused in a turn that does not list
// it (before the move, after an Item, once used, out of a Thief's moment).
func TestPowerOptionsAreWhatUsePowerTakes(t *testing.T) {
	st := state(grid(t, thievesX, powersBoard), thievesX, 10)
	for _, pw := range powers {
		if pw.isItem() {
			st.Player.Items[pw.item] = 1
		} else {
			st.Player.Djinns = append(st.Player.Djinns, pw.name)
		}
	}
	st.Player.Thieves = []string{"Ziad", "Houssain"}
	st.Player.Elders, st.Player.Fakirs = 3, 3
	st.Yazid.Council, st.Yazid.Fakirs = 2, 2
	st.Resources = []game.Resource{{Good: game.Fish}, {Good: game.Silk}}
	killed := Kill{Place: game.Place{Col: 1, Row: 4}, Meeple: "G"}
	turns := map[string]TurnProgress{
		"before the move": {},
		"at the sale, after a kill": {Step: TurnSale, Move: mustMove(t, "r2c3: r2c2 Y"), Tribe: game.Assassin, Kill: &killed,
			PalacesAt: []game.Place{{Col: 2, Row: 1}}, PalmsAt: []game.Place{{Col: 2, Row: 2}}},
		"an Item used":              {Step: TurnSale, Move: mustMove(t, "r2c3: r2c2 Y"), Powers: []string{"rebirth_ring"}},
		"Djinns used":               {Step: TurnSale, Move: mustMove(t, "r2c3: r2c2 Y"), Powers: []string{"Enki", "Sloar", "Leta"}},
		"after the Viziers' action": {Step: TurnTile, Move: mustMove(t, "r2c3: r2c2 Y"), Tribe: game.Vizier},
		"after the tile action":     {Step: TurnSale, Move: mustMove(t, "r2c3: r2c2 Y"), Tribe: game.Vizier, tileEntered: true},
	}
	all := map[string]PowerUse{}
	listed := map[string]map[string]bool{}
	for name, tp := range turns {
		listed[name] = map[string]bool{}
		for _, o := range tp.PowerOptions(st) {
			listed[name][o.Power] = true
			u := useFor(t, st, tp, o)
			all[o.Power] = u
			next, nt := st.Clone(), tp.clone()
			if err := nt.usePower(&next, u); err != nil {
				t.Errorf("%s: %s listed, refused: %v", name, o.Power, err)
			}
		}
	}
	for _, want := range []string{"flying_carpet", "Hagis", "Lamia", "Iblis", "Kandicha", "Ziad", "Anun-Nak", "horn_of_plenty"} {
		if _, ok := all[want]; !ok {
			t.Errorf("%s never listed", want)
		}
	}
	for name, tp := range turns {
		for power, u := range all {
			if listed[name][power] {
				continue
			}
			next, nt := st.Clone(), tp.clone()
			if err := nt.usePower(&next, u); err == nil {
				t.Errorf("%s: %s not listed, taken", name, power)
			}
		}
	}
}
