package sultan

import (
	"fmt"
	"slices"

	"github.com/naqala/naqala/game"
)

// Unseen is what the engine knows of the rows that are not tracked (not
// every face entered): the cards known at the front, in order, and how
// many places were emptied since the last refill. Every card behind the
// known ones is one nobody has entered. The zero value is a full row of
// unknown cards, as an untracked row stands at setup and as old logs
// leave it.
type Unseen struct {
	Resources     []game.Resource // known at the front of the resource row
	ResourcesGone int             // cards taken from the row since it was refilled
	Djinns        []string        // known at the left of the Djinn row
	DjinnsGone    int             // Djinns taken from the row since it was refilled
	// Bought: the Djinns Yazid bought by name (from a known row), out of
	// the game whether the row is tracked or not.
	Bought []string
	// ThievesBoxed: the Thieves the player used, back in the box: never
	// face up again.
	ThievesBoxed []string
}

func (u Unseen) clone() Unseen {
	c := u
	if u.Resources != nil {
		c.Resources = slices.Clone(u.Resources)
	}
	c.Djinns = cloneStrings(u.Djinns)
	c.Bought = cloneStrings(u.Bought)
	c.ThievesBoxed = cloneStrings(u.ThievesBoxed)
	return c
}

func (u Unseen) equal(o Unseen) bool {
	return slices.Equal(u.Resources, o.Resources) && u.ResourcesGone == o.ResourcesGone &&
		slices.Equal(u.Djinns, o.Djinns) && u.DjinnsGone == o.DjinnsGone && slices.Equal(u.Bought, o.Bought) &&
		slices.Equal(u.ThievesBoxed, o.ThievesBoxed)
}

// ResourceCount is how many cards the resource row holds, tracked or not
// (an untracked row is refilled to 9 at clean-up; what was taken since is
// counted).
func (s State) ResourceCount() int {
	if s.Resources != nil {
		return len(s.Resources)
	}
	return max(ResourceRowSize-s.Unseen.ResourcesGone, 0)
}

// ResourcesUnknown is how many cards of the resource row nobody has
// entered: those behind the known front of an untracked row.
func (s State) ResourcesUnknown() int {
	if s.Resources != nil {
		return 0
	}
	return max(s.ResourceCount()-len(s.Unseen.Resources), 0)
}

// DjinnCount is how many Djinns the Djinn row holds, tracked or not.
func (s State) DjinnCount() int {
	if s.DjinnRow != nil {
		return len(s.DjinnRow)
	}
	return max(DjinnRowSize-s.Unseen.DjinnsGone, 0)
}

// DjinnsUnknown is how many Djinns of the row nobody has entered.
func (s State) DjinnsUnknown() int {
	if s.DjinnRow != nil {
		return 0
	}
	return max(s.DjinnCount()-len(s.Unseen.Djinns), 0)
}

// KnownResources are the resource cards known at the front of the row:
// the whole tracked row, or the known front of an untracked one.
func (s State) KnownResources() []game.Resource {
	if s.Resources != nil {
		return slices.Clone(s.Resources)
	}
	return slices.Clone(s.Unseen.Resources)
}

// KnownDjinns are the Djinns known at the left of the row.
func (s State) KnownDjinns() []string {
	if s.DjinnRow != nil {
		return cloneStrings(s.DjinnRow)
	}
	return cloneStrings(s.Unseen.Djinns)
}

// DjinnsOut are the Djinns known to be out of the row for good: the
// player's and those Yazid bought by name.
func (s State) DjinnsOut() []string {
	out := cloneStrings(s.Player.Djinns)
	for _, d := range s.Unseen.Bought {
		if !slices.Contains(out, d) {
			out = append(out, d)
		}
	}
	return out
}

// DjinnsToEnter are the Djinns of the expansions in play that may lie in
// the unknown part of the row: none known out of the game or known in
// the row already.
func (s State) DjinnsToEnter() []string {
	out := s.DjinnsOut()
	known := s.KnownDjinns()
	var can []string
	for _, d := range game.Djinns() {
		if s.Expansions.Has(d.Expansion) && !slices.Contains(out, d.Name) && !slices.Contains(known, d.Name) {
			can = append(can, d.Name)
		}
	}
	return can
}

