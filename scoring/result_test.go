package scoring

import (
	"encoding/json"
	"testing"

	"github.com/naqala/naqala/game"
)

func TestResultJSON(t *testing.T) {
	tests := []struct {
		name string
		res  Result
		want string
	}{
		{"multiplayer", Result{
			Players: []PlayerResult{{Name: "A", Rank: 1, Total: 3, Categories: Categories{3}}},
			Winners: []string{"A"},
		}, `{"format":"naqala/result/v1","players":[{"name":"A","rank":1,"total":3,"categories":{"coins":3,"viziers":0,"elders":0,"artisans":0,"djinns":0,"palm_trees":0,"palaces":0,"tiles":0,"tent":0,"cities":0,"merchandise":0,"items":0}}],"winners":["A"]}`},
		{"solo lost", Result{Solo: &SoloResult{Reason: game.LostViziers}},
			`{"format":"naqala/result/v1","players":[],"winners":[],"solo":{"survived":false,"title":"","reason":"viziers"}}`},
		{"solo survived", Result{Solo: &SoloResult{Survived: true, Title: TitleSaladin}},
			`{"format":"naqala/result/v1","players":[],"winners":[],"solo":{"survived":true,"title":"Splendid Saladin","reason":""}}`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b, err := json.Marshal(tc.res)
			if err != nil {
				t.Fatal(err)
			}
			if string(b) != tc.want {
				t.Errorf("got  %s\nwant %s", b, tc.want)
			}
			var back Result
			if err := json.Unmarshal(b, &back); err != nil {
				t.Fatal(err)
			}
			again, _ := json.Marshal(back)
			if string(again) != tc.want {
				t.Errorf("round trip: got %s", again)
			}
		})
	}
	var c Categories
	if err := json.Unmarshal([]byte(`{"coin": 3}`), &c); err == nil {
		t.Error("unknown category key: got no error")
	}
}

func TestCategoryNames(t *testing.T) {
	for _, c := range AllCategories() {
		got, err := ParseCategory(c.String())
		if err != nil || got != c {
			t.Errorf("ParseCategory(%q): got %v, %v", c, got, err)
		}
		if c.Label() == "" {
			t.Errorf("%v: no label", c)
		}
	}
	if _, err := ParseCategory("gold"); err == nil {
		t.Error("ParseCategory(gold): got no error")
	}
}
