package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
)

// TestDealGolden: the drawing and the notation of a seeded deal.
func TestDealGolden(t *testing.T) {
	t.Parallel()
	checkCommandGoldens(t, "deal", []commandGolden{
		{"artisans-1.txt", []string{"deal", "--expansions", "artisans", "--seed", "1"}},
		{"base-4p.txt", []string{"deal", "--expansions", "", "--seed", "7", "--players", "4"}},
	})
}

// TestDealFeedsTheGame: the deal's JSON board follows the layout rule,
// and its notation is a solo state naqala yazid odds accepts and a
// final-state file's board naqala score accepts.
func TestDealFeedsTheGame(t *testing.T) {
	t.Parallel()
	for _, x := range []string{"", "artisans", "whims", "artisans,whims"} {
		t.Run(x, func(t *testing.T) {
			code, out, errs := runIn(t, "deal", "--expansions", x, "--seed", "3", "--json")
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errs)
			}
			var d dealOutput
			if err := json.Unmarshal([]byte(out), &d); err != nil {
				t.Fatal(err)
			}
			b, err := game.ParseBoard(d.Board)
			if err != nil {
				t.Fatal(err)
			}
			xs, _ := game.ParseExpansions([]string{x})
			if err := game.CheckLayout(b, game.DealOptions{Expansions: xs}); err != nil {
				t.Fatalf("the deal breaks the layout rule: %v", err)
			}
			state := "format: naqala/solo/v1\nexpansions: [" + x + "]\nboard: |\n  " +
				strings.ReplaceAll(strings.TrimSpace(d.Board), "\n", "\n  ") + "\n"
			path := filepath.Join(t.TempDir(), "state.yaml")
			if err := os.WriteFile(path, []byte(state), 0o644); err != nil {
				t.Fatal(err)
			}
			if code, _, errs := runIn(t, "yazid", "odds", path); code != 0 {
				t.Fatalf("yazid odds on the deal: exit %d: %s\n%s", code, errs, state)
			}
			// And the board of a final-state file, for the score pad.
			final := "expansions: [" + x + "]\nplayers:\n  - {name: A, coins: 10}\n  - {name: B, coins: 5}\nboard: |\n  " +
				strings.ReplaceAll(strings.TrimSpace(d.Board), "\n", "\n  ") + "\n"
			fpath := filepath.Join(t.TempDir(), "final.yaml")
			if err := os.WriteFile(fpath, []byte(final), 0o644); err != nil {
				t.Fatal(err)
			}
			if code, _, errs := runIn(t, "score", fpath); code != 0 {
				t.Fatalf("score on the deal: exit %d: %s\n%s", code, errs, final)
			}
			_, again, _ := runIn(t, "deal", "--expansions", x, "--seed", "3", "--json")
			if again != out {
				t.Error("the same seed dealt two setups")
			}
		})
	}
}

// TestDealBadInput: what cannot be dealt exits 2 with one line.
func TestDealBadInput(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name string
		args []string
		want string
	}{
		{"5 players without whims", []string{"deal", "--expansions", "", "--players", "5"}, "whims"},
		{"no players", []string{"deal", "--players", "0"}, "--players"},
		{"one Mountain", []string{"deal", "--expansions", "artisans", "--mountains", "n"}, "--mountains"},
		{"bad edge", []string{"deal", "--mountains", "nx"}, "--mountains"},
		{"bad expansion", []string{"deal", "--expansions", "artisan"}, "--expansions"},
	} {
		t.Run(c.name, func(t *testing.T) {
			code, _, errs := runIn(t, c.args...)
			if code != 2 || !strings.Contains(errs, c.want) || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
				t.Errorf("got exit %d, %q; want exit 2, one line naming %s", code, errs, c.want)
			}
		})
	}
}

// TestExpansionsNamedTwice: every command that takes --expansions reads
// it with one parser: an expansion named twice is refused, in any case
// and across repeated flags (deal took artisans,artisans), and the
// game's words come under the flag's prefix alone; the negative twin:
// each expansion once, or none, is read.
func TestExpansionsNamedTwice(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name string
		args []string
		want string // the message; "" for no problem with --expansions
	}{
		{"deal", []string{"deal", "--expansions", "artisans,artisans"}, "naqala: deal: --expansions: artisans named twice\n"},
		{"deal, two flags", []string{"deal", "--expansions", "whims", "--expansions", "Whims"}, "naqala: deal: --expansions: whims named twice\n"},
		{"deal, unknown", []string{"deal", "--expansions", "moon"}, `naqala: deal: --expansions: unknown expansion "moon" (want artisans, thieves or whims)` + "\n"},
		{"sheet", []string{"sheet", "--blank", "--expansions", "thieves, thieves", "-o", "-"}, "naqala: sheet: --expansions: thieves named twice\n"},
		{"solo", []string{"solo", "--expansions", "artisans,artisans"}, "naqala: solo: --expansions: artisans named twice\n"},
		{"selfplay", []string{"selfplay", "--expansions", "artisans,artisans"}, "naqala: selfplay: --expansions: artisans named twice\n"},
		{"negative twin: deal, each once", []string{"deal", "--expansions", "artisans,whims", "--seed", "1"}, ""},
		{"negative twin: deal, the base game", []string{"deal", "--expansions", "", "--seed", "1"}, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			code, _, errs := runIn(t, c.args...)
			if c.want != "" {
				if code != 2 || errs != c.want {
					t.Errorf("got exit %d, %q; want exit 2, %q", code, errs, c.want)
				}
				return
			}
			if strings.Contains(errs, "--expansions") {
				t.Errorf("got exit %d, %q; want no problem with --expansions", code, errs)
			}
		})
	}
}

// TestDealFitsEightyColumns: the deal's text fits an 80-column terminal
// for every expansion and player count, the solo line of what each side
// takes wrapped; the twin: a short line stays one line.
func TestDealFitsEightyColumns(t *testing.T) {
	t.Parallel()
	for _, tc := range [][]string{
		{"--expansions", "artisans"}, {"--expansions", "artisans,thieves,whims"},
		{"--expansions", "artisans", "--players", "4"}, {"--expansions", "whims", "--players", "5"}, {},
	} {
		t.Run(strings.Join(tc, " "), func(t *testing.T) {
			out, stderr, code := runYazid(t, append([]string{"deal", "--seed", "1"}, tc...)...)
			if code != 0 {
				t.Fatalf("exit %d, stderr %q", code, stderr)
			}
			for i, line := range strings.Split(out, "\n") {
				if n := textWidth(line); n > 80 {
					t.Errorf("line %d is %d columns, want at most 80: %q", i+1, n, line)
				}
			}
			if !strings.Contains(out, "Camels") {
				t.Errorf("no line of what each side takes:\n%s", out)
			}
		})
	}
	if got, want := wrapLine("4 players: each takes 8 Camels and 50 coins.", 78), "4 players: each takes 8 Camels and 50 coins."; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
