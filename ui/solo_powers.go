package ui

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
)

// The power prompt: p in the player's turn lists the Djinn powers and
// Magic Items usable now (sultan.PowerOptions), a key each; then, one at
// a time, only what the chosen power still needs: how to pay (when more
// than one way is affordable), its tile (row and column, among the legal
// tiles listed; by itself when only one is legal), the Talisman's
// destination, and what the player alone knows (the meeples drawn, the
// Djinn, Item or card drawn, the meeples moved, the row refilled, the
// Flying Carpet's move), typed. A power that places a Camel (Leta, Utug,
// Kohdiah) asks Camel or Tent when both are left (sultan.PowerOption.Tent).

// powerEntry is what the power prompt has gathered.
type powerEntry struct {
	sel    int // the option chosen, -1 none
	pay    sultan.Payment
	at, to *game.Place
	digits string // a tile's row and column typed
	text   string // typed: meeples, a name, a card, the row
	placed string // "camel" or "tent": what Leta, Utug or Kohdiah places; "" not asked
}

// powerPrompt is the controller of the power prompt: what it has
// gathered, and its host for the game. A key that plays the power leaves
// the host its effect (out).
type powerPrompt struct {
	powerEntry
	h   *soloHost
	out effect
}

// handle takes a key of the prompt and returns what the host carries out.
func (pw *powerPrompt) handle(ev *tcell.EventKey) effect {
	pw.key(ev)
	out := pw.out
	pw.out = none
	return out
}

// list is what the prompt lists: the powers usable now, then, at a
// Sacred Place with Thieves, the Thieves to buy instead of a Djinn
// (Buy set, paid as the Djinn).
func (pw *powerPrompt) list() []powerChoice {
	var out []powerChoice
	for _, o := range pw.h.g.PowerOptions() {
		out = append(out, powerChoice{PowerOption: o})
	}
	if buy := pw.h.g.ThievesToBuy(); buy != nil {
		o, _ := pw.h.g.TurnOptions()
		for _, name := range buy {
			out = append(out, powerChoice{PowerOption: sultan.PowerOption{Power: name, Name: name, Payments: o.Payments}, Buy: true})
		}
	}
	return out
}

// powerChoice is an entry of the power prompt.
type powerChoice struct {
	sultan.PowerOption
	Buy bool // a Thief bought at the Sacred Place
}

// start opens the power prompt, or says why not.
func (pw *powerPrompt) start() {
	if len(pw.list()) == 0 {
		if why := pw.blocks(); why != "" {
			pw.h.refuseT("ui.power.none_why", why)
			return
		}
		pw.h.refuseT("ui.power.none")
		return
	}
	pw.powerEntry = powerEntry{sel: -1}
	pw.h.mode = modePower
	pw.h.keysChanged()
}

// startCarpet opens the power prompt on the Flying Carpet with move m
// typed (an advised Carpet move), or says why it cannot.
func (pw *powerPrompt) startCarpet(m game.Move) {
	pw.start()
	if pw.h.mode != modePower {
		return
	}
	for i, o := range pw.list() {
		if o.Power == game.FlyingCarpet.Key() && !o.Buy {
			pw.sel, pw.text = i, moveBrief(pw.h.cfg.lang(), m)
		}
	}
}

// option is the option chosen, if any.
func (pw *powerPrompt) option() (powerChoice, bool) {
	opts := pw.list()
	if pw.sel < 0 || pw.sel >= len(opts) {
		return powerChoice{}, false
	}
	return opts[pw.sel], true
}

// stage is what the chosen power waits for: "pay", "at", "tent",
// "to", "text" or "" (nothing: it is played).
func (pw *powerPrompt) stage(o powerChoice) string {
	switch {
	case pw.pay == "" && len(o.Payments) > 1:
		return "pay"
	case o.Tiles != nil && pw.at == nil:
		return "at"
	case o.Tent && pw.placed == "":
		return "tent"
	case o.To && pw.to == nil:
		return "to"
	case o.Meeples || o.Djinn || o.ItemName || o.Card || o.From || o.Row || o.Move:
		return "text"
	}
	return ""
}

