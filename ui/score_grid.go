package ui

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
	"github.com/rivo/tview"
)

// ScoreGridOptions configures a ScoreGrid.
type ScoreGridOptions struct {
	// Expansions in play: they add the pad's expansion rows and set the
	// box limits.
	Expansions game.Expansions
	// Players are the names of the columns, 2 to 5; missing names are
	// "Player n" and fewer than 2 columns become 2.
	Players []string
	// Rules are the scoring variants.
	Rules scoring.Rules
	// DjinnVP gives the VP of Djinns the catalogue lacks, by name; the grid
	// asks for any Djinn still missing.
	DjinnVP map[string]int
	// Colour turns colours on; everything also reads without them.
	Colour bool
	// Language is "en" or "de": every text of the pad follows it.
	Language string
	// OnResult receives the finished game and its score (Ctrl-D).
	OnResult func(scoring.Game, scoring.Result)
	// OnCancel is called when the player leaves the grid (Esc).
	OnCancel func()
	// OnDjinnVP is told the VP the player gave for a Djinn the catalogue
	// lacks, so that it can be remembered (in the configuration's
	// djinn_vp); nil keeps it for this grid only.
	OnDjinnVP func(name string, vp int)
}

// ScoreGrid is the multiplayer score pad: one column per player, the pad's
// rows in its order plus the expansion rows in play. The player enters what
// is on the table; the VP of every category and the totals are recomputed
// with scoring.Score at every keystroke. Impossible counts are refused
// where typed, with the reason.
type ScoreGrid struct {
	*tview.Box
	opt     ScoreGridOptions
	ink     inks
	sheets  []*sheet
	board   *game.Board
	rows    []gridRow
	row     int // cursor row in rows
	col     int // cursor player
	fresh   bool
	panel   panel
	pstate  panelState
	editor  *BoardEditor
	result  scoring.Result
	problem string // why the game can't be scored yet
	msg     string
	msgErr  bool
	djinnVP map[string]int

	touched  bool // something was entered: Esc asks before leaving
	leaving  bool // Esc was pressed once
	pickingX bool // Ctrl-E: the next a, t or w switches an expansion
}

// sheet is what one player holds at the end, as entered.
type sheet struct {
	name                             string
	coins, viziers, elders, artisans int
	djinns                           []scoring.HeldDjinn
	thieves                          []string
	goods                            [game.NumGoods]int
	fakirs                           int
	items                            [3]int // Jewels, Chest, Crown
	tiles                            []scoring.HeldTile
}

// gridRow is a row of the pad: the names, a category or the total.
type gridRow struct {
	kind rowKind
	cat  scoring.Category
}

type rowKind int

const (
	rowName rowKind = iota
	rowCategory
	rowTotal
)

// panel is the entry area under the grid for what a count can't say.
type panel int

const (
	panelNone panel = iota
	panelDjinns
	panelGoods
	panelItems
	panelTiles
	panelBoard
)

// preciousItems are the items that score, in the order of sheet.items.
var preciousItems = [3]game.Item{game.JewelsItem, game.Chest, game.Crown}

// NewScoreGrid returns the score pad for the players and expansions of o.
func NewScoreGrid(o ScoreGridOptions) *ScoreGrid {
	g := &ScoreGrid{Box: tview.NewBox(), opt: o, ink: newInks(o.Colour), djinnVP: map[string]int{}}
	// Reference section 8: the 5th player's pieces are in the Whims box.
	n := min(max(len(o.Players), 2), game.PlayersWith(o.Expansions))
	for i := 0; i < n; i++ {
		name := tf(o.Language, "ui.grid.player", i+1)
		if i < len(o.Players) && strings.TrimSpace(o.Players[i]) != "" {
			name = strings.TrimSpace(o.Players[i])
		}
		g.sheets = append(g.sheets, &sheet{name: name})
	}
	for k, v := range o.DjinnVP {
		if d, ok := game.LookupDjinn(k); ok {
			g.djinnVP[d.Name] = v
		}
	}
	g.setRows()
	g.row = 1
	g.fresh = true
	g.rescore()
	if len(o.Players) > n && n < game.MaxPlayers {
		g.refuse(tr(o.Language, "ui.gmsg.fifth_whims"))
	}
	return g
}

// setRows lays out the pad's rows for the expansions in play.
func (g *ScoreGrid) setRows() {
	g.rows = append(g.rows[:0], gridRow{kind: rowName})
	for _, c := range scoring.AllCategories() {
		if categoryInPlay(c, g.opt.Expansions) {
			g.rows = append(g.rows, gridRow{kind: rowCategory, cat: c})
		}
	}
	g.rows = append(g.rows, gridRow{kind: rowTotal})
	g.row = min(g.row, len(g.rows)-1)
}

// expansionKey takes the key after Ctrl-E: a, t or w switches Artisans,
// Thieves or Whims of the Sultan; anything else ends the choice. An
// expansion is not switched off while the pad holds its pieces.
func (g *ScoreGrid) expansionKey(ev *tcell.EventKey) {
	l := g.opt.Language
	var e game.Expansion
	switch {
	case ev.Key() == tcell.KeyRune && ev.Rune() == 'a':
		e = game.Artisans
	case ev.Key() == tcell.KeyRune && ev.Rune() == 't':
		e = game.Thieves
	case ev.Key() == tcell.KeyRune && ev.Rune() == 'w':
		e = game.Whims
	default:
		g.pickingX = false
		g.say(tf(l, "ui.gmsg.expansions_set", expansionWords(l, g.opt.Expansions)))
		return
	}
	x := g.opt.Expansions
	if x.Has(e) {
		if g.uses(e) {
			g.refuse(tf(l, "ui.gmsg.expansion_in_use", expansionName(l, e)))
			return
		}
		if len(g.sheets) > game.PlayersWith(x.Without(e)) {
			g.refuse(tf(l, "ui.gmsg.whims_five", expansionName(l, e), len(g.sheets)))
			return
		}
		x = x.Without(e)
	} else {
		x = x.With(e)
	}
	g.opt.Expansions, g.touched = x, true
	g.setRows()
	g.say(tf(l, "ui.gmsg.expansions", expansionWords(l, x)))
}

