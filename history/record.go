package history

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
)

// Format is the format tag of a history record.
const Format = "naqala/history/v1"

// Version is the version of the history format this naqala writes and the
// newest it reads.
const Version = 1

// Record is one finished game in the history.
type Record struct {
	// Date is when the game finished.
	Date time.Time
	Kind Kind
	// Expansions in play, by name ("artisans", "thieves", "whims").
	Expansions []string
	// Players in seat order with their scores.
	Players []PlayerRecord
	// Winners are the names of the players of rank 1; none for a lost
	// solo game.
	Winners []string
	// Solo is how a solo game ended; nil for a multiplayer game.
	Solo *SoloRecord
	// Save is the saved game a solo record came from, if it was kept.
	Save string
	// Advised: the advisor showed moves in this solo game (its title
	// was earned with advice).
	Advised bool
	// Path is the file the record was read from; History sets it.
	Path string
}

// PlayerRecord is one player's score in a finished game.
type PlayerRecord struct {
	Name       string             `json:"name"`
	Rank       int                `json:"rank"`
	Total      int                `json:"total"`
	Categories scoring.Categories `json:"categories"`
}

// SoloRecord is how a solo game against Yazid ended.
type SoloRecord struct {
	Survived bool
	// Reason is why the game was lost; game.NotLost when survived.
	Reason game.Loss
	// Title is the title the total earned; "" when lost.
	Title string
	// Hard is the 20-coin start.
	Hard bool
	// Rounds played, 0 when not known.
	Rounds int
}

type soloRecordJSON struct {
	Survived bool   `json:"survived"`
	Reason   string `json:"reason"`
	Title    string `json:"title"`
	Hard     bool   `json:"hard"`
	Rounds   int    `json:"rounds,omitempty"`
}

// MarshalJSON writes the loss reason by name, as the score result does.
func (s SoloRecord) MarshalJSON() ([]byte, error) {
	return json.Marshal(soloRecordJSON{s.Survived, s.Reason.String(), s.Title, s.Hard, s.Rounds})
}

// UnmarshalJSON reads what MarshalJSON writes.
func (s *SoloRecord) UnmarshalJSON(data []byte) error {
	var j soloRecordJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return err
	}
	l, err := game.ParseLoss(j.Reason)
	if err != nil {
		return err
	}
	*s = SoloRecord{j.Survived, l, j.Title, j.Hard, j.Rounds}
	return nil
}

// File is a record as its history file holds it, with the format tag and
// version; internal/store decodes it strictly.
type File struct {
	Format     string         `json:"format"`
	Version    int            `json:"version"`
	Date       time.Time      `json:"date"`
	Kind       Kind           `json:"kind"`
	Expansions []string       `json:"expansions"`
	Players    []PlayerRecord `json:"players"`
	Winners    []string       `json:"winners"`
	Solo       *SoloRecord    `json:"solo,omitempty"`
	Save       string         `json:"save,omitempty"`
	Advised    bool           `json:"advised,omitempty"`
}

// File is the record as its history file holds it.
func (r Record) File() File {
	f := File{
		Format: Format, Version: Version, Date: r.Date, Kind: r.Kind,
		Expansions: r.Expansions, Players: r.Players, Winners: r.Winners, Solo: r.Solo, Save: r.Save, Advised: r.Advised,
	}
	if f.Expansions == nil {
		f.Expansions = []string{}
	}
	if f.Players == nil {
		f.Players = []PlayerRecord{}
	}
	if f.Winners == nil {
		f.Winners = []string{}
	}
	return f
}

// MarshalJSON writes the record as its history file holds it, with the
// format tag and version.
func (r Record) MarshalJSON() ([]byte, error) { return json.Marshal(r.File()) }

