package game

import (
	"strings"
	"testing"
)

func TestMountainNotation(t *testing.T) {
	tests := []struct {
		token string
		want  Edges
		canon string
	}{
		{"W[YG]@1+p^ne", Edges(0).With(North).With(East), "W[YG]@1+p^ne"},
		{"W^en", Edges(0).With(North).With(East), "W^ne"}, // written in the order n e s w
		{"W[B]^swen", Edges(15), "W[B]^nesw"},
		{"W@Y^s", Edges(0).With(South), "W@Y^s"},
		{"W+pp^w", Edges(0).With(West), "W+pp^w"},
		{"W[Y]", 0, "W[Y]"},
	}
	for _, tc := range tests {
		t.Run(tc.token, func(t *testing.T) {
			tile, err := ParseToken(tc.token)
			if err != nil {
				t.Fatal(err)
			}
			if tile.Mountains != tc.want {
				t.Errorf("got edges %q, want %q", tile.Mountains, tc.want)
			}
			if got := tile.Token(); got != tc.canon {
				t.Errorf("Token: got %s, want %s", got, tc.canon)
			}
		})
	}
}

func TestMountainNotationErrors(t *testing.T) {
	tests := []struct{ token, want string }{
		{"W^", `"W^": missing Mountain edges after '^'`},
		{"W^nx", `unknown edge "x" (want n, e, s or w) in "W^nx"`},
		{"W^nn", `edge "n" given twice in "W^nn"`},
		{"W^N", `unknown edge "N"`},
		{"W^n+p", `unknown edge "+"`}, // extras come before the edges
	}
	for _, tc := range tests {
		t.Run(tc.token, func(t *testing.T) {
			_, err := ParseToken(tc.token)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want %q", err, tc.want)
			}
		})
	}
}

func TestMountainCheck(t *testing.T) {
	x := Expansions{Artisans: true}
	ok, err := ParseBoard("W^ne V\nO W^sw")
	if err != nil {
		t.Fatal(err)
	}
	if err := ok.Check(CheckOptions{Expansions: x}); err != nil {
		t.Errorf("Mountains on Workshops: %v", err)
	}
	// Negative twin: the same edges on a Village and an Oasis.
	bad, err := ParseBoard("W^ne V^n\nO^e W^sw")
	if err != nil {
		t.Fatal(err)
	}
	err = bad.Check(CheckOptions{Expansions: x})
	for _, want := range []string{
		"board: row 2, column 2: Mountains (^n) on the Village: only Workshops carry them",
		"board: row 1, column 1: Mountains (^e) on the Oasis",
	} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("got %v, want it to contain %q", err, want)
		}
	}
}

// TestMountainCount: a Workshop carries 2 Mountains (Artisans rules), so
// 3 or 4 edges are refused with the place named, in English and German;
// the twin: 2 edges (and none, a board still to be set) are taken.
func TestMountainCount(t *testing.T) {
	x := Expansions{Artisans: true}
	tests := []struct {
		board, want string
	}{
		{"W^nesw V\nO W^sw", "board: row 2, column 1: Mountains on 4 edges (^nesw): a Workshop carries 2"},
		{"W^ne V\nO W^new", "board: row 1, column 2: Mountains on 3 edges (^new): a Workshop carries 2"},
		{"W^ne V\nO W^sw", ""},
		{"W^e V\nO W", ""},
	}
	for _, tc := range tests {
		b, err := ParseBoard(tc.board)
		if err != nil {
			t.Fatal(err)
		}
		err = b.Check(CheckOptions{Expansions: x})
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%q: got %v, want none", tc.board, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%q: got %v, want %q", tc.board, err, tc.want)
		}
	}
}

func TestMountainBetween(t *testing.T) {
	// Row 2: W with a Mountain on its east edge, then V; row 1: V, W with
	// one on its north edge.
	b, err := ParseBoard("W^e V\nV W^n")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		p    Place
		d    Direction
		want bool
	}{
		{Place{1, 2}, East, true},  // the Workshop's own edge
		{Place{2, 2}, West, true},  // the same edge from the Village
		{Place{2, 1}, North, true}, // the lower Workshop's edge
		{Place{2, 2}, South, true}, // seen from above
		{Place{1, 1}, East, false}, // between two tiles without one there
		{Place{1, 1}, North, false},
		{Place{1, 2}, North, false}, // off the board
	}
	for _, tc := range tests {
		if got := b.MountainBetween(tc.p, tc.d); got != tc.want {
			t.Errorf("MountainBetween(%s, %s): got %v, want %v", tc.p, tc.d, got, tc.want)
		}
	}
}

func TestWithMountains(t *testing.T) {
	b, err := ParseBoard("W V\nO W^s")
	if err != nil {
		t.Fatal(err)
	}
	ne := Edges(0).With(North).With(East)
	got := b.WithMountains(ne)
	for _, p := range got.Places() {
		tile := got.Tile(p)
		want := Edges(0)
		if tile.Type == Workshop {
			want = ne
		}
		if tile.Mountains != want {
			t.Errorf("%s: got %q, want %q", p, tile.Mountains, want)
		}
	}
	if b.Tile(Place{2, 1}).Mountains != Edges(0).With(South) {
		t.Errorf("WithMountains changed the board it was given")
	}
}
