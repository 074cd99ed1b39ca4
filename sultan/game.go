package sultan

import (
	"errors"
	"fmt"

	"github.com/naqala/naqala/game"
)

// ErrGameOver is returned for a play event on a lost or ended game.
var ErrGameOver = errors.New("sultan: the game is over")

// ErrWrongPhase is matched by the error for an event the round does not
// allow now, such as a second roll or an outbid after the re-roll.
var ErrWrongPhase = errors.New("sultan: not now")

// ErrNothingToUndo is returned by Undo when no event after the setup is
// left to drop.
var ErrNothingToUndo = errors.New("sultan: nothing to undo")

// ErrNothingToRedo is returned by Redo when no undone event is left.
var ErrNothingToRedo = errors.New("sultan: nothing to redo")

// Game is a solo game against Yazid: a log of events and the state its
// replay gives. Each method that plays appends one event; Undo drops the
// last, Redo applies it again with the same values (the dice are never
// rolled again).
type Game struct {
	rules Rules
	state State
	log   Log
	redo  Log

	phase    Phase
	round    int
	roll     Roll
	rolled   bool
	outbid   bool // outbid this round
	lost     game.Loss
	ended    bool
	lastTurn *Turn
	turn     *TurnProgress // the player's turn, from its move to clean-up

	trigger   EndReason // the last Camel placed: the game ends at this round's clean-up (end.go)
	endReason EndReason // why the game ended, once ended
	takenUp   bool      // started by TakeUp: the setup is not held to a round's start
	// askedLater: the setup names tiles left to be asked (Setup.Unknown);
	// a log of before it reveals any tile, as it did then.
	askedLater bool

	checkpoints []checkpoint // the game every checkpointEvery events, for Undo (undo.go)
	happened    []Happened   // what each event after the setup did (history.go)
	undone      []Happened   // what each undone event did, beside redo (Undone)
}

// Report is what one event did.
type Report struct {
	Event Event
	Turn  *Turn     // EventResolve: Yazid's turn
	Paid  int       // EventOutbid: the coins paid to the bank
	Lost  game.Loss // the game's loss after the event
	Ended bool      // the game ended with this event
	// Player: the player's turn as it stands after a turn event.
	Player *TurnProgress
	// Placeholder: EventReveal: the placeholder the meeples revealed
	// replace (PlaceholderBoard); for a tile of an older log, not left to
	// be asked, all it held before.
	Placeholder game.Meeples
}

// New starts a game from a setup; it checks the setup (Setup.State) and
// that the rules can reach it at the start of a round (checkStart: every
// Camel on the board or beside it, both sides with pieces to place, no
// loss yet).
func New(s Setup) (*Game, error) {
	g := &Game{}
	if _, err := g.apply(SetupEvent(s)); err != nil {
		return nil, err
	}
	return g, nil
}

// TakeUp starts a game from a table taken up as it stands mid-round (a
// solo state file of naqala yazid): the checks of Setup.State only. A
// side with no Camel left has triggered the end already; Yazid holding a
// loss makes the game over at once.
func TakeUp(s Setup) (*Game, error) {
	g := &Game{takenUp: true}
	if _, err := g.apply(SetupEvent(s)); err != nil {
		return nil, err
	}
	return g, nil
}

// Replay rebuilds a game from its log; replay is deterministic. The error
// names the first event that does not apply. The setup is a game's start
// (New).
func Replay(l Log) (*Game, error) {
	replays.Add(1)
	return replay(l, false)
}

// replay is Replay, the setup taken up mid-round when takenUp (TakeUp).
func replay(l Log, takenUp bool) (*Game, error) {
	if len(l) == 0 || l[0].Kind != EventSetup {
		return nil, errors.New("sultan: log: the first event must be the setup")
	}
	g := &Game{takenUp: takenUp}
	for i, e := range l {
		if _, err := g.apply(e); err != nil {
			return nil, within(fmt.Sprintf("log event %d (%s)", i+1, key(string(e.Kind))), err)
		}
	}
	return g, nil
}

// Apply plays one event and appends it to the log; it clears the redo list.
func (g *Game) Apply(e Event) (Report, error) {
	if e.Kind == EventSetup {
		return Report{}, fmt.Errorf("%w: the game is already set up", ErrWrongPhase)
	}
	r, err := g.apply(e)
	if err != nil {
		return r, err
	}
	g.redo, g.undone = nil, nil
	return r, nil
}

