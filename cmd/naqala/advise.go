package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"

	"github.com/naqala/naqala/advisor"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
	"github.com/spf13/cobra"
)

func init() {
	subcommands = append(subcommands, newAdviseCmd)
}

func newAdviseCmd(sys *system) *cobra.Command {
	var asJSON, exactOnly bool
	var top int
	cmd := &cobra.Command{
		Use:   "advise STATE",
		Short: "The best moves for the player on a solo state, with what each gains and what Yazid can do next",
		Long: `The player's best moves on a solo state file (as for naqala yazid; "-" for
standard input), best first: for each, the path and where each meeple is
dropped, the choices of the turn, the exact change of the score if the
game ended now, an estimate of what scores later (the advice.* keys of
the configuration), and what Sultan Yazid's next roll does on the board
it leaves, over the 36 rolls. A move that loses on the spot, or hands
Yazid a certain loss, never ranks above one that avoids it; then the
score now plus the estimate, less what Yazid's roll is expected to take.`,
		Example: "  naqala advise state.yaml\n  naqala advise state.yaml --top 3 --json\n  naqala advise - --exact-only < state.yaml",
		Args:    oneStateFile,
		RunE: func(cmd *cobra.Command, args []string) error {
			if top < 1 || top > 100 {
				return invalidInput(fmt.Errorf("advise: --top %d: want 1 to 100", top))
			}
			cfg, err := loadConfig(sys, cmd)
			if err != nil {
				return err
			}
			f, st, rules, err := loadSoloState(sys, cmd, args[0])
			if err != nil {
				return err
			}
			weights := cfg.AdviceWeights()
			if asJSON {
				// FORMATS section 8: each path is a legal move on the
				// state given; a move after the Flute is legal only on
				// the table the Flute leaves.
				weights.FluteBefore = 0
			}
			a, err := advisor.Advise(st, advisor.Options{Top: top, ExactOnly: exactOnly, Weights: weights,
				Rules: rules, ScoringRules: cfg.ScoringRules(), DjinnVP: cfg.DjinnVP})
			if err != nil && !errors.Is(err, advisor.ErrNoMove) && !errors.Is(err, advisor.ErrOnlyCarpet) {
				return invalidInput(fmt.Errorf("%s: %w", args[0], err))
			}
			out := cmd.OutOrStdout()
			notGiven := holdingsNotInFile(f.Player.NotGiven(f.Expansions))
			if asJSON {
				if a.Searched < a.Total {
					fmt.Fprintf(cmd.ErrOrStderr(), "advise: searched %d of %d outcomes: the work budget ran out\n", a.Searched, a.Total)
				}
				return writeJSON(out, adviceJSON(a, notGiven))
			}
			writeAdvice(out, a, cfg.AdviceWeights(), exactOnly, notGiven, errors.Is(err, advisor.ErrOnlyCarpet))
			return nil
		},
	}
	cmd.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		return invalidInput(fmt.Errorf("%s: %w", commandPath(c), err))
	})
	cmd.Flags().IntVar(&top, "top", 5, "how many moves to list")
	cmd.Flags().BoolVar(&exactOnly, "exact-only", false, "rank without the estimates")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}

// adviceOutput is the JSON of docs/formats.md section 8.
type adviceOutput struct {
	Count    game.MoveCount `json:"count"`
	Outcomes int            `json:"outcomes"`
	Advice   []adviceMove   `json:"advice"`
}

type adviceMove struct {
	Rank        int          `json:"rank"`
	From        game.Place   `json:"from"`
	To          game.Place   `json:"to"`
	Tribe       string       `json:"tribe"`
	Taken       int          `json:"taken"`
	Control     bool         `json:"control"`
	Path        []adviceDrop `json:"path"`
	Actions     []string     `json:"actions"`
	ScoreChange int          `json:"score_change"`
	Estimate    float64      `json:"estimate"`
	Yazid       adviceYazid  `json:"yazid"`
}

type adviceDrop struct {
	Col  int    `json:"col"`
	Row  int    `json:"row"`
	Drop string `json:"drop"`
}

type adviceYazid struct {
	PLoss     float64 `json:"p_loss"`
	Assassins float64 `json:"assassins"`
	Council   float64 `json:"council"`
	Coins     float64 `json:"coins"`
}

