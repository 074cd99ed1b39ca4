package bgstats

import (
	"encoding/json"
	"fmt"
	"os"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/internal/store"
	"github.com/naqala/naqala/scoring"
)

// record is a checked history record: players with their totals (all in
// coins), ranked by total.
func record(t *testing.T, day int, kind store.Kind, expansions []string, totals map[string]int, order ...string) store.Record {
	t.Helper()
	r := store.Record{Date: time.Date(2025, 3, day, 19, 30, 0, 0, time.UTC), Kind: kind, Expansions: expansions}
	best := 0
	for _, n := range order {
		best = max(best, totals[n])
	}
	for _, n := range order {
		rank := 1
		for _, m := range order {
			if totals[m] > totals[n] {
				rank++
			}
		}
		r.Players = append(r.Players, store.PlayerRecord{Name: n, Rank: rank, Total: totals[n], Categories: coins(totals[n])})
		if totals[n] == best {
			r.Winners = append(r.Winners, n)
		}
	}
	return r
}

func soloRec(t *testing.T, day, total int, lost game.Loss, expansions ...string) store.Record {
	r := record(t, day, store.KindSolo, expansions, map[string]int{"Mira": total}, "Mira")
	r.Solo = &store.SoloRecord{Survived: lost == game.NotLost, Reason: lost, Rounds: 14}
	if lost == game.NotLost {
		r.Solo.Title = scoring.TitleFor(total)
	} else {
		r.Winners = nil
	}
	return r
}

func history(t *testing.T) []store.Record {
	return []store.Record{
		soloRec(t, 1, 171, game.NotLost, "artisans", "whims"),
		soloRec(t, 2, 120, game.LostAssassins),
		record(t, 3, store.KindMulti, []string{"thieves"}, map[string]int{"Mira": 150, "Tarek": 150, "Jun": 99}, "Tarek", "Mira", "Jun"),
	}
}

// shape lists every key path of a JSON value with its JSON type; the
// elements of an array share the path "[]".
func shape(v any, path string, out map[string]string) {
	switch v := v.(type) {
	case map[string]any:
		out[path] = "object"
		for k, e := range v {
			shape(e, path+"."+k, out)
		}
	case []any:
		out[path] = "array"
		for _, e := range v {
			shape(e, path+"[]", out)
		}
	case string:
		out[path] = "string"
	case float64:
		out[path] = "number"
	case bool:
		out[path] = "boolean"
	case nil:
		out[path] = "null"
	}
}

func shapeOf(t *testing.T, data []byte) map[string]string {
	t.Helper()
	var v any
	if err := json.Unmarshal(data, &v); err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	shape(v, "", out)
	return out
}

// TestExportStructureMatchesSample: the file has the structure of a play
// file BG Stats reads (testdata/sample.bgsplay, made after the public
// sources in docs/bgstats.md): the same keys at the same places with the
// same JSON types, none missing and none more.
func TestExportStructureMatchesSample(t *testing.T) {
	f, err := Export(history(t), Options{Me: "Mira"})
	if err != nil {
		t.Fatal(err)
	}
	got, err := json.Marshal(f)
	if err != nil {
		t.Fatal(err)
	}
	sample, err := os.ReadFile("testdata/sample.bgsplay")
	if err != nil {
		t.Fatal(err)
	}
	want, have := shapeOf(t, sample), shapeOf(t, got)
	// The sample knows its play's length; naqala leaves it out.
	delete(want, ".plays[].durationMin")
	var diffs []string
	for p, ty := range want {
		if have[p] != ty {
			diffs = append(diffs, fmt.Sprintf("%s: got %q, want %q", p, have[p], ty))
		}
	}
	for p, ty := range have {
		if _, ok := want[p]; !ok {
			diffs = append(diffs, fmt.Sprintf("%s: %q is not in the sample", p, ty))
		}
	}
	sort.Strings(diffs)
	for _, d := range diffs {
		t.Error(d)
	}
}

