package sultan

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/naqala/naqala/game"
)

// EventReveal records the meeples of a tile whose starting meeples the
// player left to be asked when they first matter (Yazid strikes it, a
// move touches it): the tile's starting meeples as the table shows them
// then, beside any the game put there since (a move's drop, which the
// engine keeps). Until then the tile holds a placeholder
// (PlaceholderBoard), which the reveal replaces; a reader of the log tells the meeples revealed apart
// from the player's corrections (EventTile).
const EventReveal EventKind = "reveal"

// Reveal is a tile's meeples as the table shows them when first asked.
// Its JSON form is {"col": 3, "row": 1, "meeples": "YWG"}.
type Reveal struct {
	game.Place
	Meeples game.Meeples
}

// RevealEvent records the meeples of the tile at p, first asked.
func RevealEvent(p game.Place, m game.Meeples) Event {
	return Event{Kind: EventReveal, Reveal: &Reveal{Place: p, Meeples: m}}
}

// revealJSON is Reveal's JSON form.
type revealJSON struct {
	Col     int    `json:"col"`
	Row     int    `json:"row"`
	Meeples string `json:"meeples"`
}

// MarshalJSON writes the place and the meeples as letters.
func (r Reveal) MarshalJSON() ([]byte, error) {
	return json.Marshal(revealJSON{Col: r.Col, Row: r.Row, Meeples: r.Meeples.String()})
}

// UnmarshalJSON reads the form MarshalJSON writes; a key it does not
// know, or a letter that is no meeple's, is an error.
func (r *Reveal) UnmarshalJSON(b []byte) error {
	var j revealJSON
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&j); err != nil {
		return fmt.Errorf("sultan: reveal: %w", err)
	}
	m, err := game.ParseMeeples(j.Meeples)
	if err != nil {
		return fmt.Errorf("sultan: reveal: %w", err)
	}
	*r = Reveal{Place: game.Place{Col: j.Col, Row: j.Row}, Meeples: m}
	return nil
}

// reveal puts the meeples revealed on their tile, beside the real ones
// the game put there (a move's drop), its type, Camel and pieces kept,
// and returns the placeholder they replace. A tile of an older log, not
// left to be asked, takes the meeples revealed for all it held. The
// table must stay within the box, as after a tile edit.
func (g *Game) reveal(r Reveal) (game.Meeples, error) {
	t := g.state.Board.At(r.Place)
	switch {
	case t == nil:
		return game.Meeples{}, fmt.Errorf("sultan: reveal: %s is off the %dx%d board", r.Place, g.state.Board.Cols, g.state.Board.Rows)
	case g.askedLater && !g.state.IsUnknown(r.Place):
		return game.Meeples{}, fmt.Errorf("sultan: reveal %s: its meeples are known already (only a tile left to be asked is revealed)", r.Place)
	case r.Meeples.Empty():
		return game.Meeples{}, fmt.Errorf("sultan: reveal %s: no meeples (every tile starts with 3)", r.Place)
	}
	old, replaced, now := t.Meeples, t.Meeples, r.Meeples
	if g.state.IsUnknown(r.Place) {
		replaced = g.state.Placeholder(r.Place)
		now = g.state.Real(r.Place).Add(r.Meeples)
	}
	t.Meeples = now
	if err := g.checkTable(g.state); err != nil {
		t.Meeples = old
		return game.Meeples{}, within(fmt.Sprintf("reveal %s = %s", r.Place, r.Meeples), err)
	}
	return replaced, nil
}