// uses reports whether what was entered holds pieces of expansion e.
func (g *ScoreGrid) uses(e game.Expansion) bool {
	if g.board != nil {
		return true
	}
	for _, s := range g.sheets {
		if e == game.Artisans && (s.artisans > 0 || s.items != [3]int{}) {
			return true
		}
		if e == game.Thieves && len(s.thieves) > 0 {
			return true
		}
		for _, d := range s.djinns {
			if dj, ok := game.LookupDjinn(d.Name); ok && dj.Expansion == e {
				return true
			}
		}
		for _, name := range s.thieves {
			if t, ok := game.LookupThief(name); ok && t.NeedsArtisans() && e == game.Artisans {
				return true
			}
		}
		for _, t := range s.tiles {
			if t.Type.Expansion() == e || (e == game.Artisans && t.Tent) || (e == game.Whims && t.Lake) {
				return true
			}
		}
	}
	return false
}

// categoryInPlay reports whether the pad has a row for c: Artisans adds
// artisans, tent and items; Whims adds cities.
func categoryInPlay(c scoring.Category, x game.Expansions) bool {
	switch c {
	case scoring.CategoryArtisans, scoring.CategoryTent, scoring.CategoryItems:
		return x.Artisans
	case scoring.CategoryCities:
		return x.Whims
	}
	return true
}

// ScoreGridKeys are the keys of the score grid, for the help overlay.
func ScoreGridKeys() []KeyHelp { return scoreGridKeys("en") }

func scoreGridKeys(l string) []KeyHelp {
	return []KeyHelp{
		{tr(l, "ui.keyname.arrows"), tr(l, "ui.key.grid_move")},
		{"0-9", tr(l, "ui.key.grid_count")},
		{"Backspace Delete", tr(l, "ui.key.grid_delete")},
		{"Enter", tr(l, "ui.key.grid_enter")},
		{"Tab", tr(l, "ui.key.grid_tab")},
		{"Ctrl-B", tr(l, "ui.key.grid_board")},
		{"Ctrl-N Ctrl-X", tr(l, "ui.key.grid_players")},
		{"Ctrl-D F10", tr(l, "ui.key.grid_done")},
		{"Ctrl-E", tr(l, "ui.key.grid_exp")},
		{"Esc", tr(l, "ui.key.grid_esc")},
	}
}

// Keys lists the grid's keys for the help overlay.
func (g *ScoreGrid) Keys() []KeyHelp {
	if g.panel == panelBoard {
		return g.editor.Keys()
	}
	return scoreGridKeys(g.opt.Language)
}

// Game builds the scoring input from what has been entered.
func (g *ScoreGrid) Game() scoring.Game {
	sg := scoring.Game{Expansions: g.opt.Expansions, Board: g.board}
	for _, s := range g.sheets {
		p := scoring.Player{
			Name: s.name, Coins: s.coins, Viziers: s.viziers, Elders: s.elders, Artisans: s.artisans,
			Djinns:      append([]scoring.HeldDjinn(nil), s.djinns...),
			Thieves:     append([]string(nil), s.thieves...),
			Merchandise: s.goods, Fakirs: s.fakirs,
		}
		for i, n := range s.items {
			for j := 0; j < n; j++ {
				p.Items = append(p.Items, preciousItems[i])
			}
		}
		if g.board == nil {
			p.Tiles = append([]scoring.HeldTile(nil), s.tiles...)
		}
		sg.Players = append(sg.Players, p)
	}
	return sg
}

// Result is the score of what has been entered so far.
func (g *ScoreGrid) Result() scoring.Result { return g.result }

// Message is the last message: a refusal's reason or a note.
func (g *ScoreGrid) Message() string { return g.msg }

// rescore recomputes every category and total.
func (g *ScoreGrid) rescore() {
	r, err := scoring.Score(g.Game(), g.opt.Rules)
	if err != nil {
		g.problem = strings.ReplaceAll(err.Error(), "\n", "; ")
		return
	}
	g.result, g.problem = r, ""
}

func (g *ScoreGrid) say(msg string)    { g.msg, g.msgErr = msg, false }
func (g *ScoreGrid) refuse(msg string) { g.msg, g.msgErr = msg, true }

// InputHandler handles the grid's keys.
func (g *ScoreGrid) InputHandler() func(event *tcell.EventKey, setFocus func(p tview.Primitive)) {
	handle := func(ev *tcell.EventKey, setFocus func(p tview.Primitive)) {
		switch g.panel {
		case panelBoard:
			g.editor.InputHandler()(ev, setFocus)
		case panelNone:
			g.gridKey(ev)
		default:
			g.panelKey(ev)
		}
		g.rescore()
	}
	return g.WrapInputHandler(func(ev *tcell.EventKey, setFocus func(p tview.Primitive)) {
		for _, k := range splitAlt(ev) {
			handle(k, setFocus)
		}
	})
}

// PasteHandler passes a paste to the board editor when it is open.
func (g *ScoreGrid) PasteHandler() func(text string, setFocus func(p tview.Primitive)) {
	return g.WrapPasteHandler(func(text string, setFocus func(p tview.Primitive)) {
		if g.panel == panelBoard {
			g.editor.PasteHandler()(text, setFocus)
			return
		}
		if g.panel == panelDjinns || g.panel == panelTiles {
			for _, r := range text {
				if r >= ' ' {
					g.panelKey(tcell.NewEventKey(tcell.KeyRune, r, 0))
				}
			}
			g.rescore()
		}
	})
}

func (g *ScoreGrid) gridKey(ev *tcell.EventKey) {
	if ev.Key() != tcell.KeyEscape {
		g.leaving = false
	}
	if g.pickingX {
		g.expansionKey(ev)
		return
	}
	switch ev.Key() {
	case tcell.KeyRune, tcell.KeyBackspace, tcell.KeyBackspace2, tcell.KeyDelete,
		tcell.KeyCtrlB, tcell.KeyCtrlN, tcell.KeyCtrlX, tcell.KeyEnter:
		g.touched = true
	}
	r := g.rows[g.row]
	switch ev.Key() {
	case tcell.KeyUp:
		g.moveTo(g.row-1, g.col)
	case tcell.KeyDown, tcell.KeyEnter:
		if ev.Key() == tcell.KeyEnter && r.kind == rowCategory && g.openPanel(r.cat) {
			return
		}
		g.moveTo(g.row+1, g.col)
	case tcell.KeyLeft:
		g.moveTo(g.row, g.col-1)
	case tcell.KeyRight, tcell.KeyTab:
		g.moveTo(g.row, g.col+1)
	case tcell.KeyBacktab:
		g.moveTo(g.row, g.col-1)
	case tcell.KeyBackspace, tcell.KeyBackspace2:
		g.backspace(r)
	case tcell.KeyDelete:
		g.clearCell(r)
	case tcell.KeyCtrlB:
		g.openBoard()
	case tcell.KeyCtrlN:
		g.addPlayer()
	case tcell.KeyCtrlX:
		g.removePlayer()
	case tcell.KeyCtrlD, tcell.KeyF10:
		g.done()
	case tcell.KeyEscape:
		if g.touched && !g.leaving {
			g.leaving = true
			g.refuse(tr(g.opt.Language, "ui.gmsg.leave"))
			return
		}
		if g.opt.OnCancel != nil {
			g.opt.OnCancel()
		}
	case tcell.KeyCtrlE:
		g.pickingX = true
		g.say(tf(g.opt.Language, "ui.gmsg.expansions", expansionWords(g.opt.Language, g.opt.Expansions)))
	case tcell.KeyRune:
		g.typeRune(r, ev.Rune())
	}
}

