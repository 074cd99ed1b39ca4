package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"testing"

	"github.com/naqala/naqala/selfplay/selfplaytest"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/internal/solofile"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// The cross-driver test's naqala turn half (issue 19: "the TUI,
// self-play and naqala turn give the same results on the same events";
// the solo screen's half is ui/crossdriver_test.go): self-play plays
// games with the engine as its driver, and each of the player's turns
// of their logs is played again through naqala turn, from the table as
// it stood before the turn (a solo state file) with the turn's events.

// crossTurn is one of the player's turns of a self-play game, as the
// engine played it: the table before, the events, and what the command
// should say of them.
type crossTurn struct {
	at     int // the index of the turn's first event in the log
	rules  map[string]string
	before sultan.State
	events []sultan.Event
	did    [][]string // each event's applied words
	turn   turnRecord
	change int // the score change
	end    bool
	after  sultan.State
}

// crossTurns replays log in the engine and cuts out the player's turns:
// each run of turn events (move, control, tribe, tile_action, sale,
// power) with the table before it and what each event did.
func crossTurns(t *testing.T, log sultan.Log) []crossTurn {
	t.Helper()
	g, err := sultan.New(*log[0].Setup)
	if err != nil {
		t.Fatal(err)
	}
	var out []crossTurn
	var cur *crossTurn
	for i, e := range log[1:] {
		if !isTurnEvent(e.Kind) && cur != nil {
			out = append(out, *cur)
			cur = nil
		}
		if isTurnEvent(e.Kind) && cur == nil {
			cur = &crossTurn{at: i + 1, rules: log[0].Setup.Rules, before: g.State()}
		}
		prev, _ := g.Turn()
		was := g.State()
		rep, err := g.Apply(e)
		if err != nil {
			t.Fatalf("event %d: %v", i+1, err)
		}
		if cur == nil {
			continue
		}
		now := g.State()
		cur.events = append(cur.events, e)
		cur.did = append(cur.did, didWords(e, prev, *rep.Player, was, now))
		tp, moved := g.Turn()
		cur.turn, cur.end, cur.after = turnRecordOf(tp, moved), g.EndTriggered(), now
		b, err := scoreNow(cur.before, scoring.DefaultRules(), nil)
		if err != nil {
			t.Fatal(err)
		}
		a, err := scoreNow(now, scoring.DefaultRules(), nil)
		if err != nil {
			t.Fatal(err)
		}
		cur.change = a - b
	}
	if cur != nil {
		out = append(out, *cur)
	}
	return out
}

// isTurnEvent says whether k is an event of the player's turn.
func isTurnEvent(k sultan.EventKind) bool {
	return slices.Contains([]sultan.EventKind{sultan.EventMove, sultan.EventControl, sultan.EventTribe,
		sultan.EventTileAction, sultan.EventSale, sultan.EventPower}, k)
}

