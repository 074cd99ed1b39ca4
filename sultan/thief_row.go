package sultan

import (
	"fmt"
	"slices"

	"github.com/naqala/naqala/game"
)

// The Thief row (thieves-of-naqala.en.txt): the top card of the Thief
// pile face up next to it; bought instead of a Djinn; at clean-up, "If
// there is no Thief visible, draw the top card". State.ThiefRow holds it
// when the player tells it, as the Djinn row.

// parseThiefRow reads a Thief row as entered at path: nil stays not
// tracked; at most one Thief, of the expansions in play, not one the
// player holds. Names are spelled as the catalogue does.
func parseThiefRow(row []string, x game.Expansions, p Holdings, path string) ([]string, []error) {
	if row == nil {
		return nil, nil
	}
	var errs []error
	add := func(format string, a ...any) { errs = append(errs, fmt.Errorf("sultan: "+format, a...)) }
	if !x.Thieves && len(row) > 0 {
		add("%s: the Thief row needs the thieves expansion", path)
		return nil, errs
	}
	if len(row) > 1 {
		add("%s: %d Thieves face up, the row shows 1", path, len(row))
	}
	out := []string{}
	for i, n := range row {
		th, ok := game.LookupThief(n)
		switch {
		case !ok:
			msg := fmt.Sprintf("%s[%d]: unknown Thief %q", path, i, n)
			if s := game.SuggestThief(n); s != "" {
				msg += fmt.Sprintf(" (did you mean %s?)", s)
			}
			add("%s", msg)
		case th.NeedsArtisans() && !x.Artisans:
			add("%s[%d]: %s is only in play with the artisans expansion", path, i, th.Name)
		case p.HasThief(th.Name):
			add("%s[%d]: %s is yours (there is one of each Thief)", path, i, th.Name)
		default:
			out = append(out, th.Name)
		}
	}
	if len(errs) > 0 {
		return nil, errs
	}
	return out, nil
}

// thiefBoxed reports whether the player used the Thief: it is back in
// the box.
func (s State) thiefBoxed(name string) bool { return slices.Contains(s.Unseen.ThievesBoxed, name) }

// refillThief is the Thief row's clean-up when nobody entered it: an
// empty tracked row shows the pile's top card, which nobody has entered,
// so the row is no longer tracked.
func (s *State) refillThief() {
	if s.ThiefRow != nil && len(s.ThiefRow) == 0 {
		s.ThiefRow = nil
	}
}

// ThiefRefillAsked reports whether the clean-up asks for the Thief
// turned up: the tracked row was emptied (bought, or the pile is out).
func (s State) ThiefRefillAsked() bool {
	return s.Expansions.Thieves && s.ThiefRow != nil && len(s.ThiefRow) == 0
}

// ThievesToEnter are the Thieves that may be face up when the row is not
// tracked: of the expansions in play, neither the player's nor used
// (back in the box).
func (s State) ThievesToEnter() []string {
	if !s.Expansions.Thieves {
		return nil
	}
	var out []string
	for _, th := range game.AllThieves() {
		if !s.Player.HasThief(th.Name) && !s.thiefBoxed(th.Name) && (!th.NeedsArtisans() || s.Expansions.Artisans) {
			out = append(out, th.Name)
		}
	}
	return out
}
