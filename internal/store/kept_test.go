package store

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// soloRecord is the history record of a solo game survived with coins.
func soloRecord(t testing.TB, coins int) Record {
	t.Helper()
	g := soloGame(coins, 5, 1, game.NotLost, false)
	return NewRecord(g, scored(t, g), fixedTime)
}

// overGame is a game ended after a round.
func overGame(t testing.TB) *sultan.Game {
	t.Helper()
	g := newGame(t)
	playRounds(t, g, 1, 1)
	endGame(t, g, 1)
	return g
}

// recordsOf counts the history records of the save named name.
func recordsOf(t *testing.T, s *Store, name string) []Record {
	t.Helper()
	recs, _ := s.History() // a damaged record is no game's
	var out []Record
	for _, r := range recs {
		if r.Save == name {
			out = append(out, r)
		}
	}
	return out
}

// TestLatestOffersGameOverUntilKept (issue 9, item 7): a game over whose
// result is not in the history (the program was killed on the last
// checklist, "Game over" or the end-of-game form) is still the game to
// resume; once kept, it is not.
func TestLatestOffersGameOverUntilKept(t *testing.T) {
	s := newStore(t)
	g := overGame(t)
	if err := s.SaveSolo("over", SoloSaveOf(g, nil)); err != nil {
		t.Fatal(err)
	}
	path := s.SavePath("over")
	got, err := s.Latest()
	if err != nil || got != path {
		t.Fatalf("a game over not yet kept: got %q %v, want %q to resume", got, err, path)
	}
	list, _ := s.List()
	if len(list) != 1 || !list[0].Over || list[0].Kept {
		t.Fatalf("got %+v, want one game over, not kept", list)
	}
	// The negative twin: kept, it is finished.
	if _, _, err := s.KeepSolo(path, SoloSaveOf(g, nil), soloRecord(t, 50)); err != nil {
		t.Fatal(err)
	}
	if got, err := s.Latest(); !errors.Is(err, ErrNoSave) {
		t.Errorf("a game kept in the history: got %q %v, want ErrNoSave", got, err)
	}
	if list, _ := s.List(); len(list) != 1 || !list[0].Kept || list[0].History == "" {
		t.Errorf("got %+v, want the game kept, naming its record", list)
	}
	// Its record gone (deleted by hand), it is to be finished again.
	recs := recordsOf(t, s, "over")
	if len(recs) != 1 {
		t.Fatalf("got %d records, want 1", len(recs))
	}
	if err := os.Remove(recs[0].Path); err != nil {
		t.Fatal(err)
	}
	if got, err := s.Latest(); got != path || err != nil {
		t.Errorf("the record removed: got %q %v, want %q", got, err, path)
	}
}

// TestKeepSoloNamesItsRecord (issue 9, item 8): the save names the record
// it was kept under, so that keeping the game again (a corrected final
// state, after a resume too) replaces that record instead of adding one.
func TestKeepSoloNamesItsRecord(t *testing.T) {
	s := newStore(t)
	g := overGame(t)
	path := s.SavePath("solo-1")
	if err := s.SaveSoloFile(path, SoloSaveOf(g, nil)); err != nil {
		t.Fatal(err)
	}
	save, file, err := s.KeepSolo(path, SoloSaveOf(g, nil), soloRecord(t, 50))
	if err != nil {
		t.Fatal(err)
	}
	if save.History == "" || filepath.Base(file) != save.History {
		t.Fatalf("got the save naming %q and the record %s, want the same", save.History, file)
	}
	// As a resume reads it: from the file.
	loaded, _, err := s.LoadSolo(path)
	if err != nil || loaded.History != save.History {
		t.Fatalf("the save on disk names %q (%v), want %q", loaded.History, err, save.History)
	}
	if _, file2, err := Open(s.Dir(), fixedClock).KeepSolo(path, loaded, soloRecord(t, 70)); err != nil || file2 != file {
		t.Fatalf("kept again: got %s %v, want %s replaced", file2, err, file)
	}
	recs := recordsOf(t, s, "solo-1")
	if len(recs) != 1 || recs[0].Players[0].Total != 70+15 {
		t.Errorf("got %d records %+v, want one with the corrected total %d", len(recs), recs, 70+15)
	}
	// The negative twin: another game is another record.
	other := s.SavePath("solo-2")
	if _, _, err := s.KeepSolo(other, SoloSaveOf(overGame(t), nil), soloRecord(t, 50)); err != nil {
		t.Fatal(err)
	}
	if all, _ := s.History(); len(all) != 2 {
		t.Errorf("got %d records, want 2 for two games", len(all))
	}
}

