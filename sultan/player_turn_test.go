package sultan

import (
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
)

// turnCase is one whole turn played by PlayTurn on a small board: the
// board (top row first), the player's holdings changed by hold, the rows
// (nil: not tracked), the move in its text form, the plan's choices, and
// either the error wanted or the checks of the table after the turn.
type turnCase struct {
	name      string
	x         game.Expansions
	board     string
	hold      func(h *Holdings)
	resources []string
	djinnRow  []string
	move      string
	plan      TurnPlan
	wantErr   string
	check     func(t *testing.T, st State, tp TurnProgress)
}

func turnState(t *testing.T, tc turnCase) State {
	t.Helper()
	b, err := game.ParseBoard(tc.board)
	if err != nil {
		t.Fatal(err)
	}
	st := State{Board: b, Expansions: tc.x, Player: Holdings{Coins: 10, Camels: 5}, DjinnRow: tc.djinnRow}
	if tc.resources != nil {
		st.Resources = []game.Resource{}
		for _, s := range tc.resources {
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
	return st
}

func runTurnCases(t *testing.T, cases []turnCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			st := turnState(t, tc)
			before := st.Clone()
			plan := tc.plan
			m, err := game.ParseMove(tc.move)
			if err != nil {
				t.Fatal(err)
			}
			plan.Move = m
			after, tp, err := PlayTurn(st, plan)
			if !st.Equal(before) {
				t.Fatalf("PlayTurn changed the table it was given")
			}
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("got error %v, want %q", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatalf("got error %v", err)
			}
			if !tp.Complete() {
				t.Fatalf("the turn stopped at the %s", tp.Step)
			}
			tc.check(t, after, tp)
		})
	}
}

func at(st State, row, col int) game.Tile { return st.Board.Tile(game.Place{Col: col, Row: row}) }

func wantInt(t *testing.T, what string, got, want int) {
	t.Helper()
	if got != want {
		t.Errorf("%s: got %d, want %d", what, got, want)
	}
}

func withDjinns(names ...string) func(h *Holdings) {
	return func(h *Holdings) { h.Djinns = names }
}

// Reference 11 steps 1 and 2, and the compulsory Palace and Palm Tree.
func TestTurnTakeControlAndCompulsoryPieces(t *testing.T) {
	runTurnCases(t, []turnCase{
		{name: "Viziers kept, a Camel on the emptied tile, the Palace",
			board: "V[Y] O SM\nS6 SM[YW] LM", move: "r1c2: r2c2 W, r2c1 Y",
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "viziers", st.Player.Viziers, 2)
				wantInt(t, "camels", st.Player.Camels, 4)
				wantInt(t, "coins", st.Player.Coins, 10)
				v := at(st, 2, 1)
				if v.Owner != 1 || v.Palaces != 1 || !v.Meeples.Empty() {
					t.Errorf("got the Village %s, want V@1+P", v.Token())
				}
				if at(st, 2, 2).Meeples[game.Elder] != 1 || !at(st, 1, 2).Meeples.Empty() {
					t.Errorf("got the board\n%s", st.Board)
				}
				if tp.Step != TurnDone || !tp.Palace || len(tp.Camels) != 1 {
					t.Errorf("got %+v", tp)
				}
			}},
		{name: "a meeple left on the last tile: no control, the Palace all the same",
			board: "V[YW] O SM\nS6 SM[YW] LM", move: "r1c2: r2c2 W, r2c1 Y",
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "camels", st.Player.Camels, 5)
				if v := at(st, 2, 1); v.Owner != game.NoOwner || v.Palaces != 1 || v.Meeples.Total() != 1 {
					t.Errorf("got the Village %s, want V[W]+P", v.Token())
				}
			}},
		{name: "Yazid's tile stays his",
			board: "V[Y]@Y O SM\nS6 SM[YW] LM", move: "r1c2: r2c2 W, r2c1 Y",
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "camels", st.Player.Camels, 5)
				if v := at(st, 2, 1); v.Owner != game.Yazid || v.Palaces != 1 {
					t.Errorf("got the Village %s, want V@Y+P", v.Token())
				}
			}},
		{name: "Monkir pays 1 for the Palace", hold: withDjinns("Monkir"),
			board: "V[Y] O SM\nS6 SM[YW] LM", move: "r1c2: r2c2 W, r2c1 Y",
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "coins", st.Player.Coins, 11)
				wantInt(t, "monkir", tp.Coins.Monkir, 1)
			}},
		{name: "no Palace left in the supply: none placed, Monkir pays nothing", hold: withDjinns("Monkir"),
			board: "V[Y] O SM\nS6 SM[YW] LM+PPPPPPPPPP", move: "r1c2: r2c2 W, r2c1 Y",
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "palaces on the Village", at(st, 2, 1).Palaces, 0)
				wantInt(t, "coins", st.Player.Coins, 10)
			}},
		{name: "Elders kept, the Palm Tree",
			board: "O[W] V SM\nS6 SM[YW] LM", move: "r1c2: r2c2 Y, r2c1 W",
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "elders", st.Player.Elders, 2)
				wantInt(t, "palms", at(st, 2, 1).Palms, 1)
			}},
		{name: "no Palm Tree left: none placed",
			board: "O[W] V SM\nS6 SM[YW] LM+pppppppppppp", move: "r1c2: r2c2 Y, r2c1 W",
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "palms", at(st, 2, 1).Palms, 0)
			}},
		{name: "an illegal move names the step and the rule",
			board: "V[Y] O SM\nS6 SM[YW] LM", move: "r1c2: r2c2 W, r1c2 Y",
			wantErr: "sultan: illegal move: step 2: straight back to r1 c2"},
		{name: "the last meeple where its tribe is not",
			board: "V O SM\nS6 SM[YW] LM", move: "r1c2: r2c2 W, r2c1 Y",
			wantErr: "the last meeple, a Vizier, lands on r2 c1 with no Vizier"},
	})
}

