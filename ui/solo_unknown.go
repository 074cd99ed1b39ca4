package ui

import (
	"slices"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// Tiles whose starting meeples the player left to be asked when they
// first matter ("unknown" tiles) are the engine's (sultan.Setup.Unknown,
// State.Unknown): it gives each a placeholder meeple, so that Yazid's
// targets and the odds see them as tiles with meeples, and puts the
// placeholders back as the box allows after a step they would refuse.
// The screen shows them as ???; their meeples are asked when Yazid
// strikes one or a move touches one, and recorded as a reveal
// (sultan.EventReveal). A save of before kept the tiles in the screen's
// state and the placeholders as tile edits (soloUI.Unknown,
// Placeholders): it is taken up as the engine keeps them (takeUpUnknown).

// unknownTiles are the tiles whose meeples are not entered yet.
func (v *soloHost) unknownTiles() map[game.Place]bool { return v.g.Unknown() }

// takeUpUnknown takes up a game saved before the engine kept the tiles
// still to be asked: the setup names the tiles of st.Unknown, the
// placeholders' tile edits (st.Placeholders, positions in the log and
// the undone events) leave the log, and the screen's marks move with the
// events they follow. A log that does not replay so (a damaged screen
// state) leaves g and st as they are.
func takeUpUnknown(g *sultan.Game, st soloUI) (*sultan.Game, soloUI) {
	log, redo := g.Log(), g.RedoLog()
	if len(st.Unknown) == 0 || g.Unknown() != nil || len(log) == 0 || log[0].Setup == nil || len(log[0].Setup.Unknown) > 0 {
		return g, st
	}
	n := len(log)
	placeholder := map[int]bool{}
	for _, i := range st.Placeholders {
		placeholder[i] = true
	}
	// at is the event at position i, the undone ones after the log (the
	// next to redo first).
	at := func(i int) (sultan.Event, bool) {
		if i < n {
			return log[i], true
		}
		return redo[len(redo)-1-(i-n)], false
	}
	setup := *log[0].Setup
	setup.Unknown = slices.Clone(st.Unknown)
	nlog := sultan.Log{sultan.SetupEvent(setup)}
	var nredo sultan.Log
	var dropped []int
	for i := 1; i < n+len(redo); i++ {
		e, played := at(i)
		switch {
		case placeholder[i] && e.Kind == sultan.EventTile:
			dropped = append(dropped, i) // the engine puts placeholders now
		case played:
			nlog = append(nlog, e)
		default:
			nredo = append(nredo, e)
		}
	}
	slices.Reverse(nredo)
	ng, err := sultan.Restore(nlog, nredo)
	if err != nil {
		return g, st
	}
	// moved is a mark's log length once the placeholders' edits are out.
	moved := func(l int) int {
		out := l
		for _, i := range dropped {
			if i < l {
				out--
			}
		}
		return out
	}
	marks := func(ms []soloMark) []soloMark {
		out := slices.Clone(ms)
		for i := range out {
			out[i].Len = moved(out[i].Len)
		}
		return out
	}
	st.Marks, st.Redo = marks(st.Marks), marks(st.Redo)
	st.Unknown, st.Placeholders = nil, nil
	return ng, st
}

// revealState is the tile whose meeples are being asked.
type revealState struct {
	at      game.Place
	letters string
	back    soloMode // the mode to return to (modeMenu or modeMove)
	// retry is the answer the engine refused until the tile's meeples
	// are in (sultan.UnknownTileError), played again after them.
	retry *effect
}

// ask asks the meeples of the tile at p, which the answer e was refused
// for, then plays e again from the mode it came from.
func (rve *revealEntry) ask(p game.Place, e effect) {
	rve.start(p, rve.h.mode)
	rve.retry = &e
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
				note = " " + tf(rve.h.cfg.lang(), "ui.msg.reveal_count", m.Total())
			}
			rve.h.sayT("ui.msg.reveal_holds", whereIn(rve.h.cfg.lang(), rve.h.g.Board(), at), m, note)
		}, sultan.RevealEvent(at, m))
		if back == modeMove {
			e.done = nil
			e.next = func() effect { return rve.moveOn(at, mv) }
		} else if retry := rve.retry; retry != nil {
			e.next = func() effect {
				rve.h.mode = back
				rve.h.keysChanged()
				return *retry
			}
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
