package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/naqala/naqala/sultan"
)

var fixedTime = time.Date(2026, 11, 22, 6, 43, 10, 0, time.UTC)

func fixedClock() time.Time { return fixedTime }

// newStore opens a store in a new temporary directory.
func newStore(t testing.TB) *Store {
	t.Helper()
	return Open(t.TempDir(), fixedClock)
}

// sameGame fails unless a and b stand in the same place with the same log.
func sameGame(t *testing.T, got, want *sultan.Game) {
	t.Helper()
	if !reflect.DeepEqual(got.Log(), want.Log()) {
		t.Errorf("got a log of %d events, want %d", len(got.Log()), len(want.Log()))
	}
	if !reflect.DeepEqual(got.RedoLog(), want.RedoLog()) {
		t.Errorf("got redo %v, want %v", got.RedoLog(), want.RedoLog())
	}
	if !got.State().Equal(want.State()) {
		t.Errorf("got state\n%s\nwant\n%s", got.Board(), want.Board())
	}
	if got.Round() != want.Round() || got.Phase() != want.Phase() {
		t.Errorf("got round %d phase %s, want round %d phase %s", got.Round(), got.Phase(), want.Round(), want.Phase())
	}
}

func TestSaveSoloRoundTrip(t *testing.T) {
	tests := []struct {
		name   string
		rounds int
		undo   int
		ui     json.RawMessage
	}{
		{"just set up", 0, 0, nil},
		{"a few rounds", 3, 0, nil},
		{"with undone events", 5, 3, nil},
		{"with screen state", 2, 1, json.RawMessage(`{"screen": "round", "cursor": [2, 3]}`)},
		{"sixty rounds", 60, 0, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newStore(t)
			g := newGame(t)
			playRounds(t, g, tc.rounds, 7)
			for range tc.undo {
				if _, err := g.Undo(); err != nil {
					t.Fatal(err)
				}
			}
			if err := s.SaveSolo("game1", SoloSaveOf(g, tc.ui)); err != nil {
				t.Fatal(err)
			}
			save, got, err := s.LoadSolo(s.SavePath("game1"))
			if err != nil {
				t.Fatal(err)
			}
			sameGame(t, got, g)
			if !save.Saved.Equal(fixedTime) {
				t.Errorf("got saved %v, want %v", save.Saved, fixedTime)
			}
			if tc.ui == nil && save.UI != nil {
				t.Errorf("got ui %s, want none", save.UI)
			}
			if tc.ui != nil {
				var a, b any
				_ = json.Unmarshal(tc.ui, &a)
				_ = json.Unmarshal(save.UI, &b)
				if !reflect.DeepEqual(a, b) {
					t.Errorf("got ui %s, want %s", save.UI, tc.ui)
				}
			}
			for range tc.undo {
				if _, err := got.Redo(); err != nil {
					t.Fatalf("redo after load: %v", err)
				}
			}
		})
	}
}

func TestSaveSoloFileShape(t *testing.T) {
	s := newStore(t)
	g := newGame(t)
	playRounds(t, g, 1, 3)
	if err := s.SaveSolo("shape", SoloSaveOf(g, nil)); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(s.SavePath("shape"))
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatalf("the save is not JSON: %v", err)
	}
	for _, k := range []string{"format", "version", "saved", "rules", "setup", "events", "redo"} {
		if _, ok := m[k]; !ok {
			t.Errorf("got no %q in the save, want it", k)
		}
	}
	if string(m["format"]) != `"naqala/save/v1"` || string(m["version"]) != "1" {
		t.Errorf("got format %s version %s, want naqala/save/v1 and 1", m["format"], m["version"])
	}
	if _, ok := m["ui"]; ok {
		t.Errorf("got a ui field without screen state, want none")
	}
	if strings.Contains(string(m["events"]), `"setup"`) {
		t.Errorf("got the setup among the events, want it only in setup")
	}
}

