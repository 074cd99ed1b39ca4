package ui

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// toMerchants enters r1c2 to r1c3 ... the move of the "prompt merchants"
// scene: 2 Merchants taken, the row not tracked.
func toMerchants(t *testing.T) *soloHost {
	t.Helper()
	v, _ := newTestSolo(t, nil, sultan.Roll{White: 1, Black: 1})
	toPlayerTurn(t, v)
	typeText(v, "12cgr")
	o, ok := v.pm.turnOptions()
	if !ok || o.Tribe != game.Merchant || o.MaxCards != 2 {
		t.Fatalf("want the Merchants' prompt: %+v (%s)", o, v.Message())
	}
	return v
}

// TestGuidedMerchantsShortRow: more cards typed than the Merchants take
// are the front of the row, kept: 8 typed of the 9 the engine counts
// leave 1 unknown behind them, and the Merchants take the front by
// themselves. The twin: the first 2 typed take 2 and leave the row
// untracked, counted 7.
func TestGuidedMerchantsShortRow(t *testing.T) {
	v := toMerchants(t)
	typeText(v, "23456782")
	pressKeys(v, tcell.KeyEnter)
	if v.msgErr {
		t.Fatalf("the row of 8 refused: %q", v.Message())
	}
	st := v.g.State()
	if got := len(st.KnownResources()); got != 6 || st.ResourceCount() != 7 || st.ResourcesUnknown() != 1 {
		t.Errorf("the row left: %d known of %d, want 6 of 7 (%s)", got, st.ResourceCount(), v.Message())
	}
	if got := v.g.Player().Goods[game.Fish] + v.g.Player().Goods[game.Wheat]; got != 2 {
		t.Errorf("fish and wheat taken: %d, want 2", got)
	}

	v = toMerchants(t)
	typeText(v, "23")
	pressKeys(v, tcell.KeyEnter)
	if st := v.g.State(); v.msgErr || st.Resources != nil || st.ResourceCount() != 7 {
		t.Errorf("the first 2: %q, row %v of %d", v.Message(), st.Resources, st.ResourceCount())
	}
}

// TestGuidedRowTypedWhole: the last card of the resource row typed
// enters it at once (en, de): the Merchants' 9 cards typed keep the row
// with no Enter, and the Merchants take its front; at a market, the 7
// cards behind the known front typed keep the row and the window is
// offered. The twins: one card fewer waits for Enter, nothing recorded.
func TestGuidedRowTypedWhole(t *testing.T) {
	for _, lang := range []string{"en", "de"} {
		for _, tc := range []struct {
			name, typed string
			kept        bool
		}{
			{"the whole row", "234567823", true},
			{"one card fewer", "23456782", false},
		} {
			t.Run(lang+" "+tc.name, func(t *testing.T) {
				v := toMerchants(t)
				v.cfg.Language, v.bv.Lang = lang, lang
				n := len(v.g.Log())
				typeText(v, tc.typed)
				st := v.g.State()
				if kept := len(v.g.Log()) > n; kept != tc.kept || v.msgErr {
					t.Fatalf("recorded %v, want %v (%s)", kept, tc.kept, v.Message())
				}
				if !tc.kept {
					typed := map[string]string{"en": "> fish, wheat, pottery, papyrus, silk, spice, ivory, fish_",
						"de": "> Fisch, Weizen, Töpferwaren, Papyrus, Seide, Gewürze, Elfenbein, Fisch_"}[lang]
					if screen := drawScreen(t, v, 80, 24); !strings.Contains(screen, typed) {
						t.Errorf("the prompt gone:\n%s", screen)
					}
					return
				}
				if st.Resources == nil || len(st.Resources) != 7 || v.g.Player().Goods[game.Fish] != 1 || v.g.Player().Goods[game.Wheat] != 1 {
					t.Errorf("the row %v, goods %v, want 7 kept, fish and wheat taken", st.Resources, v.g.Player().Goods)
				}
			})
		}
	}
	for _, tc := range []struct {
		name, typed string
		kept        bool
	}{
		{"all 7 behind the front", "4567823", true},
		{"6 of 7", "456782", false},
	} {
		t.Run("market "+tc.name, func(t *testing.T) {
			market := withTiles(t, game.Expansions{}, 0, map[game.Place]string{at(1, 4): "S6[W]", at(1, 5): "SM[W]"})
			v, _ := newTestSolo(t, market, sultan.Roll{White: 1, Black: 1})
			toPlayerTurn(t, v)
			if _, err := v.g.Apply(sultan.RowsEvent(sultan.Rows{Resources: []string{"fish", "fakir"}, ResourcesUnknown: 7})); err != nil {
				t.Fatal(err)
			}
			typeText(v, "1415")
			typeText(v, tc.typed)
			screen := drawScreen(t, v, 80, 24)
			if got := strings.Contains(screen, "1 fish  2 fakir  3 pottery"); got != tc.kept || v.msgErr {
				t.Errorf("the window offered %v, want %v (%s):\n%s", got, tc.kept, v.Message(), screen)
			}
		})
	}
}
