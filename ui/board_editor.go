package ui

import (
	"errors"
	"fmt"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/rivo/tview"
)

// BoardEditorOptions configures a BoardEditor.
type BoardEditorOptions struct {
	// Expansions in play: they set the number of rows, the tile types
	// allowed and the box limits.
	Expansions game.Expansions
	// Solo checks the board for a game against Yazid: owners @1 and @Y only.
	Solo bool
	// Players is the number of seats that may own tiles; 0 allows @1..@5.
	Players int
	// Board is the layout to start from; nil starts with an empty grid.
	// A board of another size than the expansions give is ignored.
	Board *game.Board
	// Colour shows meeples in their tribe's colour (letters always show).
	Colour bool
	// OnDone receives the finished board, checked against the box.
	OnDone func(*game.Board)
	// OnCancel is called when the player leaves without a board.
	OnCancel func()
	// Language is "en" or "de" ("" is English).
	Language string
}

// BoardEditor is the grid editor for a board layout: 6 columns and 5, 6 or
// 7 rows. The player moves with the arrows and types each tile in board
// notation (docs/formats.md section 1), the type code first, then optionally
// [MEEPLES], @OWNER and +EXTRAS; the next code, Space or Enter moves on.
// Box limits are checked as the player types, and a refused key says why.
// Ctrl-V opens a paste mode for a whole board in notation.
type BoardEditor struct {
	*tview.Box
	opt        BoardEditorOptions
	ink        inks
	cols, rows int
	tiles      []game.Tile // row-major from row 1, column 1, as game.Board
	set        []bool
	cur        game.Place
	edit       string // the token being typed at cur
	msg        string
	msgErr     bool
	pasting    bool
	paste      *tview.TextArea
	pasteErrs  []string
	// advanced is true right after Space or Enter finished a tile, so
	// that the blanks and line ends of typed notation move only once.
	advanced bool
}

// boardCellWidth is the width of one tile on the grid, 80 columns allow 12.
const boardCellWidth = 12

// NewBoardEditor returns an editor for a board of 6 columns and the rows
// the expansions give, starting from o.Board when it has that size.
func NewBoardEditor(o BoardEditorOptions) *BoardEditor {
	e := &BoardEditor{
		Box:  tview.NewBox(),
		opt:  o,
		ink:  newInks(o.Colour),
		cols: 6,
		rows: o.Expansions.Rows(),
	}
	e.tiles = make([]game.Tile, e.cols*e.rows)
	e.set = make([]bool, e.cols*e.rows)
	if b := o.Board; b != nil && b.Cols == e.cols && b.Rows == e.rows {
		copy(e.tiles, b.Tiles)
		for i := range e.set {
			e.set[i] = true
		}
	}
	// Notation is written top row first: start at the top-left tile.
	e.cur = game.Place{Col: 1, Row: e.rows}
	e.paste = tview.NewTextArea()
	e.paste.SetSelectedStyle(tcell.StyleDefault.Reverse(true)) // seen on any terminal
	e.paste.SetPlaceholder("V[YWG]  S6[RRB]  O[GGW]  SM[BWY]  LM[YRB]  S12[YRW]   (top row first)")
	return e
}

// BoardEditorKeys are the keys of the board editor, for the help overlay.
func BoardEditorKeys() []KeyHelp { return boardEditorKeys("en") }

func boardEditorKeys(l string) []KeyHelp {
	return []KeyHelp{
		{tr(l, "ui.keyname.arrows"), tr(l, "ui.key.ed_move")},
		{"V S6 S10 S12 S15 O SM LM", tr(l, "ui.key.ed_base")},
		{"W XM CH", tr(l, "ui.key.ed_artisans")},
		{"CB CR GL", tr(l, "ui.key.ed_whims")},
		{"[YWGBRP]", tr(l, "ui.key.ed_meeples")},
		{"@1..@5 @Y", tr(l, "ui.key.ed_owner")},
		{"+p +P +t", tr(l, "ui.key.ed_extras")},
		{"Space Enter", tr(l, "ui.key.ed_next")},
		{"Backspace", tr(l, "ui.key.ed_backspace")},
		{"Delete", tr(l, "ui.key.ed_delete")},
		{"Ctrl-V", tr(l, "ui.key.ed_paste")},
		{"Ctrl-D F10", tr(l, "ui.key.ed_done")},
		{"Esc", tr(l, "ui.key.ed_esc")},
	}
}

