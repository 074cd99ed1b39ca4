package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
)

// A file naqala writes with -o is written first to a partial file beside
// it, renamed into place when whole. The partial file is named so that a
// person finds it and knows what it is - pad.pdf.naqala-1234-5678.partial,
// not hidden - and a later write to the same file removes those a killed
// naqala (process 1234, no longer running) left behind.
const partialSuffix = ".partial"

// partialWritten is called with the partial file, whole, before it is
// renamed into place: a test stops there to kill the process.
var partialWritten = func(string) {}

// partialPattern is the os.CreateTemp pattern of target's partial file.
func partialPattern(target string) string {
	return fmt.Sprintf("%s.naqala-%d-*%s", filepath.Base(target), os.Getpid(), partialSuffix)
}

// removeDeadPartials removes the partial files of target that a naqala
// process no longer running left behind.
func removeDeadPartials(target string) {
	base := filepath.Base(target) + ".naqala-"
	matches, err := filepath.Glob(filepath.Join(filepath.Dir(target), globEscape(base)+"*"+partialSuffix))
	if err != nil {
		return
	}
	for _, m := range matches {
		rest := strings.TrimPrefix(filepath.Base(m), base)
		pid, err := strconv.Atoi(rest[:max(strings.IndexByte(rest, '-'), 0)])
		if err != nil || pid == os.Getpid() || running(pid) {
			continue
		}
		_ = os.Remove(m)
	}
}

// running reports whether process pid is alive (or may be: another user's).
func running(pid int) bool {
	p, err := os.FindProcess(pid)
	if err != nil {
		return false
	}
	err = p.Signal(syscall.Signal(0))
	return err == nil || errors.Is(err, syscall.EPERM)
}

// globEscape escapes the pattern characters of a file name for
// filepath.Glob.
func globEscape(s string) string {
	var b strings.Builder
	for _, r := range s {
		if strings.ContainsRune(`*?[\`, r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// checkWritable refuses to replace the existing file at path (of mode)
// that is not writable: naqala would replace it through the directory,
// which a read-only file must not allow.
func checkWritable(path string, mode os.FileMode) error {
	if mode.Perm()&0o222 == 0 {
		return errors.New("the file is read-only: make it writable or write elsewhere")
	}
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		return err
	}
	return f.Close()
}
