package ui

import (
	"fmt"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/naqala/naqala/history"
)

// drawRecord draws the player's solo record by rule set from v.recordTop
// in rows lines from line: each rule set's games beside naqala's
// advisor's kept self-play figures, marked with the run's game count and
// date (or how to make them), and the scores as a sparkline.
func (v *HistoryView) drawRecord(s tcell.Screen, x, line, w, rows int) {
	l := v.opt.Language
	put(s, x, line, w, tr(l, "ui.history.record_title"), v.ink.heading)
	end := line + rows
	line++
	if len(v.solo) == 0 {
		for _, wl := range wrapWords(tr(l, "ui.history.record_empty"), w) {
			put(s, x, line+1, w, wl, v.ink.normal)
			line++
		}
		return
	}
	put(s, x, line, w, strings.Repeat(" ", recordNameWidth+1)+tr(l, "ui.history.record_cols"), v.ink.dim)
	line++
	for _, g := range v.solo[v.recordTop:] {
		lines := v.recordLines(g, w)
		if line+len(lines) > end {
			break
		}
		for i, rl := range lines {
			style := v.ink.normal
			switch {
			case i == 0:
				style = v.ink.heading
			case strings.HasPrefix(rl, "   *"):
				style = v.ink.dim
			}
			put(s, x, line, w, rl, style)
			line++
		}
	}
}

// recordNameWidth is the room of a row's name ("naqala's advisor*").
const recordNameWidth = 18

// recordRow is one row of the record's columns: who, games, survived,
// mean, best, the titles (Iznogoud/Jafaar/Al-Rachid/Saladin) and the
// losses, w columns wide at most; losses that do not fit go on under
// their column ("Meuchelmörder 1," then "Wesire 1").
func (v *HistoryView) recordRow(who string, games, survived int, rate, mean float64, best int, titles []history.TitleCount, losses []history.LossCount, w int) []string {
	l := v.opt.Language
	b := "-"
	if best > 0 {
		b = fmt.Sprint(best)
	}
	var ts, ls []string
	for _, t := range titles {
		ts = append(ts, fmt.Sprint(t.Count))
	}
	for _, lc := range losses {
		ls = append(ls, fmt.Sprintf("%s %d", trOr(l, "ui.lossname."+lc.Reason.String(), lc.Reason.String()), lc.Count))
	}
	if len(ls) == 0 {
		ls = []string{"-"}
	}
	head := fmt.Sprintf(" %s%5d %-9s %5.0f %5s  %-7s  ", padTo(who, recordNameWidth), games,
		fmt.Sprintf("%d (%.0f%%)", survived, 100*rate), mean, b, strings.Join(ts, "/"))
	out := []string{head}
	for i, loss := range ls {
		if i < len(ls)-1 {
			loss += ","
		}
		last := out[len(out)-1]
		switch {
		case last == head:
			out[len(out)-1] += loss
		case textWidth(last)+1+textWidth(loss) <= w:
			out[len(out)-1] += " " + loss
		default:
			out = append(out, strings.Repeat(" ", textWidth(head))+loss)
		}
	}
	for i := range out {
		out[i] = cutTo(out[i], w)
	}
	return out
}

// recordLines are the lines of one rule set's record, w columns wide.
func (v *HistoryView) recordLines(g history.SoloRuleRecord, w int) []string {
	l := v.opt.Language
	p := printerOf(l)
	out := []string{p.RuleSet(g.RuleSet.Expansions, g.RuleSet.Hard, g.RuleSet.Advised)}
	out = append(out, v.recordRow(tr(l, "ui.history.record_you"), g.Games, g.Survived, g.SurvivalRate, g.MeanScore,
		bestTotal(g.Best), g.Titles, g.Losses, w)...)
	switch b := g.Baseline; {
	case b != nil:
		out = append(out, v.recordRow(tr(l, "ui.history.record_advisor"), b.Games, b.Survived, b.SurvivalRate, b.MeanScore,
			b.BestScore, b.Titles, b.Losses, w)...)
		out = append(out, cutTo("   "+tf(l, "ui.history.record_marked", b.Games, b.Date.Format("2006-01-02"), b.Seed), w))
	case g.RuleSet.Expansions.Thieves:
		out = append(out, " "+tr(l, "ui.history.record_thieves"))
	default:
		out = append(out, " "+tr(l, "ui.history.record_none"))
	}
	label := tr(l, "ui.history.spark")
	blocks, marks, lo, hi := Sparkline(g.Scores, g.Lost, max(w-textWidth(label), 4))
	spark := " " + fmt.Sprintf(label, blocks, lo, hi)
	out = append(out, spark)
	if marks != "" {
		at := strings.Index(spark, blocks)
		out = append(out, strings.Repeat(" ", textWidth(spark[:at]))+marks)
	}
	return out
}

// bestTotal is a best score's total, 0 for none.
func bestTotal(b *history.BestScore) int {
	if b == nil {
		return 0
	}
	return b.Total
}