func (g *ScoreGrid) moveTo(row, col int) {
	row = min(max(row, 0), len(g.rows)-1)
	col = min(max(col, 0), len(g.sheets)-1)
	if row != g.row || col != g.col {
		g.fresh = true
	}
	g.row, g.col = row, col
}

// countOf returns the count a row's cell holds directly, if it has one.
func (g *ScoreGrid) countOf(s *sheet, c scoring.Category) (*int, bool) {
	switch c {
	case scoring.CategoryCoins:
		return &s.coins, true
	case scoring.CategoryViziers:
		return &s.viziers, true
	case scoring.CategoryElders:
		return &s.elders, true
	case scoring.CategoryArtisans:
		return &s.artisans, true
	}
	return nil, false
}

// countLimit says why n of the row's pieces can't be held by player i, or
// "": the box holds so many, and the other players hold theirs.
func (g *ScoreGrid) countLimit(c scoring.Category, i, n int) string {
	var tribe game.Tribe
	switch c {
	case scoring.CategoryCoins:
		if n > 999 {
			return tr(g.opt.Language, "ui.gmsg.coins_999")
		}
		return ""
	case scoring.CategoryViziers:
		tribe = game.Vizier
	case scoring.CategoryElders:
		tribe = game.Elder
	case scoring.CategoryArtisans:
		tribe = game.Artisan
	}
	box := game.BoxMeeples(tribe, g.opt.Expansions)
	others := 0
	for j, s := range g.sheets {
		if j != i {
			p, _ := g.countOf(s, c)
			others += *p
		}
	}
	if n > box-others {
		if others == 0 {
			return tf(g.opt.Language, "ui.gmsg.only_box", box, tribeName(g.opt.Language, tribe, 2))
		}
		return tf(g.opt.Language, "ui.gmsg.only_box_others", box, tribeName(g.opt.Language, tribe, 2), others, box-others)
	}
	return ""
}

func (g *ScoreGrid) typeRune(r gridRow, ch rune) {
	s := g.sheets[g.col]
	switch r.kind {
	case rowName:
		if g.fresh {
			s.name = ""
			g.fresh = false
		}
		if textWidth(s.name) >= 10 {
			g.refuse(tr(g.opt.Language, "ui.gmsg.name_long"))
			return
		}
		if ch < ' ' {
			return
		}
		s.name += string(ch)
		g.msg = ""
	case rowCategory:
		p, ok := g.countOf(s, r.cat)
		if !ok {
			g.openPanel(r.cat)
			if g.panel != panelNone {
				g.panelKey(tcell.NewEventKey(tcell.KeyRune, ch, 0))
			}
			return
		}
		switch {
		case ch == '-':
			g.refuse(tr(g.opt.Language, "ui.gmsg.negative"))
			return
		case ch < '0' || ch > '9':
			g.refuse(tf(g.opt.Language, "ui.gmsg.type_number", g.catWord(r.cat), string(ch)))
			return
		}
		n := *p*10 + int(ch-'0')
		if g.fresh {
			n = int(ch - '0')
		}
		if why := g.countLimit(r.cat, g.col, n); why != "" {
			g.refuse(tf(g.opt.Language, "ui.gmsg.refused", g.catWord(r.cat), s.name, n, why))
			return
		}
		*p = n
		g.fresh = false
		g.msg = ""
	case rowTotal:
		g.refuse(tr(g.opt.Language, "ui.gmsg.total"))
	}
}

func (g *ScoreGrid) backspace(r gridRow) {
	s := g.sheets[g.col]
	g.fresh = false
	switch r.kind {
	case rowName:
		if rs := []rune(s.name); len(rs) > 0 {
			s.name = string(rs[:len(rs)-1])
		}
	case rowCategory:
		if p, ok := g.countOf(s, r.cat); ok {
			*p /= 10
		}
	}
}

func (g *ScoreGrid) clearCell(r gridRow) {
	s := g.sheets[g.col]
	if r.kind != rowCategory {
		return
	}
	if p, ok := g.countOf(s, r.cat); ok {
		*p = 0
		g.say(tf(g.opt.Language, "ui.gmsg.cleared", g.catWord(r.cat), s.name))
		return
	}
	switch panelFor(r.cat) {
	case panelDjinns:
		s.djinns, s.thieves = nil, nil
	case panelGoods:
		s.goods, s.fakirs = [game.NumGoods]int{}, 0
	case panelItems:
		s.items = [3]int{}
	case panelTiles:
		if g.board != nil {
			g.board = nil
			g.say(tr(g.opt.Language, "ui.gmsg.board_dropped"))
			return
		}
		s.tiles = nil
	}
	g.say(tf(g.opt.Language, "ui.gmsg.cleared", g.catWord(r.cat), s.name))
}

// panelFor is the entry panel of a category without a direct count.
func panelFor(c scoring.Category) panel {
	switch c {
	case scoring.CategoryDjinns:
		return panelDjinns
	case scoring.CategoryMerchandise:
		return panelGoods
	case scoring.CategoryItems:
		return panelItems
	case scoring.CategoryPalmTrees, scoring.CategoryPalaces, scoring.CategoryTiles,
		scoring.CategoryTent, scoring.CategoryCities:
		return panelTiles
	}
	return panelNone
}

func (g *ScoreGrid) addPlayer() {
	if len(g.sheets) >= game.MaxPlayers {
		g.refuse(tf(g.opt.Language, "ui.gmsg.at_most", game.MaxPlayers))
		return
	}
	if len(g.sheets) >= game.PlayersWith(g.opt.Expansions) {
		g.refuse(tr(g.opt.Language, "ui.gmsg.fifth_whims"))
		return
	}
	if g.board != nil {
		g.refuse(tr(g.opt.Language, "ui.gmsg.board_owners_add"))
		return
	}
	g.sheets = append(g.sheets, &sheet{name: tf(g.opt.Language, "ui.grid.player", len(g.sheets)+1)})
	g.col = len(g.sheets) - 1
	g.say(tf(g.opt.Language, "ui.gmsg.players", len(g.sheets)))
}

