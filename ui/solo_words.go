package ui

import (
	"strings"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// tribeCount is "1 yellow Vizier" or "3 yellow Viziers" for a tribe, in
// lang, as the object of a checklist line ("1 Ältesten" in German).
func tribeCount(lang string, n int, t game.Tribe) string {
	name := tribeName(lang, t, n)
	if n == 1 {
		name = trOr(lang, "ui.tribe."+strings.ToLower(t.String())+".object", name)
	}
	return tf(lang, "ui.tribe_count", n, tribeColour(lang, t), name)
}

// nounCount is a count with its noun in lang, singular for 1: "1 Fakir",
// "2 Fakirs" (ui.noun.<noun> and ui.noun.<noun>.plural).
func nounCount(lang string, n int, noun string) string {
	key := "ui.noun." + noun
	if n != 1 {
		key += ".plural"
	}
	return tf(lang, "ui.noun_count", n, tr(lang, key))
}

// turnChecklist is what the player does with the pieces after Yazid's
// turn, one line per step, in lang: the steps are sultan.Steps, the ones
// naqala yazid resolve words in English, so both say the same things in
// the same order. before is the table before the turn; standIn says the
// turn took its cards from a stand-in resource row (sultan.CountedCards).
func turnChecklist(lang string, t sultan.Turn, before sultan.State, rules sultan.Rules, standIn bool) []string {
	var out []string
	b := before.Board
	steps := sultan.Steps(before, t, rules)
	if standIn {
		steps = sultan.CountedCards(steps)
	}
	for _, s := range steps {
		if line := checkWords(lang, s, b, before.Player.Viziers); line != "" {
			out = append(out, line)
		}
	}
	if len(out) == 0 {
		out = append(out, tr(lang, "ui.check.nothing"))
	}
	return out
}

// checkWords is one step of Yazid's turn in lang; viziers are the
// player's, for the Council line.
func checkWords(lang string, s sultan.Step, b *game.Board, viziers int) string {
	switch s.Kind {
	case sultan.StepTake:
		if s.Meeples.Empty() {
			return tf(lang, "ui.check.no_meeples", whereIn(lang, b, s.Place))
		}
		return tf(lang, "ui.check.take", whereIn(lang, b, s.Place), s.Meeples.String())
	case sultan.StepCouncil:
		return tf(lang, "ui.check.council", tribeCount(lang, s.Count, game.Vizier), s.Total, viziers)
	case sultan.StepToYazid:
		if s.Tribe == game.Assassin {
			return tf(lang, "ui.check.give_assassins", tribeCount(lang, s.Count, s.Tribe), s.Total, sultan.LosingAssassins)
		}
		return tf(lang, "ui.check.give", tribeCount(lang, s.Count, s.Tribe))
	case sultan.StepToBag:
		return tf(lang, "ui.check.to_bag", tribeCount(lang, s.Count, s.Tribe))
	case sultan.StepCardsUntracked:
		return tf(lang, countKey("ui.check.cards", s.Count), s.Count)
	case sultan.StepRowEmpty:
		return tr(lang, "ui.check.row_empty")
	case sultan.StepCardsCounted:
		switch {
		case s.Count == 1 && s.Fakirs == 1:
			return tr(lang, "ui.check.card_fakir")
		case s.Count == 1:
			return tr(lang, "ui.check.card_good")
		case s.Fakirs == 0:
			return tf(lang, "ui.check.cards_goods", s.Count)
		case s.Fakirs == s.Count:
			return tf(lang, "ui.check.counted_all", s.Count)
		}
		return tf(lang, "ui.check.counted_fakirs", s.Count, nounCount(lang, s.Fakirs, "fakir"))
	case sultan.StepCards:
		switch {
		case s.Count == 1 && s.Fakirs == 1:
			return tr(lang, "ui.check.card_fakir")
		case s.Count == 1:
			return tr(lang, "ui.check.card_good")
		case s.Fakirs == 0:
			return tf(lang, "ui.check.cards_goods", s.Count)
		case s.Fakirs == s.Count:
			return tf(lang, "ui.check.counted_all", s.Count)
		}
		return tf(lang, "ui.check.cards_fakirs", s.Count, nounCount(lang, s.Fakirs, "fakir"))
	case sultan.StepIncome:
		return tf(lang, "ui.check.income", nounCount(lang, s.Count, "coin"), s.Djinn)
	case sultan.StepPay:
		line := tf(lang, countKey("ui.check.pay", s.Count), s.Count, s.Builders, s.BlueTiles)
		if s.Fakirs > 0 {
			line = tf(lang, "ui.check.pay_fakirs", s.Count, s.Builders, nounCount(lang, s.Fakirs, "fakir"), s.BlueTiles)
		}
		if s.Short() {
			return line + tf(lang, "ui.check.pay_only", s.Paid)
		}
		return line + tf(lang, "ui.check.pay_keep", s.Total)
	case sultan.StepCamel:
		return tf(lang, "ui.check.camel", whereIn(lang, b, s.Place), s.Total)
	case sultan.StepBuy:
		pay := tf(lang, "ui.check.pay_elder_fakir", s.Elders, s.Fakirs)
		if s.Fakirs == 0 {
			pay = tf(lang, "ui.check.pay_elders", s.Elders)
		}
		djinn := tr(lang, "ui.check.leftmost")
		if s.Djinn != sultan.Leftmost {
			djinn = s.Djinn + " (" + djinn + ")"
		}
		return tf(lang, "ui.check.purchase", pay, djinn, s.Total, sultan.LosingDjinns)
	case sultan.StepLoss:
		return tf(lang, "ui.check.yazid_wins", lossWords(lang, s.Loss))
	case sultan.StepGameEnd:
		return tr(lang, "ui.check.game_end")
	}
	return ""
}
