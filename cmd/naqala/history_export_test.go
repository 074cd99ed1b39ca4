package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/internal/bgstats"
	"github.com/naqala/naqala/scoring"
)

// TestHistoryExportBGStats: naqala history --export bgstats -o FILE
// writes every game of the history as a BG Stats play file, atomically,
// keeping a file's mode; - writes it to standard output.
func TestHistoryExportBGStats(t *testing.T) {
	t.Parallel()
	data := t.TempDir()
	threeGames(t, data)
	out := filepath.Join(t.TempDir(), "naqala.bgsplay")
	code, stdout, stderr := runHistory(t, data, "--export", "bgstats", "-o", out)
	if code != 0 || stdout != "" || !strings.Contains(stderr, "3 games written to "+out) {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	var f bgstats.File
	if err := json.Unmarshal(b, &f); err != nil {
		t.Fatal(err)
	}
	if len(f.Plays) != 3 || len(f.Games) != 1 || f.Games[0].BGGID != bgstats.FiveTribesBGGID {
		t.Fatalf("plays %d, games %+v", len(f.Plays), f.Games)
	}
	solo := f.Plays[0].PlayerScores
	// A solo play is one player: Yazid is no player of it.
	if len(solo) != 1 || !solo[0].Winner || solo[0].Role == "" {
		t.Errorf("the solo game survived: %+v, players %+v", solo, f.Players)
	}
	lost := f.Plays[1].PlayerScores
	if len(lost) != 1 || lost[0].Winner || lost[0].Role != "" {
		t.Errorf("the solo game lost: %+v", lost)
	}
	if err := os.Chmod(out, 0o600); err != nil {
		t.Fatal(err)
	}
	if code, _, stderr := runHistory(t, data, "--export", "bgstats", "-o", out); code != 0 {
		t.Fatalf("again: exit %d, %s", code, stderr)
	}
	if st, _ := os.Stat(out); st.Mode().Perm() != 0o600 {
		t.Errorf("mode: got %v, want 0600 kept", st.Mode().Perm())
	}
	if again, _ := os.ReadFile(out); string(again) != string(b) {
		t.Error("the same history gave another file")
	}
	code, stdout, _ = runHistory(t, data, "--export", "bgstats", "-o", "-")
	if code != 0 || stdout != string(b) {
		t.Errorf("-o -: exit %d, %d bytes, want the file's %d", code, len(stdout), len(b))
	}
}

// TestHistoryExportFlags: a wrong format, an --export without -o and an
// -o without --export are refused with exit status 2 and one line.
func TestHistoryExportFlags(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"unknown format", []string{"--export", "bgg", "-o", "x"}, `--export "bgg": naqala writes [bgstats]`},
		{"no output", []string{"--export", "bgstats"}, "--export bgstats needs -o FILE"},
		{"no export", []string{"-o", "x.bgsplay"}, "-o x.bgsplay: only with --export bgstats"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, _, stderr := runHistory(t, t.TempDir(), tc.args...)
			if code != 2 || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, tc.want) {
				t.Errorf("exit %d, stderr %q; want 2 and %q", code, stderr, tc.want)
			}
		})
	}
}

// TestHistoryExportSaysOneGame: one game written is "1 game", not "1
// games" (the twin, 3 games, is in TestHistoryExportBGStats).
func TestHistoryExportSaysOneGame(t *testing.T) {
	t.Parallel()
	data := t.TempDir()
	keepGame(t, data, scoring.Game{Players: []scoring.Player{{Name: "Aylin", Coins: 30}}, Solo: &scoring.Solo{Lost: game.LostAssassins}}, historyStart)
	out := filepath.Join(t.TempDir(), "one.bgsplay")
	code, _, stderr := runHistory(t, data, "--export", "bgstats", "-o", out)
	if code != 0 || !strings.Contains(stderr, "naqala: 1 game written to "+out) {
		t.Errorf("exit %d, stderr %q", code, stderr)
	}
}

// TestHistoryExportKeepsAReadOnlyFile: -o onto a file without write
// permission is refused and the file kept as it was; the twin: the same
// file made writable is replaced.
func TestHistoryExportKeepsAReadOnlyFile(t *testing.T) {
	t.Parallel()
	data := t.TempDir()
	threeGames(t, data)
	out := filepath.Join(t.TempDir(), "naqala.bgsplay")
	writeFile(t, out, "mine\n")
	if err := os.Chmod(out, 0o444); err != nil {
		t.Fatal(err)
	}
	code, _, stderr := runHistory(t, data, "--export", "bgstats", "-o", out)
	if code == 0 || !strings.Contains(stderr, "read-only") {
		t.Errorf("read-only: exit %d, stderr %q, want a refusal saying read-only", code, stderr)
	}
	if b, _ := os.ReadFile(out); string(b) != "mine\n" {
		t.Errorf("read-only file replaced: %q", b)
	}
	if err := os.Chmod(out, 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, stderr := runHistory(t, data, "--export", "bgstats", "-o", out); code != 0 {
		t.Errorf("writable: exit %d, %s", code, stderr)
	}
	if b, _ := os.ReadFile(out); string(b) == "mine\n" {
		t.Error("the writable file was not replaced")
	}
}

// TestHistoryExportNothingKept: with no finished game kept there is
// nothing to export: exit status 2 (as --link), a line saying so and
// naming the data directory, nothing on standard output, no file written
// and a file already at -o kept. The twin: one game kept is written
// (TestHistoryExportSaysOneGame).
func TestHistoryExportNothingKept(t *testing.T) {
	t.Parallel()
	data := t.TempDir()
	out := filepath.Join(t.TempDir(), "naqala.bgsplay")
	code, stdout, stderr := runHistory(t, data, "--export", "bgstats", "-o", out)
	if code != 2 || stdout != "" || !strings.Contains(stderr, "no finished game kept yet in "+data+": nothing written") {
		t.Errorf("exit %d, stdout %q, stderr %q; want 2 and the reason", code, stdout, stderr)
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("%s written: %v", out, err)
	}
	code, stdout, _ = runHistory(t, data, "--export", "bgstats", "-o", "-")
	if code != 2 || stdout != "" {
		t.Errorf("-o -: exit %d, stdout %q; want 2 and nothing", code, stdout)
	}
	writeFile(t, out, "mine\n")
	if code, _, _ := runHistory(t, data, "--export", "bgstats", "-o", out); code != 2 {
		t.Errorf("onto a file: exit %d, want 2", code)
	}
	if b, _ := os.ReadFile(out); string(b) != "mine\n" {
		t.Errorf("the file at -o replaced: %q", b)
	}
}
