package main

import (
	"bytes"

	"github.com/naqala/naqala/selfplay"
	"strings"
	"testing"
)

func TestShowProgress(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name                 string
		stderr, stdout, json bool
		want                 bool
	}{
		{"a terminal", true, true, false, true},
		{"JSON on the terminal", true, true, true, true},
		{"text to a pipe, stderr on the terminal", true, false, false, true},
		{"JSON to a pipe", true, false, true, false},
		{"stderr not a terminal", false, true, false, false},
		{"nothing a terminal", false, false, false, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := showProgress(tc.stderr, tc.stdout, tc.json); got != tc.want {
				t.Errorf("got %v, want %v", got, tc.want)
			}
		})
	}
}

// TestProgressBarSaysGames: the bar says the games done of all, games a
// second and the time left.
func TestProgressBarSaysGames(t *testing.T) {
	t.Parallel()
	var w bytes.Buffer
	p := newProgress(&w, true, 40, "self-play")
	seen := 0
	on := p.onResult(func(selfplay.Result) { seen++ })
	for range 10 {
		on(selfplay.Result{})
	}
	if seen != 10 {
		t.Errorf("the results reached the caller %d times, want 10", seen)
	}
	out := w.String()
	for _, want := range []string{"self-play", "/40", "games/s", "s:"} {
		if !strings.Contains(out, want) {
			t.Errorf("the bar %q lacks %q", out, want)
		}
	}
	p.finish()
}

// TestNoProgressBarDrawsNothing: without a terminal, nothing is drawn and
// the games are told to nobody.
func TestNoProgressBarDrawsNothing(t *testing.T) {
	t.Parallel()
	var w bytes.Buffer
	p := newProgress(&w, false, 40, "self-play")
	if p.onResult(nil) != nil {
		t.Error("a bar not shown still listens")
	}
	p.finish()
	if w.Len() != 0 {
		t.Errorf("got %q, want nothing", w.String())
	}
}
