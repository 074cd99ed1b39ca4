package safetext

import (
	"strconv"
	"strings"
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

// Key returns a key a file gives as a path names it: the key itself when
// it is a word (letters, digits, '_' and '-'), else quoted, so that a key
// with a dot, a space or a newline reads as one key on one line.
func Key(s string) string {
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

// Line returns the line s with every character that does not print as
// itself escaped as in a Go string (\x1b, \n, \u202e), and nothing else
// changed: the last guard for messages that other code composed, so that
// one line stays one line and moves no cursor.
func Line(s string) string {
	if Plain(s) {
		return s
	}
	var b strings.Builder
	for i, w := 0, 0; i < len(s); i += w {
		r, n := utf8.DecodeRuneInString(s[i:])
		w = n
		if (r == utf8.RuneError && n == 1) || (!unicode.IsPrint(r) && r != zeroWidthJoiner && r != zeroWidthNonJoiner) {
			q := strconv.Quote(s[i : i+n])
			b.WriteString(q[1 : len(q)-1])
			continue
		}
		b.WriteString(s[i : i+n])
	}
	return b.String()
}
