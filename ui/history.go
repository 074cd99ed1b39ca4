package ui

import (
	"fmt"
	"slices"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/history"
	"github.com/naqala/naqala/labels"
	"github.com/naqala/naqala/scoring"
	"github.com/rivo/tview"
)

// HistoryViewOptions configures a HistoryView.
type HistoryViewOptions struct {
	// Colour turns colours on; everything also reads without them.
	Colour bool
	// OnClose leaves the screen.
	OnClose func()
	// Language is "en" or "de" ("" is English).
	Language string
	// Baselines are the self-play runs kept as the machine's figures, one
	// a rule set; the record shows each beside the player's games of its
	// rule set, marked as naqala's advisor's.
	Baselines []history.Baseline
}

// HistoryView is the history screen: the statistics of the finished
// games, a text chart of the solo scores over time against the title bands
// (up to 190, 191-220, 221-250, 251 and more) and the list of games, the
// newest first.
type HistoryView struct {
	*tview.Box
	opt     HistoryViewOptions
	ink     inks
	records []history.Record // oldest first
	stats   history.Stats
	top     int // first game shown in the list
	// record: the solo record by rule set is shown in place of the
	// overview; recordTop is its first rule set shown.
	record    bool
	solo      []history.SoloRuleRecord
	recordTop int
}

// NewHistoryView returns the history screen of records, in any order.
func NewHistoryView(records []history.Record, o HistoryViewOptions) *HistoryView {
	rs := slices.Clone(records)
	slices.SortStableFunc(rs, func(a, b history.Record) int { return a.Date.Compare(b.Date) })
	return &HistoryView{Box: tview.NewBox(), opt: o, ink: newInks(o.Colour), records: rs, stats: history.ComputeStats(rs),
		solo: history.SoloRecords(rs, o.Baselines)}
}

// HistoryKeys are the keys of the history screen, for the help overlay.
func HistoryKeys() []KeyHelp { return historyKeys("en") }

func historyKeys(l string) []KeyHelp {
	keys := listKeys(l, tr(l, "ui.key.history_scroll"))
	keys[0].Key += " PgUp PgDn"
	return append(keys, KeyHelp{"r", tr(l, "ui.key.history_record")}, KeyHelp{"Esc q", tr(l, "ui.key.back")})
}

// Keys lists the screen's keys for the help overlay, in its language.
func (v *HistoryView) Keys() []KeyHelp { return historyKeys(v.opt.Language) }

// InputHandler scrolls the list and leaves the screen.
func (v *HistoryView) InputHandler() func(event *tcell.EventKey, setFocus func(p tview.Primitive)) {
	handle := func(ev *tcell.EventKey, setFocus func(p tview.Primitive)) {
		last := max(len(v.records)-1, 0)
		top := &v.top
		if v.record {
			last, top = max(len(v.solo)-1, 0), &v.recordTop
		}
		switch ev = listKey(ev); ev.Key() {
		case tcell.KeyHome:
			*top = 0
		case tcell.KeyEnd:
			*top = last
		case tcell.KeyUp:
			*top = max(*top-1, 0)
		case tcell.KeyDown:
			*top = min(*top+1, last)
		case tcell.KeyPgUp:
			*top = max(*top-5, 0)
		case tcell.KeyPgDn:
			*top = min(*top+5, last)
		case tcell.KeyEscape:
			v.close()
		case tcell.KeyRune:
			switch ev.Rune() {
			case 'q':
				v.close()
			case 'r':
				v.record = !v.record
			}
		}
	}
	return v.WrapInputHandler(func(ev *tcell.EventKey, setFocus func(p tview.Primitive)) {
		for _, k := range splitAlt(ev) {
			handle(k, setFocus)
		}
	})
}

func (v *HistoryView) close() {
	if v.opt.OnClose != nil {
		v.opt.OnClose()
	}
}

