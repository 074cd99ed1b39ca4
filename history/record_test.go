package history_test

import (
	"github.com/naqala/naqala/history"
	"github.com/naqala/naqala/history/historytest"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
)

func TestNewRecord(t *testing.T) {
	when := historytest.FixedTime
	t.Run("solo survived", func(t *testing.T) {
		g := historytest.SoloGame(200, 5, 1, game.NotLost, true)
		rec := history.NewRecord(g, historytest.Scored(t, g), when)
		if rec.Kind != history.KindSolo || rec.Solo == nil || !rec.Solo.Survived || !rec.Solo.Hard || rec.Solo.Title == "" {
			t.Fatalf("got %+v %+v, want a hard solo game survived with a title", rec, rec.Solo)
		}
		if err := rec.Check(); err != nil {
			t.Fatal(err)
		}
	})
	t.Run("solo lost", func(t *testing.T) {
		g := historytest.SoloGame(10, 0, 3, game.LostAssassins, false)
		rec := history.NewRecord(g, historytest.Scored(t, g), when)
		if rec.Solo.Survived || rec.Solo.Reason != game.LostAssassins || rec.Solo.Title != "" || len(rec.Winners) != 0 {
			t.Fatalf("got %+v %+v, want a game lost to Assassins", rec, rec.Solo)
		}
		if err := rec.Check(); err != nil {
			t.Fatal(err)
		}
	})
	t.Run("multi", func(t *testing.T) {
		g := historytest.MultiGame(30, 50, 50)
		rec := history.NewRecord(g, historytest.Scored(t, g), when)
		if rec.Kind != history.KindMulti || rec.Solo != nil || !reflect.DeepEqual(rec.Winners, []string{"B", "C"}) ||
			!reflect.DeepEqual(rec.Expansions, []string{"artisans"}) {
			t.Fatalf("got %+v, want a multiplayer game won by B and C with artisans", rec)
		}
		if err := rec.Check(); err != nil {
			t.Fatal(err)
		}
	})
}

func TestRecordCheck(t *testing.T) {
	good := func() history.Record {
		g := historytest.MultiGame(10, 20)
		return history.NewRecord(g, historytest.Scored(t, g), historytest.FixedTime)
	}
	goodSolo := func() history.Record {
		g := historytest.SoloGame(200, 5, 1, game.NotLost, false)
		return history.NewRecord(g, historytest.Scored(t, g), historytest.FixedTime)
	}
	tests := []struct {
		name   string
		rec    func() history.Record
		reason string
	}{
		{"no date", func() history.Record { r := good(); r.Date = time.Time{}; return r }, "date"},
		{"unknown expansion", func() history.Record { r := good(); r.Expansions = []string{"dragons"}; return r }, "expansions"},
		{"one player multi", func() history.Record { r := good(); r.Players = r.Players[:1]; return r }, "2 to 5 players"},
		{"total off", func() history.Record { r := good(); r.Players[0].Total++; return r }, "add up to"},
		{"rank 0", func() history.Record { r := good(); r.Players[0].Rank = 0; return r }, "rank"},
		{"winner not playing", func() history.Record { r := good(); r.Winners = []string{"Zed"}; return r }, "not a player"},
		{"multi with solo", func() history.Record { r := good(); r.Solo = &history.SoloRecord{Survived: true}; return r }, "solo: set"},
		{"unknown kind", func() history.Record { r := good(); r.Kind = 7; return r }, "kind"},
		{"solo without solo part", func() history.Record { r := goodSolo(); r.Solo = nil; return r }, "solo: missing"},
		{"solo two players", func() history.Record {
			r := good()
			r.Kind = history.KindSolo
			r.Solo = &history.SoloRecord{}
			return r
		}, "1 player"},
		{"survived with a reason", func() history.Record { r := goodSolo(); r.Solo.Reason = game.LostDjinns; return r }, "survived"},
		{"lost without a reason", func() history.Record { r := goodSolo(); r.Solo.Survived = false; r.Solo.Title = ""; return r }, "missing for a game lost"},
		{"wrong title", func() history.Record { r := goodSolo(); r.Solo.Title = scoring.TitleSaladin; return r }, "earn"},
		{"title when lost", func() history.Record {
			r := goodSolo()
			r.Solo.Survived, r.Solo.Reason = false, game.LostViziers
			return r
		}, "for a game lost"},
		{"winner of a lost game", func() history.Record {
			r := goodSolo()
			r.Solo.Survived, r.Solo.Reason, r.Solo.Title = false, game.LostViziers, ""
			return r
		}, "for a solo game lost"},
		{"negative rounds", func() history.Record { r := goodSolo(); r.Solo.Rounds = -1; return r }, "rounds"},
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
	for _, r := range []history.Record{good(), goodSolo()} {
		if err := r.Check(); err != nil {
			t.Errorf("got %v for a good record, want none", err)
		}
	}
}
