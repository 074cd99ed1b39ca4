package store

import (
	"bufio"
	"encoding/json"
	"errors"
	"io"
	"os"
	"time"

	"github.com/naqala/naqala/game"
)

// head is what a listing reads of a save: the fields before the setup
// and the log.
type head struct {
	Format  string
	Version int
	Saved   time.Time
	History string
	Game    *summary
}

// readHead reads the head of the save at path, stopping at the first
// field past the summary (the rules, the setup, the log), so that a
// listing costs the same whatever the length of each game. ok is false
// when the head does not hold what a listing shows (a save written
// before the summary, or one that is not a save at all): the caller then
// loads the whole file, which says what is wrong.
func readHead(path string) (h head, ok bool) {
	f, err := os.Open(path)
	if err != nil {
		return head{}, false
	}
	defer f.Close()
	dec := json.NewDecoder(bufio.NewReaderSize(io.LimitReader(f, MaxFileSize), 4096))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return head{}, false
	}
	seen := map[string]bool{}
	for dec.More() {
		tok, err := dec.Token()
		k, isKey := tok.(string)
		if err != nil || !isKey || seen[k] {
			return head{}, false
		}
		seen[k] = true
		var target any
		switch k {
		case "format":
			target = &h.Format
		case "version":
			target = &h.Version
		case "saved":
			target = &h.Saved
		case "history":
			target = &h.History
		case "game":
			target = &h.Game
		case "dice":
			target = new(string)
		default:
			// The rules, the setup or the log: the head is over.
			return h, h.Format == SaveFormat && h.Version >= 1 && h.Version <= SaveVersion && h.Game != nil
		}
		if err := dec.Decode(target); err != nil {
			return head{}, false
		}
	}
	return head{}, false
}

// infoOfHead fills a listing's line from a save's head; ok is false when
// the head's summary is not one a save holds.
func infoOfHead(info *SaveInfo, h head) bool {
	lost, err := game.ParseLoss(h.Game.Lost)
	if err != nil || h.Game.Round < 1 || h.Game.Events < 0 || h.Game.Undone < 0 || checkHistoryID(h.History) != nil {
		return false
	}
	info.Saved, info.History = h.Saved, h.History
	info.Round, info.Lost, info.Ended, info.Over, info.Hard = h.Game.Round, lost, h.Game.Ended, h.Game.Over, h.Game.Hard
	info.Events = h.Game.Events
	return true
}

// errNotASave is why a directory at a save's name does not load.
var errNotASave = errors.New("a directory stands at the save's name, not a saved game")
