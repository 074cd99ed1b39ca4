package scoring

import "github.com/naqala/naqala/game"

// Uses reports whether what p holds has pieces of expansion e: Artisans,
// items, an Artisan's Thief and a Tent are in Artisans of Naqala; Thieves
// in Thieves of Naqala; a Djinn or a tile type in its own expansion; a
// tile by the Great Lake in Whims of the Sultan.
func (p Player) Uses(e game.Expansion) bool {
	if e == game.Artisans && (p.Artisans > 0 || len(p.Items) > 0) {
		return true
	}
	if e == game.Thieves && len(p.Thieves) > 0 {
		return true
	}
	for _, d := range p.Djinns {
		if dj, ok := game.LookupDjinn(d.Name); ok && dj.Expansion == e {
			return true
		}
	}
	for _, name := range p.Thieves {
		if t, ok := game.LookupThief(name); ok && t.NeedsArtisans() && e == game.Artisans {
			return true
		}
	}
	for _, t := range p.Tiles {
		if t.Type.Expansion() == e || (e == game.Artisans && t.Tent) || (e == game.Whims && t.Lake) {
			return true
		}
	}
	return false
}