// Keys lists the editor's keys for the help overlay.
func (e *BoardEditor) Keys() []KeyHelp { return boardEditorKeys(e.opt.Language) }

// Cursor is the place the editor's cursor is on.
func (e *BoardEditor) Cursor() game.Place { return e.cur }

// Message is the last message shown: a refusal's reason or a note.
func (e *BoardEditor) Message() string { return e.msg }

// Board returns the layout entered so far and whether every tile is set.
func (e *BoardEditor) Board() (*game.Board, bool) {
	b := game.NewBoard(e.cols, e.rows)
	copy(b.Tiles, e.tiles)
	for _, s := range e.set {
		if !s {
			return b, false
		}
	}
	return b, true
}

func (e *BoardEditor) index(p game.Place) int { return (p.Row-1)*e.cols + p.Col - 1 }

func (e *BoardEditor) say(msg string) { e.msg, e.msgErr = msg, false }

func (e *BoardEditor) refuse(msg string) { e.msg, e.msgErr = msg, true }

// InputHandler handles the editor's keys.
func (e *BoardEditor) InputHandler() func(event *tcell.EventKey, setFocus func(p tview.Primitive)) {
	handle := func(ev *tcell.EventKey, setFocus func(p tview.Primitive)) {
		if e.pasting {
			e.pasteKey(ev, setFocus)
			return
		}
		e.gridKey(ev)
	}
	return e.WrapInputHandler(func(ev *tcell.EventKey, setFocus func(p tview.Primitive)) {
		for _, k := range splitAlt(ev) {
			handle(k, setFocus)
		}
	})
}

// PasteHandler takes a bracketed paste as a board in notation.
func (e *BoardEditor) PasteHandler() func(text string, setFocus func(p tview.Primitive)) {
	return e.WrapPasteHandler(func(text string, setFocus func(p tview.Primitive)) {
		if !e.pasting {
			e.startPaste("")
		}
		if h := e.paste.PasteHandler(); h != nil {
			h(text, func(tview.Primitive) {})
		}
		// Show the pasted board from its top row.
		e.paste.Select(0, 0)
	})
}

func (e *BoardEditor) gridKey(ev *tcell.EventKey) {
	advanced := e.advanced
	e.advanced = false
	next := func() {
		if e.edit == "" && advanced {
			e.advanced = true
			return
		}
		if e.commit() {
			e.advance()
			e.advanced = true
		}
	}
	switch ev.Key() {
	case tcell.KeyUp:
		e.move(0, 1)
	case tcell.KeyDown:
		e.move(0, -1)
	case tcell.KeyLeft:
		e.move(-1, 0)
	case tcell.KeyRight:
		e.move(1, 0)
	case tcell.KeyEnter, tcell.KeyTab:
		next()
	case tcell.KeyBackspace, tcell.KeyBackspace2:
		e.backspace()
	case tcell.KeyDelete:
		i := e.index(e.cur)
		e.tiles[i], e.set[i], e.edit = game.Tile{}, false, ""
		e.say(tf(e.opt.Language, "ui.editor.cleared", tf(e.opt.Language, "ui.place", e.cur.Row, e.cur.Col)))
	case tcell.KeyCtrlV, tcell.KeyF3:
		text := ""
		if b, ok := e.Board(); ok {
			text = b.String()
		}
		e.startPaste(text)
	case tcell.KeyCtrlD, tcell.KeyF10:
		e.done()
	case tcell.KeyEscape:
		if e.edit != "" {
			e.edit = ""
			e.say(tr(e.opt.Language, "ui.editor.typing_dropped"))
			return
		}
		if e.opt.OnCancel != nil {
			e.opt.OnCancel()
		}
	case tcell.KeyRune:
		switch r := ev.Rune(); r {
		case ' ':
			next()
		default:
			e.typeRune(r)
		}
	}
}

// move steps the cursor, finishing the tile being typed first.
func (e *BoardEditor) move(dc, dr int) {
	if !e.commit() {
		return
	}
	p := game.Place{Col: e.cur.Col + dc, Row: e.cur.Row + dr}
	if p.Col < 1 || p.Col > e.cols || p.Row < 1 || p.Row > e.rows {
		return
	}
	e.cur = p
}

// advance moves to the next tile in reading order: right, then the start
// of the row below.
func (e *BoardEditor) advance() {
	switch {
	case e.cur.Col < e.cols:
		e.cur.Col++
	case e.cur.Row > 1:
		e.cur = game.Place{Col: 1, Row: e.cur.Row - 1}
	}
}

