package bgstats

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/internal/store"
)

// LinkPrefix starts every push-play link: BG Stats' page that opens the
// app's import dialog with the play its data parameter carries.
const LinkPrefix = "https://app.bgstatsapp.com/createPlay.html?data="

// SourceName names naqala as the app a pushed play comes from; BG Stats
// remembers its matches of games and players per source.
const SourceName = "naqala"

// sourceGameID is Five Tribes as naqala names it to BG Stats.
const sourceGameID = "fivetribes"

// PushPlay is one play as BG Stats' push-play link carries it, with the
// empty fields left out to keep the link short.
type PushPlay struct {
	SourceName   string       `json:"sourceName"`
	SourcePlayID string       `json:"sourcePlayId"`
	PlayDate     string       `json:"playDate"`
	DurationMin  int          `json:"durationMin,omitempty"`
	Location     string       `json:"location,omitempty"`
	Comments     string       `json:"comments,omitempty"`
	Board        string       `json:"board,omitempty"`
	Game         PushGame     `json:"game"`
	Players      []PushPlayer `json:"players"`
}

// PushGame is the game of a pushed play.
type PushGame struct {
	BGGID        int    `json:"bggId"`
	Name         string `json:"name"`
	HighestWins  bool   `json:"highestWins"`
	NoPoints     bool   `json:"noPoints"`
	SourceGameID string `json:"sourceGameId"`
}

// PushPlayer is one player of a pushed play. Winner and StartPlayer are
// always written: BG Stats' Android app is reported to refuse a play
// without them (docs/bgstats.md).
type PushPlayer struct {
	Name           string `json:"name"`
	Score          int    `json:"score"`
	Rank           int    `json:"rank,omitempty"`
	Winner         bool   `json:"winner"`
	StartPlayer    bool   `json:"startPlayer"`
	Role           string `json:"role,omitempty"`
	SourcePlayerID string `json:"sourcePlayerId"`
}

// Push is the record as a pushed play. A solo game is one player, who wins
// by surviving Sultan Yazid: Yazid is no player (he would count in the
// user's statistics and make every solo game a 2-player one); how he
// ended the game is in the comments, the solo title is the player's role,
// and the expansions are the board.
func Push(r store.Record, o Options) (PushPlay, error) {
	if err := r.Check(); err != nil {
		return PushPlay{}, fmt.Errorf("bgstats: game of %s: %s", r.Date.Format(time.DateOnly), strings.ReplaceAll(err.Error(), "\n", "; "))
	}
	zone := o.Zone
	if zone == nil {
		zone = time.UTC
	}
	x, _ := game.ParseExpansions(r.Expansions) // checked
	p := PushPlay{
		SourceName: SourceName, SourcePlayID: shortID(playUUID(r), 12),
		PlayDate: r.Date.In(zone).Format(dateLayout), Board: expansionWords(x),
		Game:    PushGame{BGGID: FiveTribesBGGID, Name: catalogue[game.Base].name, HighestWins: true, SourceGameID: sourceGameID},
		Players: []PushPlayer{},
	}
	winners := map[string]bool{}
	for _, w := range r.Winners {
		winners[w] = true
	}
	for _, pr := range r.Players {
		p.Players = append(p.Players, PushPlayer{Name: pr.Name, Score: pr.Total, Rank: pr.Rank, Winner: winners[pr.Name],
			SourcePlayerID: shortID(nameUUID("player", pr.Name), 8)})
	}
	if s := r.Solo; s != nil {
		// Solo variant: the player wins by surviving Yazid; a rank of one
		// player says nothing.
		you := &p.Players[0]
		you.Winner, you.Rank, you.Role = s.Survived, 0, soloRole(*s)
		p.Comments = linkComment(*s)
	}
	return p, nil
}

// Link is the push-play link of the record: LinkPrefix and the play as
// JSON, percent-encoded.
func Link(r store.Record, o Options) (string, error) {
	p, err := Push(r, o)
	if err != nil {
		return "", err
	}
	var b bytes.Buffer
	e := json.NewEncoder(&b)
	e.SetEscapeHTML(false) // "<" as is, not "\u003c": shorter
	if err := e.Encode(p); err != nil {
		return "", err
	}
	return LinkPrefix + queryEscape(strings.TrimSuffix(b.String(), "\n")), nil
}

// soloRole is the player's role in a solo play: the title they earned,
// none when Yazid won.
func soloRole(s store.SoloRecord) string {
	if s.Survived {
		return s.Title
	}
	return ""
}

// linkComment says, shortly, how Yazid's side ended the solo game: the
// title is the player's role.
func linkComment(s store.SoloRecord) string {
	mode := ""
	if s.Hard {
		mode = " (hard)"
	}
	if s.Survived {
		return "Survived Sultan Yazid" + mode + "."
	}
	return "Lost to Sultan Yazid" + mode + ": " + lossWords(s.Reason) + "."
}

// expansionWords names the expansions in play shortly, "" for the base
// game.
func expansionWords(x game.Expansions) string {
	var names []string
	for _, e := range []game.Expansion{game.Artisans, game.Thieves, game.Whims} {
		if x.Has(e) {
			names = append(names, shortNames[e])
		}
	}
	return strings.Join(names, ", ")
}

// shortNames are the expansions' short names, as players call them.
var shortNames = map[game.Expansion]string{game.Artisans: "Artisans", game.Thieves: "Thieves", game.Whims: "Whims"}

// shortID is the first n hexadecimal digits of a uuid, in lower case.
func shortID(uuid string, n int) string {
	return strings.ToLower(strings.ReplaceAll(uuid, "-", ""))[:n]
}

// queryEscape percent-encodes s for a query parameter's value: only the
// unreserved characters of RFC 3986 and ":,/@;", which a query may hold
// as they are, stay; "+" is encoded, since some parsers read it as a space.
func queryEscape(s string) string {
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9', strings.IndexByte("-._~:,/@;", c) >= 0:
			b.WriteByte(c)
		default:
			b.WriteByte('%')
			b.WriteByte(hex[c>>4])
			b.WriteByte(hex[c&15])
		}
	}
	return b.String()
}
