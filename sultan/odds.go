package sultan

import (
	"slices"

	"github.com/naqala/naqala/game"
)

// TileOdds is the chance that the next roll strikes one tile.
type TileOdds struct {
	game.Place
	PForced float64 `json:"p_forced"` // the dice name the tile directly
	PChoice float64 `json:"p_choice"` // the roll leads to a redirect with the tile among the candidates

	Forced int `json:"-"` // of the 36 rolls, how many name the tile directly
	Choice int `json:"-"` // of the 36 rolls, how many redirect with the tile a candidate
}

// Odds are the chances of the next roll over the 36 equally likely dice
// (docs/formats.md section 6).
type Odds struct {
	Tiles   []TileOdds `json:"tiles"`    // every tile that can hold meeples, row-major from row 1, column 1
	PDouble float64    `json:"p_double"` // a black 6
	PChoice float64    `json:"p_choice"` // the roll leads to at least one redirect

	Choice int `json:"-"` // of the 36 rolls, how many lead to a redirect
}

// Rolls is the number of equally likely rolls of two dice.
const Rolls = 36

// shape is what a roll does on a board before the player answers: the
// tiles it names directly, and the candidates of its redirect with how
// many of them Yazid takes.
type shape struct {
	forced []game.Place
	cands  []game.Place
	picks  int
}

// shaper finds roll shapes on one board, sharing the scans of the board.
type shaper struct {
	b      *game.Board
	rules  Rules
	column [][]game.Place // per column (index col-1): tiles with meeples from row 1 up
	all    []game.Place   // tiles with meeples, row-major
	// outsides, when set, are outside's lists by column, reused (Strikes).
	outsides [][]game.Place
}

func newShaper(b *game.Board, rules Rules) *shaper {
	s := &shaper{b: b, rules: rules, column: make([][]game.Place, b.Cols)}
	for _, p := range b.Places() {
		if hasMeeples(b.Tile(p)) {
			s.all = append(s.all, p)
			s.column[p.Col-1] = append(s.column[p.Col-1], p)
		}
	}
	return s
}

// outside lists the tiles with meeples outside column col.
func (s *shaper) outside(col int) []game.Place {
	var out []game.Place
	if s.outsides != nil {
		defer func() { s.outsides[col-1] = out }()
		out = s.outsides[col-1][:0]
	} else {
		out = make([]game.Place, 0, len(s.all))
	}
	for _, p := range s.all {
		if p.Col != col {
			out = append(out, p)
		}
	}
	return out
}

// shape follows the same readings as FindTargets.
func (s *shaper) shape(r Roll) shape {
	col := r.White
	if col < 1 || col > s.b.Cols {
		return shape{}
	}
	inCol := s.column[col-1]
	switch {
	case !r.Double():
		p := game.Place{Col: col, Row: r.Black}
		if hasMeeples(s.b.Tile(p)) {
			return shape{forced: []game.Place{p}}
		}
		if len(inCol) > 0 {
			return shape{cands: inCol, picks: 1}
		}
		return shape{cands: s.all, picks: 1}
	case s.rules.BlackSix == LiteralRows:
		var sh shape
		for _, p := range []game.Place{{Col: col, Row: s.b.Rows}, {Col: col, Row: 1}} {
			if hasMeeples(s.b.Tile(p)) && !slices.Contains(sh.forced, p) {
				sh.forced = append(sh.forced, p)
			}
		}
		if len(sh.forced) < 2 {
			sh.cands, sh.picks = s.outside(col), 2-len(sh.forced)
		}
		return sh
	}
	switch len(inCol) {
	case 0:
		return shape{cands: s.all, picks: 2}
	case 1:
		return shape{forced: inCol, cands: s.outside(col), picks: 1}
	}
	return shape{forced: []game.Place{inCol[len(inCol)-1], inCol[0]}}
}

// ComputeOdds gives the chances of the next roll on b, exactly over the 36
// rolls. A redirect with a single candidate counts as a redirect; a roll
// that finds no tile with meeples at all is not one.
func ComputeOdds(b *game.Board, rules Rules) Odds {
	s := newShaper(b, rules)
	index := make(map[game.Place]int)
	var o Odds
	for _, p := range b.Places() {
		if !b.Tile(p).Type.Forbidden() {
			index[p] = len(o.Tiles)
			o.Tiles = append(o.Tiles, TileOdds{Place: p})
		}
	}
	for w := 1; w <= 6; w++ {
		for k := 1; k <= 6; k++ {
			sh := s.shape(Roll{White: w, Black: k})
			for _, p := range sh.forced {
				o.Tiles[index[p]].Forced++
			}
			for _, p := range sh.cands {
				o.Tiles[index[p]].Choice++
			}
			if len(sh.cands) > 0 {
				o.Choice++
			}
		}
	}
	for i := range o.Tiles {
		o.Tiles[i].PForced = float64(o.Tiles[i].Forced) / Rolls
		o.Tiles[i].PChoice = float64(o.Tiles[i].Choice) / Rolls
	}
	o.PDouble = 6.0 / Rolls
	o.PChoice = float64(o.Choice) / Rolls
	return o
}