// runCrossTurn writes the table before the turn as a solo state file and
// the events as a JSON array (the log's form), and runs naqala turn on
// them.
func runCrossTurn(t *testing.T, ct crossTurn, events []sultan.Event) (turnOut, int, string) {
	t.Helper()
	dir := t.TempDir()
	state, err := solofile.FromState(ct.before, ct.rules).YAML()
	if err != nil {
		t.Fatal(err)
	}
	list, err := json.Marshal(events)
	if err != nil {
		t.Fatal(err)
	}
	statePath, eventsPath := filepath.Join(dir, "state.yaml"), filepath.Join(dir, "events.json")
	for p, data := range map[string][]byte{statePath: state, eventsPath: list} {
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	out, errOut, code := runYazid(t, "turn", statePath, "--events", eventsPath, "--json")
	var o turnOut
	if err := json.Unmarshal([]byte(out), &o); err != nil {
		t.Fatalf("exit %d, stderr %s: the output is no JSON: %v\n%s", code, errOut, err, out)
	}
	return o, code, errOut
}

// crossTurnAgrees compares what naqala turn said with the engine's turn:
// every event applied with the same words, no decision left, the turn
// record, the score change, the end and the table after.
func crossTurnAgrees(o turnOut, code int, ct crossTurn) error {
	if code != 0 || o.Refused != nil {
		return fmt.Errorf("exit %d, refused %+v", code, o.Refused)
	}
	var errs []error
	differ := func(format string, a ...any) { errs = append(errs, fmt.Errorf(format, a...)) }
	if len(o.Applied) != len(ct.events) {
		differ("%d events applied, want %d", len(o.Applied), len(ct.events))
	}
	for i, a := range o.Applied[:min(len(o.Applied), len(ct.events))] {
		if a.Index != i || a.Kind != string(ct.events[i].Kind) || !slices.Equal(a.Did, ct.did[i]) {
			differ("event %d: got %d %s %q, want %s %q", i, a.Index, a.Kind, a.Did, ct.events[i].Kind, ct.did[i])
		}
	}
	if o.Pending != nil {
		differ("pending %+v, want none: the turn is complete", *o.Pending)
	}
	if got, want := jsonOf(o.Turn), jsonOf(ct.turn); got != want {
		differ("turn %s, want %s", got, want)
	}
	if o.ScoreChange != ct.change || o.GameEnd != ct.end {
		differ("score change %d, game end %v, want %d, %v", o.ScoreChange, o.GameEnd, ct.change, ct.end)
	}
	got, err := stateOf(o.State)
	if err != nil {
		return errors.Join(append(errs, fmt.Errorf("the state after: %w", err))...)
	}
	// A solo state file (FORMATS section 4) has no key for the player's
	// Whim cards (Holdings.Whims) nor for the Djinns Yazid bought by name
	// (Unseen.Bought): the table taken up from it holds none, and the
	// state after cannot say them. Everything else must be the engine's.
	want := ct.after
	if got.Player.Whims != 0 || got.Unseen.Bought != nil {
		differ("the state file now says the Whim cards or the Djinns Yazid bought: compare them too")
	}
	want.Player.Whims, want.Unseen.Bought = 0, nil
	// Nor for the Thieves used before (Unseen.ThievesBoxed): the file's
	// table knows only those this turn used, each one the engine's.
	for _, n := range got.Unseen.ThievesBoxed {
		if !slices.Contains(want.Unseen.ThievesBoxed, n) {
			differ("the Thief %s is back in the box, the engine's %v", n, want.Unseen.ThievesBoxed)
		}
	}
	want.Unseen.ThievesBoxed = got.Unseen.ThievesBoxed
	// A Thief used is discarded: the engine's list may be left empty, the
	// file's is none.
	if len(want.Player.Thieves) == 0 && len(got.Player.Thieves) == 0 {
		want.Player.Thieves = got.Player.Thieves
	}
	if !reflect.DeepEqual(got, want) {
		differ("the state after differs:\n%s%+v %+v\nwant\n%s%+v %+v", got.Board, got.Player, got.Yazid, want.Board, want.Player, want.Yazid)
	}
	return errors.Join(errs...)
}

// stateOf reads the state of naqala turn's output.
func stateOf(raw json.RawMessage) (sultan.State, error) {
	_, st, _, err := solofile.Load(raw, "state", sultan.DefaultRules())
	return st, err
}

// jsonOf is v's JSON with the keys of every object sorted, so that a
// struct and the map read from its JSON compare.
func jsonOf(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return err.Error()
	}
	var generic any
	if err := json.Unmarshal(b, &generic); err != nil {
		return err.Error()
	}
	if b, err = json.Marshal(generic); err != nil {
		return err.Error()
	}
	return string(b)
}

// crossGames are the games the drivers replay (selfplaytest.Games).
func crossGames(short bool) []selfplaytest.Game { return selfplaytest.Games(short, true) }

// TestCrossDriverTurn: every turn of self-play's games, played through
// naqala turn from the table before it, says what the engine did.
func TestCrossDriverTurn(t *testing.T) {
	t.Parallel()
	for _, c := range crossGames(testing.Short()) {
		t.Run(c.String(), func(t *testing.T) {
			t.Parallel()
			turns := crossTurns(t, playedLog(t, c))
			if len(turns) < 3 {
				t.Fatalf("%d turns: the test proves little", len(turns))
			}
			for _, ct := range turns {
				o, code, errOut := runCrossTurn(t, ct, ct.events)
				if err := crossTurnAgrees(o, code, ct); err != nil {
					t.Errorf("the turn at event %d (%s): %v\nstderr: %s", ct.at, ct.events[0].Move, err, errOut)
				}
			}
		})
	}
}

// TestCrossDriverTurnAltered is the twin: a turn of a random game with
// its move changed
// (another order of the same meeples, so that its other events still
// apply) is played through naqala turn, and the comparison with the
// engine's turn fails.
func TestCrossDriverTurnAltered(t *testing.T) {
	t.Parallel()
	turns := crossTurns(t, playedLog(t, selfplaytest.Game{Policy: "random", Expansions: game.Expansions{Artisans: true, Whims: true}}))
	rng := rand.New(rand.NewPCG(19, 19))
	for k := len(turns) - 1; k >= 0; k-- {
		ct := turns[k]
		m := *ct.events[0].Move
		o := game.MoveOutcome{From: m.From, To: m.Last(), Tribe: m.Drops[len(m.Drops)-1].Tribe}
		for range 8 {
			other, err := ct.before.Board.SampleOutcome(rng, o)
			if err != nil || other.String() == m.String() {
				continue
			}
			events := slices.Clone(ct.events)
			events[0] = sultan.MoveEvent(other)
			out, code, _ := runCrossTurn(t, ct, events)
			if code != 0 {
				continue // a later event of the turn no longer applies
			}
			err = crossTurnAgrees(out, code, ct)
			if err == nil {
				t.Fatalf("the turn at event %d played %s for %s: naqala turn agrees with the engine's turn", ct.at, other, m)
			}
			t.Logf("the turn at event %d played %s for %s: %v", ct.at, other, m, err)
			return
		}
	}
	t.Fatal("no turn's move could be changed with its other events still applying")
}

// playedLog is the log of g played to its end.
func playedLog(t *testing.T, g selfplaytest.Game) sultan.Log {
	_, sg := g.Play(t)
	return sg.Log()
}
