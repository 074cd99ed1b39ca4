package main

import (
	"io"
	"time"

	"github.com/naqala/naqala/selfplay"
	"github.com/schollz/progressbar/v3"
)

// showProgress reports whether a long command draws its progress bar on
// standard error: only on a terminal, and not when its JSON goes to a
// pipe (a script reads it: nothing but the JSON should move).
func showProgress(stderrTerminal, stdoutTerminal, asJSON bool) bool {
	return stderrTerminal && (stdoutTerminal || !asJSON)
}

// progress is a bar of games on a terminal: the games done of all, games
// a second and the time left, redrawn at most ten times a second.
type progress struct {
	bar *progressbar.ProgressBar
}

// newProgress draws a bar of games on w, described by what ("self-play",
// "base game"); a nil *progress (show false) draws nothing.
func newProgress(w io.Writer, show bool, games int, what string) *progress {
	if !show {
		return nil
	}
	return &progress{progressbar.NewOptions(games,
		progressbar.OptionSetWriter(w),
		progressbar.OptionSetDescription(what),
		progressbar.OptionSetWidth(20),
		progressbar.OptionShowCount(),
		progressbar.OptionShowIts(),
		progressbar.OptionSetItsString("games"),
		progressbar.OptionSetPredictTime(true),
		progressbar.OptionThrottle(100*time.Millisecond),
		progressbar.OptionClearOnFinish(),
		progressbar.OptionUseANSICodes(true),
	)}
}

// onResult is the selfplay.Options.OnResult of the bar: it hands each
// result on to also (when set) and moves the bar a game on; without a
// bar it is also.
func (p *progress) onResult(also func(selfplay.Result)) func(selfplay.Result) {
	if p == nil {
		return also
	}
	return func(r selfplay.Result) {
		if also != nil {
			also(r)
		}
		_ = p.bar.Add(1)
	}
}

// finish clears the bar from the terminal.
func (p *progress) finish() {
	if p != nil {
		_ = p.bar.Finish()
		_ = p.bar.Clear()
	}
}
