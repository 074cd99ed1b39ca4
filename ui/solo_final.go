package ui

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
	"github.com/rivo/tview"
)

// finalField is one line of the final-state form.
type finalField struct {
	label string
	value string
	kind  finalKind
	limit int // the most a count may be; 0 for no limit
	good  game.Good
	item  game.Item
}

type finalKind int

const (
	fCoins finalKind = iota
	fViziers
	fElders
	fArtisans
	fFakirs
	fDjinns
	fThieves
	fGood
	fItem
	fCouncil
	fYazidArtisans
)

// SoloFinalView is the final-state form of a solo game, pre-filled from
// the game: what the player holds (coins, meeples, Djinns from the game;
// goods, items and Thieves to enter), Yazid's Council and Artisans, and the
// board. The score is recomputed at every keystroke.
type SoloFinalView struct {
	*tview.Box
	g       *sultan.Game
	cfg     Config
	fields  []finalField
	row     int
	ink     inks
	msg     string
	msgErr  bool
	result  scoring.Result
	problem string
	onDone  func(scoring.Game, scoring.Result)
	onBack  func()
}

// newSoloFinalView returns the form for the ended game g.
func newSoloFinalView(g *sultan.Game, cfg Config, cards cardTally) *SoloFinalView {
	v := &SoloFinalView{Box: tview.NewBox(), g: g, cfg: cfg, ink: newInks(cfg.Colours())}
	p, y := g.Player(), g.Yazid()
	x := g.State().Expansions
	add := func(f finalField) { v.fields = append(v.fields, f) }
	l := cfg.lang()
	add(finalField{label: tr(l, "ui.final.coins"), value: strconv.Itoa(p.Coins), kind: fCoins})
	add(finalField{label: tr(l, "ui.final.viziers"), value: strconv.Itoa(p.Viziers), kind: fViziers, limit: game.BoxMeeples(game.Vizier, x)})
	add(finalField{label: tr(l, "ui.final.elders"), value: strconv.Itoa(p.Elders), kind: fElders, limit: game.BoxMeeples(game.Elder, x)})
	if x.Artisans {
		add(finalField{label: tr(l, "ui.final.artisans"), value: strconv.Itoa(p.Artisans), kind: fArtisans, limit: game.BoxMeeples(game.Artisan, x)})
	}
	add(finalField{label: tr(l, "ui.final.fakirs"), value: strconv.Itoa(p.Fakirs), kind: fFakirs, limit: game.Fakirs})
	add(finalField{label: tr(l, "ui.final.djinns"), value: strings.Join(p.Djinns, ", "), kind: fDjinns})
	if x.Thieves {
		add(finalField{label: tr(l, "ui.final.thieves"), kind: fThieves})
	}
	for _, gd := range game.Goods() {
		add(finalField{label: trOr(l, "ui.good."+gd.String(), capitalised(gd.String())), value: strconv.Itoa(cards.Goods[gd]), kind: fGood, good: gd, limit: gd.Count()})
	}
	if x.Artisans {
		for _, it := range game.Items() {
			if it.Precious() {
				add(finalField{label: it.String() + " " + tr(l, "ui.final.item"), value: strconv.Itoa(cards.Items[it]), kind: fItem, item: it, limit: it.Count()})
			}
		}
		add(finalField{label: tr(l, "ui.final.yazid_artisans"), value: strconv.Itoa(y.Artisans), kind: fYazidArtisans, limit: game.BoxMeeples(game.Artisan, x)})
	}
	add(finalField{label: tr(l, "ui.final.council"), value: strconv.Itoa(y.Council), kind: fCouncil, limit: game.BoxMeeples(game.Vizier, x)})
	v.rescore()
	return v
}

// Keys lists the form's keys.
func (v *SoloFinalView) Keys() []KeyHelp {
	l := v.cfg.lang()
	return []KeyHelp{
		{tr(l, "ui.keyname.up_down") + " Tab", tr(l, "ui.key.choose_line")},
		{tr(l, "ui.keyname.digits_letters"), tr(l, "ui.key.final_type")},
		{"Ctrl-D F10", tr(l, "ui.key.final_done")},
		{"Esc", tr(l, "ui.key.final_back")},
	}
}

// Typing is true on a field of names (Djinns, Thieves), where every
// letter goes into the form; on a count ? opens the help.
func (v *SoloFinalView) Typing() bool {
	k := v.fields[v.row].kind
	return k == fDjinns || k == fThieves
}

