// Package ui is naqala's terminal interface, built on tview and tcell/v2:
// the home screen, the solo game against Yazid, multiplayer scoring,
// history and settings. It gets a plain Config and narrow interfaces and
// never reads files or flags itself.
package ui

import (
	_ "github.com/gdamore/tcell/v2" // the terminal
	_ "github.com/rivo/tview"       // the widgets
)
