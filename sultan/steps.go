package sultan

import "github.com/naqala/naqala/game"

// StepKind is what one step of Yazid's turn asks of the person at the
// table.
type StepKind int

// The kinds of step, in the order a capture brings them (solo sheet).
const (
	// StepTake: take every meeple off the tile at Place (Meeples, found as
	// How).
	StepTake StepKind = iota
	// StepCouncil: Count Viziers beside the board, to Yazid's Council;
	// Total is the Council afterwards.
	StepCouncil
	// StepToYazid: Count meeples of Tribe (Elders, Assassins, Artisans) to
	// Yazid; Total is what Yazid holds of them afterwards.
	StepToYazid
	// StepToBag: Count meeples of Tribe back in the bag.
	StepToBag
	// StepCards: Yazid takes Count cards from the front of the tracked
	// resource row (Cards) and keeps Fakirs of them; Total is his Fakirs
	// afterwards.
	StepCards
	// StepCardsUntracked: the resource row is not tracked: Yazid takes
	// Count cards from its front, keeps the Fakirs and discards the goods.
	StepCardsUntracked
	// StepRowEmpty: the tracked resource row is empty: no card for Yazid.
	StepRowEmpty
	// StepIncome: the player's Djinn pays Count coins; Total is the
	// player's coins afterwards.
	StepIncome
	// StepPay: Yazid's Builders (with Fakirs of his Fakirs) take Count
	// coins, Builders x BlueTiles; the player pays Paid, all they have
	// when short; Total is the player's coins afterwards.
	StepPay
	// StepCamel: one of Yazid's camels on the tile at Place; Total is his
	// camels left beside the board.
	StepCamel
	// StepBuy: Yazid pays Elders and Fakirs for Djinn (Leftmost when the
	// row is not tracked); Total is his Djinns afterwards.
	StepBuy
	// StepLoss: the player loses the game (Loss).
	StepLoss
	// StepGameEnd: Yazid placed his last camel: the game ends after this
	// round.
	StepGameEnd
	// StepCardsCounted: the resource row is not tracked but the player
	// said how many of the cards Yazid's Merchants take are Fakirs
	// (CountedCards): Yazid takes Count cards from its front, keeps the
	// Fakirs of them, in an order nobody knows, and discards the goods;
	// Total is his Fakirs afterwards.
	StepCardsCounted
)

// Step is one thing to do with the pieces after Yazid's turn. The fields a
// kind uses are named with it; the others are zero.
type Step struct {
	Kind      StepKind
	Place     game.Place
	How       How
	Meeples   game.Meeples
	Tribe     game.Tribe
	Count     int
	Total     int
	Djinn     string
	Cards     []string
	Builders  int
	Elders    int
	Fakirs    int
	BlueTiles int
	Paid      int
	Loss      game.Loss
}

// Short reports a payment the player could not make in full.
func (s Step) Short() bool { return s.Kind == StepPay && s.Paid < s.Count }

// CountedCards is the steps of a turn played on a stand-in resource row:
// the row is not tracked, the player said how many of the cards Yazid
// takes are Fakirs, and the turn took them from a row holding the Fakirs
// first. Which card is which is unknown, so the cards steps become one
// StepCardsCounted, in the place of the first: every card Yazid takes,
// the Fakirs among them, and no card named.
func CountedCards(steps []Step) []Step {
	var out []Step
	at := -1
	for _, s := range steps {
		if s.Kind != StepCards {
			out = append(out, s)
			continue
		}
		if at < 0 {
			at = len(out)
			out = append(out, Step{Kind: StepCardsCounted, Place: s.Place})
		}
		c := &out[at]
		c.Count += s.Count
		c.Fakirs += s.Fakirs
		c.Total = s.Total
	}
	return out
}

