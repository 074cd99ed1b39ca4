package sultan

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
)

// powersBoard is an Artisans board (rows 1-5 the base layout, row 6 the
// Workshops) with empty tiles: r5c1 a Village and r5c3 an Oasis, nobody's;
// r1c2 the player's Village with its Palace, r2c2 the player's Oasis with
// its Palm Tree, r1c3 an empty Oasis.
const powersBoard = `
PP - - PP - -
- YYG - RYB GYW BWY
WWR GBY GGR RGW BBG YGG
RWB YBW GRB WBB YRG WWG
BGY RRW@1+p YBW GGR WRB BRR
YWW -@1+P - WGR GWB RYW`

var arts = game.Expansions{Artisans: true}

// powerCase is one power used on powersBoard, the turn at the sale step
// (or as turn sets it).
type powerCase struct {
	name     string
	hold     func(h *Holdings)
	turn     func(tp *TurnProgress)
	board    string // powersBoard when empty
	rows     []string
	djinnRow []string
	use      PowerUse
	wantErr  string
	// problem is the PowerError's kind wantErr is, if typed.
	problem PowerProblem
	check   func(t *testing.T, st State, tp TurnProgress)
}

func runPowerCases(t *testing.T, cases []powerCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			spec := tc.board
			if spec == "" {
				spec = powersBoard
			}
			st := state(grid(t, arts, spec), arts, 10)
			st.DjinnRow = tc.djinnRow
			if tc.rows != nil {
				st.Resources = []game.Resource{}
				for _, s := range tc.rows {
					r, err := game.ParseResource(s)
					if err != nil {
						t.Fatal(err)
					}
					st.Resources = append(st.Resources, r)
				}
			}
			if tc.hold != nil {
				tc.hold(&st.Player)
			}
			tp := TurnProgress{Step: TurnSale, Move: mustMove(t, "r2c3: r2c2 Y")}
			if tc.turn != nil {
				tc.turn(&tp)
			}
			before := st.Clone()
			next := st.Clone()
			err := tp.usePower(&next, tc.use)
			if !st.Equal(before) {
				t.Fatalf("usePower changed the table it was not given")
			}
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("got error %v, want %q", err, tc.wantErr)
				}
				var pe *PowerError
				if typed := errors.As(err, &pe); tc.problem != 0 && (!typed || pe.Problem != tc.problem) {
					t.Fatalf("got error %#v, want a PowerError of kind %d", err, tc.problem)
				}
				return
			}
			if err != nil {
				t.Fatalf("got error %v", err)
			}
			tc.check(t, next, tp)
		})
	}
}

func place(row, col int) *game.Place { return &game.Place{Col: col, Row: row} }

func holding(djinns []string, elders, fakirs int) func(h *Holdings) {
	return func(h *Holdings) { h.Djinns, h.Elders, h.Fakirs = djinns, elders, fakirs }
}

func holdingItem(it game.Item) func(h *Holdings) {
	return func(h *Holdings) { h.Items[it] = 1 }
}

func wantUsed(t *testing.T, tp TurnProgress, name string) {
	t.Helper()
	if len(tp.Powers) != 1 || tp.Powers[0] != name {
		t.Errorf("got the powers used %v, want [%s]", tp.Powers, name)
	}
}

