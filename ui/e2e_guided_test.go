package ui

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/internal/store"
	"github.com/naqala/naqala/sultan"
)

// keyCounter sends keys to the pane and counts them: each argument is
// one key a person presses.
type keyCounter struct {
	s    *tmuxSession
	n    int
	keys []string // the keys since the count began
}

// send presses keys, each once the screen has taken the one before, and
// returns the screen after the last.
func (k *keyCounter) send(keys ...string) string {
	k.s.t.Helper()
	k.n += len(keys)
	k.keys = append(k.keys, keys...)
	return k.s.keys(keys...)
}

// guidedKeys are the keys that enter the move of outcome o on b through
// the guided entry: the start's row and column, the last tile's letter,
// the tribe when two can end there, then a path number and colours until
// one order remains.
func guidedKeys(b *game.Board, outs []game.MoveOutcome, o game.MoveOutcome) []string {
	keys := []string{fmt.Sprint(o.From.Row), fmt.Sprint(o.From.Col)}
	hints := map[game.Place]byte{}
	var tribes []game.Tribe
	for _, x := range outs {
		if x.From != o.From {
			continue
		}
		if _, ok := hints[x.To]; !ok {
			hints[x.To] = lastHints[len(hints)]
		}
		if x.To == o.To {
			tribes = append(tribes, x.Tribe)
		}
	}
	keys = append(keys, string(hints[o.To]))
	if len(tribes) > 1 {
		keys = append(keys, string(o.Tribe.Letter()))
	}
	paths, more, _ := b.OutcomePaths(o.From, o.To, o.Tribe, guidePathLimit(b.Tile(o.From).Meeples.Total()))
	path := paths[0].Path
	if len(paths) > 1 || more {
		keys = append(keys, "1")
	}
	var typed []game.Tribe
	for b.PathOrders(o.From, path, o.Tribe, typed).Cmp(game.NewMoveCount(1)) > 0 {
		for _, c := range game.Tribes {
			if !b.PathOrders(o.From, path, o.Tribe, append(typed, c)).IsZero() {
				typed = append(typed, c)
				keys = append(keys, string(c.Letter()))
				break
			}
		}
	}
	return keys
}