// Draw draws the statistics, the chart and the list.
func (v *HistoryView) Draw(screen tcell.Screen) {
	x, y, w, h := v.GetInnerRect()
	fill(screen, x, y, w, h, v.ink.normal)
	if w < 40 || h < 10 {
		put(screen, x, y, w, tr(v.opt.Language, "ui.too_small"), v.ink.err)
		return
	}
	st := v.stats
	lang := v.opt.Language
	games := tf(lang, "ui.history.games", st.Games)
	if st.Games == 1 {
		games = tr(lang, "ui.history.one_game")
	}
	put(screen, x, y, w, tf(lang, "ui.history.title", games, st.SoloGames, st.MultiGames), v.ink.heading)
	line := y + 1
	if st.Games == 0 {
		for i, l := range wrapWords(tr(lang, "ui.history.empty"), w) {
			put(screen, x, line+1+i, w, l, v.ink.normal)
		}
		put(screen, x, y+h-1, w, tr(lang, "ui.result.keys_back"), v.ink.dim)
		return
	}
	if v.record {
		v.drawRecord(screen, x, line, w, y+h-1-line)
		put(screen, x, y+h-1, w, tr(lang, "ui.history.record_foot"), v.ink.dim)
		return
	}
	for _, l := range v.statLines() {
		for _, wl := range wrapWords(l, w) {
			put(screen, x, line, w, wl, v.ink.normal)
			line++
		}
	}
	listRows := 4
	chartRows := h - (line - y) - 1 - 2 - listRows - 1
	if v.soloCount() > 0 && chartRows >= 4 {
		line++
		line = v.drawChart(screen, x, line, w, min(chartRows, 8))
	}
	line++
	kindW, playersW := historyColumns(lang)
	put(screen, x, line, w, fmt.Sprintf("%-11s %-*s %-*s %s", tr(lang, "ui.history.date"), kindW, tr(lang, "ui.history.kind"), playersW, tr(lang, "ui.history.players"), tr(lang, "ui.history.result")), v.ink.heading)
	line++
	newest := slices.Clone(v.records)
	slices.Reverse(newest)
	for i := v.top; i < len(newest) && line < y+h-1; i++ {
		put(screen, x, line, w, v.gameLine(newest[i]), v.ink.normal)
		line++
	}
	foot := tf(lang, "ui.history.foot", min(v.top+1, len(newest)), min(v.top+h, len(newest)), len(newest))
	if slices.ContainsFunc(v.records, func(r history.Record) bool { return r.Advised }) {
		foot += "  " + tr(lang, "ui.history.advised_legend")
	}
	// A multiplayer game's kind shortened ("Mehrsp."): the foot says the
	// word when there is room (the title says it too).
	if short, kind := tr(lang, "ui.history.kind_multi_short"), tr(lang, "ui.history.kind_multi"); short != kind &&
		slices.ContainsFunc(v.records, func(r history.Record) bool { return r.Kind != history.KindSolo }) {
		if legend := foot + "  " + tf(lang, "ui.history.kind_legend", short, kind); textWidth(legend) <= w {
			foot = legend
		}
	}
	put(screen, x, y+h-1, w, foot, v.ink.dim)
}

// statLines say the statistics in a few lines.
func (v *HistoryView) statLines() []string {
	st := v.stats
	l := v.opt.Language
	var out []string
	if st.SoloGames > 0 {
		s := tf(l, "ui.history.solo", st.SoloSurvived, st.SoloGames, 100*st.SurvivalRate)
		if st.SoloBest != nil {
			s += tf(l, "ui.history.solo_best", st.SoloBest.Total, st.SoloBest.Date.Format("2006-01-02"), st.SoloAverage)
		}
		if st.MostCommonLoss != game.NotLost {
			s += tf(l, "ui.history.lost_most", trOr(l, "ui.lossname."+st.MostCommonLoss.String(), st.MostCommonLoss.String()))
		}
		out = append(out, s)
		var titles []string
		for _, t := range st.Titles {
			titles = append(titles, fmt.Sprintf("%s %d", shortTitle(titleIn(l, t.Title)), t.Count))
		}
		out = append(out, tr(l, "ui.history.titles")+" "+strings.Join(titles, ", "))
	}
	if st.Best != nil {
		who := st.Best.Player
		if st.Best.Kind == history.KindSolo {
			who = printerOf(l).SoloPlayerName(who)
		}
		out = append(out, tf(l, "ui.history.best", st.Best.Total, who, kindIn(l, st.Best.Kind.String()), st.Best.Date.Format("2006-01-02"), st.Average))
	}
	return out
}

func (v *HistoryView) soloCount() int {
	n := 0
	for _, r := range v.records {
		if r.Kind == history.KindSolo && len(r.Players) > 0 {
			n++
		}
	}
	return n
}

// band is a solo title band of the chart.
type band struct {
	title  string
	lo, hi int
}

// titleBands are the solo title bands (reference section 10).
var titleBands = []band{
	{scoring.TitleSaladin, 251, 1 << 30},
	{scoring.TitleAlRachid, 221, 250},
	{scoring.TitleJafaar, 191, 220},
	{scoring.TitleIznogoud, -1 << 30, 190},
}