// apply plays e and logs it. step checks an event in full before it
// changes the table, so a refused event leaves g as it was.
func (g *Game) apply(e Event) (Report, error) {
	e = e.clone()
	next := *g
	var before *State
	if e.Kind == EventResolve {
		st := g.state.Clone()
		before = &st
	}
	rep, err := next.step(e)
	if err != nil && e.Kind != EventSetup {
		// The placeholders may fill the box: play e without them.
		next, rep, err = g.refit(e, err)
	}
	if err != nil {
		return Report{}, err
	}
	if next.trigger == EndNone && next.phase != Over {
		// The last Camel placed, by whatever event: kept from now on.
		next.trigger = next.state.lastCamelPlaced()
	}
	next.log = append(g.log, e)
	next.redo = g.redo
	rep.Event = e
	rep.Lost, rep.Ended = next.lost, next.ended
	if e.Kind != EventSetup {
		next.happen(g, e, rep, before)
	}
	*g = next
	return rep, nil
}

// step changes g for e.
func (g *Game) step(e Event) (Report, error) {
	var rep Report
	if e.Kind == EventSetup {
		if g.log != nil || e.Setup == nil {
			return rep, fmt.Errorf("%w: a setup comes first and once", ErrWrongPhase)
		}
		st, rules, err := e.Setup.State()
		if err != nil {
			return rep, err
		}
		if !g.takenUp {
			if err := checkStart(st); err != nil {
				return rep, err
			}
		}
		g.state, g.rules, g.round = st, rules, 1
		g.askedLater = len(st.Unknown) > 0
		g.phase = AwaitRoll
		if e.Setup.PlayerTurn {
			g.phase = PlayerTurn
		}
		if g.lost = lossOfHoldings(st.Yazid); g.lost != game.NotLost {
			g.phase = Over
		}
		return rep, nil
	}
	if g.log == nil {
		return rep, fmt.Errorf("%w: the setup comes first", ErrWrongPhase)
	}
	if g.phase == Over {
		return rep, fmt.Errorf("%w (%s): no more %s events", ErrGameOver, g.overWords(), key(string(e.Kind)))
	}
	switch e.Kind {
	case EventRoll:
		if e.Roll == nil {
			return rep, errors.New("sultan: roll event without dice")
		}
		if err := e.Roll.Check(); err != nil {
			return rep, err
		}
		switch g.phase {
		case AwaitRoll:
			g.phase = YazidToPlay
		case PlayerFirst:
			if err := g.endTurn(); err != nil {
				return rep, err
			}
			g.phase = YazidAfterOutbid
		default:
			return rep, fmt.Errorf("%w: a roll in phase %q", ErrWrongPhase, g.phase)
		}
		g.roll, g.rolled = *e.Roll, true
	case EventOutbid:
		if g.phase != YazidToPlay || g.outbid {
			return rep, fmt.Errorf("%w: an outbid comes after the roll, once a round (phase %q)", ErrWrongPhase, g.phase)
		}
		cost := g.roll.Cost()
		if g.state.Player.Coins < cost {
			return rep, fmt.Errorf("sultan: outbidding %s costs %d coins, you have %d", g.roll, cost, g.state.Player.Coins)
		}
		g.state.Player.Coins -= cost
		g.outbid, g.rolled, rep.Paid = true, false, cost
		g.phase = PlayerFirst
	case EventResolve:
		if g.phase != YazidToPlay && g.phase != YazidAfterOutbid {
			return rep, fmt.Errorf("%w: Yazid plays after a roll (phase %q)", ErrWrongPhase, g.phase)
		}
		if err := g.strikesKnown(e.Choices); err != nil {
			return rep, err
		}
		t, err := ResolveTurn(&g.state, g.roll, g.rules, e.Choices)
		if err != nil {
			return rep, err
		}
		rep.Turn, g.lastTurn = &t, &t
		if g.phase == YazidToPlay {
			g.phase = PlayerTurn
		} else {
			g.phase = CleanUpDue
		}
		if t.Lost != game.NotLost {
			g.lost, g.phase = t.Lost, Over
		}
	case EventTile:
		if e.Tile == nil {
			return rep, errors.New("sultan: tile event without a tile")
		}
		if err := g.setTile(*e.Tile); err != nil {
			return rep, err
		}
		// The player typed the tile: what it holds is known.
		g.state.known(e.Tile.Place)
	case EventReveal:
		if e.Reveal == nil {
			return rep, errors.New("sultan: reveal event without a tile")
		}
		old, err := g.reveal(*e.Reveal)
		if err != nil {
			return rep, err
		}
		rep.Placeholder = old
		g.state.known(e.Reveal.Place)
	case EventPlayer:
		if e.Player == nil {
			return rep, errors.New("sultan: player event without a change")
		}
		if err := g.changePlayer(*e.Player); err != nil {
			return rep, err
		}
	case EventYazid:
		if e.Yazid == nil {
			return rep, errors.New("sultan: yazid event without a change")
		}
		if err := g.changeYazid(*e.Yazid); err != nil {
			return rep, err
		}
	case EventRows:
		if e.Rows == nil {
			return rep, errors.New("sultan: rows event without rows")
		}
		before := g.state.Clone()
		if err := g.setRows(*e.Rows); err != nil {
			return rep, err
		}
		// A row entered while the turn waits for it (the Merchants' cards)
		// lets the turn play what it now can by itself.
		if g.turn != nil && !g.turn.Complete() {
			t, st := g.turn.clone(), g.state.Clone()
			t.advance(&st)
			if err := g.checkTable(st); err != nil {
				g.state = before
				return rep, fmt.Errorf("sultan: rows: %w", err)
			}
			g.state, g.turn = st, &t
			out := t.clone()
			rep.Player = &out
		}
	case EventCleanUp:
		if g.phase != PlayerTurn && g.phase != CleanUpDue {
			return rep, fmt.Errorf("%w: clean-up comes after both turns (phase %q)", ErrWrongPhase, g.phase)
		}
		if err := g.endTurn(); err != nil {
			return rep, err
		}
		if why := g.endDue(); why != EndNone {
			return rep, fmt.Errorf("%w: the game ends with this round (%s): end it, no clean-up", ErrWrongPhase, why)
		}
		if e.Rows != nil {
			if err := g.setRows(*e.Rows); err != nil {
				return rep, err
			}
		}
		if e.Rows == nil || e.Rows.ThiefRow == nil {
			g.state.refillThief()
		}
		g.round++
		g.phase, g.outbid, g.rolled = AwaitRoll, false, false

	case EventMove, EventControl, EventTribe, EventTileAction, EventSale, EventPower:
		t, err := g.stepTurn(e)
		if err != nil {
			return rep, err
		}
		rep.Player = t
	case EventEnd:
		if err := g.stepEnd(); err != nil {
			return rep, err
		}
	default:
		return rep, fmt.Errorf("sultan: unknown event kind %q", e.Kind)
	}
	return rep, nil
}