// Cheat sheet: Enki, Bouraq, Anun-Nak, Leta, Utug (Djinns acting on the
// board), each with its negative twins.
func TestPowersOnTheBoard(t *testing.T) {
	enki := []string{"Enki"}
	runPowerCases(t, []powerCase{
		{name: "Enki: a Palm Tree on any Oasis for 1 Elder", hold: holding(enki, 1, 0),
			use: PowerUse{Power: "Enki", At: place(1, 3)},
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "palms on r1c3", at(st, 1, 3).Palms, 1)
				wantInt(t, "elders", st.Player.Elders, 0)
				wantUsed(t, tp, "Enki")
			}},
		{name: "Enki without Enki", hold: holding(nil, 1, 0), use: PowerUse{Power: "Enki", At: place(1, 3)},
			wantErr: "you do not hold Enki"},
		{name: "Enki unpaid", hold: holding(enki, 0, 0), use: PowerUse{Power: "Enki", At: place(1, 3)},
			wantErr: "you cannot pay 1 Elder or 1 Fakir"},
		{name: "Enki twice in a turn", hold: holding(enki, 2, 0), turn: func(tp *TurnProgress) { tp.Powers = []string{"Enki"} },
			use: PowerUse{Power: "Enki", At: place(1, 3)}, wantErr: "used already this turn"},
		{name: "Enki on a Village", hold: holding(enki, 1, 0), use: PowerUse{Power: "Enki", At: place(5, 1)},
			wantErr: "r5 c1 is not an Oasis"},
		{name: "Enki, two ways to pay and none named", hold: holding(enki, 1, 1), use: PowerUse{Power: "Enki", At: place(1, 3)},
			wantErr: "say how you pay: 1 Elder or 1 Fakir"},
		{name: "Enki paid with a Fakir", hold: holding(enki, 1, 1), use: PowerUse{Power: "Enki", Pay: PayFakir, At: place(1, 3)},
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "elders", st.Player.Elders, 1)
				wantInt(t, "fakirs", st.Player.Fakirs, 0)
			}},
		{name: "Enki before the move", hold: holding(enki, 1, 0), turn: func(tp *TurnProgress) { *tp = TurnProgress{} },
			use: PowerUse{Power: "Enki", At: place(1, 3)},
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "palms on r1c3", at(st, 1, 3).Palms, 1)
				if tp.Step != TurnMove || tp.Moved() {
					t.Errorf("the turn goes on to %s", tp.Step)
				}
			}},
		{name: "Enki while the control waits", hold: holding(enki, 1, 0), turn: func(tp *TurnProgress) { tp.Step = TurnControl },
			use: PowerUse{Power: "Enki", At: place(1, 3)}, wantErr: "control the emptied tile first"},
		{name: "Enki with a meeple named", hold: holding(enki, 1, 0), use: PowerUse{Power: "Enki", At: place(1, 3), Meeples: "Y"},
			wantErr: "the meeples is not a choice of Enki"},

		{name: "Bouraq: a Palace on any Village, Monkir pays", hold: holding([]string{"Bouraq", "Monkir"}, 0, 1),
			use: PowerUse{Power: "Bouraq", At: place(5, 1)},
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "palaces on r5c1", at(st, 5, 1).Palaces, 1)
				wantInt(t, "fakirs", st.Player.Fakirs, 0)
				wantInt(t, "coins", st.Player.Coins, 11)
				wantInt(t, "Monkir", tp.Coins.Monkir, 1)
			}},
		{name: "Bouraq on an Oasis", hold: holding([]string{"Bouraq"}, 0, 1), use: PowerUse{Power: "Bouraq", At: place(1, 3)},
			wantErr: "is not a Village"},
		{name: "Bouraq without a tile", hold: holding([]string{"Bouraq"}, 0, 1), use: PowerUse{Power: "Bouraq"},
			wantErr: "name the tile"},

		{name: "Anun-Nak: 3 meeples from the bag on an empty tile", hold: holding([]string{"Anun-Nak"}, 1, 0),
			use: PowerUse{Power: "anun nak", At: place(5, 3), Meeples: "YWP"},
			check: func(t *testing.T, st State, tp TurnProgress) {
				if m := at(st, 5, 3).Meeples; m[game.Vizier] != 1 || m[game.Elder] != 1 || m[game.Artisan] != 1 {
					t.Errorf("got %s", at(st, 5, 3).Token())
				}
				wantUsed(t, tp, "Anun-Nak")
			}},
		{name: "Anun-Nak on a tile with meeples", hold: holding([]string{"Anun-Nak"}, 1, 0),
			use: PowerUse{Power: "Anun-Nak", At: place(4, 1), Meeples: "YWG"}, wantErr: "is not an empty tile"},
		{name: "Anun-Nak on the player's empty Village", hold: holding([]string{"Anun-Nak"}, 1, 0),
			use: PowerUse{Power: "Anun-Nak", At: place(1, 2), Meeples: "YWG"}, wantErr: "is not an empty tile"},
		{name: "Anun-Nak with 2 meeples", hold: holding([]string{"Anun-Nak"}, 1, 0),
			use: PowerUse{Power: "Anun-Nak", At: place(5, 3), Meeples: "YW"}, wantErr: "3 meeples are drawn, 2 named"},

		{name: "Leta: a Camel on an empty tile", hold: holding([]string{"Leta"}, 2, 0),
			use: PowerUse{Power: "Leta", At: place(5, 3)},
			check: func(t *testing.T, st State, tp TurnProgress) {
				if at(st, 5, 3).Owner != 1 || st.Player.Camels != Camels-3 || st.Player.Elders != 0 {
					t.Errorf("got %s and %d Camels", at(st, 5, 3).Token(), st.Player.Camels)
				}
				if len(tp.Camels) != 1 {
					t.Errorf("got the turn's Camels %v", tp.Camels)
				}
			}},
		{name: "Leta paid with 1 Elder", hold: holding([]string{"Leta"}, 1, 0), use: PowerUse{Power: "Leta", At: place(5, 3)},
			wantErr: "you cannot pay 2 Elders or 1 Elder and 1 Fakir"},
		{name: "Leta with no Camel left and the Tent placed", hold: func(h *Holdings) { holding([]string{"Leta"}, 2, 0)(h); h.Camels = 0 },
			board: strings.Replace(powersBoard, "YWW -@1+P", "YWW -@1+Pt", 1),
			use:   PowerUse{Power: "Leta", At: place(5, 3)}, wantErr: "no Camel or Tent left"},
		{name: "Leta on a tile with meeples", hold: holding([]string{"Leta"}, 2, 0),
			use: PowerUse{Power: "Leta", At: place(4, 1)}, wantErr: "is not an empty tile"},

		{name: "Utug: a Camel on a tile with only meeples", hold: holding([]string{"Utug"}, 1, 1),
			use: PowerUse{Power: "Utug", At: place(4, 1)},
			check: func(t *testing.T, st State, tp TurnProgress) {
				if at(st, 4, 1).Owner != 1 || at(st, 4, 1).Meeples.Total() != 3 {
					t.Errorf("got %s", at(st, 4, 1).Token())
				}
			}},
		{name: "Utug on the player's tile", hold: holding([]string{"Utug"}, 1, 1),
			use: PowerUse{Power: "Utug", At: place(2, 2)}, wantErr: "is not a tile with only meeples"},
		{name: "Utug on an empty tile", hold: holding([]string{"Utug"}, 1, 1),
			use: PowerUse{Power: "Utug", At: place(5, 3)}, wantErr: "is not a tile with only meeples"},
	})
}

// Cheat sheet: Hagis and Lamia move the piece this turn placed; Iblis
// kills a second meeple on the tile of the kill.
func TestPowersInTheTurnsActions(t *testing.T) {
	onVillage := func(tp *TurnProgress) {
		tp.Move, tp.Palace, tp.PalacesAt = mustMove(t, "r1c1: r1c2 Y"), true, []game.Place{{Col: 2, Row: 1}}
	}
	onOasis := func(tp *TurnProgress) {
		tp.Move, tp.PalmTree, tp.PalmsAt = mustMove(t, "r2c1: r2c2 Y"), true, []game.Place{{Col: 2, Row: 2}}
	}
	killed := func(tp *TurnProgress) { tp.Kill = &Kill{Place: game.Place{Col: 1, Row: 4}, Meeple: "G"} }
	runPowerCases(t, []powerCase{
		{name: "Hagis: the Palace to a neighbouring tile", hold: holding([]string{"Hagis"}, 1, 0), turn: onVillage,
			use: PowerUse{Power: "Hagis", At: place(2, 3)},
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "palaces on the Village", at(st, 1, 2).Palaces, 0)
				wantInt(t, "palaces on r2c3", at(st, 2, 3).Palaces, 1)
			}},
		{name: "Hagis with no Palace placed", hold: holding([]string{"Hagis"}, 1, 0),
			use: PowerUse{Power: "Hagis", At: place(2, 3)}, wantErr: "and none was"},
		{name: "Hagis two tiles away", hold: holding([]string{"Hagis"}, 1, 0), turn: onVillage,
			use: PowerUse{Power: "Hagis", At: place(3, 3)}, wantErr: "is not a tile next to a Palace placed this turn"},
		{name: "Lamia: the Palm Tree to a neighbouring tile", hold: holding([]string{"Lamia"}, 0, 1), turn: onOasis,
			use: PowerUse{Power: "Lamia", At: place(1, 1)},
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "palms on the Oasis", at(st, 2, 2).Palms, 0)
				wantInt(t, "palms on r1c1", at(st, 1, 1).Palms, 1)
			}},
		{name: "Lamia onto the Oasis itself", hold: holding([]string{"Lamia"}, 0, 1), turn: onOasis,
			use: PowerUse{Power: "Lamia", At: place(2, 2)}, wantErr: "is not a tile next to a Palm Tree placed this turn"},
		{name: "Iblis: a second meeple of the kill's tile", hold: holding([]string{"Iblis"}, 1, 0),
			board: strings.Replace(powersBoard, "WWR GBY", "WR GBY", 1), turn: killed,
			use: PowerUse{Power: "Iblis", Meeples: "R"},
			check: func(t *testing.T, st State, tp TurnProgress) {
				if m := at(st, 4, 1).Meeples; m.Total() != 1 || m[game.Elder] != 1 {
					t.Errorf("got %s", at(st, 4, 1).Token())
				}
			}},
		{name: "Iblis emptying the tile gives control", hold: holding([]string{"Iblis"}, 1, 0),
			board: strings.Replace(powersBoard, "WWR GBY", "W GBY", 1), turn: killed,
			use: PowerUse{Power: "Iblis", Meeples: "W"},
			check: func(t *testing.T, st State, tp TurnProgress) {
				// Artisans: a Camel or the Tent, the player's choice.
				if tp.Step != TurnControl || tp.ControlAt != (game.Place{Col: 1, Row: 4}) || tp.afterControl != TurnSale {
					t.Errorf("got %s, the step %s at %v", at(st, 4, 1).Token(), tp.Step, tp.ControlAt)
				}
			}},
		{name: "Iblis without a kill", hold: holding([]string{"Iblis"}, 1, 0),
			use: PowerUse{Power: "Iblis", Meeples: "R"}, wantErr: "no kill"},
		{name: "Iblis on a meeple not there", hold: holding([]string{"Iblis"}, 1, 0), turn: killed,
			use: PowerUse{Power: "Iblis", Meeples: "Y"}, wantErr: "r4 c1 holds no Vizier"},
		{name: "Iblis with two meeples", hold: holding([]string{"Iblis"}, 1, 0), turn: killed,
			use: PowerUse{Power: "Iblis", Meeples: "WR"}, wantErr: "one more meeple is killed, 2 named"},
	})
}