// Cheat sheet: Marid pays 1 GC a meeple the player drops on their tiles.
func TestTurnMarid(t *testing.T) {
	board := "V[YW] S6@1 O\nSM SM[Y]@1 LM"
	runTurnCases(t, []turnCase{
		{name: "two drops on the player's tiles", hold: withDjinns("Marid"), board: board,
			move: "r2c1: r2c2 W, r1c2 Y", plan: TurnPlan{Tile: TileChoice{Skip: true}},
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "marid", tp.Coins.Marid, 2)
				wantInt(t, "coins", st.Player.Coins, 12)
			}},
		{name: "without Marid", board: board,
			move: "r2c1: r2c2 W, r1c2 Y", plan: TurnPlan{Tile: TileChoice{Skip: true}},
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "coins", st.Player.Coins, 10)
			}},
		{name: "drops on tiles nobody owns", hold: withDjinns("Marid"), board: "V[YW] S6 O\nSM SM[Y] LM",
			move: "r2c1: r2c2 W, r1c2 Y", plan: TurnPlan{Tile: TileChoice{Skip: true}},
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "coins", st.Player.Coins, 10)
			}},
	})
}

// Reference 11 step 2: the Tent instead of a Camel, once a game.
func TestTurnTent(t *testing.T) {
	x := game.Expansions{Artisans: true}
	board := "V[Y] O SM\nS6 SM[YW] LM"
	move := "r1c2: r2c2 W, r2c1 Y"
	runTurnCases(t, []turnCase{
		{name: "the Tent chosen", x: x, board: board, move: move, plan: TurnPlan{Tent: true},
			check: func(t *testing.T, st State, tp TurnProgress) {
				if v := at(st, 2, 1); v.Owner != 1 || !v.Tent {
					t.Errorf("got %s, want the Tent", v.Token())
				}
				wantInt(t, "camels", st.Player.Camels, 5)
				if tp.Tent == nil || st.TentToPlace() {
					t.Errorf("the Tent is still to place")
				}
			}},
		{name: "a Camel chosen", x: x, board: board, move: move,
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "camels", st.Player.Camels, 4)
				if !st.TentToPlace() {
					t.Errorf("the Tent was placed")
				}
			}},
		{name: "no Camel left: the Tent by itself", x: x, board: board, move: move,
			hold: func(h *Holdings) { h.Camels = 0 },
			check: func(t *testing.T, st State, tp TurnProgress) {
				if !at(st, 2, 1).Tent {
					t.Errorf("got %s, want the Tent", at(st, 2, 1).Token())
				}
			}},
		{name: "the Tent already placed: a Camel by itself", x: x, board: "V[Y] O SM@1+t\nS6 SM[YW] LM", move: move,
			plan: TurnPlan{Tent: true},
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "camels", st.Player.Camels, 4)
				if at(st, 2, 1).Tent {
					t.Errorf("a second Tent")
				}
			}},
		{name: "nothing left to place: the tile stays free", x: x, board: "V[Y] O SM@1+t\nS6 SM[YW] LM", move: move,
			hold: func(h *Holdings) { h.Camels = 0 },
			check: func(t *testing.T, st State, tp TurnProgress) {
				if at(st, 2, 1).Owner != game.NoOwner {
					t.Errorf("got %s, want no owner", at(st, 2, 1).Token())
				}
			}},
	})
}

