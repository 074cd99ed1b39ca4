package sultan

import (
	"strings"
	"testing"
)

// TestArtisansWithoutTheExpansionNamedWhereHeld: the player's Artisans in
// a base game are named at player.artisans, not at yazid.artisans (which
// the file may not even give); Yazid's at yazid.artisans, both when both.
func TestArtisansWithoutTheExpansionNamedWhereHeld(t *testing.T) {
	for _, tc := range []struct {
		player, yazid int
		want, not     string
	}{
		{1, 0, "sultan: player.artisans: Artisans need the artisans expansion", "yazid.artisans"},
		{0, 1, "sultan: yazid.artisans: Artisans need the artisans expansion", "player.artisans"},
		{1, 1, "sultan: yazid.artisans: Artisans need the artisans expansion\nsultan: player.artisans: Artisans need the artisans expansion", "\x00"},
	} {
		s := NewSetup(grid(t, base, full), base, false, DefaultRules())
		s.Player.Artisans, s.Yazid.Artisans = tc.player, tc.yazid
		_, _, err := s.State()
		if err == nil || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), tc.not) {
			t.Errorf("player %d, Yazid %d: got %v, want %q", tc.player, tc.yazid, err, tc.want)
		}
	}
}
