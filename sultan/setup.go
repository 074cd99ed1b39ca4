package sultan

import (
	"errors"
	"fmt"
	"slices"

	"github.com/naqala/naqala/game"
)

// Setup is the first event of a solo game: the table as play starts (or as
// it stands when a game is taken up mid-way), in plain values that
// encoding/json round-trips. Field names follow the solo state file
// (docs/formats.md section 4).
type Setup struct {
	Board      string            `json:"board"` // board notation, @1 the player, @Y Yazid
	Expansions []string          `json:"expansions"`
	Hard       bool              `json:"hard"`  // the 20-coin start
	Rules      map[string]string `json:"rules"` // solo rule variants in force (config keys)
	Player     Holdings          `json:"player"`
	Yazid      YazidHoldings     `json:"yazid"`
	Resources  []string          `json:"resources"` // null: the row is not tracked
	DjinnRow   []string          `json:"djinn_row"` // null: the row is not tracked
	// ThiefRow is the face-up Thief (Thieves); absent: not tracked, as
	// older logs start.
	ThiefRow []string `json:"thief_row,omitzero"`
	// PlayerTurn takes the game up at the player's turn, Yazid's half of
	// the round done (naqala turn); older logs lack it and start at the
	// roll.
	PlayerTurn bool `json:"player_turn,omitempty"`
	// Unknown are the tiles whose starting meeples are left to be asked
	// when they first matter (unknown.go): the meeples Board gives them
	// are none of the table's, the engine puts a placeholder there.
	Unknown []game.Place `json:"unknown,omitempty"`
}

// NewSetup returns the setup of a new solo game on board: 25 coins (20 in
// hard mode) and 11 camels for the player, 11 camels and nothing else for
// Yazid, the rows not tracked.
func NewSetup(board *game.Board, x game.Expansions, hard bool, rules Rules) Setup {
	coins := StartCoins
	if hard {
		coins = HardStartCoins
	}
	return Setup{
		Board:      board.String(),
		Expansions: x.Names(),
		Hard:       hard,
		Rules:      rules.Settings(),
		Player:     Holdings{Coins: coins, Camels: max(Camels-board.Camels(1), 0)},
		Yazid:      YazidHoldings{Camels: max(Camels-board.Camels(game.Yazid), 0)},
	}
}

// SetupOf returns the setup that starts a game from st under rules.
func SetupOf(st State, rules Rules) Setup {
	s := Setup{
		Board:      boardString(st.Board),
		Expansions: st.Expansions.Names(),
		Hard:       st.Hard,
		Rules:      rules.Settings(),
		Player:     st.Player,
		Yazid:      st.Yazid,
		DjinnRow:   cloneStrings(st.DjinnRow),
		ThiefRow:   cloneStrings(st.ThiefRow),
		Unknown:    slices.Clone(st.Unknown),
	}
	s.Player.Djinns = cloneStrings(st.Player.Djinns)
	s.Player.Thieves = cloneStrings(st.Player.Thieves)
	if st.Resources != nil {
		s.Resources = make([]string, len(st.Resources))
		for i, r := range st.Resources {
			s.Resources[i] = r.String()
		}
	}
	return s
}

// boardString is b in board notation, "" for no board.
func boardString(b *game.Board) string {
	if b == nil {
		return ""
	}
	return b.String()
}

// State reads the setup into a table and its rules, applying every check:
// the board checks for a solo game, holdings beyond the box, more than 11
// camels for Yazid on and off the board (for the player: on the board, or
// beside it), negative numbers, unknown Djinns and resource cards. All
// problems are reported at once, each named by its field path.
func (s Setup) State() (State, Rules, error) { return s.state(nil) }

