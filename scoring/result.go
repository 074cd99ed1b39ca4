package scoring

import (
	"encoding/json"
	"fmt"

	"github.com/naqala/naqala/game"
)

// ResultFormat is the format tag of the JSON score result.
const ResultFormat = "naqala/result/v1"

// Result is the score of a finished game.
type Result struct {
	// Players are in the input order.
	Players []PlayerResult `json:"players"`
	// Winners are the names of the players of rank 1, in the input order;
	// empty for a solo game that was lost.
	Winners []string `json:"winners"`
	// Solo is set only for a game against Yazid.
	Solo *SoloResult `json:"solo,omitempty"`
}

// PlayerResult is one player's score.
type PlayerResult struct {
	Name string `json:"name"`
	// Rank is 1 for the best; tied players share a rank and the next rank
	// skips (1, 1, 3).
	Rank       int        `json:"rank"`
	Total      int        `json:"total"`
	Categories Categories `json:"categories"`
}

// SoloResult says how a solo game against Yazid ended.
type SoloResult struct {
	Survived bool
	// Title is the player's title by total, "" when the game was lost.
	Title string
	// Reason is why the game was lost, game.NotLost when survived.
	Reason game.Loss
}

type soloJSON struct {
	Survived bool   `json:"survived"`
	Title    string `json:"title"`
	Reason   string `json:"reason"`
}

// MarshalJSON writes survived, title and reason as docs/formats.md section 3
// shows them.
func (s SoloResult) MarshalJSON() ([]byte, error) {
	return json.Marshal(soloJSON{s.Survived, s.Title, s.Reason.String()})
}

// UnmarshalJSON reads what MarshalJSON writes.
func (s *SoloResult) UnmarshalJSON(data []byte) error {
	var j soloJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return fmt.Errorf("scoring: solo: %w", err)
	}
	l, err := game.ParseLoss(j.Reason)
	if err != nil {
		return fmt.Errorf("scoring: solo: %w", err)
	}
	*s = SoloResult{Survived: j.Survived, Title: j.Title, Reason: l}
	return nil
}

// MarshalJSON writes the result exactly as docs/formats.md section 3: the
// format tag, the players, the winners and, for solo, the solo outcome.
func (r Result) MarshalJSON() ([]byte, error) {
	players := r.Players
	if players == nil {
		players = []PlayerResult{}
	}
	winners := r.Winners
	if winners == nil {
		winners = []string{}
	}
	return json.Marshal(struct {
		Format  string         `json:"format"`
		Players []PlayerResult `json:"players"`
		Winners []string       `json:"winners"`
		Solo    *SoloResult    `json:"solo,omitempty"`
	}{ResultFormat, players, winners, r.Solo})
}