func (e *BoardEditor) backspace() {
	if e.edit != "" {
		r := []rune(e.edit)
		e.edit = string(r[:len(r)-1])
		return
	}
	i := e.index(e.cur)
	if !e.set[i] {
		return
	}
	tok := e.tiles[i].Token()
	e.edit = tok[:len(tok)-1]
}

// typeRune adds a typed character to the tile being typed, or starts the
// next tile with it, or refuses it with the reason.
func (e *BoardEditor) typeRune(r rune) {
	c := game.TokenCase(e.edit, r)
	cand := e.edit + string(c)
	reason := e.viable(cand)
	if reason == "" {
		e.edit = cand
		e.msg = ""
		return
	}
	if e.edit != "" {
		// The character may start the next tile: "VS6" is V, then S6.
		next := game.TokenCase("", r)
		if e.complete(e.edit) == "" && game.StartsTileCode(next) {
			e.commit()
			e.advance()
			if why := e.viable(string(next)); why != "" {
				e.refuse(why)
				return
			}
			e.edit = string(next)
			return
		}
	}
	e.refuse(reason)
}

// viable returns "" when tok is a tile, or the start of one, that the
// board can take at the cursor, else the reason it can't.
func (e *BoardEditor) viable(tok string) string {
	code, rest := game.TokenCode(tok)
	if rest == "" {
		if _, err := game.ParseTileType(code); err == nil {
			return e.complete(tok)
		}
		var starts []string
		for _, t := range game.TileTypes() {
			if e.opt.Expansions.Has(t.Expansion()) && strings.HasPrefix(t.Code(), code) {
				starts = append(starts, t.Code())
			}
		}
		if len(starts) > 0 {
			return ""
		}
		return tf(e.opt.Language, "ui.ed.no_code", code, strings.Join(e.codes(), " "))
	}
	// An unfinished token is viable when closing it makes a tile. The
	// reason given is a rule's, else the clearest notation error.
	var rule string
	var notation error
	for _, end := range []string{"", "]", "1"} {
		t, err := game.ParseToken(tok + end)
		if err != nil {
			if notation == nil || missingPart(notation) {
				notation = err
			}
			continue
		}
		reason := e.tileReason(t)
		if reason == "" {
			return ""
		}
		if rule == "" {
			rule = reason
		}
	}
	if rule != "" || notation == nil {
		return rule
	}
	return printerOf(e.opt.Language).Error(notation)
}

// missingPart reports a token's problem that a part is missing (']', the
// owner, the Mountain edges): a clearer reason comes from another ending.
func missingPart(err error) bool {
	var p *game.Problem
	if !errors.As(err, &p) {
		return false
	}
	switch p.Code {
	case game.ProblemMissingBracket, game.ProblemMissingOwner, game.ProblemMissingEdges:
		return true
	}
	return false
}

// codes lists the tile codes of the expansions in play.
func (e *BoardEditor) codes() []string {
	var out []string
	for _, t := range game.TileTypes() {
		if e.opt.Expansions.Has(t.Expansion()) {
			out = append(out, t.Code())
		}
	}
	return out
}

// complete returns "" when tok is a whole tile the board can take at the
// cursor, else the reason.
func (e *BoardEditor) complete(tok string) string {
	t, err := game.ParseToken(tok)
	if err != nil {
		return printerOf(e.opt.Language).Error(err)
	}
	return e.tileReason(t)
}

