package ui

// checklistStep is what to do with the pieces after Yazid's turn, a line
// to tick off at a time.
type checklistStep struct {
	lang  string
	items []string
	ticks []bool
	// cursor is the line at the cursor; room the lines the step region
	// has for the list (0: not measured yet, 5 are shown).
	cursor, room int
}

func (v *SoloView) checklistStep(brief bool) checklistStep {
	if brief {
		return checklistStep{lang: v.cfg.lang()}
	}
	return checklistStep{lang: v.cfg.lang(), items: v.checklist(), ticks: v.ui.Ticks, cursor: v.at.check, room: v.room}
}

func (s checklistStep) title(round int) string { return tf(s.lang, "ui.step.checklist", round) }

// lines show the items around the cursor, with what is not shown.
func (s checklistStep) lines(w int) []stepLine {
	t := stepText{lang: s.lang, w: w}
	lines := s.items
	wrapped := make([][]string, len(lines))
	total := 0
	for i, line := range lines {
		wrapped[i] = wrapWords(line, w-4)
		total += len(wrapped[i])
	}
	room := s.room
	if room == 0 {
		room = 5
	}
	if total > room {
		room = max(room-1, 1) // the line that says what is not shown
	}
	first := 0
	if s.cursor >= room-2 {
		first = max(s.cursor-(room-3), 0)
	}
	// Lines that wrap take more room: the cursor's line stays shown.
	upTo := func(from, to int) (n int) {
		for i := from; i <= to && i < len(lines); i++ {
			n += len(wrapped[i])
		}
		return n
	}
	for first < s.cursor && upTo(first, s.cursor) > room {
		first++
	}
	shown := first
	for ; shown < len(lines) && (len(t.out)+len(wrapped[shown]) <= room || shown <= s.cursor); shown++ {
		box := "[ ]"
		if shown < len(s.ticks) && s.ticks[shown] {
			box = "[x]"
		}
		k := lineNormal
		if shown == s.cursor {
			k = lineCursor
		}
		for j, l := range wrapped[shown] {
			lead := box + " "
			if j > 0 {
				lead = "    "
			}
			t.raw(k, padTo(lead+l, w))
		}
	}
	switch below := len(lines) - shown; {
	case first > 0 && below > 0:
		t.addT(lineDim, "ui.checklist.more_both", first, below)
	case below > 0:
		t.addT(lineDim, "ui.checklist.more_below", below)
	case first > 0:
		t.addT(lineDim, "ui.checklist.more_above", first)
	}
	t.addT(lineDim, "ui.checklist.keys")
	return t.out
}

// enterChecklist gives the checklist its ticks and puts the cursor on
// the first line not ticked.
func (v *SoloView) enterChecklist() {
	if n := len(v.checklist()); len(v.ui.Ticks) != n {
		v.ui.Ticks = make([]bool, n)
	}
	v.at.check = 0
	for v.at.check < len(v.ui.Ticks)-1 && v.ui.Ticks[v.at.check] {
		v.at.check++
	}
}
