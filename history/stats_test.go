package history_test

import (
	"encoding/json"
	"github.com/naqala/naqala/history"
	"github.com/naqala/naqala/history/historytest"
	"math"
	"reflect"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
)

func TestComputeStats(t *testing.T) {
	tests := []struct {
		name    string
		records []history.Record
		check   func(t *testing.T, s history.Stats)
	}{
		{"empty", nil, func(t *testing.T, s history.Stats) {
			if s.Games != 0 || s.Best != nil || s.SoloBest != nil || s.SurvivalRate != 0 || s.MostCommonLoss != game.NotLost {
				t.Errorf("got %+v, want zeros", s)
			}
			if len(s.Titles) != 4 {
				t.Errorf("got %d titles, want all 4 with zero counts", len(s.Titles))
			}
		}},
		{"survival rate", []history.Record{historytest.SoloRec(0, 200, game.NotLost), historytest.SoloRec(1, 150, game.LostDjinns), historytest.SoloRec(2, 230, game.NotLost), historytest.SoloRec(3, 100, game.LostAssassins)},
			func(t *testing.T, s history.Stats) {
				if s.SoloGames != 4 || s.SoloSurvived != 2 || s.SurvivalRate != 0.5 {
					t.Errorf("got %d/%d rate %v, want 2/4 rate 0.5", s.SoloSurvived, s.SoloGames, s.SurvivalRate)
				}
			}},
		{"titles per band, edges included", []history.Record{historytest.SoloRec(0, 190, game.NotLost), historytest.SoloRec(1, 191, game.NotLost), historytest.SoloRec(2, 220, game.NotLost), historytest.SoloRec(3, 221, game.NotLost), historytest.SoloRec(4, 251, game.NotLost), historytest.SoloRec(5, 250, game.NotLost)},
			func(t *testing.T, s history.Stats) {
				want := []history.TitleCount{{scoring.TitleIznogoud, 1}, {scoring.TitleJafaar, 2}, {scoring.TitleAlRachid, 2}, {scoring.TitleSaladin, 1}}
				if !reflect.DeepEqual(s.Titles, want) {
					t.Errorf("got %v, want %v", s.Titles, want)
				}
			}},
		{"a lost game reaches no title", []history.Record{historytest.SoloRec(0, 260, game.LostViziers)},
			func(t *testing.T, s history.Stats) {
				for _, tc := range s.Titles {
					if tc.Count != 0 {
						t.Errorf("got %v, want no title", s.Titles)
					}
				}
			}},
		{"best and average: lost solo games do not count", []history.Record{historytest.SoloRec(0, 200, game.NotLost), historytest.SoloRec(1, 300, game.LostPayment), historytest.MultiRec(2, 150, 250)},
			func(t *testing.T, s history.Stats) {
				if s.Best == nil || s.Best.Total != 250 || s.Best.Player != "B" || s.Best.Kind != history.KindMulti {
					t.Errorf("got best %+v, want B's 250", s.Best)
				}
				if s.Average != 200 {
					t.Errorf("got average %v, want 200", s.Average)
				}
				if s.SoloBest == nil || s.SoloBest.Total != 200 || s.SoloAverage != 200 {
					t.Errorf("got solo best %+v average %v, want 200 and 200", s.SoloBest, s.SoloAverage)
				}
			}},
		{"a tie for best goes to the earliest", []history.Record{historytest.MultiRec(5, 240, 100), historytest.SoloRec(1, 240, game.NotLost)},
			func(t *testing.T, s history.Stats) {
				if s.Best == nil || s.Best.Kind != history.KindSolo || !s.Best.Date.Equal(historytest.FixedTime.AddDate(0, 0, 1)) {
					t.Errorf("got %+v, want the solo game of day 1", s.Best)
				}
			}},
		{"most common loss", []history.Record{historytest.SoloRec(0, 1, game.LostDjinns), historytest.SoloRec(1, 1, game.LostAssassins), historytest.SoloRec(2, 1, game.LostDjinns), historytest.SoloRec(3, 1, game.LostPayment)},
			func(t *testing.T, s history.Stats) {
				if s.MostCommonLoss != game.LostDjinns {
					t.Errorf("got %v, want djinns", s.MostCommonLoss)
				}
				want := []history.LossCount{{game.LostDjinns, 2}, {game.LostAssassins, 1}, {game.LostPayment, 1}}
				if !reflect.DeepEqual(s.Losses, want) {
					t.Errorf("got %v, want %v", s.Losses, want)
				}
			}},
		{"a tie of losses goes to the first reason", []history.Record{historytest.SoloRec(0, 1, game.LostViziers), historytest.SoloRec(1, 1, game.LostAssassins)},
			func(t *testing.T, s history.Stats) {
				if s.MostCommonLoss != game.LostAssassins {
					t.Errorf("got %v, want assassins", s.MostCommonLoss)
				}
			}},
		{"no loss, no cause", []history.Record{historytest.SoloRec(0, 200, game.NotLost), historytest.MultiRec(1, 1, 2)},
			func(t *testing.T, s history.Stats) {
				if s.MostCommonLoss != game.NotLost || len(s.Losses) != 0 || s.Games != 2 || s.MultiGames != 1 {
					t.Errorf("got %+v, want no loss in 2 games", s)
				}
			}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			for _, r := range tc.records {
				if err := r.Check(); err != nil {
					t.Fatalf("bad fixture: %v", err)
				}
			}
			tc.check(t, history.ComputeStats(tc.records))
		})
	}
}

// TestComputeStatsOrderFree: the statistics do not depend on the order of
// the records.
func TestComputeStatsOrderFree(t *testing.T) {
	rs := []history.Record{historytest.SoloRec(3, 240, game.NotLost), historytest.MultiRec(1, 240, 10), historytest.SoloRec(2, 7, game.LostDjinns), historytest.SoloRec(0, 240, game.NotLost)}
	want := history.ComputeStats(rs)
	rev := []history.Record{rs[3], rs[2], rs[1], rs[0]}
	if got := history.ComputeStats(rev); !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v, want %+v", got, want)
	}
	if want.Best.Date != historytest.FixedTime || math.Abs(want.Average-182.5) > 1e-9 {
		t.Errorf("got best %+v average %v, want day 0 and 182.5", want.Best, want.Average)
	}
}

func TestStatsJSON(t *testing.T) {
	s := history.ComputeStats([]history.Record{historytest.SoloRec(0, 230, game.NotLost), historytest.SoloRec(1, 5, game.LostAssassins)})
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"games":2`, `"solo_survival_rate":0.5`, `"most_common_loss":"assassins"`,
		`{"reason":"assassins","count":1}`, `{"title":"Ambitious Al-Rachid","count":1}`, `"kind":"solo"`} {
		if !strings.Contains(string(b), want) {
			t.Errorf("got %s, want %s in it", b, want)
		}
	}
	empty, _ := json.Marshal(history.ComputeStats(nil))
	if !strings.Contains(string(empty), `"best":null`) || !strings.Contains(string(empty), `"losses":[]`) || !strings.Contains(string(empty), `"most_common_loss":""`) {
		t.Errorf("got %s, want null best, no losses", empty)
	}
}