// drawChart draws the solo totals over time, oldest on the left, one
// column a game: "*" a game survived, "x" a game lost; the rows are the
// title bands, split evenly, with the band's name at the right. It returns
// the next free line.
func (v *HistoryView) drawChart(s tcell.Screen, x, line, w, rows int) int {
	var totals []int
	var lost []bool
	for _, r := range v.records {
		if r.Kind != history.KindSolo || len(r.Players) == 0 {
			continue
		}
		totals = append(totals, r.Players[0].Total)
		lost = append(lost, r.Solo == nil || !r.Solo.Survived)
	}
	put(s, x, line, w, tr(v.opt.Language, "ui.history.chart"), v.ink.heading)
	line++
	perBand := max(rows/len(titleBands), 1)
	labelW := 24
	plotW := max(w-6-labelW, 4)
	if len(totals) > plotW {
		totals, lost = totals[len(totals)-plotW:], lost[len(lost)-plotW:]
	}
	step := 1
	for _, st := range []int{4, 3, 2} {
		if len(totals)*st <= plotW {
			step = st
			break
		}
	}
	// The outer bands are open; the chart shows them 30 points deep.
	lo, hi := 160, 280
	for _, t := range totals {
		lo, hi = min(lo, t), max(hi, t)
	}
	for bi, b := range titleBands {
		top, bottom := min(b.hi, hi), max(b.lo, lo)
		for r := 0; r < perBand; r++ {
			// Row r of the band covers [rlo, rhi], highest row first.
			span := top - bottom + 1
			rhi := top - span*r/perBand
			rlo := top - span*(r+1)/perBand + 1
			axis := "    |"
			if r == perBand-1 && bi < len(titleBands)-1 {
				axis = fmt.Sprintf("%4d|", b.lo)
			}
			if r == 0 && bi == 0 {
				axis = fmt.Sprintf("%4d|", hi)
			}
			put(s, x, line, 5, axis, v.ink.dim)
			for i, t := range totals {
				if t >= rlo && t <= rhi {
					mark, style := '*', v.ink.good
					if lost[i] {
						mark, style = 'x', v.ink.err
					}
					s.SetContent(x+5+i*step+step/2, line, mark, nil, style)
				}
			}
			if r == 0 {
				put(s, x+6+plotW, line, labelW, bandLabel(v.opt.Language, b), v.ink.dim)
			}
			line++
		}
	}
	return line
}

// bandLabel is a band's title and range, such as "Junior Jafaar 191-220".
func bandLabel(lang string, b band) string {
	switch {
	case b.lo < 0:
		return fmt.Sprintf("%s <=%d", shortTitle(titleIn(lang, b.title)), b.hi)
	case b.hi > 1000:
		return fmt.Sprintf("%s >=%d", shortTitle(titleIn(lang, b.title)), b.lo)
	}
	return fmt.Sprintf("%s %d-%d", shortTitle(titleIn(lang, b.title)), b.lo, b.hi)
}

// shortTitle drops the adjective of a title when space is short.
func shortTitle(t string) string {
	if i := strings.IndexByte(t, ' '); i >= 0 {
		return t[i+1:]
	}
	return t
}

// gameLine is one game of the list.
func (v *HistoryView) gameLine(r history.Record) string {
	l := v.opt.Language
	result := tr(l, "ui.history.winner") + " " + strings.Join(r.Winners, ", ")
	if len(r.Winners) > 1 {
		result = tr(l, "ui.history.tied") + " " + strings.Join(r.Winners, ", ")
	}
	kind := tr(l, "ui.history.kind_multi_short")
	if r.Kind == history.KindSolo {
		kind = tr(l, "ui.history.kind_solo")
		switch {
		case r.Solo == nil:
			result = ""
		case r.Solo.Survived:
			result = titleIn(l, r.Solo.Title)
			if result != r.Solo.Title && textWidth(result) > historyResultWidth {
				result = shortTitle(result)
			}
		default:
			result = tf(l, "ui.history.lost", trOr(l, "ui.lossname."+r.Solo.Reason.String(), r.Solo.Reason.String()))
		}
		if r.Solo != nil && r.Solo.Hard {
			kind += "!"
		}
		if r.Advised {
			kind += "+" // played with naqala's advice: the foot says so
		}
	}
	players := r.Players
	if r.Solo != nil {
		players = soloPlayersIn(l, players)
	}
	kindW, playersW := historyColumns(l)
	return fmt.Sprintf("%-11s %s %-*s %s", r.Date.Format("2006-01-02"), padTo(kind, kindW), playersW, playersLine(players, playersW), result)
}