// RowsOf describes the rows of s as a rows event sets them: the known
// cards, and how many unknown ones lie behind them.
func RowsOf(s State) Rows {
	var r Rows
	if s.Resources != nil || len(s.Unseen.Resources) > 0 {
		r.Resources = resourceNames(s.KnownResources())
	}
	r.ResourcesUnknown = s.ResourcesUnknown()
	if s.DjinnRow != nil || len(s.Unseen.Djinns) > 0 {
		r.DjinnRow = s.KnownDjinns()
	}
	r.DjinnsUnknown = s.DjinnsUnknown()
	return r
}

// RefilledRows are the rows of s after clean-up (reference section 10:
// the resource row refilled to 9, the Djinns to 3): the known cards kept
// in their order, the new ones behind them unknown until entered.
func RefilledRows(s State) Rows {
	r := RowsOf(s)
	if r.Resources == nil {
		r.Resources = []string{}
	}
	r.ResourcesUnknown = max(ResourceRowSize-len(r.Resources), 0)
	if r.DjinnRow == nil {
		r.DjinnRow = []string{}
	}
	r.DjinnsUnknown = max(DjinnRowSize-len(r.DjinnRow), 0)
	return r
}

// WithResourcesTaken returns the rows of s with the first n resource cards
// taken (at most what the row holds), the Djinn row as it stands in
// djinns: what the rows are after Yazid's Merchants took the front of a
// row played on a stand-in.
func WithResourcesTaken(s State, n int, djinns State) Rows {
	t := s.Clone()
	t.takeResources(n)
	r := RowsOf(djinns)
	o := RowsOf(t)
	r.Resources, r.ResourcesUnknown = o.Resources, o.ResourcesUnknown
	return r
}

func resourceNames(rs []game.Resource) []string {
	out := make([]string, len(rs))
	for i, r := range rs {
		out[i] = r.String()
	}
	return out
}

// takeResources takes the first n cards of the resource row, at most
// what it holds, and returns the known ones taken and how many were taken
// in all.
func (s *State) takeResources(n int) ([]game.Resource, int) {
	k := min(max(n, 0), s.ResourceCount())
	if s.Resources != nil {
		taken := slices.Clone(s.Resources[:k])
		s.Resources = append([]game.Resource{}, s.Resources[k:]...)
		return taken, k
	}
	known := min(k, len(s.Unseen.Resources))
	taken := slices.Clone(s.Unseen.Resources[:known])
	s.Unseen.Resources = slices.Clone(s.Unseen.Resources[known:])
	s.Unseen.ResourcesGone += k
	s.settleRows()
	return taken, k
}

// boughtUnseen counts the n cards a market sold from an untracked row:
// which places they had is unknown, so the known front is forgotten.
func (s *State) boughtUnseen(n int) {
	if s.Resources != nil {
		return
	}
	s.Unseen.Resources = nil
	s.Unseen.ResourcesGone += min(n, s.ResourceCount())
	s.settleRows()
}

// djinnTaken takes the named Djinn from an untracked row (from its
// known part, or from the unknown one: there is one of each Djinn).
func (s *State) djinnTaken(name string) {
	if s.DjinnRow != nil || s.DjinnCount() == 0 {
		return
	}
	if i := slices.Index(s.Unseen.Djinns, name); i >= 0 {
		s.Unseen.Djinns = slices.Delete(slices.Clone(s.Unseen.Djinns), i, i+1)
	}
	s.Unseen.DjinnsGone++
	s.settleRows()
}

// settleRows tracks a row whose every card is known: an untracked row
// with nothing unknown behind its known cards.
func (s *State) settleRows() {
	if s.Resources == nil && s.ResourcesUnknown() == 0 {
		s.Resources = append([]game.Resource{}, s.Unseen.Resources...)
		s.Unseen.Resources, s.Unseen.ResourcesGone = nil, 0
	}
	if s.DjinnRow == nil && s.DjinnsUnknown() == 0 {
		s.DjinnRow = append([]string{}, s.Unseen.Djinns...)
		s.Unseen.Djinns, s.Unseen.DjinnsGone = nil, 0
	}
}

