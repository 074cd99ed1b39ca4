package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/sultan"
	"github.com/spf13/cobra"
)

func init() {
	subcommands = append(subcommands, newDealCmd)
}

func newDealCmd(sys *system) *cobra.Command {
	var expansions []string
	var seed uint64
	var players int
	var mountains string
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "deal",
		Short: "Deal a random setup by each expansion's layout rule, to lay out on the table",
		Long: `Deal a random board as the rules lay it out, with 3 meeples a tile from
the bag, and print it drawn as the table should look and in board
notation, ready to paste into naqala solo's setup (p) or a final-state
file.

The layout rules: the base game shuffles its 30 tiles into
6 x 5; Artisans of Naqala puts 10 base tiles and its 6 new tiles into the
central 4x4 and the other 20 around them, every Workshop carrying its 2
Mountains on the same two edges (--mountains, n and e unless told), and a
layout with a tile walled in is dealt again; Whims of the Sultan (alone
or with Artisans) lays every tile at random, 6 x 6 or 6 x 7. No meeple
goes on the Chasm or the Great Lake.

--players changes only what each player takes beside the board (Camels,
coins); the board is the same for 1 to 5 players, and a 5th player needs
Whims. The same --seed deals the same setup, and the same board as the
first d of naqala solo --seed with the same expansions.`,
		Example: "  naqala deal\n  naqala deal --expansions artisans --seed 1\n  naqala deal --expansions artisans,whims --players 4 --json",
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			c, err := loadConfig(sys, cmd)
			if err != nil {
				return err
			}
			x, err := expansionsFlag(cmd, expansions, c.ExpansionSet())
			if err != nil {
				return invalidInput(fmt.Errorf("deal: %w", err))
			}
			if players < 1 {
				return invalidInput(fmt.Errorf("deal: --players %d: at least 1", players))
			}
			if why := game.PlayersReason(players, x); why != "" {
				return invalidInput(fmt.Errorf("deal: --players: %s", why))
			}
			edges, err := game.ParseEdges(strings.ToLower(mountains))
			if err != nil {
				return invalidInput(fmt.Errorf("deal: --mountains: %w", err))
			}
			o := game.DealOptions{Expansions: x, Mountains: edges}
			if err := o.Check(); err != nil {
				return invalidInput(fmt.Errorf("deal: --mountains: %w", err))
			}
			if !cmd.Flags().Changed("seed") {
				seed = uint64(sys.now().UnixNano())
			}
			s, err := game.DealSetup(o, game.DealRand(seed))
			if err != nil {
				return err
			}
			d := dealOutput{Format: "naqala/deal/v1", Expansions: x.Names(), Seed: seed, Players: players,
				Redeals: s.Redeals, Board: s.Board.String(), Pieces: startPieces(players, x)}
			if d.Expansions == nil {
				d.Expansions = []string{}
			}
			if x.Artisans {
				d.Mountains = o.Mountains.String()
				if d.Mountains == "" {
					d.Mountains = game.DefaultMountains.String()
				}
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), d)
			}
			return writeDeal(cmd.OutOrStdout(), d, s.Board)
		},
	}
	cmd.Flags().StringSliceVar(&expansions, "expansions", nil, "expansions in play: artisans, thieves, whims (default: the configured ones)")
	cmd.Flags().Uint64Var(&seed, "seed", 0, "seed of the deal (the same seed deals the same setup; default: the clock)")
	cmd.Flags().IntVar(&players, "players", 1, "players at the table, 1 (solo) to 5: what each takes beside the board")
	cmd.Flags().StringVar(&mountains, "mountains", "", "the two edges of every Workshop that carry its Mountains, from n e s w (default ne)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON (format naqala/deal/v1)")
	_ = cmd.RegisterFlagCompletionFunc("mountains", fixedValues("ne", "es\tsouth and east", "sw", "nw", "ns", "ew"))
	return cmd
}

// dealOutput is the JSON of naqala deal (docs/deal.md).
type dealOutput struct {
	Format     string   `json:"format"`
	Expansions []string `json:"expansions"`
	Seed       uint64   `json:"seed"`
	Players    int      `json:"players"`
	Mountains  string   `json:"mountains,omitempty"`
	Redeals    int      `json:"redeals"`
	Board      string   `json:"board"`
	Pieces     pieces   `json:"pieces"`
}

// pieces is what each player takes beside the board.
type pieces struct {
	Camels      int  `json:"camels"`
	Coins       int  `json:"coins"`
	HardCoins   int  `json:"hard_coins,omitempty"` // solo hard mode
	Tent        bool `json:"tent"`
	YazidCamels int  `json:"yazid_camels,omitempty"`
}

// startPieces: solo, the player's 11 Camels and 25 coins (20 hard) and
// Yazid's 11 Camels; else 11 or 8 Camels and 50 coins each; a Tent each
// with Artisans.
func startPieces(players int, x game.Expansions) pieces {
	if players == 1 {
		return pieces{Camels: sultan.Camels, Coins: sultan.StartCoins, HardCoins: sultan.HardStartCoins,
			Tent: x.Artisans, YazidCamels: sultan.Camels}
	}
	return pieces{Camels: game.StartCamels(players), Coins: game.MultiplayerStartCoins, Tent: x.Artisans}
}

