package filetext

import (
	"strconv"
	"unicode"
	"unicode/utf8"
)

// Text returns s as it may be printed: s itself when it is valid UTF-8 and
// every character prints as itself (letters, marks, digits, punctuation,
// symbols, the ASCII space, and the joiners of emoji sequences), else s
// quoted in Go syntax with every other character escaped (strconv.Quote):
// "\x1b[2J", "a\nb", "\u202egnp.exe".
func Text(s string) string {
	if Plain(s) {
		return s
	}
	return strconv.Quote(s)
}

// Plain reports whether s prints as itself: Text(s) == s.
func Plain(s string) bool {
	if !utf8.ValidString(s) {
		return false
	}
	for _, r := range s {
		if !unicode.IsPrint(r) && r != zeroWidthJoiner && r != zeroWidthNonJoiner {
			return false
		}
	}
	return true
}

// The joiners shape emoji sequences and some scripts; they move nothing.
const (
	zeroWidthNonJoiner = '\u200c'
	zeroWidthJoiner    = '\u200d'
)