// state is State with the board already parsed and checked when board is
// not nil (s.Board is then ignored).
func (s Setup) state(board *game.Board) (State, Rules, error) {
	var errs []error
	add := func(format string, a ...any) { errs = append(errs, fmt.Errorf("sultan: "+format, a...)) }
	rules := DefaultRules()
	for _, k := range sortedKeys(s.Rules) {
		known, err := rules.Set(k, s.Rules[k])
		switch {
		case err != nil:
			errs = append(errs, fmt.Errorf("sultan: rules.%s: %w", key(k), err))
		case !known:
			add("rules.%s: unknown solo rule variant", key(k))
		}
	}
	x, err := game.ParseExpansions(s.Expansions)
	if err != nil {
		add("expansions: %v", err)
	}
	st := State{Expansions: x, Hard: s.Hard, Yazid: s.Yazid, Player: s.Player}
	st.Player.Djinns = nil
	st.Player.Thieves = cloneStrings(s.Player.Thieves)
	if board != nil {
		st.Board = board
	} else if b, err := game.ParseBoard(s.Board); err != nil {
		errs = append(errs, err)
	} else if err := b.Check(game.CheckOptions{Expansions: x, Solo: true}); err != nil {
		errs = append(errs, err)
	} else {
		st.Board = b
	}
	if st.Board != nil && len(s.Unknown) > 0 {
		var bad []error
		if st.Unknown, bad = checkUnknown(s.Unknown, st.Board); len(bad) > 0 {
			errs = append(errs, bad...)
		} else if board == nil {
			// What the board gives an unknown tile is none of the table's.
			for _, p := range st.Unknown {
				st.Board.At(p).Meeples = game.Meeples{}
			}
			st.putPlaceholders()
		}
	}
	countErrs, bad := checkCounts(s.Player, s.Yazid, x)
	errs = append(errs, countErrs...)
	fakirsOK := !bad["yazid.fakirs"] && !bad["player.fakirs"]
	djinnsSeen := map[string]string{}
	djinn := func(path, name string) string {
		d, ok := game.LookupDjinn(name)
		if !ok {
			msg := fmt.Sprintf("sultan: %s: unknown Djinn %q", path, name)
			if sug := game.SuggestDjinn(name); sug != "" {
				msg += fmt.Sprintf(" (did you mean %s?)", sug)
			}
			errs = append(errs, errors.New(msg))
			return ""
		}
		if !x.Has(d.Expansion) {
			add("%s: %s needs the %s expansion", path, d.Name, d.Expansion)
		}
		if first, dup := djinnsSeen[d.Name]; dup {
			add("%s: %s is already at %s (there is one of each Djinn)", path, d.Name, first)
		} else {
			djinnsSeen[d.Name] = path
		}
		return d.Name
	}
	for i, n := range s.Player.Djinns {
		if name := djinn(fmt.Sprintf("player.djinns[%d]", i), n); name != "" {
			st.Player.Djinns = append(st.Player.Djinns, name)
		}
	}
	if s.DjinnRow != nil {
		st.DjinnRow = []string{}
		if len(s.DjinnRow) > DjinnRowSize {
			add("djinn_row: %d Djinns face up, the row holds %d", len(s.DjinnRow), DjinnRowSize)
		}
		for i, n := range s.DjinnRow {
			if name := djinn(fmt.Sprintf("djinn_row[%d]", i), n); name != "" {
				st.DjinnRow = append(st.DjinnRow, name)
			}
		}
	}
	if s.Resources != nil {
		st.Resources = []game.Resource{}
		if len(s.Resources) > ResourceRowSize {
			add("resources: %d cards face up, the row holds %d", len(s.Resources), ResourceRowSize)
		}
		var goods [game.NumGoods]int
		fakirs := 0
		for i, n := range s.Resources {
			r, err := game.ParseResource(n)
			if err != nil {
				add("resources[%d]: %v", i, err)
				continue
			}
			if r.Fakir {
				fakirs++
			} else {
				goods[r.Good]++
			}
			st.Resources = append(st.Resources, r)
		}
		for _, g := range game.Goods() {
			if goods[g] > g.Count() {
				add("resources: %d %s cards, the deck holds %d", goods[g], g, g.Count())
			}
		}
		if fakirsOK && fakirs+s.Yazid.Fakirs+s.Player.Fakirs > game.Fakirs {
			add("resources: %d Fakirs in the row, with Yazid and with the player, the deck holds %d",
				fakirs+s.Yazid.Fakirs+s.Player.Fakirs, game.Fakirs)
		}
	} else if fakirsOK && s.Yazid.Fakirs+s.Player.Fakirs > game.Fakirs {
		add("yazid.fakirs: %d Fakirs with Yazid and the player, the deck holds %d", s.Yazid.Fakirs+s.Player.Fakirs, game.Fakirs)
	}
	errs = append(errs, checkHeld(s.Player, x, st.Resources)...)
	var thiefErrs []error
	st.ThiefRow, thiefErrs = parseThiefRow(s.ThiefRow, x, s.Player, "thief_row")
	errs = append(errs, thiefErrs...)
	if st.Board != nil {
		errs = append(errs, checkBox(st, bad)...)
	}
	if len(errs) > 0 {
		return State{}, rules, errors.Join(errs...)
	}
	return st, rules, nil
}

// The face-up rows refilled at clean-up (reference section 10).
const (
	ResourceRowSize = 9
	DjinnRowSize    = 3
)

// MaxCoins bounds the player's coins: far more than a game ever sees, and
// small enough that no sum of coins can overflow.
const MaxCoins = 1_000_000

