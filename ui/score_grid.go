package ui

import (
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
		if g.opt.Expansions.Has(c.Expansion()) {
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

// uses reports whether what was entered holds pieces of expansion e
// (scoring.Player.Uses); a board holds them all.
func (g *ScoreGrid) uses(e game.Expansion) bool {
	if g.board != nil {
		return true
	}
	for _, p := range g.Game().Players {
		if p.Uses(e) {
			return true
		}
	}
	return false
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
		p := s.player()
		if g.board != nil {
			p.Tiles = nil
		}
		sg.Players = append(sg.Players, p)
	}
	return sg
}

// player is what the sheet holds, for scoring: its tiles, even beside a
// board.
func (s *sheet) player() scoring.Player {
	p := scoring.Player{
		Name: s.name, Coins: s.coins, Viziers: s.viziers, Elders: s.elders, Artisans: s.artisans,
		Djinns:      append([]scoring.HeldDjinn(nil), s.djinns...),
		Thieves:     append([]string(nil), s.thieves...),
		Merchandise: s.goods, Fakirs: s.fakirs,
		Tiles: append([]scoring.HeldTile(nil), s.tiles...),
	}
	for i, n := range s.items {
		for j := 0; j < n; j++ {
			p.Items = append(p.Items, preciousItems[i])
		}
	}
	return p
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
