package sultan

import (
	"fmt"

	"github.com/naqala/naqala/game"
)

// EventKind names an event of the solo game log.
type EventKind string

// The events of a solo game.
const (
	EventSetup   EventKind = "setup"   // the table as play starts; always the first event
	EventRoll    EventKind = "roll"    // Yazid's dice, as values (a re-roll after an outbid too)
	EventOutbid  EventKind = "outbid"  // the player pays white + black and plays first
	EventResolve EventKind = "resolve" // Yazid's turn, with the player's answers to its choices
	EventTile    EventKind = "tile"    // the player sets one tile of the board
	EventPlayer  EventKind = "player"  // the player's holdings change
	EventYazid   EventKind = "yazid"   // a correction of what Yazid holds
	EventRows    EventKind = "rows"    // the face-up rows change during a turn
	EventCleanUp EventKind = "cleanup" // clean-up: the rows refilled, the next round
	EventEnd     EventKind = "end"     // the game ends: Viziers against the Council
)

// String returns the kind's name.
func (k EventKind) String() string { return string(k) }

// Event is one step of a solo game. Only the field of its kind is set; the
// zero values are left out of the JSON form, which encoding/json
// round-trips.
type Event struct {
	Kind    EventKind     `json:"kind"`
	Setup   *Setup        `json:"setup,omitempty"`
	Roll    *Roll         `json:"roll,omitempty"`
	Choices []game.Place  `json:"choices,omitempty"` // EventResolve: the answers, in order
	Tile    *TileEdit     `json:"tile,omitempty"`
	Player  *PlayerChange `json:"player,omitempty"`
	Yazid   *YazidChange  `json:"yazid,omitempty"`
	Rows    *Rows         `json:"rows,omitempty"`   // EventRows and EventCleanUp
	Reveal  *Reveal       `json:"reveal,omitempty"` // EventReveal (reveal.go)
	// The player's turn (player_events.go, docs/turn.md).
	Move        *game.Move   `json:"move,omitempty"`         // EventMove: the move, in JSON its text form
	Control     *Control     `json:"control,omitempty"`      // EventControl
	TribeAction *TribeChoice `json:"tribe_action,omitempty"` // EventTribe
	TileAction  *TileChoice  `json:"tile_action,omitempty"`  // EventTileAction
	Sale        *GoodsHeld   `json:"sale,omitempty"`         // EventSale
	Power       *PowerUse    `json:"power,omitempty"`        // EventPower

	// unread is why the text of the move (the move event's or the Flying
	// Carpet's) did not read: RefuseUnreadMove.
	unread error
}

// Log is a solo game as its events, setup first. The state of the game is
// the replay of its log (Replay).
type Log []Event

// TileEdit sets the tile at a place to a board-notation token such as
// "O[GGW]@1+pp".
type TileEdit struct {
	game.Place
	Token string `json:"token"`
	// Camels: a camel the edit puts on the tile comes from its owner's
	// camels beside the board (the player's or Yazid's), and a camel it
	// takes off goes back. TileEvent sets it; tile events of older logs
	// lack it and set the tile alone, their camels changed by other events.
	Camels bool `json:"camels,omitempty"`
}

// PlayerChange adds to the player's holdings (negative numbers take away).
type PlayerChange struct {
	Coins      int      `json:"coins,omitempty"`
	Camels     int      `json:"camels,omitempty"`
	Viziers    int      `json:"viziers,omitempty"`
	Elders     int      `json:"elders,omitempty"`
	Fakirs     int      `json:"fakirs,omitempty"`
	Artisans   int      `json:"artisans,omitempty"`
	GainDjinns []string `json:"gain_djinns,omitempty"`
	LoseDjinns []string `json:"lose_djinns,omitempty"`
	// Goods, Items and Whim cards added (negative: taken away), and
	// Thieves gained and lost: what a player who does not track the rows
	// types (docs/turn.md).
	Goods       GoodsHeld `json:"goods,omitzero"`
	Items       ItemsHeld `json:"items,omitzero"`
	Whims       int       `json:"whims,omitempty"`
	GainThieves []string  `json:"gain_thieves,omitempty"`
	LoseThieves []string  `json:"lose_thieves,omitempty"`
}

// YazidChange adds to what Yazid holds (negative numbers take away), to
// put right a miscount at the table.
type YazidChange struct {
	Council   int `json:"council,omitempty"`
	Elders    int `json:"elders,omitempty"`
	Fakirs    int `json:"fakirs,omitempty"`
	Assassins int `json:"assassins,omitempty"`
	Artisans  int `json:"artisans,omitempty"`
	Djinns    int `json:"djinns,omitempty"`
	Camels    int `json:"camels,omitempty"`
}