// key handles a key of the power prompt.
func (pw *powerPrompt) key(ev *tcell.EventKey) {
	if ev.Key() == tcell.KeyEscape {
		pw.h.mode = modeMenu
		pw.h.keysChanged()
		return
	}
	r := rune(0)
	if ev.Key() == tcell.KeyRune {
		r = ev.Rune()
	}
	back := ev.Key() == tcell.KeyBackspace || ev.Key() == tcell.KeyBackspace2
	o, chosen := pw.option()
	if !chosen {
		opts := pw.list()
		i := strings.IndexRune(optionKeys, r)
		switch {
		case r == 0:
		case i < 0 || i >= len(opts):
			pw.h.refuseT("ui.msg.not_listed", r)
		default:
			pw.sel = i
			pw.goesOn()
		}
		return
	}
	switch pw.stage(o) {
	case "pay":
		i := strings.IndexRune(optionKeys, r)
		if i < 0 || i >= len(o.Payments) {
			if r != 0 {
				pw.h.refuseT("ui.msg.not_listed", r)
			}
			return
		}
		pw.pay = o.Payments[i]
		pw.goesOn()
	case "tent":
		switch unicode.ToLower(r) {
		case 'c':
			pw.placed = "camel"
		case 't':
			pw.placed = "tent"
		case 0:
			return
		default:
			pw.h.refuseT("ui.msg.not_listed", r)
			return
		}
		pw.goesOn()
	case "at", "to":
		switch {
		case back && pw.digits != "":
			pw.digits = pw.digits[:len(pw.digits)-1]
		case r >= '1' && r <= '9':
			pw.digits += string(r)
			if len(pw.digits) < 2 {
				return
			}
			p := tileOf(pw.digits)
			pw.digits = ""
			if pw.stage(o) == "at" {
				if !containsPlace(o.Tiles, p) {
					pw.h.refuseT("ui.power.not_tile", whereIn(pw.h.cfg.lang(), pw.h.g.Board(), p))
					return
				}
				pw.at = &p
			} else {
				pw.to = &p
			}
			pw.goesOn()
		case r != 0:
			pw.h.refuseT("ui.power.type_tile")
		}
	case "text":
		switch {
		case back && pw.text != "":
			rs := []rune(pw.text)
			pw.text = string(rs[:len(rs)-1])
		case ev.Key() == tcell.KeyCtrlU:
			pw.text = ""
		case ev.Key() == tcell.KeyEnter:
			pw.use(o)
		case o.Meeples && r != 0 && r != ' ' && r != ',' && !strings.ContainsRune("YWGBRPywgbrp", r):
			pw.h.refuseT("ui.power.meeple_letter", string(r))
		case o.Meeples && r != 0 && o.Count > 0 && meepleLetters(pw.text) >= o.Count && r != ' ' && r != ',':
			pw.h.refuseT("ui.power.meeples_full", o.Count)
		case r != 0 && len(pw.text) < 120:
			pw.text += string(r)
		}
	}
}

// meepleLetters counts the meeples typed in a power's text: its letters,
// spaces and commas left out.
func meepleLetters(text string) int {
	n := 0
	for _, r := range text {
		if r != ' ' && r != ',' {
			n++
		}
	}
	return n
}

// goesOn fills in what only one answer fits, and plays the power
// once nothing is left to ask.
func (pw *powerPrompt) goesOn() {
	o, ok := pw.option()
	if !ok {
		return
	}
	if pw.pay == "" && len(o.Payments) == 1 {
		pw.pay = o.Payments[0]
	}
	if pw.at == nil && len(o.Tiles) == 1 {
		p := o.Tiles[0]
		pw.at = &p
	}
	if pw.stage(o) == "" {
		pw.use(o)
		return
	}
	pw.h.keysChanged()
}

