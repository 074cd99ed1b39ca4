package history

// SoloLog is the log of a solo game for its sheet: what happened in each
// round, in the caller's words (the TUI converts its own log to it), for
// package templates to print.
type SoloLog struct {
	Rounds []LogRound
	// Advised: the game was played with naqala's advice; the sheet says
	// so under the facts, so that the title stays honest.
	Advised bool
}

// LogRound is one round of a solo game.
type LogRound struct {
	// Round numbers the round from 1.
	Round int
	// White and Black are Yazid's dice (column and row).
	White, Black int
	// Targets names the tiles struck, e.g. "r5 c4 (top); r1 c4 (bottom)",
	// after a mark of the outbid the round had, if any, and before the
	// meeples of the tiles first told in the round ("(r1 c1 held YWW)").
	Targets string
	// Captures says what Yazid took, e.g. "YYR: Council +2, Assassins +1".
	Captures string
	// CoinsPaid is what the player paid Yazid: his Builders' coins. An
	// outbid is paid to the bank (reference section 10), not to him.
	CoinsPaid int
	// Council, Assassins and Djinns are Yazid's after the round.
	Council, Assassins, Djinns int
}
