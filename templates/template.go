package templates

import (
	"bufio"
	"bytes"
	_ "embed"
	"errors"
	"fmt"
	"io/fs"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/internal/safetext"
	"github.com/naqala/naqala/scoring"
)

// TemplateFile is the name of a user's own score-sheet template in the
// directory given to Load.
const TemplateFile = "sheet.txt"

//go:embed layouts/sheet.txt
var builtinSheet []byte

// Template is a score-sheet layout: the rows of the pad in print order,
// which expansion adds each, and labels that replace the language files'.
type Template struct {
	// Name is the file the template came from ("built-in" for the
	// embedded one).
	Name string
	// Rows lists the pad's rows, top to bottom; each category once.
	Rows []Row
}

// Row is one line of the score pad.
type Row struct {
	// Category is the scoring category the row shows.
	Category scoring.Category
	// Expansion is the box that adds the row; game.Base rows are always
	// printed.
	Expansion game.Expansion
	// Labels and Hints replace the language files' name and scoring hint
	// of the row, by language.
	Labels map[string]string
	Hints  map[string]string
}

// Builtin returns the embedded template, the official pad's layout.
func Builtin() Template {
	t, err := ParseTemplate("built-in", builtinSheet)
	if err != nil {
		// The embedded file is checked by the tests; keep a usable layout.
		t = Template{Name: "built-in"}
		for _, c := range scoring.AllCategories() {
			t.Rows = append(t.Rows, Row{Category: c})
		}
	}
	return t
}

// Load returns the user's template TemplateFile from fsys (the
// configuration directory), or the built-in one when there is none. A
// user template that cannot be read or does not parse gives the built-in
// template and a warning naming the file and every bad line.
func Load(fsys fs.FS) (Template, error) {
	if fsys == nil {
		return Builtin(), nil
	}
	data, err := readTemplate(fsys)
	if errors.Is(err, fs.ErrNotExist) {
		return Builtin(), nil
	}
	if err != nil {
		return Builtin(), fmt.Errorf("templates: %s: %w (using the built-in template)", TemplateFile, err)
	}
	t, err := ParseTemplate(TemplateFile, data)
	if err != nil {
		return Builtin(), fmt.Errorf("%w\ntemplates: %s: using the built-in template", err, TemplateFile)
	}
	return t, nil
}

// readTemplate reads TemplateFile from fsys, at most safetext.MaxSize
// bytes.
func readTemplate(fsys fs.FS) ([]byte, error) {
	f, err := fsys.Open(TemplateFile)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return safetext.ReadAll(f)
}

// ParseTemplate reads a template in the line format of layouts/sheet.txt:
// one row a line, "ROW [expansion=NAME] [label.LANG=TEXT] [hint.LANG=TEXT]",
// TEXT bare or double-quoted; '#' starts a comment. Every category must
// appear exactly once. Errors name the file (name) and line, all at once.
func ParseTemplate(name string, data []byte) (Template, error) {
	t := Template{Name: name}
	var errs []error
	bad := func(line int, format string, a ...any) {
		errs = append(errs, fmt.Errorf("templates: %s:%d: %s", name, line, fmt.Sprintf(format, a...)))
	}
	if !utf8.Valid(data) {
		return t, fmt.Errorf("templates: %s: not UTF-8 text", name)
	}
	seen := map[scoring.Category]int{}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 4096), 1<<20)
	line := 0
	for sc.Scan() {
		line++
		text := sc.Text()
		if line == 1 {
			text = strings.TrimPrefix(text, "\ufeff")
		}
		fields, err := splitFields(text)
		if err != nil {
			bad(line, "%v", err)
			continue
		}
		if len(fields) == 0 {
			continue
		}
		c, err := scoring.ParseCategory(fields[0])
		if err != nil {
			bad(line, "unknown row %q (known: %s)", fields[0], knownRows())
			continue
		}
		if first, dup := seen[c]; dup {
			bad(line, "row %q given twice (first on line %d)", fields[0], first)
			continue
		}
		seen[c] = line
		row := Row{Category: c, Labels: map[string]string{}, Hints: map[string]string{}}
		ok := true
		for _, f := range fields[1:] {
			key, value, found := strings.Cut(f, "=")
			if !found {
				bad(line, "row %s: want key=value, got %q", fields[0], f)
				ok = false
				continue
			}
			switch kind, lang, _ := strings.Cut(key, "."); {
			case key == "expansion":
				e, err := parseExpansion(value)
				if err != nil {
					bad(line, "row %s: unknown expansion %q (want base, artisans, thieves or whims)", fields[0], value)
					ok = false
					continue
				}
				row.Expansion = e
			case (kind == "label" || kind == "hint") && validLang(lang):
				if value == "" {
					bad(line, "row %s: %s has no text", fields[0], key)
					ok = false
					continue
				}
				if kind == "label" {
					row.Labels[lang] = value
				} else {
					row.Hints[lang] = value
				}
			default:
				bad(line, "row %s: unknown setting %q (want expansion, label.LANG or hint.LANG)", fields[0], key)
				ok = false
			}
		}
		if ok {
			t.Rows = append(t.Rows, row)
		}
	}
	if err := sc.Err(); err != nil {
		bad(line+1, "%v", err)
	}
	var missing []string
	for _, c := range scoring.AllCategories() {
		if _, ok := seen[c]; !ok {
			missing = append(missing, c.String())
		}
	}
	if len(missing) > 0 {
		errs = append(errs, fmt.Errorf("templates: %s: rows missing: %s (every row must appear once)", name, strings.Join(missing, ", ")))
	}
	return t, errors.Join(errs...)
}

