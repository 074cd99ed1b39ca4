package main

import (
	"path/filepath"
	"testing"
)

// TestConfigPlayers: the default names of the score pad are refused when
// the expansions can't seat them (reference section 8: the 5th player's
// pieces are in the Whims box).
func TestConfigPlayers(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.yaml")
	writeFile(t, bad, "expansions: [artisans]\nplayers: [A, B, C, D, E]\n")
	_, stderr, code := runConfig(t, dir, nil, "--config", bad)
	wantProblems(t, code, stderr,
		"naqala: config: "+bad+`:2: players: 5 players: a 5th player needs the whims expansion, whose box holds the 5th player's Camels, Tent and turn marker (add whims to the expansions)`)
	six := filepath.Join(dir, "six.yaml")
	writeFile(t, six, "expansions: [whims]\nplayers: [A, B, C, D, E, F]\n")
	_, stderr, code = runConfig(t, dir, nil, "--config", six)
	wantProblems(t, code, stderr, "naqala: config: "+six+`:2: players: 6 players: at most 5`)
	for _, good := range []string{"expansions: [whims]\nplayers: [A, B, C, D, E]\n", "players: [A, B, C, D]\n"} {
		f := filepath.Join(dir, "good.yaml")
		writeFile(t, f, good)
		if c, stderr, code := runConfig(t, dir, nil, "--config", f); code != 0 {
			t.Errorf("%q: exit %d, %q, players %v; want it taken", good, code, stderr, c.Players)
		}
	}
}
