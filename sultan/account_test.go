package sultan_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/labels"
	. "github.com/naqala/naqala/sultan"
)

// The account of a turn is said by labels (labels.Printer.Account), from
// the Steps of the turn; these are its English words, as naqala yazid
// resolve has always printed them.

var (
	base    = game.Expansions{}
	grid    = FixtureGrid
	oneTile = FixtureOneTile
	state   = FixtureState
	english = labels.For(labels.English)
)

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func TestDescribe(t *testing.T) {
	tests := []struct {
		name  string
		tok   string // meeples at column 4, row 2 (3 blue tiles around)
		coins int
		rules Rules
		want  []string // lines that must appear
	}{
		{"viziers and a camel", "YY", 10, DefaultRules(), []string{
			"Yazid rolls white 4, black 2: column 4, row 2.",
			"Row 2, column 4 (Village), the tile the dice name: Yazid takes 2 Viziers.",
			"  Put 2 yellow meeples beside the board: Council 2.",
			"  Put one of Yazid's camels on the tile: 10 left beside the board.",
			"Yazid: Council 2, Assassins 0 of 7, Djinns 0 of 6, 10 camels left. You: 12 coins.",
		}},
		{"a payment", "BB", 10, DefaultRules(), []string{
			"  Put 2 blue meeples back in the bag.",
			"  Pay Yazid 6 coins (2 x 3 blue tiles) - you keep 4.",
		}},
		{"a payment short", "BB", 5, DefaultRules(), []string{
			"  Yazid's Builders take 6 coins (2 x 3 blue tiles): you have only 5 - pay them all.",
			"You lose: you could not pay Yazid in full.",
		}},
		{"the income first", "BBY", 4, DefaultRules(), []string{
			"  Your Dhenim pays you 2 coins: you have 6.",
			"  Pay Yazid 6 coins (2 x 3 blue tiles) - you keep 0.",
		}},
		{"artisans to the bag", "P", 0, Rules{Artisans: ArtisansToBag}, []string{
			"  Put 1 purple meeple back in the bag.",
		}},
		{"merchants, row not tracked", "GG", 0, DefaultRules(), []string{
			"  Yazid takes 2 cards from the front of the resource row: he keeps the Fakirs, discard the goods.",
		}},
		{"elders buy a Djinn", "WW", 0, DefaultRules(), []string{
			"Yazid pays 2 Elders and buys the left-most face-up Djinn: Djinns 1 of 6.",
			"Your Ba'al pays you 2 coins: you have 2.",
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			x := base
			var b *game.Board
			if tc.tok == "P" {
				x = game.Expansions{Artisans: true}
				b = grid(t, x, "- - - - - -\n- - - - - -\n- - - - - -\n- - - - - -\n- - - P - -\n- - - - - -")
			} else {
				b = oneTile(t, tc.tok)
			}
			st := state(b, x, tc.coins, "Dhenim", "Baal")
			before := st.Clone()
			turn, err := ResolveTurn(&st, Roll{4, 2}, tc.rules, nil)
			must(t, err)
			lines := english.Account(before, st, turn, tc.rules).Lines()
			for _, w := range tc.want {
				if !slices.Contains(lines, w) {
					t.Errorf("no line %q in\n%s", w, strings.Join(lines, "\n"))
				}
			}
		})
	}
}

func TestDescribeNothing(t *testing.T) {
	st := state(grid(t, base, "- - - - - -\n- - - - - -\n- - - - - -\n- - - - - -\n- - - - - -"), base, 3)
	before := st.Clone()
	turn, err := ResolveTurn(&st, Roll{1, 1}, DefaultRules(), nil)
	must(t, err)
	a := english.Account(before, st, turn, DefaultRules())
	if !strings.Contains(a.Heading, "Yazid takes nothing") || len(a.Tiles) != 0 {
		t.Errorf("got %+v", a)
	}
}

func TestChoiceReason(t *testing.T) {
	tests := []struct {
		c     Choice
		r     Roll
		rules Rules
		want  string
	}{
		{Choice{Kind: SameColumn}, Roll{2, 1}, DefaultRules(), "Row 1, column 2 holds no meeple: choose another tile of column 2."},
		{Choice{Kind: OtherColumn}, Roll{4, 6}, DefaultRules(), "Only one tile of column 4 holds meeples: choose Yazid's second target in another column."},
		{Choice{Kind: OtherColumn}, Roll{4, 6}, Rules{BlackSix: LiteralRows}, "The top and bottom tiles of column 4 do not both hold meeples: choose a target in another column."},
		{Choice{Kind: AnyTile, Index: 1}, Roll{3, 6}, DefaultRules(), "Column 3 holds no meeples: choose Yazid's two targets anywhere, one at a time (this is choice 2)."},
		{Choice{Kind: AnyTile}, Roll{3, 2}, DefaultRules(), "Column 3 holds no meeples: choose a tile with meeples anywhere on the board."},
	}
	for _, tc := range tests {
		if got := english.ChoiceReason(tc.c, tc.r, tc.rules); got != tc.want {
			t.Errorf("got %q, want %q", got, tc.want)
		}
	}
}

