// Package safetext makes the text of the files a user hands naqala safe
// to print, and bounds what is read of them: a name, key or value from a
// file reaches the terminal as it is only when every character prints as
// itself, and quoted with escapes otherwise, so that no escape sequence,
// control character or bidirectional override in a file can clear the
// screen, retitle the window or forge a line. It is pure (no os): the
// screens and the sheets use it; internal/filetext opens the files.
package safetext
