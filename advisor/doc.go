// Package advisor ranks the solo player's moves on a tracked board
// (docs/advice.md): for each distinct outcome of the move rules it chooses
// the drops along the path and the turn's choices, and reports, kept
// apart, what the move gains exactly (the scoring package), what Sultan
// Yazid's next roll can do on the board it leaves (exact over the 36
// rolls, the player answering redirects to limit the damage), and a
// documented estimate of what does not score yet. It is pure: no clock,
// no files; the work is bounded by a budget of steps, not by time.
package advisor
