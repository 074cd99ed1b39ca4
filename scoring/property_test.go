package scoring

import (
	"math/rand/v2"
	"testing"

	"github.com/naqala/naqala/game"
)

// randomBoard deals the 42 tiles of the full game onto a 6x7 board and
// gives random tiles to the seats 1..players, with Palm Trees, Palaces and
// one Tent a seat.
func randomBoard(rng *rand.Rand, players int) *game.Board {
	var deck []game.TileType
	for _, tt := range game.TileTypes() {
		for range tt.Count() {
			deck = append(deck, tt)
		}
	}
	rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	b := game.NewBoard(6, 7)
	tent := map[game.Owner]bool{}
	for i := range b.Tiles {
		t := &b.Tiles[i]
		t.Type = deck[i]
		if t.Type.Forbidden() || rng.IntN(3) == 0 {
			continue
		}
		t.Owner = game.Owner(1 + rng.IntN(players))
		t.Palms = rng.IntN(3) / 2
		t.Palaces = rng.IntN(3) / 2
		if !tent[t.Owner] && rng.IntN(4) == 0 {
			t.Tent, tent[t.Owner] = true, true
		}
	}
	return b
}

// randomPlayers gives every seat random holdings, Djinns with powers
// included.
func randomPlayers(rng *rand.Rand, players int) []Player {
	powers := []string{game.Jafaar, game.Shamhat, game.Haurvatat, game.Ptah, game.Geb, game.Wilwit, game.AlAmin, "Enki", "Hagis"}
	rng.Shuffle(len(powers), func(i, j int) { powers[i], powers[j] = powers[j], powers[i] })
	out := make([]Player, players)
	for i := range out {
		p := &out[i]
		p.Name = string(rune('A' + i))
		p.Coins, p.Viziers, p.Elders, p.Artisans = rng.IntN(60), rng.IntN(8), rng.IntN(8), rng.IntN(4)
		for range rng.IntN(3) {
			if len(powers) > 0 {
				p.Djinns = append(p.Djinns, HeldDjinn{Name: powers[0], VP: 2 + rng.IntN(8), VPKnown: true})
				powers = powers[1:]
			}
		}
		for g := range p.Merchandise {
			p.Merchandise[g] = rng.IntN(3)
		}
		p.Fakirs = rng.IntN(5)
		for range rng.IntN(3) {
			p.Items = append(p.Items, game.Item(rng.IntN(game.NumItems)))
		}
		if rng.IntN(2) == 0 {
			p.Thieves = []string{"Ziad"}
		}
	}
	return out
}

// heldTiles lists seat's tiles the long way, for comparison with
// TilesFromBoard: lake adjacency and red tiles from the eight neighbours.
func heldTiles(b *game.Board, seat game.Owner) []HeldTile {
	var out []HeldTile
	for r := 1; r <= b.Rows; r++ {
		for c := 1; c <= b.Cols; c++ {
			t := b.Tile(game.Place{Col: c, Row: r})
			if t.Owner != seat {
				continue
			}
			h := HeldTile{Type: t.Type, Palms: t.Palms, Palaces: t.Palaces, Tent: t.Tent}
			for dr := -1; dr <= 1; dr++ {
				for dc := -1; dc <= 1; dc++ {
					q := game.Place{Col: c + dc, Row: r + dr}
					if !b.Contains(q) {
						continue
					}
					n := b.Tile(q).Type
					if n == game.GreatLake {
						h.Lake = true
					}
					if t.Tent && (n == game.Oasis || n == game.SmallMarket || n == game.LargeMarket ||
						n == game.SpecializedMarket || n == game.CityRed) {
						h.TentRed++
					}
				}
			}
			out = append(out, h)
		}
	}
	return out
}

// TestProperties: the total is the sum of the categories, ranks agree with
// totals, and the board and per-player forms of a game give the same score.
func TestProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	all := game.Expansions{Artisans: true, Thieves: true, Whims: true}
	for n := range 300 {
		players := 2 + n%4
		b := randomBoard(rng, players)
		ps := randomPlayers(rng, players)
		onBoard := Game{Expansions: all, Players: ps, Board: b}
		perPlayer := Game{Expansions: all, Players: append([]Player(nil), ps...)}
		for i := range perPlayer.Players {
			perPlayer.Players[i].Tiles = heldTiles(b, game.Owner(i+1))
		}
		r1, err := Score(onBoard, DefaultRules())
		if err != nil {
			t.Fatal(err)
		}
		r2, err := Score(perPlayer, DefaultRules())
		if err != nil {
			t.Fatal(err)
		}
		best := 0
		for i, p := range r1.Players {
			if p.Total != p.Categories.Total() {
				t.Fatalf("game %d player %d: total %d, categories sum %d", n, i, p.Total, p.Categories.Total())
			}
			if p != r2.Players[i] {
				t.Fatalf("game %d player %d: board form %+v, per-player form %+v\nboard:\n%s", n, i, p, r2.Players[i], b)
			}
			best = max(best, p.Total)
		}
		for _, p := range r1.Players {
			if (p.Rank == 1) != (p.Total == best) {
				t.Fatalf("game %d: %s has rank %d with %d, best %d", n, p.Name, p.Rank, p.Total, best)
			}
		}
	}
}

// BenchmarkScore5PlayerFull scores a 5-player game with every expansion,
// given as a 6x7 board (budget 10 us).
func BenchmarkScore5PlayerFull(b *testing.B) {
	rng := rand.New(rand.NewPCG(3, 5))
	g := Game{
		Expansions: game.Expansions{Artisans: true, Thieves: true, Whims: true},
		Players:    randomPlayers(rng, 5),
		Board:      randomBoard(rng, 5),
	}
	r := DefaultRules()
	for b.Loop() {
		if _, err := Score(g, r); err != nil {
			b.Fatal(err)
		}
	}
}
