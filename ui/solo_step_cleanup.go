package ui

import (
	"fmt"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// cleanupStep is the clean-up of the round and the end check.
type cleanupStep struct {
	lang string
	// thieves: with the Thieves a Thief is put out.
	thieves bool
	// end: why the game ends now (the engine's Pending), EndNone when the
	// next round comes.
	end sultan.EndReason
	// powers counts the powers usable after the turn's last step.
	powers   int
	warnings []string
	// goods are the goods the turn's sale, still open, can sell (s); ""
	// when there is none.
	goods string
	// advised reminds the powers the advised turn plans after its steps,
	// still to use (advisedTurn.powersAfterTurn); "" for none.
	advised string
}

func (re *roundEnd) view(brief bool) cleanupStep {
	if brief {
		return cleanupStep{lang: re.h.cfg.lang()}
	}
	return cleanupStep{lang: re.h.cfg.lang(), thieves: re.h.cfg.Expansions.Thieves || re.h.g.State().Expansions.Thieves,
		end: re.endsNow(), powers: re.h.pm.powersShown(), warnings: re.h.status.warnings(), goods: re.saleGoods(),
		advised: re.h.pf.powersAfterTurn()}
}

// saleGoods names the goods the turn's sale, still open, can sell: ""
// when no sale is open.
func (re *roundEnd) saleGoods() string {
	if d := re.h.g.Pending(); d.Kind != sultan.DecideCleanUp && d.Kind != sultan.DecideEnd || d.Step != sultan.TurnSale {
		return ""
	}
	o, err := re.h.g.TurnOptions()
	if err != nil || o.Step != sultan.TurnSale || o.Goods.Total() == 0 {
		return ""
	}
	return goodsWords(re.h.cfg.lang(), o.Goods)
}

// goodsWords says the goods cards held, a count a kind in lang: "2 Silk,
// 1 Fish"; "" for none.
func goodsWords(lang string, goods sultan.GoodsHeld) string {
	var held []string
	for _, g := range game.Goods() {
		if goods[g] > 0 {
			held = append(held, fmt.Sprintf("%d %s", goods[g], trOr(lang, "ui.good."+g.String(), g.String())))
		}
	}
	return strings.Join(held, ", ")
}

// itemsWords says the Items held by name, a count before those held
// twice or more, in lang: "2 Jewels, Horn of Plenty", "2 Juwelen,
// Füllhorn"; "" for none.
func itemsWords(lang string, items sultan.ItemsHeld) string {
	var held []string
	for _, it := range game.Items() {
		switch n := items[it]; {
		case n == 1:
			held = append(held, itemWord(lang, it))
		case n > 1:
			held = append(held, fmt.Sprintf("%d %s", n, itemWord(lang, it)))
		}
	}
	return strings.Join(held, ", ")
}

// sell opens the turn's sale from the clean-up: a step of its own, so
// that u goes back to it from the sale played.
func (re *roundEnd) sell(*tcell.EventKey) effect { return markStep(stepPlayer, nil) }

func (s cleanupStep) title(round int) string { return tf(s.lang, "ui.step.cleanup", round) }

func (s cleanupStep) lines(w int) []stepLine {
	t := stepText{lang: s.lang, w: w}
	t.powerHint(s.powers)
	if s.advised != "" {
		t.add(lineHeading, "%s", s.advised)
	}
	if s.end != sultan.EndNone {
		// The game ends in this round: nothing is refilled.
		t.addT(lineNormal, "ui.cleanup.no_refill")
		if s.end == sultan.EndNoMove {
			t.addT(lineBad, "ui.cleanup.end_no_move")
		} else {
			t.addT(lineBad, "ui.cleanup.end")
		}
		s.saleLine(&t)
		return t.out
	}
	t.addT(lineNormal, "ui.cleanup.refill")
	if s.thieves {
		t.addT(lineNormal, "ui.cleanup.thief")
	}
	s.saleLine(&t)
	t.raw(lineHeading, tr(s.lang, "ui.cleanup.keys"))
	t.warn(s.warnings)
	return t.out
}

// saleLine offers the turn's sale, still open: s and the goods held.
func (s cleanupStep) saleLine(t *stepText) {
	if s.goods == "" {
		return
	}
	if line := tf(s.lang, "ui.cleanup.sale", s.goods); textWidth(line) <= t.w {
		t.raw(lineHeading, line)
		return
	}
	t.addT(lineHeading, "ui.cleanup.sale", s.goods)
}