// tileReason checks a tile placed at the cursor against the box and the
// rules of the board (game.CheckPlacing), counting every other tile set,
// and says why it can't go there, or "".
func (e *BoardEditor) tileReason(t game.Tile) string {
	l := e.opt.Language
	var others []game.PlacedTile
	for _, p := range e.places() {
		if i := e.index(p); e.set[i] && p != e.cur {
			others = append(others, game.PlacedTile{Place: p, Tile: e.tiles[i]})
		}
	}
	pr := game.CheckPlacing(t, others, e.opt.checkOptions())
	switch pr.Kind {
	case game.PlacingNeedsExpansion:
		return tf(l, "ui.ed.needs_expansion", t.Type.Code(), tileName(l, t.Type), trOr(l, "ui.exp."+t.Type.Expansion().String(), t.Type.Expansion().String()))
	case game.PlacingTileSupply:
		return tf(l, "ui.ed.only_tiles", t.Type.Count(), t.Type.Code(), placesText(l, pr.Places))
	case game.PlacingMeeplesOnForbidden:
		return tf(l, "ui.ed.no_meeples", tileName(l, t.Type))
	case game.PlacingOwnedForbidden:
		return tf(l, "ui.ed.no_owner", tileName(l, t.Type))
	case game.PlacingTribeNotInBox:
		return tf(l, "ui.ed.tribe_artisans", tribeName(l, pr.Tribe, 2), pr.Tribe.Letter())
	case game.PlacingMeepleSupply:
		return tf(l, "ui.ed.only_meeples", pr.Box, tribeName(l, pr.Tribe, 2), pr.Tribe.Letter())
	case game.PlacingYazidNotSolo:
		return tr(l, "ui.ed.yazid_solo")
	case game.PlacingSoloOwner:
		return tf(l, "ui.ed.solo_owners", t.Owner)
	case game.PlacingOwnerNotPlaying:
		return tf(l, "ui.ed.players", t.Owner, e.opt.Players)
	case game.PlacingFifthPlayer:
		return tf(l, "ui.ed.fifth_player", t.Owner)
	case game.PlacingTentWithoutOwner:
		return tr(l, "ui.ed.owner_first")
	case game.PlacingPalmTrees:
		return tf(l, "ui.ed.palms", game.PalmTrees)
	case game.PlacingPalaces:
		return tf(l, "ui.ed.palaces", game.Palaces)
	case game.PlacingTentNeedsArtisans:
		return tr(l, "ui.ed.tent_artisans")
	case game.PlacingYazidTent:
		return tr(l, "ui.ed.yazid_tent")
	case game.PlacingSecondTent:
		return tf(l, "ui.ed.one_tent", t.Owner, tf(l, "ui.place", pr.At.Row, pr.At.Col))
	}
	return ""
}

// placesText lists places briefly: "row 3, column 2" or "3 tiles".
func placesText(lang string, ps []game.Place) string {
	if len(ps) == 1 {
		return tf(lang, "ui.place", ps[0].Row, ps[0].Col)
	}
	parts := make([]string, len(ps))
	for i, p := range ps {
		parts[i] = placeBrief(lang, p)
	}
	return strings.Join(parts, " ")
}

func (e *BoardEditor) places() []game.Place {
	out := make([]game.Place, 0, e.cols*e.rows)
	for r := 1; r <= e.rows; r++ {
		for c := 1; c <= e.cols; c++ {
			out = append(out, game.Place{Col: c, Row: r})
		}
	}
	return out
}

// commit stores the tile being typed at the cursor; false (with the
// reason shown) when it is not a whole tile yet.
func (e *BoardEditor) commit() bool {
	if e.edit == "" {
		return true
	}
	if reason := e.complete(e.edit); reason != "" {
		code, _ := game.TokenCode(e.edit)
		if _, err := game.ParseTileType(code); err != nil {
			reason = tf(e.opt.Language, "ui.ed.not_whole", e.edit, strings.Join(e.codes(), " "))
		}
		e.refuse(reason + " " + tr(e.opt.Language, "ui.ed.esc_drops"))
		return false
	}
	t, _ := game.ParseToken(e.edit)
	i := e.index(e.cur)
	e.tiles[i], e.set[i], e.edit = t, true, ""
	e.msg = ""
	return true
}

// done checks the whole board and hands it on.
func (e *BoardEditor) done() {
	if !e.commit() {
		return
	}
	missing := 0
	var first game.Place
	for _, p := range e.places() {
		if !e.set[e.index(p)] {
			if missing == 0 || p.Row > first.Row || (p.Row == first.Row && p.Col < first.Col) {
				first = p
			}
			missing++
		}
	}
	if missing > 0 {
		e.refuse(tf(e.opt.Language, "ui.editor.missing", missing, tf(e.opt.Language, "ui.place", first.Row, first.Col)))
		e.cur = first
		return
	}
	b, _ := e.Board()
	if err := b.Check(e.opt.checkOptions()); err != nil {
		e.refuse(errLine(e.opt.Language, err))
		return
	}
	e.say(tr(e.opt.Language, "ui.editor.complete"))
	if e.opt.OnDone != nil {
		e.opt.OnDone(b)
	}
}

// checkOptions are the rules a board entered with o is checked by.
func (o BoardEditorOptions) checkOptions() game.CheckOptions {
	return game.CheckOptions{Expansions: o.Expansions, Solo: o.Solo, Players: o.Players}
}

