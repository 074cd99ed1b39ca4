package main

import (
	"crypto/rand"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/internal/solofile"
	"github.com/naqala/naqala/sultan"
	"github.com/spf13/cobra"
)

func init() {
	subcommands = append(subcommands, newYazidCmd)
}

func newYazidCmd(sys *system) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "yazid",
		Short: "Sultan Yazid's dice, turns and odds for a solo game",
		Long: `Sultan Yazid is the automa of the official Five Tribes solo variant.

  naqala yazid roll                          one roll of his dice
  naqala yazid resolve STATE --dice W,B      his turn on a solo state file
  naqala yazid odds STATE                    where the next roll can strike

STATE is a solo state file (YAML or JSON, "-" for standard input). Nothing
is written to disk.`,
		Example: "  naqala yazid roll\n  naqala yazid resolve state.yaml --dice 4,6\n  naqala yazid odds state.yaml",
	}
	cmd.Args = cobra.ArbitraryArgs
	cmd.RunE = func(cmd *cobra.Command, args []string) error {
		if len(args) > 0 {
			return invalidInput(fmt.Errorf("yazid: unknown command %q%s", args[0], didYouMean(cmd, args[0])))
		}
		return cmd.Help()
	}
	cmd.AddCommand(newYazidRollCmd(sys), newYazidResolveCmd(sys), newYazidOddsCmd(sys))
	return cmd
}

// commandPath is the command's path without the program name: "yazid odds".
func commandPath(c *cobra.Command) string {
	p := c.CommandPath()
	if i := strings.IndexByte(p, ' '); i >= 0 {
		return p[i+1:]
	}
	return p
}

// oneStateFile accepts exactly one STATE argument; anything else is
// invalid input (exit status 2).
func oneStateFile(cmd *cobra.Command, args []string) error {
	if len(args) != 1 {
		return invalidInput(fmt.Errorf("%s: want one STATE file (a solo state, - for standard input), got %d arguments", commandPath(cmd), len(args)))
	}
	return nil
}

// noArguments refuses arguments as invalid input (exit status 2).
func noArguments(cmd *cobra.Command, args []string) error {
	if len(args) > 0 {
		return invalidInput(fmt.Errorf("%s: takes no arguments, got %q", commandPath(cmd), args[0]))
	}
	return nil
}

// choiceError names the --choose flag in an answer the turn cannot take.
func choiceError(err error) error {
	var bc *sultan.BadChoiceError
	if !errors.As(err, &bc) {
		return err
	}
	flag := fmt.Sprintf("--choose %d,%d", bc.Answer.Col, bc.Answer.Row)
	if bc.Choice.Kind == "" {
		return fmt.Errorf("yazid: %s: the turn asked for %d choices, %d given", flag, bc.Asked, bc.Given)
	}
	cands := make([]string, len(bc.Choice.Candidates))
	for i, p := range bc.Choice.Candidates {
		cands[i] = fmt.Sprintf("%d,%d", p.Col, p.Row)
	}
	return fmt.Errorf("yazid: %s: not a candidate for choice %d (%s); the candidates are %s",
		flag, bc.Choice.Index+1, bc.Choice.Kind, strings.Join(cands, " "))
}

func newYazidRollCmd(sys *system) *cobra.Command {
	var seed uint64
	var asJSON bool
	cmd := &cobra.Command{
		Use:     "roll",
		Short:   "Roll Yazid's two dice and say where he strikes",
		Example: "  naqala yazid roll\n  naqala yazid roll --seed 42 --json",
		Args:    noArguments,
		RunE: func(cmd *cobra.Command, args []string) error {
			cfg, err := loadConfig(sys, cmd)
			if err != nil {
				return err
			}
			if !cmd.Flags().Changed("seed") {
				var b [8]byte
				_, _ = rand.Read(b[:])
				seed = binary.LittleEndian.Uint64(b[:])
			}
			r, err := sultan.NewSeededDice(seed).Roll()
			if err != nil {
				return err
			}
			rules := cfg.SoloRules()
			out := cmd.OutOrStdout()
			if asJSON {
				return writeJSON(out, rollJSON(r, rules))
			}
			fmt.Fprintf(out, "Yazid rolls white %d, black %d.\n", r.White, r.Black)
			if r.Double() {
				fmt.Fprintf(out, "A black 6: he strikes twice, in %s.\n", english.Strikes(r, rules))
			} else {
				fmt.Fprintf(out, "He strikes %s.\n", english.Strikes(r, rules))
			}
			fmt.Fprintf(out, "Outbidding him costs %s.\n", sultan.Plural(r.Cost(), "coin", "coins"))
			return nil
		},
	}
	cmd.Flags().Uint64Var(&seed, "seed", 0, "seed for a repeatable roll")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}

