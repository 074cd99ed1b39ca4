//go:build windows

package store

import (
	"errors"
	"os"

	"golang.org/x/sys/windows"
)

// stillActive is the exit code GetExitCodeProcess gives a process that
// runs (STILL_ACTIVE).
const stillActive = 259

// self is this process as a lock file names it: its id and the time it
// started.
func self() holder {
	h := holder{PID: os.Getpid()}
	h.Started, _ = started(windows.CurrentProcess())
	return h
}

// alive reports whether the holder h of a lock file still runs: a
// process of its id runs and, when the file gives the start time, started
// then. Windows gives a finished process's id to the next process soon,
// so the id alone would keep a stale lock for another program; a process
// whose handle some program still holds opens after it has ended, so its
// exit code is read too. A process naqala may not query (another user's,
// a protected one) is not a naqala of this user: the lock is stale.
func alive(h holder) bool {
	p, err := windows.OpenProcess(windows.PROCESS_QUERY_LIMITED_INFORMATION, false, uint32(h.PID))
	if err != nil {
		return false
	}
	defer func() { _ = windows.CloseHandle(p) }()
	var code uint32
	if err := windows.GetExitCodeProcess(p, &code); err == nil && code != stillActive {
		return false
	}
	if h.Started == 0 {
		return true // an older naqala's lock file: the id alone
	}
	t, err := started(p)
	if err != nil {
		return true // the id runs; when it started is not known
	}
	return t == h.Started
}

// started is the creation time of the process p, in 100-nanosecond
// intervals since 1601.
func started(p windows.Handle) (uint64, error) {
	var created, exited, kernel, user windows.Filetime
	if err := windows.GetProcessTimes(p, &created, &exited, &kernel, &user); err != nil {
		return 0, err
	}
	t := uint64(created.HighDateTime)<<32 | uint64(created.LowDateTime)
	if t == 0 {
		return 0, errors.New("no creation time")
	}
	return t, nil
}