// TestKeepRecordNeverReplacesAnotherGame: a record name that another
// game's record took meanwhile (or a file that is no record) is left
// alone; KeepSolo chooses another name and saves it first.
func TestKeepRecordNeverReplacesAnotherGame(t *testing.T) {
	s := newStore(t)
	theirs := soloRecord(t, 10)
	theirs.Save = "theirs"
	id := s.NewHistoryID(fixedTime, KindSolo)
	if _, err := s.KeepRecord(id, theirs); err != nil {
		t.Fatal(err)
	}
	mine := soloRecord(t, 90)
	mine.Save = "mine"
	if _, err := s.KeepRecord(id, mine); !errors.Is(err, ErrRecordTaken) {
		t.Fatalf("got %v, want ErrRecordTaken", err)
	}
	junk := filepath.Join(s.HistoryDir(), "junk.json")
	if err := os.WriteFile(junk, []byte("{"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := s.KeepRecord("junk.json", mine); !errors.Is(err, ErrRecordTaken) {
		t.Fatalf("over a damaged file: got %v, want ErrRecordTaken", err)
	}
	if b, _ := os.ReadFile(junk); string(b) != "{" {
		t.Errorf("the damaged file was replaced: %q", b)
	}
	// A save naming a record another game holds is kept under a new name.
	g := overGame(t)
	path := s.SavePath("mine")
	save := SoloSaveOf(g, nil)
	save.History = id
	save, file, err := s.KeepSolo(path, save, mine)
	if err != nil {
		t.Fatal(err)
	}
	if save.History == id || filepath.Base(file) != save.History {
		t.Errorf("got record %s, save naming %q, want a new name", file, save.History)
	}
	if loaded, _, err := s.LoadSolo(path); err != nil || loaded.History != save.History {
		t.Errorf("the save names %q (%v), want %q", loaded.History, err, save.History)
	}
	if recs := recordsOf(t, s, "theirs"); len(recs) != 1 || recs[0].Players[0].Total != 10+15 {
		t.Errorf("the other game's record: %+v", recs)
	}
	for _, bad := range []string{"../x.json", "a/b.json", ".x.json", "x", "x\n.json"} {
		if _, err := s.KeepRecord(bad, mine); err == nil {
			t.Errorf("KeepRecord(%q): got no error", bad)
		}
	}
}

// TestKeepSoloAfterAKillBeforeTheRecord: killed after the save named its
// record but before the record was written, the game is still to be
// resumed, and keeping it then writes the record it names, once.
func TestKeepSoloAfterAKillBeforeTheRecord(t *testing.T) {
	s := newStore(t)
	g := overGame(t)
	path := s.SavePath("solo-1")
	save := SoloSaveOf(g, nil)
	save.History = s.NewHistoryID(fixedTime, KindSolo)
	if err := s.SaveSoloFile(path, save); err != nil {
		t.Fatal(err)
	}
	if got, err := s.Latest(); got != path || err != nil {
		t.Fatalf("got %q %v, want %q to resume", got, err, path)
	}
	loaded, _, err := s.LoadSolo(path)
	if err != nil {
		t.Fatal(err)
	}
	_, file, err := s.KeepSolo(path, loaded, soloRecord(t, 50))
	if err != nil || filepath.Base(file) != save.History {
		t.Fatalf("got %s %v, want the record %s", file, err, save.History)
	}
	if recs := recordsOf(t, s, "solo-1"); len(recs) != 1 {
		t.Errorf("got %d records, want 1", len(recs))
	}
	if _, err := s.Latest(); !errors.Is(err, ErrNoSave) {
		t.Errorf("got %v, want ErrNoSave once kept", err)
	}
}

// TestOldSaveWithoutRecordName: a save written before saves named their
// record (testdata/saves/old-over.json, a game ended) still loads; it
// counts as kept when a history record names its save, as naqala then
// wrote them, and is to be resumed when none does.
func TestOldSaveWithoutRecordName(t *testing.T) {
	data, err := os.ReadFile("testdata/saves/old-over.json")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(data), `"history"`) {
		t.Fatal("the old save names a record")
	}
	s := newStore(t)
	path := s.SavePath("solo-20261101-101010")
	if err := os.MkdirAll(s.SavesDir(), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	save, g, err := s.LoadSolo(path)
	if err != nil || !g.Over() || save.History != "" {
		t.Fatalf("the old save: over %v, history %q, %v", g != nil && g.Over(), save.History, err)
	}
	if got, err := s.Latest(); got != path || err != nil {
		t.Errorf("not kept: got %q %v, want %q to resume", got, err, path)
	}
	rec := soloRecord(t, 50)
	rec.Save = "solo-20261101-101010"
	if _, err := s.AddHistory(rec); err != nil {
		t.Fatal(err)
	}
	if got, err := s.Latest(); !errors.Is(err, ErrNoSave) {
		t.Errorf("kept the old way: got %q %v, want ErrNoSave", got, err)
	}
	// Saved again, the record name is written, and loads back.
	save.History = "20261122-064310-solo.json"
	if err := s.SaveSoloFile(path, save); err != nil {
		t.Fatal(err)
	}
	if again, _, err := s.LoadSolo(path); err != nil || again.History != save.History {
		t.Errorf("got %q %v, want the record name kept", again.History, err)
	}
}

// TestLoadSoloBadRecordName: a record name that is not a plain file name
// of the history makes the save damaged, and is never written.
func TestLoadSoloBadRecordName(t *testing.T) {
	s := newStore(t)
	g := overGame(t)
	for _, bad := range []string{"../../etc/passwd.json", "x.txt", ".x.json", "a\x1b[2J.json"} {
		save := SoloSaveOf(g, nil)
		save.History = bad
		if err := s.SaveSolo("x", save); err == nil {
			t.Errorf("saving with the record name %q: got no error", bad)
		}
		good := SoloSaveOf(g, nil)
		good.History = "20261122-064310-solo.json"
		data, err := encodeSolo(good)
		if err != nil {
			t.Fatal(err)
		}
		quoted, _ := json.Marshal(bad)
		data = []byte(strings.Replace(string(data), `"20261122-064310-solo.json"`, string(quoted), 1))
		if _, _, err := decodeSolo(data); !errors.Is(err, ErrDamaged) {
			t.Errorf("loading the record name %q: got %v, want ErrDamaged", bad, err)
		}
	}
}

// TestCreateSoloNeverReplaces (issue 9, item 4): a new game never takes
// the file of another: a name in use, or being created by another naqala
// (its lock held), gives NAME-2, NAME-3 ...
func TestCreateSoloNeverReplaces(t *testing.T) {
	s := newStore(t)
	g := newGame(t)
	first, lock1, err := s.CreateSolo("", "solo-x", SoloSaveOf(g, nil))
	if err != nil {
		t.Fatal(err)
	}
	defer lock1.Release()
	before := mustRead(t, first)
	held, err := s.LockSave(s.SavePath("solo-x-2"))
	if err != nil {
		t.Fatal(err)
	}
	defer held.Release()
	playRounds(t, g, 1, 2)
	second, lock2, err := s.CreateSolo("", "solo-x", SoloSaveOf(g, nil))
	if err != nil {
		t.Fatal(err)
	}
	defer lock2.Release()
	if first != s.SavePath("solo-x") || second != s.SavePath("solo-x-3") {
		t.Errorf("got %s then %s, want solo-x.json then solo-x-3.json", first, second)
	}
	if string(mustRead(t, first)) != string(before) {
		t.Error("the first game's save was replaced")
	}
	// In another directory, too.
	dir := t.TempDir()
	third, lock3, err := s.CreateSolo(dir, "solo-x", SoloSaveOf(g, nil))
	if err != nil || third != filepath.Join(dir, "solo-x.json") {
		t.Fatalf("got %s %v, want it in %s", third, err, dir)
	}
	defer lock3.Release()
	if _, err := s.LockSave(third); !errors.Is(err, ErrLocked) {
		t.Errorf("the created save is not locked: %v", err)
	}
}

// TestSaveSoloFileOutside (issue 9, item 4): a game resumed from a file
// outside the data directory is saved back to that file (whatever its
// name, a space in it too), and the data directory's save of the same
// name, another game, is left as it was, its backup too.
func TestSaveSoloFileOutside(t *testing.T) {
	s := newStore(t)
	mine := newGame(t)
	if err := s.SaveSolo("game", SoloSaveOf(mine, nil)); err != nil {
		t.Fatal(err)
	}
	playRounds(t, mine, 1, 5)
	if err := s.SaveSolo("game", SoloSaveOf(mine, nil)); err != nil {
		t.Fatal(err)
	}
	keep, keepBak := mustRead(t, s.SavePath("game")), mustRead(t, BackupPath(s.SavePath("game")))
	for _, name := range []string{"game.json", "my game.json"} {
		other := filepath.Join(t.TempDir(), name)
		g := newGame(t)
		if err := s.SaveSoloFile(other, SoloSaveOf(g, nil)); err != nil {
			t.Fatal(err)
		}
		playRounds(t, g, 2, 7)
		if err := s.SaveSoloFile(other, SoloSaveOf(g, nil)); err != nil {
			t.Fatal(err)
		}
		if _, back, err := s.LoadSolo(other); err != nil || len(back.Log()) != len(g.Log()) {
			t.Errorf("%s: got %v, want the game saved back to it", name, err)
		}
	}
	if string(mustRead(t, s.SavePath("game"))) != string(keep) || string(mustRead(t, BackupPath(s.SavePath("game")))) != string(keepBak) {
		t.Error("the data directory's game of the same name changed")
	}
}

// keepDirEnv names the data directory of the finishing child process.
const keepDirEnv = "NAQALA_STORE_KEEP_DIR"

// TestKeepWriter is the child of TestCrashKeepsFinishedGameOnce: it
// saves one game over after another and keeps each in the history,
// printing "kept N" after each, until it is killed.
func TestKeepWriter(t *testing.T) {
	dir := os.Getenv(keepDirEnv)
	if dir == "" {
		t.Skip("the writer child of TestCrashKeepsFinishedGameOnce")
	}
	s := Open(dir, time.Now)
	g := overGame(t)
	entries, _ := os.ReadDir(s.SavesDir())
	fmt.Println("ready")
	for i := len(entries); ; i++ {
		path := s.SavePath(fmt.Sprintf("g%04d", i))
		save := SoloSaveOf(g, nil)
		if err := s.SaveSoloFile(path, save); err != nil {
			fmt.Printf("save %v\n", err)
			os.Exit(4)
		}
		if _, _, err := s.KeepSolo(path, save, soloRecord(t, i)); err != nil {
			fmt.Printf("keep %v\n", err)
			os.Exit(4)
		}
		fmt.Printf("kept %d\n", i)
	}
}

// TestCrashKeepsFinishedGameOnce (issue 9, items 7 and 8) kills a process
// that finishes games (a save of the game over, then KeepSolo) at random
// moments, again and again, and checks after each kill that no game is
// lost or kept twice: each game over is in the history once, or not at all
// and then still to resume; finishing the resumed game keeps it once.
func TestCrashKeepsFinishedGameOnce(t *testing.T) {
	if os.Getenv(keepDirEnv) != "" {
		t.Skip("in the child")
	}
	kills := 30
	if testing.Short() {
		kills = 4
	}
	dir := t.TempDir()
	rng := rand.New(rand.NewPCG(3, 4))
	resumed := 0
	for i := 0; i < kills; i++ {
		cmd := exec.Command(os.Args[0], "-test.run=^TestKeepWriter$", "-test.count=1")
		cmd.Env = append(os.Environ(), keepDirEnv+"="+dir)
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(out)
		if !sc.Scan() || sc.Text() != "ready" {
			_ = cmd.Process.Kill()
			_ = cmd.Wait()
			t.Fatalf("kill %d: the writer says %q, want ready", i, sc.Text())
		}
		go func() {
			for sc.Scan() {
				if l := sc.Text(); !strings.HasPrefix(l, "kept ") {
					t.Errorf("kill %d: the writer says %q", i, l)
				}
			}
		}()
		time.Sleep(time.Duration(rng.IntN(30000)) * time.Microsecond)
		_ = cmd.Process.Signal(syscall.SIGKILL)
		_ = cmd.Wait()

		s := Open(dir, time.Now)
		list, err := s.List()
		if err != nil {
			t.Fatal(err)
		}
		for _, info := range list {
			if info.Err != nil {
				t.Fatalf("kill %d: %s does not load: %v", i, info.Name, info.Err)
			}
			recs := recordsOf(t, s, info.Name)
			switch {
			case len(recs) > 1:
				t.Fatalf("kill %d: %s is kept %d times", i, info.Name, len(recs))
			case info.Kept != (len(recs) == 1):
				t.Fatalf("kill %d: %s kept %v with %d records", i, info.Name, info.Kept, len(recs))
			case info.Kept:
				continue
			}
			// Not kept: it is the game to resume, and finishing it keeps
			// it once.
			if latest, err := s.Latest(); err != nil {
				t.Fatalf("kill %d: %s is not kept and Latest says %q %v", i, info.Name, latest, err)
			}
			save, _, err := s.LoadSolo(info.Path)
			if err != nil {
				t.Fatal(err)
			}
			if _, _, err := s.KeepSolo(info.Path, save, soloRecord(t, 1)); err != nil {
				t.Fatalf("kill %d: keeping %s after the resume: %v", i, info.Name, err)
			}
			if recs := recordsOf(t, s, info.Name); len(recs) != 1 {
				t.Fatalf("kill %d: %s kept %d times after the resume", i, info.Name, len(recs))
			}
			resumed++
		}
	}
	list, _ := Open(dir, time.Now).List()
	recs, err := Open(dir, time.Now).History()
	if err != nil || len(recs) != len(list) || len(list) < 2 {
		t.Fatalf("got %d records (%v) for %d games, want one each and progress", len(recs), err, len(list))
	}
	t.Logf("%d kills, %d games finished, %d resumed to be kept", kills, len(list), resumed)
}
