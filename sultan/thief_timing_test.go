package sultan

import (
	"errors"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
)

// thiefOasis is a base board where "r1c2: r1c3 Y" takes 2 Viziers on
// the Oasis r1c3 (its Merchant stays: no control).
const thiefOasis = `
YYG RYB GYW BWY WRB YRW
WWR GBY GGR RGW BBG YGG
RWB YBW GRB WBB YRG WWG
BGY RRW YBW GGR WRB BRR
- Y YG - - -`

// Thieves rules: "you may use your Thief immediately after your Tribe
// action", so before the tile action, asked or by itself: the Oasis's
// Palm Tree waits for Ziad, and once placed Ziad's moment is over.
func TestThiefBeforeTileActionByItself(t *testing.T) {
	x := game.Expansions{Thieves: true}
	cases := []struct {
		name    string
		council int  // Yazid's Viziers: none, Ziad has nothing to take
		ziad    bool // Ziad used at the tile step
		wait    bool // the Oasis waits for the Thief's moment
	}{
		{"Ziad usable: the Palm Tree waits, Ziad first", 1, true, true},
		{"Ziad usable: going on places the Palm Tree, Ziad's moment is over", 1, false, true},
		{"Ziad not usable (Yazid has no Vizier): the Palm Tree by itself", 0, false, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			st := state(grid(t, x, thiefOasis), x, 10)
			st.Player.Thieves, st.Yazid.Council = []string{"Ziad"}, tc.council
			var tp TurnProgress
			if err := tp.playMove(&st, mustMove(t, "r1c2: r1c3 Y")); err != nil {
				t.Fatal(err)
			}
			if !tc.wait {
				if !tp.Complete() || at(st, 1, 3).Palms != 1 {
					t.Fatalf("got the %s and %s, want the Palm Tree placed by itself", tp.Step, at(st, 1, 3).Token())
				}
				return
			}
			if o := tp.Options(st); tp.Step != TurnTile || !o.ByItself || at(st, 1, 3).Palms != 0 {
				t.Fatalf("got the %s (by itself %v) and %s, want the tile action waiting", tp.Step, o.ByItself, at(st, 1, 3).Token())
			}
			if err := tp.tile(&st, TileChoice{Skip: true}); err == nil {
				t.Fatal("skipped the compulsory Palm Tree")
			}
			if tc.ziad {
				if err := tp.usePower(&st, PowerUse{Power: "Ziad"}); err != nil {
					t.Fatal(err)
				}
				if !tp.Complete() || at(st, 1, 3).Palms != 1 || st.Player.Viziers != 3 || st.Yazid.Council != 0 {
					t.Fatalf("after Ziad: got the %s, %s, %d Viziers", tp.Step, at(st, 1, 3).Token(), st.Player.Viziers)
				}
				return
			}
			if err := tp.tile(&st, TileChoice{}); err != nil {
				t.Fatal(err)
			}
			if !tp.Complete() || at(st, 1, 3).Palms != 1 {
				t.Fatalf("got the %s and %s, want the Palm Tree placed", tp.Step, at(st, 1, 3).Token())
			}
			err := tp.usePower(&st, PowerUse{Power: "Ziad"})
			if !errors.Is(err, ErrWrongPhase) || !strings.Contains(err.Error(), "before the tile action") {
				t.Fatalf("got %v, want Ziad refused after the tile action", err)
			}
		})
	}
}

// PlayTurn uses the plan's Thief before a tile action that plays by
// itself; a plan without it goes on past the Thief's moment.
func TestPlanThiefBeforeTileActionByItself(t *testing.T) {
	x := game.Expansions{Thieves: true}
	for _, use := range []bool{true, false} {
		st := state(grid(t, x, thiefOasis), x, 10)
		st.Player.Thieves, st.Yazid.Council = []string{"Ziad"}, 1
		plan := TurnPlan{Move: mustMove(t, "r1c2: r1c3 Y"), Tile: TileChoice{Skip: true}}
		if use {
			plan.Thieves = []PowerUse{{Power: "Ziad"}}
		}
		next, tp, err := PlayTurn(st, plan)
		if err != nil {
			t.Fatalf("Ziad used %v: %v", use, err)
		}
		want := 2
		if use {
			want = 3
		}
		if next.Player.Viziers != want || at(next, 1, 3).Palms != 1 || tp.Step < TurnSale {
			t.Errorf("Ziad used %v: got %d Viziers, %s, the %s", use, next.Player.Viziers, at(next, 1, 3).Token(), tp.Step)
		}
	}
}

