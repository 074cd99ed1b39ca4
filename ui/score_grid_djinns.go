package ui

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/scoring"
)

// The Djinns and Thieves panel.

// djinnHolder is who already holds the named card, or "".
func (g *ScoreGrid) djinnHolder(name string) string {
	for _, s := range g.sheets {
		for _, d := range s.djinns {
			if d.Name == name {
				return s.name
			}
		}
		for _, t := range s.thieves {
			if t == name {
				return s.name
			}
		}
	}
	return ""
}

// djinnCompletions lists the Djinns (and Thieves, with Thieves) whose name
// starts like the input (game.CardsStarting).
func (g *ScoreGrid) djinnCompletions(in string) []string {
	return game.CardsStarting(in, g.opt.Expansions)
}

func (g *ScoreGrid) djinnKey(ev *tcell.EventKey) {
	ps := &g.pstate
	s := g.sheets[g.col]
	switch ev.Key() {
	case tcell.KeyEscape:
		if ps.askVP != "" {
			ps.askVP, ps.input = "", ""
			g.say(tr(g.opt.Language, "ui.gmsg.djinn_not_added"))
			return
		}
		g.closePanel()
	case tcell.KeyTab:
		if c := g.djinnCompletions(ps.input); len(c) > 0 {
			ps.input = c[0]
		}
	case tcell.KeyBackspace, tcell.KeyBackspace2:
		if rs := []rune(ps.input); len(rs) > 0 {
			ps.input = string(rs[:len(rs)-1])
			return
		}
		if ps.askVP != "" {
			return
		}
		switch {
		case len(s.thieves) > 0:
			g.say(tf(g.opt.Language, "ui.gmsg.removed_from", s.thieves[len(s.thieves)-1], s.name))
			s.thieves = s.thieves[:len(s.thieves)-1]
		case len(s.djinns) > 0:
			g.say(tf(g.opt.Language, "ui.gmsg.removed_from", s.djinns[len(s.djinns)-1].Name, s.name))
			s.djinns = s.djinns[:len(s.djinns)-1]
		}
	case tcell.KeyEnter:
		if ps.askVP != "" {
			g.enterDjinnVP()
			return
		}
		if strings.TrimSpace(ps.input) == "" {
			g.closePanel()
			return
		}
		g.addDjinn(ps.input)
	case tcell.KeyUp, tcell.KeyDown:
		if ps.askVP == "" {
			g.closePanel()
			g.gridKey(ev)
		}
	case tcell.KeyRune:
		r := ev.Rune()
		if ps.askVP != "" {
			if r < '0' || r > '9' {
				g.refuse(tf(g.opt.Language, "ui.gmsg.vp_number", ps.askVP, string(r)))
				return
			}
			if len(ps.input) >= 2 {
				g.refuse(tf(g.opt.Language, "ui.gmsg.vp_99", ps.askVP))
				return
			}
			ps.input += string(r)
			g.msg = ""
			return
		}
		if textWidth(ps.input) >= 20 {
			g.refuse(tr(g.opt.Language, "ui.gmsg.djinn_long"))
			return
		}
		cand := ps.input + string(r)
		if len(g.djinnCompletions(cand)) == 0 {
			msg := tf(g.opt.Language, "ui.gmsg.no_djinn_starts", cand)
			if g.opt.Expansions.Thieves {
				msg = tf(g.opt.Language, "ui.gmsg.no_djinn_thief_starts", cand)
			}
			if sug := game.SuggestDjinn(cand); sug != "" && len(cand) > 2 {
				msg += fmt.Sprintf(" (%s?)", sug)
			}
			g.refuse(msg)
			return
		}
		ps.input = cand
		g.msg = ""
	}
}

// addDjinn adds the typed card to the player: a Djinn or a Thief, each
// card once at the table; a Djinn without a known VP asks for it.
func (g *ScoreGrid) addDjinn(in string) {
	ps := &g.pstate
	s := g.sheets[g.col]
	name := ""
	thief := false
	if d, ok := game.LookupDjinn(in); ok {
		name = d.Name
	} else if t, ok := game.LookupThief(in); ok && g.opt.Expansions.Thieves {
		name, thief = t.Name, true
	} else if c := g.djinnCompletions(in); len(c) == 1 {
		name = c[0]
		_, thief = game.LookupThief(name)
	} else {
		msg := tf(g.opt.Language, "ui.gmsg.not_one_card", in, strings.Join(c, ", "))
		if len(c) == 0 {
			msg = tf(g.opt.Language, "ui.gmsg.unknown_djinn", in)
		}
		g.refuse(msg)
		return
	}
	if who := g.djinnHolder(name); who != "" {
		g.refuse(tf(g.opt.Language, "ui.gmsg.held_by", name, who))
		return
	}
	if thief {
		if t, _ := game.LookupThief(name); t.NeedsArtisans() && !g.opt.Expansions.Artisans {
			g.refuse(tf(g.opt.Language, "ui.gmsg.only_artisans", name))
			return
		}
		s.thieves = append(s.thieves, name)
		ps.input = ""
		g.say(tf(g.opt.Language, "ui.gmsg.thief_added", name, s.name))
		return
	}
	d, _ := game.LookupDjinn(name)
	if !g.opt.Expansions.Has(d.Expansion) {
		g.refuse(tf(g.opt.Language, "ui.gmsg.expansion", d.Name, trOr(g.opt.Language, "ui.exp."+d.Expansion.String(), d.Expansion.String())))
		return
	}
	h := scoring.HeldDjinnOf(d, g.djinnVP)
	if !h.VPKnown {
		ps.askVP, ps.input = d.Name, ""
		g.say(tf(g.opt.Language, "ui.gmsg.no_vp", d.Name))
		return
	}
	s.djinns = append(s.djinns, h)
	ps.input = ""
	g.say(tf(g.opt.Language, "ui.gmsg.djinn_added", d.Name, h.VP, s.name))
}

func (g *ScoreGrid) enterDjinnVP() {
	ps := &g.pstate
	s := g.sheets[g.col]
	vp, err := strconv.Atoi(ps.input)
	if err != nil {
		g.refuse(tf(g.opt.Language, "ui.gmsg.type_vp", ps.askVP))
		return
	}
	g.djinnVP[ps.askVP] = vp
	if g.opt.OnDjinnVP != nil {
		g.opt.OnDjinnVP(ps.askVP, vp)
	}
	s.djinns = append(s.djinns, scoring.HeldDjinn{Name: ps.askVP, VP: vp, VPKnown: true})
	g.say(tf(g.opt.Language, "ui.gmsg.djinn_added_vp", ps.askVP, vp, s.name, vp, ps.askVP))
	ps.askVP, ps.input = "", ""
}