// Game is the final state as entered.
func (v *SoloFinalView) Game() (scoring.Game, error) {
	x := v.g.State().Expansions
	pl := scoring.Player{Name: v.cfg.soloName()}
	solo := &scoring.Solo{Hard: v.g.State().Hard, Lost: v.g.Lost()}
	var errs []string
	l := v.cfg.lang()
	for _, f := range v.fields {
		switch f.kind {
		case fDjinns:
			for _, name := range splitNames(f.value) {
				d, ok := game.LookupDjinn(name)
				if !ok {
					msg := tf(l, "ui.final.no_djinn", name)
					if s := game.SuggestDjinn(name); s != "" {
						msg += " " + tf(l, "ui.final.did_you_mean", s)
					}
					errs = append(errs, msg)
					continue
				}
				h := scoring.HeldDjinnOf(d, v.cfg.DjinnVP)
				if !h.VPKnown {
					errs = append(errs, tf(l, "ui.final.vp_unknown", d.Name))
				}
				pl.Djinns = append(pl.Djinns, h)
			}
			continue
		case fThieves:
			for _, name := range splitNames(f.value) {
				t, ok := game.LookupThief(name)
				if !ok {
					errs = append(errs, tf(l, "ui.final.no_thief", name))
					continue
				}
				pl.Thieves = append(pl.Thieves, t.Name)
			}
			continue
		}
		n, err := strconv.Atoi(strings.TrimSpace(f.value))
		if strings.TrimSpace(f.value) == "" {
			n, err = 0, nil
		}
		switch {
		case err != nil:
			errs = append(errs, tf(l, "ui.final.not_number", f.label, f.value))
			continue
		case n < 0:
			errs = append(errs, tf(l, "ui.final.negative", f.label, n))
			continue
		case f.limit > 0 && n > f.limit:
			errs = append(errs, tf(l, "ui.final.box_holds", f.label, n, f.limit))
			continue
		}
		switch f.kind {
		case fCoins:
			pl.Coins = n
		case fViziers:
			pl.Viziers = n
		case fElders:
			pl.Elders = n
		case fArtisans:
			pl.Artisans = n
		case fFakirs:
			pl.Fakirs = n
		case fGood:
			pl.Merchandise[f.good] = n
		case fItem:
			for i := 0; i < n; i++ {
				pl.Items = append(pl.Items, f.item)
			}
		case fCouncil:
			solo.Council = n
		case fYazidArtisans:
			solo.Artisans = n
		}
	}
	g := scoring.Game{Expansions: x, Players: []scoring.Player{pl}, Solo: solo, Board: v.g.Board()}
	if len(errs) > 0 {
		return g, fmt.Errorf("%s", strings.Join(errs, "; "))
	}
	return g, nil
}

