// Package labels holds the words of every language naqala speaks: one
// label file a language (en.txt, de.txt: "key: text" a line), a typed
// Lang, and a Printer that says a key in one language for one view (the
// TUI, the CLI, the PDF sheet). It also renders the domain's typed
// problems (game.Problem, game.MoveError) in a language; the domain's own
// Error texts stay English, for the CLI and the logs.
package labels
