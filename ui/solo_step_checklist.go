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

func (ys *yazidSteps) checklistView(brief bool) checklistStep {
	if brief {
		return checklistStep{lang: ys.h.cfg.lang()}
	}
	return checklistStep{lang: ys.h.cfg.lang(), items: ys.checklist(), ticks: ys.h.ui.Ticks, cursor: ys.h.at.check, room: ys.h.room}
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
	// Near the end nothing more is below: the room fills upwards.
	for first > 0 && upTo(first-1, len(lines)-1) <= room {
		first--
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
func (ys *yazidSteps) enterChecklist() {
	if n := len(ys.checklist()); len(ys.h.ui.Ticks) != n {
		ys.h.ui.Ticks = make([]bool, n)
	}
	ys.h.at.check = 0
	for ys.h.at.check < len(ys.h.ui.Ticks)-1 && ys.h.ui.Ticks[ys.h.at.check] {
		ys.h.at.check++
	}
}
