// Package templates holds the score-sheet layouts, embedded and
// overridable by the user, the labels of every language (for the sheets
// and the TUI), and renders the sheets to PDF: the filled sheet of a
// scored game, with a chart and, for a solo game, the game's log, and the
// blank pad to print. It is the only package that imports gofpdf.
package templates