// TestEndToEndGuidedTurns plays rounds of a solo game (Artisans) in a
// real 80x24 terminal, each player's turn through the guided entry
// only, choosing the moves by the rules: a plain round taking Viziers, a
// Merchants round, an Assassins kill, a Djinn at a Sacred Place, a sale
// and the Tent. It counts the keys of the plain round and of the
// Merchants round (roll to clean-up) and checks them against the budget.
func TestEndToEndGuidedTurns(t *testing.T) {
	needTmux(t)
	dir := t.TempDir()
	bin := buildNaqala(t, dir)
	env := fmt.Sprintf("env LANG=C.UTF-8 TERM=xterm-256color XDG_CONFIG_HOME=%s XDG_DATA_HOME=%s NO_COLOR=1", filepath.Join(dir, "cfg"), filepath.Join(dir, "data"))
	s := startTmux(t, fmt.Sprintf("%s %s solo --seed 2 --expansions artisans; sleep 120", env, bin))
	s.waitFor("New solo game against Sultan Yazid")
	s.keys("d")
	s.waitFor("a random board is dealt")
	s.keys("Enter")
	// A board with Workshops asks once for their Mountains.
	for deadline := time.Now().Add(e2eWait); ; time.Sleep(20 * time.Millisecond) {
		sc := s.screen()
		if strings.Contains(sc, "1. roll for Yazid") {
			break
		}
		if strings.Contains(sc, "2 Mountains on each Workshop: which edges?") {
			s.keys("n", "e", "Enter") // the rules' 2 Mountains a Workshop
			s.waitFor("1. roll for Yazid")
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no roll after the setup:\n%s", sc)
		}
	}
	st := store.Open(filepath.Join(dir, "data", "naqala"), nil)
	load := func() *sultan.Game {
		t.Helper()
		path, err := st.Latest()
		if err != nil {
			t.Fatal(err)
		}
		_, g, err := st.LoadSolo(path)
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	k := &keyCounter{s: s}
	done := map[string]bool{}
	figures := map[string]int{}
	goal := "" // the goal of the round's move
	goals := []string{"plain", "merchants", "kill", "djinn", "tent"}
	for step := 0; step < 600 && !(done["plain"] && done["merchants"] && done["kill"] && done["djinn"] && done["sale"] && done["tent"]); step++ {
		sc := s.screen()
		switch {
		case strings.Contains(sc, "Game over"), strings.Contains(sc, "The end of the game"):
			t.Fatalf("the game ended before the turns were played (done %v):\n%s", done, sc)
		case yazidKeys(sc) != nil:
			k.send(yazidKeys(sc)...)
		case strings.Contains(sc, "3. your turn"):
			g := load()
			if _, moved := g.Turn(); !moved {
				goal = ""
				keys := chooseGuided(t, g, goals, done, &goal)
				k.send(keys...)
				continue
			}
			o, err := g.TurnOptions()
			if err != nil {
				t.Fatal(err)
			}
			guidedScreen = sc
			k.send(promptAnswer(t, g, o, done)...)
		case strings.Contains(sc, "4. clean-up") && strings.Contains(sc, "s  sell goods first") && !done["sale"] && done["merchants"]:
			// The turn's sale, offered at the clean-up.
			k.send("s")
		case strings.Contains(sc, "4. clean-up"):
			k.send("Enter")
			if goal != "" && !done[goal] {
				done[goal] = true
				figures[goal] = k.n
				t.Logf("the %s round: %s", goal, strings.Join(k.keys, " "))
			}
			k.n, k.keys = 0, nil
		default:
			k.send("Enter")
		}
	}
	for _, gl := range append(goals, "sale") {
		if !done[gl] {
			t.Errorf("no %s turn was played (done %v); the screen:\n%s", gl, done, s.screen())
		}
	}
	// The turns are in the game's log as the guided entry's events.
	kinds := map[string]bool{}
	for _, e := range load().Log() {
		switch {
		case e.Kind == sultan.EventTribe && e.TribeAction.Kill != nil:
			kinds["kill"] = true
		case e.Kind == sultan.EventTileAction && e.TileAction.Djinn != "":
			kinds["djinn"] = true
		case e.Kind == sultan.EventSale:
			kinds["sale"] = true
		case e.Kind == sultan.EventControl && e.Control.Tent:
			kinds["tent"] = true
		case e.Kind == sultan.EventTribe && len(e.TribeAction.Cards) > 0:
			kinds["merchants"] = true
		case e.Kind == sultan.EventPlayer, e.Kind == sultan.EventTile:
			t.Errorf("a free edit in the log: %+v", e)
		}
	}
	for _, kind := range []string{"kill", "djinn", "sale", "tent", "merchants"} {
		if !kinds[kind] {
			t.Errorf("no %s event in the log", kind)
		}
	}
	t.Logf("keys at the table: a plain round %d, a Merchants round (%d cards) %d", figures["plain"], merchantCards, figures["merchants"])
	if figures["plain"] > 10 {
		t.Errorf("a plain round took %d keys, budget 10", figures["plain"])
	}
	if figures["merchants"] > 16 {
		t.Errorf("a Merchants round took %d keys, budget 16", figures["merchants"])
	}
}

// merchantCards is how many cards the Merchants round typed.
var merchantCards int

// guidedScreen is the screen the prompt is answered on.
var guidedScreen string

// chooseGuided picks the move of the next goal not done (the cheapest in
// keys), or else the cheapest move, and returns its keys.
func chooseGuided(t *testing.T, g *sultan.Game, goals []string, done map[string]bool, goal *string) []string {
	t.Helper()
	b := g.Board()
	st := g.State()
	outs, err := b.MoveOutcomes()
	if err != nil || len(outs) == 0 {
		t.Fatalf("no moves: %v", err)
	}
	fits := map[string]func(o game.MoveOutcome) bool{
		"plain": func(o game.MoveOutcome) bool {
			tt := b.Tile(o.To)
			return o.Tribe == game.Vizier && (tt.Meeples.Total() > tt.Meeples[game.Vizier] || tt.Owner != game.NoOwner) && !isActionTile(tt.Type)
		},
		"merchants": func(o game.MoveOutcome) bool {
			return o.Tribe == game.Merchant && o.From != o.To && b.Tile(o.To).Meeples[game.Merchant] >= mostMerchants(b, outs)
		},
		"kill": func(o game.MoveOutcome) bool { return o.Tribe == game.Assassin },
		"djinn": func(o game.MoveOutcome) bool {
			tt := b.Tile(o.To)
			sacred := tt.Type == game.Sacred6 || tt.Type == game.Sacred10 || tt.Type == game.Sacred12 || tt.Type == game.Sacred15
			return sacred && o.Tribe == game.Elder && o.From != o.To && tt.Meeples[game.Elder]+st.Player.Elders >= 1
		},
		"tent": func(o game.MoveOutcome) bool {
			tt := b.Tile(o.To)
			return o.From != o.To && tt.Owner == game.NoOwner && tt.Meeples.Total() == tt.Meeples[o.Tribe] && st.TentToPlace() && st.Player.Camels > 0
		},
	}
	pick := func(fit func(o game.MoveOutcome) bool) []string {
		var best []string
		for _, o := range outs {
			if fit != nil && !fit(o) {
				continue
			}
			if keys := guidedKeys(b, outs, o); best == nil || len(keys) < len(best) {
				best = keys
			}
		}
		return best
	}
	for _, gl := range goals {
		if done[gl] {
			continue
		}
		if gl == "merchants" && !done["plain"] {
			break
		}
		if keys := pick(fits[gl]); keys != nil {
			*goal = gl
			return keys
		}
		if gl == "plain" || gl == "merchants" {
			break // measured in order: wait for a round that has one
		}
	}
	// A move that does nothing the goals need: Viziers if any.
	if keys := pick(func(o game.MoveOutcome) bool { return o.Tribe == game.Vizier }); keys != nil {
		return keys
	}
	return pick(nil)
}

// mostMerchants is the most Merchants a last tile holds before a move
// ends there taking Merchants.
func mostMerchants(b *game.Board, outs []game.MoveOutcome) int {
	most := 1
	for _, o := range outs {
		if o.Tribe == game.Merchant && o.From != o.To {
			most = max(most, b.Tile(o.To).Meeples[game.Merchant])
		}
	}
	return most
}

// isActionTile reports a tile whose action asks something.
func isActionTile(tt game.TileType) bool {
	_, market := sultan.MarketOf(tt)
	return market || tt == game.Workshop || tt.IsCity() || tt == game.Sacred6 || tt == game.Sacred10 || tt == game.Sacred12 || tt == game.Sacred15
}

// promptAnswer answers the decision the turn waits for.
func promptAnswer(t *testing.T, g *sultan.Game, o sultan.TurnOptions, done map[string]bool) []string {
	t.Helper()
	switch o.Step {
	case sultan.TurnControl:
		if o.Tent && !done["tent"] {
			done["tent"] = true
			return []string{"t"}
		}
		if o.Camel {
			return []string{"c"}
		}
		return []string{"t"}
	case sultan.TurnTribe:
		switch o.Tribe {
		case game.Builder:
			return []string{"Enter"}
		case game.Assassin:
			if vs := victimsByReach(o); len(vs) > len(optionKeys) {
				// More victims than keys: the tile, then the meeple.
				keys := []string{fmt.Sprint(vs[0].Row), fmt.Sprint(vs[0].Col)}
				if len(slices.DeleteFunc(slices.Clone(vs), func(x sultan.Victim) bool { return x.Place != vs[0].Place })) > 1 {
					keys = append(keys, string(vs[0].Tribe.Letter()))
				}
				return keys
			}
			return []string{"1"}
		case game.Merchant:
			// Cards the deck still has: fish, wheat, pottery, papyrus ...
			var keys []string
			for i := 0; i < o.MaxCards; i++ {
				keys = append(keys, fmt.Sprint(2+i%6))
			}
			merchantCards = o.MaxCards
			return append(keys, "Enter")
		case game.Artisan:
			return []string{"1"}
		}
	case sultan.TurnTile:
		switch {
		case o.Djinns == nil && o.Payments != nil && o.Market == nil && o.Type != game.Workshop:
			// A Sacred Place, the row not tracked: the row's Djinns by
			// name in the entry open by itself, one a call, read off the
			// screen's "row:" line (the row entered, its Djinns are
			// offered).
			var typed []string
			inRow, typing := false, false
			for _, line := range strings.Split(guidedScreen, "\n") {
				if rest, ok := strings.CutPrefix(strings.TrimSpace(line), "row: "); ok {
					inRow = true
					names, text, _ := strings.Cut(rest, ">")
					if strings.TrimSpace(names) != "" {
						typed = strings.Split(strings.TrimSpace(names), ", ")
					}
					typing = !strings.HasPrefix(strings.TrimSpace(text), "_")
				}
			}
			switch {
			case !inRow:
				return []string{"Enter"}
			case typing:
				// The letters typed on after a name taken begin the next
				// one as well: Enter takes the one they match.
				return []string{"Enter"}
			}
			can := g.State().DjinnsToEnter()
			for _, d := range can {
				if slices.Contains(typed, d) || strings.ContainsAny(d, "' ") {
					continue // typed through tmux: plain names only
				}
				// Its letters until no other Djinn that can lie there
				// begins with them: the entry takes the name then.
				name := game.FoldName(d)
				var keys []string
				for i := 1; i <= len(name); i++ {
					keys = append(keys, name[i-1:i])
					if !slices.ContainsFunc(can, func(o string) bool {
						return o != d && !slices.Contains(typed, o) && strings.HasPrefix(game.FoldName(o), name[:i])
					}) {
						break
					}
				}
				return keys
			}
			return []string{"Enter", "Enter"} // no more lie there
		case len(o.Djinns) > 0 && o.Payments != nil:
			// The row tracked: the first Djinn, the first way to pay.
			keys := []string{"1"}
			if len(o.Payments) > 1 {
				keys = append(keys, "1")
			}
			return keys
		case o.Type == game.Workshop:
			keys := []string{"1"}
			if len(o.Payments) > 1 {
				keys = append(keys, "1")
			}
			return keys
		case o.Type.IsCity():
			return []string{"Enter"}
		}
		return []string{"s"}
	case sultan.TurnSale:
		if !done["sale"] && done["merchants"] {
			for _, gd := range game.Goods() {
				if o.Goods[gd] > 0 {
					done["sale"] = true
					return []string{paletteKey(game.Resource{Good: gd}), "Enter"}
				}
			}
		}
		return []string{"Enter"}
	}
	t.Fatalf("no answer to the %s", o.Step)
	return nil
}
