package scorefile

import (
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"go.yaml.in/yaml/v3"
)

// lakeNeighbours is how many tiles can surround the Great Lake: its 8
// neighbours, diagonals included.
const lakeNeighbours = 8

// totals checks what all players hold together against what the boxes in
// play hold: tiles, meeples, goods, Fakirs, items, Palm Trees and Palaces;
// and that no more tiles surround the Great Lake than there are.
// With a board, the meeples still on it count too (the board's own tiles
// and pieces were checked with it).
func (l *loader) totals(g scoring.Game, n *yaml.Node) {
	const path = "players"
	for _, tt := range game.TileTypes() {
		if l.tiles[tt] > tt.Count() && l.x.Has(tt.Expansion()) {
			l.errf(n, path, "%d %s tiles (%s) held in all, the box holds %d", l.tiles[tt], tt, tt.Code(), tt.Count())
		}
	}
	if l.pieces.palms > game.PalmTrees {
		l.errf(n, path, "%d Palm Trees in all, the box holds %d", l.pieces.palms, game.PalmTrees)
	}
	if l.pieces.palaces > game.Palaces {
		l.errf(n, path, "%d Palaces in all, the box holds %d", l.pieces.palaces, game.Palaces)
	}
	if l.x.Whims && l.pieces.lake > lakeNeighbours {
		l.errf(n, path, "%d tiles with lake: true in all, but only %d tiles surround the Great Lake", l.pieces.lake, lakeNeighbours)
	}
	var meeples game.Meeples
	if g.Board != nil {
		meeples = g.Board.Meeples()
	}
	for _, p := range g.Players {
		meeples[game.Vizier] += p.Viziers
		meeples[game.Elder] += p.Elders
		meeples[game.Artisan] += p.Artisans
	}
	if g.Solo != nil {
		meeples[game.Vizier] += g.Solo.Council
		meeples[game.Artisan] += g.Solo.Artisans
	}
	for _, tr := range []game.Tribe{game.Vizier, game.Elder, game.Artisan} {
		if box := game.BoxMeeples(tr, l.x); box > 0 && meeples[tr] > box {
			where := "held"
			if g.Board != nil {
				where = "held and on the board"
			}
			l.errf(n, path, "%d %s (%s meeples) %s, the box holds %d", meeples[tr], tr.Plural(), tr.Colour(), where, box)
		}
	}
	for _, gd := range game.Goods() {
		if l.goods[gd] > gd.Count() {
			l.errf(n, path, "%d %s cards held in all, the deck holds %d", l.goods[gd], gd, gd.Count())
		}
	}
	if l.pieces.fakirs > game.Fakirs {
		l.errf(n, path, "%d Fakirs held in all, the deck holds %d", l.pieces.fakirs, game.Fakirs)
	}
	for _, it := range game.Items() {
		if l.x.Artisans && it.Precious() && l.items[it] > it.Count() {
			l.errf(n, path, "%d %s items held in all, the box holds %d", l.items[it], it, it.Count())
		}
	}
}
