package ui

import (
	"strings"

	"github.com/naqala/naqala/advisor"
	"github.com/naqala/naqala/game"
	"github.com/naqala/naqala/labels"
	"github.com/naqala/naqala/scoring"
	"github.com/naqala/naqala/sultan"
)

// Config is everything the TUI needs to know from the configuration, as
// plain values: cmd/naqala reads files, flags and the environment and
// fills it in; the ui package never does.
type Config struct {
	// Language is "en" or "de".
	Language string
	// Colour is the configured colour mode: "auto", "always" or "never".
	Colour string
	// NoColor turns every colour off (NO_COLOR, --no-color, colour:
	// never); everything stays legible without them.
	NoColor bool
	// Mouse lets clicks choose tiles; off, the terminal keeps the mouse
	// for selecting text.
	Mouse bool
	// DataDir is where saved games and the history live (shown to the
	// user; the Store reads and writes there).
	DataDir string
	// Paper is the PDF paper size, "A4" or "Letter".
	Paper string
	// Players are the default player names for multiplayer scoring; the
	// first is the solo player's name.
	Players []string
	// Expansions are the expansions a new game starts with.
	Expansions game.Expansions
	// StartCoins are the coins of a multiplayer game's start.
	StartCoins int
	// SoloRules are the rule variants of the game against Yazid.
	SoloRules sultan.Rules
	// ScoringRules are the rule variants of the end-game score.
	ScoringRules scoring.Rules
	// Rules are every rule variant as configuration keys (without
	// "rules.") and values, for the settings screen.
	Rules map[string]string
	// DjinnVP are the VP of Djinns the catalogue lacks, by name.
	DjinnVP map[string]int
	// Advice are the advisor's weights (the advice.* keys); zero means
	// advisor.DefaultWeights.
	Advice advisor.Weights
}

// Colours reports whether the screens may use colours.
func (c Config) Colours() bool { return !c.NoColor && c.Colour != "never" }

// DefaultConfig is the configuration with every default: English,
// colours, the base game, the default rule variants.
func DefaultConfig() Config {
	rules := map[string]string{}
	for k, v := range scoring.DefaultRules().Settings() {
		rules[k] = v
	}
	for k, v := range sultan.DefaultRules().Settings() {
		rules[k] = v
	}
	return Config{
		Language:     "en",
		Colour:       "auto",
		Mouse:        true,
		Paper:        "A4",
		StartCoins:   50,
		SoloRules:    sultan.DefaultRules(),
		ScoringRules: scoring.DefaultRules(),
		Rules:        rules,
		DjinnVP:      map[string]int{},
	}
}

// lang is the configured language, English when unset.
func (c Config) lang() string {
	if c.Language == "de" {
		return "de"
	}
	return "en"
}

// soloName is the solo player's name as the game keeps it: the first of
// the configured player names, else labels.SoloYou whatever the
// language (the screens say it in theirs, labels.Printer.SoloPlayerName).
func (c Config) soloName() string {
	if len(c.Players) > 0 && strings.TrimSpace(c.Players[0]) != "" {
		return strings.TrimSpace(c.Players[0])
	}
	return labels.SoloYou
}