// Cheat sheet: Sloar and Sibittis draw from the piles; the player says
// what was drawn, and the deck's counts check it.
func TestPowersFromThePiles(t *testing.T) {
	runPowerCases(t, []powerCase{
		{name: "Sloar: the top resource card for 1 Fakir", hold: holding([]string{"Sloar"}, 1, 1),
			use: PowerUse{Power: "Sloar", Card: "ivory"},
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "fakirs", st.Player.Fakirs, 0)
				wantInt(t, "ivory", st.Player.Goods[game.Ivory], 1)
			}},
		{name: "Sloar paid with an Elder", hold: holding([]string{"Sloar"}, 1, 1),
			use: PowerUse{Power: "Sloar", Pay: PayElder, Card: "ivory"}, wantErr: `"elder" is no way to pay here`},
		{name: "Sloar, a third Ivory", hold: func(h *Holdings) { holding([]string{"Sloar"}, 0, 1)(h); h.Goods[game.Ivory] = 2 },
			use: PowerUse{Power: "Sloar", Card: "ivory"}, wantErr: "the deck holds 2"},
		{name: "Sibittis: a Djinn of the deck, Ba'al pays", hold: holding([]string{"Sibittis", "Ba'al"}, 2, 0),
			djinnRow: []string{"Enki", "Boaz", "Leta"}, use: PowerUse{Power: "Sibittis", Djinn: "shamhat"},
			check: func(t *testing.T, st State, tp TurnProgress) {
				if !st.Player.HasDjinn("Shamhat") || st.Player.Elders != 0 || st.Player.Coins != 11 || tp.Coins.Baal != 1 {
					t.Errorf("got %+v", st.Player)
				}
			}},
		{name: "Sibittis, a face-up Djinn", hold: holding([]string{"Sibittis"}, 2, 0),
			djinnRow: []string{"Enki", "Boaz", "Leta"}, use: PowerUse{Power: "Sibittis", Djinn: "Boaz"}, wantErr: "Boaz is face up"},
		{name: "Sibittis, itself", hold: holding([]string{"Sibittis"}, 2, 0),
			use: PowerUse{Power: "Sibittis", Djinn: "Sibittis"}, wantErr: "you already hold Sibittis"},
		{name: "a power the engine does not play", hold: holding([]string{"Kumarbi"}, 2, 0),
			use: PowerUse{Power: "Kumarbi"}, wantErr: "does not play this power"},
	})
}

