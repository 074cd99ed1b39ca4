package ui

import (
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// TestGuidedArtisansSayTheDraw: taking Artisans, the turn says what the
// player does (reference section 11 step 3): keep them, draw as many
// Items as Artisans, keep 1, discard the rest (a move takes at least 2).
func TestGuidedArtisansSayTheDraw(t *testing.T) {
	x := game.Expansions{Artisans: true}
	tests := []struct {
		name     string
		tiles    map[game.Place]string
		keys     string
		want     string
		notWants []string
	}{
		{"2 Artisans", map[game.Place]string{at(1, 2): "V[P]", at(1, 3): "O[P]"}, "1213c",
			"Artisans (2): you keep them; draw 2 Items from the stack, keep 1, discard the rest face up. The Item you keep:",
			[]string{"the Item you keep from the draw"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v, _ := newTestSolo(t, withTiles(t, x, 0, tc.tiles), sultan.Roll{White: 1, Black: 1})
			toPlayerTurn(t, v)
			typeText(v, tc.keys)
			o, ok := v.pm.turnOptions()
			if !ok || o.Step != sultan.TurnTribe || o.Tribe != game.Artisan {
				t.Fatalf("after the move: %+v (%s)", o, v.Message())
			}
			screen := joined(drawScreen(t, v, screenWidth, screenHeight))
			if !strings.Contains(screen, tc.want) {
				t.Errorf("no %q in\n%s", tc.want, screen)
			}
			for _, bad := range tc.notWants {
				if strings.Contains(screen, bad) {
					t.Errorf("%q in\n%s", bad, screen)
				}
			}
		})
	}
}
