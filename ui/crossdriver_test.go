package ui

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/naqala/naqala/selfplay/selfplaytest"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/selfplay"
	"github.com/naqala/naqala/sultan"
)

// The cross-driver test (issue 19: "the TUI, self-play and naqala turn
// give the same results on the same events"): self-play plays games
// with the engine as its driver; their logs are played again here
// through the solo screen's host, event by event, as its controllers'
// effects apply them. cmd/naqala's crossdriver_test.go plays each of
// the player's turns of the same games through naqala turn.

// crossGames are the games the drivers replay (selfplaytest.Games).
func crossGames(short bool) []selfplaytest.Game { return selfplaytest.Games(short, false) }

// hostReplay plays log through a new solo screen: each event after the
// setup is carried out as the effect of the controller that takes it
// (hostEffect: the roll, the outbid, the clean-up and the end to the
// step the game then waits for; Yazid's turn to his checklist, which is
// ticked off and left with keys as a player does; the turn's events as
// the turn's answers), each saved once. Before each event the host must show a step
// whose controller takes it. The error names the first event where the
// host disagreed or refused.
func hostReplay(log sultan.Log) (*soloHost, *savedGame, error) {
	if len(log) == 0 || log[0].Setup == nil {
		return nil, nil, errors.New("no setup")
	}
	g, err := sultan.New(*log[0].Setup)
	if err != nil {
		return nil, nil, err
	}
	sg := &savedGame{}
	cfg := DefaultConfig()
	cfg.NoColor = true
	// The VP self-play gave the Djinns of unknown VP, as the player would
	// enter them (djinn_vp).
	x, err := game.ParseExpansions(log[0].Setup.Expansions)
	if err != nil {
		return nil, nil, err
	}
	cfg.DjinnVP = selfplay.Guesses{}.DjinnVPs(x)
	v := newSoloHost(g, sultan.NewScriptedDice(), cfg, nil, soloHooks{
		save: func(g *sultan.Game, ui json.RawMessage) error {
			sg.log, sg.ui = g.Log(), ui
			sg.saves++
			return nil
		},
	})
	for i, e := range log[1:] {
		at := i + 1
		leaveChecklist(v)
		if ok, want := hostTakes(v.Step(), e.Kind); !ok {
			return v, sg, fmt.Errorf("event %d (%s): the host shows the %s step, want %s", at, e.Kind, v.Step(), want)
		}
		saves := sg.saves
		v.do(hostEffect(v, e))
		if n := v.g.Len(); n != at+1 {
			return v, sg, fmt.Errorf("event %d (%s): the host's log has %d events, want %d: %s", at, e.Kind, n, at+1, v.Message())
		}
		if n := sg.saves - saves; n != 1 {
			return v, sg, fmt.Errorf("event %d (%s): %d saves, want 1", at, e.Kind, n)
		}
	}
	leaveChecklist(v)
	return v, sg, nil
}

// leaveChecklist ticks off Yazid's checklist and goes on, as a player
// does (a).
func leaveChecklist(v *soloHost) {
	if v.Step() == stepChecklist {
		for _, ev := range formKeys("a") {
			v.key(ev)
		}
	}
}

// hostEffect is the effect the controller that takes e returns
// (solo_round.go, solo_keys.go, solo_prompt.go, solo_guided.go,
// solo_powers.go): the step it applies e with, and what it says then.
func hostEffect(v *soloHost, e sultan.Event) effect {
	switch e.Kind {
	case sultan.EventResolve:
		return play(stepChecklist, nil, e)
	case sultan.EventPower:
		return play(stepPlayer, v.pm.afterTurnEvent, e)
	case sultan.EventMove, sultan.EventControl, sultan.EventTribe, sultan.EventTileAction, sultan.EventSale:
		return play(stepTurn, v.pm.afterTurnEvent, e)
	}
	return play(stepPending, nil, e)
}

// hostTakes says whether the step shown has the controller of an event
// of kind k: the roll at the roll's step (the player's, for the re-roll
// while a power is still usable), Yazid's turn and the outbid at the
// dice, the turn's events at the player's step (a sale at the clean-up's
// too: s sells goods first), the clean-up and the end
// at the clean-up's (the player's, while the optional sale or a passed
// turn is shown), a power at the player's step or the clean-up's (p:
// a power after the turn's last step).
func hostTakes(s soloStep, k sultan.EventKind) (bool, string) {
	var want []soloStep
	switch k {
	case sultan.EventRoll:
		want = []soloStep{stepRoll, stepPlayer}
	case sultan.EventOutbid, sultan.EventResolve:
		want = []soloStep{stepDice}
	case sultan.EventMove, sultan.EventControl, sultan.EventTribe, sultan.EventTileAction:
		want = []soloStep{stepPlayer}
	case sultan.EventSale:
		// The optional sale: asked in the turn when advised, else s at
		// the clean-up ("sell goods first").
		want = []soloStep{stepPlayer, stepCleanup}
	case sultan.EventPower:
		want = []soloStep{stepPlayer, stepCleanup}
	case sultan.EventCleanUp, sultan.EventEnd:
		want = []soloStep{stepCleanup, stepPlayer}
	default:
		return false, "none: self-play logs no " + string(k)
	}
	for _, w := range want {
		if s == w {
			return true, ""
		}
	}
	return false, fmt.Sprint(want)
}

