package ui

import (
	"slices"
	"strconv"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// The prompts of the player's turn after the move: each decision the
// engine waits for (sultan.TurnOptions) is one prompt listing only the
// legal options, a key each. What the rules decide alone the engine has
// already played.

// cardPalette are the resource cards by their key: 1 Fakir, 2 fish ...
// 0 gold (the keys 1-9 then 0).
var cardPalette = []game.Resource{{Fakir: true}, {Good: game.Fish}, {Good: game.Wheat}, {Good: game.Pottery},
	{Good: game.Papyrus}, {Good: game.Silk}, {Good: game.Spice}, {Good: game.Ivory}, {Good: game.Jewels}, {Good: game.Gold}}

// optionKeys are the keys of a list's entries: 1-9, 0, then letters no
// other key of the player's turn takes; never a (the advice, the
// checklist's all).
const optionKeys = "1234567890dfijklnovxz"

// paletteIndex is the card of a key, -1 for none.
func paletteIndex(r rune) int {
	switch {
	case r >= '1' && r <= '9':
		return int(r - '1')
	case r == '0':
		return 9
	}
	return -1
}

// paletteKey is the key of a card.
func paletteKey(c game.Resource) string {
	i := slices.Index(cardPalette, c)
	if i == 9 {
		return "0"
	}
	return strconv.Itoa(i + 1)
}

// promptState is what a prompt has gathered before its event.
type promptState struct {
	at     int // the log length the prompt belongs to
	fakirs int // Builders: the Fakirs added; -1 not asked yet
	djinn  string
	item   string
	cards  []game.Resource
	picks  []int
	text   string   // typed: a Djinn's name, a Whim card's coins
	row    []string // the Djinns typed for the row (solo_rows.go)
	// nameOnly: the name typed is the Djinn taken, the row not entered.
	nameOnly bool
	// shut: Esc closed the row's entry, which opens by itself (rowEntry.open).
	shut bool
	// noMore: Enter alone was pressed once in the row's entry; again, it
	// records the row as typed.
	noMore bool
	// thiefOpen: the entry asks the face-up Thief (solo_thief_row.go);
	// thiefShut: Esc closed it, the Thief row left untracked.
	thiefOpen, thiefShut bool
}

// turnPrompt is the controller of the question the player's turn waits
// for (control, tribe, tile, sale): what it has gathered, and its host
// for the game. An answer leaves the host its effect (out).
type turnPrompt struct {
	promptState
	h   *soloHost
	out effect
}

// flush returns the effect a key left, and forgets it.
func (tp *turnPrompt) flush() effect {
	out := tp.out
	tp.out = none
	return out
}

// answer leaves the host the turn's decision e to record, then to say
// what the turn did.
func (tp *turnPrompt) answer(e sultan.Event) { tp.out = tp.h.pm.turnEvent(e) }

// state is the state of the pending prompt, fresh for each event.
func (tp *turnPrompt) state() *promptState {
	if n := tp.h.g.Len(); tp.at != n {
		tp.promptState = promptState{at: n, fakirs: -1}
	}
	return &tp.promptState
}

// turnOptions are the options of the decision the turn waits for; ok is
// false when there is none (no move yet, or the turn is done).
func (pm *playerMenu) turnOptions() (sultan.TurnOptions, bool) {
	if pm.h.step != stepPlayer {
		return sultan.TurnOptions{}, false
	}
	if _, ok := pm.h.g.Turn(); !ok {
		return sultan.TurnOptions{}, false
	}
	o, err := pm.h.g.TurnOptions()
	if err != nil || o.Step == sultan.TurnMove || o.Step == sultan.TurnDone {
		return sultan.TurnOptions{}, false
	}
	return o, true
}

// victimsByReach are the Assassins' victims, nearest first.
func victimsByReach(o sultan.TurnOptions) []sultan.Victim {
	vs := slices.Clone(o.Victims)
	slices.SortStableFunc(vs, func(a, b sultan.Victim) int { return a.Distance - b.Distance })
	return vs
}

// djinnMatches are the Djinns in play whose names begin with the text
// typed (any Djinn of the expansions the player does not hold).
func (tp *turnPrompt) djinnMatches(text string) []string {
	st := tp.h.g.State()
	var out []string
	for _, d := range game.Djinns() {
		if !st.Expansions.Has(d.Expansion) || st.Player.HasDjinn(d.Name) {
			continue
		}
		if strings.HasPrefix(game.FoldName(d.Name), game.FoldName(text)) {
			out = append(out, d.Name)
		}
	}
	return out
}

// key handles a key of the pending prompt; it reports false for a
// key the prompt does not take (the menu's keys).
func (tp *turnPrompt) key(ev *tcell.EventKey, o sultan.TurnOptions) bool {
	p := tp.state()
	r := rune(0)
	if ev.Key() == tcell.KeyRune {
		r = ev.Rune()
	}
	enter := ev.Key() == tcell.KeyEnter
	back := ev.Key() == tcell.KeyBackspace || ev.Key() == tcell.KeyBackspace2
	skip := r == 's' && o.CanSkip
	switch o.Step {
	case sultan.TurnControl:
		switch {
		case r == 'c' && o.Camel:
			tp.answer(sultan.ControlEvent(false))
		case r == 't' && o.Tent:
			tp.answer(sultan.ControlEvent(true))
		default:
			return false
		}
		return true
	case sultan.TurnSale:
		i := paletteIndex(r)
		switch {
		case i > 0:
			g := cardPalette[i].Good
			sold := tp.goods()
			if sold[g] >= o.Goods[g] {
				tp.h.refuseT("ui.msg.sale_none", cardWord(tp.h.cfg.lang(), game.Resource{Good: g}))
				return true
			}
			p.cards = append(p.cards, cardPalette[i])
		case back && len(p.cards) > 0:
			p.cards = p.cards[:len(p.cards)-1]
		case ev.Key() == tcell.KeyEscape && len(p.cards) > 0:
			p.cards = nil // Esc takes back the goods typed, then the step
		case ev.Key() == tcell.KeyEscape:
			tp.out = tp.h.pm.saleBack()
		case enter && len(p.cards) == 0, r == 's' && len(p.cards) == 0 && tp.h.pf.enters(o):
			tp.out = tp.h.pm.goesOn()
		case enter:
			tp.answer(sultan.SaleEvent(tp.goods()))
		default:
			return false
		}
		return true
	case sultan.TurnTribe:
		return tp.tribeKey(ev, o, p, r, enter, back, skip)
	case sultan.TurnTile:
		return tp.tileKey(ev, o, p, r, enter, back, skip)
	}
	return false
}

// goods are the goods typed for the sale.
func (tp *turnPrompt) goods() sultan.GoodsHeld {
	var g sultan.GoodsHeld
	for _, c := range tp.cards {
		if !c.Fakir {
			g[c.Good]++
		}
	}
	return g
}

// typeCard adds a card of the palette to those typed, up to most.
func (tp *turnPrompt) typeCard(p *promptState, r rune, most int) bool {
	i := paletteIndex(r)
	if i < 0 {
		return false
	}
	if len(p.cards) >= most {
		tp.h.refuseT("ui.msg.cards_most", most)
		return true
	}
	p.cards = append(p.cards, cardPalette[i])
	return true
}

// cardWord names a resource card in lang, as the prompts show it ("fish",
// "Fisch"); cardNames are the names the events record.
func cardWord(lang string, c game.Resource) string {
	return trOr(lang, "ui.card."+c.String(), c.String())
}

// cardWords names the cards in lang, joined by commas.
func cardWords(lang string, cs []game.Resource) string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = cardWord(lang, c)
	}
	return strings.Join(out, ", ")
}