func TestSaveSoloNames(t *testing.T) {
	tests := []struct {
		name string
		ok   bool
	}{
		{"solo-20261122-064310", true},
		{"my_game.2", true},
		{"game.json", true},
		{"", false},
		{".hidden", false},
		{"../escape", false},
		{"a/b", false},
		{"with space", false},
		{strings.Repeat("x", 101), false},
	}
	g := newGame(t)
	s := newStore(t)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := s.SaveSolo(tc.name, SoloSaveOf(g, nil))
			if (err == nil) != tc.ok {
				t.Fatalf("got %v, want ok %v", err, tc.ok)
			}
		})
	}
	if got := NewSaveName(time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)); got != "solo-20260102-030405" {
		t.Errorf("got %q, want solo-20260102-030405", got)
	}
}

func TestSaveSoloRefusesBadSaves(t *testing.T) {
	s := newStore(t)
	g := newGame(t)
	tests := []struct {
		name string
		save SoloSave
	}{
		{"empty log", SoloSave{}},
		{"log without setup", SoloSave{Log: sultan.Log{sultan.EndEvent()}}},
		{"screen state not JSON", SoloSave{Log: g.Log(), UI: json.RawMessage("{oops")}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if err := s.SaveSolo("bad", tc.save); err == nil {
				t.Fatal("got no error, want one")
			}
			if _, err := os.Stat(s.SavePath("bad")); !errors.Is(err, fs.ErrNotExist) {
				t.Errorf("got a file (%v), want none", err)
			}
		})
	}
}