func (g *ScoreGrid) removePlayer() {
	if len(g.sheets) <= 2 {
		g.refuse(tr(g.opt.Language, "ui.gmsg.at_least"))
		return
	}
	if g.board != nil {
		g.refuse(tr(g.opt.Language, "ui.gmsg.board_owners_remove"))
		return
	}
	name := g.sheets[g.col].name
	g.sheets = append(g.sheets[:g.col], g.sheets[g.col+1:]...)
	g.col = min(g.col, len(g.sheets)-1)
	g.say(tf(g.opt.Language, "ui.gmsg.removed", name))
}

func (g *ScoreGrid) done() {
	if g.problem != "" {
		g.refuse(g.problem)
		return
	}
	if g.opt.OnResult != nil {
		g.opt.OnResult(g.Game(), g.result)
	}
}

// --- the entry panels ---

// panelState is the entry under the grid.
type panelState struct {
	input string // what is typed in a Djinn or tile line
	askVP string // the Djinn whose VP is asked for
	field int    // the counter selected in goods and items
	fresh bool
}

func (g *ScoreGrid) openPanel(c scoring.Category) bool {
	p := panelFor(c)
	if p == panelNone {
		return false
	}
	if p == panelTiles && g.board != nil {
		g.openBoard()
		return true
	}
	g.panel = p
	g.pstate = panelState{fresh: true}
	g.msg = ""
	return true
}

func (g *ScoreGrid) closePanel() {
	g.panel = panelNone
	g.pstate = panelState{}
}

func (g *ScoreGrid) panelKey(ev *tcell.EventKey) {
	switch g.panel {
	case panelDjinns:
		g.djinnKey(ev)
	case panelGoods:
		g.counterKey(ev, g.goodsFields())
	case panelItems:
		g.counterKey(ev, g.itemFields())
	case panelTiles:
		g.tileKey(ev)
	}
}

// --- Djinns and Thieves ---

// djinnHolder is who already holds the named card, or "".
func (g *ScoreGrid) djinnHolder(name string) string {
	for _, s := range g.sheets {
		for _, d := range s.djinns {
			if d.Name == name {
				return s.name
			}
		}
		for _, t := range s.thieves {
			if t == name {
				return s.name
			}
		}
	}
	return ""
}

// djinnCompletions lists the Djinns (and Thieves, with Thieves) whose name
// starts like the input.
func (g *ScoreGrid) djinnCompletions(in string) []string {
	k := game.FoldName(in)
	var out []string
	if k == "" {
		return nil
	}
	for _, d := range game.Djinns() {
		if !g.opt.Expansions.Has(d.Expansion) {
			continue
		}
		names := append([]string{d.Name}, d.Aliases...)
		for _, n := range names {
			if strings.HasPrefix(game.FoldName(n), k) {
				out = append(out, d.Name)
				break
			}
		}
	}
	if g.opt.Expansions.Thieves {
		for _, t := range game.AllThieves() {
			if t.NeedsArtisans() && !g.opt.Expansions.Artisans {
				continue
			}
			if strings.HasPrefix(game.FoldName(t.Name), k) {
				out = append(out, t.Name)
			}
		}
	}
	return out
}

func (g *ScoreGrid) djinnKey(ev *tcell.EventKey) {
	ps := &g.pstate
	s := g.sheets[g.col]
	switch ev.Key() {
	case tcell.KeyEscape:
		if ps.askVP != "" {
			ps.askVP, ps.input = "", ""
			g.say(tr(g.opt.Language, "ui.gmsg.djinn_not_added"))
			return
		}
		g.closePanel()
	case tcell.KeyTab:
		if c := g.djinnCompletions(ps.input); len(c) > 0 {
			ps.input = c[0]
		}
	case tcell.KeyBackspace, tcell.KeyBackspace2:
		if rs := []rune(ps.input); len(rs) > 0 {
			ps.input = string(rs[:len(rs)-1])
			return
		}
		if ps.askVP != "" {
			return
		}
		switch {
		case len(s.thieves) > 0:
			g.say(tf(g.opt.Language, "ui.gmsg.removed_from", s.thieves[len(s.thieves)-1], s.name))
			s.thieves = s.thieves[:len(s.thieves)-1]
		case len(s.djinns) > 0:
			g.say(tf(g.opt.Language, "ui.gmsg.removed_from", s.djinns[len(s.djinns)-1].Name, s.name))
			s.djinns = s.djinns[:len(s.djinns)-1]
		}
	case tcell.KeyEnter:
		if ps.askVP != "" {
			g.enterDjinnVP()
			return
		}
		if strings.TrimSpace(ps.input) == "" {
			g.closePanel()
			return
		}
		g.addDjinn(ps.input)
	case tcell.KeyUp, tcell.KeyDown:
		if ps.askVP == "" {
			g.closePanel()
			g.gridKey(ev)
		}
	case tcell.KeyRune:
		r := ev.Rune()
		if ps.askVP != "" {
			if r < '0' || r > '9' {
				g.refuse(tf(g.opt.Language, "ui.gmsg.vp_number", ps.askVP, string(r)))
				return
			}
			if len(ps.input) >= 2 {
				g.refuse(tf(g.opt.Language, "ui.gmsg.vp_99", ps.askVP))
				return
			}
			ps.input += string(r)
			g.msg = ""
			return
		}
		if textWidth(ps.input) >= 20 {
			g.refuse(tr(g.opt.Language, "ui.gmsg.djinn_long"))
			return
		}
		cand := ps.input + string(r)
		if len(g.djinnCompletions(cand)) == 0 {
			msg := tf(g.opt.Language, "ui.gmsg.no_djinn_starts", cand)
			if g.opt.Expansions.Thieves {
				msg = tf(g.opt.Language, "ui.gmsg.no_djinn_thief_starts", cand)
			}
			if sug := game.SuggestDjinn(cand); sug != "" && len(cand) > 2 {
				msg += fmt.Sprintf(" (%s?)", sug)
			}
			g.refuse(msg)
			return
		}
		ps.input = cand
		g.msg = ""
	}
}

