package sultan

import (
	"errors"
	"strconv"
	"testing"

	"github.com/naqala/naqala/game"
)

// TestRefusalsNameTheRuleOnce: a refusal says one prefix and its rule
// once: an illegal move, and the same move in a log replayed, are not
// "sultan: illegal move: game: ..." nor "sultan: log event 9 (move):
// sultan: ..."; the typed problem stays (the refusal's code, the
// *game.MoveError). The negative twin: a line whose prefix is no
// package's own (board:) keeps it.
func TestRefusalsNameTheRuleOnce(t *testing.T) {
	back := mustMove(t, "r1c1: r1c2 Y, r1c1 W, r1c2 W")
	g := turnGame(t)
	_, err := g.Apply(MoveEvent(back))
	const want = "sultan: illegal move: step 2: straight back to r1 c1"
	if err == nil || err.Error() != want {
		t.Fatalf("got %v, want %q", err, want)
	}
	var me *game.MoveError
	if got := RefusalCode(EventMove, err); got != "move.back" || !errors.As(err, &me) || me.Rule != game.RuleBack {
		t.Errorf("got the code %s and the move error %v, want move.back and the rule back", got, me)
	}

	log := append(g.Log(), MoveEvent(back))
	_, err = Replay(log)
	wantLog := "sultan: log event " + strconv.Itoa(len(log)) + " (move): illegal move: step 2: straight back to r1 c1"
	if err == nil || err.Error() != wantLog {
		t.Errorf("replayed: got %v, want %q", err, wantLog)
	}

	twin := within("player event", errors.Join(errors.New("sultan: coins: -1"), errors.New("board: r1 c2: a Palace on the Chasm")))
	if got := twin.Error(); got != "sultan: player event: coins: -1\nsultan: player event: board: r1 c2: a Palace on the Chasm" {
		t.Errorf("got %q", got)
	}
	if got := within("", errors.New("game: move: no drops after the colon")).Error(); got != "sultan: move: no drops after the colon" {
		t.Errorf("without what: got %q", got)
	}
}