// goodSave is the bytes of a saved 2-round game.
func goodSave(t testing.TB) []byte {
	t.Helper()
	g := newGame(t)
	playRounds(t, g, 2, 5)
	data, err := encodeSolo(SoloSave{Saved: fixedTime, Log: g.Log()})
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestLoadSoloDamaged(t *testing.T) {
	good := string(goodSave(t))
	tests := []struct {
		name   string
		data   string
		is     error
		reason string
	}{
		{"empty file", "", ErrDamaged, "bad JSON"},
		{"truncated", good[:len(good)/2], ErrDamaged, "bad JSON"},
		{"not an object", `[1, 2]`, ErrDamaged, "bad JSON"},
		{"trailing garbage", good + "}", ErrDamaged, "bad JSON"},
		{"wrong format", strings.Replace(good, SaveFormat, "naqala/result/v1", 1), ErrDamaged, "not a naqala save"},
		{"version 0", strings.Replace(good, `"version": 1`, `"version": 0`, 1), ErrDamaged, "version 0"},
		{"newer version", strings.Replace(good, `"version": 1`, `"version": 3`, 1), ErrNewerVersion, "version 3"},
		{"newer format", strings.Replace(strings.Replace(good, `"version": 1`, `"version": 3`, 1), SaveFormat, "naqala/save/v3", 1), ErrNewerVersion, "naqala/save/v3"},
		{"newer shape", `{"format": "naqala/save/v2", "version": 2, "events": {"by_round": []}}`, ErrNewerVersion, "version 2"},
		{"no format, a big version", `{"version": 999, "setup": {}, "events": []}`, ErrDamaged, "not a naqala save"},
		{"no setup", strings.Replace(good, `"setup": {`, `"setup": null, "x": {`, 1), ErrDamaged, "no setup"},
		{"no events", strings.Replace(good, `"events": [`, `"events": null, "x": [`, 1), ErrDamaged, "no events"},
		{"unknown event field", strings.Replace(good, `{"kind":"roll"`, `{"kind":"roll","dice":1`, 1), ErrDamaged, "events[0]"},
		{"bad dice", regexp.MustCompile(`"white":\d`).ReplaceAllString(good, `"white":9`), ErrDamaged, "does not replay"},
		{"second setup", strings.Replace(good, `{"kind":"roll"`, `{"kind":"setup"`, 1), ErrDamaged, "second setup"},
		{"event out of order", strings.Replace(good, `{"kind":"roll"`, `{"kind":"cleanup"`, 1), ErrDamaged, "does not replay"},
		// Issue 18: the end only where the rules end the game, and a setup
		// only as a round can start.
		{"an end in round 1, camels left", strings.Replace(good, `{"kind":"resolve"}`, `{"kind":"resolve"},{"kind":"end"}`, 1), ErrDamaged, "the game goes on"},
		{"an end right after the roll", strings.Replace(good, `{"kind":"resolve"}`, `{"kind":"end"}`, 1), ErrDamaged, "does not replay"},
		{"Yazid without camels at the start", strings.Replace(good, `"djinns":0,"camels":11}`, `"djinns":0,"camels":0}`, 1), ErrDamaged, "yazid.camels"},
		{"rules disagree", strings.Replace(good, `"rules": {`, `"rules": {"solo_black_six": "rows", `, 1), ErrDamaged, "disagree"},
		{"unknown setup field", strings.Replace(good, `"setup": {`, `"setup": {"colour": "red", `, 1), ErrDamaged, `setup: unknown field "colour"`},
		{"unknown nested setup field", strings.Replace(good, `"player":{`, `"player":{"colour":1,`, 1), ErrDamaged, `setup.player: unknown field "colour"`},
		{"bad setup board", strings.Replace(good, `"board":"V[`, `"board":"Q[`, 1), ErrDamaged, "does not replay"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if tc.data == good {
				t.Fatal("the case changes nothing")
			}
			s := newStore(t)
			path := s.SavePath("broken")
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, []byte(tc.data), 0o644); err != nil {
				t.Fatal(err)
			}
			_, g, err := s.LoadSolo(path)
			if err == nil {
				t.Fatalf("got a game (%d events), want an error", len(g.Log()))
			}
			if !errors.Is(err, tc.is) {
				t.Errorf("got %v, want %v", err, tc.is)
			}
			var le *LoadError
			if !errors.As(err, &le) || le.Path != path || le.Backup != "" {
				t.Errorf("got %#v, want a LoadError for %s without backup", err, path)
			}
			if msg := err.Error(); !strings.Contains(msg, path) || !strings.Contains(msg, tc.reason) {
				t.Errorf("got %q, want the path and %q", msg, tc.reason)
			}
			after, _ := os.ReadFile(path)
			if string(after) != tc.data {
				t.Errorf("the file changed on load")
			}
		})
	}
}

// TestLoadSoloGoodTwin is the negative twin of TestLoadSoloDamaged: the
// untouched save and harmless changes load.
func TestLoadSoloGoodTwin(t *testing.T) {
	good := string(goodSave(t))
	tests := []struct{ name, data string }{
		{"as written", good},
		{"compacted", compact(t, good)},
		{"rules left empty", strings.Replace(good, `"rules": {`, `"rules": null, "x": {`, 1)},
		{"unknown top-level field", strings.Replace(good, `"version": 1`, `"version": 1, "note": "hi"`, 1)},
		{"setup keys in another case", strings.Replace(strings.Replace(good, `"player":{`, `"Player":{`, 1), `"setup": {"board"`, `"setup": {"Board"`, 1)},
		{"the golden save", string(mustRead(t, "testdata/saves/golden.json"))},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newStore(t)
			path := s.SavePath("ok")
			_ = os.MkdirAll(filepath.Dir(path), 0o755)
			if err := os.WriteFile(path, []byte(tc.data), 0o644); err != nil {
				t.Fatal(err)
			}
			if _, _, err := s.LoadSolo(path); err != nil {
				t.Fatalf("got %v, want the game", err)
			}
		})
	}
}

