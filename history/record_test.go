package history

import (
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
)

// scored scores a game with the default rules.
func scored(t testing.TB, g scoring.Game) scoring.Result {
	t.Helper()
	r, err := scoring.Score(g, scoring.DefaultRules())
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// soloGame is a solo final state worth coins + 3*viziers points, lost for
// the given reason (game.NotLost: survived if the Viziers beat the
// Council).
func soloGame(coins, viziers, council int, lost game.Loss, hard bool) scoring.Game {
	return scoring.Game{
		Players: []scoring.Player{{Name: "Aylin", Coins: coins, Viziers: viziers}},
		Solo:    &scoring.Solo{Council: council, Hard: hard, Lost: lost},
	}
}

func multiGame(coins ...int) scoring.Game {
	g := scoring.Game{Expansions: game.Expansions{Artisans: true}}
	for i, c := range coins {
		g.Players = append(g.Players, scoring.Player{Name: string(rune('A' + i)), Coins: c})
	}
	return g
}

func TestNewRecord(t *testing.T) {
	when := fixedTime
	t.Run("solo survived", func(t *testing.T) {
		g := soloGame(200, 5, 1, game.NotLost, true)
		rec := NewRecord(g, scored(t, g), when)
		if rec.Kind != KindSolo || rec.Solo == nil || !rec.Solo.Survived || !rec.Solo.Hard || rec.Solo.Title == "" {
			t.Fatalf("got %+v %+v, want a hard solo game survived with a title", rec, rec.Solo)
		}
		if err := rec.Check(); err != nil {
			t.Fatal(err)
		}
	})
	t.Run("solo lost", func(t *testing.T) {
		g := soloGame(10, 0, 3, game.LostAssassins, false)
		rec := NewRecord(g, scored(t, g), when)
		if rec.Solo.Survived || rec.Solo.Reason != game.LostAssassins || rec.Solo.Title != "" || len(rec.Winners) != 0 {
			t.Fatalf("got %+v %+v, want a game lost to Assassins", rec, rec.Solo)
		}
		if err := rec.Check(); err != nil {
			t.Fatal(err)
		}
	})
	t.Run("multi", func(t *testing.T) {
		g := multiGame(30, 50, 50)
		rec := NewRecord(g, scored(t, g), when)
		if rec.Kind != KindMulti || rec.Solo != nil || !reflect.DeepEqual(rec.Winners, []string{"B", "C"}) ||
			!reflect.DeepEqual(rec.Expansions, []string{"artisans"}) {
			t.Fatalf("got %+v, want a multiplayer game won by B and C with artisans", rec)
		}
		if err := rec.Check(); err != nil {
			t.Fatal(err)
		}
	})
}

func TestRecordCheck(t *testing.T) {
	good := func() Record {
		g := multiGame(10, 20)
		return NewRecord(g, scored(t, g), fixedTime)
	}
	goodSolo := func() Record {
		g := soloGame(200, 5, 1, game.NotLost, false)
		return NewRecord(g, scored(t, g), fixedTime)
	}
	tests := []struct {
		name   string
		rec    func() Record
		reason string
	}{
		{"no date", func() Record { r := good(); r.Date = time.Time{}; return r }, "date"},
		{"unknown expansion", func() Record { r := good(); r.Expansions = []string{"dragons"}; return r }, "expansions"},
		{"one player multi", func() Record { r := good(); r.Players = r.Players[:1]; return r }, "2 to 5 players"},
		{"total off", func() Record { r := good(); r.Players[0].Total++; return r }, "add up to"},
		{"rank 0", func() Record { r := good(); r.Players[0].Rank = 0; return r }, "rank"},
		{"winner not playing", func() Record { r := good(); r.Winners = []string{"Zed"}; return r }, "not a player"},
		{"multi with solo", func() Record { r := good(); r.Solo = &SoloRecord{Survived: true}; return r }, "solo: set"},
		{"unknown kind", func() Record { r := good(); r.Kind = 7; return r }, "kind"},
		{"solo without solo part", func() Record { r := goodSolo(); r.Solo = nil; return r }, "solo: missing"},
		{"solo two players", func() Record { r := good(); r.Kind = KindSolo; r.Solo = &SoloRecord{}; return r }, "1 player"},
		{"survived with a reason", func() Record { r := goodSolo(); r.Solo.Reason = game.LostDjinns; return r }, "survived"},
		{"lost without a reason", func() Record { r := goodSolo(); r.Solo.Survived = false; r.Solo.Title = ""; return r }, "missing for a game lost"},
		{"wrong title", func() Record { r := goodSolo(); r.Solo.Title = scoring.TitleSaladin; return r }, "earn"},
		{"title when lost", func() Record {
			r := goodSolo()
			r.Solo.Survived, r.Solo.Reason = false, game.LostViziers
			return r
		}, "for a game lost"},
		{"winner of a lost game", func() Record {
			r := goodSolo()
			r.Solo.Survived, r.Solo.Reason, r.Solo.Title = false, game.LostViziers, ""
			return r
		}, "for a solo game lost"},
		{"negative rounds", func() Record { r := goodSolo(); r.Solo.Rounds = -1; return r }, "rounds"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.rec().Check()
			if err == nil || !strings.Contains(err.Error(), tc.reason) {
				t.Fatalf("got %v, want an error about %q", err, tc.reason)
			}
		})
	}
	// The negative twins: the good records pass.
	for _, r := range []Record{good(), goodSolo()} {
		if err := r.Check(); err != nil {
			t.Errorf("got %v for a good record, want none", err)
		}
	}
}
