package safetext

import (
	"fmt"
	"unicode"
	"unicode/utf8"
)

// JSON returns the JSON text data (as encoding/json writes it: valid
// UTF-8, control characters escaped) with every other character that does
// not print as itself escaped too (\u202e, \u0085), so that JSON output
// carries names from files without a direction mark or C1 control
// reaching the terminal. It means the same JSON.
func JSON(data []byte) []byte {
	if Plain(string(data)) {
		return data
	}
	out := make([]byte, 0, len(data)+16)
	for i := 0; i < len(data); {
		r, n := utf8.DecodeRune(data[i:])
		switch {
		case r == '\n' || r == '\t' || r == '\r':
			// JSON's own white space; encoding/json escapes these in strings.
			out = append(out, data[i:i+n]...)
		case r == utf8.RuneError && n == 1:
			out = append(out, `\ufffd`...)
		case !unicode.IsPrint(r) && r != zeroWidthJoiner && r != zeroWidthNonJoiner:
			if r > 0xFFFF {
				r -= 0x10000
				out = fmt.Appendf(out, `\u%04x\u%04x`, 0xD800+(r>>10), 0xDC00+(r&0x3FF))
			} else {
				out = fmt.Appendf(out, `\u%04x`, r)
			}
		default:
			out = append(out, data[i:i+n]...)
		}
		i += n
	}
	return out
}