// Reference 11 step 3: Builders gain (n + Fakirs) x blue tiles surrounding
// the last tile, itself included; Echidna doubles it.
func TestTurnBuilders(t *testing.T) {
	// The last tile r1c3 (LM) surrounds S6 and V: 2 blue tiles.
	board := "O S6 V\nSM[GB] SM LM[B]"
	move := "r1c1: r1c2 G, r1c3 B"
	skip := TileChoice{Skip: true}
	runTurnCases(t, []turnCase{
		{name: "2 Builders x 2 blue tiles", board: board, move: move, plan: TurnPlan{Tile: skip},
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "builders' coins", tp.Coins.Builders, 4)
				wantInt(t, "coins", st.Player.Coins, 14)
			}},
		{name: "a Fakir added", board: board, move: move, hold: func(h *Holdings) { h.Fakirs = 1 },
			plan: TurnPlan{Tribe: TribeChoice{Fakirs: 1}, Tile: skip},
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "builders' coins", tp.Coins.Builders, 6)
				wantInt(t, "fakirs", st.Player.Fakirs, 0)
			}},
		{name: "the Fakir kept", board: board, move: move, hold: func(h *Holdings) { h.Fakirs = 1 },
			plan: TurnPlan{Tile: skip},
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "builders' coins", tp.Coins.Builders, 4)
				wantInt(t, "fakirs", st.Player.Fakirs, 1)
			}},
		{name: "more Fakirs than held", board: board, move: move, hold: func(h *Holdings) { h.Fakirs = 1 },
			plan:    TurnPlan{Tribe: TribeChoice{Fakirs: 2}},
			wantErr: "sultan: tribe action (2 Builders): 2 Fakirs to discard, you have 1"},
		{name: "Echidna doubles, paid with 2 Elders", board: board, move: move,
			hold: func(h *Holdings) { h.Djinns, h.Elders = []string{"Echidna"}, 2 },
			plan: TurnPlan{Tribe: TribeChoice{Echidna: PayElders}, Tile: skip},
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "builders' coins", tp.Coins.Builders, 8)
				wantInt(t, "elders", st.Player.Elders, 0)
			}},
		{name: "Echidna not held", board: board, move: move, hold: func(h *Holdings) { h.Elders, h.Fakirs = 2, 1 },
			plan:    TurnPlan{Tribe: TribeChoice{Echidna: PayElders}},
			wantErr: "you do not hold Echidna"},
		{name: "Echidna held but not paid for", board: board, move: move,
			hold:    func(h *Holdings) { h.Djinns, h.Elders, h.Fakirs = []string{"Echidna"}, 1, 1 },
			plan:    TurnPlan{Tribe: TribeChoice{Fakirs: 1, Echidna: PayElderFakir}},
			wantErr: "you cannot pay 1 Elder and 1 Fakir",
		},
		{name: "a kill is no Builders' choice", board: board, move: move, hold: func(h *Holdings) { h.Fakirs = 1 },
			plan:    TurnPlan{Tribe: TribeChoice{Kill: &Kill{Place: game.Place{Col: 1, Row: 1}, Meeple: "G"}}},
			wantErr: "a kill is not a choice of Builders"},
	})
}

