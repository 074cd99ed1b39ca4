package store

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// A lock file names its holder by process id and, where the system
// tells it (Windows), the time that process started: both forms read
// back, an older naqala's file (the id alone) too; anything else names
// no holder.
func TestLockHolderFormat(t *testing.T) {
	tests := []struct {
		name string
		text string
		want holder
		ok   bool
	}{
		{"id and start", "4242 133801234567890123\n", holder{PID: 4242, Started: 133801234567890123}, true},
		{"an older naqala's: the id alone", "4242\n", holder{PID: 4242}, true},
		{"no newline", "4242", holder{PID: 4242}, true},
		{"the largest start", "4294967295 18446744073709551615\n", holder{PID: 4294967295, Started: 18446744073709551615}, true},
		{"empty: its maker died before writing", "", holder{}, false},
		{"no id", "0\n", holder{}, false},
		{"a start of 0", "4242 0\n", holder{}, false},
		{"a start beyond uint64", "4242 18446744073709551616\n", holder{}, false},
		{"a signed start", "4242 -5\n", holder{}, false},
		{"a signed id", "+4242\n", holder{}, false},
		{"three fields", "4242 1 2\n", holder{}, false},
		{"two spaces", "4242  17\n", holder{}, false},
		{"words", "naqala\n", holder{}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := parseHolder(tt.text)
			if got != tt.want || ok != tt.ok {
				t.Errorf("got %+v, %v, want %+v, %v", got, ok, tt.want, tt.ok)
			}
			if ok && len(formatHolder(got)) > maxLockFile {
				t.Errorf("%q: longer than a lock file holds (%d)", formatHolder(got), maxLockFile)
			}
		})
	}
	// Written and read back, with the start and without.
	for _, h := range []holder{{PID: 7, Started: 1}, {PID: 7}, {PID: 4294967295, Started: 1<<64 - 1}} {
		if got, ok := parseHolder(formatHolder(h)); !ok || got != h {
			t.Errorf("%+v: written %q, read back %+v, %v", h, formatHolder(h), got, ok)
		}
	}
	if got := formatHolder(holder{PID: 7}); got != "7\n" {
		t.Errorf("without a start: got %q, want the older form %q", got, "7\n")
	}
}

// readPID, which the refusal "open in another naqala (process N)" shows,
// reads either form from a lock file; a file naqala made with the start
// passes checkLockFile, as one with the id alone, and its twin with
// something else is refused.
func TestLockFileWithStart(t *testing.T) {
	dir := t.TempDir()
	for _, tt := range []struct {
		text    string
		pid     int
		refused bool
	}{
		{"4242 133801234567890123\n", 4242, false},
		{"4242\n", 4242, false},
		{"", 0, false},
		{"4242 soon\n", 0, true},
		{"4242 1 2\n", 0, true},
	} {
		path := filepath.Join(dir, "g.json.lock")
		must(t, os.WriteFile(path, []byte(tt.text), 0o644))
		f, err := os.Open(path)
		must(t, err)
		if got := readPID(f); got != tt.pid {
			t.Errorf("%q: readPID: got %d, want %d", tt.text, got, tt.pid)
		}
		err = checkLockFile(f)
		_ = f.Close()
		if (err != nil) != tt.refused {
			t.Errorf("%q: checkLockFile: got %v, want refused %v", tt.text, err, tt.refused)
		}
		if err != nil && !strings.Contains(err.Error(), "process id") {
			t.Errorf("%q: got %v, want it to say what a lock file holds", tt.text, err)
		}
	}
}
