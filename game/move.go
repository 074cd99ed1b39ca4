package game

import (
	"errors"
	"fmt"
	"strings"
)

// Drop is one step of a move: the tile a meeple is dropped on and its
// tribe.
type Drop struct {
	To    Place
	Tribe Tribe
}

// Move is a meeple move (reference section 11, step 1): the start tile,
// whose meeples are all taken, and the drops in order, one a step, the
// first next to the start tile. Meeples of one tribe are interchangeable,
// so a move is its path and the tribe dropped on each step.
type Move struct {
	From  Place
	Drops []Drop
}

// Last is the tile the last meeple is dropped on (From for a move without
// drops).
func (m Move) Last() Place {
	if len(m.Drops) == 0 {
		return m.From
	}
	return m.Drops[len(m.Drops)-1].To
}

// Path lists the tiles dropped on, in order.
func (m Move) Path() []Place {
	out := make([]Place, len(m.Drops))
	for i, d := range m.Drops {
		out[i] = d.To
	}
	return out
}

// Equal reports whether two moves have the same start and drops.
func (m Move) Equal(o Move) bool {
	if m.From != o.From || len(m.Drops) != len(o.Drops) {
		return false
	}
	for i := range m.Drops {
		if m.Drops[i] != o.Drops[i] {
			return false
		}
	}
	return true
}

// Short names the place as the table does, row first: "r2 c3".
func (p Place) Short() string { return fmt.Sprintf("r%d c%d", p.Row, p.Col) }

// placeText is the place in a move's text form: "r2c3".
func placeText(p Place) string { return fmt.Sprintf("r%dc%d", p.Row, p.Col) }

// String writes the move's text form, such as "r2c3: r2c4 Y, r3c4 W,
// r3c3 B": the start tile, then each drop's tile and tribe letter.
// ParseMove reads it back.
func (m Move) String() string {
	var b strings.Builder
	b.WriteString(placeText(m.From))
	b.WriteByte(':')
	for i, d := range m.Drops {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteByte(' ')
		b.WriteString(placeText(d.To))
		b.WriteByte(' ')
		b.WriteByte(d.Tribe.Letter())
	}
	return b.String()
}

// MarshalText writes the move's text form (String), so a move is its
// text in JSON: "r2c3: r2c4 Y, r3c4 W".
func (m Move) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// UnmarshalText reads the move's text form (ParseMove); a text that does
// not read is an error and leaves m as it was.
func (m *Move) UnmarshalText(b []byte) error {
	mv, err := ParseMove(string(b))
	if err != nil {
		return err
	}
	*m = mv
	return nil
}

// Bounds of a move's text: no board has more than 99 rows or columns and
// no box more than MaxMoveDrops meeples of all tribes together.
const (
	MaxMoveDrops  = 128
	maxMoveText   = 16 * MaxMoveDrops
	maxPlaceIndex = 99
)

// ParseMove reads a move's text form: "r2c3: r2c4 Y, r3c4 W, r3c3 B".
// Places are r (row) and c (column) numbers, "r2c3" or "r2 c3"; each drop
// is a place and a tribe letter (Y W G B R P); drops are separated by
// commas. Spaces around the parts do not matter. ParseMove checks the
// text only; Board.CheckMove applies the rules.
func ParseMove(s string) (Move, error) {
	if len(s) > maxMoveText {
		return Move{}, fmt.Errorf("game: move: %d characters, more than %d", len(s), maxMoveText)
	}
	from, rest, ok := strings.Cut(s, ":")
	if !ok {
		return Move{}, fmt.Errorf("game: move %q: want the start tile, a colon and the drops, such as \"r2c3: r2c4 Y, r3c4 W\"", s)
	}
	var m Move
	var err error
	if m.From, err = parsePlaceText(from); err != nil {
		return Move{}, fmt.Errorf("game: move: start: %w", err)
	}
	if strings.TrimSpace(rest) == "" {
		return Move{}, errors.New("game: move: no drops after the colon")
	}
	parts := strings.Split(rest, ",")
	if len(parts) > MaxMoveDrops {
		return Move{}, fmt.Errorf("game: move: %d drops, more than %d", len(parts), MaxMoveDrops)
	}
	for i, part := range parts {
		d, err := parseDrop(part)
		if err != nil {
			return Move{}, fmt.Errorf("game: move: drop %d: %w", i+1, err)
		}
		m.Drops = append(m.Drops, d)
	}
	return m, nil
}

