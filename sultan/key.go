package sultan

import (
	"strconv"
	"unicode"
)

// key returns a key or kind a file gives (a rule variant, an event kind,
// a field of an edit) as an error names it: itself when it is a word
// (letters, digits, '_' and '-'), else quoted, so that no text of a save
// or state file reaches a terminal raw.
func key(s string) string {
	if s == "" {
		return `""`
	}
	for _, r := range s {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '_' && r != '-' {
			return strconv.Quote(s)
		}
	}
	return s
}
