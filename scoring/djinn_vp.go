package scoring

import "github.com/naqala/naqala/game"

// HeldDjinnOf is Djinn d as held, with the VP it scores: the catalogue's,
// else the one the user gave by name in vps (their configuration's
// djinn_vp); VPKnown is false when neither knows it.
func HeldDjinnOf(d game.Djinn, vps map[string]int) HeldDjinn {
	h := HeldDjinn{Name: d.Name, VP: d.VP, VPKnown: d.VPKnown}
	if vp, ok := vps[d.Name]; ok && !d.VPKnown {
		h.VP, h.VPKnown = vp, true
	}
	return h
}
