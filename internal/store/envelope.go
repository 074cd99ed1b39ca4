package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"
)

// SaveFormat is the format tag of a saved solo game.
const SaveFormat = "naqala/save/v1"

// SaveVersion is the newest version of the save format this naqala
// reads and writes. Version 2 adds the setup's tiles whose meeples are
// still to be asked (sultan.Setup.Unknown): a save whose setup names
// none is written as version 1, which a naqala of before reads alike.
const SaveVersion = 2

// envelope is a saved game as it stands in the file, before its parts are
// read: the format tag and version, when it was saved, the rules in force,
// the setup, the event log after the setup, the undone events (the next to
// redo last) and the screen state the TUI keeps, opaque to the store.
type envelope struct {
	Format  string            `json:"format"`
	Version int               `json:"version"`
	Saved   time.Time         `json:"saved"`
	Rules   json.RawMessage   `json:"rules"`
	Setup   json.RawMessage   `json:"setup"`
	Events  []json.RawMessage `json:"events"`
	Redo    []json.RawMessage `json:"redo"`
	UI      json.RawMessage   `json:"ui,omitempty"`
	// History names the game's history record (SoloSave.History); saves
	// before it have none.
	History string `json:"history,omitempty"`
	// Game sums the game up for listings, which read the file up to it
	// and no further; saves before it have none.
	Game *summary `json:"game,omitempty"`
	// Dice is the state of Yazid's seeded dice (SoloSave.Dice).
	Dice string `json:"dice,omitempty"`
}

// summary is SaveSummary as a save's head holds it.
type summary struct {
	Round  int    `json:"round"`
	Lost   string `json:"lost"`
	Ended  bool   `json:"ended"`
	Over   bool   `json:"over"`
	Hard   bool   `json:"hard"`
	Events int    `json:"events"`
	Undone int    `json:"undone"`
}

// String is the summary in a few words, for messages.
func (s *summary) String() string {
	return fmt.Sprintf("round %d, lost %q, ended %t, over %t, hard %t, %d events, %d undone",
		s.Round, s.Lost, s.Ended, s.Over, s.Hard, s.Events, s.Undone)
}

func summaryOf(s SaveSummary) *summary {
	return &summary{Round: s.Round, Lost: s.Lost.String(), Ended: s.Ended, Over: s.Over, Hard: s.Hard, Events: s.Events, Undone: s.Undone}
}

// header is the part of a save read first, so that a newer version is
// told apart from a damaged file whatever else it holds.
type header struct {
	Format  string `json:"format"`
	Version int    `json:"version"`
}

// decodeEnvelope reads a save file's bytes, checking the JSON, the format
// tag, the version and that the setup and the events are there. Errors
// match ErrDamaged or ErrNewerVersion.
func decodeEnvelope(data []byte) (envelope, error) {
	var e envelope
	if err := json.Unmarshal(data, &e); err != nil {
		// A newer version may not fit the envelope: say so rather than
		// call it damaged.
		var h header
		if herr := json.Unmarshal(data, &h); herr == nil && (h.Version > SaveVersion || h.Format != SaveFormat && strings.HasPrefix(h.Format, "naqala/save/")) {
			return envelope{}, newerSave(h)
		}
		return envelope{}, damaged("%s", jsonProblem(data, err))
	}
	h := header{e.Format, e.Version}
	// A save of a later format ("naqala/save/v2") or version is newer; a
	// file of no naqala save format is damaged, whatever its version says.
	if h.Format != SaveFormat && !strings.HasPrefix(h.Format, "naqala/save/") {
		return envelope{}, damaged("not a naqala save: format %q, want %q", h.Format, SaveFormat)
	}
	if h.Format != SaveFormat || h.Version > SaveVersion {
		return envelope{}, newerSave(h)
	}
	if h.Version < 1 {
		return envelope{}, damaged("version %d, want %d", h.Version, SaveVersion)
	}
	if err := checkKeys(data); err != nil {
		return envelope{}, err
	}
	if n := len(e.Events) + len(e.Redo); n > MaxEvents {
		return envelope{}, damaged("%d events and undone events, more than the %d a save may hold", n, MaxEvents)
	}
	if isNull(e.Setup) {
		return envelope{}, damaged("no setup")
	}
	if e.Events == nil {
		return envelope{}, damaged("no events list")
	}
	return e, nil
}

