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

// djinnPanel is the Djinns and Thieves panel of the cursor's player: a
// card typed with completion, each card once at the table, and the VP
// asked for a Djinn the catalogue lacks (kept in djinnVP, told to onVP).
type djinnPanel struct {
	host    panelHost
	lang    string
	x       game.Expansions
	ps      *panelState
	sheets  []*sheet
	col     int
	djinnVP map[string]int
	onVP    func(name string, vp int)
}

// holder is who already holds the named card, or "".
func (p djinnPanel) holder(name string) string {
	for _, s := range p.sheets {
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

// completions lists the Djinns (and Thieves, with Thieves) whose name
// starts like the input (game.CardsStarting).
func (p djinnPanel) completions(in string) []string {
	return game.CardsStarting(in, p.x)
}

// key takes a key of the panel.
func (p djinnPanel) key(ev *tcell.EventKey) {
	ps := p.ps
	s := p.sheets[p.col]
	switch ev.Key() {
	case tcell.KeyEscape:
		if ps.askVP != "" {
			ps.askVP, ps.input = "", ""
			p.host.say(tr(p.lang, "ui.gmsg.djinn_not_added"))
			return
		}
		p.host.closePanel()
	case tcell.KeyTab:
		if c := p.completions(ps.input); len(c) > 0 {
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
			p.host.say(tf(p.lang, "ui.gmsg.removed_from", s.thieves[len(s.thieves)-1], s.name))
			s.thieves = s.thieves[:len(s.thieves)-1]
		case len(s.djinns) > 0:
			p.host.say(tf(p.lang, "ui.gmsg.removed_from", s.djinns[len(s.djinns)-1].Name, s.name))
			s.djinns = s.djinns[:len(s.djinns)-1]
		}
	case tcell.KeyEnter:
		if ps.askVP != "" {
			p.enterVP()
			return
		}
		if strings.TrimSpace(ps.input) == "" {
			p.host.closePanel()
			return
		}
		p.add(ps.input)
	case tcell.KeyUp, tcell.KeyDown:
		if ps.askVP == "" {
			p.host.closePanel()
			p.host.gridKey(ev)
		}
	case tcell.KeyRune:
		r := ev.Rune()
		if ps.askVP != "" {
			if r < '0' || r > '9' {
				p.host.refuse(tf(p.lang, "ui.gmsg.vp_number", ps.askVP, string(r)))
				return
			}
			if len(ps.input) >= 2 {
				p.host.refuse(tf(p.lang, "ui.gmsg.vp_99", ps.askVP))
				return
			}
			ps.input += string(r)
			p.host.say("")
			return
		}
		if textWidth(ps.input) >= 20 {
			p.host.refuse(tr(p.lang, "ui.gmsg.djinn_long"))
			return
		}
		cand := ps.input + string(r)
		if len(p.completions(cand)) == 0 {
			msg := tf(p.lang, "ui.gmsg.no_djinn_starts", cand)
			if p.x.Thieves {
				msg = tf(p.lang, "ui.gmsg.no_djinn_thief_starts", cand)
			}
			if sug := game.SuggestDjinn(cand); sug != "" && len(cand) > 2 {
				msg += fmt.Sprintf(" (%s?)", sug)
			}
			p.host.refuse(msg)
			return
		}
		ps.input = cand
		p.host.say("")
	}
}

// add adds the typed card to the player: a Djinn or a Thief, each
// card once at the table; a Djinn without a known VP asks for it.
func (p djinnPanel) add(in string) {
	ps := p.ps
	s := p.sheets[p.col]
	name := ""
	thief := false
	if d, ok := game.LookupDjinn(in); ok {
		name = d.Name
	} else if t, ok := game.LookupThief(in); ok && p.x.Thieves {
		name, thief = t.Name, true
	} else if c := p.completions(in); len(c) == 1 {
		name = c[0]
		_, thief = game.LookupThief(name)
	} else {
		msg := tf(p.lang, "ui.gmsg.not_one_card", in, strings.Join(c, ", "))
		if len(c) == 0 {
			msg = tf(p.lang, "ui.gmsg.unknown_djinn", in)
		}
		p.host.refuse(msg)
		return
	}
	if who := p.holder(name); who != "" {
		p.host.refuse(tf(p.lang, "ui.gmsg.held_by", name, who))
		return
	}
	if thief {
		if t, _ := game.LookupThief(name); t.NeedsArtisans() && !p.x.Artisans {
			p.host.refuse(tf(p.lang, "ui.gmsg.only_artisans", name))
			return
		}
		s.thieves = append(s.thieves, name)
		ps.input = ""
		p.host.say(tf(p.lang, "ui.gmsg.thief_added", name, s.name))
		return
	}
	d, _ := game.LookupDjinn(name)
	if !p.x.Has(d.Expansion) {
		p.host.refuse(tf(p.lang, "ui.gmsg.expansion", d.Name, trOr(p.lang, "ui.exp."+d.Expansion.String(), d.Expansion.String())))
		return
	}
	h := scoring.HeldDjinnOf(d, p.djinnVP)
	if !h.VPKnown {
		ps.askVP, ps.input = d.Name, ""
		p.host.say(tf(p.lang, "ui.gmsg.no_vp", d.Name))
		return
	}
	s.djinns = append(s.djinns, h)
	ps.input = ""
	p.host.say(tf(p.lang, "ui.gmsg.djinn_added", d.Name, h.VP, s.name))
}

// enterVP takes the VP typed for the Djinn asked about.
func (p djinnPanel) enterVP() {
	ps := p.ps
	s := p.sheets[p.col]
	vp, err := strconv.Atoi(ps.input)
	if err != nil {
		p.host.refuse(tf(p.lang, "ui.gmsg.type_vp", ps.askVP))
		return
	}
	p.djinnVP[ps.askVP] = vp
	if p.onVP != nil {
		p.onVP(ps.askVP, vp)
	}
	s.djinns = append(s.djinns, scoring.HeldDjinn{Name: ps.askVP, VP: vp, VPKnown: true})
	p.host.say(tf(p.lang, "ui.gmsg.djinn_added_vp", ps.askVP, vp, s.name, vp, ps.askVP))
	ps.askVP, ps.input = "", ""
}
