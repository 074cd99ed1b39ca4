package history_test

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/history"
	"github.com/naqala/naqala/history/historytest"
	"github.com/naqala/naqala/scoring"
)

// ruled is r played with the expansions, in hard mode and with advice as
// given.
func ruled(r history.Record, x []string, hard, advised bool) history.Record {
	r.Expansions, r.Advised = x, advised
	s := *r.Solo
	s.Hard = hard
	r.Solo = &s
	return r
}

func TestSoloRecordsByRuleSet(t *testing.T) {
	records := []history.Record{
		historytest.SoloRec(2, 230, game.NotLost),
		historytest.SoloRec(0, 200, game.NotLost),
		historytest.SoloRec(1, 150, game.LostDjinns),
		ruled(historytest.SoloRec(3, 180, game.LostAssassins), []string{"artisans"}, true, false),
		ruled(historytest.SoloRec(4, 260, game.NotLost), nil, false, true),
		historytest.MultiRec(5, 100, 120),
	}
	got := history.SoloRecords(records, nil)
	if len(got) != 3 {
		t.Fatalf("got %d rule sets, want 3 (base, base advised, artisans hard): %+v", len(got), got)
	}
	base, advised, artisans := got[0], got[1], got[2]
	if base.RuleSet != (history.RuleSet{}) || advised.RuleSet != (history.RuleSet{Advised: true}) ||
		artisans.RuleSet != (history.RuleSet{Expansions: game.Expansions{Artisans: true}, Hard: true}) {
		t.Errorf("got rule sets %+v, %+v, %+v", base.RuleSet, advised.RuleSet, artisans.RuleSet)
	}
	if base.Games != 3 || base.Survived != 2 || base.SurvivalRate != 2.0/3 {
		t.Errorf("base: got %d of %d (%v), want 2 of 3", base.Survived, base.Games, base.SurvivalRate)
	}
	// The mean counts every game, the lost one as scored: (200+150+230)/3.
	if want := 580.0 / 3; base.MeanScore != want {
		t.Errorf("base: got mean %v, want %v", base.MeanScore, want)
	}
	if base.Best == nil || base.Best.Total != 230 {
		t.Errorf("base: got best %+v, want 230", base.Best)
	}
	if want := []int{200, 150, 230}; !reflect.DeepEqual(base.Scores, want) {
		t.Errorf("base: got scores %v, want %v in the order played", base.Scores, want)
	}
	if want := []bool{false, true, false}; !reflect.DeepEqual(base.Lost, want) {
		t.Errorf("base: got lost %v, want %v", base.Lost, want)
	}
	if want := []history.LossCount{{Reason: game.LostDjinns, Count: 1}}; !reflect.DeepEqual(base.Losses, want) {
		t.Errorf("base: got losses %v, want %v", base.Losses, want)
	}
	wantTitles := []history.TitleCount{{scoring.TitleIznogoud, 0}, {scoring.TitleJafaar, 1}, {scoring.TitleAlRachid, 1}, {scoring.TitleSaladin, 0}}
	if !reflect.DeepEqual(base.Titles, wantTitles) {
		t.Errorf("base: got titles %v, want %v", base.Titles, wantTitles)
	}
	// A rule set with only a lost game has no best: a lost game's score
	// earns nothing.
	if artisans.Best != nil || artisans.Survived != 0 || artisans.MeanScore != 180 {
		t.Errorf("artisans: got best %+v, survived %d, mean %v; want none, 0, 180", artisans.Best, artisans.Survived, artisans.MeanScore)
	}
}

func TestSoloRecordsNoSoloGames(t *testing.T) {
	if got := history.SoloRecords([]history.Record{historytest.MultiRec(0, 100, 120)}, nil); len(got) != 0 {
		t.Errorf("got %+v, want no record from a multiplayer game", got)
	}
}

func TestSoloRecordsBaseline(t *testing.T) {
	day := historytest.FixedTime
	old := history.Baseline{Date: day, Games: 10, Policy: "advisor"}
	newer := history.Baseline{Date: day.AddDate(0, 0, 1), Games: 20, Policy: "advisor"}
	hard := history.Baseline{RuleSet: history.RuleSet{Hard: true}, Date: day.AddDate(0, 0, 2), Games: 30}
	records := []history.Record{
		historytest.SoloRec(0, 200, game.NotLost),
		ruled(historytest.SoloRec(1, 200, game.NotLost), nil, false, true),
		ruled(historytest.SoloRec(2, 200, game.NotLost), []string{"whims"}, false, false),
	}
	got := history.SoloRecords(records, []history.Baseline{old, newer, hard})
	// The advised games meet the same baseline as the others: the
	// machine's play has no advice to show.
	for _, g := range got[:2] {
		if g.Baseline == nil || g.Baseline.Games != 20 {
			t.Errorf("%+v: got baseline %+v, want the newer run of 20 games", g.RuleSet, g.Baseline)
		}
	}
	// The negative twin: no run of the Whims, no baseline (not the base
	// game's, nor the hard mode's).
	if whims := got[2]; whims.Baseline != nil {
		t.Errorf("whims: got baseline %+v, want none", whims.Baseline)
	}
}

func TestNewBaseline(t *testing.T) {
	set := history.RuleSet{Hard: true, Advised: true}
	b := history.NewBaseline(set, historytest.FixedTime, 7, "advisor",
		[]int{200, 150, 255, 120}, []game.Loss{game.NotLost, game.LostViziers, game.NotLost, game.LostViziers})
	if b.RuleSet != (history.RuleSet{Hard: true}) {
		t.Errorf("got rule set %+v, want hard without advice", b.RuleSet)
	}
	if b.Games != 4 || b.Survived != 2 || b.SurvivalRate != 0.5 || b.MeanScore != 181.25 || b.BestScore != 255 {
		t.Errorf("got %+v, want 2 of 4, mean 181.25, best 255", b)
	}
	if want := []history.LossCount{{Reason: game.LostViziers, Count: 2}}; !reflect.DeepEqual(b.Losses, want) {
		t.Errorf("got losses %v, want %v", b.Losses, want)
	}
	if b.Titles[1].Count != 1 || b.Titles[3].Count != 1 {
		t.Errorf("got titles %v, want a Jafaar and a Saladin", b.Titles)
	}
	data, err := json.Marshal(b)
	if err != nil {
		t.Fatal(err)
	}
	var back history.Baseline
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, b) {
		t.Errorf("JSON round trip: got %+v, want %+v (%s)", back, b, data)
	}
	// A loss reason that is none is refused.
	bad := []byte(`{"rule_set":{"expansions":[],"hard":false,"advised":false},"losses":[{"reason":"boredom","count":1}]}`)
	if err := json.Unmarshal(bad, &back); err == nil {
		t.Error("a baseline lost to boredom was read")
	}
}