// loadSoloState reads a solo state file (at most filetext.MaxSize bytes)
// with the configured solo rules under the file's own rules.
func loadSoloState(sys *system, cmd *cobra.Command, path string) (*solofile.File, sultan.State, sultan.Rules, error) {
	cfg, err := loadConfig(sys, cmd)
	if err != nil {
		return nil, sultan.State{}, sultan.Rules{}, err
	}
	data, name, err := readInput(cmd, path)
	if err != nil {
		return nil, sultan.State{}, sultan.Rules{}, invalidInput(fmt.Errorf("%s: %w", commandPath(cmd), err))
	}
	f, st, rules, err := solofile.Load(data, name, cfg.SoloRules())
	if err != nil {
		return nil, sultan.State{}, sultan.Rules{}, invalidInput(err)
	}
	return f, st, rules, nil
}

// parsePair reads "C,R" or "W,B".
func parsePair(flag, s string) (int, int, error) {
	a, b, ok := strings.Cut(s, ",")
	x, err1 := strconv.Atoi(strings.TrimSpace(a))
	y, err2 := strconv.Atoi(strings.TrimSpace(b))
	if !ok || err1 != nil || err2 != nil {
		example := "4,6 (white,black)"
		if flag == "choose" {
			example = "2,3 (column,row)"
		}
		return 0, 0, fmt.Errorf("yazid: --%s %q: want two numbers such as %s", flag, s, example)
	}
	return x, y, nil
}

// resolveOutput is the JSON of docs/formats.md section 5.
type resolveOutput struct {
	sultan.Turn
	State *solofile.File `json:"state"`
}

// MarshalJSON keeps the Turn's own form and adds the state.
func (o resolveOutput) MarshalJSON() ([]byte, error) {
	t, err := json.Marshal(o.Turn)
	if err != nil {
		return nil, err
	}
	s, err := json.Marshal(o.State)
	if err != nil {
		return nil, err
	}
	return append(append(append(t[:len(t)-1:len(t)-1], `,"state":`...), s...), '}'), nil
}