// Artisans rules (the cheat sheet's Magic Items): each used once, then
// discarded.
func TestMagicItems(t *testing.T) {
	runPowerCases(t, []powerCase{
		{name: "Burning Scimitar: 2 meeples removed", hold: holdingItem(game.BurningScimitar),
			use: PowerUse{Power: "burning_scimitar", At: place(4, 1), Meeples: "WR"},
			check: func(t *testing.T, st State, tp TurnProgress) {
				if m := at(st, 4, 1).Meeples; m.Total() != 1 || m[game.Elder] != 1 {
					t.Errorf("got %s", at(st, 4, 1).Token())
				}
				wantInt(t, "scimitars", st.Player.Items[game.BurningScimitar], 0)
				wantUsed(t, tp, "burning_scimitar")
			}},
		{name: "Burning Scimitar emptying a tile: control", hold: holdingItem(game.BurningScimitar),
			use: PowerUse{Power: "Burning Scimitar", At: place(6, 4), Meeples: "PP"},
			check: func(t *testing.T, st State, tp TurnProgress) {
				if tp.Step != TurnControl || tp.ControlAt != (game.Place{Col: 4, Row: 6}) {
					t.Errorf("got %s, the step %s", at(st, 6, 4).Token(), tp.Step)
				}
			}},
		{name: "Burning Scimitar not held", use: PowerUse{Power: "burning_scimitar", At: place(4, 1), Meeples: "WR"},
			wantErr: "you hold no Burning Scimitar"},
		{name: "Burning Scimitar, one meeple of three", hold: holdingItem(game.BurningScimitar),
			use: PowerUse{Power: "burning_scimitar", At: place(4, 1), Meeples: "W"}, wantErr: "it removes 2 meeples from r4 c1, 1 named", problem: PowerMeeplesNamed},
		{name: "Burning Scimitar, two meeples of one", hold: holdingItem(game.BurningScimitar),
			board: strings.Replace(powersBoard, "PP - - PP", "PP - - P", 1),
			use:   PowerUse{Power: "burning_scimitar", At: place(6, 4), Meeples: "PP"}, wantErr: "it removes 1 meeple from r6 c4, 2 named", problem: PowerMeeplesNamed},
		{name: "Burning Scimitar paid", hold: func(h *Holdings) { holdingItem(game.BurningScimitar)(h); h.Elders = 1 },
			use: PowerUse{Power: "burning_scimitar", Pay: PayElder, At: place(4, 1), Meeples: "WR"}, wantErr: "costs nothing"},

		{name: "Fabulous Lamp: a face-up Djinn", hold: holdingItem(game.FabulousLamp), djinnRow: []string{"Enki", "Boaz"},
			use: PowerUse{Power: "fabulous_lamp", Djinn: "Boaz"},
			check: func(t *testing.T, st State, tp TurnProgress) {
				if !st.Player.HasDjinn("Boaz") || len(st.DjinnRow) != 1 || st.Player.Items[game.FabulousLamp] != 0 {
					t.Errorf("got %+v, the row %v", st.Player, st.DjinnRow)
				}
			}},
		{name: "Fabulous Lamp: the first of the deck", hold: holdingItem(game.FabulousLamp), djinnRow: []string{"Enki"},
			use: PowerUse{Power: "fabulous_lamp", Djinn: "Marid"},
			check: func(t *testing.T, st State, tp TurnProgress) {
				if !st.Player.HasDjinn("Marid") || len(st.DjinnRow) != 1 {
					t.Errorf("got %+v, the row %v", st.Player, st.DjinnRow)
				}
			}},
		{name: "Fabulous Lamp, an unknown Djinn", hold: holdingItem(game.FabulousLamp),
			use: PowerUse{Power: "fabulous_lamp", Djinn: "Enky"}, wantErr: "did you mean Enki?", problem: PowerUnknownDjinn},

		{name: "Enchanting Flute: meeples from next door", hold: holdingItem(game.EnchantingFlute),
			use: PowerUse{Power: "enchanting_flute", At: place(5, 1), From: []Kill{
				{Place: game.Place{Col: 1, Row: 4}, Meeple: "W"}, {Place: game.Place{Col: 1, Row: 4}, Meeple: "W"},
				{Place: game.Place{Col: 2, Row: 5}, Meeple: "G"}}},
			check: func(t *testing.T, st State, tp TurnProgress) {
				if m := at(st, 5, 1).Meeples; m[game.Elder] != 2 || m[game.Merchant] != 1 || at(st, 4, 1).Meeples.Total() != 1 {
					t.Errorf("got %s and %s", at(st, 5, 1).Token(), at(st, 4, 1).Token())
				}
				if at(st, 5, 1).Owner != game.NoOwner {
					t.Errorf("the Flute took control")
				}
			}},
		{name: "Enchanting Flute from a diagonal", hold: holdingItem(game.EnchantingFlute),
			use:     PowerUse{Power: "enchanting_flute", At: place(5, 1), From: []Kill{{Place: game.Place{Col: 2, Row: 4}, Meeple: "G"}}},
			wantErr: "r4 c2 is not next to r5 c1", problem: PowerNotNext},
		{name: "Enchanting Flute, 6 meeples", hold: holdingItem(game.EnchantingFlute),
			use: PowerUse{Power: "enchanting_flute", At: place(5, 1), From: make([]Kill, 6)}, wantErr: "1 to 5 meeples", problem: PowerFluteMeeples},
		{name: "Enchanting Flute, a meeple not there", hold: holdingItem(game.EnchantingFlute),
			use:     PowerUse{Power: "enchanting_flute", At: place(5, 1), From: []Kill{{Place: game.Place{Col: 1, Row: 4}, Meeple: "Y"}}},
			wantErr: "holds no more Vizier", problem: PowerNoMeeple},

		{name: "Rebirth Ring: an Item of the discard pile", hold: holdingItem(game.RebirthRing),
			use: PowerUse{Power: "rebirth_ring", Item: "crown"},
			check: func(t *testing.T, st State, tp TurnProgress) {
				if st.Player.Items[game.Crown] != 1 || st.Player.Items[game.RebirthRing] != 0 {
					t.Errorf("got %+v", st.Player.Items)
				}
			}},
		{name: "Rebirth Ring, itself", hold: holdingItem(game.RebirthRing),
			use: PowerUse{Power: "rebirth_ring", Item: "rebirth_ring"}, wantErr: "cannot take itself back", problem: PowerRingItself},

		{name: "Tempest Talisman: a Camel moved", hold: holdingItem(game.TempestTalisman),
			use: PowerUse{Power: "tempest_talisman", At: place(2, 2), To: place(4, 1)},
			check: func(t *testing.T, st State, tp TurnProgress) {
				if at(st, 2, 2).Owner != game.NoOwner || at(st, 4, 1).Owner != 1 || st.Player.Camels != Camels-2 {
					t.Errorf("got %s and %s", at(st, 2, 2).Token(), at(st, 4, 1).Token())
				}
			}},
		{name: "Tempest Talisman onto a Camel", hold: holdingItem(game.TempestTalisman),
			use: PowerUse{Power: "tempest_talisman", At: place(2, 2), To: place(1, 2)}, wantErr: "has a Camel", problem: PowerOwned},
		{name: "Tempest Talisman from a tile not the player's", hold: holdingItem(game.TempestTalisman),
			use: PowerUse{Power: "tempest_talisman", At: place(4, 1), To: place(5, 3)}, wantErr: "is not a tile with one of your Camels"},

		{name: "Horn of Plenty: the row refilled and ordered", hold: holdingItem(game.HornOfPlenty), rows: []string{"fish", "fakir"},
			use: PowerUse{Power: "horn_of_plenty", Row: []string{"fakir", "silk", "fish", "wheat", "wheat", "spice", "gold", "fakir", "pottery"}},
			check: func(t *testing.T, st State, tp TurnProgress) {
				if len(st.Resources) != 9 || !st.Resources[0].Fakir || st.Resources[2].Good != game.Fish {
					t.Errorf("got the row %v", st.Resources)
				}
			}},
		{name: "Horn of Plenty losing a card of the row", hold: holdingItem(game.HornOfPlenty), rows: []string{"fish", "ivory"},
			use:     PowerUse{Power: "horn_of_plenty", Row: []string{"fakir", "silk", "fish", "wheat", "wheat", "spice", "gold", "fakir", "pottery"}},
			wantErr: "(ivory missing)", problem: PowerRowKept},
		{name: "Horn of Plenty with 8 cards", hold: holdingItem(game.HornOfPlenty), rows: []string{"fish"},
			use:     PowerUse{Power: "horn_of_plenty", Row: []string{"fish", "silk", "fish", "wheat", "wheat", "spice", "gold", "fakir"}},
			wantErr: "holds 9 cards, 8 typed", problem: PowerRowSize},
		{name: "Horn of Plenty, the row not tracked", hold: holdingItem(game.HornOfPlenty),
			use: PowerUse{Power: "horn_of_plenty"},
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "horns", st.Player.Items[game.HornOfPlenty], 0)
			}},
	})
}

