package safetext

import (
	"strconv"
	"testing"
	"unicode"
	"unicode/utf8"
)

func TestText(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Aylin", "Aylin"},
		{"Meuchelmörder", "Meuchelmörder"},
		{"Ahmed al-Rashid, 2nd", "Ahmed al-Rashid, 2nd"},
		{"名前", "名前"},
		{"😀", "😀"},
		{"👨\u200d👩\u200d👧", "👨\u200d👩\u200d👧"}, // joined emoji
		{`say "hi"`, `say "hi"`},
		{"", ""},
		{"\x1b[2Jkey", `"\x1b[2Jkey"`},               // clears the screen
		{"\x1b]0;pwned\a", `"\x1b]0;pwned\a"`},       // sets the window title
		{"a\nnaqala: forged", `"a\nnaqala: forged"`}, // a second error line
		{"a\rb", `"a\rb"`},
		{"tab\there", `"tab\there"`},
		{"\u202egnp.exe", `"\u202egnp.exe"`}, // right-to-left override
		{"a\u2066b\u2069", `"a\u2066b\u2069"`},
		{"line\u2028sep", `"line\u2028sep"`},
		{"\x9b2J", `"\x9b2J"`}, // a C1 CSI byte, not UTF-8
		{"\u009b2J", `"\u009b2J"`},
		{"bad\xffutf8", `"bad\xffutf8"`},
		{"nbsp\u00a0here", `"nbsp\u00a0here"`},
	}
	for _, tt := range tests {
		if got := Text(tt.in); got != tt.want {
			t.Errorf("Text(%q) = %s, want %s", tt.in, got, tt.want)
		}
		if got := Plain(tt.in); got != (tt.in == tt.want) {
			t.Errorf("Plain(%q) = %v, want %v", tt.in, got, tt.in == tt.want)
		}
	}
}

func TestKey(t *testing.T) {
	tests := []struct{ in, want string }{
		{"thief_vp", "thief_vp"},
		{"black-six", "black-six"},
		{"Größe", "Größe"},
		{"", `""`},
		{"a.b", `"a.b"`},
		{"two words", `"two words"`},
		{"\x1b[2J", `"\x1b[2J"`},
		{"a\nb", `"a\nb"`},
		{"\u202eevil", `"\u202eevil"`},
	}
	for _, tt := range tests {
		if got := Key(tt.in); got != tt.want {
			t.Errorf("Key(%q) = %s, want %s", tt.in, got, tt.want)
		}
	}
}

func TestLine(t *testing.T) {
	tests := []struct{ in, want string }{
		{"config: a.yaml: line 3: bad", "config: a.yaml: line 3: bad"},
		{"yaml: \x1b[2J here", `yaml: \x1b[2J here`},
		{"a\nnaqala: forged", `a\nnaqala: forged`},
		{"x \u202eevil", `x \u202eevil`},
		{"bad \xff byte", `bad \xff byte`},
		{`a "quoted" word`, `a "quoted" word`},
	}
	for _, tt := range tests {
		if got := Line(tt.in); got != tt.want {
			t.Errorf("Line(%q) = %s, want %s", tt.in, got, tt.want)
		}
	}
}

// FuzzText checks that whatever a file holds, Text prints only characters
// that print as themselves, and loses nothing: quoted, it reads back.
func FuzzText(f *testing.F) {
	for _, s := range []string{"Aylin", "\x1b[2J", "a\nb", "\u202e", "\xff", "👨\u200d👩"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if line := Line(s); !Plain(line) {
			t.Fatalf("Line(%q) = %q does not print as itself", s, line)
		}
		out := Text(s)
		if !utf8.ValidString(out) {
			t.Fatalf("Text(%q) = %q: not UTF-8", s, out)
		}
		for _, r := range out {
			if !unicode.IsPrint(r) && r != zeroWidthJoiner && r != zeroWidthNonJoiner {
				t.Fatalf("Text(%q) = %q holds %U", s, out, r)
			}
		}
		if out == s {
			return
		}
		back, err := strconv.Unquote(out)
		if err != nil || back != s {
			t.Fatalf("Text(%q) = %s does not read back: %q, %v", s, out, back, err)
		}
	})
}
