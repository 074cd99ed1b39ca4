package sultan

import (
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
)

// A plan's Thieves are used right after the tribe action, before a tile
// action that waits (thieves-of-naqala.en.txt: "immediately after your
// Tribe action"); the same Thief among the powers used after the steps
// comes too late.
func TestPlanThieves(t *testing.T) {
	x := game.Expansions{Thieves: true}
	quafat := []PowerUse{{Power: "Quafat", Djinn: "Boaz"}}
	for _, tc := range []struct {
		name    string
		plan    TurnPlan
		wantErr string
	}{
		{name: "before the tile action", plan: TurnPlan{Thieves: quafat, Tile: TileChoice{Skip: true}}},
		{name: "after the tile action", plan: TurnPlan{Powers: quafat, Tile: TileChoice{Skip: true}}, wantErr: "right after the Elders' action, before the tile action"},
		{name: "not held", plan: TurnPlan{Thieves: []PowerUse{{Power: "Ziad"}}, Tile: TileChoice{Skip: true}}, wantErr: "Ziad"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := state(grid(t, x, full), x, 10)
			st.Player.Thieves = []string{"Quafat"}
			st.Yazid.Djinns, st.Yazid.Council = 1, 1
			tc.plan.Move = mustMove(t, sacredMove)
			after, _, err := PlayTurn(st, tc.plan)
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("got %v, want an error naming %q", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !after.Player.HasDjinn("Boaz") || after.Yazid.Djinns != 0 || after.Player.Elders != 2 {
				t.Errorf("got Djinns %v, Yazid's %d, Elders %d; want Boaz, 0, 2", after.Player.Djinns, after.Yazid.Djinns, after.Player.Elders)
			}
			p, err := BeginTurn(st, tc.plan.Move)
			if err != nil {
				t.Fatal(err)
			}
			if err := p.Plan(tc.plan); err != nil {
				t.Fatalf("TurnInPlay.Plan: %v", err)
			}
			if !p.State().Equal(after) {
				t.Errorf("TurnInPlay.Plan and PlayTurn leave different tables")
			}
		})
	}
}
