package sultan

import (
	"errors"
	"fmt"
	"slices"

	"github.com/naqala/naqala/game"
)

// The player may leave a tile's starting meeples to be asked when they
// first matter (Yazid strikes it, a move touches it): such a tile is
// unknown (Setup.Unknown, State.Unknown). Meanwhile the engine gives it a
// placeholder meeple (PlaceholderBoard), so that Yazid's targets and the
// odds see a tile with meeples (every tile starts with 3). A reveal
// (EventReveal) or a tile edit (EventTile) makes it known. Placeholders
// are the engine's alone: no event stands in for one, and a reader of the
// state tells them from real meeples by State.Unknown.

// ErrUnknownTile is matched by the refusal of Yazid's turn when he
// strikes a tile whose meeples are still to be asked, of a move that
// starts or ends on one, and of a tribe action or a power that takes
// meeples from one: reveal them first (EventReveal), so that no one takes
// a placeholder. The refusal is an *UnknownTileError naming the tile.
var ErrUnknownTile = errors.New("sultan: a tile's meeples are still to be asked")

// UnknownTileError is a refusal for a tile whose meeples are still to be
// asked: a driver asks the table for them (EventReveal), then plays the
// refused event again. It matches ErrUnknownTile.
type UnknownTileError struct {
	At  game.Place // the tile to ask
	Why string     // what the tile is to the event: "which Yazid strikes"
}

func (e *UnknownTileError) Error() string {
	return fmt.Sprintf("%v: %s, %s (reveal them first)", ErrUnknownTile, e.At, e.Why)
}

// Is matches ErrUnknownTile.
func (e *UnknownTileError) Is(target error) bool { return target == ErrUnknownTile }

// strikesKnown refuses Yazid's turn on the roll when a tile he strikes
// is unknown (ErrUnknownTile, naming the tile).
func (g *Game) strikesKnown(answers []game.Place) error {
	if len(g.state.Unknown) == 0 {
		return nil
	}
	targets, err := FindTargets(g.state.Board, g.roll, g.rules, answers)
	if err != nil {
		return nil // ResolveTurn says why
	}
	for _, t := range targets {
		if g.state.IsUnknown(t.Place) {
			return &UnknownTileError{At: t.Place, Why: "which Yazid strikes"}
		}
	}
	return nil
}

// movesKnown refuses a move that starts or ends on an unknown tile (its
// meeples are taken there), naming the tile.
func (s State) movesKnown(m game.Move) error {
	for _, p := range []game.Place{m.From, m.Last()} {
		if s.IsUnknown(p) {
			return &UnknownTileError{At: p, Why: "where the move starts or ends"}
		}
	}
	return nil
}

// takesKnown refuses a tribe action or a power that takes meeples from
// an unknown tile, naming the tile: the Assassins' victim, the meeples
// the Burning Scimitar removes or the Enchanting Flute moves, the Flying
// Carpet's move (from its start, to its last tile). The rest reads no
// tile's meeples but the move's last tile, known (the Builders count blue
// tiles, not meeples), or adds to a tile: a drop is known.
func (s State) takesKnown(e Event) error {
	if len(s.Unknown) == 0 {
		return nil
	}
	if c := e.TribeAction; c != nil && c.Kill != nil && !c.Kill.Yazid && s.IsUnknown(c.Kill.Place) {
		return &UnknownTileError{At: c.Kill.Place, Why: "where the Assassins kill"}
	}
	u := e.Power
	if u == nil {
		return nil
	}
	if u.Move != nil {
		return s.movesKnown(*u.Move)
	}
	for _, k := range u.From {
		if s.IsUnknown(k.Place) {
			return &UnknownTileError{At: k.Place, Why: "whence a meeple is moved"}
		}
	}
	if it, err := game.ParseItem(u.Power); err == nil && it == game.BurningScimitar && u.At != nil && s.IsUnknown(*u.At) {
		return &UnknownTileError{At: *u.At, Why: "whence meeples are removed"}
	}
	return nil
}

// tookKnown refuses a table after where an unknown tile lost a meeple
// (the placeholder, or one the game put there), naming the tile: the
// guard behind takesKnown for whatever else takes meeples.
func (s State) tookKnown(after State) error {
	for _, p := range s.Unknown {
		if !after.IsUnknown(p) {
			continue
		}
		was, now := s.Board.Tile(p).Meeples, after.Board.Tile(p).Meeples
		for tr := range was {
			if now[tr] < was[tr] {
				return &UnknownTileError{At: p, Why: "whose meeples the event takes"}
			}
		}
	}
	return nil
}

// IsUnknown reports whether the meeples of the tile at p are still to be
// asked; what it holds meanwhile is a placeholder.
func (s State) IsUnknown(p game.Place) bool { return slices.Contains(s.Unknown, p) }