// Reference 11 step 3: Assassins kill 1 meeple within n (+ Fakirs)
// orthogonal steps; a kill that empties a tile with no Camel gives
// control; Nekir pays 1 GC.
func TestTurnAssassins(t *testing.T) {
	// The move ends on r2c2 (an Oasis): r3c1 is 2 steps away, r3c4 and
	// r1c4 are 3.
	board := "V[G] S6 O SM[Y]\nSM O[R] S6 SM\nSM[RR] LM V LM[W]"
	move := "r1c1: r2c1 R, r2c2 R"
	kill := func(row, col int, m string) TribeChoice {
		return TribeChoice{Kill: &Kill{Place: game.Place{Col: col, Row: row}, Meeple: m}}
	}
	runTurnCases(t, []turnCase{
		{name: "a kill in reach empties a tile: a second Camel; Nekir pays", board: board, move: move,
			hold: withDjinns("Nekir"), plan: TurnPlan{Tribe: kill(3, 1, "G")},
			check: func(t *testing.T, st State, tp TurnProgress) {
				if v := at(st, 3, 1); v.Owner != 1 || !v.Meeples.Empty() {
					t.Errorf("got %s, want V@1", v.Token())
				}
				wantInt(t, "camels", st.Player.Camels, 3)
				wantInt(t, "coins", st.Player.Coins, 11)
				wantInt(t, "palms", at(st, 2, 2).Palms, 1)
				if tp.Kill == nil || tp.Kill.Meeple != "G" {
					t.Errorf("got the kill %+v", tp.Kill)
				}
			}},
		{name: "without Nekir no coin", board: board, move: move, plan: TurnPlan{Tribe: kill(3, 1, "G")},
			check: func(t *testing.T, st State, tp TurnProgress) { wantInt(t, "coins", st.Player.Coins, 10) }},
		{name: "out of reach", board: board, move: move, plan: TurnPlan{Tribe: kill(3, 4, "Y")},
			wantErr: "kill: r3 c4 is 3 steps from r2 c2, the Assassins reach 2 (2 Assassins + 0 Fakirs)"},
		{name: "in reach with a Fakir", board: board, move: move, hold: func(h *Holdings) { h.Fakirs = 1 },
			plan: TurnPlan{Tribe: TribeChoice{Fakirs: 1, Kill: kill(3, 4, "Y").Kill}},
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "fakirs", st.Player.Fakirs, 0)
				if at(st, 3, 4).Owner != 1 {
					t.Errorf("no control after the kill")
				}
			}},
		{name: "a kill that leaves meeples gives no control", board: "V[GY] S6 O SM[Y]\nSM O[R] S6 SM\nSM[RR] LM V LM[W]",
			move: move, plan: TurnPlan{Tribe: kill(3, 1, "G")},
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "camels", st.Player.Camels, 4)
				if v := at(st, 3, 1); v.Owner != game.NoOwner || v.Meeples.Total() != 1 {
					t.Errorf("got %s, want V[Y]", v.Token())
				}
			}},
		{name: "a kill on the tile dropped on", board: board, move: move, plan: TurnPlan{Tribe: kill(2, 1, "R")},
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "camels", st.Player.Camels, 3)
			}},
		{name: "no such meeple there", board: board, move: move, plan: TurnPlan{Tribe: kill(3, 1, "Y")},
			wantErr: "kill: r3 c1 holds no Vizier"},
		{name: "no victim named", board: board, move: move,
			wantErr: "name the meeple to kill, or skip the kill"},
		{name: "no kill", board: board, move: move, plan: TurnPlan{Tribe: TribeChoice{Skip: true}},
			check: func(t *testing.T, st State, tp TurnProgress) {
				if tp.Kill != nil || st.Board.Meeples().Total() != 4 {
					t.Errorf("a meeple was killed")
				}
			}},
		{name: "a Fakir in hand brings a victim in reach: the kill waits", board: "V S6 O SM\nV V V LM[W]\nSM[R] O[R] V V",
			move: "r1c1: r1c2 R", hold: func(h *Holdings) { h.Fakirs = 1 },
			wantErr: "name the meeple to kill, or skip the kill"},
		{name: "nobody in reach: no kill by itself", board: "V S6 O SM\nV V V LM[W]\nSM[R] O[R] V V", move: "r1c1: r1c2 R",
			check: func(t *testing.T, st State, tp TurnProgress) {
				if tp.Kill != nil {
					t.Errorf("got a kill")
				}
			}},
	})
}

