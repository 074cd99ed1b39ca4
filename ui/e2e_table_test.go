package ui

import (
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/internal/store"
	"github.com/naqala/naqala/sultan"
)

// tableSeed is the seed of the game TestEndToEndTableGame plays: its
// dice and dealt board give plain rounds, a Merchants round with a
// market purchase and Djinn purchases with the rows tracked.
const tableSeed = 5

// tableRound is one round of the table game: its keys by part and what
// the player's turn did.
type tableRound struct {
	n                     int
	keys                  []string
	yazid, move, prompts  int // the keys of Yazid's half, of the move (advice included), of the turn's prompts
	rows                  int // the keys that typed cards or Djinns of a row
	merchants, market     bool
	djinn, item, firstRow bool
	notes                 []string // what the turn's prompts asked
}

// note keeps what a prompt of the round asked.
func (r *tableRound) note(what string) { r.notes = append(r.notes, what) }

// kind names the round as the budgets of issue 19 count it.
func (r tableRound) kind() string {
	switch {
	case r.djinn && r.firstRow:
		return "Djinn, row typed"
	case r.djinn:
		return "Djinn purchase"
	case r.merchants && r.market && r.firstRow:
		return "Merchants+market, row typed"
	case r.merchants && r.market:
		return "Merchants + market"
	case r.merchants:
		return "Merchants"
	case r.item:
		return "Item drawn"
	}
	return "plain"
}

