package labels

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// sampleProblem is a problem of code with every piece and number it names.
func sampleProblem(c game.ProblemCode) *game.Problem {
	p := &game.Problem{Code: c, Place: game.Place{Col: 3, Row: 2}, Other: game.Place{Col: 4, Row: 2},
		Type: game.Oasis, Tribe: game.Elder, Owner: 2, Nums: []int{5, 4, 3, 2}, Bad: "x", Token: "O[x]"}
	switch c {
	case game.ProblemNeedsExpansion, game.ProblemForbiddenMeeples, game.ProblemForbiddenBuilt,
		game.ProblemMoveStartForbidden, game.ProblemMoveForbidden:
		p.Type = game.GreatLake
	case game.ProblemMoveCount:
		p.Nums = []int{1, 3}
	case game.ProblemMoveTribeCount:
		p.Nums = []int{0, 1}
	}
	return p
}

// TestEveryProblemHasItsWords: every problem code has a text in every
// language; in English it is the very text of the error (the CLI's), in
// German another, with every verb filled and no English left.
func TestEveryProblemHasItsWords(t *testing.T) {
	if len(game.ProblemCodes()) < 40 {
		t.Fatalf("got %d problem codes, want every one listed", len(game.ProblemCodes()))
	}
	for _, c := range game.ProblemCodes() {
		t.Run(string(c), func(t *testing.T) {
			for _, lang := range Languages() {
				if _, ok := sets[lang]["problem."+string(c)]; !ok {
					t.Errorf("%s: no label problem.%s", lang, c)
				}
			}
			pr := sampleProblem(c)
			var err error = pr
			if pr.MoveProblem() {
				err = &game.MoveError{Step: 2, Problem: *pr, Reason: "step 2: " + pr.Message()}
			}
			en, de := For(English).Error(err), For(German).Error(err)
			if en != err.Error() {
				t.Errorf("English:\n got %q\nwant %q", en, err.Error())
			}
			if de == en || strings.Contains(de, "%!") || strings.Contains(de, "problem.") {
				t.Errorf("German: got %q (English %q)", de, en)
			}
			if pr.Place != (game.Place{}) && !pr.MoveProblem() && !pr.TokenProblem() && !strings.Contains(de, "Reihe 2, Spalte 3") {
				t.Errorf("German: got %q, want the place in German", de)
			}
		})
	}
}

// The negative twin: an unknown code is said as the domain says it.
func TestUnknownProblemCode(t *testing.T) {
	pr := &game.Problem{Code: "no_such_code"}
	if got, want := For(German).Problem(pr), pr.Error(); got != "Spielplan: "+pr.Message() {
		t.Errorf("got %q, want the domain's message %q under the German prefix", got, want)
	}
}

func TestErrorRendersTheProblemsInside(t *testing.T) {
	b, err := game.ParseBoard("O[GGW]@1 V\nV ZZ\n")
	if b != nil || err == nil {
		t.Fatalf("got %v, %v; want a problem", b, err)
	}
	wrapped := fmt.Errorf("setup: %w", err)
	tests := []struct {
		name string
		err  error
		de   string
	}{
		{"a token's problem", err, `Spielplan: Reihe 1, Spalte 2: unbekannter Plättchentyp "ZZ"`},
		{"wrapped", wrapped, `setup: Spielplan: Reihe 1, Spalte 2: unbekannter Plättchentyp "ZZ"`},
		{"joined", errors.Join(err, errors.New("other")), "Spielplan: Reihe 1, Spalte 2: unbekannter Plättchentyp \"ZZ\"\nother"},
		{"plain", errors.New("plain words"), "plain words"},
		{"nil", nil, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := For(German).Error(tc.err); got != tc.de {
				t.Errorf("got %q, want %q", got, tc.de)
			}
			if tc.err != nil {
				if got := For(English).Error(tc.err); got != tc.err.Error() {
					t.Errorf("English: got %q, want %q", got, tc.err.Error())
				}
			}
		})
	}
}

// A move's problem in German, from the real CheckMove.
func TestMoveErrorInGerman(t *testing.T) {
	b, err := game.ParseBoard("V[Y] O\nO O[Y]\n")
	if err != nil {
		t.Fatal(err)
	}
	err = b.CheckMove(game.Move{From: game.Place{Col: 1, Row: 2}, Drops: []game.Drop{{To: game.Place{Col: 2, Row: 1}, Tribe: game.Vizier}}})
	var me *game.MoveError
	if !errors.As(err, &me) {
		t.Fatalf("got %v, want a MoveError", err)
	}
	if got, want := For(German).Error(err), "Zug: Schritt 1: r1 s2 liegt nicht neben r2 s1 (ein Schritt waagrecht oder senkrecht)"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if got := For(English).Error(err); got != err.Error() {
		t.Errorf("English: got %q, want %q", got, err.Error())
	}
}

// The prefix sultan puts around an illegal move is said in the player's
// language too, from the real PlayTurn; in English it is the very text.
func TestIllegalMoveWrapperInGerman(t *testing.T) {
	b, err := game.ParseBoard("V[Y] O SM\nS6 SM[YW] LM")
	if err != nil {
		t.Fatal(err)
	}
	m, err := game.ParseMove("r1c2: r2c2 W, r1c2 Y")
	if err != nil {
		t.Fatal(err)
	}
	st := sultan.State{Board: b, Player: sultan.Holdings{Coins: 10, Camels: 5}}
	_, _, err = sultan.PlayTurn(st, sultan.TurnPlan{Move: m})
	if err == nil || !strings.HasPrefix(err.Error(), "sultan: illegal move: step 2: ") {
		t.Fatalf("got %v, want an illegal move", err)
	}
	if got := For(English).Error(err); got != err.Error() {
		t.Errorf("English: got %q, want %q", got, err.Error())
	}
	de := For(German).Error(err)
	if !strings.HasPrefix(de, "Zug nicht erlaubt: Schritt 2: ") || strings.Contains(de, "illegal") {
		t.Errorf("German: got %q", de)
	}
}

// Every prefix the labels know round-trips in English; an unknown one is
// kept as it is in every language (its negative twin).
func TestWrappersInEnglish(t *testing.T) {
	for _, prefix := range []string{"sultan: illegal move: ", "sultan: move: ", "sultan: player event: ",
		"sultan: row 2, column 3: ", "sultan: tile row 2, column 3 = O[Y]: "} {
		if got := For(English).wrap(prefix, "x"); got != prefix+"x" {
			t.Errorf("%q: got %q", prefix, got)
		}
		if got := For(German).wrap(prefix, "x"); got == prefix+"x" {
			t.Errorf("%q: German kept the English", prefix)
		}
	}
	if got := For(German).wrap("sultan: something else: ", "x"); got != "sultan: something else: x" {
		t.Errorf("unknown prefix: got %q", got)
	}
}
