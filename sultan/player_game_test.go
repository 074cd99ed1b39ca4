package sultan

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
)

// The move of the game tests: from r1c1 (LM[YWW]) over r1c2 and r1c3 to
// r1c4 (S6[WGR]), taking 2 Elders; the Sacred Place then waits for a
// Djinn.
const sacredMove = "r1c1: r1c2 Y, r1c3 W, r1c4 W"

func mustMove(t testing.TB, s string) game.Move {
	t.Helper()
	m, err := game.ParseMove(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// moveOf is the move s for an event's field.
func moveOf(t testing.TB, s string) *game.Move {
	t.Helper()
	m := mustMove(t, s)
	return &m
}

// turnGame is a base game after Yazid's first turn (white 6, black 5).
func turnGame(t testing.TB) *Game {
	t.Helper()
	g := newGame(t, grid(t, base, full), base, DefaultRules())
	if err := g.RecordRoll(Roll{White: 6, Black: 5}); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Resolve(answers(t, g)...); err != nil {
		t.Fatal(err)
	}
	return g
}

func TestTurnEventsInAGame(t *testing.T) {
	g := turnGame(t)
	if o, err := g.TurnOptions(); err != nil || o.Step != TurnMove {
		t.Fatalf("got %v, %v, want the move", o.Step, err)
	}
	tp, err := g.PlayMove(mustMove(t, sacredMove))
	if err != nil {
		t.Fatal(err)
	}
	if tp.Step != TurnTile || g.Player().Elders != 2 {
		t.Fatalf("got the step %s and %d Elders, want the tile action and 2", tp.Step, g.Player().Elders)
	}
	o, _ := g.TurnOptions()
	if !o.CanSkip || len(o.Payments) != 1 || o.Payments[0] != PayElders || o.Djinns != nil {
		t.Errorf("got the options %+v", o)
	}
	// Clean-up waits for the turn's steps.
	if err := g.CleanUp(Rows{}); !errors.Is(err, ErrWrongPhase) || !strings.Contains(err.Error(), "waits for the tile action") {
		t.Fatalf("got %v, want the turn to wait for the tile action", err)
	}
	// A refused choice changes nothing.
	before, n := g.State(), len(g.Log())
	if _, err := g.TileAction(TileChoice{Djinn: "Enky"}); err == nil || !strings.Contains(err.Error(), "did you mean Enki?") {
		t.Fatalf("got %v, want the unknown Djinn", err)
	}
	if !g.State().Equal(before) || len(g.Log()) != n {
		t.Fatalf("a refused event changed the game")
	}
	if _, err := g.TileAction(TileChoice{Djinn: "Enki"}); err != nil {
		t.Fatal(err)
	}
	if !g.Player().HasDjinn("Enki") || g.Player().Elders != 0 {
		t.Errorf("got %+v", g.Player())
	}
	if _, err := g.Control(true); !errors.Is(err, ErrWrongPhase) {
		t.Errorf("got %v, want not now", err)
	}
	if err := g.CleanUp(Rows{}); err != nil {
		t.Fatal(err)
	}
	if _, ok := g.Turn(); ok {
		t.Errorf("the turn outlived clean-up")
	}

	// The log round-trips through JSON and replays to the same game.
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
	if !strings.Contains(string(data), `{"kind":"move","move":"r1c1: r1c2 Y, r1c3 W, r1c4 W"}`) ||
		!strings.Contains(string(data), `{"kind":"tile_action","tile_action":{"djinn":"Enki"}}`) {
		t.Errorf("got the log %s", data)
	}

	// Undo and redo step through the turn.
	if _, err := g.Undo(); err != nil { // clean-up
		t.Fatal(err)
	}
	if _, err := g.Undo(); err != nil { // the Djinn
		t.Fatal(err)
	}
	if tp, ok := g.Turn(); !ok || tp.Step != TurnTile || g.Player().HasDjinn("Enki") {
		t.Fatalf("undo: got the step %s", tp.Step)
	}
	if _, err := g.Redo(); err != nil {
		t.Fatal(err)
	}
	if tp, _ := g.Turn(); tp.Step != TurnDone || tp.Djinn != "Enki" {
		t.Fatalf("redo: got %+v", tp)
	}
}

func TestTurnEventsPhases(t *testing.T) {
	g := newGame(t, grid(t, base, full), base, DefaultRules())
	if _, err := g.PlayMove(mustMove(t, sacredMove)); !errors.Is(err, ErrWrongPhase) {
		t.Fatalf("a move before the roll: got %v, want not now", err)
	}
	// After an outbid the player moves first; the re-roll waits for the
	// turn's steps.
	if err := g.RecordRoll(Roll{White: 6, Black: 5}); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Outbid(); err != nil {
		t.Fatal(err)
	}
	if _, err := g.PlayMove(mustMove(t, sacredMove)); err != nil {
		t.Fatal(err)
	}
	if _, err := g.PlayMove(mustMove(t, sacredMove)); !errors.Is(err, ErrWrongPhase) {
		t.Fatalf("a second move: got %v, want not now", err)
	}
	if err := g.RecordRoll(Roll{White: 1, Black: 1}); !errors.Is(err, ErrWrongPhase) {
		t.Fatalf("the re-roll mid-turn: got %v, want not now", err)
	}
	if _, err := g.TileAction(TileChoice{Skip: true}); err != nil {
		t.Fatal(err)
	}
	if err := g.RecordRoll(Roll{White: 1, Black: 1}); err != nil {
		t.Fatalf("the re-roll after the turn: %v", err)
	}
	if _, err := g.PlayMove(mustMove(t, sacredMove)); !errors.Is(err, ErrWrongPhase) {
		t.Fatalf("a move in Yazid's part: got %v, want not now", err)
	}
}

// TestTurnOptionsVictims: the Assassins' victims the options list are
// exactly the kills the rules accept, each with the Fakirs it needs.
func TestTurnOptionsVictims(t *testing.T) {
	b, err := game.ParseBoard("V[G] S6 O SM[Y]\nSM O[R] S6 SM[BW]\nSM[RR] LM V LM[W]")
	if err != nil {
		t.Fatal(err)
	}
	st := State{Board: b, Player: Holdings{Coins: 10, Camels: 5, Fakirs: 1}}
	var tp TurnProgress
	after := st.Clone()
	if err := tp.playMove(&after, mustMove(t, "r1c1: r2c1 R, r2c2 R")); err != nil {
		t.Fatal(err)
	}
	o := tp.Options(after)
	if o.Step != TurnTribe || o.MaxFakirs != 1 || !o.CanSkip {
		t.Fatalf("got %+v", o)
	}
	listed := map[Victim]bool{}
	for _, v := range o.Victims {
		listed[v] = true
	}
	for _, q := range b.Places() {
		for _, tr := range game.Tribes {
			for f := 0; f <= 1; f++ {
				plan := TurnPlan{Move: mustMove(t, "r1c1: r2c1 R, r2c2 R"),
					Tribe: TribeChoice{Fakirs: f, Kill: &Kill{Place: q, Meeple: string(tr.Letter())}}}
				_, _, err := PlayTurn(st, plan)
				d := Distance(q, o.Last)
				v := Victim{Place: q, Tribe: tr, Distance: d, Fakirs: max(d-2, 0)}
				want := listed[v] && f >= v.Fakirs
				if (err == nil) != want {
					t.Errorf("kill %s %s with %d Fakirs: got %v, listed %v", q.Short(), tr, f, err, listed[v])
				}
			}
		}
	}
	if len(o.Victims) != 6 { // G r3c1, R r2c1, B and W r2c4; with the Fakir W r1c4, Y r3c4
		t.Errorf("got %d victims, want 6: %+v", len(o.Victims), o.Victims)
	}
}

func TestTurnOptionsMarket(t *testing.T) {
	b, _ := game.ParseBoard("V[YW] S6 O\nSM LM[Y] LM")
	st := State{Board: b, Player: Holdings{Coins: 10, Camels: 5},
		Resources: []game.Resource{{Good: game.Fish}, {Fakir: true}, {Good: game.Silk}}}
	var tp TurnProgress
	if err := tp.playMove(&st, mustMove(t, "r2c1: r2c2 W, r1c2 Y")); err != nil {
		t.Fatal(err)
	}
	o := tp.Options(st)
	if o.Step != TurnTile || o.Market == nil || o.Market.Cost != 6 || len(o.Offer) != 3 || !o.Offer[1].Card.Fakir || !o.CanSkip {
		t.Errorf("got %+v", o)
	}
}

func TestTurnOptionsControl(t *testing.T) {
	b, _ := game.ParseBoard("V[Y] O SM\nS6 SM[YW] LM")
	st := State{Board: b, Expansions: game.Expansions{Artisans: true}, Player: Holdings{Camels: 5}}
	var tp TurnProgress
	if err := tp.playMove(&st, mustMove(t, "r1c2: r2c2 W, r2c1 Y")); err != nil {
		t.Fatal(err)
	}
	o := tp.Options(st)
	if o.Step != TurnControl || !o.Camel || !o.Tent || o.ControlAt != (game.Place{Col: 1, Row: 2}) {
		t.Errorf("got %+v", o)
	}
}

// legalOrder is the first legal colour order along path, by the domain's
// counts.
func legalOrder(t testing.TB, b *game.Board, o game.MoveOutcome, path []game.Place) []game.Tribe {
	t.Helper()
	var out []game.Tribe
	for len(out) < len(path) {
		n := len(out)
		for _, c := range game.Tribes {
			if !b.PathOrders(o.From, path, o.Tribe, append(out, c)).IsZero() {
				out = append(out, c)
				break
			}
		}
		if len(out) == n {
			t.Fatalf("no legal order along %v", path)
		}
	}
	return out
}

// TestRowsEnteredMidTurn: the resource row entered while the Merchants
// wait for their cards gives them the front of the row by themselves;
// the twin: a row entered before any turn changes no turn.
func TestRowsEnteredMidTurn(t *testing.T) {
	g := turnGame(t)
	b := g.Board()
	outs, err := b.MoveOutcomes()
	if err != nil {
		t.Fatal(err)
	}
	var m game.Move
	for _, o := range outs {
		if o.Tribe != game.Merchant {
			continue
		}
		paths, _, _ := b.OutcomePaths(o.From, o.To, o.Tribe, 1)
		m = game.PathMove(o.From, paths[0].Path, legalOrder(t, b, o, paths[0].Path))
		break
	}
	if len(m.Drops) == 0 {
		t.Fatal("no Merchants move on the board")
	}
	tp, err := g.PlayMove(m)
	if err != nil {
		t.Fatal(err)
	}
	for tp.Step == TurnControl {
		if tp, err = g.Control(false); err != nil {
			t.Fatal(err)
		}
	}
	if tp.Step != TurnTribe {
		t.Fatalf("after a Merchants move: step %s, want the tribe action", tp.Step)
	}
	row := []string{"fakir", "fish", "silk", "wheat", "gold", "fish", "spice", "pottery", "ivory"}
	rep, err := g.Apply(RowsEvent(Rows{Resources: row}))
	if err != nil {
		t.Fatal(err)
	}
	if rep.Player == nil || rep.Player.Step == TurnTribe || len(rep.Player.Cards) != tp.Taken {
		t.Fatalf("after the row: %+v, want %d cards taken by themselves", rep.Player, tp.Taken)
	}
	if got := len(g.State().Resources); got != len(row)-tp.Taken {
		t.Errorf("the row holds %d, want %d", got, len(row)-tp.Taken)
	}
	// Replay and undo give the same game.
	r, err := Replay(g.Log())
	if err != nil || !r.State().Equal(g.State()) {
		t.Fatalf("replay: %v", err)
	}
	if _, err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	if now, _ := g.Turn(); now.Step != TurnTribe || g.State().Resources != nil {
		t.Errorf("undo: step %s, row %v", now.Step, g.State().Resources)
	}

	g2 := turnGame(t)
	rep, err = g2.Apply(RowsEvent(Rows{Resources: row}))
	if err != nil || rep.Player != nil {
		t.Errorf("a row before the move: %+v, %v", rep.Player, err)
	}
}

// TestGoodsEnteredAfterTheTurn: goods entered once the turn is past its
// tile action with none held (a correction) open the sale the clean-up
// offers (reference section 11, step 5); the twins: goods entered after a
// sale made open no second one, and goods taken away to none close it.
func TestGoodsEnteredAfterTheTurn(t *testing.T) {
	var fish, silk GoodsHeld
	fish[game.Fish] = 1
	silk[game.Silk] = 1
	toCleanUp := func(t *testing.T) *Game {
		t.Helper()
		g := turnGame(t)
		if _, err := g.PlayMove(mustMove(t, sacredMove)); err != nil {
			t.Fatal(err)
		}
		if _, err := g.TileAction(TileChoice{Skip: true}); err != nil {
			t.Fatal(err)
		}
		if d := g.Pending(); d.Kind != DecideCleanUp || d.Step != TurnDone {
			t.Fatalf("no goods: got %v at %v, want the clean-up with no sale", d.Kind, d.Step)
		}
		return g
	}
	t.Run("goods entered", func(t *testing.T) {
		g := toCleanUp(t)
		if err := g.ChangePlayer(PlayerChange{Goods: fish}); err != nil {
			t.Fatal(err)
		}
		if d := g.Pending(); d.Kind != DecideCleanUp || d.Step != TurnSale {
			t.Fatalf("got %v at %v, want the clean-up with the sale", d.Kind, d.Step)
		}
		if tp, err := g.Sell(fish); err != nil || tp.Coins.Sale != 1 {
			t.Fatalf("the sale: %+v, %v", tp, err)
		}
		// Replayed, the log gives the same turn.
		again, err := Replay(g.Log())
		if err != nil {
			t.Fatal(err)
		}
		if tp, _ := again.Turn(); tp.Step != TurnDone || tp.Sold != fish {
			t.Errorf("replayed: got %+v", tp)
		}
	})
	t.Run("after a sale", func(t *testing.T) {
		g := toCleanUp(t)
		if err := g.ChangePlayer(PlayerChange{Goods: fish}); err != nil {
			t.Fatal(err)
		}
		if _, err := g.Sell(fish); err != nil {
			t.Fatal(err)
		}
		if err := g.ChangePlayer(PlayerChange{Goods: silk}); err != nil {
			t.Fatal(err)
		}
		if d := g.Pending(); d.Step != TurnDone {
			t.Errorf("got %v, want no second sale", d.Step)
		}
	})
	t.Run("goods taken away", func(t *testing.T) {
		g := toCleanUp(t)
		if err := g.ChangePlayer(PlayerChange{Goods: fish}); err != nil {
			t.Fatal(err)
		}
		var none GoodsHeld
		none[game.Fish] = -1
		if err := g.ChangePlayer(PlayerChange{Goods: none}); err != nil {
			t.Fatal(err)
		}
		if d := g.Pending(); d.Step != TurnDone {
			t.Errorf("got %v, want no sale with no goods", d.Step)
		}
	})
}