func newYazidResolveCmd(sys *system) *cobra.Command {
	var dice string
	var choose []string
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "resolve STATE --dice W,B [--choose C,R]...",
		Short: "Resolve one Yazid turn for the dice on a solo state",
		Long: `Resolve one Yazid turn for the rolled dice on a solo state file (the
board, Yazid's and the player's holdings; "-" for standard input).
--choose C,R answers the player's choices in order (column, row). When a
choice is needed and not given, nothing is resolved: the candidates are
printed and the exit status is 3. --json prints the turn and the state
after it.`,
		Example: "  naqala yazid resolve state.yaml --dice 4,6\n" +
			"  naqala yazid resolve state.yaml --dice 2,6 --choose 3,2\n" +
			"  naqala yazid resolve - --dice 1,1 --json < state.yaml",
		Args: oneStateFile,
		RunE: func(cmd *cobra.Command, args []string) error {
			if dice == "" {
				return invalidInput(errors.New("yazid: --dice W,B is required"))
			}
			w, b, err := parsePair("dice", dice)
			if err != nil {
				return invalidInput(err)
			}
			roll := sultan.Roll{White: w, Black: b}
			if err := roll.Check(); err != nil {
				// One line a bad die, each naming the flag.
				var errs []error
				for _, line := range strings.Split(err.Error(), "\n") {
					errs = append(errs, fmt.Errorf("yazid: --dice %s: %s", dice, strings.TrimPrefix(line, "sultan: ")))
				}
				return invalidInput(errors.Join(errs...))
			}
			var answers []game.Place
			for _, c := range choose {
				col, row, err := parsePair("choose", c)
				if err != nil {
					return invalidInput(err)
				}
				answers = append(answers, game.Place{Col: col, Row: row})
			}
			f, st, rules, err := loadSoloState(sys, cmd, args[0])
			if err != nil {
				return err
			}
			g, err := sultan.TakeUp(sultan.SetupOf(st, rules))
			if err != nil {
				return invalidInput(err)
			}
			if g.Over() {
				return invalidInput(fmt.Errorf("%s: the game is already lost: %s", args[0], english.Loss(g.Lost())))
			}
			before := g.State()
			if err := g.RecordRoll(roll); err != nil {
				return invalidInput(err)
			}
			turn, err := g.Resolve(answers...)
			out := cmd.OutOrStdout()
			if c, ok := sultan.PendingChoice(err); ok {
				if asJSON {
					_ = writeJSON(out, map[string]sultan.Choice{"needs_choice": c})
				} else {
					writeChoice(out, before.Board, roll, rules, c)
				}
				return &exitError{code: 3, err: err}
			}
			if err != nil {
				return invalidInput(choiceError(err))
			}
			after := g.State()
			if asJSON {
				return writeJSON(out, resolveOutput{turn, f.After(after)}) // the holdings the file gave stay given
			}
			writeTurn(out, before, after, turn, rules)
			return nil
		},
	}
	cmd.Flags().StringVar(&dice, "dice", "", "the dice as white,black, such as 4,6")
	cmd.Flags().StringArrayVar(&choose, "choose", nil, "a choice as column,row; repeat for each choice in order")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}

func newYazidOddsCmd(sys *system) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:     "odds STATE",
		Short:   "Where Yazid's next roll can strike, over the 36 rolls",
		Example: "  naqala yazid odds state.yaml\n  naqala yazid odds state.yaml --json",
		Args:    oneStateFile,
		RunE: func(cmd *cobra.Command, args []string) error {
			_, st, rules, err := loadSoloState(sys, cmd, args[0])
			if err != nil {
				return err
			}
			o := sultan.ComputeOdds(st.Board, rules)
			out := cmd.OutOrStdout()
			if asJSON {
				for i := range o.Tiles {
					o.Tiles[i].PForced = round4(o.Tiles[i].PForced)
					o.Tiles[i].PChoice = round4(o.Tiles[i].PChoice)
				}
				o.PDouble, o.PChoice = round4(o.PDouble), round4(o.PChoice)
				return writeJSON(out, o)
			}
			writeOdds(out, st, rules, o)
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}

func round4(x float64) float64 { return math.Round(x*1e4) / 1e4 }

// rollStrike is one strike of a roll before the board is looked at: the
// column, and the row the black die names (0 for a black 6, whose rows
// the board decides). How is "rolled" for the tile the dice name, else
// "top" and "bottom": the top-most and bottom-most tiles with meeples,
// or the top and bottom rows under the literal_rows variant ("top_row",
// "bottom_row").
type rollStrike struct {
	Col int    `json:"col"`
	Row int    `json:"row,omitempty"`
	How string `json:"how"`
}

// rollJSON is yazid roll --json: the dice, the strikes as typed fields,
// the outbid's cost, and the same in English words (target).
func rollJSON(r sultan.Roll, rules sultan.Rules) any {
	strikes := []rollStrike{{Col: r.White, Row: r.Black, How: "rolled"}}
	if r.Double() {
		top, bottom := "top", "bottom"
		if rules.BlackSix == sultan.LiteralRows {
			top, bottom = "top_row", "bottom_row"
		}
		strikes = []rollStrike{{Col: r.White, How: top}, {Col: r.White, How: bottom}}
	}
	return struct {
		Dice       sultan.Roll  `json:"dice"`
		Double     bool         `json:"double"`
		Strikes    []rollStrike `json:"strikes"`
		OutbidCost int          `json:"outbid_cost"`
		Target     string       `json:"target"`
	}{r, r.Double(), strikes, r.Cost(), english.Strikes(r, rules)}
}
