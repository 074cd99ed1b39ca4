package sultan

import "strings"

// WithinError is an error said within what sultan was doing: each line
// once prefixed "sultan: " and What, the inner error's own package prefix
// ("sultan: ", "game: ") left out, so that a refusal names its rule once:
// "sultan: illegal move: step 2: straight back to r1 c2", not
// "sultan: illegal move: game: step 2: ...", and "sultan: player event:
// ...", not "sultan: player event: sultan: ...". Without What the line
// is only prefixed: "sultan: move: no drops after the colon" for the
// game's "game: move: no drops after the colon". It unwraps to Err, so
// errors.Is and errors.As still find a sentinel or a *game.MoveError (the
// refusal's code) in it; package labels says it in every language.
type WithinError struct {
	What string // "illegal move", "player event", "log event 3 (move)"; may be ""
	Err  error
}

// within says err within what.
func within(what string, err error) error { return &WithinError{What: what, Err: err} }

func (e *WithinError) Error() string {
	lines := strings.Split(e.Err.Error(), "\n")
	for i, l := range lines {
		lines[i] = e.Prefix() + WithoutPrefix(l)
	}
	return strings.Join(lines, "\n")
}

func (e *WithinError) Unwrap() error { return e.Err }

// Prefix is what each line of e starts with: "sultan: illegal move: ",
// or "sultan: " without What.
func (e *WithinError) Prefix() string {
	if e.What == "" {
		return "sultan: "
	}
	return "sultan: " + e.What + ": "
}

// WithoutPrefix is a line of an error without the package prefix it
// starts with, sultan's or game's.
func WithoutPrefix(line string) string {
	for _, p := range []string{"sultan: ", "game: "} {
		if rest, ok := strings.CutPrefix(line, p); ok {
			return rest
		}
	}
	return line
}
