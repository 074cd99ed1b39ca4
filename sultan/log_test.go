package sultan

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/internal/golden"
)

// TestLogFiles replays saved logs: a log written by an earlier version must
// keep replaying to the same end. With -update the logs are written again
// from the scripted games.
func TestLogFiles(t *testing.T) {
	games := []struct {
		file  string
		play  func(t *testing.T) *Game
		lost  game.Loss
		ended bool
	}{
		{"survived.json", playSurvived, game.NotLost, true},
		{"lost-assassins.json", playLostAssassins, game.LostAssassins, false},
	}
	for _, tc := range games {
		t.Run(tc.file, func(t *testing.T) {
			path := filepath.Join("testdata", "logs", tc.file)
			if golden.Updating() {
				g := tc.play(t)
				data, err := json.MarshalIndent(g.Log(), "", "  ")
				if err != nil {
					t.Fatal(err)
				}
				must(t, os.MkdirAll(filepath.Dir(path), 0o755))
				must(t, os.WriteFile(path, append(data, '\n'), 0o644))
			}
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test -update)", err)
			}
			var l Log
			must(t, json.Unmarshal(data, &l))
			g, err := Replay(l)
			if err != nil {
				t.Fatal(err)
			}
			if g.Lost() != tc.lost || g.Ended() != tc.ended || !g.Over() {
				t.Errorf("got lost %v ended %v, want %v %v", g.Lost(), g.Ended(), tc.lost, tc.ended)
			}
			if want := tc.play(t); !want.State().Equal(g.State()) {
				t.Errorf("the saved log and the scripted game differ")
			}
		})
	}
}

func playSurvived(t *testing.T) *Game {
	g := newGame(t, grid(t, base, harmless), base, DefaultRules())
	for i := 0; i < 11; i++ {
		round(t, g, Roll{White: i%6 + 1, Black: 5 - i/6}, PlayerEvent(PlayerChange{Viziers: 1}))
	}
	_, err := g.End()
	must(t, err)
	return g
}

func playLostAssassins(t *testing.T) *Game {
	// Two Viziers on row 1 keep a move for the player: without one the
	// game would end (no legal move) before Yazid's 7th Assassin.
	g := newGame(t, grid(t, base, "RR RR RR RR - -\n- - - - - -\n- - - - - -\n- - - - - -\nY Y - - - -"), base, DefaultRules())
	for _, r := range []Roll{{1, 5}, {2, 5}, {3, 5}, {4, 5}} {
		round(t, g, r, TileEvent(pl(6, 1), "S6[W]"))
	}
	return g
}
