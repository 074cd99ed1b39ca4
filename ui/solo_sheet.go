package ui

import (
	"strings"

	"github.com/naqala/naqala/history"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// soloSheetLog turns a game's log into the rounds the filled score sheet
// prints: Yazid's dice, the tiles struck, what he took, the coins the
// player paid him (his Builders'; an outbid goes to the bank, reference
// section 10, and is said with the tiles) and his Council, Assassins and
// Djinns after, in lang. Tiles are named as the TUI's log names them ("r3 c5"); a round
// the player outbid says so, with the dice outbid; the meeples of a tile
// first told in the round (sultan.EventReveal) follow the tiles struck.
func soloSheetLog(lang string, g *sultan.Game) *history.SoloLog {
	past := g.Happened()
	out := &history.SoloLog{}
	paid := 0
	outbid := ""
	var revealed []string
	for _, h := range past {
		e, rep, round := h.Report.Event, h.Report, h.RoundBefore
		if e.Kind == sultan.EventOutbid && h.Rolled {
			outbid = tf(lang, "ui.sheet.outbid", h.Roll.White, h.Roll.Black)
		}
		if r := e.Reveal; e.Kind == sultan.EventReveal && r != nil {
			words := tf(lang, "ui.sheet.revealed", r.Row, r.Col, r.Meeples)
			if n := len(out.Rounds); n > 0 && out.Rounds[n-1].Round == round {
				// In the player's turn: the round's line is written.
				out.Rounds[n-1].Targets += " " + words
			} else {
				revealed = append(revealed, words)
			}
		}
		switch {
		case e.Kind == sultan.EventResolve && rep.Turn != nil:
			t := rep.Turn
			for _, c := range t.Captures {
				paid += c.CoinsPaid
			}
			words := printerOf(lang)
			y := h.Yazid
			where := words.TurnTargets(*t)
			if outbid != "" {
				where = strings.TrimSpace(outbid + " " + where)
			}
			if len(revealed) > 0 {
				where = strings.TrimSpace(where + " " + strings.Join(revealed, " "))
			}
			out.Rounds = append(out.Rounds, history.LogRound{
				Round: round, White: t.Dice.White, Black: t.Dice.Black,
				Targets: where, Captures: words.TurnCaptures(*t),
				CoinsPaid: paid, Council: y.Council, Assassins: y.Assassins, Djinns: y.Djinns,
			})
			paid, outbid, revealed = 0, "", nil
		}
	}
	return out
}

// soloSheetGame is the finished solo game g and its result r as the sheet
// prints them in lang: the player who set no name is "You" or "Du" there
// too.
func soloSheetGame(lang string, g scoring.Game, r scoring.Result) (scoring.Game, scoring.Result) {
	g.Players = append([]scoring.Player(nil), g.Players...)
	for i := range g.Players {
		g.Players[i].Name = printerOf(lang).SoloPlayerName(g.Players[i].Name)
	}
	r.Players = append([]scoring.PlayerResult(nil), r.Players...)
	for i := range r.Players {
		r.Players[i].Name = printerOf(lang).SoloPlayerName(r.Players[i].Name)
	}
	r.Winners = append([]string(nil), r.Winners...)
	for i := range r.Winners {
		r.Winners[i] = printerOf(lang).SoloPlayerName(r.Winners[i])
	}
	return g, r
}
