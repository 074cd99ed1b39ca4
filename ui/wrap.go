package ui

import "strings"

// wrapKeys wraps a line of keys ("arrows move  0-9 count  Enter details")
// onto lines of at most width cells, breaking between the groups that
// two blanks part, so that a key stays with what it does.
func wrapKeys(text string, width int) []string {
	if textWidth(text) <= width {
		return []string{text}
	}
	var lines []string
	line := ""
	for _, group := range strings.Split(text, "  ") {
		group = strings.TrimSpace(group)
		switch {
		case group == "":
			continue
		case line == "":
			line = group
		case textWidth(line)+2+textWidth(group) <= width:
			line += "  " + group
		default:
			lines = append(lines, line)
			line = group
		}
		if textWidth(line) > width {
			wrapped := wrapWords(line, width)
			lines = append(lines, wrapped[:len(wrapped)-1]...)
			line = wrapped[len(wrapped)-1]
		}
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}