// The options list only what can be used now, with its legal tiles.
func TestPowerOptions(t *testing.T) {
	st := state(grid(t, arts, powersBoard), arts, 10)
	st.Player.Djinns = []string{"Enki", "Leta", "Hagis", "Marid"}
	st.Player.Elders = 1
	st.Player.Items[game.TempestTalisman] = 1
	tp := TurnProgress{Step: TurnSale, Move: mustMove(t, "r2c3: r2c2 Y")}
	got := tp.PowerOptions(st)
	// Leta needs 2, Hagis a Palace placed, Marid pays by itself.
	if len(got) != 2 || got[0].Power != "Enki" || got[1].Power != "tempest_talisman" {
		t.Fatalf("got %+v", got)
	}
	if len(got[0].Tiles) != 6 || got[0].Tiles[0] != (game.Place{Col: 3, Row: 1}) || len(got[0].Payments) != 1 {
		t.Errorf("Enki: got %+v", got[0])
	}
	if !got[1].Item || !got[1].To || got[1].Payments != nil {
		t.Errorf("the Talisman: got %+v", got[1])
	}
	tp.Powers = []string{"Enki"}
	if got := tp.PowerOptions(st); len(got) != 1 {
		t.Errorf("Enki used: got %+v", got)
	}
	tp.Step = TurnControl
	if got := tp.PowerOptions(st); got != nil {
		t.Errorf("during control: got %+v", got)
	}
}

// A power in a game: refused with the reason and nothing changed, taken,
// saved, replayed, undone and redone.
func TestPowerEventsInAGame(t *testing.T) {
	g := turnGame(t)
	if _, err := g.UsePower(PowerUse{Power: "Enki"}); err == nil || errors.Is(err, ErrWrongPhase) || !strings.Contains(err.Error(), "you do not hold Enki") {
		t.Fatalf("before the move, Enki not held: got %v", err)
	}
	if _, err := g.Apply(PlayerEvent(PlayerChange{GainDjinns: []string{"Enki"}, Fakirs: 1})); err != nil {
		t.Fatal(err)
	}
	if _, err := g.PlayMove(mustMove(t, sacredMove)); err != nil {
		t.Fatal(err)
	}
	oasis := game.Place{Col: 3, Row: 1}
	if o := g.PowerOptions(); len(o) != 1 || len(o[0].Payments) != 2 {
		t.Fatalf("got the options %+v", o)
	}
	before, n := g.State(), len(g.Log())
	if _, err := g.UsePower(PowerUse{Power: "Enki", Pay: PayFakir, At: &game.Place{Col: 1, Row: 1}}); err == nil || !strings.Contains(err.Error(), "is not an Oasis") {
		t.Fatalf("got %v", err)
	}
	if !g.State().Equal(before) || len(g.Log()) != n {
		t.Fatalf("a refused power changed the game")
	}
	tp, err := g.UsePower(PowerUse{Power: "Enki", Pay: PayFakir, At: &oasis})
	if err != nil {
		t.Fatal(err)
	}
	if tp.Step != TurnTile || g.Board().Tile(oasis).Palms != 1 || g.Player().Fakirs != 0 {
		t.Fatalf("got the step %s, %s", tp.Step, g.Board().Tile(oasis).Token())
	}
	if _, err := g.UsePower(PowerUse{Power: "Enki", Pay: PayElder, At: &oasis}); err == nil || !strings.Contains(err.Error(), "once a turn") {
		t.Fatalf("twice: got %v", err)
	}
	if _, err := g.TileAction(TileChoice{Skip: true}); err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(g.Log())
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `{"kind":"power","power":{"power":"Enki","pay":"fakir","at":{"col":3,"row":1}}}`) {
		t.Errorf("got the log %s", data)
	}
	var back Log
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	again, err := Replay(back)
	if err != nil {
		t.Fatal(err)
	}
	if !again.State().Equal(g.State()) {
		t.Fatalf("the replay differs")
	}
	if _, err := g.Undo(); err != nil { // the skip
		t.Fatal(err)
	}
	if _, err := g.Undo(); err != nil { // Enki
		t.Fatal(err)
	}
	if g.Board().Tile(oasis).Palms != 0 || g.Player().Fakirs != 1 {
		t.Fatalf("undo: got %s", g.Board().Tile(oasis).Token())
	}
	if _, err := g.Redo(); err != nil {
		t.Fatal(err)
	}
	if tp, _ := g.Turn(); g.Board().Tile(oasis).Palms != 1 || len(tp.Powers) != 1 {
		t.Fatalf("redo: got %+v", tp)
	}
}

