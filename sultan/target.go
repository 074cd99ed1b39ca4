package sultan

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/naqala/naqala/game"
)

// How says how a target was found.
type How string

// The ways a target is found (docs/formats.md section 5).
const (
	Rolled How = "rolled" // the tile the black 1-5 names
	Top    How = "top"    // a black 6's upper tile
	Bottom How = "bottom" // a black 6's lower tile
	Chosen How = "chosen" // a redirect, chosen by the player (or the only candidate)
)

// Target is a tile Yazid strikes.
type Target struct {
	game.Place
	How How `json:"how"`
}

// ChoiceKind names the candidates of a redirect.
type ChoiceKind string

// The kinds of redirect (docs/formats.md section 5).
const (
	SameColumn  ChoiceKind = "same-column"  // the rolled tile is empty: another tile of its column
	OtherColumn ChoiceKind = "other-column" // a black 6 found one tile: the second in another column
	AnyTile     ChoiceKind = "any-tile"     // the column is empty: any tile with meeples
)

// Choice is a redirect that needs the player's answer: one of the
// candidates, listed in row-major order from row 1, column 1.
type Choice struct {
	Kind       ChoiceKind   `json:"kind"`
	Candidates []game.Place `json:"candidates"`
	// Index is the 0-based position of the answer this choice asks for
	// among the answers of the turn.
	Index int `json:"-"`
}

// words says the choice in English, for ChoiceError (labels.Printer.Choice
// says it for the player).
func (c Choice) words() string {
	var what string
	switch c.Kind {
	case SameColumn:
		what = "Choose another tile of the same column for Yazid"
	case OtherColumn:
		what = "Choose Yazid's second target in another column"
	default:
		what = "Choose a tile with meeples anywhere for Yazid"
	}
	places := make([]string, len(c.Candidates))
	for i, p := range c.Candidates {
		places[i] = p.String()
	}
	return what + ": " + strings.Join(places, "; ")
}

// ErrNeedsChoice is matched (errors.Is) by a *ChoiceError: the turn needs
// an answer the caller has not given.
var ErrNeedsChoice = errors.New("sultan: the player must choose Yazid's target")

// ErrBadChoice is matched by the error for an answer that is not a
// candidate, or for answers the turn did not ask for.
var ErrBadChoice = errors.New("sultan: not a candidate")

// BadChoiceError is the error for answers the turn cannot take: an answer
// that is not among the candidates of its choice (Choice holds that choice
// and Index in it the answer's position), or more answers than the turn
// asked for (Choice.Kind is empty, Asked says how many it asked for). It
// matches ErrBadChoice.
type BadChoiceError struct {
	Choice Choice     // the choice answered wrongly (its Index is the answer's)
	Answer game.Place // the answer given
	Given  int        // answers given in all
	Asked  int        // answers the turn asked for (the too-many case)
}

// Error says what was wrong, in the form ErrBadChoice has always had.
func (e *BadChoiceError) Error() string {
	if e.Choice.Kind == "" {
		return fmt.Sprintf("%v: %d answers given, the turn asked for %d", ErrBadChoice, e.Given, e.Asked)
	}
	return fmt.Sprintf("%v: choice %d: %s (%s) is not among the candidates: %s",
		ErrBadChoice, e.Choice.Index+1, e.Answer, e.Choice.Kind, placesWords(e.Choice.Candidates))
}

// Is makes errors.Is(err, ErrBadChoice) true.
func (e *BadChoiceError) Is(target error) bool { return target == ErrBadChoice }

// ChoiceError carries the pending Choice.
type ChoiceError struct{ Choice Choice }

// Error says what to choose from.
func (e *ChoiceError) Error() string {
	return fmt.Sprintf("sultan: choice %d: %s", e.Choice.Index+1, e.Choice.words())
}

// Is makes errors.Is(err, ErrNeedsChoice) true.
func (e *ChoiceError) Is(target error) bool { return target == ErrNeedsChoice }

// PendingChoice returns the Choice carried by err, if any.
func PendingChoice(err error) (Choice, bool) {
	var ce *ChoiceError
	if errors.As(err, &ce) {
		return ce.Choice, true
	}
	return Choice{}, false
}