func cardNames(cs []game.Resource) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.String()
	}
	return out
}

// tribeKey handles the tribe action's prompt, by the tribe.
func (tp *turnPrompt) tribeKey(ev *tcell.EventKey, o sultan.TurnOptions, p *promptState, r rune, enter, back, skip bool) bool {
	switch o.Tribe {
	case game.Builder:
		return tp.buildersKey(o, p, r, enter)
	case game.Assassin:
		return tp.assassinsKey(o, p, r, back, skip)
	case game.Merchant:
		return tp.h.rw.merchantsKey(o, p, r, enter, back)
	case game.Artisan:
		return tp.artisansKey(o, r, skip, enter)
	}
	return false
}

// tileKey handles the tile action's prompt, by the action.
func (tp *turnPrompt) tileKey(ev *tcell.EventKey, o sultan.TurnOptions, p *promptState, r rune, enter, back, skip bool) bool {
	if o.ByItself {
		// Past the Thief's moment: the action plays by itself.
		if enter || skip && o.CanSkip {
			tp.answer(sultan.TileActionEvent(sultan.TileChoice{}))
			return true
		}
		return false
	}
	if skip {
		tp.answer(sultan.TileActionEvent(sultan.TileChoice{Skip: true}))
		return true
	}
	pick := strings.IndexRune(optionKeys, r)
	if r == 0 {
		pick = -1
	}
	switch {
	case o.Market != nil && o.Offer != nil:
		return tp.offerKey(o, p, r, pick, back, enter)
	case tp.h.rw.marketBack(o):
		return tp.h.rw.marketBackKey(o, p, r, enter, back)
	case o.Market != nil:
		return tp.marketKey(o, p, r, enter, back)
	case o.Type == game.Workshop:
		return tp.workshopKey(o, p, r, pick, enter)
	case o.Type.IsCity():
		return tp.cityKey(p, r, enter, back)
	case o.Payments != nil || o.Djinns != nil:
		return tp.sacredKey(o, p, r, pick, enter)
	}
	return false
}