func (g *Game) overWords() string {
	if g.lost != game.NotLost {
		return "lost: " + g.lost.Words()
	}
	return "ended"
}

func (g *Game) setTile(e TileEdit) error {
	t := g.state.Board.At(e.Place)
	if t == nil {
		return fmt.Errorf("sultan: %s is off the %dx%d board", e.Place, g.state.Board.Cols, g.state.Board.Rows)
	}
	nt, err := game.ParseToken(e.Token)
	if err != nil {
		return fmt.Errorf("sultan: %s: %w", e.Place, err)
	}
	player, yazid := g.state.Player.Camels, g.state.Yazid.Camels
	if e.Camels {
		var err error
		if player, yazid, err = camelsAfterEdit(*t, nt, player, yazid); err != nil {
			return fmt.Errorf("sultan: tile %s = %s: %w", e.Place, e.Token, err)
		}
	}
	// Try the tile on the board, and put the old one back if the table
	// breaks a check.
	old := *t
	oldPlayer, oldYazid := g.state.Player.Camels, g.state.Yazid.Camels
	*t = nt
	g.state.Player.Camels, g.state.Yazid.Camels = player, yazid
	if err := g.checkTable(g.state); err != nil {
		*t = old
		g.state.Player.Camels, g.state.Yazid.Camels = oldPlayer, oldYazid
		return within(fmt.Sprintf("tile %s = %s", e.Place, e.Token), err)
	}
	return nil
}

// checkTable runs on st the checks New runs on a setup (Setup.State), so
// that an edit is refused when the table it leaves could not start a game:
// the board, numbers within the box, camels, Djinns of the expansions in
// play and one of each, the rows.
func (g *Game) checkTable(st State) error {
	if err := st.Board.Check(game.CheckOptions{Expansions: st.Expansions, Solo: true}); err != nil {
		return checksFailed{err}
	}
	// The board is checked above; the setup keeps it parsed instead of
	// writing and reading it back, which replays a long log many times
	// faster.
	b := st.Board
	st.Board = nil
	s := SetupOf(st, g.rules)
	if _, _, err := s.state(b); err != nil {
		return checksFailed{err}
	}
	return nil
}

