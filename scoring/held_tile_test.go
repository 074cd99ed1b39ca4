package scoring

import (
	"errors"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
)

func TestParseHeldTile(t *testing.T) {
	for _, tc := range []struct {
		name    string
		in      string
		partial bool
		want    HeldTile
		err     string // a part of the reason; "" for none
	}{
		{"plain", "O", false, HeldTile{Type: game.Oasis}, ""},
		{"palms", "O+pp", false, HeldTile{Type: game.Oasis, Palms: 2}, ""},
		{"palace by the lake", "V+Pl", false, HeldTile{Type: game.Village, Palaces: 1, Lake: true}, ""},
		{"tent with its red tiles", "SM+t4", false, HeldTile{Type: game.SmallMarket, Tent: true, TentRed: 4}, ""},
		{"tent with two digits", "SM+t12", false, HeldTile{Type: game.SmallMarket, Tent: true, TentRed: 12}, ""},
		{"unknown code", "Q", false, HeldTile{}, `unknown tile type "Q"`},
		{"lower-case code", "o", false, HeldTile{}, `unknown tile type "o"`},
		{"code's start, partial", "S", true, HeldTile{}, ""},
		{"code's start, whole", "S", false, HeldTile{}, `unknown tile type "S"`},
		{"code's start after +", "S+", true, HeldTile{}, `unknown tile type "S"`},
		{"lake twice", "V+ll", false, HeldTile{}, "twice"},
		{"two tents", "V+t3t", false, HeldTile{}, "two Tents on one tile"},
		{"unknown extra", "V+x", false, HeldTile{}, `unknown extra "x"`},
		{"digit without a tent", "V+4", false, HeldTile{}, `unknown extra "4"`},
		{"tent without count", "V+t", false, HeldTile{}, "how many red tiles surround the Tent"},
		{"tent without count, partial", "V+t", true, HeldTile{Type: game.Village, Tent: true}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := ParseHeldTile(tc.in, tc.partial)
			if tc.err != "" {
				var e *HeldTileError
				if !errors.As(err, &e) || !strings.Contains(e.Reason, tc.err) {
					t.Fatalf("ParseHeldTile(%q): got %v, want a HeldTileError with %q", tc.in, err, tc.err)
				}
				if !strings.HasPrefix(err.Error(), "scoring: ") {
					t.Errorf("got %q, want the package prefix", err)
				}
				return
			}
			if err != nil || got != tc.want {
				t.Fatalf("ParseHeldTile(%q): got %+v, %v, want %+v", tc.in, got, err, tc.want)
			}
		})
	}
}

func TestHeldTileToken(t *testing.T) {
	for _, tc := range []struct {
		h    HeldTile
		want string
	}{
		{HeldTile{Type: game.Oasis}, "O"},
		{HeldTile{Type: game.Oasis, Palms: 2}, "O+pp"},
		{HeldTile{Type: game.Village, Palms: 1, Palaces: 2, Lake: true}, "V+pPPl"},
		{HeldTile{Type: game.SmallMarket, Tent: true, TentRed: 4}, "SM+t4"},
		{HeldTile{Type: game.SmallMarket, TentRed: 4}, "SM"}, // no Tent, no count
	} {
		if got := tc.h.Token(); got != tc.want {
			t.Errorf("%+v.Token(): got %q, want %q", tc.h, got, tc.want)
		}
	}
}