// TestEndToEndTableGame plays a whole solo game with Artisans in a real
// 80x24 terminal as a new player at a real table would: reading the
// dice, asking the advice (a) for Yazid's target and for each move and
// following it with Enter, typing what the table shows (the Items drawn,
// the rows when the Merchants take cards or a Djinn is bought, the
// cards refilled), and buying a Djinn or market cards where the turn
// allows it. It counts the keys of each round by kind, checks the
// budgets of issue 19, and checks that the log records only what the
// table did: no Item the table did not draw, no card it did not show.
func TestEndToEndTableGame(t *testing.T) {
	needTmux(t)
	dir := t.TempDir()
	bin := buildNaqala(t, dir)
	env := fmt.Sprintf("env LANG=C.UTF-8 TERM=xterm-256color XDG_CONFIG_HOME=%s XDG_DATA_HOME=%s NO_COLOR=1", filepath.Join(dir, "cfg"), filepath.Join(dir, "data"))
	s := startTmux(t, fmt.Sprintf("%s %s solo --seed %d --expansions artisans; sleep 600", env, bin, tableSeed))
	s.waitFor("New solo game against Sultan Yazid")
	s.keys("d")
	s.waitFor("a random board is dealt")
	s.keys("Enter")
	s.waitFor("1. roll for Yazid")
	st := store.Open(filepath.Join(dir, "data", "naqala"), nil)
	load := func() *sultan.Game {
		t.Helper()
		path, err := st.Latest()
		if err != nil {
			t.Fatalf("%v; the screen:\n%s", err, captureText(s.last))
		}
		_, g, err := st.LoadSolo(path)
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	tb := &tablePlayer{t: t, s: s, load: load}
	var rounds []tableRound
	cur := tableRound{n: 1}
	over := false
	var final *sultan.Game // the game as saved at its end, before the history takes it
	for step := 0; step < 3000 && !over; step++ {
		sc := s.screen()
		var part *int
		var keys []string
		switch {
		case strings.Contains(sc, "Result - solo game"):
			over = true
			continue
		case strings.Contains(sc, "The end of the game: what you hold"):
			final = load()
			s.keys("C-d")
			s.waitFor("Result - solo game")
			continue
		case strings.Contains(sc, "Game over"):
			s.keys("Enter")
			continue
		case strings.Contains(sc, "thinking"):
			time.Sleep(20 * time.Millisecond)
			continue
		case strings.Contains(sc, "4. clean-up"):
			if m := roundTitle.FindStringSubmatch(sc); m != nil && len(rounds) > 0 && m[1] == strconv.Itoa(rounds[len(rounds)-1].n) {
				// The clean-up again: a warning before the game's end.
				last := &rounds[len(rounds)-1]
				last.keys = append(last.keys, "Enter")
				last.yazid++
				last.note("clean-up again: " + promptHeading(sc))
				s.keys("Enter")
				continue
			}
			cur.keys = append(cur.keys, "Enter")
			cur.yazid++ // the clean-up's Enter, counted with Yazid's half
			s.keys("Enter")
			rounds = append(rounds, tb.finish(cur))
			cur = tableRound{n: cur.n + 1}
			continue
		case strings.Contains(sc, "choose Yazid's target") && strings.Contains(sc, "Advice:"):
			keys, part = []string{"Enter"}, &cur.yazid
		case strings.Contains(sc, "choose Yazid's target"):
			keys, part = []string{"a"}, &cur.yazid
		case strings.Contains(sc, "do this at the table"):
			// Yazid's checklist: a ticks every line and goes on.
			keys, part = []string{"a"}, &cur.yazid
		case yazidKeys(sc) != nil:
			// The Fakirs among his cards: the table shows none.
			keys, part = yazidKeys(sc), &cur.yazid
			if keys[0] == "1" {
				keys = []string{"0"}
			}
		case strings.Contains(sc, "1. roll for Yazid"), strings.Contains(sc, "Enter  let Yazid play"):
			keys, part = []string{"Enter"}, &cur.yazid
		default:
			var rows bool
			keys, part, rows = tb.turn(sc, &cur)
			if rows {
				cur.rows += len(keys)
			}
			if part == &cur.prompts && len(keys) > 0 {
				cur.note(promptHeading(sc) + ": " + strings.Join(keys, " "))
			}
		}
		if len(keys) == 0 {
			continue // a name typed is on its way to the screen
		}
		*part += len(keys)
		cur.keys = append(cur.keys, keys...)
		s.keys(keys...)
	}
	if !over {
		t.Fatalf("the game did not reach the score screen; it shows:\n%s", s.screen())
	}
	if final == nil {
		t.Fatal("the game ended without the final form")
	}
	tb.checkRecords(final)
	report := tableReport(rounds)
	t.Logf("keys per round (seed %d, Artisans, 80x24):\n%s", tableSeed, report)
	if len(rounds) < 9 {
		t.Errorf("the game had %d rounds, want at least 9", len(rounds))
	}
	byKind := map[string][]int{}
	for _, r := range rounds {
		byKind[r.kind()] = append(byKind[r.kind()], len(r.keys))
	}
	if len(byKind["plain"]) == 0 {
		t.Error("no plain round in the game")
	}
	if len(byKind["Djinn purchase"]) == 0 {
		t.Error("no Djinn bought with the Djinn row tracked")
	}
	if len(byKind["Merchants + market"])+len(byKind["Merchants+market, row typed"]) == 0 {
		t.Error("no market purchase after the Merchants")
	}
	// Asserted: the budgets of issue 19. A plain round whose turn asks
	// nothing (no Camel, no kill: only the advised move) fits the plain
	// budget, and so does the median plain round; a Merchants round with
	// a market purchase and a Djinn bought, the rows tracked, fit theirs.
	for _, r := range rounds {
		if r.kind() == "plain" && len(r.notes) == 0 && len(r.keys) > plainBudget {
			t.Errorf("round %d, a plain round asking nothing, took %d keys, budget %d: %s", r.n, len(r.keys), plainBudget, strings.Join(r.keys, " "))
		}
	}
	if m := median(byKind["plain"]); m > plainBudget {
		t.Errorf("the median plain round took %d keys, budget %d", m, plainBudget)
	}
	for _, kind := range []string{"Merchants + market", "Djinn purchase"} {
		for _, r := range rounds {
			if r.kind() == kind && len(r.keys) > purchaseBudget {
				t.Errorf("round %d, a %s round, took %d keys, budget %d: %s", r.n, kind, len(r.keys), purchaseBudget, strings.Join(r.keys, " "))
			}
		}
	}
	// A round that types a row for the first time (the resource row's
	// cards, the Djinn row's names) is over the budget on some games:
	// reported on every run, not asserted (docs/tui.md).
	for _, kind := range []string{"Merchants+market, row typed", "Djinn, row typed"} {
		for _, n := range byKind[kind] {
			if n > purchaseBudget {
				t.Logf("over budget (issue 19): a %s round took %d keys, budget %d", kind, n, purchaseBudget)
			}
		}
	}
}

// The budgets of issue 19: keys a round.
const (
	plainBudget    = 10
	purchaseBudget = 16
)

// median is the median of ns (the lower of the two middle ones).
func median(ns []int) int {
	if len(ns) == 0 {
		return 0
	}
	s := slices.Clone(ns)
	sort.Ints(s)
	return s[(len(s)-1)/2]
}

// tableReport is the table of the rounds: each round's keys by part, then
// the median of each kind.
func tableReport(rounds []tableRound) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%-5s %-20s %4s %5s %5s %7s %4s  %s\n", "round", "kind", "keys", "Yazid", "move", "prompts", "rows", "keys pressed")
	byKind := map[string][]int{}
	var kinds []string
	for _, r := range rounds {
		k := r.kind()
		if byKind[k] == nil {
			kinds = append(kinds, k)
		}
		byKind[k] = append(byKind[k], len(r.keys))
		fmt.Fprintf(&b, "%-5d %-20s %4d %5d %5d %7d %4d  %s\n", r.n, k, len(r.keys), r.yazid, r.move, r.prompts, r.rows, strings.Join(r.keys, " "))
		if len(r.notes) > 0 {
			fmt.Fprintf(&b, "%33s prompts: %s\n", "", strings.Join(r.notes, "; "))
		}
	}
	for _, k := range kinds {
		fmt.Fprintf(&b, "%s: %d rounds, median %d, most %d\n", k, len(byKind[k]), median(byKind[k]), slices.Max(byKind[k]))
	}
	return b.String()
}

