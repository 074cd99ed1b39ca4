package bgstats

import (
	"encoding/json"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/internal/store"
	"github.com/naqala/naqala/scoring"
)

// decodeLink is the play a push-play link carries, decoded as a phone's
// browser does, and as a generic JSON value.
func decodeLink(t *testing.T, link string) (PushPlay, map[string]any) {
	t.Helper()
	if !strings.HasPrefix(link, LinkPrefix) {
		t.Fatalf("link %q does not start with %q", link, LinkPrefix)
	}
	u, err := url.Parse(link)
	if err != nil {
		t.Fatal(err)
	}
	data := u.Query().Get("data")
	var p PushPlay
	dec := json.NewDecoder(strings.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&p); err != nil {
		t.Fatalf("data %q: %v", data, err)
	}
	var v map[string]any
	if err := json.Unmarshal([]byte(data), &v); err != nil {
		t.Fatal(err)
	}
	return p, v
}

// pushTypes are the JSON types of every field of a pushed play
// (docs/bgstats.md); a field absent from a play is empty.
var pushTypes = map[string]string{
	"sourceName": "string", "sourcePlayId": "string", "playDate": "string", "durationMin": "number",
	"location": "string", "comments": "string", "board": "string", "game": "object", "players": "array",
	"game.bggId": "number", "game.name": "string", "game.highestWins": "boolean", "game.noPoints": "boolean",
	"game.sourceGameId": "string",
	"players[]":         "object", "players[].name": "string", "players[].score": "number", "players[].rank": "number",
	"players[].winner": "boolean", "players[].startPlayer": "boolean", "players[].role": "string",
	"players[].sourcePlayerId": "string",
}

func TestLinkPlays(t *testing.T) {
	h := history(t)
	tests := []struct {
		name     string
		record   store.Record
		players  []PushPlayer
		board    string
		comments string
	}{
		{"solo survived: one player, the title as role", h[0],
			[]PushPlayer{{Name: "Mira", Score: 171, Winner: true, Role: scoring.TitleFor(171)}},
			"Artisans, Whims", "Survived Sultan Yazid."},
		{"solo lost: one player who did not win", h[1],
			[]PushPlayer{{Name: "Mira", Score: 120}},
			"", "Lost to Sultan Yazid: Yazid took his 7th Assassin."},
		{"multiplayer tie", h[2],
			[]PushPlayer{{Name: "Tarek", Score: 150, Rank: 1, Winner: true}, {Name: "Mira", Score: 150, Rank: 1, Winner: true},
				{Name: "Jun", Score: 99, Rank: 3}},
			"Thieves", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			link, err := Link(tc.record, Options{Zone: time.FixedZone("CET", 3600)})
			if err != nil {
				t.Fatal(err)
			}
			p, v := decodeLink(t, link)
			for i := range p.Players {
				if p.Players[i].SourcePlayerID != shortID(nameUUID("player", p.Players[i].Name), 8) {
					t.Errorf("player %d: sourcePlayerId %q", i, p.Players[i].SourcePlayerID)
				}
				p.Players[i].SourcePlayerID = ""
			}
			if len(p.Players) != len(tc.players) {
				t.Fatalf("players: got %+v, want %+v", p.Players, tc.players)
			}
			for i := range p.Players {
				if p.Players[i] != tc.players[i] {
					t.Errorf("player %d: got %+v, want %+v", i, p.Players[i], tc.players[i])
				}
			}
			want := PushGame{BGGID: FiveTribesBGGID, Name: "Five Tribes", HighestWins: true, SourceGameID: "fivetribes"}
			if p.Game != want {
				t.Errorf("game: got %+v, want %+v", p.Game, want)
			}
			if p.Board != tc.board || p.Comments != tc.comments {
				t.Errorf("board %q, comments %q; want %q, %q", p.Board, p.Comments, tc.board, tc.comments)
			}
			if p.SourceName != "naqala" || p.SourcePlayID != shortID(playUUID(tc.record), 12) || p.PlayDate != tc.record.Date.In(time.FixedZone("CET", 3600)).Format(dateLayout) {
				t.Errorf("source %q, play %q, date %q", p.SourceName, p.SourcePlayID, p.PlayDate)
			}
			got := map[string]string{}
			shape(v, "", got)
			for path, typ := range got {
				path = strings.TrimPrefix(path, ".")
				if path == "" {
					continue
				}
				if pushTypes[path] != typ {
					t.Errorf("%s: JSON type %s, the format has %q", path, typ, pushTypes[path])
				}
			}
			// Empty fields are left out: the link stays short.
			for _, k := range []string{"durationMin", "location"} {
				if _, ok := v[k]; ok {
					t.Errorf("%s: written though naqala does not know it", k)
				}
			}
		})
	}
}

// TestLinkSoloHasNoYazid is the negative twin of the old export: Yazid
// is in no player list, whether the player survived or not.
func TestLinkSoloHasNoYazid(t *testing.T) {
	for _, r := range history(t)[:2] {
		link, err := Link(r, Options{})
		if err != nil {
			t.Fatal(err)
		}
		p, _ := decodeLink(t, link)
		if len(p.Players) != 1 || strings.Contains(p.Players[0].Name, "Yazid") {
			t.Errorf("%s: players %+v, want the player alone", r.Date, p.Players)
		}
	}
}

func TestLinkEscapes(t *testing.T) {
	r := soloRec(t, 4, 150, game.NotLost)
	r.Players[0].Name = `Ünal & "Jo" + 50% <x>#?=`
	r.Winners = []string{r.Players[0].Name}
	link, err := Link(r, Options{})
	if err != nil {
		t.Fatal(err)
	}
	query := strings.TrimPrefix(link, LinkPrefix)
	if bad := regexp.MustCompile(`%[0-9A-F]{2}|[A-Za-z0-9._~:,/@;-]`).ReplaceAllString(query, ""); bad != "" {
		t.Errorf("query %q holds %q, which a query parser could read as syntax", query, bad)
	}
	p, _ := decodeLink(t, link)
	if p.Players[0].Name != r.Players[0].Name {
		t.Errorf("name: got %q, want %q", p.Players[0].Name, r.Players[0].Name)
	}
}

func TestLinkRefusesBrokenRecords(t *testing.T) {
	r := soloRec(t, 5, 150, game.NotLost)
	r.Players[0].Total = 999
	if _, err := Link(r, Options{}); err == nil || !strings.HasPrefix(err.Error(), "bgstats: game of 2025-03-05: ") || !strings.Contains(err.Error(), "999") {
		t.Errorf("got %v, want the record's problem with its date", err)
	}
}