// Unknown returns the tiles whose meeples are still to be asked, nil for
// none.
func (g *Game) Unknown() map[game.Place]bool {
	if len(g.state.Unknown) == 0 {
		return nil
	}
	set := make(map[game.Place]bool, len(g.state.Unknown))
	for _, p := range g.state.Unknown {
		set[p] = true
	}
	return set
}

// checkUnknown reads a setup's unknown tiles on b: each on the board, not
// a tile that holds no meeples, and once. It returns them in board order.
func checkUnknown(unknown []game.Place, b *game.Board) ([]game.Place, []error) {
	var errs []error
	seen := map[game.Place]int{}
	for i, p := range unknown {
		t := b.At(p)
		switch first, dup := seen[p]; {
		case t == nil:
			errs = append(errs, fmt.Errorf("sultan: unknown[%d]: %s is off the %dx%d board", i, p, b.Cols, b.Rows))
		case t.Type.Forbidden():
			errs = append(errs, fmt.Errorf("sultan: unknown[%d]: %s is a %s, which holds no meeples", i, p, t.Type))
		case dup:
			errs = append(errs, fmt.Errorf("sultan: unknown[%d]: %s is already unknown[%d]", i, p, first))
		default:
			seen[p] = i
		}
	}
	if len(errs) > 0 {
		return nil, errs
	}
	out := slices.Clone(unknown)
	slices.SortFunc(out, func(a, b game.Place) int {
		if a.Row != b.Row {
			return a.Row - b.Row
		}
		return a.Col - b.Col
	})
	return out, nil
}

// putPlaceholders gives every unknown tile of s its placeholder, the box
// allowing (PlaceholderBoard), on top of the real meeples the game put
// there; the placeholders of before are taken off first.
func (s *State) putPlaceholders() {
	s.takePlaceholders()
	if len(s.Unknown) == 0 {
		return
	}
	set := make(map[game.Place]bool, len(s.Unknown))
	for _, p := range s.Unknown {
		set[p] = true
	}
	put := addPlaceholders(s.Board, set, s.Expansions, s.Player, s.Yazid)
	s.placeholder = make([]game.Meeples, len(s.Unknown))
	for i, p := range s.Unknown {
		s.placeholder[i] = put[p]
	}
}

// takePlaceholders takes the placeholders off the unknown tiles of s,
// leaving what the game put there. The board is changed in place: s holds
// a board of its own (a clone).
func (s *State) takePlaceholders() {
	for i, p := range s.Unknown {
		if i < len(s.placeholder) {
			t := s.Board.At(p)
			t.Meeples = less(t.Meeples, s.placeholder[i])
		}
	}
	s.placeholder = nil
}

// Placeholder returns the meeples the engine put on the unknown tile at
// p, none for a known tile.
func (s State) Placeholder(p game.Place) game.Meeples {
	if i := slices.Index(s.Unknown, p); i >= 0 && i < len(s.placeholder) {
		return s.placeholder[i]
	}
	return game.Meeples{}
}

// Real returns the real meeples on the tile at p: all of them on a known
// tile; on an unknown one, those the game put there (a move's drop),
// its placeholder left out.
func (s State) Real(p game.Place) game.Meeples {
	t := s.Board.At(p)
	if t == nil {
		return game.Meeples{}
	}
	return less(t.Meeples, s.Placeholder(p))
}

// less is m without o, never below none of a tribe.
func less(m, o game.Meeples) game.Meeples {
	for tr := range m {
		m[tr] = max(m[tr]-o[tr], 0)
	}
	return m
}

// known takes p out of the unknown tiles, its placeholder with it,
// sharing no slice with the old set (a refused event leaves the game as
// it was).
func (s *State) known(p game.Place) {
	if i := slices.Index(s.Unknown, p); i >= 0 {
		s.Unknown = slices.Delete(slices.Clone(s.Unknown), i, i+1)
		if i < len(s.placeholder) {
			s.placeholder = slices.Delete(slices.Clone(s.placeholder), i, i+1)
		}
		if len(s.Unknown) == 0 {
			s.Unknown, s.placeholder = nil, nil
		}
	}
}

// checksFailed is a refusal of the table checks (Game.checkTable), as it
// reads: refit tells it from the other refusals.
type checksFailed struct{ error }

func (e checksFailed) Unwrap() error { return e.error }

// refit plays e again on g with the unknown tiles' placeholders taken
// off (the real meeples a move dropped there stay), then puts them back
// as the box now allows: for an event the table checks refused only
// because the placeholders fill the box (a Vizier typed in while the
// placeholders hold the last ones). It returns the
// game after e, or the first refusal when the placeholders are not why.
func (g *Game) refit(e Event, refused error) (Game, Report, error) {
	if len(g.state.Unknown) == 0 || !errors.As(refused, new(checksFailed)) {
		return Game{}, Report{}, refused
	}
	next := *g
	next.state = g.state.Clone()
	next.state.takePlaceholders()
	rep, err := next.step(e)
	if err != nil {
		return Game{}, Report{}, refused
	}
	next.state.putPlaceholders()
	return next, rep, nil
}
