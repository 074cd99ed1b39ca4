package main

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

// fullWriter fails every write, as standard output on a full disk does.
type fullWriter struct{}

func (fullWriter) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }

// TestTextOutputThatFailsExitsNonZero: every command whose text does not
// reach standard output fails with a message; the twin: the same
// commands with a writer that takes the text exit 0.
func TestTextOutputThatFailsExitsNonZero(t *testing.T) {
	t.Parallel()
	state := "testdata/moves/setup.yaml"
	for _, args := range [][]string{
		{"--help"}, {"yazid", "roll"}, {"moves", state}, {"advise", state},
		{"yazid", "odds", state}, {"selfplay", "--games", "1", "--policy", "random"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			var stderr bytes.Buffer
			if code := run(args, testSystem(t).streams(fullWriter{}, &stderr)); code == 0 || !strings.Contains(stderr.String(), "naqala: writing to standard output: no space left on device") {
				t.Errorf("a full disk: exit %d, stderr %q", code, stderr.String())
			}
			var stdout bytes.Buffer
			stderr.Reset()
			if code := run(args, testSystem(t).streams(&stdout, &stderr)); code != 0 || stdout.Len() == 0 {
				t.Errorf("the twin: exit %d, %d bytes, stderr %q", code, stdout.Len(), stderr.String())
			}
		})
	}
}
