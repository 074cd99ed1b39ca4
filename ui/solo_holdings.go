package ui

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// holdingsForm is the form of what the player gained or spent: counts
// first ("+3", "-2"), then Djinns, goods and items by name.
type holdingsForm struct {
	row    int
	fields [12]string
}

// The lines of the holdings form: counts first, then names.
var holdingsLabels = [12]string{"Coins", "Viziers", "Elders", "Fakirs", "Artisans", "Camels", "Djinn +", "Djinn -", "Goods +", "Goods -", "Items +", "Items -"}

// holdingsCounts are the lines of counts of the form.
const holdingsCounts = 6

// key edits the form.
func (f *holdingsForm) key(ev *tcell.EventKey) formAction {
	return editField(ev, &f.row, f.fields[:], 24, f.row < holdingsCounts)
}

// label names line i in lang.
func (f *holdingsForm) label(lang string, i int) string {
	return formLabel(lang, "ui.holdings.", holdingsLabels[i])
}

// change reads the counts and the Djinns of the form against have, the
// player's coins, Viziers, Elders, Fakirs, Artisans and camels; a line
// that is no number, gives more than the player has or names no Djinn is
// refused in lang and becomes the line typed.
func (f *holdingsForm) change(lang string, have [holdingsCounts]int) (sultan.PlayerChange, error) {
	var c sultan.PlayerChange
	dst := []*int{&c.Coins, &c.Viziers, &c.Elders, &c.Fakirs, &c.Artisans, &c.Camels}
	for i := 0; i < holdingsCounts; i++ {
		s := strings.TrimSpace(f.fields[i])
		if s == "" {
			continue
		}
		n, err := strconv.Atoi(strings.TrimPrefix(s, "+"))
		if err != nil {
			f.row = i
			return c, errors.New(tf(lang, "ui.hold.not_number", f.label(lang, i), s))
		}
		if have[i]+n < 0 {
			f.row = i
			return c, errors.New(tf(lang, "ui.hold.cant_give", f.label(lang, i), have[i], -n))
		}
		*dst[i] = n
	}
	for i, list := range []*[]string{&c.GainDjinns, &c.LoseDjinns} {
		s := strings.TrimSpace(f.fields[6+i])
		if s == "" {
			continue
		}
		for _, name := range strings.Split(s, ",") { // names with commas, as the keys line says
			name = strings.TrimSpace(name)
			if name == "" {
				continue
			}
			d, ok := game.LookupDjinn(name)
			if !ok {
				f.row = 6 + i
				msg := tf(lang, "ui.hold.no_djinn", f.label(lang, 6+i), name)
				if sug := game.SuggestDjinn(name); sug != "" {
					msg += " " + tf(lang, "ui.final.did_you_mean", sug)
				}
				return c, fmt.Errorf("%s", msg)
			}
			*list = append(*list, d.Name)
		}
	}
	return c, nil
}

// cards reads the goods and items lines of the form into c, against the
// cards held (have); items only with Artisans. Impossible counts are
// refused in lang with the reason, and their line becomes the line typed.
func (f *holdingsForm) cards(lang string, have cardTally, artisans bool, c *sultan.PlayerChange) error {
	for i, line := range []int{8, 9, 10, 11} {
		item := i >= 2
		m, err := parseCards(lang, f.label(lang, line), f.fields[line], item)
		if err != nil {
			f.row = line
			return err
		}
		if item && slices.ContainsFunc(m, func(n int) bool { return n != 0 }) && !artisans {
			f.row = line
			return errors.New(tf(lang, "ui.hold.items_artisans", f.label(lang, line)))
		}
		sign := 1
		if i%2 == 1 {
			sign = -1
		}
		for k, n := range m {
			if n == 0 {
				continue
			}
			if item {
				it := game.Item(k)
				c.Items[k] += sign * n
				switch now := have.Items[k] + c.Items[k]; sultan.ItemLimit(it, now) {
				case sultan.CardsNegative:
					f.row = line
					return errors.New(tf(lang, "ui.hold.cant_give_of", f.label(lang, line), now+n, itemWord(lang, it), n))
				case sultan.CardsBeyondBox:
					f.row = line
					return errors.New(tf(lang, "ui.hold.box_holds", f.label(lang, line), now, itemWord(lang, it), it.Count()))
				}
				continue
			}
			g := game.Good(k)
			c.Goods[k] += sign * n
			switch now := have.Goods[k] + c.Goods[k]; sultan.GoodLimit(g, now) {
			case sultan.CardsNegative:
				f.row = line
				return errors.New(tf(lang, "ui.hold.cant_give_of", f.label(lang, line), now+n, goodWord(lang, g), n))
			case sultan.CardsBeyondBox:
				f.row = line
				return errors.New(tf(lang, "ui.hold.deck_holds", f.label(lang, line), now, goodWord(lang, g), g.Count()))
			}
		}
	}
	return nil
}

// salePays is what the goods on the form's sold line pay, named in lang
// or English: their suits of
// different goods, by the suit table (scoring.SaleCoins); 0 for a line
// that does not read.
func (f *holdingsForm) salePays(lang string) int {
	m, err := parseCards(lang, holdingsLabels[9], f.fields[9], false)
	if err != nil {
		return 0
	}
	var sold [game.NumGoods]int
	copy(sold[:], m)
	return scoring.SaleCoins(sold)
}