func knownRows() string {
	var s []string
	for _, c := range scoring.AllCategories() {
		s = append(s, c.String())
	}
	return strings.Join(s, ", ")
}

func validLang(l string) bool {
	if len(l) < 2 || len(l) > 8 {
		return false
	}
	for _, r := range l {
		if r < 'a' || r > 'z' {
			return false
		}
	}
	return true
}

func parseExpansion(s string) (game.Expansion, error) {
	if s == "base" {
		return game.Base, nil
	}
	return game.ParseExpansion(s)
}

// splitFields splits a template line at white space, keeping double-quoted
// text (Go string syntax) together and dropping a '#' comment.
func splitFields(s string) ([]string, error) {
	var out []string
	var cur strings.Builder
	inField := false
	for i := 0; i < len(s); i++ {
		ch := s[i]
		switch {
		case ch == '"':
			j, err := quotedEnd(s, i)
			if err != nil {
				return nil, err
			}
			v, err := strconv.Unquote(s[i:j])
			if err != nil {
				return nil, fmt.Errorf("bad quoted text %s", safetext.Line(s[i:j]))
			}
			cur.WriteString(v)
			inField = true
			i = j - 1
		case ch == '#' && !inField:
			i = len(s)
		case ch == ' ' || ch == '\t' || ch == '\r':
			if inField {
				out = append(out, cur.String())
				cur.Reset()
				inField = false
			}
		default:
			cur.WriteByte(ch)
			inField = true
		}
	}
	if inField {
		out = append(out, cur.String())
	}
	return out, nil
}

// quotedEnd returns the index after the closing quote of the string that
// starts at s[i].
func quotedEnd(s string, i int) (int, error) {
	for j := i + 1; j < len(s); j++ {
		switch s[j] {
		case '\\':
			j++
		case '"':
			return j + 1, nil
		}
	}
	return 0, fmt.Errorf("unterminated quote: %s", safetext.Line(s[i:]))
}

// Label returns the row's name in lang: the template's own label, else
// the language files'. With Thieves in play the djinns row counts the
// Thieves too and says so.
func (r Row) Label(lang string, x game.Expansions) string {
	if s, ok := r.Labels[lang]; ok {
		return s
	}
	if r.Category == scoring.CategoryDjinns && x.Thieves {
		return label(lang, "djinns_thieves")
	}
	return label(lang, r.Category.String())
}

// Hint returns how the row scores, in lang, printed small under its name.
func (r Row) Hint(lang string, x game.Expansions) string {
	if s, ok := r.Hints[lang]; ok {
		return s
	}
	if r.Category == scoring.CategoryDjinns && x.Thieves {
		return label(lang, "hint.djinns_thieves")
	}
	return label(lang, "hint."+r.Category.String())
}

// RowsFor returns the rows to print for a game with expansions x: the
// base rows, the rows of the expansions in play, and any other row in
// which a player scored (so the column sums to the total).
func (t Template) RowsFor(x game.Expansions, players []scoring.PlayerResult) []Row {
	var out []Row
	for _, r := range t.Rows {
		show := x.Has(r.Expansion)
		for _, p := range players {
			if p.Categories[r.Category] != 0 {
				show = true
			}
		}
		if show {
			out = append(out, r)
		}
	}
	return out
}