// checkCounts reports negative numbers and numbers beyond what the box
// holds, each on its own: a holding larger than the box is wrong whatever
// the board shows, and bounding every number first keeps the sums of
// checkBox and of play from overflowing.
// It returns the paths of the numbers reported, which the sums leave out.
func checkCounts(p Holdings, y YazidHoldings, x game.Expansions) ([]error, map[string]bool) {
	var errs []error
	bad := map[string]bool{}
	check := func(path string, n, most int, what string) {
		switch {
		case n < 0:
			errs = append(errs, fmt.Errorf("sultan: %s: %d must not be negative", path, n))
			bad[path] = true
		case n > most:
			errs = append(errs, fmt.Errorf("sultan: %s: %d, %s %d", path, n, what, most))
			bad[path] = true
		}
	}
	box := func(tr game.Tribe) int {
		// Artisans without the expansion are reported by checkBox; the
		// bound here is the expansion's box.
		return game.BoxMeeples(tr, x.With(game.Artisans))
	}
	djinns := game.DjinnsInPlay(x)
	check("player.coins", p.Coins, MaxCoins, "the most this tool accepts is")
	check("player.camels", p.Camels, Camels, "the player has")
	check("player.viziers", p.Viziers, box(game.Vizier), "the box holds")
	check("player.elders", p.Elders, box(game.Elder), "the box holds")
	check("player.fakirs", p.Fakirs, game.Fakirs, "the deck holds")
	check("player.artisans", p.Artisans, box(game.Artisan), "the box holds")
	check("yazid.council", y.Council, box(game.Vizier), "the box holds")
	check("yazid.elders", y.Elders, box(game.Elder), "the box holds")
	check("yazid.fakirs", y.Fakirs, game.Fakirs, "the deck holds")
	check("yazid.assassins", y.Assassins, box(game.Assassin), "the box holds")
	check("yazid.artisans", y.Artisans, box(game.Artisan), "the box holds")
	check("yazid.djinns", y.Djinns, djinns, "the box holds")
	check("yazid.camels", y.Camels, Camels, "Yazid has")
	return errs, bad
}

// checkBox reports pieces beyond what the box holds: Yazid's camels on and
// off the board, the player's on the board, and meeples on the board and
// beside it. It leaves out the sums with a number in bad, which checkCounts reported already: the numbers it
// adds are then each within the box, and the sums cannot overflow.
func checkBox(st State, bad map[string]bool) []error {
	var errs []error
	add := func(format string, a ...any) { errs = append(errs, fmt.Errorf("sultan: "+format, a...)) }
	if on := st.Board.Camels(game.Yazid); !bad["yazid.camels"] && on+st.Yazid.Camels > Camels {
		add("yazid.camels: %d beside the board and %d on it make %d, Yazid has %d", st.Yazid.Camels, on, on+st.Yazid.Camels, Camels)
	}
	// The player's camels on the board and beside it are checked each on
	// its own (beside it by checkCounts): only Yazid's are held to 11 on
	// and off the board together.
	if on := st.Board.Camels(1); on > Camels {
		add("board: %d of the player's camels (@1) on the board, the player has %d", on, Camels)
	}
	m := st.Board.Meeples()
	// Each tribe's meeples beside the board, held by the player and by
	// Yazid; the refusal names the side that holds them, with its field.
	beside := [game.NumTribes]struct {
		player, yazid         int
		playerPath, yazidPath string
	}{
		game.Vizier:   {st.Player.Viziers, st.Yazid.Council, "player.viziers", "yazid.council"},
		game.Elder:    {st.Player.Elders, st.Yazid.Elders, "player.elders", "yazid.elders"},
		game.Assassin: {0, st.Yazid.Assassins, "", "yazid.assassins"},
		game.Artisan:  {st.Player.Artisans, st.Yazid.Artisans, "player.artisans", "yazid.artisans"},
	}
	for _, tr := range game.Tribes {
		b := beside[tr]
		n := b.player + b.yazid
		if n == 0 || bad[b.yazidPath] || bad[b.playerPath] {
			continue
		}
		box := game.BoxMeeples(tr, st.Expansions)
		if tr == game.Artisan && !st.Expansions.Artisans {
			// Named where they are held: Yazid's, the player's, or both.
			if b.yazid != 0 {
				add("%s: Artisans need the artisans expansion", b.yazidPath)
			}
			if b.player != 0 {
				add("%s: Artisans need the artisans expansion", b.playerPath)
			}
			continue
		}
		if m[tr]+n <= box {
			continue
		}
		switch {
		case b.yazid == 0:
			add("%s: %d %s on the board and the player's %d make %d, the box holds %d",
				b.playerPath, m[tr], tr.Plural(), b.player, m[tr]+n, box)
		case b.player == 0:
			add("%s: %d %s on the board and Yazid's %d make %d, the box holds %d",
				b.yazidPath, m[tr], tr.Plural(), b.yazid, m[tr]+n, box)
		default:
			add("%s and %s: %d %s on the board, the player's %d and Yazid's %d make %d, the box holds %d",
				b.playerPath, b.yazidPath, m[tr], tr.Plural(), b.player, b.yazid, m[tr]+n, box)
		}
	}
	return errs
}