// lines are the form in three columns, what the player has beside each
// line (have, as shown) and the line typed whole when its cell is too
// narrow for it.
func (f holdingsForm) lines(lang string, have [12]string, w int) []stepLine {
	lw := formLabelWidth(lang, "ui.holdings.", holdingsLabels[:], 8)
	col := w / 3
	var out []stepLine
	for i := 0; i < 4; i++ {
		var b strings.Builder
		for j := 0; j < 3; j++ {
			k := i + 4*j
			mark := "  "
			if k == f.row {
				mark = "> "
			}
			cell := fmt.Sprintf("%s%-*s%3s %s", mark, lw, f.label(lang, k), have[k], f.fields[k])
			if k == f.row {
				cell += "_"
			}
			b.WriteString(elide(cell, col))
		}
		out = append(out, stepLine{b.String(), lineNormal})
	}
	// The field being typed, whole: a cell shows its start only.
	if typed := f.fields[f.row]; textWidth(typed) > col-lw-8 {
		for _, line := range wrapWords(f.label(lang, f.row)+": "+typed+"_", w) {
			out = append(out, stepLine{line, lineHeading})
		}
	}
	for _, line := range wrapWords(tr(lang, "ui.holdings.keys"), w) {
		out = append(out, stepLine{line, lineDim})
	}
	return out
}

// holdingsPanel is the controller of the holdings form: what the
// player gained or spent, typed, applied as one change.
type holdingsPanel struct {
	form holdingsForm
	h    *soloHost
}

// start opens the holdings form.
func (hp *holdingsPanel) start() {
	hp.h.mode = modeHoldings
	hp.form = holdingsForm{}
	hp.h.sayT("ui.msg.holdings_start")
	hp.h.keysChanged()
}

// holdingsKey edits the form; Enter plays what it says.
func (hp *holdingsPanel) key(ev *tcell.EventKey) effect {
	switch hp.form.key(ev) {
	case formCancel:
		hp.h.closeForm()
	case formNotCount:
		hp.h.refuseT("ui.msg.a_count")
	case formSubmit:
		p := hp.h.g.Player()
		c, err := hp.form.change(hp.h.cfg.lang(), [holdingsCounts]int{p.Coins, p.Viziers, p.Elders, p.Fakirs, p.Artisans, p.Camels})
		if err != nil {
			hp.h.refuse("%v", err)
			return none
		}
		old := hp.h.ui.Cards
		if err := hp.form.cards(hp.h.cfg.lang(), hp.h.cards(), hp.h.g.State().Expansions.Artisans, &c); err != nil {
			hp.h.refuse("%v", err)
			return none
		}
		hp.oldTallyFirst(&c)
		// Goods sold pay their suits in coins (reference section 11,
		// step 5); the form has checked the line.
		pay := hp.form.salePays(hp.h.cfg.lang())
		c.Coins += pay
		noChange := c.Coins == 0 && c.Viziers == 0 && c.Elders == 0 && c.Fakirs == 0 && c.Artisans == 0 && c.Camels == 0 &&
			len(c.GainDjinns) == 0 && len(c.LoseDjinns) == 0 && c.Goods == (sultan.GoodsHeld{}) && c.Items == (sultan.ItemsHeld{})
		if noChange && hp.h.ui.Cards == old {
			hp.h.closeForm()
			return none
		}
		have := func() {
			p, cards := hp.h.g.Player(), hp.h.cards()
			if pay > 0 {
				hp.h.sayT("ui.msg.sale_have", pay, p.Coins, p.Viziers, p.Elders, p.Fakirs, len(p.Djinns), cards.goodsTotal())
				return
			}
			hp.h.sayT("ui.msg.you_have", p.Coins, p.Viziers, p.Elders, p.Fakirs, len(p.Djinns), cards.goodsTotal())
		}
		if noChange {
			return markStep(stepPlayer, have)
		}
		e := play(stepPlayer, have, sultan.PlayerEvent(c))
		e.refused = func() { hp.h.ui.Cards = old }
		return e
	}
	return none
}

// oldTallyFirst gives back what an older save kept beside the game
// (soloUI.Cards) first, so the engine never goes below none.
func (hp *holdingsPanel) oldTallyFirst(c *sultan.PlayerChange) {
	for k := range c.Goods {
		if p := hp.h.g.Player().Goods[k]; p+c.Goods[k] < 0 {
			hp.h.ui.Cards.Goods[k] += p + c.Goods[k]
			c.Goods[k] = -p
		}
	}
	for k := range c.Items {
		if p := hp.h.g.Player().Items[k]; p+c.Items[k] < 0 {
			hp.h.ui.Cards.Items[k] += p + c.Items[k]
			c.Items[k] = -p
		}
	}
}

// holdingsLines draw the form with what the player has.
func (hp *holdingsPanel) lines(w int) []soloLine {
	p, cards := hp.h.g.Player(), hp.h.cards()
	have := [12]string{fmt.Sprint(p.Coins), fmt.Sprint(p.Viziers), fmt.Sprint(p.Elders), fmt.Sprint(p.Fakirs), fmt.Sprint(p.Artisans), fmt.Sprint(p.Camels),
		fmt.Sprint(len(p.Djinns)), "", fmt.Sprint(cards.goodsTotal()), "", fmt.Sprint(cards.itemsTotal()), ""}
	return styled(hp.h.ink, hp.form.lines(hp.h.cfg.lang(), have, w))
}