// Reference 11 step 3: Merchants take the first n cards of the row.
func TestTurnMerchants(t *testing.T) {
	board := "V[G] S6 O\nSM SM[GG] LM"
	move := "r1c2: r2c2 G, r2c1 G"
	runTurnCases(t, []turnCase{
		{name: "the front of the tracked row", board: board, move: move, resources: []string{"fish", "fakir", "ivory"},
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "fish", st.Player.Goods[game.Fish], 1)
				wantInt(t, "fakirs", st.Player.Fakirs, 1)
				if len(st.Resources) != 1 || st.Resources[0].Good != game.Ivory {
					t.Errorf("got the row %v, want [ivory]", st.Resources)
				}
				if tp.Step != TurnSale {
					t.Errorf("got the step %s, want the sale", tp.Step)
				}
			}},
		{name: "a short row gives what it has", board: board, move: move, resources: []string{"silk"},
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "silk", st.Player.Goods[game.Silk], 1)
				if len(st.Resources) != 0 {
					t.Errorf("got the row %v, want it empty", st.Resources)
				}
			}},
		{name: "cards typed for a tracked row", board: board, move: move, resources: []string{"fish"},
			plan: TurnPlan{Tribe: TribeChoice{Cards: []string{"fish"}}}, wantErr: "",
			check: func(t *testing.T, st State, tp TurnProgress) {
				// The row is tracked: the step plays by itself and the
				// typed cards are not used.
				wantInt(t, "fish", st.Player.Goods[game.Fish], 1)
			}},
		{name: "typed when the row is not tracked", board: board, move: move,
			plan: TurnPlan{Tribe: TribeChoice{Cards: []string{"silk", "fakir"}}},
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "silk", st.Player.Goods[game.Silk], 1)
				wantInt(t, "fakirs", st.Player.Fakirs, 1)
			}},
		{name: "more cards than Merchants", board: board, move: move,
			plan:    TurnPlan{Tribe: TribeChoice{Cards: []string{"silk", "fakir", "fish"}}},
			wantErr: "3 cards typed, 2 Merchants take at most 2"},
		{name: "more than the deck holds", board: board, move: move, hold: func(h *Holdings) { h.Goods[game.Ivory] = 2 },
			plan:    TurnPlan{Tribe: TribeChoice{Cards: []string{"ivory"}}},
			wantErr: "1 ivory cards with the 2 you hold, the deck holds 2"},
		{name: "an unknown card", board: board, move: move,
			plan:    TurnPlan{Tribe: TribeChoice{Cards: []string{"gems"}}},
			wantErr: "card 1: unknown resource card \"gems\""},
	})
}

// Reference 11 step 3: Artisans are kept, and the draw keeps 1 Item.
func TestTurnArtisans(t *testing.T) {
	x := game.Expansions{Artisans: true}
	board := "V[P] S6 O\nSM SM[PP] LM"
	move := "r1c2: r2c2 P, r2c1 P"
	runTurnCases(t, []turnCase{
		{name: "a Crown kept", x: x, board: board, move: move, plan: TurnPlan{Tribe: TribeChoice{Item: "crown"}},
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "artisans", st.Player.Artisans, 2)
				wantInt(t, "crowns", st.Player.Items[game.Crown], 1)
			}},
		{name: "no Item left to draw", x: x, board: board, move: move, plan: TurnPlan{Tribe: TribeChoice{Skip: true}},
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "artisans", st.Player.Artisans, 2)
				wantInt(t, "items", st.Player.Items.Total(), 0)
			}},
		{name: "a third Crown", x: x, board: board, move: move, hold: func(h *Holdings) { h.Items[game.Crown] = 2 },
			plan: TurnPlan{Tribe: TribeChoice{Item: "crown"}}, wantErr: "you hold 2 Crown, the box holds 2"},
		{name: "the Item not named", x: x, board: board, move: move,
			wantErr: "name the Item kept, or skip when none is left to draw"},
	})
}

