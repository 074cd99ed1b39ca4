package advisor

import (
	"fmt"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// The Flying Carpet in the plan (docs/advice.md): with it held, the
// search also has the Carpet's outcomes, each a (start tile, last tile,
// tribe) no move of the base rules reaches. A Carpet move drops the
// stack's meeples but the last on a walk of the base rules across
// Mountains, and the last, of a tribe the last tile holds, on that tile.

// CarpetPaths is how many walks a Carpet outcome's moves are tried on.
const CarpetPaths = 2

// carpetHeld reports whether the player may make the turn's move with
// the Flying Carpet.
func carpetHeld(st sultan.State) bool {
	return st.Expansions.Artisans && st.Player.Items[game.FlyingCarpet] > 0
}

// carpetOutcomes lists the Flying Carpet's outcomes on st when the player
// holds it: every start tile, tribe of its stack and other tile holding
// that tribe, in board order, but those of plain (the outcomes of the
// base rules' moves: their turns keep the Carpet). A last meeple landing
// where a meeple of its tribe was dropped earlier in the move is not
// tried (the last tile holds one of its tribe before the move).
func carpetOutcomes(st sultan.State, plain []game.MoveOutcome) []game.MoveOutcome {
	if !carpetHeld(st) {
		return nil
	}
	b := st.Board
	type key struct {
		from, to game.Place
		tribe    game.Tribe
	}
	met := make(map[key]bool, len(plain))
	for _, x := range plain {
		met[key{x.From, x.To, x.Tribe}] = true
	}
	places := b.Places()
	var out []game.MoveOutcome
	for _, s := range places {
		from := b.Tile(s)
		if from.Type.Forbidden() || from.Meeples.Empty() {
			continue
		}
		for _, f := range places {
			to := b.Tile(f)
			if f == s || to.Type.Forbidden() {
				continue
			}
			for _, c := range game.Tribes {
				if from.Meeples[c] > 0 && to.Meeples[c] > 0 && !met[key{s, f, c}] {
					out = append(out, game.MoveOutcome{From: s, To: f, Tribe: c})
				}
			}
		}
	}
	return out
}

// carpetPaths is the paths of the Carpet outcome x: at most CarpetPaths
// walks of the stack's meeples but one from x.From across Mountains,
// never onto x.To, each with x.To after it.
func carpetPaths(b *game.Board, x game.MoveOutcome) []game.OutcomePath {
	k := b.Tile(x.From).Meeples.Total()
	walks := b.Walks(x.From, k-1, true, x.To, CarpetPaths)
	out := make([]game.OutcomePath, 0, len(walks))
	for _, w := range walks {
		out = append(out, game.OutcomePath{Path: append(w, x.To)})
	}
	return out
}

// carpetWords says a Carpet move's flight in table words.
func carpetWords(m game.Move) string {
	last := m.Drops[len(m.Drops)-1]
	return fmt.Sprintf("with the Flying Carpet: the last %s flies to %s", last.Tribe, last.To.Short())
}

// otherMagicItem reports whether p holds a Magic Item beside the Flying
// Carpet: a turn that uses the Carpet cannot use it (one a turn).
func otherMagicItem(p sultan.Holdings) bool {
	for _, it := range game.Items() {
		if it != game.FlyingCarpet && !it.Precious() && p.Items[it] > 0 {
			return true
		}
	}
	return false
}
