package labels

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// Problem says a board's or a tile token's problem in the printer's
// language, with the place and the pieces as Error does: in English the
// very text of pr.Error().
func (p Printer) Problem(pr *game.Problem) string {
	body := p.problemMessage(pr)
	switch {
	case pr.MoveProblem(), pr.TokenProblem() && pr.Place == (game.Place{}):
		return body
	case pr.Place == (game.Place{}):
		return p.F("problem.on_board", body)
	}
	return p.F("problem.on_board_at", p.place(pr.Place), body)
}

// MoveError says why a move is illegal, in the printer's language; in
// English the very text of e.Error().
func (p Printer) MoveError(e *game.MoveError) string {
	return p.F("problem.game", p.moveReason(e))
}

// moveReason is MoveError without the game's prefix: in English e.Reason.
func (p Printer) moveReason(e *game.MoveError) string {
	reason := p.problemMessage(&e.Problem)
	if e.Step > 0 {
		reason = p.F("problem.step", e.Step, reason)
	}
	return reason
}

// within says a *sultan.WithinError: each line of the error inside
// without its package's prefix, after e's prefix; in English the very
// text of e.Error().
func (p Printer) within(e *sultan.WithinError) string {
	var lines []string
	if me, ok := e.Err.(*game.MoveError); ok {
		lines = []string{p.moveReason(me)}
	} else {
		lines = strings.Split(p.Error(e.Err), "\n")
		for i, l := range lines {
			lines[i] = sultan.WithoutPrefix(l)
		}
	}
	for i, l := range lines {
		lines[i] = p.wrap(e.Prefix(), l)
	}
	return strings.Join(lines, "\n")
}

// Error says err in the printer's language: every *game.Problem and
// *game.MoveError in it rendered, whether joined (game.Problems,
// errors.Join) or wrapped by fmt.Errorf's %w, and the rest of its text
// as it is. Where err's text is not built from its parts that way, it is
// said as it is. An error the printer's say knows (Saying) is said so.
func (p Printer) Error(err error) string {
	if p.say != nil && err != nil {
		if s, ok := p.say(err); ok {
			return s
		}
	}
	switch e := err.(type) {
	case nil:
		return ""
	case *game.Problem:
		return p.Problem(e)
	case *game.MoveError:
		return p.MoveError(e)
	case *sultan.WithinError:
		return p.within(e)
	case interface{ Unwrap() []error }:
		errs := e.Unwrap()
		en, out := make([]string, len(errs)), make([]string, len(errs))
		for i, x := range errs {
			if x == nil {
				return err.Error()
			}
			en[i], out[i] = x.Error(), p.Error(x)
		}
		if strings.Join(en, "\n") == err.Error() {
			return strings.Join(out, "\n")
		}
	case interface{ Unwrap() error }:
		if inner := e.Unwrap(); inner != nil {
			if prefix, ok := strings.CutSuffix(err.Error(), inner.Error()); ok {
				return p.wrap(prefix, p.Error(inner))
			}
		}
	}
	return err.Error()
}

// wrappers are the prefixes the domain puts around a typed problem
// (fmt.Errorf's "...: %w"), each with its label key: the submatches fill
// the label's verbs after the one for the problem inside.
var wrappers = []struct {
	re  *regexp.Regexp
	key string
}{
	{regexp.MustCompile(`^sultan: illegal move: $`), "wrap.illegal_move"},
	{regexp.MustCompile(`^sultan: move: $`), "wrap.move"},
	{regexp.MustCompile(`^sultan: player event: $`), "wrap.player_event"},
	{regexp.MustCompile(`^sultan: row (\d+), column (\d+): $`), "wrap.tile"},
	{regexp.MustCompile(`^sultan: tile row (\d+), column (\d+) = (.*): $`), "wrap.tile_token"},
}

// wrap says the prefix the domain put around a problem, and the problem
// (inner, already said), in the printer's language: in English the very
// prefix; one it does not know is kept as it is.
func (p Printer) wrap(prefix, inner string) string {
	for _, w := range wrappers {
		m := w.re.FindStringSubmatch(prefix)
		if m == nil {
			continue
		}
		args := []any{inner}
		for _, a := range m[1:] {
			if n, err := strconv.Atoi(a); err == nil {
				args = append(args, n)
			} else {
				args = append(args, a)
			}
		}
		return p.F(w.key, args...)
	}
	return prefix + inner
}

