package templates

import (
	"encoding/binary"
	"strings"
	"sync"
)

// The embedded fonts hold only the characters listed in fonts/README; a
// character they lack would print as a blank, so that a name in Cyrillic,
// Greek or CJK script would vanish from the sheet. Such characters print
// as missingGlyph instead.
const missingGlyph = '?'

// fontRunes is the set of characters both embedded fonts have a glyph for.
var fontRunes = sync.OnceValue(func() map[rune]bool {
	regular, bold := cmapRunes(fontRegular), cmapRunes(fontBold)
	both := make(map[rune]bool, len(regular))
	for r := range regular {
		if bold[r] {
			both[r] = true
		}
	}
	return both
})

// Printable returns s as a sheet prints it: each character the embedded
// fonts lack replaced by '?'; changed says whether any was.
func Printable(s string) (out string, changed bool) {
	have := fontRunes()
	for _, r := range s {
		if !have[r] && r != '\n' {
			changed = true
			break
		}
	}
	if !changed {
		return s, false
	}
	return strings.Map(func(r rune) rune {
		if !have[r] && r != '\n' {
			return missingGlyph
		}
		return r
	}, s), true
}

// printable is Printable without the report.
func printable(s string) string {
	out, _ := Printable(s)
	return out
}

// printable returns the options with their texts as the fonts print them.
func (o Options) printable() Options {
	o.Date = printable(o.Date)
	if o.Variants != nil {
		v := make([]string, len(o.Variants))
		for i, s := range o.Variants {
			v[i] = printable(s)
		}
		o.Variants = v
	}
	if o.SoloLog != nil {
		l := SoloLog{Rounds: make([]LogRound, len(o.SoloLog.Rounds)), Advised: o.SoloLog.Advised}
		for i, r := range o.SoloLog.Rounds {
			r.Targets, r.Captures = printable(r.Targets), printable(r.Captures)
			l.Rounds[i] = r
		}
		o.SoloLog = &l
	}
	if o.Template != nil {
		t := *o.Template
		t.Rows = make([]Row, len(o.Template.Rows))
		for i, r := range o.Template.Rows {
			r.Labels, r.Hints = printableMap(r.Labels), printableMap(r.Hints)
			t.Rows[i] = r
		}
		o.Template = &t
	}
	return o
}

func printableMap(m map[string]string) map[string]string {
	if m == nil {
		return nil
	}
	out := make(map[string]string, len(m))
	for k, v := range m {
		out[k] = printable(v)
	}
	return out
}

// cmapRunes lists the characters a TrueType font maps to a glyph, from its
// Unicode cmap subtable (format 4 or 12); nil when it has none it reads.
func cmapRunes(font []byte) map[rune]bool {
	u16 := func(b []byte, off int) int {
		if off < 0 || off+2 > len(b) {
			return 0
		}
		return int(binary.BigEndian.Uint16(b[off:]))
	}
	u32 := func(b []byte, off int) int {
		if off < 0 || off+4 > len(b) {
			return 0
		}
		return int(binary.BigEndian.Uint32(b[off:]))
	}
	var cmap []byte
	for i, n := 0, u16(font, 4); i < n; i++ {
		rec := 12 + 16*i
		if rec+16 <= len(font) && string(font[rec:rec+4]) == "cmap" {
			off, l := u32(font, rec+8), u32(font, rec+12)
			if off+l <= len(font) {
				cmap = font[off : off+l]
			}
		}
	}
	// The best Unicode subtable: full repertoire (format 12) over BMP
	// (format 4).
	best, bestFormat := -1, 0
	for i, n := 0, u16(cmap, 2); i < n; i++ {
		rec := 4 + 8*i
		platform, encoding, off := u16(cmap, rec), u16(cmap, rec+2), u32(cmap, rec+4)
		if platform != 0 && !(platform == 3 && (encoding == 1 || encoding == 10)) {
			continue
		}
		if f := u16(cmap, off); (f == 4 || f == 12) && f > bestFormat {
			best, bestFormat = off, f
		}
	}
	if best < 0 {
		return nil
	}
	t := cmap[best:]
	out := map[rune]bool{}
	switch bestFormat {
	case 12:
		for i, n := 0, u32(t, 12); i < n; i++ {
			g := 16 + 12*i
			for c := u32(t, g); c <= u32(t, g+4) && c <= 0x10FFFF; c++ {
				out[rune(c)] = true
			}
		}
	case 4:
		seg2 := u16(t, 6)
		ends, starts, deltas, ranges := 14, 16+seg2, 16+2*seg2, 16+3*seg2
		for s := 0; s < seg2; s += 2 {
			start, end := u16(t, starts+s), u16(t, ends+s)
			delta, ro := u16(t, deltas+s), u16(t, ranges+s)
			for c := start; c <= end && c != 0xFFFF; c++ {
				g := 0
				if ro == 0 {
					g = (c + delta) & 0xFFFF
				} else if g = u16(t, ranges+s+ro+2*(c-start)); g != 0 {
					g = (g + delta) & 0xFFFF
				}
				if g != 0 {
					out[rune(c)] = true
				}
			}
		}
	}
	return out
}