// nameKey types the name of the Djinn taken when the row is not tracked.
func (tp *turnPrompt) nameKey(ev *tcell.EventKey) {
	p := tp.state()
	o, ok := tp.h.pm.turnOptions()
	if !ok {
		tp.h.mode = modeMenu
		return
	}
	if p.thiefOpen {
		tp.h.rw.thiefRowKey(ev, p)
		return
	}
	if !p.nameOnly {
		tp.h.rw.djinnRowKey(ev, p)
		return
	}
	switch ev.Key() {
	case tcell.KeyEscape:
		p.text = ""
		tp.h.mode = modeMenu
		tp.h.keysChanged()
	case tcell.KeyBackspace, tcell.KeyBackspace2:
		if p.text != "" {
			r := []rune(p.text)
			p.text = string(r[:len(r)-1])
		}
	case tcell.KeyEnter:
		m := tp.djinnMatches(p.text)
		if len(m) != 1 {
			for _, name := range m {
				if game.FoldName(name) == game.FoldName(p.text) {
					m = []string{name}
				}
			}
		}
		if len(m) != 1 {
			tp.h.refuseT("ui.msg.djinn_which", len(m))
			return
		}
		p.djinn, p.text = m[0], ""
		tp.h.mode = modeMenu
		tp.h.keysChanged()
		if len(o.Payments) < 2 {
			tp.answer(sultan.TileActionEvent(sultan.TileChoice{Djinn: p.djinn}))
		}
	case tcell.KeyRune:
		if len(p.text) < 24 {
			p.text += string(ev.Rune())
		}
	}
}

// turnEvent is the effect that records a decision of the turn and goes
// on.
func (pm *playerMenu) turnEvent(e sultan.Event) effect {
	return play(stepTurn, pm.afterTurnEvent, e)
}

// goesOn ends the turn without a sale: on to what the game waits for
// once the turn is passed (sultan.Decision.Passed), the re-roll after an
// outbid or the clean-up (which tells the end too).
func (pm *playerMenu) goesOn() effect {
	if reRollNext(pm.h.g.Pending()) {
		return markStep(stepRoll, func() { pm.h.sayT("ui.msg.now_reroll") })
	}
	return markStep(stepCleanup, nil)
}

// saleBack is Esc on the sale prompt with nothing typed: back to the
// clean-up the sale was opened from (s), the turn as it stands; an
// advised sale the player's step showed by itself is left for the
// clean-up, where s offers it again. Nothing is undone.
func (pm *playerMenu) saleBack() effect {
	say := func() { pm.h.sayT("ui.msg.sale_back") }
	if pm.h.ui.markedOnly(pm.h.g.Len()) && pm.h.ui.Marks[len(pm.h.ui.Marks)-2].Step == stepCleanup {
		return effect{back: true, done: say}
	}
	e := pm.goesOn()
	if e.step == stepCleanup {
		e.done = say // the re-roll after an outbid says its own
	}
	return e
}

// onSale reports the sale prompt shown, nothing else open over it.
func (pm *playerMenu) onSale() bool {
	o, ok := pm.turnOptions()
	return ok && pm.h.mode == modeMenu && o.Step == sultan.TurnSale
}

// stepName names a step of the player's turn in lang.
func stepName(lang string, s sultan.TurnStep) string {
	return trOr(lang, "ui.turnstep."+strings.ReplaceAll(s.String(), " ", "_"), s.String())
}