func compact(t *testing.T, s string) string {
	var b bytes.Buffer
	if err := json.Compact(&b, []byte(s)); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

func TestLoadSoloMissing(t *testing.T) {
	s := newStore(t)
	_, _, err := s.LoadSolo(s.SavePath("nothing"))
	if !errors.Is(err, fs.ErrNotExist) || !strings.Contains(err.Error(), "nothing.json") {
		t.Fatalf("got %v, want not-exist naming the file", err)
	}
}

func TestBackupKeepsThePreviousSave(t *testing.T) {
	s := newStore(t)
	g := newGame(t)
	path := s.SavePath("g")
	var logs []int
	for round := 0; round < 3; round++ {
		if err := s.SaveSolo("g", SoloSaveOf(g, nil)); err != nil {
			t.Fatal(err)
		}
		logs = append(logs, len(g.Log()))
		playRounds(t, g, 1, uint64(round))
	}
	if _, err := os.Stat(BackupPath(path)); err != nil {
		t.Fatalf("got no backup: %v", err)
	}
	_, cur, err := s.LoadSolo(path)
	if err != nil {
		t.Fatal(err)
	}
	_, bak, err := s.LoadBackup(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(cur.Log()) != logs[2] || len(bak.Log()) != logs[1] {
		t.Errorf("got save %d and backup %d events, want %d and %d", len(cur.Log()), len(bak.Log()), logs[2], logs[1])
	}
}

// TestBackupOfFirstSave is the negative twin: the first save has nothing
// to back up.
func TestBackupOfFirstSave(t *testing.T) {
	s := newStore(t)
	if err := s.SaveSolo("g", SoloSaveOf(newGame(t), nil)); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(BackupPath(s.SavePath("g"))); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("got %v, want no backup", err)
	}
	_, _, err := s.LoadBackup(s.SavePath("g"))
	if !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("got %v, want no backup to load", err)
	}
}

func TestDamagedSaveOffersBackupAndIsNeverOverwritten(t *testing.T) {
	s := newStore(t)
	g := newGame(t)
	path := s.SavePath("g")
	if err := s.SaveSolo("g", SoloSaveOf(g, nil)); err != nil {
		t.Fatal(err)
	}
	playRounds(t, g, 1, 1)
	if err := s.SaveSolo("g", SoloSaveOf(g, nil)); err != nil {
		t.Fatal(err)
	}
	good, _ := os.ReadFile(path)
	broken := good[:len(good)-40]
	if err := os.WriteFile(path, broken, 0o644); err != nil {
		t.Fatal(err)
	}

	// A fresh store, as after a restart: the damaged file is reported with
	// the backup to offer.
	s = Open(s.Dir(), fixedClock)
	_, _, err := s.LoadSolo(path)
	var le *LoadError
	if !errors.As(err, &le) || le.Backup != BackupPath(path) || !errors.Is(err, ErrDamaged) {
		t.Fatalf("got %v, want a damaged save with the backup offered", err)
	}
	_, g2, err := s.LoadBackup(path)
	if err != nil {
		t.Fatal(err)
	}
	bakBefore, _ := os.ReadFile(BackupPath(path))

	// Playing on from the backup saves under the same name: the damaged
	// file is kept aside, the backup is not replaced by it.
	playRounds(t, g2, 1, 9)
	if err := s.SaveSolo("g", SoloSaveOf(g2, nil)); err != nil {
		t.Fatal(err)
	}
	if kept, err := os.ReadFile(path + ".damaged"); err != nil || !bytes.Equal(kept, broken) {
		t.Errorf("got damaged copy %v (same %v), want the broken bytes kept", err, bytes.Equal(kept, broken))
	}
	if bak, _ := os.ReadFile(BackupPath(path)); !bytes.Equal(bak, bakBefore) {
		t.Errorf("the backup changed, want it kept")
	}
	if _, got, err := s.LoadSolo(path); err != nil || len(got.Log()) != len(g2.Log()) {
		t.Errorf("got %v, want the new save", err)
	}
}

