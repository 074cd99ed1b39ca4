// Package labels holds the words of every language naqala speaks: one
// label file a language (en.txt, de.txt: "key: text" a line), a typed
// Lang, and a Printer that says a key in one language for one view (the
// TUI, the CLI, the PDF sheet). It also renders the domain's typed
// problems (game.Problem, game.MoveError, and the prefixes sultan wraps
// them in) and Yazid's instructions (sultan's steps, rolls, choices and
// payments) in a language: the one renderer of the CLI, the TUI and the
// solo sheet. The domain speaks no prose but its Error texts, which stay
// English, for the CLI and the logs.
package labels
