package ui

import (
	"fmt"
	"maps"
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
	djinn string // fDjinnVP: the Djinn whose VP the line asks
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
	fDjinnVP // the VP of a Djinn held whose VP is not known (reference section 4: ?)
)

// SoloFinalView is the final-state form of a solo game, pre-filled from
// the game: what the player holds (coins, meeples, Djinns from the game;
// goods, items and Thieves to enter), Yazid's Council and Artisans, and the
// board. The score is recomputed at every keystroke.
type SoloFinalView struct {
	*tview.Box
	finalForm
	g       *sultan.Game
	cfg     Config
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
	v.finalForm = newFinalForm(cfg.lang(), g.Player(), g.Yazid(), g.State().Expansions, cards)
	v.askDjinnVP(cfg.lang(), cfg.DjinnVP)
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
func (v *SoloFinalView) Typing() bool { return v.typing() }

// Game is the final state as entered.
func (v *SoloFinalView) Game() (scoring.Game, error) {
	x := v.g.State().Expansions
	pl := scoring.Player{Name: v.cfg.soloName()}
	solo := &scoring.Solo{Hard: v.g.State().Hard, Lost: v.g.Lost()}
	var errs []string
	l := v.cfg.lang()
	// The VPs typed in the form for Djinns the catalogue lacks, beside the
	// settings' (reference section 4: entered by the user).
	vps := maps.Clone(v.cfg.DjinnVP)
	if vps == nil {
		vps = map[string]int{}
	}
	for _, f := range v.fields {
		if n, err := strconv.Atoi(strings.TrimSpace(f.value)); f.kind == fDjinnVP && err == nil && n >= 0 {
			vps[f.djinn] = n
		}
	}
	for _, f := range v.fields {
		switch f.kind {
		case fDjinnVP:
			continue // read above; an empty line leaves the VP unknown, said below
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
				h := scoring.HeldDjinnOf(d, vps)
				if !h.VPKnown {
					errs = append(errs, tf(l, "ui.final.vp_unknown", d.Name, djinnVPLabel(l, d.Name)))
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
		v.msg, v.msgErr = "", false
		switch act, refusal := v.key(v.cfg.lang(), ev); act {
		case formCancel:
			if v.onBack != nil {
				v.onBack()
			}
		case formSubmit:
			v.done()
		case formRefused:
			v.msg, v.msgErr = refusal, true
		default:
			v.askDjinnVP(v.cfg.lang(), v.cfg.DjinnVP)
			v.rescore()
		}
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
			// A comma, not spaces, between the score and the title or
			// the loss: the words are wrapped, which takes spaces for one.
			if s.Survived {
				score += ", " + titleIn(l, s.Title)
			} else {
				score += ", " + tf(l, "ui.log.lost", lossWords(l, s.Reason))
			}
		}
	}
	for i, l := range wrapWords(score, w-2) {
		if i < 2 {
			put(screen, x+1, y+1+i, w-2, l, st)
		}
	}
	rows := h - 5
	for i, l := range styled(v.ink, v.lines(rows, w-2)) {
		put(screen, x+1, y+3+i, w-2, l.text, l.st)
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

// final opens the final-state form of the ended game of v, saved to f.
// A game not over (the log decides) has no final state.
func (p soloFlow) final(v *soloHost, file *soloFile) {
	a := p.app
	g := v.Game()
	if !g.Over() {
		return
	}
	f := newSoloFinalView(g, a.cfg, v.cards())
	f.onBack = func() { a.Show(ScreenSoloGame, v, v.Keys()) }
	f.onDone = func(sg scoring.Game, r scoring.Result) { p.result(v, file, sg, r) }
	a.Show(ScreenFinalState, f, f.Keys())
}

// result shows the score breakdown, survival and title, and keeps the
// game in the history.
func (p soloFlow) result(v *soloHost, file *soloFile, sg scoring.Game, r scoring.Result) {
	a := p.app
	g := v.Game()
	opt := ResultViewOptions{
		Language: a.cfg.lang(),
		Colour:   a.cfg.Colours(),
		OnClose: func() {
			a.saves.close()
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
	rec := finishedSoloRecord(v, sg, r, a.deps.Clock())
	opt.Link = a.deps.bgstatsLink(rec)
	rv := NewResultView(sg, r, opt)
	// Every finished solo game goes to the history at once; a corrected
	// final state replaces its record.
	if err := a.saves.keep(v, file, rec); err != nil {
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
