// Package ui is naqala's terminal interface, built on tview and tcell/v2:
// the home screen, the solo game against Yazid, multiplayer scoring,
// history and settings. It gets a plain Config and narrow interfaces and
// never reads files or flags itself. Every visible text is a label of
// labels/<lang>.txt (keys "ui.*"), in the Config's language,
// read with tr and filled in with tf.
package ui

import (
	_ "github.com/gdamore/tcell/v2" // the terminal
	_ "github.com/rivo/tview"       // the widgets
)