// playersLine lists the players and their scores in at most width cells,
// shortening the names as little as needed so that every player shows:
// the longest name loses a letter first (the last of those as long, so
// the leader's stays), then the next, down to 2 cells.
func playersLine(players []history.PlayerRecord, width int) string {
	line := func(names []string, sep string) string {
		parts := make([]string, len(players))
		for i, p := range players {
			parts[i] = fmt.Sprintf("%s %d", names[i], p.Total)
		}
		return strings.Join(parts, sep)
	}
	names := make([]string, len(players))
	keep := make([]int, len(players))
	for i, p := range players {
		names[i], keep[i] = p.Name, textWidth(p.Name)
	}
	for _, sep := range []string{", ", " "} {
		if l := line(names, sep); textWidth(l) <= width {
			return l
		}
	}
	for textWidth(line(names, " ")) > width {
		longest := -1
		for i, k := range keep {
			if k > 2 && (longest < 0 || k >= keep[longest]) {
				longest = i
			}
		}
		if longest < 0 {
			break
		}
		keep[longest]--
		for i, p := range players {
			names[i] = cutTo(p.Name, keep[i])
		}
		if !distinct(names) {
			// "Player 1" and "Player 2" are not both "Play": their ends
			// tell them apart ("Pl…1", "Pl…2").
			for i, p := range players {
				names[i] = cutMiddle(p.Name, keep[i])
			}
		}
	}
	return cutTo(line(names, " "), width)
}

// distinct reports whether no two of names are the same.
func distinct(names []string) bool {
	seen := map[string]bool{}
	for _, n := range names {
		if seen[n] {
			return false
		}
		seen[n] = true
	}
	return true
}

// cutMiddle shortens name to at most keep cells by its middle, marked
// "…" where there is room: its start and its end stay ("Pl…1", "P1").
func cutMiddle(name string, keep int) string {
	rs := []rune(name)
	if textWidth(name) <= keep || len(rs) != textWidth(name) || keep < 2 {
		return cutTo(name, keep)
	}
	if keep == 2 {
		return string(rs[0]) + string(rs[len(rs)-1])
	}
	head := keep / 2
	tail := keep - head - 1
	return string(rs[:head]) + "…" + string(rs[len(rs)-tail:])
}

// historyPlayersWidth is the room of a game's players: what 80 columns
// leave beside the longest title ("Insufficient Iznogoud", 21 cells).
const historyPlayersWidth = 38

// historyResultWidth is the room of a game's result at 80 columns: a
// translated title longer than that loses its adjective.
const historyResultWidth = 80 - 11 - 1 - historyKindWidth - 1 - historyPlayersWidth - 1

// historyKindWidth is the room of a game's kind: "solo!+", a hard game
// played with advice.
const historyKindWidth = 6

// historyColumns are the widths of the kind and players columns in lang:
// a kind's word longer than historyKindWidth ("Mehrsp.") takes its
// room from the players, whose names shorten to fit (playersLine), so
// that the results keep theirs at 80 columns.
func historyColumns(lang string) (kind, players int) {
	kind = historyKindWidth
	kind = max(kind, textWidth(tr(lang, "ui.history.kind_multi_short")), textWidth(tr(lang, "ui.history.kind_solo"))+2) // solo!+
	return kind, historyPlayersWidth - (kind - historyKindWidth)
}

// titleIn is a solo title in lang: the English title as recorded, or its
// label ("Ungenügender Iznogoud") in another language.
func titleIn(lang, title string) string {
	if lang == "" || lang == labels.DefaultLang {
		return title
	}
	return printerOf(lang).Title(title)
}

// kindIn is a game's kind ("solo", "multi") in lang.
func kindIn(lang, kind string) string { return trOr(lang, "ui.history.kind_"+kind, kind) }

// soloPlayersIn is a solo record's players with the player who set no name
// said in lang ("You", "Du"), whatever the language the game was played in.
func soloPlayersIn(lang string, players []history.PlayerRecord) []history.PlayerRecord {
	out := append([]history.PlayerRecord(nil), players...)
	for i := range out {
		out[i].Name = printerOf(lang).SoloPlayerName(out[i].Name)
	}
	return out
}