// addDjinn adds the typed card to the player: a Djinn or a Thief, each
// card once at the table; a Djinn without a known VP asks for it.
func (g *ScoreGrid) addDjinn(in string) {
	ps := &g.pstate
	s := g.sheets[g.col]
	name := ""
	thief := false
	if d, ok := game.LookupDjinn(in); ok {
		name = d.Name
	} else if t, ok := game.LookupThief(in); ok && g.opt.Expansions.Thieves {
		name, thief = t.Name, true
	} else if c := g.djinnCompletions(in); len(c) == 1 {
		name = c[0]
		_, thief = game.LookupThief(name)
	} else {
		msg := tf(g.opt.Language, "ui.gmsg.not_one_card", in, strings.Join(c, ", "))
		if len(c) == 0 {
			msg = tf(g.opt.Language, "ui.gmsg.unknown_djinn", in)
		}
		g.refuse(msg)
		return
	}
	if who := g.djinnHolder(name); who != "" {
		g.refuse(tf(g.opt.Language, "ui.gmsg.held_by", name, who))
		return
	}
	if thief {
		if t, _ := game.LookupThief(name); t.NeedsArtisans() && !g.opt.Expansions.Artisans {
			g.refuse(tf(g.opt.Language, "ui.gmsg.only_artisans", name))
			return
		}
		s.thieves = append(s.thieves, name)
		ps.input = ""
		g.say(tf(g.opt.Language, "ui.gmsg.thief_added", name, s.name))
		return
	}
	d, _ := game.LookupDjinn(name)
	if !g.opt.Expansions.Has(d.Expansion) {
		g.refuse(tf(g.opt.Language, "ui.gmsg.expansion", d.Name, trOr(g.opt.Language, "ui.exp."+d.Expansion.String(), d.Expansion.String())))
		return
	}
	vp, known := d.VP, d.VPKnown
	if !known {
		vp, known = g.djinnVP[d.Name]
	}
	if !known {
		ps.askVP, ps.input = d.Name, ""
		g.say(tf(g.opt.Language, "ui.gmsg.no_vp", d.Name))
		return
	}
	s.djinns = append(s.djinns, scoring.HeldDjinn{Name: d.Name, VP: vp, VPKnown: true})
	ps.input = ""
	g.say(tf(g.opt.Language, "ui.gmsg.djinn_added", d.Name, vp, s.name))
}

func (g *ScoreGrid) enterDjinnVP() {
	ps := &g.pstate
	s := g.sheets[g.col]
	vp, err := strconv.Atoi(ps.input)
	if err != nil {
		g.refuse(tf(g.opt.Language, "ui.gmsg.type_vp", ps.askVP))
		return
	}
	g.djinnVP[ps.askVP] = vp
	if g.opt.OnDjinnVP != nil {
		g.opt.OnDjinnVP(ps.askVP, vp)
	}
	s.djinns = append(s.djinns, scoring.HeldDjinn{Name: ps.askVP, VP: vp, VPKnown: true})
	g.say(tf(g.opt.Language, "ui.gmsg.djinn_added_vp", ps.askVP, vp, s.name, vp, ps.askVP))
	ps.askVP, ps.input = "", ""
}

// --- goods and items: rows of counters ---

// counter is one count in the goods or items panel.
type counter struct {
	label string
	value *int
	box   int // how many the box holds
	held  func(s *sheet) int
}

func (g *ScoreGrid) goodsFields() []counter {
	s := g.sheets[g.col]
	var out []counter
	for _, gd := range game.Goods() {
		gd := gd
		out = append(out, counter{gd.String(), &s.goods[gd], gd.Count(), func(o *sheet) int { return o.goods[gd] }})
	}
	out = append(out, counter{"fakirs", &s.fakirs, game.Fakirs, func(o *sheet) int { return o.fakirs }})
	return out
}

func (g *ScoreGrid) itemFields() []counter {
	s := g.sheets[g.col]
	var out []counter
	for i, it := range preciousItems {
		i := i
		out = append(out, counter{it.Key(), &s.items[i], it.Count(), func(o *sheet) int { return o.items[i] }})
	}
	return out
}

func (g *ScoreGrid) counterKey(ev *tcell.EventKey, fields []counter) {
	ps := &g.pstate
	ps.field = min(max(ps.field, 0), len(fields)-1)
	f := fields[ps.field]
	switch ev.Key() {
	case tcell.KeyEscape, tcell.KeyEnter:
		g.closePanel()
	case tcell.KeyLeft, tcell.KeyBacktab:
		ps.field = (ps.field + len(fields) - 1) % len(fields)
		ps.fresh = true
	case tcell.KeyRight, tcell.KeyTab:
		ps.field = (ps.field + 1) % len(fields)
		ps.fresh = true
	case tcell.KeyUp, tcell.KeyDown:
		g.closePanel()
		g.gridKey(ev)
	case tcell.KeyBackspace, tcell.KeyBackspace2:
		*f.value /= 10
		ps.fresh = false
	case tcell.KeyDelete:
		*f.value = 0
	case tcell.KeyRune:
		r := ev.Rune()
		switch {
		case r == '-':
			g.refuse(tr(g.opt.Language, "ui.gmsg.negative"))
			return
		case r == ' ':
			ps.field = (ps.field + 1) % len(fields)
			ps.fresh = true
			return
		case r < '0' || r > '9':
			g.refuse(tf(g.opt.Language, "ui.gmsg.type_number_lr", f.label, string(r)))
			return
		}
		n := *f.value*10 + int(r-'0')
		if ps.fresh {
			n = int(r - '0')
		}
		others := 0
		for j, o := range g.sheets {
			if j != g.col {
				others += f.held(o)
			}
		}
		if n > f.box-others {
			why := fmt.Sprintf("only %d %s in the box", f.box, f.label)
			if others > 0 {
				why += fmt.Sprintf(" and the others hold %d", others)
			}
			g.refuse(tf(g.opt.Language, "ui.gmsg.count_refused", n, f.label, why))
			return
		}
		*f.value = n
		ps.fresh = false
		g.msg = ""
	}
}

// --- tiles ---