// Reckoning says how the player's choices count in Exposure.
type Reckoning int

// The reckonings of the player's choices.
const (
	// PlayerChoosesBest: the player answers every redirect to suffer least
	// (what the roll can force on a careful player).
	PlayerChoosesBest Reckoning = iota
	// PlayerChoosesWorst: every redirect goes the worst way.
	PlayerChoosesWorst
)

// Exposure is the worst the next roll can bring, over the 36 rolls.
type Exposure struct {
	MaxPayment    int  // the largest coins due to Yazid's Builders, before the Djinn income
	PaymentRoll   Roll // a roll that brings it (zero when MaxPayment is 0)
	MaxAssassins  int  // the largest number of Assassins Yazid captures
	AssassinsRoll Roll // a roll that brings it (zero when MaxAssassins is 0)
	// LosingAssassins lists every roll, in dice order (white, then black),
	// whose Assassins bring Yazid's to LosingAssassins or more.
	LosingAssassins []Roll
	// LosingPayments lists every roll, in dice order, whose Builders
	// demand more coins than the player holds (before the Djinn income).
	LosingPayments []Roll
}

// ComputeExposure gives the worst payment and Assassins the next roll can
// bring on st. Each tile counts on its own: builders x blue tiles (plus
// Yazid's Fakirs with builders_fakirs) and its Assassins; Merchants taken
// in the same turn and a loss that stops a double strike are not
// reckoned, so the figures are an upper bound for the turn.
func ComputeExposure(st State, rules Rules, how Reckoning) Exposure {
	b := st.Board
	s := newShaper(b, rules)
	pay := func(p game.Place) int {
		t := b.Tile(p)
		n := t.Meeples[game.Builder]
		if n == 0 {
			return 0
		}
		if rules.BuildersFakirs {
			n += st.Yazid.Fakirs
		}
		return n * b.BlueSurrounding(p)
	}
	assassins := func(p game.Place) int { return b.Tile(p).Meeples[game.Assassin] }
	var e Exposure
	for w := 1; w <= 6; w++ {
		for k := 1; k <= 6; k++ {
			r := Roll{White: w, Black: k}
			sh := s.shape(r)
			pv := sh.value(pay, how)
			if pv > e.MaxPayment {
				e.MaxPayment, e.PaymentRoll = pv, r
			}
			if pv > st.Player.Coins {
				// Solo sheet: a payment the player cannot make loses.
				e.LosingPayments = append(e.LosingPayments, r)
			}
			v := sh.value(assassins, how)
			if v > e.MaxAssassins {
				e.MaxAssassins, e.AssassinsRoll = v, r
			}
			if v > 0 && st.Yazid.Assassins+v >= LosingAssassins {
				e.LosingAssassins = append(e.LosingAssassins, r)
			}
		}
	}
	return e
}

// value sums f over the forced tiles and the picks among the candidates,
// the smallest ones when the player chooses best.
func (sh shape) value(f func(game.Place) int, how Reckoning) int {
	v := 0
	for _, p := range sh.forced {
		v += f(p)
	}
	if sh.picks == 0 || len(sh.cands) == 0 {
		return v
	}
	vals := make([]int, len(sh.cands))
	for i, p := range sh.cands {
		vals[i] = f(p)
	}
	slices.Sort(vals)
	if how == PlayerChoosesWorst {
		slices.Reverse(vals)
	}
	for i := 0; i < sh.picks && i < len(vals); i++ {
		v += vals[i]
	}
	return v
}

// MaxPayment is the largest coin payment the next roll can bring on st.
func MaxPayment(st State, rules Rules, how Reckoning) int {
	return ComputeExposure(st, rules, how).MaxPayment
}

// MaxAssassins is the largest number of Assassins the next roll can bring
// on st.
func MaxAssassins(st State, rules Rules, how Reckoning) int {
	return ComputeExposure(st, rules, how).MaxAssassins
}

// MaxPayment is the largest coin payment the next roll can bring.
func (g *Game) MaxPayment(how Reckoning) int { return MaxPayment(g.state, g.rules, how) }

// MaxAssassins is the largest number of Assassins the next roll can bring.
func (g *Game) MaxAssassins(how Reckoning) int { return MaxAssassins(g.state, g.rules, how) }
