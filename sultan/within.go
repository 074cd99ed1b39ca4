package sultan

import "strings"

// tableError is a refusal of the table checks (Game.checkTable) said
// within the event or edit that broke them: each line once prefixed
// "sultan: ", not "sultan: player event: sultan: ...". It unwraps to the
// checks' error, so errors.Is still finds a sentinel in it.
type tableError struct {
	what string // "player event", "tile row 5, column 5 = LM[WRBY]"
	err  error
}

// within says err within what.
func within(what string, err error) error { return tableError{what, err} }

func (e tableError) Error() string {
	lines := strings.Split(e.err.Error(), "\n")
	for i, l := range lines {
		lines[i] = "sultan: " + e.what + ": " + strings.TrimPrefix(l, "sultan: ")
	}
	return strings.Join(lines, "\n")
}

func (e tableError) Unwrap() error { return e.err }
