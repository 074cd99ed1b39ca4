package ui

import (
	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
)

// useTerminalColours sets tview's theme to the terminal's own foreground
// and background, so that its widgets (the status line, the pasted board,
// the yes/no question) read on light terminals as on dark ones: its
// defaults are white text on black, and with the background left to the
// terminal white text vanishes on a light one. tview widgets take the
// theme when made, so this runs before any is.
func useTerminalColours(colour bool) {
	tview.Styles.PrimitiveBackgroundColor = tcell.ColorDefault
	tview.Styles.PrimaryTextColor = tcell.ColorDefault
	tview.Styles.BorderColor = tcell.ColorDefault
	tview.Styles.TitleColor = tcell.ColorDefault
	tview.Styles.GraphicsColor = tcell.ColorDefault
	tview.Styles.SecondaryTextColor = tcell.ColorDefault
	tview.Styles.ContrastBackgroundColor = tcell.ColorBlue
	tview.Styles.MoreContrastBackgroundColor = tcell.ColorGreen
	tview.Styles.TertiaryTextColor = tcell.ColorGreen
	if !colour {
		tview.Styles.ContrastBackgroundColor = tcell.ColorDefault
		tview.Styles.MoreContrastBackgroundColor = tcell.ColorDefault
		tview.Styles.TertiaryTextColor = tcell.ColorDefault
	}
}

// styleQuestion gives the yes/no question its colours: white on navy with
// colours, else the terminal's own with the chosen answer in reverse
// video.
func styleQuestion(m *tview.Modal, colour bool) {
	if !colour {
		m.Box.SetBackgroundColor(tcell.ColorDefault)
		m.SetBackgroundColor(tcell.ColorDefault).SetTextColor(tcell.ColorDefault)
		m.SetBorderColor(tcell.ColorDefault)
		m.SetButtonStyle(tcell.StyleDefault)
		m.SetButtonActivatedStyle(tcell.StyleDefault.Reverse(true))
		return
	}
	m.Box.SetBackgroundColor(tcell.ColorNavy)
	m.SetBackgroundColor(tcell.ColorNavy).SetTextColor(tcell.ColorWhite)
	m.SetBorderColor(tcell.ColorWhite)
	m.SetButtonStyle(tcell.StyleDefault.Background(tcell.ColorNavy).Foreground(tcell.ColorWhite))
	m.SetButtonActivatedStyle(tcell.StyleDefault.Background(tcell.ColorWhite).Foreground(tcell.ColorNavy))
}
