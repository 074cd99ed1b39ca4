// Command naqala is a terminal companion for the board game Five Tribes:
// it runs Sultan Yazid, the solo automa, scores finished games and prints
// score sheets.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/naqala/naqala/internal/filetext"
)

func main() {
	os.Exit(run(os.Args[1:], processSystem()))
}

// run executes the command line on sys and returns the exit status.
func run(args []string, sys *system) int {
	stderr := sys.stderr
	out := &checkedWriter{w: sys.stdout}
	root := newRootCmd(sys, out)
	root.SetArgs(args)
	err := root.Execute()
	if err == nil && out.err != nil {
		// Text that did not reach standard output (a full disk, a closed
		// pipe) is a failure of every command, whatever it printed.
		err = fmt.Errorf("writing to standard output: %w", out.err)
	}
	if err == nil {
		return 0
	}
	printErrors(stderr, err)
	var ee *exitError
	if errors.As(err, &ee) {
		return ee.code
	}
	return 1
}

// checkedWriter is standard output that remembers its first failure, so
// that a command whose text was lost exits non-zero (run).
type checkedWriter struct {
	w   io.Writer
	err error
}

func (c *checkedWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	if err != nil && c.err == nil {
		c.err = err
	}
	return n, err
}

// exitError carries the exit status a failure sets: 2 for invalid input
// (docs/formats.md), 3 when a Yazid turn needs the player's choice.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string { return e.err.Error() }
func (e *exitError) Unwrap() error { return e.err }

// invalidInput marks err as a problem with the user's input (exit status 2).
func invalidInput(err error) error {
	if err == nil {
		return nil
	}
	return &exitError{code: 2, err: err}
}

// maxProblemLines bounds the problems printed for one command: a file
// with thousands of mistakes is no game's file, and the first screenful
// says so.
const maxProblemLines = 100

// printErrors writes one line per problem, each prefixed "naqala: ", at
// most maxProblemLines of them and then how many more there are. The
// messages quote what files hold; any character that would still not
// print as itself is escaped here (filetext.Line).
func printErrors(w io.Writer, err error) {
	n := 0
	for _, line := range strings.Split(err.Error(), "\n") {
		if line = strings.TrimSpace(line); line == "" {
			continue
		}
		if n < maxProblemLines {
			fmt.Fprintf(w, "naqala: %s\n", filetext.Line(line))
		}
		n++
	}
	if n > maxProblemLines {
		fmt.Fprintf(w, "naqala: ... and %s more problems\n", thousands(n-maxProblemLines))
	}
}

// thousands writes n with a comma between groups of three digits: 9,871.
func thousands(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0 && s[i-1] != '-'; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
