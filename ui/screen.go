package ui

import "strings"

// ScreenID names a screen of the TUI: the page it is shown on, and its
// title in the help overlay (label ui.screen.<id>, spaces as '_').
type ScreenID string

// The screens.
const (
	ScreenHome        ScreenID = "home"
	ScreenSoloSetup   ScreenID = "solo setup"
	ScreenBoardEditor ScreenID = "board editor"
	ScreenSoloGame    ScreenID = "solo game"
	ScreenFinalState  ScreenID = "final state"
	ScreenSavedGames  ScreenID = "saved games"
	ScreenScore       ScreenID = "score"
	ScreenResult      ScreenID = "result"
	ScreenHistory     ScreenID = "history"
	ScreenSettings    ScreenID = "settings"
)

// Screens lists every screen.
var Screens = []ScreenID{ScreenHome, ScreenSoloSetup, ScreenBoardEditor, ScreenSoloGame, ScreenFinalState,
	ScreenSavedGames, ScreenScore, ScreenResult, ScreenHistory, ScreenSettings}

// The pages shown over a screen: they are no screen of their own.
const (
	helpPage    = "help"
	confirmPage = "confirm"
)

// labelKey is the key of the screen's title among the labels.
func (id ScreenID) labelKey() string {
	return "ui.screen." + strings.ReplaceAll(string(id), " ", "_")
}

// title is the screen's title in lang, its ID when it has none.
func (id ScreenID) title(lang string) string { return trOr(lang, id.labelKey(), string(id)) }
