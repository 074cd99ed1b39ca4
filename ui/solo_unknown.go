package ui

import (
	"fmt"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// Tiles whose starting meeples the player left to be asked when they first
// matter ("unknown" tiles) carry one placeholder meeple in the engine, so
// that Yazid's targets and the odds see them as tiles with meeples (every
// tile starts with 3). The screen shows them as ???; their meeples are
// asked when Yazid strikes one or a move touches one, and recorded as a
// reveal (sultan.EventReveal). Placeholder edits are recorded by their
// position in the log, so undo and redo keep them apart from the player's
// own edits; a save of before the reveal event told the meeples with a
// tile edit, which still counts as the tile's reveal.

// unknownTiles are the tiles whose meeples are not entered yet.
func (v *soloHost) unknownTiles() map[game.Place]bool {
	if len(v.ui.Unknown) == 0 {
		return nil
	}
	set := make(map[game.Place]bool, len(v.ui.Unknown))
	for _, p := range v.ui.Unknown {
		set[p] = true
	}
	ph := make(map[int]bool, len(v.ui.Placeholders))
	for _, i := range v.ui.Placeholders {
		ph[i] = true
	}
	// What the game kept of each event (Game.Happened): no copy of the
	// log on every call.
	for _, h := range v.g.Happened() {
		switch e := h.Report.Event; {
		case e.Kind == sultan.EventReveal && e.Reveal != nil:
			delete(set, e.Reveal.Place)
		case e.Kind == sultan.EventTile && e.Tile != nil && !ph[h.At]:
			delete(set, e.Tile.Place)
		}
	}
	return set
}

// refit clears the placeholders, plays events, and puts the placeholders
// back as the box now allows: for a step the box refused only because of
// the placeholders. It returns the positions of the placeholder events.
func (v *soloHost) refit(events []sultan.Event) ([]int, error) {
	unknown := v.unknownTiles()
	var ph []int
	b := v.g.Board()
	for _, p := range b.Places() {
		if unknown[p] {
			t := b.Tile(p)
			t.Meeples = game.Meeples{}
			ph = append(ph, v.g.Len())
			if _, err := v.g.Apply(sultan.TileEvent(p, t.Token())); err != nil {
				return ph, err
			}
		}
	}
	for _, e := range events {
		if _, err := v.g.Apply(e); err != nil {
			return ph, err
		}
	}
	// The step may have revealed tiles: ask again.
	v.ui.Placeholders = append(v.ui.Placeholders, ph...)
	unknown = v.unknownTiles()
	st := v.g.State()
	nb := sultan.PlaceholderBoard(st.Board, unknown, st.Expansions, st.Player, st.Yazid)
	for _, p := range nb.Places() {
		if unknown[p] {
			ph = append(ph, v.g.Len())
			if _, err := v.g.Apply(sultan.TileEvent(p, nb.Tile(p).Token())); err != nil {
				return ph, err
			}
		}
	}
	return ph, nil
}

// revealState is the tile whose meeples are being asked.
type revealState struct {
	at      game.Place
	letters string
	back    soloMode // the mode to return to (modeMenu or modeMove)
}

// startReveal asks the meeples of an unknown tile.
func (rve *revealEntry) start(p game.Place, back soloMode) {
	rve.revealState = revealState{at: p, back: back}
	rve.h.mode = modeReveal
	rve.h.sayT("ui.msg.reveal_start", whereIn(rve.h.cfg.lang(), rve.h.g.Board(), p))
	rve.h.keysChanged()
}

// revealKey types the meeples of the tile being asked; Enter records
// them, and a move that asked them goes on from where it stood.
func (rve *revealEntry) key(ev *tcell.EventKey) effect {
	switch ev.Key() {
	case tcell.KeyEscape:
		rve.h.mode = rve.back
		rve.h.keysChanged()
	case tcell.KeyBackspace, tcell.KeyBackspace2:
		if rve.letters != "" {
			rve.letters = rve.letters[:len(rve.letters)-1]
		}
	case tcell.KeyCtrlU:
		rve.letters = ""
	case tcell.KeyEnter:
		m, err := game.ParseMeeples(rve.letters)
		if err != nil || m.Empty() {
			rve.h.refuseT("ui.msg.reveal_letters")
			return none
		}
		at, back, mv := rve.at, rve.back, rve.h.mv
		e := play(rve.h.step, func() {
			note := ""
			if m.Total() != 3 {
				note = fmt.Sprintf(" (%d meeples: every tile starts with 3)", m.Total())
			}
			rve.h.sayT("ui.msg.reveal_holds", whereIn(rve.h.cfg.lang(), rve.h.g.Board(), at), m, note)
		}, sultan.RevealEvent(at, m))
		if back == modeMove {
			e.done = nil
			e.next = func() effect { return rve.moveOn(at, mv) }
		}
		return e
	case tcell.KeyRune:
		r := strings.ToUpper(string(ev.Rune()))
		tr, ok := game.TribeByLetter(r[0])
		switch {
		case !ok:
			rve.h.refuseT("ui.msg.not_colour", ev.Rune())
		case tr == game.Artisan && !rve.h.g.State().Expansions.Artisans:
			rve.h.refuseT("ui.msg.artisans_expansion")
		case len(rve.letters) >= 12:
			rve.h.refuseT("ui.msg.too_many")
		default:
			rve.letters += r
		}
	}
	return none
}

// moveOn goes on with the move mv that asked the meeples of the tile at
// at, on the board as it now is: its effect, if the move is complete.
func (rve *revealEntry) moveOn(at game.Place, mv moveEntry) effect {
	rve.h.mv = mv
	rve.h.mode = modeMove
	rve.h.keysChanged()
	if mv.stage == guideLast && mv.from != at {
		// The last tile's meeples change the outcomes: ask again.
		from := mv.from
		rve.h.mv.moveState = moveState{}
		if rve.h.mv.guideTile(from); rve.h.mv.stage != guideLast {
			return rve.h.mv.flush()
		}
	}
	rve.h.mv.guideTile(at)
	return rve.h.mv.flush()
}
