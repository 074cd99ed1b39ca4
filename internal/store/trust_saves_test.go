package store

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/naqala/naqala/history"
	"github.com/naqala/naqala/sultan"
)

// savedBytes is the save of a short game with an undone event.
func savedBytes(t testing.TB) []byte {
	t.Helper()
	g := newGame(t)
	playRounds(t, g, 2, 4)
	if _, err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	data, err := encodeSolo(SoloSaveOf(g, nil))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestSaveRefusesRepeatedKeys (issue 18, section 3): a key given twice in
// a save, or in two cases, is damage named with its line and place, not
// the last one winning; the negative twin loads.
func TestSaveRefusesRepeatedKeys(t *testing.T) {
	good := savedBytes(t)
	if _, _, err := decodeSolo(good); err != nil {
		t.Fatalf("the good save: %v", err)
	}
	replace := func(old, new string) []byte {
		if !bytes.Contains(good, []byte(old)) {
			t.Fatalf("no %q in the save", old)
		}
		return bytes.Replace(good, []byte(old), []byte(new), 1)
	}
	tests := []struct {
		name string
		data []byte
		want string
	}{
		{"events twice", replace(`  "redo": [`, `  "events": [],`+"\n"+`  "redo": [`), `the top level: key "events" given twice`},
		{"Events", replace(`  "redo": [`, `  "Events": [],`+"\n"+`  "redo": [`), `keys "events" and "Events" differ in case only`},
		{"a lone Events", bytes.Replace(good, []byte(`"events": [`), []byte(`"Events": [`), 1), `key "Events", want "events"`},
		{"version twice", replace(`"version": 1,`, `"version": 1, "version": 1,`), `key "version" given twice`},
		{"in an event", replace(`{"kind":"roll","roll":`, `{"kind":"roll","kind":"roll","roll":`), `events[0]: key "kind" given twice`},
		{"in the setup", replace(`"hard":false,"rules"`, `"hard":false,"HARD":true,"rules"`), `setup: keys "hard" and "HARD" differ in case only`},
		{"in a roll", replace(`"roll":{"white":`, `"roll":{"White":1,"white":`), `events[0].roll: keys "White" and "white"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := decodeSolo(tc.data)
			if !errors.Is(err, ErrDamaged) || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "line ") {
				t.Errorf("got %v, want damaged: line ...: %s", err, tc.want)
			}
			// The file is left as it is, and the store says which.
			s := newStore(t)
			path := s.SavePath("solo-1")
			must(t, os.MkdirAll(s.SavesDir(), 0o755))
			must(t, os.WriteFile(path, tc.data, 0o644))
			if _, _, err := s.LoadSolo(path); err == nil || !strings.Contains(err.Error(), path) {
				t.Errorf("LoadSolo: got %v, want the path named", err)
			}
			if after, _ := os.ReadFile(path); !bytes.Equal(after, tc.data) {
				t.Error("the refused file changed")
			}
		})
	}
	// The negative twin: the same keys in different objects are fine.
	if _, _, err := decodeSolo(replace(`"player":{"coins":25`, `"player":{"coins":25`)); err != nil {
		t.Errorf("the good save again: %v", err)
	}
}

// TestSaveBoundedInEvents (issue 18, section 3): a save of more events
// than MaxEvents is refused when written and when read, saying the bound;
// one at the bound loads.
func TestSaveBoundedInEvents(t *testing.T) {
	// The log is written here, not played: a coin in, a coin out.
	at := SoloSave{Log: newGame(t).Log()}
	for i := range MaxEvents - 1 {
		at.Log = append(at.Log, sultan.PlayerEvent(sultan.PlayerChange{Coins: 1 - 2*(i%2)}))
	}
	at.Redo = sultan.Log{sultan.PlayerEvent(sultan.PlayerChange{Coins: -1})}
	at.Game = SaveSummary{Round: 1, Events: MaxEvents - 1, Undone: 1}
	data, err := encodeSolo(at)
	if err != nil {
		t.Fatalf("at the bound: %v", err)
	}
	if _, _, err := decodeSolo(data); err != nil {
		t.Fatalf("at the bound: %v", err)
	}
	over := at
	over.Log = append(over.Log, sultan.PlayerEvent(sultan.PlayerChange{Coins: 1}))
	over.Game = SaveSummary{}
	want := fmt.Sprintf("%d events and undone events, more than the %d a save may hold", MaxEvents+1, MaxEvents)
	if _, err := encodeSolo(over); err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("writing one past: got %v, want %q", err, want)
	}
	past := bytes.Replace(data, []byte(`  "events": [`), []byte(`  "events": [`+"\n"+`    {"kind":"player","player":{"coins":1}},`), 1)
	if _, _, err := decodeSolo(past); !errors.Is(err, ErrDamaged) || !strings.Contains(err.Error(), want) {
		t.Errorf("reading one past: got %v, want %q", err, want)
	}
}

// TestRestoreWithManyUndone (issue 18, section 3): a save with 3,000
// undone events loads in well under a second (it took minutes when each
// undo replayed the log), as the game that undid them: its log and table,
// the 3,000 events to redo, the next of them redone first.
//
// The save is built as SoloSaveOf writes a game that applied the events
// and undid them: the log, and the events in the redo list, the next to
// redo last. The whole run plays the 3,000 events and their undos too and
// checks that it writes the very same save; -short builds it alone, the
// undos being most of the test's time and the load the property.
func TestRestoreWithManyUndone(t *testing.T) {
	t.Parallel()
	g := newGame(t)
	playRounds(t, g, 60, 1)
	const undone = 3000
	change := func(i int) sultan.PlayerChange { return sultan.PlayerChange{Coins: 1 - 2*(i%2)} }
	save := SoloSaveOf(g, nil)
	for i := undone - 1; i >= 0; i-- {
		save.Redo = append(save.Redo, sultan.PlayerEvent(change(i)))
	}
	save.Game.Undone = undone
	if !testing.Short() {
		played := newGame(t)
		playRounds(t, played, 60, 1)
		for i := range undone {
			if err := played.ChangePlayer(change(i)); err != nil {
				t.Fatal(err)
			}
		}
		for range undone {
			if _, err := played.Undo(); err != nil {
				t.Fatal(err)
			}
		}
		if got := SoloSaveOf(played, nil); !reflect.DeepEqual(got, save) {
			t.Fatalf("the game that undid the events saves %d events and %d undone (%+v), want %d and %d (%+v)",
				len(got.Log), len(got.Redo), got.Game, len(save.Log), len(save.Redo), save.Game)
		}
	}
	s := newStore(t)
	if err := s.SaveSolo("long", save); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	_, back, err := s.LoadSolo(s.SavePath("long"))
	if err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("loading took %v", d) // generous: minutes before, about 0.03 s now
	}
	if !reflect.DeepEqual(back.Log(), g.Log()) || !reflect.DeepEqual(back.RedoLog(), save.Redo) {
		t.Errorf("got %d events and %d undone, want %d and %d", len(back.Log()), len(back.RedoLog()), len(g.Log()), undone)
	}
	if !back.State().Equal(g.State()) || back.Round() != g.Round() || back.Phase() != g.Phase() {
		t.Errorf("got round %d phase %s\n%s\nwant round %d phase %s\n%s", back.Round(), back.Phase(), back.Board(), g.Round(), g.Phase(), g.Board())
	}
	coins := g.Player().Coins
	for i, want := range []int{coins + 1, coins} {
		if _, err := back.Redo(); err != nil || back.Player().Coins != want {
			t.Errorf("redo %d: %d coins (%v), want %d", i+1, back.Player().Coins, err, want)
		}
	}
}

// TestListReadsTheHeadOnly (issue 18, section 3): a listing shows what a
// save's head says and reads no further: a save whose log is cut off
// after its head is listed from the head (and refused when opened). The
// negative twin: a save written before the head held the summary is
// loaded in full and listed as before.
func TestListReadsTheHeadOnly(t *testing.T) {
	s := newStore(t)
	g := newGame(t)
	playRounds(t, g, 3, 2)
	if err := s.SaveSolo("cut", SoloSaveOf(g, nil)); err != nil {
		t.Fatal(err)
	}
	path := s.SavePath("cut")
	data, _ := os.ReadFile(path)
	i := bytes.Index(data, []byte(`  "rules":`))
	must(t, os.WriteFile(path, append(data[:i:i], []byte(`  "rules": {"black_six": `)...), 0o644))
	old, err := os.ReadFile("testdata/saves/old-over.json")
	must(t, err)
	must(t, os.WriteFile(s.SavePath("old"), old, 0o644))
	list, err := s.List()
	if err != nil || len(list) != 2 {
		t.Fatalf("got %d saves, %v", len(list), err)
	}
	for _, info := range list {
		switch info.Name {
		case "cut":
			if info.Err != nil || info.Round != 4 || info.Events != len(g.Log())-1 || !info.Saved.Equal(fixedTime) {
				t.Errorf("cut: got round %d, %d events, %v; want round 4, %d events from the head", info.Round, info.Events, info.Err, len(g.Log())-1)
			}
		case "old":
			if info.Err != nil || !info.Over {
				t.Errorf("old: got %+v, want the game over, loaded in full", info)
			}
		}
	}
	if _, _, err := s.LoadSolo(path); !errors.Is(err, ErrDamaged) {
		t.Errorf("opening the cut save: got %v, want damaged", err)
	}
	// A head that is not the game's log is damage when the game loads.
	lying := bytes.Replace(savedBytes(t), []byte(`"game": {"round":2`), []byte(`"game": {"round":9`), 1)
	if _, _, err := decodeSolo(lying); !errors.Is(err, ErrDamaged) || !strings.Contains(err.Error(), "summary at the head") {
		t.Errorf("a lying head: got %v", err)
	}
}

// TestBackupBehindDirectoryOrDanglingLink (issue 18, section 3): a
// directory or a dangling symbolic link at a save's name does not hide its
// good backup: Latest names the save, loading it says what stands there
// and offers the backup, which loads. The negative twin: without a backup
// a directory is not a save and is not listed.
func TestBackupBehindDirectoryOrDanglingLink(t *testing.T) {
	for _, kind := range []string{"directory", "dangling link"} {
		t.Run(kind, func(t *testing.T) {
			s := newStore(t)
			g := newGame(t)
			playRounds(t, g, 1, 3)
			path := s.SavePath("solo-1")
			must(t, s.SaveSoloFile(path, SoloSaveOf(g, nil)))
			playRounds(t, g, 1, 4)
			must(t, s.SaveSoloFile(path, SoloSaveOf(g, nil))) // the first is the backup now
			must(t, os.Remove(path))
			want := "a directory stands at the save's name"
			if kind == "directory" {
				must(t, os.Mkdir(path, 0o755))
			} else {
				must(t, os.Symlink(filepath.Join(s.SavesDir(), "gone.json"), path))
				want = "a symbolic link to"
			}
			latest, err := s.Latest()
			if err != nil || latest != path {
				t.Fatalf("Latest: got %q, %v; want %s", latest, err, path)
			}
			_, _, err = s.LoadSolo(path)
			var le *LoadError
			if !errors.As(err, &le) || le.Backup != BackupPath(path) || !strings.Contains(err.Error(), want) {
				t.Fatalf("got %v, want %q and the backup offered", err, want)
			}
			if _, _, err := s.LoadBackup(path); err != nil {
				t.Fatalf("the backup: %v", err)
			}
			// Saved again, the game goes back to its name; a directory is
			// kept aside.
			must(t, s.SaveSoloFile(path, SoloSaveOf(g, nil)))
			if _, _, err := s.LoadSolo(path); err != nil {
				t.Fatalf("saved again: %v", err)
			}
			if kind == "directory" {
				if fi, err := os.Stat(path + ".damaged"); err != nil || !fi.IsDir() {
					t.Errorf("the directory is not kept aside: %v", err)
				}
			}
		})
	}
	s := newStore(t)
	must(t, os.MkdirAll(filepath.Join(s.SavesDir(), "photos.json"), 0o755))
	if _, err := s.Latest(); !errors.Is(err, ErrNoSave) {
		t.Errorf("a directory without a backup: got %v, want no save", err)
	}
	if _, _, err := s.LoadSolo(filepath.Join(s.SavesDir(), "none.json")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("no file: got %v", err)
	}
}

// TestSaveKeepsDiceState (issue 18, section 3): the state of seeded dice
// is saved and loaded as it was, so that a resumed game rolls what it
// would have rolled; a dice state that is not one is damage.
func TestSaveKeepsDiceState(t *testing.T) {
	src := rand.NewPCG(42, 7)
	r := rand.New(src)
	for range 5 {
		r.IntN(6)
	}
	save := SoloSaveOf(newGame(t), nil)
	save.Dice = history.DiceState(src)
	data, err := encodeSolo(save)
	if err != nil {
		t.Fatal(err)
	}
	back, _, err := decodeSolo(data)
	if err != nil {
		t.Fatal(err)
	}
	again, err := history.ParseDice(back.Dice)
	if err != nil {
		t.Fatal(err)
	}
	if a, b := rand.New(again).Uint64(), r.Uint64(); a != b {
		t.Errorf("the loaded dice draw %d, want %d", a, b)
	}
	bad := bytes.Replace(data, []byte(`"dice": "pcg:`), []byte(`"dice": "pcg:zz`), 1)
	if _, _, err := decodeSolo(bad); !errors.Is(err, ErrDamaged) || !strings.Contains(err.Error(), "dice") {
		t.Errorf("bad dice: got %v, want damaged", err)
	}
}