// Every power round-trips through JSON and replays, on a game whose
// player holds them all (Artisans).
func TestPowerEventsReplay(t *testing.T) {
	g := newGame(t, grid(t, arts, powersGameBoard), arts, DefaultRules())
	if err := g.RecordRoll(Roll{White: 6, Black: 5}); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Resolve(answers(t, g)...); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Apply(PlayerEvent(PlayerChange{Fakirs: 4,
		GainDjinns: []string{"Anun-Nak", "Bouraq", "Enki", "Leta", "Utug", "Sloar", "Sibittis"},
		Items:      ItemsHeld{game.BurningScimitar: 1, game.RebirthRing: 1, game.TempestTalisman: 1, game.EnchantingFlute: 1, game.FabulousLamp: 1}})); err != nil {
		t.Fatal(err)
	}
	if _, err := g.PlayMove(mustMove(t, "r1c1: r1c2 Y, r1c3 W, r1c4 W")); err != nil {
		t.Fatal(err)
	}
	// One Magic Item a turn (Artisans): the Scimitar stays, each other
	// Item is replayed and undone in its place.
	for i, u := range []PowerUse{
		{Power: "Enki", Pay: PayFakir, At: place(1, 3)},
		{Power: "Bouraq", Pay: PayFakir, At: place(1, 2)},
		{Power: "Sloar", Card: "silk"},
		{Power: "Sibittis", Pay: PayElders, Djinn: "Shamhat"},
		{Power: "rebirth_ring", Item: "crown"},
		{Power: "enchanting_flute", At: place(3, 1), From: []Kill{{Place: game.Place{Col: 2, Row: 3}, Meeple: "Y"}}},
		{Power: "fabulous_lamp", Djinn: "Boaz"},
		{Power: "burning_scimitar", At: place(2, 1), Meeples: "BG"},
	} {
		if _, err := g.UsePower(u); err != nil {
			t.Fatalf("%s: %v", u.Power, err)
		}
		if i < 4 || i == 7 {
			continue
		}
		if again, err := Replay(g.Log()); err != nil || !again.State().Equal(g.State()) {
			t.Fatalf("%s: the replay differs (%v)", u.Power, err)
		}
		if _, err := g.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	tp, _ := g.Turn()
	if len(tp.Powers) != 5 {
		t.Fatalf("got the powers %v", tp.Powers)
	}
	data, err := json.Marshal(g.Log())
	if err != nil {
		t.Fatal(err)
	}
	var back Log
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	again, err := Replay(back)
	if err != nil {
		t.Fatal(err)
	}
	if !again.State().Equal(g.State()) {
		t.Fatalf("the replay differs")
	}
	if t2, _ := again.Turn(); len(t2.Powers) != 5 {
		t.Fatalf("the replayed turn: %v", t2.Powers)
	}
}

// powersGameBoard is a full Artisans board for a game.
const powersGameBoard = `
PPP PPP PPP PPP PPP -
YYG RYB GYW BWY WRB YRW
WWR GBY GGR RGW BBG YGG
RWB YBW GRB WBB YRG WWG
BGY RRW YBW GGR WRB BRR
YWW RBG BYY WGR GWB RYW`

// FuzzPowerEventJSON: a power event's JSON, applied after the move by a
// player holding every power the engine plays, is taken or refused, never
// a panic; a refused event changes nothing and a taken one replays.
func FuzzPowerEventJSON(f *testing.F) {
	for _, s := range []string{
		`{"kind":"power","power":{"power":"Enki","pay":"fakir","at":{"col":3,"row":1}}}`,
		`{"kind":"power","power":{"power":"Anun-Nak","pay":"elder","at":{"col":3,"row":1},"meeples":"YYY"}}`,
		`{"kind":"power","power":{"power":"Iblis","meeples":"R"}}`,
		`{"kind":"power","power":{"power":"tempest_talisman","at":{"col":1,"row":1},"to":{"col":9,"row":-1}}}`,
		`{"kind":"power","power":{"power":"enchanting_flute","at":{"col":3,"row":1},"from":[{"col":2,"row":1,"meeple":"P"}]}}`,
		`{"kind":"power","power":{"power":"horn_of_plenty","row":["fish","fakir"]}}`,
		`{"kind":"power","power":{"power":"Sibittis","pay":"elders","djinn":"Boaz","card":"fish","item":"crown"}}`,
	} {
		f.Add([]byte(s))
	}
	g := newGame(f, grid(f, arts, powersGameBoard), arts, DefaultRules())
	if err := g.RecordRoll(Roll{White: 6, Black: 5}); err != nil {
		f.Fatal(err)
	}
	if _, err := g.Resolve(answers(f, g)...); err != nil {
		f.Fatal(err)
	}
	var djinns []string
	for _, pw := range powers {
		if !pw.isItem() {
			djinns = append(djinns, pw.name)
		}
	}
	var items ItemsHeld
	for it := game.BurningScimitar; it < game.NumItems; it++ {
		items[it] = 1
	}
	if _, err := g.Apply(PlayerEvent(PlayerChange{Fakirs: 4, GainDjinns: djinns, Items: items})); err != nil {
		f.Fatal(err)
	}
	if _, err := g.PlayMove(mustMove(f, "r1c1: r1c2 Y, r1c3 W, r1c4 W")); err != nil {
		f.Fatal(err)
	}
	base := g.Log()
	f.Fuzz(func(t *testing.T, data []byte) {
		var e Event
		if json.Unmarshal(data, &e) != nil || e.Kind != EventPower {
			return
		}
		g, err := Replay(base)
		if err != nil {
			t.Fatal(err)
		}
		before, n := g.State(), len(g.Log())
		if _, err := g.Apply(e); err != nil {
			if !g.State().Equal(before) || len(g.Log()) != n {
				t.Fatalf("a refused event changed the game: %v", err)
			}
			return
		}
		if _, err := Replay(g.Log()); err != nil {
			t.Fatalf("a taken event does not replay: %v", err)
		}
	})
}

// Cheat sheet: Kandicha turns the Assassins' kill to the player's profit,
// by the meeple killed.
func TestKandicha(t *testing.T) {
	kill := func(meeple string) func(tp *TurnProgress) {
		return func(tp *TurnProgress) { tp.Kill = &Kill{Place: game.Place{Col: 1, Row: 4}, Meeple: meeple} }
	}
	k := holding([]string{"Kandicha"}, 0, 0)
	runPowerCases(t, []powerCase{
		{name: "a Vizier kept", hold: k, turn: kill("Y"), use: PowerUse{Power: "Kandicha"},
			check: func(t *testing.T, st State, tp TurnProgress) { wantInt(t, "viziers", st.Player.Viziers, 1) }},
		{name: "an Elder kept", hold: k, turn: kill("W"), use: PowerUse{Power: "Kandicha"},
			check: func(t *testing.T, st State, tp TurnProgress) { wantInt(t, "elders", st.Player.Elders, 1) }},
		{name: "a Merchant: the first card of the tracked row", hold: k, turn: kill("G"), rows: []string{"silk", "fish"},
			use: PowerUse{Power: "Kandicha"},
			check: func(t *testing.T, st State, tp TurnProgress) {
				if st.Player.Goods[game.Silk] != 1 || len(st.Resources) != 1 {
					t.Errorf("got %+v, the row %v", st.Player.Goods, st.Resources)
				}
			}},
		{name: "a Merchant, the row not tracked: the card typed", hold: k, turn: kill("G"),
			use:   PowerUse{Power: "Kandicha", Card: "fakir"},
			check: func(t *testing.T, st State, tp TurnProgress) { wantInt(t, "fakirs", st.Player.Fakirs, 1) }},
		{name: "a Merchant, the row not tracked, no card", hold: k, turn: kill("G"),
			use: PowerUse{Power: "Kandicha"}, wantErr: "name the card"},
		{name: "a Merchant, the row tracked, a card typed", hold: k, turn: kill("G"), rows: []string{"silk"},
			use: PowerUse{Power: "Kandicha", Card: "fish"}, wantErr: "the card is not a choice of Kandicha"},
		{name: "a Builder: its coins", hold: k, turn: kill("B"), use: PowerUse{Power: "Kandicha"},
			check: func(t *testing.T, st State, tp TurnProgress) {
				// r4c1 (an Oasis) is surrounded by r5c1 V, r5c2 S6, r4c2 SM, r3c1 SM, r3c2 LM: 2 blue.
				wantInt(t, "coins", st.Player.Coins, 12)
				wantInt(t, "Kandicha", tp.Coins.Kandicha, 2)
			}},
		{name: "an Artisan kept with an Item", hold: k, turn: kill("P"), use: PowerUse{Power: "Kandicha", Item: "chest"},
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "artisans", st.Player.Artisans, 1)
				wantInt(t, "chests", st.Player.Items[game.Chest], 1)
			}},
		{name: "no kill", hold: k, use: PowerUse{Power: "Kandicha"}, wantErr: "there was none"},
		{name: "without Kandicha", turn: kill("Y"), use: PowerUse{Power: "Kandicha"}, wantErr: "you do not hold Kandicha"},
		{name: "twice on one kill", hold: k, turn: func(tp *TurnProgress) { kill("Y")(tp); tp.Powers, tp.KandichaDone = []string{"Kandicha"}, 1 },
			use: PowerUse{Power: "Kandicha"}, wantErr: "once a kill"},
		{name: "paid", hold: func(h *Holdings) { k(h); h.Elders = 1 }, turn: kill("Y"),
			use: PowerUse{Power: "Kandicha", Pay: PayElder}, wantErr: "costs nothing"},
	})
}

