package store

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestLockSave (issue 9, item 5): a save that one naqala has open is
// refused to a second, which is told the holder's process; released, it
// can be taken again and its lock file is gone.
func TestLockSave(t *testing.T) {
	s := newStore(t)
	path := s.SavePath("solo-1")
	if err := os.MkdirAll(s.SavesDir(), 0o755); err != nil {
		t.Fatal(err)
	}
	l, err := s.LockSave(path)
	if err != nil {
		t.Fatal(err)
	}
	_, err = Open(s.Dir(), fixedClock).LockSave(path)
	var le *LockedError
	if !errors.As(err, &le) || !errors.Is(err, ErrLocked) || le.PID != os.Getpid() {
		t.Fatalf("a second lock: got %v, want a *LockedError naming pid %d", err, os.Getpid())
	}
	if want := fmt.Sprintf("this game is open in another naqala (pid %d)", os.Getpid()); !strings.Contains(err.Error(), want) {
		t.Errorf("got %q, want it to say %q", err, want)
	}
	// The negative twin: released, the lock is free and its file gone.
	if err := l.Release(); err != nil {
		t.Fatal(err)
	}
	if err := l.Release(); err != nil {
		t.Errorf("a second release: %v", err)
	}
	if _, err := os.Stat(LockPath(path)); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the lock file is left: %v", err)
	}
	again, err := s.LockSave(path)
	if err != nil {
		t.Fatalf("after the release: %v", err)
	}
	if err := again.Release(); err != nil {
		t.Fatal(err)
	}
	// A stale lock file (a dead naqala's, naming a process long gone) is
	// no lock.
	if err := os.WriteFile(LockPath(path), []byte("999999999\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	stale, err := s.LockSave(path)
	if err != nil {
		t.Fatalf("over a stale lock file: %v", err)
	}
	defer stale.Release()
	if b, _ := os.ReadFile(LockPath(path)); strings.TrimSpace(string(b)) != strconv.Itoa(os.Getpid()) {
		t.Errorf("the lock file names %q, want this process", b)
	}
	// A directory where no lock file can be made is an error of its
	// own, not "open elsewhere".
	if _, err := s.LockSave(t.TempDir() + "/no/such/dir/x.json"); err == nil || errors.Is(err, ErrLocked) {
		t.Errorf("no lock file: got %v, want an error other than ErrLocked", err)
	}
}

// lockHolderEnv names the save the lock-holder child locks.
const lockHolderEnv = "NAQALA_STORE_LOCK_SAVE"

// TestLockHolder is the child of TestLockAcrossProcesses: it locks the
// save, says "locked", and waits to be killed.
func TestLockHolder(t *testing.T) {
	path := os.Getenv(lockHolderEnv)
	if path == "" {
		t.Skip("the lock-holder child of TestLockAcrossProcesses")
	}
	if _, err := Open(os.TempDir(), nil).LockSave(path); err != nil {
		fmt.Printf("lock %v\n", err)
		os.Exit(3)
	}
	fmt.Println("locked")
	time.Sleep(time.Minute)
	os.Exit(5)
}

// TestLockAcrossProcesses (issue 9, item 5): a second process cannot
// lock a save a first one holds, and is told its pid; killed with
// SIGKILL, the first leaves a stale lock file that the second takes over.
func TestLockAcrossProcesses(t *testing.T) {
	if os.Getenv(lockHolderEnv) != "" {
		t.Skip("in the child")
	}
	s := newStore(t)
	if err := os.MkdirAll(s.SavesDir(), 0o755); err != nil {
		t.Fatal(err)
	}
	path := s.SavePath("solo-1")
	if err := s.SaveSoloFile(path, SoloSaveOf(newGame(t), nil)); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestLockHolder$", "-test.count=1")
	cmd.Env = append(os.Environ(), lockHolderEnv+"="+path)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = cmd.Process.Kill(); _ = cmd.Wait() }()
	sc := bufio.NewScanner(out)
	if !sc.Scan() || sc.Text() != "locked" {
		t.Fatalf("the child says %q, want locked", sc.Text())
	}
	_, err = s.LockSave(path)
	var le *LockedError
	if !errors.As(err, &le) || le.PID != cmd.Process.Pid {
		t.Fatalf("while the child holds it: got %v, want a *LockedError naming pid %d", err, cmd.Process.Pid)
	}
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	_ = cmd.Wait()
	if b, err := os.ReadFile(LockPath(path)); err != nil || strings.TrimSpace(string(b)) != strconv.Itoa(cmd.Process.Pid) {
		t.Fatalf("the killed child's lock file: %q %v, want its pid", b, err)
	}
	l, err := s.LockSave(path)
	if err != nil {
		t.Fatalf("after the holder was killed: got %v, want the stale lock taken over", err)
	}
	if err := l.Release(); err != nil {
		t.Fatal(err)
	}
}

// BenchmarkLockSave: taking and releasing a save's lock, as opening and
// leaving a game do.
func BenchmarkLockSave(b *testing.B) {
	s := Open(b.TempDir(), fixedClock)
	path := s.SavePath("solo-1")
	if err := os.MkdirAll(s.SavesDir(), 0o755); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		l, err := s.LockSave(path)
		if err != nil {
			b.Fatal(err)
		}
		if err := l.Release(); err != nil {
			b.Fatal(err)
		}
	}
}
