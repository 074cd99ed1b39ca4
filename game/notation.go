package game

import (
	"strings"
)

// ParseBoard reads the board notation (docs/formats.md section 1): one line per
// row, top row first, tokens TYPE[MEEPLES]@OWNER+EXTRAS separated by
// spaces. Blank lines and text after '#' are ignored. Every problem is
// reported, each naming its row and column. ParseBoard checks the notation
// only; Check applies the box limits and the rules of play.
func ParseBoard(text string) (*Board, error) {
	var lines [][]string
	for _, line := range strings.Split(text, "\n") {
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		if f := strings.Fields(line); len(f) > 0 {
			lines = append(lines, f)
		}
	}
	if len(lines) == 0 {
		return nil, Problems{{Code: ProblemNoRows}}
	}
	rows, cols := len(lines), len(lines[0])
	var errs Problems
	for i, f := range lines {
		if len(f) != cols {
			errs = append(errs, &Problem{Code: ProblemRowLength, Nums: []int{rows - i, len(f), rows, cols}})
		}
	}
	if len(errs) > 0 {
		return nil, errs
	}
	b := NewBoard(cols, rows)
	for i, f := range lines {
		for j, tok := range f {
			p := Place{Col: j + 1, Row: rows - i}
			t, err := ParseToken(tok)
			if err != nil {
				if pr, ok := err.(*Problem); ok {
					at := *pr
					at.Place = p
					errs = append(errs, &at)
				}
				continue
			}
			*b.At(p) = t
		}
	}
	if len(errs) > 0 {
		return nil, errs
	}
	return b, nil
}

// ParseToken reads one tile token such as "O[GGW]@1+pp" or "W[YG]@1+p^ne".
// A problem is a *Problem.
func ParseToken(tok string) (Tile, error) {
	var t Tile
	bad := func(c ProblemCode, text string) error { return &Problem{Code: c, Bad: text, Token: tok} }
	end := strings.IndexAny(tok, "[@+^")
	if end < 0 {
		end = len(tok)
	}
	typ, err := ParseTileType(tok[:end])
	if err != nil || tok[:end] != strings.ToUpper(tok[:end]) {
		return t, bad(ProblemTileType, tok[:end])
	}
	t.Type = typ
	rest := tok[end:]
	if strings.HasPrefix(rest, "[") {
		close := strings.IndexByte(rest, ']')
		if close < 0 {
			return t, bad(ProblemMissingBracket, "")
		}
		for _, c := range []byte(rest[1:close]) {
			tr, ok := TribeByLetter(c)
			if !ok {
				return t, bad(ProblemMeepleLetter, string(c))
			}
			t.Meeples[tr]++
		}
		rest = rest[close+1:]
	}
	if strings.HasPrefix(rest, "@") {
		if len(rest) < 2 {
			return t, bad(ProblemMissingOwner, "")
		}
		switch c := rest[1]; {
		case c == 'Y':
			t.Owner = Yazid
		case c >= '1' && c <= '0'+MaxPlayers:
			t.Owner = Owner(c - '0')
		default:
			return t, bad(ProblemOwner, "@"+string(c))
		}
		rest = rest[2:]
	}
	if strings.HasPrefix(rest, "+") {
		extras := rest[1:]
		rest = ""
		if i := strings.IndexByte(extras, '^'); i >= 0 {
			extras, rest = extras[:i], extras[i:]
		}
		for _, c := range []byte(extras) {
			switch c {
			case 'p':
				t.Palms++
			case 'P':
				t.Palaces++
			case 't':
				if t.Tent {
					return t, bad(ProblemTwoTents, "")
				}
				t.Tent = true
			default:
				return t, bad(ProblemExtra, string(c))
			}
		}
	}
	if strings.HasPrefix(rest, "^") {
		if len(rest) < 2 {
			return t, bad(ProblemMissingEdges, "")
		}
		e, code, letter := parseEdges(rest[1:])
		if code != "" {
			return t, bad(code, letter)
		}
		t.Mountains = e
		rest = ""
	}
	if rest != "" {
		return t, bad(ProblemUnexpected, rest)
	}
	return t, nil
}

// Token writes one tile in canonical form: meeples in the order
// Y W G B R P, extras in the order p P t, Mountain edges in the order
// n e s w.
func (t Tile) Token() string {
	var b strings.Builder
	b.WriteString(t.Type.Code())
	if !t.Meeples.Empty() {
		b.WriteByte('[')
		b.WriteString(t.Meeples.String())
		b.WriteByte(']')
	}
	b.WriteString(t.Owner.String())
	if t.Palms > 0 || t.Palaces > 0 || t.Tent {
		b.WriteByte('+')
		b.WriteString(strings.Repeat("p", max(t.Palms, 0)))
		b.WriteString(strings.Repeat("P", max(t.Palaces, 0)))
		if t.Tent {
			b.WriteByte('t')
		}
	}
	if t.Mountains != 0 {
		b.WriteByte('^')
		b.WriteString(t.Mountains.String())
	}
	return b.String()
}

// String writes the board in canonical notation, top row first, with the
// columns aligned, so that ParseBoard(b.String()) equals b.
func (b *Board) String() string {
	width := make([]int, b.Cols)
	for _, p := range b.Places() {
		width[p.Col-1] = max(width[p.Col-1], len(b.Tile(p).Token()))
	}
	var sb strings.Builder
	for r := b.Rows; r >= 1; r-- {
		for c := 1; c <= b.Cols; c++ {
			tok := b.Tile(Place{c, r}).Token()
			sb.WriteString(tok)
			if c < b.Cols {
				sb.WriteString(strings.Repeat(" ", width[c-1]-len(tok)+2))
			}
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}