// tablePlayer is the new player at the table: what the table has shown
// so far, and the game as saved.
type tablePlayer struct {
	t     *testing.T
	s     *tmuxSession
	load  func() *sultan.Game
	cards int             // the cards typed so far, to vary them
	items map[string]int  // the Items the table dealt, by name
	typed map[string]bool // the Djinn names typed in the row prompt in play
	// typedAt is the log length the names typed belong to.
	typedAt int
	// The purchases made: markets after the Merchants, Djinns.
	markets, djinns int
}

// tableCards is the order the table's resource deck deals in, as keys:
// Fakirs often, then the goods.
var tableCards = strings.Split("1 2 3 4 1 5 6 2 3 1 7 4 5 8 1 2 6 3 9 1 4 5 2 0", " ")

// nextCards are the keys of the next n cards the table shows.
func (p *tablePlayer) nextCards(n int) []string {
	var keys []string
	for i := 0; i < n; i++ {
		keys = append(keys, tableCards[p.cards%len(tableCards)])
		p.cards++
	}
	return keys
}

var (
	upToCards = regexp.MustCompile(`up to (\d+) cards`)
	nextN     = regexp.MustCompile(`or\s+all (\d+)\s+unknown`)
	typeNames = regexp.MustCompile(`Type (?:the (\d+) names|its name)`)
	tookTribe = regexp.MustCompile(`took (\d+) (Merchants?)`)
	// roundTitle is the round in the step's title.
	roundTitle = regexp.MustCompile(`─ Round (\d+) - `)
)