func (e *BoardEditor) startPaste(text string) {
	if e.edit != "" {
		e.edit = ""
	}
	e.pasting = true
	e.pasteErrs = nil
	e.paste.SetText(text, false)
	e.paste.Focus(func(tview.Primitive) {})
}

func (e *BoardEditor) pasteKey(ev *tcell.EventKey, setFocus func(p tview.Primitive)) {
	switch ev.Key() {
	case tcell.KeyEscape:
		e.pasting = false
		e.paste.Blur()
		e.say(tr(e.opt.Language, "ui.editor.paste_dropped"))
		return
	case tcell.KeyCtrlD, tcell.KeyF10:
		e.applyPaste()
		return
	}
	if h := e.paste.InputHandler(); h != nil {
		h(ev, func(tview.Primitive) {})
	}
}

// applyPaste reads the pasted notation; every problem is listed, each
// naming its row and column.
func (e *BoardEditor) applyPaste() {
	b, err := e.ParseBoardText(e.paste.GetText())
	if err != nil {
		e.pasteErrs = splitErrors(e.opt.Language, err)
		return
	}
	copy(e.tiles, b.Tiles)
	for i := range e.set {
		e.set[i] = true
	}
	e.pasting = false
	e.paste.Blur()
	e.pasteErrs = nil
	e.cur = game.Place{Col: 1, Row: e.rows}
	e.say(tf(e.opt.Language, "ui.editor.pasted", len(b.Tiles)))
}

// ParseBoardText reads a board in notation and checks it for this editor:
// the size the expansions give and the box limits.
func (e *BoardEditor) ParseBoardText(text string) (*game.Board, error) {
	b, err := game.ParseBoard(text)
	if err != nil {
		return nil, err
	}
	if b.Cols != e.cols || b.Rows != e.rows {
		return nil, errors.New(tf(e.opt.Language, "ui.editor.size", b.Cols, b.Rows, expansionWords(e.opt.Language, e.opt.Expansions), e.cols, e.rows))
	}
	if err := b.Check(e.opt.checkOptions()); err != nil {
		return nil, err
	}
	return b, nil
}

// splitErrors lists the lines of a joined error, in lang.
func splitErrors(lang string, err error) []string {
	var out []string
	for _, l := range strings.Split(printerOf(lang).Error(err), "\n") {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
		}
	}
	if len(out) == 0 {
		out = []string{errors.Unwrap(err).Error()}
	}
	return out
}

// Draw draws the grid, or the paste area.
func (e *BoardEditor) Draw(screen tcell.Screen) {
	x, y, w, h := e.GetInnerRect()
	fill(screen, x, y, w, h, e.ink.normal)
	if e.pasting {
		if w < 20 || h < 5 {
			put(screen, x, y, w, tr(e.opt.Language, "ui.too_small"), e.ink.err)
			return
		}
		e.drawPaste(screen, x, y, w, h)
		return
	}
	if minW, minH := 4+e.cols*5, 2*e.rows+4; w < minW || h < minH {
		for i, l := range wrapWords(tf(e.opt.Language, "ui.editor.too_small", minW, minH), w) {
			if i < h {
				put(screen, x, y+i, w, l, e.ink.err)
			}
		}
		return
	}
	set := 0
	for _, s := range e.set {
		if s {
			set++
		}
	}
	title := tf(e.opt.Language, "ui.editor.title", e.cols, e.rows, expansionWords(e.opt.Language, e.opt.Expansions))
	put(screen, x, y, w, title, e.ink.heading)
	count := tf(e.opt.Language, "ui.editor.count", set, e.cols*e.rows)
	if cw := textWidth(count); cw < w-textWidth(title)-1 {
		put(screen, x+w-cw, y, cw, count, e.ink.normal)
	}
	cw := min(boardCellWidth, (w-4)/e.cols)
	for c := 1; c <= e.cols; c++ {
		put(screen, x+4+(c-1)*cw, y+1, cw, tf(e.opt.Language, "ui.board.col", c), e.ink.dim)
	}
	line := y + 2
	for r := e.rows; r >= 1 && line+1 < y+h; r-- {
		put(screen, x, line, 4, fmt.Sprintf("r%d", r), e.ink.dim)
		for c := 1; c <= e.cols; c++ {
			e.drawTile(screen, x+4+(c-1)*cw, line, cw-1, game.Place{Col: c, Row: r})
		}
		line += 2
	}
	line++
	for _, l := range wrapWords(e.boxLeft(), w) {
		if line >= y+h-2 {
			break
		}
		put(screen, x, line, w, l, e.ink.dim)
		line++
	}
	if e.msg != "" {
		style, text := e.ink.normal, e.msg
		if e.msgErr {
			style, text = e.ink.err, "! "+e.msg
		}
		msgLines := wrapWords(text, w)
		start := max(line, y+h-1-len(msgLines))
		for i, l := range msgLines {
			if start+i < y+h-1 {
				put(screen, x, start+i, w, l, style)
			}
		}
	}
	put(screen, x, y+h-1, w, tr(e.opt.Language, "ui.editor.keys"), e.ink.dim)
}