var thievesX = game.Expansions{Thieves: true, Artisans: true}

// Thieves of Naqala: bought at a Sacred Place instead of a Djinn, used
// after the action of their tribe, not in the turn bought, against Yazid.
func TestThieves(t *testing.T) {
	after := func(tr game.Tribe) func(tp *TurnProgress) {
		return func(tp *TurnProgress) { tp.Tribe, tp.Step = tr, TurnTile }
	}
	thief := func(name string) func(h *Holdings) { return func(h *Holdings) { h.Thieves = []string{name} } }
	yazid := `
PP - - PP - -
- YYG - RYB GYW BWY
WWR@Y GBY GGR RGW BBG YGG
RWB YBW GRB WBB YRG WWG
BGY RRW@1+p YBW GGR WRB BRR
YWW -@1+P -@Y+pP WGR GWB RYW`
	cases := []powerCase{
		{name: "Ziad: a Vizier of Yazid's Council", hold: thief("Ziad"), turn: after(game.Vizier), use: PowerUse{Power: "ziad"},
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "viziers", st.Player.Viziers, 1)
				wantInt(t, "council", st.Yazid.Council, 1)
				if len(st.Player.Thieves) != 0 {
					t.Errorf("Ziad kept: %v", st.Player.Thieves)
				}
			}},
		{name: "Ziad after the Elders' action", hold: thief("Ziad"), turn: after(game.Elder), use: PowerUse{Power: "Ziad"},
			wantErr: "it comes right after the Viziers' action"},
		{name: "Ziad in the turn bought", hold: thief("Ziad"),
			turn: func(tp *TurnProgress) { after(game.Vizier)(tp); tp.ThiefBought = "Ziad" }, use: PowerUse{Power: "Ziad"},
			wantErr: "not in the turn it was bought"},
		{name: "Ziad not held", turn: after(game.Vizier), use: PowerUse{Power: "Ziad"}, wantErr: "you do not hold Ziad"},
		{name: "Quafat: a Djinn of Yazid's", hold: thief("Quafat"), turn: after(game.Elder), use: PowerUse{Power: "Quafat", Djinn: "Boaz"},
			check: func(t *testing.T, st State, tp TurnProgress) {
				if !st.Player.HasDjinn("Boaz") || st.Yazid.Djinns != 1 {
					t.Errorf("got %+v, Yazid %+v", st.Player.Djinns, st.Yazid)
				}
			}},
		{name: "Quafat, a face-up Djinn", hold: thief("Quafat"), turn: after(game.Elder), djinnRow: []string{"Boaz"},
			use: PowerUse{Power: "Quafat", Djinn: "Boaz"}, wantErr: "face up, not Yazid's"},
		{name: "Houssain: 2 of Yazid's Fakirs", hold: thief("Houssain"), turn: after(game.Merchant), use: PowerUse{Power: "Houssain"},
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "fakirs", st.Player.Fakirs, 2)
				wantInt(t, "Yazid's fakirs", st.Yazid.Fakirs, 1)
			}},
		{name: "Kohdiah: a tile of Yazid's", hold: thief("Kohdiah"), turn: after(game.Assassin), board: yazid,
			use: PowerUse{Power: "Kohdiah", At: place(4, 1)},
			check: func(t *testing.T, st State, tp TurnProgress) {
				if at(st, 4, 1).Owner != 1 || st.Player.Camels != Camels-3 || st.Yazid.Camels != Camels-1 {
					t.Errorf("got %s, the Camels %d and %d", at(st, 4, 1).Token(), st.Player.Camels, st.Yazid.Camels)
				}
			}},
		{name: "Kohdiah on the player's tile", hold: thief("Kohdiah"), turn: after(game.Assassin), board: yazid,
			use: PowerUse{Power: "Kohdiah", At: place(2, 2)}, wantErr: "is not a tile Yazid controls"},
		{name: "Shaum: Yazid's Palace to the player's tile", hold: thief("Shaum"), turn: after(game.Builder), board: yazid,
			use: PowerUse{Power: "Shaum", At: place(1, 3), To: place(2, 2)},
			check: func(t *testing.T, st State, tp TurnProgress) {
				if at(st, 1, 3).Palaces != 0 || at(st, 1, 3).Palms != 1 || at(st, 2, 2).Palaces != 1 {
					t.Errorf("got %s and %s", at(st, 1, 3).Token(), at(st, 2, 2).Token())
				}
			}},
		{name: "Shaum onto a tile not the player's", hold: thief("Shaum"), turn: after(game.Builder), board: yazid,
			use: PowerUse{Power: "Shaum", At: place(1, 3), To: place(4, 2)}, wantErr: "is not a tile you control"},
		{name: "Madjaar: Yazid has no Item", hold: thief("Madjaar"), turn: after(game.Artisan), use: PowerUse{Power: "Madjaar"},
			wantErr: "Yazid holds no Item"},
	}
	// Yazid's side, beside the board.
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			spec := tc.board
			if spec == "" {
				spec = powersBoard
			}
			st := state(grid(t, thievesX, spec), thievesX, 10)
			st.Yazid.Council, st.Yazid.Djinns, st.Yazid.Fakirs = 2, 2, 3
			st.DjinnRow = tc.djinnRow
			if tc.hold != nil {
				tc.hold(&st.Player)
			}
			tp := TurnProgress{Step: TurnSale, Move: mustMove(t, "r2c3: r2c2 Y")}
			tc.turn(&tp)
			err := tp.usePower(&st, tc.use)
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("got error %v, want %q", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			tc.check(t, st, tp)
		})
	}
}

// A Thief bought at a Sacred Place, for the Djinn's cost, in a game.
func TestThiefBought(t *testing.T) {
	x := game.Expansions{Thieves: true}
	g := newGame(t, grid(t, x, full), x, DefaultRules())
	if err := g.RecordRoll(Roll{White: 6, Black: 5}); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Resolve(answers(t, g)...); err != nil {
		t.Fatal(err)
	}
	if _, err := g.PlayMove(mustMove(t, sacredMove)); err != nil {
		t.Fatal(err)
	}
	if _, err := g.TileAction(TileChoice{Djinn: "Madjaar"}); err == nil || !strings.Contains(err.Error(), "only in play with the artisans") {
		t.Fatalf("Madjaar without Artisans: got %v", err)
	}
	tp, err := g.TileAction(TileChoice{Djinn: "ziad"})
	if err != nil {
		t.Fatal(err)
	}
	if !g.Player().HasThief("Ziad") || g.Player().Elders != 0 || tp.ThiefBought != "Ziad" {
		t.Fatalf("got %+v", g.Player())
	}
	if _, err := g.UsePower(PowerUse{Power: "Ziad"}); err == nil {
		t.Fatalf("Ziad used in the turn bought")
	}
	again, err := Replay(g.Log())
	if err != nil || !again.State().Equal(g.State()) {
		t.Fatalf("replay: %v", err)
	}
}