func (g *Game) changePlayer(c PlayerChange) error {
	p := g.state.Player
	errs := checkChanges("player event", map[string]int{
		"coins": c.Coins, "camels": c.Camels, "viziers": c.Viziers,
		"elders": c.Elders, "fakirs": c.Fakirs, "artisans": c.Artisans,
	})
	if len(errs) > 0 {
		return errors.Join(errs...)
	}
	p.Coins += c.Coins
	p.Camels += c.Camels
	p.Viziers += c.Viziers
	p.Elders += c.Elders
	p.Fakirs += c.Fakirs
	p.Artisans += c.Artisans
	p.Djinns = cloneStrings(p.Djinns)
	for _, n := range c.GainDjinns {
		d, ok := game.LookupDjinn(n)
		switch {
		case !ok:
			msg := fmt.Sprintf("sultan: player: unknown Djinn %q", n)
			if s := game.SuggestDjinn(n); s != "" {
				msg += fmt.Sprintf(" (did you mean %s?)", s)
			}
			errs = append(errs, errors.New(msg))
		case p.HasDjinn(d.Name):
			errs = append(errs, fmt.Errorf("sultan: player: already has %s", d.Name))
		default:
			p.Djinns = append(p.Djinns, d.Name)
		}
	}
	for _, n := range c.LoseDjinns {
		d, ok := game.LookupDjinn(n)
		i := -1
		if ok {
			for j, h := range p.Djinns {
				if h == d.Name {
					i = j
				}
			}
		}
		if i < 0 {
			errs = append(errs, fmt.Errorf("sultan: player: has no Djinn %q to lose", n))
			continue
		}
		p.Djinns = append(p.Djinns[:i:i], p.Djinns[i+1:]...)
	}
	errs = append(errs, changeHeld(&p, c)...)
	if err := errors.Join(errs...); err != nil {
		return err
	}
	st := g.state
	st.Player = p
	if err := g.checkTable(st); err != nil {
		return within("player event", err)
	}
	g.state.Player = p
	if g.turn != nil && (g.phase == PlayerTurn || g.phase == PlayerFirst) {
		t := g.turn.clone()
		t.goodsChanged(g.state)
		g.turn = &t
	}
	return nil
}

func (g *Game) changeYazid(c YazidChange) error {
	if errs := checkChanges("yazid event", map[string]int{
		"council": c.Council, "elders": c.Elders, "fakirs": c.Fakirs,
		"assassins": c.Assassins, "artisans": c.Artisans, "djinns": c.Djinns, "camels": c.Camels,
	}); len(errs) > 0 {
		return errors.Join(errs...)
	}
	y := g.state.Yazid
	y.Council += c.Council
	y.Elders += c.Elders
	y.Fakirs += c.Fakirs
	y.Assassins += c.Assassins
	y.Artisans += c.Artisans
	y.Djinns += c.Djinns
	y.Camels += c.Camels
	st := g.state
	st.Yazid = y
	if err := g.checkTable(st); err != nil {
		return within("yazid event", err)
	}
	g.state.Yazid = y
	if l := lossOfHoldings(y); l != game.NotLost {
		g.lost, g.phase = l, Over
	}
	return nil
}

func (g *Game) setRows(r Rows) error {
	s := Setup{
		Expansions: g.state.Expansions.Names(),
		Player:     g.state.Player,
		Yazid:      g.state.Yazid,
		Resources:  r.Resources,
		DjinnRow:   r.DjinnRow,
	}
	st, _, err := s.state(g.state.Board)
	if err != nil {
		return err
	}
	// applyRows sets the rows' fields afresh and shares no slice of the
	// old ones: a shallow copy, the board not copied.
	next := g.state
	next.Unseen = g.state.Unseen.clone()
	if err := next.applyRows(r, st); err != nil {
		return err
	}
	if r.ThiefRow != nil {
		row, errs := parseThiefRow(r.ThiefRow, next.Expansions, next.Player, "rows.thief_row")
		if len(errs) > 0 {
			return errors.Join(errs...)
		}
		for _, n := range row {
			if next.thiefBoxed(n) {
				return fmt.Errorf("sultan: rows.thief_row: %s was used: it is back in the box", n)
			}
		}
		next.ThiefRow = row
	}
	g.state = next
	return nil
}

// checkChanges reports changes larger than any holding can be, by field
// name in sorted order; it keeps the additions of an edit from
// overflowing. The holdings themselves are checked after the change.
func checkChanges(event string, changes map[string]int) []error {
	var errs []error
	for _, k := range sortedKeys(changes) {
		if n := changes[k]; n > MaxCoins || n < -MaxCoins {
			errs = append(errs, fmt.Errorf("sultan: %s: %s: a change of %d is out of range (at most %d either way)", event, key(k), n, MaxCoins))
		}
	}
	return errs
}