func TestHeldTileLimit(t *testing.T) {
	all := game.Expansions{Artisans: true, Thieves: true, Whims: true}
	n := func(tt game.TileType, k int) []HeldTile {
		out := make([]HeldTile, k)
		for i := range out {
			out[i] = HeldTile{Type: tt}
		}
		return out
	}
	for _, tc := range []struct {
		name   string
		h      HeldTile
		held   [][]HeldTile
		x      game.Expansions
		want   TileLimit
		tentOn game.TileType
	}{
		{"a village", HeldTile{Type: game.Village}, nil, game.Expansions{}, TileHeld, 0},
		{"the chasm", HeldTile{Type: game.Chasm}, nil, all, TileUncontrolled, 0},
		{"a workshop without artisans", HeldTile{Type: game.Workshop}, nil, game.Expansions{}, TileNeedsExpansion, 0},
		{"a workshop with artisans", HeldTile{Type: game.Workshop}, nil, game.Expansions{Artisans: true}, TileHeld, 0},
		{"the last oasis", HeldTile{Type: game.Oasis}, [][]HeldTile{n(game.Oasis, game.Oasis.Count()-1)}, game.Expansions{}, TileHeld, 0},
		{"an oasis too many", HeldTile{Type: game.Oasis}, [][]HeldTile{n(game.Oasis, game.Oasis.Count())}, game.Expansions{}, TileSupply, 0},
		{"the last palm tree", HeldTile{Type: game.Oasis, Palms: game.PalmTrees}, nil, game.Expansions{}, TileHeld, 0},
		{"a palm tree too many", HeldTile{Type: game.Oasis, Palms: 1}, [][]HeldTile{{{Type: game.Oasis, Palms: game.PalmTrees}}}, game.Expansions{}, TilePalmTrees, 0},
		{"the last palace", HeldTile{Type: game.Village, Palaces: game.Palaces}, nil, game.Expansions{}, TileHeld, 0},
		{"a palace too many", HeldTile{Type: game.Village, Palaces: game.Palaces + 1}, nil, game.Expansions{}, TilePalaces, 0},
		{"by the lake without whims", HeldTile{Type: game.Village, Lake: true}, nil, game.Expansions{}, TileLakeNeedsWhims, 0},
		{"by the lake with whims", HeldTile{Type: game.Village, Lake: true}, nil, game.Expansions{Whims: true}, TileHeld, 0},
		{"a tent without artisans", HeldTile{Type: game.Village, Tent: true, TentRed: 2}, nil, game.Expansions{}, TileTentNeedsArtisans, 0},
		{"9 red tiles", HeldTile{Type: game.Village, Tent: true, TentRed: 9}, nil, all, TileHeld, 0},
		{"10 red tiles", HeldTile{Type: game.Village, Tent: true, TentRed: 10}, nil, all, TileTentRed, 0},
		{"a second tent", HeldTile{Type: game.Village, Tent: true, TentRed: 2}, [][]HeldTile{{{Type: game.Oasis, Tent: true}}}, all, TileSecondTent, game.Oasis},
		{"another player's tent", HeldTile{Type: game.Village, Tent: true, TentRed: 2}, [][]HeldTile{{{Type: game.Oasis, Tent: true}}, nil}, all, TileHeld, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			player := 0
			if tc.name == "another player's tent" {
				player = 1
			}
			got, tent := HeldTileLimit(tc.h, tc.held, player, tc.x)
			if got != tc.want || tent != tc.tentOn {
				t.Errorf("got %v (%v), want %v (%v)", got, tent, tc.want, tc.tentOn)
			}
		})
	}
}

func FuzzParseHeldTile(f *testing.F) {
	for _, s := range []string{"O", "O+pp", "V+Pl", "SM+t4", "S", "V+t", "V+ll", "SM+t99999999999999999999", "+", "V+pPlt3"} {
		f.Add(s, false)
		f.Add(s, true)
	}
	f.Fuzz(func(t *testing.T, s string, partial bool) {
		h, err := ParseHeldTile(s, partial)
		if err != nil {
			var e *HeldTileError
			if !errors.As(err, &e) || !strings.HasPrefix(err.Error(), "scoring: held tile: ") {
				t.Fatalf("ParseHeldTile(%q): error of another kind: %v", s, err)
			}
			return
		}
		if partial {
			if whole, err := ParseHeldTile(s, false); err != nil {
				return // a code's start or a Tent still without its count
			} else if whole != h {
				t.Fatalf("ParseHeldTile(%q): partial %+v, whole %+v", s, h, whole)
			}
		}
		again, err := ParseHeldTile(h.Token(), false)
		if err != nil || again != h {
			t.Fatalf("ParseHeldTile(%q) = %+v writes %q, which reads %+v, %v", s, h, h.Token(), again, err)
		}
	})
}

func TestTileLimitString(t *testing.T) {
	if got := TileSecondTent.String(); got != "second tent" {
		t.Errorf("got %q, want %q", got, "second tent")
	}
	if got := TileLimit(-1).String(); got != "TileLimit(-1)" {
		t.Errorf("got %q, want TileLimit(-1)", got)
	}
}
