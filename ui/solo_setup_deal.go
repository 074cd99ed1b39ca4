package ui

import "github.com/naqala/naqala/game"

// deal lays out a random board by the expansions' layout rule (game.
// DealSetup: the Artisans tiles in the centre, the Workshops' Mountains on
// their edges, no tile walled in), 3 meeples a tile: the first deal of a
// seed is naqala deal --seed's.
func (s *SoloSetupView) deal() {
	d, err := game.DealSetup(game.DealOptions{Expansions: s.opt.Expansions}, s.rng)
	if err != nil {
		s.msg, s.msgErr = errLine(s.lang, err), true
		return
	}
	s.board = d.Board
	s.msg = tr(s.lang, "ui.setup.dealt")
}