// Reference section 2: a Sacred Place gives a face-up Djinn for 2 Elders
// or 1 Elder + 1 Fakir; Ba'al pays 1 GC.
func TestTurnSacredPlace(t *testing.T) {
	board := "S6[W] V O\nSM SM[YW] LM"
	move := "r1c2: r1c1 Y, r2c1 W" // 2 Elders taken on the Sacred Place
	row := []string{"Enki", "Utug", "Leta"}
	runTurnCases(t, []turnCase{
		{name: "Utug for the 2 Elders just taken", board: board, move: move, djinnRow: row,
			plan: TurnPlan{Tile: TileChoice{Djinn: "utug"}},
			check: func(t *testing.T, st State, tp TurnProgress) {
				if len(st.Player.Djinns) != 1 || st.Player.Djinns[0] != "Utug" {
					t.Errorf("got the Djinns %v", st.Player.Djinns)
				}
				wantInt(t, "elders", st.Player.Elders, 0)
				if strings.Join(st.DjinnRow, ",") != "Enki,Leta" {
					t.Errorf("got the row %v", st.DjinnRow)
				}
			}},
		{name: "Ba'al pays 1", board: board, move: move, djinnRow: row, hold: withDjinns("Ba'al"),
			plan:  TurnPlan{Tile: TileChoice{Djinn: "Enki"}},
			check: func(t *testing.T, st State, tp TurnProgress) { wantInt(t, "coins", st.Player.Coins, 11) }},
		{name: "two ways to pay: say which", board: board, move: move, djinnRow: row, hold: func(h *Holdings) { h.Fakirs = 1 },
			plan: TurnPlan{Tile: TileChoice{Djinn: "Enki"}}, wantErr: "say how you pay: 2 Elders or 1 Elder and 1 Fakir"},
		{name: "an Elder and a Fakir", board: board, move: move, djinnRow: row, hold: func(h *Holdings) { h.Fakirs = 1 },
			plan: TurnPlan{Tile: TileChoice{Djinn: "Enki", Pay: PayElderFakir}},
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "elders", st.Player.Elders, 1)
				wantInt(t, "fakirs", st.Player.Fakirs, 0)
			}},
		{name: "a Djinn not on offer", board: board, move: move, djinnRow: row,
			plan: TurnPlan{Tile: TileChoice{Djinn: "Hagis"}}, wantErr: "Hagis is not face up (the row shows Enki, Utug, Leta)"},
		{name: "any Djinn when the row is not tracked", board: board, move: move,
			plan: TurnPlan{Tile: TileChoice{Djinn: "Hagis"}},
			check: func(t *testing.T, st State, tp TurnProgress) {
				if !st.Player.HasDjinn("Hagis") {
					t.Errorf("got the Djinns %v", st.Player.Djinns)
				}
			}},
		{name: "a Djinn already held", board: board, move: move, hold: withDjinns("Hagis"),
			plan: TurnPlan{Tile: TileChoice{Djinn: "Hagis"}}, wantErr: "you already hold Hagis"},
		{name: "nothing to pay with: no Djinn by itself", board: "S6[Y] V O\nSM SM[WY] LM", move: "r1c2: r1c1 W, r2c1 Y",
			djinnRow: row,
			check: func(t *testing.T, st State, tp TurnProgress) {
				if len(st.Player.Djinns) != 0 || len(st.DjinnRow) != 3 {
					t.Errorf("a Djinn was taken")
				}
			}},
		{name: "a market's cards at a Sacred Place", board: board, move: move,
			plan: TurnPlan{Tile: TileChoice{Picks: []int{1}}}, wantErr: "cards is not a choice of the Sacred Place 6"},
	})
}