// parseHeldTile reads a tile line of the tiles panel: TYPE, then after "+"
// p Palm Tree, P Palace, l next to the Great Lake, t Tent followed by the
// red tiles around it, e.g. "O+pp", "V+Pl", "SM+t4". With partial, a
// line that can still become a tile is no error.
func parseHeldTile(s string, partial bool) (scoring.HeldTile, error) {
	var h scoring.HeldTile
	code, extras, hasPlus := strings.Cut(s, "+")
	t, err := game.ParseTileType(code)
	if err != nil || code != strings.ToUpper(code) {
		if partial && !hasPlus {
			for _, tt := range game.TileTypes() {
				if strings.HasPrefix(tt.Code(), strings.ToUpper(code)) {
					return h, nil
				}
			}
		}
		return h, fmt.Errorf("unknown tile type %q", code)
	}
	h.Type = t
	red := ""
	for i, c := range extras {
		switch {
		case c == 'p':
			h.Palms++
		case c == 'P':
			h.Palaces++
		case c == 'l':
			if h.Lake {
				return h, fmt.Errorf("%q: l (next to the Great Lake) twice", s)
			}
			h.Lake = true
		case c == 't':
			if h.Tent {
				return h, fmt.Errorf("%q: two Tents on one tile", s)
			}
			h.Tent = true
		case c >= '0' && c <= '9' && h.Tent && strings.LastIndexByte(extras[:i], 't') >= 0:
			red += string(c)
		default:
			return h, fmt.Errorf("%q: unknown extra %q (p Palm Tree, P Palace, l next to the Lake, t4 Tent with 4 red tiles)", s, string(c))
		}
	}
	if h.Tent {
		if red == "" {
			if !partial {
				return h, fmt.Errorf("%q: how many red tiles surround the Tent, its own included? e.g. t4", s)
			}
		} else {
			h.TentRed, _ = strconv.Atoi(red)
		}
	}
	return h, nil
}

// heldTileReason checks a tile for player i against the box and the rules:
// the tile counts, the supply, one Tent each, the Tent's red tiles.
func (g *ScoreGrid) heldTileReason(h scoring.HeldTile, i int) string {
	x := g.opt.Expansions
	if h.Type.Forbidden() {
		return fmt.Sprintf("the %s can't be controlled", h.Type)
	}
	if !x.Has(h.Type.Expansion()) {
		return fmt.Sprintf("%s (%s) needs the %s expansion", h.Type.Code(), h.Type, h.Type.Expansion())
	}
	same, palms, palaces := 1, h.Palms, h.Palaces
	for j, s := range g.sheets {
		for _, t := range s.tiles {
			if t.Type == h.Type {
				same++
			}
			palms += t.Palms
			palaces += t.Palaces
			if j == i && t.Tent && h.Tent {
				return fmt.Sprintf("%s has one Tent, already on a %s", s.name, t.Type.Code())
			}
		}
	}
	switch {
	case same > h.Type.Count():
		return tf(g.opt.Language, "ui.gmsg.tiles_held", h.Type.Count(), h.Type.Code())
	case palms > game.PalmTrees:
		return tf(g.opt.Language, "ui.ed.palms", game.PalmTrees)
	case palaces > game.Palaces:
		return tf(g.opt.Language, "ui.ed.palaces", game.Palaces)
	case h.Lake && !x.Whims:
		return tr(g.opt.Language, "ui.gmsg.lake_whims")
	case h.Tent && !x.Artisans:
		return tr(g.opt.Language, "ui.gmsg.tent_artisans")
	case h.Tent && h.TentRed > 9:
		return tf(g.opt.Language, "ui.gmsg.tent_9", h.TentRed)
	}
	return ""
}

func (g *ScoreGrid) tileKey(ev *tcell.EventKey) {
	ps := &g.pstate
	s := g.sheets[g.col]
	switch ev.Key() {
	case tcell.KeyEscape:
		g.closePanel()
	case tcell.KeyCtrlB:
		g.closePanel()
		g.openBoard()
	case tcell.KeyUp, tcell.KeyDown:
		g.closePanel()
		g.gridKey(ev)
	case tcell.KeyBackspace, tcell.KeyBackspace2:
		if rs := []rune(ps.input); len(rs) > 0 {
			ps.input = string(rs[:len(rs)-1])
			return
		}
		if n := len(s.tiles); n > 0 {
			g.say(tf(g.opt.Language, "ui.gmsg.removed_from", heldTileText(s.tiles[n-1]), s.name))
			s.tiles = s.tiles[:n-1]
		}
	case tcell.KeyEnter:
		if ps.input == "" {
			g.closePanel()
			return
		}
		h, err := parseHeldTile(ps.input, false)
		if err != nil {
			g.refuse(err.Error())
			return
		}
		if why := g.heldTileReason(h, g.col); why != "" {
			g.refuse(why)
			return
		}
		s.tiles = append(s.tiles, h)
		g.say(tf(g.opt.Language, "ui.gmsg.added", heldTileText(h), s.name))
		ps.input = ""
	case tcell.KeyRune:
		r := ev.Rune()
		if r == ' ' {
			if ps.input != "" {
				g.tileKey(tcell.NewEventKey(tcell.KeyEnter, 0, 0))
			}
			return
		}
		cand := ps.input + string(r)
		if !strings.Contains(cand, "+") {
			cand = strings.ToUpper(cand)
		}
		h, err := parseHeldTile(cand, true)
		if err != nil {
			g.refuse(err.Error())
			return
		}
		if _, err := parseHeldTile(cand, false); err == nil || strings.Contains(cand, "+") {
			if why := g.heldTileReason(h, g.col); why != "" {
				g.refuse(why)
				return
			}
		}
		ps.input = cand
		g.msg = ""
	}
}

// heldTileText writes a held tile as the panel's line: "O+pp".
func heldTileText(h scoring.HeldTile) string {
	out := h.Type.Code()
	extra := strings.Repeat("p", h.Palms) + strings.Repeat("P", h.Palaces)
	if h.Lake {
		extra += "l"
	}
	if h.Tent {
		extra += "t" + strconv.Itoa(h.TentRed)
	}
	if extra != "" {
		out += "+" + extra
	}
	return out
}

// --- the board ---

func (g *ScoreGrid) openBoard() {
	for _, s := range g.sheets {
		if len(s.tiles) > 0 {
			g.refuse(tr(g.opt.Language, "ui.gmsg.tiles_per_player"))
			return
		}
	}
	g.editor = NewBoardEditor(BoardEditorOptions{
		Expansions: g.opt.Expansions,
		Players:    len(g.sheets),
		Board:      g.board,
		Colour:     g.opt.Colour,
		Language:   g.opt.Language,
		OnDone: func(b *game.Board) {
			g.board = b
			g.panel = panelNone
			g.say(tf(g.opt.Language, "ui.gmsg.board_gives", len(g.sheets)))
		},
		OnCancel: func() {
			g.panel = panelNone
			g.say(tr(g.opt.Language, "ui.gmsg.board_unchanged"))
		},
	})
	g.panel = panelBoard
}