// applyRows sets the rows of s as r describes them, parsed in parsed (a
// row's known cards): a row with unknown cards behind the known ones is
// not tracked, its known front and count kept; a row with none is
// tracked; a null row without a count is a full row of unknown cards, as
// old logs write it.
func (s *State) applyRows(r Rows, parsed State) error {
	switch {
	case r.ResourcesUnknown < 0:
		return fmt.Errorf("sultan: rows: resources_unknown: %d must not be negative", r.ResourcesUnknown)
	case r.DjinnsUnknown < 0:
		return fmt.Errorf("sultan: rows: djinns_unknown: %d must not be negative", r.DjinnsUnknown)
	case len(r.Resources)+r.ResourcesUnknown > ResourceRowSize:
		return fmt.Errorf("sultan: rows: %d cards known and %d unknown make %d, the row holds %d",
			len(r.Resources), r.ResourcesUnknown, len(r.Resources)+r.ResourcesUnknown, ResourceRowSize)
	case len(r.DjinnRow)+r.DjinnsUnknown > DjinnRowSize:
		return fmt.Errorf("sultan: rows: %d Djinns known and %d unknown make %d, the row holds %d",
			len(r.DjinnRow), r.DjinnsUnknown, len(r.DjinnRow)+r.DjinnsUnknown, DjinnRowSize)
	}
	for _, d := range parsed.DjinnRow {
		if slices.Contains(s.Unseen.Bought, d) {
			return fmt.Errorf("sultan: rows: %s: Yazid bought it", d)
		}
	}
	s.Unseen.Resources, s.Unseen.ResourcesGone = nil, 0
	s.Resources = parsed.Resources
	if r.ResourcesUnknown > 0 {
		s.Unseen.Resources = parsed.Resources
		if s.Unseen.Resources == nil {
			s.Unseen.Resources = []game.Resource{}
		}
		s.Unseen.ResourcesGone = ResourceRowSize - len(r.Resources) - r.ResourcesUnknown
		s.Resources = nil
	}
	s.Unseen.Djinns, s.Unseen.DjinnsGone = nil, 0
	s.DjinnRow = parsed.DjinnRow
	if r.DjinnsUnknown > 0 {
		s.Unseen.Djinns = parsed.DjinnRow
		if s.Unseen.Djinns == nil {
			s.Unseen.Djinns = []string{}
		}
		s.Unseen.DjinnsGone = DjinnRowSize - len(r.DjinnRow) - r.DjinnsUnknown
		s.DjinnRow = nil
	}
	if len(s.Unseen.Resources) == 0 {
		s.Unseen.Resources = nil
	}
	if len(s.Unseen.Djinns) == 0 {
		s.Unseen.Djinns = nil
	}
	return nil
}

// checkKnownFront checks cards typed as the front of an untracked row
// against its known front.
func checkKnownFront(st *State, cards []game.Resource, what string) error {
	for i, r := range cards {
		if i < len(st.Unseen.Resources) && st.Unseen.Resources[i] != r {
			return fmt.Errorf("sultan: %s: card %d is %s, the row's front is known: %s",
				what, i+1, r, joinNames(resourceNames(st.Unseen.Resources)))
		}
	}
	return nil
}

// checkUnseenDjinn checks a Djinn taken from an untracked row: not one
// Yazid bought, and, when the row's unknown part is empty, one of its
// known Djinns.
func checkUnseenDjinn(st *State, name, what string) error {
	switch {
	case slices.Contains(st.Unseen.Bought, name):
		return fmt.Errorf("sultan: %s: Yazid bought %s", what, name)
	case st.DjinnsUnknown() == 0 && !slices.Contains(st.Unseen.Djinns, name):
		return fmt.Errorf("sultan: %s: %s is not in the row (it shows %s)", what, name, rowWords(st.Unseen.Djinns))
	}
	return nil
}

func joinNames(names []string) string {
	s := ""
	for i, n := range names {
		if i > 0 {
			s += ", "
		}
		s += n
	}
	return s
}

// StandInRows are the rows events around Yazid's turn played on a
// stand-in resource row (row: the Fakirs the player counted among the
// cards taken, then goods) when the cards taken are unknown: first the
// stand-in, the Djinn row as it stands; then, after the turn, the real
// row with the cards taken counted and the Djinn row as the turn left
// it.
func StandInRows(before State, row []string, roll Roll, rules Rules, answers []game.Place) (Rows, Rows, error) {
	in := RowsOf(before)
	in.Resources, in.ResourcesUnknown = cloneStrings(row), 0
	if in.Resources == nil {
		in.Resources = []string{}
	}
	sim := before.Clone()
	parsed, _, err := Setup{Resources: in.Resources}.state(sim.Board)
	if err != nil {
		return Rows{}, Rows{}, err
	}
	sim.Resources, sim.Unseen.Resources, sim.Unseen.ResourcesGone = parsed.Resources, nil, 0
	t, err := ResolveTurn(&sim, roll, rules, answers)
	if err != nil {
		return Rows{}, Rows{}, err
	}
	taken := 0
	for _, c := range t.Captures {
		taken += len(c.CardsTaken)
	}
	return in, WithResourcesTaken(before, taken, sim), nil
}
