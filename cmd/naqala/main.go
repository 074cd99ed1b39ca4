// Command naqala is a terminal companion for the board game Five Tribes:
// it runs Sultan Yazid, the solo automa, scores finished games and prints
// score sheets.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run executes the command line and returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	root := newRootCmd(stdout, stderr)
	root.SetArgs(args)
	err := root.Execute()
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

// printErrors writes one line per problem, each prefixed "naqala: ".
func printErrors(w io.Writer, err error) {
	for _, line := range strings.Split(err.Error(), "\n") {
		if line = strings.TrimSpace(line); line != "" {
			fmt.Fprintf(w, "naqala: %s\n", line)
		}
	}
}