func newerSave(h header) error {
	return fmt.Errorf("%w: format %q version %d (this naqala reads version %d)",
		ErrNewerVersion, h.Format, h.Version, SaveVersion)
}

// encodeEnvelope writes a save file's bytes: one line per event, so that
// the file reads well and diffs well.
func encodeEnvelope(e envelope) ([]byte, error) {
	var b bytes.Buffer
	b.Grow(256 + 96*(len(e.Events)+len(e.Redo)) + len(e.Setup) + len(e.UI))
	field := func(name string, v any) error {
		raw, err := json.Marshal(v)
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		fmt.Fprintf(&b, "  %q: %s,\n", name, raw)
		return nil
	}
	b.WriteString("{\n")
	if err := errors.Join(
		field("format", e.Format),
		field("version", e.Version),
		field("saved", e.Saved),
		historyField(e.History, field),
		optional("game", e.Game != nil, e.Game, field),
		optional("dice", e.Dice != "", e.Dice, field),
		field("rules", rawOrNull(e.Rules)),
		field("setup", rawOrNull(e.Setup)),
	); err != nil {
		return nil, err
	}
	list := func(name string, items []json.RawMessage, last bool) {
		fmt.Fprintf(&b, "  %q: [", name)
		for i, it := range items {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString("\n    ")
			b.Write(it)
		}
		if len(items) > 0 {
			b.WriteString("\n  ")
		}
		b.WriteByte(']')
		if !last {
			b.WriteByte(',')
		}
		b.WriteByte('\n')
	}
	hasUI := !isNull(e.UI)
	list("events", e.Events, false)
	list("redo", e.Redo, !hasUI)
	if hasUI {
		var ui bytes.Buffer
		if err := json.Compact(&ui, e.UI); err != nil {
			return nil, fmt.Errorf("ui: %w", err)
		}
		fmt.Fprintf(&b, "  \"ui\": %s\n", ui.Bytes())
	}
	b.WriteString("}\n")
	return b.Bytes(), nil
}

// historyField writes the history record's name, when there is one.
func historyField(id string, field func(string, any) error) error {
	if id == "" {
		return nil
	}
	return field("history", id)
}

// optional writes a field when it is there.
func optional(name string, there bool, v any, field func(string, any) error) error {
	if !there {
		return nil
	}
	return field(name, v)
}

// rawOrNull keeps a raw JSON value, or null when there is none.
func rawOrNull(r json.RawMessage) json.RawMessage {
	if len(r) == 0 {
		return json.RawMessage("null")
	}
	return r
}

// isNull reports whether a raw JSON value is missing or null.
func isNull(r json.RawMessage) bool {
	s := strings.TrimSpace(string(r))
	return s == "" || s == "null"
}

// jsonProblem says what is wrong with a JSON text, with the line and
// column of a syntax or type error.
func jsonProblem(data []byte, err error) string {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		line, col := lineCol(data, syn.Offset)
		return fmt.Sprintf("bad JSON at line %d, column %d: %v", line, col, syn)
	case errors.As(err, &typ):
		line, col := lineCol(data, typ.Offset)
		where := typ.Field
		if where == "" {
			where = "the top level"
		}
		return fmt.Sprintf("bad JSON at line %d, column %d: %s is a %s, want %s", line, col, where, typ.Value, typ.Type)
	}
	return "bad JSON: " + err.Error()
}

// lineCol turns a byte offset into a 1-based line and column.
func lineCol(data []byte, off int64) (line, col int) {
	if off > int64(len(data)) {
		off = int64(len(data))
	}
	if off < 0 {
		off = 0
	}
	before := data[:off]
	line = bytes.Count(before, []byte("\n")) + 1
	col = int(off) - bytes.LastIndexByte(before, '\n')
	return line, col
}
