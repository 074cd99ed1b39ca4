package ui

import (
	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/history"
	"github.com/naqala/naqala/scoring"
	"github.com/rivo/tview"
)

// homeEntry is one choice of the home screen.
type homeEntry struct {
	key  rune
	text string
	help string
	run  func()
}

// HomeView is the home screen: a short menu, each entry on its own key.
type HomeView struct {
	*tview.Box
	entries []homeEntry
	cur     int
	ink     inks
	note    string
	lang    string
}

// newHomeView returns the home screen with its entries.
func newHomeView(entries []homeEntry, colour bool, lang string) *HomeView {
	return &HomeView{Box: tview.NewBox(), entries: entries, ink: newInks(colour), lang: lang}
}

// Keys lists the home screen's keys.
func (h *HomeView) Keys() []KeyHelp {
	keys := append(listKeys(h.lang, tr(h.lang, "ui.key.choose")), KeyHelp{"Enter", tr(h.lang, "ui.key.open")})
	for _, e := range h.entries {
		keys = append(keys, KeyHelp{string(e.key), e.help})
	}
	return keys
}

// InputHandler moves the choice (arrows, j k g G) and opens entries by
// Enter or their key.
func (h *HomeView) InputHandler() func(event *tcell.EventKey, setFocus func(p tview.Primitive)) {
	return h.WrapInputHandler(func(ev *tcell.EventKey, setFocus func(p tview.Primitive)) {
		ev = listKey(ev)
		switch ev.Key() {
		case tcell.KeyUp, tcell.KeyBacktab:
			h.cur = (h.cur + len(h.entries) - 1) % len(h.entries)
		case tcell.KeyDown, tcell.KeyTab:
			h.cur = (h.cur + 1) % len(h.entries)
		case tcell.KeyHome:
			h.cur = 0
		case tcell.KeyEnd:
			h.cur = len(h.entries) - 1
		case tcell.KeyEnter:
			h.entries[h.cur].run()
		case tcell.KeyRune:
			for i, e := range h.entries {
				if e.key == ev.Rune() {
					h.cur = i
					e.run()
					return
				}
			}
		}
	})
}

// Draw draws the title and the menu.
func (h *HomeView) Draw(screen tcell.Screen) {
	h.Box.DrawForSubclass(screen, h)
	x, y, w, hh := h.GetInnerRect()
	lines := []string{
		tr(h.lang, "ui.home.title"),
		"",
	}
	top := y + max((hh-len(h.entries)-8)/2, 0)
	for i, l := range lines {
		put(screen, x+2, top+i, w-4, l, h.ink.heading)
	}
	row := top + len(lines)
	for i, e := range h.entries {
		st := h.ink.normal
		mark := "  "
		if i == h.cur {
			st = h.ink.cursor
			mark = "> "
		}
		put(screen, x+2, row+i, w-4, mark+string(e.key)+"  "+padTo(e.text, 40), st)
	}
	row += len(h.entries) + 1
	for i, l := range wrapWords(h.note, w-6) {
		put(screen, x+2, row+i, w-4, l, h.ink.dim)
	}
	put(screen, x+2, y+hh-1, w-4, tr(h.lang, "ui.home.foot"), h.ink.dim)
}

// ShowHome shows the home screen.
func (a *App) ShowHome() {
	l := a.cfg.lang()
	entry := func(k rune, name string, run func()) homeEntry {
		return homeEntry{k, tr(l, "ui.home."+name), tr(l, "ui.home."+name+"_help"), run}
	}
	entries := []homeEntry{
		entry('n', "new", a.ShowSoloSetup),
		entry('r', "resume", a.ResumeLatest),
		entry('o', "open", a.ShowSaves),
		entry('s', "score", a.ShowScoreGrid),
		entry('h', "history", a.ShowHistory),
		entry('c', "settings", a.ShowSettings),
		entry('q', "quit", a.Quit),
	}
	h := newHomeView(entries, a.cfg.Colours(), l)
	a.Show(ScreenHome, h, h.Keys())
}

// ShowScoreGrid shows the multiplayer score pad.
func (a *App) ShowScoreGrid() {
	g := NewScoreGrid(ScoreGridOptions{
		Expansions: a.cfg.Expansions,
		Players:    a.cfg.Players,
		Rules:      a.cfg.ScoringRules,
		DjinnVP:    a.cfg.DjinnVP,
		Colour:     a.cfg.Colours(),
		Language:   a.cfg.lang(),
		OnCancel:   a.ShowHome,
	})
	g.opt.OnResult = func(sg scoring.Game, r scoring.Result) {
		// One record, one date: the link and the history name the same play.
		rec := history.NewRecord(sg, r, a.deps.Clock())
		opt := ResultViewOptions{Language: a.cfg.lang(), Colour: a.cfg.Colours(), OnClose: func() {
			g.fresh = true // the first digit typed replaces the count again
			a.Show(ScreenScore, g, g.Keys())
		}, Link: a.deps.bgstatsLink(rec)}
		if a.deps.Store != nil {
			opt.OnSave = func() error {
				_, err := a.deps.Store.AddHistory(rec)
				return err
			}
		}
		if a.deps.WritePDF != nil {
			opt.OnPDF = func() (string, error) { return a.deps.WritePDF(sg, r, nil) }
		}
		rv := NewResultView(sg, r, opt)
		a.Show(ScreenResult, rv, rv.Keys())
	}
	a.Show(ScreenScore, g, g.Keys())
}

// ShowHistory shows the finished games and the statistics.
func (a *App) ShowHistory() {
	if a.deps.Store == nil {
		a.Flash(errNoStore.Error())
		return
	}
	recs, err := a.deps.Store.History()
	if err != nil {
		a.Flash(oneLine(err))
	}
	var baselines []history.Baseline
	if a.deps.Baselines != nil {
		// A file that cannot be read shows no figure of it, and says so.
		if baselines, err = a.deps.Baselines(); err != nil {
			a.Flash(oneLine(err))
		}
	}
	h := NewHistoryView(recs, HistoryViewOptions{Colour: a.cfg.Colours(), OnClose: a.ShowHome, Language: a.cfg.lang(), Baselines: baselines})
	a.Show(ScreenHistory, h, h.Keys())
}

// ShowSettings shows the settings.
func (a *App) ShowSettings() {
	s := NewSettingsFor(a.cfg, func(c Config) error {
		if err := a.SetConfig(c); err != nil {
			return err
		}
		a.Flash(tr(c.lang(), "ui.settings.saved"))
		return nil
	}, a.ShowHome)
	a.Show(ScreenSettings, s, s.Keys())
}