// turn answers a screen of the player's turn: the keys, the part of the
// round they count in, and whether they type a row.
func (p *tablePlayer) turn(sc string, r *tableRound) ([]string, *int, bool) {
	t := p.t
	has := func(s string) bool { return strings.Contains(sc, s) }
	if tookTribe.MatchString(sc) {
		r.merchants = true
	}
	g := p.load()
	o, err := g.TurnOptions()
	if err != nil {
		t.Fatalf("%v; the screen:\n%s", err, sc)
	}
	st := g.State()
	switch {
	case has("1-9 1-9  your move") && !has("Advised:"):
		// A Djinn or market cards the player can buy: typed as the
		// player sees them, or else the advice.
		if keys := p.purchaseMove(g); keys != nil {
			r.note("typed move")
			return keys, &r.move, false
		}
		return []string{"a"}, &r.move, false
	case has("Enter enters it step by step"), has("No legal move"):
		return []string{"Enter"}, &r.move, false
	case o.Step == sultan.TurnMove && has("Advised:"):
		return []string{"Enter"}, &r.move, false
	// What the table shows, typed.
	case has("row: "):
		// The row's entry, open by itself: a name's letters each.
		if p.typedAt != g.Len() {
			p.typed, p.typedAt = map[string]bool{}, g.Len()
		}
		r.firstRow = r.firstRow || has("is not tracked")
		return p.djinnName(sc, st), &r.prompts, true
	case has("the Djinn row is not tracked. Which Djinn"), has("Which Djinns were added at the back of the row?"), has("Which Djinn was added at the back of the row?"):
		p.typed = map[string]bool{}
		r.firstRow = r.firstRow || has("is not tracked")
		return []string{"Enter"}, &r.prompts, true
	case has("which cards are at the front of the row?"):
		// The whole row as it lies, so that it is tracked from now on.
		m := upToCards.FindStringSubmatch(sc)
		if m == nil {
			t.Fatalf("no row size on the Merchants prompt:\n%s", sc)
		}
		n, _ := strconv.Atoi(m[1])
		r.firstRow = true
		return p.nextCards(n), &r.prompts, true // the whole row: no Enter
	case has("Which cards were added at the back of the row?"):
		m := nextN.FindStringSubmatch(sc)
		if m == nil {
			t.Fatalf("no count on the refill prompt:\n%s", sc)
		}
		n, _ := strconv.Atoi(m[1])
		return p.nextCards(n), &r.prompts, true // all the unknown: no Enter
	case o.Step == sultan.TurnTribe && o.Tribe == game.Artisan, o.Step == sultan.TurnTile && o.Type == game.Workshop && has("the Item you draw"):
		// The Item the table dealt: the first one offered.
		r.item = true
		if len(o.Items) == 0 {
			return []string{"s"}, &r.prompts, false
		}
		if p.items == nil {
			p.items = map[string]int{}
		}
		p.items[o.Items[0].String()]++
		return []string{"1"}, &r.prompts, false
	// A Djinn bought where it can be paid: a new player takes one.
	case o.Step == sultan.TurnTile && o.Market == nil && o.Type != game.Workshop && len(o.Payments) > 0 && o.Djinns == nil && has("Enter (or d) types them"):
		p.typed = map[string]bool{}
		r.firstRow = r.firstRow || has("is not tracked")
		return []string{"Enter"}, &r.prompts, true
	case o.Step == sultan.TurnTile && len(o.Djinns) > 0 && has("the Djinn you take"):
		r.djinn = true
		return []string{"1"}, &r.prompts, false
	case o.Step == sultan.TurnTile && has("pay with"):
		return []string{"1"}, &r.prompts, false
	// A market after the Merchants, the row now known: buy its front.
	case o.Step == sultan.TurnTile && o.Market != nil && o.Offer != nil && r.merchants && st.Player.Coins >= o.Market.Cost && !has("*"):
		r.market = true
		var keys []string
		for i := range min(o.Market.Cards, len(o.Offer)) {
			keys = append(keys, optionKey(i))
		}
		return keys, &r.prompts, false
	case o.Step == sultan.TurnTile && o.Market != nil && o.Offer != nil && has("*"):
		return []string{"Enter"}, &r.prompts, false
	case has("Advised:") && has("press s"):
		return []string{"s"}, &r.prompts, false
	case has("Advised:"):
		return []string{"Enter"}, &r.prompts, false
	case o.Step == sultan.TurnControl:
		if o.Camel {
			return []string{"c"}, &r.prompts, false
		}
		return []string{"t"}, &r.prompts, false
	case o.Step == sultan.TurnSale, o.Step == sultan.TurnTribe && o.Tribe == game.Builder, o.Step == sultan.TurnTile && o.Type.IsCity():
		return []string{"Enter"}, &r.prompts, false
	case o.CanSkip:
		return []string{"s"}, &r.prompts, false
	}
	t.Fatalf("no answer to the %s (tribe %s, tile %s); the screen:\n%s", o.Step, o.Tribe, o.Type, sc)
	return nil, nil, false
}

// djinnName types the next Djinn the table's row shows, then Enter; nil
// while a name typed is still on its way to the screen; Enter alone when
// the row is whole.
func (p *tablePlayer) djinnName(sc string, st sultan.State) []string {
	for _, line := range strings.Split(sc, "\n") {
		rest, ok := strings.CutPrefix(strings.TrimSpace(line), "row: ")
		if !ok {
			continue
		}
		_, text, _ := strings.Cut(rest, ">")
		if !strings.HasPrefix(strings.TrimSpace(text), "_") {
			return nil
		}
	}
	want := 3 - len(st.KnownDjinns())
	if m := typeNames.FindStringSubmatch(sc); m != nil && m[1] != "" {
		want, _ = strconv.Atoi(m[1])
	}
	if len(p.typed) >= want {
		return []string{"Enter"}
	}
	for _, d := range st.DjinnsToEnter() {
		if p.typed[d] || strings.ContainsAny(d, "' -") {
			continue
		}
		p.typed[d] = true
		// As the matches shown narrow: letters until one name is left.
		var rest []string
		for _, o := range st.DjinnsToEnter() {
			if !p.typed[o] || o == d {
				rest = append(rest, game.FoldName(o))
			}
		}
		// The letters until one name is left: the entry takes it then.
		name := game.FoldName(d)
		var keys []string
		for i := 1; i <= len(name); i++ {
			keys = append(keys, name[i-1:i])
			n := 0
			for _, o := range rest {
				if strings.HasPrefix(o, name[:i]) {
					n++
				}
			}
			if n == 1 {
				break
			}
		}
		return keys
	}
	return []string{"Enter"}
}