// TestExportPlays: players, scores, winners, dates and expansions of each
// kind of game; a solo game is the player against Sultan Yazid, won when
// survived.
func TestExportPlays(t *testing.T) {
	f, err := Export(history(t), Options{Me: "Mira", Zone: time.FixedZone("CET", 3600)})
	if err != nil {
		t.Fatal(err)
	}
	name := func(id int) string { return f.Players[id-1].Name }
	type ps struct {
		name, score string
		winner      bool
		rank        int
		role        string
	}
	scores := func(p Play) []ps {
		var out []ps
		for _, s := range p.PlayerScores {
			out = append(out, ps{name(s.PlayerRefID), s.Score, s.Winner, s.Rank, s.Role})
		}
		return out
	}
	expansions := func(p Play) []string {
		var out []string
		for _, e := range p.ExpansionPlays {
			g := f.Games[e.GameRefID-1]
			if g.BGGID != e.BGGID || !g.IsExpansion {
				t.Errorf("expansion %+v refers to %+v", e, g)
			}
			out = append(out, g.Name)
		}
		return out
	}
	tests := []struct {
		name       string
		play       Play
		date       string
		scores     []ps
		expansions []string
		comment    string
	}{
		{"solo survived", f.Plays[0], "2025-03-01 20:30:00",
			[]ps{{"Mira", "171", true, 1, scoring.TitleFor(171)}},
			[]string{"Five Tribes: The Artisans of Naqala", "Five Tribes: Whims of the Sultan"},
			"Solo against Sultan Yazid: survived, " + scoring.TitleFor(171) + "."},
		{"solo lost", f.Plays[1], "2025-03-02 20:30:00",
			[]ps{{"Mira", "120", false, 1, ""}},
			nil, "Solo against Sultan Yazid: lost (Yazid took his 7th Assassin)."},
		{"multiplayer tie", f.Plays[2], "2025-03-03 20:30:00",
			[]ps{{"Tarek", "150", true, 1, ""}, {"Mira", "150", true, 1, ""}, {"Jun", "99", false, 3, ""}},
			[]string{"Five Tribes: The Thieves of Naqala"}, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if tc.play.PlayDate != tc.date {
				t.Errorf("date: got %q, want %q", tc.play.PlayDate, tc.date)
			}
			if got := scores(tc.play); !slices.Equal(got, tc.scores) {
				t.Errorf("scores: got %+v, want %+v", got, tc.scores)
			}
			if got := expansions(tc.play); !slices.Equal(got, tc.expansions) {
				t.Errorf("expansions: got %v, want %v", got, tc.expansions)
			}
			if tc.play.Comments != tc.comment {
				t.Errorf("comments: got %q, want %q", tc.play.Comments, tc.comment)
			}
			if g := f.Games[tc.play.GameRefID-1]; g.BGGID != 157354 || !g.IsBaseGame || g.Name != "Five Tribes" {
				t.Errorf("game: %+v", g)
			}
		})
	}
	if f.UserInfo == nil || name(f.UserInfo.MeRefID) != "Mira" {
		t.Errorf("userInfo: %+v, want Mira", f.UserInfo)
	}
	if f.Plays[0].Rounds != 14 {
		t.Errorf("rounds: got %d, want 14", f.Plays[0].Rounds)
	}
}