// round3 keeps three decimals: the figures are shares of 36 rolls.
func round3(x float64) float64 { return math.Round(x*1000) / 1000 }

// adviceJSON is the advice as JSON; notGiven ("" for none) is an unknown
// of every move.
func adviceJSON(a advisor.Advice, notGiven string) adviceOutput {
	o := adviceOutput{Count: a.Count, Outcomes: a.Outcomes, Advice: []adviceMove{}}
	for _, m := range a.Moves {
		am := adviceMove{Rank: m.Rank, From: m.From, To: m.To, Tribe: string(m.Tribe.Letter()), Taken: m.Taken,
			Control: m.Control, Actions: m.Actions, ScoreChange: m.ScoreChange, Estimate: round3(m.Estimate),
			Yazid: adviceYazid{round3(m.Yazid.PLoss), round3(m.Yazid.Assassins), round3(m.Yazid.Council), round3(m.Yazid.Coins)}}
		if notGiven != "" {
			am.Actions = append(slices.Clip(am.Actions), "unknown: "+notGiven)
		}
		for _, d := range m.Plan.Move.Drops {
			am.Path = append(am.Path, adviceDrop{Col: d.To.Col, Row: d.To.Row, Drop: string(d.Tribe.Letter())})
		}
		o.Advice = append(o.Advice, am)
	}
	return o
}

