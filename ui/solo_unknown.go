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
// asked when Yazid strikes one or a move touches one. Placeholder edits are
// recorded by their position in the log, so undo and redo keep them apart
// from the player's own edits.

// unknownTiles are the tiles whose meeples are not entered yet.
func (v *SoloView) unknownTiles() map[game.Place]bool {
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
	for i, e := range v.g.Log() {
		if e.Kind == sultan.EventTile && e.Tile != nil && !ph[i] {
			delete(set, e.Tile.Place)
		}
	}
	return set
}

// refit clears the placeholders, plays events, and puts the placeholders
// back as the box now allows: for a step the box refused only because of
// the placeholders. It returns the positions of the placeholder events.
func (v *SoloView) refit(events []sultan.Event) ([]int, error) {
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
func (v *SoloView) startReveal(p game.Place, back soloMode) {
	v.rv = revealState{at: p, back: back}
	v.mode = modeReveal
	v.sayT("ui.msg.reveal_start", whereIn(v.cfg.lang(), v.g.Board(), p))
	v.keysChanged()
}

// revealKey types the meeples of the tile being asked.
func (v *SoloView) revealKey(ev *tcell.EventKey) {
	switch ev.Key() {
	case tcell.KeyEscape:
		v.mode = v.rv.back
		v.keysChanged()
	case tcell.KeyBackspace, tcell.KeyBackspace2:
		if v.rv.letters != "" {
			v.rv.letters = v.rv.letters[:len(v.rv.letters)-1]
		}
	case tcell.KeyCtrlU:
		v.rv.letters = ""
	case tcell.KeyEnter:
		m, err := game.ParseMeeples(v.rv.letters)
		if err != nil || m.Empty() {
			v.refuseT("ui.msg.reveal_letters")
			return
		}
		t := v.g.Board().Tile(v.rv.at)
		t.Meeples = m
		back, mv, step := v.rv.back, v.mv, v.step
		if v.apply(step, sultan.TileEvent(v.rv.at, t.Token())) != nil {
			return
		}
		if back == modeMove {
			// The move goes on where it stood, on the board as it now is.
			v.mv = mv
			v.mode = modeMove
			v.keysChanged()
			if mv.stage == guideLast && mv.from != v.rv.at {
				// The last tile's meeples change the outcomes: ask again.
				from := mv.from
				v.mv.moveState = moveState{}
				if v.mv.guideTile(from); v.mv.stage != guideLast {
					v.do(v.mv.flush())
					return
				}
			}
			v.mv.guideTile(v.rv.at)
			v.do(v.mv.flush())
			return
		}
		note := ""
		if m.Total() != 3 {
			note = fmt.Sprintf(" (%d meeples: every tile starts with 3)", m.Total())
		}
		v.sayT("ui.msg.reveal_holds", whereIn(v.cfg.lang(), v.g.Board(), v.rv.at), m, note)
	case tcell.KeyRune:
		r := strings.ToUpper(string(ev.Rune()))
		tr, ok := game.TribeByLetter(r[0])
		switch {
		case !ok:
			v.refuseT("ui.msg.not_colour", ev.Rune())
		case tr == game.Artisan && !v.g.State().Expansions.Artisans:
			v.refuseT("ui.msg.artisans_expansion")
		case len(v.rv.letters) >= 12:
			v.refuseT("ui.msg.too_many")
		default:
			v.rv.letters += r
		}
	}
}
