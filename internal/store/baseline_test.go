package store

import (
	"errors"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/history"
)

func TestBaselinesKeptAndReplaced(t *testing.T) {
	s := newStore(t)
	if got, err := s.Baselines(); got != nil || err != nil {
		t.Fatalf("got %v %v, want no baselines and no error before any is kept", got, err)
	}
	base := history.NewBaseline(history.RuleSet{}, fixedTime, 1, "advisor", []int{200, 150}, []game.Loss{game.NotLost, game.LostDjinns})
	hard := history.NewBaseline(history.RuleSet{Hard: true}, fixedTime, 1, "advisor", []int{180}, []game.Loss{game.NotLost})
	again := history.NewBaseline(history.RuleSet{}, fixedTime.AddDate(0, 0, 1), 2, "advisor", []int{230}, []game.Loss{game.NotLost})
	for _, b := range []history.Baseline{base, hard, again} {
		if err := s.KeepBaseline(b); err != nil {
			t.Fatal(err)
		}
	}
	got, err := s.Baselines()
	if err != nil {
		t.Fatal(err)
	}
	// The second run of the base game replaces the first; the hard
	// mode's stays.
	if want := []history.Baseline{hard, again}; !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v, want %+v", got, want)
	}
}

func TestBaselinesDamagedNotOverwritten(t *testing.T) {
	tests := []struct{ name, content, want string }{
		{"bad JSON", `{"format":`, "damaged"},
		{"another format", `{"format":"naqala/history/v1","version":1,"baselines":[]}`, "damaged"},
		{"unknown key", `{"format":"naqala/baselines/v1","version":1,"baselines":[],"extra":1}`, "damaged"},
		{"more survived than played", `{"format":"naqala/baselines/v1","version":1,"baselines":[{"rule_set":{"expansions":[],"hard":false,"advised":false},"date":"2026-11-22T06:43:10Z","seed":1,"games":2,"policy":"advisor","survived":3}]}`, "3 of 2"},
		{"newer", `{"format":"naqala/baselines/v1","version":2,"baselines":[]}`, "newer"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newStore(t)
			if err := os.WriteFile(s.BaselinesPath(), []byte(tc.content), 0o644); err != nil {
				t.Fatal(err)
			}
			got, err := s.Baselines()
			if err == nil || got != nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), s.BaselinesPath()) {
				t.Fatalf("got %v, %v; want no baselines and an error naming the file and %q", got, err, tc.want)
			}
			if tc.want == "newer" && !errors.Is(err, ErrNewerVersion) || tc.want != "newer" && !errors.Is(err, ErrDamaged) {
				t.Errorf("got %v, want it matched as damaged or newer", err)
			}
			b := history.NewBaseline(history.RuleSet{}, fixedTime, 1, "advisor", []int{200}, []game.Loss{game.NotLost})
			if err := s.KeepBaseline(b); err == nil {
				t.Error("a damaged baselines file was overwritten")
			}
			if data, _ := os.ReadFile(s.BaselinesPath()); string(data) != tc.content {
				t.Errorf("the file became %q", data)
			}
		})
	}
}