// parseDrop reads "r2c4 Y".
func parseDrop(s string) (Drop, error) {
	s = strings.TrimSpace(s)
	i := strings.LastIndexAny(s, " \t")
	if i < 0 {
		return Drop{}, fmt.Errorf("%q: want a tile and a tribe letter, such as \"r2c4 Y\"", s)
	}
	p, err := parsePlaceText(s[:i])
	if err != nil {
		return Drop{}, err
	}
	letter := s[i+1:]
	tr, ok := Tribe(0), false
	if len(letter) == 1 {
		tr, ok = TribeByLetter(letter[0])
	}
	if !ok {
		return Drop{}, fmt.Errorf("unknown tribe %q (want Y W G B R P)", letter)
	}
	return Drop{To: p, Tribe: tr}, nil
}

// parsePlaceText reads "r2c3" or "r2 c3" (r and c in either case).
func parsePlaceText(s string) (Place, error) {
	s = strings.TrimSpace(s)
	bad := fmt.Errorf("place %q: want r and the row, c and the column, such as \"r2c3\"", s)
	t := strings.ToLower(s)
	if !strings.HasPrefix(t, "r") {
		return Place{}, bad
	}
	row, col, ok := strings.Cut(t[1:], "c")
	r, okRow := placeNumber(strings.TrimRight(row, " \t"))
	c, okCol := placeNumber(col)
	if !ok || !okRow || !okCol {
		return Place{}, bad
	}
	if r < 1 || c < 1 || r > maxPlaceIndex || c > maxPlaceIndex {
		return Place{}, fmt.Errorf("place %q: rows and columns run from 1 to at most %d", s, maxPlaceIndex)
	}
	return Place{Col: c, Row: r}, nil
}

// placeNumber reads 1 to 3 decimal digits.
func placeNumber(s string) (int, bool) {
	if len(s) == 0 || len(s) > 3 {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		n = 10*n + int(s[i]-'0')
	}
	return n, true
}

// MoveRule is the rule an illegal move breaks.
type MoveRule int

// The rules of a meeple move (reference section 11, step 1).
const (
	RuleStart     MoveRule = iota // the start tile holds meeples
	RuleMeeples                   // every meeple of the start tile is dropped, one a step
	RuleNext                      // each drop is orthogonally next to the tile before
	RuleBack                      // never straight back to the tile just left
	RuleForbidden                 // never onto the Chasm or the Great Lake
	RuleMountain                  // never across a Mountain edge
	RuleLast                      // the last meeple lands where its tribe already is
)

var moveRuleNames = [...]string{"start", "meeples", "next", "back", "forbidden", "mountain", "last"}

// String names the rule: "start", "meeples", "next", "back", "forbidden",
// "mountain" or "last".
func (r MoveRule) String() string {
	if r < 0 || int(r) >= len(moveRuleNames) {
		return fmt.Sprintf("MoveRule(%d)", int(r))
	}
	return moveRuleNames[r]
}

// MoveError says why a move is illegal: the rule, the step it fails at
// (1 for the first drop; 0 when it is not one step's fault), the problem
// as a typed value (package labels says it in every language) and the
// reason in English.
type MoveError struct {
	Rule    MoveRule
	Step    int
	Problem Problem // the code, the places, the pieces and the numbers
	Reason  string  // "step 3: straight back to r2 c3"
}

func (e *MoveError) Error() string { return "game: " + e.Reason }