func TestThievesToBuy(t *testing.T) {
	x := game.Expansions{Thieves: true}
	g := newGame(t, grid(t, x, full), x, DefaultRules())
	if err := g.RecordRoll(Roll{White: 6, Black: 5}); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Resolve(answers(t, g)...); err != nil {
		t.Fatal(err)
	}
	if got := g.ThievesToBuy(); got != nil {
		t.Errorf("before the move: %v", got)
	}
	if _, err := g.PlayMove(mustMove(t, sacredMove)); err != nil {
		t.Fatal(err)
	}
	if got := g.ThievesToBuy(); len(got) != 5 || slices.Contains(got, "Madjaar") {
		t.Errorf("at the Sacred Place: %v", got)
	}
}

// Cheat sheet: the Flying Carpet makes the move; the last meeple lands on
// any tile but the one before it, on a meeple of its colour; Mountains
// ignored.
func TestFlyingCarpet(t *testing.T) {
	cases := []struct {
		name, move, wantErr string
	}{
		// r4c1 O[WWR]: W to r4c2, W to r3c2, R anywhere with an R.
		{name: "the last meeple far away", move: "r4c1: r4c2 W, r3c2 W, r1c6 R"},
		{name: "a legal move all the same", move: "r4c1: r4c2 W, r3c2 W, r3c1 R"},
		{name: "the last meeple where the one before went", move: "r4c1: r4c2 W, r3c2 W, r3c2 R", wantErr: "cannot land where the one before it did"},
		{name: "a step not next to the one before", move: "r4c1: r4c2 W, r2c2 W, r1c6 R", wantErr: "step 2: r2 c2 is not next to r4 c2"},
		{name: "straight back", move: "r4c1: r4c2 W, r4c1 W, r1c6 R", wantErr: "step 2: straight back to r4 c1"},
		{name: "no meeple of its colour", move: "r4c1: r4c2 W, r3c2 W, r1c3 R", wantErr: "with no Assassin"},
		{name: "onto the Chasm", move: "r4c1: r4c2 W, r3c2 W, r6c6 R", wantErr: "where no meeple goes"},
		{name: "a meeple not on the start tile", move: "r4c1: r4c2 W, r3c2 Y, r1c6 R", wantErr: "step 2: no Vizier left"},
		{name: "too few drops", move: "r4c1: r4c2 W, r1c6 R", wantErr: "holds 3 meeples and the move drops 2"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			st := state(grid(t, arts, powersBoard), arts, 10)
			st.Player.Items[game.FlyingCarpet] = 1
			var tp TurnProgress
			err := tp.usePower(&st, PowerUse{Power: "flying_carpet", Move: moveOf(t, tc.move)})
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("got error %v, want %q", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if tp.Step == TurnMove || tp.Tribe != game.Assassin || st.Player.Items[game.FlyingCarpet] != 0 || !at(st, 4, 1).Meeples.Empty() {
				t.Errorf("got %+v, %+v", tp, st.Player.Items)
			}
		})
	}
	st := state(grid(t, arts, powersBoard), arts, 10)
	var before TurnProgress
	if err := before.usePower(&st, PowerUse{Power: "flying_carpet", Move: moveOf(t, "r4c1: r4c2 W, r3c2 W, r1c6 R")}); err == nil || !strings.Contains(err.Error(), "you hold no Flying Carpet") {
		t.Errorf("not held: got %v", err)
	}
	st.Player.Items[game.FlyingCarpet] = 1
	tp := TurnProgress{Step: TurnTile}
	if err := tp.usePower(&st, PowerUse{Power: "flying_carpet", Move: moveOf(t, "r4c1: r4c2 W, r3c2 W, r1c6 R")}); !errors.Is(err, ErrWrongPhase) {
		t.Errorf("after the move: got %v", err)
	}
}

// The Flying Carpet's move in a game: listed before the move, played,
// replayed.
func TestFlyingCarpetInAGame(t *testing.T) {
	g := newGame(t, grid(t, arts, powersGameBoard), arts, DefaultRules())
	if err := g.RecordRoll(Roll{White: 6, Black: 5}); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Resolve(answers(t, g)...); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Apply(PlayerEvent(PlayerChange{Items: ItemsHeld{game.FlyingCarpet: 1}})); err != nil {
		t.Fatal(err)
	}
	if o := g.PowerOptions(); len(o) != 1 || !o[0].Move {
		t.Fatalf("before the move: %+v", o)
	}
	// r1c1 YWW: Y to r1c2, W to r1c3, the last W far away on r4c2 (GBY? no W) is refused, on r3c6 (WWG) taken.
	if _, err := g.UsePower(PowerUse{Power: "flying_carpet", Move: moveOf(t, "r1c1: r1c2 Y, r1c3 W, r4c2 W")}); err == nil {
		t.Fatalf("no Elder on r4c2: taken")
	}
	tp, err := g.UsePower(PowerUse{Power: "flying_carpet", Move: moveOf(t, "r1c1: r1c2 Y, r1c3 W, r3c6 W")})
	if err != nil {
		t.Fatal(err)
	}
	if tp.Taken != 3 || g.Player().Elders != 3 {
		t.Fatalf("got %+v", tp)
	}
	if o := g.PowerOptions(); len(o) != 0 {
		t.Errorf("after the move: %+v", o)
	}
	again, err := Replay(g.Log())
	if err != nil || !again.State().Equal(g.State()) {
		t.Fatalf("replay: %v", err)
	}
}

// BenchmarkPowerOptions: the options the TUI asks for on each draw of the
// player's turn, with every power held.
func BenchmarkPowerOptions(b *testing.B) {
	st := state(grid(b, thievesX, powersBoard), thievesX, 10)
	for _, pw := range powers {
		if pw.isItem() {
			st.Player.Items[pw.item] = 1
		} else {
			st.Player.Djinns = append(st.Player.Djinns, pw.name)
		}
	}
	st.Player.Elders, st.Player.Fakirs = 2, 2
	tp := TurnProgress{Step: TurnSale, Move: mustMove(b, "r2c3: r2c2 Y"), Kill: &Kill{Place: game.Place{Col: 1, Row: 4}, Meeple: "G"}}
	b.ReportAllocs()
	for b.Loop() {
		if len(tp.PowerOptions(st)) == 0 {
			b.Fatal("no option")
		}
	}
}
