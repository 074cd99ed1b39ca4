package game

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// checkProblems fails unless err is Problems, each a *Problem with a
// listed code whose text is its line of err's.
func checkProblems(t *testing.T, err error) {
	t.Helper()
	var ps Problems
	if !errors.As(err, &ps) || len(ps) == 0 {
		t.Fatalf("got %T %v, want Problems", err, err)
	}
	lines := strings.Split(err.Error(), "\n")
	if len(lines) != len(ps) {
		t.Fatalf("got %d lines for %d problems: %v", len(lines), len(ps), err)
	}
	for i, p := range ps {
		if !slices.Contains(ProblemCodes(), p.Code) {
			t.Errorf("problem %q: code not listed in ProblemCodes", p.Code)
		}
		if p.Error() != lines[i] {
			t.Errorf("problem %d: got %q, want %q", i, p.Error(), lines[i])
		}
	}
}

func TestCheckProblemsAreTyped(t *testing.T) {
	b, err := ParseBoard("V[YYYYYYYYYYYYYYYYYYYYYYY]@Y+t CH[Y] O@3\nO O O\n")
	if err != nil {
		t.Fatal(err)
	}
	err = b.Check(CheckOptions{Players: 2})
	checkProblems(t, err)
	var ps Problems
	errors.As(err, &ps)
	var got []string
	for _, p := range ps {
		got = append(got, string(p.Code)+"@"+p.Place.String())
	}
	want := []string{
		"yazid_not_solo@row 2, column 1", "yazid_tent@row 2, column 1",
		"needs_expansion@row 2, column 2", "forbidden_meeples@row 2, column 2", "owner_players@row 2, column 3",
		"box_meeples@row 0, column 0",
	}
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got %v,\nwant %v", got, want)
	}
	var p *Problem
	if !errors.As(err, &p) || p.Code != ProblemYazidNotSolo {
		t.Errorf("errors.As: got %v, want the first problem", p)
	}
	// The negative twin: a good board has no problems, and a nil error.
	good, _ := ParseBoard("V O\nO V\n")
	if err := good.Check(CheckOptions{}); err != nil {
		t.Errorf("got %v, want nil", err)
	}
	if err := Problems(nil).Err(); err != nil {
		t.Errorf("Problems(nil).Err() = %v, want nil", err)
	}
}

func TestParseProblemsAreTyped(t *testing.T) {
	_, err := ParseBoard("V O\nV Q[Y]\n")
	checkProblems(t, err)
	var p *Problem
	errors.As(err, &p)
	if p.Code != ProblemTileType || p.Place != (Place{Col: 2, Row: 1}) || p.Bad != "Q" || p.Token != "Q[Y]" {
		t.Errorf("got %+v", *p)
	}
	// A token read alone has no place and no "board:".
	_, err = ParseToken("O[Y]@7")
	if !errors.As(err, &p) || p.Code != ProblemOwner || p.Place != (Place{}) {
		t.Fatalf("got %v, want an owner problem", err)
	}
	if got, want := err.Error(), `unknown owner "@7" in "O[Y]@7" (want @1..@5 or @Y)`; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	_, err = ParseBoard("V O\nV\n")
	checkProblems(t, err)
}

func TestMoveErrorCarriesTheProblem(t *testing.T) {
	b, err := ParseBoard("V[Y] O\nO O[Y]\n")
	if err != nil {
		t.Fatal(err)
	}
	err = b.CheckMove(Move{From: Place{Col: 1, Row: 2}, Drops: []Drop{{To: Place{Col: 2, Row: 1}, Tribe: Vizier}}})
	var me *MoveError
	if !errors.As(err, &me) {
		t.Fatalf("got %v, want a MoveError", err)
	}
	if me.Problem.Code != ProblemMoveNotNext || me.Problem.Place != (Place{Col: 2, Row: 1}) || me.Problem.Other != (Place{Col: 1, Row: 2}) {
		t.Errorf("got %+v", me.Problem)
	}
	if got, want := me.Error(), "game: step 1: r1 c2 is not next to r2 c1 (one orthogonal step at a time)"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