// writeDeal prints the deal: a heading, the board drawn as the table
// lays it out, the tile codes, what each player takes, and the notation.
func writeDeal(w io.Writer, d dealOutput, b *game.Board) error {
	var sb strings.Builder
	x := "base game"
	if len(d.Expansions) > 0 {
		x = "base game + " + strings.Join(d.Expansions, ", ")
	}
	fmt.Fprintf(&sb, "Deal for %s, seed %d: %d columns x %d rows", x, d.Seed, b.Cols, b.Rows)
	if d.Redeals > 0 {
		fmt.Fprintf(&sb, " (dealt again %d times: a tile was walled in)", d.Redeals)
	}
	sb.WriteString("\n\n")
	sb.WriteString(drawDeal(b))
	sb.WriteString("Row 1 is the row nearest the solo player; every tile lies the same way.\n")
	if d.Mountains != "" {
		fmt.Fprintf(&sb, "^ marks a Mountain: each Workshop carries its 2 on its %s edges.\n", edgeWords(d.Mountains))
	}
	sb.WriteString(wrapLine("Tiles: "+legend(b), 78) + "\n")
	var tribes []string
	for _, tr := range game.Tribes {
		if b.Meeples()[tr] > 0 {
			tribes = append(tribes, string(tr.Letter())+" "+tr.String())
		}
	}
	sb.WriteString("Meeples: " + strings.Join(tribes, ", ") + ".\n\n")
	p := d.Pieces
	var pieces strings.Builder
	switch {
	case d.Players == 1:
		fmt.Fprintf(&pieces, "Solo: you take %d Camels and %d coins (%d in hard mode)", p.Camels, p.Coins, p.HardCoins)
		if p.Tent {
			pieces.WriteString(" and your Tent")
		}
		fmt.Fprintf(&pieces, "; Yazid's %d Camels stand beside the board.", p.YazidCamels)
	default:
		fmt.Fprintf(&pieces, "%d players: each takes %d Camels and %d coins", d.Players, p.Camels, p.Coins)
		if p.Tent {
			pieces.WriteString(" and a Tent")
		}
		pieces.WriteString(".")
	}
	sb.WriteString(wrapLine(pieces.String(), 78) + "\n")
	sb.WriteString("\nBoard notation (naqala solo's setup: p to paste; a final-state file's board):\n\n")
	sb.WriteString(d.Board)
	_, err := io.WriteString(w, sb.String())
	return err
}

// dealCell is the width of a tile in the drawing, borders apart.
const dealCell = 7

// drawDeal draws the board as a grid of boxes, the top row first: each
// tile its code and its meeples; a Mountain edge drawn with ^.
func drawDeal(b *game.Board) string {
	var sb strings.Builder
	sb.WriteString("      ")
	for c := 1; c <= b.Cols; c++ {
		sb.WriteString(padRight(fmt.Sprintf("  c%d", c), dealCell+1))
	}
	sb.WriteString("\n")

	border := func(r int) { // the border above row r (r = 0: below row 1)
		sb.WriteString("     +")
		for c := 1; c <= b.Cols; c++ {
			ch := "-"
			below := game.Place{Col: c, Row: r}
			if r >= 1 && r < b.Rows && b.MountainBetween(below, game.North) {
				ch = "^"
			}
			sb.WriteString(strings.Repeat(ch, dealCell) + "+")
		}
		sb.WriteString("\n")
	}
	for r := b.Rows; r >= 1; r-- {
		border(r)
		for line := 0; line < 2; line++ {
			if line == 0 {
				sb.WriteString(fmt.Sprintf("  r%d |", r))
			} else {
				sb.WriteString("     |")
			}
			for c := 1; c <= b.Cols; c++ {
				p := game.Place{Col: c, Row: r}
				t := b.Tile(p)
				text := t.Type.Code()
				if line == 1 {
					text = t.Meeples.String()
					if t.Type.Forbidden() {
						text = "-"
					}
				}
				sb.WriteString(" " + padRight(text, dealCell-1))
				side := "|"
				if c < b.Cols && b.MountainBetween(p, game.East) {
					side = "^"
				}
				sb.WriteString(side)
			}
			sb.WriteString("\n")
		}
	}
	border(0)
	lines := strings.Split(sb.String(), "\n")
	for i := range lines {
		lines[i] = strings.TrimRight(lines[i], " ")
	}
	return strings.Join(lines, "\n")
}

// legend names the tile codes on b, in the catalogue's order.
func legend(b *game.Board) string {
	on := map[game.TileType]bool{}
	for _, t := range b.Tiles {
		on[t.Type] = true
	}
	var parts []string
	for _, tt := range game.TileTypes() {
		if on[tt] {
			parts = append(parts, tt.Code()+" "+tt.String())
		}
	}
	return strings.Join(parts, ", ")
}

// edgeWords says edge letters as words: "ne" is "north and east".
func edgeWords(letters string) string {
	e, err := game.ParseEdges(letters)
	if err != nil {
		return letters
	}
	var words []string
	for _, d := range game.Directions {
		if e.Has(d) {
			words = append(words, d.String())
		}
	}
	return strings.Join(words, " and ")
}

// wrapLine breaks s at spaces into lines of at most width columns, the
// lines after the first indented by two spaces.
func wrapLine(s string, width int) string {
	var lines []string
	line := ""
	for _, word := range strings.Fields(s) {
		if line != "" && textWidth(line)+1+textWidth(word) > width {
			lines = append(lines, line)
			line = " "
		}
		if line == "" {
			line = word
		} else {
			line += " " + word
		}
	}
	return strings.Join(append(lines, line), "\n")
}
