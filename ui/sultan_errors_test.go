package ui

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// TestEngineErrorKindsInTheScreensLanguage: an engine error of one of
// its kinds (sultan.ErrWrongPhase ...) is said in the screen's language:
// a German screen said "sultan: not now: no roll waiting for Yazid
// (phase ...)" and "sultan: nothing to undo"; the twins: the English screen keeps the engine's words
// with their detail, and an error of no kind stays as it is.
func TestEngineErrorKindsInTheScreensLanguage(t *testing.T) {
	g, err := sultan.New(sultan.NewSetup(soloBoard(t), game.Expansions{}, false, sultan.DefaultRules()))
	if err != nil {
		t.Fatal(err)
	}
	_, undo := g.Undo()
	_, redo := g.Redo()
	_, _, phase := g.Targets()
	if !errors.Is(phase, sultan.ErrWrongPhase) {
		t.Fatalf("Targets before a roll: %v, want ErrWrongPhase", phase)
	}
	for _, tc := range []struct {
		err    error
		de, en string
	}{
		{phase, "nicht jetzt: die Runde ist nicht bei diesem Schritt", phase.Error()},
		{fmt.Errorf("%w (lost)", sultan.ErrGameOver), "das Spiel ist vorbei", "sultan: the game is over (lost)"},
		{sultan.ErrUnknownTile, "die Meeples eines Plättchens sind noch zu tippen", sultan.ErrUnknownTile.Error()},
		{sultan.ErrNoMoreRolls, "keine vorgegebenen Würfe mehr", sultan.ErrNoMoreRolls.Error()},
		{undo, "nichts zurückzunehmen", "sultan: nothing to undo"},
		{redo, "nichts zu wiederholen", "sultan: nothing to redo"},
		{fmt.Errorf("sultan: illegal move: %w", fmt.Errorf("%w: x", sultan.ErrWrongPhase)), "nicht jetzt: die Runde ist nicht bei diesem Schritt", "sultan: illegal move: sultan: not now: x"},
	} {
		if got := errLine("de", tc.err); !strings.Contains(got, tc.de) || strings.Contains(got, "sultan:") {
			t.Errorf("de %q: got %q, want %q in it and no English", tc.err, got, tc.de)
		}
		if got := errLine("en", tc.err); got != tc.en {
			t.Errorf("en %q: got %q, want %q", tc.err, got, tc.en)
		}
	}
	other := errors.New("sultan: a detail of no kind")
	if got := errLine("de", other); got != other.Error() {
		t.Errorf("an error of no kind: got %q, want it as it is", got)
	}
}
