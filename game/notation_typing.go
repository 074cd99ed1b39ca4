package game

import "strings"

// Helpers for a tile token typed a character at a time (the board
// editor): where its type code ends, which characters start a code, and
// the case the notation writes a typed letter in.

// TokenCode splits a tile token into its type code and the rest:
// "S6[RRB]@1" is "S6" and "[RRB]@1".
func TokenCode(tok string) (code, rest string) {
	if i := strings.IndexAny(tok, "[@+"); i >= 0 {
		return tok[:i], tok[i:]
	}
	return tok, ""
}

// StartsTileCode reports whether r is the first character of a tile
// type's code.
func StartsTileCode(r rune) bool {
	for _, t := range TileTypes() {
		if rune(t.Code()[0]) == r {
			return true
		}
	}
	return false
}

// TokenCase is the letter r, typed after edit, in the case the notation
// writes it: upper case in the type code, the meeples and the owner;
// after "+" (outside a meeple list) extras and Mountain edges keep their
// case (p Palm Tree, P Palace, t Tent).
func TokenCase(edit string, r rune) rune {
	open := strings.LastIndexByte(edit, '[') > strings.LastIndexByte(edit, ']')
	if strings.Contains(edit, "+") && !open {
		return r
	}
	if r >= 'a' && r <= 'z' {
		return r - 'a' + 'A'
	}
	return r
}
