package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/internal/filetext"
	"github.com/naqala/naqala/sultan"
)

// The JSON form of a turn event for naqala turn (docs/formats.md section
// 10): the log's form, {"kind": "tile_action", "tile_action": {...}}, or
// the short one the pending options are written in, the kind left out
// and told by the one field: {"tile_action": {"djinn": "Enki", "pay":
// "elders"}}; a tribe or tile action that is skipped may be "skip":
// {"tile_action": "skip"}.

// turnEventFields is the field of each turn event kind.
var turnEventFields = []struct {
	kind  sultan.EventKind
	field string
}{
	{sultan.EventMove, "move"},
	{sultan.EventControl, "control"},
	{sultan.EventTribe, "tribe_action"},
	{sultan.EventTileAction, "tile_action"},
	{sultan.EventSale, "sale"},
	{sultan.EventPower, "power"},
}

// fieldOf is the field of a turn event kind, "" for another kind.
func fieldOf(k sultan.EventKind) string {
	for _, f := range turnEventFields {
		if f.kind == k {
			return f.field
		}
	}
	return ""
}

// turnKindsWords lists the kinds for errors: "move, control, ...".
func turnKindsWords() string {
	var ks []string
	for _, f := range turnEventFields {
		ks = append(ks, string(f.kind))
	}
	return strings.Join(ks, ", ")
}

// turnEvent is a turn event as naqala turn read it. A move (the move
// event's, the Flying Carpet's) is typed, so a text that does not read
// is no event the rules can be asked about: unread keeps why, and the
// event is refused in its turn as the rules refused such a text when it
// reached them (sultan.Game.RefuseUnreadMove), not as a file that does
// not read: "move.notation" at its index, after the events before it.
type turnEvent struct {
	sultan.Event
	unread error // game.ParseMove's error for the move's text
}

// apply plays the event on g, or refuses the move that did not read.
func (e turnEvent) apply(g *sultan.Game) (sultan.Report, error) {
	if e.unread != nil {
		return sultan.Report{}, g.RefuseUnreadMove(e.Event, e.unread)
	}
	return g.Apply(e.Event)
}

// decodeTurnEvent reads one turn event in either JSON form. Unknown keys
// and fields are errors, named.
func decodeTurnEvent(data []byte) (turnEvent, error) {
	var raw map[string]json.RawMessage
	if err := strictJSON(data, &raw); err != nil {
		return turnEvent{}, err
	}
	if raw == nil {
		return turnEvent{}, errors.New("want an object such as {\"move\": \"r1c1: r1c2 Y\"}")
	}
	var kind sultan.EventKind
	if k, ok := raw["kind"]; ok {
		var s string
		if err := json.Unmarshal(k, &s); err != nil {
			return turnEvent{}, fmt.Errorf("kind: want a string (%s)", turnKindsWords())
		}
		kind = sultan.EventKind(s)
		if fieldOf(kind) == "" {
			return turnEvent{}, fmt.Errorf("kind %q is not an event of the player's turn (want %s)", filetext.Text(s), turnKindsWords())
		}
	}
	var field string
	for _, k := range slices.Sorted(maps.Keys(raw)) {
		if k == "kind" {
			continue
		}
		known := false
		for _, f := range turnEventFields {
			if f.field == k {
				known = true
			}
		}
		switch {
		case !known:
			return turnEvent{}, fmt.Errorf("unknown key %q (want kind and one of move, control, tribe_action, tile_action, sale, power)", filetext.Text(k))
		case field != "":
			return turnEvent{}, fmt.Errorf("two events' fields, %s and %s: one event a time", field, k)
		}
		field = k
	}
	if field == "" {
		if kind == "" {
			return turnEvent{}, fmt.Errorf("no event: want one of move, control, tribe_action, tile_action, sale, power")
		}
		return turnEvent{}, fmt.Errorf("a %s event without its field %s", kind, fieldOf(kind))
	}
	for _, f := range turnEventFields {
		if f.field == field {
			if kind != "" && kind != f.kind {
				return turnEvent{}, fmt.Errorf("a %s event with the field %s (want %s)", kind, field, fieldOf(kind))
			}
			kind = f.kind
		}
	}
	e := sultan.Event{Kind: kind}
	v := raw[field]
	var err error
	var unread error
	switch kind {
	case sultan.EventMove:
		var text string
		err = strictJSON(v, &text)
		if err == nil && text == "" {
			err = errors.New("an empty move")
		}
		if err == nil {
			m, perr := game.ParseMove(text)
			e.Move, unread = &m, perr
			if perr != nil {
				e.Move = nil
			}
		}
	case sultan.EventControl:
		e.Control = &sultan.Control{}
		err = strictJSON(v, e.Control)
	case sultan.EventTribe:
		e.TribeAction = &sultan.TribeChoice{}
		if isSkip(v) {
			e.TribeAction.Skip = true
		} else {
			err = strictJSON(v, e.TribeAction)
		}
	case sultan.EventTileAction:
		e.TileAction = &sultan.TileChoice{}
		if isSkip(v) {
			e.TileAction.Skip = true
		} else {
			err = strictJSON(v, e.TileAction)
		}
	case sultan.EventSale:
		e.Sale = &sultan.GoodsHeld{}
		err = strictJSON(v, e.Sale)
	case sultan.EventPower:
		e.Power, unread, err = decodePower(v)
	}
	if err != nil {
		return turnEvent{}, fmt.Errorf("%s: %w", field, err)
	}
	if bytes.Equal(bytes.TrimSpace(v), []byte("null")) {
		return turnEvent{}, fmt.Errorf("%s: null: want its value", field)
	}
	return turnEvent{Event: e, unread: unread}, nil
}

