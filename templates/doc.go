// Package templates holds the score-sheet layouts, embedded and
// overridable by the user, and renders the sheets to PDF: the filled
// sheet of a scored game, with a chart and, for a solo game, the game's
// log, and the blank pad to print. Its words come from package labels.
// It is the only package that imports gofpdf.
package templates
