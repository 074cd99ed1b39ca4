package ui

import (
	"fmt"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/scoring"
	"github.com/rivo/tview"
)

// ResultViewOptions configures a ResultView.
type ResultViewOptions struct {
	// Language is "en" or "de", for the category names.
	Language string
	// Colour turns colours on; everything also reads without them.
	Colour bool
	// OnPDF writes the filled score sheet and says where; nil hides the key.
	OnPDF func() (string, error)
	// OnSave stores the game in the history; nil hides the key.
	OnSave func() error
	// OnClose leaves the screen.
	OnClose func()
	// Advised: the solo game was played with naqala's advice.
	Advised bool
	// Link is the game's BG Stats push-play link, shown as a QR code on
	// b; "" hides the key.
	Link string
}

// ResultView shows a finished game's score: the VP of every category for
// every player, the totals, ranks and winners and, for a game against
// Yazid, survival, the reason of a loss and the title.
type ResultView struct {
	*tview.Box
	game   scoring.Game
	result scoring.Result
	opt    ResultViewOptions
	ink    inks
	saved  bool
	msg    string
	msgErr bool
	// showLink: the screen shows the link's QR code instead of the score.
	showLink bool
}

// NewResultView returns the result screen of g scored as r.
func NewResultView(g scoring.Game, r scoring.Result, o ResultViewOptions) *ResultView {
	return &ResultView{Box: tview.NewBox(), game: g, result: r, opt: o, ink: newInks(o.Colour)}
}

// Keys lists the result screen's keys for the help overlay.
func (v *ResultView) Keys() []KeyHelp {
	var out []KeyHelp
	l := v.opt.Language
	if v.opt.OnPDF != nil {
		out = append(out, KeyHelp{"p", tr(l, "ui.key.pdf")})
	}
	if v.opt.OnSave != nil {
		out = append(out, KeyHelp{"s", tr(l, "ui.key.save_history")})
	}
	if v.opt.Link != "" {
		out = append(out, KeyHelp{"b", tr(l, "ui.key.bgstats")})
	}
	return append(out, KeyHelp{"Esc q", tr(l, "ui.key.back")})
}

// Message is the last message shown.
func (v *ResultView) Message() string { return v.msg }

// InputHandler handles p (PDF), s (save), b (the BG Stats link and back)
// and Esc/q (back).
func (v *ResultView) InputHandler() func(event *tcell.EventKey, setFocus func(p tview.Primitive)) {
	handle := func(ev *tcell.EventKey, setFocus func(p tview.Primitive)) {
		switch {
		case ev.Key() == tcell.KeyRune && ev.Rune() == 'b' && v.opt.Link != "":
			v.showLink = !v.showLink
		case v.showLink && (ev.Key() == tcell.KeyEscape || (ev.Key() == tcell.KeyRune && ev.Rune() == 'q')):
			v.showLink = false
		case ev.Key() == tcell.KeyEscape || (ev.Key() == tcell.KeyRune && ev.Rune() == 'q'):
			if v.opt.OnClose != nil {
				v.opt.OnClose()
			}
		case ev.Key() == tcell.KeyRune && ev.Rune() == 'p' && v.opt.OnPDF != nil:
			path, err := v.opt.OnPDF()
			if err != nil {
				v.msg, v.msgErr = tf(v.opt.Language, "ui.result.pdf_failed", err), true
				return
			}
			v.msg, v.msgErr = tf(v.opt.Language, "ui.result.pdf_written", path), false
		case ev.Key() == tcell.KeyRune && ev.Rune() == 's' && v.opt.OnSave != nil:
			if v.saved {
				v.msg, v.msgErr = tr(v.opt.Language, "ui.result.already_saved"), false
				return
			}
			if err := v.opt.OnSave(); err != nil {
				v.msg, v.msgErr = tf(v.opt.Language, "ui.msg.not_saved", err), true
				return
			}
			v.saved = true
			v.msg, v.msgErr = tr(v.opt.Language, "ui.result.saved"), false
		}
	}
	return v.WrapInputHandler(func(ev *tcell.EventKey, setFocus func(p tview.Primitive)) {
		for _, k := range splitAlt(ev) {
			handle(k, setFocus)
		}
	})
}