// TestExportReferences: every id a play refers to exists, each game,
// player and location is listed once, uuids are version 5 and the same
// history gives the same file.
func TestExportReferences(t *testing.T) {
	f, err := Export(history(t), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if f.UserInfo != nil {
		t.Errorf("userInfo without Me: %+v", f.UserInfo)
	}
	uuidRE := regexp.MustCompile(`^[0-9A-F]{8}-[0-9A-F]{4}-5[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$`)
	seen := map[string]bool{}
	check := func(kind string, id, want int, uuid, name string) {
		if id != want {
			t.Errorf("%s %q: id %d, want %d", kind, name, id, want)
		}
		if !uuidRE.MatchString(uuid) || seen[uuid] {
			t.Errorf("%s %q: uuid %q not a new version 5 uuid", kind, name, uuid)
		}
		seen[uuid] = true
	}
	names := map[string]bool{}
	for i, p := range f.Players {
		check("player", p.ID, i+1, p.UUID, p.Name)
		if names[p.Name] {
			t.Errorf("player %q listed twice", p.Name)
		}
		names[p.Name] = true
	}
	for i, g := range f.Games {
		check("game", g.ID, i+1, g.UUID, g.Name)
	}
	for i, l := range f.Locations {
		check("location", l.ID, i+1, l.UUID, l.Name)
	}
	if len(f.Players) != 3 || len(f.Games) != 4 || len(f.Locations) != 1 {
		t.Errorf("%d players, %d games, %d locations; want 3 (Mira, Tarek, Jun: no Yazid), 4, 1", len(f.Players), len(f.Games), len(f.Locations))
	}
	for _, p := range f.Plays {
		check("play", 0, 0, p.UUID, p.PlayDate)
		if p.GameRefID < 1 || p.GameRefID > len(f.Games) || p.LocationRefID != 1 {
			t.Errorf("play %s: game %d, location %d", p.PlayDate, p.GameRefID, p.LocationRefID)
		}
		for _, s := range p.PlayerScores {
			if s.PlayerRefID < 1 || s.PlayerRefID > len(f.Players) {
				t.Errorf("play %s: player %d", p.PlayDate, s.PlayerRefID)
			}
		}
	}
	a, _ := json.Marshal(f)
	g, _ := Export(history(t), Options{})
	b, _ := json.Marshal(g)
	if string(a) != string(b) {
		t.Error("the same history gave another file")
	}
}

// TestNameUUID: the uuids are RFC 9562 version 5 uuids, as any library
// computes them (Python's uuid.uuid5 gave these).
func TestNameUUID(t *testing.T) {
	if got := fmt.Sprintf("%x", namespace); got != strings.ReplaceAll("439f3b5a-563d-5d6d-9b1b-fd6bf7481d0d", "-", "") {
		t.Errorf("namespace: got %s", got)
	}
	if got, want := nameUUID("player", "Mira"), "7B52096B-432B-5F11-B05F-23249CB9C305"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}

// TestExportRefusesBrokenRecords: a record that contradicts itself is
// named, and nothing is exported.
func TestExportRefusesBrokenRecords(t *testing.T) {
	rs := history(t)
	rs[1].Players[0].Total = 5 // not the sum of its categories
	_, err := Export(rs, Options{})
	if err == nil || !strings.Contains(err.Error(), "bgstats: game 2 (2025-03-02): players[0].total") {
		t.Errorf("got %v", err)
	}
}

// TestExportRefusesSharedNames: a game whose players share a name is
// refused with the seats named (BG Stats would make them one player with
// every score); the twin: the same game with names apart is written.
func TestExportRefusesSharedNames(t *testing.T) {
	rs := history(t)
	rs[2] = record(t, 3, store.KindMulti, nil, map[string]int{"Mira": 150, "Tarek": 99}, "Mira", "Tarek", "Mira")
	_, err := Export(rs, Options{})
	if err == nil || !strings.Contains(err.Error(), `bgstats: game 3 (2025-03-03): players[2].name: "Mira" is also the name of players[0]`) {
		t.Errorf("got %v", err)
	}
	rs[2] = record(t, 3, store.KindMulti, nil, map[string]int{"Mira": 150, "Tarek": 99, "Mira B": 150}, "Mira", "Tarek", "Mira B")
	if f, err := Export(rs, Options{}); err != nil || len(f.Plays[2].PlayerScores) != 3 {
		t.Errorf("names apart: got %v", err)
	}
}

// TestExportLeavesDurationOut: naqala does not know how long a game took,
// so no play says 0 minutes; the twin: a play that knows its length says it.
func TestExportLeavesDurationOut(t *testing.T) {
	f, err := Export(history(t), Options{})
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(f)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(b), "durationMin") {
		t.Errorf("got a durationMin in %s", b)
	}
	b, err = json.Marshal(Play{DurationMin: 75})
	if err != nil || !strings.Contains(string(b), `"durationMin":75`) {
		t.Errorf("a known length: got %s, %v", b, err)
	}
}

// coins is a score of n, all in coins.
func coins(n int) scoring.Categories {
	var c scoring.Categories
	c[scoring.CategoryCoins] = n
	return c
}