// CheckMove checks a move on the board by the rules of reference section
// 11, step 1 (without Magic Items): it returns nil for a legal move, else
// a *MoveError naming the first rule broken.
func (b *Board) CheckMove(m Move) error {
	fail := func(r MoveRule, step int, p Problem) error {
		reason := p.Message()
		if step > 0 {
			reason = fmt.Sprintf("step %d: %s", step, reason)
		}
		return &MoveError{Rule: r, Step: step, Problem: p, Reason: reason}
	}
	start := b.Tile(m.From)
	switch {
	case !b.Contains(m.From):
		return fail(RuleStart, 0, Problem{Code: ProblemMoveStartOff, Place: m.From})
	case start.Type.Forbidden():
		return fail(RuleStart, 0, Problem{Code: ProblemMoveStartForbidden, Place: m.From, Type: start.Type})
	case start.Meeples.Empty():
		return fail(RuleStart, 0, Problem{Code: ProblemMoveStartEmpty, Place: m.From})
	}
	var dropped Meeples
	for _, d := range m.Drops {
		if !d.Tribe.valid() {
			return fail(RuleMeeples, 0, Problem{Code: ProblemMoveTribe, Nums: []int{int(d.Tribe)}})
		}
		dropped[d.Tribe]++
	}
	if k := start.Meeples.Total(); len(m.Drops) != k {
		return fail(RuleMeeples, 0, Problem{Code: ProblemMoveCount, Place: m.From, Nums: []int{len(m.Drops), k}})
	}
	for _, more := range []bool{true, false} { // a tribe dropped too often first
		for _, t := range Tribes {
			if dropped[t] != start.Meeples[t] && dropped[t] > start.Meeples[t] == more {
				return fail(RuleMeeples, 0, Problem{Code: ProblemMoveTribeCount, Place: m.From, Tribe: t,
					Nums: []int{dropped[t], start.Meeples[t]}})
			}
		}
	}
	prev, at := Place{}, m.From
	for i, d := range m.Drops {
		step := i + 1
		dir, next := DirectionBetween(at, d.To)
		switch {
		case !b.Contains(d.To):
			return fail(RuleNext, step, Problem{Code: ProblemMoveOff, Place: d.To})
		case !next:
			return fail(RuleNext, step, Problem{Code: ProblemMoveNotNext, Place: d.To, Other: at})
		case i > 0 && d.To == prev:
			return fail(RuleBack, step, Problem{Code: ProblemMoveBack, Place: d.To})
		case b.Tile(d.To).Type.Forbidden():
			return fail(RuleForbidden, step, Problem{Code: ProblemMoveForbidden, Place: d.To, Type: b.Tile(d.To).Type})
		case b.MountainBetween(at, dir):
			return fail(RuleMountain, step, Problem{Code: ProblemMoveMountain, Place: d.To, Other: at})
		}
		prev, at = at, d.To
	}
	// Reference 11: the last meeple lands where its tribe already is; the
	// meeples dropped there earlier in the move count, the start tile's
	// own meeples do not (they were all taken).
	last := m.Drops[len(m.Drops)-1]
	have := 0
	if last.To != m.From {
		have = b.Tile(last.To).Meeples[last.Tribe]
	}
	for _, d := range m.Drops[:len(m.Drops)-1] {
		if d == last {
			have++
		}
	}
	if have == 0 {
		return fail(RuleLast, 0, Problem{Code: ProblemMoveLast, Place: last.To, Tribe: last.Tribe})
	}
	return nil
}

// tribeCount says n meeples of tribe t: "no Viziers", "1 Vizier",
// "2 Viziers".
func tribeCount(n int, t Tribe) string {
	if n == 0 {
		return "no " + t.Plural()
	}
	return plural(n, t.String(), t.Plural())
}

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

func article(word string) string {
	if word != "" && strings.ContainsRune("AEIOU", rune(word[0])) {
		return "an"
	}
	return "a"
}
