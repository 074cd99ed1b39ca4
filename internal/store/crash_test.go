package store

import (
	"bufio"
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// crashDirEnv names the data directory of the writer child process.
const crashDirEnv = "NAQALA_STORE_CRASH_DIR"

// crashLog is the long game whose growing prefixes the writer saves.
func crashLog(t testing.TB) SoloSave {
	g := newGame(t)
	playRounds(t, g, 60, 11)
	return SoloSaveOf(g, nil)
}

// TestCrashWriter is the child of TestCrashKeepsLastSave: it resumes the
// save in its data directory and saves one more event at a time, printing
// "saved N" after each completed save of N events, until it is killed.
func TestCrashWriter(t *testing.T) {
	dir := os.Getenv(crashDirEnv)
	if dir == "" {
		t.Skip("the writer child of TestCrashKeepsLastSave")
	}
	full := crashLog(t)
	s := Open(dir, time.Now)
	k := 1
	if _, g, err := s.LoadSolo(s.SavePath("crash")); err == nil {
		k = len(g.Log())
	} else if !errors.Is(err, fs.ErrNotExist) {
		fmt.Printf("load %v\n", err)
		os.Exit(3)
	}
	fmt.Println("ready")
	for {
		if k < len(full.Log) {
			k++
		}
		if err := s.SaveSolo("crash", SoloSave{Log: full.Log[:k]}); err != nil {
			fmt.Printf("save %v\n", err)
			os.Exit(4)
		}
		fmt.Printf("saved %d\n", k)
	}
}

// TestCrashKeepsLastSave kills a writer process at random moments, again
// and again, and checks after each kill that the save loads and holds the
// last completed save or the one being written, never anything else, and
// that the backup loads too.
func TestCrashKeepsLastSave(t *testing.T) {
	if os.Getenv(crashDirEnv) != "" {
		t.Skip("in the child")
	}
	kills := 40
	if testing.Short() {
		kills = 10
	}
	dir := t.TempDir()
	s := Open(dir, time.Now)
	path := s.SavePath("crash")
	rng := rand.New(rand.NewPCG(1, 2))
	confirmed := 0 // events in the last save known to be complete
	midWrite := 0  // kills that came while a save was under way
	for i := 0; i < kills; i++ {
		cmd := exec.Command(os.Args[0], "-test.run=^TestCrashWriter$", "-test.count=1")
		cmd.Env = append(os.Environ(), crashDirEnv+"="+dir)
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		lines := make(chan string)
		go func() {
			sc := bufio.NewScanner(out)
			for sc.Scan() {
				lines <- sc.Text()
			}
			close(lines)
		}()
		if first := <-lines; first != "ready" {
			_ = cmd.Process.Kill()
			_ = cmd.Wait()
			t.Fatalf("kill %d: the writer says %q, want ready", i, first)
		}
		timer := time.NewTimer(time.Duration(rng.IntN(20000)) * time.Microsecond)
		last := confirmed
	read:
		for {
			select {
			case l, ok := <-lines:
				if !ok {
					break read
				}
				n, err := strconv.Atoi(strings.TrimPrefix(l, "saved "))
				if err != nil {
					t.Fatalf("kill %d: the writer says %q", i, l)
				}
				last = n
			case <-timer.C:
				_ = cmd.Process.Signal(syscall.SIGKILL)
				for l := range lines {
					if n, err := strconv.Atoi(strings.TrimPrefix(l, "saved ")); err == nil {
						last = n
					}
				}
				break read
			}
		}
		_ = cmd.Wait()

		_, g, err := Open(dir, time.Now).LoadSolo(path)
		if err != nil {
			if confirmed == 0 && last == 0 && errors.Is(err, fs.ErrNotExist) {
				continue // killed before the first save
			}
			t.Fatalf("kill %d: the save does not load: %v", i, err)
		}
		got := len(g.Log())
		// The writer's first save holds 2 events (setup and one more), each
		// later one 1 event more.
		next := max(last+1, 2)
		if got != last && got != next {
			t.Fatalf("kill %d: got a save of %d events, want the last completed (%d) or the next (%d)", i, got, last, next)
		}
		if got == next {
			midWrite++
		}
		if _, bak, err := Open(dir, time.Now).LoadBackup(path); err == nil {
			if n := len(bak.Log()); n > got {
				t.Fatalf("kill %d: got a backup of %d events, newer than the save's %d", i, n, got)
			}
		} else if !errors.Is(err, fs.ErrNotExist) {
			t.Fatalf("kill %d: the backup does not load: %v", i, err)
		}
		confirmed = got
	}
	if confirmed < 2 {
		t.Fatalf("got %d events saved after %d kills, want the writer to have made progress", confirmed, kills)
	}
	list, err := s.List()
	if err != nil || len(list) != 1 || list[0].Err != nil {
		t.Fatalf("got %+v %v, want one good save listed (temporary files skipped)", list, err)
	}
	t.Logf("%d kills, %d events saved, %d kills after a save was complete but not yet reported", kills, confirmed, midWrite)
}
