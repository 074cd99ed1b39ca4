//go:build !windows && !(linux || darwin || freebsd || netbsd || openbsd || dragonfly)

package store

import (
	"os"
	"syscall"
)

// self is this process as a lock file names it: its id (the start time
// is not known here).
func self() holder { return holder{PID: os.Getpid()} }

// alive reports whether a process of the holder's id runs.
func alive(h holder) bool {
	p, err := os.FindProcess(h.PID)
	if err != nil {
		return false
	}
	return p.Signal(syscall.Signal(0)) == nil
}