func TestListLatestDelete(t *testing.T) {
	s := newStore(t)
	if _, err := s.Latest(); !errors.Is(err, ErrNoSave) {
		t.Fatalf("got %v, want ErrNoSave with no saves directory", err)
	}
	over := newGame(t)
	playRounds(t, over, 1, 1)
	endGame(t, over, 1)
	inPlay := newGame(t)
	playRounds(t, inPlay, 4, 2)

	write := func(name string, g *sultan.Game, mod time.Time) string {
		t.Helper()
		if err := s.SaveSolo(name, SoloSaveOf(g, nil)); err != nil {
			t.Fatal(err)
		}
		p := s.SavePath(name)
		if err := os.Chtimes(p, mod, mod); err != nil {
			t.Fatal(err)
		}
		return p
	}
	pPlay := write("in-play", inPlay, fixedTime.Add(-2*time.Hour))
	pOver := write("over", over, fixedTime.Add(-time.Hour))
	// The game over is finished: its result is in the history.
	if _, _, err := s.KeepSolo(pOver, SoloSaveOf(over, nil), soloRecord(t, 100)); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(pOver, fixedTime.Add(-time.Hour), fixedTime.Add(-time.Hour)); err != nil {
		t.Fatal(err)
	}
	list, err := s.List()
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 2 || list[0].Path != pOver || list[1].Path != pPlay {
		t.Fatalf("got %+v, want over then in-play", list)
	}
	if !list[0].Over || !list[0].Ended || !list[0].Kept || list[1].Over || list[1].Kept || list[1].Round != 5 || list[1].Events != len(inPlay.Log())-1 {
		t.Errorf("got %+v, want the over game ended and the other in round 5", list)
	}
	latest, err := s.Latest()
	if err != nil || latest != pPlay {
		t.Errorf("got %q %v, want the game in play %q", latest, err, pPlay)
	}

	// A damaged save written last is listed with its error and is the one
	// to resume, so that the player hears of it.
	bad := s.SavePath("bad")
	if err := os.WriteFile(bad, []byte("{"), 0o644); err != nil {
		t.Fatal(err)
	}
	list, _ = s.List()
	if len(list) != 3 || list[0].Path != bad || !errors.Is(list[0].Err, ErrDamaged) {
		t.Fatalf("got %+v, want the damaged save first with its error", list)
	}
	if latest, _ := s.Latest(); latest != bad {
		t.Errorf("got %q, want %q", latest, bad)
	}

	if err := s.Delete(bad); err != nil {
		t.Fatal(err)
	}
	if err := s.Delete(pPlay); err != nil {
		t.Fatal(err)
	}
	if latest, err := s.Latest(); !errors.Is(err, ErrNoSave) {
		t.Errorf("got %q %v, want ErrNoSave with only a finished game", latest, err)
	}
	for _, p := range []string{"/etc/passwd", filepath.Join(s.Dir(), "x.json"), s.SavesDir() + "/.tmp-x.json", s.SavePath("over") + ".bak"} {
		if err := s.Delete(p); err == nil {
			t.Errorf("Delete(%s): got no error, want a refusal", p)
		}
	}
}

// TestConcurrentSaves: saves from several goroutines never break the
// save or the backup.
func TestConcurrentSaves(t *testing.T) {
	s := newStore(t)
	g := newGame(t)
	playRounds(t, g, 6, 3)
	log := g.Log()
	done := make(chan error)
	for w := 0; w < 4; w++ {
		go func() {
			var err error
			for k := 1; k <= len(log) && err == nil; k += 4 {
				err = s.SaveSolo("g", SoloSave{Log: log[:k]})
			}
			done <- err
		}()
	}
	for w := 0; w < 4; w++ {
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	}
	if _, _, err := s.LoadSolo(s.SavePath("g")); err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.LoadBackup(s.SavePath("g")); err != nil {
		t.Fatal(err)
	}
}

func mustRead(t *testing.T, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}