// rows lists the categories the result shows: those of the expansions in
// play and any other that scored.
func (v *ResultView) rows() []scoring.Category {
	return scoring.RowsInPlay(v.game.Expansions, v.result.Players)
}

// Draw draws the breakdown.
func (v *ResultView) Draw(screen tcell.Screen) {
	x, y, w, h := v.GetInnerRect()
	fill(screen, x, y, w, h, v.ink.normal)
	if w < 30 || h < 8 {
		put(screen, x, y, w, tr(v.opt.Language, "ui.too_small"), v.ink.err)
		return
	}
	if v.showLink {
		v.drawLink(screen, x, y, w, h)
		return
	}
	solo := v.result.Solo != nil
	l := v.opt.Language
	title := tf(l, "ui.result.title", len(v.result.Players), expansionWords(l, v.game.Expansions))
	if solo {
		title = tf(l, "ui.result.title_solo", expansionWords(l, v.game.Expansions))
		if v.game.Solo != nil && v.game.Solo.Hard {
			title += ", " + tr(l, "ui.hard")
		}
	}
	put(screen, x, y, w, title, v.ink.heading)
	n := max(len(v.result.Players), 1)
	cw := min(gridCellWidth, (w-gridLabelWidth)/n)
	line := y + 2
	for i, p := range v.result.Players {
		name := p.Name
		if solo {
			name = printerOf(l).SoloPlayerName(name)
		}
		put(screen, x+gridLabelWidth+i*cw, line, cw-1, fmt.Sprintf("%*s", cw-1, cutTo(name, cw-1)), v.ink.heading)
	}
	line++
	for _, c := range v.rows() {
		if line >= y+h-6 {
			break
		}
		put(screen, x, line, gridLabelWidth, categoryLabel(v.opt.Language, c, v.game.Expansions), v.ink.normal)
		for i, p := range v.result.Players {
			put(screen, x+gridLabelWidth+i*cw, line, cw-1, fmt.Sprintf("%*d", cw-1, p.Categories[c]), v.ink.normal)
		}
		line++
	}
	put(screen, x, line, gridLabelWidth, categoryLabel(v.opt.Language, -1, v.game.Expansions), v.ink.heading)
	for i, p := range v.result.Players {
		put(screen, x+gridLabelWidth+i*cw, line, cw-1, fmt.Sprintf("%*d", cw-1, p.Total), v.ink.heading)
	}
	line++
	if !solo {
		put(screen, x, line, gridLabelWidth, tr(v.opt.Language, "rank"), v.ink.normal)
		for i, p := range v.result.Players {
			put(screen, x+gridLabelWidth+i*cw, line, cw-1, fmt.Sprintf("%*s", cw-1, ordinal(v.opt.Language, p.Rank)), v.ink.normal)
		}
		line++
	}
	line++
	// The message (a PDF's path can be long) wraps onto up to 4 lines
	// above the keys; the verdict stops above it.
	style, text := v.ink.normal, v.msg
	if v.msgErr {
		style, text = v.ink.err, "! "+v.msg
	}
	msg := wrapWords(text, w)
	if len(msg) > 4 {
		msg = msg[:4]
	}
	msgTop := y + h - 1 - max(len(msg), 1)
	for _, l := range v.verdict() {
		for _, wl := range wrapWords(l.text, w) {
			if line < msgTop {
				put(screen, x, line, w, wl, l.style)
				line++
			}
		}
	}
	for i, ml := range msg {
		put(screen, x, msgTop+i, w, ml, style)
	}
	var keys []string
	if v.opt.OnPDF != nil {
		keys = append(keys, tr(l, "ui.result.keys_pdf"))
	}
	if v.opt.OnSave != nil {
		keys = append(keys, tr(l, "ui.result.keys_save"))
	}
	if v.opt.Link != "" {
		keys = append(keys, tr(l, "ui.result.keys_qr"))
	}
	keys = append(keys, tr(l, "ui.result.keys_back"), tr(l, "ui.result.keys_help"))
	put(screen, x, y+h-1, w, strings.Join(keys, "  "), v.ink.dim)
}