// use sends the power with what was gathered; a refusal keeps the
// prompt open with the reason.
func (pw *powerPrompt) use(o powerChoice) {
	if o.Buy {
		pay := pw.pay
		pw.powerEntry = powerEntry{sel: -1}
		pw.h.mode = modeMenu
		pw.h.keysChanged()
		pw.out = play(stepTurn, pw.h.pm.afterTurnEvent, sultan.TileActionEvent(sultan.TileChoice{Djinn: o.Power, Pay: pay}))
		return
	}
	u := sultan.PowerUse{Power: o.Power, Pay: pw.pay, At: pw.at, To: pw.to, Tent: pw.placed == "tent"}
	text := strings.TrimSpace(pw.text)
	switch {
	case o.Meeples && o.Count > 0 && meepleLetters(text) != o.Count:
		// Said in the player's words before the rules refuse it.
		pw.h.refuseT(countKey("ui.power.meeples_count", o.Count), o.Count, meepleLetters(text))
		return
	case o.Meeples:
		u.Meeples = strings.ToUpper(text)
	case o.Djinn:
		u.Djinn = text
	case o.ItemName:
		u.Item = itemKeyOf(pw.h.cfg.lang(), text)
		if _, err := game.ParseItem(u.Item); err != nil && text != "" {
			pw.h.refuse("%s", unknownNameWords(pw.h.cfg.lang(), text, true))
			return
		}
	case o.Card:
		u.Card = cardKeyOf(pw.h.cfg.lang(), text)
		if _, err := game.ParseResource(u.Card); err != nil {
			pw.h.refuse("%s", unknownNameWords(pw.h.cfg.lang(), text, false))
			return
		}
	case o.Move && text != "":
		m, err := game.ParseMove(moveTextOf(pw.h.cfg.lang(), text))
		if err != nil {
			// The rules' refusal, as when the text reached them.
			pw.h.refuse("%s", errLine(pw.h.cfg.lang(), pw.h.g.RefuseUnreadMove(sultan.PowerEvent(u), err)))
			return
		}
		u.Move = &m
	case o.Row:
		u.Row = strings.FieldsFunc(text, func(r rune) bool { return r == ',' || unicode.IsSpace(r) })
		for i, c := range u.Row {
			u.Row[i] = cardKeyOf(pw.h.cfg.lang(), c)
			if _, err := game.ParseResource(u.Row[i]); err != nil {
				pw.h.refuse("%s", unknownNameWords(pw.h.cfg.lang(), c, false))
				return
			}
		}
	case o.From:
		from, err := parseFrom(text)
		if err != nil {
			pw.h.refuse("%s", err)
			return
		}
		u.From = from
	}
	pw.out = play(stepPlayer, func() {
		pw.h.mode = modeMenu
		pw.powerEntry = powerEntry{sel: -1}
		pw.h.keysChanged()
		pw.h.pm.afterTurnEvent()
		pw.h.msg = tf(pw.h.cfg.lang(), "ui.power.used", powerWord(pw.h.cfg.lang(), o.Name)) + " " + pw.h.msg
	}, sultan.PowerEvent(u))
}

// parseFrom reads the meeples the Flute moves: a tile's row and column
// and the meeple's letter each, "41W 52G" (r, c and commas ignored).
func parseFrom(s string) ([]sultan.Kill, error) {
	var out []sultan.Kill
	var digits []int
	for _, r := range strings.ToUpper(s) {
		switch {
		case r == ' ' || r == ',':
		case r >= '1' && r <= '9':
			digits = append(digits, int(r-'0'))
		case unicode.IsLetter(r) && len(digits) == 2:
			out = append(out, sultan.Kill{Place: game.Place{Row: digits[0], Col: digits[1]}, Meeple: string(r)})
			digits = digits[:0]
		default:
			return nil, fmt.Errorf("ui: type each meeple as its tile's row and column and its letter (41W 52G)")
		}
	}
	if len(digits) > 0 || len(out) == 0 {
		return nil, fmt.Errorf("ui: type each meeple as its tile's row and column and its letter (41W 52G)")
	}
	return out, nil
}

// lines are the lines of the power prompt.
func (pw *powerPrompt) lines(w int) []soloLine {
	l := pw.h.cfg.lang()
	b := pw.h.g.Board()
	n, hd, dim := pw.h.ink.normal, pw.h.ink.heading, pw.h.ink.dim
	tent := pw.h.g.State().Expansions.Artisans
	var out []soloLine
	add := func(st tcell.Style, key string, a ...any) {
		for _, line := range wrapWords(tf(l, key, a...), w) {
			out = append(out, soloLine{line, st})
		}
	}
	list := func(items []string) {
		for _, line := range wrapWords(strings.Join(items, "  "), w) {
			out = append(out, soloLine{line, n})
		}
	}
	o, chosen := pw.option()
	if !chosen {
		add(hd, "ui.power.list")
		buy := false
		for i, op := range pw.list() {
			if i >= len(optionKeys) {
				break // 21 keys: more than a player ever holds
			}
			cost := tr(l, "ui.power.item")
			switch {
			case op.Buy:
				cost = tr(l, "ui.power.as_djinn")
			case len(op.Payments) == 0 && !op.Item:
				cost = tr(l, "ui.power.free")
			case !op.Item:
				var ps []string
				for _, p := range op.Payments {
					ps = append(ps, printerOf(l).Payment(p))
				}
				cost = strings.Join(ps, " / ")
			}
			add(n, "ui.power.entry", string(optionKeys[i]), powerName(l, op), cost, powerEffect(l, op, tent))
			buy = buy || op.Buy
		}
		if buy {
			add(n, "ui.power.buy_note")
		}
		add(dim, "ui.power.keys")
		return out
	}
	add(hd, "ui.power.chosen", powerName(l, o), powerEffect(l, o, tent))
	if what := pw.h.pf.powerAdvised(o.Power); what != "" && !o.Buy {
		add(hd, "ui.power.advised", what) // the advised turn's use, typed by the player
	}
	switch pw.stage(o) {
	case "pay":
		var items []string
		for i, p := range o.Payments {
			items = append(items, string(optionKeys[i])+" "+printerOf(l).Payment(p))
		}
		add(n, "ui.power.pay")
		list(items)
	case "tent":
		if pw.at != nil {
			add(n, "ui.power.on", whereIn(l, b, *pw.at))
		}
		add(n, "ui.power.camel_or_tent")
		list([]string{tf(l, "ui.prompt.camel", pw.h.g.Player().Camels), tr(l, "ui.prompt.tent")})
	case "at", "to":
		if pw.stage(o) == "at" {
			var items []string
			for _, p := range o.Tiles {
				items = append(items, placeBrief(l, p))
			}
			add(n, "ui.power.tiles")
			list(items)
			add(n, "ui.power.tile", tileTyped(l, b, pw.digits))
		} else {
			key := "ui.power.to"
			if o.Power == "Shaum" {
				key = "ui.power.to_own"
			}
			add(n, key, tileTyped(l, b, pw.digits))
		}
	case "text":
		if pw.at != nil {
			add(n, "ui.power.on", whereIn(l, b, *pw.at))
		}
		if k := powerTextKey(o); k == "meeples" {
			add(n, "ui.power.text.meeples", o.Count)
		} else {
			add(n, "ui.power.text."+k)
		}
		add(hd, "ui.prompt.typed", pw.text)
	}
	add(dim, "ui.power.keys")
	return out
}

