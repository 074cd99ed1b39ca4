package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/naqala/naqala/advisor"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/internal/solofile"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
	"github.com/spf13/cobra"
)

func init() {
	subcommands = append(subcommands, newTurnCmd)
}

func newTurnCmd(sys *system) *cobra.Command {
	var events []string
	var eventsFile string
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "turn STATE [--event JSON]... [--events FILE|-]",
		Short: "Play the player's turn on a solo state, event by event, and say what it waits for",
		Long: `Play the player's half of a round on a solo state file (as for naqala
yazid; "-" for standard input), as the turn stands when Yazid's half is
done: the events are the turn's decisions in their JSON form, one field
each: {"move": "r1c1: r1c2 Y, r1c3 W"}, {"control": {"tent": true}},
{"tribe_action": {"fakirs": 1}}, {"tile_action": {"djinn": "Enki",
"pay": "elders"}}, {"tile_action": "skip"}, {"sale": {"fish": 1}},
{"power": {"power": "Enki", "pay": "fakir", "at": {"col": 3, "row": 1}}}
(with "kind" too, as in a saved game's log). Each is checked by the
rules; the rules then play what they decide alone.
--events reads a JSON array of events from a file ("-": standard input),
applied before the --event flags, in their order.

It prints what each event did, the turn so far, the decision the turn
waits for with every legal answer written as the event that takes it
(for the move, how many legal moves there are), the exact change of the
score if the game ended now, and the state after the events (mid-turn
too, feedable to every command). A turn that waits for a decision exits
with 0; call again with one more event. An event the rules refuse
applies nothing after it: the exit status is 2 and the output names the
event's index, the problem's code and the rule.`,
		Example: "  naqala turn state.yaml\n" +
			"  naqala turn state.yaml --event '{\"move\": \"r1c1: r1c2 Y, r1c3 W, r1c4 W\"}' --json\n" +
			"  naqala turn state.yaml --events turn.json --event '{\"tile_action\": \"skip\"}'",
		Args: oneStateFile,
		RunE: func(cmd *cobra.Command, args []string) error {
			if args[0] == stdioName && eventsFile == stdioName {
				return invalidInput(errors.New("turn: STATE and --events cannot both be standard input"))
			}
			var list []turnEvent
			if eventsFile != "" {
				data, name, err := readInput(cmd, eventsFile)
				if err != nil {
					return invalidInput(fmt.Errorf("turn: --events: %w", err))
				}
				l, err := decodeTurnEvents(data)
				if err != nil {
					return invalidInput(prefixLines(err, "turn: --events "+name+": "))
				}
				list = l
			}
			var errs []error
			for i, s := range events {
				e, err := decodeTurnEvent([]byte(s))
				if err != nil {
					errs = append(errs, fmt.Errorf("turn: --event %d (event %d): %w", i+1, len(list)+i, err))
					continue
				}
				list = append(list, e)
			}
			if err := errors.Join(errs...); err != nil {
				return invalidInput(err)
			}
			cfg, err := loadConfig(sys, cmd)
			if err != nil {
				return err
			}
			f, st, rules, err := loadSoloState(sys, cmd, args[0])
			if err != nil {
				return err
			}
			res, err := playTurn(st, rules, list, cfg.ScoringRules(), cfg.DjinnVP)
			if err != nil {
				return invalidInput(fmt.Errorf("%s: %w", args[0], err))
			}
			out := cmd.OutOrStdout()
			if res.Refused != nil {
				r := res.Refused
				if asJSON {
					_ = writeJSON(out, map[string]*turnRefusal{"refused": r})
				} else {
					writeTurnText(out, res)
				}
				return invalidInput(fmt.Errorf("turn: event %d (%s) refused: %s", r.Index, r.Problem, r.Message))
			}
			if asJSON {
				return writeJSON(out, turnJSON(res, f))
			}
			writeTurnText(out, res)
			return nil
		},
	}
	cmd.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		return invalidInput(fmt.Errorf("%s: %w", commandPath(c), err))
	})
	cmd.Flags().StringArrayVar(&events, "event", nil, "a turn event as JSON; repeat for each, in order")
	cmd.Flags().StringVar(&eventsFile, "events", "", "a file of a JSON array of turn events (- for standard input)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}

// prefixLines puts prefix before each line of err.
func prefixLines(err error, prefix string) error {
	var errs []error
	for _, line := range strings.Split(err.Error(), "\n") {
		errs = append(errs, errors.New(prefix+line))
	}
	return errors.Join(errs...)
}

// turnResult is a turn played by playTurn: what each event did, the turn
// and the decision it waits for, the score change and the table after.
type turnResult struct {
	Applied  []turnApplied
	Turn     sultan.TurnProgress
	Moved    bool // the turn's move is entered
	Decision sultan.TurnDecision
	Pending  bool
	Passed   bool // no legal move: the turn is passed (Pending waits for no answer of it)
	Change   int
	GameEnd  bool
	Before   sultan.State
	State    sultan.State
	Refused  *turnRefusal
	Powers   []sultan.PowerOption // usable now, for the text form
}

type turnApplied struct {
	Index int              `json:"index"`
	Kind  sultan.EventKind `json:"kind"`
	Did   []string         `json:"did"`
}

type turnRefusal struct {
	Index   int    `json:"index"`
	Problem string `json:"problem"`
	Message string `json:"message"`
}

// playTurn plays events on st, taken up at the player's turn. A refused
// event stops it, its refusal in the result; an error is a state the
// game cannot start from.
func playTurn(st sultan.State, rules sultan.Rules, events []turnEvent, sr scoring.Rules, djinnVP map[string]int) (turnResult, error) {
	s := sultan.SetupOf(st, rules)
	s.PlayerTurn = true
	g, err := sultan.TakeUp(s) // a state file is the table mid-game, not a round's start
	if err != nil {
		return turnResult{}, err
	}
	if g.Over() {
		return turnResult{}, fmt.Errorf("the game is already lost: %s", english.Loss(g.Lost()))
	}
	res := turnResult{Before: g.State()}
	before, err := scoreNow(res.Before, sr, djinnVP)
	if err != nil {
		return turnResult{}, err
	}
	res.Applied = []turnApplied{}
	for i, e := range events {
		prev, _ := g.Turn()
		was := g.State()
		rep, err := e.apply(g)
		if err != nil {
			res.Refused = &turnRefusal{Index: i, Problem: sultan.RefusalCode(e.Kind, err), Message: err.Error()}
			return res, nil
		}
		now := g.State()
		res.Applied = append(res.Applied, turnApplied{Index: i, Kind: e.Kind, Did: didWords(e.Event, prev, *rep.Player, was, now)})
	}
	res.Turn, res.Moved = g.Turn()
	// What the game waits for is Pending's: the turn's step with its
	// legal answers, the moves counted at the move.
	if d := g.Pending(); d.Kind == sultan.DecideTurn {
		res.Decision, res.Pending = *d.Turn, true
		if d.Turn.Step == sultan.TurnMove {
			if res.Decision.Moves, err = g.MoveCount(); err != nil {
				return turnResult{}, err
			}
		}
	} else {
		res.Passed = !res.Moved && !g.PlayerHasMove()
	}
	res.Powers = g.PowerOptions()
	res.State = g.State()
	after, err := scoreNow(res.State, sr, djinnVP)
	if err != nil {
		return turnResult{}, err
	}
	res.Change, res.GameEnd = after-before, g.EndTriggered()
	return res, nil
}

// scoreNow is the player's score on st if the game ended now (Djinns of
// unknown VP left out, as in naqala advise).
func scoreNow(st sultan.State, sr scoring.Rules, djinnVP map[string]int) (int, error) {
	sg, _ := advisor.SoloGameVP(st, "player", djinnVP)
	r, err := scoring.Score(sg, sr)
	if err != nil {
		return 0, err
	}
	return r.Players[0].Total, nil
}

// turnOutput is the JSON of docs/formats.md section 10.
type turnOutput struct {
	Applied     []turnApplied  `json:"applied"`
	Turn        turnRecord     `json:"turn"`
	Pending     *turnPending   `json:"pending"`
	ScoreChange int            `json:"score_change"`
	GameEnd     bool           `json:"game_end"`
	State       *solofile.File `json:"state"`
}

// turnRecord is the turn so far as typed fields: null or empty for what
// has not happened.
type turnRecord struct {
	Move        *string        `json:"move"`
	Tribe       *string        `json:"tribe"`
	Taken       int            `json:"taken"`
	Camels      []game.Place   `json:"camels"`
	Tent        *game.Place    `json:"tent"`
	Kill        *sultan.Kill   `json:"kill"`
	Cards       []string       `json:"cards"`
	Djinn       *string        `json:"djinn"`
	Items       []string       `json:"items"`
	PalmTree    *game.Place    `json:"palm_tree"`
	Palace      *game.Place    `json:"palace"`
	Whim        bool           `json:"whim"`
	Sold        map[string]int `json:"sold"`
	Powers      []string       `json:"powers"`
	ThiefBought *string        `json:"thief_bought"`
	Coins       turnCoins      `json:"coins"`
}

// turnCoins is sultan.TurnCoins with every key written.
type turnCoins struct {
	Marid    int `json:"marid"`
	Builders int `json:"builders"`
	Nekir    int `json:"nekir"`
	Monkir   int `json:"monkir"`
	Baal     int `json:"baal"`
	Ganapati int `json:"ganapati"`
	Kandicha int `json:"kandicha"`
	Whim     int `json:"whim"`
	Sale     int `json:"sale"`
	Spent    int `json:"spent"`
}

// turnPending is the decision the turn waits for: the move's count, or
// the options as events.
type turnPending struct {
	Step    string            `json:"step"`
	Count   *game.MoveCount   `json:"count,omitempty"`
	Options []json.RawMessage `json:"options,omitempty"`
}

// stepKey names a step as the JSON does: the kind of the event that
// answers it.
func stepKey(s sultan.TurnStep) string {
	switch s {
	case sultan.TurnMove:
		return string(sultan.EventMove)
	case sultan.TurnControl:
		return string(sultan.EventControl)
	case sultan.TurnTribe:
		return string(sultan.EventTribe)
	case sultan.TurnTile:
		return string(sultan.EventTileAction)
	case sultan.TurnSale:
		return string(sultan.EventSale)
	}
	return "done"
}

func strPtr(s string) *string { return &s }

// turnJSON writes the result; f is the state file read, whose given
// holdings stay given in the state after.
func turnJSON(res turnResult, f *solofile.File) turnOutput {
	o := turnOutput{Applied: res.Applied, ScoreChange: res.Change, GameEnd: res.GameEnd, State: f.After(res.State)}
	o.Turn = turnRecordOf(res.Turn, res.Moved)
	if res.Pending {
		d := res.Decision
		p := &turnPending{Step: stepKey(d.Step)}
		if d.Step == sultan.TurnMove {
			n := d.Moves
			p.Count = &n
		} else {
			p.Options = []json.RawMessage{}
			for _, e := range d.Options {
				p.Options = append(p.Options, optionJSON(e))
			}
		}
		o.Pending = p
	}
	if res.Passed {
		// FORMATS 10: the move step says its count; with no legal move
		// that count is 0 (the game then ends: docs/turn.md).
		n := game.NewMoveCount(0)
		o.Pending = &turnPending{Step: stepKey(sultan.TurnMove), Count: &n}
	}
	return o
}

func turnRecordOf(t sultan.TurnProgress, moved bool) turnRecord {
	r := turnRecord{Camels: []game.Place{}, Cards: []string{}, Items: []string{}, Powers: []string{}, Sold: map[string]int{}}
	r.Camels = append(r.Camels, t.Camels...)
	r.Powers = append(r.Powers, t.Powers...)
	c := t.Coins
	r.Coins = turnCoins{c.Marid, c.Builders, c.Nekir, c.Monkir, c.Baal, c.Ganapati, c.Kandicha, c.Whim, c.Sale, c.Spent}
	if !moved {
		return r
	}
	if len(t.Move.Drops) > 0 {
		r.Move = strPtr(t.Move.String())
		r.Tribe = strPtr(string(t.Tribe.Letter()))
		r.Taken = t.Taken
	}
	r.Tent, r.Kill = t.Tent, t.Kill
	for _, cd := range t.Cards {
		r.Cards = append(r.Cards, cd.String())
	}
	if t.Djinn != "" && t.Djinn != t.ThiefBought {
		r.Djinn = strPtr(t.Djinn)
	}
	if t.ThiefBought != "" {
		r.ThiefBought = strPtr(t.ThiefBought)
	}
	for _, it := range t.Items {
		r.Items = append(r.Items, it.Key())
	}
	if t.PalmTree {
		p := t.Last()
		r.PalmTree = &p
	}
	if t.Palace {
		p := t.Last()
		r.Palace = &p
	}
	r.Whim = t.Whim
	for _, g := range game.Goods() {
		if t.Sold[g] != 0 {
			r.Sold[g.String()] = t.Sold[g]
		}
	}
	return r
}

// turnComplete is what the event that completes the turn did beside the
// rest (docs/formats.md 10's "applied").
const turnComplete = "the turn is complete"

// writeTurnText prints the turn for a person: what each event did, a
// refusal, the decision waited for and its options, the score change.
// Where the turn stands is said once, after the events: an event's
// "the turn is complete" is left to that line.
func writeTurnText(w io.Writer, res turnResult) {
	for _, a := range res.Applied {
		did := slices.DeleteFunc(slices.Clone(a.Did), func(s string) bool { return s == turnComplete })
		if len(did) == 0 {
			did = []string{"nothing more"}
		}
		fmt.Fprintf(w, "Event %d (%s): %s.\n", a.Index, a.Kind, strings.Join(did, "; "))
	}
	if r := res.Refused; r != nil {
		fmt.Fprintf(w, "Event %d refused (%s): %s\nNothing after it was applied.\n", r.Index, r.Problem, r.Message)
		return
	}
	if len(res.Applied) > 0 {
		fmt.Fprintln(w)
	}
	switch {
	case res.Passed:
		fmt.Fprintln(w, "You have no legal move: the turn is passed.")
	case !res.Pending:
		fmt.Fprintln(w, "The turn is complete.")
		if res.State.Player.Goods.Total() > 0 && res.Turn.Step == sultan.TurnSale {
			fmt.Fprintln(w, `You may still sell goods: {"sale": {"fish": 1, ...}}.`)
		}
	case res.Decision.Step == sultan.TurnMove:
		fmt.Fprintf(w, "The turn waits for the move: %s. Enter it as {\"move\": \"r2c3: r2c4 Y, r3c4 W\"} (naqala advise gives the best ones with their paths; naqala moves counts them by tile).\n",
			countWords(res.Decision.Moves, "legal move", "legal moves"))
	default:
		fmt.Fprintf(w, "The turn waits for the %s; the legal answers:\n", res.Decision.Step)
		for _, e := range res.Decision.Options {
			fmt.Fprintf(w, "  %s\n", optionJSON(e))
		}
	}
	if len(res.Powers) > 0 {
		names := make([]string, len(res.Powers))
		for i, p := range res.Powers {
			names[i] = p.Name
			if p.Item {
				names[i] = fmt.Sprintf("the %s (%s)", p.Name, p.Power) // the event's key beside the table's words
			}
		}
		fmt.Fprintf(w, "Powers usable now: %s.\n", strings.Join(names, ", "))
	}
	fmt.Fprintf(w, "Score change: %+d (the score if the game ended now, less before the turn).\n", res.Change)
	if res.GameEnd {
		fmt.Fprintln(w, "The game ends after this round: a side has placed its last Camel.")
	}
}