// FindTargets finds the tiles the roll strikes on b, in the order they are
// resolved, using answers for the player's choices in order. It returns a
// *ChoiceError (ErrNeedsChoice) when an answer is missing, and an error
// matching ErrBadChoice for an answer that is not a candidate or one too
// many.
//
// Readings (reference section 10, documented in docs/yazid.md): the black
// die names rows 1-5 from the player's side on boards of 5, 6 or 7 rows;
// rows 6 and 7 are reached only by a black 6 and by redirects. Forbidden
// tiles count as empty. With fewer tiles with meeples than targets, Yazid
// takes what there is. A redirect with one candidate is taken without
// asking; an answer naming that candidate is accepted all the same.
func FindTargets(b *game.Board, roll Roll, rules Rules, answers []game.Place) ([]Target, error) {
	f := finder{b: b, answers: answers}
	if err := roll.Check(); err != nil {
		return nil, err
	}
	if roll.White > b.Cols {
		return nil, fmt.Errorf("sultan: white die %d: the board has %d columns", roll.White, b.Cols)
	}
	col := roll.White
	switch {
	case !roll.Double():
		p := game.Place{Col: col, Row: roll.Black}
		if hasMeeples(b.Tile(p)) {
			f.add(p, Rolled)
			break
		}
		// Solo sheet: an empty target is redirected to another tile of the
		// same column, or anywhere when the whole column is empty.
		kind, cands := SameColumn, f.column(col)
		if len(cands) == 0 {
			kind, cands = AnyTile, f.anywhere(0)
		}
		if err := f.pick(kind, cands, 1); err != nil {
			return nil, err
		}
	case rules.BlackSix == LiteralRows:
		// Variant: the literal top and bottom rows of the column.
		for _, t := range []Target{{game.Place{Col: col, Row: b.Rows}, Top}, {game.Place{Col: col, Row: 1}, Bottom}} {
			if hasMeeples(b.Tile(t.Place)) && !f.taken(t.Place) {
				f.add(t.Place, t.How)
			}
		}
		if err := f.pick(OtherColumn, f.anywhere(col), 2-len(f.targets)); err != nil {
			return nil, err
		}
	default:
		// Solo sheet: a black 6 strikes the top-most and bottom-most tiles
		// of the column that hold meeples.
		inCol := f.column(col)
		switch len(inCol) {
		case 0:
			if err := f.pick(AnyTile, f.anywhere(0), 2); err != nil {
				return nil, err
			}
		case 1:
			f.add(inCol[0], Top)
			if err := f.pick(OtherColumn, f.anywhere(col), 1); err != nil {
				return nil, err
			}
		default:
			f.add(inCol[len(inCol)-1], Top)
			f.add(inCol[0], Bottom)
		}
	}
	if f.used < len(answers) {
		return nil, &BadChoiceError{Answer: answers[f.used], Given: len(answers), Asked: f.used}
	}
	order(f.targets, rules.StrikeOrder)
	return f.targets, nil
}

// order sorts targets for resolution: the upper tile first by default.
func order(ts []Target, o StrikeOrder) {
	slices.SortStableFunc(ts, func(a, b Target) int {
		if o == LowerFirst {
			return a.Row - b.Row
		}
		return b.Row - a.Row
	})
}

type finder struct {
	b       *game.Board
	answers []game.Place
	used    int
	targets []Target
	// listed is the buffer column and anywhere list the candidates in
	// (a choice copies its own); one list is read at a time.
	listed [48]game.Place
}

// list is an empty list of up to n candidates, in f.listed when they fit.
func (f *finder) list(n int) []game.Place {
	if n <= len(f.listed) {
		return f.listed[:0]
	}
	return make([]game.Place, 0, n)
}

func (f *finder) add(p game.Place, how How) {
	if f.targets == nil {
		f.targets = make([]Target, 0, 2) // two on a legal roll: one allocation
	}
	f.targets = append(f.targets, Target{p, how})
}

func (f *finder) taken(p game.Place) bool {
	for _, t := range f.targets {
		if t.Place == p {
			return true
		}
	}
	return false
}

// column lists the column's tiles with meeples, from row 1 up, leaving
// out targets already found.
func (f *finder) column(col int) []game.Place {
	out := f.list(f.b.Rows)
	for r := 1; r <= f.b.Rows; r++ {
		p := game.Place{Col: col, Row: r}
		if hasMeeples(f.b.Tile(p)) && !f.taken(p) {
			out = append(out, p)
		}
	}
	return out
}

// anywhere lists the tiles with meeples outside column skip (0: none
// skipped), in row-major order, leaving out targets already found.
func (f *finder) anywhere(skip int) []game.Place {
	out := f.list(len(f.b.Tiles))
	for i := range f.b.Tiles {
		p := game.Place{Col: i%f.b.Cols + 1, Row: i/f.b.Cols + 1} // row-major
		if p.Col != skip && hasMeeples(f.b.Tiles[i]) && !f.taken(p) {
			out = append(out, p)
		}
	}
	return out
}

// pick takes n of the candidates that are not targets yet: all of them
// without asking when there are no more than n (answers naming them are
// taken too), else the player's answers one by one.
func (f *finder) pick(kind ChoiceKind, cands []game.Place, n int) error {
	for ; n > 0; n-- {
		left := cands // none taken yet: the list as it is
		if slices.ContainsFunc(cands, f.taken) {
			left = make([]game.Place, 0, len(cands))
			for _, p := range cands {
				if !f.taken(p) {
					left = append(left, p)
				}
			}
		}
		if len(left) <= n {
			// No question: Yazid takes them all. An answer given anyway
			// is accepted when it names one of them.
			for i := range left {
				if f.used >= len(f.answers) {
					break
				}
				a := f.answers[f.used]
				if !slices.Contains(left, a) || slices.Contains(f.answers[f.used-i:f.used], a) {
					return &BadChoiceError{Choice: Choice{Kind: kind, Candidates: slices.Clone(left), Index: f.used}, Answer: a, Given: len(f.answers)}
				}
				f.used++
			}
			for _, p := range left {
				f.add(p, Chosen)
			}
			return nil
		}
		if f.used >= len(f.answers) {
			return &ChoiceError{Choice{Kind: kind, Candidates: slices.Clone(left), Index: f.used}}
		}
		a := f.answers[f.used]
		if !slices.Contains(left, a) {
			return &BadChoiceError{Choice: Choice{Kind: kind, Candidates: slices.Clone(left), Index: f.used}, Answer: a, Given: len(f.answers)}
		}
		f.used++
		f.add(a, Chosen)
	}
	return nil
}

func placesWords(ps []game.Place) string {
	s := make([]string, len(ps))
	for i, p := range ps {
		s[i] = fmt.Sprintf("%d,%d", p.Col, p.Row)
	}
	return strings.Join(s, " ")
}
