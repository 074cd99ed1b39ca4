package game

import (
	"strings"
	"testing"
)

// setupBoard is a base board at the start of a game: 3 meeples a tile.
const setupBoard = `V[YWG]   S6[RRB]  O[GGW]   SM[BWY]  LM[GRY]  S12[YRW]
O[WWR]   SM[GBY]  V[RBW]   SM[RGW]  S6[BBG]  O[YGG]
SM[RWB]  LM[YBW]  S15[GRB] O[WBB]   SM[YRG]  V[WWG]
S10[BGY] O[RRW]   SM[YBW]  V[GGR]   LM[WRB]  SM[BRR]
LM[YWW]  V[RBG]   O[BYY]   S6[WGR]  SM[GWB]  S6[RYW]`

// setupBoard42 is a 6x7 board with Artisans and Whims at the start: the
// largest setup.
const setupBoard42 = `V[YWG]   S6[RRB]  O[GGW]   SM[BWY]  LM[GRY]  S12[YRW]
O[WWR]   SM[GBY]  V[RBW]   SM[RGW]  S6[BBG]  O[YGG]
SM[RWB]  LM[YBW]  S15[GRB] O[WBB]   SM[YRG]  V[WWG]
S10[BGY] O[RRW]   GL       V[GGR]   LM[WRB]  SM[BRR]
CB[YPW]  CR[RWP]  W[YPB]^ne XM[BPG] CH       CB[PPY]
LM[YWW]  V[RBG]   O[BYY]   S6[WGR]  SM[GWB]  S6[RYW]
W[PWG]^ne V[WPR]   O[PYG]   SM[PBR]  W[GPY]^ne V[RBP]`

// stackBoard is a mid-game board with a 10-meeple stack at r3 c4 (the
// board of cmd/naqala/testdata/moves/stack12.yaml, 2 meeples fewer).
const stackBoard = `V         S6[WWB]  O[GGB]    SM[YWG]        LM       S12[YGB]
O[YBB]    SM       V[YYW]    SM[YBB]        S6[YWR]  O[YGR]
SM[YWG]   LM[WWB]  S15[YBR]  O[YWWWWGGGBR]  SM[GGR]  V[WGB]
S10[YBB]  O[YGG]   SM[YGB]   V[GBR]         LM       SM[WGR]
LM[RRR]   V[WWR]   O[WBR]    S6             SM[YYR]  S6[BRR]`

func benchBoard(b *testing.B, text string) *Board {
	b.Helper()
	board, err := ParseBoard(text)
	if err != nil {
		b.Fatal(err)
	}
	return board
}

func benchCount(b *testing.B, text string) {
	board := benchBoard(b, text)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := board.CountMoves(); err != nil {
			b.Fatal(err)
		}
	}
}

// Budget (DESIGN.md): 1 ms on a setup board, 10 ms with a 10-meeple stack.
func BenchmarkCountMovesSetup(b *testing.B)   { benchCount(b, setupBoard) }
func BenchmarkCountMovesSetup42(b *testing.B) { benchCount(b, setupBoard42) }
func BenchmarkCountMovesStack10(b *testing.B) { benchCount(b, stackBoard) }

func benchOutcomes(b *testing.B, text string) {
	board := benchBoard(b, text)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := board.MoveOutcomes(); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkMoveOutcomesSetup(b *testing.B)   { benchOutcomes(b, setupBoard) }
func BenchmarkMoveOutcomesStack10(b *testing.B) { benchOutcomes(b, stackBoard) }

func BenchmarkCheckMove(b *testing.B) {
	board := benchBoard(b, stackBoard)
	m, err := ParseMove("r3c4: r3c5 Y, r4c5 W, r4c4 W, r4c3 W, r3c3 W, r2c3 G, r2c4 G, r2c5 G, r2c6 R, r3c6 B")
	if err != nil {
		b.Fatal(err)
	}
	if err := board.CheckMove(m); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		_ = board.CheckMove(m)
	}
}

func BenchmarkOutcomePathsStack10(b *testing.B) {
	board := benchBoard(b, stackBoard)
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := board.OutcomePaths(Place{4, 3}, Place{3, 2}, Elder, 20); err != nil {
			b.Fatal(err)
		}
	}
}

// stack120Board holds all 120 meeples of the box (Artisans and Whims) on
// r3 c3, the rest of the board empty.
var stack120Board = `V   S6  O   SM  LM  S12
O   SM  V   SM  S6  O
SM  LM  S15[` + strings.Repeat("Y", 19) + strings.Repeat("W", 23) + strings.Repeat("G", 21) +
	strings.Repeat("B", 21) + strings.Repeat("R", 21) + strings.Repeat("P", 15) + `]  O  SM  V
S10 O   SM  V   LM  SM
LM  V   O   S6  SM  S6`

func BenchmarkCountMovesStack120(b *testing.B)   { benchCount(b, stack120Board) }
func BenchmarkMoveOutcomesStack120(b *testing.B) { benchOutcomes(b, stack120Board) }
