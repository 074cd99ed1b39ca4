package yamlwalk

import (
	"bytes"
	"fmt"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"
)

// yamlFromJSON rewrites the valid JSON text data into YAML that means the
// same, keeping every line where it was so that problems name the JSON's
// own lines. YAML reads JSON but for three things JSON writers emit: tabs
// between tokens, the escape \/, and characters beyond the BMP escaped as
// a UTF-16 surrogate pair ("\ud83d\ude00", as Python's json.dump writes
// them), which become one escape \U0001F600. A surrogate without its pair
// becomes U+FFFD, as encoding/json reads it.
func yamlFromJSON(data []byte) []byte {
	out := make([]byte, 0, len(data))
	inString := false
	for i := 0; i < len(data); i++ {
		c := data[i]
		switch {
		case !inString && c == '\t':
			out = append(out, ' ')
		case !inString:
			inString = c == '"'
			out = append(out, c)
		case c == '"':
			inString = false
			out = append(out, c)
		case c >= utf8.RuneSelf || c == 0x7f:
			// A character YAML does not take raw (a C1 control, a
			// noncharacter, a byte that is not UTF-8) is escaped.
			r, n := utf8.DecodeRune(data[i:])
			switch {
			case r == utf8.RuneError && n == 1:
				out = append(out, `\uFFFD`...)
			case yamlPrintable(r):
				out = append(out, data[i:i+n]...)
			case r > 0xFFFF:
				out = fmt.Appendf(out, `\U%08X`, r)
			default:
				out = fmt.Appendf(out, `\u%04X`, r)
			}
			i += n - 1
		case c != '\\' || i+1 >= len(data):
			out = append(out, c)
		case data[i+1] == '/':
			out = append(out, '/')
			i++
		case data[i+1] == 'u':
			r1, ok := hex4(data, i+2)
			if !ok {
				out = append(out, c)
				continue
			}
			if !utf16.IsSurrogate(r1) {
				out = append(out, data[i:i+6]...)
				i += 5
				continue
			}
			if r2, ok := hex4(data, i+8); ok && data[i+6] == '\\' && data[i+7] == 'u' {
				if r := utf16.DecodeRune(r1, r2); r != '\uFFFD' {
					out = fmt.Appendf(out, `\U%08X`, r)
					i += 11
					continue
				}
			}
			out = append(out, `\uFFFD`...)
			i += 5
		default:
			// Any other escape, kept whole so that its second character
			// is not taken for the string's end.
			out = append(out, c, data[i+1])
			i++
		}
	}
	return out
}

// yamlPrintable reports whether YAML reads r beyond ASCII raw in a
// quoted scalar as that character: printable (YAML 1.2, section 5.1) and
// not a line break YAML folds (U+0085, U+2028, U+2029).
func yamlPrintable(r rune) bool {
	return (r >= 0xA0 && r <= 0xD7FF && r != 0x2028 && r != 0x2029) ||
		(r >= 0xE000 && r <= 0xFFFD && r != 0xFEFF) || (r >= 0x10000 && r <= 0x10FFFF)
}

// hex4 reads the four hex digits of a \u escape at data[i:], as a rune.
func hex4(data []byte, i int) (rune, bool) {
	if i+4 > len(data) {
		return 0, false
	}
	v, err := strconv.ParseUint(string(data[i:i+4]), 16, 32)
	if err != nil || bytes.ContainsAny(data[i:i+4], "+-") {
		return 0, false
	}
	return rune(v), true
}