// powerTextKey names what the power's text is.
func powerTextKey(o powerChoice) string {
	switch {
	case o.Meeples:
		return "meeples"
	case o.Djinn:
		return "djinn"
	case o.ItemName && o.Power == "Kandicha":
		return "item_pile"
	case o.ItemName:
		return "item"
	case o.Card:
		return "card"
	case o.From:
		return "from"
	case o.Move:
		return "move"
	}
	return "row"
}

// powerName names an entry of the power prompt, in lang: a Thief to buy
// as the one the player takes, since which lies face up is the table's
// alone.
func powerName(lang string, o powerChoice) string {
	if o.Buy {
		return tf(lang, "ui.power.thief_taken", o.Name)
	}
	return powerWord(lang, o.Name)
}

// powerEffect says what a power does, in lang (the cheat sheet). With
// the Tent in play (Artisans) a power that places a Camel says the Tent
// may go instead (its ".tent" words: the Artisans text, a Tent is a
// Camel for every rule).
func powerEffect(lang string, o powerChoice, tent bool) string {
	if o.Buy {
		return tr(lang, "ui.power.effect.buy_thief")
	}
	key := "ui.power.effect." + strings.ToLower(strings.NewReplacer("-", "_", " ", "_", "'", "").Replace(o.Power))
	if tent {
		if w := trOr(lang, key+".tent", ""); w != "" {
			return w
		}
	}
	return trOr(lang, key, "")
}

// hint is the line saying p opens the powers, when any is usable.
func (pw *powerPrompt) hint(w int) []soloLine {
	n := len(pw.list())
	if pw.h.mode != modeMenu || n == 0 {
		return nil
	}
	var out []soloLine
	for _, line := range wrapWords(tf(pw.h.cfg.lang(), "ui.power.hint", n), w) {
		out = append(out, soloLine{line, pw.h.ink.normal})
	}
	return out
}

// blocks says why each power held cannot be used now
// (sultan.PowerBlocks), "" when none is held.
func (pw *powerPrompt) blocks() string {
	l := pw.h.cfg.lang()
	pr, p := printerOf(l), pw.h.g.Player()
	var out []string
	for _, b := range pw.h.g.PowerBlocks() {
		switch b.Why {
		case sultan.BlockPay:
			cost := pr.Payment(b.Pays[0])
			for _, pay := range b.Pays[1:] {
				cost = tf(l, "ui.power.why.or", cost, pr.Payment(pay))
			}
			out = append(out, tf(l, "ui.power.why.pay", b.Name, cost, p.Elders, p.Fakirs))
		case sultan.BlockUsed:
			out = append(out, tf(l, "ui.power.why.used", powerWord(l, b.Name)))
		case sultan.BlockItem:
			out = append(out, tf(l, "ui.power.why.item", powerWord(l, b.Name)))
		case sultan.BlockNothing:
			out = append(out, tf(l, "ui.power.why.nothing", powerWord(l, b.Name)))
		default:
			out = append(out, tf(l, "ui.power.why.time", powerWord(l, b.Name)))
		}
	}
	return strings.Join(out, "; ")
}