// finish completes the round from the game's log: the Djinn bought, the
// market cards bought.
func (p *tablePlayer) finish(r tableRound) tableRound {
	log := p.load().Log()
	for i := len(log) - 1; i >= 0; i-- {
		e := log[i]
		if e.Kind == sultan.EventCleanUp && i < len(log)-1 {
			break
		}
		if e.Kind == sultan.EventTileAction && e.TileAction != nil {
			if e.TileAction.Djinn != "" {
				r.djinn = true
				p.djinns++
			}
			if len(e.TileAction.Picks) > 0 || len(e.TileAction.Cards) > 0 {
				r.market = true
				if r.merchants {
					p.markets++
				}
			}
		}
	}
	return r
}

// checkRecords checks that the game's log records only what the table
// did: each Item the table dealt and no other, no Djinn taken that was
// not bought on the screen, no free edit.
func (p *tablePlayer) checkRecords(g *sultan.Game) {
	t := p.t
	items := map[string]int{}
	for _, e := range g.Log() {
		switch {
		case e.Kind == sultan.EventTribe && e.TribeAction != nil && e.TribeAction.Item != "":
			items[e.TribeAction.Item]++
		case e.Kind == sultan.EventTileAction && e.TileAction != nil && e.TileAction.Item != "":
			items[e.TileAction.Item]++
		case e.Kind == sultan.EventPlayer, e.Kind == sultan.EventTile:
			t.Errorf("a free edit in the log of a guided game: %+v", e)
		}
	}
	for name, n := range items {
		var dealt int
		for shown, m := range p.items {
			if strings.EqualFold(shown, name) {
				dealt += m
			}
		}
		if n != dealt {
			t.Errorf("the log records %d %s, the table dealt %d", n, name, dealt)
		}
	}
}

// promptHeading is the first words of the turn's prompt on sc: the line
// after the step's title (an "Advised:" line and its follower skipped).
func promptHeading(sc string) string {
	lines := strings.Split(sc, "\n")
	for i, l := range lines {
		if !strings.Contains(l, "3. your turn") && !strings.Contains(l, "your move") {
			continue
		}
		for _, h := range lines[i+1:] {
			h = strings.TrimSpace(h)
			if h == "" || strings.HasPrefix(h, "Advised:") || strings.HasPrefix(h, "other answer") || strings.HasPrefix(h, "(as a") {
				continue
			}
			if len(h) > 40 {
				h = h[:40]
			}
			return h
		}
	}
	return "?"
}

// purchaseMove is the keys of a move that lets the player buy what the
// game has not had yet, typed through the guided entry: a Djinn at a
// Sacred Place the player can pay (three times), or cards at a market
// the Merchants end on (once); nil when no such move is there.
func (p *tablePlayer) purchaseMove(g *sultan.Game) []string {
	b, st := g.Board(), g.State()
	outs, err := b.MoveOutcomes()
	if err != nil || len(outs) == 0 {
		return nil
	}
	var best []string
	for _, o := range outs {
		if o.From == o.To {
			continue
		}
		tt := b.Tile(o.To)
		m, market := sultan.MarketOf(tt.Type)
		sacred := tt.Type == game.Sacred6 || tt.Type == game.Sacred10 || tt.Type == game.Sacred12 || tt.Type == game.Sacred15
		elders := st.Player.Elders
		if o.Tribe == game.Elder {
			elders += tt.Meeples[game.Elder] + 1
		}
		fits := market && o.Tribe == game.Merchant && p.markets < 2 && st.Player.Coins >= m.Cost+6 ||
			sacred && p.djinns < 3 && (elders >= 2 || elders >= 1 && st.Player.Fakirs >= 1)
		if !fits {
			continue
		}
		if keys := guidedKeys(b, outs, o); best == nil || len(keys) < len(best) {
			best = keys
		}
	}
	return best
}
