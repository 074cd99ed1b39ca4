package ui

import (
	"fmt"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/sultan"
)

// soloStatus is what the status panel of the solo game shows, computed
// once per step from the game.
type soloStatus struct {
	Round         int
	Assassins     int
	MaxAssassins  int // the most the next roll can bring
	Djinns        int
	Coins         int
	MaxPayment    int // the largest payment the next roll can demand
	Viziers       int
	Council       int
	PlayerCamels  int
	YazidCamels   int
	EndTriggered  bool
	Over          bool
	AssassinsRoll sultan.Roll
	PaymentRoll   sultan.Roll
	// Unknown counts the tiles whose meeples are not entered yet: the
	// figures for the next roll leave them out.
	Unknown int
}

// statusOf reads the status of g.
func statusOf(g *sultan.Game) soloStatus {
	p, y := g.Player(), g.Yazid()
	ex := g.Exposure(sultan.PlayerChoosesBest)
	return soloStatus{
		Round:         g.Round(),
		Assassins:     y.Assassins,
		MaxAssassins:  ex.MaxAssassins,
		AssassinsRoll: ex.AssassinsRoll,
		Djinns:        y.Djinns,
		Coins:         p.Coins,
		MaxPayment:    ex.MaxPayment,
		PaymentRoll:   ex.PaymentRoll,
		Viziers:       p.Viziers,
		Council:       y.Council,
		PlayerCamels:  p.Camels,
		YazidCamels:   y.Camels,
		EndTriggered:  g.EndTriggered(),
		Over:          g.Over(),
	}
}

// statusLine is one line of the panel; warn marks a danger (shown with
// "!" and bold, so it reads without colour).
type statusLine struct {
	text string
	warn bool
}

// lines are the panel's lines, each at most 27 cells.
func (s soloStatus) lines() []statusLine {
	round := fmt.Sprintf("Round %d", s.Round)
	if s.EndTriggered && !s.Over {
		round += "  (last round)"
	}
	out := []statusLine{{text: round}}
	aw := s.Assassins+s.MaxAssassins >= sultan.LosingAssassins
	a := fmt.Sprintf("Assassins %d/%d", s.Assassins, sultan.LosingAssassins)
	if s.MaxAssassins > 0 {
		a += fmt.Sprintf("  next +%d", s.MaxAssassins)
	}
	out = append(out, statusLine{a, aw})
	out = append(out, statusLine{fmt.Sprintf("Djinns    %d/%d", s.Djinns, sultan.LosingDjinns), s.Djinns >= sultan.LosingDjinns-1})
	pay := fmt.Sprintf("Coins %d, next roll -%d", s.Coins, s.MaxPayment)
	if s.Unknown > 0 {
		pay += " (+?)"
	}
	out = append(out, statusLine{pay, s.MaxPayment > s.Coins})
	out = append(out, statusLine{fmt.Sprintf("Viziers %d vs Council %d", s.Viziers, s.Council), s.Council > 0 && s.Viziers <= s.Council})
	out = append(out, statusLine{text: fmt.Sprintf("Camels you %d, Yazid %d", s.PlayerCamels, s.YazidCamels)})
	return out
}

// warnings are the dangers in words, for the step region.
func (s soloStatus) warnings() []string {
	var w []string
	if s.Over {
		return nil
	}
	if s.Assassins+s.MaxAssassins >= sultan.LosingAssassins {
		w = append(w, fmt.Sprintf("a roll of %s would give Yazid %d Assassins: you would lose", s.AssassinsRoll, s.Assassins+s.MaxAssassins))
	}
	if s.MaxPayment > s.Coins {
		w = append(w, fmt.Sprintf("a roll of %s would ask %d coins, you have %d: you would lose", s.PaymentRoll, s.MaxPayment, s.Coins))
	}
	if s.Djinns == sultan.LosingDjinns-1 {
		w = append(w, "Yazid has 5 Djinns: one more and you lose")
	}
	return w
}

// drawStatus draws the panel at x, y, at most w x h cells; it returns the
// lines used.
func drawStatus(scr tcell.Screen, x, y, w, h int, s soloStatus, in inks) int {
	n := 0
	for _, l := range s.lines() {
		if n >= h {
			break
		}
		st := in.normal
		text := "  " + l.text
		if l.warn {
			st = in.err
			text = "! " + l.text
		}
		if n == 0 {
			st = in.heading
		}
		put(scr, x, y+n, w, text, st)
		n++
	}
	return n
}