// Steps is turn t, played from before under rules, as the steps the person
// at the table takes, in order. It is the one source of the checklist:
// labels says it (Printer.Account for naqala yazid resolve, Printer.Check
// for the TUI) in the player's language. Under djinn_income_timing: before_payment the Djinn
// income comes before the payment; under after_payment after it, and not
// at all when the payment was short (the engine withholds it, see
// capture).
func Steps(before State, t Turn, rules Rules) []Step {
	var out []Step
	add := func(s Step) { out = append(out, s) }
	y := before.Yazid
	coins := before.Player.Coins
	unseen := before.ResourceCount()
	for _, c := range t.Captures {
		how := Chosen
		for _, tg := range t.Targets {
			if tg.Place == c.Place {
				how = tg.How
			}
		}
		at := c.Place
		add(Step{Kind: StepTake, Place: at, How: how, Meeples: c.Taken})
		if c.Council > 0 {
			y.Council += c.Council
			add(Step{Kind: StepCouncil, Place: at, Tribe: game.Vizier, Count: c.Council, Total: y.Council})
		}
		if c.Elders > 0 {
			y.Elders += c.Elders
			add(Step{Kind: StepToYazid, Place: at, Tribe: game.Elder, Count: c.Elders, Total: y.Elders})
		}
		if c.Assassins > 0 {
			y.Assassins += c.Assassins
			add(Step{Kind: StepToYazid, Place: at, Tribe: game.Assassin, Count: c.Assassins, Total: y.Assassins})
		}
		if c.Artisans > 0 {
			y.Artisans += c.Artisans
			add(Step{Kind: StepToYazid, Place: at, Tribe: game.Artisan, Count: c.Artisans, Total: y.Artisans})
		}
		if c.ArtisansToBag > 0 {
			add(Step{Kind: StepToBag, Place: at, Tribe: game.Artisan, Count: c.ArtisansToBag})
		}
		if c.Merchants > 0 {
			add(Step{Kind: StepToBag, Place: at, Tribe: game.Merchant, Count: c.Merchants})
			switch {
			case c.FakirsKept == nil && min(c.Merchants, unseen) == 0:
				add(Step{Kind: StepRowEmpty, Place: at})
			case c.FakirsKept == nil:
				// Not tracked: the row is counted (rows.go).
				k := min(c.Merchants, unseen)
				unseen -= k
				add(Step{Kind: StepCardsUntracked, Place: at, Count: k})
			case len(c.CardsTaken) == 0:
				add(Step{Kind: StepRowEmpty, Place: at})
			default:
				unseen -= len(c.CardsTaken)
				y.Fakirs += *c.FakirsKept
				add(Step{Kind: StepCards, Place: at, Count: len(c.CardsTaken), Cards: append([]string{}, c.CardsTaken...),
					Fakirs: *c.FakirsKept, Total: y.Fakirs})
			}
		}
		income := func() {
			for _, name := range []string{game.Dhenim, game.Nekir, game.Marid} {
				if n := c.Income[name]; n > 0 {
					coins += n
					add(Step{Kind: StepIncome, Place: at, Djinn: name, Count: n, Total: coins})
				}
			}
		}
		if rules.IncomeTiming == BeforePayment {
			income()
		}
		if c.Builders > 0 {
			add(Step{Kind: StepToBag, Place: at, Tribe: game.Builder, Count: c.Builders})
			y.Fakirs -= c.FakirsSpent
			coins -= c.CoinsPaid
			// Yazid's Fakirs join the Builders (builders_fakirs) even
			// where no blue tile makes them pay.
			if c.CoinsDue > 0 || c.FakirsSpent > 0 {
				add(Step{Kind: StepPay, Place: at, Count: c.CoinsDue, Builders: c.Builders, Fakirs: c.FakirsSpent,
					BlueTiles: c.BlueTiles, Paid: c.CoinsPaid, Total: coins})
			}
		}
		// As in capture: after_payment withholds the income only when the
		// payment itself was short; a loss by the 7th Assassin is checked
		// after the capture and withholds nothing.
		if rules.IncomeTiming == AfterPayment && c.CoinsPaid >= c.CoinsDue {
			income()
		}
		if c.CamelPlaced {
			add(Step{Kind: StepCamel, Place: at, Total: c.CamelsLeft})
		}
	}
	if p := t.Purchase; p != nil {
		add(Step{Kind: StepBuy, Djinn: p.Djinn, Elders: p.Elders, Fakirs: p.Fakirs, Total: p.Djinns})
		if p.BaalIncome > 0 {
			coins += p.BaalIncome
			add(Step{Kind: StepIncome, Djinn: game.Baal, Count: p.BaalIncome, Total: coins})
		}
	}
	if t.Lost != game.NotLost {
		add(Step{Kind: StepLoss, Loss: t.Lost})
	} else if t.GameEnd {
		add(Step{Kind: StepGameEnd})
	}
	return out
}