// problemMessage is the problem without "board:" and its place.
func (p Printer) problemMessage(pr *game.Problem) string {
	key := "problem." + string(pr.Code)
	n := func(i int) int {
		if i < len(pr.Nums) {
			return pr.Nums[i]
		}
		return 0
	}
	switch pr.Code {
	case game.ProblemNoRows, game.ProblemArtisansExpansion, game.ProblemYazidNotSolo,
		game.ProblemTentNoOwner, game.ProblemYazidTent, game.ProblemTentArtisans:
		return p.T(key)
	case game.ProblemRowLength:
		return p.F(key, n(0), n(1), n(2), n(3))
	case game.ProblemTileType:
		return p.F(key, pr.Bad)
	case game.ProblemMissingBracket, game.ProblemMissingOwner, game.ProblemTwoTents, game.ProblemMissingEdges:
		return p.F(key, pr.Token)
	case game.ProblemMeepleLetter, game.ProblemOwner, game.ProblemExtra, game.ProblemEdge,
		game.ProblemEdgeTwice, game.ProblemUnexpected:
		return p.F(key, pr.Bad, pr.Token)
	case game.ProblemSoloSize, game.ProblemBoxPalms, game.ProblemBoxPalaces:
		return p.F(key, n(0), n(1))
	case game.ProblemNeedsExpansion:
		x := pr.Type.Expansion().String()
		return p.F(key, p.tile(pr.Type), pr.Type.Code(), p.Or("ui.exp."+x, x))
	case game.ProblemForbiddenMeeples, game.ProblemForbiddenBuilt:
		return p.F(key, p.tile(pr.Type))
	case game.ProblemSoloOwner, game.ProblemFifthPlayer:
		return p.F(key, pr.Owner.String())
	case game.ProblemOwnerPlayers:
		return p.F(key, pr.Owner.String(), n(0))
	case game.ProblemSecondTent:
		return p.F(key, pr.Owner.String(), p.place(pr.Other))
	case game.ProblemBoxTiles:
		return p.F(key, n(0), pr.Type.Code(), p.tile(pr.Type), n(1))
	case game.ProblemBoxMeeples:
		c := pr.Tribe.Colour()
		return p.F(key, n(0), p.Or("ui.colour."+c, c), p.tribe(pr.Tribe, 2), n(1))
	case game.ProblemMountainTile:
		return p.F(key, pr.Bad, p.tile(pr.Type))
	case game.ProblemMountainCount:
		return p.F(key, n(0), pr.Bad, n(1))
	case game.ProblemMoveStartOff, game.ProblemMoveStartEmpty, game.ProblemMoveOff, game.ProblemMoveBack:
		return p.F(key, p.at(pr.Place))
	case game.ProblemMoveStartForbidden:
		return p.F(key, p.at(pr.Place), p.tile(pr.Type))
	case game.ProblemMoveTribe:
		return p.F(key, n(0))
	case game.ProblemMoveCount:
		return p.F(key, p.Count("problem.meeples", n(0), n(0)), p.at(pr.Place), p.Count("problem.meeples", n(1), n(1)))
	case game.ProblemMoveTribeCount:
		return p.F(key, p.tribeCount(n(0), pr.Tribe), p.at(pr.Place), p.tribeCount(n(1), pr.Tribe))
	case game.ProblemMoveNotNext:
		return p.F(key, p.at(pr.Place), p.at(pr.Other))
	case game.ProblemMoveForbidden:
		return p.F(key, p.tile(pr.Type), p.at(pr.Place))
	case game.ProblemMoveMountain:
		return p.F(key, p.at(pr.Other), p.at(pr.Place))
	case game.ProblemMoveLast:
		return p.F(key, p.T("problem.a_tribe."+tribeKey(pr.Tribe)), p.at(pr.Place), p.tribe(pr.Tribe, 1))
	}
	return pr.Message()
}

// place is a board place in full: "row 2, column 3".
func (p Printer) place(at game.Place) string { return p.F("ui.place", at.Row, at.Col) }

// at is a place in a move's words: "r2 c3".
func (p Printer) at(pl game.Place) string { return p.F("ui.where", pl.Row, pl.Col) }

// tile is a tile type's name: "Oasis".
func (p Printer) tile(t game.TileType) string {
	return p.Or("ui.tile."+strings.ToLower(t.Code()), t.String())
}

func tribeKey(t game.Tribe) string { return strings.ToLower(t.String()) }

// tribe is a tribe's name, singular for n = 1: "Vizier", "Viziers".
func (p Printer) tribe(t game.Tribe, n int) string {
	if n == 1 {
		return p.Or("ui.tribe."+tribeKey(t), t.String())
	}
	return p.Or("ui.tribe."+tribeKey(t)+".plural", t.Plural())
}

// tribeCount is n meeples of t: "no Viziers", "1 Vizier", "2 Viziers".
func (p Printer) tribeCount(n int, t game.Tribe) string {
	if n == 0 {
		return p.F("problem.no_tribe", p.tribe(t, 2))
	}
	return p.F("problem.tribe_count", n, p.tribe(t, n))
}