// hostAgrees compares the host after the replay with the self-play game
// it replayed: the step (over), the table, what every event did
// (Game.Happened), the loss, and the final score as the final-state
// form pre-filled from the game says it, with its title. It then opens
// the host's last save as a resumed game does, and checks the screen
// it shows.
func hostAgrees(v *soloHost, sg *savedGame, want *sultan.Game, res selfplay.Result) error {
	var errs []error
	differ := func(format string, a ...any) { errs = append(errs, fmt.Errorf(format, a...)) }
	if v.Step() != stepOver {
		differ("step %s, want over", v.Step())
	}
	if got, w := v.g.State(), want.State(); !reflect.DeepEqual(got, w) {
		differ("the table differs:\n%s\nwant\n%s", got.Board.String(), w.Board.String())
	}
	if got, w := v.g.Happened(), want.Happened(); !reflect.DeepEqual(got, w) {
		differ("what the events did differs (%d events, want %d)", len(got), len(w))
	}
	if v.g.Lost() != want.Lost() || v.g.EndReason() != want.EndReason() {
		differ("lost %q, end %v, want %q, %v", v.g.Lost(), v.g.EndReason(), want.Lost(), want.EndReason())
	}
	f := newSoloFinalView(v.g, v.cfg, v.cards())
	if f.problem != "" {
		differ("the final form: %s", f.problem)
	} else {
		r := f.result
		title := ""
		if r.Solo != nil && r.Solo.Survived {
			title = r.Solo.Title
		}
		if r.Players[0].Total != res.Score || title != res.Title {
			differ("final score %d %q, want self-play's %d %q", r.Players[0].Total, title, res.Score, res.Title)
		}
	}
	// Resumed from its save (sultan.Replay, as the store loads it): the
	// screen it was left at, no rebuild.
	g, err := sultan.Replay(sg.log)
	if err != nil {
		return errors.Join(append(errs, fmt.Errorf("the save does not replay: %w", err))...)
	}
	r := newSoloHost(g, sultan.NewScriptedDice(), v.cfg, sg.ui, soloHooks{})
	if r.Step() != stepOver || r.Message() != "" {
		differ("resumed: step %s (%q), want over", r.Step(), r.Message())
	}
	if !reflect.DeepEqual(r.g.Happened(), want.Happened()) {
		differ("resumed: what the events did differs")
	}
	return errors.Join(errs...)
}

// TestCrossDriverHost: self-play's games, replayed through the solo
// screen's host, end where self-play's did, event for event.
func TestCrossDriverHost(t *testing.T) {
	t.Parallel()
	for _, c := range crossGames(testing.Short()) {
		t.Run(c.String(), func(t *testing.T) {
			t.Parallel()
			res, g := c.Play(t)
			v, sg, err := hostReplay(g.Log())
			if err != nil {
				t.Fatal(err)
			}
			if err := hostAgrees(v, sg, g, res); err != nil {
				t.Errorf("%+v: %v", res, err)
			}
		})
	}
}

// TestCrossDriverHostAltered is the twin: the log of a random game with
// one move changed (another order of the same meeples, so that every
// event after it still applies) replays through the host, and the
// comparison with self-play's game fails.
func TestCrossDriverHostAltered(t *testing.T) {
	t.Parallel()
	res, g := selfplaytest.Game{Policy: "random", Expansions: game.Expansions{Artisans: true, Whims: true}}.Play(t)
	log, at := alterOneMove(t, g.Log())
	t.Logf("event %d: %s, was %s", at, log[at].Move, g.Log()[at].Move)
	v, sg, err := hostReplay(log)
	if err != nil {
		t.Fatalf("the altered log: %v", err)
	}
	err = hostAgrees(v, sg, g, res)
	if err == nil {
		t.Fatalf("event %d altered: the host agrees with self-play's game", at)
	}
	t.Logf("event %d altered: %v", at, err)
}

// alterOneMove returns log with one move changed, the last that can be:
// another move of the same start, last tile and tribe, after which every
// later event still applies; and the move's index.
func alterOneMove(t *testing.T, log sultan.Log) (sultan.Log, int) {
	t.Helper()
	rng := rand.New(rand.NewPCG(19, 19))
	for at := len(log) - 1; at > 0; at-- {
		if log[at].Kind != sultan.EventMove {
			continue
		}
		before, err := sultan.Replay(log[:at])
		if err != nil {
			t.Fatal(err)
		}
		m := *log[at].Move
		o := game.MoveOutcome{From: m.From, To: m.Last(), Tribe: m.Drops[len(m.Drops)-1].Tribe}
		for range 8 {
			other, err := before.State().Board.SampleOutcome(rng, o)
			if err != nil || other.String() == m.String() {
				continue
			}
			altered := append(sultan.Log{}, log...)
			altered[at] = sultan.MoveEvent(other)
			if _, err := sultan.Replay(altered); err == nil {
				return altered, at
			}
		}
	}
	t.Fatal("no move could be changed with the rest of the log still applying")
	return nil, 0
}