// --- drawing ---

const (
	gridLabelWidth = 17
	gridCellWidth  = 12
)

// cellText is what a player's cell shows: what is held, and its VP.
func (g *ScoreGrid) cellText(i int, r gridRow) (held string, vp int) {
	s := g.sheets[i]
	var cats scoring.Categories
	if i < len(g.result.Players) {
		cats = g.result.Players[i].Categories
	}
	tiles := s.tiles
	if g.board != nil {
		tiles = scoring.TilesFromBoardRules(g.board, game.Owner(i+1), g.opt.Rules)
	}
	vp = cats[r.cat]
	switch r.cat {
	case scoring.CategoryCoins:
		held = strconv.Itoa(s.coins)
	case scoring.CategoryViziers:
		held = strconv.Itoa(s.viziers)
	case scoring.CategoryElders:
		held = strconv.Itoa(s.elders)
	case scoring.CategoryArtisans:
		held = strconv.Itoa(s.artisans)
	case scoring.CategoryDjinns:
		held = strconv.Itoa(len(s.djinns) + len(s.thieves))
	case scoring.CategoryPalmTrees, scoring.CategoryPalaces, scoring.CategoryTiles,
		scoring.CategoryTent, scoring.CategoryCities:
		n := 0
		for _, t := range tiles {
			switch r.cat {
			case scoring.CategoryPalmTrees:
				n += t.Palms
			case scoring.CategoryPalaces:
				n += t.Palaces
			case scoring.CategoryTiles:
				if !t.Type.IsCity() {
					n++
				}
			case scoring.CategoryTent:
				if t.Tent {
					n = t.TentRed
				}
			case scoring.CategoryCities:
				if t.Type.IsCity() {
					n++
				}
			}
		}
		held = strconv.Itoa(n)
	case scoring.CategoryMerchandise:
		n := s.fakirs
		for _, c := range s.goods {
			n += c
		}
		held = strconv.Itoa(n)
	case scoring.CategoryItems:
		held = strconv.Itoa(s.items[0] + s.items[1] + s.items[2])
	}
	return held, vp
}

// label is a category's name in the grid's language.
// catWord names a category in messages: its English name as the scoring
// package spells it, or the row label in another language.
func (g *ScoreGrid) catWord(c scoring.Category) string {
	if g.opt.Language == "" || g.opt.Language == "en" {
		return c.Label()
	}
	return g.label(c)
}

func (g *ScoreGrid) label(c scoring.Category) string {
	return categoryLabel(g.opt.Language, c, g.opt.Expansions)
}

// Draw draws the pad, the entry panel and the messages.
func (g *ScoreGrid) Draw(screen tcell.Screen) {
	x, y, w, h := g.GetInnerRect()
	if g.panel == panelBoard {
		g.editor.SetRect(x, y, w, h)
		g.editor.Draw(screen)
		return
	}
	fill(screen, x, y, w, h, g.ink.normal)
	if w < 30 || h < 8 {
		put(screen, x, y, w, tr(g.opt.Language, "ui.too_small"), g.ink.err)
		return
	}
	cw := min(gridCellWidth, (w-gridLabelWidth)/len(g.sheets))
	title := tf(g.opt.Language, "ui.grid.title", len(g.sheets), expansionWords(g.opt.Language, g.opt.Expansions))
	put(screen, x, y, w, title, g.ink.heading)
	if g.board != nil {
		note := tr(g.opt.Language, "ui.grid.from_board")
		put(screen, x+w-textWidth(note), y, textWidth(note), note, g.ink.dim)
	}
	// The keys wrap at the bottom; a message and the panel come above them.
	keys := wrapKeys(g.keyLine(), w)
	bottom := y + h - len(keys)
	line := y + 1
	for ri, r := range g.rows {
		if line >= bottom-2 {
			break
		}
		g.drawRow(screen, x, line, cw, ri, r)
		line++
		if r.kind == rowName {
			put(screen, x, line, gridLabelWidth, "", g.ink.dim)
			for i := range g.sheets {
				put(screen, x+gridLabelWidth+i*cw, line, cw-1, fmt.Sprintf("%-4s%*s", tr(g.opt.Language, "ui.grid.held"), cw-5, tr(g.opt.Language, "ui.grid.vp")), g.ink.dim)
			}
			line++
		}
	}
	// A message takes two lines when it needs them, so that a refusal's
	// reason is read whole at 80 columns.
	var msgLines []string
	style := g.ink.normal
	if g.msg != "" {
		text := g.msg
		if g.msgErr {
			style, text = g.ink.err, "! "+g.msg
		}
		if msgLines = wrapWords(text, w); len(msgLines) > 2 {
			msgLines = msgLines[:2]
		}
	}
	g.drawPanel(screen, x, line, w, bottom-max(len(msgLines), 1))
	for i, l := range msgLines {
		put(screen, x, bottom-len(msgLines)+i, w, l, style)
	}
	for i, l := range keys {
		put(screen, x, bottom+i, w, l, g.ink.dim)
	}
}

func (g *ScoreGrid) keyLine() string {
	l := g.opt.Language
	switch g.panel {
	case panelDjinns:
		if g.pstate.askVP != "" {
			return tr(l, "ui.grid.keys_vp")
		}
		return tr(l, "ui.grid.keys_djinns")
	case panelGoods, panelItems:
		return tr(l, "ui.grid.keys_goods")
	case panelTiles:
		return tr(l, "ui.grid.keys_tiles")
	}
	return tr(l, "ui.grid.keys")
}

func (g *ScoreGrid) drawRow(s tcell.Screen, x, y, cw, ri int, r gridRow) {
	switch r.kind {
	case rowName:
		put(s, x, y, gridLabelWidth, tr(g.opt.Language, "player"), g.ink.heading)
	case rowCategory:
		put(s, x, y, gridLabelWidth, g.label(r.cat), g.ink.normal)
	case rowTotal:
		put(s, x, y, gridLabelWidth, categoryLabel(g.opt.Language, -1, g.opt.Expansions), g.ink.heading)
	}
	for i, sh := range g.sheets {
		cx := x + gridLabelWidth + i*cw
		style := g.ink.normal
		if r.kind != rowCategory {
			style = g.ink.heading
		}
		if ri == g.row && i == g.col {
			style = g.ink.cursor
		}
		var text string
		switch r.kind {
		case rowName:
			text = sh.name
		case rowCategory:
			held, vp := g.cellText(i, r)
			text = fmt.Sprintf("%-4s%*d", held, cw-5, vp)
		case rowTotal:
			total, rank := 0, 0
			if i < len(g.result.Players) {
				total, rank = g.result.Players[i].Total, g.result.Players[i].Rank
			}
			text = fmt.Sprintf("%-4s%*d", ordinal(g.opt.Language, rank), cw-5, total)
		}
		put(s, cx, y, cw-1, padTo(text, cw-1), style)
	}
}