// Record is the record a file holds, unchecked (see Record.Check); Path
// is not set.
func (f File) Record() Record {
	return Record{Date: f.Date, Kind: f.Kind, Expansions: nilIfEmpty(f.Expansions), Players: f.Players,
		Winners: nilIfEmpty(f.Winners), Solo: f.Solo, Save: f.Save, Advised: f.Advised}
}

// NewRecord is the history record of a game scored as r, finished at when.
func NewRecord(g scoring.Game, r scoring.Result, when time.Time) Record {
	rec := Record{Date: when, Kind: KindMulti, Expansions: g.Expansions.Names()}
	for _, p := range r.Players {
		rec.Players = append(rec.Players, PlayerRecord{Name: p.Name, Rank: p.Rank, Total: p.Total, Categories: p.Categories})
	}
	rec.Winners = nilIfEmpty(slices.Clone(r.Winners))
	if g.Solo != nil {
		rec.Kind = KindSolo
		rec.Solo = &SoloRecord{Hard: g.Solo.Hard, Reason: g.Solo.Lost}
		if r.Solo != nil {
			rec.Solo.Survived, rec.Solo.Reason, rec.Solo.Title = r.Solo.Survived, r.Solo.Reason, r.Solo.Title
		}
	}
	return rec
}

// Check reports every way the record contradicts itself, all at once.
func (r Record) Check() error {
	var errs []error
	add := func(format string, a ...any) { errs = append(errs, fmt.Errorf(format, a...)) }
	if r.Date.IsZero() {
		add("date: missing")
	}
	if _, err := game.ParseExpansions(r.Expansions); err != nil {
		add("expansions: %v", err)
	}
	switch r.Kind {
	case KindSolo:
		if len(r.Players) != 1 {
			add("players: a solo game has 1 player, got %d", len(r.Players))
		}
		if r.Solo == nil {
			add("solo: missing for a solo game")
		}
	case KindMulti:
		if len(r.Players) < 2 || len(r.Players) > 5 {
			add("players: a multiplayer game has 2 to 5 players, got %d", len(r.Players))
		}
		if r.Solo != nil {
			add("solo: set for a multiplayer game")
		}
		if r.Advised {
			add("advised: set for a multiplayer game (the advisor plays solo games only)")
		}
	default:
		add("kind: unknown game kind %d", int(r.Kind))
	}
	names := map[string]bool{}
	for i, p := range r.Players {
		names[p.Name] = true
		if p.Total != p.Categories.Total() {
			add("players[%d].total: %d, but the categories add up to %d", i, p.Total, p.Categories.Total())
		}
		if p.Rank < 1 || p.Rank > len(r.Players) {
			add("players[%d].rank: %d, want 1 to %d", i, p.Rank, len(r.Players))
		}
	}
	for i, w := range r.Winners {
		if !names[w] {
			add("winners[%d]: %q is not a player", i, w)
		}
	}
	if s := r.Solo; s != nil && r.Kind == KindSolo && len(r.Players) == 1 {
		switch {
		case s.Survived && s.Reason != game.NotLost:
			add("solo.reason: %q for a game survived", s.Reason)
		case !s.Survived && s.Reason == game.NotLost:
			add("solo.reason: missing for a game lost")
		case s.Survived && s.Title != scoring.TitleFor(r.Players[0].Total):
			add("solo.title: %q, but %d points earn %q", s.Title, r.Players[0].Total, scoring.TitleFor(r.Players[0].Total))
		case !s.Survived && s.Title != "":
			add("solo.title: %q for a game lost", s.Title)
		}
		if !s.Survived && len(r.Winners) > 0 {
			add("winners: %q for a solo game lost", r.Winners)
		}
		if s.Rounds < 0 {
			add("solo.rounds: %d must not be negative", s.Rounds)
		}
	}
	return errors.Join(errs...)
}

// nilIfEmpty gives one form to an empty list, so that records compare
// equal however they were made.
func nilIfEmpty(s []string) []string {
	if len(s) == 0 {
		return nil
	}
	return s
}