func splitNames(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// rescore scores the form as it stands.
func (v *SoloFinalView) rescore() {
	g, err := v.Game()
	if err != nil {
		v.problem = err.Error()
		return
	}
	r, err := scoring.Score(g, v.cfg.ScoringRules)
	if err != nil {
		v.problem = oneLine(err)
		return
	}
	v.result, v.problem = r, ""
}

// InputHandler edits the form.
func (v *SoloFinalView) InputHandler() func(event *tcell.EventKey, setFocus func(p tview.Primitive)) {
	return v.WrapInputHandler(func(ev *tcell.EventKey, setFocus func(p tview.Primitive)) {
		f := &v.fields[v.row]
		v.msg, v.msgErr = "", false
		switch ev.Key() {
		case tcell.KeyEscape:
			if v.onBack != nil {
				v.onBack()
			}
			return
		case tcell.KeyUp, tcell.KeyBacktab:
			v.row = (v.row + len(v.fields) - 1) % len(v.fields)
		case tcell.KeyDown, tcell.KeyTab:
			v.row = (v.row + 1) % len(v.fields)
		case tcell.KeyEnter:
			if v.row < len(v.fields)-1 {
				v.row++
				return
			}
			v.done()
			return
		case tcell.KeyCtrlD, tcell.KeyF10:
			v.done()
			return
		case tcell.KeyBackspace, tcell.KeyBackspace2:
			if r := []rune(f.value); len(r) > 0 {
				f.value = string(r[:len(r)-1])
			}
		case tcell.KeyCtrlU:
			f.value = ""
		case tcell.KeyRune:
			r := ev.Rune()
			text := f.kind == fDjinns || f.kind == fThieves
			if !text && (r < '0' || r > '9') {
				v.msg, v.msgErr = tf(v.cfg.lang(), "ui.final.digits_only", f.label), true
				return
			}
			if !text {
				old := f.value
				if f.value == "0" {
					f.value = ""
				}
				n, _ := strconv.Atoi(f.value + string(r))
				if f.limit > 0 && n > f.limit {
					f.value = old
					v.msg, v.msgErr = tf(v.cfg.lang(), "ui.final.more_than_box", f.label, n, f.limit), true
					return
				}
			}
			if len(f.value) < 80 {
				f.value += string(r)
			}
		}
		v.rescore()
	})
}

func (v *SoloFinalView) done() {
	v.rescore()
	if v.problem != "" {
		v.msg, v.msgErr = v.problem, true
		return
	}
	g, _ := v.Game()
	if v.onDone != nil {
		v.onDone(g, v.result)
	}
}

// Draw draws the form and the running score.
func (v *SoloFinalView) Draw(screen tcell.Screen) {
	v.Box.DrawForSubclass(screen, v)
	x, y, w, h := v.GetInnerRect()
	l := v.cfg.lang()
	put(screen, x+1, y, w-2, tr(l, "ui.final.title"), v.ink.heading)
	score := tr(l, "ui.final.score") + " " + v.problem
	st := v.ink.err
	if v.problem == "" && len(v.result.Players) > 0 {
		st = v.ink.good
		score = tr(l, "ui.final.score") + " " + strconv.Itoa(v.result.Players[0].Total)
		if s := v.result.Solo; s != nil {
			if s.Survived {
				score += "  " + titleIn(l, s.Title)
			} else {
				score += "  " + tf(l, "ui.log.lost", lossWords(l, s.Reason))
			}
		}
	}
	for i, l := range wrapWords(score, w-2) {
		if i < 2 {
			put(screen, x+1, y+1+i, w-2, l, st)
		}
	}
	rows := h - 5
	top := 0
	if v.row >= rows {
		top = v.row - rows + 1
	}
	for i := 0; i < rows && top+i < len(v.fields); i++ {
		f := v.fields[top+i]
		line := fmt.Sprintf("  %-24s %s", f.label, f.value)
		style := v.ink.normal
		if top+i == v.row {
			line = fmt.Sprintf("> %-24s %s_", f.label, f.value)
			style = v.ink.cursor
		}
		put(screen, x+1, y+3+i, w-2, padTo(line, w-2), style)
	}
	foot := tr(l, "ui.final.foot")
	if v.msg != "" {
		foot = v.msg
		if v.msgErr {
			foot = "! " + foot
		}
	}
	// The foot wraps onto the lines above the bottom.
	lines := wrapWords(foot, w-2)
	if len(lines) > 2 {
		lines = lines[:2]
	}
	for i, fl := range lines {
		put(screen, x+1, y+h-len(lines)+i, w-2, fl, v.ink.dim)
	}
}

// showSoloFinal opens the final-state form of the ended game of v, saved
// to f. A game not over (the log decides) has no final state.
func (a *App) showSoloFinal(v *SoloView, file *soloFile) {
	g := v.Game()
	if !g.Over() {
		return
	}
	f := newSoloFinalView(g, a.cfg, v.cards())
	f.onBack = func() { a.Show(ScreenSoloGame, v, v.Keys()) }
	f.onDone = func(sg scoring.Game, r scoring.Result) { a.showSoloResult(v, file, sg, r) }
	a.Show(ScreenFinalState, f, f.Keys())
}

// showSoloResult shows the score breakdown, survival and title.
func (a *App) showSoloResult(v *SoloView, file *soloFile, sg scoring.Game, r scoring.Result) {
	g := v.Game()
	opt := ResultViewOptions{
		Language: a.cfg.lang(),
		Colour:   a.cfg.Colours(),
		OnClose: func() {
			a.closeSolo()
			a.ShowHome()
		},
		Advised: v.ui.Advised,
	}
	if a.deps.WritePDF != nil {
		opt.OnPDF = func() (string, error) {
			sheet, sr := soloSheetGame(a.cfg.lang(), sg, r)
			log := soloSheetLog(a.cfg.lang(), g)
			if log != nil {
				log.Advised = v.ui.Advised
			}
			return a.deps.WritePDF(sheet, sr, log)
		}
	}
	rv := NewResultView(sg, r, opt)
	// Every finished solo game goes to the history at once; a corrected
	// final state replaces its record.
	if err := a.keepSolo(v, file, sg, r); err != nil {
		rv.msg, rv.msgErr = tf(a.cfg.lang(), "ui.msg.not_saved", oneLine(err)), true
	} else if a.deps.Store != nil {
		rv.msg = tr(a.cfg.lang(), "ui.result.kept")
	}
	a.Show(ScreenResult, rv, rv.Keys())
}

// capitalised writes a name with a capital first letter.
func capitalised(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
