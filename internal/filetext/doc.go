// Package filetext reads the files a user hands naqala (final-state files,
// solo state files, the configuration, the sheet layout) within a size no
// real game comes near, and makes the text they hold safe to print: a
// name, key or value from a file reaches the terminal as it is only when
// every character prints as itself, and quoted with escapes otherwise, so
// that no escape sequence, control character or bidirectional override
// in a file can clear the screen, retitle the window or forge a line.
package filetext
