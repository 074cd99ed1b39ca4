package sultan

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
)

// killYazidBoard: r1c1 [R] moves onto r1c2 [R] (a Village), taking 2
// Assassins with nobody within their reach on the board.
const killYazidBoard = `
- - - - - YWG
- - - - - -
- - - - - -
- - - - - -
R R - - - -`

// killYazidGame is a game at the player's turn after that move, Yazid
// holding 2 Council Viziers and 1 Elder, the player Nekir, Iblis and
// Kandicha and 1 Elder, with rule kill_in_front_of_yazid as given.
func killYazidGame(t *testing.T, inFront bool) *Game {
	t.Helper()
	st := state(grid(t, base, killYazidBoard), base, 10, "Nekir", "Iblis", "Kandicha")
	st.Player.Elders = 1
	st.Yazid.Council, st.Yazid.Elders = 2, 1
	rules := DefaultRules()
	rules.KillInFrontOfYazid = inFront
	s := SetupOf(st, rules)
	s.PlayerTurn = true
	g, err := New(s)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.PlayMove(mustMove(t, "r1c1: r1c2 R")); err != nil {
		t.Fatal(err)
	}
	return g
}

// Rule kill_in_front_of_yazid: the Assassins may kill a Vizier of Yazid's
// Council or one of his Elders (Artisans too), out of any reach; Nekir
// pays 1 coin; the turn's options list those kills. The twin, the
// default: nobody in reach on the board, so no kill, by itself, and a
// kill in front of Yazid is refused.
func TestKillInFrontOfYazid(t *testing.T) {
	kill := func(m string) Event { return TribeEvent(TribeChoice{Kill: &Kill{Yazid: true, Meeple: m}}) }

	g := killYazidGame(t, true)
	d, ok, err := g.TurnDecision()
	if err != nil || !ok || d.Step != TurnTribe {
		t.Fatalf("got %+v, %v, %v; want the tribe action", d, ok, err)
	}
	var listed []string
	for _, e := range d.Options {
		b, _ := json.Marshal(e.TribeAction)
		listed = append(listed, string(b))
	}
	want := []string{`{"kill":{"yazid":true,"meeple":"Y"}}`, `{"kill":{"yazid":true,"meeple":"W"}}`, `{"skip":true}`}
	if strings.Join(listed, " ") != strings.Join(want, " ") {
		t.Errorf("got the options %v, want %v", listed, want)
	}
	for _, bad := range []struct {
		e    Event
		want string
	}{
		{kill("G"), "only his Council's Viziers, his Elders and Artisans"},
		{kill("P"), "Yazid has no Artisan to kill (Council 2, Elders 1, Artisans 0)"},
		{TribeEvent(TribeChoice{Kill: &Kill{Yazid: true, Meeple: "Y", Place: game.Place{Col: 1, Row: 2}}}), "names no tile"},
	} {
		if _, err := g.Apply(bad.e); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("%+v: got %v, want %q", bad.e.TribeAction.Kill, err, bad.want)
		}
	}
	coins := g.Player().Coins
	if _, err := g.Apply(kill("Y")); err != nil {
		t.Fatal(err)
	}
	if y, p := g.Yazid(), g.Player(); y.Council != 1 || p.Coins != coins+1 {
		t.Errorf("got Council %d, coins %d; want 1 and %d (Nekir)", y.Council, p.Coins, coins+1)
	}
	// Iblis: a second meeple of the same opponent, Elders and/or Viziers.
	if _, err := g.UsePower(PowerUse{Power: "Iblis", Meeples: "G"}); err == nil {
		t.Error("Iblis killed a Merchant in front of Yazid")
	}
	if _, err := g.UsePower(PowerUse{Power: "Iblis", Meeples: "W"}); err != nil {
		t.Fatal(err)
	}
	// Kandicha: the Vizier, then the Elder, kept instead of killed.
	for range 2 {
		if _, err := g.UsePower(PowerUse{Power: "Kandicha"}); err != nil {
			t.Fatal(err)
		}
	}
	if y, p := g.Yazid(), g.Player(); y.Elders != 0 || p.Viziers != 1 || p.Elders != 1 {
		t.Errorf("got Yazid %+v, the player %+v", y, p)
	}
	again, err := Replay(g.Log())
	if err != nil || !again.State().Equal(g.State()) {
		t.Fatalf("the replay: %v", err)
	}

	// The twin: the default rules.
	g = killYazidGame(t, false)
	if tp, _ := g.Turn(); tp.Step == TurnTribe {
		t.Fatalf("nobody in reach on the board: the tribe action waits")
	}
	if _, err := g.Apply(kill("Y")); err == nil {
		t.Error("a kill in front of Yazid taken by default")
	}
	if g.Yazid().Council != 2 {
		t.Errorf("got Council %d, want 2", g.Yazid().Council)
	}
}

// A kill on the board writes its JSON as before: the tile, no "yazid".
func TestKillJSON(t *testing.T) {
	b, err := json.Marshal(Kill{Place: game.Place{Col: 3, Row: 2}, Meeple: "Y"})
	if err != nil || string(b) != `{"col":3,"row":2,"meeple":"Y"}` {
		t.Errorf("got %s, %v", b, err)
	}
	var k Kill
	if err := json.Unmarshal([]byte(`{"yazid":true,"meeple":"W"}`), &k); err != nil || !k.Yazid || k.Meeple != "W" || k.Place != (game.Place{}) {
		t.Errorf("got %+v, %v", k, err)
	}
}

// TestIblisInFrontRefusalsTyped: after a kill in front of Yazid, Iblis
// naming a meeple that never stands there, or one of which none is left
// there, is a PowerError of its kind, its English text unchanged; the
// twin: a Vizier of his Council is killed.
func TestIblisInFrontRefusalsTyped(t *testing.T) {
	g := killYazidGame(t, true)
	if _, err := g.Apply(TribeEvent(TribeChoice{Kill: &Kill{Yazid: true, Meeple: "W"}})); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		meeples string
		problem PowerProblem
		want    string
	}{
		{"G", PowerNotInFront, "sultan: power Iblis: in front of Yazid stand only his Council's Viziers, his Elders and Artisans"},
		{"W", PowerNoneInFront, "sultan: power Iblis: Yazid has no Elder to kill (Council 2, Elders 0, Artisans 0)"},
	} {
		_, err := g.UsePower(PowerUse{Power: "Iblis", Meeples: tc.meeples})
		var pe *PowerError
		if !errors.As(err, &pe) || pe.Problem != tc.problem || pe.Tribe.String() == "" {
			t.Fatalf("%s: got %#v, want a PowerError of kind %d", tc.meeples, err, tc.problem)
		}
		if err.Error() != tc.want {
			t.Errorf("%s: got %q, want %q", tc.meeples, err.Error(), tc.want)
		}
	}
	if _, err := g.UsePower(PowerUse{Power: "Iblis", Meeples: "Y"}); err != nil || g.Yazid().Council != 1 {
		t.Errorf("a Vizier of his Council: %v, Council %d", err, g.Yazid().Council)
	}
}