// thiefSacred is a base board where "r1c5: r1c4 Y" takes 2 Viziers on
// the Sacred Place r1c4.
const thiefSacred = `
YYG RYB GYW BWY WRB YRW
WWR GBY GGR RGW BBG YGG
RWB YBW GRB WBB YRG WWG
BGY RRW YBW GGR WRB BRR
- - - Y Y -`

// Thieves rules: "whenever you want to buy a Djinn card, you can buy the
// face up Thief card instead": with no Djinn face up, a Sacred Place
// still offers the face-up Thief, so its action waits for the choice;
// with no Thief face up either, it plays by itself. A tracked row sells
// only its face-up Thief.
func TestSacredPlaceOffersTheThiefWithNoDjinn(t *testing.T) {
	x := game.Expansions{Thieves: true}
	cases := []struct {
		name     string
		thieves  []string // the Thief row; nil: not tracked
		buy      string
		wantWait bool
		wantErr  string
	}{
		{"Ziad face up: bought", []string{"Ziad"}, "Ziad", true, ""},
		{"the row not tracked: any Thief may be face up", nil, "Shaum", true, ""},
		{"Ziad face up: Shaum is not", []string{"Ziad"}, "Shaum", true, "not the face-up Thief (the row shows Ziad)"},
		{"no Thief face up: by itself", []string{}, "", false, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			st := state(grid(t, x, thiefSacred), x, 10)
			st.Player.Elders, st.DjinnRow, st.ThiefRow = 2, []string{}, tc.thieves
			var tp TurnProgress
			if err := tp.playMove(&st, mustMove(t, "r1c5: r1c4 Y")); err != nil {
				t.Fatal(err)
			}
			if !tc.wantWait {
				if !tp.Complete() || st.Player.Elders != 2 {
					t.Fatalf("got the %s, want the Sacred Place by itself", tp.Step)
				}
				return
			}
			if o := tp.Options(st); tp.Step != TurnTile || o.ByItself {
				t.Fatalf("got the %s (by itself %v), want the tile action asked", tp.Step, o.ByItself)
			}
			err := tp.tile(&st, TileChoice{Djinn: tc.buy, Pay: PayElders})
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("got %v, want %q", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !st.Player.HasThief(tc.buy) || st.Player.Elders != 0 || tc.thieves != nil && len(st.ThiefRow) != 0 {
				t.Errorf("got %+v, the row %v", st.Player, st.ThiefRow)
			}
		})
	}
}

// Morgiane protects her holder from Thieves (thieves-of-naqala.en.txt),
// but the solo sheet says "Djinns have no effect for Yazid": Ziad takes
// a Vizier from a Yazid who bought Morgiane as from any Yazid; with no
// Vizier in his Council Ziad is not usable, Morgiane or not.
func TestThiefIgnoresYazidsMorgiane(t *testing.T) {
	x := game.Expansions{Thieves: true}
	for _, council := range []int{1, 0} {
		st := state(grid(t, x, thiefOasis), x, 10)
		st.Player.Thieves, st.Yazid.Council, st.Yazid.Djinns = []string{"Ziad"}, council, 1
		st.Unseen.Bought = []string{"Morgiane"}
		var tp TurnProgress
		if err := tp.playMove(&st, mustMove(t, "r1c2: r1c3 Y")); err != nil {
			t.Fatal(err)
		}
		err := tp.usePower(&st, PowerUse{Power: "Ziad"})
		if council == 0 {
			if err == nil {
				t.Errorf("Yazid with no Vizier: got %v", err)
			}
			continue
		}
		if err != nil || st.Player.Viziers != 3 || st.Yazid.Council != 0 {
			t.Errorf("Yazid with Morgiane: got %v, %d Viziers", err, st.Player.Viziers)
		}
	}
}
