package ui

import "strings"

// sparkBlocks are the eight heights of a sparkline, lowest first.
var sparkBlocks = []rune("▁▂▃▄▅▆▇█")

// Sparkline draws scores in order as a line of Unicode blocks, the
// lowest score one block high and the highest eight, the last width
// scores when there are more; marks has an "x" under each game lost and
// a space under the others. lo and hi are the lowest and highest score
// drawn. No score draws nothing.
func Sparkline(scores []int, lost []bool, width int) (blocks, marks string, lo, hi int) {
	if len(scores) > width {
		scores, lost = scores[len(scores)-width:], lost[len(lost)-width:]
	}
	if len(scores) == 0 {
		return "", "", 0, 0
	}
	lo, hi = scores[0], scores[0]
	for _, s := range scores {
		lo, hi = min(lo, s), max(hi, s)
	}
	var b, m strings.Builder
	for i, s := range scores {
		level := len(sparkBlocks) / 2 // all alike: half way
		if hi > lo {
			level = (s - lo) * (len(sparkBlocks) - 1) / (hi - lo)
		}
		b.WriteRune(sparkBlocks[level])
		if i < len(lost) && lost[i] {
			m.WriteByte('x')
		} else {
			m.WriteByte(' ')
		}
	}
	return b.String(), strings.TrimRight(m.String(), " "), lo, hi
}