// powerJSON is a power event's field as naqala turn reads it: the
// Flying Carpet's move as text (this field shadows PowerUse's, which
// reads only a move that reads), so that a text that does not read is
// refused in its turn, not as JSON that does not read.
type powerJSON struct {
	sultan.PowerUse
	Move string `json:"move"`
}

// decodePower reads a power event's field, and why its move's text does
// not read; an empty text is no move, as it always was.
func decodePower(v json.RawMessage) (u *sultan.PowerUse, unread, err error) {
	var p powerJSON
	if err := strictJSON(v, &p); err != nil {
		// A field of the embedded PowerUse is named as the JSON names it.
		if msg, ok := strings.CutPrefix(err.Error(), "PowerUse."); ok {
			err = errors.New(msg)
		}
		return nil, nil, err
	}
	u = &p.PowerUse
	if p.Move != "" {
		m, err := game.ParseMove(p.Move)
		if err != nil {
			return u, err, nil
		}
		u.Move = &m
	}
	return u, nil, nil
}

// isSkip reports whether v is the string "skip".
func isSkip(v json.RawMessage) bool {
	var s string
	return json.Unmarshal(v, &s) == nil && s == "skip"
}

// strictJSON decodes one JSON value, unknown fields and trailing data
// being errors, the messages without Go's type names.
func strictJSON(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return jsonProblem(err)
	}
	if dec.More() {
		return errors.New("more than one JSON value")
	}
	return nil
}

// jsonProblem says a decoding error without Go's type names.
func jsonProblem(err error) error {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		if te.Field != "" {
			return fmt.Errorf("%s: a JSON %s where it wants %s", te.Field, te.Value, jsonKindWords(te.Type.Kind().String()))
		}
		return fmt.Errorf("a JSON %s where it wants %s", te.Value, jsonKindWords(te.Type.Kind().String()))
	}
	msg := strings.TrimPrefix(err.Error(), "json: ")
	if strings.HasPrefix(msg, "unknown field ") {
		return errors.New("unknown key " + strings.TrimPrefix(msg, "unknown field "))
	}
	return errors.New(msg)
}

// jsonKindWords names a Go kind as JSON does.
func jsonKindWords(k string) string {
	switch k {
	case "struct", "map":
		return "an object"
	case "slice", "array":
		return "an array"
	case "string":
		return "a string"
	case "bool":
		return "true or false"
	}
	return "a number"
}

// decodeTurnEvents reads a JSON array of turn events (--events); each
// problem names the event by its index and its line in the file.
func decodeTurnEvents(data []byte) ([]turnEvent, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	line := func(off int64) int { return 1 + bytes.Count(data[:min(int(off), len(data))], []byte("\n")) }
	tok, err := dec.Token()
	if err != nil {
		return nil, fmt.Errorf("line %d: %w", line(dec.InputOffset()), jsonProblem(err))
	}
	if d, ok := tok.(json.Delim); !ok || d != '[' {
		return nil, fmt.Errorf("line 1: want a JSON array of events")
	}
	var out []turnEvent
	var errs []error
	for i := 0; dec.More(); i++ {
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return nil, errors.Join(append(errs, fmt.Errorf("line %d: event %d: %w", line(dec.InputOffset()), i, jsonProblem(err)))...)
		}
		start := dec.InputOffset() - int64(len(raw))
		for start < int64(len(data)) && start >= 0 && data[start] != raw[0] {
			start++
		}
		e, err := decodeTurnEvent(raw)
		if err != nil {
			errs = append(errs, fmt.Errorf("line %d: event %d: %w", line(start), i, err))
			continue
		}
		out = append(out, e)
	}
	if _, err := dec.Token(); err != nil {
		errs = append(errs, fmt.Errorf("line %d: %w", line(dec.InputOffset()), jsonProblem(err)))
	} else if dec.More() {
		errs = append(errs, fmt.Errorf("line %d: more than one JSON value", line(dec.InputOffset())))
	}
	return out, errors.Join(errs...)
}

// optionJSON writes a turn event in the short form: its field alone,
// "skip" for a skipped tribe or tile action.
func optionJSON(e sultan.Event) json.RawMessage {
	var v any
	switch e.Kind {
	case sultan.EventMove:
		v = e.Move
	case sultan.EventControl:
		v = e.Control
	case sultan.EventTribe:
		if c := e.TribeAction; c != nil && c.Skip && c.Fakirs == 0 && c.Echidna == "" && c.Kill == nil && c.Cards == nil && c.Item == "" {
			v = "skip"
		} else {
			v = e.TribeAction
		}
	case sultan.EventTileAction:
		if c := e.TileAction; c != nil && c.Skip && c.Djinn == "" && c.Pay == "" && c.Picks == nil && c.Cards == nil && c.Item == "" && c.Coins == 0 {
			v = "skip"
		} else {
			v = e.TileAction
		}
	case sultan.EventSale:
		v = e.Sale
	case sultan.EventPower:
		v = e.Power
	}
	b, _ := json.Marshal(map[string]any{fieldOf(e.Kind): v})
	return b
}
