package ui

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
)

// mountainsSetup is the setup of an Artisans game with a dealt board
// (three Workshops, no Mountains) and records the board it starts with.
func mountainsSetup(t *testing.T, x game.Expansions) (*SoloSetupView, **game.Board) {
	t.Helper()
	rng := rand.New(rand.NewPCG(4, 5))
	s := newSoloSetupView(SoloOptions{Expansions: x}, false, rng)
	started := new(*game.Board)
	s.onStart = func(o SoloOptions, b *game.Board) { *started = b }
	typeText(s, "d")
	// The deal puts Mountains on the Workshops; a board entered without
	// them is what asks.
	s.board = s.board.WithMountains(0)
	return s, started
}

func TestSetupAsksMountainsOnce(t *testing.T) {
	s, started := mountainsSetup(t, game.Expansions{Artisans: true})
	press(s, tcell.KeyEnter, 0, 0)
	if *started != nil || !s.askMountains {
		t.Fatalf("Enter on a board with Workshops started the game without asking for the Mountains")
	}
	checkGolden(t, "solo_setup_mountains.txt", drawScreen(t, s, screenWidth, screenHeight))
	s.lang = "de"
	de := drawScreen(t, s, screenWidth, screenHeight)
	for _, want := range []string{"2 Berge je Werkstatt: welche Kanten? n oben, e rechts, s unten, w links", "(jetzt: keine)    Enter  los    Esc  zurück"} {
		if !strings.Contains(de, want) {
			t.Errorf("German: got\n%s\nwant it to contain %q", de, want)
		}
	}
	s.lang = ""
	typeText(s, "nesx") // x is no edge
	press(s, tcell.KeyRune, 's', 0)
	if got := s.mountains.String(); got != "ne" {
		t.Fatalf("n e s s: got edges %q, want ne", got)
	}
	if !strings.Contains(drawScreen(t, s, screenWidth, screenHeight), "(now: ne)") {
		t.Errorf("the question does not show the edges chosen")
	}
	press(s, tcell.KeyEnter, 0, 0)
	b := *started
	if b == nil {
		t.Fatal("Enter after the Mountains did not start the game")
	}
	workshops := 0
	for _, p := range b.Places() {
		tile := b.Tile(p)
		want := game.Edges(0)
		if tile.Type == game.Workshop {
			workshops++
			want = game.Edges(0).With(game.North).With(game.East)
		}
		if tile.Mountains != want {
			t.Errorf("%s (%s): Mountains %q, want %q", p, tile.Type, tile.Mountains, want)
		}
	}
	if workshops != 3 {
		t.Errorf("%d Workshops on the dealt board, want 3", workshops)
	}
	// Once answered, the question is not asked again, even for no edge.
	*started = nil
	press(s, tcell.KeyEnter, 0, 0)
	if *started == nil || s.askMountains {
		t.Errorf("the Mountains were asked twice")
	}
}

// TestSetupMountainsTwoEdges: the Artisans rules put 2 Mountains on each
// Workshop ("Stellt je 2 Berge auf die Werkstätten"): plain Enter, one
// edge or three are refused with the rule, at 80x24 and in German, and
// start nothing; the twin, two edges, starts with them on every Workshop.
func TestSetupMountainsTwoEdges(t *testing.T) {
	s, started := mountainsSetup(t, game.Expansions{Artisans: true})
	press(s, tcell.KeyEnter, 0, 0)
	press(s, tcell.KeyEscape, 0, 0)
	if *started != nil || s.askMountains {
		t.Fatalf("Esc: started %v, asking %v; want back to the setup", *started != nil, s.askMountains)
	}
	press(s, tcell.KeyEnter, 0, 0) // asked again: not answered yet
	for _, tc := range []struct{ keys, lang, want string }{
		{"", "en", "! each Workshop carries 2 Mountains: choose 2 edges with n e s w, not 0"},
		{"w", "de", "! jede Werkstatt trägt 2 Berge: 2 Kanten mit n e s w wählen, nicht 1"},
		{"new", "en", "! each Workshop carries 2 Mountains: choose 2 edges with n e s w, not 3"},
	} {
		s.lang = tc.lang
		typeText(s, tc.keys)
		press(s, tcell.KeyEnter, 0, 0)
		if *started != nil || !s.askMountains {
			t.Fatalf("%q: the game started with %d edges", tc.keys, len(tc.keys))
		}
		if screen := drawScreen(t, s, screenWidth, screenHeight); !strings.Contains(screen, tc.want) {
			t.Errorf("%q: no %q in\n%s", tc.keys, tc.want, screen)
		}
		press(s, tcell.KeyBackspace2, 0, 0)
	}
	s.lang = ""
	typeText(s, "sw")
	press(s, tcell.KeyEnter, 0, 0)
	if *started == nil {
		t.Fatal("two edges: the game did not start")
	}
	for _, p := range (*started).Places() {
		if tile := (*started).Tile(p); tile.Type == game.Workshop && tile.Mountains.String() != "sw" {
			t.Errorf("%s: Mountains %q, want sw", p, tile.Mountains)
		}
	}
}

// Negative twins: a board without Workshops, or one that already has its
// Mountains (pasted in notation), starts at once.
func TestSetupMountainsNotAsked(t *testing.T) {
	s, started := mountainsSetup(t, game.Expansions{})
	press(s, tcell.KeyEnter, 0, 0)
	if *started == nil || s.askMountains {
		t.Errorf("a base board: the Mountains were asked")
	}
	s, started = mountainsSetup(t, game.Expansions{Artisans: true})
	s.SetBoard(s.board.WithMountains(game.Edges(0).With(game.South)))
	press(s, tcell.KeyEnter, 0, 0)
	if *started == nil || s.askMountains {
		t.Errorf("a board with its Mountains: asked again")
	}
}