// drawLink draws the BG Stats link as a QR code between a title and the
// keys, or, when the code does not fit, says so and shows the link.
func (v *ResultView) drawLink(screen tcell.Screen, x, y, w, h int) {
	l := v.opt.Language
	put(screen, x, y, w, tr(l, "ui.qr.title"), v.ink.heading)
	put(screen, x, y+h-1, w, tr(l, "ui.qr.keys"), v.ink.dim)
	code, err := newQRCode(v.opt.Link)
	var lines []string
	ok := false
	if err == nil {
		lines, ok = code.lines(w, h-2)
	}
	if ok {
		left := x + (w-textWidth(lines[0]))/2
		for i, line := range lines {
			col := left
			for _, r := range line {
				screen.SetContent(col, y+1+i, r, nil, qrStyle)
				col++
			}
		}
		return
	}
	cols, rows := len(v.opt.Link), 0 // too long for any QR code
	if err == nil {
		cols, rows = code.cellsFor(qrQuietZones[len(qrQuietZones)-1])
		rows += 2 // the title and the keys
	}
	line := y + 2
	for _, wl := range wrapWords(tf(l, "ui.qr.too_long", len(v.opt.Link), cols, rows), w) {
		put(screen, x, line, w, wl, v.ink.err)
		line++
	}
	line++
	// The link holds no space: cut it every w characters, to copy.
	for link := v.opt.Link; link != "" && line < y+h-1; line++ {
		n := min(w, len(link))
		put(screen, x, line, w, link[:n], v.ink.normal)
		link = link[n:]
	}
}

type styledLine struct {
	text  string
	style tcell.Style
}

// verdict says who won, or how the solo game ended.
func (v *ResultView) verdict() []styledLine {
	r := v.result
	lang := v.opt.Language
	if r.Solo == nil {
		switch len(r.Winners) {
		case 0:
			return nil
		case 1:
			return []styledLine{{tr(lang, "winner") + ": " + r.Winners[0], v.ink.good}}
		}
		return []styledLine{{tr(lang, "winners") + ": " + strings.Join(r.Winners, ", ") + " " + tr(lang, "ui.result.tied"), v.ink.good}}
	}
	var out []styledLine
	if v.game.Solo != nil && len(v.game.Players) == 1 {
		out = append(out, styledLine{fmt.Sprintf("%s %d - %s %d", tr(lang, "your_viziers"), v.game.Players[0].Viziers,
			tr(lang, "yazid_council"), v.game.Solo.Council), v.ink.normal})
	}
	if r.Solo.Survived {
		out = append(out,
			styledLine{tr(lang, "survival") + ": " + tr(lang, "survived"), v.ink.good},
			styledLine{fmt.Sprintf("%s: %s (%s)", tr(lang, "title"), printerOf(lang).Title(r.Solo.Title), titleBand(lang, r.Solo.Title)), v.ink.heading})
	} else {
		// The reason says it all: "Yazid hat 7 Meuchelmörder", not followed by
		// "(Meuchelmörder)" again.
		out = append(out, styledLine{fmt.Sprintf("%s: %s", tr(lang, "lost"), printerOf(lang).Loss(r.Solo.Reason)), v.ink.err})
	}
	if v.opt.Advised {
		out = append(out, styledLine{tr(lang, "advised"), v.ink.dim})
	}
	return out
}

// titleBand says the totals a title stands for, in lang.
func titleBand(lang, title string) string {
	switch title {
	case scoring.TitleIznogoud:
		return tr(lang, "ui.band.iznogoud")
	case scoring.TitleJafaar:
		return tr(lang, "ui.band.jafaar")
	case scoring.TitleAlRachid:
		return tr(lang, "ui.band.al_rachid")
	case scoring.TitleSaladin:
		return tr(lang, "ui.band.saladin")
	}
	return ""
}

// cutTo shortens text to n cells.
func cutTo(text string, n int) string {
	if textWidth(text) <= n {
		return text
	}
	if textCut != nil {
		textCut(text, n)
	}
	return strings.TrimRight(padTo(text, n), " ")
}
