package filetext

import "github.com/naqala/naqala/internal/safetext"

// The escaping of text from files lives in the pure package safetext, for
// the screens and sheets; these are its names for the commands that read
// the files here.

// Text is safetext.Text: s, or s quoted when it does not print as itself.
func Text(s string) string { return safetext.Text(s) }

// Plain is safetext.Plain: whether s prints as itself.
func Plain(s string) bool { return safetext.Plain(s) }

// Key is safetext.Key: a key from a file as a path names it.
func Key(s string) string { return safetext.Key(s) }

// Line is safetext.Line: s with what does not print as itself escaped.
func Line(s string) string { return safetext.Line(s) }

// JSON is safetext.JSON: JSON text with what does not print as itself
// escaped.
func JSON(data []byte) []byte { return safetext.JSON(data) }