// writeAdvice prints the moves in table words: "1. Take the 3 Builders
// from r2 c4 ending on r3 c5: ...", the path, then Yazid's next roll;
// notGiven ("" for none) on a "Not known:" line; carpet: no move but with
// the Flying Carpet (advisor.ErrOnlyCarpet).
func writeAdvice(w io.Writer, a advisor.Advice, weights advisor.Weights, exactOnly bool, notGiven string, carpet bool) {
	if a.Count.IsZero() && carpet {
		fmt.Fprintln(w, "No legal move on this board but with your Flying Carpet: the game goes on (the Carpet's only moves land on a meeple dropped earlier in the move, which the advice does not plan).")
		return
	}
	if a.Count.IsZero() && len(a.Moves) == 0 {
		fmt.Fprintln(w, "No legal move on this board with what you hold: the game ends.")
		return
	}
	fmt.Fprintf(w, "%s (Magic Items aside) in %d outcomes", countWords(a.Count, "legal move", "legal moves"), a.Outcomes)
	if a.Total > a.Outcomes {
		fmt.Fprintf(w, ", %d more outcomes with your Flying Carpet", a.Total-a.Outcomes)
	}
	if a.Searched < a.Total {
		fmt.Fprintf(w, "; searched %d of %d outcomes before the work budget ran out", a.Searched, a.Total)
	}
	fmt.Fprintln(w, ".")
	how := "the score now, the estimate and Yazid's next roll"
	if exactOnly {
		how = "the exact figures only (--exact-only)"
	}
	fmt.Fprintf(w, "The best %d by %s; \"=\" marks a move worth the same as the one above", len(a.Moves), how)
	if !exactOnly {
		fmt.Fprintf(w, " within %g VP", weights.Uncertainty)
	}
	fmt.Fprintln(w, ".")
	if notGiven != "" {
		fmt.Fprintf(w, "Not known: %s.\n", notGiven)
	}
	for _, m := range a.Moves {
		fmt.Fprintln(w)
		mark := "."
		if m.Equal {
			mark = "="
		}
		fmt.Fprintf(w, "%d%s Take the %s from %s ending on %s", m.Rank, mark, takenWords(m.Taken, m.Tribe), m.From.Short(), m.To.Short())
		var acts, unknown []string
		for _, s := range m.Actions {
			if u, ok := strings.CutPrefix(s, "unknown: "); ok {
				unknown = append(unknown, u)
			} else {
				acts = append(acts, s)
			}
		}
		if len(acts) > 0 {
			fmt.Fprintf(w, ": %s", strings.Join(acts, ", "))
		}
		fmt.Fprintln(w)
		drops := make([]string, len(m.Plan.Move.Drops))
		for i, d := range m.Plan.Move.Drops {
			drops[i] = fmt.Sprintf("%s %s", d.To.Short(), d.Tribe)
		}
		fmt.Fprintf(w, "   path: %s\n", strings.Join(drops, ", "))
		for _, u := range m.Plan.Before {
			if u.Power == game.HornOfPlenty.Key() {
				// The refill is drawn at the table: its cards are the
				// player's to type, in the order the actions say.
				fmt.Fprintf(w, "   before the move, for naqala turn: --event '{\"power\": {\"power\": %q, \"row\": ROW}}', ROW the %d cards of the row as refilled at the table, ordered as said above\n",
					u.Power, sultan.ResourceRowSize)
				continue
			}
			// The Enchanting Flute: every choice is known.
			if ev, err := json.Marshal(u); err == nil {
				fmt.Fprintf(w, "   before the move, for naqala turn: --event '{\"power\": %s}'\n", ev)
			}
		}
		if m.Plan.Carpet {
			fmt.Fprintf(w, "   for naqala turn: --event '{\"power\": {\"power\": %q, \"move\": %q}}'\n", game.FlyingCarpet.Key(), m.Plan.Move.String())
		} else {
			fmt.Fprintf(w, "   for naqala turn: --event '{\"move\": %q}'\n", m.Plan.Move.String())
		}
		for _, u := range m.Plan.Powers {
			if u.Power == "Anun-Nak" && u.At != nil {
				// The 3 meeples are drawn at the table: the player's to
				// type, never the advice's stand-in.
				fmt.Fprintf(w, "   after the move's steps, for naqala turn: --event '{\"power\": {\"power\": \"Anun-Nak\", \"pay\": %q, \"at\": {\"col\": %d, \"row\": %d}, \"meeples\": MEEPLES}}', MEEPLES the 3 meeples drawn from the bag at the table\n",
					u.Pay, u.At.Col, u.At.Row)
			}
		}
		fmt.Fprintf(w, "   score %+d now", m.ScoreChange)
		if !exactOnly {
			fmt.Fprintf(w, ", estimate %+.1f later", m.Estimate)
		}
		fmt.Fprintf(w, "; coins %+d, Viziers %d against a Council of %d, Camels left %d (Yazid %d)\n",
			m.Exact.Coins, m.Exact.Viziers, m.Exact.Council, m.Exact.Camels, m.Exact.YazidCamels)
		switch {
		case m.LosesNow:
			fmt.Fprintln(w, "   the game ends after this turn and is lost: no more Viziers than the Council")
		case m.NoNextRoll:
			fmt.Fprintln(w, "   the game ends after this turn: Yazid does not roll again")
		default:
			fmt.Fprintf(w, "   Yazid's next roll: you lose in %s of the 36 rolls; on average he takes %.2f Assassins, %.2f Council Viziers and %.1f coins\n",
				percent(m.Yazid.PLoss), m.Yazid.Assassins, m.Yazid.Council, m.Yazid.Coins)
		}
		if len(unknown) > 0 {
			fmt.Fprintf(w, "   not known: %s\n", strings.Join(unknown, "; "))
		}
	}
	for _, n := range a.Notes {
		fmt.Fprintf(w, "\nNote: %s.\n", n)
	}
}

// takenWords: "3 Builders", "the 1 Vizier" reads "Take the 1 Vizier".
func takenWords(n int, t game.Tribe) string {
	if n == 1 {
		return "1 " + t.String()
	}
	return fmt.Sprintf("%d %s", n, t.Plural())
}

// percent writes a probability as the table says it: "0%", "2.8%", "100%".
func percent(p float64) string {
	s := fmt.Sprintf("%.1f", p*100)
	return strings.TrimSuffix(s, ".0") + "%"
}

// holdingsNotInFile names the holdings a solo state file does not give
// (section 4's optional player keys; words from solofile's NotGiven) and
// the advice counts as none: the Vizier bonus and lead, the Artisans'
// majority, the suits and a Djinn's price hang on them. "" when the file
// gives them all.
func holdingsNotInFile(words []string) string {
	if len(words) == 0 {
		return ""
	}
	list := words[0]
	if n := len(words); n > 1 {
		list = strings.Join(words[:n-1], ", ") + " and " + words[n-1]
	}
	return "your " + list + " before the turn (the file does not give them: counted as none)"
}