// TestIncomeAfterPaymentWithAssassinLoss: under djinn_income_timing:
// after_payment the income is withheld only by a short payment; the 7th
// Assassin's loss comes after the capture, so Nekir still pays, in the
// capture (the JSON) and in the text alike.
func TestIncomeAfterPaymentWithAssassinLoss(t *testing.T) {
	rules := DefaultRules()
	rules.IncomeTiming = AfterPayment
	b := grid(t, base, "R - - - - -\n- - - - - -\n- - - - - -\n- - - - - -\n- - - - - -")
	st := state(b, base, 5, "Nekir")
	st.Yazid.Assassins = 6
	before := st.Clone()
	turn, err := ResolveTurn(&st, Roll{1, 5}, rules, nil)
	must(t, err)
	if turn.Lost != game.LostAssassins {
		t.Fatalf("got loss %v, want the Assassins", turn.Lost)
	}
	c := turn.Captures[0]
	if c.Income[game.Nekir] != 2 || c.CoinsLeft != 7 || st.Player.Coins != 7 {
		t.Errorf("got income %v, coins %d", c.Income, st.Player.Coins)
	}
	lines := english.Account(before, st, turn, rules).Lines()
	if w := "  Your Nekir pays you 2 coins: you have 7."; !slices.Contains(lines, w) {
		t.Errorf("no line %q in\n%s", w, strings.Join(lines, "\n"))
	}
}

// TestIncomeAfterShortPayment is the twin: a short payment withholds the
// income from the coins and the text (the capture still names the income
// the Djinn would have paid, see TestCaptures).
func TestIncomeAfterShortPayment(t *testing.T) {
	rules := DefaultRules()
	rules.IncomeTiming = AfterPayment
	st := state(oneTile(t, "BBY"), base, 4, "Dhenim")
	before := st.Clone()
	turn, err := ResolveTurn(&st, Roll{4, 2}, rules, nil)
	must(t, err)
	if c := turn.Captures[0]; turn.Lost != game.LostPayment || c.CoinsLeft != 0 || st.Player.Coins != 0 {
		t.Errorf("got loss %v, coins %d", turn.Lost, st.Player.Coins)
	}
	for _, l := range english.Account(before, st, turn, rules).Lines() {
		if strings.Contains(l, "pays you") {
			t.Errorf("got the income line %q", l)
		}
	}
}

// TestDescribeSingular: one coin and one camel are said in the singular,
// two in the plural.
func TestDescribeSingular(t *testing.T) {
	for _, tc := range []struct {
		coins, camels int
		want          string
	}{
		{1, 2, "1 camel left. You: 1 coin."},
		{2, 3, "2 camels left. You: 2 coins."},
	} {
		st := state(oneTile(t, "Y"), base, tc.coins)
		st.Yazid.Camels = tc.camels
		before := st.Clone()
		turn, err := ResolveTurn(&st, Roll{4, 2}, DefaultRules(), nil)
		must(t, err)
		if got := strings.Join(english.Account(before, st, turn, DefaultRules()).Lines(), "\n"); !strings.Contains(got, tc.want) {
			t.Errorf("got\n%s\nwant %q", got, tc.want)
		}
	}
}

func TestRollWords(t *testing.T) {
	tests := []struct {
		r     Roll
		rules Rules
		want  string
		cost  int
	}{
		{Roll{4, 2}, DefaultRules(), "column 4, row 2", 6},
		{Roll{4, 6}, DefaultRules(), "column 4: the top-most and bottom-most tiles with meeples (double strike)", 10},
		{Roll{1, 6}, Rules{BlackSix: LiteralRows}, "column 1: the top and bottom rows (double strike)", 7},
	}
	for _, tc := range tests {
		if got := english.Strikes(tc.r, tc.rules); got != tc.want || tc.r.Cost() != tc.cost {
			t.Errorf("%v: got %q cost %d, want %q cost %d", tc.r, got, tc.r.Cost(), tc.want, tc.cost)
		}
	}
}
