package main

import (
	"net/url"
	"strings"
	"testing"

	"github.com/naqala/naqala/internal/bgstats"
)

// TestHistoryLink: naqala history --link [N] prints the BG Stats
// push-play link of game N, the newest without N; the link carries that
// game.
func TestHistoryLink(t *testing.T) {
	t.Parallel()
	data := t.TempDir()
	threeGames(t, data)
	tests := []struct {
		args    []string
		players int
		winner  string
		game    string
	}{
		{[]string{"--link"}, 3, "Bo", "game 3 of 3"},
		{[]string{"--link", "1"}, 1, "Aylin", "game 1 of 3"},
		{[]string{"--link", "2"}, 1, "", "game 2 of 3"},
	}
	for _, tc := range tests {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			code, stdout, stderr := runHistory(t, data, tc.args...)
			if code != 0 || !strings.Contains(stderr, tc.game) {
				t.Fatalf("exit %d, stderr %q", code, stderr)
			}
			link := strings.TrimSuffix(stdout, "\n")
			if !strings.HasPrefix(link, bgstats.LinkPrefix) || strings.ContainsAny(link, " \n") {
				t.Fatalf("stdout %q, want one link", stdout)
			}
			u, err := url.Parse(link)
			if err != nil {
				t.Fatal(err)
			}
			data := u.Query().Get("data")
			for _, want := range []string{`"bggId":157354`, `"sourceName":"naqala"`} {
				if !strings.Contains(data, want) {
					t.Errorf("data %s: want %s", data, want)
				}
			}
			if n := strings.Count(data, `"name":`) - 1; n != tc.players {
				t.Errorf("data %s: %d players, want %d", data, n, tc.players)
			}
			if tc.winner != "" && !strings.Contains(data, `"name":"`+tc.winner+`","score":`) {
				t.Errorf("data %s: want %s", data, tc.winner)
			}
		})
	}
}

// TestHistoryLinkRefuses is the negative twin: a number that is no kept
// game, an empty history and a number without --link are refused.
func TestHistoryLinkRefuses(t *testing.T) {
	t.Parallel()
	data := t.TempDir()
	if code, _, stderr := runHistory(t, data, "--link"); code != 2 || !strings.Contains(stderr, "no finished game kept yet") {
		t.Errorf("empty: exit %d, %q", code, stderr)
	}
	threeGames(t, data)
	for _, args := range [][]string{{"--link", "4"}, {"--link", "0"}, {"--link", "x"}} {
		code, stdout, stderr := runHistory(t, data, args...)
		if code != 2 || stdout != "" || !strings.Contains(stderr, "history: --link "+args[1]+": want a game number from 1 to 3") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, stdout, stderr)
		}
	}
	if code, _, _ := runHistory(t, data, "3"); code == 0 {
		t.Error("a game number without --link: want an error")
	}
	if code, _, stderr := runHistory(t, data, "--link", "--json"); code != 2 || !strings.Contains(stderr, "not with --export or --json") {
		t.Errorf("--link --json: exit %d, %q", code, stderr)
	}
}
