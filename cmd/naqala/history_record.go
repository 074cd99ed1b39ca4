package main

import (
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/naqala/naqala/history"
	"github.com/naqala/naqala/internal/store"
	"github.com/naqala/naqala/ui"
)

// chartWidth is how many games the text chart draws: the newest.
const chartWidth = 60

// ruleSetWords names a rule set in lang.
func ruleSetWords(lang string, set history.RuleSet) string {
	return printerOf(lang).RuleSet(set.Expansions, set.Hard, set.Advised)
}

// printSoloRecord writes the player's solo record by rule set, each with
// the machine's figures of the same rule set beside it (marked with the
// run's game count and date) or what makes them, and a chart of the solo
// scores over time.
func printSoloRecord(w io.Writer, lang string, records []store.Record, groups []history.SoloRuleRecord, zone *time.Location) error {
	if len(groups) == 0 {
		return nil
	}
	p := printerOf(lang)
	t, f := p.T, p.F
	fmt.Fprintf(w, "\n%s\n", t("history.record"))
	for _, g := range groups {
		fmt.Fprintf(w, "\n%s\n", ruleSetWords(lang, g.RuleSet))
		tab := textTable{right: map[int]bool{1: true, 3: true, 4: true}}
		tab.add("", t("history.record.col.games"), t("history.record.col.survived"), t("history.record.col.mean"),
			t("history.record.col.best"), t("history.record.col.titles"), t("history.record.col.losses"))
		best := "-"
		if g.Best != nil {
			best = fmt.Sprint(g.Best.Total)
		}
		tab.add(t("history.record.you"), fmt.Sprint(g.Games), f("history.record.survived_v", g.Survived, 100*g.SurvivalRate),
			p.Decimal(g.MeanScore, 1), best, titleCounts(g.Titles), lossWords(lang, g.Losses))
		note := ""
		switch b := g.Baseline; {
		case b != nil:
			best := "-"
			if b.BestScore > 0 {
				best = fmt.Sprint(b.BestScore)
			}
			tab.add(t("history.record.advisor"), fmt.Sprint(b.Games), f("history.record.survived_v", b.Survived, 100*b.SurvivalRate),
				p.Decimal(b.MeanScore, 1), best, titleCounts(b.Titles), lossWords(lang, b.Losses))
			note = f("history.record.baseline", b.Games, b.Date.In(zone).Format("2006-01-02"), b.Seed, b.Policy)
		default:
			note = t("history.record.advisor") + ": " + t("history.record.no_baseline")
		}
		if err := tab.write(w); err != nil {
			return err
		}
		fmt.Fprintf(w, "  %s\n", note)
	}
	var scores []int
	var lost []bool
	for _, r := range records {
		if r.Kind == store.KindSolo && r.Solo != nil && len(r.Players) == 1 {
			scores = append(scores, r.Players[0].Total)
			lost = append(lost, !r.Solo.Survived)
		}
	}
	blocks, marks, lo, hi := ui.Sparkline(scores, lost, chartWidth)
	label := t("history.chart")
	pad := strings.Repeat(" ", textWidth(label)+2)
	fmt.Fprintf(w, "\n%s  %s  %s\n", label, blocks, f("history.chart_v", lo, hi))
	if marks != "" {
		fmt.Fprintf(w, "%s%s\n", pad, marks)
	}
	return nil
}

// titleCounts are the counts of the four titles, lowest first: "0/1/1/0".
func titleCounts(ts []history.TitleCount) string {
	var parts []string
	for _, tc := range ts {
		parts = append(parts, fmt.Sprint(tc.Count))
	}
	return strings.Join(parts, "/")
}

// lossWords are the losses by reason, "-" for none.
func lossWords(lang string, ls []history.LossCount) string {
	if len(ls) == 0 {
		return "-"
	}
	var parts []string
	for _, l := range ls {
		parts = append(parts, fmt.Sprintf("%s %d", printerOf(lang).T("ui.lossname."+l.Reason.String()), l.Count))
	}
	return strings.Join(parts, ", ")
}