// drawTile draws one tile in two lines: type, owner and extras; meeples.
func (e *BoardEditor) drawTile(s tcell.Screen, x, y, w int, p game.Place) {
	i := e.index(p)
	style := e.ink.normal
	if p == e.cur {
		style = e.ink.cursor
		fill(s, x, y, w, 2, style)
	}
	if p == e.cur && e.edit != "" {
		code, rest := e.edit, ""
		if j := strings.IndexByte(e.edit, '['); j >= 0 {
			code, rest = e.edit[:j], e.edit[j:]
		}
		put(s, x, y, w, code+"_", style)
		put(s, x, y+1, w, rest, style)
		return
	}
	if !e.set[i] {
		put(s, x, y, w, ".", style)
		return
	}
	t := e.tiles[i]
	head := t.Type.Code() + t.Owner.String()
	if t.Palms > 0 || t.Palaces > 0 || t.Tent {
		extra := strings.Repeat("p", t.Palms) + strings.Repeat("P", t.Palaces)
		if t.Tent {
			extra += "t"
		}
		head += "+" + extra
	}
	if p != e.cur {
		style = e.ink.valueColour(t.Type.ValueColour())
	}
	put(s, x, y, w, head, style)
	letters := t.Meeples.String()
	if len(letters) > w && w > 3 {
		more := fmt.Sprintf("+%d", len(letters)-(w-3))
		letters = letters[:w-3] + more
	}
	letters = letters[:min(len(letters), w)]
	for j, c := range []byte(letters) {
		ls := style
		if tr, ok := game.TribeByLetter(c); ok && p != e.cur {
			ls = e.ink.tribe(tr)
		}
		s.SetContent(x+j, y+1, rune(c), nil, ls)
	}
}

// boxLeft says how many tiles of each type are left in the box.
func (e *BoardEditor) boxLeft() string {
	var used [game.NumTileTypes]int
	for i, s := range e.set {
		if s {
			used[e.tiles[i].Type]++
		}
	}
	parts := []string{tr(e.opt.Language, "ui.editor.left")}
	for _, t := range game.TileTypes() {
		if e.opt.Expansions.Has(t.Expansion()) {
			parts = append(parts, fmt.Sprintf("%s:%d", t.Code(), t.Count()-used[t]))
		}
	}
	return strings.Join(parts, "  ")
}

func (e *BoardEditor) drawPaste(s tcell.Screen, x, y, w, h int) {
	put(s, x, y, w, tf(e.opt.Language, "ui.editor.paste_title", e.rows, e.cols), e.ink.heading)
	put(s, x, y+1, w, tr(e.opt.Language, "ui.editor.paste_keys"), e.ink.dim)
	errLines := 0
	var lines []string
	for _, m := range e.pasteErrs {
		lines = append(lines, wrapWords("! "+m, w)...)
	}
	errLines = min(len(lines), max(0, h-2-e.rows-2))
	areaH := h - 2 - errLines
	if len(lines) > 0 {
		areaH--
	}
	e.paste.SetRect(x, y+2, w, max(areaH, 1))
	e.paste.Draw(s)
	if errLines == 0 {
		return
	}
	ey := y + 2 + areaH
	put(s, x, ey, w, tf(e.opt.Language, countKey("ui.editor.problems", len(e.pasteErrs)), len(e.pasteErrs)), e.ink.err)
	for i := 0; i < errLines; i++ {
		if i == errLines-1 && errLines < len(lines) {
			put(s, x, ey+1+i, w, fmt.Sprintf("... and %d more lines", len(lines)-errLines+1), e.ink.err)
			break
		}
		put(s, x, ey+1+i, w, lines[i], e.ink.err)
	}
}

// Typing reports whether keys are text for the editor: a tile being typed
// or the paste area open ('?' then reaches the editor, not the shell).
func (e *BoardEditor) Typing() bool { return e.pasting || e.edit != "" }