// Rows are the face-up rows as they now stand: resource cards front first
// ("fakir" or a good), Djinns left first. A nil row is not tracked. The
// unknown counts are the cards behind those listed that nobody entered
// (the row is then not tracked, its known front and count kept); older
// logs lack them.
type Rows struct {
	Resources        []string `json:"resources"`
	DjinnRow         []string `json:"djinn_row"`
	ResourcesUnknown int      `json:"resources_unknown,omitempty"`
	DjinnsUnknown    int      `json:"djinns_unknown,omitempty"`
	// ThiefRow is the face-up Thief as entered (empty: none); nil, the
	// Thief row stands as it was (a clean-up refills an empty tracked
	// row with a Thief nobody entered: not tracked).
	ThiefRow []string `json:"thief_row,omitzero"`
}

// SetupEvent starts a game.
func SetupEvent(s Setup) Event { return Event{Kind: EventSetup, Setup: &s} }

// RollEvent records Yazid's dice.
func RollEvent(r Roll) Event { return Event{Kind: EventRoll, Roll: &r} }

// OutbidEvent records the player's outbid.
func OutbidEvent() Event { return Event{Kind: EventOutbid} }

// ResolveEvent records Yazid's turn with the player's answers.
func ResolveEvent(choices ...game.Place) Event {
	return Event{Kind: EventResolve, Choices: append([]game.Place(nil), choices...)}
}

// TileEvent records a board edit; a camel it places or takes off comes
// from or goes back to its owner (TileEdit.Camels).
func TileEvent(p game.Place, token string) Event {
	return Event{Kind: EventTile, Tile: &TileEdit{Place: p, Token: token, Camels: true}}
}

// PlayerEvent records a change of the player's holdings.
func PlayerEvent(c PlayerChange) Event { return Event{Kind: EventPlayer, Player: &c} }

// YazidEvent records a correction of Yazid's holdings.
func YazidEvent(c YazidChange) Event { return Event{Kind: EventYazid, Yazid: &c} }

// RowsEvent records the rows as they now stand.
func RowsEvent(r Rows) Event { return Event{Kind: EventRows, Rows: &r} }

// CleanUpEvent ends the round with the rows refilled.
func CleanUpEvent(r Rows) Event { return Event{Kind: EventCleanUp, Rows: &r} }

// EndEvent ends the game.
func EndEvent() Event { return Event{Kind: EventEnd} }

// String is a short account of the event for lists and errors.
func (e Event) String() string {
	switch e.Kind {
	case EventRoll:
		if e.Roll != nil {
			return "roll " + e.Roll.String()
		}
	case EventResolve:
		if len(e.Choices) > 0 {
			return fmt.Sprintf("resolve, choosing %s", placesWords(e.Choices))
		}
	case EventTile:
		if e.Tile != nil {
			return fmt.Sprintf("tile %s = %s", e.Tile.Place, e.Tile.Token)
		}
	case EventMove:
		if e.Move != nil {
			return "move " + e.Move.String()
		}
	case EventReveal:
		if e.Reveal != nil {
			return fmt.Sprintf("reveal %s = %s", e.Reveal.Place, e.Reveal.Meeples)
		}
	}
	return string(e.Kind)
}

// clone returns a deep copy, so that a logged event shares nothing with
// its caller.
func (e Event) clone() Event {
	c := e
	if e.Setup != nil {
		s := e.Setup.clone()
		c.Setup = &s
	}
	if e.Roll != nil {
		r := *e.Roll
		c.Roll = &r
	}
	if e.Choices != nil {
		c.Choices = append([]game.Place{}, e.Choices...)
	}
	if e.Tile != nil {
		t := *e.Tile
		c.Tile = &t
	}
	if e.Reveal != nil {
		r := *e.Reveal
		c.Reveal = &r
	}
	if e.Player != nil {
		p := *e.Player
		p.GainDjinns = cloneStrings(e.Player.GainDjinns)
		p.LoseDjinns = cloneStrings(e.Player.LoseDjinns)
		p.GainThieves = cloneStrings(e.Player.GainThieves)
		p.LoseThieves = cloneStrings(e.Player.LoseThieves)
		c.Player = &p
	}
	if e.Yazid != nil {
		y := *e.Yazid
		c.Yazid = &y
	}
	if e.Rows != nil {
		r := *e.Rows
		r.Resources, r.DjinnRow = cloneStrings(e.Rows.Resources), cloneStrings(e.Rows.DjinnRow)
		r.ThiefRow = cloneStrings(e.Rows.ThiefRow)
		c.Rows = &r
	}
	cloneTurnEvent(&c)
	return c
}