// Reference section 2: the markets sell cards of the row's front for coins.
func TestTurnMarkets(t *testing.T) {
	move := "r2c1: r2c2 W, r1c2 Y"
	row := []string{"fish", "fakir", "ivory", "silk"}
	runTurnCases(t, []turnCase{
		{name: "Small Market: 1 of the first 3 for 3", board: "V[YW] S6 O\nSM SM[Y] LM", move: move, resources: row,
			plan: TurnPlan{Tile: TileChoice{Picks: []int{3}}},
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "coins", st.Player.Coins, 7)
				wantInt(t, "ivory", st.Player.Goods[game.Ivory], 1)
				if len(st.Resources) != 3 || st.Resources[2].Good != game.Silk {
					t.Errorf("got the row %v", st.Resources)
				}
			}},
		{name: "Small Market: the 4th card is not on offer", board: "V[YW] S6 O\nSM SM[Y] LM", move: move, resources: row,
			plan: TurnPlan{Tile: TileChoice{Picks: []int{4}}}, wantErr: "card 4 is not on offer (the first 3 of the row)"},
		{name: "Small Market: 2 cards", board: "V[YW] S6 O\nSM SM[Y] LM", move: move, resources: row,
			plan: TurnPlan{Tile: TileChoice{Picks: []int{1, 2}}}, wantErr: "2 cards picked, the market sells 1 of the first 3"},
		{name: "Small Market: too few coins, no purchase by itself", board: "V[YW] S6 O\nSM SM[Y] LM", move: move, resources: row,
			hold: func(h *Holdings) { h.Coins = 2 },
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "coins", st.Player.Coins, 2)
				if len(st.Resources) != 4 {
					t.Errorf("got the row %v", st.Resources)
				}
			}},
		{name: "Small Market: typed when the row is not tracked", board: "V[YW] S6 O\nSM SM[Y] LM", move: move,
			plan: TurnPlan{Tile: TileChoice{Cards: []string{"jewels"}}},
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "jewels", st.Player.Goods[game.Jewels], 1)
				wantInt(t, "coins", st.Player.Coins, 7)
			}},
		{name: "Small Market: places picked in an untracked row", board: "V[YW] S6 O\nSM SM[Y] LM", move: move,
			plan: TurnPlan{Tile: TileChoice{Picks: []int{1}}}, wantErr: "the row is not tracked: type the cards bought"},
		{name: "Large Market: 2 of the first 6 for 6", board: "V[YW] S6 O\nSM LM[Y] LM", move: move, resources: row,
			plan: TurnPlan{Tile: TileChoice{Picks: []int{4, 1}}},
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "coins", st.Player.Coins, 4)
				wantInt(t, "fish", st.Player.Goods[game.Fish], 1)
				wantInt(t, "silk", st.Player.Goods[game.Silk], 1)
			}},
		{name: "Large Market: the same card twice", board: "V[YW] S6 O\nSM LM[Y] LM", move: move, resources: row,
			plan: TurnPlan{Tile: TileChoice{Picks: []int{2, 2}}}, wantErr: "card 2 picked twice"},
		{name: "Specialized Market: any card for 4", board: "V[YW] S6 O\nSM XM[Y] LM", move: move,
			resources: []string{"fish", "fish", "fish", "fish", "wheat"},
			plan:      TurnPlan{Tile: TileChoice{Picks: []int{5}}},
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "coins", st.Player.Coins, 6)
				wantInt(t, "wheat", st.Player.Goods[game.Wheat], 1)
			}},
		{name: "Specialized Market: past the row's end", board: "V[YW] S6 O\nSM XM[Y] LM", move: move,
			resources: []string{"fish"}, plan: TurnPlan{Tile: TileChoice{Picks: []int{2}}}, wantErr: "card 2 is not on offer"},
	})
}

