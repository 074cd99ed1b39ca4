package labels

import (
	"maps"
	"slices"
	"strings"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// Yazid's turn in words: the domain (sultan) gives the roll, the choices
// and the steps as typed values; these say them in the printer's
// language, for naqala yazid and the solo sheet (Account, Step: the
// account in full sentences, keys yazid.* and step.*) and for the TUI
// (Check: one checklist line a step, keys ui.check.*). In English they
// are the very words the CLI has always printed.

// Strikes says where the roll r strikes under rules, before looking at
// the board: "column 4, row 2" or "column 4: the top-most and
// bottom-most tiles with meeples (double strike)".
func (p Printer) Strikes(r sultan.Roll, rules sultan.Rules) string {
	switch {
	case !r.Double():
		return p.F("yazid.strikes", r.White, r.Black)
	case rules.BlackSix == sultan.LiteralRows:
		return p.F("yazid.strikes_rows", r.White)
	}
	return p.F("yazid.strikes_double", r.White)
}

// Roll is the roll briefly: "white 4, black 6".
func (p Printer) Roll(r sultan.Roll) string { return p.F("ui.roll", r.White, r.Black) }

// RollWhere says briefly where the roll strikes, before looking at the
// board, for a screen: "column 4, double strike: top and bottom tiles
// with meeples".
func (p Printer) RollWhere(r sultan.Roll, rules sultan.Rules) string {
	switch {
	case !r.Double():
		return p.F("ui.roll.where", r.White, r.Black)
	case rules.BlackSix == sultan.LiteralRows:
		return p.F("ui.roll.where_rows", r.White)
	}
	return p.F("ui.roll.where_double", r.White)
}

// choiceKey is the label key of what a choice asks.
func choiceKey(k sultan.ChoiceKind) string {
	switch k {
	case sultan.SameColumn:
		return "ui.choice.same_column"
	case sultan.OtherColumn:
		return "ui.choice.other_column"
	}
	return "ui.choice.any"
}

// Choice says a choice of Yazid's target with every candidate, as tiles
// are said elsewhere: "Choose another tile of the same column for Yazid:
// r1 c5, r2 c5".
func (p Printer) Choice(c sultan.Choice) string {
	places := make([]string, len(c.Candidates))
	for i, at := range c.Candidates {
		places[i] = p.at(at)
	}
	return p.T(choiceKey(c.Kind)) + ": " + strings.Join(places, ", ")
}

// ChoiceBrief says a choice of Yazid's target for the dice step: a few
// candidates briefly ("r1 c5, r2 c5"), more by their number; the board
// marks them all.
func (p Printer) ChoiceBrief(c sultan.Choice) string {
	if len(c.Candidates) > 6 {
		return p.T(choiceKey(c.Kind)) + ": " + p.F("ui.dice.marked_n", len(c.Candidates))
	}
	places := make([]string, len(c.Candidates))
	for i, at := range c.Candidates {
		places[i] = p.at(at)
	}
	return p.T(choiceKey(c.Kind)) + ": " + strings.Join(places, ", ") + " " + p.T("ui.dice.marked")
}

// ChoiceReason says why the roll r asks the player for the choice c.
func (p Printer) ChoiceReason(c sultan.Choice, r sultan.Roll, rules sultan.Rules) string {
	switch {
	case c.Kind == sultan.SameColumn:
		return p.F("yazid.reason.same_column", r.Black, r.White, r.White)
	case c.Kind == sultan.OtherColumn && rules.BlackSix == sultan.LiteralRows:
		return p.F("yazid.reason.other_column_rows", r.White)
	case c.Kind == sultan.OtherColumn:
		return p.F("yazid.reason.other_column", r.White)
	case r.Double():
		return p.F("yazid.reason.double", r.White, c.Index+1)
	}
	return p.F("yazid.reason.any", r.White)
}

// How says how Yazid's target was found: "the tile the dice name".
func (p Printer) How(h sultan.How) string {
	switch h {
	case sultan.Rolled:
		return p.T("yazid.how.rolled")
	case sultan.Top:
		return p.T("yazid.how.top")
	case sultan.Bottom:
		return p.T("yazid.how.bottom")
	}
	return p.T("yazid.how.chosen")
}

// TileAt names a place in full and its tile: "row 5, column 4 (Sacred
// Place 12)".
func (p Printer) TileAt(b *game.Board, at game.Place) string {
	return p.F("yazid.tile_at", p.place(at), p.tile(b.Tile(at).Type))
}

// WhereTile names a place briefly, with its tile when b has it: "r3 c4
// (Oasis)".
func (p Printer) WhereTile(b *game.Board, at game.Place) string {
	if b == nil || !b.Contains(at) {
		return p.at(at)
	}
	return p.F("ui.where_tile", at.Row, at.Col, p.tile(b.Tile(at).Type))
}

// Meeples says meeples by tribe: "2 Viziers, 1 Assassin", "no meeples".
func (p Printer) Meeples(m game.Meeples) string {
	var parts []string
	for _, t := range game.Tribes {
		if n := m[t]; n > 0 {
			parts = append(parts, p.F("ui.noun_count", n, p.tribe(t, n)))
		}
	}
	if len(parts) == 0 {
		return p.T("yazid.no_meeples")
	}
	return strings.Join(parts, ", ")
}

// Noun is a count with its noun, singular for 1: "1 Fakir", "2 coins"
// (ui.noun.<noun> and ui.noun.<noun>.plural).
func (p Printer) Noun(n int, noun string) string {
	key := "ui.noun." + noun
	if n != 1 {
		key += ".plural"
	}
	return p.F("ui.noun_count", n, p.T(key))
}

// colourMeeples is n meeples of t's colour: "2 yellow meeples".
func (p Printer) colourMeeples(n int, t game.Tribe) string {
	c := t.Colour()
	return p.Count("step.meeples", n, n, p.Or("ui.colour."+c, c))
}

// TribeCount is n meeples of a tribe with its colour, as the object of a
// checklist line: "1 yellow Vizier", "3 yellow Viziers" ("1 Ältesten" in
// German).
func (p Printer) TribeCount(n int, t game.Tribe) string {
	name := p.tribe(t, n)
	if n == 1 {
		name = p.Or("ui.tribe."+tribeKey(t)+".object", name)
	}
	c := t.Colour()
	return p.F("ui.tribe_count", n, p.Or("ui.colour."+c, c), name)
}

// Payment says a payment: "2 Elders", "1 Elder and 1 Fakir".
func (p Printer) Payment(pay sultan.Payment) string {
	switch pay {
	case sultan.PayElders, sultan.PayElderFakir, sultan.PayArtisan, sultan.PayFakirs, sultan.PayElder, sultan.PayFakir:
		return p.T("payment." + string(pay))
	}
	return p.F("payment.unknown", string(pay))
}

// Account is Yazid's turn t, played from before to after under rules, in
// the table's own words: the roll and where it strikes, each tile with
// the steps (sultan.Steps) taken there, the purchase and the outcome.
func (p Printer) Account(before, after sultan.State, t sultan.Turn, rules sultan.Rules) sultan.Account {
	b := before.Board
	r := t.Dice
	var a sultan.Account
	if r.Double() {
		a.Heading = p.F("yazid.rolls_double", r.White, r.White)
	} else {
		a.Heading = p.F("yazid.rolls", r.White, r.Black, p.Strikes(r, rules))
	}
	if len(t.Targets) == 0 {
		a.Heading += " " + p.T("yazid.takes_nothing")
	}
	for _, s := range sultan.Steps(before, t, rules) {
		if s.Kind == sultan.StepTake {
			a.Tiles = append(a.Tiles, sultan.TileAccount{Place: s.Place,
				Heading: capitalise(p.F("yazid.tile", p.TileAt(b, s.Place), p.How(s.How), p.Meeples(s.Meeples)))})
			continue
		}
		words := p.Step(s)
		switch {
		case words == "":
		case s.Kind == sultan.StepLoss || s.Kind == sultan.StepGameEnd:
			a.Outcome = append(a.Outcome, words)
		case s.Place == (game.Place{}) || len(a.Tiles) == 0:
			a.Purchase = append(a.Purchase, words)
		default:
			ta := &a.Tiles[len(a.Tiles)-1]
			ta.Steps = append(ta.Steps, words)
		}
	}
	if t.Lost != game.NotLost {
		return a
	}
	a.Outcome = append(a.Outcome, p.F("yazid.summary",
		after.Yazid.Council, after.Yazid.Assassins, sultan.LosingAssassins, after.Yazid.Djinns, sultan.LosingDjinns,
		p.Noun(after.Yazid.Camels, "camel"), p.Noun(after.Player.Coins, "coin")))
	return a
}

// capitalise is s with its first letter upper case.
func capitalise(s string) string {
	for _, r := range s {
		return strings.ToUpper(string(r)) + s[len(string(r)):]
	}
	return s
}

// Step is one step of Yazid's turn as a sentence of the account; a
// StepTake is said by its tile's heading (Account) and has no words of
// its own.
func (p Printer) Step(s sultan.Step) string {
	switch s.Kind {
	case sultan.StepCouncil:
		return p.F("step.council", p.colourMeeples(s.Count, game.Vizier), s.Total)
	case sultan.StepToYazid:
		meeples := p.colourMeeples(s.Count, s.Tribe)
		switch s.Tribe {
		case game.Assassin:
			return p.F("step.to_yazid.assassin", meeples, s.Total, sultan.LosingAssassins)
		case game.Artisan:
			return p.F("step.to_yazid.artisan", meeples, s.Total)
		}
		return p.F("step.to_yazid.elder", meeples, s.Total)
	case sultan.StepToBag:
		return p.F("step.to_bag", p.colourMeeples(s.Count, s.Tribe))
	case sultan.StepCardsUntracked:
		return p.Count("step.cards_untracked", s.Count, p.Noun(s.Count, "card"))
	case sultan.StepRowEmpty:
		return p.T("step.row_empty")
	case sultan.StepCardsCounted:
		cards := p.Noun(s.Count, "card")
		switch {
		case s.Count == 1 && s.Fakirs == 1:
			return p.F("step.counted.fakir", cards, s.Total)
		case s.Count == 1:
			return p.F("step.counted.good", cards)
		case s.Fakirs == 0:
			return p.F("step.counted.goods", cards)
		case s.Fakirs == s.Count:
			return p.F("step.counted.all", cards, s.Total)
		}
		return p.F("step.counted.some", cards, p.Noun(s.Fakirs, "fakir"), s.Total)
	case sultan.StepCards:
		what := p.F("step.cards.keep", p.Noun(s.Fakirs, "fakir"), s.Total)
		if goods := s.Count - s.Fakirs; goods > 0 && s.Fakirs > 0 {
			what = p.F("step.cards.keep_discard", p.Noun(s.Fakirs, "fakir"), s.Total, p.Noun(goods, "good"))
		} else if goods > 0 {
			what = p.F("step.cards.discard", p.Noun(goods, "good"))
		}
		return p.F("step.cards", p.Noun(s.Count, "card"), strings.Join(s.Cards, ", "), what)
	case sultan.StepIncome:
		return p.F("step.income", s.Djinn, p.Noun(s.Count, "coin"), s.Total)
	case sultan.StepPay:
		n := s.Builders + s.Fakirs
		coins, tiles := p.Noun(s.Count, "coin"), p.Noun(s.BlueTiles, "blue_tile")
		switch {
		case s.Short() && s.Fakirs > 0:
			return p.F("step.pay_short_fakirs", p.Noun(s.Fakirs, "fakir"), coins, n, tiles, s.Paid)
		case s.Short():
			return p.F("step.pay_short", coins, n, tiles, s.Paid)
		}
		return p.F("step.pay", coins, n, tiles, s.Total)
	case sultan.StepCamel:
		return p.F("step.camel", s.Total)
	case sultan.StepBuy:
		paid := p.Noun(s.Elders, "elder")
		if s.Fakirs > 0 {
			paid = p.F("step.and", paid, p.Noun(s.Fakirs, "fakir"))
		}
		djinn := s.Djinn
		if djinn == sultan.Leftmost {
			djinn = p.T("ui.check.leftmost")
		}
		return p.F("step.buy", paid, djinn, s.Total, sultan.LosingDjinns)
	case sultan.StepLoss:
		return p.F("step.loss", p.Loss(s.Loss))
	case sultan.StepGameEnd:
		return p.T("step.game_end")
	}
	return ""
}

// Checklist is the TUI's checklist of steps, one line a step: what the
// player does with the pieces after Yazid's turn. b is the board before
// the turn, viziers the player's (for the Council line).
func (p Printer) Checklist(steps []sultan.Step, b *game.Board, viziers int) []string {
	var out []string
	for _, s := range steps {
		if line := p.Check(s, b, viziers); line != "" {
			out = append(out, line)
		}
	}
	if len(out) == 0 {
		out = append(out, p.T("ui.check.nothing"))
	}
	return out
}

// Check is one step of Yazid's turn as a line of the TUI's checklist; b
// is the board before the turn (nil names places without their tiles),
// viziers the player's, for the Council line.
func (p Printer) Check(s sultan.Step, b *game.Board, viziers int) string {
	switch s.Kind {
	case sultan.StepTake:
		if s.Meeples.Empty() {
			return p.F("ui.check.no_meeples", p.WhereTile(b, s.Place))
		}
		return p.F("ui.check.take", p.WhereTile(b, s.Place), s.Meeples.String())
	case sultan.StepCouncil:
		return p.F("ui.check.council", p.TribeCount(s.Count, game.Vizier), s.Total, viziers)
	case sultan.StepToYazid:
		if s.Tribe == game.Assassin {
			return p.F("ui.check.give_assassins", p.TribeCount(s.Count, s.Tribe), s.Total, sultan.LosingAssassins)
		}
		return p.F("ui.check.give", p.TribeCount(s.Count, s.Tribe))
	case sultan.StepToBag:
		return p.F("ui.check.to_bag", p.TribeCount(s.Count, s.Tribe))
	case sultan.StepCardsUntracked:
		return p.Count("ui.check.cards", s.Count, s.Count)
	case sultan.StepRowEmpty:
		return p.T("ui.check.row_empty")
	case sultan.StepCardsCounted, sultan.StepCards:
		named := s.Kind == sultan.StepCards && len(s.Cards) == s.Count
		switch {
		case s.Count == 1 && s.Fakirs == 1:
			return p.T("ui.check.card_fakir")
		case s.Count == 1 && named:
			return p.F("ui.check.card_good_named", p.cardWords(s.Cards))
		case s.Count == 1:
			return p.T("ui.check.card_good")
		case s.Fakirs == 0 && named:
			return p.F("ui.check.cards_goods_named", s.Count, p.cardWords(s.Cards))
		case s.Fakirs == 0:
			return p.F("ui.check.cards_goods", s.Count)
		case s.Fakirs == s.Count:
			return p.F("ui.check.counted_all", s.Count)
		case s.Kind == sultan.StepCardsCounted:
			return p.F("ui.check.counted_fakirs", s.Count, p.Noun(s.Fakirs, "fakir"))
		}
		if named {
			return p.F("ui.check.cards_fakirs_named", s.Count, p.cardWords(s.Cards), p.Noun(s.Fakirs, "fakir"))
		}
		return p.F("ui.check.cards_fakirs", s.Count, p.Noun(s.Fakirs, "fakir"))
	case sultan.StepIncome:
		return p.F("ui.check.income", p.Noun(s.Count, "coin"), s.Djinn)
	case sultan.StepPay:
		line := p.Count("ui.check.pay", s.Count, s.Count, s.Builders, s.BlueTiles)
		if s.Fakirs > 0 {
			line = p.F("ui.check.pay_fakirs", s.Count, s.Builders, p.Noun(s.Fakirs, "fakir"), s.BlueTiles)
		}
		if s.Short() {
			return line + p.F("ui.check.pay_only", s.Paid)
		}
		return line + p.F("ui.check.pay_keep", s.Total)
	case sultan.StepCamel:
		return p.F("ui.check.camel", p.WhereTile(b, s.Place), s.Total)
	case sultan.StepBuy:
		pay := p.F("ui.check.pay_elder_fakir", s.Elders, s.Fakirs)
		if s.Fakirs == 0 {
			pay = p.F("ui.check.pay_elders", s.Elders)
		}
		djinn := p.T("ui.check.leftmost")
		if s.Djinn != sultan.Leftmost {
			djinn = s.Djinn + " (" + djinn + ")"
		}
		return p.F("ui.check.purchase", pay, djinn, s.Total, sultan.LosingDjinns)
	case sultan.StepLoss:
		return p.F("ui.check.yazid_wins", p.Loss(s.Loss))
	case sultan.StepGameEnd:
		return p.T("ui.check.game_end")
	}
	return ""
}

// TurnTargets names the tiles Yazid's turn struck and how each was found,
// for the solo sheet's log: "r5 c4 (top); r1 c4 (bottom)".
func (p Printer) TurnTargets(t sultan.Turn) string {
	targets := make([]string, len(t.Targets))
	for i, tg := range t.Targets {
		targets[i] = p.at(tg.Place) + " (" + p.Or("ui.how."+string(tg.How), string(tg.How)) + ")"
	}
	return strings.Join(targets, "; ")
}

// TurnCaptures says what Yazid's turn took, capture by capture, for the
// solo sheet's log: "YYR: Council +2, Assassins +1; a Djinn".
func (p Printer) TurnCaptures(t sultan.Turn) string {
	var caps []string
	for _, c := range t.Captures {
		var parts []string
		if c.Council > 0 {
			parts = append(parts, p.F("ui.sheet.council", c.Council))
		}
		if c.Assassins > 0 {
			parts = append(parts, p.F("ui.sheet.assassins", c.Assassins))
		}
		if c.Elders > 0 {
			parts = append(parts, p.F("ui.sheet.elders", c.Elders))
		}
		if c.Artisans > 0 {
			parts = append(parts, p.F("ui.sheet.artisans", c.Artisans))
		}
		if c.ArtisansToBag > 0 {
			parts = append(parts, p.F("ui.sheet.artisans_bag", c.ArtisansToBag))
		}
		if c.Merchants > 0 {
			parts = append(parts, p.sheetCards(c))
		}
		if c.FakirsKept != nil && *c.FakirsKept > 0 {
			parts = append(parts, p.F("ui.sheet.fakirs", *c.FakirsKept))
		}
		if c.FakirsSpent > 0 {
			parts = append(parts, p.F("ui.sheet.fakirs_spent", c.FakirsSpent))
		}
		if c.CoinsDue > 0 {
			parts = append(parts, p.Noun(c.CoinsPaid, "coin"))
		}
		if c.CamelPlaced {
			parts = append(parts, p.T("ui.sheet.camel"))
		}
		for _, d := range slices.Sorted(maps.Keys(c.Income)) {
			parts = append(parts, p.F("ui.sheet.income", d, p.Noun(c.Income[d], "coin")))
		}
		text := c.Meeples
		if text == "" {
			text = p.T("ui.none")
		}
		if len(parts) > 0 {
			text += ": " + strings.Join(parts, ", ")
		}
		caps = append(caps, text)
	}
	if t.Purchase != nil {
		caps = append(caps, p.T("ui.sheet.djinn"))
	}
	return strings.Join(caps, "; ")
}

// sheetCards says the resource cards a capture's Merchants took, for the
// solo sheet's log: named when the engine knew them, else counted.
func (p Printer) sheetCards(c sultan.Capture) string {
	switch {
	case len(c.CardsTaken) > 0:
		return p.F("ui.sheet.cards", p.cardWords(c.CardsTaken))
	case c.FakirsKept != nil:
		return p.T("ui.sheet.no_cards")
	}
	return p.Noun(c.Merchants, "card")
}

// Summary says the steps of Yazid's turn in brief, on one line, before
// the player confirms it: "2 Viziers: Council 3 vs your 4; 1 Builder:
// you pay 6 of your 10 coins". viziers are the player's.
func (p Printer) Summary(steps []sultan.Step, viziers int) string {
	var parts []string
	add := func(key string, a ...any) { parts = append(parts, p.F(key, a...)) }
	count := func(n int, t game.Tribe) string { return p.F("ui.noun_count", n, p.tribe(t, n)) }
	for _, s := range steps {
		switch {
		case s.Kind == sultan.StepTake && s.Meeples.Empty():
			add("ui.sum.no_meeples")
		case s.Kind == sultan.StepCouncil:
			add("ui.sum.council", count(s.Count, game.Vizier), s.Total, viziers)
		case s.Kind == sultan.StepToYazid && s.Tribe == game.Assassin:
			add("ui.sum.assassins", count(s.Count, game.Assassin), s.Total, sultan.LosingAssassins)
		case s.Kind == sultan.StepToYazid:
			add("ui.sum.elders", count(s.Count, s.Tribe))
		case s.Kind == sultan.StepToBag && s.Tribe == game.Merchant:
			add(CountKey("ui.sum.merchants", s.Count), count(s.Count, game.Merchant), s.Count)
		case s.Kind == sultan.StepToBag && s.Tribe == game.Artisan:
			add("ui.sum.to_bag", count(s.Count, game.Artisan))
		case s.Kind == sultan.StepPay:
			add("ui.sum.builders", count(s.Builders, game.Builder), s.Count, s.Total+s.Paid)
		case s.Kind == sultan.StepBuy:
			add("ui.sum.djinn", s.Total, sultan.LosingDjinns)
		}
	}
	return strings.Join(parts, "; ")
}

// cardWords names the resource cards Yazid takes ("Spice, Fakir"), a
// good by its label, a name unknown as it is.
func (p Printer) cardWords(cards []string) string {
	out := make([]string, len(cards))
	for i, c := range cards {
		switch name := strings.ToLower(c); name {
		case "fakir":
			out[i] = p.T("ui.noun.fakir")
		default:
			out[i] = p.Or("ui.good."+name, c)
		}
	}
	return strings.Join(out, ", ")
}

// RollTakes says what one roll of Yazid's does to the player, as the
// outbid advice gives it: "loses the game", or "takes 2 red Assassins,
// 1 yellow Vizier to the Council, 6 coins", or "takes nothing of yours".
func (p Printer) RollTakes(loses bool, assassins, council, coins int) string {
	if loses {
		return p.T("ui.outbid.loses")
	}
	var parts []string
	if assassins > 0 {
		parts = append(parts, p.TribeCount(assassins, game.Assassin))
	}
	if council > 0 {
		parts = append(parts, p.F("ui.outbid.council", p.TribeCount(council, game.Vizier)))
	}
	if coins > 0 {
		parts = append(parts, p.Noun(coins, "coin"))
	}
	if len(parts) == 0 {
		return p.T("ui.outbid.nothing")
	}
	return p.F("ui.outbid.takes", strings.Join(parts, ", "))
}

// StrikeTakes says what the engine's turn t of a roll takes, as the
// outbid advice gives it: every meeple of its captures, the Viziers to
// the Council, the cards the Merchants take, the Builders' coins and a
// Djinn bought ("takes 1 Assassin, 1 Vizier to the Council, 1 Elder"),
// "loses the game" when loses.
func (p Printer) StrikeTakes(loses bool, t sultan.Turn) string {
	if loses {
		return p.T("ui.outbid.loses")
	}
	var taken game.Meeples
	cards, coins := 0, 0
	for _, c := range t.Captures {
		for tb, n := range c.Taken {
			taken[tb] += n
		}
		if c.FakirsKept != nil {
			cards += len(c.CardsTaken)
		} else {
			cards += c.Merchants
		}
		coins += c.CoinsPaid
	}
	// Without their colours, so that the advice keeps to its two lines.
	count := func(n int, tb game.Tribe) string {
		name := p.tribe(tb, n)
		if n == 1 {
			name = p.Or("ui.tribe."+tribeKey(tb)+".object", name)
		}
		return p.F("ui.noun_count", n, name)
	}
	var parts []string
	add := func(tb game.Tribe) {
		if taken[tb] > 0 {
			parts = append(parts, count(taken[tb], tb))
		}
	}
	add(game.Assassin)
	if n := taken[game.Vizier]; n > 0 {
		parts = append(parts, p.F("ui.outbid.council", count(n, game.Vizier)))
	}
	add(game.Elder)
	add(game.Artisan)
	add(game.Merchant)
	if cards > 0 {
		parts = append(parts, p.Noun(cards, "card"))
	}
	add(game.Builder)
	if coins > 0 {
		parts = append(parts, p.Noun(coins, "coin"))
	}
	if t.DjinnBought != nil {
		parts = append(parts, p.T("ui.sheet.djinn"))
	}
	if len(parts) == 0 {
		return p.T("ui.outbid.nothing")
	}
	return p.F("ui.outbid.takes", strings.Join(parts, ", "))
}
