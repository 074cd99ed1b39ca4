package ui

import (
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
	TentToPlace   bool // Artisans: the player's Tent is not on the board yet
	Thieves       bool // the Thieves are in play
	Over          bool
	AssassinsRoll sultan.Roll
	PaymentRoll   sultan.Roll
	// LosingRolls are every roll that would give Yazid his 7th Assassin.
	LosingRolls []sultan.Roll
	// LosingPayments are every roll whose payment the player cannot make.
	LosingPayments []sultan.Roll
	// NoNextRoll: Yazid has no roll to come (the last round, after his
	// turn): nothing warns of the next roll.
	NoNextRoll bool
	// Unknown counts the tiles whose meeples are not entered yet: the
	// figures for the next roll leave them out.
	Unknown int
	// lang is the language of the panel's words ("" is English).
	lang string
}

// statusOf reads the status of g.
func statusOf(g *sultan.Game) soloStatus {
	p, y, st := g.Player(), g.Yazid(), g.State()
	ex := g.Exposure(sultan.PlayerChoosesBest)
	if !g.YazidRollsAgain() {
		ex = sultan.Exposure{}
	}
	return soloStatus{
		Round:          g.Round(),
		Assassins:      y.Assassins,
		MaxAssassins:   ex.MaxAssassins,
		AssassinsRoll:  ex.AssassinsRoll,
		Djinns:         y.Djinns,
		Coins:          p.Coins,
		MaxPayment:     ex.MaxPayment,
		PaymentRoll:    ex.PaymentRoll,
		LosingRolls:    ex.LosingAssassins,
		LosingPayments: ex.LosingPayments,
		NoNextRoll:     !g.YazidRollsAgain(),
		Viziers:        p.Viziers,
		Council:        y.Council,
		PlayerCamels:   p.Camels,
		YazidCamels:    y.Camels,
		EndTriggered:   g.EndTriggered(),
		TentToPlace:    st.TentToPlace(),
		Thieves:        st.Expansions.Thieves,
		Over:           g.Over(),
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
	l := s.lang
	round := tf(l, "ui.status.round", s.Round)
	if s.EndTriggered && !s.Over {
		round += "  " + tr(l, "ui.status.last_round")
	}
	out := []statusLine{{text: round}}
	aw := s.Assassins+s.MaxAssassins >= sultan.LosingAssassins
	a := tf(l, "ui.status.assassins", s.Assassins, sultan.LosingAssassins)
	if s.MaxAssassins > 0 {
		a += "  " + tf(l, "ui.status.next", s.MaxAssassins)
	}
	out = append(out, statusLine{a, aw})
	out = append(out, statusLine{tf(l, "ui.status.djinns", s.Djinns, sultan.LosingDjinns), s.Djinns >= sultan.LosingDjinns-1 && !s.NoNextRoll})
	pay := tf(l, "ui.status.coins", s.Coins, s.MaxPayment)
	if s.NoNextRoll {
		pay = tf(l, "ui.status.coins_now", s.Coins)
	} else if s.Unknown > 0 {
		pay += " (+?)"
	}
	out = append(out, statusLine{pay, s.MaxPayment > s.Coins})
	out = append(out, statusLine{tf(l, "ui.status.viziers", s.Viziers, s.Council), s.Council > 0 && s.Viziers <= s.Council})
	out = append(out, statusLine{text: tf(l, "ui.status.camels", s.PlayerCamels, s.YazidCamels)})
	if s.TentToPlace {
		// Reference section 9: with Artisans the Tent too before the end.
		out = append(out, statusLine{text: tr(l, "ui.status.tent")})
	}
	return out
}

// warnings are the dangers in words, for the step region.
func (s soloStatus) warnings() []string {
	var w []string
	if s.Over || s.NoNextRoll {
		return nil
	}
	switch rolls := s.LosingRolls; {
	case len(rolls) > 1:
		w = append(w, tf(s.lang, "ui.warn.assassins_rolls", len(rolls), sultan.LosingAssassins, rollList(s.lang, rolls, 4)))
	case s.Assassins+s.MaxAssassins >= sultan.LosingAssassins:
		w = append(w, tf(s.lang, "ui.warn.assassins", rollWords(s.lang, s.AssassinsRoll), s.Assassins+s.MaxAssassins))
	}
	switch rolls := s.LosingPayments; {
	case len(rolls) > 1:
		w = append(w, tf(s.lang, countKey("ui.warn.payment_rolls", s.Coins), len(rolls), s.Coins, rollList(s.lang, rolls, 4), s.MaxPayment))
	case s.MaxPayment > s.Coins:
		w = append(w, tf(s.lang, "ui.warn.payment", rollWords(s.lang, s.PaymentRoll), s.MaxPayment, s.Coins))
	}
	if s.Djinns == sultan.LosingDjinns-1 {
		w = append(w, tf(s.lang, "ui.warn.djinns", sultan.LosingDjinns-1))
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