// Reference section 2: a Workshop draws an Item for 1 Artisan or 2 Fakirs.
func TestTurnWorkshop(t *testing.T) {
	x := game.Expansions{Artisans: true}
	board := "V[YW] S6 O\nSM W[Y] LM"
	move := "r2c1: r2c2 W, r1c2 Y"
	runTurnCases(t, []turnCase{
		{name: "an Artisan pays", x: x, board: board, move: move, hold: func(h *Holdings) { h.Artisans = 1 },
			plan: TurnPlan{Tile: TileChoice{Item: "jewels"}},
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "artisans", st.Player.Artisans, 0)
				wantInt(t, "jewels", st.Player.Items[game.JewelsItem], 1)
			}},
		{name: "two ways to pay: say which", x: x, board: board, move: move, hold: func(h *Holdings) { h.Artisans, h.Fakirs = 1, 2 },
			plan: TurnPlan{Tile: TileChoice{Item: "jewels"}}, wantErr: "say how you pay: 1 Artisan or 2 Fakirs"},
		{name: "2 Fakirs pay", x: x, board: board, move: move, hold: func(h *Holdings) { h.Artisans, h.Fakirs = 1, 2 },
			plan: TurnPlan{Tile: TileChoice{Item: "chest", Pay: PayFakirs}},
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "artisans", st.Player.Artisans, 1)
				wantInt(t, "fakirs", st.Player.Fakirs, 0)
			}},
		{name: "1 Fakir does not pay", x: x, board: board, move: move, hold: func(h *Holdings) { h.Artisans, h.Fakirs = 1, 1 },
			plan: TurnPlan{Tile: TileChoice{Item: "chest", Pay: PayFakirs}}, wantErr: "you cannot pay 2 Fakirs"},
		{name: "nothing to pay with: no Item by itself", x: x, board: board, move: move, hold: func(h *Holdings) { h.Fakirs = 1 },
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "items", st.Player.Items.Total(), 0)
			}},
	})
}

// Reference section 8: a City's Whim card; Ganapati pays 1 GC.
func TestTurnCity(t *testing.T) {
	x := game.Expansions{Whims: true}
	board := "V[YW] S6 O\nSM CB[Y] LM"
	move := "r2c1: r2c2 W, r1c2 Y"
	runTurnCases(t, []turnCase{
		{name: "the Whim card and its reward", x: x, board: board, move: move, hold: withDjinns("Ganapati"),
			plan: TurnPlan{Tile: TileChoice{Coins: 3}},
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "whims", st.Player.Whims, 1)
				wantInt(t, "coins", st.Player.Coins, 14)
			}},
		{name: "no Whim card on the City", x: x, board: board, move: move, hold: withDjinns("Ganapati"),
			plan: TurnPlan{Tile: TileChoice{Skip: true}},
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "whims", st.Player.Whims, 0)
				wantInt(t, "coins", st.Player.Coins, 10)
			}},
		{name: "a reward beyond reason", x: x, board: board, move: move,
			plan: TurnPlan{Tile: TileChoice{Coins: 101}}, wantErr: "a Whim reward of 101 coins (from 0 to 100)"},
		{name: "a skip with choices", x: x, board: board, move: move,
			plan: TurnPlan{Tile: TileChoice{Skip: true, Coins: 2}}, wantErr: "a skipped action takes no choices"},
	})
}

// Reference 11 step 5: a sale pays the suit values.
func TestTurnSale(t *testing.T) {
	board := "V[Y] O SM\nS6 SM[YW] LM"
	move := "r1c2: r2c2 W, r2c1 Y"
	hold := func(h *Holdings) { h.Goods[game.Fish], h.Goods[game.Silk], h.Goods[game.Ivory] = 2, 1, 1 }
	var three, twoFish GoodsHeld
	three[game.Fish], three[game.Silk], three[game.Ivory] = 1, 1, 1
	twoFish[game.Fish] = 3
	runTurnCases(t, []turnCase{
		{name: "a suit of 3 pays 7", board: board, move: move, hold: hold, plan: TurnPlan{Sale: three},
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "coins", st.Player.Coins, 17)
				wantInt(t, "fish", st.Player.Goods[game.Fish], 1)
				if tp.Step != TurnDone {
					t.Errorf("got the step %s", tp.Step)
				}
			}},
		{name: "no sale", board: board, move: move, hold: hold,
			check: func(t *testing.T, st State, tp TurnProgress) {
				wantInt(t, "coins", st.Player.Coins, 10)
				if tp.Step != TurnSale {
					t.Errorf("got the step %s", tp.Step)
				}
			}},
		{name: "more than held", board: board, move: move, hold: hold, plan: TurnPlan{Sale: twoFish},
			wantErr: "sultan: sale: 3 fish to sell, you hold 2"},
	})
}