// ordinal writes a rank as "1st", "2nd", "3rd", "4th"; in German "1.".
func ordinal(lang string, n int) string {
	switch {
	case n == 0:
		return ""
	case lang == "de":
		return fmt.Sprintf("%d.", n)
	}
	switch n {
	case 1:
		return "1st"
	case 2:
		return "2nd"
	case 3:
		return "3rd"
	}
	return fmt.Sprintf("%dth", n)
}

// drawPanel draws the details of the cursor's cell, or the entry panel,
// from line to before end; it returns the next free line.
func (g *ScoreGrid) drawPanel(s tcell.Screen, x, line, w, end int) int {
	if line >= end {
		return line
	}
	sh := g.sheets[g.col]
	emit := func(text string, style tcell.Style) {
		for _, l := range wrapWords(text, w) {
			if line >= end {
				return
			}
			put(s, x, line, w, l, style)
			line++
		}
	}
	r := g.rows[g.row]
	p := g.panel
	if p == panelNone && r.kind == rowCategory {
		p = panelFor(r.cat)
	}
	open := g.panel != panelNone
	head := g.ink.dim
	if open {
		head = g.ink.heading
	}
	switch p {
	case panelDjinns:
		var parts []string
		for _, d := range sh.djinns {
			parts = append(parts, fmt.Sprintf("%s %d", d.Name, d.VP))
		}
		for _, t := range sh.thieves {
			parts = append(parts, tr(g.opt.Language, "ui.grid.thief")+" "+t)
		}
		if len(parts) == 0 {
			parts = []string{tr(g.opt.Language, "ui.none")}
		}
		emit(tf(g.opt.Language, "ui.grid.djinns_of", sh.name, strings.Join(parts, ", ")), head)
		if !open {
			key := "ui.grid.add_djinns"
			if g.opt.Expansions.Thieves {
				key = "ui.grid.add_djinns_thieves"
			}
			emit(tr(g.opt.Language, key), g.ink.dim)
			break
		}
		if g.pstate.askVP != "" {
			emit(tf(g.opt.Language, "ui.grid.vp_of", g.pstate.askVP, g.pstate.input), g.ink.normal)
			break
		}
		comp := g.djinnCompletions(g.pstate.input)
		hint := ""
		if len(comp) > 0 && g.pstate.input != "" {
			if len(comp) > 6 {
				comp = append(comp[:6], "...")
			}
			hint = "   " + strings.Join(comp, " ")
		}
		emit(tf(g.opt.Language, "ui.grid.add", g.pstate.input, hint), g.ink.normal)
	case panelGoods:
		emit(tf(g.opt.Language, "ui.grid.goods_of", sh.name), head)
		g.pstate.field = min(g.pstate.field, 9)
		line = g.drawCounters(s, x, line, w, end, g.goodsFields(), open)
	case panelItems:
		emit(tf(g.opt.Language, "ui.grid.items_of", sh.name), head)
		g.pstate.field = min(g.pstate.field, 2)
		line = g.drawCounters(s, x, line, w, end, g.itemFields(), open)
	case panelTiles:
		var parts []string
		if g.board != nil {
			for _, t := range scoring.TilesFromBoardRules(g.board, game.Owner(g.col+1), g.opt.Rules) {
				parts = append(parts, heldTileText(t))
			}
		} else {
			for _, t := range sh.tiles {
				parts = append(parts, heldTileText(t))
			}
		}
		if len(parts) == 0 {
			parts = []string{tr(g.opt.Language, "ui.none")}
		}
		src := ""
		if g.board != nil {
			src = " " + tf(g.opt.Language, "ui.grid.from_board_of", g.col+1)
		}
		emit(tf(g.opt.Language, "ui.grid.tiles_of", sh.name, src, strings.Join(parts, " ")), head)
		if !open {
			if g.board != nil {
				emit(tr(g.opt.Language, "ui.grid.board_edits"), g.ink.dim)
			} else {
				emit(tr(g.opt.Language, "ui.grid.add_tiles"), g.ink.dim)
			}
			break
		}
		emit(tf(g.opt.Language, "ui.grid.add_tile", g.pstate.input), g.ink.normal)
	default:
		if g.problem != "" {
			emit("! "+g.problem, g.ink.err)
		} else if len(g.result.Winners) > 0 && r.kind == rowTotal {
			emit(tr(g.opt.Language, "ui.grid.leading")+" "+strings.Join(g.result.Winners, ", "), g.ink.good)
		}
	}
	return line
}

// drawCounters draws a panel's counters, wrapped; the selected one in
// reverse video when the panel is open.
func (g *ScoreGrid) drawCounters(s tcell.Screen, x, line, w, end int, fields []counter, open bool) int {
	cx := x
	for i, f := range fields {
		text := fmt.Sprintf("%s %d", f.label, *f.value)
		tw := textWidth(text)
		if cx+tw > x+w {
			line++
			cx = x
		}
		if line >= end {
			return line
		}
		style := g.ink.normal
		if open && i == g.pstate.field {
			style = g.ink.cursor
		}
		put(s, cx, line, tw, text, style)
		cx += tw + 2
	}
	return line + 1
}

// ScoreGridOptionsFor fills the grid's options from the configuration:
// expansions, player names, scoring variants, Djinn VPs, language and
// colours; the caller adds the callbacks.
func ScoreGridOptionsFor(c Config) ScoreGridOptions {
	return ScoreGridOptions{
		Expansions: c.Expansions,
		Players:    c.Players,
		Rules:      c.ScoringRules,
		DjinnVP:    c.DjinnVP,
		Colour:     c.Colours(),
		Language:   c.Language,
	}
}

// Typing reports whether keys are text for the grid: a name, a Djinn or a
// tile line, or the board editor's typing.
func (g *ScoreGrid) Typing() bool {
	switch g.panel {
	case panelDjinns, panelTiles:
		return true
	case panelBoard:
		return g.editor.Typing()
	}
	return g.rows[g.row].kind == rowName
}
